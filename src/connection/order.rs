//! Notifications before responses: the one place the connection's ordering rule
//! and its bounded notification queue live.
//!
//! Messages from the peer take effect in the order the peer sent them. Requests
//! run concurrently, but a response is returned to its caller, and a request
//! handler starts, only after the notifications that arrived before it were
//! handled. So a client has seen every `session/update` of a prompt when the
//! prompt returns, and knows about a tool call before the permission request for
//! it.
//!
//! The reader puts notifications into a queue that one task drains in order.
//! The queue is bounded: when it holds [`Config::notification_queue`] entries
//! the reader stops reading until the notification task catches up, so a flood
//! of notifications at a slow handler turns into backpressure on the peer, not
//! into memory.
//!
//! # The hazard
//!
//! A notification handler may call the peer and wait for its answer. That answer
//! can only arrive through the reader; if the reader were waiting for room in the
//! queue that only this very handler can make, neither would ever move. So while
//! a notification handler is waiting for the peer, the reader keeps reading and
//! lets the queue grow, up to [`OVERFLOW_FACTOR`] times its bound; only a peer
//! that sends that many notifications without answering our call is then
//! throttled (and the call ends with its timeout, if one is set). For the same
//! reason a call made from a notification handler does not wait for earlier
//! notifications to be handled: it would wait for itself.
//!
//! [`Config::notification_queue`]: super::Config::notification_queue

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

use serde_json::value::RawValue;
use tokio::sync::{watch, Notify};

/// How far the queue may grow past its bound while a notification handler waits
/// for the peer (see the module docs).
pub const OVERFLOW_FACTOR: usize = 16;

/// A notification waiting for the notification task: method and params.
pub(crate) type Queued = (String, Option<Box<RawValue>>);

/// The ordering state shared by the reader, the notification task and callers.
pub(crate) struct NotificationOrder {
    queue: Mutex<Queue>,
    /// Wakes the notification task when something was queued or the queue closed.
    queued: Notify,
    /// Wakes the reader when there is room, or when a handler starts waiting.
    room: Notify,
    bound: usize,
    /// Notifications received (queued) so far.
    received: AtomicU64,
    /// Notifications handled so far; `u64::MAX` once nothing more will be.
    handled: watch::Sender<u64>,
    /// Notification handlers currently waiting for an answer from the peer.
    handlers_awaiting_peer: AtomicUsize,
}

struct Queue {
    items: VecDeque<Queued>,
    closed: bool,
}

impl NotificationOrder {
    pub(crate) fn new(bound: usize) -> Self {
        NotificationOrder {
            queue: Mutex::new(Queue {
                items: VecDeque::new(),
                closed: false,
            }),
            queued: Notify::new(),
            room: Notify::new(),
            bound: bound.max(1),
            received: AtomicU64::new(0),
            handled: watch::Sender::new(0),
            handlers_awaiting_peer: AtomicUsize::new(0),
        }
    }

    /// How many notifications had arrived so far: a message that arrives now
    /// takes effect after that many were handled.
    pub(crate) fn received(&self) -> u64 {
        self.received.load(Ordering::Acquire)
    }

    /// Queues a notification (reader only), then waits while the queue is over
    /// its bound, unless a notification handler is waiting for the peer.
    pub(crate) async fn push(&self, note: Queued) {
        {
            let mut queue = self.queue.lock().expect("notification queue");
            if queue.closed {
                return;
            }
            queue.items.push_back(note);
            self.received.fetch_add(1, Ordering::AcqRel);
        }
        self.queued.notify_one();
        loop {
            let room = self.room.notified();
            let len = self.queue.lock().expect("notification queue").items.len();
            let limit = if self.handlers_awaiting_peer.load(Ordering::Acquire) > 0 {
                self.bound * OVERFLOW_FACTOR
            } else {
                self.bound
            };
            if len <= limit {
                return;
            }
            room.await;
        }
    }

    /// The next notification to handle (notification task only); `None` once
    /// the queue is closed and empty.
    pub(crate) async fn pop(&self) -> Option<Queued> {
        loop {
            let queued = self.queued.notified();
            {
                let mut queue = self.queue.lock().expect("notification queue");
                if let Some(note) = queue.items.pop_front() {
                    drop(queue);
                    self.room.notify_one();
                    return Some(note);
                }
                if queue.closed {
                    return None;
                }
            }
            queued.await;
        }
    }

    /// No more notifications will be queued (the input ended).
    pub(crate) fn close(&self) {
        self.queue.lock().expect("notification queue").closed = true;
        self.queued.notify_one();
    }

    /// One more notification was handled.
    pub(crate) fn handled_one(&self) {
        self.handled.send_modify(|n| *n = n.saturating_add(1));
    }

    /// Nothing more will be handled: release everyone still waiting.
    pub(crate) fn finished(&self) {
        self.handled.send_replace(u64::MAX);
    }

    /// Waits until the first `count` notifications have been handled. Returns at
    /// once inside a notification handler (it would wait for itself).
    pub(crate) async fn wait_handled(&self, count: u64) {
        if in_notification_handler() {
            return;
        }
        let mut handled = self.handled.subscribe();
        let _ = handled.wait_for(|n| *n >= count).await;
    }

    /// Marks a notification handler as waiting for the peer until the returned
    /// guard drops (see the hazard in the module docs); `None` outside handlers.
    pub(crate) fn awaiting_peer(&self) -> Option<AwaitingPeer<'_>> {
        if !in_notification_handler() {
            return None;
        }
        self.handlers_awaiting_peer.fetch_add(1, Ordering::AcqRel);
        self.room.notify_one();
        Some(AwaitingPeer(self))
    }
}

/// See [`NotificationOrder::awaiting_peer`].
pub(crate) struct AwaitingPeer<'a>(&'a NotificationOrder);

impl Drop for AwaitingPeer<'_> {
    fn drop(&mut self) {
        self.0.handlers_awaiting_peer.fetch_sub(1, Ordering::AcqRel);
    }
}

tokio::task_local! {
    /// Set while notification handlers run.
    static IN_NOTIFICATION_HANDLER: ();
}

fn in_notification_handler() -> bool {
    IN_NOTIFICATION_HANDLER.try_with(|_| ()).is_ok()
}

/// Runs `f` as the notification task (calls from inside do not wait for
/// notifications to be handled).
pub(crate) async fn as_notification_task<F: std::future::Future>(f: F) -> F::Output {
    IN_NOTIFICATION_HANDLER.scope((), f).await
}
