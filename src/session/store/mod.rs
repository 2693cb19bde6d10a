//! Session stores: what makes a session outlive the agent process that ran
//! it (feature `store`; the SQLite store with `store-sqlite`, the PostgreSQL
//! store with `store-postgres`).
//!
//! A store keeps, for each session:
//!
//! - its **metadata** ([`SessionMeta`]): id, working directory, additional
//!   directories, title, created and updated times, an opaque `_meta`: what
//!   `session/list` returns, paged ([`Store::list`], newest
//!   [`updated`](SessionMeta::updated_ms) first, optionally for one `cwd`);
//! - every **update** the agent sent for it, in order, each with its
//!   **position** in the session: 0 for the first update, then 1, 2, ...
//!   (the number of updates the session had sent before it). An update is
//!   kept as the JSON text of the `session/update` notification's `params`,
//!   exactly as it goes on the wire ([`StoredUpdate`]), so the store knows no
//!   protocol module and replays in any of them. Positions are what v2's
//!   cursors and `replayFrom` refer to;
//! - an opaque **state** blob that the agent saves (its model conversation,
//!   say) and gets back on `session/load` or `session/resume`
//!   ([`Store::save_state`], [`Store::load_state`]).
//!
//! # Recorded before the wire, durable at the speed of a stream
//!
//! An update must be in the store before the client sees it, so that a client
//! never saw what the store lost. Waiting for a disk commit per update would
//! make streaming as slow as the disk; so recording is split in two:
//!
//! - [`Store::append`] does not wait: it queues the update and returns a
//!   [`Ticket`] at once (with the update's position, for the stores of one
//!   process: memory, SQLite);
//! - [`Store::durable`] waits until the ticket's update is committed (and
//!   [`Store::flush`] until everything appended so far is).
//!
//! A connection appends update N, N+1, N+2, ... as they come and writes update
//! N to the wire once `durable(N)` resolves, while the later ones keep
//! queueing: the store commits whatever is queued in one transaction (group
//! commit), so one commit makes many updates durable and the stream pays for
//! a commit per batch, not per update. What the client receives is then always
//! a prefix of what is durable.
//!
//! # The stores
//!
//! - [`MemoryStore`]: everything in memory, durable at once; for tests and
//!   agents whose sessions need not outlive them.
//! - `SqliteStore` (feature `store-sqlite`): one SQLite file, SQLite compiled
//!   in. One writer thread commits the queue in batches; reads use
//!   connections of their own. See its docs for what survives a `kill -9` and
//!   what survives a power loss.
//! - `PostgresStore` (feature `store-postgres`): tables on a PostgreSQL
//!   server, for agents run as several instances that share their sessions.
//!   One writer task per instance commits the queue in batches, and gives
//!   the updates their positions in the committing transaction: two
//!   instances appending to one session get dense, unique positions, so
//!   [`Ticket::position`] is unknown until the commit and
//!   [`Store::durable`] says it (see [`Store`]'s "Several writers").
//!
//! # Retention
//!
//! [`Retention`] bounds what a store keeps: sessions, updates or bytes per
//! session, age. Past a limit the oldest go, with a `tracing` warning; a
//! write never fails for it.
//!
//! # Failures
//!
//! Every failure is a [`StoreError`] naming the store (the SQLite file's path,
//! the PostgreSQL URL with its password hidden) and saying the cause in
//! words. A record that cannot be read back (a corrupt row) is skipped with a
//! warning.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), acp::session::store::StoreError> {
//! use acp::session::store::{ListQuery, MemoryStore, SessionMeta, Store};
//! use serde_json::value::RawValue;
//!
//! let store = MemoryStore::new();
//! store.put(SessionMeta::new("s1", "/home/me/project", 1_700_000_000_000)).await?;
//! let update = RawValue::from_string(r#"{"sessionId":"s1","update":{}}"#.into()).unwrap();
//! let ticket = store.append("s1", update)?;
//! // Write the update to the wire once this resolves.
//! assert_eq!(store.durable(ticket).await?, 0);
//! let page = store.updates("s1", 0, 100).await?;
//! assert_eq!(page.updates.len(), 1);
//! assert_eq!(store.list(ListQuery::new()).await?.sessions[0].id, "s1");
//! # Ok(())
//! # }
//! ```

mod any;
mod error;
mod memory;
mod meta;
#[cfg(feature = "store-postgres")]
mod postgres;
mod retention;
#[cfg(feature = "store-sqlite")]
mod sqlite;
mod ticket;
mod update;

#[cfg(test)]
mod tests;

pub use any::AnyStore;
pub use error::StoreError;
pub use memory::MemoryStore;
pub use meta::{Cursor, ListQuery, SessionMeta, SessionPage};
#[cfg(feature = "store-postgres")]
pub use postgres::{PostgresOptions, PostgresStore};
pub use retention::Retention;
#[cfg(feature = "store-sqlite")]
pub use sqlite::{SqliteOptions, SqliteStore, Synchronous};
pub use ticket::Ticket;
pub use update::{StoredUpdate, UpdatePage};

use std::future::Future;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::value::RawValue;

