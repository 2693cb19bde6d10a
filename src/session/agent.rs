//! The agent's side: a session's updates, and its turns' cancellation.

use std::future::Future;

use tokio::task::JoinHandle;

use super::routing::Turns;
use super::{Answered, Reported, Sessions, TurnState};
use crate::connection::Cancellation;
use crate::peer::Peer;
use crate::{CallResult, Result};

/// One session as the agent serves it: sends its updates, and tells whether its
/// turn was cancelled. Get one with the module's `ClientPeer::session`.
///
/// When the client sends `session/cancel` for the session, the running turn is
/// cancelled: [`AgentSession::cancelled`] completes, and calls made to the
/// client through the session's peer end with
/// [`CallError::Cancelled`](crate::CallError::Cancelled) (the client is sent a
/// cancel for them). The same happens when the connection ends (the client
/// closed stdin or went away). How a turn runs depends on the module
/// ([`TurnModel`](super::TurnModel)):
///
/// - **v1** ([`AgentSession::run`]): the turn is the `prompt` handler itself,
///   and a cancelled turn is answered with the `cancelled` stop reason, as the
///   spec requires, even if the handler then fails (by `?` on a cancelled
///   call, say). Every running handler has
///   [`Config::drain_timeout`](crate::Config::drain_timeout) to end when the
///   connection ends.
/// - **v2** ([`AgentSession::start_turn`]): the `prompt` handler accepts the
///   prompt and starts the turn, which runs on after the answer, reported as
///   `running`, then `idle` with its stop reason (`cancelled` when cancelled).
pub struct AgentSession<P: Sessions> {
    client: P::ClientPeer,
    id: P::SessionId,
}

impl<P: Sessions> Clone for AgentSession<P> {
    fn clone(&self) -> Self {
        AgentSession {
            client: self.client.clone(),
            id: self.id.clone(),
        }
    }
}

impl<P: Sessions> std::fmt::Debug for AgentSession<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AgentSession")
            .field("id", &self.id)
            .finish()
    }
}

impl<P: Sessions> AgentSession<P> {
    /// The session `id` of the client `client` (what the module's
    /// `ClientPeer::session` makes).
    pub fn new(client: P::ClientPeer, id: impl Into<P::SessionId>) -> Self {
        AgentSession {
            client,
            id: id.into(),
        }
    }

    /// The session's id.
    pub fn id(&self) -> &P::SessionId {
        &self.id
    }

    /// The client, with the cancellation of the turn this session serves.
    pub fn client(&self) -> &P::ClientPeer {
        &self.client
    }

    /// Sends one update of the session (`session/update`). Fails when the
    /// client is gone.
    pub async fn send(&self, update: P::SessionUpdate) -> CallResult<()> {
        let note = P::session_notification(self.id.clone(), update);
        super::send_update::<P>(self.client.connection(), note).await
    }

    /// Whether the turn this session serves was cancelled. Always false outside
    /// a turn.
    pub fn is_cancelled(&self) -> bool {
        self.cancellation().is_some_and(Cancellation::is_cancelled)
    }

    /// Completes when the turn this session serves is cancelled; never outside
    /// a turn.
    pub async fn cancelled(&self) {
        match self.cancellation() {
            Some(cancellation) => cancellation.cancelled().await,
            None => std::future::pending().await,
        }
    }

    fn cancellation(&self) -> Option<&Cancellation> {
        self.client.connection().cancellation()
    }

    /// [`TurnModel::Answered`](super::TurnModel::Answered) (v1), in the `prompt` handler: runs a turn until
    /// it ends or is cancelled; when cancelled, the turn is dropped and the
    /// answer is the `cancelled` stop reason. A module whose turns are
    /// reported (v2), where the prompt's answer is not the turn's end, has
    /// [`AgentSession::start_turn`] instead.
    pub async fn run(
        &self,
        turn: impl Future<Output = Result<P::PromptResponse>>,
    ) -> Result<P::PromptResponse>
    where
        P: Sessions<Turns = Answered, TurnEnd = <P as Sessions>::PromptResponse>,
    {
        tokio::select! {
            biased;
            () = self.cancelled() => Ok(P::cancelled_end()),
            answer = turn => answer,
        }
    }

