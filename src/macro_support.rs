//! What the code `#[acp_agent]` / `#[acp_client]` expand to refers to. Not a
//! public API: names here may change in any release.

pub use serde_json;
pub use serde_json::value::RawValue;

use crate::rpc::DecodeError;

/// Decodes an extension method's params, failing with -32602 that names the field.
pub fn ext_params<T: serde::de::DeserializeOwned>(
    method: &str,
    params: serde_json::Value,
) -> Result<T, crate::Error> {
    serde_json::from_value(params).map_err(|e| {
        crate::Error::from(DecodeError::Invalid {
            method: method.to_owned(),
            message: e.to_string(),
        })
    })
}

/// Encodes an extension method's result.
pub fn ext_result<T: serde::Serialize>(result: T) -> crate::Result<serde_json::Value> {
    serde_json::to_value(result).map_err(crate::Error::internal_error)
}

/// Logs an extension notification whose params did not decode.
pub fn ignored_notification(method: &str, error: &crate::Error) {
    tracing::warn!(method, %error, "ignored an extension notification whose params do not decode");
}

/// Encodes a proxy's answer to a request it intercepted.
pub fn raw_result<T: serde::Serialize>(result: T) -> crate::Result<Box<RawValue>> {
    serde_json::value::to_raw_value(&result).map_err(crate::Error::internal_error)
}

/// Decodes the params of an extension message a proxy intercepted, failing with
/// -32602 that names the field; absent params count as `null`.
pub fn raw_params<T: serde::de::DeserializeOwned>(
    method: &str,
    params: Option<&RawValue>,
) -> Result<T, crate::Error> {
    let decoded = match params {
        Some(raw) => serde_json::from_str(raw.get()),
        None => serde_json::from_value(serde_json::Value::Null),
    };
    decoded.map_err(|e| {
        crate::Error::from(DecodeError::Invalid {
            method: method.to_owned(),
            message: e.to_string(),
        })
    })
}

/// Logs a notification a proxy could not forward (the conductor is gone).
pub fn unforwarded(error: &crate::CallError) {
    tracing::debug!(%error, "a notification could not be forwarded");
}

// Gates for the expansion of a block naming `protocol = MODULE` (used as
// `::acp::__acp_in_MODULE! { .. }`): each passes the expansion through when the
// crate has the module, and otherwise replaces it by one error naming the feature
// to enable (instead of an unresolved path per generated item). v1 always exists.

#[cfg(feature = "unstable")]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v1_unstable {
    ($($t:tt)*) => { $($t)* };
}
#[cfg(not(feature = "unstable"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v1_unstable {
    ($($t:tt)*) => {
        ::core::compile_error!("`protocol = v1_unstable` needs the acp crate's feature `unstable`");
    };
}

#[cfg(feature = "v2")]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v2 {
    ($($t:tt)*) => { $($t)* };
}
#[cfg(not(feature = "v2"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v2 {
    ($($t:tt)*) => {
        ::core::compile_error!("`protocol = v2` needs the acp crate's feature `v2`");
    };
}

#[cfg(all(feature = "v2", feature = "unstable"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v2_unstable {
    ($($t:tt)*) => { $($t)* };
}
#[cfg(not(all(feature = "v2", feature = "unstable")))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v2_unstable {
    ($($t:tt)*) => {
        ::core::compile_error!(
            "`protocol = v2_unstable` needs the acp crate's features `v2` and `unstable`"
        );
    };
}

/// One JSON-RPC error object as another type of the same object (the runtime's
/// and a protocol module's), through its JSON as the peer would decode it.
/// Should the two disagree on a value, the result is an internal error saying
/// so rather than a panic.
pub fn recode_error<T: serde::Serialize, U: serde::de::DeserializeOwned>(error: &T) -> U {
    let recoded = serde_json::to_value(error).and_then(serde_json::from_value);
    recoded.unwrap_or_else(|e| {
        let fallback = serde_json::json!({
            "code": crate::ErrorCode::INTERNAL_ERROR,
            "message": format!("Internal error: an error object did not convert: {e}"),
        });
        serde_json::from_value(fallback).expect("every error object type decodes code and message")
    })
}

/// The generated `CONVENTIONS` of a protocol module (`Conventions` is
/// non-exhaustive, so it is built here).
pub const fn conventions(
    cancel_request: Option<(&'static str, &'static str)>,
    handshake: Option<&'static str>,
    session_field: Option<&'static str>,
) -> crate::connection::Conventions {
    crate::connection::Conventions {
        cancel_request,
        handshake,
        session_field,
    }
}
