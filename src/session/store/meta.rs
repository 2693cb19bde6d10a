//! A session's metadata ([`SessionMeta`]) and the paged list of sessions
//! ([`ListQuery`], [`SessionPage`], [`Cursor`]).

use std::fmt;

use serde_json::value::RawValue;

/// What the store keeps about a session besides its updates: what
/// `session/list` returns for it.
///
/// ```
/// use acp::session::store::SessionMeta;
///
/// let meta = SessionMeta::new("s1", "/home/me/project", 1_700_000_000_000)
///     .title("Fix the parser")
///     .additional_directories(vec!["/home/me/lib".into()]);
/// assert_eq!(meta.updated_ms, meta.created_ms);
/// ```
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct SessionMeta {
    /// The session id.
    pub id: String,
    /// The session's working directory, as the client gave it.
    pub cwd: String,
    /// The session's additional directories, as the client gave them.
    pub additional_directories: Vec<String>,
    /// Its title, once there is one.
    pub title: Option<String>,
    /// When it was created, in milliseconds since the Unix epoch.
    pub created_ms: u64,
    /// When it was last active, in milliseconds since the Unix epoch: what
    /// the list is ordered by. Appending an update moves it to the time of
    /// the append.
    pub updated_ms: u64,
    /// An opaque `_meta` object to keep with the session.
    pub meta: Option<Box<RawValue>>,
}

impl SessionMeta {
    /// A session created at `created_ms` (also its updated time), with no
    /// title, additional directories or `_meta`.
    pub fn new(id: impl Into<String>, cwd: impl Into<String>, created_ms: u64) -> Self {
        SessionMeta {
            id: id.into(),
            cwd: cwd.into(),
            additional_directories: Vec::new(),
            title: None,
            created_ms,
            updated_ms: created_ms,
            meta: None,
        }
    }

    /// Sets [`SessionMeta::title`].
    pub fn title(mut self, title: impl Into<String>) -> Self {
        self.title = Some(title.into());
        self
    }

    /// Sets [`SessionMeta::additional_directories`].
    pub fn additional_directories(mut self, directories: Vec<String>) -> Self {
        self.additional_directories = directories;
        self
    }

    /// Sets [`SessionMeta::updated_ms`].
    pub fn updated_ms(mut self, updated_ms: u64) -> Self {
        self.updated_ms = updated_ms;
        self
    }

    /// Sets [`SessionMeta::meta`].
    pub fn meta(mut self, meta: Box<RawValue>) -> Self {
        self.meta = Some(meta);
        self
    }
}

impl PartialEq for SessionMeta {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
            && self.cwd == other.cwd
            && self.additional_directories == other.additional_directories
            && self.title == other.title
            && self.created_ms == other.created_ms
            && self.updated_ms == other.updated_ms
            && self.meta.as_ref().map(|m| m.get()) == other.meta.as_ref().map(|m| m.get())
    }
}

impl Eq for SessionMeta {}

/// Where a page of the session list starts: the cursor a [`SessionPage`]
/// gives for the next page, passed back in [`ListQuery::cursor`]. Opaque to
/// clients (it is what `session/list`'s `nextCursor` carries); it stays valid
/// while the store lives, even across restarts.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Cursor(String);

impl Cursor {
    /// A cursor as a client sent it back.
    pub fn new(cursor: impl Into<String>) -> Self {
        Cursor(cursor.into())
    }

    /// The cursor's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The cursor after `meta` in the list's order.
    pub(crate) fn after(meta: &SessionMeta) -> Self {
        Cursor(format!("{}:{}", meta.updated_ms, meta.id))
    }

    /// The updated time and id of the last session of the previous page;
    /// `None` for a cursor no store gave.
    pub(crate) fn position(&self) -> Option<(u64, &str)> {
        let (updated, id) = self.0.split_once(':')?;
        Some((updated.parse().ok()?, id))
    }
}

impl fmt::Display for Cursor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Which page of the session list to read.
///
/// ```
/// use acp::session::store::ListQuery;
///
/// let query = ListQuery::new().cwd("/home/me/project").limit(20);
/// assert_eq!(query.limit, 20);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ListQuery {
    /// Only the sessions whose `cwd` is exactly this one.
    pub cwd: Option<String>,
    /// Where the page starts; `None`: at the newest session.
    pub cursor: Option<Cursor>,
    /// At most this many sessions (between 1 and [`ListQuery::MAX_LIMIT`]).
    pub limit: usize,
}

impl ListQuery {
    /// The page size of [`ListQuery::new`].
    pub const DEFAULT_LIMIT: usize = 50;
    /// The largest page a store gives (a larger limit is taken as this).
    pub const MAX_LIMIT: usize = 1_000;

    /// The first page of every session, [`ListQuery::DEFAULT_LIMIT`] of them.
    pub fn new() -> Self {
        ListQuery {
            cwd: None,
            cursor: None,
            limit: Self::DEFAULT_LIMIT,
        }
    }

    /// Sets [`ListQuery::cwd`].
    pub fn cwd(mut self, cwd: impl Into<String>) -> Self {
        self.cwd = Some(cwd.into());
        self
    }

    /// Sets [`ListQuery::cursor`].
    pub fn cursor(mut self, cursor: Cursor) -> Self {
        self.cursor = Some(cursor);
        self
    }

    /// Sets [`ListQuery::limit`].
    pub fn limit(mut self, limit: usize) -> Self {
        self.limit = limit;
        self
    }

    /// The limit, within 1 and [`ListQuery::MAX_LIMIT`].
    pub(crate) fn page_size(&self) -> usize {
        self.limit.clamp(1, Self::MAX_LIMIT)
    }
}

impl Default for ListQuery {
    fn default() -> Self {
        Self::new()
    }
}

/// One page of the session list.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct SessionPage {
    /// The sessions, newest updated first.
    pub sessions: Vec<SessionMeta>,
    /// The cursor of the next page; `None` on the last page.
    pub next: Option<Cursor>,
}

impl SessionPage {
    /// A page of at most `limit` of `sessions`: a store reads one more than
    /// the page holds, so that a next page exists only if that one was there.
    pub(crate) fn new(mut sessions: Vec<SessionMeta>, limit: usize) -> Self {
        let next = match sessions.len() > limit {
            true => {
                sessions.truncate(limit);
                sessions.last().map(Cursor::after)
            }
            false => None,
        };
        SessionPage { sessions, next }
    }
}
