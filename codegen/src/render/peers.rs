//! The typed faces of a connection, per side, from the method tables:
//!
//! - a trait of what the side serves (`Agent`, `Client`), one method per request
//!   and notification, each with a default that answers -32601 or ignores;
//! - a handler (`AgentHandler<A>`) that serves the trait on a connection: its
//!   `Dispatch` impl is the `match` from the module's request and notification
//!   unions to the trait's methods, and what is protocol-specific about the
//!   side (its capability table, the handshake's version, the answers that
//!   end a request `cancelled`); the request pipeline (`acp::pipeline`) does
//!   the rest;
//! - a peer handle for calling the side (`AgentPeer` is what a client holds),
//!   one async method per request and notification it serves, each going out
//!   through the pipeline's `outgoing` calls as the module's union.
//!
//! Methods of the `protocol` side (`$/cancel_request`) are the connection's own
//! business and appear in none of these. Handlers and peers are rendered for a
//! module the runtime serves (`Module`: the handshake and both sides); a schema
//! without them (the generator's fixtures) gets the traits alone.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::exhaustive::Item;
use super::{docs, Ctx};
use crate::error::Error;
use crate::methods::{Method, MethodKind, Side};
use crate::names::{ident, type_name, with_article};

impl Ctx<'_> {
    pub(super) fn peers(&self) -> Result<TokenStream, Error> {
        let mut out = TokenStream::new();
        let served = self.has_module();
        for (side, name, other) in [
            (Side::Agent, "Agent", "Client"),
            (Side::Client, "Client", "Agent"),
        ] {
            let methods: Vec<&Method> = self
                .protocol
                .methods
                .iter()
                .filter(|m| m.side == side)
                .collect();
            let opt_out = match side {
                Side::Agent => {
                    let mut methods = self.sync_modes_method();
                    methods.extend(self.store_methods());
                    methods
                }
                _ => TokenStream::new(),
            };
            out.extend(serving_trait(name, other, &methods, opt_out));
            if served {
                let carrier = if side == Side::Agent {
                    &crate::capabilities::AGENT
                } else {
                    &crate::capabilities::CLIENT
                };
                let has_table = self.capabilities_type(carrier).is_some();
                out.extend(self.handler(
                    name,
                    other,
                    &methods,
                    &self.protocol.methods,
                    has_table,
                )?);
            }
            if served && side == Side::Agent {
                out.extend(self.serves_sessions());
            }
            let update = self.sessions().map(|table| table.update);
            out.extend(peer(name, other, &methods, served, update.as_deref()));
        }
        Ok(out)
    }
}

