//! The client's side: session handles and their turns.

use std::collections::VecDeque;
use std::future::Future;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};

use tokio::sync::Notify;
use tokio::task::JoinHandle;

use super::routing::{Registration, Route, Router};
use super::{Keep, StateRef, Tracked, TurnModel, TurnState};
use crate::jsonrpc::method::Notification;
use crate::peer::Peer;
use crate::{CallError, CallResult, Closed};

/// How many updates a [`Session`] holds until they are read (by default).
pub const SESSION_BUFFER: usize = 1 << 16;

/// The updates of one session, as the connection delivers them.
struct Inbox<P: Tracked> {
    queue: Mutex<VecDeque<P::SessionNotification>>,
    arrived: Notify,
    state: RwLock<P::State>,
    /// What of the state is kept ([`Opener::keep`]).
    keep: Keep,
    capacity: usize,
    dropped: AtomicU64,
}

impl<P: Tracked> Route<P::AgentNotification> for Inbox<P> {
    fn deliver(&self, note: P::AgentNotification) {
        let Some(note) = P::session_update(note) else {
            return;
        };
        let (session, update) = P::notification_parts(&note);
        self.fold(|state| P::apply(state, update));
        let mut queue = self.queue.lock().expect("session updates");
        let capacity = self.capacity;
        if queue.len() >= capacity {
            if self.dropped.fetch_add(1, Ordering::Relaxed) == 0 {
                tracing::warn!(
                    session = %session,
                    capacity,
                    "a session's updates are not being read: dropping the newest"
                );
            }
            return;
        }
        queue.push_back(note);
        drop(queue);
        self.arrived.notify_one();
    }
}

impl<P: Tracked> Inbox<P> {
    fn pop(&self) -> Option<P::SessionNotification> {
        self.queue.lock().expect("session updates").pop_front()
    }

    /// Changes the state with `change` (an update, an answer), then trims it
    /// to what is kept.
    fn fold(&self, change: impl FnOnce(&mut P::State)) {
        let mut state = self.state.write().expect("session state");
        change(&mut state);
        if !self.keep.is_everything() {
            P::trim(&mut state, self.keep);
        }
    }
}

/// A session this client opened, with every update the agent sends for it.
///
/// Open one with [`Session::new`] (`session/new`), or with the module's
/// conveniences for the other requests that open one (`Session::load`,
/// `Session::resume` in v1), which all come down to [`Opener::open_with`]. From
/// then on:
///
/// - **No update is lost.** Updates that arrive before the handle exists (before
///   the `session/new` response, during a `session/load` replay) are kept and
///   delivered first, in order; updates between turns are read with
///   [`Session::next_update`] (or [`Session::updates`]); a turn's updates with
///   [`Turn::next`]. Up to [`SESSION_BUFFER`] unread updates are held (see
///   [`Opener::buffer`]); past that the newest are dropped, counted by
///   [`Session::dropped_updates`] and logged, so a handle nobody reads cannot
///   grow memory without limit or stall the connection.
/// - **The state is folded for you**: [`Session::state`] holds what the updates
///   and responses so far say (modes, config options, commands, title, usage;
///   in v2 also the messages, tool calls, terminals, ...), read in place, and
///   bounded by [`Opener::keep`] if you wish.
/// - **The client's handler** keeps serving the agent's requests for the
///   session (permissions, files, terminals); they name the session in their
///   `session_id` param. Its own update handler is *not* called for a session
///   that has a handle: the handle owns those updates. It still sees the updates
///   of sessions opened without one.
///
/// Dropping the handle stops the routing; later updates for the session go to
/// the client's handler again.
pub struct Session<P: Tracked> {
    agent: P::AgentPeer,
    id: P::SessionId,
    inbox: Arc<Inbox<P>>,
    /// Reported turns: how many prompts were accepted, and how many of their
    /// `idle` updates were read. An `idle` read when every accepted prompt had
    /// its own is a snapshot, not the end of a turn.
    prompts: u64,
    idles: u64,
    /// The last turn state an update reported.
    turn_state: Option<TurnState<P::TurnEnd>>,
    /// The `session/cancel` of a turn dropped before its end, being sent: the
    /// next prompt goes out after it, so that it cannot cancel that prompt.
    cancelling: Option<JoinHandle<CallResult<()>>>,
    _route: Registration<P::AgentNotification>,
}

