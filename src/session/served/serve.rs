//! The session methods served from a store, and the recording of the
//! sessions the agent opens: the pipeline's step for an agent with a store.

use std::sync::Arc;

use super::super::routing::Turns;
use super::super::store::{unix_ms, AnyStore, Cursor, ListQuery, SessionMeta, Store, StoreError};
use super::recording::{append_and_send, Recording};
use super::{Call, Reopened, Replay, Restored, ServesSessions, StoreFacts};
use crate::jsonrpc::method::{MethodUnion, Notification};
use crate::pipeline::{Pending, Prepared};
use crate::{Connection, Error, Result};

/// How many recorded updates a replay reads at a time.
const REPLAY_PAGE: usize = 512;

/// What the SDK does once the agent has answered a session method it
/// implements itself: the store keeps what the agent did.
#[derive(Debug)]
pub(crate) enum Opening {
    /// `session/new` (or the agent's own `session/fork`): the session is put
    /// in the store and recorded.
    New {
        cwd: String,
        additional_directories: Vec<String>,
    },
    /// The agent's own load or resume: the session is recorded from now on,
    /// if the store has it.
    Reopened(String),
    /// The agent's own close: the store is told, and the session's updates
    /// are no longer recorded.
    Closed(String),
    /// The agent's own delete: the session leaves the store too.
    Deleted(String),
}

type Request<D> = <<D as ServesSessions>::Module as crate::peer::Protocol>::ClientRequest;
type Answer<D> = <<D as ServesSessions>::Module as crate::peer::Protocol>::AgentResponse;

/// Called by the pipeline before dispatch, in arrival order: a session the
/// agent opens is recorded once it answers; a session method it does not
/// implement is served from its store. Without a store, the request as it
/// came.
pub(crate) fn before<D: ServesSessions>(
    this: &Arc<D>,
    peer: &Connection,
    request: Request<D>,
    mut pending: Pending,
) -> Prepared<Request<D>, Answer<D>> {
    let recording = peer.extension::<Recording>();
    if recording.init(|| this.store()).is_none() {
        return Prepared::Dispatch(request, pending);
    }
    let Some(call) = D::Module::call(&request) else {
        return Prepared::Dispatch(request, pending);
    };
    let own = matches!(call, Call::New { .. }) || this.implemented().contains(&request.method());
    if own {
        pending.opening = match call {
            Call::New {
                cwd,
                additional_directories,
            } => Some(Opening::New {
                cwd,
                additional_directories,
            }),
            Call::Load { session, .. } | Call::Resume { session, .. } => {
                Some(Opening::Reopened(session))
            }
            Call::Close { session } => Some(Opening::Closed(session)),
            Call::Delete { session } => Some(Opening::Deleted(session)),
            // The agent's own fork: its new session is recorded from now on.
            Call::Fork {
                cwd,
                additional_directories,
                ..
            } => Some(Opening::New {
                cwd,
                additional_directories,
            }),
            Call::List { .. } => None,
        };
        return Prepared::Dispatch(request, pending);
    }
    if let Call::Resume {
        session,
        replay: Replay::Start,
        ..
    } = &call
    {
        // Live updates of the session wait from here until the replay ends.
        recording.hold(session);
    }
    let params = serde_json::to_value(&request).unwrap_or_default();
    let (this, peer) = (this.clone(), peer.clone());
    Prepared::Served(
        Box::pin(async move { serve::<D>(&this, call, params, &peer).await }),
        pending,
    )
}

/// Called by the pipeline with the agent's answer to a session method it
/// implements itself (see [`Opening`]).
pub(crate) async fn after<P: StoreFacts>(
    peer: &Connection,
    opening: Option<Opening>,
    answer: P::AgentResponse,
) -> Result<P::AgentResponse> {
    let recording = peer.extension::<Recording>();
    let (Some(opening), Some(store)) = (opening, recording.store()) else {
        return Ok(answer);
    };
    match opening {
        Opening::New {
            cwd,
            additional_directories,
        } => {
            let Some(session) = P::new_session(&answer) else {
                return Ok(answer);
            };
            let meta = SessionMeta::new(session, cwd, unix_ms())
                .additional_directories(additional_directories);
            store.put(meta).await.map_err(|e| failed(session, &e))?;
            recording.record(session);
        }
        Opening::Reopened(session) => {
            let stored = store
                .meta(&session)
                .await
                .map_err(|e| failed(&session, &e))?;
            if stored.is_some() {
                recording.record(&session);
            }
        }
        Opening::Closed(session) => {
            recording.forget(&session);
            match store.close(&session).await {
                Ok(()) | Err(StoreError::NotFound { .. }) => {}
                Err(e) => return Err(failed(&session, &e)),
            }
        }
        Opening::Deleted(session) => {
            recording.forget(&session);
            store
                .delete(&session)
                .await
                .map_err(|e| failed(&session, &e))?;
        }
    }
    Ok(answer)
}

