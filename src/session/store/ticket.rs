//! [`Ticket`]: an appended update not yet known durable; and [`Watermark`],
//! how a store with a writer of its own tells waiters what it committed.
// The watermark serves the stores with a writer of their own (SQLite; a
// networked store would use it too): without them it is unused.
#![cfg_attr(
    not(any(feature = "store-sqlite", feature = "store-postgres")),
    allow(dead_code)
)]

use std::collections::VecDeque;

use tokio::sync::watch;

use super::StoreError;

/// What [`Store::append`](super::Store::append) returns: the update's place in
/// the store's queue, to wait on with [`Store::durable`](super::Store::durable).
/// A ticket belongs to the store that gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ticket {
    seq: u64,
    position: Option<u64>,
}

impl Ticket {
    /// A ticket for the write numbered `seq` in the store's queue (numbers
    /// grow with every write the store queues), at `position` in its session
    /// if the store knows it already. For implementations of
    /// [`Store`](super::Store).
    pub fn new(seq: u64, position: Option<u64>) -> Self {
        Ticket { seq, position }
    }

    /// The write's number in the store's queue.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// The update's position in its session, when the store assigns
    /// positions as it queues (the memory and SQLite stores do); a store
    /// shared by several writers assigns them as it commits, and
    /// [`Store::durable`](super::Store::durable) says it.
    pub fn position(&self) -> Option<u64> {
        self.position
    }
}

/// How many failed ranges of writes a [`Watermark`] remembers: a ticket is
/// waited on soon after it was given, so the last ones are enough.
const FAILURES_KEPT: usize = 256;

/// What the writer has done with the queue so far.
#[derive(Debug, Default)]
struct Progress {
    /// Every write numbered up to this one is settled: durable, or failed.
    settled: u64,
    /// The failed writes, as inclusive ranges of numbers, oldest first.
    failures: VecDeque<(u64, u64, StoreError)>,
    /// Set when the writer is gone: nothing more will settle.
    closed: Option<StoreError>,
}

/// The writer's side of durability: it settles writes by number, in order,
/// and waiters learn whether theirs was committed. One `watch` channel: a
/// commit wakes the waiters once, however many writes it made durable.
#[derive(Debug)]
pub(crate) struct Watermark {
    /// The store's name, for the error of a closed channel.
    store: String,
    progress: watch::Sender<Progress>,
}

impl Watermark {
    /// Nothing settled yet, for the store named `store`.
    pub(crate) fn new(store: &str) -> Self {
        Watermark {
            store: store.to_owned(),
            progress: watch::Sender::new(Progress::default()),
        }
    }

    /// Every write up to `upto` is durable.
    pub(crate) fn settle(&self, upto: u64) {
        self.progress
            .send_modify(|p| p.settled = p.settled.max(upto));
    }

    /// The writes `from..=to` failed with `error`; everything up to `to` is
    /// settled.
    pub(crate) fn fail(&self, from: u64, to: u64, error: StoreError) {
        self.progress.send_modify(|p| {
            if p.failures.len() == FAILURES_KEPT {
                p.failures.pop_front();
            }
            p.failures.push_back((from, to, error));
            p.settled = p.settled.max(to);
        });
    }

    /// The writer is gone: every write not settled fails with `error`.
    pub(crate) fn close(&self, error: StoreError) {
        self.progress.send_modify(|p| {
            p.closed.get_or_insert(error);
        });
    }

    /// Resolves once write `seq` is settled: `Ok` if it is durable.
    pub(crate) async fn wait(&self, seq: u64) -> Result<(), StoreError> {
        let mut progress = self.progress.subscribe();
        let settled = progress
            .wait_for(|p| p.settled >= seq || p.closed.is_some())
            .await;
        // The sender lives as long as `self`: `wait_for` cannot fail here,
        // but a closed channel is taken as the writer being gone.
        let Ok(p) = settled else {
            return Err(StoreError::Closed {
                store: self.store.clone(),
                reason: "its writer is gone".into(),
            });
        };
        if let Some((_, _, error)) = p
            .failures
            .iter()
            .rev()
            .find(|(from, to, _)| (*from..=*to).contains(&seq))
        {
            return Err(error.clone());
        }
        if p.settled >= seq {
            return Ok(());
        }
        match &p.closed {
            Some(error) => Err(error.clone()),
            None => Ok(()),
        }
    }
}
