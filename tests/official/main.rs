//! Interop with the official Rust SDK: its agents and clients against ours in every
//! protocol module, our macros and test agent, its conductor, its HTTP transport and
//! its MCP-over-ACP bridge.

#[path = "../support"]
mod support {
    pub mod agents;
    pub mod install;
    #[cfg(all(feature = "mcp", feature = "unstable"))]
    pub mod mcp_service;
    pub mod official_peers;
    pub mod official_relay;
    pub mod paths;
    #[cfg(any(feature = "ws", feature = "http"))]
    pub mod remote_peers;
    pub mod scenario;
    pub mod scratch;
    pub mod transcript;
}

mod interop_macros;
mod interop_official;
#[cfg(feature = "unstable")]
mod interop_official_conductor;
#[cfg(all(feature = "ws", feature = "http"))]
mod interop_official_http;
#[cfg(all(feature = "mcp", feature = "unstable"))]
mod interop_official_mcp;
mod interop_official_store;
mod interop_official_test_agent;
mod interop_official_unstable;
mod interop_official_v2;

// The v2 agent's tool call ids and MCP side, which it finds at the crate's root.
#[cfg(feature = "v2")]
#[path = "../../examples/test_agent/calls.rs"]
mod calls;
#[cfg(feature = "mcp")]
#[path = "../../examples/test_agent/mcp.rs"]
mod mcp;
#[cfg(all(feature = "v2", feature = "store"))]
#[path = "../../examples/test_agent/store.rs"]
mod store;
