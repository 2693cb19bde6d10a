//! Remote agents behind the reverse proxies they are deployed behind: nginx
//! and Caddy from Debian's packages (installed when missing), each in front of
//! the test agent (`--listen`, a process of its own) on loopback, running the
//! configurations of `examples/deploy/` as the docs give them (TLS at the
//! proxy) and, for nginx, the WebSocket configuration people usually write
//! with its default buffering (`tests/proxies/`):
//!
//! - `acp chat http://…/acp` through the usual nginx config completes
//!   `stream 5` within 2 s;
//! - 20 WebSocket clients' turns pass, foreign and DNS-rebinding origins are
//!   refused through the proxy and a listed one is let in;
//! - Streamable HTTP turns: the agent's first message arrives within 1 s of
//!   the prompt, a 2 MiB prompt and its 2 MiB answer pass;
//! - the bearer token is required through the proxy;
//! - the trusted proxy's forwarded client addresses are honoured for the
//!   per-client limit, spoofed ones (through the proxy, or from a peer not
//!   trusted) are not;
//! - idle connections outlive the proxy's read timeout thanks to the server's
//!   pings and event-stream comments (and are cut without them);
//! - a client that stops reading its event stream through nginx makes the
//!   agent wait, nginx's buffering notwithstanding;
//! - two agents behind one proxy with the documented routing: 50 HTTP clients
//!   (20 through Caddy) complete their turns, each connection's requests all
//!   go to the agent that made it, and an id its agent does not know gets the
//!   documented 404.

use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::transport::remote::{self, ClientConfig, ServerConfig, CONNECTION_ID_HEADER};
use acp::v1::*;
use acp::{acp_client, Result};
use reqwest::StatusCode;

use crate::support;
use support::remote_peers::{self as peers, request_line, text_prompt, Remote};
use support::reverse_proxy::{Agent, Certificate, Kind, Proxy, Scratch};

const WITHIN: Duration = Duration::from_secs(20);

// ---------------------------------------------------------------------------
// A proxy in front of agents.

/// A proxy in front of one or more agents, and how clients reach it.
struct Front {
    proxy: Proxy,
    agents: Vec<Agent>,
    /// The certificate the proxy serves, with TLS.
    cert: Option<Certificate>,
    /// Where the certificate is (removed last).
    _dir: Scratch,
}

impl Front {
    /// The deployment configuration of `kind` (`examples/deploy/`, TLS) in
    /// front of one test agent started with `agent_args`.
    fn deployed(kind: Kind, agent_args: &[&str]) -> Front {
        let config = match kind {
            Kind::Nginx => "examples/deploy/nginx/acp.conf",
            Kind::Caddy => "examples/deploy/caddy/Caddyfile",
        };
        let agent = Agent::start(&support::paths::test_agent(), agent_args);
        let vars = [("AGENT", agent.host_port())];
        Front::with_tls(kind, config, &vars, vec![agent])
    }

    /// The scale-out configuration of `kind` in front of two test agents
    /// with the route names it expects.
    fn scaled_out(kind: Kind) -> Front {
        let config = match kind {
            Kind::Nginx => "examples/deploy/nginx/acp-scale-out.conf",
            Kind::Caddy => "examples/deploy/caddy/Caddyfile.scale-out",
        };
        let test_agent = support::paths::test_agent();
        let agents: Vec<Agent> = ["agent-1", "agent-2"]
            .iter()
            .map(|route| Agent::start(&test_agent, &["--route", route]))
            .collect();
        let vars = [
            ("AGENT_1", agents[0].host_port()),
            ("AGENT_2", agents[1].host_port()),
        ];
        Front::with_tls(kind, config, &vars, agents)
    }

    fn with_tls(kind: Kind, config: &str, vars: &[(&str, String)], agents: Vec<Agent>) -> Front {
        let dir = Scratch::new("proxy-cert");
        let cert = Certificate::new(dir.path());
        let mut vars = vars.to_vec();
        vars.extend([
            ("SERVER_NAME", "localhost".to_owned()),
            ("CERTIFICATE", cert.cert_file.display().to_string()),
            ("CERTIFICATE_KEY", cert.key_file.display().to_string()),
        ]);
        Front {
            proxy: Proxy::start(kind, config, &vars),
            agents,
            cert: Some(cert),
            _dir: dir,
        }
    }

