//! A module's sessions, from [`crate::sessions`]: the `SESSIONS` table the
//! generated handlers drive the runtime's routing with, the module's
//! `acp::session::Sessions` description that the session API is generic over,
//! and `ClientPeer::session`.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::Ctx;
use crate::sessions::{self, Reported, Table, Turns};

/// Which session hooks a side's handler calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Hooks {
    None,
    /// The side that runs turns: prompts are registered, cancels fire them.
    Turns,
    /// The side that receives updates: they are routed to session handles.
    Updates,
}

impl Ctx<'_> {
    pub(super) fn sessions(&self) -> Option<Table> {
        sessions::find(self.protocol).ok()
    }

    /// The session hooks of the handler serving `methods` (wire names).
    pub(super) fn session_hooks<'m>(&self, mut methods: impl Iterator<Item = &'m str>) -> Hooks {
        let Some(table) = self.sessions() else {
            return Hooks::None;
        };
        let mut hooks = Hooks::None;
        for method in methods.by_ref() {
            if method == table.prompt {
                hooks = Hooks::Turns;
            } else if method == table.update {
                hooks = Hooks::Updates;
            }
        }
        hooks
    }

    /// `SESSIONS`, the module's `Sessions` description and
    /// `ClientPeer::session`; nothing for a schema without sessions.
    pub(super) fn sessions_table(&self) -> TokenStream {
        let Some(table) = self.sessions() else {
            return TokenStream::new();
        };
        let Table {
            prompt,
            cancel,
            update,
            session_field,
            ..
        } = &table;
        let cancelled_result = match &table.turns {
            Turns::Answered { cancelled } => quote!(Some(#cancelled)),
            Turns::Reported(_) => quote!(None),
        };
        let question = match &table.question {
            Some(q) => {
                let (method, cancelled) = (&q.method, &q.cancelled);
                quote!(Some(crate::session::routing::Question { method: #method, cancelled_result: #cancelled }))
            }
            None => quote!(None),
        };
        let description = description(&table);
        quote! {
            /// The sessions and turns of this protocol module, for the
            /// generated handlers.
            pub(crate) static SESSIONS: crate::session::routing::Spec = crate::session::routing::Spec {
                prompt: #prompt,
                cancel: #cancel,
                update: #update,
                session_field: #session_field,
                cancelled_result: #cancelled_result,
                question: #question,
            };
            #description
            impl ClientPeer {
                /// The session `id`, for sending its updates and running its
                /// turns ([`crate::session::AgentSession`]).
                pub fn session(&self, id: impl Into<SessionId>) -> crate::session::AgentSession<Protocol> {
                    crate::session::AgentSession::new(self.clone(), id)
                }
            }
        }
    }
}

/// `impl Sessions for Protocol`.
fn description(table: &Table) -> TokenStream {
    let ty = |name: &str| format_ident!("{}", name);
    let (new_request, new_response) = (ty(&table.new_request), ty(&table.new_response));
    let (prompt_request, prompt_response) = (ty(&table.prompt_request), ty(&table.prompt_response));
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
        Turns::Answered { cancelled } => answered(&prompt_response, cancelled),
        Turns::Reported(reported) => reported_turns(reported, &update),
    };
    quote! {
        impl crate::session::Sessions for Protocol {
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
            #turns
        }
    }
}

/// v1: the prompt's answer is the turn's end.
fn answered(response: &Ident, cancelled: &str) -> TokenStream {
    quote! {
        const TURNS: crate::session::TurnModel = crate::session::TurnModel::Answered;
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
            crate::__private::from_table(#cancelled)
        }
        /// Not used: a failed v1 turn is answered with the error.
        fn failed_end(_error: &crate::Error) -> #response {
            Self::cancelled_end()
        }
    }
}

/// v2: state updates report the turn; `idle` ends it.
fn reported_turns(r: &Reported, update: &Ident) -> TokenStream {
    let Reported {
        update_tag,
        state_tag,
        cancelled,
        failed,
        ..
    } = r;
    let variant = format_ident!("{}", r.update_variant);
    let states = format_ident!("{}", r.state_type);
    let (running, requires_action, idle) = (
        format_ident!("{}", r.running),
        format_ident!("{}", r.requires_action),
        format_ident!("{}", r.idle),
    );
    let idle_type = format_ident!("{}", r.idle_type);
    let (update_value, running_value, requires_action_value, idle_value) = (
        sessions::STATE_UPDATE,
        sessions::RUNNING,
        sessions::REQUIRES_ACTION,
        sessions::IDLE,
    );
    let with_error = match r.failed_carries_error {
        true => {
            let field = sessions::ERROR_FIELD;
            quote!(Some(#field))
        }
        false => quote!(None),
    };
    quote! {
        const TURNS: crate::session::TurnModel = crate::session::TurnModel::Reported;
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
            let (state, end) = match state {
                crate::session::TurnState::Running => (#running_value, None),
                crate::session::TurnState::RequiresAction => (#requires_action_value, None),
                crate::session::TurnState::Idle(end) => (#idle_value, Some(end)),
            };
            Some(crate::__private::tagged_update(end.as_ref(), (#update_tag, #update_value), (#state_tag, state)))
        }
        fn cancelled_end() -> #idle_type {
            crate::__private::from_table(#cancelled)
        }
        fn failed_end(error: &crate::Error) -> #idle_type {
            crate::__private::failed_end(#failed, #with_error, error)
        }
    }
}
