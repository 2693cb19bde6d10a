//! Interop with peers written with other SDKs and programs: the TypeScript and
//! Python SDKs, acpx, the MCP `everything` server, and `acp check` against them.

#[path = "../support"]
mod support {
    pub mod agent_process;
    pub mod agents;
    pub mod install;
    pub mod node;
    pub mod paths;
    #[cfg(any(feature = "ws", feature = "http"))]
    pub mod remote_peers;
    pub mod scenario;
    #[cfg(all(feature = "v2", feature = "store-sqlite"))]
    pub mod scratch;
    pub mod transcript;
}

mod check_cli_interop;
mod interop_acpx;
#[cfg(feature = "mcp")]
mod interop_mcp_everything;
mod interop_python;
mod interop_ts;
#[cfg(all(feature = "ws", feature = "http"))]
mod interop_ts_remote;
mod interop_ts_unstable;
mod interop_ts_v2;
#[cfg(all(feature = "v2", feature = "store-sqlite"))]
mod interop_ts_v2_store;
