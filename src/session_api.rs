// The typed session API, written once against the names of a protocol module's
// generated types and included into each module that has sessions (see
// `src/lib.rs`). The machinery it stands on is `crate::session`.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::value::RawValue;
use tokio::sync::Notify;

/// How many updates a [`Session`] holds until they are read (by default).
pub const SESSION_BUFFER: usize = 1 << 16;

/// What a client knows about a session: the state its updates and its
/// responses carry, folded as they arrive, read or not.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct SessionState {
    /// The session's modes and the current one (`modes` of the response that
    /// opened it, `current_mode_update`, [`Session::set_mode`]).
    pub modes: Option<SessionModeState>,
    /// The session's config options (`configOptions` of the response that
    /// opened it, `config_option_update`, [`Session::set_config_option`]).
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// The commands the agent offers (`available_commands_update`).
    pub available_commands: Option<Vec<AvailableCommand>>,
    /// The session's title (`session_info_update`).
    pub title: Option<String>,
    /// When the session was last updated, as the agent said
    /// (`session_info_update`).
    pub updated_at: Option<String>,
    /// The context window's usage and the session's cost (`usage_update`).
    pub usage: Option<UsageUpdate>,
}

impl SessionState {
    fn opened(
        modes: Option<SessionModeState>,
        config_options: Option<Vec<SessionConfigOption>>,
    ) -> Self {
        SessionState {
            modes,
            config_options,
            ..SessionState::default()
        }
    }

    /// Folds one update in.
    pub fn apply(&mut self, update: &SessionUpdate) {
        match update {
            SessionUpdate::CurrentModeUpdate(u) => {
                if let Some(modes) = &mut self.modes {
                    modes.current_mode_id = u.current_mode_id.clone();
                }
            }
            SessionUpdate::ConfigOptionUpdate(u) => {
                self.config_options = Some(u.config_options.clone());
            }
            SessionUpdate::AvailableCommandsUpdate(u) => {
                self.available_commands = Some(u.available_commands.clone());
            }
            SessionUpdate::SessionInfoUpdate(u) => {
                // Absent leaves a field as it is; `null` clears it.
                if let Some(title) = &u.title {
                    self.title = title.clone();
                }
                if let Some(at) = &u.updated_at {
                    self.updated_at = at.clone();
                }
            }
            SessionUpdate::UsageUpdate(u) => self.usage = Some(u.clone()),
            _ => {}
        }
    }
}

/// The updates of one session, as the connection delivers them.
struct Inbox {
    queue: Mutex<VecDeque<SessionNotification>>,
    arrived: Notify,
    state: Mutex<SessionState>,
    capacity: usize,
    dropped: AtomicU64,
}

