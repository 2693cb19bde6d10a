//! The writer task: everything sent goes through one buffered writer.
//!
//! A line may wait for something before it is written ([`Line::after`]): a
//! session update is written once the session store has made it durable, so
//! that the peer never sees what the store lost. Lines are written in the
//! order they were queued, so a line waiting holds back the lines queued after
//! it (a prompt's answer stays behind the turn's updates); what was queued
//! before it is flushed while it waits.
//!
//! Two inputs, both bounded:
//! - the write queue (`Config::write_queue` lines); senders wait while it is full,
//!   so a peer that stops reading slows its producers down instead of growing
//!   memory;
//! - the cancellations of dropped calls: `Drop` cannot wait for room in the queue,
//!   so a dropped call leaves its id in a list the writer turns into cancel
//!   notifications (`$/cancel_request`, [`Conventions::cancel_request`](super::Conventions::cancel_request)). The list holds at most one entry per call that was
//!   pending, and is drained before every batch.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use futures_util::FutureExt;
use tokio::io::{AsyncWrite, AsyncWriteExt, BufWriter};
use tokio::sync::mpsc;

use super::Shared;
use crate::jsonrpc::message;

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
    let result: std::io::Result<()> = async {
        loop {
            let next = tokio::select! {
                biased;
                () = shared.shutdown.notified() => None,
                () = shared.cancels_waiting.notified() => Some(None),
                line = queue.recv() => line.map(Some),
            };
            let Some(first) = next else { break };
            write_cancels(&shared, &mut out).await?;
            if let Some(line) = first {
                write_line(line, &mut out, &trace).await?;
            }
            while let Ok(line) = queue.try_recv() {
                write_line(line, &mut out, &trace).await?;
            }
            out.flush().await?;
        }
        // Shutting down: write what was already queued, then end the output.
        queue.close();
        write_cancels(&shared, &mut out).await?;
        while let Some(line) = queue.recv().await {
            write_line(line, &mut out, &trace).await?;
        }
        out.flush().await?;
        out.shutdown().await
    }
    .await;
    if let Err(e) = result {
        tracing::debug!(error = %e, "output closed");
    }
}

/// Writes one line, once what it waits for (if anything) says so; flushes
/// what is buffered before waiting.
async fn write_line<W: AsyncWrite + Unpin>(
    line: Line,
    out: &mut BufWriter<W>,
    trace: &impl Fn(&[u8]),
) -> std::io::Result<()> {
    if let Some(mut after) = line.after {
        let write = match (&mut after).now_or_never() {
            Some(write) => write,
            None => {
                out.flush().await?;
                after.await
            }
        };
        if !write {
            return Ok(());
        }
    }
    trace(&line.bytes);
    out.write_all(&line.bytes).await
}

async fn write_cancels<W: AsyncWrite + Unpin>(
    shared: &Shared,
    out: &mut BufWriter<W>,
) -> std::io::Result<()> {
    let ids = std::mem::take(&mut *shared.cancels.lock().expect("cancellations"));
    // Without a cancel notification in the protocol, a dropped call is only forgotten.
    let Some((method, id_field)) = shared.conventions.cancel_request else {
        return Ok(());
    };
    for id in ids {
        let params = serde_json::json!({ id_field: id });
        if let Ok(line) = message::notification_line(method, &params) {
            out.write_all(&line).await?;
        }
    }
    Ok(())
}
