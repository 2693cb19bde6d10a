//! What the SQLite store reads, on a reader connection: sessions, pages of
//! updates, the state blob; rows that cannot be read back are skipped with a
//! warning.

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OptionalExtension, Row};
use serde_json::value::RawValue;

use crate::session::store::{
    Cursor, ListQuery, SessionMeta, SessionPage, StoreError, StoredUpdate, UpdatePage,
};

/// The columns of a session's metadata, in the order [`session_row`] reads.
const META_COLUMNS: &str = "id, cwd, additional_directories, title, created_ms, updated_ms, meta";

/// An integer column as a `u64` (SQLite's integers are signed; ours never
/// go below 0).
pub(super) fn to_u64(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

/// A `u64` as SQLite's integer.
pub(super) fn to_i64(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// Text of a column, `None` if it is not text or not UTF-8.
fn text<'r>(row: &'r Row<'_>, column: usize) -> Option<&'r str> {
    match row.get_ref(column).ok()? {
        ValueRef::Text(bytes) => std::str::from_utf8(bytes).ok(),
        _ => None,
    }
}

/// An integer column, `None` if it is not one.
fn integer(row: &Row<'_>, column: usize) -> Option<i64> {
    match row.get_ref(column).ok()? {
        ValueRef::Integer(value) => Some(value),
        _ => None,
    }
}

/// One row of [`META_COLUMNS`] as metadata; `None` (with a warning) for a row
/// whose id, cwd or times cannot be read. An unreadable list of directories
/// or `_meta` is left out, with a warning.
fn session_row(store: &str, row: &Row<'_>) -> Option<SessionMeta> {
    let id = text(row, 0);
    let (Some(id), Some(cwd), Some(created), Some(updated)) =
        (id, text(row, 1), integer(row, 4), integer(row, 5))
    else {
        tracing::warn!(
            store,
            session = id,
            "session store `{store}`: a session's row cannot be read (corrupt): skipped"
        );
        return None;
    };
    let mut meta = SessionMeta::new(id, cwd, to_u64(created)).updated_ms(to_u64(updated));
    match text(row, 2).map(serde_json::from_str::<Vec<String>>) {
        Some(Ok(directories)) => meta.additional_directories = directories,
        _ => tracing::warn!(
            store,
            session = id,
            "session store `{store}`: session `{id}`'s additional directories cannot be read \
             (corrupt): left out"
        ),
    }
    meta.title = text(row, 3).map(str::to_owned);
    if let Ok(ValueRef::Text(_)) = row.get_ref(6) {
        match text(row, 6).map(|t| RawValue::from_string(t.to_owned())) {
            Some(Ok(value)) => meta.meta = Some(value),
            _ => tracing::warn!(
                store,
                session = id,
                "session store `{store}`: session `{id}`'s `_meta` cannot be read (corrupt): \
                 left out"
            ),
        }
    }
    Some(meta)
}

/// A failed read, named.
fn failed<'a>(store: &'a str, doing: &'a str) -> impl Fn(rusqlite::Error) -> StoreError + 'a {
    move |cause| StoreError::failed(store, doing, cause)
}

/// The key of session `id`, `None` if the store does not have it.
pub(super) fn session_key(
    conn: &Connection,
    store: &str,
    id: &str,
) -> Result<Option<i64>, StoreError> {
    conn.prepare_cached("SELECT key FROM sessions WHERE id = ?1")
        .and_then(|mut s| s.query_row([id], |row| row.get(0)).optional())
        .map_err(failed(store, "looking up a session"))
}

/// The position of session `id`'s next update, `None` if the store does not
/// have it.
pub(super) fn next_position(
    conn: &Connection,
    store: &str,
    id: &str,
) -> Result<Option<u64>, StoreError> {
    conn.prepare_cached("SELECT next_position FROM sessions WHERE id = ?1")
        .and_then(|mut s| s.query_row([id], |row| row.get::<_, i64>(0)).optional())
        .map(|next| next.map(to_u64))
        .map_err(failed(store, "looking up a session's next position"))
}

/// Session `id`'s metadata.
pub(super) fn meta(
    conn: &Connection,
    store: &str,
    id: &str,
) -> Result<Option<SessionMeta>, StoreError> {
    let sql = format!("SELECT {META_COLUMNS} FROM sessions WHERE id = ?1");
    let mut statement = conn
        .prepare_cached(&sql)
        .map_err(failed(store, "reading a session"))?;
    let mut rows = statement
        .query([id])
        .map_err(failed(store, "reading a session"))?;
    match rows.next().map_err(failed(store, "reading a session"))? {
        Some(row) => Ok(session_row(store, row)),
        None => Ok(None),
    }
}

/// One page of the list.
pub(super) fn list(
    conn: &Connection,
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
    // Four statements rather than one with `?1 IS NULL OR ...`, so that
    // SQLite walks an index in each (by cwd, or by updated time) and stops
    // after the page.
    let mut conditions = Vec::new();
    if query.cwd.is_some() {
        conditions.push("cwd = :cwd");
    }
    if after.is_some() {
        conditions.push("(updated_ms, id) < (:updated, :id)");
    }
    let filter = match conditions.is_empty() {
        true => String::new(),
        false => format!("WHERE {}", conditions.join(" AND ")),
    };
    let sql = format!(
        "SELECT {META_COLUMNS} FROM sessions {filter} \
         ORDER BY updated_ms DESC, id DESC LIMIT :limit"
    );
    let doing = "listing sessions";
    let mut statement = conn.prepare_cached(&sql).map_err(failed(store, doing))?;
    let mut params: Vec<(&str, &dyn rusqlite::ToSql)> = Vec::new();
    if let Some(cwd) = &query.cwd {
        params.push((":cwd", cwd));
    }
    let updated;
    if let Some((after_updated, after_id)) = &after {
        updated = to_i64(*after_updated);
        params.push((":updated", &updated));
        params.push((":id", after_id));
    }
    let fetch = to_i64(limit as u64 + 1);
    params.push((":limit", &fetch));
    let mut rows = statement
        .query(params.as_slice())
        .map_err(failed(store, doing))?;
    let mut sessions = Vec::with_capacity(limit + 1);
    let mut last: Option<SessionMeta> = None;
    let mut read = 0;
    while let Some(row) = rows.next().map_err(failed(store, doing))? {
        read += 1;
        if let Some(meta) = session_row(store, row) {
            last = Some(meta.clone());
            sessions.push(meta);
        }
    }
    let mut page = SessionPage::new(sessions, limit);
    // Corrupt rows were skipped: a page that read more rows than it holds
    // still has a next page, after the last row it kept.
    if page.next.is_none() && read > limit {
        page.next = last.as_ref().map(Cursor::after);
    }
    Ok(page)
}

/// One page of a session's updates.
pub(super) fn updates(
    conn: &Connection,
    store: &str,
    id: &str,
    from: u64,
    limit: usize,
) -> Result<UpdatePage, StoreError> {
    let key = session_key(conn, store, id)?.ok_or_else(|| StoreError::not_found(store, id))?;
    let limit = limit.max(1);
    let doing = "reading updates";
    let mut statement = conn
        .prepare_cached(
            "SELECT position, json FROM updates WHERE skey = ?1 AND position >= ?2 \
             ORDER BY position LIMIT ?3",
        )
        .map_err(failed(store, doing))?;
    let fetch = to_i64(limit as u64 + 1);
    let mut rows = statement
        .query((key, to_i64(from), fetch))
        .map_err(failed(store, doing))?;
    let mut updates = Vec::with_capacity(limit.min(4_096));
    let mut read = 0;
    let mut next = None;
    while let Some(row) = rows.next().map_err(failed(store, doing))? {
        let position = integer(row, 0).map(to_u64);
        if read == limit {
            // The row past the page: there is a next page, from here.
            next = position;
            break;
        }
        read += 1;
        match (
            position,
            text(row, 1).map(|t| RawValue::from_string(t.to_owned())),
        ) {
            (Some(position), Some(Ok(update))) => updates.push(StoredUpdate::new(position, update)),
            (position, _) => tracing::warn!(
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

/// The state blob of session `id`; one that is not a blob (damaged) is left
/// out, with a warning.
pub(super) fn state(
    conn: &Connection,
    store: &str,
    id: &str,
) -> Result<Option<Vec<u8>>, StoreError> {
    let key = session_key(conn, store, id)?.ok_or_else(|| StoreError::not_found(store, id))?;
    let doing = "reading a session's state";
    let mut statement = conn
        .prepare_cached("SELECT state FROM states WHERE skey = ?1")
        .map_err(failed(store, doing))?;
    let mut rows = statement.query([key]).map_err(failed(store, doing))?;
    let Some(row) = rows.next().map_err(failed(store, doing))? else {
        return Ok(None);
    };
    match row.get_ref(0) {
        Ok(ValueRef::Blob(state)) => Ok(Some(state.to_vec())),
        _ => {
            tracing::warn!(
                store,
                session = id,
                "session store `{store}`: session `{id}`'s state cannot be read (corrupt): \
                 left out"
            );
            Ok(None)
        }
    }
}
