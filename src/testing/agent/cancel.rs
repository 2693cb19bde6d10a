//! Ending turns: `session/cancel` for a running turn (answered `cancelled`), and
//! `$/cancel_request` for a running prompt (answered at all); the session then
//! takes a new prompt.
//!
//! The running turn is the convention's `wait 60000`, or whatever the agent makes
//! of that prompt while it still runs (a model's answer takes a while). An agent
//! whose answer comes before the cancel could be sent (it ignores the convention
//! and answers at once) is checked on its own behaviour instead: the prompt is
//! sent again with the cancel right behind it, and the check requires what the
//! spec requires wherever the cancel lands: an answer; for `session/cancel` a
//! stop reason (`cancelled`, or another one for a turn that ended before the
//! cancel reached it: "Agents MAY stop the turn at any point") and none of the
//! turn's output after it. The note says what that could and could not tell.

use std::time::Duration;

use serde_json::Value;

use super::{
    brief, cancel_session, cancelled_answer, note_questions, notification, open_session, prompt,
    prompt_params, ready, to_json, Stop,
};
use crate::jsonrpc::method::{Notification, Request};
use crate::testing::recorder::Recorder;
use crate::testing::report::Outcome;
use crate::testing::wire::{error_code, Peer, WireError};
use crate::v1::{CancelRequestNotification, ErrorCode, PromptRequest, RequestId, StopReason};

/// How long the turn runs before it is cancelled.
const RUNNING: Duration = Duration::from_millis(300);
/// The long turn of the convention.
const LONG_WAIT: &str = "wait 60000";

/// The checks' verdict and what they could not tell.
type Verdict = (Outcome, Option<String>);

pub async fn run(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    ready(agent, rec, auth).await?;
    let session = open_session(agent).await?;

    let (outcome, note) = match long_turn(agent, &session).await? {
        Started::Running(id) => {
            cancel_session(agent, &session).await?;
            session_cancelled(agent, &session, &id, None).await?
        }
        Started::Refused(why) => (Outcome::Skip(why), None),
        Started::Ended(early) => {
            let id = agent
                .start(PromptRequest::METHOD, prompt_params(&session, LONG_WAIT))
                .await?;
            cancel_session(agent, &session).await?;
            session_cancelled(agent, &session, &id, Some(&early)).await?
        }
    };
    rec.record("cancel.session-cancel", outcome);
    if let Some(note) = note {
        rec.note("cancel.session-cancel", note);
    }

    let (outcome, note) = match long_turn(agent, &session).await? {
        Started::Running(id) => (request_cancelled(agent, &session, &id).await?, None),
        Started::Refused(why) => (Outcome::Skip(why), None),
        Started::Ended(early) => {
            let id = agent
                .start(PromptRequest::METHOD, prompt_params(&session, LONG_WAIT))
                .await?;
            let outcome = request_cancelled(agent, &session, &id).await?;
            let note = match &outcome {
                Outcome::Pass => Some(at_once_request(&early, agent, &id)),
                _ => None,
            };
            (outcome, note)
        }
    };
    rec.record("cancel.cancel-request", outcome);
    if let Some(note) = note {
        rec.note("cancel.cancel-request", note);
    }

    let turn = prompt(agent, prompt_params(&session, "echo after"), agent.timeout).await?;
    rec.verdict(
        "cancel.idle-after",
        match turn.stop_reason() {
            Some(_) => Ok(()),
            None => Err(brief(&turn.response)),
        },
    );
    note_questions(agent, rec, "cancel.idle-after");
    Ok(())
}

/// How the long turn went before a cancel could be sent.
enum Started {
    /// It is still running: its request id.
    Running(Value),
    /// It ended at once with an answer (a stop reason): the agent does not
    /// follow the convention, and its turns are cancelled as they start.
    Ended(Value),
    /// It was refused with an error: no turn can be cancelled (why).
    Refused(String),
}

/// Starts a long turn and lets it run for a moment.
async fn long_turn(agent: &mut Peer, session: &str) -> Result<Started, Stop> {
    let id = agent
        .start(PromptRequest::METHOD, prompt_params(session, LONG_WAIT))
        .await?;
    agent.settle(RUNNING).await;
    Ok(match agent.response(&id, Duration::ZERO).await {
        Err(_) => Started::Running(id),
        Ok((_, early)) if early.get("result").is_some() => Started::Ended(early),
        Ok((_, early)) => Started::Refused(format!(
            "`{LONG_WAIT}` was answered at once with an error ({}): no turn of this agent \
             could be cancelled",
            brief(&early)
        )),
    })
}