impl<P: Tracked> std::fmt::Debug for Session<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").field("id", &self.id).finish()
    }
}

/// How to open a [`Session`] of module `P` with settings other than the
/// defaults.
#[non_exhaustive]
pub struct Opener<P> {
    /// How many unread updates the session holds; past it the newest are
    /// dropped and counted ([`Session::dropped_updates`]). Default:
    /// [`SESSION_BUFFER`]. A `session/load` replay is held whole until the
    /// handle is returned, so raise it for very long histories.
    pub buffer: usize,
    /// How much of the session's state is kept in memory ([`Keep`]). Default:
    /// everything.
    pub keep: Keep,
    protocol: PhantomData<fn() -> P>,
}

impl<P> Default for Opener<P> {
    fn default() -> Self {
        Opener {
            buffer: SESSION_BUFFER,
            keep: Keep::default(),
            protocol: PhantomData,
        }
    }
}

impl<P> Clone for Opener<P> {
    fn clone(&self) -> Self {
        Opener {
            buffer: self.buffer,
            keep: self.keep,
            protocol: PhantomData,
        }
    }
}

impl<P> std::fmt::Debug for Opener<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Opener")
            .field("buffer", &self.buffer)
            .field("keep", &self.keep)
            .finish()
    }
}

impl<P: Tracked> Opener<P> {
    /// Sets [`Opener::buffer`].
    pub fn buffer(mut self, updates: usize) -> Self {
        self.buffer = updates.max(1);
        self
    }

    /// Sets [`Opener::keep`]: a long-running client keeps at most so many
    /// entries (messages, tool calls, ...) or bytes of the session's state in
    /// memory, the oldest dropped past that.
    pub fn keep(mut self, keep: Keep) -> Self {
        self.keep = keep;
        self
    }

    /// Opens a new session (`session/new`).
    pub async fn create(
        &self,
        agent: &P::AgentPeer,
        request: P::NewSessionRequest,
    ) -> CallResult<Session<P>> {
        let router = agent
            .connection()
            .extension::<Router<P::AgentNotification>>();
        // Updates for sessions without a handle are held until it registers.
        let _held = router.creating();
        let response = agent.connection().request(&request).await?;
        let session = self.registered(agent, P::opened_session(&response).clone());
        session.inbox.fold(|state| P::opened(state, &response));
        Ok(session)
    }

    /// Opens a handle on the session `id` that another request creates or
    /// reopens (`session/load`, `session/resume`, ...): the handle exists
    /// before `call` is sent, so every update `call` causes reaches it (a
    /// `session/load` replay, for instance); `opened` then folds the answer into
    /// the session's state.
    pub async fn open_with<T, C>(
        &self,
        agent: &P::AgentPeer,
        id: P::SessionId,
        call: C,
        opened: impl FnOnce(&mut P::State, &T),
    ) -> CallResult<(Session<P>, T)>
    where
        C: Future<Output = CallResult<T>>,
    {
        let session = self.registered(agent, id);
        let answer = call.await?;
        session.inbox.fold(|state| opened(state, &answer));
        Ok((session, answer))
    }

    fn registered(&self, agent: &P::AgentPeer, id: P::SessionId) -> Session<P> {
        let inbox = Arc::new(Inbox::<P> {
            queue: Mutex::default(),
            arrived: Notify::new(),
            state: RwLock::default(),
            keep: self.keep,
            capacity: self.buffer,
            dropped: AtomicU64::new(0),
        });
        let router = agent
            .connection()
            .extension::<Router<P::AgentNotification>>();
        let route = router.register(id.to_string(), inbox.clone());
        Session {
            agent: agent.clone(),
            id,
            inbox,
            prompts: 0,
            idles: 0,
            turn_state: None,
            cancelling: None,
            _route: route,
        }
    }
}

