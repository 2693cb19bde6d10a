//! What every protocol module shares: the traits that tie a params type to its
//! method, the method table's row type, and decoding by method name.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;

/// The side of a connection that receives and handles a method.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// Served by the agent, sent by the client.
    Agent,
    /// Served by the client, sent by the agent.
    Client,
    /// Either side may send and receive it (`$/cancel_request`).
    Protocol,
    /// Another role named by the schema (e.g. `proxy` in unstable schemas).
    Other(&'static str),
}

/// Request (answered with a response) or notification (never answered).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MethodKind {
    /// Answered with exactly one response.
    Request,
    /// Never answered.
    Notification,
}

/// One row of a protocol module's `METHODS` table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MethodInfo {
    /// The wire name, e.g. `session/prompt`.
    pub name: &'static str,
    /// Which side serves it.
    pub side: Side,
    /// Request or notification.
    pub kind: MethodKind,
    /// The params type's name.
    pub params: &'static str,
    /// The result type's name (requests only).
    pub result: Option<&'static str>,
    /// The Rust name of handlers and peer calls, e.g. `new_session`.
    pub rust_name: &'static str,
}

/// A params type of a request method.
pub trait Request: Serialize + DeserializeOwned {
    /// The wire name.
    const METHOD: &'static str;
    /// The side that serves it.
    const SIDE: Side;
    /// The result type.
    type Response: Serialize + DeserializeOwned;
}

/// A params type of a notification method.
pub trait Notification: Serialize + DeserializeOwned {
    /// The wire name.
    const METHOD: &'static str;
    /// The side that receives it.
    const SIDE: Side;
}

/// An extension method (its name starts with `_`) with its raw params or result.
#[derive(Debug, Clone, PartialEq)]
pub struct ExtMessage {
    /// The method name, starting with `_`.
    pub method: String,
    /// The params (or result) as received; `Value::Null` when absent.
    pub params: Value,
}

/// Why params or a result could not be decoded for a method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// The method is not part of the protocol (and not an `_` extension).
    UnknownMethod(String),
    /// The method is known, but its params or result do not match the schema.
    Invalid {
        /// The method whose data did not decode.
        method: String,
        /// What is wrong, naming the field (serde's message).
        message: String,
    },
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::UnknownMethod(m) => write!(f, "unknown method `{m}`"),
            DecodeError::Invalid { method, message } => {
                write!(f, "invalid data for `{method}`: {message}")
            }
        }
    }
}

impl std::error::Error for DecodeError {}

/// Decodes `value` as `T`, naming `method` in the error.
pub(crate) fn decode_as<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
    method: &str,
    value: D,
) -> Result<T, DecodeError> {
    T::deserialize(value).map_err(|e| DecodeError::Invalid {
        method: method.to_owned(),
        message: e.to_string(),
    })
}

/// Decodes a response's `result` as `T`. A `null` result counts as `{}`: the schema's
/// result types are objects, but peers commonly answer `null` when every field of
/// the result is optional (`session/load`, `fs/write_text_file`).
pub(crate) fn decode_result<'de, T: DeserializeOwned, D: Deserializer<'de>>(
    method: &str,
    value: D,
) -> Result<T, DecodeError> {
    let value: Value = decode_as(method, value)?;
    let value = if value.is_null() {
        Value::Object(Default::default())
    } else {
        value
    };
    decode_as(method, value)
}

/// Decodes the `result` of an answer to `method` for a caller: like
/// [`decode_result`], and on failure names the path inside the result where
/// decoding failed.
pub(crate) fn decode_response<T: DeserializeOwned>(
    method: &str,
    raw: &RawValue,
) -> Result<T, crate::CallError> {
    if let Ok(value) = decode_result(method, raw) {
        return Ok(value);
    }
    // Decode again, slowly, to find where it failed.
    let failed = |path: String, message: String| crate::CallError::Decode {
        method: method.to_owned(),
        path,
        message,
    };
    let value: Value =
        serde_json::from_str(raw.get()).map_err(|e| failed(".".into(), e.to_string()))?;
    let value = if value.is_null() {
        Value::Object(Default::default())
    } else {
        value
    };
    match serde_path_to_error::deserialize::<_, T>(value) {
        Ok(value) => Ok(value),
        Err(e) => Err(failed(e.path().to_string(), e.inner().to_string())),
    }
}

/// Keeps the raw JSON of an `_`-prefixed method; any other unknown method is an error.
pub(crate) fn decode_ext<'de, D: Deserializer<'de>>(
    method: &str,
    value: D,
) -> Result<ExtMessage, DecodeError> {
    if !method.starts_with('_') {
        return Err(DecodeError::UnknownMethod(method.to_owned()));
    }
    let params = decode_as(method, value)?;
    Ok(ExtMessage {
        method: method.to_owned(),
        params,
    })
}

/// Decodes the params of an incoming call into a dispatch union; absent params
/// count as `{}`.
pub(crate) fn decode_params<U: MethodUnion>(
    method: &str,
    params: Option<&RawValue>,
) -> Result<U, DecodeError> {
    match params {
        Some(raw) => U::decode_from(method, raw),
        None => U::decode_from(method, Value::Object(Default::default())),
    }
}

/// A dispatch union of a protocol module (`ClientRequest`, `AgentResponse`,
/// ...: one variant per method of one direction and kind, and `Ext` for
/// extension methods), as code generic over modules decodes it: each module's
/// [`Protocol`](crate::peer::Protocol) names its six unions.
///
/// ```
/// use acp::jsonrpc::MethodUnion;
/// use acp::peer::Protocol;
///
/// /// The method a client's request is, whichever module reads it.
/// fn method_of<P: Protocol>(method: &str, params: serde_json::Value) -> String {
///     match P::ClientRequest::decode_from(method, params) {
///         Ok(request) => request.method().to_owned(),
///         Err(error) => format!("not a request: {error}"),
///     }
/// }
/// let params = serde_json::json!({"protocolVersion": 1});
/// assert_eq!(method_of::<acp::v1::Module>("initialize", params), "initialize");
/// ```
pub trait MethodUnion: Sized {
    /// Decodes the params (or, for a response union, the result) of
    /// `method`. Methods outside the module fail with
    /// [`DecodeError::UnknownMethod`], except `_`-prefixed extension methods.
    fn decode_from<'de, D: Deserializer<'de>>(method: &str, value: D) -> Result<Self, DecodeError>;
    /// The method's wire name.
    fn method(&self) -> &str;
}

/// Encodes a handler's result for the wire.
pub(crate) fn encode<T: Serialize>(value: T) -> crate::Result<Box<RawValue>> {
    serde_json::value::to_raw_value(&value).map_err(crate::Error::internal_error)
}

/// A notification that could not be handled: unknown `_` methods are dropped
/// silently, anything else with a log line.
pub(crate) fn ignored_notification(method: &str, error: &DecodeError) {
    match error {
        DecodeError::UnknownMethod(m) if m.starts_with('_') => {}
        DecodeError::UnknownMethod(_) => {
            tracing::info!(method, "ignored a notification of an unknown method")
        }
        DecodeError::Invalid { message, .. } => {
            tracing::warn!(method, %message, "ignored a notification whose params do not decode")
        }
    }
}

/// Extension methods must start with `_` (the rest of the namespace is ACP's).
pub(crate) fn check_ext_name(method: &str) -> crate::CallResult<()> {
    if method.starts_with('_') {
        Ok(())
    } else {
        Err(crate::CallError::Encode {
            method: method.to_owned(),
            message: "an extension method's name must start with `_`".into(),
        })
    }
}
