//! The machinery under the session API, driven by the generated handlers:
//! which turns are running (for `session/cancel` to reach them), and where each
//! session's updates go (to its handle, or to the client's own handler).
//!
//! The spec's rules, and who keeps them here:
//!
//! - **A cancelled turn ends `cancelled`.** After `session/cancel` the agent
//!   MUST end the session's running turn with the `cancelled` stop reason. The
//!   generated agent handler fires the running turn's [`Cancellation`] when
//!   `session/cancel` names its session ([`Spec::on_notification`]). In v1 the
//!   turn is the `session/prompt` request, registered as it arrives
//!   ([`Spec::prompt`]); if its handler then fails, for example by propagating
//!   a cancelled call with `?`, its answer is replaced by the `cancelled`
//!   result ([`PromptTurn::finish`]). In v2 a turn runs after the prompt was
//!   answered and is registered when the agent starts it ([`Turns::begin`]).
//! - **Every update reaches its session.** On the client side, a session handle
//!   registers a route for its session id ([`Router::register`]); the generated
//!   client handler hands each update to the route of its session
//!   ([`Spec::route`]) instead of to the client's own handler. Updates
//!   that arrive for a session before its handle exists (before the
//!   `session/new` response, during a `session/load` replay) are held while a
//!   call that creates a handle is in flight ([`Router::creating`]) and given to
//!   the handle when it registers, in order.
//!
//! - **A cancelled turn's questions are answered `cancelled`, after the
//!   cancel.** A client that cancels a turn MUST answer every pending
//!   `session/request_permission` of it with the `cancelled` outcome, and an
//!   agent reading in order must see `session/cancel` first (or it may take the
//!   answer as the user's and end the turn `end_turn`). The generated client
//!   handler registers each question of a session as it arrives
//!   ([`Spec::question`]); [`cancel_turn`] (what `Session::cancel`,
//!   `Turn::cancel`, a dropped turn and the generated `AgentPeer::cancel` come
//!   down to) sends `session/cancel` and only then answers the session's open
//!   questions `cancelled` on the client handler's behalf, dropping what the
//!   handler was doing (asking a person, say). A question that arrives after the
//!   cancel, before the session is prompted again, is answered `cancelled` at
//!   once ([`prompting`] ends that).
//!
//! Which methods these are comes from the generated module (its `SESSIONS`
//! table); this module knows no method names.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet, VecDeque};
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::value::RawValue;
use tokio::sync::oneshot::{self, error::TryRecvError};

use crate::connection::{Cancellation, Signal};
use crate::jsonrpc::method::Notification;
use crate::{CallResult, Connection, Result};

/// What a protocol module says about its sessions. Generated as `SESSIONS` in
/// each protocol module.
#[derive(Debug)]
pub(crate) struct Spec {
    /// The request that runs a turn (`session/prompt`).
    pub prompt: &'static str,
    /// The notification that cancels a session's turn (`session/cancel`).
    pub cancel: &'static str,
    /// The notification that carries a session's updates (`session/update`).
    pub update: &'static str,
    /// The field of all three that names the session.
    pub session_field: &'static str,
    /// The result that answers a cancelled prompt, as JSON, when the prompt
    /// request is the turn (v1); `None` when its answer only accepts it (v2).
    pub cancelled_result: Option<&'static str>,
    /// The agent's question to the user that a cancel of its turn answers
    /// `cancelled`, if the module has it.
    pub question: Option<Question>,
}

/// The request in which an agent asks the client's user a question during a
/// turn (`session/request_permission`), and the result that answers it
/// `cancelled`.
#[derive(Debug)]
pub(crate) struct Question {
    pub method: &'static str,
    /// The result, as JSON.
    pub cancelled_result: &'static str,
}

/// How many updates, across sessions, are held for handles that do not exist
/// yet. Past it, updates for unknown sessions are dropped (and logged).
pub(crate) const HELD_UPDATES: usize = 1 << 17;

