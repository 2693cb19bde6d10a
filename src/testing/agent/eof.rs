//! The end of the agent's input: the agent must exit soon, with a turn running
//! when it gives one (a session it can open without credentials, or with `--auth`).

use std::time::Duration;

use tokio::time::Instant;

use crate::jsonrpc::method::Request;
use crate::v1::PromptRequest;

use super::{brief, open_session, prompt_params, ready, Stop};
use crate::testing::recorder::Recorder;
use crate::testing::wire::Peer;

/// How long the agent may take to exit.
const BOUND: Duration = Duration::from_secs(5);
/// The turn left running.
const LONG_WAIT: &str = "wait 60000";

/// Runs the check; `no_session` is why sessions or turns cannot be had, when an
/// earlier group found it out.
pub async fn run(
    agent: &mut Peer,
    rec: &mut Recorder,
    auth: Option<&str>,
    no_session: Option<&str>,
) -> Result<(), Stop> {
    let started = match no_session {
        Some(why) => Err(Stop::Step(why.to_string())),
        None => start_turn(agent, rec, auth).await,
    };
    let running = match started {
        Ok(()) => format!("a `{LONG_WAIT}` turn was running"),
        Err(Stop::Wire(e)) => return Err(Stop::Wire(e)),
        Err(Stop::Step(why) | Stop::NeedsAuth(why)) => format!("no turn was running: {why}"),
    };
    let closed = Instant::now();
    agent.close_stdin();
    let exited = agent.exited(BOUND).await;
    rec.verdict(
        "transport.exit-on-eof",
        match exited {
            Some(_) => Ok(()),
            None => Err(format!(
                "still running {} s after its stdin closed; {running}",
                closed.elapsed().as_secs()
            )),
        },
    );
    rec.note("transport.exit-on-eof", running);
    Ok(())
}

/// Initializes, opens a session and starts a long turn on it.
async fn start_turn(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    ready(agent, rec, auth).await?;
    let session = open_session(agent).await?;
    let id = agent
        .start(PromptRequest::METHOD, prompt_params(&session, LONG_WAIT))
        .await?;
    agent.settle(Duration::from_millis(200)).await;
    // A turn answered at once (refused, or not a `wait` for this agent) is not running.
    match agent.response(&id, Duration::ZERO).await {
        Ok((_, answer)) => Err(Stop::Step(format!(
            "`{LONG_WAIT}` was answered at once: {}",
            brief(&answer)
        ))),
        Err(_) => Ok(()),
    }
}