impl<P: Tracked> Session<P> {
    /// Opens a new session (`session/new`), with the default [`Opener`].
    pub async fn new(agent: &P::AgentPeer, request: P::NewSessionRequest) -> CallResult<Self> {
        Opener::default().create(agent, request).await
    }

    /// The session's id.
    pub fn id(&self) -> &P::SessionId {
        &self.id
    }

    /// The agent the session lives in.
    pub fn agent(&self) -> &P::AgentPeer {
        &self.agent
    }

    /// The session's state as of the updates and responses received so far,
    /// read where the session keeps it: nothing is copied, so reading it after
    /// every update costs the same however long the session has run. Drop it
    /// before the next `.await` ([`StateRef`] says why); clone it to keep a
    /// copy.
    ///
    /// The state is folded as updates arrive, so it may be ahead of the
    /// updates read so far. To redraw only what an update changed, ask the
    /// module's `SessionState::changed_by(&update)` which parts that are (a
    /// message, a tool call, the config options, ...) and read those.
    pub fn state(&self) -> StateRef<'_, P> {
        StateRef {
            guard: self.inbox.state.read().expect("session state"),
        }
    }

    /// Changes the session's state (for conveniences that know what an answer
    /// of the agent means for it).
    pub(crate) fn update_state(&self, change: impl FnOnce(&mut P::State)) {
        self.inbox.fold(change);
    }

    /// The turn state the last update read reported ([`TurnModel::Reported`]
    /// modules): running, requiring action, or idle with how the turn ended.
    /// `None` until an update reported one.
    pub fn turn_state(&self) -> Option<&TurnState<P::TurnEnd>> {
        self.turn_state.as_ref()
    }

    /// How many updates were dropped because the buffer was full.
    pub fn dropped_updates(&self) -> u64 {
        self.inbox.dropped.load(Ordering::Relaxed)
    }

    /// The next update of the session; `None` once the connection has closed
    /// and every update received was read.
    pub async fn next_update(&mut self) -> Option<P::SessionNotification> {
        let inbox = self.inbox.clone();
        loop {
            let arrived = inbox.arrived.notified();
            if let Some(note) = self.pop() {
                return Some(note);
            }
            let connection = self.agent.connection();
            if connection.is_closed() {
                return self.pop();
            }
            tokio::select! {
                () = arrived => {}
                () = connection.closed() => {}
            }
        }
    }

    /// The next update already received, without waiting.
    pub fn try_next_update(&mut self) -> Option<P::SessionNotification> {
        self.pop()
    }

    /// The session's updates as a stream (see [`Session::next_update`]).
    pub fn updates(&mut self) -> impl futures_util::Stream<Item = P::SessionNotification> + '_ {
        futures_util::stream::unfold(self, |session| async move {
            let note = session.next_update().await?;
            Some((note, session))
        })
    }

    /// Takes the next update, keeping count of the reported turns' ends.
    fn pop(&mut self) -> Option<P::SessionNotification> {
        let note = self.inbox.pop()?;
        let (_, update) = P::notification_parts(&note);
        if let Some(state) = P::turn_state(update) {
            if matches!(state, TurnState::Idle(_)) && self.idles < self.prompts {
                self.idles += 1;
            }
            self.turn_state = Some(match state {
                TurnState::Running => TurnState::Running,
                TurnState::RequiresAction => TurnState::RequiresAction,
                TurnState::Idle(end) => TurnState::Idle(end.clone()),
            });
        }
        Some(note)
    }

    /// Starts a turn with `prompt` (`session/prompt`). Read its updates with
    /// [`Turn::next`] and its end with [`Turn::finish`].
    pub fn prompt(&mut self, prompt: Vec<P::ContentBlock>) -> Turn<'_, P> {
        let request = P::prompt_request(self.id.clone(), prompt);
        self.prompt_request(request)
    }

    /// Starts a turn with a prompt request built by the caller (for `_meta`, for
    /// instance); its session is set to this session.
    pub fn prompt_request(&mut self, mut request: P::PromptRequest) -> Turn<'_, P> {
        *P::prompt_session(&mut request) = self.id.clone();
        let connection = self.agent.connection().clone();
        let cancelling = self.cancelling.take();
        let session = self.id.to_string();
        let answer = tokio::spawn(async move {
            if let Some(cancelling) = cancelling {
                let _ = cancelling.await;
            }
            super::routing::prompting(&connection, &session);
            connection.request(&request).await
        });
        self.prompts += 1;
        let turn = self.prompts;
        Turn {
            session: self,
            turn,
            answer: Some(answer),
            accepted: None,
            ended: None,
        }
    }

    /// Cancels the session's running turn, in the order the spec asks: sends
    /// `session/cancel`, then answers every question of the session the client
    /// has not answered yet (`session/request_permission`) with the `cancelled`
    /// outcome, on the client handler's behalf (what the handler was doing for
    /// it, such as asking a person, is dropped). A question the agent asks after
    /// this, until the session is prompted again, is answered `cancelled` too.
    pub async fn cancel(&self) -> CallResult<()> {
        let cancel = P::cancel_notification(self.id.clone());
        let method = <P::CancelNotification as Notification>::METHOD;
        let session = self.id.to_string();
        super::routing::cancel_turn(self.agent.connection(), method, &cancel, &session).await
    }
}

