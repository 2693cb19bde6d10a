//! The runtime's side of a protocol module: what ties the module's types to the
//! runtime that serves every module alike.
//!
//! - the module's JSON-RPC error object (`Error`, with its `ErrorCode`) and the
//!   runtime's (`crate::Error`) convert both ways, and their codes compare equal;
//! - `CONVENTIONS`: what the connection and the transports, which know JSON-RPC
//!   only, need to know of this protocol (how a call is cancelled, which request
//!   opens a connection, which params field names a session).

use proc_macro2::TokenStream;
use quote::quote;

use super::Ctx;
use crate::handshake::ERROR_CODE_TYPE;
use crate::methods::{MethodKind, Side};
use crate::model::Shape;

/// The schema's name for the JSON-RPC error object.
pub const ERROR_TYPE: &str = "Error";

impl Ctx<'_> {
    /// Conversions between the module's error object and the runtime's, when
    /// the schema defines both the object and its code type.
    pub(super) fn error_conversions(&self) -> TokenStream {
        let is = |name: &str, shape: fn(&Shape) -> bool| {
            self.protocol.get(name).is_some_and(|t| shape(&t.shape))
        };
        if !is(ERROR_TYPE, |s| matches!(s, Shape::Struct(_)))
            || !is(ERROR_CODE_TYPE, |s| matches!(s, Shape::IntConsts(_)))
        {
            return TokenStream::new();
        }
        quote! {
            /// The same error object, for a handler to return: this module's
            /// error as the runtime's [`crate::Error`].
            impl From<Error> for crate::Error {
                fn from(error: Error) -> Self {
                    crate::__private::recode_error(&error)
                }
            }
            /// The same error object read with this module's types (a typed
            /// `data` where the schema gives the code one), e.g. from
            /// [`crate::CallError::Peer`].
            impl From<crate::Error> for Error {
                fn from(error: crate::Error) -> Self {
                    crate::__private::recode_error(&error)
                }
            }
            impl From<ErrorCode> for crate::ErrorCode {
                fn from(code: ErrorCode) -> Self {
                    crate::ErrorCode(code.0)
                }
            }
            impl From<crate::ErrorCode> for ErrorCode {
                fn from(code: crate::ErrorCode) -> Self {
                    ErrorCode(code.0)
                }
            }
            impl PartialEq<ErrorCode> for crate::ErrorCode {
                fn eq(&self, other: &ErrorCode) -> bool {
                    self.0 == other.0
                }
            }
            impl PartialEq<crate::ErrorCode> for ErrorCode {
                fn eq(&self, other: &crate::ErrorCode) -> bool {
                    self.0 == other.0
                }
            }
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
