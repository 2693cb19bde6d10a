//! The queue between a Streamable HTTP connection and one of its event
//! streams, bounded both in messages and in bytes.
//!
//! A client that opens its event stream and then stops reading must not make
//! the server hold the agent's output without end: once the queue is full the
//! connection's keeper waits, so the connection's writes wait, so the agent's
//! sends wait (the same back-pressure as a stdio peer that stops reading).
//! Counting messages alone would let a few very large messages take a lot of
//! memory; counting bytes alone would let very many tiny ones take a lot of
//! bookkeeping, so both are counted.

use std::sync::Arc;

use tokio::sync::{mpsc, OwnedSemaphorePermit, Semaphore};

/// How many of the agent's messages wait for an event stream before the
/// agent's writes wait in turn.
pub(super) const EVENT_QUEUE: usize = 256;

/// How many bytes of the agent's messages wait for an event stream before the
/// agent's writes wait in turn. A larger message waits until the queue is
/// empty and then goes alone.
pub(super) const EVENT_BYTES: usize = 1 << 20;

/// A message, with its share of the byte budget until the stream takes it.
struct Queued {
    line: String,
    _bytes: OwnedSemaphorePermit,
}

/// The keeper's end of an event queue.
#[derive(Clone)]
pub(super) struct EventSender {
    tx: mpsc::Sender<Queued>,
    bytes: Arc<Semaphore>,
}

/// The event stream's end of an event queue.
pub(super) struct EventReceiver(mpsc::Receiver<Queued>);

/// A new, empty event queue.
pub(super) fn event_queue() -> (EventSender, EventReceiver) {
    let (tx, rx) = mpsc::channel(EVENT_QUEUE);
    let bytes = Arc::new(Semaphore::new(EVENT_BYTES));
    (EventSender { tx, bytes }, EventReceiver(rx))
}

impl EventSender {
    /// Queues `line`, waiting for room. Gives the line back when the stream
    /// is gone.
    pub(super) async fn send(&self, line: String) -> Result<(), String> {
        // At most the whole budget: EVENT_BYTES fits in a u32.
        let cost = line.len().clamp(1, EVENT_BYTES) as u32;
        let permit = tokio::select! {
            permit = self.bytes.clone().acquire_many_owned(cost) => permit,
            () = self.tx.closed() => return Err(line),
        };
        let Ok(permit) = permit else {
            return Err(line);
        };
        self.tx
            .send(Queued {
                line,
                _bytes: permit,
            })
            .await
            .map_err(|unsent| unsent.0.line)
    }

    /// Returns once the stream is gone.
    pub(super) async fn closed(&self) {
        self.tx.closed().await
    }

    /// Whether the stream is gone.
    pub(super) fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }
}

impl EventReceiver {
    /// The next message; `None` once the connection stopped sending. Its bytes
    /// are free again once it is returned.
    pub(super) async fn recv(&mut self) -> Option<String> {
        self.0.recv().await.map(|queued| queued.line)
    }
}

#[cfg(test)]
mod tests {
    use futures_util::FutureExt;

    use super::*;

    #[tokio::test]
    async fn the_queue_holds_at_most_its_bytes() {
        let (tx, mut rx) = event_queue();
        let half = "x".repeat(EVENT_BYTES / 2);
        tx.send(half.clone()).await.unwrap();
        tx.send(half.clone()).await.unwrap();
        // A third half does not fit until one was taken.
        let third = tx.send(half.clone());
        tokio::pin!(third);
        assert!(third.as_mut().now_or_never().is_none());
        assert_eq!(rx.recv().await.unwrap().len(), EVENT_BYTES / 2);
        third.await.unwrap();
        // A message over the budget waits for an empty queue, then goes alone.
        let big = tx.send("y".repeat(2 * EVENT_BYTES));
        tokio::pin!(big);
        assert!(big.as_mut().now_or_never().is_none());
        rx.recv().await.unwrap();
        assert!(big.as_mut().now_or_never().is_none());
        rx.recv().await.unwrap();
        big.await.unwrap();
        assert_eq!(rx.recv().await.unwrap().len(), 2 * EVENT_BYTES);
    }

    #[tokio::test]
    async fn the_queue_holds_at_most_its_messages() {
        let (tx, mut rx) = event_queue();
        for _ in 0..EVENT_QUEUE {
            tx.send("m".into()).await.unwrap();
        }
        let one_more = tx.send("m".into());
        tokio::pin!(one_more);
        assert!(one_more.as_mut().now_or_never().is_none());
        rx.recv().await.unwrap();
        one_more.await.unwrap();
    }

    #[tokio::test]
    async fn a_full_queue_whose_stream_went_away_gives_the_message_back() {
        let (tx, rx) = event_queue();
        tx.send("z".repeat(EVENT_BYTES)).await.unwrap();
        let waiting = tx.send("back".into());
        tokio::pin!(waiting);
        assert!(waiting.as_mut().now_or_never().is_none());
        drop(rx);
        assert_eq!(waiting.await.unwrap_err(), "back");
        assert!(tx.is_closed());
    }
}
