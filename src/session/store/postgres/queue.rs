//! The queue between the PostgreSQL store's callers and its writer, and what
//! the store knows of the sessions it writes.
//!
//! Every write is a [`Command`] numbered in the order it was queued (its
//! `seq`); the writer takes them in that order. An append carries no
//! position: the writer gives it one as it commits. What the queue knows of a
//! session ([`Slot`]) is only whether it exists, so that an append to a
//! session the store does not have fails at once: a session this store put
//! or read is known live, one it is deleting is known gone; another is looked
//! up on the server once. Known sessions are forgotten when they are closed,
//! and all of them (but those with writes in flight) when there are too many.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use serde_json::value::RawValue;
use tokio::sync::{oneshot, Notify};

use crate::session::store::ticket::Watermark;
use crate::session::store::{SessionMeta, StoreError};

/// How a write that waits for its commit learns the outcome: `Ok(true)` done,
/// `Ok(false)` the session was not there (a delete's `false`, the others'
/// [`StoreError::NotFound`]).
pub(super) type Reply = oneshot::Sender<Result<bool, StoreError>>;

/// How many sessions the queue knows at most (past it, it forgets those
/// without writes in flight).
const KNOWN_MAX: usize = 65_536;

/// How many writes' positions are kept for `Store::durable`: a ticket is
/// waited on soon after it was given.
const POSITIONS_KEPT: usize = 1 << 17;

/// One write, as the writer executes it.
#[derive(Debug)]
pub(super) enum Command {
    /// Create or replace a session's metadata.
    Put { meta: SessionMeta, reply: Reply },
    /// Set a session's title and updated time.
    SetTitle {
        session: Arc<str>,
        title: Option<String>,
        updated_ms: u64,
        reply: Reply,
    },
    /// Set a session's updated time.
    Touch {
        session: Arc<str>,
        updated_ms: u64,
        reply: Reply,
    },
    /// Record an update at the session's next position.
    Append {
        session: Arc<str>,
        update: Box<RawValue>,
        /// When it was appended (the session's updated time).
        at_ms: u64,
    },
    /// Save the agent's state.
    SaveState {
        session: Arc<str>,
        state: Vec<u8>,
        reply: Reply,
    },
    /// Answer once everything queued before is durable.
    Close { session: Arc<str>, reply: Reply },
    /// Remove a session; retention's deletes have no reply.
    Delete {
        session: Arc<str>,
        reply: Option<Reply>,
    },
}

impl Command {
    /// The session the write is about.
    pub(super) fn session(&self) -> &str {
        match self {
            Command::Put { meta, .. } => &meta.id,
            Command::SetTitle { session, .. }
            | Command::Touch { session, .. }
            | Command::Append { session, .. }
            | Command::SaveState { session, .. }
            | Command::Close { session, .. }
            | Command::Delete { session, .. } => session,
        }
    }

    /// Tells the caller, if it waits.
    pub(super) fn answer(self, outcome: Result<bool, StoreError>) {
        let reply = match self {
            Command::Put { reply, .. }
            | Command::SetTitle { reply, .. }
            | Command::Touch { reply, .. }
            | Command::SaveState { reply, .. }
            | Command::Close { reply, .. } => Some(reply),
            Command::Delete { reply, .. } => reply,
            Command::Append { .. } => None,
        };
        if let Some(reply) = reply {
            // The caller may have stopped waiting: nothing to tell then.
            let _ = reply.send(outcome);
        }
    }
}

/// What the queue knows of a session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Slot {
    /// It exists (or will, once its put is committed).
    Live {
        /// The number of its last write queued.
        last_seq: u64,
    },
    /// This store is deleting it: appends fail until a put creates it again.
    Gone {
        /// The number of the delete.
        last_seq: u64,
    },
}

impl Slot {
    fn last_seq(self) -> u64 {
        match self {
            Slot::Live { last_seq } | Slot::Gone { last_seq } => last_seq,
        }
    }
}

/// What [`Shared::append`] did.
pub(super) enum Queued {
    /// Queued as this write.
    Seq(u64),
    /// Not queued: the store does not know the session; look it up, then
    /// append again.
    Unknown(Box<RawValue>),
}

