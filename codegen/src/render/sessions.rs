//! `SESSIONS`: what the runtime's session layer (`acp::session`) needs to know
//! about this schema, from [`crate::sessions`].

use proc_macro2::TokenStream;
use quote::quote;

use super::Ctx;
use crate::sessions::{self, Table};

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
        sessions::find(self.protocol)
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

    pub(super) fn sessions_table(&self) -> TokenStream {
        let Some(Table {
            prompt,
            cancel,
            update,
            session_field,
            cancelled_result,
        }) = self.sessions()
        else {
            return TokenStream::new();
        };
        quote! {
            /// The sessions and turns of this protocol module, for [`crate::session`].
            pub static SESSIONS: crate::session::Spec = crate::session::Spec {
                prompt: #prompt,
                cancel: #cancel,
                update: #update,
                session_field: #session_field,
                cancelled_result: #cancelled_result,
            };
        }
    }
}
