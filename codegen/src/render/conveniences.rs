//! The session conveniences of a module, for the requests and updates its
//! schema has ([`crate::sessions`] names them): `Opener::load` /
//! `Session::load` (`session/load`), `Opener::resume` / `Session::resume`
//! (`session/resume`), `Session::set_mode`, `Session::set_config_option`, and
//! on the agent's side `AgentSession::say` (a turn the prompt's answer ends:
//! an `agent_message_chunk` of text) or `AgentSession::accept` (a turn state
//! updates report: the prompt inserted as a `user_message`). What an answer
//! (or an accepted `session/set_mode`) does to the session's state is the
//! fold `render/states.rs` generates from its `x-state`.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::states::States;
use super::Ctx;
use crate::methods::{Method, MethodKind};
use crate::model::{Field, Payload, Shape, Ty};
use crate::names::{field_name, ident};
use crate::sessions::{self, Table, Turns};

/// The requests of the prompt's side the conveniences call.
pub(super) struct Conveniences<'p> {
    ctx: &'p Ctx<'p>,
    table: &'p Table,
    load: Option<&'p Method>,
    resume: Option<&'p Method>,
    set_mode: Option<&'p Method>,
    set_config_option: Option<&'p Method>,
}

impl<'p> Conveniences<'p> {
    pub(super) fn of(ctx: &'p Ctx<'p>, table: &'p Table) -> Self {
        let prompt_side = ctx
            .protocol
            .methods
            .iter()
            .find(|m| m.name == table.prompt)
            .map(|m| &m.side);
        // A request of the prompt's side, naming the session.
        let request = |name: &str| {
            ctx.protocol.methods.iter().find(|m| {
                m.name == name
                    && m.kind == MethodKind::Request
                    && Some(&m.side) == prompt_side
                    && m.result.is_some()
                    && required(ctx, &m.params)
                        .iter()
                        .any(|f| f.wire == table.session_field && is_session(f, table))
            })
        };
        Conveniences {
            ctx,
            table,
            load: request(sessions::LOAD),
            resume: request(sessions::RESUME),
            set_mode: request(sessions::SET_MODE).filter(|m| mode_param(ctx, table, m).is_some()),
            set_config_option: request(sessions::SET_CONFIG_OPTION),
        }
    }

