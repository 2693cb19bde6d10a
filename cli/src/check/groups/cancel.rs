//! Ending turns: `session/cancel` during a `wait` turn (answered `cancelled`), and
//! `$/cancel_request` for a running prompt (answered at all); the session then
//! takes a new prompt.

use std::time::Duration;

use acp::rpc::{Notification, Request};
use acp::v1::{CancelNotification, CancelRequestNotification, PromptRequest};
use serde_json::{json, Value};

use super::{brief, notification, open_session, prompt, prompt_params, ready, to_json, Stop};
use crate::check::wire::{Peer, WireError};
use crate::check::{Outcome, Recorder};

/// How long the turn runs before it is cancelled.
const RUNNING: Duration = Duration::from_millis(300);
/// The long turn of the convention.
const LONG_WAIT: &str = "wait 60000";

pub async fn run(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    ready(agent, rec, auth).await?;
    let session = open_session(agent).await?;

    // session/cancel
    let outcome = match long_turn(agent, &session).await? {
        Err(early) => Outcome::Skip(early),
        Ok(id) => {
            cancel_session(agent, &session).await?;
            match agent.response(&id, agent.timeout).await {
                Ok((_, response)) => {
                    match response.get("result").and_then(|r| r.get("stopReason")) {
                        Some(reason) if reason == "cancelled" => Outcome::Pass,
                        _ => Outcome::Fail(format!("the turn ended with {}", brief(&response))),
                    }
                }
                Err(e @ WireError::Timeout(_)) => {
                    Outcome::Fail(format!("the prompt was not answered: {e}"))
                }
                Err(e) => return Err(e.into()),
            }
        }
    };
    rec.record("cancel.session-cancel", outcome);

    // $/cancel_request
    let outcome = match long_turn(agent, &session).await? {
        Err(early) => Outcome::Skip(early),
        Ok(id) => {
            let cancel = json!({"requestId": id});
            agent
                .send(&notification(CancelRequestNotification::METHOD, cancel))
                .await?;
            match agent.response(&id, agent.timeout).await {
                Ok(_) => Outcome::Pass,
                Err(e @ WireError::Timeout(_)) => {
                    // End the turn the other way, for the next check.
                    cancel_session(agent, &session).await?;
                    let _ = agent.response(&id, agent.timeout).await;
                    Outcome::Fail(format!("the prompt was not answered: {e}"))
                }
                Err(e) => return Err(e.into()),
            }
        }
    };
    rec.record("cancel.cancel-request", outcome);

    let turn = prompt(agent, prompt_params(&session, "echo after"), agent.timeout).await?;
    rec.verdict(
        "cancel.idle-after",
        match turn.stop_reason() {
            Some(_) => Ok(()),
            None => Err(brief(&turn.response)),
        },
    );
    Ok(())
}

/// Starts a long turn and lets it run for a moment: its request id, or (as `Err`)
/// why it cannot be cancelled, when it already ended.
async fn long_turn(agent: &mut Peer, session: &str) -> Result<Result<Value, String>, Stop> {
    let id = agent
        .start(PromptRequest::METHOD, prompt_params(session, LONG_WAIT))
        .await?;
    agent.settle(RUNNING).await;
    Ok(match agent.response(&id, Duration::ZERO).await {
        Ok((_, early)) => Err(format!(
            "`{LONG_WAIT}` ended before the cancel ({}): the agent does not follow the convention",
            brief(&early)
        )),
        Err(_) => Ok(id),
    })
}

/// Sends `session/cancel` for `session`.
async fn cancel_session(agent: &mut Peer, session: &str) -> Result<(), Stop> {
    let params = to_json(&CancelNotification::new(session.to_string()));
    agent
        .send(&notification(CancelNotification::METHOD, params))
        .await?;
    Ok(())
}
