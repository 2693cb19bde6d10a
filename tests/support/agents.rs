//! The agents and clients the integration tests talk to, in one place.
//!
//! These are peers a test only needs on the other end of its connection: the
//! thing under test is the SDK between them (sessions, versions, processes,
//! cancellation), not the peer. Peers whose own code is the subject (what the
//! macros accept, an agent written "the plain way" to show what the SDK does
//! for it, a hostile peer) stay beside their tests. Scripted peers for an
//! agent's or client's own unit tests are `acp::testing`'s.
//!
//! - [`Reply`]: an agent with one fixed reply, in v1 and v2.
//! - [`v1`]: the test agent and client in-process (`TestAgent`, `TestClient`),
//!   and a client that refuses every permission and passes on what it hears
//!   (`Listener`).
//! - `v1_unstable`: the listening client in v1's unstable module, and a client
//!   offering its own MCP service (`McpEditor`).
//! - [`v2`]: the listening client in v2, and a client that allows what is
//!   offered first (`Editor`).
#![allow(dead_code)] // each test binary uses part of it

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, Mutex};

pub mod v1;
#[cfg(feature = "unstable")]
pub mod v1_unstable;
#[cfg(feature = "v2")]
pub mod v2;

/// An agent with one fixed reply, served in v1 (`acp::v1::AgentHandler`) or
/// v2 (`acp::v2::AgentHandler`): `initialize` names it `name`, `session/new`
/// opens `session`, and every prompt gets one message chunk `text` (in v2 the
/// prompt is accepted as the user message `m-0`, the chunk is of the message
/// `m-1`), then the turn ends `end_turn`. [`Reply::later`] answers the prompt
/// at once and sends the chunk from a task of the agent's own a while after.
#[derive(Clone)]
pub struct Reply {
    name: &'static str,
    session: &'static str,
    text: &'static str,
    later: Option<Duration>,
}

impl Reply {
    pub fn new(name: &'static str, session: &'static str, text: &'static str) -> Self {
        Reply {
            name,
            session,
            text,
            later: None,
        }
    }

    /// The chunk is sent `after` the prompt was answered.
    pub fn later(self, after: Duration) -> Self {
        Reply {
            later: Some(after),
            ..self
        }
    }
}

/// What a listening client heard, one line per update in arrival order
/// (`v1::describe` / `v2::describe`). Clones share the lines, so a test keeps
/// one and gives the client another.
#[derive(Clone)]
pub struct Heard {
    sender: mpsc::UnboundedSender<String>,
    lines: Arc<Mutex<mpsc::UnboundedReceiver<String>>>,
}

impl Default for Heard {
    fn default() -> Self {
        let (sender, lines) = mpsc::unbounded_channel();
        Heard {
            sender,
            lines: Arc::new(Mutex::new(lines)),
        }
    }
}

impl Heard {
    /// Notes one line (called by the clients).
    pub fn push(&self, line: String) {
        // The test holds a clone, so the receiver lives as long as a sender.
        let _ = self.sender.send(line);
    }

    /// The lines heard since the last `take` or `next`.
    pub fn take(&self) -> Vec<String> {
        let mut lines = self.lines.try_lock().expect("one reader at a time");
        std::iter::from_fn(|| lines.try_recv().ok()).collect()
    }

    /// The next line, waiting at most `within` for it; `None` when none came.
    pub async fn next(&self, within: Duration) -> Option<String> {
        let mut lines = self.lines.lock().await;
        tokio::time::timeout(within, lines.recv())
            .await
            .ok()
            .flatten()
    }

    /// The lines up to and including the first one `last` accepts, waiting at
    /// most `within` in all; panics with what was heard when it does not come.
    pub async fn until(&self, within: Duration, last: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = tokio::time::Instant::now() + within;
        let mut heard = vec![];
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next(left).await {
                Some(line) => {
                    let done = last(&line);
                    heard.push(line);
                    if done {
                        return heard;
                    }
                }
                None => panic!("the expected update did not come within {within:?}: {heard:?}"),
            }
        }
    }
}
