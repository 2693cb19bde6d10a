//! The SDK's two error types, one per concern:
//!
//! - [`Error`], the JSON-RPC error object, is what a handler returns and exactly
//!   what the peer receives. It belongs to the JSON-RPC layer, and every
//!   protocol module names it too (`acp::v1::Error` is this type, so
//!   `Error::invalid_params(..)` reads the same under `use acp::v1::*`), and
//!   its [`ErrorCode`] (`acp::v1::ErrorCode` is this type too), whose named
//!   constants are those of every protocol module's schema
//!   (`ErrorCode::AUTHENTICATION_REQUIRED`);
//! - [`CallError`] is why a call *to* the peer failed: the peer answered with an
//!   error object, or something went wrong on this side or in between (the
//!   connection closed, the answer did not decode, the call timed out). Keeping
//!   them apart lets a caller tell "the agent refused" from "the agent is gone".
//!
//! `?` turns a `CallError` into an `Error` (the peer's own error passes through
//! unchanged, anything else becomes -32603 with the reason), so a handler that
//! calls the other side can propagate its failures.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// `Result` with the JSON-RPC error object: what handlers return.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// `Result` of a call to the peer.
pub type CallResult<T> = std::result::Result<T, CallError>;

/// The JSON-RPC 2.0 error object: what a handler answers a request with when it
/// fails, and what a peer's error answer decodes to ([`CallError::Peer`]).
///
/// Every protocol module re-exports it as its `Error` (`acp::v1::Error`), and
/// its [`ErrorCode`]; where a schema types `data` (v2's `ErrorData`),
/// `.data(ErrorData::from(..))` sets it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Error {
    /// What kind of error it is: a JSON-RPC code, or one the protocol defines
    /// (compare with the constants, e.g. [`ErrorCode::AUTHENTICATION_REQUIRED`]).
    pub code: ErrorCode,
    /// A short description, one sentence.
    pub message: String,
    /// More about the error, as the peer sent it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<serde_json::Value>,
}

/// The number that says what kind of error an [`Error`] is. Its named
/// constants are every protocol module schema's named codes, JSON-RPC's own
/// among them (generated from the schemas, with their docs); any other number
/// is a code too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ErrorCode(pub i32);

// `impl ErrorCode { pub const PARSE_ERROR: Self = ..; .. pub fn name(..) }`,
// written by `build.rs` from every schema (`acp_codegen::build`).
include!(concat!(env!("OUT_DIR"), "/error_codes.rs"));

impl From<i32> for ErrorCode {
    fn from(code: i32) -> Self {
        ErrorCode(code)
    }
}

impl From<ErrorCode> for i32 {
    fn from(code: ErrorCode) -> Self {
        code.0
    }
}

impl std::fmt::Display for ErrorCode {
    /// The number, and the schema's short name for it where one names it:
    /// `-32602 (Invalid params)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({name})", self.0),
            None => write!(f, "{}", self.0),
        }
    }
}

impl Error {
    /// An error object with a code and a message, and no `data`.
    pub fn new(code: impl Into<ErrorCode>, message: impl Into<String>) -> Self {
        Error {
            code: code.into(),
            message: message.into(),
            data: None,
        }
    }

    /// Sets [`Error::data`].
    #[must_use]
    pub fn data(mut self, value: impl Into<serde_json::Value>) -> Self {
        self.data = Some(value.into());
        self
    }

    /// -32700: the peer sent something that is not JSON.
    pub fn parse_error(detail: impl std::fmt::Display) -> Self {
        Error::new(ErrorCode::PARSE_ERROR, format!("Parse error: {detail}"))
    }

    /// -32600: the message is JSON but not a valid request.
    pub fn invalid_request(detail: impl std::fmt::Display) -> Self {
        Error::new(
            ErrorCode::INVALID_REQUEST,
            format!("Invalid request: {detail}"),
        )
    }

    /// -32601: the method is not served here.
    pub fn method_not_found(method: &str) -> Self {
        Error::new(
            ErrorCode::METHOD_NOT_FOUND,
            format!("Method not found: {method}"),
        )
    }

    /// -32602: the params do not match the method's schema.
    pub fn invalid_params(detail: impl std::fmt::Display) -> Self {
        Error::new(
            ErrorCode::INVALID_PARAMS,
            format!("Invalid params: {detail}"),
        )
    }

    /// -32603: something failed inside the handler.
    pub fn internal_error(detail: impl std::fmt::Display) -> Self {
        Error::new(
            ErrorCode::INTERNAL_ERROR,
            format!("Internal error: {detail}"),
        )
    }

    /// -32800: the request was cancelled.
    pub fn request_cancelled() -> Self {
        Error::new(ErrorCode::REQUEST_CANCELLED, "Request cancelled")
    }

