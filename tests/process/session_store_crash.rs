//! `kill -9` at any moment leaves the SQLite session store whole: a child
//! process (this test binary again, running [`crash_child`]) streams updates
//! into one session as a connection would (appending ahead, "writing to the
//! wire" each once it is durable: here, printing its position); the test kills
//! it with SIGKILL at a random moment, opens the store, and finds every
//! position the child printed, the positions dense. Ten times, on one file:
//! each child goes on where the last one's durable updates end.

#![cfg(all(unix, feature = "store-sqlite"))]

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use acp::session::store::{SessionMeta, SqliteStore, Store, UpdatePage};
use serde_json::value::RawValue;

/// Set (to the store's path) in the child's environment.
const CHILD: &str = "ACP_STORE_CRASH_CHILD";
/// The session the children write.
const SESSION: &str = "crash-session";
/// How many updates a child keeps in flight before "writing" the oldest.
const WINDOW: usize = 256;
/// What a child prints for each update it would write to the wire.
const DURABLE: &str = "durable ";

/// The child: does nothing unless started by the test below.
#[test]
fn crash_child() {
    let Ok(path) = std::env::var(CHILD) else {
        return;
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(stream(Path::new(&path)));
}

/// Streams updates until killed.
async fn stream(path: &Path) {
    let store = SqliteStore::open(path).expect("the store opens after a crash");
    if store.meta(SESSION).await.unwrap().is_none() {
        store
            .put(SessionMeta::new(SESSION, "/crash", 1))
            .await
            .unwrap();
    }
    let mut out = std::io::stdout().lock();
    let mut in_flight = VecDeque::new();
    for n in 0u64.. {
        let json = format!(
            r#"{{"sessionId":"{SESSION}","update":{{"sessionUpdate":"agent_message_chunk","content":{{"type":"text","text":"chunk {n} of this run"}}}}}}"#
        );
        let update = RawValue::from_string(json).unwrap();
        in_flight.push_back(store.append(SESSION, update).unwrap());
        if in_flight.len() >= WINDOW {
            let Some(ticket) = in_flight.pop_front() else {
                continue;
            };
            let position = store.durable(ticket).await.unwrap();
            writeln!(out, "{DURABLE}{position}").unwrap();
            out.flush().unwrap();
        }
    }
}

/// A small pseudo-random generator (xorshift), seeded from the clock.
struct Rng(u64);

impl Rng {
    fn new() -> Self {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64);
        Rng(nanos | 1)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Every position of the session in the store, read in pages.
fn positions(path: &Path) -> Vec<u64> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let store = SqliteStore::open(path).expect("the store opens after kill -9");
        let mut all = Vec::new();
        let mut from = 0;
        loop {
            let UpdatePage { updates, next, .. } =
                store.updates(SESSION, from, 10_000).await.unwrap();
            for update in updates {
                let parsed: serde_json::Value = serde_json::from_str(update.update.get()).unwrap();
                assert_eq!(parsed["sessionId"], SESSION);
                all.push(update.position);
            }
            match next {
                Some(next) => from = next,
                None => return all,
            }
        }
    })
}

#[test]
fn kill_9_keeps_every_durable_update() {
    let dir = std::env::temp_dir().join(format!("acp-store-crash-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join("sessions.db");
    let exe = std::env::current_exe().unwrap();
    let mut rng = Rng::new();
    let mut stored = 0;
    for round in 0..10 {
        let mut child = Command::new(&exe)
            .args([
                "session_store_crash::crash_child",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD, &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (lines, printed) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                // The harness writes `test crash_child ... ` without a line
                // end before the child's first line.
                if let Some((_, position)) = line.split_once(DURABLE) {
                    let _ = lines.send(position.parse::<u64>().unwrap());
                }
            }
        });
        // Once the child streams, kill it at a random moment.
        let first = printed
            .recv_timeout(Duration::from_secs(60))
            .expect("the child streams");
        std::thread::sleep(Duration::from_millis(5 + rng.below(300)));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        reader.join().unwrap();
        let mut seen: Vec<u64> = std::iter::once(first).chain(printed.try_iter()).collect();
        // What the child printed: in order, and dense from where the last
        // child's updates ended.
        assert_eq!(seen.first(), Some(&stored), "round {round}");
        assert!(seen.windows(2).all(|w| w[1] == w[0] + 1), "round {round}");
        let in_store = positions(&path);
        assert_eq!(
            in_store,
            (0..in_store.len() as u64).collect::<Vec<_>>(),
            "round {round}: the positions are dense"
        );
        let last = seen.pop().unwrap();
        assert!(
            (last as usize) < in_store.len(),
            "round {round}: the child printed {last} durable, the store holds {}",
            in_store.len()
        );
        println!(
            "round {round}: the child printed up to {last} durable; the store holds {} updates",
            in_store.len()
        );
        stored = in_store.len() as u64;
    }
    let _ = std::fs::remove_dir_all(&dir);
}