fn serving_trait(
    name: &str,
    other: &str,
    methods: &[&Method],
    opt_out: TokenStream,
) -> TokenStream {
    let trait_name = format_ident!("{}", name);
    let peer = format_ident!("{}Peer", other);
    let peer_arg = format_ident!("{}", other.to_lowercase());
    let fns = methods.iter().map(|m| {
        let f = ident(&m.rust_name);
        let params = format_ident!("{}", m.params);
        let wire = &m.name;
        let doc = docs(Some(&format!("`{wire}`{}", first_paragraph(m.docs.as_deref()))));
        match &m.result {
            Some(result) => {
                let result = format_ident!("{}", result);
                quote! {
                    #doc
                    ///
                    /// Not implemented unless overridden: answers -32601.
                    fn #f(&self, params: #params, #peer_arg: #peer) -> impl std::future::Future<Output = crate::Result<#result>> + Send {
                        let _ = (params, #peer_arg);
                        async { Err(crate::Error::method_not_found(#wire)) }
                    }
                }
            }
            None => quote! {
                #doc
                ///
                /// Ignored unless overridden.
                fn #f(&self, params: #params, #peer_arg: #peer) -> impl std::future::Future<Output = ()> + Send {
                    let _ = (params, #peer_arg);
                    async {}
                }
            },
        }
    });
    let doc = format!(
        " What an ACP {lc} serves. Implement the methods you support and serve it with \
         [`{name}Handler`]; the others answer -32601 (requests) or are ignored (notifications). \
         Each method also receives {peer} for calling the {olc} back.",
        lc = name.to_lowercase(),
        olc = other.to_lowercase(),
        peer = with_article(&format!("[`{other}Peer`]")),
    );
    quote! {
        #[doc = #doc]
        pub trait #trait_name: Send + Sync + 'static {
            #(#fns)*
            /// An extension request (its method starts with `_`). Answers -32601 unless overridden.
            fn ext_request(&self, method: String, params: serde_json::Value, #peer_arg: #peer) -> impl std::future::Future<Output = crate::Result<serde_json::Value>> + Send {
                let _ = (params, #peer_arg);
                async move { Err(crate::Error::method_not_found(&method)) }
            }
            /// Wire names of the methods this peer implements (extension methods
            /// included), from which its capabilities are derived. `#[acp_agent]` and
            /// `#[acp_client]` fill it in; by hand, list what you implement.
            fn implemented_methods(&self) -> &'static [&'static str] {
                &[]
            }
            /// The MCP server transports this peer connects (`stdio`, `http`, ...),
            /// whose capabilities it then advertises (an agent's
            /// `mcpCapabilities`). `#[acp_agent(mcp)]` fills it in with what
            /// `acp::mcp` connects; by hand, list what you connect.
            fn mcp_transports(&self) -> &'static [&'static str] {
                &[]
            }
            #opt_out
            /// An extension notification (its method starts with `_`). Ignored unless overridden.
            fn ext_notification(&self, method: String, params: serde_json::Value, #peer_arg: #peer) -> impl std::future::Future<Output = ()> + Send {
                let _ = (method, params, #peer_arg);
                async {}
            }
        }
    }
}

impl Ctx<'_> {
    /// `XHandler<T>`: serves `X` through the request pipeline, as its
    /// `Dispatch`.
    fn handler(
        &self,
        name: &str,
        other: &str,
        methods: &[&Method],
        all: &[Method],
        capabilities: bool,
    ) -> Result<TokenStream, Error> {
        let trait_name = format_ident!("{}", name);
        let handler = format_ident!("{}Handler", name);
        let peer = format_ident!("{}Peer", other);
        let requests = format_ident!("{}Request", other);
        let notifications = format_ident!("{}Notification", other);
        let answers = format_ident!("{}Response", name);
        let variant = |m: &Method| format_ident!("{}", type_name(&m.rust_name));
        let request_arms = methods
            .iter()
            .filter(|m| m.kind == MethodKind::Request)
            .map(|m| {
                let v = variant(m);
                let f = ident(&m.rust_name);
                quote!(#requests::#v(params) => #answers::#v(self.0.#f(params, peer).await?))
            });
        let note_arms = methods
            .iter()
            .filter(|m| m.kind == MethodKind::Notification)
            .map(|m| {
                let v = variant(m);
                let f = ident(&m.rust_name);
                quote!(#notifications::#v(params) => self.0.#f(params, peer).await)
            });
        // Protocol-level notifications reach the union too; the connection handles them.
        let protocol_arms = all
            .iter()
            .filter(|m| m.side == Side::Protocol && m.kind == MethodKind::Notification)
            .map(|m| {
                let v = variant(m);
                quote!(#notifications::#v(_) => {})
            });
        let doc = format!(
            " Serves {} on a [`Connection`](crate::Connection), through the request pipeline \
             ([`crate::pipeline`]): the handshake's rules ([`crate::peer::handshake`]), \
             sessions and turns ([`crate::session`]), and the capabilities of what it \
             implements, advertised.",
            with_article(&format!("[`{name}`]"))
        );
        let table = format_ident!("{}_CAPABILITIES", name.to_uppercase());
        let advertised = quote! {
            crate::peer::capabilities::Advertised::new(&#table, self.0.implemented_methods(), self.0.mcp_transports())
        };
        let handshake = all
            .iter()
            .find(|m| m.name == crate::handshake::METHOD && m.kind == MethodKind::Request);
        let requested_version = match handshake.filter(|m| methods.iter().any(|n| n.name == m.name))
        {
            Some(m) => {
                let v = variant(m);
                let field = ident(&crate::names::field_name(crate::handshake::VERSION_FIELD));
                quote!(match request { #requests::#v(params) => Some(params.#field.0), _ => None })
            }
            None => quote!({
                let _ = request;
                None
            }),
        };
        let cancelled = self.cancelled_answers(methods)?;
        let cancelled = if cancelled.is_empty() {
            quote!({
                let _ = request;
                None
            })
        } else {
            let arms = cancelled
                .iter()
                .map(|(v, value)| quote!(#requests::#v(_) => Some(#answers::#v(#value)),));
            quote!(match request { #(#arms)* _ => None })
        };
        let (sync, advertised) = match (name, capabilities) {
            (_, false) => (TokenStream::new(), quote!(None)),
            ("Agent", true) => (TokenStream::new(), self.advertised_with_store(advertised)),
            (_, true) => (TokenStream::new(), quote!(Some(#advertised))),
        };
        let sync = match name {
            "Agent" => self.agent_hooks(),
            _ => sync,
        };
        let attrs = Item::Handler.attrs();
        Ok(quote! {
            #[doc = #doc]
            #[derive(Debug, Clone)]
            #attrs
            pub struct #handler<T>(pub T);
            impl<T: #trait_name> crate::generated_support::Sealed for #handler<T> {}
            impl<T: #trait_name> crate::pipeline::Dispatch for #handler<T> {
                type Protocol = Module;
                type Request = #requests;
                type Notification = #notifications;
                type Answer = #answers;
                fn advertised(&self) -> Option<crate::peer::capabilities::Advertised> {
                    #advertised
                }
                fn requested_version(request: &#requests) -> Option<u16> {
                    #requested_version
                }
                fn cancelled(request: &#requests) -> Option<#answers> {
                    #cancelled
                }
                #sync
                async fn serve_request(&self, request: #requests, peer: crate::Connection) -> crate::Result<#answers> {
                    let peer = #peer(peer);
                    Ok(match request {
                        #(#request_arms,)*
                        #requests::Ext(ext) => {
                            let method = ext.method.clone();
                            let params = self.0.ext_request(ext.method, ext.params, peer).await?;
                            #answers::Ext(crate::jsonrpc::method::ExtMessage { method, params })
                        }
                    })
                }
                async fn serve_notification(&self, notification: #notifications, peer: crate::Connection) {
                    let peer = #peer(peer);
                    match notification {
                        #(#note_arms,)*
                        #(#protocol_arms,)*
                        #notifications::Ext(ext) => self.0.ext_notification(ext.method, ext.params, peer).await,
                    }
                }
            }
        })
    }
}

/// The peer handle of side `name`: each call goes out through the request
/// pipeline as the union of what `other` sends (`acp::pipeline`'s
/// `outgoing`), which does what the handshake and the session machinery do
/// around it; for a schema the runtime does not serve (`served` false), as
/// plain JSON-RPC.
///
/// The agent's session updates (`update`, the method of a module with
/// sessions) go out by the session machinery's one path,
/// `acp::session::send_update` (a session store, the sync of modes).
fn peer(
    name: &str,
    other: &str,
    methods: &[&Method],
    served: bool,
    update: Option<&str>,
) -> TokenStream {
    let peer = format_ident!("{}Peer", name);
    let requests = format_ident!("{}Request", other);
    let notifications = format_ident!("{}Notification", other);
    let fns = methods.iter().map(|m| {
        let f = ident(&m.rust_name);
        let params = format_ident!("{}", m.params);
        let doc = docs(Some(&format!("`{}`{}", m.name, first_paragraph(m.docs.as_deref()))));
        match &m.result {
            Some(result) => {
                let result = format_ident!("{}", result);
                let call = match served {
                    true => quote!(crate::pipeline::outgoing::request::<Module, #requests, _>(&self.0, params).await),
                    false => quote!(self.0.request(&params).await),
                };
                quote! {
                    #doc
                    pub async fn #f(&self, params: #params) -> crate::CallResult<#result> { #call }
                }
            }
            None => {
                let call = match served {
                    true if name == "Client" && update == Some(m.name.as_str()) => {
                        quote!(crate::session::send_update::<Module>(&self.0, params).await)
                    }
                    true => quote!(crate::pipeline::outgoing::notify::<#notifications, _>(&self.0, params).await),
                    false => quote!(self.0.notify(&params).await),
                };
                quote! {
                    #doc
                    pub async fn #f(&self, params: #params) -> crate::CallResult<()> { #call }
                }
            }
        }
    });
    let doc = format!(
        " The {lc} at the other end of a connection: one async method per method {a_lc} serves.",
        lc = name.to_lowercase(),
        a_lc = with_article(&name.to_lowercase())
    );
    let attrs = Item::Peer.attrs();
    quote! {
        #[doc = #doc]
        #[derive(Debug, Clone)]
        #attrs
        pub struct #peer(pub crate::Connection);
        impl #peer {
            #(#fns)*
            /// Calls an extension request (its method must start with `_`).
            pub async fn ext_request(&self, method: &str, params: impl serde::Serialize) -> crate::CallResult<serde_json::Value> {
                crate::jsonrpc::method::check_ext_name(method)?;
                let raw = self.0.request_raw(method, &params).await?;
                crate::jsonrpc::method::decode_response(method, &raw)
            }
            /// Sends an extension notification (its method must start with `_`).
            pub async fn ext_notification(&self, method: &str, params: impl serde::Serialize) -> crate::CallResult<()> {
                crate::jsonrpc::method::check_ext_name(method)?;
                self.0.notify_raw(method, &params).await
            }
            /// A handle on the same peer whose calls fail with
            /// [`CallError::Timeout`](crate::CallError::Timeout) after `timeout`.
            pub fn with_timeout(&self, timeout: impl Into<Option<std::time::Duration>>) -> Self {
                Self(self.0.with_timeout(timeout))
            }
            /// The underlying connection.
            pub fn connection(&self) -> &crate::Connection { &self.0 }
        }
    }
}

/// `: <first paragraph>` of a description, for one-line docs.
fn first_paragraph(docs: Option<&str>) -> String {
    docs.and_then(|d| d.split("\n\n").next())
        .map(|p| format!(": {}", p.trim()))
        .unwrap_or_default()
}
