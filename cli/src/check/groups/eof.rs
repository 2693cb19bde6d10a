//! The end of the agent's input, with a turn running: the agent must exit soon.

use std::time::{Duration, Instant};

use acp::rpc::Request;
use acp::v1::PromptRequest;

use super::{initialized, open_session, prompt_params, Stop};
use crate::check::wire::Peer;
use crate::check::Recorder;

/// How long the agent may take to exit.
const BOUND: Duration = Duration::from_secs(5);

pub async fn run(agent: &mut Peer, rec: &mut Recorder) -> Result<(), Stop> {
    // A turn running when input ends, if the agent initializes and gives a session
    // without login; the check runs in any case.
    if initialized(agent).await.is_ok() {
        if let Ok(session) = open_session(agent).await {
            agent
                .start(PromptRequest::METHOD, prompt_params(&session, "wait 60000"))
                .await?;
            agent.settle(Duration::from_millis(200)).await;
        }
    }
    let closed = Instant::now();
    agent.close_stdin();
    rec.verdict(
        "transport.exit-on-eof",
        match agent.exited(BOUND).await {
            Some(_) => Ok(()),
            None => Err(format!(
                "still running {} s after its stdin closed",
                closed.elapsed().as_secs()
            )),
        },
    );
    Ok(())
}
