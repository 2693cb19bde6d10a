//! The PostgreSQL store's writer: one task, on the store's thread, that owns
//! the writing connection and commits the queue in batches (group commit).
//!
//! Each round takes everything queued (up to [`MAX_BATCH`] writes), executes
//! it in one transaction ([`batch`](super::batch)), commits, and only then
//! tells the waiters: the positions of the batch's appends are recorded, the
//! watermark moves past the batch's last write, and the writes that wait for a
//! reply get it. While a batch commits, the next one queues. A batch that
//! fails is rolled back and fails its writes, and only them: positions are
//! given as a batch commits, so the writes queued after it go on from the
//! position the server has. A batch that another instance's deadlocked with
//! is tried again.

use std::collections::HashSet;
use std::sync::Arc;

use tokio_postgres::error::SqlState;
use tokio_postgres::Client;

use super::batch::{self, Done, Outcome};
use super::connector::Connector;
use super::describe;
use super::queue::{Command, Shared};
use super::trim::{self, Victims};
use crate::session::store::retention::{log_dropped_session, log_trim, Warned};
use crate::session::store::{unix_ms, Retention, StoreError};

/// The most writes one transaction takes: a bound on how long the first of
/// them waits for the last.
const MAX_BATCH: usize = 10_000;

/// How many times a batch is tried when the server aborts it for a deadlock
/// or a serialization failure.
const ATTEMPTS: u32 = 5;

/// How often the writer checks [`Retention::max_age`], in milliseconds.
const AGE_CHECK_MS: u64 = 60_000;

/// The writer, until the store is dropped and its queue is empty.
pub(super) struct Writer {
    shared: Arc<Shared>,
    connector: Arc<Connector>,
    /// The writing connection; `None` after it was lost, until the next batch
    /// connects again.
    client: Option<Client>,
    retention: Retention,
    warned: Warned,
    /// When the age limit was last checked.
    age_checked_ms: u64,
}

/// Marks the store closed when the writer stops, however it stops (a panic
/// included): the writes still queued fail, and so do their waiters.
struct Stopped(Arc<Shared>);

impl Drop for Stopped {
    fn drop(&mut self) {
        let reason = match std::thread::panicking() {
            true => "its writer panicked",
            false => "the store was dropped",
        };
        let error = StoreError::Closed {
            store: self.0.name.clone(),
            reason: reason.into(),
        };
        let left = {
            let mut queue = self.0.lock();
            queue.dead = Some(error.clone());
            std::mem::take(&mut queue.commands)
        };
        self.0.watermark.close(error.clone());
        for (_, command) in left {
            command.answer(Err(error.clone()));
        }
    }
}

impl Writer {
    /// A writer on `client`.
    pub(super) fn new(
        shared: Arc<Shared>,
        connector: Arc<Connector>,
        client: Client,
        retention: Retention,
    ) -> Self {
        Writer {
            shared,
            connector,
            client: Some(client),
            retention,
            warned: Warned::default(),
            age_checked_ms: 0,
        }
    }

    /// Commits the queue until the store is dropped and nothing is left.
    pub(super) async fn run(mut self) {
        let _stopped = Stopped(self.shared.clone());
        self.enforce_sessions(&[]).await;
        while let Some(batch) = self.next_batch().await {
            let (Some((first, _)), Some((last, _))) = (batch.first(), batch.last()) else {
                continue;
            };
            let (first, last) = (*first, *last);
            match self.commit(&batch).await {
                Ok(done) => self.committed(batch, first, last, done).await,
                Err(error) => self.failed(batch, first, last, error),
            }
        }
    }

    /// The next batch; `None` once the store is dropped and the queue empty.
    async fn next_batch(&self) -> Option<Vec<(u64, Command)>> {
        loop {
            {
                let mut queue = self.shared.lock();
                if !queue.commands.is_empty() {
                    let take = queue.commands.len().min(MAX_BATCH);
                    let rest = queue.commands.split_off(take);
                    return Some(std::mem::replace(&mut queue.commands, rest));
                }
                if queue.shutdown {
                    return None;
                }
            }
            self.shared.wake.notified().await;
        }
    }

