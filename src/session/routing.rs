//! The machinery under the session API, driven by the request pipeline
//! ([`crate::pipeline`]): which turns are running (for `session/cancel` to
//! reach them), which questions of the agent are open (for the client's
//! cancel to answer them), and where each session's updates go (to its handle,
//! or to the client's own handler).
//!
//! What a message is to this machinery, its [`Part`], is said by the
//! protocol module's dispatch unions ([`Routed`], generated): which request is
//! a prompt, which a question, which notification cancels a turn and which
//! carries an update, and the session each names. Nothing here knows a method
//! name.
//!
//! The spec's rules, and who keeps them here:
//!
//! - **A cancelled turn ends `cancelled`.** After `session/cancel` the agent
//!   MUST end the session's running turn with the `cancelled` stop reason. The
//!   pipeline fires the running turn's [`Cancellation`] when a [`Part::Cancel`]
//!   names its session ([`on_notification`]). In v1 the turn is the
//!   `session/prompt` request ([`Part::Turn`]), registered as it arrives
//!   ([`hold`]); if its handler then fails, for example by propagating a
//!   cancelled call with `?`, its answer is replaced by the typed `cancelled`
//!   answer ([`Held::answer`]). In v2 a turn runs after the prompt was answered
//!   and is registered when the agent starts it ([`Turns::begin`]).
//! - **Every update reaches its session.** On the client side, a session handle
//!   registers a route for its session id ([`Router::register`]); the pipeline
//!   hands each update to the route of its session ([`on_notification`])
//!   instead of to the client's own handler. Updates that arrive for a session
//!   before its handle exists (before the `session/new` response, during a
//!   `session/load` replay) are held while a call that creates a handle is in
//!   flight ([`Router::creating`]) and given to the handle when it registers,
//!   in order.
//! - **A cancelled turn's questions are answered `cancelled`, after the
//!   cancel.** A client that cancels a turn MUST answer every pending
//!   `session/request_permission` of it with the `cancelled` outcome, and an
//!   agent reading in order must see `session/cancel` first (or it may take the
//!   answer as the user's and end the turn `end_turn`). The pipeline registers
//!   each question of a session as it arrives ([`hold`]); [`cancel_turn`]
//!   (what `Session::cancel`, `Turn::cancel`, a dropped turn and the generated
//!   `AgentPeer::cancel` come down to) sends `session/cancel` and only then
//!   answers the session's open questions `cancelled` on the client handler's
//!   behalf, dropping what the handler was doing (asking a person, say). A
//!   question that arrives after the cancel, before the session is prompted
//!   again, is answered `cancelled` at once ([`prompting`] ends that).

use std::collections::{HashMap, HashSet, VecDeque};
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use serde::Serialize;
use tokio::sync::oneshot::{self, error::TryRecvError};

use crate::connection::{Cancellation, Signal};
use crate::peer::Union;
use crate::{CallResult, Connection, Result};

