//! The SQLite file: its tables, the settings of each connection, and
//! opening it.
//!
//! ```text
//! sessions  key (integer, never reused) | id (unique) | cwd | additional_directories (JSON array)
//!           | title | created_ms | updated_ms | meta (JSON) | next_position | update_count | update_bytes
//! updates   (skey, position) -> json                   one row per update, WITHOUT ROWID
//! states    skey -> state                              the agent's blob, apart from the list's rows
//! ```
//!
//! `next_position`, `update_count` and `update_bytes` are kept with every
//! batch, so that appending after a restart, retention and listing never
//! count the updates.

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

use super::Synchronous;
use crate::session::store::StoreError;

/// The schema's version, in `PRAGMA user_version`.
const VERSION: i64 = 1;

/// How long a connection waits for a lock another one holds (a reader
/// checkpointing, another process) before the operation fails.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The tables and indexes, created when missing.
const TABLES: &str = "
CREATE TABLE IF NOT EXISTS sessions (
    key INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    cwd TEXT NOT NULL,
    additional_directories TEXT NOT NULL DEFAULT '[]',
    title TEXT,
    created_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL,
    meta TEXT,
    next_position INTEGER NOT NULL DEFAULT 0,
    update_count INTEGER NOT NULL DEFAULT 0,
    update_bytes INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sessions_by_updated ON sessions (updated_ms DESC, id DESC);
CREATE INDEX IF NOT EXISTS sessions_by_cwd ON sessions (cwd, updated_ms DESC, id DESC);
CREATE TABLE IF NOT EXISTS updates (
    skey INTEGER NOT NULL,
    position INTEGER NOT NULL,
    json TEXT NOT NULL,
    PRIMARY KEY (skey, position)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS states (
    skey INTEGER PRIMARY KEY,
    state BLOB NOT NULL
);
";

/// Opens the writer's connection: WAL, the durability asked for, the tables.
pub(super) fn open_writer(
    path: &Path,
    name: &str,
    synchronous: Synchronous,
) -> Result<Connection, StoreError> {
    let open_error = |cause: rusqlite::Error| StoreError::Open {
        store: name.to_owned(),
        reason: cause.to_string(),
    };
    let conn = Connection::open(path).map_err(open_error)?;
    conn.busy_timeout(BUSY_TIMEOUT).map_err(open_error)?;
    let mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
        .map_err(open_error)?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StoreError::Open {
            store: name.to_owned(),
            reason: format!("the file cannot use write-ahead logging (journal mode `{mode}`)"),
        });
    }
    let level = match synchronous {
        Synchronous::Normal => "NORMAL",
        Synchronous::Full => "FULL",
    };
    conn.pragma_update(None, "synchronous", level)
        .map_err(open_error)?;
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .map_err(open_error)?;
    match version {
        0 => {
            conn.execute_batch(&format!(
                "BEGIN IMMEDIATE; {TABLES} PRAGMA user_version = {VERSION}; COMMIT;"
            ))
            .map_err(open_error)?;
        }
        VERSION => {}
        newer => {
            return Err(StoreError::Open {
                store: name.to_owned(),
                reason: format!(
                    "its schema is version {newer}, this build knows version {VERSION} \
                     (a newer acp-sdk made it)"
                ),
            })
        }
    }
    // A file whose tables are not ours (another program's database) fails
    // here rather than at the first write.
    conn.query_row(
        "SELECT count(*) FROM sessions WHERE next_position < 0",
        [],
        |row| row.get::<_, i64>(0),
    )
    .map_err(open_error)?;
    Ok(conn)
}

/// Opens a connection that only reads (lists, replays, position lookups).
pub(super) fn open_reader(path: &Path, name: &str) -> Result<Connection, StoreError> {
    let open_error = |cause: rusqlite::Error| StoreError::Open {
        store: name.to_owned(),
        reason: cause.to_string(),
    };
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags).map_err(open_error)?;
    conn.busy_timeout(BUSY_TIMEOUT).map_err(open_error)?;
    conn.pragma_update(None, "query_only", true)
        .map_err(open_error)?;
    Ok(conn)
}