impl crate::session::Route for Inbox {
    fn deliver(&self, params: Box<RawValue>) {
        let note = match serde_json::from_str::<SessionNotification>(params.get()) {
            Ok(note) => note,
            Err(e) => {
                return tracing::warn!(error = %e, "ignored a session update that does not decode")
            }
        };
        self.state.lock().expect("session state").apply(&note.update);
        let mut queue = self.queue.lock().expect("session updates");
        let capacity = self.capacity;
        if queue.len() >= capacity {
            if self.dropped.fetch_add(1, Ordering::Relaxed) == 0 {
                tracing::warn!(
                    session = %note.session_id,
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

impl Inbox {
    fn pop(&self) -> Option<SessionNotification> {
        self.queue.lock().expect("session updates").pop_front()
    }
}

/// A session this client opened, with every update the agent sends for it.
///
/// Open one with [`Session::new`] (`session/new`), [`Session::load`]
/// (`session/load`, whose replayed history arrives as updates) or
/// [`Session::resume`] (`session/resume`). From then on:
///
/// - **No update is lost.** Updates that arrive before the handle exists (before
///   the `session/new` response, during a `session/load` replay) are kept and
///   delivered first, in order; updates between turns are read with
///   [`Session::next_update`] (or [`Session::updates`]); a turn's updates with
///   [`Turn::next`]. Up to [`SESSION_BUFFER`] unread updates are held (see
///   [`Opener::buffer`]); past that the newest are dropped, counted by
///   [`Session::dropped_updates`] and logged, so a handle nobody reads cannot
///   grow memory without limit or stall the connection.
/// - **The state is folded for you**: [`Session::state`] holds the modes, config
///   options, commands, title and usage as the updates and responses so far say.
/// - **The client's handler** keeps serving the agent's requests for the
///   session (`session/request_permission`, `fs/*`, `terminal/*`, ...); they name
///   the session in their `session_id` param. Its `session_update` method is
///   *not* called for a session that has a handle: the handle owns those updates.
///   It still sees the updates of sessions opened without one.
///
/// Dropping the handle stops the routing; later updates for the session go to
/// the client's `session_update` again.
pub struct Session {
    agent: AgentPeer,
    id: SessionId,
    inbox: Arc<Inbox>,
    _route: crate::session::Registration,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").field("id", &self.id).finish()
    }
}

/// How to open a [`Session`] ([`Opener::create`], [`Opener::load`],
/// [`Opener::resume`]) with settings other than the defaults.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Opener {
    /// How many unread updates the session holds; past it the newest are
    /// dropped and counted ([`Session::dropped_updates`]). Default:
    /// [`SESSION_BUFFER`]. A `session/load` replay is held whole until
    /// [`Opener::load`] returns, so raise it for very long histories.
    pub buffer: usize,
}

impl Default for Opener {
    fn default() -> Self {
        Opener {
            buffer: SESSION_BUFFER,
        }
    }
}

impl Opener {
    /// Sets [`Opener::buffer`].
    pub fn buffer(mut self, updates: usize) -> Self {
        self.buffer = updates.max(1);
        self
    }

    /// Opens a new session (`session/new`).
    pub async fn create(&self, agent: &AgentPeer, request: NewSessionRequest) -> crate::CallResult<Session> {
        let router = crate::session::Router::of(agent.connection());
        let _held = router.creating();
        let response = agent.new_session(request).await?;
        let state = SessionState::opened(response.modes, response.config_options);
        Ok(self.registered(agent, response.session_id, state))
    }

    /// Loads a session the agent has stored (`session/load`). The agent replays
    /// the conversation as updates: they are the first [`Session::next_update`]s.
    pub async fn load(
        &self,
        agent: &AgentPeer,
        request: LoadSessionRequest,
    ) -> crate::CallResult<Session> {
        let session = self.registered(agent, request.session_id.clone(), SessionState::default());
        let response = agent.load_session(request).await?;
        session.opened(response.modes, response.config_options);
        Ok(session)
    }

    /// Resumes a session the agent has stored, without a replay
    /// (`session/resume`).
    pub async fn resume(
        &self,
        agent: &AgentPeer,
        request: ResumeSessionRequest,
    ) -> crate::CallResult<Session> {
        let session = self.registered(agent, request.session_id.clone(), SessionState::default());
        let response = agent.resume_session(request).await?;
        session.opened(response.modes, response.config_options);
        Ok(session)
    }

    fn registered(&self, agent: &AgentPeer, id: SessionId, state: SessionState) -> Session {
        let inbox = Arc::new(Inbox {
            queue: Mutex::default(),
            arrived: Notify::new(),
            state: Mutex::new(state),
            capacity: self.buffer,
            dropped: AtomicU64::new(0),
        });
        let router = crate::session::Router::of(agent.connection());
        let route = router.register(id.to_string(), inbox.clone());
        Session {
            agent: agent.clone(),
            id,
            inbox,
            _route: route,
        }
    }
}

impl Session {
    /// Opens a new session (`session/new`), with the default [`Opener`].
    pub async fn new(agent: &AgentPeer, request: NewSessionRequest) -> crate::CallResult<Session> {
        Opener::default().create(agent, request).await
    }

    /// Loads a stored session (`session/load`), with the default [`Opener`]; see
    /// [`Opener::load`].
    pub async fn load(
        agent: &AgentPeer,
        request: LoadSessionRequest,
    ) -> crate::CallResult<Session> {
        Opener::default().load(agent, request).await
    }

    /// Resumes a stored session (`session/resume`), with the default [`Opener`].
    pub async fn resume(
        agent: &AgentPeer,
        request: ResumeSessionRequest,
    ) -> crate::CallResult<Session> {
        Opener::default().resume(agent, request).await
    }

    /// Sets the state the opening response carries, keeping what updates that
    /// arrived before it said.
    fn opened(
        &self,
        modes: Option<SessionModeState>,
        config_options: Option<Vec<SessionConfigOption>>,
    ) {
        let mut state = self.inbox.state.lock().expect("session state");
        if modes.is_some() {
            state.modes = modes;
        }
        if config_options.is_some() {
            state.config_options = config_options;
        }
    }

    /// The session's id.
    pub fn id(&self) -> &SessionId {
        &self.id
    }

    /// The agent the session lives in.
    pub fn agent(&self) -> &AgentPeer {
        &self.agent
    }

    /// The session's state as of the updates and responses received so far.
    pub fn state(&self) -> SessionState {
        self.inbox.state.lock().expect("session state").clone()
    }

    /// How many updates were dropped because the buffer was full.
    pub fn dropped_updates(&self) -> u64 {
        self.inbox.dropped.load(Ordering::Relaxed)
    }

    /// The next update of the session; `None` once the connection has closed
    /// and every update received was read.
    pub async fn next_update(&mut self) -> Option<SessionNotification> {
        loop {
            let arrived = self.inbox.arrived.notified();
            if let Some(note) = self.inbox.pop() {
                return Some(note);
            }
            let connection = self.agent.connection();
            if connection.is_closed() {
                return self.inbox.pop();
            }
            tokio::select! {
                () = arrived => {}
                () = connection.closed() => {}
            }
        }
    }

    /// The next update already received, without waiting.
    pub fn try_next_update(&mut self) -> Option<SessionNotification> {
        self.inbox.pop()
    }

    /// The session's updates as a stream (see [`Session::next_update`]).
    pub fn updates(&mut self) -> impl futures_util::Stream<Item = SessionNotification> + '_ {
        futures_util::stream::unfold(self, |session| async move {
            let note = session.next_update().await?;
            Some((note, session))
        })
    }

    /// Starts a turn with `prompt` (`session/prompt`). Read its updates with
    /// [`Turn::next`] and its end with [`Turn::finish`].
    pub fn prompt(&mut self, prompt: Vec<ContentBlock>) -> Turn<'_> {
        let request = PromptRequest::new(self.id.clone(), prompt);
        self.prompt_request(request)
    }

    /// Starts a turn with a prompt request built by the caller (for `_meta`, for
    /// instance); its `session_id` is set to this session's.
    pub fn prompt_request(&mut self, mut request: PromptRequest) -> Turn<'_> {
        request.session_id = self.id.clone();
        let agent = self.agent.clone();
        let response = tokio::spawn(async move { agent.prompt(request).await });
        Turn {
            session: self,
            response: Some(response),
            ended: None,
        }
    }

