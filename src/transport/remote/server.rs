//! A remote agent server: binds the listener and runs the accept loop, each
//! client served on the `/acp` endpoint.

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use tokio::task::JoinHandle;

use super::bridge::bridge;
use super::exposure::{self, ServerWarning};
use super::shared::Shared;
use super::{ServerConfig, ENDPOINT};
use crate::connection::{Config, Handler};

/// A running remote agent server. Dropping it stops accepting new clients;
/// [`Server::shutdown`] also waits for the listener to stop.
#[derive(Debug)]
pub struct Server {
    addr: SocketAddr,
    /// Whether it serves TLS.
    secure: bool,
    shared: Arc<Shared>,
    warnings: Vec<ServerWarning>,
    task: Option<JoinHandle<()>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

/// Serves the agents `factory` makes on `/acp`: each remote client gets a
/// [`Connection`](crate::Connection) of its own with a new handler. Returns once the listener is
/// bound; the server runs on the current tokio runtime until the [`Server`] is
/// dropped or shut down.
///
/// With `ServerConfig::tls` (feature `tls`) every connection is TLS first (HTTP/2 or
/// HTTP/1.1 by ALPN); without it, plain TCP, where HTTP/2 is spoken to clients
/// that start with it (prior knowledge, "h2c").
///
/// Fails, before anything is bound, when [`ServerConfig::bind`] can be reached
/// from other machines and there is no bearer token (unless
/// [`ServerConfig::allow_public_without_token`] opted in); then when the
/// address cannot be bound, or the TLS identity cannot be used. What the
/// operator should know about the settings is in [`Server::warnings`].
pub async fn serve<H, F>(config: ServerConfig, factory: F) -> std::io::Result<Server>
where
    H: Handler,
    F: Fn() -> H + Send + Sync + 'static,
{
    let warnings = exposure::check(&config)?;
    super::route::check(config.route.as_deref())?;
    #[cfg(feature = "tls")]
    let tls = match &config.tls {
        Some(identity) => Some(super::tls::acceptor(identity)?),
        None => None,
    };
    #[cfg(not(feature = "tls"))]
    let tls = None;
    let listener = tokio::net::TcpListener::bind(config.bind).await?;
    let addr = listener.local_addr()?;
    let secure = config.tls_enabled();
    let spawn = move |config: Config| bridge(factory(), config);
    let shared = Arc::new(Shared::new(config, H::CONVENTIONS, Box::new(spawn)));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(super::accept::run(listener, tls, shared.clone(), stopped));
    Ok(Server {
        addr,
        secure,
        shared,
        warnings,
        task: Some(task),
        stop: Some(stop),
    })
}

impl Server {
    /// The address the server listens on (with the port chosen, when it was 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The WebSocket URL of the endpoint, `ws://ADDR/acp` (`wss://` with
    /// TLS).
    pub fn ws_url(&self) -> String {
        let scheme = if self.secure { "wss" } else { "ws" };
        format!("{scheme}://{}{ENDPOINT}", self.addr)
    }

    /// The Streamable HTTP URL of the endpoint, `http://ADDR/acp` (`https://`
    /// with TLS).
    pub fn http_url(&self) -> String {
        let scheme = if self.secure { "https" } else { "http" };
        format!("{scheme}://{}{ENDPOINT}", self.addr)
    }

    /// How many client connections are open (each holds one of
    /// [`ServerConfig::max_connections`]).
    pub fn connections(&self) -> usize {
        self.shared.slots.taken()
    }

    /// How many client sockets are open: the connections' and those of
    /// clients that have not started one (a request still arriving, an idle
    /// keep-alive socket, one that only ever sends a request at a time).
    pub fn sockets(&self) -> usize {
        self.shared.sockets.load(Ordering::Acquire)
    }

    /// What the operator should know about the server's settings (it serves
    /// anyone on the network, say). Also logged with `tracing`; a program
    /// without a tracing subscriber should print them.
    pub fn warnings(&self) -> &[ServerWarning] {
        &self.warnings
    }

    /// Stops accepting clients and waits until the listener has stopped and
    /// the HTTP exchanges in progress have ended; WebSocket connections end when
    /// their clients leave.
    pub async fn shutdown(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            let _ = task.await;
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(task) = self.task.take() {
            task.abort();
        }
    }
}
