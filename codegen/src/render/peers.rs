//! The typed faces of a connection, per side, from the method tables:
//!
//! - a trait of what the side serves (`Agent`, `Client`), one method per request
//!   and notification, each with a default that answers -32601 or ignores;
//! - a `Handler` adapter (`AgentHandler<A>`) that decodes by method, calls the
//!   trait and encodes the result;
//! - a peer handle for calling the side (`AgentPeer` is what a client holds),
//!   one async method per request and notification it serves.
//!
//! Methods of the `protocol` side (`$/cancel_request`) are the connection's own
//! business and appear in none of these.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::exhaustive::Item;
use super::sessions::Hooks;
use super::{docs, Ctx};
use crate::methods::{Method, MethodKind, Side};
use crate::names::{ident, with_article};

impl Ctx<'_> {
    pub(super) fn peers(&self) -> TokenStream {
        let mut out = TokenStream::new();
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
            out.extend(serving_trait(name, other, &methods));
            let carrier = if side == Side::Agent {
                &crate::capabilities::AGENT
            } else {
                &crate::capabilities::CLIENT
            };
            let has_table = self.capabilities_type(carrier).is_some();
            let hooks = self.session_hooks(methods.iter().map(|m| m.name.as_str()));
            out.extend(handler(
                name,
                other,
                &methods,
                &self.protocol.methods,
                has_table,
                self.has_handshake(),
                hooks,
            ));
            out.extend(peer(name, &methods, self.sessions().as_ref()));
        }
        out
    }
}

fn serving_trait(name: &str, other: &str, methods: &[&Method]) -> TokenStream {
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
            /// An extension notification (its method starts with `_`). Ignored unless overridden.
            fn ext_notification(&self, method: String, params: serde_json::Value, #peer_arg: #peer) -> impl std::future::Future<Output = ()> + Send {
                let _ = (method, params, #peer_arg);
                async {}
            }
        }
    }
}

