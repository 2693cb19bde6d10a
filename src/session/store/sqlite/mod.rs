//! [`SqliteStore`]: the embedded session store, one SQLite file (feature
//! `store-sqlite`).

mod queue;
mod read;
mod schema;
mod writer;

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use rusqlite::Connection;
use serde_json::value::RawValue;
use tokio::sync::oneshot;

use self::queue::{Command, Shared};
use super::{
    unix_ms, ListQuery, Retention, SessionMeta, SessionPage, Store, StoreError, Ticket, UpdatePage,
};

/// How many idle reading connections a store keeps open.
const IDLE_READERS: usize = 4;

/// How hard SQLite makes each commit durable (`PRAGMA synchronous`, in WAL
/// mode).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Synchronous {
    /// A commit is written to the log (the OS has it) before it is reported
    /// durable, and the log is synced to the disk at checkpoints. Survives
    /// the process being killed at any moment (`kill -9`, a panic, an abort):
    /// every commit reported is there when the file is opened again. A power
    /// loss or an OS crash may lose the last commits (never the file: it
    /// opens, holding a prefix of what was committed). The default.
    #[default]
    Normal,
    /// Each commit is also synced to the disk (an `fsync` per batch) before
    /// it is reported durable: it survives a power loss too. Group commit
    /// keeps this affordable when updates stream (one sync per batch, not per
    /// update), but each batch waits for the disk.
    Full,
}

/// How a [`SqliteStore`] is opened.
///
/// ```
/// use acp::session::store::{Retention, SqliteOptions, Synchronous};
///
/// let options = SqliteOptions::default()
///     .synchronous(Synchronous::Full)
///     .retention(Retention::default().sessions(10_000));
/// # let _ = options;
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct SqliteOptions {
    /// How hard each commit is made durable.
    pub synchronous: Synchronous,
    /// What the store keeps.
    pub retention: Retention,
}

impl SqliteOptions {
    /// Sets [`SqliteOptions::synchronous`].
    pub fn synchronous(mut self, synchronous: Synchronous) -> Self {
        self.synchronous = synchronous;
        self
    }

    /// Sets [`SqliteOptions::retention`].
    pub fn retention(mut self, retention: Retention) -> Self {
        self.retention = retention;
        self
    }
}

/// The embedded session store: one SQLite file (SQLite is compiled in,
/// nothing to install), in write-ahead-log mode.
///
/// One writer thread owns the writing connection: every write is queued to
/// it, and it commits whatever is queued in one transaction (group commit),
/// then tells the waiters. [`append`](Store::append) hands out the update's
/// position as it queues it and returns at once (for a session with no write
/// in flight it first reads the session's next position from the file: one
/// indexed read, no disk sync); [`durable`](Store::durable) resolves once its
/// batch is committed. Reads (lists, replays, states) run
/// on connections of their own, off the async threads, and see what is
/// committed; they never wait for the writer.
///
/// What a commit survives is [`Synchronous`]'s choice: by default a `kill -9`
/// at any moment leaves a file that opens holding every update reported
/// durable; [`Synchronous::Full`] survives a power loss too.
///
/// One process writes a file: two stores (or two processes) on one file
/// would hand out the same positions, and the second's commits would fail.
/// Agents run as several instances share their sessions through a store on a
/// server instead (see [`Store`]'s "Several writers").
///
/// Cheap to clone: the clones share the file, the writer and the readers.
/// When the last clone is dropped, the writer commits what is queued and
/// stops, and the drop waits for it.
#[derive(Clone)]
pub struct SqliteStore {
    inner: Arc<Inner>,
}

struct Inner {
    path: PathBuf,
    shared: Arc<Shared>,
    /// Idle reading connections.
    readers: Mutex<Vec<Connection>>,
    writer: Option<JoinHandle<()>>,
}

impl fmt::Debug for SqliteStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SqliteStore")
            .field("path", &self.inner.path)
            .finish_non_exhaustive()
    }
}

