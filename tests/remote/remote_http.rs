//! The Streamable HTTP transport (feature `http`): a full turn between a
//! macro-written agent served by `acp::transport::remote::serve` and a
//! macro-written client connected with `remote::connect` to an `http://` URL;
//! then the endpoint's routing table, status codes and headers, request by
//! request, and the ways a connection ends.

use std::sync::atomic::Ordering;
use std::time::Duration;

use acp::transport::remote::{ClientConfig, ServerConfig, CONNECTION_ID_HEADER, SESSION_ID_HEADER};
use acp::v1::*;
use futures_util::StreamExt;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support;
use support::remote_peers::*;

const WITHIN: Duration = Duration::from_secs(10);

/// A request of an extension method (whose name the schema does not have) as
/// one line of JSON.
fn message(id: u64, method: &str, params: impl serde::Serialize) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
}

fn initialize_message() -> String {
    request_line(1, InitializeRequest::new(1))
}

/// Opens a session on the connection `conn` names and starts a turn of the
/// one-block prompt `text` in it, both accepted.
async fn start_turn(raw: &Raw, conn: (&str, &str), text: impl Into<String>) {
    let new_session = request_line(2, NewSessionRequest::new("/", vec![]));
    assert_eq!(
        raw.post(&[conn], &new_session).await.0,
        StatusCode::ACCEPTED
    );
    let prompt = request_line(3, text_prompt("remote-1", text));
    let session = [conn, (SESSION_ID_HEADER, "remote-1")];
    assert_eq!(raw.post(&session, &prompt).await.0, StatusCode::ACCEPTED);
}

/// A raw HTTP peer of the endpoint.
struct Raw {
    http: reqwest::Client,
    url: String,
}

impl Raw {
    fn new(url: String) -> Self {
        Raw {
            http: reqwest::Client::new(),
            url,
        }
    }

    /// POSTs `body` as JSON with `headers`; returns the status, the
    /// connection id header and the body.
    async fn post(&self, headers: &[(&str, &str)], body: &str) -> (StatusCode, String, String) {
        post_json(&self.http, &self.url, headers, body).await
    }

