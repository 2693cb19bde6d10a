//! Sessions and turns: what people build with ACP, with the spec's rules kept
//! by the SDK, for every protocol module alike.
//!
//! Each module has its aliases (`acp::v1::session::Session` is
//! [`Session<acp::v1::Module>`]); the types here are generic over the
//! module's [`Sessions`] description, which the generator writes.
//!
//! **Client side.** A [`Session`] is a session this client opened: it receives
//! every update the agent sends for it, including those that arrive before the
//! handle exists, folded into its state ([`Tracked::State`]: in v2 the
//! messages, tool calls, terminals and plans so far, each by id in a [`Keyed`],
//! beside the config options, commands, title and usage). The state costs
//! about what its content weighs (a message streamed in chunks is one growing
//! text), [`Session::state`] reads it in place ([`StateRef`]), each update says
//! which part it changed ([`Changed`]), and [`Keep`] bounds it for a
//! long-running client.
//! [`Session::prompt`] starts a [`Turn`]: its updates, then its end, which is
//! where the modules differ ([`TurnModel`]):
//!
//! - in v1 the prompt's answer ends the turn and carries its stop reason;
//! - in v2 the answer only says the prompt was accepted, and the turn is
//!   reported by `state_update`s: `running`, `requires_action`, and `idle` with
//!   the stop reason, which ends it.
//!
//! Either way [`Turn::next`] yields the turn's updates in order and
//! [`Turn::finish`] its end ([`Sessions::TurnEnd`]); no update is lost between
//! turns ([`Session::next_update`]).
//!
//! **Agent side.** An [`AgentSession`] sends a session's updates and knows when
//! its turn is cancelled (`session/cancel`): calls made to the client through it
//! then end with [`CallError::Cancelled`](crate::CallError::Cancelled). In v1,
//! [`AgentSession::run`] runs a turn inside the `prompt` handler and answers
//! `cancelled` when it is cancelled; in v2, [`AgentSession::start_turn`] runs it
//! after the prompt was accepted, reporting `running`, then `idle` with the stop
//! reason it returns (or `cancelled`).
//!
//! The machinery below (registering running turns, routing updates to handles,
//! holding updates that arrive early) is driven by the generated handlers and
//! is not part of the API.

mod agent;
pub(crate) mod append;
mod changed;
mod client;
pub(crate) mod keep;
pub(crate) mod keyed;
pub mod modes;
pub(crate) mod routing;
#[cfg(feature = "store")]
pub mod served;
#[cfg(test)]
mod state_fold_tests;
mod state_ref;
#[cfg(feature = "store")]
pub mod store;
mod weight;

pub use agent::{AgentSession, TurnTask};
pub use changed::Changed;
pub use client::{Opener, Session, Turn, SESSION_BUFFER};
pub use keep::Keep;
pub use keyed::{Keyed, KeyedIter};
pub use routing::{Part, Routed};
pub use state_ref::StateRef;

use crate::jsonrpc::method::{Notification, Request};
use crate::peer::Protocol;

/// How a module's turns end, as a type ([`Sessions::Turns`]): [`Answered`] or
/// [`Reported`]. What works only in one of them (v1's
/// [`AgentSession::run`], v2's [`AgentSession::start_turn`]) asks for it, so
/// that using it with the other does not compile.
pub trait Ending: crate::generated_support::Sealed + 'static {
    /// The same, as a value.
    const MODEL: TurnModel;
}

/// [`TurnModel::Answered`], as a type: the prompt's answer ends the turn (v1).
#[derive(Debug)]
#[allow(clippy::exhaustive_enums, reason = "a marker type: it has no values")]
pub enum Answered {}

/// [`TurnModel::Reported`], as a type: `state_update`s report the turn (v2).
#[derive(Debug)]
#[allow(clippy::exhaustive_enums, reason = "a marker type: it has no values")]
pub enum Reported {}