impl SqliteStore {
    /// Opens the store in the file at `path`, creating it if there is none,
    /// with the default [`SqliteOptions`]. This blocks while SQLite opens the
    /// file (and recovers its log after a crash); call it before serving, or
    /// from `spawn_blocking`.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        Self::open_with(path, SqliteOptions::default())
    }

    /// [`SqliteStore::open`] with these options.
    pub fn open_with(path: impl AsRef<Path>, options: SqliteOptions) -> Result<Self, StoreError> {
        let path = path.as_ref().to_path_buf();
        let name = path.display().to_string();
        let writing = schema::open_writer(&path, &name, options.synchronous)?;
        let lookup = schema::open_reader(&path, &name)?;
        let shared = Arc::new(Shared::new(name.clone(), lookup));
        let writer = writer::spawn(shared.clone(), writing, options.retention).map_err(|e| {
            StoreError::Open {
                store: name,
                reason: format!("cannot start its writer thread: {e}"),
            }
        })?;
        Ok(SqliteStore {
            inner: Arc::new(Inner {
                path,
                shared,
                readers: Mutex::new(Vec::new()),
                writer: Some(writer),
            }),
        })
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.inner.path
    }

    fn name(&self) -> &str {
        &self.inner.shared.name
    }

    /// Runs `read` on a reading connection, on tokio's blocking threads when
    /// there is a runtime (else here).
    async fn read<T, F>(&self, read: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&Connection, &str) -> Result<T, StoreError> + Send + 'static,
    {
        let inner = self.inner.clone();
        let job = move || {
            let conn = inner.reader()?;
            let out = read(&conn, &inner.shared.name);
            inner.idle(conn);
            out
        };
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => runtime.spawn_blocking(job).await.map_err(|e| {
                StoreError::failed(self.name(), "reading", format!("the read task failed: {e}"))
            })?,
            Err(_) => job(),
        }
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
}

impl Inner {
    /// An idle reading connection, or a new one.
    fn reader(&self) -> Result<Connection, StoreError> {
        let idle = self
            .readers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        match idle {
            Some(conn) => Ok(conn),
            None => schema::open_reader(&self.path, &self.shared.name),
        }
    }

    /// Keeps a reading connection for the next read.
    fn idle(&self, conn: Connection) {
        let mut readers = self.readers.lock().unwrap_or_else(PoisonError::into_inner);
        if readers.len() < IDLE_READERS {
            readers.push(conn);
        }
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.shared.lock().shutdown = true;
        self.shared.wake.notify_one();
        if let Some(writer) = self.writer.take() {
            // The writer commits what is queued, then stops; a writer that
            // panicked has already failed its waiters.
            let _ = writer.join();
        }
    }
}

impl Store for SqliteStore {
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
        let (seq, position) = self.inner.shared.append(session, update, unix_ms())?;
        Ok(Ticket::new(seq, Some(position)))
    }

    async fn durable(&self, ticket: Ticket) -> Result<u64, StoreError> {
        self.inner.shared.watermark.wait(ticket.seq()).await?;
        ticket.position().ok_or_else(|| {
            StoreError::failed(
                self.name(),
                "waiting for an update",
                "the ticket is another store's",
            )
        })
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
        let session = session.to_owned();
        self.read(move |conn, name| read::updates(conn, name, &session, from, limit))
            .await
    }

    async fn list(&self, query: ListQuery) -> Result<SessionPage, StoreError> {
        self.read(move |conn, name| read::list(conn, name, &query))
            .await
    }

    async fn meta(&self, session: &str) -> Result<Option<SessionMeta>, StoreError> {
        let session = session.to_owned();
        self.read(move |conn, name| read::meta(conn, name, &session))
            .await
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
        let session = session.to_owned();
        self.read(move |conn, name| read::state(conn, name, &session))
            .await
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
