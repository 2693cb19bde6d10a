//! Remote agents: WebSocket, Streamable HTTP, TLS, the server's limits, and real
//! reverse proxies in front of it.

#[path = "../support"]
mod support {
    pub mod chat_run;
    pub mod debian;
    pub mod leftovers;
    pub mod paths;
    pub mod proc_stats;
    pub mod processes;
    #[cfg(any(feature = "ws", feature = "http"))]
    pub mod remote_peers;
    pub mod reverse_proxy;
    pub mod scratch;
}

#[cfg(feature = "http")]
mod remote_http;
#[cfg(all(feature = "ws", feature = "http"))]
mod remote_limits;
#[cfg(all(feature = "ws", feature = "http", feature = "tls"))]
mod remote_tls;
#[cfg(feature = "ws")]
mod remote_ws;
#[cfg(all(feature = "ws", feature = "http", feature = "tls"))]
mod reverse_proxies;

// A PostgreSQL server of a test's own: the session store's test server.
#[cfg(all(unix, feature = "store-postgres"))]
#[path = "../../src/session/store/postgres/server.rs"]
#[allow(dead_code)]
mod postgres_server;
