//! Two sessions at once: a long turn on one does not hold up a short turn on the
//! other.

use std::time::Duration;

use tokio::time::Instant;

use crate::jsonrpc::method::Request;
use crate::v1::PromptRequest;

use super::{brief, open_session, prompt_params, ready, Stop};
use crate::testing::recorder::Recorder;
use crate::testing::report::Outcome;
use crate::testing::wire::Peer;

/// How long the first session's turn waits.
const WAIT_MS: u64 = 1500;

pub async fn run(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    ready(agent, rec, auth).await?;
    let first = open_session(agent).await?;
    let second = open_session(agent).await?;
    let started = Instant::now();
    let slow = agent
        .start(
            PromptRequest::METHOD,
            prompt_params(&first, &format!("wait {WAIT_MS}")),
        )
        .await?;
    let fast = agent
        .start(
            PromptRequest::METHOD,
            prompt_params(&second, "echo concurrent"),
        )
        .await?;
    let within = agent.timeout + Duration::from_millis(WAIT_MS);
    let (fast_at, fast_response) = agent.response(&fast, within).await?;
    let Ok((slow_at, slow_response)) = agent.response(&slow, within).await else {
        rec.record(
            "concurrency.sessions",
            Outcome::Skip(format!(
                "`wait {WAIT_MS}` was not answered within {} s: the agent does not follow the convention",
                within.as_secs()
            )),
        );
        return Ok(());
    };
    let slow_took = started.elapsed();
    let outcome = if slow_took < Duration::from_millis(WAIT_MS * 2 / 3) {
        Outcome::Skip(format!(
            "`wait {WAIT_MS}` ended after {} ms: the agent does not follow the convention",
            slow_took.as_millis()
        ))
    } else if fast_at < slow_at {
        Outcome::Pass
    } else {
        Outcome::Fail(format!(
            "the echo turn on the second session was answered after the wait turn ({}; {})",
            brief(&fast_response),
            brief(&slow_response)
        ))
    };
    rec.record("concurrency.sessions", outcome);
    Ok(())
}