    /// nginx with the usual WebSocket configuration and its default
    /// buffering (`tests/proxies/nginx-plain.conf`), plain HTTP, in front of
    /// the agent at `agent` (`HOST:PORT`), with `read_timeout`.
    fn usual_nginx(agent: String, read_timeout: &str) -> Front {
        let vars = [("AGENT", agent), ("READ_TIMEOUT", read_timeout.to_owned())];
        Front::plain("tests/proxies/nginx-plain.conf", &vars, Vec::new())
    }

    /// nginx with the plain-HTTP configuration `config` of the tests.
    fn plain(config: &str, vars: &[(&str, String)], agents: Vec<Agent>) -> Front {
        Front {
            proxy: Proxy::start(Kind::Nginx, config, vars),
            agents,
            cert: None,
            _dir: Scratch::new("no-cert"),
        }
    }

    fn authority(&self) -> String {
        match self.cert {
            Some(_) => format!("localhost:{}", self.proxy.port),
            None => format!("127.0.0.1:{}", self.proxy.port),
        }
    }

    fn http_url(&self) -> String {
        let scheme = if self.cert.is_some() { "https" } else { "http" };
        format!("{scheme}://{}/acp", self.authority())
    }

    fn ws_url(&self) -> String {
        let scheme = if self.cert.is_some() { "wss" } else { "ws" };
        format!("{scheme}://{}/acp", self.authority())
    }

    /// Settings of our client that trust the proxy's certificate.
    fn client_config(&self) -> ClientConfig {
        let config = ClientConfig::default();
        match &self.cert {
            Some(cert) => config.add_root_certificate_pem(cert.pem.clone()),
            None => config,
        }
    }

    /// A raw HTTP client of the proxy, connecting from `from`.
    fn raw(&self, from: IpAddr) -> Raw {
        Raw::new(
            self.http_url(),
            from,
            self.cert.as_ref().map(|c| c.pem.as_str()),
        )
    }
}

/// A raw HTTP/1.1 client: what a browser page, a hostile peer or a
/// misrouted request send.
struct Raw {
    url: String,
    http: reqwest::Client,
}

impl Raw {
    fn new(url: String, from: IpAddr, cert: Option<&str>) -> Raw {
        let mut builder = reqwest::Client::builder().local_address(from).http1_only();
        if let Some(pem) = cert {
            let cert = reqwest::Certificate::from_pem(pem.as_bytes()).unwrap();
            builder = builder.add_root_certificate(cert);
        }
        Raw {
            url,
            http: builder.build().unwrap(),
        }
    }

    /// POSTs `body` with `headers`: the status, the connection id, the body.
    async fn post(&self, headers: &[(&str, &str)], body: &str) -> (StatusCode, String, String) {
        peers::post_json(&self.http, &self.url, headers, body).await
    }

    /// POSTs `initialize` with `headers`: the status, the connection id, the body.
    async fn initialize(&self, headers: &[(&str, &str)]) -> (StatusCode, String, String) {
        let initialize = request_line(1, InitializeRequest::new(1));
        self.post(headers, &initialize).await
    }

    /// A WebSocket upgrade with `headers`: its status and body, and the
    /// upgraded connection when it was accepted (the connection lives as long
    /// as it is kept).
    async fn upgrade(
        &self,
        headers: &[(&str, &str)],
    ) -> (StatusCode, String, Option<reqwest::Upgraded>) {
        let mut request = self
            .http
            .get(&self.url)
            .header("connection", "Upgrade")
            .header("upgrade", "websocket")
            .header("sec-websocket-version", "13")
            .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==");
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = request.send().await.expect("the proxy answers");
        let status = response.status();
        if status == StatusCode::SWITCHING_PROTOCOLS {
            return (
                status,
                String::new(),
                Some(response.upgrade().await.unwrap()),
            );
        }
        (status, response.text().await.unwrap_or_default(), None)
    }
}

fn loopback(last: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, last])
}

// ---------------------------------------------------------------------------
// What a client does through a proxy.