/// One turn of a [`Session`]: the prompt's updates, then its end (see
/// [`TurnModel`]).
///
/// Dropping a turn before it ended cancels it as [`Turn::cancel`] does
/// (`session/cancel`, then its open questions answered `cancelled`), and the
/// rest of its updates are read from the session, like updates between turns.
pub struct Turn<'s, P: Tracked> {
    session: &'s mut Session<P>,
    /// Which of the session's prompts this is (1 for the first).
    turn: u64,
    /// The prompt request, until its answer arrived.
    answer: Option<JoinHandle<CallResult<P::PromptResponse>>>,
    /// The answer, once it arrived.
    accepted: Option<P::PromptResponse>,
    ended: Option<CallResult<P::TurnEnd>>,
}

impl<P: Tracked> std::fmt::Debug for Turn<'_, P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Turn")
            .field("session", &self.session.id)
            .field("ended", &self.ended.is_some())
            .finish()
    }
}

impl<'s, P: Tracked> Turn<'s, P> {
    /// The session the turn runs in.
    pub fn session(&self) -> &Session<P> {
        self.session
    }

    /// The prompt's answer, once it arrived (always, once [`Turn::next`]
    /// returned `None`): in v1 the turn's end, in v2 the acceptance (the id of
    /// the user message it inserted).
    pub fn answer(&self) -> Option<&P::PromptResponse> {
        self.accepted.as_ref()
    }

    /// The turn's next update; `None` once the turn has ended and every update
    /// sent before its end was read.
    pub async fn next(&mut self) -> Option<P::SessionNotification> {
        loop {
            if self.ended.is_some() {
                // An answered turn's updates are those that came before its
                // answer: what is queued now. A reported turn ended with the
                // update that reported its end; its acceptance, which may come
                // after it, is waited for.
                return match P::TURNS {
                    TurnModel::Answered => self.session.pop(),
                    _ => {
                        if let Some(answer) = self.answer.take() {
                            if let Ok(Ok(accepted)) = answer.await {
                                self.accepted = Some(accepted);
                            }
                        }
                        None
                    }
                };
            }
            let inbox = self.session.inbox.clone();
            let arrived = inbox.arrived.notified();
            if let Some(note) = self.session.pop() {
                if P::TURNS == TurnModel::Reported {
                    self.end_if_idle(&note);
                }
                return Some(note);
            }
            match self.answer.as_mut() {
                Some(answer) => {
                    tokio::select! {
                        () = arrived => {}
                        // The connection delivers every update sent before a
                        // response before the response itself.
                        joined = answer => self.answered(joined),
                    }
                }
                // A reported turn whose prompt was accepted: it ends with an
                // update, or with the connection.
                None => {
                    let connection = self.session.agent.connection().clone();
                    if connection.is_closed() {
                        self.ended = Some(Err(CallError::Closed(connection.closed_reason())));
                        continue;
                    }
                    tokio::select! {
                        () = arrived => {}
                        () = connection.closed() => {}
                    }
                }
            }
        }
    }

