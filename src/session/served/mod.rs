//! Sessions the SDK serves from a session store (feature `store`): an agent
//! given a store (`#[acp_agent(store = field)]`, the generated
//! `Agent::session_store`) has its sessions recorded and its session methods
//! answered for it.
//!
//! - **Recorded**: the sessions it opens (`session/new`, and those it loads
//!   or resumes) are put in the store with their `cwd` and additional
//!   directories, and every update it sends for them is appended to the
//!   store before it is written to the client: the line waits in the
//!   connection's write queue until the store says the update is durable
//!   (the lines queued after it wait with it, so the order on the wire is
//!   the order of the sends). A `session_info_update` with a title sets the
//!   session's title.
//! - **Served**: `session/list` (paged, filtered by `cwd`), `session/load`
//!   (the agent's [`Restored`] hook, then every recorded update replayed in
//!   order, then the answer), `session/resume` (v1: no replay; v2 with
//!   `replayFrom: {"type": "start"}`: the replay, `replay_complete` once,
//!   then the session's current state; any other cursor: -32602),
//!   `session/close`, `session/delete`, and `session/fork` (the unstable
//!   schemas: a new session, its id 128 random bits in hex, holding a copy
//!   of the source's history, each update made the new session's, and of
//!   its saved state, given to the restore hook as [`Reopened::Fork`]; a
//!   fork at a `cursorId`: -32602), each where the module has the
//!   method and the agent does not implement it itself (an agent's own
//!   method is left alone: then its sessions are its own to record).
//!   The capabilities they stand for (`loadSession`,
//!   `sessionCapabilities.list`, ...) are advertised as for a method the
//!   agent implements.
//! - **Unknown sessions**: a load, resume, close, delete or fork of a session the
//!   store does not have is answered -32002 with the session id in its data
//!   (v2's `SessionNotFoundErrorData`); a `cwd` other than the stored one,
//!   -32602. A store that fails answers the request that needed it with an
//!   internal error naming the store; an update the store could not record is
//!   not sent, and its `send` fails with [`CallError::NotRecorded`](crate::CallError::NotRecorded).
//!
//! The agent's own state (its model conversation, say) is its to save, with
//! [`Store::save_state`](super::store::Store::save_state) on the store it
//! holds; it gets it back in [`Restored::state`] before the session takes
//! prompts.

mod facts;
mod recording;
mod restored;
mod serve;

#[doc(hidden)]
pub use facts::facts_support;
pub use facts::{Call, Replay, StoreFacts};
pub use restored::{Reopened, RestoreOutcome, Restored, SessionAnswer};

pub(crate) use recording::send_update;
pub(crate) use serve::{after, before, Opening};

use std::future::Future;

use super::store::AnyStore;
use crate::{Connection, Result};

/// An agent handler whose sessions the SDK can serve from a store: the
/// generated `AgentHandler` of a module with [`StoreFacts`].
pub trait ServesSessions: Send + Sync + 'static {
    /// The protocol module.
    type Module: StoreFacts;

    /// The agent's store, if it has one.
    fn store(&self) -> Option<AnyStore>;

    /// The wire names of the methods the agent implements itself.
    fn implemented(&self) -> &'static [&'static str];

    /// The agent's hook: restores a session it loads or resumes, before the
    /// session takes prompts.
    fn restore(
        &self,
        restored: Restored,
        peer: Connection,
    ) -> impl Future<Output = Result<Option<<Self::Module as super::Sessions>::NewSessionResponse>>> + Send;
}
