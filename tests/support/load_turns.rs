//! Clients for the load benchmarks: each opens a session on a remote agent
//! (the test agent, whose `stream M` sends M chunks) and records the chunks it
//! gets; then every client runs a turn at the same moment, each timed and
//! checked for every chunk in order.
#![allow(dead_code)] // each benchmark uses part of it

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::transport::remote::{self, ClientConfig};
use acp::v1::*;
use futures_util::StreamExt;

/// Records one connection's chunks.
#[derive(Default)]
pub struct Counter {
    pub chunks: Mutex<Vec<String>>,
}

struct Recorder(Arc<Counter>);

impl Client for Recorder {
    async fn session_update(&self, n: SessionNotification, _agent: AgentPeer) {
        if let SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(t),
            ..
        }) = n.update
        {
            self.0.chunks.lock().unwrap().push(t.text);
        }
    }
}

/// A client in session: its peer, the session, and the chunks it has received.
pub type InSession = (AgentPeer, SessionId, Arc<Counter>);

/// A client connected to `url` with a session open.
pub async fn open_session(url: &str) -> Result<InSession, String> {
    let counter = Arc::new(Counter::default());
    let (conn, _done) = remote::connect(
        url,
        ClientHandler(Recorder(counter.clone())),
        ClientConfig::default(),
    )
    .await
    .map_err(|e| format!("connect: {e}"))?;
    let agent = AgentPeer(conn);
    agent
        .initialize(InitializeRequest::new(1))
        .await
        .map_err(|e| format!("initialize: {e}"))?;
    let session = agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .map_err(|e| format!("session/new: {e}"))?
        .session_id;
    Ok((agent, session, counter))
}

/// `count` clients connected to `url`, each with a session open, 64 at a time.
pub async fn open_sessions(url: &str, count: usize) -> Vec<InSession> {
    futures_util::stream::iter(0..count)
        .map(|_| async move { open_session(url).await.expect("a client in session") })
        .buffer_unordered(64)
        .collect()
        .await
}

/// Every client runs a turn of `stream {chunks}` at once; asserts that each
/// got every chunk (`chunk(i)`) in order, and returns the turns' latencies,
/// sorted.
pub async fn turns_at_once(
    clients: &[InSession],
    chunks: usize,
    chunk: fn(usize) -> String,
) -> Vec<Duration> {
    let completed = Arc::new(AtomicUsize::new(0));
    let turns = clients.iter().map(|(agent, session, counter)| {
        let (agent, session, counter) = (agent.clone(), session.clone(), counter.clone());
        let completed = completed.clone();
        tokio::spawn(async move {
            let at = Instant::now();
            let text = format!("stream {chunks}");
            let response = agent
                .prompt(PromptRequest::new(
                    session,
                    vec![ContentBlock::from(TextContent::new(text))],
                ))
                .await
                .expect("the turn");
            let latency = at.elapsed();
            assert_eq!(response.stop_reason, StopReason::EndTurn);
            let got = std::mem::take(&mut *counter.chunks.lock().unwrap());
            let expected: Vec<String> = (0..chunks).map(chunk).collect();
            assert_eq!(got, expected, "chunks lost or out of order");
            completed.fetch_add(1, Ordering::SeqCst);
            latency
        })
    });
    let mut latencies: Vec<Duration> = futures_util::future::join_all(turns)
        .await
        .into_iter()
        .map(|r| r.expect("a turn task"))
        .collect();
    assert_eq!(
        completed.load(Ordering::SeqCst),
        clients.len(),
        "turns lost"
    );
    latencies.sort();
    latencies
}

/// The `p` quantile (0.5 for the median) of `sorted`.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p) as usize).min(sorted.len() - 1)]
}
