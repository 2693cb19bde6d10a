//! [`StoreError`]: what went wrong with a session store, naming the store.

use std::fmt;

/// A failure of a session store. Every variant names the store (`memory`,
/// the SQLite file's path, or the PostgreSQL URL with its password hidden)
/// and says the cause in words, so that the
/// internal error a request gets for it tells the user where to look.
///
/// It is `Clone`: one failed commit fails every write queued with it, and
/// each of their waiters gets the same error.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum StoreError {
    /// The store could not be opened (a directory that does not exist, a file
    /// that is not a database, a server that cannot be reached, a schema this
    /// build does not know).
    Open {
        /// The store.
        store: String,
        /// Why, in words.
        reason: String,
    },
    /// The store has no session with this id.
    NotFound {
        /// The store.
        store: String,
        /// The session id asked for.
        session: String,
    },
    /// A list cursor this store did not give out.
    InvalidCursor {
        /// The store.
        store: String,
        /// The cursor, as it came.
        cursor: String,
    },
    /// Reading or writing failed (a full disk, an I/O error, a file changed
    /// under the store, a server that refused or was lost).
    Failed {
        /// The store.
        store: String,
        /// What it was doing ("committing 120 writes").
        doing: String,
        /// Why, in words.
        reason: String,
    },
    /// The store takes no more writes: it was shut down, or its writer
    /// stopped.
    Closed {
        /// The store.
        store: String,
        /// Why, in words.
        reason: String,
    },
}

impl StoreError {
    /// The store the failure is about (`memory`, the SQLite file's path, or
    /// the PostgreSQL URL with its password hidden).
    pub fn store(&self) -> &str {
        match self {
            StoreError::Open { store, .. }
            | StoreError::NotFound { store, .. }
            | StoreError::InvalidCursor { store, .. }
            | StoreError::Failed { store, .. }
            | StoreError::Closed { store, .. } => store,
        }
    }

    /// [`StoreError::Failed`], from a cause that displays itself.
    pub fn failed(store: &str, doing: impl Into<String>, cause: impl fmt::Display) -> Self {
        StoreError::Failed {
            store: store.to_owned(),
            doing: doing.into(),
            reason: cause.to_string(),
        }
    }

    /// [`StoreError::NotFound`] of `session`.
    pub fn not_found(store: &str, session: &str) -> Self {
        StoreError::NotFound {
            store: store.to_owned(),
            session: session.to_owned(),
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Open { store, reason } => {
                write!(f, "session store `{store}` cannot be opened: {reason}")
            }
            StoreError::NotFound { store, session } => {
                write!(f, "session store `{store}` has no session `{session}`")
            }
            StoreError::InvalidCursor { store, cursor } => write!(
                f,
                "session store `{store}`: `{cursor}` is not a cursor of its session list"
            ),
            StoreError::Failed {
                store,
                doing,
                reason,
            } => write!(f, "session store `{store}`: {doing} failed: {reason}"),
            StoreError::Closed { store, reason } => {
                write!(f, "session store `{store}` takes no more writes: {reason}")
            }
        }
    }
}

impl std::error::Error for StoreError {}