impl crate::generated_support::Sealed for Answered {}
impl crate::generated_support::Sealed for Reported {}

impl Ending for Answered {
    const MODEL: TurnModel = TurnModel::Answered;
}

impl Ending for Reported {
    const MODEL: TurnModel = TurnModel::Reported;
}

/// How a module's turns end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum TurnModel {
    /// The prompt's answer ends the turn and says why (v1).
    Answered,
    /// The prompt's answer only accepts it; `state_update`s report the turn,
    /// and `idle` ends it (v2).
    Reported,
}

/// Where a turn stands, as a [`TurnModel::Reported`] module reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum TurnState<E> {
    /// Foreground work is in progress.
    Running,
    /// Foreground work waits for the user (a permission, say).
    RequiresAction,
    /// No foreground work: the turn ended, as `E` says.
    Idle(E),
}

/// The sessions of a protocol module: which of its types play which part, and
/// how its turns end. Generated for every module whose schema has sessions
/// (`session/new`, `session/prompt`, `session/cancel` and `session/update`,
/// naming the session in the same field).
pub trait Sessions: Protocol {
    /// How the module's turns end, as a type: [`Answered`] or [`Reported`].
    type Turns: Ending;
    /// How the module's turns end.
    const TURNS: TurnModel = <Self::Turns as Ending>::MODEL;
    /// A session's id.
    type SessionId: Clone + std::fmt::Debug + std::fmt::Display + PartialEq + Send + Sync + 'static;
    /// One block of a prompt.
    type ContentBlock: Send + 'static;
    /// `session/new`.
    type NewSessionRequest: Request<Response = Self::NewSessionResponse> + Send + Sync;
    /// `session/new`'s answer.
    type NewSessionResponse: Send;
    /// `session/prompt`.
    type PromptRequest: Request<Response = Self::PromptResponse> + Send + Sync + 'static;
    /// `session/prompt`'s answer.
    type PromptResponse: std::fmt::Debug + Clone + Send + Sync + 'static;
    /// `session/update`: one update of a session.
    type SessionNotification: Notification + std::fmt::Debug + Clone + Send + Sync + 'static;
    /// What a `session/update` says.
    type SessionUpdate: std::fmt::Debug + Clone + Send + Sync + 'static;
    /// `session/cancel`.
    type CancelNotification: Notification + Send + Sync;
    /// What a turn ends with: the prompt's answer (v1), or the `idle` update (v2).
    type TurnEnd: std::fmt::Debug + Clone + Send + Sync + 'static;

    /// The session a `session/new` answer opened.
    fn opened_session(response: &Self::NewSessionResponse) -> &Self::SessionId;
    /// A prompt for `session`.
    fn prompt_request(
        session: Self::SessionId,
        prompt: Vec<Self::ContentBlock>,
    ) -> Self::PromptRequest;
    /// The session a prompt is for.
    fn prompt_session(request: &mut Self::PromptRequest) -> &mut Self::SessionId;
    /// `session/cancel` for `session`.
    fn cancel_notification(session: Self::SessionId) -> Self::CancelNotification;
    /// One update of `session`.
    fn session_notification(
        session: Self::SessionId,
        update: Self::SessionUpdate,
    ) -> Self::SessionNotification;
    /// The session an update is for, and what it says.
    fn notification_parts(
        notification: &Self::SessionNotification,
    ) -> (&Self::SessionId, &Self::SessionUpdate);
    /// The update a notification of the agent's carries, if it is one.
    fn session_update(notification: Self::AgentNotification) -> Option<Self::SessionNotification>;
    /// [`TurnModel::Answered`]: the end the prompt's answer carries.
    fn answered_end(response: &Self::PromptResponse) -> Option<Self::TurnEnd>;
    /// [`TurnModel::Reported`]: the state an update reports, if it reports one.
    fn turn_state(update: &Self::SessionUpdate) -> Option<TurnState<&Self::TurnEnd>>;
    /// [`TurnModel::Reported`]: the update that reports `state`.
    fn state_update(state: TurnState<Self::TurnEnd>) -> Option<Self::SessionUpdate>;
    /// The end of a cancelled turn (stop reason `cancelled`).
    fn cancelled_end() -> Self::TurnEnd;
    /// [`TurnModel::Reported`]: the end of a turn whose work failed with
    /// `error`: the stop reason `error` carrying it where the schema has one,
    /// else `refusal` (the agent does not go on).
    fn failed_end(error: &crate::Error) -> Self::TurnEnd;
    /// The update the SDK sends after the agent's `notification` on
    /// `connection`, to keep modes and config options in sync
    /// ([`modes`]); none where the module has no modes.
    fn companion(
        connection: &crate::Connection,
        notification: &Self::SessionNotification,
    ) -> Option<Self::SessionNotification> {
        let _ = (connection, notification);
        None
    }
    /// Writes one update of the agent's on `connection`: as it is, or, for an
    /// agent with a session store, through the store (`acp::session::served`,
    /// feature `store`).
    fn send_one<'a>(
        connection: &'a crate::Connection,
        notification: &'a Self::SessionNotification,
    ) -> impl std::future::Future<Output = crate::CallResult<()>> + Send + 'a {
        connection.notify(notification)
    }
}