/// Where a session's metadata, updates and state are kept. See the [module
/// docs](self) for the model.
///
/// Every method takes `&self`: a store is shared by the connections of an
/// agent (behind an `Arc`, or cheaply cloned as [`MemoryStore`],
/// `SqliteStore` and `PostgresStore` are). The futures are `Send`, so a store
/// may be used from any task; a store that does blocking I/O does it off the
/// async threads.
///
/// # Order and durability
///
/// Writes take effect in the order they are made from one task: an update
/// appended after [`put`](Store::put) was called belongs to that session even
/// before the put's future resolved. [`append`](Store::append) returns before
/// the update is durable; every other write resolves once what it wrote is
/// durable, and so is everything appended before it. Reads see what is
/// durable.
///
/// # Several writers
///
/// The positions of a session are dense (0, 1, 2, ... with no gap and no
/// repeat) and in the order of the appends. A store used by one process
/// (memory, SQLite) assigns them when the update is queued, and
/// [`Ticket::position`] says it at once. A store shared by several agent
/// instances (PostgreSQL) cannot know the next position before its commit: it
/// assigns positions in the committing transaction (for example
/// `SELECT next_position FROM sessions WHERE id = $1 FOR UPDATE`, insert the
/// batch's updates from there, set `next_position`, commit; a unique key on
/// `(session, position)` as the last guard), so that two instances writing
/// one session still get unique, ordered positions. Its tickets then carry no
/// position, and [`durable`](Store::durable) returns it.
pub trait Store: Send + Sync + 'static {
    /// Records a session's metadata: creates the session, or replaces the
    /// metadata of a session the store has (its updates and state are kept).
    fn put(&self, meta: SessionMeta) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Sets a session's title and its updated time ([`StoreError::NotFound`]
    /// for a session the store does not have).
    fn set_title(
        &self,
        session: &str,
        title: Option<String>,
        updated_ms: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Sets a session's updated time. (Appending also moves it, to the
    /// time of the append: a session is listed by its last activity.)
    fn touch(
        &self,
        session: &str,
        updated_ms: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Queues one update of a session (the JSON of a `session/update`'s
    /// params) at the session's next position, without waiting: the update
    /// is durable once [`durable`](Store::durable) of the returned ticket
    /// resolves. Fails at once for a session the store does not have
    /// ([`StoreError::NotFound`]: [`put`](Store::put) it first) and when the
    /// store can take no more writes.
    fn append(&self, session: &str, update: Box<RawValue>) -> Result<Ticket, StoreError>;

    /// Resolves once the ticket's update is durable (and with it every update
    /// appended before it), with its position; an error if the store could
    /// not write it (the update is then not in the store, and must not go on
    /// the wire).
    fn durable(&self, ticket: Ticket) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// Resolves once everything appended before the call is durable. A failed
    /// write fails everything queued with it; `Ok` says that the last write
    /// queued before the call, and everything queued since the last failure,
    /// is durable (each ticket says whether its own update is).
    fn flush(&self) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// At most `limit` (at least 1) of a session's updates, in order, from
    /// position `from` on: one page of a replay. Updates dropped by
    /// [`Retention`] or unreadable are not there, so positions may start
    /// later than `from` and skip; [`UpdatePage::next`] says where the next
    /// page starts. [`StoreError::NotFound`] for a session the store does
    /// not have.
    fn updates(
        &self,
        session: &str,
        from: u64,
        limit: usize,
    ) -> impl Future<Output = Result<UpdatePage, StoreError>> + Send;

    /// One page of the sessions, newest [`updated`](SessionMeta::updated_ms)
    /// first (ties: by id, descending), of one `cwd` if the query says so;
    /// [`SessionPage::next`] is the cursor of the next page.
    /// [`StoreError::InvalidCursor`] for a cursor this store did not give.
    fn list(
        &self,
        query: ListQuery,
    ) -> impl Future<Output = Result<SessionPage, StoreError>> + Send;

    /// A session's metadata, `None` if the store does not have it.
    fn meta(
        &self,
        session: &str,
    ) -> impl Future<Output = Result<Option<SessionMeta>, StoreError>> + Send;

    /// Saves the agent's state of a session (replacing the one saved before).
    fn save_state(
        &self,
        session: &str,
        state: Vec<u8>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The state the agent saved last for a session; `None` if it saved none.
    fn load_state(
        &self,
        session: &str,
    ) -> impl Future<Output = Result<Option<Vec<u8>>, StoreError>> + Send;

    /// The session is closed (`session/close`): resolves once its updates are
    /// durable, and frees what the store holds in memory for it. The session
    /// stays in the store, listed and loadable.
    fn close(&self, session: &str) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Removes a session: its metadata, updates and state. `false` if the
    /// store did not have it.
    fn delete(&self, session: &str) -> impl Future<Output = Result<bool, StoreError>> + Send;
}

/// The current time as milliseconds since the Unix epoch, as
/// [`SessionMeta`]'s times are (0 on a clock set before 1970).
pub fn unix_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            u64::try_from(since.as_millis()).unwrap_or(u64::MAX)
        })
}