    /// [`TurnModel::Reported`](super::TurnModel::Reported) (v2), in the `prompt` handler before it answers:
    /// starts the session's turn in a task of its own. It reports `running`,
    /// runs `work` with a session whose calls end when the turn is cancelled,
    /// and reports `idle` with the end `work` returns; when the turn is
    /// cancelled (`session/cancel`, or the connection ends) `work` is dropped
    /// and `idle` says `cancelled`. If `work` fails, the error is logged and
    /// returned by [`TurnTask::finished`], and `idle` says `cancelled` when the
    /// turn was cancelled, and otherwise reports the failure
    /// ([`Sessions::failed_end`]). A turn started before the session's
    /// previous turn reported its end reports nothing until that turn has:
    /// the client sees the turns one after the other, each ended by its own
    /// `idle` (`session/cancel` cancels both). A module whose prompt's answer
    /// ends the turn (v1) has [`AgentSession::run`] instead.
    pub fn start_turn<F, W>(&self, work: F) -> TurnTask
    where
        P: Sessions<Turns = Reported>,
        F: FnOnce(AgentSession<P>) -> W,
        W: Future<Output = Result<P::TurnEnd>> + Send + 'static,
    {
        self.start_turn_after(Vec::new(), work)
    }

    /// [`AgentSession::start_turn`], reporting `first` before `running`: the
    /// user message the prompt inserted, say, which the spec wants reported
    /// once the prompt is accepted.
    pub fn start_turn_after<F, W>(&self, first: Vec<P::SessionUpdate>, work: F) -> TurnTask
    where
        P: Sessions<Turns = Reported>,
        F: FnOnce(AgentSession<P>) -> W,
        W: Future<Output = Result<P::TurnEnd>> + Send + 'static,
    {
        let connection = self.client.connection().detached();
        let turns = connection.extension::<Turns>();
        let registered = turns.begin(self.id.to_string());
        let (previous, ended) = turns.queue(&self.id.to_string());
        let turn = AgentSession::<P> {
            client: P::ClientPeer::from_connection(
                connection.scoped(registered.cancellation().clone()),
            ),
            id: self.id.clone(),
        };
        let work = work(turn.clone());
        let task = tokio::spawn(async move {
            let _registered = registered;
            let _ended = ended;
            if let Some(previous) = previous {
                // Sender dropped: the session's previous turn reported its end.
                let _ = previous.await;
            }
            let state = |state| P::state_update(state).expect("a reported turn's states");
            for update in first {
                turn.send(update).await?;
            }
            turn.send(state(TurnState::Running)).await?;
            // A client that went away cancels the turn, as `session/cancel` does.
            let gone = turn.client.connection().clone();
            let outcome = tokio::select! {
                biased;
                () = turn.cancelled() => Ok(P::cancelled_end()),
                () = gone.closed() => Ok(P::cancelled_end()),
                outcome = work => outcome,
            };
            let (end, failure) = match outcome {
                Ok(end) => (end, None),
                Err(error) if turn.is_cancelled() => (P::cancelled_end(), Some(error)),
                Err(error) => {
                    tracing::error!(session = %turn.id, %error, "a turn failed");
                    (P::failed_end(&error), Some(error))
                }
            };
            turn.send(state(TurnState::Idle(end))).await?;
            failure.map_or(Ok(()), Err)
        });
        TurnTask(task)
    }
}

/// A turn started with [`AgentSession::start_turn`], running in a task of its
/// own. Dropping it lets the turn run on.
#[derive(Debug)]
pub struct TurnTask(JoinHandle<Result<()>>);

impl TurnTask {
    /// Waits for the turn to end: `Ok` once its `idle` was sent, the error
    /// when its work failed or the client could not be told.
    pub async fn finished(self) -> Result<()> {
        self.0.await.unwrap_or_else(|e| {
            Err(crate::Error::internal_error(format!(
                "the turn's task: {e}"
            )))
        })
    }
}
