//! The SQLite store's writer: one thread that owns the writing connection
//! and commits the queue in batches (group commit).
//!
//! Each round takes everything queued (up to [`MAX_BATCH`] writes), executes
//! it in one transaction, commits, and only then tells the waiters: the
//! watermark moves past the batch's last write, and the writes that wait for a
//! reply get it. While a batch commits, the next one queues. A batch that
//! fails is rolled back and fails with every write queued at that moment
//! (their positions were handed out in order, so the ones after a lost one
//! cannot be kept); the queue then forgets every position and asks the file
//! again, so positions stay dense after a failure.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::thread::JoinHandle;

use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior};

use super::queue::{Command, Shared};
use super::read::{to_i64, to_u64};
use crate::session::store::retention::{log_dropped_session, log_trim, Excess, Warned};
use crate::session::store::{unix_ms, Retention, StoreError};

/// The most writes one transaction takes: a bound on how long the first of
/// them waits for the last.
const MAX_BATCH: usize = 10_000;

/// How often the writer checks [`Retention::max_age`], in milliseconds.
const AGE_CHECK_MS: u64 = 60_000;

/// Starts the writer thread.
pub(super) fn spawn(
    shared: Arc<Shared>,
    conn: Connection,
    retention: Retention,
) -> std::io::Result<JoinHandle<()>> {
    std::thread::Builder::new()
        .name("acp-session-store".into())
        .spawn(move || {
            let _stopped = Stopped(shared.clone());
            Writer {
                shared,
                conn,
                retention,
                warned: Warned::default(),
                age_checked_ms: 0,
            }
            .run();
        })
}

/// Marks the store closed when the writer stops, however it stops (a panic
/// included): the writes still queued fail, and so do their waiters.
struct Stopped(Arc<Shared>);

impl Drop for Stopped {
    fn drop(&mut self) {
        let reason = match std::thread::panicking() {
            true => "its writer thread panicked",
            false => "the store was dropped",
        };
        let error = StoreError::Closed {
            store: self.0.name.clone(),
            reason: reason.into(),
        };
        let left = {
            let mut queue = self.0.lock();
            queue.dead = Some(error.clone());
            queue.slots.clear();
            std::mem::take(&mut queue.commands)
        };
        self.0.watermark.close(error.clone());
        for (_, command) in left {
            command.answer(Err(error.clone()));
        }
    }
}

struct Writer {
    shared: Arc<Shared>,
    conn: Connection,
    retention: Retention,
    warned: Warned,
    /// When the age limit was last checked.
    age_checked_ms: u64,
}

/// What a committed batch did.
#[derive(Default)]
struct Done {
    /// Per write, in order: whether its session was there.
    outcomes: Vec<bool>,
    /// The sessions the batch created.
    created: Vec<String>,
    /// The updates retention dropped, per session.
    trimmed: Vec<(String, Excess)>,
}

/// What a batch appended to one session, applied to its row at once.
struct Appended<'b> {
    session: &'b str,
    /// The position after its last update.
    next: u64,
    count: u64,
    bytes: u64,
    /// The time of its last append.
    at_ms: u64,
}

/// The sessions retention may drop.
#[derive(Default)]
struct Victims {
    /// Not updated within the age limit.
    old: Vec<String>,
    /// The least recently updated, oldest first, when there are too many.
    oldest: Vec<String>,
    /// How many sessions are over the limit on number.
    over: u64,
}

impl Writer {
    fn run(mut self) {
        self.enforce_sessions(&[]);
        loop {
            let batch = {
                let mut queue = self.shared.lock();
                loop {
                    if !queue.commands.is_empty() {
                        break;
                    }
                    if queue.shutdown {
                        return;
                    }
                    queue = self.shared.wait(queue);
                }
                let take = queue.commands.len().min(MAX_BATCH);
                let rest = queue.commands.split_off(take);
                std::mem::replace(&mut queue.commands, rest)
            };
            let (Some((first, _)), Some((last, _))) = (batch.first(), batch.last()) else {
                continue;
            };
            let (first, last) = (*first, *last);
            match commit(&mut self.conn, &self.retention, &self.shared.name, &batch) {
                Ok(done) => self.committed(batch, last, done),
                Err(cause) => self.failed(batch, first, &cause),
            }
        }
    }

