//! A cancel while the agent waits for the user: the convention's `permission`
//! prompt asks a permission question; the checks hold it unanswered, send
//! `session/cancel`, then answer the question `cancelled` (what a client MUST
//! do, in that order), and the turn must end with the `cancelled` stop reason,
//! none of its output after the answer.
//!
//! An agent that asks nothing for that prompt (it does not follow the
//! convention, or its model chose not to) has no question to cancel: the check
//! is skipped, saying so.

use serde_json::{json, Value};

use super::{brief, cancel_session, cancelled_answer, open_session, prompt_params, ready, Stop};
use crate::jsonrpc::method::Request;
use crate::testing::recorder::Recorder;
use crate::testing::report::Outcome;
use crate::testing::wire::{is_response, Peer, WireError};
use crate::v1::{PromptRequest, RequestPermissionRequest, StopReason};

const ID: &str = "cancel.permission-pending";
/// The convention's prompt that asks a permission question.
const ASK: &str = "permission";

pub async fn run(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    ready(agent, rec, auth).await?;
    let session = open_session(agent).await?;
    agent.hold_questions = true;
    let outcome = cancel_while_asking(agent, &session).await;
    agent.hold_questions = false;
    let (outcome, note) = outcome?;
    rec.record(ID, outcome);
    if let Some(note) = note {
        rec.note(ID, note);
    }
    Ok(())
}

/// The verdict, and what the check did.
async fn cancel_while_asking(
    agent: &mut Peer,
    session: &str,
) -> Result<(Outcome, Option<String>), Stop> {
    let from = agent.log.len();
    let prompt = agent
        .start(PromptRequest::METHOD, prompt_params(session, ASK))
        .await?;
    let is_question = |m: &Value| {
        m.get("method").and_then(Value::as_str) == Some(RequestPermissionRequest::METHOD)
    };
    let first = agent
        .wait_for(from, agent.timeout, |m| {
            is_question(m) || (is_response(m) && m.get("id") == Some(&prompt))
        })
        .await;
    let question = match first {
        Ok((_, message)) if is_question(&message) => message,
        Ok((_, answer)) => {
            let why = format!(
                "the prompt `{ASK}` (the test-agent convention's) was answered without a \
                 permission question ({}): no question could wait while the turn was cancelled",
                brief(&answer)
            );
            return Ok((Outcome::Skip(why), None));
        }
        Err(WireError::Timeout(t)) => {
            cancel_session(agent, session).await?;
            let _ = agent.response(&prompt, agent.timeout).await;
            let why = format!(
                "the prompt `{ASK}` (the test-agent convention's) asked no permission within {} s: \
                 no question could wait while the turn was cancelled",
                t.as_secs_f64()
            );
            return Ok((Outcome::Skip(why), None));
        }
        Err(e) => return Err(e.into()),
    };
    // A client cancelling a turn sends the cancel, then answers the turn's
    // questions `cancelled`.
    cancel_session(agent, session).await?;
    let cancelled = json!({"jsonrpc": "2.0", "id": question["id"], "result": {"outcome": {"outcome": "cancelled"}}});
    agent.send(&cancelled).await?;
    let (reason, response) = match cancelled_answer(agent, session, &prompt, from).await? {
        Ok(answer) => answer,
        Err(why) => return Ok((Outcome::Fail(why), None)),
    };
    let note = "the agent asked permission; acp check sent session/cancel, then answered the \
                question `cancelled`, as a client must"
        .to_owned();
    Ok(match reason {
        Some(StopReason::Cancelled) => (Outcome::Pass, Some(note)),
        _ => (
            Outcome::Fail(format!("the turn ended with {}", brief(&response))),
            Some(note),
        ),
    })
}
