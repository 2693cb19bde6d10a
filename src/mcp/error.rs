//! What can go wrong with a session's MCP servers, always naming the server.

use std::fmt;
use std::time::Duration;

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
        /// rmcp's account of it.
        reason: String,
        /// The end of its stderr (stdio servers).
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
            McpError::Gone { server, how } => write!(f, "MCP server `{server}` is gone ({how})"),
            McpError::Call { server, source } => write!(f, "MCP server `{server}`: {source}"),
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

impl From<McpError> for crate::Error {
    fn from(error: McpError) -> Self {
        crate::Error::internal_error(error)
    }
}