fn handler(
    name: &str,
    other: &str,
    methods: &[&Method],
    all: &[Method],
    capabilities: bool,
    handshake: bool,
    hooks: Hooks,
) -> TokenStream {
    let trait_name = format_ident!("{}", name);
    let handler = format_ident!("{}Handler", name);
    let peer = format_ident!("{}Peer", other);
    let requests = format_ident!("{}Request", other);
    let notifications = format_ident!("{}Notification", other);
    let variant = |m: &Method| format_ident!("{}", crate::names::type_name(&m.rust_name));
    let request_arms = methods
        .iter()
        .filter(|m| m.kind == MethodKind::Request)
        .map(|m| {
            let v = variant(m);
            let f = ident(&m.rust_name);
            quote!(#requests::#v(params) => crate::jsonrpc::method::encode(self.0.#f(params, peer).await?))
        });
    let note_arms = methods
        .iter()
        .filter(|m| m.kind == MethodKind::Notification)
        .map(|m| {
            let v = variant(m);
            let f = ident(&m.rust_name);
            quote!(Ok(#notifications::#v(params)) => self.0.#f(params, peer).await)
        });
    // Protocol-level notifications reach the union too; the connection handles them.
    let protocol_arms = all
        .iter()
        .filter(|m| m.side == Side::Protocol && m.kind == MethodKind::Notification)
        .map(|m| {
            let v = variant(m);
            quote!(Ok(#notifications::#v(_)) => {})
        });
    let doc = format!(
        " Serves {} on a [`Connection`](crate::Connection), keeping the \
         handshake's rules ([`crate::peer::handshake`]) and advertising the capabilities of \
         what it implements.",
        with_article(&format!("[`{name}`]"))
    );
    let table = format_ident!("{}_CAPABILITIES", name.to_uppercase());
    let attached = capabilities.then(|| {
        quote! {
            fn attached(&self, connection: &crate::Connection) {
                crate::peer::handshake::advertise(connection, crate::peer::capabilities::Advertised { carrier: &#table, methods: self.0.implemented_methods(), mcp_transports: self.0.mcp_transports() });
            }
        }
    });
    // In arrival order: a request pipelined behind `initialize` waits for it, and
    // a prompt is its session's running turn before a later cancel is read.
    let mut answer = quote!(outcome);
    let turn = (hooks == Hooks::Turns).then(|| {
        answer = quote!(turn.finish(#answer));
        quote!(let turn = SESSIONS.prompt(&peer, &method, params.as_deref());)
    });
    let (admit, admitted) = if handshake {
        answer = quote!(admission.finish(#answer));
        (
            quote!(let admission = HANDSHAKE.admit(&peer, &method, params.as_deref());),
            quote!(admission.admitted().await),
        )
    } else {
        (quote!(), quote!(Ok::<(), crate::Error>(())))
    };
    // A question to the user is open from its arrival: a cancel of its turn
    // sent after that answers it `cancelled`.
    let (question, dispatch) = match hooks {
        Hooks::Updates => (
            quote!(let question = SESSIONS.question(&peer, &method, params.as_deref());),
            quote!(question.answer(self.dispatch(method, params, peer)).await),
        ),
        _ => (quote!(), quote!(self.dispatch(method, params, peer).await)),
    };
    let request_body = quote! {
        #admit
        #turn
        #question
        async move {
            let outcome = match #admitted {
                Ok(()) => #dispatch,
                Err(error) => Err(error),
            };
            #answer
        }
    };
    let before_notification = match hooks {
        Hooks::None => quote!(),
        // `session/cancel` reaches the running turn before the agent's handler.
        Hooks::Turns => quote!(SESSIONS.on_notification(&peer, &method, params.as_deref());),
        // An update for a session with a handle goes to the handle.
        Hooks::Updates => quote! {
            let Some(params) = SESSIONS.route(&peer, &method, params) else { return };
        },
    };
    let attrs = Item::Handler.attrs();
    quote! {
        #[doc = #doc]
        #[derive(Debug, Clone)]
        #attrs
        pub struct #handler<T>(pub T);
        impl<T: #trait_name> #handler<T> {
            async fn dispatch(&self, method: String, params: Option<Box<serde_json::value::RawValue>>, peer: crate::Connection) -> crate::Result<Box<serde_json::value::RawValue>> {
                let peer = #peer(peer);
                match crate::jsonrpc::method::decode_params::<#requests>(&method, params.as_deref())? {
                    #(#request_arms,)*
                    #requests::Ext(ext) => crate::jsonrpc::method::encode(self.0.ext_request(ext.method, ext.params, peer).await?),
                }
            }
        }
        impl<T: #trait_name> crate::Handler for #handler<T> {
            const CONVENTIONS: &'static crate::connection::Conventions = &CONVENTIONS;
            #attached
            fn request(self: std::sync::Arc<Self>, method: String, params: Option<Box<serde_json::value::RawValue>>, peer: crate::Connection) -> impl std::future::Future<Output = crate::Result<Box<serde_json::value::RawValue>>> + Send + 'static {
                #request_body
            }
            async fn notification(self: std::sync::Arc<Self>, method: String, params: Option<Box<serde_json::value::RawValue>>, peer: crate::Connection) {
                #before_notification
                let peer = #peer(peer);
                match crate::jsonrpc::method::decode_params::<#notifications>(&method, params.as_deref()) {
                    #(#note_arms,)*
                    #(#protocol_arms,)*
                    Ok(#notifications::Ext(ext)) => self.0.ext_notification(ext.method, ext.params, peer).await,
                    Err(e) => crate::jsonrpc::method::ignored_notification(&method, &e),
                }
            }
        }
    }
}

/// The peer handle of side `name`. With the module's `sessions`, the client's
/// cancel of a turn answers the turn's open questions `cancelled` once it is
/// sent, and its prompt of a session ends that (see `acp::session::routing`).
fn peer(name: &str, methods: &[&Method], sessions: Option<&crate::sessions::Table>) -> TokenStream {
    let peer = format_ident!("{}Peer", name);
    let session_field =
        |t: &crate::sessions::Table| ident(&crate::names::field_name(&t.session_field));
    let fns = methods.iter().map(|m| {
        let f = ident(&m.rust_name);
        let params = format_ident!("{}", m.params);
        let doc = docs(Some(&format!("`{}`{}", m.name, first_paragraph(m.docs.as_deref()))));
        match &m.result {
            Some(result) => {
                let result = format_ident!("{}", result);
                let call = match sessions {
                    _ if m.name == crate::handshake::METHOD => {
                        quote!(crate::peer::handshake::initialize(&self.0, &HANDSHAKE, &params).await)
                    }
                    Some(t) if t.question.is_some() && m.name == t.prompt => {
                        let field = session_field(t);
                        quote! {
                            crate::session::routing::prompting(&self.0, params.#field.as_ref());
                            self.0.request(&params).await
                        }
                    }
                    _ => quote!(self.0.request(&params).await),
                };
                quote! {
                    #doc
                    pub async fn #f(&self, params: #params) -> crate::CallResult<#result> { #call }
                }
            }
            None => {
                let call = match sessions {
                    Some(t) if t.question.is_some() && m.name == t.cancel => {
                        let field = session_field(t);
                        quote!(crate::session::routing::cancel_turn(&self.0, &params, params.#field.as_ref()).await)
                    }
                    _ => quote!(self.0.notify(&params).await),
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