    /// A new connection: its id.
    async fn initialize(&self) -> String {
        let (status, id, body) = self.post(&[], &initialize_message()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let answer: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(answer["id"], 1);
        assert!(answer["result"]["protocolVersion"].is_number(), "{body}");
        assert_eq!(id.len(), 32, "the connection id is 128 random bits: {id}");
        id
    }

    async fn status(&self, request: reqwest::RequestBuilder) -> (StatusCode, String) {
        let response = request.send().await.expect("the server answers");
        (response.status(), response.text().await.unwrap())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_turn_over_streamable_http() {
    let (server, log) = start_server(ServerConfig::default()).await;
    full_turn_then_close(&server, &log, &server.http_url()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_endpoint_follows_the_routing_table() {
    let (server, _log) = start_server(ServerConfig::default()).await;
    let raw = Raw::new(server.http_url());
    let url = server.http_url();

    // Refused before any connection exists.
    let (status, body) = raw
        .status(
            raw.http
                .post(&url)
                .header("content-type", "text/plain")
                .body(initialize_message()),
        )
        .await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{body}");
    let batch = format!("[{}]", initialize_message());
    let (status, _, body) = raw.post(&[], &batch).await;
    assert_eq!(status, StatusCode::NOT_IMPLEMENTED, "{body}");
    assert!(body.contains("batch"), "{body}");
    let new_session = request_line(2, NewSessionRequest::new("/", vec![]));
    let (status, _, body) = raw.post(&[], &new_session).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains(CONNECTION_ID_HEADER), "{body}");
    let (status, _, body) = raw
        .post(&[(CONNECTION_ID_HEADER, "nope")], &new_session)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let (status, body) = raw.status(raw.http.get(&url)).await;
    assert_eq!(status, StatusCode::NOT_ACCEPTABLE, "{body}");
    let (status, body) = raw
        .status(raw.http.get(&url).header("accept", "text/event-stream"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let (status, body) = raw.status(raw.http.delete(&url)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let (status, _) = raw.status(raw.http.put(&url)).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(server.connections(), 0);

    // A connection: initialize answers 200 at once, the rest 202 with the
    // answers on the event stream.
    let id = raw.initialize().await;
    let conn = [(CONNECTION_ID_HEADER, id.as_str())];
    let (status, _, body) = raw.post(&conn, &new_session).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    assert!(body.is_empty());
    let events = raw
        .http
        .get(&url)
        .header(CONNECTION_ID_HEADER, &id)
        .header("accept", "text/event-stream")
        .send()
        .await
        .unwrap();
    assert_eq!(events.status(), StatusCode::OK);
    assert_eq!(events.headers()["content-type"], "text/event-stream");
    let mut events = events.bytes_stream();
    let mut received = String::new();
    while !received.contains("remote-1") {
        let chunk = tokio::time::timeout(WITHIN, events.next())
            .await
            .expect("the session/new answer on the event stream")
            .expect("the stream stays open")
            .unwrap();
        received.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    let data = received
        .lines()
        .find_map(|l| l.strip_prefix("data: "))
        .expect("a data line");
    let answer: Value = serde_json::from_str(data).unwrap();
    assert_eq!(answer["id"], 2);
    assert_eq!(answer["result"]["sessionId"], "remote-1");

    // Only one event stream per connection.
    let (status, body) = raw
        .status(
            raw.http
                .get(&url)
                .header(CONNECTION_ID_HEADER, &id)
                .header("accept", "text/event-stream"),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");

    // A message about a session names it in Acp-Session-Id too.
    let prompt = request_line(3, text_prompt("remote-1", "stream 1"));
    let (status, _, body) = raw.post(&conn, &prompt).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains(SESSION_ID_HEADER), "{body}");
    let wrong = [conn[0], (SESSION_ID_HEADER, "remote-2")];
    let (status, _, body) = raw.post(&wrong, &prompt).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let right = [conn[0], (SESSION_ID_HEADER, "remote-1")];
    let (status, _, body) = raw.post(&right, &prompt).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    while !received.contains("end_turn") {
        let chunk = tokio::time::timeout(WITHIN, events.next())
            .await
            .expect("the prompt's answer on the event stream")
            .expect("the stream stays open")
            .unwrap();
        received.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    assert!(received.contains("\"c0\""), "{received}");

    // A session stream of its own: what is about the session goes there.
    let session_events = || {
        raw.http
            .get(&url)
            .header(CONNECTION_ID_HEADER, &id)
            .header(SESSION_ID_HEADER, "remote-1")
            .header("accept", "text/event-stream")
    };
    let opened = session_events().send().await.unwrap();
    assert_eq!(opened.status(), StatusCode::OK);
    let mut session_stream = opened.bytes_stream();
    let (status, body) = raw.status(session_events()).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let prompt = request_line(4, text_prompt("remote-1", "stream 2"));
    let (status, _, body) = raw.post(&right, &prompt).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    let mut on_session = String::new();
    while !on_session.contains("end_turn") {
        let chunk = tokio::time::timeout(WITHIN, session_stream.next())
            .await
            .expect("the prompt's answer on the session stream")
            .expect("the session stream stays open")
            .unwrap();
        on_session.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    assert!(
        on_session.contains("\"c1\"") && on_session.contains("\"id\":4"),
        "{on_session}"
    );
    let echo = message(5, "_remote.test/echo", json!({"on": "connection"}));
    assert_eq!(raw.post(&conn, &echo).await.0, StatusCode::ACCEPTED);
    let mut after = String::new();
    while !after.contains("\"id\":5") {
        let chunk = tokio::time::timeout(WITHIN, events.next())
            .await
            .expect("a connection-wide answer on the connection stream")
            .expect("the stream stays open")
            .unwrap();
        after.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    assert!(!after.contains("\"c1\""), "{after}");

    // DELETE ends it: the event stream ends, the id is unknown after.
    let (status, body) = raw
        .status(raw.http.delete(&url).header(CONNECTION_ID_HEADER, &id))
        .await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    tokio::time::timeout(WITHIN, async { while events.next().await.is_some() {} })
        .await
        .expect("the event stream ends after DELETE");
    let (status, _, _) = raw.post(&conn, &new_session).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    wait_until(WITHIN, || server.connections() == 0).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_leave_the_server_serving() {
    let (server, _log) = start_server(
        ServerConfig::default()
            .bearer_token("s3cret")
            .allow_origin("https://editor.example")
            .max_message_size(4096)
            .max_connections(1),
    )
    .await;
    let raw = Raw::new(server.http_url());
    let token = ("authorization", "Bearer s3cret");
    let (status, _, body) = raw.post(&[], &initialize_message()).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (status, _, _) = raw
        .post(&[("authorization", "Bearer guess")], &initialize_message())
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _, body) = raw
        .post(
            &[token, ("origin", "https://evil.example")],
            &initialize_message(),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let big = message(9, "_remote.test/echo", json!({"blob": "x".repeat(8192)}));
    let (status, _, body) = raw.post(&[token], &big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");

    // Our client's initialize reports the server's refusal.
    let unauthorized = connect(&server.http_url(), ClientConfig::default())
        .await
        .expect("nothing is sent before initialize");
    let failed = unauthorized
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect_err("initialize without the token");
    assert!(failed.to_string().contains("401"), "{failed}");

    // The one allowed connection, from the allowed origin; a second gets 503.
    let remote = connect(
        &server.http_url(),
        ClientConfig::default()
            .bearer_token("s3cret")
            .header("origin", "https://editor.example"),
    )
    .await
    .unwrap();
    full_turn(&remote).await;
    let (status, _, body) = raw.post(&[token], &initialize_message()).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    let (status, _, body) = raw.post(&[token], &big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
    remote
        .agent
        .ext_request("_remote.test/echo", json!({"still": "served"}))
        .await
        .expect("the connection outlives the refusals");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_dropping_its_event_stream_mid_turn_is_cleaned_up() {
    let (server, log) = start_server(ServerConfig::default()).await;
    let raw = Raw::new(server.http_url());
    let id = raw.initialize().await;
    let conn = [(CONNECTION_ID_HEADER, id.as_str())];
    start_turn(&raw, conn[0], "wait").await;
    let mut events = raw
        .http
        .get(server.http_url())
        .header(CONNECTION_ID_HEADER, &id)
        .header("accept", "text/event-stream")
        .send()
        .await
        .unwrap()
        .bytes_stream();
    let mut received = String::new();
    while !received.contains("waiting") {
        let chunk = tokio::time::timeout(WITHIN, events.next())
            .await
            .expect("the turn's first update")
            .unwrap()
            .unwrap();
        received.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    assert_eq!(server.connections(), 1);
    drop(events);
    drop(raw);
    wait_until(WITHIN, || server.connections() == 0).await;
    wait_until(WITHIN, || log.turns_ended.load(Ordering::SeqCst) == 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_ended() {
    let (server, _log) =
        start_server(ServerConfig::default().idle_timeout(Duration::from_millis(300))).await;
    let raw = Raw::new(server.http_url());
    let id = raw.initialize().await;
    assert_eq!(server.connections(), 1);
    wait_until(WITHIN, || server.connections() == 0).await;
    let new_session = request_line(2, NewSessionRequest::new("/", vec![]));
    let (status, _, _) = raw
        .post(&[(CONNECTION_ID_HEADER, id.as_str())], &new_session)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// What the HTTP profile holds for a connection beyond its write queue: the
/// keeper's and the event stream's message in hand, the event queue (at most
/// 1 MiB and one message), the pipe into the transport and its buffers (some
/// 140 KiB), and hyper's write buffer (some 400 KiB and a message).
fn http_bound() -> usize {
    slow_reader_bound(4, (1 << 20) + (1 << 20))
}

/// A client that opens its event stream, reads the response head and stops
/// reading while the agent streams 64 MiB: the agent's sends wait (the turn
/// stalls below the bound instead of ending), another client is served as
/// usual meanwhile, and when the slow client goes away its connection and
/// turn end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_its_event_stream_holds_bounded_memory() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (server, log) = start_server(ServerConfig::default()).await;
    let raw = Raw::new(server.http_url());
    let id = raw.initialize().await;
    let conn = [(CONNECTION_ID_HEADER, id.as_str())];
    let mut stream = small_window_stream(server.local_addr()).await;
    let get = format!(
        "GET /acp HTTP/1.1\r\nhost: {}\r\naccept: text/event-stream\r\n{CONNECTION_ID_HEADER}: {id}\r\n\r\n",
        server.local_addr()
    );
    stream.write_all(get.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        let mut byte = [0u8];
        let read = tokio::time::timeout(WITHIN, stream.read(&mut byte))
            .await
            .expect("the event stream's response head")
            .unwrap();
        assert_eq!(read, 1, "the server keeps the event stream open");
        head.push(byte[0]);
    }
    let head = String::from_utf8(head).unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");

    start_turn(&raw, conn[0], slow_prompt()).await;

    // (a) The agent's sends wait once the buffers are full.
    let sent = assert_stalled(&log, "slow SSE reader", http_bound()).await;

    // (b) Another client is served meanwhile; so are the stalled connection's
    // POSTs.
    let other = connect(&server.http_url(), ClientConfig::default())
        .await
        .unwrap();
    full_turn(&other).await;
    assert_eq!(server.connections(), 2);
    let notification = json!({"jsonrpc": "2.0", "method": "_remote.test/nothing"}).to_string();
    assert_eq!(raw.post(&conn, &notification).await.0, StatusCode::ACCEPTED);
    let started = assert_still_stalled(&log, sent);

    // (c) The slow client goes away: its connection and turn end, the other
    // one goes on.
    drop(stream);
    assert_slow_client_cleaned_up(&server, &log, started).await;
    assert!(log.chunks_sent.load(Ordering::SeqCst) < SLOW_CHUNKS);
    let (status, _, _) = raw.post(&conn, &notification).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    other
        .agent
        .ext_request("_remote.test/echo", json!({"still": "served"}))
        .await
        .expect("the other connection goes on");
}

/// What the proxy saw: each request's method, `Cookie` and HTTP version.
type Seen = std::sync::Arc<std::sync::Mutex<Vec<(String, Option<String>, reqwest::Version)>>>;

/// A reverse proxy in front of `upstream`, as a load balancer that pins a
/// connection to one backend: it sets `affinity=node-7` on the answer to
/// `initialize` and records the cookie and HTTP version of every request.
async fn proxy(upstream: String) -> (String, Seen) {
    use axum::body::Body;
    use axum::extract::Request;
    use axum::response::Response;
    let seen = Seen::default();
    let record = seen.clone();
    let http = reqwest::Client::new();
    let forward = move |request: Request| {
        let (http, upstream, record) = (http.clone(), upstream.clone(), record.clone());
        async move {
            let (parts, body) = request.into_parts();
            let cookie = parts
                .headers
                .get("cookie")
                .map(|v| v.to_str().unwrap().to_owned());
            let seen = (parts.method.to_string(), cookie, parts.version);
            record.lock().unwrap().push(seen);
            let starts = !parts.headers.contains_key(CONNECTION_ID_HEADER);
            let body = axum::body::to_bytes(body, usize::MAX).await.unwrap();
            let mut headers = parts.headers.clone();
            headers.remove("host");
            let answer = http
                .request(parts.method, &upstream)
                .headers(headers)
                .body(body)
                .send()
                .await
                .unwrap();
            let mut response = Response::builder().status(answer.status());
            for (name, value) in answer.headers() {
                response = response.header(name, value);
            }
            if starts {
                response = response.header("set-cookie", "affinity=node-7; Path=/; HttpOnly");
            }
            response
                .body(Body::from_stream(answer.bytes_stream()))
                .unwrap()
        }
    };
    let app = axum::Router::new().route("/acp", axum::routing::any(forward));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/acp", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, seen)
}

/// Cookies the server sets are kept by our client for the connection: every
/// request after `initialize` (POSTs, the event streams, the DELETE) carries
/// the affinity cookie a load balancer set on the answer to `initialize`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_client_keeps_the_servers_cookies() {
    let (server, log) = start_server(ServerConfig::default()).await;
    let (url, seen) = proxy(server.http_url()).await;
    full_turn_then_close(&server, &log, &url).await;
    let seen = seen.lock().unwrap().clone();
    let (first, later) = seen.split_first().expect("requests went through the proxy");
    assert_eq!(
        (first.0.as_str(), &first.1),
        ("POST", &None),
        "initialize comes first, without cookies"
    );
    for method in ["POST", "GET", "DELETE"] {
        assert!(
            later.iter().any(|(m, _, _)| m == method),
            "no {method} in {seen:?}"
        );
    }
    for (method, cookie, _) in later {
        assert_eq!(
            cookie.as_deref(),
            Some("affinity=node-7"),
            "{method} in {seen:?}"
        );
    }
}

/// The server speaks HTTP/2 to a client that starts with it on plain TCP
/// ("h2c", prior knowledge), and a full turn runs over it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_turn_over_http2_prior_knowledge() {
    let (server, log) = start_server(ServerConfig::default()).await;
    let h2 = reqwest::Client::builder()
        .http2_prior_knowledge()
        .build()
        .unwrap();
    let response = h2
        .post(server.http_url())
        .header("content-type", "application/json")
        .body(initialize_message())
        .send()
        .await
        .expect("the server answers HTTP/2");
    assert_eq!(response.version(), reqwest::Version::HTTP_2);
    assert_eq!(response.status(), StatusCode::OK);
    let id = response.headers()[CONNECTION_ID_HEADER]
        .to_str()
        .unwrap()
        .to_owned();
    let deleted = h2
        .delete(server.http_url())
        .header(CONNECTION_ID_HEADER, &id)
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), StatusCode::ACCEPTED);
    wait_until(WITHIN, || server.connections() == 0).await;

    let h2c = ClientConfig::default().http2_prior_knowledge(true);
    full_turn_then_close_with(&server, &log, &server.http_url(), h2c).await;
}

/// Our client with `http2_prior_knowledge` sends every request of a
/// connection as HTTP/2 (seen by a proxy in front of our server), and by
/// default HTTP/1.1 to an `http://` URL.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_client_speaks_http2_when_asked() {
    for (h2c, version) in [
        (true, reqwest::Version::HTTP_2),
        (false, reqwest::Version::HTTP_11),
    ] {
        let (server, log) = start_server(ServerConfig::default()).await;
        let (url, seen) = proxy(server.http_url()).await;
        let config = ClientConfig::default().http2_prior_knowledge(h2c);
        full_turn_then_close_with(&server, &log, &url, config).await;
        let seen = seen.lock().unwrap().clone();
        assert!(seen.len() > 10, "{seen:?}");
        assert!(seen.iter().all(|(_, _, v)| *v == version), "{seen:?}");
    }
}

/// The same over HTTP/2 (prior knowledge), where the event stream and the
/// POSTs share one TCP connection: a client that holds its event stream
/// without reading it stalls the turn below the bound (HTTP/2 flow control
/// adds the client's stream window, at most a few MiB, to what is held), its
/// POSTs on the same TCP connection are still answered, and when it goes
/// away its connection and turn end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_its_http2_event_stream_holds_bounded_memory() {
    let (server, log) = start_server(ServerConfig::default()).await;
    let h2 = reqwest::Client::builder()
        .http2_prior_knowledge()
        .build()
        .unwrap();
    let raw = Raw {
        http: h2.clone(),
        url: server.http_url(),
    };
    let id = raw.initialize().await;
    let conn = [(CONNECTION_ID_HEADER, id.as_str())];
    let events = h2
        .get(server.http_url())
        .header(CONNECTION_ID_HEADER, &id)
        .header("accept", "text/event-stream")
        .send()
        .await
        .unwrap();
    assert_eq!(events.version(), reqwest::Version::HTTP_2);
    assert_eq!(events.status(), StatusCode::OK);
    start_turn(&raw, conn[0], slow_prompt()).await;

    // Beyond http_bound: the client's HTTP/2 windows (reqwest's default
    // connection window is 5 MiB) and the h2 send buffer (400 KiB).
    let bound = slow_reader_bound(4, (2 << 20) + (5 << 20) + (400 << 10));
    let sent = assert_stalled(&log, "slow HTTP/2 SSE reader", bound).await;
    // The stalled client's POSTs share the TCP connection and still go through.
    let echo = message(4, "_remote.test/echo", json!({"during": "stall"}));
    assert_eq!(raw.post(&conn, &echo).await.0, StatusCode::ACCEPTED);
    assert_eq!(
        log.chunks_sent.load(Ordering::SeqCst),
        sent,
        "still stalled"
    );

    drop(events);
    drop(raw);
    drop(h2);
    wait_until(WITHIN, || server.connections() == 0).await;
    wait_until(WITHIN, || log.turns_ended.load(Ordering::SeqCst) == 1).await;
}

/// Connections that `POST` `initialize` and then neither open their event
/// stream nor post again take every slot only until the start timeout: then
/// they are ended (their ids are unknown) and a new client gets a full turn.
/// A connection that opens its event stream in time is kept past it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn initialize_only_connections_are_ended_after_the_start_timeout() {
    // Time enough for all twelve initializes before the first one's ends.
    let start = Duration::from_secs(3);
    let (server, log) = start_server(
        ServerConfig::default()
            .start_timeout(start)
            .max_connections(8),
    )
    .await;
    let raw = Raw::new(server.http_url());
    let mut ids = Vec::new();
    let mut full = 0;
    for _ in 0..12 {
        let (status, id, _) = raw.post(&[], &initialize_message()).await;
        match status {
            StatusCode::OK => ids.push(id),
            StatusCode::SERVICE_UNAVAILABLE => full += 1,
            other => panic!("initialize got {other}"),
        }
    }
    assert_eq!((ids.len(), full), (8, 4), "every slot taken");
    wait_until(WITHIN, || server.connections() == 0).await;
    let new_session = request_line(2, NewSessionRequest::new("/", vec![]));
    for id in &ids {
        let (status, _, _) = raw.post(&[(CONNECTION_ID_HEADER, id)], &new_session).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }

    // One that opens its event stream in time stays.
    let kept = raw.initialize().await;
    let events = raw
        .http
        .get(server.http_url())
        .header(CONNECTION_ID_HEADER, &kept)
        .header("accept", "text/event-stream")
        .send()
        .await
        .unwrap();
    assert_eq!(events.status(), StatusCode::OK);
    tokio::time::sleep(start * 3 / 2).await;
    let (status, _, _) = raw
        .post(&[(CONNECTION_ID_HEADER, kept.as_str())], &new_session)
        .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    drop(events);
    wait_until(WITHIN, || server.connections() == 0).await;
    full_turn_then_close(&server, &log, &server.http_url()).await;
}

/// A `POST` whose body stops arriving gets `408 Request Timeout` after the
/// body timeout, and the server serves others meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_does_not_arrive_in_time_gets_408() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let within = Duration::from_millis(400);
    let (server, _log) = start_server(ServerConfig::default().body_timeout(within)).await;
    let mut tcp = tokio::net::TcpStream::connect(server.local_addr())
        .await
        .unwrap();
    let head = format!(
        "POST /acp HTTP/1.1\r\nhost: {}\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{{\"jsonrpc\"",
        server.local_addr()
    );
    let sent = std::time::Instant::now();
    tcp.write_all(head.as_bytes()).await.unwrap();
    let other = connect(&server.http_url(), ClientConfig::default())
        .await
        .unwrap();
    full_turn(&other).await;
    let mut answer = Vec::new();
    tokio::time::timeout(WITHIN, tcp.read_to_end(&mut answer))
        .await
        .expect("the server answers and closes")
        .unwrap();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("did not arrive within"), "{answer}");
    assert!(sent.elapsed() >= within, "{:?}", sent.elapsed());
}

/// With several bearer tokens, a connection answers only the token that
/// opened it: another client with a valid token of its own gets 404 for it
/// on every method, as for a connection that does not exist; unless binding
/// is turned off.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_answers_only_the_token_that_opened_it() {
    for bound in [true, false] {
        let (server, _log) = start_server(
            ServerConfig::default()
                .bearer_token("alice-token")
                .bearer_token("bob-token")
                .bind_connections_to_token(bound),
        )
        .await;
        let raw = Raw::new(server.http_url());
        let (alice, bob) = (
            ("authorization", "Bearer alice-token"),
            ("authorization", "Bearer bob-token"),
        );
        let (status, id, body) = raw.post(&[alice], &initialize_message()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let conn = (CONNECTION_ID_HEADER, id.as_str());
        let new_session = request_line(2, NewSessionRequest::new("/", vec![]));
        let (status, _, body) = raw.post(&[bob, conn], &new_session).await;
        let events = |token: (&str, &str)| {
            raw.http
                .get(server.http_url())
                .header(token.0, token.1)
                .header(conn.0, conn.1)
                .header("accept", "text/event-stream")
        };
        let delete = |token: (&str, &str)| {
            raw.http
                .delete(server.http_url())
                .header(token.0, token.1)
                .header(conn.0, conn.1)
        };
        if bound {
            assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
            assert_eq!(raw.status(events(bob)).await.0, StatusCode::NOT_FOUND);
            assert_eq!(raw.status(delete(bob)).await.0, StatusCode::NOT_FOUND);
            let (status, _, _) = raw.post(&[alice, conn], &new_session).await;
            assert_eq!(status, StatusCode::ACCEPTED);
            let stream = events(alice).send().await.unwrap();
            assert_eq!(stream.status(), StatusCode::OK);
            assert_eq!(raw.status(delete(alice)).await.0, StatusCode::ACCEPTED);
        } else {
            assert_eq!(status, StatusCode::ACCEPTED, "{body}");
            assert_eq!(raw.status(delete(bob)).await.0, StatusCode::ACCEPTED);
        }
        wait_until(WITHIN, || server.connections() == 0).await;
    }
}
