//! The SQLite session store (`acp::session::store::SqliteStore`), and with
//! `store-postgres` the PostgreSQL one (`PostgresStore`, on a server the bench
//! starts, as the store's tests do), in three figures, printed (nothing is
//! asserted: the machine decides the numbers):
//!
//! 1. **Recording**: updates appended to one session as a connection records
//!    a stream, durable before the wire: each update is appended, and
//!    "written" (counted) once `durable` says its batch is committed, with at
//!    most `WINDOW` updates in flight (later updates keep batching while
//!    earlier ones wait). Appends per second for windows of 1 (append, wait,
//!    write: no pipelining), 64 and 1,024, with `synchronous` NORMAL (the
//!    default: survives `kill -9`) and FULL (survives a power loss: one
//!    `fsync` per batch); and appends alone, never waited on (the queue's
//!    own cost). The memory store's pipelined figure for comparison. For
//!    PostgreSQL, the same windows on a local server with its default
//!    durability (`fsync` and `synchronous_commit` on).
//! 2. **Replay**: 100,000 updates of one session (about 170 bytes of JSON
//!    each, an `agent_message_chunk`) read back in pages of 1,000, as
//!    `session/load` would replay them: updates per second (the best of
//!    three). Target: at least 200,000.
//! 3. **List**: one page (50) of `session/list` over 10,000 sessions: the
//!    first page, a page in the middle (by cursor) and a page filtered by
//!    `cwd` (100 directories), in milliseconds (the median of 21). Target:
//!    under 50 ms.
//!
//! `cargo bench --features store-sqlite --bench session_store` (add
//! `store-postgres` for PostgreSQL's figures). Under `cargo test --benches` it
//! runs small sizes.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[cfg(all(feature = "store-postgres", target_os = "linux"))]
use acp::session::store::PostgresStore;
use acp::session::store::{
    ListQuery, MemoryStore, SessionMeta, SqliteOptions, SqliteStore, Store, Synchronous,
};
use serde_json::value::RawValue;

/// The PostgreSQL server of the store's tests.
#[cfg(all(feature = "store-postgres", target_os = "linux"))]
#[path = "../src/session/store/postgres/server.rs"]
#[allow(dead_code)] // the bench starts servers with settings of its own
mod server;

