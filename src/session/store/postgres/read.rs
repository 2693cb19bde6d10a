//! What the PostgreSQL store reads, on a reading connection: sessions, pages
//! of updates, the state blob; rows that cannot be read back are skipped with
//! a warning.

use serde_json::value::RawValue;
use tokio_postgres::types::{ToSql, Type};
use tokio_postgres::{Client, Row};

use super::describe;
use crate::session::store::{
    Cursor, ListQuery, SessionMeta, SessionPage, StoreError, StoredUpdate, UpdatePage,
};

/// The columns of a session's metadata, in the order [`session_row`] reads.
const META_COLUMNS: &str = "id, cwd, additional_directories, title, created_ms, updated_ms, meta";

/// A `bigint` column as a `u64` (ours never go below 0).
pub(super) fn to_u64(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

/// A `u64` as a `bigint`.
pub(super) fn to_i64(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// A failed read, named.
fn failed<'a>(store: &'a str, doing: &'a str) -> impl Fn(tokio_postgres::Error) -> StoreError + 'a {
    move |cause| StoreError::failed(store, doing, describe(&cause))
}

/// One row of [`META_COLUMNS`] as metadata; `None` (with a warning) for a row
/// whose id, cwd or times cannot be read. An unreadable list of directories
/// or `_meta` is left out, with a warning.
fn session_row(store: &str, row: &Row) -> Option<SessionMeta> {
    let id: Option<&str> = row.try_get(0).ok();
    let cwd: Option<&str> = row.try_get(1).ok();
    let created: Option<i64> = row.try_get(4).ok();
    let updated: Option<i64> = row.try_get(5).ok();
    let (Some(id), Some(cwd), Some(created), Some(updated)) = (id, cwd, created, updated) else {
        tracing::warn!(
            store,
            session = id,
            "session store `{store}`: a session's row cannot be read (corrupt): skipped"
        );
        return None;
    };
    let mut meta = SessionMeta::new(id, cwd, to_u64(created)).updated_ms(to_u64(updated));
    let directories = row.try_get::<_, &str>(2).ok();
    match directories.map(serde_json::from_str::<Vec<String>>) {
        Some(Ok(directories)) => meta.additional_directories = directories,
        _ => tracing::warn!(
            store,
            session = id,
            "session store `{store}`: session `{id}`'s additional directories cannot be read \
             (corrupt): left out"
        ),
    }
    meta.title = row.try_get::<_, Option<String>>(3).ok().flatten();
    if let Ok(Some(text)) = row.try_get::<_, Option<String>>(6) {
        match RawValue::from_string(text) {
            Ok(value) => meta.meta = Some(value),
            Err(_) => tracing::warn!(
                store,
                session = id,
                "session store `{store}`: session `{id}`'s `_meta` cannot be read (corrupt): \
                 left out"
            ),
        }
    }
    Some(meta)
}

/// Whether the store has session `id`.
pub(super) async fn exists(client: &Client, store: &str, id: &str) -> Result<bool, StoreError> {
    client
        .query_typed_opt(
            "SELECT 1 FROM acp_sessions WHERE id = $1",
            &[(&id, Type::TEXT)],
        )
        .await
        .map(|row| row.is_some())
        .map_err(failed(store, "looking up a session"))
}

/// Session `id`'s metadata.
pub(super) async fn meta(
    client: &Client,
    store: &str,
    id: &str,
) -> Result<Option<SessionMeta>, StoreError> {
    let sql = format!("SELECT {META_COLUMNS} FROM acp_sessions WHERE id = $1");
    let row = client
        .query_typed_opt(&sql, &[(&id, Type::TEXT)])
        .await
        .map_err(failed(store, "reading a session"))?;
    Ok(row.and_then(|row| session_row(store, &row)))
}

/// One page of the list.
pub(super) async fn list(
    client: &Client,
    store: &str,
    query: &ListQuery,
) -> Result<SessionPage, StoreError> {
    let after = match &query.cursor {
        Some(cursor) => Some(cursor.position().ok_or_else(|| StoreError::InvalidCursor {
            store: store.to_owned(),
            cursor: cursor.as_str().to_owned(),
        })?),
        None => None,
    };
    let limit = query.page_size();
    let fetch = to_i64(limit as u64 + 1);
    // One statement per shape rather than `$1 IS NULL OR ...`, so that the
    // server walks an index in each (by cwd, or by updated time) and stops
    // after the page.
    let mut conditions = Vec::new();
    let mut params: Vec<(&(dyn ToSql + Sync), Type)> = vec![(&fetch, Type::INT8)];
    if let Some(cwd) = &query.cwd {
        params.push((cwd, Type::TEXT));
        conditions.push(format!("cwd = ${}", params.len()));
    }
    let updated;
    if let Some((after_updated, after_id)) = &after {
        updated = to_i64(*after_updated);
        params.push((&updated, Type::INT8));
        params.push((after_id, Type::TEXT));
        let n = params.len();
        conditions.push(format!("(updated_ms, id) < (${}, ${n})", n - 1));
    }
    let filter = match conditions.is_empty() {
        true => String::new(),
        false => format!("WHERE {}", conditions.join(" AND ")),
    };
    let sql = format!(
        "SELECT {META_COLUMNS} FROM acp_sessions {filter} \
         ORDER BY updated_ms DESC, id DESC LIMIT $1"
    );
    let rows = client
        .query_typed(&sql, &params)
        .await
        .map_err(failed(store, "listing sessions"))?;
    let read = rows.len();
    let sessions: Vec<SessionMeta> = rows
        .iter()
        .filter_map(|row| session_row(store, row))
        .collect();
    let last = sessions.last().map(Cursor::after);
    let mut page = SessionPage::new(sessions, limit);
    // Corrupt rows were skipped: a page that read more rows than it holds
    // still has a next page, after the last row it kept.
    if page.next.is_none() && read > limit {
        page.next = last;
    }
    Ok(page)
}

/// One page of a session's updates.
pub(super) async fn updates(
    client: &Client,
    store: &str,
    id: &str,
    from: u64,
    limit: usize,
) -> Result<UpdatePage, StoreError> {
    let limit = limit.max(1);
    let (from, fetch) = (to_i64(from), to_i64(limit as u64 + 1));
    // The session's row, joined with the page: no row at all is a session
    // the store does not have, one row of nulls an empty page.
    let rows = client
        .query_typed(
            "SELECT u.position, u.json FROM acp_sessions s LEFT JOIN LATERAL \
             (SELECT position, json FROM acp_updates WHERE skey = s.key AND position >= $2 \
              ORDER BY position LIMIT $3) u ON true \
             WHERE s.id = $1 ORDER BY u.position",
            &[(&id, Type::TEXT), (&from, Type::INT8), (&fetch, Type::INT8)],
        )
        .await
        .map_err(failed(store, "reading updates"))?;
    if rows.is_empty() {
        return Err(StoreError::not_found(store, id));
    }
    let mut updates = Vec::with_capacity(rows.len().min(limit));
    let mut next = None;
    for (read, row) in rows.iter().enumerate() {
        let Ok(Some(position)) = row.try_get::<_, Option<i64>>(0) else {
            continue;
        };
        let position = to_u64(position);
        if read == limit {
            // The row past the page: there is a next page, from here.
            next = Some(position);
            break;
        }
        let json = row.try_get::<_, String>(1).ok();
        match json.map(RawValue::from_string) {
            Some(Ok(update)) => updates.push(StoredUpdate::new(position, update)),
            _ => tracing::warn!(
                store,
                session = id,
                position,
                "session store `{store}`: an update of session `{id}` cannot be read \
                 (corrupt): skipped"
            ),
        }
    }
    Ok(UpdatePage::new(updates, next))
}

/// The state blob of session `id`.
pub(super) async fn state(
    client: &Client,
    store: &str,
    id: &str,
) -> Result<Option<Vec<u8>>, StoreError> {
    let row = client
        .query_typed_opt(
            "SELECT st.state FROM acp_sessions s LEFT JOIN acp_states st ON st.skey = s.key \
             WHERE s.id = $1",
            &[(&id, Type::TEXT)],
        )
        .await
        .map_err(failed(store, "reading a session's state"))?
        .ok_or_else(|| StoreError::not_found(store, id))?;
    match row.try_get::<_, Option<Vec<u8>>>(0) {
        Ok(state) => Ok(state),
        Err(cause) => {
            tracing::warn!(
                store,
                session = id,
                "session store `{store}`: session `{id}`'s state cannot be read ({cause}): \
                 left out"
            );
            Ok(None)
        }
    }
}
