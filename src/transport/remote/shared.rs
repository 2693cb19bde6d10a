//! What every request handler of one server shares: its settings, its
//! connection slots, the open sockets and the Streamable HTTP connections.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::task::JoinHandle;

use super::bridge::Bridge;
use super::forwarded::Requester;
#[cfg(feature = "http")]
use super::http_conn::HttpConns;
use super::slots::{NoSlot, Slot, Slots};
use super::waiting::Waiting;
use super::ServerConfig;
use crate::connection::{Config, Connection};

/// Starts a connection for one client: the factory's handler on a bridge.
type Spawn = dyn Fn(Config) -> (Connection, JoinHandle<()>, Bridge) + Send + Sync;

/// What every request handler of one server shares.
pub(super) struct Shared {
    pub(super) config: ServerConfig,
    /// Which request opens a connection, and which field names a session
    /// (for Streamable HTTP, which reads messages).
    #[cfg(feature = "http")]
    pub(super) conventions: &'static crate::connection::Conventions,
    spawn: Box<Spawn>,
    /// The connections' slots, WebSocket and HTTP together.
    pub(super) slots: Arc<Slots>,
    /// Open client sockets, whatever they are doing.
    pub(super) sockets: AtomicUsize,
    /// The sockets without a request in progress.
    pub(super) waiting: Waiting,
    /// Whether the operator was told that an untrusted peer sends forwarding
    /// headers.
    pub(super) warned_forwarding: AtomicBool,
    /// The Streamable HTTP connections, by id.
    #[cfg(feature = "http")]
    pub(super) http: HttpConns,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("config", &self.config)
            .field("connections", &self.slots.taken())
            .field("sockets", &self.sockets.load(Ordering::Relaxed))
            .finish()
    }
}

impl Shared {
    /// The state of a new server: no connection, no socket yet.
    pub(super) fn new(
        config: ServerConfig,
        conventions: &'static crate::connection::Conventions,
        spawn: Box<Spawn>,
    ) -> Self {
        #[cfg(not(feature = "http"))]
        let _ = conventions;
        Shared {
            #[cfg(feature = "http")]
            conventions,
            slots: Arc::new(Slots::new(
                config.max_connections,
                config.max_connections_per_client,
                config.reclaim_idle_after,
                config.trim_memory,
            )),
            config,
            spawn,
            sockets: AtomicUsize::new(0),
            waiting: Waiting::default(),
            warned_forwarding: AtomicBool::new(false),
            #[cfg(feature = "http")]
            http: Default::default(),
        }
    }

    /// Takes a connection slot for `requester`'s client (maybe one an idle
    /// connection is made to give up).
    pub(super) fn slot(&self, requester: &Requester) -> Result<Slot, NoSlot> {
        self.slots.take(requester.client)
    }

    /// A new connection for a client.
    pub(super) fn spawn(&self) -> (Connection, JoinHandle<()>, Bridge) {
        (self.spawn)(self.config.connection.clone())
    }
}

/// An open client socket, counted until dropped (a WebSocket holds it for as
/// long as it lives).
pub(super) struct OpenSocket(Arc<Shared>);

impl OpenSocket {
    pub(super) fn new(shared: &Arc<Shared>) -> Arc<Self> {
        shared.sockets.fetch_add(1, Ordering::AcqRel);
        Arc::new(OpenSocket(shared.clone()))
    }
}

impl Drop for OpenSocket {
    fn drop(&mut self) {
        self.0.sockets.fetch_sub(1, Ordering::AcqRel);
    }
}
