//! A recorded update ([`StoredUpdate`]) and a page of them ([`UpdatePage`]).

use serde_json::value::RawValue;

/// One update of a session as the store keeps it.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct StoredUpdate {
    /// Its position in the session: 0 for the session's first update.
    pub position: u64,
    /// The JSON of the `session/update` notification's params, as it was
    /// appended.
    pub update: Box<RawValue>,
}

impl StoredUpdate {
    /// The update at `position`.
    pub fn new(position: u64, update: Box<RawValue>) -> Self {
        StoredUpdate { position, update }
    }
}

impl PartialEq for StoredUpdate {
    fn eq(&self, other: &Self) -> bool {
        self.position == other.position && self.update.get() == other.update.get()
    }
}

impl Eq for StoredUpdate {}

/// One page of a session's updates ([`Store::updates`](super::Store::updates)).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct UpdatePage {
    /// The updates, in order of position.
    pub updates: Vec<StoredUpdate>,
    /// The position to read the next page from; `None` when this page reached
    /// the end of what is durable.
    pub next: Option<u64>,
}

impl UpdatePage {
    /// A page of `updates` read from `from` on, `next` where the next page
    /// starts (`None` at the end).
    pub fn new(updates: Vec<StoredUpdate>, next: Option<u64>) -> Self {
        UpdatePage { updates, next }
    }
}