/// Sends one update of the agent's, then the update that keeps its modes in
/// sync, if it needs one ([`Sessions::companion`]): the one way out of every
/// update (`AgentSession::send`, `ClientPeer::session_update`).
pub(crate) async fn send_update<P: Sessions>(
    connection: &crate::Connection,
    notification: P::SessionNotification,
) -> crate::CallResult<()> {
    P::send_one(connection, &notification).await?;
    match P::companion(connection, &notification) {
        Some(companion) => P::send_one(connection, &companion).await,
        None => Ok(()),
    }
}

/// What a client keeps of a session beyond its updates: their state, folded as
/// they arrive ([`Session::state`]). Each module has its own, generated from
/// what its schema says each update and answer changes (`x-state`; for v1, the
/// generator's overlay): `acp::v1::session::SessionState`,
/// `acp::v2::session::SessionState`. Parts of the state that are sets of named
/// things (v2's messages, tool calls, terminals, plans, ...) are each a
/// [`Keyed`]: the entries by id, in the order they first appeared, chunks
/// appended as they arrive.
///
/// What it costs: a chunk is appended in time proportional to the chunk alone,
/// and consecutive text chunks of one message are kept as one growing text
/// (not a block per chunk), so the state weighs about what its content does,
/// plus a bounded overhead per entry. [`Keep`] bounds it for a long-running
/// client. Reading it copies nothing ([`StateRef`]), and [`Tracked::changed`]
/// (the generated `SessionState::changed_by`) says which part each update
/// changed, for a reader that redraws only that.
pub trait Tracked: Sessions {
    /// The folded state.
    type State: Default + Clone + std::fmt::Debug + Send + Sync + 'static;
    /// A part of the state an update changes (the generated `StatePart`): one
    /// of its whole parts (the config options, say), or one entry of a keyed
    /// part, by id.
    type Part<'u>: std::fmt::Debug + Clone + Copy + PartialEq + Eq + std::hash::Hash;
    /// Folds one update into `state`.
    fn apply(state: &mut Self::State, update: &Self::SessionUpdate);
    /// The state the answer that opened a session carries.
    fn opened(state: &mut Self::State, response: &Self::NewSessionResponse);
    /// The parts of the state `update` changes (what [`Tracked::apply`]
    /// changes for it), read from the update alone.
    fn changed(update: &Self::SessionUpdate) -> Changed<Self::Part<'_>>;
    /// Drops the oldest entries of `state`'s keyed parts past `keep` (see
    /// [`Keep`]).
    fn trim(state: &mut Self::State, keep: Keep);
}
