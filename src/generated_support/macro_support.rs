//! What the code `#[acp_agent]` / `#[acp_client]` expand to refers to. Not a
//! public API: names here may change in any release.

pub use serde_json;
pub use serde_json::value::RawValue;

use crate::jsonrpc::method::DecodeError;

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

// The gate of `#[acp_agent(mcp)]`'s expansion: the path to `acp::mcp` without
// the feature would be an unresolved path; this names the feature instead.

#[cfg(feature = "mcp")]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_mcp {
    ($($t:tt)*) => { $($t)* };
}
#[cfg(not(feature = "mcp"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_mcp {
    ($($t:tt)*) => {
        ::core::compile_error!("`#[acp_agent(mcp)]` needs the acp crate's feature `mcp`")
    };
}

// Gates for the expansion of a block naming `protocol = MODULE` (used as
// `::acp::__acp_in_MODULE! { .. }`): each passes the expansion through when the
// crate has the module, and otherwise replaces it by one error naming the feature
// to enable (instead of an unresolved path per generated item). The entry points
// of a block the macro refused (`@stubs ..`) pass through, or become nothing:
// the block's own errors are the ones to read. v1 always exists.

#[cfg(feature = "unstable")]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v1_unstable {
    (@stubs $($t:tt)*) => { $($t)* };
    ($($t:tt)*) => { $($t)* };
}
#[cfg(not(feature = "unstable"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v1_unstable {
    (@stubs $($t:tt)*) => {};
    ($($t:tt)*) => {
        ::core::compile_error!("`protocol = v1_unstable` needs the acp crate's feature `unstable`");
    };
}

#[cfg(feature = "v2")]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v2 {
    (@stubs $($t:tt)*) => { $($t)* };
    ($($t:tt)*) => { $($t)* };
}
#[cfg(not(feature = "v2"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v2 {
    (@stubs $($t:tt)*) => {};
    ($($t:tt)*) => {
        ::core::compile_error!("`protocol = v2` needs the acp crate's feature `v2`");
    };
}

#[cfg(all(feature = "v2", feature = "unstable"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v2_unstable {
    (@stubs $($t:tt)*) => { $($t)* };
    ($($t:tt)*) => { $($t)* };
}
#[cfg(not(all(feature = "v2", feature = "unstable")))]
#[doc(hidden)]
#[macro_export]
macro_rules! __acp_in_v2_unstable {
    (@stubs $($t:tt)*) => {};
    ($($t:tt)*) => {
        ::core::compile_error!(
            "`protocol = v2_unstable` needs the acp crate's features `v2` and `unstable`"
        );
    };
}

/// The generated `CONVENTIONS` of a protocol module (`Conventions` is
/// non-exhaustive, so it is built here). Trace context is where ACP carries it,
/// which the schema does not say.
pub const fn conventions(
    cancel_request: Option<(&'static str, &'static str)>,
    handshake: Option<&'static str>,
    session_field: Option<&'static str>,
) -> crate::connection::Conventions {
    crate::connection::Conventions {
        cancel_request,
        handshake,
        session_field,
        trace_context: Some(crate::peer::trace::TRACE_CONTEXT),
    }
}

/// A value a generated table states as JSON (the end of a cancelled turn, say).
/// The generator checked that the schema has the value; failing to decode is
/// a bug of the generator.
pub fn from_table<T: serde::de::DeserializeOwned>(json: &str) -> T {
    serde_json::from_str(json)
        .unwrap_or_else(|e| panic!("a generated table's value `{json}` does not decode: {e}"))
}

/// A state update (v2's `state_update`): `end`'s fields (for `idle`) with the
/// update's and the state's tags, decoded as the module's update type.
pub fn tagged_update<E: serde::Serialize, U: serde::de::DeserializeOwned>(
    end: Option<&E>,
    (update_tag, update): (&str, &str),
    (state_tag, state): (&str, &str),
) -> U {
    let mut value = match end.map(serde_json::to_value) {
        Some(Ok(serde_json::Value::Object(fields))) => fields,
        _ => serde_json::Map::new(),
    };
    value.insert(update_tag.to_owned(), update.into());
    value.insert(state_tag.to_owned(), state.into());
    from_table(&serde_json::Value::Object(value).to_string())
}

/// The end of a turn that failed with `error` (v2): the generated table's value,
/// with the error in `error_field` where the schema carries it.
pub fn failed_end<T: serde::de::DeserializeOwned>(
    json: &str,
    error_field: Option<&str>,
    error: &crate::Error,
) -> T {
    let mut value: serde_json::Value = from_table(json);
    if let (Some(field), serde_json::Value::Object(fields)) = (error_field, &mut value) {
        let error = serde_json::to_value(error).unwrap_or_default();
        fields.insert(field.to_owned(), error);
    }
    from_table(&value.to_string())
}

/// Whether `params` decode as `T` (absent params as `{}`), as a handler would
/// decode them.
pub fn decodes<T: serde::de::DeserializeOwned>(params: Option<&RawValue>) -> bool {
    match params {
        Some(raw) => serde_json::from_str::<T>(raw.get()).is_ok(),
        None => serde_json::from_value::<T>(serde_json::Value::Object(Default::default())).is_ok(),
    }
}

/// The capability tables' types (generated as `AGENT_CAPABILITIES` and
/// `CLIENT_CAPABILITIES` in each module), for tests of the tables.
pub use crate::peer::capabilities::{Advertised, Baseline, Carrier, Implied, McpTransport};
