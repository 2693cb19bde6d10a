//! Remote agents: ACP over WebSocket and Streamable HTTP, on one `/acp` endpoint.
//!
//! An agent served this way runs in a server process and is reached by URL
//! instead of being started as a child process. The wire format is the same
//! JSON-RPC as over stdio; only the framing changes:
//!
//! | request to `/acp` | what it does |
//! |---|---|
//! | `GET` with `Upgrade: websocket` (feature `ws`) | a new connection; every WebSocket text message is one JSON-RPC message, both ways; binary messages are ignored |
//! | `POST` of `initialize` without [`CONNECTION_ID_HEADER`] (feature `http`) | a new connection; `200 OK` with the `initialize` response as the body and the connection's id in [`CONNECTION_ID_HEADER`] |
//! | `POST` with [`CONNECTION_ID_HEADER`] | one message to the agent; `202 Accepted` at once (the answer comes on the event stream); a message about a session also carries [`SESSION_ID_HEADER`] |
//! | `GET` with [`CONNECTION_ID_HEADER`] and `Accept: text/event-stream` | the connection's one server-sent event stream: everything the agent sends after `initialize`, one message per event |
//! | the same with [`SESSION_ID_HEADER`] | a stream for one session (as the TypeScript and official Rust clients open): the messages about that session, and the answers to requests posted for it, go there while it is open |
//! | `DELETE` with [`CONNECTION_ID_HEADER`] | ends the connection (`202 Accepted`) |
//!
//! Each remote client gets a [`Connection`](crate::Connection) of its own, made
//! from the handler the server's factory returns: its messages are handed to the
//! connection as lines of an in-process pipe, so ordering, cancellation, one
//! answer per request and the [`Config`] limits are those of
//! stdio. When the client goes away (socket closed, `DELETE`, event stream
//! dropped, idle timeout) the connection ends as if stdin had closed: running
//! handlers are cancelled and pending calls to the client fail.
//!
//! # Safe by default
//!
//! [`ServerConfig`] starts from settings for a server that only the local
//! user's programs should reach, and that clients on an open network cannot
//! wear down:
//!
//! | setting | default | a request that breaks it |
//! |---|---|---|
//! | [`bind`](ServerConfig::bind) | `127.0.0.1:0` (loopback, any free port) | — ([`serve`] refuses an address other machines can reach without a bearer token, unless [`allow_public_without_token`](ServerConfig::allow_public_without_token)) |
//! | [`allow_origin`](ServerConfig::allow_origin) | no browser origin | `403 Forbidden` (a request without `Origin`, from a program rather than a browser page, is let through) |
//! | [`bearer_token`](ServerConfig::bearer_token) | none | `401 Unauthorized` without `Authorization: Bearer <token>`; with [`bind_connections_to_token`](ServerConfig::bind_connections_to_token) (on) an HTTP connection answers only the token that opened it (`404` otherwise) |
//! | [`max_message_size`](ServerConfig::max_message_size) | 16 MiB | `413 Payload Too Large` (HTTP), close code 1009 (WebSocket) |
//! | [`max_connections`](ServerConfig::max_connections) | 256 | `503 Service Unavailable`, unless a connection has been idle for [`reclaim_idle_after`](ServerConfig::reclaim_idle_after) (60 s): it is ended and the newcomer gets its slot |
//! | [`header_timeout`](ServerConfig::header_timeout) | 5 s | the socket is closed (a request head, or a TLS handshake, not complete in time; a socket idle between requests) |
//! | [`body_timeout`](ServerConfig::body_timeout) | 10 s | `408 Request Timeout` |
//! | [`start_timeout`](ServerConfig::start_timeout) | 10 s | the connection is ended: a WebSocket that sent no message (close code 1008), an HTTP connection that neither opened its event stream nor posted again after `initialize` |
//! | [`idle_timeout`](ServerConfig::idle_timeout) | 30 minutes | the connection is ended |
//! | [`ping_interval`](ServerConfig::ping_interval) | 30 s | a WebSocket client silent for two intervals (no pong) is taken as gone: close code 1001 (an idle event stream gets a comment line as often) |
//!
//! A refused request never affects the connections already being served.
//! When the process runs out of file descriptors, the socket that has waited
//! the longest without a request in progress is closed to make room for a
//! new one. WebSocket frames that break RFC 6455 end their connection with
//! the code section 7.4.1 gives: 1007 for a text message that is not UTF-8,
//! 1002 for other protocol errors (such as a compressed frame, as no
//! extension is negotiated), 1009 for a message over the size limit.
//!
//! [`serve`] returns what the operator should know about the settings as
//! [`Server::warnings`] (see [`ServerWarning`]), which programs should print:
//! they are also logged with `tracing`, which shows nothing without a
//! subscriber. Connection ids are 128 bits from the operating system's random
//! source; [`generate_token`] makes a bearer token the same way.
//!
//! A client that stops reading (an event stream opened and never read, a
//! WebSocket whose reader stalls) holds only bounded memory: past the
//! connection's [`write_queue`](crate::Config::write_queue), an event stream
//! queues at most 256 messages and 1 MiB, and then the agent's sends wait, as
//! they do for a stdio peer that stops reading. Other connections are not
//! slowed. When such a client goes away its connection ends like any other.
//!
//! # Behind a reverse proxy
//!
//! In production an agent server usually sits behind a reverse proxy that
//! holds the public name and the TLS certificate. The repository's
//! `examples/deploy/` has configurations for nginx and Caddy that its tests
//! run as they are; what the server does for them:
//!
//! - Event streams pass through proxies that buffer responses: they carry
//!   `X-Accel-Buffering: no` (nginx's per-response switch for
//!   `proxy_buffering`) and `Cache-Control: no-cache, no-transform`, and get a
//!   comment line every [`ping_interval`](ServerConfig::ping_interval) of
//!   silence, as WebSocket clients get a ping, so the proxy's read timeout
//!   does not cut idle connections.
//! - Every request's TCP peer is the proxy. With
//!   [`trust_proxy`](ServerConfig::trust_proxy) naming it, the server reads
//!   who the client was from the proxy's `X-Forwarded-For` (else
//!   `Forwarded`), read from the right so that what a client wrote itself is
//!   never taken, for the [per-client
//!   limit](ServerConfig::max_connections_per_client) and the `client` field
//!   of the `acp.remote` tracing span (with `via`, the proxy). From a peer it
//!   does not trust those headers are ignored.
//! - A browser page is checked by its `Origin` header, which proxies pass as
//!   it is: a web client served from the proxy's public origin
//!   (`https://agent.example`) needs [`allow_origin`](ServerConfig::allow_origin)
//!   with that origin. The server never lets a page in because its origin is
//!   the one the request was sent to (the `Host`, or what a trusted proxy
//!   forwarded): after DNS rebinding, a foreign page's requests have that same
//!   `Host`. The refusal says when the origin was the server's own.
//!
//! # Several agent servers behind one proxy
//!
//! A WebSocket connection is one TCP connection, which a proxy keeps on the
//! server it chose. Each Streamable HTTP request is a new exchange, so the
//! proxy must send it to the server that made its connection: give each
//! server a [`route`](ServerConfig::route) name, which ends its connection
//! ids (`<128 random bits in hex>.agent-1`), and route requests by the end of their
//! [`CONNECTION_ID_HEADER`] (nginx: a `map` on `$http_acp_connection_id`;
//! Caddy: a `header_regexp` matcher). The first request, `initialize`, has no
//! id yet and may go to any server. A request whose connection its server does
//! not know gets `404 Not Found` saying so (and, when its id ends in another
//! server's route, that the proxy sent it to the wrong one); it never reaches
//! another connection. Hashing the connection id (nginx's `hash
//! $http_acp_connection_id`, Caddy's `lb_policy header`) does not work: the id
//! is made by whichever server took `initialize`, and the hash sends its later
//! requests wherever it points.
//!
//! # TLS and HTTP/2
//!
//! With feature `tls` (rustls), `ServerConfig::tls` serves the endpoint over
//! TLS with a `TlsIdentity`; each handshake runs on its own (within the
//! header timeout), so a slow one holds up nobody. ALPN offers HTTP/2 first: Streamable HTTP
//! clients that speak it get it (the profile asks for HTTP/2), WebSocket
//! clients get HTTP/1.1. Without TLS the server speaks HTTP/1.1, and HTTP/2
//! to clients that start with it (prior knowledge, "h2c").
//!
//! # Clients
//!
//! [`connect`] takes a `ws://`, `wss://`, `http://` or `https://` URL (the
//! secure ones need feature `tls`) and returns a [`Connection`](crate::Connection)
//! like [`ProcessSpec::spawn`](crate::transport::ProcessSpec) does, so a typed
//! peer is built on it the same way. Over `https://` the HTTP client uses
//! HTTP/2 when the server offers it; it keeps the cookies the server sets for
//! the connection. `ClientConfig::add_root_certificate_pem` (feature `tls`)
//! trusts a private CA or a self-signed certificate besides the web roots.

