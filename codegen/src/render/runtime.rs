//! The runtime's side of a protocol module: what ties the module's types to the
//! runtime that serves every module alike.
//!
//! - the module's JSON-RPC error object is the runtime's (`crate::Error`,
//!   re-exported as the module's `Error`), so a handler writes
//!   `Error::invalid_params(..)` whichever of the two names it has in scope;
//!   and so is its code type (`crate::ErrorCode`, whose named constants
//!   [`error_codes`] generates from every schema);
//! - `CONVENTIONS`: what the connection and the transports, which know JSON-RPC
//!   only, need to know of this protocol (how a call is cancelled, which request
//!   opens a connection, which params field names a session);
//! - `Module`: the module as the runtime's generic layers see it (it
//!   implements `crate::peer::Protocol`), and its peers as
//!   `crate::peer::Peer`s.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{docs, Ctx};
use crate::error::Error;
use crate::handshake::ERROR_CODE_TYPE;
use crate::methods::{MethodKind, Side};
use crate::model::{Protocol, Shape, TypeDef};

/// The schema's name for the JSON-RPC error object.
pub const ERROR_TYPE: &str = "Error";
/// The schema's name for the shapes of its `data`, where it types them (v2).
pub const ERROR_DATA_TYPE: &str = "ErrorData";

/// Whether `name` is the JSON-RPC error object the runtime has as its own:
/// the schema's [`ERROR_TYPE`] struct, next to its code type.
pub(crate) fn is_runtime_error(protocol: &Protocol, name: &str) -> bool {
    let is =
        |name: &str, shape: fn(&Shape) -> bool| protocol.get(name).is_some_and(|t| shape(&t.shape));
    name == ERROR_TYPE
        && is(ERROR_TYPE, |s| matches!(s, Shape::Struct(_)))
        && is(ERROR_CODE_TYPE, |s| matches!(s, Shape::IntConsts(_)))
}

impl Ctx<'_> {
    /// Whether `name` is the JSON-RPC error object the runtime has as its own:
    /// the schema's [`ERROR_TYPE`] struct, next to its code type.
    pub(super) fn is_runtime_error(&self, name: &str) -> bool {
        is_runtime_error(self.protocol, name)
    }

    /// The module's `Error`: the runtime's, under the schema's description. Its
    /// `data` is untyped (`serde_json::Value`); where the schema types it per
    /// code (v2's `ErrorData`), that type decodes it.
    pub(super) fn runtime_error(&self, def: &TypeDef) -> TokenStream {
        let doc = docs(def.docs.as_deref());
        let data = self.protocol.get(ERROR_DATA_TYPE).is_some();
        let typed = data.then(|| {
            quote! {
                ///
                /// The schema types `data` for some codes: set it with
                /// `.data(ErrorData::from(..))`, read it by decoding it as an
                /// [`ErrorData`] (`serde_json::from_value::<ErrorData>(data)`).
            }
        });
        let into_value = data.then(|| {
            let data = format_ident!("{}", ERROR_DATA_TYPE);
            quote! {
                /// The error data as the `data` of an [`Error`].
                impl From<#data> for serde_json::Value {
                    fn from(data: #data) -> Self {
                        serde_json::to_value(data).unwrap_or(serde_json::Value::Null)
                    }
                }
            }
        });
        quote! {
            #doc
            ///
            /// This is the runtime's [`crate::Error`], what handlers return and
            /// [`crate::CallError::Peer`] carries, under this module's name.
            #typed
            pub use crate::Error;
            #into_value
        }
    }

    /// Whether `name` is the code type of the runtime's error object: its named
    /// values are the constants of the runtime's `ErrorCode`, generated from
    /// every schema together ([`error_codes`]).
    pub(super) fn is_runtime_error_code(&self, name: &str) -> bool {
        name == ERROR_CODE_TYPE && self.is_runtime_error(ERROR_TYPE)
    }

    /// The module's `ErrorCode`: the runtime's, which has every schema's named
    /// codes.
    pub(super) fn runtime_error_code(&self, def: &TypeDef) -> TokenStream {
        let doc = docs(def.docs.as_deref());
        quote! {
            #doc
            ///
            /// This is the runtime's [`crate::ErrorCode`], whose constants are the
            /// named codes of every protocol module's schema.
            pub use crate::ErrorCode;
        }
    }
}