    /// The prompt's answer arrived: it ends an answered turn, and a reported
    /// turn when it is an error (the prompt was not accepted).
    fn answered(&mut self, joined: Result<CallResult<P::PromptResponse>, tokio::task::JoinError>) {
        self.answer = None;
        let answer = joined.unwrap_or_else(|e| {
            Err(CallError::Closed(Closed {
                stderr_tail: Some(format!("the prompt's task failed: {e}")),
                ..Closed::default()
            }))
        });
        match (P::TURNS, answer) {
            (_, Err(error)) => {
                if P::TURNS == TurnModel::Reported {
                    // Not accepted: no `idle` will come for it.
                    self.session.prompts -= 1;
                }
                self.ended = Some(Err(error));
            }
            (TurnModel::Answered, Ok(response)) => {
                let end = P::answered_end(&response).ok_or_else(|| CallError::Decode {
                    method: <P::PromptRequest as crate::jsonrpc::method::Request>::METHOD
                        .to_owned(),
                    path: ".".to_owned(),
                    message: "the answer carries no end of the turn".to_owned(),
                });
                self.accepted = Some(response);
                self.ended = Some(end);
            }
            (_, Ok(response)) => self.accepted = Some(response),
        }
    }

    /// A reported turn ends with the `idle` that accounts for its prompt.
    fn end_if_idle(&mut self, note: &P::SessionNotification) {
        let (_, update) = P::notification_parts(note);
        if let Some(TurnState::Idle(end)) = P::turn_state(update) {
            if self.session.idles >= self.turn {
                self.ended = Some(Ok(end.clone()));
            }
        }
    }

    /// The turn's updates as a stream (see [`Turn::next`]).
    pub fn updates(
        &mut self,
    ) -> impl futures_util::Stream<Item = P::SessionNotification> + use<'_, 's, P> {
        futures_util::stream::unfold(self, |turn| async move {
            let note = turn.next().await?;
            Some((note, turn))
        })
    }

    /// Asks the agent to stop the turn (`session/cancel`), then answers the
    /// turn's open questions `cancelled` ([`Session::cancel`]). The turn goes on
    /// until the agent ends it, with the `cancelled` stop reason; read it to
    /// the end as usual.
    pub async fn cancel(&self) -> CallResult<()> {
        self.session.cancel().await
    }

    /// Waits for the turn's end, skipping the updates not read yet (they are
    /// still folded into [`Session::state`]).
    pub async fn finish(mut self) -> CallResult<P::TurnEnd> {
        while self.next().await.is_some() {}
        // Cloned, not taken: the turn stays ended for `Drop`, which cancels
        // only a turn that has not.
        self.ended
            .clone()
            .expect("a turn's updates end only with its end")
    }
}

impl<P: Tracked> Drop for Turn<'_, P> {
    fn drop(&mut self) {
        if self.ended.is_some() {
            return;
        }
        let connection = self.session.agent.connection().clone();
        let cancel = P::cancel_notification(self.session.id.clone());
        let session = self.session.id.to_string();
        let method = <P::CancelNotification as Notification>::METHOD;
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let sending = runtime.spawn(async move {
                super::routing::cancel_turn(&connection, method, &cancel, &session).await
            });
            self.session.cancelling = Some(sending);
        }
    }
}