    /// After a commit: the queue forgets the sessions with nothing more in
    /// flight, the waiters learn, retention runs.
    fn committed(&mut self, batch: Vec<(u64, Command)>, last: u64, done: Done) {
        {
            let mut queue = self.shared.lock();
            for (_, command) in &batch {
                let session = command.session();
                if queue
                    .slots
                    .get(session)
                    .is_some_and(|slot| slot.last_seq() <= last)
                {
                    queue.slots.remove(session);
                }
            }
        }
        self.shared.watermark.settle(last);
        for (session, excess) in done.trimmed {
            log_trim(&mut self.warned, &self.shared.name, &session, excess);
        }
        // Before the replies: a caller that waits for its put, then flushes,
        // finds the sessions retention drops for it gone.
        let age_due = unix_ms().saturating_sub(self.age_checked_ms) >= AGE_CHECK_MS;
        if !done.created.is_empty() || age_due {
            self.enforce_sessions(&done.created);
        }
        for ((_, command), outcome) in batch.into_iter().zip(done.outcomes) {
            command.answer(Ok(outcome));
        }
    }

    /// After a failed batch: it fails with everything queued now, and the
    /// queue forgets every position.
    fn failed(&mut self, batch: Vec<(u64, Command)>, first: u64, cause: &rusqlite::Error) {
        let name = &self.shared.name;
        let error = StoreError::failed(name, format!("committing {} writes", batch.len()), cause);
        tracing::error!(store = name, "{error}");
        let (queued, last) = {
            let mut queue = self.shared.lock();
            queue.slots.clear();
            (std::mem::take(&mut queue.commands), queue.seq)
        };
        self.shared.watermark.fail(first, last, error.clone());
        for (_, command) in batch.into_iter().chain(queued) {
            command.answer(Err(error.clone()));
        }
    }

    /// Drops whole sessions past the limits on age and (when sessions were
    /// created: `spare`) number, never `spare` nor one with writes in flight.
    /// A failure to read is a warning: retention never fails a write.
    fn enforce_sessions(&mut self, spare: &[String]) {
        if !self.retention.limits_sessions() {
            return;
        }
        let now = unix_ms();
        self.age_checked_ms = now;
        let victims = match self.victims(spare.len(), now) {
            Ok(victims) => victims,
            Err(cause) => {
                tracing::warn!(
                    store = self.shared.name,
                    "session store `{}`: retention could not read the sessions: {cause}",
                    self.shared.name
                );
                return;
            }
        };
        let name = &self.shared.name;
        let spare: HashSet<&str> = spare.iter().map(String::as_str).collect();
        for id in victims.old.iter().filter(|id| !spare.contains(id.as_str())) {
            if self.shared.delete_idle(id) {
                log_dropped_session(name, id, "not updated within the retention's age");
            }
        }
        let mut over = victims.over;
        for id in victims
            .oldest
            .iter()
            .filter(|id| !spare.contains(id.as_str()))
        {
            if over == 0 {
                break;
            }
            if self.shared.delete_idle(id) {
                over -= 1;
                let why = "the oldest past the retention's number of sessions";
                log_dropped_session(name, id, why);
            }
        }
        self.shared.wake.notify_one();
    }

