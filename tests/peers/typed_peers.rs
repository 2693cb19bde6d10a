//! A full turn through the generated `Agent` / `Client` traits and peer handles:
//! initialize, session/new, a prompt during which the agent streams updates and
//! calls the client back, and a cancelled prompt.

use std::sync::Arc;
use std::time::Duration;

use acp::transport::memory_pair;
use acp::v1::*;
use acp::Config;
use serde_json::json;

use crate::support;
use support::agents::v1::{text, Shared, TestAgent, TestClient};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_turn_through_the_typed_handles() {
    let client_state = Arc::new(TestClient::default());
    let ((_agent_conn, _), (client_conn, _)) = memory_pair(
        AgentHandler(TestAgent::default()),
        ClientHandler(Shared(client_state.clone())),
        Config::default(),
    );
    let agent = AgentPeer(client_conn);

    let init = agent.initialize(InitializeRequest::new(1)).await.unwrap();
    assert!(init.agent_capabilities.load_session);
    let session = agent
        .new_session(NewSessionRequest::new("/work", vec![]))
        .await
        .unwrap();
    let reply = agent
        .prompt(PromptRequest::new(
            session.session_id.clone(),
            vec![text("go")],
        ))
        .await
        .unwrap();
    assert_eq!(reply.stop_reason, StopReason::EndTurn);

    let updates = client_state.updates.lock().unwrap().clone();
    let kinds: Vec<String> = updates
        .iter()
        .map(|u| {
            serde_json::to_value(u).unwrap()["sessionUpdate"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "agent_message_chunk",
            "agent_message_chunk",
            "agent_message_chunk",
            "tool_call",
            "tool_call_update",
            "agent_message_chunk"
        ]
    );
    let SessionUpdate::AgentMessageChunk(last) = updates.last().unwrap() else {
        panic!()
    };
    assert_eq!(
        last.content,
        text("read \"contents of /tmp/a.txt\", permission allow")
    );

    // session/cancel ends a running prompt with `cancelled`.
    let prompt = {
        let agent = agent.clone();
        let id = session.session_id.clone();
        tokio::spawn(async move {
            agent
                .prompt(PromptRequest::new(id, vec![text("wait")]))
                .await
        })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    agent
        .cancel(CancelNotification::new(session.session_id.clone()))
        .await
        .unwrap();
    let reply = tokio::time::timeout(Duration::from_secs(2), prompt)
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    assert_eq!(reply.stop_reason, StopReason::Cancelled);
}

#[tokio::test]
async fn unimplemented_methods_and_bad_params() {
    let ((_a, _), (client_conn, _)) = memory_pair(
        AgentHandler(TestAgent::default()),
        ClientHandler(TestClient::default()),
        Config::default(),
    );
    let agent = AgentPeer(client_conn.clone());
    agent.initialize(InitializeRequest::new(1)).await.unwrap();
    let err = agent
        .authenticate(AuthenticateRequest::new("x"))
        .await
        .unwrap_err()
        .peer_error()
        .cloned()
        .expect("the peer answered with an error");
    assert_eq!(err.code, ErrorCode::METHOD_NOT_FOUND);
    let err = client_conn
        .request_raw("session/prompt", &json!({"sessionId": "s"}))
        .await
        .unwrap_err()
        .peer_error()
        .cloned()
        .expect("the peer answered with an error");
    assert_eq!(err.code, ErrorCode::INVALID_PARAMS);
    assert!(err.message.contains("missing field `prompt`"), "{err}");
    let err = client_conn
        .request_raw("session/teleport", &json!({}))
        .await
        .unwrap_err()
        .peer_error()
        .cloned()
        .expect("the peer answered with an error");
    assert_eq!(err.code, ErrorCode::METHOD_NOT_FOUND);
    let err = agent
        .ext_request("_vendor/none", json!({}))
        .await
        .unwrap_err()
        .peer_error()
        .cloned()
        .expect("the peer answered with an error");
    assert_eq!(err.code, ErrorCode::METHOD_NOT_FOUND);
    assert!(
        agent.ext_request("vendor/none", json!({})).await.is_err(),
        "ext names must start with _"
    );
    // Unknown notifications are ignored, and the connection still works.
    client_conn
        .notify_raw("_vendor/unknown", &json!({}))
        .await
        .unwrap();
    client_conn
        .notify_raw("session/unknown", &json!({}))
        .await
        .unwrap();
    agent.initialize(InitializeRequest::new(1)).await.unwrap();
}
