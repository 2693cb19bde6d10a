//! The `initialize` handshake as the SDK keeps it, seen from the wire: version
//! negotiation, the gate before `initialize`, a request pipelined behind it, and
//! a client that is answered with a version it does not implement.

use std::time::Duration;

use acp::v1::*;
use acp::{acp_agent, CallError, Config, Result};
use serde_json::{json, Value};

use crate::support;
use support::agents::v1::Listener;
use support::raw_peer::RawPeer;

/// An agent written the way a careless user would: it answers `initialize` with
/// whatever version it was asked for (the SDK must correct it), and fails the
/// handshake for a client called "fail".
struct Careless;

#[acp_agent]
impl Careless {
    async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        tokio::time::sleep(Duration::from_millis(50)).await;
        if req.client_info.as_ref().is_some_and(|i| i.name == "fail") {
            return Err(acp::Error::internal_error("asked to fail"));
        }
        Ok(InitializeResponse::new(req.protocol_version))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s-1"))
    }
    fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

fn init(version: u64) -> Value {
    json!({"protocolVersion": version, "clientCapabilities": {}})
}

fn new_session() -> Value {
    json!({"cwd": "/tmp", "mcpServers": []})
}

#[tokio::test]
async fn the_agent_answers_the_negotiated_version() {
    // Supported: the same version. Unsupported (newer or older): the latest the
    // agent implements, which for this module is PROTOCOL_VERSION.
    for (requested, expected) in [(1, 1), (999, 1), (0, 1), (2, 1)] {
        let mut peer = RawPeer::new(AgentHandler(Careless), Config::default());
        let answer = peer.call(1, "initialize", init(requested)).await;
        assert_eq!(
            answer["result"]["protocolVersion"], expected,
            "requested {requested}: {answer}"
        );
    }
    assert_eq!(PROTOCOL_VERSION, ProtocolVersion(1));
}

#[tokio::test]
async fn requests_before_initialize_are_refused() {
    let mut peer = RawPeer::new(AgentHandler(Careless), Config::default());
    let refused = peer.call(1, "session/new", new_session()).await;
    assert_eq!(refused["error"]["code"], -32600, "{refused}");
    let message = refused["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("session/new") && message.contains("initialize"),
        "{message}"
    );
    // Notifications are not answered, before or after.
    peer.send(r#"{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"x"}}"#)
        .await;
    assert!(peer.call(2, "initialize", init(1)).await["result"].is_object());
    let served = peer.call(3, "session/new", new_session()).await;
    assert_eq!(served["result"]["sessionId"], "s-1", "{served}");
}

/// Writes `initialize` (id 1) and `session/new` (id 2) in one write, before any
/// answer; returns the two answers by id.
async fn pipelined(peer: &mut RawPeer, init_params: Value) -> [Value; 2] {
    let initialize =
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init_params});
    let session =
        json!({"jsonrpc": "2.0", "id": 2, "method": "session/new", "params": new_session()});
    peer.send_all(&[&initialize.to_string(), &session.to_string()])
        .await;
    let mut answers = [peer.recv().await, peer.recv().await];
    answers.sort_by_key(|a| a["id"].as_u64());
    answers
}

#[tokio::test]
async fn a_request_pipelined_behind_initialize_waits_for_it() {
    let mut peer = RawPeer::new(AgentHandler(Careless), Config::default());
    let answers = pipelined(&mut peer, init(1)).await;
    assert_eq!(answers[0]["result"]["protocolVersion"], 1, "{answers:?}");
    assert_eq!(answers[1]["result"]["sessionId"], "s-1", "{answers:?}");
}

#[tokio::test]
async fn a_failed_handshake_keeps_the_gate_closed() {
    let mut peer = RawPeer::new(AgentHandler(Careless), Config::default());
    let failing = json!({"protocolVersion": 1, "clientInfo": {"name": "fail", "version": "0"}});
    let answers = pipelined(&mut peer, failing).await;
    assert_eq!(answers[0]["error"]["code"], -32603, "{answers:?}");
    assert_eq!(answers[1]["error"]["code"], -32600, "{answers:?}");
    assert_eq!(
        peer.call(3, "session/new", new_session()).await["error"]["code"],
        -32600
    );
    // A later successful handshake opens it.
    assert!(peer.call(4, "initialize", init(1)).await["result"].is_object());
    assert!(peer.call(5, "session/new", new_session()).await["result"].is_object());
}

#[tokio::test]
async fn the_gate_can_be_opened_for_lenient_peers() {
    let config = Config::default().require_handshake(false);
    let mut peer = RawPeer::new(AgentHandler(Careless), config);
    let served = peer.call(1, "session/new", new_session()).await;
    assert_eq!(served["result"]["sessionId"], "s-1", "{served}");
}

#[tokio::test]
async fn the_client_refuses_agent_requests_before_its_handshake() {
    let mut agent = RawPeer::new(ClientHandler(Listener::default()), Config::default());
    let read = json!({"sessionId": "s", "path": "/tmp/x"});
    let refused = agent.call(1, "fs/read_text_file", read.clone()).await;
    assert_eq!(refused["error"]["code"], -32600, "{refused}");

    let peer = AgentPeer(agent.conn.clone());
    let handshake = tokio::spawn(async move { peer.initialize(InitializeRequest::new(1)).await });
    let sent = agent.recv().await;
    assert_eq!(sent["method"], "initialize");
    // The client's capabilities were completed from what it implements.
    assert_eq!(
        sent["params"]["clientCapabilities"]["fs"]["readTextFile"], true,
        "{sent}"
    );
    agent
        .send_json(json!({"jsonrpc": "2.0", "id": sent["id"], "result": {"protocolVersion": 1}}))
        .await;
    assert_eq!(
        handshake.await.unwrap().unwrap().protocol_version,
        ProtocolVersion(1)
    );
    let served = agent.call(2, "fs/read_text_file", read).await;
    assert_eq!(
        served["result"]["content"], "contents of /tmp/x",
        "{served}"
    );
}

#[tokio::test]
async fn a_client_answered_with_an_unsupported_version_fails_and_closes() {
    let mut agent = RawPeer::new(ClientHandler(Listener::default()), Config::default());
    let peer = AgentPeer(agent.conn.clone());
    let handshake = tokio::spawn(async move { peer.initialize(InitializeRequest::new(1)).await });
    let sent = agent.recv().await;
    agent
        .send_json(json!({"jsonrpc": "2.0", "id": sent["id"], "result": {"protocolVersion": 999}}))
        .await;
    let error = handshake.await.unwrap().unwrap_err();
    assert!(
        matches!(
            &error,
            CallError::UnsupportedVersion {
                answered: 999,
                supported,
            } if supported == &[1]
        ),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(
        message.contains("999") && message.contains("[1]"),
        "{message}"
    );
    // The connection was closed: our side's output ends.
    agent.expect_end().await;
}