    /// Sends `session/cancel` for the session's running turn.
    pub async fn cancel(&self) -> crate::CallResult<()> {
        self.agent
            .cancel(CancelNotification::new(self.id.clone()))
            .await
    }

    /// Changes the session's mode (`session/set_mode`); the state follows when
    /// the agent accepts.
    pub async fn set_mode(
        &self,
        mode: impl Into<SessionModeId>,
    ) -> crate::CallResult<SetSessionModeResponse> {
        let mode = mode.into();
        let response = self
            .agent
            .set_session_mode(SetSessionModeRequest::new(self.id.clone(), mode.clone()))
            .await?;
        let mut state = self.inbox.state.lock().expect("session state");
        if let Some(modes) = &mut state.modes {
            modes.current_mode_id = mode;
        }
        Ok(response)
    }

    /// Changes a config option (`session/set_config_option`); the state takes
    /// the full option set the agent answers with. The request's `session_id` is
    /// set to this session's.
    pub async fn set_config_option(
        &self,
        mut request: SetSessionConfigOptionRequest,
    ) -> crate::CallResult<SetSessionConfigOptionResponse> {
        request.session_id = self.id.clone();
        let response = self.agent.set_session_config_option(request).await?;
        self.inbox.state.lock().expect("session state").config_options =
            Some(response.config_options.clone());
        Ok(response)
    }
}

/// One turn of a [`Session`]: the prompt's updates, then its response.
///
/// Dropping a turn before its response arrived cancels it: `session/cancel` is
/// sent, and the rest of its updates are read from the session, like updates
/// between turns.
pub struct Turn<'s> {
    session: &'s mut Session,
    response: Option<tokio::task::JoinHandle<crate::CallResult<PromptResponse>>>,
    ended: Option<crate::CallResult<PromptResponse>>,
}

impl std::fmt::Debug for Turn<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Turn")
            .field("session", &self.session.id)
            .field("ended", &self.ended.is_some())
            .finish()
    }
}

impl<'s> Turn<'s> {
    /// The session the turn runs in.
    pub fn session(&self) -> &Session {
        self.session
    }

    /// The turn's next update; `None` once the response has arrived and every
    /// update sent before it was read.
    pub async fn next(&mut self) -> Option<SessionNotification> {
        loop {
            let arrived = self.session.inbox.arrived.notified();
            if let Some(note) = self.session.inbox.pop() {
                return Some(note);
            }
            let response = self.response.as_mut()?;
            tokio::select! {
                () = arrived => {}
                // The connection delivers every update sent before a response
                // before the response itself: whatever is queued now is the turn's.
                joined = response => {
                    self.response = None;
                    self.ended = Some(joined.unwrap_or_else(|e| {
                        Err(crate::CallError::Closed(crate::Closed {
                            stderr_tail: Some(format!("the prompt's task failed: {e}")),
                            ..crate::Closed::default()
                        }))
                    }));
                }
            }
        }
    }

