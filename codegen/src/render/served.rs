//! The facts behind the sessions the SDK serves from an agent's session store
//! (the serving itself is the runtime's, `acp::session::served`, feature
//! `store`): for a module with sessions, `impl StoreFacts for Module` (which
//! request is which, read typed; the answers and updates the SDK makes), the
//! agent trait's `session_store` and `restore_session`, and the hooks by
//! which the pipeline and the agent's updates reach the store.
//!
//! [`PARAMS`] is the one place naming the requests the SDK serves, by their
//! params type; [`FIELDS`] the wire names it reads from them. A schema
//! without one of them gets the rest (an old v1 without `session/resume`,
//! say); a field a schema lacks reads as absent. Everything is behind
//! `#[cfg(feature = "store")]`: the crate without the feature is as before.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::Ctx;
use crate::error::Error;
use crate::methods::{MethodKind, Side};
use crate::model::{Payload, Shape, Ty};
use crate::names::{field_name, ident, type_name};
use crate::sessions::Turns;

/// The requests the SDK serves or records, by their params type.
const PARAMS: &[(Served, &str)] = &[
    (Served::List, "ListSessionsRequest"),
    (Served::Load, "LoadSessionRequest"),
    (Served::Resume, "ResumeSessionRequest"),
    (Served::Close, "CloseSessionRequest"),
    (Served::Delete, "DeleteSessionRequest"),
    (Served::Fork, "ForkSessionRequest"),
];

/// The wire names read from the requests' params.
const FIELDS: Fields = Fields {
    session: "sessionId",
    cwd: "cwd",
    directories: "additionalDirectories",
    cursor: "cursor",
    replay: "replayFrom",
    fork_cursor: "cursorId",
};

/// The update that sets a session's title, and its field.
const TITLE_UPDATE: (&str, &str) = ("SessionInfoUpdate", "title");
/// `session/list`'s answer and one session of it, and their fields.
const LIST_ANSWER: &str = "ListSessionsResponse";
const SESSION_INFO: &str = "SessionInfo";
const UPDATED_AT: &str = "updatedAt";
const TITLE: &str = "title";
/// The replay cursor the SDK serves (v2's `replayFrom`), and its tag value.
const REPLAY_FROM: (&str, &str) = ("ReplayFrom", "start");
/// The update that ends a replay (v2).
const REPLAY_COMPLETE: &str = "ReplayComplete";

struct Fields {
    session: &'static str,
    cwd: &'static str,
    directories: &'static str,
    cursor: &'static str,
    replay: &'static str,
    fork_cursor: &'static str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Served {
    List,
    Load,
    Resume,
    Close,
    Delete,
    Fork,
}

/// One request the module has: its union variant, params and answer types.
struct Found {
    served: Served,
    name: String,
    variant: Ident,
    params: String,
    result: String,
}

