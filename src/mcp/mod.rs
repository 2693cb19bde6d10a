//! MCP in one call: an agent connects the MCP servers its client names in
//! `session/new` (and `session/load`, `session/resume`), and gets the
//! session's tools across all of them. Feature `mcp`, built on
//! [rmcp](https://docs.rs/rmcp), the MCP Rust SDK (re-exported as
//! [`rmcp`]): this module only binds it to ACP, and writes no
//! MCP message itself. rmcp needs Rust 1.88, which is why the feature is off by
//! default (the rest of the crate builds with 1.85).
//!
//! ```no_run
//! # use acp::v1::*;
//! # async fn example(req: NewSessionRequest) -> Result<(), acp::mcp::McpError> {
//! use acp::mcp::{McpOptions, McpServers};
//!
//! let servers = McpServers::connect(&req.mcp_servers, &McpOptions::default()).await;
//! for failure in servers.failures() {
//!     eprintln!("{failure}"); // names the server, says why
//! }
//! for tool in servers.tools().await? {
//!     println!("{}: {}", tool.server, tool.tool.name);
//! }
//! let args = serde_json::json!({"message": "hi"});
//! let result = servers.call("echo", args.as_object().cloned()).await?;
//! # Ok(()) }
//! ```
//!
//! # Transports
//!
//! | `mcpServers` entry | how it is connected |
//! |---|---|
//! | stdio | the command is started with the given arguments and environment, in a process group of its own (Unix), and spoken to over its stdin and stdout |
//! | `http` | Streamable HTTP; the given headers go on every request (each `POST`, the event stream's `GET`, the closing `DELETE`) |
//! | `acp` (where the protocol has `mcp/message`: feature `unstable`) | MCP over the ACP connection itself: each MCP request is an `mcp/message` request to the client (`McpOptions::acp`) |
//! | `sse` | not connected: rmcp 3 has no client for the old HTTP+SSE transport; the server gets [`McpError::Unsupported`] |
//!
//! A server that cannot be started, or does not complete `initialize` within
//! [`McpOptions::start_timeout`] (10 s by default), does not fail the others:
//! [`McpServers::failures`] says what went wrong with each, for the agent to
//! report (as real agents do, in a message to the user), and the session goes
//! on with the servers that did start.
//!
//! # Capabilities
//!
//! `#[acp_agent(mcp)]` says that the agent connects its sessions' servers with
//! this module: it then advertises the transports listed in [`TRANSPORTS`]
//! that its protocol module has a capability for (`mcpCapabilities.http`, and
//! `mcpCapabilities.acp` in the unstable modules; v2's `session.mcp.stdio` and
//! `session.mcp.http`). The capabilities are read from the schema's prose on
//! each `McpServer` variant, as the other capabilities are. An agent without
//! the argument advertises none of them.
//!
//! # Lifetime: cancel, session close, exit
//!
//! - **A tool call cancelled with its turn**: a call is a future; when the
//!   turn is cancelled (`session/cancel`, which drops the turn's future in
//!   [`AgentSession::run`](crate::session::AgentSession::run)) the call is
//!   dropped, and rmcp sends the server MCP's `notifications/cancelled` for
//!   it (over the ACP transport, the `mcp/message` request is cancelled with
//!   `$/cancel_request`). The server keeps running for the session's next turn.
//! - **A server that dies**: calls waiting on it fail at once, and later calls
//!   too, with [`McpError::Gone`] naming the server (and its exit status).
//! - **The session ends** when the agent drops its [`McpServers`] (on
//!   `session/close`, or when it forgets the session): every stdio server's
//!   process group is sent `SIGKILL` at once, and HTTP connections are closed.
//! - **The connection ends** (the client closed stdin, or a remote client went
//!   away): with [`McpOptions::connection`] set, the servers are ended then,
//!   whether or not the agent still holds the [`McpServers`].
//! - **The agent exits**: everything it holds is dropped (a returning `main`
//!   drops the runtime and its tasks), which ends the servers as above. An agent
//!   killed with `SIGKILL` runs nothing: its stdio servers then see the end of
//!   their stdin, which MCP servers take as the signal to exit.

