//! The `/acp` endpoint: admission (origin, token, connection limit), the
//! WebSocket profile and the Streamable HTTP profile.

use std::hash::{BuildHasher, Hasher};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::any;
use axum::Router;
use tokio::task::JoinHandle;

use super::bridge::{bridge, Bridge};
use super::{ServerConfig, CONNECTION_ID_HEADER, ENDPOINT};
use crate::connection::{Config, Connection, Handler};

/// Starts a connection for one client: the factory's handler on a bridge.
type Spawn = dyn Fn(Config) -> (Connection, JoinHandle<()>, Bridge) + Send + Sync;

/// What every request handler of one server shares.
pub(super) struct Shared {
    pub(super) config: ServerConfig,
    /// Which request opens a connection, and which field names a session.
    pub(super) conventions: &'static crate::connection::Conventions,
    spawn: Box<Spawn>,
    /// Open connections, WebSocket and HTTP together.
    live: AtomicUsize,
    /// When the server started: the zero of [`Activity`] stamps.
    pub(super) epoch: Instant,
    /// The Streamable HTTP connections, by id.
    #[cfg(feature = "http")]
    pub(super) http:
        std::sync::Mutex<std::collections::HashMap<String, Arc<super::http::HttpConn>>>,
}

/// A running remote agent server. Dropping it stops accepting new clients;
/// [`Server::shutdown`] also waits for the listener to stop.
#[derive(Debug)]
pub struct Server {
    addr: SocketAddr,
    /// Whether it serves TLS.
    secure: bool,
    shared: Arc<Shared>,
    task: Option<JoinHandle<()>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("config", &self.config)
            .field("live", &self.live.load(Ordering::Relaxed))
            .finish()
    }
}

/// Serves the agents `factory` makes on `/acp`: each remote client gets a
/// [`Connection`] of its own with a new handler. Returns once the listener is
/// bound; the server runs on the current tokio runtime until the [`Server`] is
/// dropped or shut down.
///
/// With [`ServerConfig::tls`] every connection is TLS first (HTTP/2 or
/// HTTP/1.1 by ALPN); without it, plain TCP, where HTTP/2 is spoken to clients
/// that start with it (prior knowledge, "h2c").
///
/// Fails when the address cannot be bound, or the TLS identity cannot be used.
pub async fn serve<H, F>(config: ServerConfig, factory: F) -> std::io::Result<Server>
where
    H: Handler,
    F: Fn() -> H + Send + Sync + 'static,
{
    let listener = tokio::net::TcpListener::bind(config.bind).await?;
    let addr = listener.local_addr()?;
    if !addr.ip().is_loopback() && config.bearer_token.is_none() {
        tracing::warn!(%addr, "ACP agent server reachable from other machines without a bearer token");
    }
    let listener = Bound::new(listener, &config)?;
    let secure = config.tls_enabled();
    let spawn = move |config: Config| bridge(factory(), config);
    let shared = Arc::new(Shared {
        conventions: H::CONVENTIONS,
        config,
        spawn: Box::new(spawn),
        live: AtomicUsize::new(0),
        epoch: Instant::now(),
        #[cfg(feature = "http")]
        http: Default::default(),
    });
    let app = Router::new()
        .route(ENDPOINT, any(endpoint))
        .with_state(shared.clone());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = match listener {
        Bound::Plain(listener) => tokio::spawn(run(listener, app, stopped)),
        #[cfg(feature = "tls")]
        Bound::Tls(listener) => tokio::spawn(run(listener, app, stopped)),
    };
    Ok(Server {
        addr,
        secure,
        shared,
        task: Some(task),
        stop: Some(stop),
    })
}

/// The server's listener: plain TCP, or TLS over it.
enum Bound {
    Plain(tokio::net::TcpListener),
    #[cfg(feature = "tls")]
    Tls(super::tls::TlsListener),
}

impl Bound {
    fn new(listener: tokio::net::TcpListener, config: &ServerConfig) -> std::io::Result<Self> {
        #[cfg(feature = "tls")]
        if let Some(identity) = &config.tls {
            return Ok(Bound::Tls(super::tls::TlsListener::new(
                listener, identity,
            )?));
        }
        let _ = config;
        Ok(Bound::Plain(listener))
    }
}