/// A turn of `stream 100` over a new connection to `url`: every chunk, in
/// order.
async fn streamed_turn(url: &str, config: ClientConfig) {
    let remote = peers::connect(url, config).await.expect("connect");
    let session = open_session(&remote).await;
    let response = remote
        .agent
        .prompt(text_prompt(session, "stream 100"))
        .await
        .expect("the turn");
    assert_eq!(response.stop_reason, StopReason::EndTurn);
    let expected: Vec<String> = (0..100).map(|i| format!("c{i} ")).collect();
    assert_eq!(*remote.chunks.lock().unwrap(), expected);
    remote.agent.0.close();
}

async fn open_session(remote: &Remote) -> SessionId {
    remote
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("initialize");
    remote
        .agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .expect("session/new")
        .session_id
}

/// `clients` WebSocket clients run their turns at once through `front`.
async fn websocket_turns(front: &Front, clients: usize) {
    let url = front.ws_url();
    let turns = (0..clients).map(|_| streamed_turn(&url, front.client_config()));
    tokio::time::timeout(WITHIN, futures_util::future::join_all(turns))
        .await
        .expect("the WebSocket turns end in time");
}

/// A client that notes when the agent's messages arrive, and answers a
/// permission request only after [`ANSWER_AFTER`].
struct Timed {
    seen: Arc<Mutex<Vec<(Instant, String)>>>,
}

const ANSWER_AFTER: Duration = Duration::from_millis(1500);

#[acp_client]
impl Timed {
    async fn session_update(&self, n: SessionNotification) {
        if let SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(t),
            ..
        }) = n.update
        {
            self.seen.lock().unwrap().push((Instant::now(), t.text));
        }
    }

    async fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        self.seen
            .lock()
            .unwrap()
            .push((Instant::now(), "permission asked".into()));
        tokio::time::sleep(ANSWER_AFTER).await;
        let allow = req
            .options
            .iter()
            .find(|o| o.kind == PermissionOptionKind::AllowOnce)
            .expect("an allow_once option");
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(
                allow.option_id.clone(),
            )),
        ))
    }
}

/// Streamable HTTP through `front`: the agent's messages arrive as they are
/// sent (its permission request within 1 s of the prompt, its chunk within
/// 1 s of the answer), and with `large`, a 2 MiB prompt gets its 2 MiB echo.
async fn http_turns(front: &Front, large: bool) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let handler = ClientHandler(Timed { seen: seen.clone() });
    let (conn, _done) = remote::connect(&front.http_url(), handler, front.client_config())
        .await
        .expect("connect");
    let agent = AgentPeer(conn);
    agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("initialize");
    let session = agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .expect("session/new")
        .session_id;
    let prompted = Instant::now();
    let turn = tokio::time::timeout(
        WITHIN,
        agent.prompt(text_prompt(session.clone(), "permission")),
    )
    .await
    .expect("the turn ends in time")
    .expect("the turn");
    assert_eq!(turn.stop_reason, StopReason::EndTurn);
    let seen = seen.lock().unwrap().clone();
    let [(asked, first), (said, chunk)] = seen.as_slice() else {
        panic!("a permission request and a chunk: {seen:?}");
    };
    assert_eq!(
        (first.as_str(), chunk.as_str()),
        ("permission asked", "selected:allow-once")
    );
    let first_after = *asked - prompted;
    let chunk_after = *said - (*asked + ANSWER_AFTER);
    println!(
        "{}: the agent's first message {first_after:.2?} after the prompt, its chunk {chunk_after:.2?} after the answer",
        front.proxy.kind.name()
    );
    assert!(first_after < Duration::from_secs(1), "{first_after:?}");
    assert!(chunk_after < Duration::from_secs(1), "{chunk_after:?}");

    agent.0.close();
    if !large {
        return;
    }
    // A prompt larger than nginx takes by default, and its echo.
    let big = format!("echo {}", "x".repeat(2 << 20));
    let remote = peers::connect(&front.http_url(), front.client_config())
        .await
        .expect("connect");
    let session = open_session(&remote).await;
    let started = Instant::now();
    let response = tokio::time::timeout(
        WITHIN,
        remote.agent.prompt(text_prompt(session, big.clone())),
    )
    .await
    .unwrap_or_else(|_| {
        panic!(
            "the large turn did not end in time; the proxy's log:\n{}\n{}",
            front.proxy.log(),
            front.proxy.access_log()
        )
    })
    .expect("the large turn");
    assert_eq!(response.stop_reason, StopReason::EndTurn);
    println!(
        "{}: the large turn took {:.2?}",
        front.proxy.kind.name(),
        started.elapsed()
    );
    assert_eq!(*remote.chunks.lock().unwrap(), vec![big]);
    remote.agent.0.close();
}

