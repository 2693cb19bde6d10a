//! [`MemoryStore`]: a session store in memory, for tests and agents whose
//! sessions need not outlive them.

use std::cmp::Reverse;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use serde_json::value::RawValue;

use super::retention::{log_dropped_session, log_trim, Warned};
use super::{
    unix_ms, ListQuery, Retention, SessionMeta, SessionPage, Store, StoreError, StoredUpdate,
    Ticket, UpdatePage,
};

/// The name a memory store goes by in errors and logs.
const NAME: &str = "memory";

/// How often appends check [`Retention::max_age`], in milliseconds.
const AGE_CHECK_MS: u64 = 60_000;

/// A session store in memory: every write is "durable" as soon as it is
/// made, and everything is gone with the process. Cheap to clone (the clones
/// share the sessions).
///
/// ```
/// use acp::session::store::{MemoryStore, Retention};
///
/// let store = MemoryStore::new().retention(Retention::default().sessions(100));
/// # let _ = store;
/// ```
#[derive(Debug, Clone, Default)]
pub struct MemoryStore {
    inner: Arc<Mutex<Memory>>,
}

#[derive(Debug, Default)]
struct Memory {
    sessions: HashMap<String, Recorded>,
    retention: Retention,
    warned: Warned,
    /// The number of the last write queued.
    seq: u64,
    /// When the age limit was last checked.
    age_checked_ms: u64,
}

/// One session.
#[derive(Debug)]
struct Recorded {
    meta: SessionMeta,
    updates: VecDeque<StoredUpdate>,
    /// The position of the next update.
    next: u64,
    /// What `updates` weigh.
    bytes: u64,
    state: Option<Vec<u8>>,
}

impl MemoryStore {
    /// An empty store that keeps everything.
    pub fn new() -> Self {
        Self::default()
    }

    /// The store with these [`Retention`] limits.
    pub fn retention(self, retention: Retention) -> Self {
        self.lock().retention = retention;
        self
    }

    fn lock(&self) -> MutexGuard<'_, Memory> {
        // A panic elsewhere while holding the lock leaves data that is still
        // whole (every change below is one step): keep serving it.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn with_session<T>(
        &self,
        session: &str,
        f: impl FnOnce(&mut Recorded) -> T,
    ) -> Result<T, StoreError> {
        let mut memory = self.lock();
        let recorded = memory
            .sessions
            .get_mut(session)
            .ok_or_else(|| StoreError::not_found(NAME, session))?;
        Ok(f(recorded))
    }
}

impl Memory {
    /// Drops the sessions past the limits on number and age, never `keep`.
    fn drop_sessions(&mut self, keep: &str, now_ms: u64) {
        self.age_checked_ms = now_ms;
        if let Some(cutoff) = self.retention.age_cutoff(now_ms) {
            let old: Vec<String> = self
                .sessions
                .iter()
                .filter(|(id, s)| s.meta.updated_ms < cutoff && id.as_str() != keep)
                .map(|(id, _)| id.clone())
                .collect();
            for id in old {
                self.sessions.remove(&id);
                log_dropped_session(NAME, &id, "not updated within the retention's age");
            }
        }
        let Some(most) = self.retention.max_sessions else {
            return;
        };
        let most = usize::try_from(most).unwrap_or(usize::MAX);
        if self.sessions.len() <= most {
            return;
        }
        let mut by_age: Vec<(u64, String)> = self
            .sessions
            .iter()
            .filter(|(id, _)| id.as_str() != keep)
            .map(|(id, s)| (s.meta.updated_ms, id.clone()))
            .collect();
        by_age.sort();
        let excess = self.sessions.len() - most;
        for (_, id) in by_age.into_iter().take(excess) {
            self.sessions.remove(&id);
            log_dropped_session(
                NAME,
                &id,
                "the oldest past the retention's number of sessions",
            );
        }
    }
}

impl Recorded {
    /// Drops the oldest updates past the retention's limits.
    fn trim(&mut self, retention: &Retention, warned: &mut Warned) {
        if retention.holds_updates(self.updates.len() as u64, self.bytes) {
            return;
        }
        let sizes = self
            .updates
            .iter()
            .map(|u| (u.position, u.update.get().len() as u64));
        let Some(excess) = retention.excess(self.updates.len() as u64, self.bytes, sizes) else {
            return;
        };
        let dropped = usize::try_from(excess.dropped).unwrap_or(usize::MAX);
        self.updates.drain(..dropped.min(self.updates.len()));
        self.bytes = self.bytes.saturating_sub(excess.freed);
        log_trim(warned, NAME, &self.meta.id, excess);
    }
}

