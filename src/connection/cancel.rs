//! Cancellation of the work a request started.
//!
//! Every incoming request runs with a [`Cancellation`] of its own. It fires when
//! the request no longer needs an answer: the connection's input ended, or a
//! layer above the connection decided so (the generated agent handler fires a
//! `session/prompt`'s cancellation on `session/cancel` for its session, see
//! [`crate::session`]). The [`Connection`](super::Connection) handed to the
//! handler carries it, so calls the handler makes through that handle end with
//! [`CallError::Cancelled`](crate::CallError::Cancelled) when it fires (and the
//! peer is sent `$/cancel_request` for them): a handler blocked on a peer that
//! never answers is released.
//!
//! What a handler observes when the input ends (the peer closed its output or
//! exited): its cancellation fires; calls it has in flight, or makes, fail with
//! `CallError::Cancelled` (or `CallError::Closed` once the connection is marked
//! closed); notifications still go out while the output is open. Whatever it
//! answers within [`Config::drain_timeout`](super::Config::drain_timeout) is
//! written; after that its future is dropped unanswered and the connection ends.
//! A handler dropped by `$/cancel_request` is answered -32800 at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tokio::sync::Notify;

/// A signal, fired at most once, that the work it belongs to should stop.
/// Cheap to clone; every clone sees the same signal.
#[derive(Clone, Default)]
pub struct Cancellation(Arc<Signal>);

/// Something that happens once, and the tasks that wait for it: under a
/// [`Cancellation`], and wherever the runtime waits for a one-time event.
#[derive(Default)]
pub(crate) struct Signal {
    fired: AtomicBool,
    wake: Notify,
}

impl Signal {
    /// Says it happened: wakes every waiter, now and later. Again does nothing.
    pub(crate) fn fire(&self) {
        if !self.fired.swap(true, Ordering::AcqRel) {
            self.wake.notify_waiters();
        }
    }

    /// Whether it happened.
    pub(crate) fn fired(&self) -> bool {
        self.fired.load(Ordering::Acquire)
    }

    /// Completes once it happened (at once if it has).
    pub(crate) async fn wait(&self) {
        let woken = self.wake.notified();
        tokio::pin!(woken);
        woken.as_mut().enable();
        if self.fired() {
            return;
        }
        woken.await;
    }
}

impl std::fmt::Debug for Cancellation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cancellation")
            .field("cancelled", &self.is_cancelled())
            .finish()
    }
}

impl Cancellation {
    /// A signal that has not fired.
    pub fn new() -> Self {
        Cancellation::default()
    }

    /// Fires the signal: wakes every waiter of [`Cancellation::cancelled`]. Firing
    /// it again does nothing.
    pub fn cancel(&self) {
        self.0.fire();
    }

    /// Whether the signal has fired.
    pub fn is_cancelled(&self) -> bool {
        self.0.fired()
    }

    /// Completes when the signal fires (at once if it has).
    pub async fn cancelled(&self) {
        self.0.wait().await;
    }

    /// Whether `self` and `other` are handles on the same signal.
    pub(crate) fn same_signal(&self, other: &Cancellation) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    /// Runs `work` until it completes or the signal fires, whichever is first;
    /// `None` when the signal fired first (`work` is then dropped).
    pub async fn run<T>(&self, work: impl std::future::Future<Output = T>) -> Option<T> {
        tokio::select! {
            biased;
            () = self.cancelled() => None,
            done = work => Some(done),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Cancellation;

    #[tokio::test]
    async fn fires_once_and_wakes_every_waiter() {
        let signal = Cancellation::new();
        let waiters: Vec<_> = (0..3)
            .map(|_| {
                let signal = signal.clone();
                tokio::spawn(async move { signal.cancelled().await })
            })
            .collect();
        tokio::task::yield_now().await;
        assert!(!signal.is_cancelled());
        signal.cancel();
        signal.cancel();
        for waiter in waiters {
            waiter.await.unwrap();
        }
        assert!(signal.is_cancelled());
        signal.cancelled().await;
        assert_eq!(signal.run(async { 1 }).await, None);
        assert_eq!(Cancellation::new().run(async { 1 }).await, Some(1));
    }
}