/// A directory of the run's own, removed at the end.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Self {
        let dir = std::env::temp_dir().join(format!("acp-bench-store-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn file(&self, name: &str) -> PathBuf {
        let path = self.0.join(name);
        let _ = std::fs::remove_file(&path);
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// An update as an agent streams them: one chunk of a message.
fn chunk(session: &str, n: u64) -> Box<RawValue> {
    RawValue::from_string(format!(
        r#"{{"sessionId":"{session}","update":{{"sessionUpdate":"agent_message_chunk","messageId":"m-{m}","content":{{"type":"text","text":"word {n} of a long answer "}}}}}}"#,
        m = n / 1_000
    ))
    .unwrap()
}

/// Appends `count` updates to a new session, each "written" once durable
/// with at most `window` in flight (`None`: never waited on, then one
/// flush); appends per second.
async fn record<S: Store>(store: &S, session: &str, count: u64, window: Option<usize>) -> f64 {
    store
        .put(SessionMeta::new(session, "/bench", 1))
        .await
        .unwrap();
    let start = Instant::now();
    let mut in_flight = VecDeque::new();
    let mut written = 0u64;
    for n in 0..count {
        let ticket = store.append(session, chunk(session, n)).unwrap();
        if let Some(window) = window {
            in_flight.push_back(ticket);
            if in_flight.len() >= window {
                let ticket = in_flight.pop_front().unwrap();
                store.durable(ticket).await.unwrap();
                written += 1;
            }
        }
    }
    for ticket in in_flight {
        store.durable(ticket).await.unwrap();
        written += 1;
    }
    store.flush().await.unwrap();
    assert!(window.is_none() || written == count);
    count as f64 / start.elapsed().as_secs_f64()
}

fn sqlite(path: &Path, synchronous: Synchronous) -> SqliteStore {
    SqliteStore::open_with(path, SqliteOptions::default().synchronous(synchronous)).unwrap()
}

async fn recording(scratch: &Scratch, count: u64) {
    println!("1. recording {count} updates into one session, durable before the wire:");
    for (label, synchronous) in [
        ("NORMAL", Synchronous::Normal),
        ("FULL  ", Synchronous::Full),
    ] {
        let store = sqlite(&scratch.file(&format!("record-{label}.db")), synchronous);
        // Unpipelined, each update waits for its own commit: fewer of them.
        let alone = record(&store, "w1", (count / 20).max(100), Some(1)).await;
        let w64 = record(&store, "w64", count, Some(64)).await;
        let w1024 = record(&store, "w1024", count, Some(1_024)).await;
        let unwaited = record(&store, "none", count, None).await;
        println!(
            "   sqlite {label}: window 1 {alone:>9.0}/s   window 64 {w64:>9.0}/s   \
             window 1024 {w1024:>9.0}/s   not waited on {unwaited:>9.0}/s"
        );
    }
    let memory = record(&MemoryStore::new(), "m", count, Some(64)).await;
    println!("   memory store, window 64: {memory:.0}/s");
}

/// Records `count` updates into one session, then reads them back in pages
/// of 1,000 three times: the best time.
async fn replayed<S: Store>(store: &S, count: u64) -> Duration {
    record(store, "long", count, None).await;
    let mut best = Duration::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        let (mut from, mut read) = (0, 0u64);
        loop {
            let page = store.updates("long", from, 1_000).await.unwrap();
            read += page.updates.len() as u64;
            match page.next {
                Some(next) => from = next,
                None => break,
            }
        }
        assert_eq!(read, count);
        best = best.min(start.elapsed());
    }
    best
}

async fn replay(scratch: &Scratch, count: u64) {
    let store = sqlite(&scratch.file("replay.db"), Synchronous::Normal);
    let best = replayed(&store, count).await;
    // The file and its write-ahead log.
    let wal = PathBuf::from(format!("{}-wal", store.path().display()));
    let bytes: u64 = [store.path(), wal.as_path()]
        .iter()
        .map(|p| std::fs::metadata(p).map_or(0, |m| m.len()))
        .sum();
    println!(
        "2. replay: {count} updates in pages of 1000 in {:.1} ms: {:.0} updates/s \
         (target >= 200000; file {:.1} MiB)",
        best.as_secs_f64() * 1e3,
        count as f64 / best.as_secs_f64(),
        bytes as f64 / (1 << 20) as f64
    );
}

async fn list(scratch: &Scratch, sessions: u64) {
    let store = sqlite(&scratch.file("list.db"), Synchronous::Normal);
    print!("3. list: one page of 50 over {sessions} sessions:");
    listed(&store, sessions).await;
}

/// Creates `sessions` sessions, then prints how long a page of the list
/// takes: the first, one in the middle, one of a `cwd`.
async fn listed<S: Store + Clone>(store: &S, sessions: u64) {
    // Created concurrently, so that they commit in batches.
    let puts = (0..sessions).map(|n| {
        let meta = SessionMeta::new(
            format!("session-{n:06}"),
            format!("/project/{}", n % 100),
            n,
        )
        .title(format!("Session number {n}"))
        .updated_ms(1_000_000 + n * 7 % sessions);
        let store = store.clone();
        async move { store.put(meta).await }
    });
    for put in futures_util::future::join_all(puts).await {
        put.unwrap();
    }
    let middle = {
        let mut query = ListQuery::new();
        for _ in 0..(sessions / 100).max(1) {
            let page = store.list(query.clone()).await.unwrap();
            match page.next {
                Some(next) => query = query.cursor(next),
                None => break,
            }
        }
        query
    };
    let queries = [
        ("first page", ListQuery::new()),
        ("middle page", middle),
        ("one cwd", ListQuery::new().cwd("/project/42")),
    ];
    for (label, query) in queries {
        let mut times = Vec::new();
        for _ in 0..21 {
            let start = Instant::now();
            let page = store.list(query.clone()).await.unwrap();
            times.push(start.elapsed());
            assert!(!page.sessions.is_empty());
        }
        times.sort();
        print!("  {label} {:.2} ms", times[10].as_secs_f64() * 1e3);
    }
    println!("  (target < 50 ms)");
}

/// The three figures for PostgreSQL, on a server of the bench's own.
#[cfg(all(feature = "store-postgres", target_os = "linux"))]
async fn postgres(count: u64, replayed_count: u64, sessions: u64) {
    // PostgreSQL's default durability: each commit synced to the disk.
    let server = server::Server::start_with(&[]);
    let connect = || async { PostgresStore::connect(&server.database()).await.unwrap() };
    let store = connect().await;
    let alone = record(&store, "w1", (count / 20).max(100), Some(1)).await;
    let w64 = record(&store, "w64", count, Some(64)).await;
    let w1024 = record(&store, "w1024", count, Some(1_024)).await;
    let unwaited = record(&store, "none", count, None).await;
    println!(
        "postgres: 1. recording: window 1 {alone:>9.0}/s   window 64 {w64:>9.0}/s   \
         window 1024 {w1024:>9.0}/s   not waited on {unwaited:>9.0}/s"
    );
    let best = replayed(&connect().await, replayed_count).await;
    println!(
        "postgres: 2. replay: {replayed_count} updates in pages of 1000 in {:.1} ms: \
         {:.0} updates/s",
        best.as_secs_f64() * 1e3,
        replayed_count as f64 / best.as_secs_f64(),
    );
    print!("postgres: 3. list: one page of 50 over {sessions} sessions:");
    listed(&connect().await, sessions).await;
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (appends, replayed, sessions) = match full {
        true => (100_000, 100_000, 10_000),
        false => (2_000, 2_000, 300),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let scratch = Scratch::new();
    runtime.block_on(async {
        recording(&scratch, appends).await;
        replay(&scratch, replayed).await;
        list(&scratch, sessions).await;
        #[cfg(all(feature = "store-postgres", target_os = "linux"))]
        postgres(appends, replayed, sessions).await;
    });
}
