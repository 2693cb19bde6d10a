//! One batch of the PostgreSQL store's writer, executed in one transaction.
//!
//! The transaction first locks the rows of every session the batch writes,
//! in the order of their ids (`SELECT ... ORDER BY id FOR UPDATE`), so that
//! two instances committing batches of the same sessions take the locks in
//! one order, and reads each one's `next_position`. The batch's appends to a
//! session take the positions from there, in the order they were queued, and
//! are inserted together (one statement per session, as late as the batch's
//! other writes allow); `next_position` moves past them before the commit.
//! Another instance's batch of the same session waits for the lock, then
//! reads the moved `next_position`: positions stay dense and unique across
//! instances, and the primary key `(skey, position)` guards the rest.

use std::collections::HashMap;

use tokio_postgres::types::Type;
use tokio_postgres::{Client, Transaction};

use super::queue::Command;
use super::read::{to_i64, to_u64};
use super::trim;
use crate::session::store::retention::Excess;
use crate::session::store::Retention;

/// What became of one write of a committed batch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Outcome {
    /// Done.
    Done,
    /// Its session was not there.
    Missing,
    /// An update recorded at this position.
    At(u64),
}

/// What a committed batch did.
#[derive(Debug, Default)]
pub(super) struct Done {
    /// Per write, in order.
    pub(super) outcomes: Vec<Outcome>,
    /// The sessions the batch created.
    pub(super) created: Vec<String>,
    /// The updates retention dropped, per session.
    pub(super) trimmed: Vec<(String, Excess)>,
}

/// A session's row, locked by the batch.
#[derive(Debug, Clone, Copy)]
struct Locked {
    key: i64,
    /// The position of its next update.
    next: u64,
}

/// The updates a batch appends to one session, not inserted yet.
struct Pending<'b> {
    session: &'b str,
    positions: Vec<i64>,
    jsons: Vec<&'b str>,
    bytes: u64,
    /// The time of its last append.
    at_ms: u64,
}

/// Executes `batch` in one transaction and commits it.
pub(super) async fn execute(
    client: &mut Client,
    retention: &Retention,
    batch: &[(u64, Command)],
) -> Result<Done, tokio_postgres::Error> {
    let tx = client.transaction().await?;
    let mut done = Done {
        outcomes: Vec::with_capacity(batch.len()),
        ..Done::default()
    };
    let mut sessions = lock(&tx, batch).await?;
    let mut pending: HashMap<i64, Pending<'_>> = HashMap::new();
    for (_, command) in batch {
        let session = command.session();
        let locked = sessions.get(session).copied().flatten();
        // A session's appends go in before any other write of it.
        if let (false, Some(locked)) = (matches!(command, Command::Append { .. }), locked) {
            if let Some(appended) = pending.remove(&locked.key) {
                insert(&tx, retention, locked.key, appended, &mut done).await?;
            }
        }
        let outcome = match (command, locked) {
            (Command::Append { update, at_ms, .. }, Some(Locked { key, next })) => {
                sessions.insert(
                    session,
                    Some(Locked {
                        key,
                        next: next + 1,
                    }),
                );
                let appended = pending.entry(key).or_insert_with(|| Pending {
                    session,
                    positions: Vec::new(),
                    jsons: Vec::new(),
                    bytes: 0,
                    at_ms: 0,
                });
                appended.positions.push(to_i64(next));
                appended.jsons.push(update.get());
                appended.bytes += update.get().len() as u64;
                appended.at_ms = appended.at_ms.max(*at_ms);
                Outcome::At(next)
            }
            (Command::Put { meta, .. }, _) => {
                let directories = serde_json::to_string(&meta.additional_directories)
                    .unwrap_or_else(|_| "[]".into());
                let (created, updated) = (to_i64(meta.created_ms), to_i64(meta.updated_ms));
                let meta_json = meta.meta.as_ref().map(|m| m.get());
                let row = tx
                    .query_typed_one(
                        "INSERT INTO acp_sessions (id, cwd, additional_directories, title, \
                         created_ms, updated_ms, meta) VALUES ($1, $2, $3, $4, $5, $6, $7) \
                         ON CONFLICT (id) DO UPDATE SET cwd = excluded.cwd, \
                         additional_directories = excluded.additional_directories, \
                         title = excluded.title, created_ms = excluded.created_ms, \
                         updated_ms = excluded.updated_ms, meta = excluded.meta \
                         RETURNING key, next_position, (xmax = 0)",
                        &[
                            (&meta.id, Type::TEXT),
                            (&meta.cwd, Type::TEXT),
                            (&directories, Type::TEXT),
                            (&meta.title, Type::TEXT),
                            (&created, Type::INT8),
                            (&updated, Type::INT8),
                            (&meta_json, Type::TEXT),
                        ],
                    )
                    .await?;
                let (key, next, inserted): (i64, i64, bool) =
                    (row.try_get(0)?, row.try_get(1)?, row.try_get(2)?);
                sessions.insert(
                    session,
                    Some(Locked {
                        key,
                        next: to_u64(next),
                    }),
                );
                if inserted {
                    done.created.push(meta.id.clone());
                }
                Outcome::Done
            }
            (
                Command::SetTitle {
                    title, updated_ms, ..
                },
                Some(Locked { key, .. }),
            ) => {
                tx.execute_typed(
                    "UPDATE acp_sessions SET title = $2, updated_ms = $3 WHERE key = $1",
                    &[
                        (&key, Type::INT8),
                        (title, Type::TEXT),
                        (&to_i64(*updated_ms), Type::INT8),
                    ],
                )
                .await?;
                Outcome::Done
            }
            (Command::Touch { updated_ms, .. }, Some(Locked { key, .. })) => {
                tx.execute_typed(
                    "UPDATE acp_sessions SET updated_ms = $2 WHERE key = $1",
                    &[(&key, Type::INT8), (&to_i64(*updated_ms), Type::INT8)],
                )
                .await?;
                Outcome::Done
            }
            (Command::SaveState { state, .. }, Some(Locked { key, .. })) => {
                tx.execute_typed(
                    "INSERT INTO acp_states (skey, state) VALUES ($1, $2) \
                     ON CONFLICT (skey) DO UPDATE SET state = excluded.state",
                    &[(&key, Type::INT8), (state, Type::BYTEA)],
                )
                .await?;
                Outcome::Done
            }
            (Command::Close { .. }, Some(_)) => Outcome::Done,
            (Command::Delete { .. }, Some(Locked { key, .. })) => {
                // Its updates and state go with it (ON DELETE CASCADE).
                tx.execute_typed(
                    "DELETE FROM acp_sessions WHERE key = $1",
                    &[(&key, Type::INT8)],
                )
                .await?;
                sessions.insert(session, None);
                Outcome::Done
            }
            (
                Command::Append { .. }
                | Command::SetTitle { .. }
                | Command::Touch { .. }
                | Command::SaveState { .. }
                | Command::Close { .. }
                | Command::Delete { .. },
                None,
            ) => Outcome::Missing,
        };
        done.outcomes.push(outcome);
    }
    for (key, appended) in pending {
        insert(&tx, retention, key, appended, &mut done).await?;
    }
    tx.commit().await?;
    Ok(done)
}