mod accept;
mod admission;
mod bridge;
mod client;
mod client_config;
mod endpoint;
#[cfg(feature = "http")]
mod events;
mod exposure;
mod forwarded;
#[cfg(feature = "http")]
mod http;
#[cfg(feature = "http")]
mod http_client;
#[cfg(feature = "http")]
mod http_conn;
mod ip_range;
mod route;
mod secrets;
mod server;
mod shared;
mod slots;
#[cfg(feature = "http")]
mod sse;
#[cfg(feature = "http")]
mod sse_parser;
#[cfg(feature = "tls")]
mod tls;
mod trim;
mod waiting;
#[cfg(feature = "ws")]
mod ws;
#[cfg(feature = "ws")]
mod ws_client;

use std::net::SocketAddr;
use std::time::Duration;

pub use client::connect;
pub use client_config::ClientConfig;
pub use exposure::{PublicWithoutToken, ServerWarning};
pub use ip_range::{InvalidIpRange, IpRange};
pub use route::InvalidRoute;
pub use secrets::generate_token;
pub use server::{serve, Server};

use crate::connection::Config;

/// The header that names a remote connection: returned by the server when the
/// connection is made, sent by the client on every later HTTP request.
pub const CONNECTION_ID_HEADER: &str = "acp-connection-id";

