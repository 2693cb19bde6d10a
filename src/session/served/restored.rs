//! [`Restored`]: what the agent's restore hook is given for a session the SDK
//! loads, resumes or forks from its store.

use serde::de::DeserializeOwned;

use super::super::store::SessionMeta;

/// What a restore hook returns: `()`, or the session as the module's
/// `NewSessionResponse` would show it (its modes, config options, models:
/// what the agent restored), which the SDK's answer to the `session/load`,
/// `session/resume` or `session/fork` then carries, as `session/new`'s does.
/// Without it the answer carries only what every answer has; the client
/// learns the session's options from the updates it replays.
pub trait RestoreOutcome<R> {
    /// The answer's content, if the hook gave one.
    fn into_answer(self) -> Option<R>;
}

impl<R> RestoreOutcome<R> for () {
    fn into_answer(self) -> Option<R> {
        None
    }
}

impl<R: SessionAnswer> RestoreOutcome<R> for R {
    fn into_answer(self) -> Option<R> {
        Some(self)
    }
}

/// A module's `NewSessionResponse`: what a restore hook may return
/// ([`RestoreOutcome`]). Generated.
pub trait SessionAnswer: serde::Serialize + Send {}

/// How a stored session is opened again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reopened {
    /// `session/load`: its history is replayed after the hook.
    Load,
    /// `session/resume`.
    Resume,
    /// `session/fork`: a new session ([`Restored::meta`]) holding a copy of
    /// [`Restored::forked_from`]'s history and saved state.
    Fork,
}

/// A session the SDK opens again from the store (`session/load`,
/// `session/resume`), for the agent to restore before the session takes
/// prompts: the generated `Agent::restore_session`, which
/// `#[acp(restore)]` marks in an `#[acp_agent]` block.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Restored {
    /// The session as stored: id, `cwd`, title, times.
    pub meta: SessionMeta,
    /// The state the agent saved last
    /// ([`Store::save_state`](crate::session::store::Store::save_state)).
    pub state: Option<Vec<u8>>,
    /// How it is opened.
    pub how: Reopened,
    /// The session a fork was made from ([`Reopened::Fork`]).
    pub forked_from: Option<String>,
    /// The request's params as they came (its MCP servers, say).
    pub params: serde_json::Value,
}

impl Restored {
    pub(crate) fn new(
        meta: SessionMeta,
        state: Option<Vec<u8>>,
        how: Reopened,
        params: serde_json::Value,
    ) -> Self {
        Restored {
            meta,
            state,
            how,
            forked_from: None,
            params,
        }
    }

    /// The session's id.
    pub fn id(&self) -> &str {
        &self.meta.id
    }

    /// The request's params as the module's type (`LoadSessionRequest`,
    /// `ResumeSessionRequest`, `ForkSessionRequest`).
    pub fn params<T: DeserializeOwned>(&self) -> crate::Result<T> {
        serde_json::from_value(self.params.clone()).map_err(|e| {
            crate::Error::invalid_params(format!("the params of the restored session: {e}"))
        })
    }
}