impl Ctx<'_> {
    /// Whether the module's agents can have a store: it has sessions.
    pub(super) fn has_store(&self) -> bool {
        self.has_module() && self.sessions().is_some()
    }

    fn found(&self) -> Vec<Found> {
        PARAMS
            .iter()
            .filter_map(|(served, params)| {
                let m = self.protocol.methods.iter().find(|m| {
                    m.side == Side::Agent && m.kind == MethodKind::Request && m.params == *params
                })?;
                Some(Found {
                    served: *served,
                    name: m.name.clone(),
                    variant: format_ident!("{}", type_name(&m.rust_name)),
                    params: m.params.clone(),
                    result: m.result.clone()?,
                })
            })
            .filter(|f| self.serves(f))
            .collect()
    }

    /// Whether the SDK can serve `f`: the fields it reads are there, and
    /// its answer is what the SDK can make.
    fn serves(&self, f: &Found) -> bool {
        let named = self
            .optional_field(&f.params, FIELDS.session)
            .is_some_and(|o| !o);
        match f.served {
            Served::List => self.list_answer_parts().is_some(),
            Served::Load | Served::Resume => {
                named
                    && self.optional_field(&f.params, FIELDS.cwd).is_some()
                    && self.is_empty_answer(&f.result)
            }
            Served::Close | Served::Delete => named && self.is_empty_answer(&f.result),
            Served::Fork => {
                named
                    && self.optional_field(&f.params, FIELDS.cwd).is_some()
                    && self.is_session_answer(&f.result)
            }
        }
    }

    /// Whether `ty`'s field `wire` exists, and if so whether it is an
    /// `Option`.
    fn optional_field(&self, ty: &str, wire: &str) -> Option<bool> {
        match self.protocol.get(ty).map(|d| &d.shape) {
            Some(Shape::Struct(s)) => s
                .fields
                .iter()
                .find(|f| f.wire == wire && !f.is_double_option())
                .map(|f| f.is_option()),
            _ => None,
        }
    }

    /// Whether `ty` is a struct with nothing required: `new()` makes it.
    fn is_empty_answer(&self, ty: &str) -> bool {
        match self.protocol.get(ty).map(|d| &d.shape) {
            Some(Shape::Struct(s)) => s.flatten.is_none() && s.fields.iter().all(|f| !f.required),
            _ => false,
        }
    }

    /// Whether `ty` is a struct needing nothing but the session's id:
    /// `new(id)` makes it.
    fn is_session_answer(&self, ty: &str) -> bool {
        match self.protocol.get(ty).map(|d| &d.shape) {
            Some(Shape::Struct(s)) => {
                s.flatten.is_none()
                    && s.fields
                        .iter()
                        .all(|f| !f.required || f.wire == FIELDS.session)
                    && self.optional_field(ty, FIELDS.session) == Some(false)
            }
            _ => false,
        }
    }

    /// `session/list`'s answer is `{sessions: [SessionInfo], nextCursor?}`
    /// with `SessionInfo` needing no more than the id and `cwd`.
    fn list_answer_parts(&self) -> Option<()> {
        let Some(Shape::Struct(info)) = self.protocol.get(SESSION_INFO).map(|d| &d.shape) else {
            return None;
        };
        let required_ok = info
            .fields
            .iter()
            .filter(|f| f.required)
            .all(|f| f.wire == FIELDS.session || f.wire == FIELDS.cwd);
        (required_ok && self.optional_field(LIST_ANSWER, "nextCursor") == Some(true)).then_some(())
    }

    /// The method `session/new` is, and its answer's type.
    fn new_method(&self) -> Result<(Ident, Ident), Error> {
        let new_request = &self.sessions().expect("checked by has_store").new_request;
        self.protocol
            .methods
            .iter()
            .find(|m| {
                m.side == Side::Agent && m.kind == MethodKind::Request && m.params == *new_request
            })
            .and_then(|m| {
                let result = m.result.as_ref()?;
                Some((
                    format_ident!("{}", type_name(&m.rust_name)),
                    format_ident!("{}", result),
                ))
            })
            .ok_or_else(|| Error::new(new_request, "no request with these params and an answer"))
    }

    /// The agent trait's store and restore hook.
    pub(super) fn store_methods(&self) -> TokenStream {
        if !self.has_store() {
            return quote!();
        }
        quote! {
            /// The session store the SDK records this agent's sessions in and
            /// serves its session methods from (`session/list`, load, resume,
            /// close, delete, fork: those it does not implement itself); see
            /// [`crate::session::served`]. None unless overridden;
            /// `#[acp_agent(store = field)]` returns the field.
            #[cfg(feature = "store")]
            fn session_store(&self) -> Option<crate::session::store::AnyStore> {
                None
            }
            /// Restores a session the SDK opens again from the store
            /// (`session/load`, `session/resume`, and the new session of a
            /// `session/fork`) before it takes prompts:
            /// its metadata and the state the agent saved. Nothing unless
            /// overridden; `#[acp(restore)]` marks it in an `#[acp_agent]`
            /// block. An error answers the request. What it returns (the
            /// session as `session/new` would answer it: its modes, config
            /// options) the answer carries
            /// ([`crate::session::served::RestoreOutcome`]).
            #[cfg(feature = "store")]
            fn restore_session(
                &self,
                session: crate::session::served::Restored,
                client: ClientPeer,
            ) -> impl std::future::Future<Output = crate::Result<Option<<Module as crate::session::Sessions>::NewSessionResponse>>> + Send {
                let _ = (session, client);
                async { Ok(None) }
            }
        }
    }

    /// The agent handler's `Dispatch` hooks: the sync of modes and the store.
    pub(super) fn agent_hooks(&self) -> TokenStream {
        let modes = self.syncs_modes();
        if !modes && !self.has_store() {
            return quote!();
        }
        let before = match modes {
            true => quote! {
                let (request, modes) = crate::session::modes::before::<Module>(peer, self.0.sync_modes(), self.0.implemented_methods(), request);
                let pending = crate::pipeline::Pending::modes(modes);
            },
            false => quote!(let pending = crate::pipeline::Pending::default();),
        };
        let prepare = match self.has_store() {
            true => quote! {
                #[cfg(feature = "store")]
                let prepared = crate::session::served::before::<Self>(self, peer, request, pending);
                #[cfg(not(feature = "store"))]
                let prepared = crate::pipeline::Prepared::Dispatch(request, pending);
                prepared
            },
            false => quote!(crate::pipeline::Prepared::Dispatch(request, pending)),
        };
        let modes_after = match modes {
            true => {
                quote!(let answer = crate::session::modes::after::<Module>(peer, pending.take_modes(), answer);)
            }
            false => quote!(),
        };
        let store_after = match self.has_store() {
            true => quote! {
                #[cfg(feature = "store")]
                let answer = crate::session::served::after::<Module>(peer, pending.opening, answer).await;
                #[cfg(not(feature = "store"))]
                let answer = Ok(answer);
                answer
            },
            false => quote!(Ok(answer)),
        };
        quote! {
            #[allow(unused_variables)]
            fn prepare(self: &std::sync::Arc<Self>, request: ClientRequest, peer: &crate::Connection) -> crate::pipeline::Prepared<ClientRequest, AgentResponse> {
                #before
                #prepare
            }
            #[allow(unused_mut, unused_variables)]
            async fn complete(mut pending: crate::pipeline::Pending, answer: AgentResponse, peer: &crate::Connection) -> crate::Result<AgentResponse> {
                #modes_after
                #store_after
            }
        }
    }

    /// What the agent advertises with a store: the methods it serves.
    pub(super) fn advertised_with_store(&self, advertised: TokenStream) -> TokenStream {
        if !self.has_store() {
            return quote!(Some(#advertised));
        }
        quote!({
            let advertised = #advertised;
            #[cfg(feature = "store")]
            let advertised = match self.0.session_store() {
                Some(_) => advertised.served(<Module as crate::session::served::StoreFacts>::SERVED),
                None => advertised,
            };
            Some(advertised)
        })
    }

    /// `impl ServesSessions for AgentHandler<T>`.
    pub(super) fn serves_sessions(&self) -> TokenStream {
        if !self.has_store() {
            return quote!();
        }
        quote! {
            #[cfg(feature = "store")]
            impl<T: Agent> crate::session::served::ServesSessions for AgentHandler<T> {
                type Module = Module;
                fn store(&self) -> Option<crate::session::store::AnyStore> {
                    self.0.session_store()
                }
                fn implemented(&self) -> &'static [&'static str] {
                    self.0.implemented_methods()
                }
                fn restore(&self, restored: crate::session::served::Restored, peer: crate::Connection) -> impl std::future::Future<Output = crate::Result<Option<<Module as crate::session::Sessions>::NewSessionResponse>>> + Send {
                    self.0.restore_session(restored, ClientPeer(peer))
                }
            }
        }
    }

    /// `Sessions::send_one`: the agent's updates through its store.
    pub(super) fn send_through_store(&self) -> TokenStream {
        if !self.has_store() {
            return quote!();
        }
        quote! {
            #[cfg(feature = "store")]
            fn send_one<'a>(connection: &'a crate::Connection, notification: &'a <Self as crate::session::Sessions>::SessionNotification) -> impl std::future::Future<Output = crate::CallResult<()>> + Send + 'a {
                crate::session::served::send_update::<Module>(connection, notification)
            }
        }
    }

    /// `impl StoreFacts for Module`.
    pub(super) fn store_facts(&self) -> Result<TokenStream, Error> {
        if !self.has_store() {
            return Ok(quote!());
        }
        let table = self.sessions().expect("checked by has_store");
        let found = self.found();
        let served: Vec<&str> = found.iter().map(|f| f.name.as_str()).collect();
        let new_request = &table.new_request;
        let (new_variant, new_answer) = self.new_method()?;
        let session_wire = FIELDS.session;
        let p = quote!(p);
        let new_cwd = self.text(new_request, FIELDS.cwd, &p);
        let new_dirs = self.texts(new_request, FIELDS.directories, &p);
        let mut call_arms = vec![quote! {
            ClientRequest::#new_variant(p) => Some(Call::New { cwd: #new_cwd, additional_directories: #new_dirs }),
        }];
        let mut empty_arms = vec![];
        let mut fork_answer = quote!({
            let _ = (session, opened);
            None
        });
        for f in &found {
            let (v, params, result) =
                (&f.variant, f.params.as_str(), format_ident!("{}", f.result));
            let session = self.text(params, FIELDS.session, &p);
            let call = match f.served {
                Served::List => {
                    let cwd = self.maybe_text(params, FIELDS.cwd, &p);
                    let cursor = self.maybe_text(params, FIELDS.cursor, &p);
                    quote!(Call::List { cwd: #cwd, cursor: #cursor })
                }
                Served::Load => {
                    let (cwd, dirs) = (
                        self.text(params, FIELDS.cwd, &p),
                        self.texts(params, FIELDS.directories, &p),
                    );
                    quote!(Call::Load { session: #session, cwd: #cwd, additional_directories: #dirs })
                }
                Served::Resume => {
                    let (cwd, dirs) = (
                        self.text(params, FIELDS.cwd, &p),
                        self.texts(params, FIELDS.directories, &p),
                    );
                    let replay = self.replay(params, &p);
                    quote!(Call::Resume { session: #session, cwd: #cwd, additional_directories: #dirs, replay: #replay })
                }
                Served::Close => quote!(Call::Close { session: #session }),
                Served::Delete => quote!(Call::Delete { session: #session }),
                Served::Fork => {
                    let (cwd, dirs, cursor) = (
                        self.text(params, FIELDS.cwd, &p),
                        self.texts(params, FIELDS.directories, &p),
                        self.maybe_text(params, FIELDS.fork_cursor, &p),
                    );
                    quote!(Call::Fork { session: #session, cwd: #cwd, additional_directories: #dirs, cursor: #cursor })
                }
            };
            call_arms.push(quote!(ClientRequest::#v(p) => Some(#call),));
            let kind = match f.served {
                Served::List => continue,
                Served::Fork => {
                    fork_answer = quote!(Some(AgentResponse::#v(
                        served_facts::carried(opened, #session_wire, Some(session))
                            .unwrap_or_else(|| #result::new(session.to_owned()))
                    )));
                    continue;
                }
                Served::Load => quote!(Call::Load { .. }),
                Served::Resume => quote!(Call::Resume { .. }),
                Served::Close => quote!(Call::Close { .. }),
                Served::Delete => quote!(Call::Delete { .. }),
            };
            empty_arms.push(quote!(#kind => Some(AgentResponse::#v(
                served_facts::carried(opened, #session_wire, None).unwrap_or_else(#result::new)
            )),));
        }
        let list_answer = match found.iter().find(|f| f.served == Served::List) {
            Some(f) => {
                let (v, result) = (&f.variant, format_ident!("{}", f.result));
                let info = format_ident!("{}", SESSION_INFO);
                let set = |wire: &str, value: TokenStream| match self
                    .optional_field(SESSION_INFO, wire)
                {
                    Some(true) => {
                        let field = ident(&field_name(wire));
                        quote!(info.#field = #value;)
                    }
                    _ => quote!(),
                };
                let title = set(TITLE, quote!(meta.title.clone()));
                let updated = set(
                    UPDATED_AT,
                    quote!(Some(served_facts::rfc3339(meta.updated_ms))),
                );
                let dirs = set(
                    FIELDS.directories,
                    quote!((!meta.additional_directories.is_empty())
                        .then(|| served_facts::paths(&meta.additional_directories))),
                );
                quote! {
                    let sessions: Vec<#info> = sessions.into_iter().map(|meta| {
                        #[allow(unused_mut)]
                        let mut info = #info::new(meta.id.clone(), meta.cwd.clone());
                        #title
                        #updated
                        #dirs
                        info
                    }).collect();
                    let answer = #result::new(sessions);
                    AgentResponse::#v(match next { Some(next) => answer.next_cursor(next), None => answer })
                }
            }
            None => quote!({
                let _ = (sessions, next);
                unreachable!("the SDK serves no session/list in this module")
            }),
        };
        let replay_complete = self.replay_complete(&table.update_type)?;
        let resumed = self.resumed_state(&table.turns)?;
        let title = self.title_of(&table.update_type, &table.update_field);
        let session_field = ident(&field_name(&table.session_field));
        let fork_opened = match found.iter().find(|f| f.served == Served::Fork) {
            Some(f) => {
                let (v, id) = (&f.variant, ident(&field_name(FIELDS.session)));
                quote!(AgentResponse::#v(a) => Some(a.#id.as_ref()),)
            }
            None => quote!(),
        };
        Ok(quote! {
            #[cfg(feature = "store")]
            impl crate::session::served::StoreFacts for Module {
                const SERVED: &'static [&'static str] = &[#(#served),*];
                fn call(request: &ClientRequest) -> Option<crate::session::served::Call> {
                    use crate::session::served::{Call, Replay};
                    match request { #(#call_arms)* _ => None }
                }
                fn new_session(answer: &AgentResponse) -> Option<&str> {
                    match answer {
                        AgentResponse::#new_variant(a) => Some(<Self as crate::session::Sessions>::opened_session(a).as_ref()),
                        #fork_opened
                        _ => None,
                    }
                }
                fn list_answer(sessions: Vec<crate::session::store::SessionMeta>, next: Option<String>) -> AgentResponse {
                    #list_answer
                }
                fn answer(call: &crate::session::served::Call, opened: Option<&#new_answer>) -> Option<AgentResponse> {
                    use crate::session::served::Call;
                    match call { #(#empty_arms)* _ => None }
                }
                fn fork_answer(session: &str, opened: Option<&#new_answer>) -> Option<AgentResponse> {
                    #fork_answer
                }
                fn replay_complete(session: &str) -> Option<<Self as crate::session::Sessions>::SessionNotification> {
                    #replay_complete
                }
                fn resumed_state(session: &str, running: bool) -> Option<<Self as crate::session::Sessions>::SessionNotification> {
                    #resumed
                }
                fn title(notification: &<Self as crate::session::Sessions>::SessionNotification) -> Option<Option<&str>> {
                    #title
                }
                fn update_session(notification: &<Self as crate::session::Sessions>::SessionNotification) -> &str {
                    notification.#session_field.as_ref()
                }
                fn retarget(notification: &mut <Self as crate::session::Sessions>::SessionNotification, session: &str) {
                    notification.#session_field = session.to_owned().into();
                }
            }
            #[cfg(feature = "store")]
            impl crate::session::served::SessionAnswer for #new_answer {}
            #[cfg(feature = "store")]
            use crate::session::served::facts_support as served_facts;
        })
    }

    /// A text field of the params `p` as a `String` (empty when absent).
    fn text(&self, ty: &str, wire: &str, p: &TokenStream) -> TokenStream {
        let f = ident(&field_name(wire));
        match self.optional_field(ty, wire) {
            Some(false) => quote!(served_facts::text(&#p.#f)),
            Some(true) => quote!(#p.#f.as_ref().map(served_facts::text).unwrap_or_default()),
            None => quote!(String::new()),
        }
    }

    /// An optional text field as an `Option<String>`.
    fn maybe_text(&self, ty: &str, wire: &str, p: &TokenStream) -> TokenStream {
        let f = ident(&field_name(wire));
        match self.optional_field(ty, wire) {
            Some(false) => quote!(Some(served_facts::text(&#p.#f))),
            Some(true) => quote!(#p.#f.as_ref().map(served_facts::text)),
            None => quote!(None),
        }
    }

    /// A list of texts as a `Vec<String>` (empty when absent).
    fn texts(&self, ty: &str, wire: &str, p: &TokenStream) -> TokenStream {
        let f = ident(&field_name(wire));
        match self.optional_field(ty, wire) {
            Some(false) => quote!(served_facts::texts(&#p.#f)),
            Some(true) => quote!(#p.#f.as_deref().map(served_facts::texts).unwrap_or_default()),
            None => quote!(Vec::new()),
        }
    }

    /// The resume's replay cursor, where the params have one.
    fn replay(&self, ty: &str, p: &TokenStream) -> TokenStream {
        let (cursor, start) = REPLAY_FROM;
        let start_variant = match self.protocol.get(cursor).map(|d| &d.shape) {
            Some(Shape::Tagged(t)) => t
                .variants
                .iter()
                .find(|v| v.tag_value.as_deref() == Some(start))
                .map(|v| format_ident!("{}", v.name)),
            _ => None,
        };
        let (Some(true), Some(start_variant)) =
            (self.optional_field(ty, FIELDS.replay), start_variant)
        else {
            return quote!(Replay::Nothing);
        };
        let f = ident(&field_name(FIELDS.replay));
        let cursor = format_ident!("{}", cursor);
        quote!(match &#p.#f {
            None => Replay::Nothing,
            Some(#cursor::#start_variant(_)) => Replay::Start,
            Some(other) => Replay::Unsupported(served_facts::cursor_type(other)),
        })
    }

    /// The update variant carrying `payload`.
    fn update_variant(&self, update_type: &str, payload: &str) -> Option<Ident> {
        let Some(Shape::Tagged(updates)) = self.protocol.get(update_type).map(|d| &d.shape) else {
            return None;
        };
        updates
            .variants
            .iter()
            .find(|v| matches!(&v.payload, Payload::Type(Ty::Ref(t)) if t == payload))
            .map(|v| format_ident!("{}", v.name))
    }

    fn replay_complete(&self, update_type: &str) -> Result<TokenStream, Error> {
        let Some(variant) = self.update_variant(update_type, REPLAY_COMPLETE) else {
            return Ok(quote!({
                let _ = session;
                None
            }));
        };
        let (update, done) = (
            format_ident!("{}", update_type),
            format_ident!("{}", REPLAY_COMPLETE),
        );
        Ok(
            quote!(Some(<Self as crate::session::Sessions>::session_notification(
                session.to_owned().into(),
                #update::#variant(#done::new()),
            ))),
        )
    }

    fn resumed_state(&self, turns: &Turns) -> Result<TokenStream, Error> {
        let Turns::Reported(reported) = turns else {
            return Ok(quote!({
                let _ = (session, running);
                None
            }));
        };
        let Some(rested) = &reported.rested else {
            return Ok(quote!({
                let _ = (session, running);
                None
            }));
        };
        let rested: serde_json::Value =
            serde_json::from_str(rested).map_err(|e| Error::new("(served)", e.to_string()))?;
        let rested = self.value_of(&reported.idle_type, &rested, &[])?;
        Ok(quote!({
            use crate::session::{Sessions, TurnState};
            let state = match running { true => TurnState::Running, false => TurnState::Idle(#rested) };
            Some(Self::session_notification(session.to_owned().into(), Self::state_update(state)?))
        }))
    }

    fn title_of(&self, update_type: &str, update_field: &str) -> TokenStream {
        let (payload, wire) = TITLE_UPDATE;
        let variant = self.update_variant(update_type, payload);
        let field = match self.protocol.get(payload).map(|d| &d.shape) {
            Some(Shape::Struct(s)) => s.fields.iter().find(|f| f.wire == wire),
            _ => None,
        };
        let (Some(variant), Some(field)) = (variant, field) else {
            return quote!({
                let _ = notification;
                None
            });
        };
        let (update, title, update_field) = (
            format_ident!("{}", update_type),
            ident(&field_name(wire)),
            ident(&field_name(update_field)),
        );
        let read = match (field.is_double_option(), field.is_option()) {
            (true, _) => quote!(u.#title.as_ref().map(|t| t.as_deref())),
            (false, true) => quote!(u.#title.as_deref().map(Some)),
            (false, false) => quote!(Some(Some(u.#title.as_str()))),
        };
        quote!(match &notification.#update_field {
            #update::#variant(u) => #read,
            _ => None,
        })
    }
}
