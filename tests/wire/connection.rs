//! The connection at the protocol level: raw lines in, raw lines out.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::connection::Conventions;
use acp::{Config, Connection, Handler, Result};
use serde_json::value::RawValue;
use serde_json::{json, Value};
use tokio::io::{
    AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream, Lines, ReadHalf, WriteHalf,
};

/// A handler with a few behaviours chosen by method name.
#[derive(Default)]
struct TestHandler {
    notes: Mutex<Vec<Value>>,
}

fn raw(value: Value) -> Box<RawValue> {
    serde_json::value::to_raw_value(&value).unwrap()
}

fn params_of(params: &Option<Box<RawValue>>) -> Value {
    params
        .as_ref()
        .map_or(Value::Null, |p| serde_json::from_str(p.get()).unwrap())
}

impl Handler for TestHandler {
    async fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> Result<Box<RawValue>> {
        if method == "echo" {
            return Ok(params.unwrap_or_else(|| raw(Value::Null)));
        }
        let p = params_of(&params);
        match method.as_str() {
            "sleep" => {
                tokio::time::sleep(Duration::from_millis(p["ms"].as_u64().unwrap_or(0))).await;
                Ok(raw(json!("slept")))
            }
            "panic" => panic!("boom"),
            "count_notes" => Ok(raw(json!(self.notes.lock().unwrap().len()))),
            "fail" => {
                Err(acp::Error::new(-32042, "custom failure").data(json!({"why": "asked to"})))
            }
            // Calls the peer back while handling this request, `depth` levels deep.
            "nest" => {
                let depth = p["depth"].as_u64().unwrap_or(0);
                if depth == 0 {
                    return Ok(raw(json!(0)));
                }
                let inner = peer
                    .request_raw("nest", &json!({"depth": depth - 1}))
                    .await?;
                let inner: u64 = serde_json::from_str(inner.get()).unwrap();
                Ok(raw(json!(inner + 1)))
            }
            _ => Err(acp::Error::method_not_found(&method)),
        }
    }

    async fn notification(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        _peer: Connection,
    ) {
        let p = params_of(&params);
        if method == "slow" {
            tokio::time::sleep(Duration::from_millis(p["ms"].as_u64().unwrap_or(0))).await;
        }
        self.notes
            .lock()
            .unwrap()
            .push(json!({"method": method, "params": p}));
    }
}

/// A connection driven by hand: we write raw lines and read raw lines.
struct Wire {
    tx: WriteHalf<DuplexStream>,
    rx: Lines<BufReader<ReadHalf<DuplexStream>>>,
    handler: Arc<TestHandler>,
    conn: Connection,
}

/// Lets a test keep a handle on the handler it gave to the connection.
struct Shared(Arc<TestHandler>);

impl Handler for Shared {
    // A handler of ACP's messages: `$/cancel_request` cancels calls both ways.
    const CONVENTIONS: &'static acp::connection::Conventions = &acp::v1::CONVENTIONS;

    async fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> Result<Box<RawValue>> {
        self.0.clone().request(method, params, peer).await
    }
    async fn notification(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) {
        self.0.clone().notification(method, params, peer).await
    }
}

fn wire(limits: Config) -> Wire {
    let (ours, theirs) = tokio::io::duplex(1 << 20);
    let (their_read, their_write) = tokio::io::split(theirs);
    let handler = Arc::new(TestHandler::default());
    let (conn, _done) = Connection::spawn(Shared(handler.clone()), their_read, their_write, limits);
    let (rx, tx) = tokio::io::split(ours);
    Wire {
        tx,
        rx: BufReader::new(rx).lines(),
        handler,
        conn,
    }
}

impl Wire {
    async fn send(&mut self, line: &str) {
        self.tx.write_all(line.as_bytes()).await.unwrap();
        self.tx.write_all(b"\n").await.unwrap();
    }

    async fn recv(&mut self) -> String {
        tokio::time::timeout(Duration::from_secs(30), self.rx.next_line())
            .await
            .expect("no line within 30 s")
            .unwrap()
            .expect("output ended")
    }