/// The queue and what it knows, under one lock.
pub(super) struct Queue {
    /// The writes not yet taken by the writer, in order, with their numbers.
    pub(super) commands: Vec<(u64, Command)>,
    /// The number of the last write queued.
    pub(super) seq: u64,
    /// Every write up to this one is settled (committed or failed).
    settled: u64,
    /// The sessions the store knows.
    known: HashMap<Arc<str>, Slot>,
    /// Set when the store is dropped: the writer commits what is queued and
    /// stops.
    pub(super) shutdown: bool,
    /// Set when the writer stopped: every write fails with this.
    pub(super) dead: Option<StoreError>,
}

/// The positions the writer gave the last writes, by number.
#[derive(Default)]
struct Positions {
    /// The number of the first write in `list`.
    first: u64,
    /// Per write, its position (`None`: not an append, or failed).
    list: VecDeque<Option<u64>>,
}

/// What a ticket's write came to, as [`Shared::position`] says.
pub(super) enum Position {
    /// Committed at this position.
    At(u64),
    /// Not an append of this store.
    Foreign,
    /// So long ago that the position is forgotten.
    Forgotten,
}

/// What the store's handles and its writer share.
pub(super) struct Shared {
    /// The store's name (its URL, password hidden), for errors and logs.
    pub(super) name: String,
    queue: Mutex<Queue>,
    /// Wakes the writer.
    pub(super) wake: Notify,
    /// What the writer has settled.
    pub(super) watermark: Watermark,
    positions: Mutex<Positions>,
}

impl Shared {
    /// An empty queue.
    pub(super) fn new(name: String) -> Self {
        Shared {
            watermark: Watermark::new(&name),
            name,
            queue: Mutex::new(Queue {
                commands: Vec::new(),
                seq: 0,
                settled: 0,
                known: HashMap::new(),
                shutdown: false,
                dead: None,
            }),
            wake: Notify::new(),
            positions: Mutex::new(Positions::default()),
        }
    }

    /// The queue, locked.
    pub(super) fn lock(&self) -> MutexGuard<'_, Queue> {
        // Every change under the lock is made whole before anything that can
        // panic: a poisoned lock still guards consistent data.
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues an append to `session`, which the caller found on the server
    /// if `found`; [`Queued::Unknown`] if neither the caller nor the queue
    /// knows that the session exists.
    pub(super) fn append(
        &self,
        session: &str,
        update: Box<RawValue>,
        at_ms: u64,
        found: bool,
    ) -> Result<Queued, StoreError> {
        let mut queue = self.lock();
        queue.writable()?;
        let key = match queue.known.get_key_value(session) {
            Some((_, Slot::Gone { .. })) => return Err(StoreError::not_found(&self.name, session)),
            Some((key, Slot::Live { .. })) => key.clone(),
            None if found => Arc::from(session),
            None => return Ok(Queued::Unknown(update)),
        };
        let seq = queue.seq + 1;
        queue.know(key.clone(), Slot::Live { last_seq: seq });
        queue.push(
            seq,
            Command::Append {
                session: key,
                update,
                at_ms,
            },
        );
        drop(queue);
        self.wake.notify_one();
        Ok(Queued::Seq(seq))
    }

    /// Queues a put, which makes the session live from now on.
    pub(super) fn put(&self, meta: SessionMeta, reply: Reply) -> Result<(), StoreError> {
        let mut queue = self.lock();
        queue.writable()?;
        let seq = queue.seq + 1;
        queue.know(Arc::from(meta.id.as_str()), Slot::Live { last_seq: seq });
        queue.push(seq, Command::Put { meta, reply });
        drop(queue);
        self.wake.notify_one();
        Ok(())
    }

    /// Queues a delete, which makes the session gone from now on.
    pub(super) fn delete(&self, session: &str, reply: Option<Reply>) -> Result<(), StoreError> {
        let mut queue = self.lock();
        queue.writable()?;
        queue.push_delete(session, reply);
        drop(queue);
        self.wake.notify_one();
        Ok(())
    }

