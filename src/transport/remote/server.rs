//! The `/acp` endpoint: admission (origin, token, connection slots), the
//! WebSocket profile and the Streamable HTTP profile.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use tokio::task::JoinHandle;

use super::accept::Waiting;
use super::bridge::{bridge, Bridge};
use super::exposure::{self, ServerWarning};
use super::forwarded::{self, Requester};
use super::secrets::same_secret;
use super::slots::{NoSlot, Slot, Slots};
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
    /// The connections' slots, WebSocket and HTTP together.
    slots: Arc<Slots>,
    /// Open client sockets, whatever they are doing.
    pub(super) sockets: AtomicUsize,
    /// The sockets without a request in progress.
    pub(super) waiting: Waiting,
    /// Whether the operator was told that an untrusted peer sends forwarding
    /// headers.
    warned_forwarding: AtomicBool,
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
    warnings: Vec<ServerWarning>,
    task: Option<JoinHandle<()>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
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

/// Serves the agents `factory` makes on `/acp`: each remote client gets a
/// [`Connection`] of its own with a new handler. Returns once the listener is
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
    let shared = Arc::new(Shared {
        conventions: H::CONVENTIONS,
        slots: Arc::new(Slots::new(
            config.max_connections,
            config.max_connections_per_client,
            config.reclaim_idle_after,
            config.trim_memory,
        )),
        config,
        spawn: Box::new(spawn),
        sockets: AtomicUsize::new(0),
        waiting: Waiting::default(),
        warned_forwarding: AtomicBool::new(false),
        #[cfg(feature = "http")]
        http: Default::default(),
    });
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

/// The bearer token a request was admitted with: its index in
/// [`ServerConfig::bearer_tokens`], `None` on a server without tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Admitted(pub(super) Option<usize>);

impl Shared {
    /// Takes a connection slot for `requester`'s client (maybe one an idle
    /// connection is made to give up).
    pub(super) fn slot(&self, requester: &Requester) -> Result<Slot, NoSlot> {
        self.slots.take(requester.client)
    }

    /// A new connection for a client.
    pub(super) fn spawn(&self) -> (Connection, JoinHandle<()>, Bridge) {
        (self.spawn)(self.config.connection.clone())
    }

    /// Whether the request may go on: its browser origin, if any, is allowed,
    /// and it has one of the bearer tokens when they are required.
    /// `public_origin` is where clients reach the server, for the refusal.
    fn admit(
        &self,
        headers: &HeaderMap,
        public_origin: impl FnOnce() -> Option<String>,
    ) -> Result<Admitted, Refused> {
        if let Some(origin) = headers.get(header::ORIGIN) {
            let origin = origin.to_str().unwrap_or("").trim_end_matches('/');
            let allowed = self.config.any_origin
                || self
                    .config
                    .allowed_origins
                    .iter()
                    .any(|o| o.trim_end_matches('/').eq_ignore_ascii_case(origin));
            if !allowed {
                let own = public_origin().is_some_and(|own| own.eq_ignore_ascii_case(origin));
                return Err(Refused::Origin {
                    origin: origin.to_owned(),
                    own,
                });
            }
        }
        let tokens = &self.config.bearer_tokens;
        if tokens.is_empty() {
            return Ok(Admitted(None));
        }
        let given = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        let Some(given) = given else {
            return Err(Refused::NoToken);
        };
        // Every token is compared, so the time taken does not tell which
        // one came close.
        let given = given.trim().as_bytes();
        let matched = tokens.iter().enumerate().fold(None, |found, (i, token)| {
            found.or(same_secret(given, token.as_bytes()).then_some(i))
        });
        matched.map(|i| Admitted(Some(i))).ok_or(Refused::BadToken)
    }
}

/// Why a request was not admitted.
enum Refused {
    /// Its browser origin is not allowed; `own` when it is the origin the
    /// server is reached at.
    Origin { origin: String, own: bool },
    /// It has no bearer token, and one is required.
    NoToken,
    /// Its bearer token is not one of the server's.
    BadToken,
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let why = match self {
            Refused::Origin { origin, own } => {
                // A page of the agent's own origin is refused too unless it is
                // listed: a page of another site that DNS rebinding sent here
                // has the same Host, so the Host cannot vouch for the page.
                let hint = match own {
                    true => {
                        ": this is the origin the agent is served at, and pages from it \
                             are allowed only when the server lists it (allow_origin)"
                    }
                    false => "",
                };
                return refuse(
                    StatusCode::FORBIDDEN,
                    &format!("origin {origin:?} is not allowed to use this agent{hint}"),
                );
            }
            Refused::NoToken => "this agent requires an Authorization: Bearer token",
            Refused::BadToken => "the bearer token is not valid",
        };
        let mut response = refuse(StatusCode::UNAUTHORIZED, why);
        response
            .headers_mut()
            .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        response
    }
}

/// An error response with a plain-text reason.
pub(super) fn refuse(status: StatusCode, why: &str) -> Response {
    (status, format!("{why}\n")).into_response()
}

/// The refusal of a client that got no connection slot: 503 when the server
/// is full, 429 when the client has its maximum.
pub(super) fn no_slot(shared: &Shared, no_slot: NoSlot) -> Response {
    let config = &shared.config;
    let (status, mut why) = match no_slot {
        NoSlot::Full => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "the agent server already has its maximum of {} connections",
                config.max_connections
            ),
        ),
        NoSlot::ClientFull(client) => (
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "client {client} already has its maximum of {} connections to this agent server",
                config.max_connections_per_client.unwrap_or_default()
            ),
        ),
    };
    if let Some(after) = config.reclaim_idle_after {
        why.push_str(&format!(", none of them idle for {after:?}"));
    }
    tracing::debug!("{why}");
    refuse(status, &why)
}

/// Every request: admission first, then the profile it belongs to.
pub(super) async fn endpoint(shared: Arc<Shared>, request: Request) -> Response {
    if request.uri().path() != ENDPOINT {
        return refuse(
            StatusCode::NOT_FOUND,
            &format!("nothing here: the agent is served on {ENDPOINT}"),
        );
    }
    let trusted = &shared.config.trusted_proxies;
    let requester = forwarded::requester(&request, trusted, &shared.warned_forwarding);
    let public_origin = || requester.public_origin(&request, shared.config.tls_enabled());
    let admitted = match shared.admit(request.headers(), public_origin) {
        Ok(admitted) => admitted,
        Err(refused) => {
            tracing::debug!(client = %requester.client, "request refused");
            return refused.into_response();
        }
    };
    let upgrade = request
        .headers()
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    if upgrade {
        #[cfg(feature = "ws")]
        return super::ws::upgrade(shared, request, requester).await;
        #[cfg(not(feature = "ws"))]
        return refuse(
            StatusCode::NOT_IMPLEMENTED,
            "this agent server does not speak WebSocket",
        );
    }
    #[cfg(feature = "http")]
    return super::http::handle(shared, request, admitted, requester).await;
    #[cfg(not(feature = "http"))]
    {
        let _ = (request, admitted, requester);
        refuse(
            StatusCode::NOT_IMPLEMENTED,
            "this agent server speaks WebSocket only: connect with a GET and Upgrade: websocket",
        )
    }
}

/// The connection id header's value, for responses.
pub(super) fn connection_id_value(id: &str) -> HeaderValue {
    HeaderValue::from_str(id).expect("connection ids are hex and a checked route")
}

/// The header name of [`CONNECTION_ID_HEADER`].
pub(super) fn connection_id_name() -> header::HeaderName {
    header::HeaderName::from_static(CONNECTION_ID_HEADER)
}
