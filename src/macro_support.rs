//! What the code `#[acp_agent]` / `#[acp_client]` expand to refers to. Not a
//! public API: names here may change in any release.

pub use serde_json;

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