/// The header that names the session an HTTP `POST` is about (the message's
/// `params.sessionId`).
pub const SESSION_ID_HEADER: &str = "acp-session-id";

/// The path of the endpoint, for servers and for URLs without a path.
pub const ENDPOINT: &str = "/acp";

/// Settings of a remote agent server ([`serve`]). See the [module
/// docs](self#safe-by-default) for the defaults. Its `Debug` does not show the
/// bearer token.
#[derive(Clone)]
#[non_exhaustive]
pub struct ServerConfig {
    /// The address to listen on. Default: `127.0.0.1:0`.
    pub bind: SocketAddr,
    /// Browser origins (`scheme://host[:port]`) allowed to connect; requests
    /// with another `Origin` header are refused with 403. Default: none.
    pub allowed_origins: Vec<String>,
    /// Whether any origin is allowed. Default: false.
    pub any_origin: bool,
    /// The tokens clients may send as `Authorization: Bearer <token>`; with
    /// none, no authentication. Default: none.
    pub bearer_tokens: Vec<String>,
    /// Whether a Streamable HTTP connection can be used only with the bearer
    /// token that opened it (with several tokens, one client cannot use
    /// another's connection even if it learns its id: it gets 404). Default:
    /// true.
    pub bind_connections_to_token: bool,
    /// Whether the server may serve an address other machines can reach
    /// without a bearer token. Default: false ([`serve`] refuses).
    pub public_without_token: bool,
    /// The largest message accepted from a client, in bytes. Default: 16 MiB.
    pub max_message_size: usize,
    /// How many connections may be open at once. Default: 256.
    pub max_connections: usize,
    /// How many connections one client address may have open at once (the
    /// address a [trusted proxy](ServerConfig::trusted_proxies) forwarded,
    /// behind one); a client past it gets `429 Too Many Requests`, unless one
    /// of its own connections has been idle for
    /// [`reclaim_idle_after`](ServerConfig::reclaim_idle_after): that one is
    /// ended instead. Default: `None`, no limit (every local program shares
    /// the loopback address).
    pub max_connections_per_client: Option<usize>,
    /// When the server is full, a new client gets the slot of the connection
    /// that has been idle (no message either way) the longest, if it has been
    /// idle for this long; that connection is ended. Default: 60 s; `None`
    /// refuses the new client with 503 instead.
    pub reclaim_idle_after: Option<Duration>,
    /// How long a client may take to send a request's head (its request line
    /// and headers), counted from when its socket was accepted (and its TLS
    /// handshake, which has the same limit, done) or its previous request
    /// ended. A socket with no request in progress for this long is closed,
    /// so half-sent requests and idle keep-alive sockets do not hold
    /// descriptors. Default: 5 s.
    pub header_timeout: Duration,
    /// How long a client may take to send a `POST`'s body once its head has
    /// arrived: `408 Request Timeout` after it. Default: 10 s.
    pub body_timeout: Duration,
    /// How long a new connection may take to start: over WebSocket, from the
    /// upgrade to the client's first message (close code 1008 after it); over
    /// Streamable HTTP, from the answer to `initialize` to the client's
    /// opening an event stream or posting its next message. A connection that
    /// does not start is ended and its slot is free again. Default: 10 s.
    pub start_timeout: Duration,
    /// A connection with no message either way for this long is ended.
    /// Default: 30 minutes; `None` keeps idle connections open.
    pub idle_timeout: Option<Duration>,
    /// How often a WebSocket client is pinged, and how long an event stream
    /// may be silent before the server writes a comment line on it. A
    /// WebSocket client that sent nothing, not even the pong, for two
    /// intervals is taken as gone (a peer that vanished without closing TCP)
    /// and its connection is ended. Both keep a reverse proxy's read timeout
    /// (nginx's `proxy_read_timeout`, 60 s by default) from cutting an idle
    /// connection, so keep this well below it. Pings and comments do not
    /// count against [`ServerConfig::idle_timeout`]. Default: 30 s; `None`
    /// sends neither.
    pub ping_interval: Option<Duration>,
    /// The reverse proxies whose forwarding headers are believed: from a peer
    /// in one of these ranges, `X-Forwarded-For` (with `X-Forwarded-Proto`
    /// and `X-Forwarded-Host`) or else `Forwarded` names the client, for the
    /// [per-client limit](ServerConfig::max_connections_per_client), the logs
    /// and the origin the agent is reached at. From any other peer they are
    /// ignored. List the proxy's own address as the agent sees it, never a
    /// range the clients are in: a client inside it could name itself anyone.
    /// See the [module docs](self#behind-a-reverse-proxy). Default: none.
    pub trusted_proxies: Vec<IpRange>,
    /// A name for this server among several behind one proxy: its connection
    /// ids end in `.NAME`, so the proxy can send each Streamable HTTP request
    /// to the server that made its connection (see the [module
    /// docs](self#several-agent-servers-behind-one-proxy)). Letters, digits,
    /// `-` and `_`, at most 32; [`serve`] refuses others. Default: none.
    pub route: Option<String>,
    /// The settings of each client's [`Connection`](crate::Connection).
    pub connection: Config,
    /// Whether the server asks the allocator to give the memory freed by
    /// ended connections back to the operating system (glibc's
    /// `malloc_trim`, a second after connections end, at most once a second;
    /// nothing elsewhere). Without it glibc keeps that memory for later
    /// allocations and RSS stays near its peak after a burst of clients.
    /// Default: true.
    pub trim_memory: bool,
    /// Serve over TLS with this identity (`wss://`, `https://`). Default:
    /// none (plain TCP).
    #[cfg(feature = "tls")]
    pub tls: Option<TlsIdentity>,
}