/// The verdict on the answer to the prompt `id` of `session`, cancelled with
/// `session/cancel` while it ran; `early` is the answer the agent gave the same
/// prompt at once, when the cancel went right behind the prompt.
async fn session_cancelled(
    agent: &mut Peer,
    session: &str,
    id: &Value,
    early: Option<&Value>,
) -> Result<Verdict, Stop> {
    let from = agent.log.len();
    let (reason, response) = match cancelled_answer(agent, session, id, from).await? {
        Ok(answer) => answer,
        Err(why) => return Ok((Outcome::Fail(why), None)),
    };
    Ok(match (reason, early) {
        (Some(StopReason::Cancelled), None) => (Outcome::Pass, None),
        (_, None) => {
            let why = format!("the turn ended with {}", brief(&response));
            (Outcome::Fail(why), None)
        }
        (Some(reason), Some(early)) => (Outcome::Pass, Some(at_once_session(early, &reason))),
        (None, Some(_)) => {
            let why = format!(
                "the turn cancelled right after session/prompt ended with {}: a cancelled \
                 turn is answered with a stop reason (\"Agents MUST catch these errors and \
                 return the semantically meaningful cancelled stop reason\")",
                brief(&response)
            );
            (Outcome::Fail(why), None)
        }
    })
}

/// What the `session/cancel` check could tell of an agent that ended `wait
/// 60000` at once: its own turn cancelled as it started ended with `reason`.
fn at_once_session(early: &Value, reason: &StopReason) -> String {
    let what = match reason {
        StopReason::Cancelled => "so the agent stops a turn it has started",
        _ => {
            "which the spec allows for a turn that ended before the cancel reached it \
             (\"Agents MAY stop the turn at any point\"): whether the agent stops a turn \
             still running was not checked, as its turns end before a cancel can be sent \
             during one"
        }
    };
    format!(
        "`{LONG_WAIT}` ended at once ({}): the agent does not follow the convention, so \
         session/cancel went right behind its own turn, which ended `{}` with nothing of \
         the turn after the answer, {what}",
        brief(early),
        to_json(reason).as_str().unwrap_or("?")
    )
}

/// Sends `$/cancel_request` for the prompt `id` of `session`: passes when the
/// prompt is then answered, fails (ending the turn with `session/cancel`) when
/// it is not.
async fn request_cancelled(agent: &mut Peer, session: &str, id: &Value) -> Result<Outcome, Stop> {
    let cancel = serde_json::from_value(id.clone())
        .map(|id: RequestId| to_json(&CancelRequestNotification::new(id)))
        .map_err(|e| Stop::Step(format!("the prompt's id {id} as a request id: {e}")))?;
    agent
        .send(&notification(CancelRequestNotification::METHOD, cancel))
        .await?;
    match agent.response(id, agent.timeout).await {
        Ok(_) => Ok(Outcome::Pass),
        Err(e @ WireError::Timeout(_)) => {
            // End the turn the other way, for the next check.
            cancel_session(agent, session).await?;
            let _ = agent.response(id, agent.timeout).await;
            Ok(Outcome::Fail(format!("the prompt was not answered: {e}")))
        }
        Err(e) => Err(e.into()),
    }
}

/// What the `$/cancel_request` check could tell of an agent that ended `wait
/// 60000` at once, from its answer to the prompt `id` cancelled as it was sent.
fn at_once_request(early: &Value, agent: &Peer, id: &Value) -> String {
    let answer = agent
        .log
        .iter()
        .find(|m| m.get("id") == Some(id) && m.get("method").is_none());
    let cancelled = answer.and_then(error_code) == Some(i64::from(ErrorCode::REQUEST_CANCELLED.0));
    let what = match answer {
        Some(_) if cancelled => format!(
            "answered {}: the agent acts on $/cancel_request",
            ErrorCode::REQUEST_CANCELLED
        ),
        Some(answer) => format!(
            "answered with {}: the prompt may have ended before the cancel reached it, so \
             whether the agent acts on $/cancel_request was not checked",
            brief(answer)
        ),
        None => "answered".to_string(),
    };
    format!(
        "`{LONG_WAIT}` ended at once ({}): the agent does not follow the convention, so \
         $/cancel_request went right behind the same prompt, which was {what}",
        brief(early)
    )
}