/// Serves one call from the store.
async fn serve<D: ServesSessions>(
    this: &D,
    call: Call,
    params: serde_json::Value,
    peer: &Connection,
) -> Result<Answer<D>> {
    let recording = peer.extension::<Recording>();
    let store = recording.store().expect("served only with a store").clone();
    let answer =
        |opened: Option<&_>| D::Module::answer(&call, opened).ok_or_else(|| unserved(&call));
    match &call {
        Call::New { .. } => Err(unserved(&call)),
        Call::List { cwd, cursor } => {
            let mut query = ListQuery::new();
            query.cwd.clone_from(cwd);
            query.cursor = cursor.as_deref().map(Cursor::new);
            let page = store.list(query).await.map_err(|e| match e {
                StoreError::InvalidCursor { cursor, .. } => Error::invalid_params(format!(
                    "`cursor` {cursor:?} is not a cursor this agent gave"
                )),
                other => failed("", &other),
            })?;
            let next = page.next.map(|c| c.as_str().to_owned());
            Ok(D::Module::list_answer(page.sessions, next))
        }
        Call::Load {
            session,
            cwd,
            additional_directories,
        } => {
            let mut meta = stored(&store, peer, session, cwd).await?;
            meta.additional_directories
                .clone_from(additional_directories);
            let state = saved_state(&store, session).await?;
            let restored = Restored::new(meta, state, Reopened::Load, params);
            let opened = this.restore(restored, peer.clone()).await?;
            replay::<D::Module>(&store, peer, session).await?;
            recording.record(session);
            answer(opened.as_ref())
        }
        Call::Resume {
            session,
            cwd,
            additional_directories,
            replay: from,
        } => {
            let resumed = async {
                if let Replay::Unsupported(kind) = from {
                    return Err(Error::invalid_params(format!(
                        "`replayFrom` of type {kind:?} is not a cursor this agent supports (it replays from `start`)"
                    )));
                }
                let mut meta = stored(&store, peer, session, cwd).await?;
                meta.additional_directories.clone_from(additional_directories);
                let state = saved_state(&store, session).await?;
                let restored = Restored::new(meta, state, Reopened::Resume, params);
                let opened = this.restore(restored, peer.clone()).await?;
                if *from == Replay::Start {
                    replay::<D::Module>(&store, peer, session).await?;
                    if let Some(done) = D::Module::replay_complete(session) {
                        peer.notify(&done).await?;
                    }
                }
                Ok(opened)
            }
            .await;
            // Whatever the outcome, the session's held live updates go out.
            let held = recording.release(session);
            let method = <<D::Module as super::super::Sessions>::SessionNotification as Notification>::METHOD;
            for update in held {
                append_and_send(peer, method, &store, &recording, session, update).await?;
            }
            let opened = resumed?;
            recording.record(session);
            // The current state is news, not history: it is not recorded.
            let running = peer.extension::<Turns>().is_running(session);
            if let Some(state) = D::Module::resumed_state(session, running) {
                peer.notify(&state).await?;
            }
            answer(opened.as_ref())
        }
        Call::Close { session } => {
            peer.extension::<Turns>().cancel(session);
            known(&store, peer, session).await?;
            recording.forget(session);
            store
                .close(session)
                .await
                .map_err(|e| failed(session, &e))?;
            answer(None)
        }
        Call::Delete { session } => {
            peer.extension::<Turns>().cancel(session);
            recording.forget(session);
            match store.delete(session).await {
                Ok(true) => answer(None),
                Ok(false) => Err(not_found(peer, session)),
                Err(e) => Err(failed(session, &e)),
            }
        }
        Call::Fork {
            session,
            cwd,
            additional_directories,
            cursor,
        } => {
            if let Some(cursor) = cursor {
                return Err(Error::invalid_params(format!(
                    "`cursorId` {cursor:?}: this agent forks whole sessions only (it advertises no cursors)"
                )));
            }
            let source = known(&store, peer, session).await?;
            let id = fork_id().map_err(|e| failed(session, &e))?;
            let mut meta = SessionMeta::new(id.clone(), cwd.clone(), unix_ms())
                .additional_directories(additional_directories.clone());
            meta.title = source.title;
            let state = fork::<D::Module>(&store, session, &meta).await?;
            let mut restored = Restored::new(meta, state, Reopened::Fork, params);
            restored.forked_from = Some(session.clone());
            let opened = match this.restore(restored, peer.clone()).await {
                Ok(opened) => opened,
                Err(error) => {
                    // The fork the agent refused is not kept.
                    let _ = store.delete(&id).await;
                    return Err(error);
                }
            };
            recording.record(&id);
            D::Module::fork_answer(&id, opened.as_ref()).ok_or_else(|| unserved(&call))
        }
    }
}

