//! The store's tables on the server, created when missing.
//!
//! ```text
//! acp_sessions       key (bigint, never reused) | id (unique, compared bytewise) | cwd
//!                    | additional_directories (JSON array) | title | created_ms | updated_ms
//!                    | meta (JSON) | next_position | update_count | update_bytes
//! acp_updates        (skey, position) -> json        one row per update
//! acp_states         skey -> state                   the agent's blob, apart from the list's rows
//! acp_store_version  version                         the schema's version, one row
//! ```
//!
//! `next_position` is the session's next position: the writers of every
//! instance read it under the row's lock (`FOR UPDATE`) and move it as they
//! commit. `update_count` and `update_bytes` are kept with it, so that
//! retention never counts the updates. The tables are in the connection's
//! `search_path` (its first schema), so instances that should not share
//! their sessions use a database or a schema each.

use tokio_postgres::Client;

use super::describe;
use crate::session::store::StoreError;

/// The schema's version, in `acp_store_version`.
const VERSION: i32 = 1;

/// The advisory lock under which an instance creates the tables, so that two
/// starting at once do not both create them ("acp_stor" in ASCII).
const LOCK: i64 = 0x6163_705f_7374_6f72;

/// The tables and indexes, created when missing.
const TABLES: &str = r#"
CREATE TABLE IF NOT EXISTS acp_store_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS acp_sessions (
    key BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id TEXT COLLATE "C" NOT NULL UNIQUE,
    cwd TEXT NOT NULL,
    additional_directories TEXT NOT NULL DEFAULT '[]',
    title TEXT,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    meta TEXT,
    next_position BIGINT NOT NULL DEFAULT 0,
    update_count BIGINT NOT NULL DEFAULT 0,
    update_bytes BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS acp_sessions_by_updated ON acp_sessions (updated_ms DESC, id DESC);
CREATE INDEX IF NOT EXISTS acp_sessions_by_cwd ON acp_sessions (cwd, updated_ms DESC, id DESC);
CREATE TABLE IF NOT EXISTS acp_updates (
    skey BIGINT NOT NULL REFERENCES acp_sessions (key) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    json TEXT NOT NULL,
    PRIMARY KEY (skey, position)
);
CREATE TABLE IF NOT EXISTS acp_states (
    skey BIGINT PRIMARY KEY REFERENCES acp_sessions (key) ON DELETE CASCADE,
    state BYTEA NOT NULL
);
"#;

/// Creates the tables if they are missing and checks that they are this
/// build's, in one transaction under [`LOCK`].
pub(super) async fn create(client: &mut Client, name: &str) -> Result<(), StoreError> {
    let open_error = |cause: tokio_postgres::Error| StoreError::Open {
        store: name.to_owned(),
        reason: describe(&cause),
    };
    let tx = client.transaction().await.map_err(open_error)?;
    tx.batch_execute(&format!("SELECT pg_advisory_xact_lock({LOCK}); {TABLES}"))
        .await
        .map_err(open_error)?;
    let versions: Vec<i32> = tx
        .query("SELECT version FROM acp_store_version", &[])
        .await
        .map_err(open_error)?
        .iter()
        .map(|row| row.try_get(0))
        .collect::<Result<_, _>>()
        .map_err(open_error)?;
    match versions.iter().max() {
        None => {
            tx.execute(
                "INSERT INTO acp_store_version (version) VALUES ($1)",
                &[&VERSION],
            )
            .await
            .map_err(open_error)?;
        }
        Some(&VERSION) => {}
        Some(newer) if *newer > VERSION => {
            return Err(StoreError::Open {
                store: name.to_owned(),
                reason: format!(
                    "its schema is version {newer}, this build knows version {VERSION} \
                     (a newer acp-sdk made it)"
                ),
            })
        }
        Some(older) => {
            return Err(StoreError::Open {
                store: name.to_owned(),
                reason: format!(
                    "its schema is version {older}, which this build (version {VERSION}) \
                     cannot read"
                ),
            })
        }
    }
    // Tables of the same names that are not ours (another program's) fail
    // here rather than at the first write.
    tx.query_one(
        "SELECT count(*) FROM acp_sessions WHERE next_position < 0 AND update_bytes < 0",
        &[],
    )
    .await
    .map_err(open_error)?;
    tx.commit().await.map_err(open_error)
}
