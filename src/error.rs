//! The error type of the SDK: the JSON-RPC error object of the schema
//! ([`v1::Error`](crate::v1::Error)), so that what a handler returns is exactly what
//! the peer receives.

use crate::v1::{Error, ErrorCode};

/// `Result` with the protocol's error object.
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
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

    /// The connection closed (or the peer died) before an answer arrived.
    /// Never sent on the wire; reported to local callers as an internal error.
    pub fn connection_closed() -> Self {
        Error::new(
            ErrorCode::INTERNAL_ERROR,
            "Connection closed before the peer answered",
        )
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

impl From<crate::rpc::DecodeError> for Error {
    fn from(e: crate::rpc::DecodeError) -> Self {
        match e {
            crate::rpc::DecodeError::UnknownMethod(m) => Error::method_not_found(&m),
            crate::rpc::DecodeError::Invalid { message, .. } => Error::invalid_params(message),
        }
    }
}
