//! The wire layer: JSON-RPC 2.0 as ACP speaks it, knowing nothing of ACP.
//!
//! - `framing`: one message per line, with a size limit (an over-long line is
//!   skipped as it streams by, never buffered whole);
//! - `message`: parsing and writing requests, notifications and responses,
//!   request ids kept exactly as the peer wrote them ([`RawId`]);
//! - `error`: the JSON-RPC error object [`Error`] that a handler returns, and
//!   [`CallError`], why a call to the peer failed;
//! - `method`: what ties a params type to its method ([`Request`],
//!   [`Notification`]), the rows of a protocol module's method table
//!   ([`MethodInfo`]) and decoding by method name ([`DecodeError`]).
//!
//! The generated protocol modules implement [`Request`] and [`Notification`]
//! for their params types:
//!
//! ```
//! use acp::jsonrpc::Request;
//!
//! assert_eq!(acp::v1::PromptRequest::METHOD, "session/prompt");
//! ```

mod error;
pub(crate) mod framing;
pub(crate) mod message;
pub(crate) mod method;

pub use error::{CallError, CallResult, Closed, Error, ErrorCode, Result};
pub use message::RawId;
pub use method::{
    DecodeError, ExtMessage, MethodInfo, MethodKind, MethodUnion, Notification, Request, Side,
};
