//! What can go wrong with a session's MCP servers, always naming the server
//! and saying the cause in words: what rmcp and the HTTP stack underneath
//! report is retold without their type names ([`initialize_failure`],
//! [`call_failure`]).

use std::fmt;
use std::process::ExitStatus;
use std::time::Duration;

use rmcp::service::ClientInitializeError;
use rmcp::ServiceError;

/// A failure of one MCP server of a session, or of a tool call: every variant
/// says which server (by the name the client gave it in `mcpServers`).
#[derive(Debug)]
#[non_exhaustive]
pub enum McpError {
    /// The server's transport is one this agent does not connect (`sse`: rmcp
    /// has no SSE client; `acp` without the feature `unstable`; a transport of a
    /// newer schema).
    Unsupported {
        /// The server's name.
        server: String,
        /// Its transport (`sse`, `acp`, or the unknown tag).
        transport: String,
    },
    /// The server's settings are unusable (a header that is no HTTP header, a
    /// URL that does not parse, a command that is not absolute).
    Invalid {
        /// The server's name.
        server: String,
        /// What is wrong.
        reason: String,
    },
    /// The stdio server's command could not be started.
    Spawn {
        /// The server's name.
        server: String,
        /// The command.
        command: String,
        /// Why.
        source: std::io::Error,
    },
    /// The server did not complete MCP's `initialize` (or, over the ACP
    /// transport, `server/discover`) in time.
    Timeout {
        /// The server's name.
        server: String,
        /// How long it was given.
        after: Duration,
        /// The end of its stderr (stdio servers).
        stderr: String,
    },
    /// The server refused or broke off the start of the connection.
    Initialize {
        /// The server's name.
        server: String,
        /// What went wrong, in words.
        reason: String,
        /// The end of its stderr (stdio servers).
        stderr: String,
    },
    /// The stdio server's process exited before it completed MCP's
    /// `initialize`.
    Exited {
        /// The server's name.
        server: String,
        /// How its process ended.
        status: ExitStatus,
        /// The end of its stderr.
        stderr: String,
    },
    /// The server is gone: its process exited, or its connection closed.
    Gone {
        /// The server's name.
        server: String,
        /// How it ended, when known (`exited with status 3`).
        how: String,
    },
    /// A call to the server failed: the server answered with an MCP error, or
    /// the call could not be completed.
    Call {
        /// The server's name.
        server: String,
        /// rmcp's error.
        source: Box<rmcp::ServiceError>,
    },
    /// No server of the session lists the tool.
    NoSuchTool {
        /// The tool asked for.
        tool: String,
    },
}

impl McpError {
    /// The server the failure is about (`None` for [`McpError::NoSuchTool`]).
    pub fn server(&self) -> Option<&str> {
        match self {
            McpError::Unsupported { server, .. }
            | McpError::Invalid { server, .. }
            | McpError::Spawn { server, .. }
            | McpError::Timeout { server, .. }
            | McpError::Initialize { server, .. }
            | McpError::Exited { server, .. }
            | McpError::Gone { server, .. }
            | McpError::Call { server, .. } => Some(server),
            McpError::NoSuchTool { .. } => None,
        }
    }
}

/// `, stderr: ...` with the last line of a stderr tail, or nothing.
fn stderr_note(stderr: &str) -> String {
    match stderr.lines().rev().find(|l| !l.trim().is_empty()) {
        Some(line) => format!(" (its stderr ends: {})", line.trim()),
        None => String::new(),
    }
}

impl fmt::Display for McpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            McpError::Unsupported { server, transport } => write!(
                f,
                "MCP server `{server}`: the `{transport}` transport is not supported by this agent"
            ),
            McpError::Invalid { server, reason } => write!(f, "MCP server `{server}`: {reason}"),
            McpError::Spawn {
                server,
                command,
                source,
            } => write!(
                f,
                "MCP server `{server}`: cannot start `{command}`: {source}"
            ),
            McpError::Timeout {
                server,
                after,
                stderr,
            } => write!(
                f,
                "MCP server `{server}` did not complete `initialize` within {after:?}{}",
                stderr_note(stderr)
            ),
            McpError::Initialize {
                server,
                reason,
                stderr,
            } => write!(
                f,
                "MCP server `{server}` failed to initialize: {reason}{}",
                stderr_note(stderr)
            ),
            McpError::Exited {
                server,
                status,
                stderr,
            } => write!(
                f,
                "MCP server `{server}` exited ({status}) before completing `initialize`{}",
                stderr_note(stderr)
            ),
            McpError::Gone { server, how } => write!(f, "MCP server `{server}` is gone ({how})"),
            McpError::Call { server, source } => {
                write!(f, "MCP server `{server}`: {}", call_failure(source))
            }
            McpError::NoSuchTool { tool } => {
                write!(f, "no MCP server of this session lists the tool `{tool}`")
            }
        }
    }
}