    /// The sessions too old, and the oldest sessions when there are more
    /// than the limit on number (if sessions were created), with room for
    /// `spare` of them being kept.
    fn victims(&self, spare: usize, now: u64) -> rusqlite::Result<Victims> {
        let mut victims = Victims::default();
        if let Some(cutoff) = self.retention.age_cutoff(now) {
            let mut statement = self.conn.prepare_cached(
                "SELECT id FROM sessions WHERE updated_ms < ?1 ORDER BY updated_ms LIMIT 10000",
            )?;
            for id in statement.query_map([to_i64(cutoff)], |row| row.get::<_, String>(0))? {
                victims.old.push(id?);
            }
        }
        if let (Some(most), true) = (self.retention.max_sessions, spare > 0) {
            let count: i64 = self
                .conn
                .query_row("SELECT count(*) FROM sessions", [], |row| row.get(0))?;
            victims.over = to_u64(count).saturating_sub(most);
            if victims.over > 0 {
                // Read some more than must go: sessions with writes in flight
                // and the ones just created are passed over.
                let mut statement = self.conn.prepare_cached(
                    "SELECT id FROM sessions ORDER BY updated_ms ASC, id ASC LIMIT ?1",
                )?;
                let read = to_i64(victims.over + spare as u64 + 64);
                for id in statement.query_map([read], |row| row.get::<_, String>(0))? {
                    victims.oldest.push(id?);
                }
            }
        }
        Ok(victims)
    }
}

/// Executes a batch in one transaction and commits it.
fn commit(
    conn: &mut Connection,
    retention: &Retention,
    name: &str,
    batch: &[(u64, Command)],
) -> rusqlite::Result<Done> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let mut done = Done {
        outcomes: Vec::with_capacity(batch.len()),
        ..Done::default()
    };
    // Per batch: the key of each session met, and what was appended to each
    // (applied before any other write of the session, and at the end).
    let mut keys: HashMap<&str, Option<i64>> = HashMap::new();
    let mut appended: HashMap<i64, Appended<'_>> = HashMap::new();
    // Prepared once: a batch is mostly appends.
    let mut insert =
        tx.prepare_cached("INSERT INTO updates (skey, position, json) VALUES (?1, ?2, ?3)")?;
    for (_, command) in batch {
        let session = command.session();
        let key = match keys.get(session) {
            Some(key) => *key,
            None => {
                let key = key_of(&tx, session)?;
                keys.insert(session, key);
                key
            }
        };
        if let (false, Some(key)) = (matches!(command, Command::Append { .. }), key) {
            if let Some(pending) = appended.remove(&key) {
                apply(&tx, retention, key, pending, &mut done)?;
            }
        }
        let outcome = match (command, key) {
            (
                Command::Append {
                    position,
                    update,
                    at_ms,
                    ..
                },
                Some(key),
            ) => {
                insert.execute((key, to_i64(*position), update.get()))?;
                let entry = appended.entry(key).or_insert(Appended {
                    session,
                    next: 0,
                    count: 0,
                    bytes: 0,
                    at_ms: 0,
                });
                entry.next = entry.next.max(position + 1);
                entry.count += 1;
                entry.bytes += update.get().len() as u64;
                entry.at_ms = entry.at_ms.max(*at_ms);
                true
            }
            (Command::Append { .. }, None) => {
                // The queue hands out positions only for sessions the file has
                // or a queued put creates: a session deleted meanwhile by
                // another program ends here.
                tracing::warn!(
                    store = name,
                    session,
                    "session store `{name}`: an update of session `{session}`, which is not \
                     in the store, was dropped"
                );
                false
            }
            (Command::Put { meta, .. }, key) => {
                let directories = serde_json::to_string(&meta.additional_directories)
                    .unwrap_or_else(|_| "[]".into());
                tx.prepare_cached(
                    "INSERT INTO sessions (id, cwd, additional_directories, title, created_ms, \
                     updated_ms, meta) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
                     ON CONFLICT (id) DO UPDATE SET cwd = excluded.cwd, \
                     additional_directories = excluded.additional_directories, \
                     title = excluded.title, created_ms = excluded.created_ms, \
                     updated_ms = excluded.updated_ms, meta = excluded.meta",
                )?
                .execute((
                    &meta.id,
                    &meta.cwd,
                    directories,
                    &meta.title,
                    to_i64(meta.created_ms),
                    to_i64(meta.updated_ms),
                    meta.meta.as_ref().map(|m| m.get()),
                ))?;
                if key.is_none() {
                    done.created.push(meta.id.clone());
                    keys.remove(session);
                }
                true
            }
            (
                Command::SetTitle {
                    title, updated_ms, ..
                },
                Some(key),
            ) => {
                tx.prepare_cached(
                    "UPDATE sessions SET title = ?1, updated_ms = ?2 WHERE key = ?3",
                )?
                .execute((title, to_i64(*updated_ms), key))?;
                true
            }
            (Command::Touch { updated_ms, .. }, Some(key)) => {
                tx.prepare_cached("UPDATE sessions SET updated_ms = ?1 WHERE key = ?2")?
                    .execute((to_i64(*updated_ms), key))?;
                true
            }
            (Command::SaveState { state, .. }, Some(key)) => {
                tx.prepare_cached(
                    "INSERT INTO states (skey, state) VALUES (?1, ?2) \
                     ON CONFLICT (skey) DO UPDATE SET state = excluded.state",
                )?
                .execute((key, state))?;
                true
            }
            (Command::Close { .. }, Some(_)) => true,
            (Command::Delete { .. }, Some(key)) => {
                tx.prepare_cached("DELETE FROM updates WHERE skey = ?1")?
                    .execute([key])?;
                tx.prepare_cached("DELETE FROM states WHERE skey = ?1")?
                    .execute([key])?;
                tx.prepare_cached("DELETE FROM sessions WHERE key = ?1")?
                    .execute([key])?;
                keys.insert(session, None);
                true
            }
            (
                Command::SetTitle { .. }
                | Command::Touch { .. }
                | Command::SaveState { .. }
                | Command::Close { .. }
                | Command::Delete { .. },
                None,
            ) => false,
        };
        done.outcomes.push(outcome);
    }
    for (key, pending) in appended {
        apply(&tx, retention, key, pending, &mut done)?;
    }
    drop(insert);
    tx.commit()?;
    Ok(done)
}

