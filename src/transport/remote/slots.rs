//! Connection slots: at most [`ServerConfig::max_connections`] connections at
//! once, and at most [`ServerConfig::max_connections_per_client`] from one
//! client address. When a client would pass either limit it gets the slot of
//! the connection that has been idle the longest (of all, or of its own),
//! once that one has been idle for [`ServerConfig::reclaim_idle_after`]. So
//! connections that do nothing cannot keep others out for as long as the idle
//! timeout.
//!
//! [`ServerConfig::max_connections`]: super::ServerConfig::max_connections
//! [`ServerConfig::max_connections_per_client`]: super::ServerConfig::max_connections_per_client
//! [`ServerConfig::reclaim_idle_after`]: super::ServerConfig::reclaim_idle_after

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::connection::Signal;

use super::trim::Trim;

/// The slots of one server.
pub(super) struct Slots {
    max: usize,
    per_client: Option<usize>,
    reclaim_after: Option<Duration>,
    /// Trims the allocator after connections end, when on.
    trim: Option<Trim>,
    table: Mutex<Table>,
    next_key: AtomicU64,
}

/// The connections holding a slot, by a key of their own, and how many each
/// client address holds.
#[derive(Default)]
struct Table {
    held: HashMap<u64, Arc<Held>>,
    per_client: HashMap<IpAddr, usize>,
}

/// A connection holding a slot, as the table knows it.
struct Held {
    client: IpAddr,
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

/// Why a client got no slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum NoSlot {
    /// The server holds its maximum of connections, none idle long enough.
    Full,
    /// The client holds its maximum, none idle long enough.
    ClientFull(IpAddr),
}

impl Table {
    fn remove(&mut self, key: u64) -> Option<Arc<Held>> {
        let held = self.held.remove(&key)?;
        if let Some(count) = self.per_client.get_mut(&held.client) {
            *count -= 1;
            if *count == 0 {
                self.per_client.remove(&held.client);
            }
        }
        Some(held)
    }

    /// Ends the connection idle the longest of those `among` picks, when it
    /// has been idle for `after`; false when there is none.
    fn reclaim(&mut self, after: Option<Duration>, among: impl Fn(&Held) -> bool) -> bool {
        let Some(after) = after else { return false };
        let idlest = self
            .held
            .iter()
            .filter(|(_, held)| among(held))
            .max_by_key(|(_, held)| held.activity.quiet_for());
        let Some((&key, idlest)) = idlest else {
            return false;
        };
        if idlest.activity.quiet_for() < after {
            return false;
        }
        let idlest = self.remove(key).expect("the idlest connection");
        idlest.reclaimed.fire();
        tracing::debug!(client = %idlest.client, "an idle connection's slot is reclaimed");
        true
    }
}

impl Slots {
    pub(super) fn new(
        max: usize,
        per_client: Option<usize>,
        reclaim_after: Option<Duration>,
        trim: bool,
    ) -> Self {
        Slots {
            max,
            per_client,
            reclaim_after,
            trim: trim.then(Trim::default),
            table: Mutex::default(),
            next_key: AtomicU64::new(0),
        }
    }

    /// How many connections hold a slot.
    pub(super) fn taken(&self) -> usize {
        self.table.lock().expect("slots").held.len()
    }

    /// Takes a slot for a connection of `client`: a free one, or the one of
    /// the connection idle the longest when it has been idle long enough
    /// (that connection is told to end).
    pub(super) fn take(self: &Arc<Self>, client: IpAddr) -> Result<Slot, NoSlot> {
        let mut table = self.table.lock().expect("slots");
        if let Some(max) = self.per_client {
            let holds = table.per_client.get(&client).copied().unwrap_or(0);
            if holds >= max && !table.reclaim(self.reclaim_after, |held| held.client == client) {
                return Err(NoSlot::ClientFull(client));
            }
        }
        if table.held.len() >= self.max && !table.reclaim(self.reclaim_after, |_| true) {
            return Err(NoSlot::Full);
        }
        let key = self.next_key.fetch_add(1, Ordering::Relaxed);
        let held = Arc::new(Held {
            client,
            activity: Arc::new(Activity::new()),
            reclaimed: Signal::default(),
        });
        table.held.insert(key, held.clone());
        *table.per_client.entry(client).or_default() += 1;
        Ok(Slot {
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
        self.slots.table.lock().expect("slots").remove(self.key);
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

    const CLIENT: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 1));

    #[tokio::test]
    async fn a_full_table_gives_the_idlest_slot_once_it_was_idle_long_enough() {
        let slots = Arc::new(Slots::new(2, None, Some(Duration::from_millis(50)), false));
        let first = slots.take(CLIENT).unwrap();
        let second = slots.take(CLIENT).unwrap();
        assert_eq!(
            slots.take(CLIENT).err(),
            Some(NoSlot::Full),
            "nobody was idle long enough"
        );
        tokio::time::sleep(Duration::from_millis(80)).await;
        second.activity().touch();
        let third = slots.take(CLIENT).expect("the first one's slot");
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
        let slots = Arc::new(Slots::new(1, None, None, false));
        let _only = slots.take(CLIENT).unwrap();
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(slots.take(CLIENT).err(), Some(NoSlot::Full));
    }

    #[tokio::test]
    async fn a_client_at_its_maximum_gets_its_own_idlest_slot_or_nothing() {
        let other: IpAddr = "192.0.2.2".parse().unwrap();
        let slots = Arc::new(Slots::new(
            10,
            Some(2),
            Some(Duration::from_millis(50)),
            false,
        ));
        let idle_other = slots.take(other).unwrap();
        let first = slots.take(CLIENT).unwrap();
        let second = slots.take(CLIENT).unwrap();
        assert_eq!(slots.take(CLIENT).err(), Some(NoSlot::ClientFull(CLIENT)));
        let also_other = slots
            .take(other)
            .expect("another client is not limited by it");
        assert_eq!(slots.taken(), 4);
        tokio::time::sleep(Duration::from_millis(80)).await;
        second.activity().touch();
        also_other.activity().touch();
        // The other client's connection was idle longer, but is not this one's to take.
        let third = slots.take(CLIENT).expect("the first one's slot");
        tokio::time::timeout(Duration::from_secs(5), first.reclaimed())
            .await
            .expect("the client's idlest connection is told");
        assert_eq!(slots.taken(), 4);
        drop(first);
        assert_eq!(slots.taken(), 4, "a reclaimed slot is not given back twice");
        drop((second, third));
        assert!(slots.take(CLIENT).is_ok(), "the client's count went down");
        drop((idle_other, also_other));
    }

    #[tokio::test]
    async fn without_reclaiming_a_client_at_its_maximum_is_refused() {
        let slots = Arc::new(Slots::new(10, Some(1), None, false));
        let only = slots.take(CLIENT).unwrap();
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(slots.take(CLIENT).err(), Some(NoSlot::ClientFull(CLIENT)));
        drop(only);
        assert!(slots.take(CLIENT).is_ok());
    }
}
