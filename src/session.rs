//! Sessions and turns, as the connection sees them: the machinery under the
//! typed session API of each protocol module (`acp::v1::session`).
//!
//! The spec's rules, and who keeps them here:
//!
//! - **A cancelled turn ends `cancelled`.** After `session/cancel` the agent
//!   MUST answer the session's running `session/prompt` with the `cancelled`
//!   stop reason. The generated agent handler fires the running prompt's
//!   [`Cancellation`] when `session/cancel` names its session
//!   ([`Spec::on_notification`]); the prompt handler sees it (and calls it makes
//!   to the client through the peer it was given end with
//!   [`CallError::Cancelled`](crate::CallError::Cancelled)); and if the handler
//!   then fails, for example by propagating that error with `?`, its answer is
//!   replaced by the `cancelled` result ([`Turn::finish`]).
//! - **Every update reaches its session.** On the client side, a session handle
//!   registers a route for its session id ([`Router::register`]); the generated
//!   client handler hands each update to the route of its session
//!   ([`Spec::route`]) instead of to the client's own `session_update`. Updates
//!   that arrive for a session before its handle exists (before the
//!   `session/new` response, during a `session/load` replay) are held while a
//!   call that creates a handle is in flight ([`Router::creating`]) and given to
//!   the handle when it registers, in order.
//!
//! Which methods these are comes from the generated module (`acp::v1::SESSIONS`);
//! this module knows no method names.

use std::borrow::Cow;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::value::RawValue;

use crate::connection::Cancellation;
use crate::{Connection, Result};

/// What a protocol module says about its sessions. Generated as `SESSIONS` in
/// each protocol module.
#[derive(Debug)]
pub struct Spec {
    /// The request that runs a turn (`session/prompt`).
    pub prompt: &'static str,
    /// The notification that cancels a session's turn (`session/cancel`).
    pub cancel: &'static str,
    /// The notification that carries a session's updates (`session/update`).
    pub update: &'static str,
    /// The field of all three that names the session.
    pub session_field: &'static str,
    /// The result that answers a cancelled turn, as JSON.
    pub cancelled_result: &'static str,
}

/// How many updates, across sessions, are held for handles that do not exist
/// yet. Past it, updates for unknown sessions are dropped (and logged).
pub const HELD_UPDATES: usize = 1 << 17;

impl Spec {
    /// The session a message's params name, if they name one.
    fn session_of<'p>(&self, params: Option<&'p RawValue>) -> Option<Cow<'p, str>> {
        let fields: HashMap<Cow<'p, str>, &'p RawValue> =
            serde_json::from_str(params?.get()).ok()?;
        serde_json::from_str(fields.get(self.session_field)?.get()).ok()
    }

    /// Called by the generated agent handler as a request arrives (in the
    /// reader, in arrival order): a prompt is registered as its session's
    /// running turn, under the cancellation of the request.
    pub fn turn(&'static self, peer: &Connection, method: &str, params: Option<&RawValue>) -> Turn {
        if method != self.prompt {
            return Turn::none();
        }
        let (Some(session), Some(cancellation)) = (self.session_of(params), peer.cancellation())
        else {
            return Turn::none();
        };
        let turns = crate::layer::of(peer).turns.clone();
        let session = session.into_owned();
        turns
            .running
            .lock()
            .expect("turns")
            .entry(session.clone())
            .or_default()
            .push(cancellation.clone());
        Turn(Some(Running {
            spec: self,
            turns,
            session,
            cancellation: cancellation.clone(),
        }))
    }

    /// Called by the generated agent handler for every notification, before the
    /// agent's own handler: `session/cancel` fires the cancellation of the
    /// session's running turns.
    pub fn on_notification(&self, peer: &Connection, method: &str, params: Option<&RawValue>) {
        if method != self.cancel {
            return;
        }
        let Some(session) = self.session_of(params) else {
            return;
        };
        let turns = crate::layer::of(peer).turns.clone();
        let running = turns.running.lock().expect("turns");
        for cancellation in running.get(session.as_ref()).into_iter().flatten() {
            cancellation.cancel();
        }
    }

    /// Called by the generated client handler for every notification: an update
    /// for a session with a handle goes to the handle (`None` is returned), any
    /// other notification comes back for the client's own handler.
    pub fn route(
        &self,
        peer: &Connection,
        method: &str,
        params: Option<Box<RawValue>>,
    ) -> Option<Option<Box<RawValue>>> {
        if method != self.update {
            return Some(params);
        }
        let router = crate::layer::of(peer).router.clone();
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
pub struct Turns {
    running: Mutex<HashMap<String, Vec<Cancellation>>>,
}

/// A `session/prompt` being handled, registered as its session's running turn
/// for as long as it runs. Built by [`Spec::turn`]; inert for other requests.
pub struct Turn(Option<Running>);

struct Running {
    spec: &'static Spec,
    turns: Arc<Turns>,
    session: String,
    cancellation: Cancellation,
}

impl Turn {
    fn none() -> Turn {
        Turn(None)
    }

    /// The handler's answer, except that a cancelled turn whose handler failed
    /// is answered with the `cancelled` result, as the spec requires.
    pub fn finish(self, outcome: Result<Box<RawValue>>) -> Result<Box<RawValue>> {
        let Some(running) = &self.0 else {
            return outcome;
        };
        match outcome {
            Err(error) if running.cancellation.is_cancelled() => {
                tracing::debug!(%error, session = %running.session, "a cancelled turn failed; answered as cancelled");
                Ok(
                    RawValue::from_string(running.spec.cancelled_result.to_owned())
                        .expect("the generated cancelled result is JSON"),
                )
            }
            outcome => outcome,
        }
    }
}

impl Drop for Running {
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

/// Where a session's updates go: implemented by the typed session handles.
pub trait Route: Send + Sync + 'static {
    /// Takes one update (the notification's params), in arrival order. Called
    /// from the connection's notification task: keep it quick.
    fn deliver(&self, params: Box<RawValue>);
}

/// The update routes of one connection, by session.
#[derive(Default)]
pub struct Router {
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
    /// The router of `connection`.
    pub fn of(connection: &Connection) -> Arc<Router> {
        crate::layer::of(connection).router.clone()
    }

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
    pub fn creating(self: &Arc<Self>) -> Creating {
        let mut inner = self.inner.lock().expect("routes");
        inner.creating += 1;
        inner.refresh(&self.active);
        Creating(self.clone())
    }

    /// Routes `session`'s updates to `route`, starting with those held for it.
    /// The route stays until the returned registration is dropped.
    pub fn register(self: &Arc<Self>, session: String, route: Arc<dyn Route>) -> Registration {
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
pub struct Creating(Arc<Router>);

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
pub struct Registration {
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