    /// Executes and commits a batch, connecting again first if the
    /// connection was lost, and trying again after a deadlock.
    async fn commit(&mut self, batch: &[(u64, Command)]) -> Result<Done, StoreError> {
        let name = &self.shared.name;
        let doing = || format!("committing {} writes", batch.len());
        let mut attempt = 1;
        loop {
            let client = match &mut self.client {
                Some(client) if !client.is_closed() => client,
                _ => {
                    self.client = None;
                    let client = self.connector.connect().await.map_err(|cause| {
                        StoreError::failed(name, doing(), format!("cannot connect: {cause}"))
                    })?;
                    self.client.insert(client)
                }
            };
            match batch::execute(client, &self.retention, batch).await {
                Ok(done) => return Ok(done),
                Err(cause) if attempt < ATTEMPTS && retryable(&cause) => {
                    tracing::debug!(
                        store = name,
                        attempt,
                        "session store: batch retried: {cause}"
                    );
                    attempt += 1;
                }
                Err(cause) => return Err(StoreError::failed(name, doing(), describe(&cause))),
            }
        }
    }

    /// After a commit: the positions are recorded, the waiters learn, the
    /// queue forgets what it need not know, retention runs.
    async fn committed(&mut self, batch: Vec<(u64, Command)>, first: u64, last: u64, done: Done) {
        let name = self.shared.name.clone();
        self.shared.record(
            first,
            done.outcomes.iter().map(|outcome| match outcome {
                Outcome::At(position) => Some(*position),
                _ => None,
            }),
        );
        // The queue forgets the sessions found missing before any waiter
        // learns it: an append made once `durable` failed must not find the
        // session still known live.
        let forget = batch
            .iter()
            .zip(&done.outcomes)
            .filter(|((_, command), outcome)| {
                **outcome == Outcome::Missing
                    || matches!(command, Command::Close { .. } | Command::Delete { .. })
            })
            .map(|((_, command), _)| command.session());
        self.shared.settled(last, forget);
        // Appends to sessions found missing fail, each with its session.
        for ((seq, command), outcome) in batch.iter().zip(&done.outcomes) {
            if let (Command::Append { session, .. }, Outcome::Missing) = (command, outcome) {
                let error = StoreError::not_found(&name, session);
                self.shared.watermark.fail(*seq, *seq, error);
            }
        }
        self.shared.watermark.settle(last);
        for (session, excess) in &done.trimmed {
            log_trim(&mut self.warned, &name, session, *excess);
        }
        // Before the replies: a caller that waits for its put, then flushes,
        // finds the sessions retention drops for it gone.
        let age_due = unix_ms().saturating_sub(self.age_checked_ms) >= AGE_CHECK_MS;
        if !done.created.is_empty() || age_due {
            self.enforce_sessions(&done.created).await;
        }
        for ((_, command), outcome) in batch.into_iter().zip(done.outcomes) {
            command.answer(Ok(outcome != Outcome::Missing));
        }
    }

    /// After a failed batch: its writes fail.
    fn failed(&mut self, batch: Vec<(u64, Command)>, first: u64, last: u64, error: StoreError) {
        tracing::error!(store = self.shared.name, "{error}");
        self.shared.record(first, batch.iter().map(|_| None));
        self.shared.watermark.fail(first, last, error.clone());
        self.shared.settled(last, []);
        for (_, command) in batch {
            command.answer(Err(error.clone()));
        }
    }

    /// Drops whole sessions past the limits on age and (when sessions were
    /// created: `spare`) number, never `spare` nor one with writes in flight
    /// here. A failure to read is a warning: retention never fails a write.
    async fn enforce_sessions(&mut self, spare: &[String]) {
        if !self.retention.limits_sessions() {
            return;
        }
        let now = unix_ms();
        self.age_checked_ms = now;
        let victims = match &self.client {
            Some(client) if !client.is_closed() => {
                trim::victims(client, &self.retention, spare.len(), now)
                    .await
                    .map_err(|cause| describe(&cause))
            }
            _ => Err("the connection was lost".to_owned()),
        };
        let name = &self.shared.name;
        let victims = match victims {
            Ok(victims) => victims,
            Err(cause) => {
                tracing::warn!(
                    store = name,
                    "session store `{name}`: retention could not read the sessions: {cause}"
                );
                return;
            }
        };
        let Victims { old, oldest, over } = victims;
        let spare: HashSet<&str> = spare.iter().map(String::as_str).collect();
        for id in old.iter().filter(|id| !spare.contains(id.as_str())) {
            if self.shared.delete_idle(id) {
                log_dropped_session(name, id, "not updated within the retention's age");
            }
        }
        let mut over = over;
        for id in oldest.iter().filter(|id| !spare.contains(id.as_str())) {
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
}

/// Whether the server aborted a transaction that may succeed if tried again
/// (a deadlock with another instance, a serialization failure).
fn retryable(cause: &tokio_postgres::Error) -> bool {
    matches!(
        cause.code(),
        Some(code) if *code == SqlState::T_R_DEADLOCK_DETECTED
            || *code == SqlState::T_R_SERIALIZATION_FAILURE
    )
}
