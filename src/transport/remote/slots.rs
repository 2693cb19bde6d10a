//! Connection slots: at most [`ServerConfig::max_connections`] connections at
//! once, and when the server is full a newcomer gets the slot of the
//! connection that has been idle the longest, once it has been idle for
//! [`ServerConfig::reclaim_idle_after`]. So connections that do nothing cannot
//! keep others out for as long as the idle timeout.
//!
//! [`ServerConfig::max_connections`]: super::ServerConfig::max_connections
//! [`ServerConfig::reclaim_idle_after`]: super::ServerConfig::reclaim_idle_after

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::connection::Signal;

use super::trim::Trim;

/// The slots of one server.
pub(super) struct Slots {
    max: usize,
    reclaim_after: Option<Duration>,
    /// Trims the allocator after connections end, when on.
    trim: Option<Trim>,
    /// The connections holding a slot, by a key of their own.
    table: Mutex<HashMap<u64, Arc<Held>>>,
    next_key: AtomicU64,
}

/// A connection holding a slot, as the table knows it.
struct Held {
    activity: Arc<Activity>,
    reclaimed: Signal,
}

/// A place among the server's slots, given back when dropped (or taken by a
/// newcomer while the connection is idle: see [`Slot::reclaimed`]).
pub(super) struct Slot {
    slots: Arc<Slots>,
    key: u64,
    held: Arc<Held>,
}

impl Slots {
    pub(super) fn new(max: usize, reclaim_after: Option<Duration>, trim: bool) -> Self {
        Slots {
            max,
            reclaim_after,
            trim: trim.then(Trim::default),
            table: Mutex::default(),
            next_key: AtomicU64::new(0),
        }
    }

    /// How many connections hold a slot.
    pub(super) fn taken(&self) -> usize {
        self.table.lock().expect("slots").len()
    }

    /// Takes a slot: a free one, or the one of the connection idle the longest
    /// when it has been idle long enough (that connection is told to end);
    /// `None` when neither.
    pub(super) fn take(self: &Arc<Self>) -> Option<Slot> {
        let mut table = self.table.lock().expect("slots");
        if table.len() >= self.max {
            let reclaim_after = self.reclaim_after?;
            let (&key, idlest) = table
                .iter()
                .max_by_key(|(_, held)| held.activity.quiet_for())?;
            if idlest.activity.quiet_for() < reclaim_after {
                return None;
            }
            let idlest = table.remove(&key).expect("the idlest connection");
            idlest.reclaimed.fire();
            tracing::debug!("the server is full: an idle connection's slot is reclaimed");
        }
        let key = self.next_key.fetch_add(1, Ordering::Relaxed);
        let held = Arc::new(Held {
            activity: Arc::new(Activity::new()),
            reclaimed: Signal::default(),
        });
        table.insert(key, held.clone());
        Some(Slot {
            slots: self.clone(),
            key,
            held,
        })
    }
}

impl Slot {
    /// The connection's activity, which decides whether it is idle.
    pub(super) fn activity(&self) -> &Arc<Activity> {
        &self.held.activity
    }

    /// Returns once a newcomer took this slot: the connection must end.
    pub(super) async fn reclaimed(&self) {
        self.held.reclaimed.wait().await
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        // A reclaimed slot left the table already.
        self.slots.table.lock().expect("slots").remove(&self.key);
        if let Some(trim) = &self.slots.trim {
            trim.connection_ended();
        }
    }
}

/// The instant `after` from now; a time too far off to be an instant is a
/// century from now.
pub(super) fn deadline_after(after: Duration) -> tokio::time::Instant {
    let now = tokio::time::Instant::now();
    now.checked_add(after)
        .unwrap_or_else(|| now + Duration::from_secs(100 * 365 * 24 * 3600))
}

/// When a connection last carried a message, either way.
pub(super) struct Activity {
    epoch: Instant,
    /// Milliseconds since `epoch`.
    last: AtomicU64,
}

impl Activity {
    /// A connection's activity, with a message now.
    pub(super) fn new() -> Self {
        Activity {
            epoch: Instant::now(),
            last: AtomicU64::new(0),
        }
    }

    /// Notes a message now.
    pub(super) fn touch(&self) {
        let now = self.epoch.elapsed().as_millis() as u64;
        self.last.store(now, Ordering::Relaxed);
    }

    /// How long since the last message.
    fn quiet_for(&self) -> Duration {
        let last = Duration::from_millis(self.last.load(Ordering::Relaxed));
        self.epoch.elapsed().saturating_sub(last)
    }

    /// Returns once no message was seen for `limit`; never when it is `None`.
    pub(super) async fn quiet(&self, limit: Option<Duration>) {
        let Some(limit) = limit else {
            return std::future::pending().await;
        };
        loop {
            let last = Duration::from_millis(self.last.load(Ordering::Relaxed));
            // A limit too far off to be a time is no limit.
            let deadline = last.checked_add(limit);
            let Some(deadline) = deadline.and_then(|d| self.epoch.checked_add(d)) else {
                return std::future::pending().await;
            };
            if Instant::now() >= deadline {
                return;
            }
            tokio::time::sleep_until(deadline.into()).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_table_gives_the_idlest_slot_once_it_was_idle_long_enough() {
        let slots = Arc::new(Slots::new(2, Some(Duration::from_millis(50)), false));
        let first = slots.take().unwrap();
        let second = slots.take().unwrap();
        assert!(slots.take().is_none(), "nobody was idle long enough");
        tokio::time::sleep(Duration::from_millis(80)).await;
        second.activity().touch();
        let third = slots.take().expect("the first one's slot");
        assert_eq!(slots.taken(), 2);
        tokio::time::timeout(Duration::from_secs(5), first.reclaimed())
            .await
            .expect("the first connection is told");
        drop(first);
        assert_eq!(slots.taken(), 2, "a reclaimed slot is not given back twice");
        drop((second, third));
        assert_eq!(slots.taken(), 0);
    }

    #[tokio::test]
    async fn without_reclaiming_a_full_table_refuses() {
        let slots = Arc::new(Slots::new(1, None, false));
        let _only = slots.take().unwrap();
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(slots.take().is_none());
    }
}
