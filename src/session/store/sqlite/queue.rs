//! The queue between the SQLite store's callers and its writer thread, and
//! the positions it hands out.
//!
//! Every write is a [`Command`] numbered in the order it was queued (its
//! `seq`). An append gets its session's next position as it is queued, under
//! the queue's lock, so positions follow the queue's order and the writer
//! inserts them as they come. The queue knows the next position of every
//! session with writes in flight ([`Slot`]); for any other session it asks the
//! file (`sessions.next_position`, which every batch keeps), on a connection of
//! its own. Once a batch is committed, the writer forgets the slots of the
//! sessions with nothing more in flight: the queue's memory follows what is in
//! flight, not how many sessions were written.

use std::collections::HashMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

use rusqlite::Connection;
use serde_json::value::RawValue;
use tokio::sync::oneshot;

use super::read;
use crate::session::store::ticket::Watermark;
use crate::session::store::{SessionMeta, StoreError};

/// How a write that waits for its commit learns the outcome: `Ok(true)` done,
/// `Ok(false)` the session was not there (a delete's `false`, the others'
/// [`StoreError::NotFound`]).
pub(super) type Reply = oneshot::Sender<Result<bool, StoreError>>;

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
    /// Record an update at its position.
    Append {
        session: Arc<str>,
        position: u64,
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

/// What the queue knows of a session with writes in flight.
#[derive(Debug, Clone, Copy)]
pub(super) enum Slot {
    /// The session exists (or will, once its put is committed).
    Live {
        /// The position of its next update.
        next: u64,
        /// The number of its last write in flight.
        last_seq: u64,
    },
    /// It is being deleted: appends fail until a put creates it again.
    Gone {
        /// The number of the delete.
        last_seq: u64,
    },
}

impl Slot {
    /// The number of the session's last write in flight.
    pub(super) fn last_seq(&self) -> u64 {
        match *self {
            Slot::Live { last_seq, .. } | Slot::Gone { last_seq } => last_seq,
        }
    }
}

/// The queue and what it knows, under one lock.
pub(super) struct Queue {
    /// The writes not yet taken by the writer, in order, with their numbers.
    pub(super) commands: Vec<(u64, Command)>,
    /// The number of the last write queued.
    pub(super) seq: u64,
    /// The sessions with writes in flight.
    pub(super) slots: HashMap<Arc<str>, Slot>,
    /// Set when the store is dropped: the writer commits what is queued and
    /// stops.
    pub(super) shutdown: bool,
    /// Set when the writer stopped: every write fails with this.
    pub(super) dead: Option<StoreError>,
    /// The connection that looks up a session's next position.
    lookup: Connection,
}

/// What the store's handles and its writer share.
pub(super) struct Shared {
    /// The store's name (its path), for errors and logs.
    pub(super) name: String,
    queue: Mutex<Queue>,
    /// Wakes the writer when the queue was empty.
    pub(super) wake: Condvar,
    /// What the writer has committed.
    pub(super) watermark: Watermark,
}

impl Shared {
    /// An empty queue.
    pub(super) fn new(name: String, lookup: Connection) -> Self {
        Shared {
            watermark: Watermark::new(&name),
            name,
            queue: Mutex::new(Queue {
                commands: Vec::new(),
                seq: 0,
                slots: HashMap::new(),
                shutdown: false,
                dead: None,
                lookup,
            }),
            wake: Condvar::new(),
        }
    }

    /// The queue, locked.
    pub(super) fn lock(&self) -> MutexGuard<'_, Queue> {
        // Every change under the lock is made whole before anything that can
        // panic: a poisoned lock still guards consistent data.
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits on [`Shared::wake`].
    pub(super) fn wait<'a>(&self, queue: MutexGuard<'a, Queue>) -> MutexGuard<'a, Queue> {
        self.wake
            .wait(queue)
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues an append: its position, and its number.
    pub(super) fn append(
        &self,
        session: &str,
        update: Box<RawValue>,
        at_ms: u64,
    ) -> Result<(u64, u64), StoreError> {
        let mut queue = self.lock();
        queue.writable()?;
        let seq = queue.seq + 1;
        let (key, slot) = queue.slot(&self.name, session)?;
        let position = match slot {
            Slot::Live { next, .. } => next,
            Slot::Gone { .. } => return Err(StoreError::not_found(&self.name, session)),
        };
        queue.slots.insert(
            key.clone(),
            Slot::Live {
                next: position + 1,
                last_seq: seq,
            },
        );
        let wake = queue.push(
            seq,
            Command::Append {
                session: key,
                position,
                update,
                at_ms,
            },
        );
        drop(queue);
        if wake {
            self.wake.notify_one();
        }
        Ok((seq, position))
    }

    /// Queues a put, which makes the session live from now on.
    pub(super) fn put(&self, meta: SessionMeta, reply: Reply) -> Result<(), StoreError> {
        let mut queue = self.lock();
        queue.writable()?;
        let seq = queue.seq + 1;
        let next = match queue.slots.get(meta.id.as_str()) {
            Some(Slot::Live { next, .. }) => *next,
            Some(Slot::Gone { .. }) => 0,
            None => read::next_position(&queue.lookup, &self.name, &meta.id)?.unwrap_or(0),
        };
        let key: Arc<str> = Arc::from(meta.id.as_str());
        queue.slots.insert(
            key,
            Slot::Live {
                next,
                last_seq: seq,
            },
        );
        let wake = queue.push(seq, Command::Put { meta, reply });
        drop(queue);
        if wake {
            self.wake.notify_one();
        }
        Ok(())
    }

    /// Queues a delete (with no reply: retention's), which makes the session
    /// gone from now on.
    pub(super) fn delete(&self, session: &str, reply: Option<Reply>) -> Result<(), StoreError> {
        let mut queue = self.lock();
        queue.writable()?;
        let seq = queue.seq + 1;
        let key: Arc<str> = Arc::from(session);
        queue
            .slots
            .insert(key.clone(), Slot::Gone { last_seq: seq });
        let wake = queue.push(
            seq,
            Command::Delete {
                session: key,
                reply,
            },
        );
        drop(queue);
        if wake {
            self.wake.notify_one();
        }
        Ok(())
    }

    /// Queues retention's delete of `session` unless a write of it is in
    /// flight; whether it did.
    pub(super) fn delete_idle(&self, session: &str) -> bool {
        let mut queue = self.lock();
        if queue.dead.is_some() || queue.slots.contains_key(session) {
            return false;
        }
        let seq = queue.seq + 1;
        let key: Arc<str> = Arc::from(session);
        queue
            .slots
            .insert(key.clone(), Slot::Gone { last_seq: seq });
        // The writer itself asks: it takes the delete with its next batch.
        queue.push(
            seq,
            Command::Delete {
                session: key,
                reply: None,
            },
        );
        true
    }

    /// Queues any other write (it does not change what the queue knows).
    pub(super) fn other(&self, command: Command) -> Result<(), StoreError> {
        let mut queue = self.lock();
        queue.writable()?;
        let seq = queue.seq + 1;
        let wake = queue.push(seq, command);
        drop(queue);
        if wake {
            self.wake.notify_one();
        }
        Ok(())
    }

    /// The number of the last write queued.
    pub(super) fn last_seq(&self) -> u64 {
        self.lock().seq
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

    /// Queues `command` as number `seq` (the next one); whether the writer
    /// must be woken for it (the queue was empty: the writer waits only
    /// then, and a writer busy with a batch takes the rest when it is done).
    fn push(&mut self, seq: u64, command: Command) -> bool {
        let wake = self.commands.is_empty();
        self.seq = seq;
        self.commands.push((seq, command));
        wake
    }

    /// The slot of `session` and its key, looked up in the file if no write
    /// of it is in flight; [`StoreError::NotFound`] if the store does not
    /// have it.
    fn slot(&mut self, name: &str, session: &str) -> Result<(Arc<str>, Slot), StoreError> {
        if let Some((key, slot)) = self.slots.get_key_value(session) {
            return Ok((key.clone(), *slot));
        }
        // No write of the session is in flight: the file has its next
        // position (the writer forgets a slot only once its writes are
        // committed, under this lock).
        let next = read::next_position(&self.lookup, name, session)?
            .ok_or_else(|| StoreError::not_found(name, session))?;
        Ok((
            Arc::from(session),
            Slot::Live {
                next,
                last_seq: self.seq,
            },
        ))
    }
}