    async fn recv_json(&mut self) -> Value {
        serde_json::from_str(&self.recv().await).unwrap()
    }

    /// Asserts nothing more arrives for a moment.
    async fn quiet(&mut self) {
        if let Ok(line) =
            tokio::time::timeout(Duration::from_millis(150), self.rx.next_line()).await
        {
            panic!("unexpected output: {line:?}");
        }
    }
}

#[tokio::test]
async fn malformed_json_is_answered_and_the_connection_goes_on() {
    let mut w = wire(Config::default());
    w.send("{this is not json").await;
    let err = w.recv_json().await;
    assert_eq!(err["id"], Value::Null);
    assert_eq!(err["error"]["code"], -32700);
    w.send(r#"{"jsonrpc":"2.0","id":1,"method":"echo","params":{"x":1}}"#)
        .await;
    assert_eq!(
        w.recv().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"x":1}}"#
    );
}

#[tokio::test]
async fn invalid_requests_get_32600() {
    let mut w = wire(Config::default());
    for line in [
        r#"[1,2,3]"#,
        r#"{"jsonrpc":"2.0","id":5,"method":7}"#,
        r#"{"id":6,"method":"echo"}"#,
    ] {
        w.send(line).await;
        let err = w.recv_json().await;
        assert_eq!(err["error"]["code"], -32600, "{line}: {err}");
    }
    w.send(r#"{"jsonrpc":"2.0","id":"keep","method":7}"#).await;
    assert_eq!(w.recv_json().await["id"], "keep");
}

#[tokio::test]
async fn ids_are_echoed_byte_for_byte() {
    let mut w = wire(Config::default());
    for id in [
        "0",
        "-1",
        "\"abc\"",
        "9007199254740993",
        "1.5",
        "18446744073709551616",
        "\"\\u00e9\"",
    ] {
        w.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"echo","params":[]}}"#
        ))
        .await;
        assert_eq!(
            w.recv().await,
            format!(r#"{{"jsonrpc":"2.0","id":{id},"result":[]}}"#)
        );
    }
}