/// Locks the rows of the sessions `batch` writes, in the order of their ids:
/// each session's key and next position, `None` for a session the store does
/// not have (yet).
async fn lock<'b>(
    tx: &Transaction<'_>,
    batch: &'b [(u64, Command)],
) -> Result<HashMap<&'b str, Option<Locked>>, tokio_postgres::Error> {
    let mut ids: Vec<&str> = batch.iter().map(|(_, command)| command.session()).collect();
    ids.sort_unstable();
    ids.dedup();
    let rows = tx
        .query_typed(
            "SELECT id, key, next_position FROM acp_sessions WHERE id = ANY($1) \
             ORDER BY id FOR UPDATE",
            &[(&ids, Type::TEXT_ARRAY)],
        )
        .await?;
    let mut sessions: HashMap<&str, Option<Locked>> = ids.iter().map(|id| (*id, None)).collect();
    for row in rows {
        let id: &str = row.try_get(0)?;
        if let Some(slot) = sessions.get_mut(id) {
            *slot = Some(Locked {
                key: row.try_get(1)?,
                next: to_u64(row.try_get(2)?),
            });
        }
    }
    Ok(sessions)
}

/// Inserts what the batch appended to a session and moves its row past
/// them, then drops its oldest updates if it is past the retention's limits.
async fn insert(
    tx: &Transaction<'_>,
    retention: &Retention,
    key: i64,
    appended: Pending<'_>,
    done: &mut Done,
) -> Result<(), tokio_postgres::Error> {
    let Some(last) = appended.positions.last() else {
        return Ok(());
    };
    let next = last + 1;
    tx.execute_typed(
        "INSERT INTO acp_updates (skey, position, json) \
         SELECT $1, u.position, u.json FROM unnest($2, $3) AS u (position, json)",
        &[
            (&key, Type::INT8),
            (&appended.positions, Type::INT8_ARRAY),
            (&appended.jsons, Type::TEXT_ARRAY),
        ],
    )
    .await?;
    let count = appended.positions.len() as i64;
    let row = tx
        .query_typed_one(
            "UPDATE acp_sessions SET next_position = $2, update_count = update_count + $3, \
             update_bytes = update_bytes + $4, updated_ms = GREATEST(updated_ms, $5) \
             WHERE key = $1 RETURNING update_count, update_bytes",
            &[
                (&key, Type::INT8),
                (&next, Type::INT8),
                (&count, Type::INT8),
                (&to_i64(appended.bytes), Type::INT8),
                (&to_i64(appended.at_ms), Type::INT8),
            ],
        )
        .await?;
    let (count, bytes) = (to_u64(row.try_get(0)?), to_u64(row.try_get(1)?));
    if let Some(excess) = trim::updates(tx, retention, key, count, bytes).await? {
        done.trimmed.push((appended.session.to_owned(), excess));
    }
    Ok(())
}
