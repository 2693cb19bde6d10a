//! The sessions a connection records, and the one path every update of the
//! agent's goes out by ([`send_update`]).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use serde_json::value::RawValue;

use super::super::store::{unix_ms, AnyStore, Store};
use super::StoreFacts;
use crate::jsonrpc::method::Notification;
use crate::{CallError, CallResult, Connection};

/// A connection's recorder: its agent's store, and the sessions whose updates
/// go to it. A connection extension.
#[derive(Default)]
pub(crate) struct Recording {
    store: OnceLock<Option<AnyStore>>,
    sessions: Mutex<HashMap<String, Recorded>>,
    /// Held while an update is appended and queued, so that the store and
    /// the wire see the updates in the same order.
    order: tokio::sync::Mutex<()>,
}

/// A session being recorded.
enum Recorded {
    /// Its updates are appended, then written.
    Live,
    /// A replay of it is being written (v2's resume): its live updates wait
    /// here, unrecorded, until the replay ends.
    Replaying(Vec<Box<RawValue>>),
}

impl Recording {
    /// The agent's store, set by the first request the connection serves.
    pub(crate) fn store(&self) -> Option<&AnyStore> {
        self.store.get().and_then(Option::as_ref)
    }

    /// Sets the store, once.
    pub(crate) fn init(&self, store: impl FnOnce() -> Option<AnyStore>) -> Option<&AnyStore> {
        self.store.get_or_init(store).as_ref()
    }

    /// Records `session`'s updates from now on.
    pub(crate) fn record(&self, session: &str) {
        self.sessions().insert(session.to_owned(), Recorded::Live);
    }

    /// Stops recording `session` (closed, deleted).
    pub(crate) fn forget(&self, session: &str) {
        self.sessions().remove(session);
    }

    /// Holds `session`'s live updates while a replay is written, if the
    /// session is recorded on this connection.
    pub(crate) fn hold(&self, session: &str) {
        if let Some(recorded) = self.sessions().get_mut(session) {
            *recorded = Recorded::Replaying(Vec::new());
        }
    }

    /// Ends the hold of `session`, if there was one: the updates held, to
    /// record and send now, in order.
    pub(crate) fn release(&self, session: &str) -> Vec<Box<RawValue>> {
        let mut sessions = self.sessions();
        match sessions.get_mut(session) {
            Some(recorded @ Recorded::Replaying(_)) => {
                match std::mem::replace(recorded, Recorded::Live) {
                    Recorded::Replaying(held) => held,
                    Recorded::Live => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    fn sessions(&self) -> std::sync::MutexGuard<'_, HashMap<String, Recorded>> {
        self.sessions.lock().expect("recorded sessions")
    }
}

/// Sends one update of the agent's: through the store when its session is
/// recorded (appended, then written once durable), else as it is; a title it
/// sets goes to the store too.
pub(crate) async fn send_update<P: StoreFacts>(
    connection: &Connection,
    note: &P::SessionNotification,
) -> CallResult<()> {
    let method = <P::SessionNotification as Notification>::METHOD;
    let recording = connection.extension::<Recording>();
    let Some(store) = recording.store() else {
        return connection.notify_raw(method, note).await;
    };
    let session = P::update_session(note);
    let raw = serde_json::value::to_raw_value(note).map_err(|e| CallError::Encode {
        method: method.to_owned(),
        message: e.to_string(),
    })?;
    let live = match recording.sessions().get_mut(session) {
        None => false,
        Some(Recorded::Replaying(held)) => {
            held.push(raw);
            store_title::<P>(store, note);
            return Ok(());
        }
        Some(Recorded::Live) => true,
    };
    if !live {
        return connection.notify_raw(method, &raw).await;
    }
    store_title::<P>(store, note);
    append_and_send(connection, method, store, &recording, session, raw).await
}

/// Stores the title an update sets, if it sets one.
fn store_title<P: StoreFacts>(store: &AnyStore, note: &P::SessionNotification) {
    if let Some(title) = P::title(note) {
        let session = P::update_session(note).to_owned();
        let (store, title) = (store.clone(), title.map(str::to_owned));
        tokio::spawn(async move {
            if let Err(error) = store.set_title(&session, title, unix_ms()).await {
                tracing::warn!(%session, %error, "the session's title was not stored");
            }
        });
    }
}

/// Appends one update of a recorded session and queues its line, written once
/// the update is durable.
pub(crate) async fn append_and_send(
    connection: &Connection,
    method: &str,
    store: &AnyStore,
    recording: &Recording,
    session: &str,
    raw: Box<RawValue>,
) -> CallResult<()> {
    let line = connection.notification_line(method, &raw)?;
    let _order = recording.order.lock().await;
    let ticket = store
        .append(session, raw)
        .map_err(|error| CallError::NotRecorded {
            method: method.to_owned(),
            reason: error.to_string(),
        })?;
    let durable = store.durable_owned(ticket);
    let session = session.to_owned();
    let wait = Box::pin(async move {
        match durable.await {
            Ok(_) => true,
            Err(error) => {
                tracing::error!(%session, %error, "an update the store could not record was not sent");
                false
            }
        }
    });
    connection.send_after(line, wait).await
}