impl Store for MemoryStore {
    async fn put(&self, meta: SessionMeta) -> Result<(), StoreError> {
        let mut memory = self.lock();
        let id = meta.id.clone();
        if let Some(recorded) = memory.sessions.get_mut(&id) {
            recorded.meta = meta;
            return Ok(());
        }
        memory.sessions.insert(
            id.clone(),
            Recorded {
                meta,
                updates: VecDeque::new(),
                next: 0,
                bytes: 0,
                state: None,
            },
        );
        if memory.retention.limits_sessions() {
            memory.drop_sessions(&id, unix_ms());
        }
        Ok(())
    }

    async fn set_title(
        &self,
        session: &str,
        title: Option<String>,
        updated_ms: u64,
    ) -> Result<(), StoreError> {
        self.with_session(session, |s| {
            s.meta.title = title;
            s.meta.updated_ms = updated_ms;
        })
    }

    async fn touch(&self, session: &str, updated_ms: u64) -> Result<(), StoreError> {
        self.with_session(session, |s| s.meta.updated_ms = updated_ms)
    }

    fn append(&self, session: &str, update: Box<RawValue>) -> Result<Ticket, StoreError> {
        let now = unix_ms();
        let mut guard = self.lock();
        let memory = &mut *guard;
        let recorded = memory
            .sessions
            .get_mut(session)
            .ok_or_else(|| StoreError::not_found(NAME, session))?;
        let position = recorded.next;
        recorded.next += 1;
        recorded.bytes += update.get().len() as u64;
        recorded
            .updates
            .push_back(StoredUpdate::new(position, update));
        recorded.meta.updated_ms = recorded.meta.updated_ms.max(now);
        recorded.trim(&memory.retention, &mut memory.warned);
        memory.seq += 1;
        let seq = memory.seq;
        if memory.retention.max_age.is_some()
            && now.saturating_sub(memory.age_checked_ms) >= AGE_CHECK_MS
        {
            memory.drop_sessions(session, now);
        }
        Ok(Ticket::new(seq, Some(position)))
    }

    async fn durable(&self, ticket: Ticket) -> Result<u64, StoreError> {
        ticket.position().ok_or_else(|| {
            StoreError::failed(
                NAME,
                "waiting for an update",
                "the ticket is another store's",
            )
        })
    }

    async fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }

    async fn updates(
        &self,
        session: &str,
        from: u64,
        limit: usize,
    ) -> Result<UpdatePage, StoreError> {
        self.with_session(session, |s| {
            let start = s.updates.partition_point(|u| u.position < from);
            let end = start.saturating_add(limit.max(1)).min(s.updates.len());
            let updates: Vec<StoredUpdate> = s.updates.range(start..end).cloned().collect();
            let next = match end < s.updates.len() {
                true => updates.last().map(|u| u.position + 1),
                false => None,
            };
            UpdatePage::new(updates, next)
        })
    }

    async fn list(&self, query: ListQuery) -> Result<SessionPage, StoreError> {
        let after = match &query.cursor {
            Some(cursor) => Some(cursor.position().ok_or_else(|| StoreError::InvalidCursor {
                store: NAME.into(),
                cursor: cursor.as_str().into(),
            })?),
            None => None,
        };
        let memory = self.lock();
        let mut metas: Vec<&SessionMeta> = memory
            .sessions
            .values()
            .map(|s| &s.meta)
            .filter(|m| query.cwd.as_ref().is_none_or(|cwd| &m.cwd == cwd))
            .filter(|m| {
                after.is_none_or(|(updated, id)| (m.updated_ms, m.id.as_str()) < (updated, id))
            })
            .collect();
        metas.sort_by_key(|m| Reverse((m.updated_ms, m.id.as_str())));
        let limit = query.page_size();
        let page = metas.into_iter().take(limit + 1).cloned().collect();
        Ok(SessionPage::new(page, limit))
    }

    async fn meta(&self, session: &str) -> Result<Option<SessionMeta>, StoreError> {
        Ok(self.lock().sessions.get(session).map(|s| s.meta.clone()))
    }

    async fn save_state(&self, session: &str, state: Vec<u8>) -> Result<(), StoreError> {
        self.with_session(session, |s| s.state = Some(state))
    }

    async fn load_state(&self, session: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.with_session(session, |s| s.state.clone())
    }

    async fn close(&self, session: &str) -> Result<(), StoreError> {
        self.with_session(session, |_| ())
    }

    async fn delete(&self, session: &str) -> Result<bool, StoreError> {
        Ok(self.lock().sessions.remove(session).is_some())
    }
}