    /// The annotated types the conveniences fold into the session's state.
    pub(super) fn folded_types(&self) -> Vec<&'p str> {
        let mut types = vec![];
        for m in [self.load, self.resume, self.set_config_option]
            .into_iter()
            .flatten()
        {
            types.extend(m.result.as_deref());
        }
        types.extend(self.set_mode.map(|m| m.params.as_str()));
        types
    }

    pub(super) fn render(&self, states: &States) -> TokenStream {
        let mut opener = vec![];
        let mut session = vec![];
        let fold = |ty: &str, value: TokenStream| match states.fold_of(ty) {
            Some(fold) => quote!(state.#fold(#value)),
            None => quote!(let _ = (state, #value)),
        };
        if let Some(load) = self.load {
            let (f, request, response) = parts(load);
            let folded = fold(load.result.as_deref().unwrap_or_default(), quote!(answer));
            let session_field = ident(&field_name(&self.table.session_field));
            opener.push(quote! {
                /// Loads a session the agent has stored (`session/load`). The
                /// agent replays the conversation as updates: they are the first
                /// [`Session::next_update`](crate::session::Session::next_update)s.
                pub async fn load(
                    &self,
                    agent: &AgentPeer,
                    request: #request,
                ) -> crate::CallResult<crate::session::Session<Module>> {
                    let id = request.#session_field.clone();
                    let call = agent.#f(request);
                    let opened = |state: &mut SessionState, answer: &#response| { #folded; };
                    let (session, _) = self.open_with(agent, id, call, opened).await?;
                    Ok(session)
                }
            });
            session.push(quote! {
                /// Loads a stored session (`session/load`), with the default
                /// [`Opener`](crate::session::Opener); see
                /// [`Opener::load`](crate::session::Opener::load).
                pub async fn load(agent: &AgentPeer, request: #request) -> crate::CallResult<Self> {
                    crate::session::Opener::<Module>::default().load(agent, request).await
                }
            });
        }
        if let Some(resume) = self.resume {
            let (f, request, response) = parts(resume);
            let folded = fold(resume.result.as_deref().unwrap_or_default(), quote!(answer));
            let session_field = ident(&field_name(&self.table.session_field));
            let mut doc = " Resumes a session the agent has stored".to_owned();
            if self.load.is_some() {
                doc.push_str(", without a replay");
            }
            doc.push_str(" (`session/resume`)");
            let doc = match self.table.turns {
                Turns::Reported(_) => {
                    vec![
                        doc + ";",
                        " the agent reports the session's state before it answers.".to_owned(),
                    ]
                }
                Turns::Answered { .. } => vec![doc + "."],
            };
            opener.push(quote! {
                #(#[doc = #doc])*
                pub async fn resume(
                    &self,
                    agent: &AgentPeer,
                    request: #request,
                ) -> crate::CallResult<crate::session::Session<Module>> {
                    let id = request.#session_field.clone();
                    let call = agent.#f(request);
                    let opened = |state: &mut SessionState, answer: &#response| { #folded; };
                    let (session, _) = self.open_with(agent, id, call, opened).await?;
                    Ok(session)
                }
            });
            session.push(quote! {
                /// Resumes a stored session (`session/resume`), with the default
                /// [`Opener`](crate::session::Opener).
                pub async fn resume(agent: &AgentPeer, request: #request) -> crate::CallResult<Self> {
                    crate::session::Opener::<Module>::default().resume(agent, request).await
                }
            });
        }
        if let Some(set_mode) = self.set_mode {
            let (f, request, response) = parts(set_mode);
            let (mode_type, args) =
                mode_param(self.ctx, self.table, set_mode).expect("checked in `of`");
            let folded = fold(&set_mode.params, quote!(&request));
            session.push(quote! {
                /// Changes the session's mode (`session/set_mode`); the state
                /// follows when the agent accepts.
                pub async fn set_mode(
                    &self,
                    mode: impl Into<#mode_type>,
                ) -> crate::CallResult<#response> {
                    let (session, mode) = (self.id().clone(), mode.into());
                    let request = #request::new(#(#args),*);
                    let response = self.agent().#f(request.clone()).await?;
                    self.update_state(|state| { #folded; });
                    Ok(response)
                }
            });
        }
        if let Some(set) = self.set_config_option {
            let (f, request, response) = parts(set);
            let folded = fold(set.result.as_deref().unwrap_or_default(), quote!(&response));
            let session_field = ident(&field_name(&self.table.session_field));
            session.push(quote! {
                /// Changes a config option (`session/set_config_option`); the
                /// state takes the full option set the agent answers with. The
                /// request's `session_id` is set to this session's.
                pub async fn set_config_option(
                    &self,
                    mut request: #request,
                ) -> crate::CallResult<#response> {
                    request.#session_field = self.id().clone();
                    let response = self.agent().#f(request).await?;
                    self.update_state(|state| { #folded; });
                    Ok(response)
                }
            });
        }
        let agent = match &self.table.turns {
            Turns::Answered { .. } => self.say(),
            Turns::Reported(reported) => self.accept(&reported.idle_type),
        };
        let opener = (!opener.is_empty()).then(|| {
            quote! {
                impl crate::session::Opener<Module> {
                    #(#opener)*
                }
            }
        });
        let session = (!session.is_empty()).then(|| {
            quote! {
                impl crate::session::Session<Module> {
                    #(#session)*
                }
            }
        });
        quote!(#opener #session #agent)
    }

    /// `AgentSession::say`: an `agent_message_chunk` carrying one content
    /// block, whose text variant needs the text alone.
    fn say(&self) -> Option<TokenStream> {
        let (variant, chunk) = self.update_variant(sessions::AGENT_MESSAGE_CHUNK)?;
        let content = only_required(self.ctx, &chunk)?;
        if content.ty != Ty::Ref(self.table.content_block.clone()) {
            return None;
        }
        let (text_variant, text_type) =
            variant_of(self.ctx, &self.table.content_block, sessions::TEXT)?;
        let text = only_required(self.ctx, &text_type)?;
        if text.ty != Ty::String {
            return None;
        }
        let update = format_ident!("{}", self.table.update_type);
        let block = format_ident!("{}", self.table.content_block);
        let (chunk, text_type) = (format_ident!("{}", chunk), format_ident!("{}", text_type));
        Some(quote! {
            impl crate::session::AgentSession<Module> {
                /// Sends a piece of the agent's message as text
                /// (`agent_message_chunk`).
                pub async fn say(&self, text: impl Into<String>) -> crate::CallResult<()> {
                    let chunk = #chunk::new(#block::#text_variant(#text_type::new(text)));
                    self.send(#update::#variant(chunk)).await
                }
            }
        })
    }

    /// `AgentSession::accept`: the prompt's answer names the inserted
    /// `user_message`, which carries the prompt's blocks.
    fn accept(&self, idle_type: &str) -> Option<TokenStream> {
        let (variant, message) = self.update_variant(sessions::USER_MESSAGE)?;
        let message_id = only_required(self.ctx, &message)?;
        let answer_id = only_required(self.ctx, &self.table.prompt_response)?;
        let Ty::Ref(id_type) = &message_id.ty else {
            return None;
        };
        let is_id = |f: &Field| f.wire == sessions::MESSAGE_ID_FIELD && f.ty == message_id.ty;
        if !is_id(message_id) || !is_id(answer_id) {
            return None;
        }
        let blocks = Ty::Vec(Box::new(Ty::Ref(self.table.content_block.clone())));
        let content = fields(self.ctx, &message)?
            .iter()
            .find(|f| !f.required && f.ty == blocks)?;
        let prompt = required(self.ctx, &self.table.prompt_request)
            .into_iter()
            .find(|f| f.ty == blocks)?;
        let (content, prompt) = (
            ident(&field_name(&content.wire)),
            ident(&field_name(&prompt.wire)),
        );
        let update = format_ident!("{}", self.table.update_type);
        let (message, id_type) = (format_ident!("{}", message), format_ident!("{}", id_type));
        let (request, response) = (
            format_ident!("{}", self.table.prompt_request),
            format_ident!("{}", self.table.prompt_response),
        );
        let idle = format_ident!("{}", idle_type);
        Some(quote! {
            impl crate::session::AgentSession<Module> {
                /// Accepts a prompt and starts its turn, in the `prompt`
                /// handler: returns the answer (the inserted user message's id,
                /// `message_id`), and the turn, which runs on in a task of its
                /// own ([`AgentSession::start_turn`](crate::session::AgentSession::start_turn)):
                /// `user_message` with the prompt's content, `running`, `work`,
                /// then `idle` with the end `work` returns (or `cancelled`).
                pub fn accept<F, W>(
                    &self,
                    prompt: #request,
                    message_id: impl Into<#id_type>,
                    work: F,
                ) -> (#response, crate::session::TurnTask)
                where
                    F: FnOnce(crate::session::AgentSession<Module>) -> W,
                    W: std::future::Future<Output = crate::Result<#idle>> + Send + 'static,
                {
                    let message_id = message_id.into();
                    let inserted = #message::new(message_id.clone()).#content(prompt.#prompt);
                    let first = vec![#update::#variant(inserted)];
                    let task = self.start_turn_after(first, work);
                    (#response::new(message_id), task)
                }
            }
        })
    }

    /// The update variant tagged `tag` and the type it carries.
    fn update_variant(&self, tag: &str) -> Option<(Ident, String)> {
        variant_of(self.ctx, &self.table.update_type, tag)
    }
}

/// A method's peer call, params and result.
fn parts(m: &Method) -> (Ident, Ident, Ident) {
    (
        ident(&m.rust_name),
        format_ident!("{}", m.params),
        format_ident!("{}", m.result.as_deref().unwrap_or_default()),
    )
}

/// `session/set_mode`'s mode type and its `new` arguments in order, when it
/// needs the session and the mode alone.
fn mode_param(ctx: &Ctx, table: &Table, m: &Method) -> Option<(Ident, Vec<Ident>)> {
    let fields = required(ctx, &m.params);
    let [a, b] = fields.as_slice() else {
        return None;
    };
    let (session_first, mode) = match (is_session(a, table), is_session(b, table)) {
        (true, false) => (true, b),
        (false, true) => (false, a),
        _ => return None,
    };
    let Ty::Ref(mode_type) = &mode.ty else {
        return None;
    };
    let (s, md) = (format_ident!("session"), format_ident!("mode"));
    let args = if session_first {
        vec![s, md]
    } else {
        vec![md, s]
    };
    Some((format_ident!("{}", mode_type), args))
}

fn is_session(f: &Field, table: &Table) -> bool {
    f.wire == table.session_field && f.ty == Ty::Ref(table.session_id.clone())
}

/// The variant of the tagged union `union` tagged `tag`, and the type it
/// carries.
fn variant_of(ctx: &Ctx, union: &str, tag: &str) -> Option<(Ident, String)> {
    let Shape::Tagged(t) = &ctx.protocol.get(union)?.shape else {
        return None;
    };
    let v = t
        .variants
        .iter()
        .find(|v| v.tag_value.as_deref() == Some(tag))?;
    match &v.payload {
        Payload::Type(Ty::Ref(ty)) => Some((format_ident!("{}", v.name), ty.clone())),
        _ => None,
    }
}

fn fields<'p>(ctx: &Ctx<'p>, name: &str) -> Option<&'p [Field]> {
    match &ctx.protocol.get(name)?.shape {
        Shape::Struct(s) => Some(&s.fields),
        _ => None,
    }
}

/// The one required field of `name`.
fn only_required<'p>(ctx: &Ctx<'p>, name: &str) -> Option<&'p Field> {
    match required(ctx, name).as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

fn required<'p>(ctx: &Ctx<'p>, name: &str) -> Vec<&'p Field> {
    fields(ctx, name)
        .into_iter()
        .flatten()
        .filter(|f| f.required)
        .collect()
}