/// Browser origins through `front`, whose agent allows only
/// `https://editor.example`: a foreign page and a DNS-rebinding page (its own
/// name as the Host, resolved to the proxy) are refused, over WebSocket and
/// HTTP; the allowed one is let in. A proxy that routes by host name (Caddy)
/// may refuse the rebinding page itself; it must not reach an agent.
async fn origins(front: &Front) {
    let raw = front.raw(loopback(1));
    let foreign = [("origin", "https://evil.example")];
    let (status, body, _) = raw.upgrade(&foreign).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "WebSocket: {body}");
    assert!(body.contains("is not allowed"), "{body}");
    let (status, _, body) = raw.initialize(&foreign).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "POST: {body}");

    let rebound = format!("attacker.example:{}", front.proxy.port);
    let scheme = if front.cert.is_some() {
        "https"
    } else {
        "http"
    };
    let rebound_origin = format!("{scheme}://{rebound}");
    let rebinding = [
        ("origin", rebound_origin.as_str()),
        ("host", rebound.as_str()),
    ];
    let (status, body, _) = raw.upgrade(&rebinding).await;
    assert_ne!(status, StatusCode::SWITCHING_PROTOCOLS, "{body}");
    let by_agent = status == StatusCode::FORBIDDEN && body.contains("is not allowed");
    let (status, id, body) = raw.initialize(&rebinding).await;
    assert!(id.is_empty(), "a DNS-rebinding page got connection {id}");
    let both_by_agent = by_agent && status == StatusCode::FORBIDDEN;
    println!(
        "{}: a DNS-rebinding page is refused by {} ({status})",
        front.proxy.kind.name(),
        if both_by_agent {
            "the agent"
        } else {
            "the proxy"
        }
    );
    if front.proxy.kind == Kind::Nginx {
        assert!(both_by_agent, "nginx passes any host on: {status} {body}");
    }
    let allowed = [("origin", "https://editor.example")];
    let (status, body, _upgraded) = raw.upgrade(&allowed).await;
    assert_eq!(status, StatusCode::SWITCHING_PROTOCOLS, "{body}");
    let (status, _, body) = raw.initialize(&allowed).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// The bearer token through `front`, whose agent wants `s3cret`.
async fn token_required(front: &Front) {
    let raw = front.raw(loopback(1));
    for headers in [vec![], vec![("authorization", "Bearer wrong")]] {
        let (status, _, body) = raw.initialize(&headers).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{headers:?}: {body}");
        let (status, body, _) = raw.upgrade(&headers).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{headers:?}: {body}");
    }
    let with_token = front.client_config().bearer_token("s3cret");
    streamed_turn(&front.ws_url(), with_token.clone()).await;
    streamed_turn(&front.http_url(), with_token).await;
}

