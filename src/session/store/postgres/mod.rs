//! [`PostgresStore`]: the session store on PostgreSQL, for agents run as
//! several instances that share their sessions (feature `store-postgres`).

mod background;
mod batch;
mod block;
mod connector;
mod name;
mod queue;
mod read;
mod readers;
mod schema;
mod trim;
mod writer;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use serde_json::value::RawValue;
use tokio::sync::oneshot;
use tokio_postgres::Config;

use self::connector::Connector;
use self::queue::{Command, Position, Queued, Shared};
use self::readers::Readers;
use super::{
    unix_ms, ListQuery, Retention, SessionMeta, SessionPage, Store, StoreError, Ticket, UpdatePage,
};

/// How long an append waits for the server to say whether a session it has
/// not met exists.
const LOOKUP_TIMEOUT: Duration = Duration::from_secs(10);

/// How a [`PostgresStore`] connects.
///
/// ```
/// use acp::session::store::{PostgresOptions, Retention};
///
/// let options = PostgresOptions::default()
///     .readers(4)
///     .retention(Retention::default().sessions(10_000));
/// # let _ = options;
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PostgresOptions {
    /// What the store keeps. Each instance enforces it as it writes; give
    /// every instance sharing a database the same.
    pub retention: Retention,
    /// How many connections the store reads on (at least 1; 2 by default).
    /// Besides them it has one connection that writes.
    pub readers: usize,
}

impl Default for PostgresOptions {
    fn default() -> Self {
        PostgresOptions {
            retention: Retention::default(),
            readers: 2,
        }
    }
}

impl PostgresOptions {
    /// Sets [`PostgresOptions::retention`].
    pub fn retention(mut self, retention: Retention) -> Self {
        self.retention = retention;
        self
    }

    /// Sets [`PostgresOptions::readers`].
    pub fn readers(mut self, readers: usize) -> Self {
        self.readers = readers.max(1);
        self
    }
}

/// The session store on a PostgreSQL server, which several agent instances
/// (processes, machines) share: each sees the sessions the others wrote, and
/// any of them may append to any session.
///
/// Positions are given as updates are committed (see [`Store`]'s "Several
/// writers"): one writer task commits what is queued in one transaction
/// (group commit) that locks the rows of the sessions it writes and reads
/// their next positions there, so that two instances appending to one
/// session at once still get dense, unique positions, each instance's in the
/// order of its appends. [`append`](Store::append) returns at once with a
/// [`Ticket`] that carries no position; [`durable`](Store::durable) says the
/// position once the batch is committed. An append to a session this store
/// has neither put nor read asks the server once whether it exists (one
/// indexed read, waited for on the calling thread), so that an append to a
/// session that is not there fails at once; if another instance deletes a
/// session meanwhile, the appends to it fail at `durable`, with
/// [`StoreError::NotFound`].
///
/// A commit is durable as the server makes it (`synchronous_commit`). Reads
/// run on connections of their own and see what is committed, by any
/// instance. The store has a thread of its own, whose runtime runs its
/// connections and its writer: it works from any runtime, or none. A lost
/// connection is opened again at the next write or read; the writes of a
/// batch whose connection was lost fail.
///
/// The tables (`acp_sessions`, `acp_updates`, `acp_states`,
/// `acp_store_version`) are created when missing, by the first instance that
/// connects (under an advisory lock: instances may start at once), in the
/// first schema of the connection's `search_path`. Connections are plain
/// TCP or a Unix socket: no TLS (put the server on a private network, or
/// reach it through a local proxy that adds TLS).
///
/// Cheap to clone: the clones share the connections and the writer. When the
/// last clone is dropped, the writer commits what is queued and stops, and
/// the drop waits for it.
#[derive(Clone)]
pub struct PostgresStore {
    inner: Arc<Inner>,
}

struct Inner {
    shared: Arc<Shared>,
    readers: Readers,
    thread: Option<JoinHandle<()>>,
}

impl fmt::Debug for PostgresStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PostgresStore")
            .field("name", &self.inner.shared.name)
            .finish_non_exhaustive()
    }
}

