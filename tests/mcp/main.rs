//! MCP (`acp::mcp`): an agent connecting its sessions' MCP servers (and what
//! it says when it cannot), a client offering its own.

#[path = "../support"]
mod support {
    pub mod agent_process;
    pub mod agents;
    #[cfg(all(feature = "mcp", feature = "unstable"))]
    pub mod mcp_service;
    pub mod paths;
}

#[cfg(feature = "mcp")]
mod mcp_agent;
#[cfg(all(feature = "mcp", feature = "unstable"))]
mod mcp_client;
#[cfg(feature = "mcp")]
mod mcp_errors;
