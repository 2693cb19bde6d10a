//! The writer task: everything sent goes through one buffered writer.
//!
//! Two inputs, both bounded:
//! - the write queue (`Config::write_queue` lines); senders wait while it is full,
//!   so a peer that stops reading slows its producers down instead of growing
//!   memory;
//! - the cancellations of dropped calls: `Drop` cannot wait for room in the queue,
//!   so a dropped call leaves its id in a list the writer turns into cancel
//!   notifications (`$/cancel_request`, [`Conventions::cancel_request`](super::Conventions::cancel_request)). The list holds at most one entry per call that was
//!   pending, and is drained before every batch.

use std::sync::Arc;

use tokio::io::{AsyncWrite, AsyncWriteExt, BufWriter};
use tokio::sync::mpsc;

use super::Shared;
use crate::jsonrpc::message;

/// Writes queued lines through one buffer, flushing whenever there is nothing
/// more to write.
pub(super) async fn write_loop<W: AsyncWrite + Unpin>(
    mut queue: mpsc::Receiver<Vec<u8>>,
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
                trace(&line);
                out.write_all(&line).await?;
            }
            while let Ok(line) = queue.try_recv() {
                trace(&line);
                out.write_all(&line).await?;
            }
            out.flush().await?;
        }
        // Shutting down: write what was already queued, then end the output.
        queue.close();
        write_cancels(&shared, &mut out).await?;
        while let Some(line) = queue.recv().await {
            trace(&line);
            out.write_all(&line).await?;
        }
        out.flush().await?;
        out.shutdown().await
    }
    .await;
    if let Err(e) = result {
        tracing::debug!(error = %e, "output closed");
    }
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