    /// The turn's updates as a stream (see [`Turn::next`]).
    pub fn updates(
        &mut self,
    ) -> impl futures_util::Stream<Item = SessionNotification> + use<'_, 's> {
        futures_util::stream::unfold(self, |turn| async move {
            let note = turn.next().await?;
            Some((note, turn))
        })
    }

    /// Asks the agent to stop the turn (`session/cancel`). The turn goes on
    /// until the agent answers, with the `cancelled` stop reason; read it to the
    /// end as usual.
    pub async fn cancel(&self) -> crate::CallResult<()> {
        self.session.cancel().await
    }

    /// Waits for the turn's response, skipping the updates not read yet (they
    /// are still folded into [`Session::state`]).
    pub async fn finish(mut self) -> crate::CallResult<PromptResponse> {
        while self.next().await.is_some() {}
        self.ended
            .take()
            .expect("a turn's updates end only with its response")
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        if self.response.is_none() {
            return;
        }
        let agent = self.session.agent.clone();
        let cancel = CancelNotification::new(self.session.id.clone());
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move { agent.cancel(cancel).await });
        }
    }
}

/// One session as the agent serves it: sends its updates, and tells whether its
/// turn was cancelled. Get one with [`ClientPeer::session`].
///
/// In a `prompt` handler, the `ClientPeer` it was given carries the turn's
/// cancellation: when the client sends `session/cancel` for the session,
/// [`AgentSession::cancelled`] completes, calls made to the client through that
/// peer end with [`CallError::Cancelled`](crate::CallError::Cancelled) (the
/// client is sent `$/cancel_request` for them), and if the handler then fails,
/// by `?` or otherwise, the SDK answers the prompt with the `cancelled` stop
/// reason, as the spec requires. [`AgentSession::run`] makes that the easy path.
/// The same happens when the connection ends (the client closed stdin or went
/// away): every running handler is cancelled, and has
/// [`Config::drain_timeout`](crate::Config::drain_timeout) to end before it is
/// dropped.
#[derive(Debug, Clone)]
pub struct AgentSession {
    client: ClientPeer,
    id: SessionId,
}

impl ClientPeer {
    /// The session `id`, for sending its updates and watching its turn's
    /// cancellation ([`AgentSession`]).
    pub fn session(&self, id: impl Into<SessionId>) -> AgentSession {
        AgentSession {
            client: self.clone(),
            id: id.into(),
        }
    }
}

impl AgentSession {
    /// The session's id.
    pub fn id(&self) -> &SessionId {
        &self.id
    }

    /// The client.
    pub fn client(&self) -> &ClientPeer {
        &self.client
    }

    /// Sends one update of the session (`session/update`).
    pub async fn send(&self, update: SessionUpdate) -> crate::CallResult<()> {
        self.client
            .session_update(SessionNotification::new(self.id.clone(), update))
            .await
    }

    /// Sends a piece of the agent's message as text (`agent_message_chunk`).
    pub async fn say(&self, text: impl Into<String>) -> crate::CallResult<()> {
        let chunk = ContentChunk::new(ContentBlock::from(TextContent::new(text)));
        self.send(SessionUpdate::AgentMessageChunk(chunk)).await
    }

    /// Whether the turn this handler serves was cancelled. Always false outside
    /// a request handler.
    pub fn is_cancelled(&self) -> bool {
        self.cancellation()
            .is_some_and(crate::connection::Cancellation::is_cancelled)
    }

    /// Completes when the turn this handler serves is cancelled; never outside a
    /// request handler.
    pub async fn cancelled(&self) {
        match self.cancellation() {
            Some(cancellation) => cancellation.cancelled().await,
            None => std::future::pending().await,
        }
    }

    /// Runs a turn until it ends or is cancelled; when cancelled, the turn is
    /// dropped and the answer is the `cancelled` stop reason.
    pub async fn run(
        &self,
        turn: impl std::future::Future<Output = crate::Result<PromptResponse>>,
    ) -> crate::Result<PromptResponse> {
        tokio::select! {
            biased;
            () = self.cancelled() => Ok(PromptResponse::new(StopReason::Cancelled)),
            answer = turn => answer,
        }
    }

    fn cancellation(&self) -> Option<&crate::connection::Cancellation> {
        self.client.connection().cancellation()
    }
}