/// Through `front`, whose agent trusts the proxy and allows one connection
/// per client: clients at different addresses are told apart, a client's
/// spoofed forwarding headers change nothing, and neither do they from a
/// peer the agent does not trust.
async fn trusted_proxy(front: &Front) {
    let (first, second) = (front.raw(loopback(3)), front.raw(loopback(4)));
    let (status, _, body) = first.initialize(&[]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _, body) = first.initialize(&[]).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert!(body.contains("client 127.0.0.3 "), "{body}");
    // Without the forwarded address, both would be the proxy's one client.
    let (status, _, body) = second.initialize(&[]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let spoofed = [
        ("x-forwarded-for", "127.0.0.9"),
        ("forwarded", "for=127.0.0.9"),
        ("x-real-ip", "127.0.0.9"),
    ];
    let (status, _, body) = second.initialize(&spoofed).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert!(body.contains("client 127.0.0.4 "), "{body}");
    // The page of the proxy's own origin is refused like any other unlisted
    // one, and told so.
    let own = format!("https://localhost:{}", front.proxy.port);
    let (status, _, body) = front.raw(loopback(7)).initialize(&[("origin", &own)]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(body.contains("the origin the agent is served at"), "{body}");
    // The per-client limit holds over WebSocket too.
    let third = front.raw(loopback(6));
    let (status, body, _kept) = third.upgrade(&[]).await;
    assert_eq!(status, StatusCode::SWITCHING_PROTOCOLS, "{body}");
    let (status, body, _) = third.upgrade(&spoofed).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");

    // Straight to the agent from a peer it does not trust: what it forwards
    // is not believed.
    let direct = format!("http://{}/acp", front.agents[0].addr);
    let untrusted = Raw::new(direct, loopback(5), None);
    let (status, _, body) = untrusted
        .initialize(&[("x-forwarded-for", "127.0.0.10")])
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _, body) = untrusted
        .initialize(&[
            ("x-forwarded-for", "127.0.0.11"),
            ("forwarded", "for=127.0.0.11"),
        ])
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert!(body.contains("client 127.0.0.5 "), "{body}");
}

/// `clients` HTTP clients through `front` (two agents behind it) each run a
/// turn that echoes its own text: every turn completes with its own answer.
/// Then requests naming a connection its agent does not know get the
/// documented 404, and leave the real connection working.
async fn scale_out(front: &Front, clients: usize) {
    let turns = (0..clients).map(|i| async move {
        let remote = peers::connect(&front.http_url(), front.client_config())
            .await
            .expect("connect");
        let session = open_session(&remote).await;
        let text = format!("echo client {i}");
        let response = remote
            .agent
            .prompt(text_prompt(session, text.clone()))
            .await
            .unwrap_or_else(|e| panic!("client {i}'s turn: {e}"));
        assert_eq!(response.stop_reason, StopReason::EndTurn);
        assert_eq!(*remote.chunks.lock().unwrap(), vec![text]);
        remote.agent.0.close();
        tokio::time::timeout(WITHIN, remote.done)
            .await
            .expect("the client's connection ends")
            .unwrap();
    });
    tokio::time::timeout(
        Duration::from_secs(60),
        futures_util::future::join_all(turns),
    )
    .await
    .expect("the turns end in time");

    // A connection's id with the other agent's route, and an id nobody made:
    // the agent they are sent to does not know them.
    let raw = front.raw(loopback(1));
    let new_session = request_line(2, NewSessionRequest::new("/", vec![]));
    let (status, id, body) = raw.initialize(&[]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (random, route) = id.rsplit_once('.').expect("a routed connection id");
    let other = if route == "agent-1" {
        "agent-2"
    } else {
        "agent-1"
    };
    for unknown in [
        format!("{random}.{other}"),
        format!("{}.{route}", "0".repeat(32)),
    ] {
        let (status, _, body) = raw
            .post(&[(CONNECTION_ID_HEADER, &unknown)], &new_session)
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
        assert!(body.contains("ended or never existed"), "{body}");
    }
    let (status, _, body) = raw.post(&[(CONNECTION_ID_HEADER, &id)], &new_session).await;
    assert_eq!(status, StatusCode::ACCEPTED, "the real connection: {body}");
}

/// nginx's access log of a scale-out run: every connection's requests went to
/// the one agent its id names, and both agents had connections.
fn assert_routed_by_id(front: &Front) {
    let log = front.proxy.access_log();
    let agent_of = |route: &str| match route {
        "agent-1" => front.agents[0].host_port(),
        "agent-2" => front.agents[1].host_port(),
        other => panic!("unknown route {other} in the access log:\n{log}"),
    };
    let mut routes = std::collections::BTreeMap::new();
    for line in log.lines() {
        let (Some((id, rest)), Some((_, status))) = (line.split_once(' '), line.rsplit_once(' '))
        else {
            panic!("an access log line {line:?}");
        };
        let upstream = rest.rsplit_once(' ').map_or(rest, |(upstream, _)| upstream);
        let Some((_, route)) = id.rsplit_once('.') else {
            continue; // initialize, or a test's forged id
        };
        if id.starts_with(&"0".repeat(32)) || status == "404" {
            continue;
        }
        assert_eq!(upstream, agent_of(route), "{line}");
        *routes.entry(route.to_owned()).or_insert(0) += 1;
    }
    println!("requests per agent: {routes:?}");
    assert_eq!(routes.len(), 2, "both agents had connections: {routes:?}");
}

// ---------------------------------------------------------------------------
// nginx

/// The check run by hand on a fresh machine: nginx with the usual WebSocket
/// config and its default buffering, `acp chat http://…/acp`, `stream 5`.
#[test]
fn nginx_usual_config_chat_over_http_streams_within_2_s() {
    let agent = Agent::start(&support::paths::test_agent(), &[]);
    let front = Front::usual_nginx(agent.host_port(), "3600s");
    let url = front.http_url();
    let (out, took) = support::chat_run::Run::new(&["--yes"], &[&url])
        .input("stream 5\n")
        .deadline(Duration::from_secs(30))
        .timed();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", support::chat_run::shown(&out));
    support::chat_run::assert_in_order(&text, &["c0 c1 c2 c3 c4", "[end_turn]"]);
    println!("acp chat through nginx: stream 5 in {took:.2?}");
    assert!(took < Duration::from_secs(2), "the chat took {took:?}");

    // Nothing the proxy started outlives it.
    let group = front.proxy.group();
    let running = support::processes::live_members(group);
    assert!(running.len() >= 2, "nginx's master and worker: {running:?}");
    drop(front);
    let left = support::processes::live_members(group);
    assert!(left.is_empty(), "left running: {left:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_usual_config_twenty_websocket_turns_and_origin_refusals() {
    let agent = Agent::start(
        &support::paths::test_agent(),
        &["--allow-origin", "https://editor.example"],
    );
    let front = Front::usual_nginx(agent.host_port(), "3600s");
    websocket_turns(&front, 20).await;
    origins(&front).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_usual_config_streamable_http_turns_as_they_happen() {
    let agent = Agent::start(&support::paths::test_agent(), &[]);
    let front = Front::usual_nginx(agent.host_port(), "3600s");
    // (Without client_max_body_size, nginx refuses bodies over 1 MiB.)
    http_turns(&front, false).await;
}

/// The deployment configuration of `kind` in front of the test agent:
/// `ws_clients` WebSocket turns, HTTP turns, origins, then (on an agent
/// with a token) the token.
async fn deployed_turns_origins_and_token(kind: Kind, ws_clients: usize) {
    let front = Front::deployed(kind, &["--allow-origin", "https://editor.example"]);
    websocket_turns(&front, ws_clients).await;
    http_turns(&front, true).await;
    origins(&front).await;
    let front = Front::deployed(kind, &["--token", "s3cret"]);
    token_required(&front).await;
}

/// The deployment configuration of `kind` in front of the test agent trusting
/// it, one connection per client.
async fn deployed_trusted_proxy(kind: Kind) {
    let args = [
        "--trust-proxy",
        "127.0.0.1",
        "--max-connections-per-client",
        "1",
    ];
    trusted_proxy(&Front::deployed(kind, &args)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_deployed_turns_origins_and_token() {
    deployed_turns_origins_and_token(Kind::Nginx, 5).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_deployed_trusted_proxy() {
    deployed_trusted_proxy(Kind::Nginx).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_scale_out_keeps_each_connection_on_its_agent() {
    let front = Front::scaled_out(Kind::Nginx);
    scale_out(&front, 50).await;
    assert_routed_by_id(&front);
}

/// What the docs warn against: nginx choosing the agent by a hash of the
/// connection id. `initialize` goes to either agent, and the hash of the id
/// that agent makes points at either: the requests that reach the agent that
/// did not make their connection get the 404 that says so, and never reach
/// another connection.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_hashing_the_connection_id_misroutes_and_the_404_says_so() {
    let test_agent = support::paths::test_agent();
    let agents: Vec<Agent> = ["agent-1", "agent-2"]
        .iter()
        .map(|route| Agent::start(&test_agent, &["--route", route]))
        .collect();
    let vars = [
        ("AGENT_1", agents[0].host_port()),
        ("AGENT_2", agents[1].host_port()),
    ];
    let front = Front::plain("tests/proxies/nginx-hash.conf", &vars, agents);
    let raw = front.raw(loopback(1));
    let new_session = request_line(2, NewSessionRequest::new("/", vec![]));
    let (mut kept, mut misrouted) = (0, 0);
    for _ in 0..20 {
        let (status, id, body) = raw.initialize(&[]).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, _, body) = raw.post(&[(CONNECTION_ID_HEADER, &id)], &new_session).await;
        match status {
            StatusCode::ACCEPTED => kept += 1,
            StatusCode::NOT_FOUND => {
                let (_, route) = id.rsplit_once('.').unwrap();
                assert!(
                    body.contains(&format!("its id ends in the route {route:?}")),
                    "{body}"
                );
                assert!(body.contains("the proxy in front must send"), "{body}");
                misrouted += 1;
            }
            other => panic!("{other}: {body}"),
        }
    }
    println!("hashing the connection id: {kept} connections kept, {misrouted} misrouted of 20");
    assert!(
        misrouted > 0 && kept > 0,
        "{kept} kept, {misrouted} misrouted"
    );
}

/// nginx cuts a connection that carries nothing for `proxy_read_timeout`
/// (here 1 s): the server's WebSocket pings and event-stream comments keep
/// idle connections alive, and without them the connections are cut.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_read_timeout_does_not_cut_idle_connections() {
    for pings in [true, false] {
        let every = pings.then_some(Duration::from_millis(250));
        let config = ServerConfig::default().ping_interval(every);
        let (server, _log) = peers::start_server(config).await;
        let front = Front::usual_nginx(server.local_addr().to_string(), "1s");
        for url in [front.ws_url(), front.http_url()] {
            let remote = peers::connect(&url, ClientConfig::default())
                .await
                .expect("connect");
            let session = open_session(&remote).await;
            tokio::time::sleep(Duration::from_millis(2500)).await;
            let turn = tokio::time::timeout(
                WITHIN,
                remote.agent.prompt(text_prompt(session, "stream 3")),
            )
            .await
            .expect("the turn ends in time");
            match pings {
                true => assert_eq!(turn.expect(&url).stop_reason, StopReason::EndTurn),
                false => assert!(turn.is_err(), "{url}: the idle connection was not cut"),
            }
            remote.agent.0.close();
        }
    }
}

/// With its default buffering nginx would read an event stream as fast as the
/// agent writes it and spool what its client does not take to disk (up to
/// 1 GiB a response): the stream's `X-Accel-Buffering: no` makes it pass the
/// client's pace back to the agent instead. A client that opens its event
/// stream through nginx and stops reading while the agent streams 64 MiB:
/// the agent's sends wait, below what the server, nginx's buffer and the
/// sockets on both sides of nginx can hold.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_passes_a_slow_readers_pace_back_to_the_agent() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (server, log) = peers::start_server(ServerConfig::default()).await;
    let front = Front::usual_nginx(server.local_addr().to_string(), "3600s");
    let raw = front.raw(loopback(1));
    let (status, id, body) = raw.initialize(&[]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], front.proxy.port));
    let mut stream = peers::small_window_stream(addr).await;
    let get = format!(
        "GET /acp HTTP/1.1\r\nhost: {addr}\r\naccept: text/event-stream\r\n{CONNECTION_ID_HEADER}: {id}\r\n\r\n"
    );
    stream.write_all(get.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        let mut byte = [0u8];
        let read = tokio::time::timeout(WITHIN, stream.read(&mut byte))
            .await
            .expect("the event stream's response head")
            .unwrap();
        assert_eq!(read, 1, "the event stream stays open");
        head.push(byte[0]);
    }
    let conn = (CONNECTION_ID_HEADER, id.as_str());
    let new_session = request_line(2, NewSessionRequest::new("/", vec![]));
    assert_eq!(
        raw.post(&[conn], &new_session).await.0,
        StatusCode::ACCEPTED
    );
    let prompt = request_line(3, text_prompt("remote-1", peers::slow_prompt()));
    let session = [conn, ("acp-session-id", "remote-1")];
    assert_eq!(raw.post(&session, &prompt).await.0, StatusCode::ACCEPTED);

    // The server's own share (as remote_http.rs bounds it), then nginx's
    // buffer and its sockets' buffers towards the agent and the client.
    let tcp_max = |file: &str| {
        std::fs::read_to_string(format!("/proc/sys/net/ipv4/{file}"))
            .ok()
            .and_then(|s| s.split_whitespace().nth(2)?.parse().ok())
            .unwrap_or(8usize << 20)
    };
    let nginx = (64 << 10) + tcp_max("tcp_rmem") + tcp_max("tcp_wmem");
    let bound = peers::slow_reader_bound(4, (2 << 20) + nginx);
    peers::assert_stalled(&log, "slow SSE reader through nginx", bound).await;
    drop(stream);
}

// ---------------------------------------------------------------------------
// Caddy

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn caddy_deployed_turns_origins_and_token() {
    deployed_turns_origins_and_token(Kind::Caddy, 20).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn caddy_deployed_trusted_proxy() {
    deployed_trusted_proxy(Kind::Caddy).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn caddy_scale_out_keeps_each_connection_on_its_agent() {
    scale_out(&Front::scaled_out(Kind::Caddy), 20).await;
}

#[test]
fn the_deploy_configurations_are_the_ones_the_docs_show() {
    let readme = std::fs::read_to_string(support::reverse_proxy::repo_file("README.md")).unwrap();
    for file in [
        "examples/deploy/nginx/acp.conf",
        "examples/deploy/nginx/acp-scale-out.conf",
        "examples/deploy/caddy/Caddyfile",
        "examples/deploy/caddy/Caddyfile.scale-out",
    ] {
        assert!(readme.contains(file), "README.md does not point to {file}");
    }
}

/// Two test agents sharing one PostgreSQL store (`--store-url`, a server of
/// the test's own) behind nginx's scale-out configuration: a session made
/// through the proxy, on whichever agent the proxy picked, loads on each of
/// the two with its whole history.
#[cfg(all(unix, feature = "store-postgres"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nginx_scale_out_sessions_load_on_either_agent_from_one_postgres() {
    let server = crate::postgres_server::Server::start();
    let url = server.database();
    let test_agent = support::paths::test_agent();
    let agents: Vec<Agent> = ["agent-1", "agent-2"]
        .iter()
        .map(|route| Agent::start(&test_agent, &["--route", route, "--store-url", &url]))
        .collect();
    let vars = [
        ("AGENT_1", agents[0].host_port()),
        ("AGENT_2", agents[1].host_port()),
    ];
    let front = Front::with_tls(
        Kind::Nginx,
        "examples/deploy/nginx/acp-scale-out.conf",
        &vars,
        agents,
    );

    let remote = peers::connect(&front.http_url(), front.client_config())
        .await
        .expect("connect through nginx");
    let session = open_session(&remote).await;
    let response = remote
        .agent
        .prompt(text_prompt(session.clone(), "stream 20"))
        .await
        .expect("the turn");
    assert_eq!(response.stop_reason, StopReason::EndTurn);
    let received = remote.chunks.lock().unwrap().clone();
    assert_eq!(received.len(), 20);
    remote.agent.0.close();

    for agent in &front.agents {
        let direct = format!("http://{}/acp", agent.host_port());
        let remote = peers::connect(&direct, ClientConfig::default())
            .await
            .expect("connect to the agent");
        remote
            .agent
            .initialize(InitializeRequest::new(1))
            .await
            .expect("initialize");
        let list = remote
            .agent
            .list_sessions(ListSessionsRequest::new())
            .await
            .expect("session/list");
        assert!(
            list.sessions.iter().any(|s| s.session_id == session),
            "{} lists the session: {list:?}",
            agent.host_port()
        );
        tokio::time::timeout(
            WITHIN,
            remote
                .agent
                .load_session(LoadSessionRequest::new(vec![], "/", session.clone())),
        )
        .await
        .expect("load in time")
        .expect("session/load");
        assert_eq!(
            *remote.chunks.lock().unwrap(),
            received,
            "{} replays the history",
            agent.host_port()
        );
        remote.agent.0.close();
    }
}