/// Applies what a batch appended to a session to its row, then drops its
/// oldest updates if it is past the retention's limits.
fn apply(
    tx: &Transaction<'_>,
    retention: &Retention,
    key: i64,
    appended: Appended<'_>,
    done: &mut Done,
) -> rusqlite::Result<()> {
    let totals = tx
        .prepare_cached(
            "UPDATE sessions SET next_position = max(next_position, ?1), \
             update_count = update_count + ?2, update_bytes = update_bytes + ?3, \
             updated_ms = max(updated_ms, ?4) WHERE key = ?5 \
             RETURNING update_count, update_bytes",
        )?
        .query_row(
            (
                to_i64(appended.next),
                to_i64(appended.count),
                to_i64(appended.bytes),
                to_i64(appended.at_ms),
                key,
            ),
            |row| Ok((to_u64(row.get(0)?), to_u64(row.get(1)?))),
        )
        .optional()?;
    let Some((count, bytes)) = totals else {
        return Ok(());
    };
    if retention.holds_updates(count, bytes) {
        return Ok(());
    }
    let excess = {
        let mut oldest = tx.prepare_cached(
            "SELECT position, octet_length(json) FROM updates WHERE skey = ?1 ORDER BY position",
        )?;
        let rows = oldest.query_map([key], |row| Ok((to_u64(row.get(0)?), to_u64(row.get(1)?))))?;
        retention.excess(count, bytes, rows.map_while(Result::ok))
    };
    let Some(excess) = excess else {
        return Ok(());
    };
    tx.prepare_cached("DELETE FROM updates WHERE skey = ?1 AND position <= ?2")?
        .execute((key, to_i64(excess.through)))?;
    tx.prepare_cached(
        "UPDATE sessions SET update_count = update_count - ?1, \
         update_bytes = max(update_bytes - ?2, 0) WHERE key = ?3",
    )?
    .execute((to_i64(excess.dropped), to_i64(excess.freed), key))?;
    done.trimmed.push((appended.session.to_owned(), excess));
    Ok(())
}

/// The key of session `id`, `None` if the file does not have it.
fn key_of(conn: &Connection, id: &str) -> rusqlite::Result<Option<i64>> {
    conn.prepare_cached("SELECT key FROM sessions WHERE id = ?1")?
        .query_row([id], |row| row.get(0))
        .optional()
}
