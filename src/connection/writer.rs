//! The writer task: everything sent goes through one buffered writer.
//!
//! A line may wait for something before it is written ([`Line::after`]): a
//! session update is written once the session store has made it durable, so
//! that the peer never sees what the store lost. Lines are written in the
//! order they were queued, so a line waiting holds back the lines queued after
//! it (a prompt's answer stays behind the turn's updates); what was queued
//! before it is flushed while it waits.
//!
//! While the first line waits, the writer keeps taking lines off the queue
//! into its own window ([`HELD_LINES`] lines, [`HELD_BYTES`] bytes): the
//! producers go on, and a store that commits in batches gets batches as large
//! as the window instead of the queue's few lines. The window only holds lines
//! that wait for the store; once they may go, they are written (and a peer
//! that stops reading stops the writer, then the producers, as before).
//!
//! Two inputs, both bounded:
//! - the write queue (`Config::write_queue` lines); senders wait while it is full,
//!   so a peer that stops reading slows its producers down instead of growing
//!   memory;
//! - the cancellations of dropped calls: `Drop` cannot wait for room in the queue,
//!   so a dropped call leaves its id in a list the writer turns into cancel
//!   notifications (`$/cancel_request`, [`Conventions::cancel_request`](super::Conventions::cancel_request)). The list holds at most one entry per call that was
//!   pending, and is drained before every batch, its notifications queued
//!   behind the lines already taken (past the window's bounds: one per call).

use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use futures_util::FutureExt;
use tokio::io::{AsyncWrite, AsyncWriteExt, BufWriter};
use tokio::sync::mpsc;

use super::Shared;
use crate::jsonrpc::message;

/// The most lines the writer holds while the first of them waits.
const HELD_LINES: usize = 8192;

/// The most bytes the writer holds while the first line waits (a window of a
/// few large lines stops at this instead).
const HELD_BYTES: usize = 8 << 20;

/// What a line waits for before it is written: `true` to write it, `false` to
/// drop it (what it carries could not be made durable).
pub(crate) type Wait = Pin<Box<dyn Future<Output = bool> + Send>>;

/// One line of the write queue.
pub(crate) struct Line {
    pub(crate) bytes: Vec<u8>,
    /// Written only once this resolves `true`.
    pub(crate) after: Option<Wait>,
}

impl From<Vec<u8>> for Line {
    fn from(bytes: Vec<u8>) -> Self {
        Line { bytes, after: None }
    }
}

/// The lines taken off the queue and not yet written, in order: the first
/// one waits, the others are behind it.
#[derive(Default)]
struct Held {
    lines: VecDeque<Line>,
    bytes: usize,
}

impl Held {
    /// Whether the window takes another line.
    fn has_room(&self) -> bool {
        self.lines.len() < HELD_LINES && self.bytes < HELD_BYTES
    }

    fn push(&mut self, line: Line) {
        self.bytes += line.bytes.len();
        self.lines.push_back(line);
    }

    /// The first line, if it may be written now (its wait, if any, has said
    /// `true`); lines whose wait said `false` are dropped on the way.
    fn ready(&mut self) -> Option<Line> {
        loop {
            let first = self.lines.front_mut()?;
            if let Some(after) = &mut first.after {
                match after.now_or_never() {
                    None => return None,
                    Some(true) => first.after = None,
                    Some(false) => {
                        self.pop();
                        continue;
                    }
                }
            }
            return self.pop();
        }
    }

    fn pop(&mut self) -> Option<Line> {
        let line = self.lines.pop_front()?;
        self.bytes -= line.bytes.len();
        Some(line)
    }

    /// Resolves once the first line's wait has: its answer is kept in the
    /// line (for [`Held::ready`]).
    async fn first_settled(&mut self) {
        let Some(first) = self.lines.front_mut() else {
            return std::future::pending().await;
        };
        if let Some(after) = &mut first.after {
            if after.await {
                first.after = None;
            } else {
                self.pop();
            }
        }
    }
}

/// Writes queued lines through one buffer, flushing whenever there is nothing
/// more to write.
pub(super) async fn write_loop<W: AsyncWrite + Unpin>(
    mut queue: mpsc::Receiver<Line>,
    output: W,
    shared: Arc<Shared>,
) {
    let log = shared.config.log_messages;
    let trace = |line: &[u8]| {
        if log {
            let text = String::from_utf8_lossy(line);
            tracing::trace!(target: "acp::wire", "-> {}", crate::redact::redacted(text.trim_end()));
        }
    };
    let mut out = BufWriter::with_capacity(64 * 1024, output);
    let mut held = Held::default();
    let result: std::io::Result<()> = async {
        loop {
            queue_cancels(&shared, &mut held);
            // Take what is queued, write what may go; until neither moves.
            loop {
                let mut moved = false;
                while let Some(line) = held.ready() {
                    trace(&line.bytes);
                    out.write_all(&line.bytes).await?;
                    moved = true;
                }
                while held.has_room() {
                    match queue.try_recv() {
                        Ok(line) => {
                            held.push(line);
                            moved = true;
                        }
                        Err(_) => break,
                    }
                }
                if !moved {
                    break;
                }
            }
            out.flush().await?;
            let waiting = !held.lines.is_empty();
            let room = held.has_room();
            let taken = tokio::select! {
                biased;
                () = shared.shutdown.notified() => break,
                () = shared.cancels_waiting.notified() => None,
                () = held.first_settled(), if waiting => None,
                line = queue.recv(), if room => match line {
                    Some(line) => Some(line),
                    None => break,
                },
            };
            if let Some(line) = taken {
                held.push(line);
            }
        }
        // Shutting down: write what was already queued, then end the output.
        queue.close();
        queue_cancels(&shared, &mut held);
        loop {
            if held.lines.is_empty() {
                match queue.recv().await {
                    Some(line) => held.push(line),
                    None => break,
                }
            }
            held.first_settled().await;
            if let Some(line) = held.ready() {
                trace(&line.bytes);
                out.write_all(&line.bytes).await?;
            }
        }
        out.flush().await?;
        out.shutdown().await
    }
    .await;
    if let Err(e) = result {
        tracing::debug!(error = %e, "output closed");
    }
}

/// Queues the cancel notifications of the calls dropped since last time,
/// behind the lines already taken (the request a cancel is about went out, or
/// is held, before it).
fn queue_cancels(shared: &Shared, held: &mut Held) {
    let ids = std::mem::take(&mut *shared.cancels.lock().expect("cancellations"));
    // Without a cancel notification in the protocol, a dropped call is only forgotten.
    let Some((method, id_field)) = shared.conventions.cancel_request else {
        return;
    };
    for id in ids {
        let params = serde_json::json!({ id_field: id });
        if let Ok(line) = message::notification_line(method, &params) {
            held.push(Line::from(line));
        }
    }
}