/// Makes `meta` a new session holding `source`'s history, each update made
/// the new session's, and its saved state; the state, for the restore hook.
async fn fork<P: StoreFacts>(
    store: &AnyStore,
    source: &str,
    meta: &SessionMeta,
) -> Result<Option<Vec<u8>>> {
    let id = meta.id.as_str();
    let state = saved_state(store, source).await?;
    store.put(meta.clone()).await.map_err(|e| failed(id, &e))?;
    let copied: Result<()> = async {
        // What was appended to the source before the fork is in it.
        store.flush().await.map_err(|e| failed(source, &e))?;
        let mut from = 0;
        loop {
            let page = store
                .updates(source, from, REPLAY_PAGE)
                .await
                .map_err(|e| failed(source, &e))?;
            for update in page.updates {
                let mut note: P::SessionNotification = match serde_json::from_str(
                    update.update.get(),
                ) {
                    Ok(note) => note,
                    Err(error) => {
                        tracing::warn!(
                            session = source,
                            position = update.position,
                            %error,
                            "a recorded update that does not read as one was not copied to the fork"
                        );
                        continue;
                    }
                };
                P::retarget(&mut note, id);
                let raw = serde_json::value::to_raw_value(&note).map_err(|e| {
                    Error::internal_error(format!("copying an update to the fork: {e}"))
                })?;
                store.append(id, raw).map_err(|e| failed(id, &e))?;
            }
            match page.next {
                Some(next) => from = next,
                None => break,
            }
        }
        if let Some(state) = &state {
            store
                .save_state(id, state.clone())
                .await
                .map_err(|e| failed(id, &e))?;
        }
        store.flush().await.map_err(|e| failed(id, &e))
    }
    .await;
    match copied {
        Ok(()) => Ok(state),
        Err(error) => {
            // A fork half made is not kept.
            let _ = store.delete(id).await;
            Err(error)
        }
    }
}

/// A new session id for a fork: 128 random bits, in hex.
fn fork_id() -> std::result::Result<String, StoreError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)
        .map_err(|e| StoreError::failed("(the operating system)", "making a session id", e))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// The stored session `session`, checked against the `cwd` the client gives.
async fn stored(
    store: &AnyStore,
    peer: &Connection,
    session: &str,
    cwd: &str,
) -> Result<SessionMeta> {
    let meta = known(store, peer, session).await?;
    if meta.cwd != cwd {
        return Err(Error::invalid_params(format!(
            "`cwd` {cwd:?} is not the working directory of session {session:?} ({:?})",
            meta.cwd
        )));
    }
    Ok(meta)
}

/// The metadata of `session`, or -32002 when the store does not have it.
async fn known(store: &AnyStore, peer: &Connection, session: &str) -> Result<SessionMeta> {
    store
        .meta(session)
        .await
        .map_err(|e| failed(session, &e))?
        .ok_or_else(|| not_found(peer, session))
}

/// The state the agent saved for `session`.
async fn saved_state(store: &AnyStore, session: &str) -> Result<Option<Vec<u8>>> {
    store
        .load_state(session)
        .await
        .map_err(|e| failed(session, &e))
}

/// Writes every recorded update of `session` to the peer, in order, as it was
/// recorded (not recorded again).
async fn replay<P: StoreFacts>(store: &AnyStore, peer: &Connection, session: &str) -> Result<()> {
    let method = <P::SessionNotification as Notification>::METHOD;
    // What was appended before the replay is in it.
    store.flush().await.map_err(|e| failed(session, &e))?;
    let mut from = 0;
    loop {
        let page = store
            .updates(session, from, REPLAY_PAGE)
            .await
            .map_err(|e| failed(session, &e))?;
        for update in &page.updates {
            peer.notify_raw(method, &update.update).await?;
        }
        match page.next {
            Some(next) => from = next,
            None => return Ok(()),
        }
    }
}

/// -32002 for an unknown session, with its id in the data (v2's
/// `SessionNotFoundErrorData`), under the module's session field.
fn not_found(peer: &Connection, session: &str) -> Error {
    let field = peer.conventions().session_field.unwrap_or("sessionId");
    let mut data = serde_json::Map::new();
    data.insert(field.to_owned(), session.into());
    Error::new(crate::ErrorCode::RESOURCE_NOT_FOUND, "Resource not found").data(data)
}

/// The internal error of a store that failed, naming it and the cause.
fn failed(session: &str, error: &StoreError) -> Error {
    match session {
        "" => Error::internal_error(format!("the session store failed: {error}")),
        _ => Error::internal_error(format!(
            "the session store failed for session {session:?}: {error}"
        )),
    }
}

/// A call the module has no answer for (a generator gap, not the peer's).
fn unserved(call: &Call) -> Error {
    Error::internal_error(format!("the SDK cannot answer {call:?} in this module"))
}
