//! Retention on PostgreSQL: the oldest updates of a session past the limits
//! (inside the writer's transaction), and the sessions past the limits on
//! number and age.

use tokio_postgres::types::Type;
use tokio_postgres::{Client, Transaction};

use super::read::{to_i64, to_u64};
use crate::session::store::retention::Excess;
use crate::session::store::Retention;

/// How many of a session's oldest updates are read at a time to weigh them.
const CHUNK: i64 = 1_000;

/// Drops the oldest updates of session `key`, which has `count` weighing
/// `bytes`, until it is within the retention's limits (never the newest);
/// what went, if anything did.
pub(super) async fn updates(
    tx: &Transaction<'_>,
    retention: &Retention,
    key: i64,
    count: u64,
    bytes: u64,
) -> Result<Option<Excess>, tokio_postgres::Error> {
    if retention.holds_updates(count, bytes) {
        return Ok(None);
    }
    // The oldest updates, a chunk at a time, until enough of them go.
    let mut oldest: Vec<(u64, u64)> = Vec::new();
    let mut after = -1i64;
    let excess = loop {
        let rows = tx
            .query_typed(
                "SELECT position, octet_length(json)::bigint FROM acp_updates \
                 WHERE skey = $1 AND position > $2 ORDER BY position LIMIT $3",
                &[
                    (&key, Type::INT8),
                    (&after, Type::INT8),
                    (&CHUNK, Type::INT8),
                ],
            )
            .await?;
        for row in &rows {
            let position: i64 = row.try_get(0)?;
            let size: i64 = row.try_get(1)?;
            oldest.push((to_u64(position), to_u64(size)));
            after = position;
        }
        let excess = retention.excess(count, bytes, oldest.iter().copied());
        let enough = excess.is_none_or(|e| {
            let (left, weight) = (count - e.dropped, bytes.saturating_sub(e.freed));
            left <= 1 || retention.holds_updates(left, weight)
        });
        if enough || (rows.len() as i64) < CHUNK {
            break excess;
        }
    };
    let Some(excess) = excess else {
        return Ok(None);
    };
    tx.execute_typed(
        "DELETE FROM acp_updates WHERE skey = $1 AND position <= $2",
        &[(&key, Type::INT8), (&to_i64(excess.through), Type::INT8)],
    )
    .await?;
    tx.execute_typed(
        "UPDATE acp_sessions SET update_count = update_count - $2, \
         update_bytes = GREATEST(update_bytes - $3, 0) WHERE key = $1",
        &[
            (&key, Type::INT8),
            (&to_i64(excess.dropped), Type::INT8),
            (&to_i64(excess.freed), Type::INT8),
        ],
    )
    .await?;
    Ok(Some(excess))
}

/// The sessions retention may drop.
#[derive(Debug, Default)]
pub(super) struct Victims {
    /// Not updated within the age limit.
    pub(super) old: Vec<String>,
    /// The least recently updated, oldest first, when there are too many.
    pub(super) oldest: Vec<String>,
    /// How many sessions are over the limit on number.
    pub(super) over: u64,
}

/// The sessions too old at `now_ms`, and the oldest sessions when there are
/// more than the limit on number (if `spare` sessions were just created:
/// room is made for them to be kept).
pub(super) async fn victims(
    client: &Client,
    retention: &Retention,
    spare: usize,
    now_ms: u64,
) -> Result<Victims, tokio_postgres::Error> {
    let mut victims = Victims::default();
    if let Some(cutoff) = retention.age_cutoff(now_ms) {
        let rows = client
            .query_typed(
                "SELECT id FROM acp_sessions WHERE updated_ms < $1 ORDER BY updated_ms \
                 LIMIT 10000",
                &[(&to_i64(cutoff), Type::INT8)],
            )
            .await?;
        for row in rows {
            victims.old.push(row.try_get(0)?);
        }
    }
    if let (Some(most), true) = (retention.max_sessions, spare > 0) {
        let count: i64 = client
            .query_typed_one("SELECT count(*) FROM acp_sessions", &[])
            .await?
            .try_get(0)?;
        victims.over = to_u64(count).saturating_sub(most);
        if victims.over > 0 {
            // Read some more than must go: sessions with writes in flight
            // and the ones just created are passed over.
            let read = to_i64(victims.over + spare as u64 + 64);
            let rows = client
                .query_typed(
                    "SELECT id FROM acp_sessions ORDER BY updated_ms ASC, id ASC LIMIT $1",
                    &[(&read, Type::INT8)],
                )
                .await?;
            for row in rows {
                victims.oldest.push(row.try_get(0)?);
            }
        }
    }
    Ok(victims)
}