//!
//! # A client's own servers
//!
//! [`McpOffer`] is the other side: a client offers in-process rmcp services
//! (`ServerHandler`s) to its agent. [`McpOffer::servers`] reads what the agent
//! advertised in `initialize` and gives `McpServerAcp` entries when it takes
//! the `acp` transport (feature `unstable`, or a v1 schema with `mcp/message`; the client's `message_mcp` handler
//! answers with `McpOffer::answer`, a fresh service instance per request),
//! otherwise entries for a loopback Streamable HTTP endpoint that only a random
//! bearer token opens (when it takes `http`), otherwise none, each left out with
//! the reason.

mod connect;
mod error;
mod offer;
mod servers;

#[cfg(acp_mcp_over_acp)]
mod acp_transport;

pub use error::McpError;
pub use offer::{McpOffer, Offered};
pub use rmcp;
pub use servers::{McpServers, Server, SessionTool};

use std::path::PathBuf;
use std::time::Duration;

/// The wire form of the `mcpServers` entries, read with the widest v1 types
/// this build has (which `build.rs` picks): every module's entries have the
/// same shape (v2 tags stdio with `"type": "stdio"`, which v1 leaves out; that
/// is the one difference, bridged in [`McpServers::connect`]).
use crate::built::mcp_wire as wire;

/// The MCP server transports this module connects: what `#[acp_agent(mcp)]`
/// advertises (each where the protocol module has a capability for it).
#[cfg(acp_mcp_over_acp)]
pub const TRANSPORTS: &[&str] = &[
    wire::McpServer::STDIO_TRANSPORT,
    wire::McpServer::HTTP_TRANSPORT,
    wire::McpServer::ACP_TRANSPORT,
];
/// The MCP server transports this module connects: what `#[acp_agent(mcp)]`
/// advertises (each where the protocol module has a capability for it).
#[cfg(not(acp_mcp_over_acp))]
pub const TRANSPORTS: &[&str] = &[
    wire::McpServer::STDIO_TRANSPORT,
    wire::McpServer::HTTP_TRANSPORT,
];

/// How a session's MCP servers are connected.
#[derive(Debug, Clone)]
pub struct McpOptions {
    start_timeout: Duration,
    client: rmcp::model::Implementation,
    cwd: Option<PathBuf>,
    connection: Option<crate::Connection>,
}

impl Default for McpOptions {
    fn default() -> Self {
        McpOptions {
            start_timeout: Duration::from_secs(10),
            client: rmcp::model::Implementation::new("acp-sdk", env!("CARGO_PKG_VERSION")),
            cwd: None,
            connection: None,
        }
    }
}

impl McpOptions {
    /// How long a server gets to start and complete `initialize` (default
    /// 10 s); past it, the server is a [`McpError::Timeout`] of
    /// [`McpServers::failures`].
    pub fn start_timeout(mut self, timeout: Duration) -> Self {
        self.start_timeout = timeout;
        self
    }

    /// The name and version the agent gives in MCP's `initialize` (default:
    /// `acp-sdk` and this crate's version).
    pub fn client_info(mut self, name: impl Into<String>, version: impl Into<String>) -> Self {
        self.client = rmcp::model::Implementation::new(name, version);
        self
    }

    /// The working directory of stdio servers (the session's `cwd`, typically;
    /// default: the agent's own).
    pub fn cwd(mut self, dir: impl Into<PathBuf>) -> Self {
        self.cwd = Some(dir.into());
        self
    }

    /// The ACP connection of the session (the client peer's): its servers are
    /// ended when it closes, and `acp` servers (where the protocol has `mcp/message`) are spoken
    /// to over it.
    pub fn connection(mut self, connection: &crate::Connection) -> Self {
        self.connection = Some(connection.detached());
        self
    }

    /// The same as [`connection`](Self::connection), by the name of what it
    /// enables: the ACP transport of `acp` servers.
    #[cfg(acp_mcp_over_acp)]
    pub fn acp(self, connection: &crate::Connection) -> Self {
        self.connection(connection)
    }
}