/// The certificate chain and private key a server presents over TLS, as PEM
/// text (feature `tls`). Its `Debug` does not show the key.
#[cfg(feature = "tls")]
#[derive(Clone)]
pub struct TlsIdentity {
    /// The server's certificate first, then the intermediates.
    pub(crate) cert_chain: String,
    /// A PKCS#8, PKCS#1 or SEC1 private key.
    pub(crate) key: String,
}

#[cfg(feature = "tls")]
impl TlsIdentity {
    /// An identity from PEM text: `cert_chain` holds one or more
    /// `CERTIFICATE` blocks (the server's first), `key` one private key. They
    /// are checked when the server starts.
    pub fn from_pem(cert_chain: impl Into<String>, key: impl Into<String>) -> Self {
        TlsIdentity {
            cert_chain: cert_chain.into(),
            key: key.into(),
        }
    }
}

#[cfg(feature = "tls")]
impl std::fmt::Debug for TlsIdentity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TlsIdentity")
            .field(
                "cert_chain",
                &format_args!("{} bytes of PEM", self.cert_chain.len()),
            )
            .field("key", &format_args!("(hidden)"))
            .finish()
    }
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            bind: SocketAddr::from(([127, 0, 0, 1], 0)),
            allowed_origins: Vec::new(),
            any_origin: false,
            bearer_tokens: Vec::new(),
            bind_connections_to_token: true,
            public_without_token: false,
            max_message_size: 16 << 20,
            max_connections: 256,
            max_connections_per_client: None,
            reclaim_idle_after: Some(Duration::from_secs(60)),
            header_timeout: Duration::from_secs(5),
            body_timeout: Duration::from_secs(10),
            start_timeout: Duration::from_secs(10),
            idle_timeout: Some(Duration::from_secs(30 * 60)),
            ping_interval: Some(Duration::from_secs(30)),
            trusted_proxies: Vec::new(),
            route: None,
            connection: Config::default(),
            trim_memory: true,
            #[cfg(feature = "tls")]
            tls: None,
        }
    }
}

