//! A v2 agent's turns of one session reach the client one after the other: a
//! prompt accepted while the session's previous turn still runs is reported
//! (its user message, `running`) only after that turn's `idle`, so that each
//! `idle` ends the turn it belongs to.
#![cfg(feature = "v2")]

use std::time::Duration;

use acp::transport::memory_pair;
use acp::v2::*;
use acp::{acp_agent, Config, Result};

use crate::support::agents::v2::Listener;
use crate::support::agents::Heard;

/// How long the `slow` prompt's work takes.
const SLOW: Duration = Duration::from_millis(300);

/// A v2 agent whose turns run under the SDK's `AgentSession::accept`: `slow`
/// works for [`SLOW`], anything else ends at once.
struct Turns;

#[acp_agent(protocol = v2)]
impl Turns {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(
            req.protocol_version,
            Implementation::new("turns", "1"),
        ))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }
    fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let slow = matches!(req.prompt.first(), Some(ContentBlock::Text(t)) if t.text == "slow");
        let message = if slow { "u-slow" } else { "u-fast" };
        let session = client.session(req.session_id.clone());
        let (accepted, _task) = session.accept(req, message, move |_session| async move {
            if slow {
                tokio::time::sleep(SLOW).await;
            }
            Ok(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn))
        });
        Ok(accepted)
    }
}

fn text(s: &str) -> Vec<ContentBlock> {
    vec![ContentBlock::from(TextContent::new(s))]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prompt_during_a_turn_is_reported_after_that_turns_idle() {
    let heard = Heard::default();
    let ((client, _a), (_agent, _b)) = memory_pair(
        ClientHandler(Listener(heard.clone())),
        AgentHandler(Turns),
        Config::default(),
    );
    let agent = AgentPeer(client);
    let init = InitializeRequest::new(2, Implementation::new("t", "1"));
    agent.initialize(init).await.unwrap();
    let session = agent
        .new_session(NewSessionRequest::new("/"))
        .await
        .unwrap();
    let id = session.session_id;
    agent
        .prompt(PromptRequest::new(id.clone(), text("slow")))
        .await
        .unwrap();
    // Accepted while the slow turn works.
    agent
        .prompt(PromptRequest::new(id, text("fast")))
        .await
        .unwrap();
    let mut seen = Vec::new();
    while seen.iter().filter(|s| *s == "idle EndTurn").count() < 2 {
        seen.push(heard.next(SLOW * 10).await.expect("both turns end"));
    }
    assert_eq!(
        seen,
        [
            "user u-slow",
            "running",
            "idle EndTurn",
            "user u-fast",
            "running",
            "idle EndTurn"
        ]
    );
}