impl Ctx<'_> {
    /// `CONVENTIONS`, for every schema with methods.
    pub(super) fn conventions(&self) -> TokenStream {
        let cancel = match self.cancel_request() {
            Some((method, field)) => quote!(Some((#method, #field))),
            None => quote!(None),
        };
        let handshake = match self.has_handshake() {
            true => {
                let method = crate::handshake::METHOD;
                quote!(Some(#method))
            }
            false => quote!(None),
        };
        let session_field = match self.sessions() {
            Some(table) => {
                let field = table.session_field;
                quote!(Some(#field))
            }
            None => quote!(None),
        };
        quote! {
            /// What the connection and the transports need to know of this
            /// protocol beyond JSON-RPC: the `Handler::CONVENTIONS` of this
            /// module's handlers.
            pub const CONVENTIONS: crate::connection::Conventions = crate::__private::conventions(
                #cancel,
                #handshake,
                #session_field,
            );
        }
    }

    /// The notification either side sends to cancel a request it made, and the
    /// field of its params holding the request's id: the one notification of
    /// the protocol side (`$/cancel_request`), whose params have one required
    /// field.
    fn cancel_request(&self) -> Option<(String, String)> {
        let mut protocol_side = self
            .protocol
            .methods
            .iter()
            .filter(|m| m.side == Side::Protocol && m.kind == MethodKind::Notification);
        let cancel = protocol_side.next()?;
        if protocol_side.next().is_some() {
            return None;
        }
        let Shape::Struct(params) = &self.protocol.get(&cancel.params)?.shape else {
            return None;
        };
        let mut required = params.fields.iter().filter(|f| f.required);
        let id = required.next()?;
        required
            .next()
            .is_none()
            .then(|| (cancel.name.clone(), id.wire.clone()))
    }
}

/// The name of the type that describes a module to the runtime.
pub(crate) const MODULE_TYPE: &str = "Module";

impl Ctx<'_> {
    /// Whether the runtime serves this schema's module: it has the handshake
    /// (every published schema does) and no type of its own named
    /// [`MODULE_TYPE`]. Only then are `Module`, the handlers and the peers
    /// rendered.
    pub(super) fn has_module(&self) -> bool {
        self.has_handshake() && self.protocol.get(MODULE_TYPE).is_none()
    }

    /// `Module` and the peers' `Peer` impls, for a module the runtime serves.
    pub(super) fn protocol_description(&self, name: &str) -> TokenStream {
        if !self.has_module() {
            return TokenStream::new();
        }
        let doc = format!(
            " This module (`acp::{name}`), as the runtime's generic layers see it: \
             the request pipeline, the session API, the proxy API and version \
             negotiation are generic over a [`crate::peer::Protocol`], which it \
             implements."
        );
        let peers = ["AgentPeer", "ClientPeer"].map(|peer| {
            let peer = format_ident!("{}", peer);
            quote! {
                impl crate::peer::Peer for #peer {
                    fn from_connection(connection: crate::Connection) -> Self {
                        #peer(connection)
                    }
                    fn connection(&self) -> &crate::Connection {
                        &self.0
                    }
                }
            }
        });
        quote! {
            #[doc = #doc]
            #[derive(Debug, Clone, Copy, PartialEq, Eq)]
            #[allow(clippy::exhaustive_enums, reason = "a marker type: it has no values")]
            pub enum Module {}
            impl crate::generated_support::Sealed for Module {}
            impl crate::peer::Protocol for Module {
                const NAME: &'static str = #name;
                const CONVENTIONS: &'static crate::connection::Conventions = &CONVENTIONS;
                const METHODS: &'static [crate::jsonrpc::method::MethodInfo] = METHODS;
                type Error = Error;
                type AgentPeer = AgentPeer;
                type ClientPeer = ClientPeer;
                type ClientRequest = ClientRequest;
                type ClientNotification = ClientNotification;
                type ClientResponse = ClientResponse;
                type AgentRequest = AgentRequest;
                type AgentNotification = AgentNotification;
                type AgentResponse = AgentResponse;
                fn handshake() -> &'static crate::peer::handshake::Spec {
                    &HANDSHAKE
                }
            }
            #(#peers)*
        }
    }
}

impl Ctx<'_> {
    /// `impl Proxies for Protocol`, for a schema with a proxy side
    /// ([`crate::proxies`]).
    pub(super) fn proxy_description(&self) -> TokenStream {
        let Some(table) = crate::proxies::find(self.protocol) else {
            return TokenStream::new();
        };
        let initialize = format_ident!("{}", table.initialize);
        let request = format_ident!("{}", table.successor_request);
        let notification = format_ident!("{}", table.successor_notification);
        let method = format_ident!("{}", crate::names::field_name(crate::proxies::METHOD_FIELD));
        let params = format_ident!("{}", crate::names::field_name(crate::proxies::PARAMS_FIELD));
        quote! {
            impl crate::proxy::Proxies for Module {
                type InitializeProxy = #initialize;
                type SuccessorRequest = #request;
                type SuccessorNotification = #notification;
                fn successor_request(method: String, params: Option<serde_json::Value>) -> #request {
                    let mut envelope = #request::new(method);
                    envelope.#params = params;
                    envelope
                }
                fn successor_notification(method: String, params: Option<serde_json::Value>) -> #notification {
                    let mut envelope = #notification::new(method);
                    envelope.#params = params;
                    envelope
                }
                fn unwrap_successor(envelope: #request) -> (String, Option<serde_json::Value>) {
                    (envelope.#method, envelope.#params)
                }
            }
        }
    }
}

/// `impl ErrorCode { .. }`: the named error codes of every schema in
/// `protocols` (their `ErrorCode` type), once each, with the schema's docs and
/// short names, for the runtime's `ErrorCode` (`src/jsonrpc/error.rs` of the
/// `acp` crate includes it). A name given two values, or a value two names,
/// fails.
pub fn error_codes(protocols: &[&Protocol], sources: &[&str]) -> Result<String, Error> {
    let mut codes: Vec<&crate::model::EnumValue> = vec![];
    for protocol in protocols {
        let Some(Shape::IntConsts(consts)) = protocol.get(ERROR_CODE_TYPE).map(|d| &d.shape) else {
            continue;
        };
        for value in &consts.values {
            match codes
                .iter()
                .find(|c| c.name == value.name || c.value == value.value)
            {
                Some(known) if known.name == value.name && known.value == value.value => {}
                Some(known) => {
                    return Err(Error::new(
                        ERROR_CODE_TYPE,
                        format!(
                            "`{}` is {} in one schema, and `{}` is {} in another",
                            known.name, known.value, value.name, value.value
                        ),
                    ))
                }
                None => codes.push(value),
            }
        }
    }
    let consts = codes.iter().map(|v| {
        let n = format_ident!("{}", crate::names::const_name(&v.name));
        let value = proc_macro2::Literal::i64_unsuffixed(v.value.as_i64().unwrap_or_default());
        // The schema's links name its types, which are not in scope here.
        let text = v.docs.clone().unwrap_or_else(|| v.label());
        let doc = docs(Some(&unlinked(&text)));
        quote!(#doc pub const #n: Self = Self(#value);)
    });
    let arms = codes.iter().map(|v| {
        let n = format_ident!("{}", crate::names::const_name(&v.name));
        let label = v.label();
        quote!(Self::#n => Some(#label),)
    });
    let file = quote! {
        impl ErrorCode {
            #(#consts)*
            /// The schema's short name for this code (`Parse error`), if one names it.
            pub fn name(self) -> Option<&'static str> {
                match self { #(#arms)* _ => None }
            }
        }
    };
    let parsed: syn::File = syn::parse2(file)
        .map_err(|e| Error::new("(generated code)", format!("invalid Rust: {e}")))?;
    Ok(format!(
        "// The named error codes of {}, generated by `acp-codegen`. Do not edit by hand.\n\n{}",
        sources.join(", "),
        prettyplease::unparse(&parsed)
    ))
}

/// `text` with its intra-doc links (`` [`Name`] ``) as plain code spans.
fn unlinked(text: &str) -> String {
    text.replace("[`", "`").replace("`]", "`")
}