impl std::fmt::Debug for ServerConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = f.debug_struct("ServerConfig");
        out.field("bind", &self.bind)
            .field("allowed_origins", &self.allowed_origins)
            .field("any_origin", &self.any_origin)
            .field(
                "bearer_tokens",
                &format_args!("{} (hidden)", self.bearer_tokens.len()),
            )
            .field("bind_connections_to_token", &self.bind_connections_to_token)
            .field("public_without_token", &self.public_without_token)
            .field("max_message_size", &self.max_message_size)
            .field("max_connections", &self.max_connections)
            .field(
                "max_connections_per_client",
                &self.max_connections_per_client,
            )
            .field("reclaim_idle_after", &self.reclaim_idle_after)
            .field("header_timeout", &self.header_timeout)
            .field("body_timeout", &self.body_timeout)
            .field("start_timeout", &self.start_timeout)
            .field("idle_timeout", &self.idle_timeout)
            .field("ping_interval", &self.ping_interval)
            .field("trusted_proxies", &self.trusted_proxies)
            .field("route", &self.route)
            .field("connection", &self.connection)
            .field("trim_memory", &self.trim_memory);
        #[cfg(feature = "tls")]
        out.field("tls", &self.tls);
        out.finish()
    }
}

/// A secret as `Debug` shows it: whether there is one, not what it is.
pub(crate) fn hidden(secret: &Option<String>) -> Option<&'static str> {
    secret.as_ref().map(|_| "(hidden)")
}

impl ServerConfig {
    /// Whether the server serves TLS.
    fn tls_enabled(&self) -> bool {
        #[cfg(feature = "tls")]
        return self.tls.is_some();
        #[cfg(not(feature = "tls"))]
        false
    }

    /// Sets [`ServerConfig::bind`]. Anything but a loopback address makes the
    /// agent reachable from other machines: [`serve`] then requires a
    /// [`bearer_token`](ServerConfig::bearer_token) (see
    /// [`generate_token`]), or
    /// [`allow_public_without_token`](ServerConfig::allow_public_without_token).
    pub fn bind(mut self, addr: SocketAddr) -> Self {
        self.bind = addr;
        self
    }

    /// Adds a browser origin to [`ServerConfig::allowed_origins`], such as
    /// `https://editor.example`.
    pub fn allow_origin(mut self, origin: impl Into<String>) -> Self {
        self.allowed_origins.push(origin.into());
        self
    }

    /// Allows requests from any browser origin ([`ServerConfig::any_origin`]).
    pub fn allow_any_origin(mut self) -> Self {
        self.any_origin = true;
        self
    }

    /// Adds a token to [`ServerConfig::bearer_tokens`]: clients must then
    /// send one of the tokens as `Authorization: Bearer <token>`.
    pub fn bearer_token(mut self, token: impl Into<String>) -> Self {
        self.bearer_tokens.push(token.into());
        self
    }

    /// Sets [`ServerConfig::bind_connections_to_token`].
    pub fn bind_connections_to_token(mut self, bind: bool) -> Self {
        self.bind_connections_to_token = bind;
        self
    }

    /// Lets the server serve an address other machines can reach without a
    /// bearer token ([`ServerConfig::public_without_token`]): anyone who can
    /// reach it can then drive the agent. [`Server::warnings`] says so.
    pub fn allow_public_without_token(mut self) -> Self {
        self.public_without_token = true;
        self
    }

    /// Sets [`ServerConfig::max_message_size`].
    pub fn max_message_size(mut self, bytes: usize) -> Self {
        self.max_message_size = bytes;
        self
    }

    /// Sets [`ServerConfig::max_connections`].
    pub fn max_connections(mut self, count: usize) -> Self {
        self.max_connections = count;
        self
    }

    /// Sets [`ServerConfig::max_connections_per_client`].
    pub fn max_connections_per_client(mut self, count: impl Into<Option<usize>>) -> Self {
        self.max_connections_per_client = count.into();
        self
    }