#[tokio::test]
async fn handler_errors_and_panics() {
    let mut w = wire(Config::default());
    w.send(r#"{"jsonrpc":"2.0","id":1,"method":"fail"}"#).await;
    assert_eq!(
        w.recv().await,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32042,"message":"custom failure","data":{"why":"asked to"}}}"#
    );
    w.send(r#"{"jsonrpc":"2.0","id":2,"method":"panic"}"#).await;
    let err = w.recv_json().await;
    assert_eq!(
        (err["id"].clone(), err["error"]["code"].clone()),
        (json!(2), json!(-32603))
    );
    assert!(err["error"]["message"].as_str().unwrap().contains("boom"));
    w.send(r#"{"jsonrpc":"2.0","id":3,"method":"echo","params":{}}"#)
        .await;
    assert_eq!(w.recv_json().await["result"], json!({}));
}

#[tokio::test]
async fn cancel_request_stops_the_handler_with_one_response() {
    let mut w = wire(Config::default());
    w.send(r#"{"jsonrpc":"2.0","id":"slow","method":"sleep","params":{"ms":60000}}"#)
        .await;
    w.send(r#"{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":"slow"}}"#)
        .await;
    let err = w.recv_json().await;
    assert_eq!(
        (err["id"].clone(), err["error"]["code"].clone()),
        (json!("slow"), json!(-32800))
    );
    // Cancelling again, or a finished request, changes nothing.
    w.send(r#"{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":"slow"}}"#)
        .await;
    w.quiet().await;
    // A request that finishes normally is answered once, cancel or not.
    w.send(r#"{"jsonrpc":"2.0","id":9,"method":"echo","params":[9]}"#)
        .await;
    assert_eq!(w.recv_json().await["result"], json!([9]));
    w.send(r#"{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":9}}"#)
        .await;
    w.quiet().await;
}

#[tokio::test]
async fn notifications_are_handled_in_arrival_order() {
    let mut w = wire(Config::default());
    // The first one is slow: the others must still come after it.
    w.send(r#"{"jsonrpc":"2.0","method":"slow","params":{"ms":100}}"#)
        .await;
    for i in 0..50 {
        w.send(&format!(
            r#"{{"jsonrpc":"2.0","method":"n","params":{{"i":{i}}}}}"#
        ))
        .await;
    }
    w.send(r#"{"jsonrpc":"2.0","id":1,"method":"sleep","params":{"ms":300}}"#)
        .await;
    w.recv().await;
    let notes = w.handler.notes.lock().unwrap().clone();
    assert_eq!(notes.len(), 51);
    assert_eq!(notes[0]["method"], "slow");
    for (i, n) in notes[1..].iter().enumerate() {
        assert_eq!(n["params"]["i"], i);
    }
}

#[tokio::test]
async fn oversized_messages_are_refused_and_skipped() {
    let big = format!(
        r#"{{"jsonrpc":"2.0","id":1,"method":"echo","params":["{}"]}}"#,
        "x".repeat(50 << 20)
    );
    let mut w = wire(Config::default());
    w.send(&big).await;
    let err = w.recv_json().await;
    assert_eq!(err["error"]["code"], -32600);
    assert!(
        err["error"]["message"]
            .as_str()
            .unwrap()
            .contains("exceeds the limit"),
        "{err}"
    );
    w.send(r#"{"jsonrpc":"2.0","id":2,"method":"echo","params":[]}"#)
        .await;
    assert_eq!(w.recv_json().await["id"], 2);

    let mut w = wire(Config::default().max_message_size(64 << 20));
    w.send(&big).await;
    let reply = w.recv().await;
    assert_eq!(
        reply.len(),
        big.len() - r#""method":"echo","params":"#.len() + r#""result":"#.len()
    );
}

#[tokio::test]
async fn a_byte_stream_split_anywhere_gives_the_same_messages() {
    let mut w = wire(Config::default());
    let mut stream = String::new();
    for i in 0..200 {
        stream.push_str(&format!(
            r#"{{"jsonrpc":"2.0","id":{i},"method":"echo","params":{{"text":"line {i} é ✓"}}}}"#
        ));
        stream.push('\n');
    }
    // Cut points from a fixed LCG, so a failure can be reproduced.
    let bytes = stream.as_bytes();
    let mut seed: u64 = 0x5eed;
    let mut at = 0;
    while at < bytes.len() {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let n = 1 + (seed >> 33) as usize % 97;
        let end = (at + n).min(bytes.len());
        w.tx.write_all(&bytes[at..end]).await.unwrap();
        w.tx.flush().await.unwrap();
        at = end;
    }
    let mut got = vec![];
    for _ in 0..200 {
        got.push(w.recv_json().await);
    }
    got.sort_by_key(|m| m["id"].as_u64());
    for (i, m) in got.iter().enumerate() {
        assert_eq!(m["result"]["text"], format!("line {i} é ✓"));
    }
}

#[tokio::test]
async fn a_dead_peer_fails_pending_calls_promptly() {
    let w = wire(Config::default());
    let conn = w.conn.clone();
    let call = tokio::spawn(async move { conn.request_raw("never_answered", &json!({})).await });
    tokio::time::sleep(Duration::from_millis(50)).await;
    let started = Instant::now();
    drop(w); // the peer goes away: its end of the pipe closes
    let result = tokio::time::timeout(Duration::from_secs(1), call)
        .await
        .expect("pending call hung")
        .unwrap();
    assert!(result.is_err());
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[tokio::test]
async fn dropping_an_outgoing_call_sends_cancel_request() {
    let mut w = wire(Config::default());
    let conn = w.conn.clone();
    let call = tokio::spawn(async move { conn.request_raw("_vendor/long", &json!({})).await });
    let request = w.recv_json().await;
    assert_eq!(request["method"], "_vendor/long");
    call.abort();
    let cancel = w.recv_json().await;
    assert_eq!(cancel["method"], "$/cancel_request");
    assert_eq!(cancel["params"]["requestId"], request["id"]);
}

#[tokio::test]
async fn too_many_concurrent_requests_are_refused_not_queued() {
    let mut w = wire(Config::default().max_concurrent_requests(2));
    for id in 0..3 {
        w.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"sleep","params":{{"ms":200}}}}"#
        ))
        .await;
    }
    let refused = w.recv_json().await;
    assert_eq!(
        (refused["id"].clone(), refused["error"]["code"].clone()),
        (json!(2), json!(-32603))
    );
    assert_eq!(w.recv_json().await["result"], "slept");
    assert_eq!(w.recv_json().await["result"], "slept");
}

#[tokio::test]
async fn responses_to_unknown_ids_are_ignored() {
    let mut w = wire(Config::default());
    w.send(r#"{"jsonrpc":"2.0","id":12345,"result":{}}"#).await;
    w.quiet().await;
}

/// Two full connections talking to each other.
fn pair(limits: Config) -> (Connection, Connection) {
    let ((a, _), (b, _)) =
        acp::transport::memory_pair(TestHandler::default(), TestHandler::default(), limits);
    (a, b)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nested_round_trips_in_both_directions_at_once() {
    let (a, b) = pair(Config::default());
    let mut calls = vec![];
    for i in 0..20 {
        let (a, b) = (a.clone(), b.clone());
        calls.push(tokio::spawn(async move {
            let from_a = a
                .request_raw("nest", &json!({"depth": 5 + i % 3}))
                .await
                .unwrap();
            let from_b = b
                .request_raw("nest", &json!({"depth": 4 + i % 5}))
                .await
                .unwrap();
            (
                from_a.get().parse::<u64>().unwrap(),
                from_b.get().parse::<u64>().unwrap(),
                i,
            )
        }));
    }
    for call in calls {
        let (x, y, i) = call.await.unwrap();
        assert_eq!((x, y), (5 + i % 3, 4 + i % 5));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_thousand_concurrent_requests_each_way() {
    let limits = Config::default().max_concurrent_requests(20_000);
    let (a, b) = pair(limits);
    let mut calls = tokio::task::JoinSet::new();
    for i in 0..10_000u64 {
        for (conn, side) in [(a.clone(), "a"), (b.clone(), "b")] {
            calls.spawn(async move {
                let reply = conn
                    .request_raw("echo", &json!({"i": i, "side": side}))
                    .await
                    .unwrap();
                let reply: Value = serde_json::from_str(reply.get()).unwrap();
                assert_eq!(reply, json!({"i": i, "side": side}));
            });
        }
    }
    let mut done = 0;
    while let Some(r) = calls.join_next().await {
        r.unwrap();
        done += 1;
    }
    assert_eq!(done, 20_000);
}

#[tokio::test]
async fn a_slow_reader_makes_notifying_wait() {
    let (ours, theirs) = tokio::io::duplex(1024);
    let (their_read, their_write) = tokio::io::split(theirs);
    let limits = Config::default().write_queue(4);
    let (conn, _done) = Connection::spawn(TestHandler::default(), their_read, their_write, limits);
    let note = json!({"text": "x".repeat(200)});
    let mut sent = 0;
    // Nobody reads `ours`: after the pipe and the queue fill up, sending must wait.
    let blocked = loop {
        match tokio::time::timeout(Duration::from_millis(200), conn.notify_raw("n", &note)).await {
            Ok(r) => {
                r.unwrap();
                sent += 1;
                assert!(sent < 1000, "notifications were queued without bound");
            }
            Err(_) => break true,
        }
    };
    assert!(blocked);
    // Once the peer reads, everything arrives, in order.
    let mut lines = BufReader::new(ours).lines();
    for _ in 0..sent {
        let line = lines.next_line().await.unwrap().unwrap();
        assert!(line.contains(r#""method":"n""#));
    }
}

/// Forwards every request to the peer as `_next`, so we can see what it carries.
/// Speaks ACP's conventions, or plain JSON-RPC's when `PLAIN`.
struct Forwarder<const PLAIN: bool>;

impl<const PLAIN: bool> Handler for Forwarder<PLAIN> {
    const CONVENTIONS: &'static Conventions = if PLAIN {
        &Conventions::JSON_RPC
    } else {
        &acp::v1::CONVENTIONS
    };

    async fn request(
        self: Arc<Self>,
        _method: String,
        _params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> Result<Box<RawValue>> {
        Ok(peer.request_raw("_next", &json!({"x": 1})).await?)
    }
    async fn notification(
        self: Arc<Self>,
        _method: String,
        _params: Option<Box<RawValue>>,
        _peer: Connection,
    ) {
    }
}

/// A connection served by a `Forwarder<PLAIN>`, and our ends of its wire.
fn forwarding<const PLAIN: bool>() -> (
    Connection,
    Lines<BufReader<ReadHalf<DuplexStream>>>,
    WriteHalf<DuplexStream>,
) {
    let (ours, theirs) = tokio::io::duplex(1 << 16);
    let (their_read, their_write) = tokio::io::split(theirs);
    let (conn, _done) = Connection::spawn(
        Forwarder::<PLAIN>,
        their_read,
        their_write,
        Config::default(),
    );
    let (rx, tx) = tokio::io::split(ours);
    (conn, BufReader::new(rx).lines(), tx)
}

#[tokio::test]
async fn trace_context_is_carried_onward() {
    let (_conn, mut rx, mut tx) = forwarding::<false>();
    let parent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    let line = format!(
        r#"{{"jsonrpc":"2.0","id":1,"method":"go","params":{{"_meta":{{"traceparent":"{parent}","baggage":"k=v"}}}}}}"#
    );
    tx.write_all(format!("{line}\n").as_bytes()).await.unwrap();
    let forwarded: Value = serde_json::from_str(&rx.next_line().await.unwrap().unwrap()).unwrap();
    assert_eq!(forwarded["method"], "_next");
    assert_eq!(
        forwarded["params"],
        json!({"x": 1, "_meta": {"traceparent": parent, "baggage": "k=v"}})
    );
    // Without trace context nothing is added.
    let reply = format!(
        r#"{{"jsonrpc":"2.0","id":{},"result":{{}}}}"#,
        forwarded["id"]
    );
    tx.write_all(format!("{reply}\n").as_bytes()).await.unwrap();
    assert_eq!(
        rx.next_line().await.unwrap().unwrap(),
        r#"{"jsonrpc":"2.0","id":1,"result":{}}"#
    );
    tx.write_all(b"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"go\",\"params\":{}}\n")
        .await
        .unwrap();
    let forwarded: Value = serde_json::from_str(&rx.next_line().await.unwrap().unwrap()).unwrap();
    assert_eq!(forwarded["params"], json!({"x": 1}));
}

#[tokio::test]
async fn plain_json_rpc_carries_no_trace_context() {
    let (_conn, mut rx, mut tx) = forwarding::<true>();
    tx.write_all(
        b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"go\",\"params\":{\"_meta\":{\"traceparent\":\"t\"}}}\n",
    )
    .await
    .unwrap();
    let forwarded: Value = serde_json::from_str(&rx.next_line().await.unwrap().unwrap()).unwrap();
    assert_eq!(forwarded["params"], json!({"x": 1}));
}

#[tokio::test]
async fn requests_start_after_earlier_notifications_were_handled() {
    let mut w = wire(Config::default());
    w.send(r#"{"jsonrpc":"2.0","method":"slow","params":{"ms":100}}"#)
        .await;
    w.send(r#"{"jsonrpc":"2.0","method":"n","params":{}}"#)
        .await;
    w.send(r#"{"jsonrpc":"2.0","id":1,"method":"count_notes"}"#)
        .await;
    assert_eq!(w.recv_json().await["result"], 2);
}
