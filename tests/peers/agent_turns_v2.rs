//! A v2 agent's turns of one session reach the client one after the other: a
//! prompt accepted while the session's previous turn still runs is reported
//! (its user message, `running`) only after that turn's `idle`, so that each
//! `idle` ends the turn it belongs to.
#![cfg(feature = "v2")]

use std::time::Duration;

use acp::transport::memory_pair;
use acp::v2::*;
use acp::{acp_agent, acp_client, Config, Result};
use tokio::sync::mpsc;

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

/// Passes each update on to the test, described.
struct Updates(mpsc::UnboundedSender<String>);

#[acp_client(protocol = v2)]
impl Updates {
    fn update_session(&self, n: UpdateSessionNotification) {
        let seen = match n.update {
            SessionUpdate::UserMessage(m) => format!("user {}", m.message_id),
            SessionUpdate::StateUpdate(StateUpdate::Running(_)) => "running".into(),
            SessionUpdate::StateUpdate(StateUpdate::Idle(_)) => "idle".into(),
            other => format!("{other:?}"),
        };
        let _ = self.0.send(seen);
    }
    fn request_permission(
        &self,
        _req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled(CancelledPermissionOutcome::new()),
        ))
    }
}

fn text(s: &str) -> Vec<ContentBlock> {
    vec![ContentBlock::from(TextContent::new(s))]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prompt_during_a_turn_is_reported_after_that_turns_idle() {
    let (tx, mut updates) = mpsc::unbounded_channel();
    let ((client, _a), (_agent, _b)) = memory_pair(
        ClientHandler(Updates(tx)),
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
    while seen.iter().filter(|s| *s == "idle").count() < 2 {
        let next = tokio::time::timeout(SLOW * 10, updates.recv()).await;
        seen.push(next.expect("both turns end").unwrap());
    }
    assert_eq!(
        seen,
        [
            "user u-slow",
            "running",
            "idle",
            "user u-fast",
            "running",
            "idle"
        ]
    );
}
