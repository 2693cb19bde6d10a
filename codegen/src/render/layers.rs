//! The module's own handles on the runtime's generic layers it has
//! ([`crate::layers`]): `session` (the aliases of the session API for this
//! module's `Module`, its `SessionState` and conveniences) and `proxy`.

use proc_macro2::TokenStream;
use quote::quote;

use super::conveniences::Conveniences;
use super::states::States;
use super::Ctx;
use crate::error::Error;

impl Ctx<'_> {
    /// `pub mod session` and `pub mod proxy`, where the schema has the layer.
    pub(super) fn layer_modules(&self) -> Result<TokenStream, Error> {
        let session = match self.sessions() {
            Some(table) => {
                let conveniences = Conveniences::of(self, &table);
                let states = States::of(self, table.clone(), &conveniences.folded_types())?;
                let state = states.render();
                let conveniences = conveniences.render(&states);
                quote! {
                    /// The session API ([`crate::session`]) of this module: sessions and
                    /// turns, on the client's side and on the agent's.
                    pub mod session {
                        use super::*;
                        pub use crate::session::{TurnTask, SESSION_BUFFER};
                        /// A session this client opened: [`crate::session::Session`].
                        pub type Session = crate::session::Session<super::Module>;
                        /// One turn of a [`Session`]: [`crate::session::Turn`].
                        pub type Turn<'s> = crate::session::Turn<'s, super::Module>;
                        /// How to open a [`Session`]: [`crate::session::Opener`].
                        pub type Opener = crate::session::Opener<super::Module>;
                        /// A session as the agent serves it: [`crate::session::AgentSession`].
                        pub type AgentSession = crate::session::AgentSession<super::Module>;
                        #state
                        #conveniences
                    }
                }
            }
            None => TokenStream::new(),
        };
        let proxy = match crate::proxies::find(self.protocol) {
            Some(_) => quote! {
                /// The proxy API ([`crate::proxy`]) of this module: components between
                /// a client and an agent, started by a conductor.
                pub mod proxy {
                    pub use crate::proxy::{Message, Origin, Proxy, ProxyHandler};
                    /// A proxy's two neighbours: [`crate::proxy::Chain`].
                    pub type Chain = crate::proxy::Chain<super::Module>;
                    /// The agent's side of a proxy: [`crate::proxy::Successor`].
                    pub type Successor = crate::proxy::Successor<super::Module>;
                }
            },
            None => TokenStream::new(),
        };
        Ok(quote!(#session #proxy))
    }
}
