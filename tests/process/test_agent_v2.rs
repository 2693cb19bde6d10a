//! The test agent speaks v2 (feature `v2`): a v2 client, written with
//! `#[acp_client(protocol = v2)]`, drives the agent process through v2's prompt
//! lifecycle (accepted, then the turn as updates), and a v1 client still gets v1.
#![cfg(feature = "v2")]

use std::time::{Duration, Instant};

use acp::transport::{ChildProcess, ProcessSpec, Stderr};
use acp::v2::*;

use crate::support;
use support::agents::v2::Editor;
use support::agents::Heard;

struct Agent {
    peer: AgentPeer,
    heard: Heard,
    _process: ChildProcess,
}

impl Agent {
    async fn start() -> Agent {
        let heard = Heard::default();
        let process = ProcessSpec::new(support::paths::test_agent())
            .stderr(Stderr::Inherit)
            .spawn(ClientHandler(Editor(heard.clone())))
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
            heard,
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
        let idle = |l: &str| l.starts_with("idle");
        self.heard.until(Duration::from_secs(10), idle).await
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
    agent
        .heard
        .until(Duration::from_secs(10), |l| l == "running")
        .await;
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
        .spawn(acp::v1::ClientHandler(
            support::agents::v1::Listener::default(),
        ))
        .unwrap();
    let agent = acp::v1::AgentPeer(process.connection().clone());
    let init = agent.initialize(InitializeRequest::new(1)).await.unwrap();
    assert_eq!(init.protocol_version, ProtocolVersion(1));
}
