//! One of our connections, with the test playing the other side as raw lines:
//! what a hostile or broken peer would write, byte for byte.

use std::time::Duration;

use acp::{Config, Connection, Handler};
use serde_json::Value;
use tokio::io::{
    AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream, Lines, ReadHalf, WriteHalf,
};

/// The test's end of a connection whose other end is served by our runtime.
pub struct RawPeer {
    tx: WriteHalf<DuplexStream>,
    rx: Lines<BufReader<ReadHalf<DuplexStream>>>,
    /// Our side's connection (to call the raw peer from our side).
    #[allow(dead_code)] // not every test calls from our side
    pub conn: Connection,
}

#[allow(dead_code)] // not every test uses every helper
impl RawPeer {
    /// Serves `handler` on a fresh in-memory pipe.
    pub fn new<H: Handler>(handler: H, config: Config) -> RawPeer {
        let (ours, theirs) = tokio::io::duplex(1 << 20);
        let (their_read, their_write) = tokio::io::split(theirs);
        let (conn, _done) = Connection::spawn(handler, their_read, their_write, config);
        let (rx, tx) = tokio::io::split(ours);
        RawPeer {
            tx,
            rx: BufReader::new(rx).lines(),
            conn,
        }
    }

    /// Writes one line (the newline is added).
    pub async fn send(&mut self, line: &str) {
        self.tx.write_all(line.as_bytes()).await.unwrap();
        self.tx.write_all(b"\n").await.unwrap();
    }

    /// Writes several lines at once, as one write.
    pub async fn send_all(&mut self, lines: &[&str]) {
        let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
        self.tx.write_all(text.as_bytes()).await.unwrap();
    }

    /// Sends `value` as one line.
    pub async fn send_json(&mut self, value: Value) {
        self.send(&value.to_string()).await;
    }

    /// The next line our side wrote.
    pub async fn recv(&mut self) -> Value {
        let line = tokio::time::timeout(Duration::from_secs(30), self.rx.next_line())
            .await
            .expect("no line within 30 s")
            .unwrap()
            .expect("output ended");
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"))
    }

    /// Sends a request and returns our side's answer to it.
    pub async fn call(&mut self, id: u64, method: &str, params: Value) -> Value {
        self.send_json(
            serde_json::json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}),
        )
        .await;
        let answer = self.recv().await;
        assert_eq!(answer["id"], id, "{answer}");
        answer
    }

    /// Sends a request and reads until our side's answer: the params of the
    /// `session/update`s written before it, in order, then the answer.
    pub async fn updates_then_answer(
        &mut self,
        id: u64,
        method: &str,
        params: Value,
    ) -> (Vec<Value>, Value) {
        self.send_json(
            serde_json::json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}),
        )
        .await;
        let mut updates = vec![];
        loop {
            let line = self.recv().await;
            if line.get("id") == Some(&serde_json::json!(id)) && line.get("method").is_none() {
                return (updates, line);
            }
            assert_eq!(line["method"], "session/update", "{line}");
            updates.push(line["params"].clone());
        }
    }

    /// A `session/prompt` of `text` that ends its turn (`end_turn`): the
    /// `session/update`s' params before the answer.
    pub async fn prompt(&mut self, id: u64, session: &str, text: &str) -> Vec<Value> {
        let params =
            serde_json::json!({"sessionId": session, "prompt": [{"type": "text", "text": text}]});
        let (updates, answer) = self.updates_then_answer(id, "session/prompt", params).await;
        assert_eq!(answer["result"]["stopReason"], "end_turn", "{answer}");
        updates
    }

    /// Asserts that our side ends its output (after what it already wrote).
    pub async fn expect_end(&mut self) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let next = tokio::time::timeout_at(deadline, self.rx.next_line())
                .await
                .expect("our side's output did not end within 10 s");
            if next.unwrap().is_none() {
                return;
            }
        }
    }

    /// Asserts that our side writes nothing for a moment.
    pub async fn expect_quiet(&mut self) {
        if let Ok(line) =
            tokio::time::timeout(Duration::from_millis(200), self.rx.next_line()).await
        {
            panic!("unexpected output: {line:?}");
        }
    }

    /// Ends the input of our side (the raw peer closed its output).
    pub async fn close(&mut self) {
        self.tx.shutdown().await.unwrap();
    }
}
