//! The test agent speaks v2 (feature `v2`): a v2 client, written with
//! `#[acp_client(protocol = v2)]`, drives the agent process through v2's prompt
//! lifecycle (accepted, then the turn as updates), and a v1 client still gets v1.
#![cfg(feature = "v2")]

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::transport::{ChildProcess, ProcessSpec, Stderr};
use acp::v2::*;
use acp::{acp_client, Result};

use crate::support;

/// One update as the test compares it.
type Seen = Arc<(Mutex<Vec<String>>, tokio::sync::Notify)>;

struct Recorder(Seen);

#[acp_client(protocol = v2)]
impl Recorder {
    fn update_session(&self, n: UpdateSessionNotification) {
        let line = match n.update {
            SessionUpdate::UserMessage(m) => format!("user {}", m.message_id),
            SessionUpdate::StateUpdate(StateUpdate::Running(_)) => "running".into(),
            SessionUpdate::StateUpdate(StateUpdate::RequiresAction(_)) => "requires_action".into(),
            SessionUpdate::StateUpdate(StateUpdate::Idle(idle)) => format!("idle {:?}", idle.kind),
            SessionUpdate::AgentMessageChunk(ContentChunk {
                content: ContentBlock::Text(t),
                message_id,
                ..
            }) => format!("chunk {message_id} {}", t.text),
            other => format!("{other:?}"),
        };
        self.0 .0.lock().unwrap().push(line);
        self.0 .1.notify_waiters();
    }

    fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let first = req.options[0].option_id.clone();
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(first)),
        ))
    }
}

struct Agent {
    peer: AgentPeer,
    seen: Seen,
    _process: ChildProcess,
}

impl Agent {
    async fn start() -> Agent {
        let seen = Seen::default();
        let process = ProcessSpec::new(support::paths::test_agent())
            .stderr(Stderr::Inherit)
            .spawn(ClientHandler(Recorder(seen.clone())))
            .expect("the test agent starts");
        let peer = AgentPeer(process.connection().clone());
        let init = peer
            .initialize(InitializeRequest::new(
                2,
                Implementation::new("v2 test", "1"),
            ))
            .await
            .expect("initialize");
        assert_eq!(init.protocol_version, PROTOCOL_VERSION);
        assert_eq!(init.info.name, "acp-test-agent");
        // It serves the baseline session methods, and says so.
        let session = init.capabilities.session.as_ref();
        assert!(session.is_some(), "no session capability: {init:?}");
        Agent {
            peer,
            seen,
            _process: process,
        }
    }

    /// A new session.
    async fn session(&self) -> SessionId {
        let session = self.peer.new_session(NewSessionRequest::new("/tmp"));
        session.await.expect("session/new").session_id
    }

    /// Sends a prompt; returns the accepted user message id.
    async fn prompt(&self, session: &SessionId, text: &str) -> String {
        let prompt = vec![ContentBlock::from(TextContent::new(text))];
        let accepted = self
            .peer
            .prompt(PromptRequest::new(session.clone(), prompt))
            .await
            .expect("session/prompt");
        accepted.message_id.to_string()
    }

    /// The updates up to the turn's idle state (at most 10 s).
    async fn turn(&self) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.seen.1.notified();
            {
                let mut seen = self.seen.0.lock().unwrap();
                if let Some(end) = seen.iter().position(|l| l.starts_with("idle")) {
                    return seen.drain(..=end).collect();
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "no idle update: {:?}",
                self.seen.0.lock().unwrap()
            );
            let _ = tokio::time::timeout(left, notified).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_convention_in_v2_lifecycle() {
    let agent = Agent::start().await;
    let session = agent.session().await;

    let user = agent.prompt(&session, "stream 3").await;
    let turn = agent.turn().await;
    let a = turn[2].split(' ').nth(1).unwrap().to_owned();
    assert_eq!(
        turn,
        [
            format!("user {user}"),
            "running".into(),
            format!("chunk {a} c0 "),
            format!("chunk {a} c1 "),
            format!("chunk {a} c2 "),
            "idle EndTurn".into(),
        ]
    );

    agent.prompt(&session, "permission").await;
    let turn = agent.turn().await;
    assert_eq!(turn[1..turn.len() - 1].len(), 4, "{turn:?}");
    assert_eq!(turn[1..4], ["running", "requires_action", "running"]);
    assert!(turn[4].ends_with("selected:allow-once"), "{turn:?}");
    assert_eq!(turn[5], "idle EndTurn");
}

/// `session/cancel` ends a waiting turn with idle `cancelled`, promptly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_ends_the_turn_cancelled() {
    let agent = Agent::start().await;
    let session = agent.session().await;
    agent.prompt(&session, "wait 60000").await;
    // Wait for `running` before cancelling: the turn has started.
    while !agent.seen.0.lock().unwrap().iter().any(|l| l == "running") {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let cancelled_at = Instant::now();
    agent
        .peer
        .cancel_session(CancelSessionNotification::new(session))
        .await
        .unwrap();
    let turn = agent.turn().await;
    assert_eq!(turn.last().unwrap(), "idle Cancelled", "{turn:?}");
    assert!(cancelled_at.elapsed() < Duration::from_secs(5));
}

/// The same process still answers v1 clients with v1.
#[tokio::test]
async fn a_v1_client_still_gets_v1() {
    use acp::v1::{InitializeRequest, ProtocolVersion};
    let process = ProcessSpec::new(support::paths::test_agent())
        .spawn(acp::v1::ClientHandler(NoClient))
        .unwrap();
    let agent = acp::v1::AgentPeer(process.connection().clone());
    let init = agent.initialize(InitializeRequest::new(1)).await.unwrap();
    assert_eq!(init.protocol_version, ProtocolVersion(1));
}

struct NoClient;

#[acp_client]
impl NoClient {
    fn request_permission(
        &self,
        _req: acp::v1::RequestPermissionRequest,
    ) -> Result<acp::v1::RequestPermissionResponse> {
        Ok(acp::v1::RequestPermissionResponse::new(
            acp::v1::RequestPermissionOutcome::Cancelled,
        ))
    }
}

/// The baseline session methods behind `session: {}`: list, resume (which reports
/// the state before answering), close.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn baseline_session_methods() {
    let agent = Agent::start().await;
    let (a, b) = (agent.session().await, agent.session().await);
    let listed = agent
        .peer
        .list_sessions(ListSessionsRequest::new())
        .await
        .unwrap();
    let ids: Vec<String> = listed
        .sessions
        .iter()
        .map(|s| s.session_id.to_string())
        .collect();
    assert_eq!(ids, [a.to_string(), b.to_string()]);
    agent
        .peer
        .resume_session(ResumeSessionRequest::new(a.clone(), "/tmp"))
        .await
        .unwrap();
    assert_eq!(agent.turn().await, ["idle EndTurn"]);
    agent
        .peer
        .close_session(CloseSessionRequest::new(a))
        .await
        .unwrap();
    let listed = agent
        .peer
        .list_sessions(ListSessionsRequest::new())
        .await
        .unwrap();
    assert_eq!(listed.sessions.len(), 1);
}
