//! The WebSocket transport (feature `ws`): a full turn between a macro-written
//! agent served by `acp::transport::remote::serve` and a macro-written client
//! connected with `remote::connect`, then each way a server refuses or ends a
//! connection, with the server still serving others afterwards.

use std::sync::atomic::Ordering;
use std::time::Duration;

use acp::jsonrpc::{Notification, Request};
use acp::transport::remote::{ClientConfig, RemoteError, ServerConfig, CONNECTION_ID_HEADER};
use acp::v1::*;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

use crate::support;
use support::remote_peers::*;

const WITHIN: Duration = Duration::from_secs(10);

fn refused_with(result: Result<Remote, RemoteError>) -> (u16, String) {
    match result {
        Err(RemoteError::Rejected { status, body }) => (status, body),
        Err(other) => panic!("expected an HTTP refusal, got {other}"),
        Ok(_) => panic!("expected an HTTP refusal, the connection was accepted"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_turn_over_websocket() {
    let (server, log) = start_server(ServerConfig::default()).await;
    assert!(server.local_addr().ip().is_loopback());
    full_turn_then_close(&server, &log, &server.ws_url()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn browser_origins_must_be_allowed() {
    let (server, _log) =
        start_server(ServerConfig::default().allow_origin("https://editor.example")).await;
    let url = server.ws_url();
    let (status, body) = refused_with(
        connect(
            &url,
            ClientConfig::default().header("Origin", "https://evil.example"),
        )
        .await,
    );
    assert_eq!(status, 403);
    assert!(body.contains("https://evil.example"), "{body}");

    // The listed origin, and a client that sends none, are served.
    let listed = connect(
        &url,
        ClientConfig::default().header("Origin", "https://editor.example"),
    )
    .await
    .expect("an allowed origin connects");
    listed
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("initialize from the allowed origin");
    let plain = connect(&url, ClientConfig::default())
        .await
        .expect("no Origin");
    plain
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("initialize without Origin");
    assert_eq!(server.connections(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bearer_token_is_required_when_set() {
    let (server, _log) = start_server(ServerConfig::default().bearer_token("s3cret")).await;
    let url = server.ws_url();
    let (status, body) = refused_with(connect(&url, ClientConfig::default()).await);
    assert_eq!(status, 401);
    assert!(body.contains("Bearer"), "{body}");
    let (status, body) =
        refused_with(connect(&url, ClientConfig::default().bearer_token("guess")).await);
    assert_eq!(status, 401);
    assert!(body.contains("not valid"), "{body}");

    let remote = connect(&url, ClientConfig::default().bearer_token("s3cret"))
        .await
        .expect("the right token connects");
    full_turn(&remote).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_beyond_the_limit_get_503() {
    let (server, _log) = start_server(ServerConfig::default().max_connections(1)).await;
    let url = server.ws_url();
    let first = connect(&url, ClientConfig::default()).await.expect("first");
    let (status, body) = refused_with(connect(&url, ClientConfig::default()).await);
    assert_eq!(status, 503);
    assert!(body.contains("maximum of 1"), "{body}");
    // The first one is unaffected, and its place is free again once it left.
    first
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("the first connection still works");
    first.agent.0.close();
    wait_until(WITHIN, || server.connections() == 0).await;
    let again = connect(&url, ClientConfig::default())
        .await
        .expect("a free place");
    full_turn(&again).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_over_the_limit_ends_only_its_connection() {
    let (server, _log) = start_server(ServerConfig::default().max_message_size(64 * 1024)).await;
    let url = server.ws_url();
    let big = connect(&url, ClientConfig::default())
        .await
        .expect("connect");
    let other = connect(&url, ClientConfig::default())
        .await
        .expect("connect");
    big.agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("initialize");
    let failed = big
        .agent
        .ext_request("_remote.test/echo", json!({"blob": "x".repeat(100 * 1024)}))
        .await;
    assert!(failed.is_err(), "an oversized message got {failed:?}");
    tokio::time::timeout(WITHIN, big.done)
        .await
        .expect("the oversized client's connection ends")
        .unwrap();
    // What a raw client sees: close code 1009 (message too big).
    let (mut raw, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .expect("a raw WebSocket connects");
    raw.send(Message::Text("x".repeat(100 * 1024).into()))
        .await
        .unwrap();
    let closed = loop {
        match tokio::time::timeout(WITHIN, raw.next())
            .await
            .expect("the server closes the socket")
        {
            Some(Ok(Message::Close(frame))) => break frame,
            Some(Ok(_)) => continue,
            other => panic!("expected a close frame, got {other:?}"),
        }
    };
    let frame = closed.expect("a close frame with a code");
    assert_eq!(u16::from(frame.code), 1009, "{frame:?}");
    // The other client goes on, up to just under the limit.
    full_turn(&other).await;
    let echoed = other
        .agent
        .ext_request("_remote.test/echo", json!({"blob": "y".repeat(60 * 1024)}))
        .await
        .expect("a message under the limit");
    assert_eq!(
        echoed["echoed"]["blob"].as_str().map(str::len),
        Some(60 * 1024)
    );
    wait_until(WITHIN, || server.connections() == 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_ended() {
    let (server, _log) =
        start_server(ServerConfig::default().idle_timeout(Duration::from_millis(300))).await;
    let remote = connect(&server.ws_url(), ClientConfig::default())
        .await
        .expect("connect");
    remote
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("initialize");
    tokio::time::timeout(WITHIN, remote.done)
        .await
        .expect("the idle connection is ended by the server")
        .unwrap();
    assert!(remote.agent.0.is_closed());
    wait_until(WITHIN, || server.connections() == 0).await;
}

/// A JSON-RPC request as one WebSocket text message, its method taken from
/// its params type.
fn request_message<R: Request>(id: u64, params: R) -> Message {
    Message::Text(request_line(id, params).into())
}

/// A raw WebSocket client that sends JSON-RPC by hand and then vanishes
/// without a close frame: the server ends the connection and its turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_vanishing_mid_turn_is_cleaned_up() {
    let (server, log) = start_server(ServerConfig::default()).await;
    let request = server.ws_url().into_client_request().unwrap();
    let (mut socket, response) = tokio_tungstenite::connect_async(request)
        .await
        .expect("a raw WebSocket connects");
    let id = response.headers()[CONNECTION_ID_HEADER].to_str().unwrap();
    assert_eq!(id.len(), 32, "the connection id is 128 random bits: {id}");

    socket
        .send(request_message(1, InitializeRequest::new(1)))
        .await
        .unwrap();
    // A pretty-printed message (line breaks between tokens) is one message too.
    let pretty = serde_json::to_string_pretty(&json!({
        "jsonrpc": "2.0", "id": 2, "method": NewSessionRequest::METHOD,
        "params": NewSessionRequest::new("/", vec![]),
    }))
    .unwrap();
    socket.send(Message::Text(pretty.into())).await.unwrap();
    socket
        .send(request_message(3, text_prompt("remote-1", "wait")))
        .await
        .unwrap();
    // Binary messages are not ACP and are ignored.
    socket
        .send(Message::Binary(vec![1, 2, 3].into()))
        .await
        .unwrap();

    // Requests run concurrently: the answers and the turn's first update come
    // in any order.
    let mut seen = Vec::new();
    let by_id = |seen: &[Value], id: u64| seen.iter().find(|v| v["id"] == id).cloned();
    let waiting = |seen: &[Value]| {
        seen.iter().any(|v| {
            v["method"] == SessionNotification::METHOD
                && v["params"]["update"]["content"]["text"] == "waiting"
        })
    };
    while by_id(&seen, 1).is_none() || by_id(&seen, 2).is_none() || !waiting(&seen) {
        let message = tokio::time::timeout(WITHIN, socket.next())
            .await
            .expect("the agent answers")
            .expect("the socket stays open")
            .expect("a message");
        let Message::Text(text) = message else {
            continue;
        };
        seen.push(serde_json::from_str(&text).unwrap());
    }
    let init = by_id(&seen, 1).unwrap();
    assert!(init["result"]["protocolVersion"].is_number(), "{seen:?}");
    assert_eq!(by_id(&seen, 2).unwrap()["result"]["sessionId"], "remote-1");
    assert_eq!(log.turns_started.load(Ordering::SeqCst), 1);
    assert_eq!(server.connections(), 1);

    // Gone: the TCP connection closes without a WebSocket close frame.
    drop(socket);
    wait_until(WITHIN, || server.connections() == 0).await;
    wait_until(WITHIN, || log.turns_ended.load(Ordering::SeqCst) == 1).await;

    // The server goes on serving.
    let remote = connect(&server.ws_url(), ClientConfig::default())
        .await
        .expect("connect after the vanished client");
    full_turn(&remote).await;
}

/// A WebSocket client that reads the answers to initialize and session/new,
/// then stops reading while the agent streams 64 MiB: the agent's sends wait
/// (the turn stalls below the bound instead of ending), another client is
/// served as usual meanwhile, and when the slow client goes away its
/// connection and turn end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_holds_bounded_memory() {
    let (server, log) = start_server(ServerConfig::default()).await;
    let tcp = small_window_stream(server.local_addr()).await;
    let (mut socket, _) = tokio_tungstenite::client_async(server.ws_url(), tcp)
        .await
        .expect("a raw WebSocket connects");
    socket
        .send(request_message(1, InitializeRequest::new(1)))
        .await
        .unwrap();
    socket
        .send(request_message(2, NewSessionRequest::new("/", vec![])))
        .await
        .unwrap();
    let mut answered = 0;
    while answered < 2 {
        let message = tokio::time::timeout(WITHIN, socket.next())
            .await
            .expect("the agent answers")
            .expect("the socket stays open")
            .expect("a message");
        if let Message::Text(text) = message {
            let value: Value = serde_json::from_str(&text).unwrap();
            answered += usize::from(value["id"] == 1 || value["id"] == 2);
        }
    }
    socket
        .send(request_message(3, text_prompt("remote-1", slow_prompt())))
        .await
        .unwrap();

    // (a) The agent's sends wait once the buffers are full. Beyond the write
    // queue the WebSocket profile holds the writer's message, the pipe into
    // the transport and its buffers (some 140 KiB), and the socket's write
    // buffer (128 KiB and a message).
    let bound = slow_reader_bound(3, 1 << 20);
    let sent = assert_stalled(&log, "slow WebSocket reader", bound).await;

    // (b) Another client is served meanwhile.
    let other = connect(&server.ws_url(), ClientConfig::default())
        .await
        .unwrap();
    full_turn(&other).await;
    assert_eq!(server.connections(), 2);
    let started = assert_still_stalled(&log, sent);

    // (c) The slow client goes away: its connection and turn end, the other
    // one goes on.
    drop(socket);
    assert_slow_client_cleaned_up(&server, &log, started).await;
    other
        .agent
        .ext_request("_remote.test/echo", json!({"still": "served"}))
        .await
        .expect("the other connection goes on");
}

/// Keepalive pings: a client that reads (and so answers pings) stays
/// connected across many intervals while idle; a peer that vanished without
/// closing TCP (it never reads again, so never answers) is found out after
/// two intervals and its connection and turn end, long before the idle
/// timeout.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pings_find_out_a_peer_that_vanished_without_closing() {
    let every = Duration::from_millis(200);
    let (server, log) = start_server(ServerConfig::default().ping_interval(every)).await;
    let alive = connect(&server.ws_url(), ClientConfig::default())
        .await
        .unwrap();
    alive
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .unwrap();

    let (mut socket, _) = tokio_tungstenite::connect_async(server.ws_url())
        .await
        .expect("a raw WebSocket connects");
    socket
        .send(request_message(1, InitializeRequest::new(1)))
        .await
        .unwrap();
    socket
        .send(request_message(2, text_prompt("remote-1", "wait")))
        .await
        .unwrap();
    wait_until(WITHIN, || log.turns_started.load(Ordering::SeqCst) == 1).await;
    assert_eq!(server.connections(), 2);
    // From here on the raw peer is silent: the socket is kept, never polled.
    wait_until(WITHIN, || server.connections() == 1).await;
    wait_until(WITHIN, || log.turns_ended.load(Ordering::SeqCst) == 1).await;

    // The reading client answered every ping and is still connected ten
    // intervals later.
    tokio::time::sleep(every * 10).await;
    assert_eq!(server.connections(), 1);
    assert!(!alive.agent.0.is_closed());
    full_turn(&alive).await;
    drop(socket);
}

/// Reads from a raw WebSocket until the server's close frame; its code.
async fn close_code(
    socket: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> u16 {
    loop {
        match tokio::time::timeout(WITHIN, socket.next())
            .await
            .expect("the server closes the socket")
        {
            Some(Ok(Message::Close(frame))) => {
                return u16::from(frame.expect("a close frame with a code").code)
            }
            Some(Ok(_)) => continue,
            other => panic!("expected a close frame, got {other:?}"),
        }
    }
}

/// Frames that break RFC 6455 end their connection with the code section
/// 7.4.1 gives (1007 for a text message that is not UTF-8, 1002 for a
/// compressed frame when no extension was negotiated), and only that one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn broken_frames_are_closed_with_their_rfc_6455_code() {
    use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
    use tokio_tungstenite::tungstenite::protocol::frame::Frame;
    let (server, _log) = start_server(ServerConfig::default()).await;
    let other = connect(&server.ws_url(), ClientConfig::default())
        .await
        .unwrap();
    let text = |payload: &'static [u8]| Frame::message(payload, OpCode::Data(Data::Text), true);
    let mut compressed = text(b"{}");
    compressed.header_mut().rsv1 = true;
    // A fragmented text message whose UTF-8 breaks across the fragments.
    let first_half = Frame::message(&b"{\"x\": \"\xc3"[..], OpCode::Data(Data::Text), false);
    let bad_tail = Frame::message(&b"\x28\"}"[..], OpCode::Data(Data::Continue), true);
    let cases: Vec<(&str, Vec<Frame>, u16)> = vec![
        ("invalid UTF-8", vec![text(b"{\"x\": \"\xff\xfe\"}")], 1007),
        (
            "invalid UTF-8 across fragments",
            vec![first_half, bad_tail],
            1007,
        ),
        ("RSV1 without an extension", vec![compressed], 1002),
    ];
    for (case, frames, expected) in cases {
        let (mut raw, _) = tokio_tungstenite::connect_async(server.ws_url())
            .await
            .expect("a raw WebSocket connects");
        raw.send(request_message(1, InitializeRequest::new(1)))
            .await
            .unwrap();
        for frame in frames {
            raw.send(Message::Frame(frame)).await.unwrap();
        }
        assert_eq!(close_code(&mut raw).await, expected, "{case}");
    }
    wait_until(WITHIN, || server.connections() == 1).await;
    full_turn(&other).await;
}

/// A client that upgrades and then sends nothing (it answers pings, as a
/// polled socket does) is closed with 1008 after the start timeout, which
/// frees its slot; a client that sends its first message in time is not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_sends_nothing_is_ended_after_the_start_timeout() {
    // A silent client answers pings; a pong late by more than an interval on
    // a busy machine would end it as gone (1001) instead, hence their margin.
    let start = Duration::from_secs(2);
    let (server, _log) = start_server(
        ServerConfig::default()
            .start_timeout(start)
            .ping_interval(Duration::from_millis(500))
            .max_connections(4),
    )
    .await;
    let started = std::time::Instant::now();
    let mut silent = Vec::new();
    for _ in 0..4 {
        let (mut raw, _) = tokio_tungstenite::connect_async(server.ws_url())
            .await
            .expect("a raw WebSocket connects");
        // It reads (and so answers pings) until the server closes it.
        silent.push(tokio::spawn(async move { close_code(&mut raw).await }));
    }
    let (status, _) = refused_with(connect(&server.ws_url(), ClientConfig::default()).await);
    assert_eq!(status, 503, "the silent clients hold every slot");
    for closed in silent {
        assert_eq!(closed.await.unwrap(), 1008);
    }
    assert!(started.elapsed() >= start, "{:?}", started.elapsed());
    wait_until(WITHIN, || server.connections() == 0).await;

    let remote = connect(&server.ws_url(), ClientConfig::default())
        .await
        .expect("a slot is free again");
    full_turn(&remote).await;
    tokio::time::sleep(start * 3 / 2).await;
    remote
        .agent
        .ext_request("_remote.test/echo", json!({"still": "served"}))
        .await
        .expect("a connection that started is not ended by the start timeout");
}

/// A full server gives the slot of the connection idle the longest to a
/// newcomer once it has been idle for `reclaim_idle_after` (closed with
/// 1001); before that, newcomers get 503.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_server_gives_an_idle_connections_slot_to_a_newcomer() {
    // Time enough for the busy client to connect and be refused meanwhile.
    let reclaim = Duration::from_secs(3);
    let (server, _log) = start_server(
        ServerConfig::default()
            .max_connections(2)
            .reclaim_idle_after(reclaim),
    )
    .await;
    let (mut idle, _) = tokio_tungstenite::connect_async(server.ws_url())
        .await
        .unwrap();
    idle.send(request_message(1, InitializeRequest::new(1)))
        .await
        .unwrap();
    let busy = connect(&server.ws_url(), ClientConfig::default())
        .await
        .unwrap();
    busy.agent
        .initialize(InitializeRequest::new(1))
        .await
        .unwrap();
    let (status, body) = refused_with(connect(&server.ws_url(), ClientConfig::default()).await);
    assert_eq!(status, 503, "{body}");

    // The busy connection keeps talking; the idle one goes quiet.
    let deadline = std::time::Instant::now() + reclaim * 2;
    while std::time::Instant::now() < deadline {
        busy.agent
            .ext_request("_remote.test/echo", json!({}))
            .await
            .unwrap();
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let newcomer = connect(&server.ws_url(), ClientConfig::default())
        .await
        .expect("the idle connection's slot");
    assert_eq!(close_code(&mut idle).await, 1001);
    full_turn(&newcomer).await;
    busy.agent
        .ext_request("_remote.test/echo", json!({"still": "served"}))
        .await
        .expect("the busy connection keeps its slot");
    assert_eq!(server.connections(), 2);
}