/// What a message is to a session's turn: the part the session machinery
/// plays it in, with the session it names. Each protocol module's request and
/// notification unions say it of their messages ([`Routed::part`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Part<'m> {
    /// A prompt whose request is its session's turn (v1's `session/prompt`):
    /// the session's cancel cancels the agent's handling of it, which is then
    /// answered `cancelled`.
    Turn(&'m str),
    /// A prompt that starts a turn reported apart from its answer (v2's
    /// `session/prompt`).
    Prompt(&'m str),
    /// The agent's question to the client's user during a turn
    /// (`session/request_permission`): the client's cancel of the turn
    /// answers it `cancelled`.
    Question(&'m str),
    /// The cancel of the session's turn (`session/cancel`).
    Cancel(&'m str),
    /// One update of the session (`session/update`).
    Update(&'m str),
    /// None of these.
    None,
}

impl Part<'_> {
    /// The session the message names, where its part has one.
    pub fn session(&self) -> Option<&str> {
        match *self {
            Part::Turn(session)
            | Part::Prompt(session)
            | Part::Question(session)
            | Part::Cancel(session)
            | Part::Update(session) => Some(session),
            Part::None => None,
        }
    }
}

/// A request or notification union of a protocol module, as the session
/// machinery reads it: generated for each module's `ClientRequest`,
/// `ClientNotification`, `AgentRequest` and `AgentNotification`.
pub trait Routed: Union {
    /// What the message is to its session's turn.
    fn part(&self) -> Part<'_>;
}

/// How many updates, across sessions, are held for handles that do not exist
/// yet. Past it, updates for unknown sessions are dropped (and logged).
pub(crate) const HELD_UPDATES: usize = 1 << 17;

/// What the pipeline holds for a request while its handler runs: nothing, the
/// session's running turn, or an open question, each with the answer that
/// ends it `cancelled`.
pub(crate) enum Held<A> {
    Nothing,
    Turn(RunningTurn, A),
    Question(OpenQuestion, A),
}

/// Called by the pipeline as a request arrives (in the reader, in arrival
/// order): a prompt whose request is its turn is registered as its session's
/// running turn, under the request's cancellation, and a question of the
/// agent's is open for its session's cancel to answer, each until the
/// returned value is dropped. `cancelled` is the answer that ends the request
/// `cancelled`; without one nothing is held.
pub(crate) fn hold<A>(peer: &Connection, part: Part<'_>, cancelled: Option<A>) -> Held<A> {
    let Some(cancelled) = cancelled else {
        return Held::Nothing;
    };
    match part {
        Part::Turn(session) => {
            let Some(cancellation) = peer.cancellation() else {
                return Held::Nothing;
            };
            let running = peer
                .extension::<Turns>()
                .register(session.to_owned(), cancellation.clone());
            Held::Turn(running, cancelled)
        }
        Part::Question(session) => {
            let questions = peer.extension::<Questions>();
            let signal = questions.open(session);
            let open = OpenQuestion {
                questions,
                session: session.to_owned(),
                signal,
            };
            Held::Question(open, cancelled)
        }
        _ => Held::Nothing,
    }
}

impl<A> Held<A> {
    /// The handler's answer (`work`), except that a turn cancelled while its
    /// handler failed is answered `cancelled`, as the spec requires, and that
    /// a question whose turn is cancelled first is answered `cancelled` at
    /// once, dropping `work`.
    pub(crate) async fn answer(self, work: impl Future<Output = Result<A>>) -> Result<A> {
        match self {
            Held::Nothing => work.await,
            Held::Turn(running, cancelled) => match work.await {
                Err(error) if running.cancellation.is_cancelled() => {
                    tracing::debug!(%error, session = %running.session, "a cancelled turn failed; answered as cancelled");
                    Ok(cancelled)
                }
                outcome => outcome,
            },
            Held::Question(open, cancelled) => {
                tokio::select! {
                    biased;
                    () = open.signal.wait() => {
                        tracing::debug!(session = %open.session, "a question of a cancelled turn answered `cancelled`");
                        Ok(cancelled)
                    }
                    answer = work => answer,
                }
            }
        }
    }
}

/// Called by the pipeline for every notification, in arrival order, before
/// the handler's own: a cancel fires the cancellation of its session's
/// running turns; an update of a session with a handle goes to the handle
/// (and `None` is returned). Anything else comes back for the handler.
pub(crate) fn on_notification<N: Routed>(peer: &Connection, note: N) -> Option<N> {
    match note.part() {
        Part::Cancel(session) => {
            peer.extension::<Turns>().cancel(session);
            Some(note)
        }
        Part::Update(session) => {
            let router = peer.extension::<Router<N>>();
            if !router.active.load(Ordering::Acquire) {
                return Some(note);
            }
            let session = session.to_owned();
            router.deliver(session, note)
        }
        _ => Some(note),
    }
}

/// The running turns of one connection, by session.
#[derive(Default)]
pub(crate) struct Turns {
    running: Mutex<HashMap<String, Vec<Cancellation>>>,
    /// The end of each session's latest reported turn (v2), which the
    /// session's next turn waits for: see [`Turns::queue`].
    reported: Mutex<HashMap<String, oneshot::Receiver<()>>>,
}

impl Turns {
    /// Starts a turn of `session` that no request carries (v2): it runs under
    /// a cancellation of its own, fired by `session/cancel`.
    pub(crate) fn begin(self: &Arc<Self>, session: String) -> RunningTurn {
        self.register(session, Cancellation::new())
    }

    /// Queues a reported turn of `session` behind the session's previous one,
    /// so that the client never sees a turn's updates before the `idle` of the
    /// turn before it (which would end the wrong turn). Returns what to wait for
    /// before reporting anything (the previous turn's end, if it may still be
    /// running) and what to drop once this turn reported its end.
    pub(crate) fn queue(
        &self,
        session: &str,
    ) -> (Option<oneshot::Receiver<()>>, oneshot::Sender<()>) {
        let (ended, end) = oneshot::channel();
        let mut reported = self.reported.lock().expect("turns");
        // Forget the ends already reached, of this session and of others.
        reported.retain(|_, end| matches!(end.try_recv(), Err(TryRecvError::Empty)));
        let previous = reported.insert(session.to_owned(), end);
        (previous, ended)
    }

    /// Registers a turn of `session` running under `cancellation`, for as long
    /// as the returned value lives.
    fn register(self: &Arc<Self>, session: String, cancellation: Cancellation) -> RunningTurn {
        self.running
            .lock()
            .expect("turns")
            .entry(session.clone())
            .or_default()
            .push(cancellation.clone());
        RunningTurn {
            turns: self.clone(),
            session,
            cancellation,
        }
    }

    /// Whether `session` has a running turn.
    #[cfg_attr(not(feature = "store"), allow(dead_code))]
    pub(crate) fn is_running(&self, session: &str) -> bool {
        self.running.lock().expect("turns").contains_key(session)
    }

    /// Fires the cancellation of `session`'s running turns.
    pub(crate) fn cancel(&self, session: &str) {
        let running = self.running.lock().expect("turns");
        for cancellation in running.get(session).into_iter().flatten() {
            cancellation.cancel();
        }
    }
}

/// A turn registered as its session's running turn, until dropped.
pub(crate) struct RunningTurn {
    turns: Arc<Turns>,
    session: String,
    cancellation: Cancellation,
}

impl RunningTurn {
    /// What fires when the turn is cancelled.
    pub(crate) fn cancellation(&self) -> &Cancellation {
        &self.cancellation
    }
}

impl Drop for RunningTurn {
    fn drop(&mut self) {
        let mut running = self.turns.running.lock().expect("turns");
        if let Some(list) = running.get_mut(&self.session) {
            list.retain(|c| !c.same_signal(&self.cancellation));
            if list.is_empty() {
                running.remove(&self.session);
            }
        }
    }
}

/// The questions the agent asked this client and that are not answered yet,
/// by session ([`hold`]).
#[derive(Default)]
pub(crate) struct Questions(Mutex<Asked>);

#[derive(Default)]
struct Asked {
    open: HashMap<String, Vec<Arc<Signal>>>,
    /// Sessions whose turn this client cancelled and has not prompted since.
    cancelled: HashSet<String>,
}

impl Questions {
    /// A question of `session` arrived: what answers it `cancelled` (fired
    /// already when the session's turn was cancelled).
    fn open(&self, session: &str) -> Arc<Signal> {
        let signal = Arc::new(Signal::default());
        let mut asked = self.0.lock().expect("questions");
        if asked.cancelled.contains(session) {
            signal.fire();
        }
        asked
            .open
            .entry(session.to_owned())
            .or_default()
            .push(signal.clone());
        signal
    }

    /// The client cancelled `session`'s turn (and sent the cancel): its open
    /// questions, and those it asks until it is prompted again, are answered
    /// `cancelled`.
    fn cancel(&self, session: &str) {
        let mut asked = self.0.lock().expect("questions");
        asked.cancelled.insert(session.to_owned());
        for signal in asked.open.get(session).into_iter().flatten() {
            signal.fire();
        }
    }

    fn close(&self, session: &str, signal: &Arc<Signal>) {
        let mut asked = self.0.lock().expect("questions");
        if let Some(open) = asked.open.get_mut(session) {
            open.retain(|s| !Arc::ptr_eq(s, signal));
            if open.is_empty() {
                asked.open.remove(session);
            }
        }
    }
}

/// Sends `cancel`, the notification `method` that cancels `session`'s turn,
/// and then, in that order, answers the session's open questions `cancelled`
/// (see the module docs). The questions are answered even when the cancel
/// could not be sent (the connection is closing).
pub(crate) async fn cancel_turn(
    connection: &Connection,
    method: &str,
    cancel: &impl Serialize,
    session: &str,
) -> CallResult<()> {
    let sent = connection.notify_raw(method, cancel).await;
    connection.extension::<Questions>().cancel(session);
    sent
}

/// The client is about to prompt `session`: questions from now on are the new
/// turn's, for the user to answer.
pub(crate) fn prompting(connection: &Connection, session: &str) {
    let questions = connection.extension::<Questions>();
    questions
        .0
        .lock()
        .expect("questions")
        .cancelled
        .remove(session);
}

/// A question of the agent's being answered by the client's handler, open for
/// its session's cancel until dropped ([`hold`]).
pub(crate) struct OpenQuestion {
    questions: Arc<Questions>,
    session: String,
    signal: Arc<Signal>,
}

impl Drop for OpenQuestion {
    fn drop(&mut self) {
        self.questions.close(&self.session, &self.signal);
    }
}

/// Where a session's updates go: implemented by the typed session handles.
/// `N` is the notification union the updates arrive in.
pub(crate) trait Route<N>: Send + Sync + 'static {
    /// Takes one update, in arrival order. Called from the connection's
    /// notification task: keep it quick.
    fn deliver(&self, update: N);
}

/// The update routes of one connection, by session, for the notification
/// union `N` (one router per protocol module spoken).
pub(crate) struct Router<N> {
    /// Whether any route exists or any handle is being created: when not,
    /// updates pass straight through at no cost.
    active: AtomicBool,
    inner: Mutex<Routes<N>>,
}

impl<N> Default for Router<N> {
    fn default() -> Self {
        Router {
            active: AtomicBool::new(false),
            inner: Mutex::new(Routes {
                routes: HashMap::new(),
                creating: 0,
                held: HashMap::new(),
                held_count: 0,
            }),
        }
    }
}

struct Routes<N> {
    routes: HashMap<String, Arc<dyn Route<N>>>,
    /// Calls in flight that will make a handle.
    creating: usize,
    /// Updates for sessions without a route, held while `creating > 0`.
    held: HashMap<String, VecDeque<N>>,
    held_count: usize,
}

impl<N> Routes<N> {
    fn refresh(&self, active: &AtomicBool) {
        active.store(
            !self.routes.is_empty() || self.creating > 0,
            Ordering::Release,
        );
    }
}

impl<N: Send + 'static> Router<N> {
    /// `None` when the update went to a route or was held.
    fn deliver(&self, session: String, update: N) -> Option<N> {
        let mut inner = self.inner.lock().expect("routes");
        if let Some(route) = inner.routes.get(&session) {
            route.deliver(update);
            return None;
        }
        if inner.creating == 0 {
            return Some(update);
        }
        if inner.held_count >= HELD_UPDATES {
            tracing::warn!(%session, "dropped an update for a session without a handle: too many held");
            return None;
        }
        inner.held_count += 1;
        inner.held.entry(session).or_default().push_back(update);
        None
    }

    /// Marks a call that will make a session handle as in flight: until the
    /// returned guard is dropped, updates for sessions without a route are held.
    pub(crate) fn creating(self: &Arc<Self>) -> Creating<N> {
        let mut inner = self.inner.lock().expect("routes");
        inner.creating += 1;
        inner.refresh(&self.active);
        Creating(self.clone())
    }

    /// Routes `session`'s updates to `route`, starting with those held for it.
    /// The route stays until the returned registration is dropped.
    pub(crate) fn register(
        self: &Arc<Self>,
        session: String,
        route: Arc<dyn Route<N>>,
    ) -> Registration<N> {
        let mut inner = self.inner.lock().expect("routes");
        if let Some(held) = inner.held.remove(&session) {
            inner.held_count -= held.len();
            for update in held {
                route.deliver(update);
            }
        }
        inner.routes.insert(session.clone(), route.clone());
        inner.refresh(&self.active);
        Registration {
            router: self.clone(),
            session,
            route,
        }
    }
}

/// A call that will make a session handle is in flight ([`Router::creating`]).
pub(crate) struct Creating<N>(Arc<Router<N>>);

impl<N> Drop for Creating<N> {
    fn drop(&mut self) {
        let mut inner = self.0.inner.lock().expect("routes");
        inner.creating -= 1;
        if inner.creating == 0 && inner.held_count > 0 {
            // Held for a session no handle claimed: they belong to no session
            // this client opened through handles.
            tracing::debug!(
                updates = inner.held_count,
                "dropped updates held for sessions no handle claimed"
            );
            inner.held.clear();
            inner.held_count = 0;
        }
        inner.refresh(&self.0.active);
    }
}

/// A session's route, removed when dropped ([`Router::register`]).
pub(crate) struct Registration<N> {
    router: Arc<Router<N>>,
    session: String,
    route: Arc<dyn Route<N>>,
}

impl<N> std::fmt::Debug for Registration<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Registration")
            .field("session", &self.session)
            .finish()
    }
}

impl<N> Drop for Registration<N> {
    fn drop(&mut self) {
        let mut inner = self.router.inner.lock().expect("routes");
        // Only this registration's route: a newer handle may have replaced it.
        let ours = inner
            .routes
            .get(&self.session)
            .is_some_and(|r| std::ptr::addr_eq(Arc::as_ptr(r), Arc::as_ptr(&self.route)));
        if ours {
            inner.routes.remove(&self.session);
        }
        inner.refresh(&self.router.active);
    }
}