/// The store's thread until the store is built: if connecting is given up
/// (its future dropped), the thread is told to stop.
struct Starting {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl Drop for Starting {
    fn drop(&mut self) {
        if self.thread.is_some() {
            self.shared.lock().shutdown = true;
            self.shared.wake.notify_one();
        }
    }
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/database`,
    /// or `host=... user=... dbname=...`) with the default
    /// [`PostgresOptions`], and creates the store's tables there if they are
    /// missing.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        Self::connect_with(url, PostgresOptions::default()).await
    }

    /// [`PostgresStore::connect`] with these options.
    pub async fn connect_with(url: &str, options: PostgresOptions) -> Result<Self, StoreError> {
        let name = name::redact(url);
        let config = Config::from_str(url).map_err(|cause| StoreError::Open {
            store: name.clone(),
            reason: describe(&cause),
        })?;
        let connector = Arc::new(Connector::new(config));
        let shared = Arc::new(Shared::new(name));
        let (thread, ready) = background::start(
            connector.clone(),
            shared.clone(),
            options.retention,
            options.readers,
        )?;
        let mut starting = Starting {
            shared: shared.clone(),
            thread: Some(thread),
        };
        let ready = ready.await.map_err(|_| StoreError::Open {
            store: shared.name.clone(),
            reason: "its thread stopped".into(),
        })??;
        Ok(PostgresStore {
            inner: Arc::new(Inner {
                readers: Readers::new(ready.readers, connector, ready.handle),
                shared,
                thread: starting.thread.take(),
            }),
        })
    }

    /// The store's name in errors and logs: its URL, with any password
    /// hidden.
    pub fn name(&self) -> &str {
        &self.inner.shared.name
    }

    /// Queues a write made by `command`, and waits for its outcome.
    async fn write(
        &self,
        command: impl FnOnce(queue::Reply) -> Command,
    ) -> Result<bool, StoreError> {
        let (reply, outcome) = oneshot::channel();
        self.inner.shared.other(command(reply))?;
        self.outcome(outcome).await
    }

    /// The outcome of a queued write.
    async fn outcome(
        &self,
        outcome: oneshot::Receiver<Result<bool, StoreError>>,
    ) -> Result<bool, StoreError> {
        outcome.await.map_err(|_| StoreError::Closed {
            store: self.name().to_owned(),
            reason: "its writer stopped".into(),
        })?
    }

    /// A write's outcome as the trait says it: a missing session is
    /// [`StoreError::NotFound`].
    fn found(&self, session: &str, found: bool) -> Result<(), StoreError> {
        match found {
            true => Ok(()),
            false => Err(StoreError::not_found(self.name(), session)),
        }
    }

    /// Whether the server has `session`, waited for on this thread.
    fn look_up(&self, session: &str) -> Result<bool, StoreError> {
        let name = self.name();
        let lookup = async {
            let client = self.inner.readers.get(name).await?;
            read::exists(&client, name, session).await
        };
        block::wait(lookup, LOOKUP_TIMEOUT).unwrap_or_else(|| {
            Err(StoreError::failed(
                name,
                "looking up a session",
                format!("no answer within {} s", LOOKUP_TIMEOUT.as_secs()),
            ))
        })
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.shared.lock().shutdown = true;
        self.shared.wake.notify_one();
        if let Some(thread) = self.thread.take() {
            // The writer commits what is queued, then stops; a writer that
            // panicked has already failed its waiters.
            let _ = thread.join();
        }
    }
}

impl Store for PostgresStore {
    async fn put(&self, meta: SessionMeta) -> Result<(), StoreError> {
        let (reply, outcome) = oneshot::channel();
        self.inner.shared.put(meta, reply)?;
        self.outcome(outcome).await.map(drop)
    }

    async fn set_title(
        &self,
        session: &str,
        title: Option<String>,
        updated_ms: u64,
    ) -> Result<(), StoreError> {
        let found = self
            .write(|reply| Command::SetTitle {
                session: Arc::from(session),
                title,
                updated_ms,
                reply,
            })
            .await?;
        self.found(session, found)
    }

    async fn touch(&self, session: &str, updated_ms: u64) -> Result<(), StoreError> {
        let found = self
            .write(|reply| Command::Touch {
                session: Arc::from(session),
                updated_ms,
                reply,
            })
            .await?;
        self.found(session, found)
    }

    fn append(&self, session: &str, update: Box<RawValue>) -> Result<Ticket, StoreError> {
        let shared = &self.inner.shared;
        let at_ms = unix_ms();
        let update = match shared.append(session, update, at_ms, false)? {
            Queued::Seq(seq) => return Ok(Ticket::new(seq, None)),
            Queued::Unknown(update) => update,
        };
        if !self.look_up(session)? {
            return Err(StoreError::not_found(self.name(), session));
        }
        match shared.append(session, update, at_ms, true)? {
            Queued::Seq(seq) => Ok(Ticket::new(seq, None)),
            Queued::Unknown(_) => Err(StoreError::not_found(self.name(), session)),
        }
    }

    async fn durable(&self, ticket: Ticket) -> Result<u64, StoreError> {
        let foreign = || {
            StoreError::failed(
                self.name(),
                "waiting for an update",
                "the ticket is another store's",
            )
        };
        if ticket.position().is_some() {
            return Err(foreign());
        }
        self.inner.shared.watermark.wait(ticket.seq()).await?;
        match self.inner.shared.position(ticket.seq()) {
            Position::At(position) => Ok(position),
            Position::Foreign => Err(foreign()),
            Position::Forgotten => Err(StoreError::failed(
                self.name(),
                "waiting for an update",
                "the update is durable, but the ticket is too old for its position to be \
                 remembered",
            )),
        }
    }

    async fn flush(&self) -> Result<(), StoreError> {
        let last = self.inner.shared.last_seq();
        self.inner.shared.watermark.wait(last).await
    }

    async fn updates(
        &self,
        session: &str,
        from: u64,
        limit: usize,
    ) -> Result<UpdatePage, StoreError> {
        let client = self.inner.readers.get(self.name()).await?;
        let page = read::updates(&client, self.name(), session, from, limit).await?;
        self.inner.shared.seen(session);
        Ok(page)
    }

    async fn list(&self, query: ListQuery) -> Result<SessionPage, StoreError> {
        let client = self.inner.readers.get(self.name()).await?;
        read::list(&client, self.name(), &query).await
    }

    async fn meta(&self, session: &str) -> Result<Option<SessionMeta>, StoreError> {
        let client = self.inner.readers.get(self.name()).await?;
        let meta = read::meta(&client, self.name(), session).await?;
        if meta.is_some() {
            self.inner.shared.seen(session);
        }
        Ok(meta)
    }

    async fn save_state(&self, session: &str, state: Vec<u8>) -> Result<(), StoreError> {
        let found = self
            .write(|reply| Command::SaveState {
                session: Arc::from(session),
                state,
                reply,
            })
            .await?;
        self.found(session, found)
    }

    async fn load_state(&self, session: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let client = self.inner.readers.get(self.name()).await?;
        read::state(&client, self.name(), session).await
    }

    async fn close(&self, session: &str) -> Result<(), StoreError> {
        let found = self
            .write(|reply| Command::Close {
                session: Arc::from(session),
                reply,
            })
            .await?;
        self.found(session, found)
    }

    async fn delete(&self, session: &str) -> Result<bool, StoreError> {
        let (reply, outcome) = oneshot::channel();
        self.inner.shared.delete(session, Some(reply))?;
        self.outcome(outcome).await
    }
}

/// A client error in words, with its causes (the server's message).
fn describe(error: &tokio_postgres::Error) -> String {
    let mut out = error.to_string();
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        out.push_str(": ");
        out.push_str(&cause.to_string());
        source = cause.source();
    }
    out
}

#[cfg(all(test, target_os = "linux"))]
pub(super) mod server;
#[cfg(all(test, target_os = "linux"))]
mod tests;