    /// Queues retention's delete of `session` unless a write of it is in
    /// flight here; whether it did.
    pub(super) fn delete_idle(&self, session: &str) -> bool {
        let mut queue = self.lock();
        let settled = queue.settled;
        let busy = queue
            .known
            .get(session)
            .is_some_and(|slot| slot.last_seq() > settled);
        if queue.dead.is_some() || busy {
            return false;
        }
        queue.push_delete(session, None);
        true
    }

    /// Queues any other write; a session known live stays so, with this
    /// write in flight.
    pub(super) fn other(&self, command: Command) -> Result<(), StoreError> {
        let mut queue = self.lock();
        queue.writable()?;
        let seq = queue.seq + 1;
        if let Some(Slot::Live { last_seq }) = queue.known.get_mut(command.session()) {
            *last_seq = seq;
        }
        queue.push(seq, command);
        drop(queue);
        self.wake.notify_one();
        Ok(())
    }

    /// A session this store read: known live, unless a write of this store
    /// says otherwise.
    pub(super) fn seen(&self, session: &str) {
        let mut queue = self.lock();
        if !queue.known.contains_key(session) {
            let settled = queue.settled;
            queue.know(Arc::from(session), Slot::Live { last_seq: settled });
        }
    }

    /// The number of the last write queued.
    pub(super) fn last_seq(&self) -> u64 {
        self.lock().seq
    }

    /// After the writer settled every write up to `last`: the queue forgets
    /// the sessions of `forget` (found missing, closed or deleted) unless a
    /// later write of theirs is in flight.
    pub(super) fn settled<'a>(&self, last: u64, forget: impl IntoIterator<Item = &'a str>) {
        let mut queue = self.lock();
        queue.settled = queue.settled.max(last);
        for session in forget {
            if queue
                .known
                .get(session)
                .is_some_and(|slot| slot.last_seq() <= last)
            {
                queue.known.remove(session);
            }
        }
    }

    /// Records the positions the writer gave writes `first`, `first + 1`,
    /// ... (`None` for a write that is not an append, or failed).
    pub(super) fn record(&self, first: u64, positions: impl IntoIterator<Item = Option<u64>>) {
        let mut kept = self
            .positions
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if kept.first + kept.list.len() as u64 != first {
            kept.list.clear();
            kept.first = first;
        }
        kept.list.extend(positions);
        let over = kept.list.len().saturating_sub(POSITIONS_KEPT);
        kept.list.drain(..over);
        kept.first += over as u64;
    }

    /// The position write `seq` was committed at.
    pub(super) fn position(&self, seq: u64) -> Position {
        let kept = self
            .positions
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if seq < kept.first {
            return Position::Forgotten;
        }
        let index = usize::try_from(seq - kept.first).unwrap_or(usize::MAX);
        match kept.list.get(index) {
            Some(Some(position)) => Position::At(*position),
            _ => Position::Foreign,
        }
    }
}

impl Queue {
    /// `Ok` if the store takes writes.
    fn writable(&self) -> Result<(), StoreError> {
        match &self.dead {
            Some(error) => Err(error.clone()),
            None => Ok(()),
        }
    }

    /// Queues `command` as number `seq` (the next one).
    fn push(&mut self, seq: u64, command: Command) {
        self.seq = seq;
        self.commands.push((seq, command));
    }

    /// Queues a delete of `session`.
    fn push_delete(&mut self, session: &str, reply: Option<Reply>) {
        let seq = self.seq + 1;
        let key: Arc<str> = Arc::from(session);
        self.know(key.clone(), Slot::Gone { last_seq: seq });
        self.push(
            seq,
            Command::Delete {
                session: key,
                reply,
            },
        );
    }

    /// Records what is known of a session, forgetting the sessions without
    /// writes in flight first when too many are known.
    fn know(&mut self, session: Arc<str>, slot: Slot) {
        if self.known.len() >= KNOWN_MAX && !self.known.contains_key(&session) {
            let settled = self.settled;
            self.known.retain(|_, slot| slot.last_seq() > settled);
        }
        self.known.insert(session, slot);
    }
}