    /// -32002 "Resource not found", naming what is missing in `data.path`: how a
    /// client answers an agent's request for a file that does not exist
    /// (`fs/read_text_file`), the way the other SDKs' clients do, so that agents
    /// matching on it can tell a missing file from a failed read.
    pub fn resource_not_found(path: impl Into<String>) -> Self {
        Error::new(ErrorCode::RESOURCE_NOT_FOUND, "Resource not found")
            .data(serde_json::json!({ "path": path.into() }))
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (code {})", self.message, self.code.0)?;
        if let Some(data) = &self.data {
            write!(f, ": {data}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

impl From<crate::jsonrpc::method::DecodeError> for Error {
    fn from(e: crate::jsonrpc::method::DecodeError) -> Self {
        match e {
            crate::jsonrpc::method::DecodeError::UnknownMethod(m) => Error::method_not_found(&m),
            crate::jsonrpc::method::DecodeError::Invalid { message, .. } => {
                Error::invalid_params(message)
            }
        }
    }
}

/// Why a call to the peer (a request, or sending a notification) failed.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum CallError {
    /// The peer answered with a JSON-RPC error object.
    Peer(Error),
    /// The connection closed before the answer arrived (or before the message
    /// could be sent): the peer closed its output or exited, or this side closed.
    Closed(Closed),
    /// The peer answered, but the answer is not the method's result type.
    Decode {
        /// The method called.
        method: String,
        /// Where in the result decoding failed (`.` for the top level,
        /// `agentCapabilities.promptCapabilities` and so on).
        path: String,
        /// What is wrong there.
        message: String,
    },
    /// The request's params could not be encoded as JSON (a `Serialize` impl
    /// failed, or a map had non-string keys).
    Encode {
        /// The method called.
        method: String,
        /// serde's message.
        message: String,
    },
    /// No answer arrived in time; the peer was sent `$/cancel_request`.
    Timeout {
        /// The method called.
        method: String,
        /// The time waited.
        after: Duration,
    },
    /// The call was given up because the request it was made for was cancelled
    /// (see [`Cancellation`](crate::connection::Cancellation)); the peer was
    /// sent `$/cancel_request`. Turned into -32800 by `?` in a handler.
    Cancelled {
        /// The method called.
        method: String,
    },
    /// The message was not sent: the session store that must record it first
    /// could not (see `acp::session::store`). Nothing was written to the peer.
    NotRecorded {
        /// The method of the message.
        method: String,
        /// Why, naming the store.
        reason: String,
    },
    /// The handshake failed on this side's terms: the agent answered `initialize`
    /// with a protocol version this client does not implement. The connection is
    /// closed.
    UnsupportedVersion {
        /// The version the agent answered with.
        answered: u64,
        /// The versions this client offered.
        supported: Vec<u16>,
    },
}

/// How a connection ended, as far as this side knows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Closed {
    /// The exit status of the peer's process, when the peer is a child process
    /// that has exited.
    pub exit_status: Option<std::process::ExitStatus>,
    /// The last lines the peer's process wrote to stderr, when they were
    /// captured ([`Stderr::Capture`](crate::transport::Stderr::Capture)).
    pub stderr_tail: Option<String>,
}

impl CallError {
    /// The peer's error object, if the peer answered with one.
    pub fn peer_error(&self) -> Option<&Error> {
        match self {
            CallError::Peer(e) => Some(e),
            _ => None,
        }
    }

    /// Whether the call was given up because its request was cancelled.
    pub fn is_cancelled(&self) -> bool {
        matches!(self, CallError::Cancelled { .. })
    }

    /// Whether the call failed because the connection is closed.
    pub fn is_closed(&self) -> bool {
        matches!(self, CallError::Closed(_))
    }
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CallError::Peer(e) => write!(f, "the peer answered with an error: {e}"),
            CallError::Closed(closed) => write!(f, "{closed}"),
            CallError::Decode {
                method,
                path,
                message,
            } => write!(
                f,
                "the answer to `{method}` does not decode at `{path}`: {message}"
            ),
            CallError::Encode { method, message } => {
                write!(
                    f,
                    "the params of `{method}` could not be encoded: {message}"
                )
            }
            CallError::Timeout { method, after } => {
                write!(f, "no answer to `{method}` within {after:?}")
            }
            CallError::Cancelled { method } => {
                write!(f, "the call to `{method}` was cancelled")
            }
            CallError::NotRecorded { method, reason } => {
                write!(
                    f,
                    "`{method}` was not sent: the session store could not record it: {reason}"
                )
            }
            CallError::UnsupportedVersion {
                answered,
                supported,
            } => write!(
                f,
                "the agent answered `initialize` with protocol version {answered}, \
                 but this client implements only {supported:?}"
            ),
        }
    }
}

impl std::fmt::Display for Closed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.exit_status {
            Some(status) => write!(f, "the peer exited ({status})")?,
            None => f.write_str("the connection to the peer is closed")?,
        }
        if let Some(tail) = self.stderr_tail.as_deref().map(str::trim_end) {
            if !tail.is_empty() {
                write!(f, "; the end of its stderr:\n{tail}")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for CallError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CallError::Peer(e) => Some(e),
            _ => None,
        }
    }
}

/// For handlers that call the peer: the peer's own error passes through, any
/// other failure becomes -32603 naming it.
impl From<CallError> for Error {
    fn from(e: CallError) -> Self {
        match e {
            CallError::Peer(e) => e,
            CallError::Cancelled { .. } => Error::request_cancelled(),
            other => Error::internal_error(other),
        }
    }
}