    /// Adds a reverse proxy (an address, or a range such as `10.0.0.0/8`) to
    /// [`ServerConfig::trusted_proxies`]:
    ///
    /// ```
    /// # fn main() -> Result<(), acp::transport::remote::InvalidIpRange> {
    /// use acp::transport::remote::ServerConfig;
    /// let config = ServerConfig::default()
    ///     .trust_proxy("127.0.0.1".parse()?)
    ///     .trust_proxy("10.20.0.0/16".parse()?);
    /// # Ok(()) }
    /// ```
    pub fn trust_proxy(mut self, proxy: IpRange) -> Self {
        self.trusted_proxies.push(proxy);
        self
    }

    /// Sets [`ServerConfig::route`].
    pub fn route(mut self, name: impl Into<String>) -> Self {
        self.route = Some(name.into());
        self
    }

    /// Sets [`ServerConfig::reclaim_idle_after`].
    pub fn reclaim_idle_after(mut self, after: impl Into<Option<Duration>>) -> Self {
        self.reclaim_idle_after = after.into();
        self
    }

    /// Sets [`ServerConfig::header_timeout`].
    pub fn header_timeout(mut self, timeout: Duration) -> Self {
        self.header_timeout = timeout;
        self
    }

    /// Sets [`ServerConfig::body_timeout`].
    pub fn body_timeout(mut self, timeout: Duration) -> Self {
        self.body_timeout = timeout;
        self
    }

    /// Sets [`ServerConfig::start_timeout`].
    pub fn start_timeout(mut self, timeout: Duration) -> Self {
        self.start_timeout = timeout;
        self
    }

    /// Sets [`ServerConfig::idle_timeout`].
    pub fn idle_timeout(mut self, timeout: impl Into<Option<Duration>>) -> Self {
        self.idle_timeout = timeout.into();
        self
    }

    /// Sets [`ServerConfig::ping_interval`].
    pub fn ping_interval(mut self, interval: impl Into<Option<Duration>>) -> Self {
        self.ping_interval = interval.into();
        self
    }

    /// Sets [`ServerConfig::trim_memory`].
    pub fn trim_memory(mut self, trim: bool) -> Self {
        self.trim_memory = trim;
        self
    }

    /// Sets [`ServerConfig::connection`].
    pub fn connection(mut self, config: Config) -> Self {
        self.connection = config;
        self
    }

    /// Serves over TLS ([`ServerConfig::tls`]): clients connect to `wss://`
    /// and `https://` URLs, and HTTP/2 is offered by ALPN. [`serve`] fails
    /// when the certificate chain or key cannot be used.
    #[cfg(feature = "tls")]
    pub fn tls(mut self, identity: TlsIdentity) -> Self {
        self.tls = Some(identity);
        self
    }
}

/// Why a remote connection could not be made.
#[derive(Debug)]
#[non_exhaustive]
pub enum RemoteError {
    /// The URL cannot be used: not a URL, or a scheme this build does not speak.
    Url(String),
    /// The server answered with an HTTP error instead of accepting the connection.
    Rejected {
        /// The HTTP status.
        status: u16,
        /// The start of the response body, which usually says why.
        body: String,
    },
    /// The server could not be reached, or it broke the transport's rules.
    Transport(String),
    /// The TLS settings cannot be used (a root certificate that is not a
    /// certificate, say).
    Tls(String),
}

impl std::fmt::Display for RemoteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RemoteError::Url(why) => write!(f, "unusable agent URL: {why}"),
            RemoteError::Rejected { status, body } if body.is_empty() => {
                write!(f, "the agent server refused the connection: HTTP {status}")
            }
            RemoteError::Rejected { status, body } => {
                write!(
                    f,
                    "the agent server refused the connection: HTTP {status}: {body}"
                )
            }
            RemoteError::Transport(why) => write!(f, "remote agent connection failed: {why}"),
            RemoteError::Tls(why) => write!(f, "unusable TLS settings: {why}"),
        }
    }
}

impl std::error::Error for RemoteError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_output_keeps_secrets() {
        let server = format!(
            "{:?}",
            ServerConfig::default().bearer_token("s3cret-server")
        );
        assert!(!server.contains("s3cret"), "{server}");
        assert!(server.contains("bearer_tokens: 1 (hidden)"), "{server}");
        let mut client = ClientConfig::default().bearer_token("s3cret-client");
        client
            .headers
            .push(("x-api-key".into(), "s3cret-header".into()));
        let client = format!("{client:?}");
        assert!(!client.contains("s3cret"), "{client}");
        assert!(client.contains("x-api-key"), "{client}");
    }
}