impl std::error::Error for McpError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            McpError::Spawn { source, .. } => Some(source),
            McpError::Call { source, .. } => Some(&**source),
            _ => None,
        }
    }
}

/// Why the start of a connection failed, in words: rmcp's error without the
/// names of its transports' types, the HTTP stack's cause at the end.
pub(super) fn initialize_failure(error: &ClientInitializeError) -> String {
    match error {
        ClientInitializeError::TransportError { error, context } => {
            format!("{}, while trying to {context}", causes(&*error.error))
        }
        ClientInitializeError::ConnectionClosed(when) => {
            format!("the connection closed ({when})")
        }
        ClientInitializeError::JsonRpcError(data) => format!(
            "the server answered `initialize` with error {}: {}",
            data.code.0, data.message
        ),
        ClientInitializeError::ExpectedInitResponse(_)
        | ClientInitializeError::ExpectedInitResult(_)
        | ClientInitializeError::ConflictInitResponseId(..)
        | ClientInitializeError::UncorrelatedErrorResponse { .. } => {
            "the server did not answer `initialize` with its result".to_owned()
        }
        ClientInitializeError::LegacyFallbackFailed { fallback, .. } => {
            initialize_failure(fallback)
        }
        ClientInitializeError::Cancelled => "the connection was cancelled".to_owned(),
        // What remains says itself in words (protocol versions).
        other => other.to_string(),
    }
}

/// Why a call to a connected server failed, in words.
pub(super) fn call_failure(error: &ServiceError) -> String {
    match error {
        ServiceError::McpError(data) => format!(
            "the server answered with error {}: {}",
            data.code.0, data.message
        ),
        ServiceError::TransportSend(error) => {
            format!("the request could not be sent: {}", causes(&*error.error))
        }
        ServiceError::TransportClosed => "its connection closed".to_owned(),
        ServiceError::UnexpectedResponse => "the server answered with something else".to_owned(),
        ServiceError::Timeout { timeout } => format!("no answer within {timeout:?}"),
        ServiceError::Cancelled { .. } => "the call was cancelled".to_owned(),
        // What remains says itself in words (rounds, buffers).
        other => other.to_string(),
    }
}

/// An error and its causes, each once, from the outermost to the root cause
/// (`error sending request for url (http://127.0.0.1:9/mcp): client error
/// (Connect): tcp connect error: Connection refused (os error 111)`), without
/// the wrappers' own labels (`Client error: ...`) where a cause repeats them.
fn causes(error: &(dyn std::error::Error + 'static)) -> String {
    use rmcp::transport::streamable_http_client::StreamableHttpError;
    // The HTTP client's error is kept apart from its causes there (`Client error:
    // ...`, with no source): start from it, whose causes say what happened.
    if let Some(StreamableHttpError::Client(http)) =
        error.downcast_ref::<StreamableHttpError<reqwest13::Error>>()
    {
        return causes(http);
    }
    let mut said: Vec<String> = Vec::new();
    let mut next = Some(error);
    while let Some(error) = next {
        let text = error.to_string();
        // A wrapper that prints its cause: keep the cause's own words only.
        if let Some(cause) = error.source().map(ToString::to_string) {
            if text.ends_with(&cause) {
                next = error.source();
                continue;
            }
        }
        if !said.iter().any(|s| s.contains(&text)) {
            said.push(text);
        }
        next = error.source();
    }
    said.join(": ")
}

impl From<McpError> for crate::Error {
    fn from(error: McpError) -> Self {
        crate::Error::internal_error(error)
    }
}
