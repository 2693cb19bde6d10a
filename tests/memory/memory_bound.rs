//! Memory stays bounded when a peer floods notifications at a slow handler, and
//! when a peer stops reading what we send: the connection's queues push back
//! instead of growing. Prints the peak RSS of this test process.
//!
//! Its own test binary, so that the process's peak RSS is this test's alone.

#![cfg(target_os = "linux")]

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use acp::{Config, Connection, Handler, Result};
use serde_json::value::RawValue;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

const FLOOD: u64 = 200_000;
/// The growth of peak RSS allowed for a flood of ~50 MB of messages.
const ALLOWED_GROWTH_KIB: u64 = 24 * 1024;

fn peak_rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc/self/status")
}

/// Handles notifications slowly for the first two seconds, then at full speed.
struct Slow {
    handled: AtomicU64,
    start: tokio::time::Instant,
}

impl Handler for Slow {
    async fn request(
        self: Arc<Self>,
        _method: String,
        _params: Option<Box<RawValue>>,
        _peer: Connection,
    ) -> Result<Box<RawValue>> {
        Ok(serde_json::value::to_raw_value(&self.handled.load(Ordering::SeqCst)).unwrap())
    }
    async fn notification(
        self: Arc<Self>,
        _method: String,
        _params: Option<Box<RawValue>>,
        _peer: Connection,
    ) {
        if self.start.elapsed() < Duration::from_secs(2) {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        self.handled.fetch_add(1, Ordering::SeqCst);
    }
}

fn update(n: u64) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","method":"session/update","params":{{"sessionId":"s","update":{{"sessionUpdate":"agent_message_chunk","content":{{"type":"text","text":"chunk {n:>08} {pad}"}}}}}}}}"#,
        pad = "x".repeat(160)
    ) + "\n"
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn floods_and_stalled_readers_do_not_grow_memory() {
    let before = peak_rss_kib();

    // 1. A peer floods notifications at a handler that is slow for two seconds.
    let (ours, theirs) = tokio::io::duplex(64 * 1024);
    let (their_read, their_write) = tokio::io::split(theirs);
    let handler = Arc::new(Slow {
        handled: AtomicU64::new(0),
        start: tokio::time::Instant::now(),
    });
    struct Shared(Arc<Slow>);
    impl Handler for Shared {
        fn request(
            self: Arc<Self>,
            m: String,
            p: Option<Box<RawValue>>,
            c: Connection,
        ) -> impl std::future::Future<Output = Result<Box<RawValue>>> + Send + 'static {
            self.0.clone().request(m, p, c)
        }
        async fn notification(self: Arc<Self>, m: String, p: Option<Box<RawValue>>, c: Connection) {
            self.0.clone().notification(m, p, c).await
        }
    }
    let (_conn, _done) = Connection::spawn(
        Shared(handler.clone()),
        their_read,
        their_write,
        Config::default(),
    );
    let (_rx, mut tx) = tokio::io::split(ours);
    let flood = tokio::spawn(async move {
        for n in 0..FLOOD {
            tx.write_all(update(n).as_bytes()).await.unwrap();
        }
        tx
    });
    let started = std::time::Instant::now();
    let _tx = tokio::time::timeout(Duration::from_secs(120), flood)
        .await
        .expect("the flood was not taken in within 120 s")
        .unwrap();
    while handler.handled.load(Ordering::SeqCst) < FLOOD {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "not all handled"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let after_flood = peak_rss_kib();

    // 2. We send to a peer that does not read for two seconds.
    let (ours, theirs) = tokio::io::duplex(64 * 1024);
    let (their_read, their_write) = tokio::io::split(theirs);
    let quiet = Arc::new(Slow {
        handled: AtomicU64::new(0),
        start: tokio::time::Instant::now(),
    });
    let (conn, _done) =
        Connection::spawn(Shared(quiet), their_read, their_write, Config::default());
    let sender = tokio::spawn(async move {
        let text = "y".repeat(160);
        for n in 0..FLOOD {
            conn.notify_raw("session/update", &serde_json::json!({"n": n, "text": text}))
                .await
                .unwrap();
        }
    });
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (rx, _tx) = tokio::io::split(ours);
    let mut lines = BufReader::new(rx).lines();
    let mut received = 0u64;
    while received < FLOOD {
        let line = tokio::time::timeout(Duration::from_secs(60), lines.next_line())
            .await
            .expect("the sender stalled")
            .unwrap()
            .expect("output ended");
        assert!(
            line.contains(&format!("\"n\":{received},")),
            "out of order: {line}"
        );
        received += 1;
    }
    sender.await.unwrap();
    let after_stall = peak_rss_kib();

    println!(
        "peak RSS: {before} KiB at start, {after_flood} KiB after {FLOOD} notifications at a slow \
         handler, {after_stall} KiB after {FLOOD} sent to a peer that stopped reading for 2 s \
         (~{} MB each way)",
        FLOOD * update(0).len() as u64 / 1_000_000
    );
    assert!(
        after_stall - before < ALLOWED_GROWTH_KIB,
        "peak RSS grew by {} KiB",
        after_stall - before
    );
}