impl Spec {
    /// The session a message's params name, if they name one.
    fn session_of<'p>(&self, params: Option<&'p RawValue>) -> Option<Cow<'p, str>> {
        let fields: HashMap<Cow<'p, str>, &'p RawValue> =
            serde_json::from_str(params?.get()).ok()?;
        serde_json::from_str(fields.get(self.session_field)?.get()).ok()
    }

    /// Called by the generated agent handler as a request arrives (in the
    /// reader, in arrival order): a prompt whose request is its turn (v1) is
    /// registered as its session's running turn, under the cancellation of the
    /// request.
    pub(crate) fn prompt(
        &'static self,
        peer: &Connection,
        method: &str,
        params: Option<&RawValue>,
    ) -> PromptTurn {
        let Some(cancelled_result) = self.cancelled_result.filter(|_| method == self.prompt) else {
            return PromptTurn(None);
        };
        let (Some(session), Some(cancellation)) = (self.session_of(params), peer.cancellation())
        else {
            return PromptTurn(None);
        };
        let turns = peer.extension::<Turns>();
        let running = turns.register(session.into_owned(), cancellation.clone());
        PromptTurn(Some((running, cancelled_result)))
    }

    /// Called by the generated agent handler for every notification, before the
    /// agent's own handler: `session/cancel` fires the cancellation of the
    /// session's running turns.
    pub(crate) fn on_notification(
        &self,
        peer: &Connection,
        method: &str,
        params: Option<&RawValue>,
    ) {
        if method != self.cancel {
            return;
        }
        let Some(session) = self.session_of(params) else {
            return;
        };
        peer.extension::<Turns>().cancel(&session);
    }

    /// Called by the generated client handler as a request arrives (in the
    /// reader, in arrival order): a question of the agent's is open, for its
    /// session's cancel to answer, until the returned value is dropped.
    pub(crate) fn question(
        &'static self,
        peer: &Connection,
        method: &str,
        params: Option<&RawValue>,
    ) -> OpenQuestion {
        let Some(question) = self.question.as_ref().filter(|q| q.method == method) else {
            return OpenQuestion(None);
        };
        let Some(session) = self.session_of(params) else {
            return OpenQuestion(None);
        };
        let questions = peer.extension::<Questions>();
        let signal = questions.open(&session);
        OpenQuestion(Some(Open {
            questions,
            session: session.into_owned(),
            signal,
            cancelled_result: question.cancelled_result,
        }))
    }

    /// Called by the generated client handler for every notification: an update
    /// for a session with a handle goes to the handle (`None` is returned), any
    /// other notification comes back for the client's own handler.
    pub(crate) fn route(
        &self,
        peer: &Connection,
        method: &str,
        params: Option<Box<RawValue>>,
    ) -> Option<Option<Box<RawValue>>> {
        if method != self.update {
            return Some(params);
        }
        let router = peer.extension::<Router>();
        if !router.active.load(Ordering::Acquire) {
            return Some(params);
        }
        let Some(session) = self.session_of(params.as_deref()).map(Cow::into_owned) else {
            return Some(params);
        };
        let params = params?;
        router.deliver(session, params).map(Some)
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

    /// Fires the cancellation of `session`'s running turns.
    fn cancel(&self, session: &str) {
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

/// A `session/prompt` being handled whose request is its turn, registered as
/// its session's running turn for as long as it runs. Built by
/// [`Spec::prompt`]; inert for other requests.
pub(crate) struct PromptTurn(Option<(RunningTurn, &'static str)>);

impl PromptTurn {
    /// The handler's answer, except that a cancelled turn whose handler failed
    /// is answered with the `cancelled` result, as the spec requires.
    pub(crate) fn finish(self, outcome: Result<Box<RawValue>>) -> Result<Box<RawValue>> {
        let Some((running, cancelled_result)) = &self.0 else {
            return outcome;
        };
        match outcome {
            Err(error) if running.cancellation.is_cancelled() => {
                tracing::debug!(%error, session = %running.session, "a cancelled turn failed; answered as cancelled");
                Ok(RawValue::from_string((*cancelled_result).to_owned())
                    .expect("the generated cancelled result is JSON"))
            }
            outcome => outcome,
        }
    }
}

/// The questions the agent asked this client and that are not answered yet,
/// by session ([`Spec::question`]).
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

/// Sends `cancel` (the notification that cancels `session`'s turn) and then,
/// in that order, answers the session's open questions `cancelled` (see the
/// module docs). The questions are answered even when the cancel could not be
/// sent (the connection is closing).
pub(crate) async fn cancel_turn(
    connection: &Connection,
    cancel: &impl Notification,
    session: &str,
) -> CallResult<()> {
    let sent = connection.notify(cancel).await;
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
/// its session's cancel ([`Spec::question`]); inert for other requests.
pub(crate) struct OpenQuestion(Option<Open>);

struct Open {
    questions: Arc<Questions>,
    session: String,
    signal: Arc<Signal>,
    cancelled_result: &'static str,
}

impl OpenQuestion {
    /// The handler's answer (`work`), unless the session's turn is cancelled
    /// first: then `work` is dropped and the question answered `cancelled`.
    pub(crate) async fn answer(
        self,
        work: impl Future<Output = Result<Box<RawValue>>>,
    ) -> Result<Box<RawValue>> {
        let Some(open) = &self.0 else {
            return work.await;
        };
        tokio::select! {
            biased;
            () = open.signal.wait() => {
                tracing::debug!(session = %open.session, "a question of a cancelled turn answered `cancelled`");
                Ok(RawValue::from_string(open.cancelled_result.to_owned())
                    .expect("the generated cancelled result is JSON"))
            }
            answer = work => answer,
        }
    }
}

impl Drop for OpenQuestion {
    fn drop(&mut self) {
        if let Some(open) = &self.0 {
            open.questions.close(&open.session, &open.signal);
        }
    }
}

/// Where a session's updates go: implemented by the typed session handles.
pub(crate) trait Route: Send + Sync + 'static {
    /// Takes one update (the notification's params), in arrival order. Called
    /// from the connection's notification task: keep it quick.
    fn deliver(&self, params: Box<RawValue>);
}

/// The update routes of one connection, by session.
#[derive(Default)]
pub(crate) struct Router {
    /// Whether any route exists or any handle is being created: when not,
    /// updates pass straight through at no cost.
    active: AtomicBool,
    inner: Mutex<Routes>,
}

#[derive(Default)]
struct Routes {
    routes: HashMap<String, Arc<dyn Route>>,
    /// Calls in flight that will make a handle.
    creating: usize,
    /// Updates for sessions without a route, held while `creating > 0`.
    held: HashMap<String, VecDeque<Box<RawValue>>>,
    held_count: usize,
}

impl Routes {
    fn refresh(&self, active: &AtomicBool) {
        active.store(
            !self.routes.is_empty() || self.creating > 0,
            Ordering::Release,
        );
    }
}

impl Router {
    /// `None` when the update went to a route or was held.
    fn deliver(&self, session: String, params: Box<RawValue>) -> Option<Box<RawValue>> {
        let mut inner = self.inner.lock().expect("routes");
        if let Some(route) = inner.routes.get(&session) {
            route.deliver(params);
            return None;
        }
        if inner.creating == 0 {
            return Some(params);
        }
        if inner.held_count >= HELD_UPDATES {
            tracing::warn!(%session, "dropped an update for a session without a handle: too many held");
            return None;
        }
        inner.held_count += 1;
        inner.held.entry(session).or_default().push_back(params);
        None
    }

    /// Marks a call that will make a session handle as in flight: until the
    /// returned guard is dropped, updates for sessions without a route are held.
    pub(crate) fn creating(self: &Arc<Self>) -> Creating {
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
        route: Arc<dyn Route>,
    ) -> Registration {
        let mut inner = self.inner.lock().expect("routes");
        if let Some(held) = inner.held.remove(&session) {
            inner.held_count -= held.len();
            for params in held {
                route.deliver(params);
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
pub(crate) struct Creating(Arc<Router>);

impl Drop for Creating {
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
pub(crate) struct Registration {
    router: Arc<Router>,
    session: String,
    route: Arc<dyn Route>,
}

impl std::fmt::Debug for Registration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Registration")
            .field("session", &self.session)
            .finish()
    }
}

impl Drop for Registration {
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