/// Serves `app` on `listener` until `stopped`.
async fn run<L>(listener: L, app: Router, stopped: tokio::sync::oneshot::Receiver<()>)
where
    L: axum::serve::Listener,
    L::Addr: std::fmt::Debug,
{
    let served = axum::serve(listener, app).with_graceful_shutdown(async move {
        let _ = stopped.await;
    });
    if let Err(err) = served.await {
        tracing::warn!(%err, "ACP agent server stopped");
    }
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

    /// How many client connections are open.
    pub fn connections(&self) -> usize {
        self.shared.live.load(Ordering::Acquire)
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

/// A place among [`ServerConfig::max_connections`], given back when dropped.
pub(super) struct Slot(Arc<Shared>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.live.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Shared {
    /// Takes a connection slot, or `None` when all are taken.
    pub(super) fn slot(self: &Arc<Self>) -> Option<Slot> {
        let max = self.config.max_connections;
        self.live
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < max).then_some(n + 1)
            })
            .ok()
            .map(|_| Slot(self.clone()))
    }

    /// A new connection for a client.
    pub(super) fn spawn(&self) -> (Connection, JoinHandle<()>, Bridge) {
        (self.spawn)(self.config.connection.clone())
    }

    /// Why the request may not go on (its browser origin is not allowed, or it
    /// lacks the bearer token that is required), as the response to give.
    fn refusal(&self, headers: &HeaderMap) -> Option<Response> {
        if let Some(origin) = headers.get(header::ORIGIN) {
            let origin = origin.to_str().unwrap_or("").trim_end_matches('/');
            let allowed = self.config.any_origin
                || self
                    .config
                    .allowed_origins
                    .iter()
                    .any(|o| o.trim_end_matches('/').eq_ignore_ascii_case(origin));
            if !allowed {
                return Some(refuse(
                    StatusCode::FORBIDDEN,
                    &format!("origin {origin:?} is not allowed to use this agent"),
                ));
            }
        }
        if let Some(token) = &self.config.bearer_token {
            let given = headers
                .get(header::AUTHORIZATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Bearer "));
            let ok =
                given.is_some_and(|given| same_secret(given.trim().as_bytes(), token.as_bytes()));
            if !ok {
                let mut response = refuse(
                    StatusCode::UNAUTHORIZED,
                    if given.is_some() {
                        "the bearer token is not valid"
                    } else {
                        "this agent requires an Authorization: Bearer token"
                    },
                );
                response
                    .headers_mut()
                    .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
                return Some(response);
            }
        }
        None
    }
}

/// Compares two secrets in time that does not depend on where they differ.
fn same_secret(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// An error response with a plain-text reason.
pub(super) fn refuse(status: StatusCode, why: &str) -> Response {
    (status, format!("{why}\n")).into_response()
}

/// The 503 for a full server.
pub(super) fn full(shared: &Shared) -> Response {
    refuse(
        StatusCode::SERVICE_UNAVAILABLE,
        &format!(
            "the agent server already has its maximum of {} connections",
            shared.config.max_connections
        ),
    )
}

/// A connection id nobody can guess: 128 bits from the standard library's
/// randomly keyed hasher.
pub(super) fn new_connection_id() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let mut halves = [0u64; 2];
    for (i, half) in halves.iter_mut().enumerate() {
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_u64(n);
        hasher.write_usize(i);
        hasher.write_u128(Instant::now().elapsed().as_nanos());
        *half = hasher.finish();
    }
    format!("{:016x}{:016x}", halves[0], halves[1])
}

/// When a connection last carried a message, in milliseconds since
/// [`Shared::epoch`].
pub(super) struct Activity(AtomicU64);

impl Activity {
    pub(super) fn new(shared: &Shared) -> Self {
        let activity = Activity(AtomicU64::new(0));
        activity.touch(shared);
        activity
    }

    /// Notes a message now.
    pub(super) fn touch(&self, shared: &Shared) {
        let now = shared.epoch.elapsed().as_millis() as u64;
        self.0.store(now, Ordering::Relaxed);
    }

    /// Returns once no message was seen for the server's idle timeout; never
    /// when it has none.
    pub(super) async fn idle(&self, shared: &Shared) {
        self.quiet(shared, shared.config.idle_timeout).await
    }

    /// Returns once no message was seen for `limit`; never when it is `None`.
    pub(super) async fn quiet(&self, shared: &Shared, limit: Option<Duration>) {
        let Some(limit) = limit else {
            return std::future::pending().await;
        };
        loop {
            let last = Duration::from_millis(self.0.load(Ordering::Relaxed));
            // A limit too far off to be a time is no limit.
            let deadline = last.checked_add(limit);
            let Some(deadline) = deadline.and_then(|d| shared.epoch.checked_add(d)) else {
                return std::future::pending().await;
            };
            if Instant::now() >= deadline {
                return;
            }
            tokio::time::sleep_until(deadline.into()).await;
        }
    }
}

/// Every request to `/acp`: admission first, then the profile it belongs to.
async fn endpoint(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    if let Some(refused) = shared.refusal(request.headers()) {
        return refused;
    }
    let upgrade = request
        .headers()
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    if upgrade {
        #[cfg(feature = "ws")]
        return super::ws::upgrade(shared, request).await;
        #[cfg(not(feature = "ws"))]
        return refuse(
            StatusCode::NOT_IMPLEMENTED,
            "this agent server does not speak WebSocket",
        );
    }
    #[cfg(feature = "http")]
    return super::http::handle(shared, request).await;
    #[cfg(not(feature = "http"))]
    {
        let _ = request;
        refuse(
            StatusCode::NOT_IMPLEMENTED,
            "this agent server speaks WebSocket only: connect with a GET and Upgrade: websocket",
        )
    }
}

/// The connection id header's value, for responses.
pub(super) fn connection_id_value(id: &str) -> HeaderValue {
    HeaderValue::from_str(id).expect("connection ids are hex")
}

/// The header name of [`CONNECTION_ID_HEADER`].
pub(super) fn connection_id_name() -> header::HeaderName {
    header::HeaderName::from_static(CONNECTION_ID_HEADER)
}
