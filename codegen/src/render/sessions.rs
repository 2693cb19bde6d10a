//! A module's sessions, from [`crate::sessions`]: the `SESSIONS` table the
//! generated handlers drive the runtime's routing with, the module's
//! `acp::session::Sessions` description that the session API is generic over,
//! and `ClientPeer::session`.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::Ctx;
use crate::error::Error;
use crate::methods::Method;
use crate::sessions::{self, Reported, Table, Turns};

impl Ctx<'_> {
    pub(super) fn sessions(&self) -> Option<Table> {
        sessions::find(self.protocol).ok()
    }

    /// The module's `Sessions` description and `ClientPeer::session`; nothing
    /// for a schema without sessions.
    pub(super) fn sessions_table(&self) -> Result<TokenStream, Error> {
        let Some(table) = self.sessions() else {
            return Ok(TokenStream::new());
        };
        let description = self.description(&table)?;
        Ok(quote! {
            #description
            impl ClientPeer {
                /// The session `id`, for sending its updates and running its
                /// turns ([`crate::session::AgentSession`]).
                pub fn session(&self, id: impl Into<SessionId>) -> crate::session::AgentSession<Module> {
                    crate::session::AgentSession::new(self.clone(), id)
                }
            }
        })
    }

    /// The answer that ends a request `cancelled` (for its side's
    /// `Dispatch::cancelled`), from the requests `methods` of that side: the
    /// prompt whose answer ends its turn, the question to the user.
    pub(super) fn cancelled_answers(
        &self,
        methods: &[&Method],
    ) -> Result<Vec<(Ident, TokenStream)>, Error> {
        let Some(table) = self.sessions() else {
            return Ok(vec![]);
        };
        let mut answers = vec![];
        for m in methods {
            let cancelled = match (&table.turns, &table.question) {
                (Turns::Answered { cancelled }, _) if m.name == table.prompt => cancelled,
                (_, Some(q)) if m.name == q.method => &q.cancelled,
                _ => continue,
            };
            let result = m.result.as_deref().expect("a request");
            let value = self.value_of(result, &json(cancelled)?, &[])?;
            answers.push((
                format_ident!("{}", crate::names::type_name(&m.rust_name)),
                value,
            ));
        }
        Ok(answers)
    }

    /// `impl Routed` for the module's request and notification unions: what
    /// each message is to its session's turn ([`crate::session::Part`]).
    pub(super) fn routed(&self) -> TokenStream {
        let table = self.sessions();
        let mut out = TokenStream::new();
        for union in [
            "ClientRequest",
            "ClientNotification",
            "AgentRequest",
            "AgentNotification",
        ] {
            let name = format_ident!("{}", union);
            let arms: Vec<TokenStream> = table
                .iter()
                .flat_map(parts)
                .filter(|(method, _)| super::dispatch::union_of(self.protocol, method).as_deref() == Some(union))
                .map(|(method, part)| {
                    let m = self.protocol.methods.iter().find(|m| m.name == method).expect("found by the table");
                    let variant = format_ident!("{}", crate::names::type_name(&m.rust_name));
                    let field = format_ident!("{}", crate::names::field_name(sessions::SESSION_FIELD));
                    quote!(Self::#variant(params) => crate::session::Part::#part(params.#field.as_str()),)
                })
                .collect();
            let body = if arms.is_empty() {
                quote!(crate::session::Part::None)
            } else {
                quote!(match self { #(#arms)* _ => crate::session::Part::None })
            };
            out.extend(quote! {
                impl crate::session::Routed for #name {
                    fn part(&self) -> crate::session::Part<'_> { #body }
                }
            });
        }
        out
    }
}

/// The methods that play a part in a session's turn, with the part's name.
fn parts(table: &Table) -> Vec<(String, Ident)> {
    let prompt = match table.turns {
        Turns::Answered { .. } => "Turn",
        Turns::Reported(_) => "Prompt",
    };
    let mut parts = vec![
        (table.prompt.clone(), format_ident!("{}", prompt)),
        (table.cancel.clone(), format_ident!("Cancel")),
        (table.update.clone(), format_ident!("Update")),
    ];
    if let Some(q) = &table.question {
        parts.push((q.method.clone(), format_ident!("Question")));
    }
    parts
}

/// A value the sessions table states as JSON.
fn json(text: &str) -> Result<serde_json::Value, Error> {
    serde_json::from_str(text).map_err(|e| Error::new("(sessions)", format!("`{text}`: {e}")))
}

impl Ctx<'_> {
    /// `impl Sessions for Module`.
    fn description(&self, table: &Table) -> Result<TokenStream, Error> {
        let ty = |name: &str| format_ident!("{}", name);
        let (new_request, new_response) = (ty(&table.new_request), ty(&table.new_response));
        let (prompt_request, prompt_response) =
            (ty(&table.prompt_request), ty(&table.prompt_response));
        let (notification, update) = (ty(&table.notification), ty(&table.update_type));
        let (cancel, session_id, block) = (
            ty(&table.cancel_notification),
            ty(&table.session_id),
            ty(&table.content_block),
        );
        let args = |order: &[bool], other: Ident| {
            let other = quote!(#other);
            order
                .iter()
                .map(|is_session| {
                    if *is_session {
                        quote!(session)
                    } else {
                        other.clone()
                    }
                })
                .collect::<Vec<_>>()
        };
        // The fields, by their wire names.
        let field = |wire: &str| format_ident!("{}", crate::names::field_name(wire));
        let (session_field, opened_field, update_field) = (
            field(&table.session_field),
            field(&table.opened_field),
            field(&table.update_field),
        );
        let prompt_args = args(&table.prompt_params, format_ident!("prompt"));
        let note_args = args(&table.notification_params, format_ident!("update"));
        let turns = match &table.turns {
            Turns::Answered { cancelled } => self.answered(&prompt_response, cancelled)?,
            Turns::Reported(reported) => self.reported_turns(reported, &update)?,
        };
        let update_method = self
            .protocol
            .methods
            .iter()
            .find(|m| m.name == table.update)
            .expect("found by the table");
        let update_variant = format_ident!("{}", crate::names::type_name(&update_method.rust_name));
        let companion = self.sync_modes_companion();
        let send_one = self.send_through_store();
        Ok(quote! {
            impl crate::session::Sessions for Module {
                type SessionId = #session_id;
                type ContentBlock = #block;
                type NewSessionRequest = #new_request;
                type NewSessionResponse = #new_response;
                type PromptRequest = #prompt_request;
                type PromptResponse = #prompt_response;
                type SessionNotification = #notification;
                type SessionUpdate = #update;
                type CancelNotification = #cancel;
                fn opened_session(response: &#new_response) -> &#session_id {
                    &response.#opened_field
                }
                fn prompt_request(session: #session_id, prompt: Vec<#block>) -> #prompt_request {
                    #prompt_request::new(#(#prompt_args),*)
                }
                fn prompt_session(request: &mut #prompt_request) -> &mut #session_id {
                    &mut request.#session_field
                }
                fn cancel_notification(session: #session_id) -> #cancel {
                    #cancel::new(session)
                }
                fn session_notification(session: #session_id, update: #update) -> #notification {
                    #notification::new(#(#note_args),*)
                }
                fn notification_parts(notification: &#notification) -> (&#session_id, &#update) {
                    (&notification.#session_field, &notification.#update_field)
                }
                fn session_update(notification: AgentNotification) -> Option<#notification> {
                    match notification {
                        AgentNotification::#update_variant(notification) => Some(notification),
                        _ => None,
                    }
                }
                #turns
                #companion
                #send_one
            }
        })
    }

    /// v1: the prompt's answer is the turn's end.
    fn answered(&self, response: &Ident, cancelled: &str) -> Result<TokenStream, Error> {
        let cancelled = self.value_of(&response.to_string(), &json(cancelled)?, &[])?;
        Ok(quote! {
            type Turns = crate::session::Answered;
            type TurnEnd = #response;
            fn answered_end(response: &#response) -> Option<#response> {
                Some(response.clone())
            }
            fn turn_state(_update: &Self::SessionUpdate) -> Option<crate::session::TurnState<&#response>> {
                None
            }
            fn state_update(_state: crate::session::TurnState<#response>) -> Option<Self::SessionUpdate> {
                None
            }
            fn cancelled_end() -> #response {
                #cancelled
            }
            /// Not used: a failed v1 turn is answered with the error.
            fn failed_end(_error: &crate::Error) -> #response {
                Self::cancelled_end()
            }
        })
    }

    /// v2: state updates report the turn; `idle` ends it.
    fn reported_turns(&self, r: &Reported, update: &Ident) -> Result<TokenStream, Error> {
        let variant = format_ident!("{}", r.update_variant);
        let states = format_ident!("{}", r.state_type);
        let (running, requires_action, idle) = (
            format_ident!("{}", r.running),
            format_ident!("{}", r.requires_action),
            format_ident!("{}", r.idle),
        );
        let idle_type = format_ident!("{}", r.idle_type);
        // The states that carry nothing but the state, built by the generated
        // constructors (a schema whose states need more fails here).
        let state = |value: &str| {
            let update_value = serde_json::json!({
                r.update_tag.clone(): sessions::STATE_UPDATE,
                r.state_tag.clone(): value,
            });
            self.value_of(&update.to_string(), &update_value, &[])
        };
        let (running_value, requires_action_value) =
            (state(sessions::RUNNING)?, state(sessions::REQUIRES_ACTION)?);
        let cancelled = self.value_of(&r.idle_type, &json(&r.cancelled)?, &[])?;
        let error_hole = [(sessions::ERROR_FIELD, quote!(error.clone()))];
        let holes: &[(&str, TokenStream)] = if r.failed_carries_error {
            &error_hole
        } else {
            &[]
        };
        let failed = self.value_of(&r.idle_type, &json(&r.failed)?, holes)?;
        let error = if r.failed_carries_error {
            quote!(error)
        } else {
            quote!(_error)
        };
        Ok(quote! {
            type Turns = crate::session::Reported;
            type TurnEnd = #idle_type;
            fn answered_end(_response: &Self::PromptResponse) -> Option<#idle_type> {
                None
            }
            fn turn_state(update: &#update) -> Option<crate::session::TurnState<&#idle_type>> {
                match update {
                    #update::#variant(#states::#running(_)) => Some(crate::session::TurnState::Running),
                    #update::#variant(#states::#requires_action(_)) => Some(crate::session::TurnState::RequiresAction),
                    #update::#variant(#states::#idle(end)) => Some(crate::session::TurnState::Idle(end)),
                    _ => None,
                }
            }
            fn state_update(state: crate::session::TurnState<#idle_type>) -> Option<#update> {
                Some(match state {
                    crate::session::TurnState::Running => #running_value,
                    crate::session::TurnState::RequiresAction => #requires_action_value,
                    crate::session::TurnState::Idle(end) => #update::#variant(#states::#idle(end)),
                })
            }
            fn cancelled_end() -> #idle_type {
                #cancelled
            }
            fn failed_end(#error: &crate::Error) -> #idle_type {
                #failed
            }
        })
    }
}
