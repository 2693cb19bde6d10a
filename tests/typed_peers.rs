//! A full turn through the generated `Agent` / `Client` traits and peer handles:
//! initialize, session/new, a prompt during which the agent streams updates and
//! calls the client back, and a cancelled prompt.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::transport::memory_pair;
use acp::v1::*;
use acp::{Config, Error, Result};
use serde_json::json;

#[derive(Default)]
struct TestAgent {
    cancelled: AtomicBool,
}

fn text(s: &str) -> ContentBlock {
    ContentBlock::from(TextContent::new(s))
}

impl Agent for TestAgent {
    async fn initialize(
        &self,
        params: InitializeRequest,
        _client: ClientPeer,
    ) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(params.protocol_version)
            .agent_capabilities(AgentCapabilities::default().load_session(true)))
    }

    async fn new_session(
        &self,
        _params: NewSessionRequest,
        _client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("sess-1"))
    }

    async fn prompt(&self, params: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let session = params.session_id.clone();
        let ContentBlock::Text(first) = &params.prompt[0] else {
            return Err(Error::invalid_params("text please"));
        };
        if first.text == "wait" {
            self.cancelled.store(false, Ordering::SeqCst);
            for _ in 0..500 {
                if self.cancelled.load(Ordering::SeqCst) {
                    return Ok(PromptResponse::new(StopReason::Cancelled));
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            return Ok(PromptResponse::new(StopReason::EndTurn));
        }
        for i in 0..3 {
            let chunk =
                SessionUpdate::AgentMessageChunk(ContentChunk::new(text(&format!("c{i} "))));
            client
                .session_update(SessionNotification::new(session.clone(), chunk))
                .await?;
        }
        let file = client
            .read_text_file(ReadTextFileRequest::new(session.clone(), "/tmp/a.txt"))
            .await?;
        let call = ToolCall::new("call-1", "Edit a.txt")
            .kind(ToolKind::Edit)
            .status(ToolCallStatus::Pending);
        client
            .session_update(SessionNotification::new(
                session.clone(),
                SessionUpdate::ToolCall(call),
            ))
            .await?;
        let options = vec![
            PermissionOption::new("allow", "Allow", PermissionOptionKind::AllowOnce),
            PermissionOption::new("reject", "Reject", PermissionOptionKind::RejectOnce),
        ];
        let answer = client
            .request_permission(RequestPermissionRequest::new(
                session.clone(),
                ToolCallUpdate::new("call-1"),
                options,
            ))
            .await?;
        let chosen = match answer.outcome {
            RequestPermissionOutcome::Selected(s) => s.option_id.to_string(),
            other => format!("{other:?}"),
        };
        let done = ToolCallUpdate::new("call-1").status(ToolCallStatus::Completed);
        client
            .session_update(SessionNotification::new(
                session.clone(),
                SessionUpdate::ToolCallUpdate(done),
            ))
            .await?;
        let summary = format!("read {:?}, permission {chosen}", file.content);
        client
            .session_update(SessionNotification::new(
                session,
                SessionUpdate::AgentMessageChunk(ContentChunk::new(text(&summary))),
            ))
            .await?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }

    async fn cancel(&self, _params: CancelNotification, _client: ClientPeer) {
        self.cancelled.store(true, Ordering::SeqCst);
    }
}

#[derive(Default)]
struct TestClient {
    updates: Mutex<Vec<SessionUpdate>>,
}

impl Client for TestClient {
    async fn session_update(&self, params: SessionNotification, _agent: AgentPeer) {
        self.updates.lock().unwrap().push(params.update);
    }

    async fn read_text_file(
        &self,
        params: ReadTextFileRequest,
        _agent: AgentPeer,
    ) -> Result<ReadTextFileResponse> {
        Ok(ReadTextFileResponse::new(format!(
            "contents of {}",
            params.path
        )))
    }

    async fn request_permission(
        &self,
        params: RequestPermissionRequest,
        _agent: AgentPeer,
    ) -> Result<RequestPermissionResponse> {
        let first = params.options[0].option_id.clone();
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(first)),
        ))
    }
}

/// A client that shares its state with the test.
struct Shared(Arc<TestClient>);

impl Client for Shared {
    async fn session_update(&self, params: SessionNotification, agent: AgentPeer) {
        self.0.session_update(params, agent).await
    }
    async fn read_text_file(
        &self,
        params: ReadTextFileRequest,
        agent: AgentPeer,
    ) -> Result<ReadTextFileResponse> {
        self.0.read_text_file(params, agent).await
    }
    async fn request_permission(
        &self,
        params: RequestPermissionRequest,
        agent: AgentPeer,
    ) -> Result<RequestPermissionResponse> {
        self.0.request_permission(params, agent).await
    }
}

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
    let err = agent
        .authenticate(AuthenticateRequest::new("x"))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::METHOD_NOT_FOUND);
    let err = client_conn
        .request_raw("session/prompt", &json!({"sessionId": "s"}))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::INVALID_PARAMS);
    assert!(err.message.contains("missing field `prompt`"), "{err}");
    let err = client_conn
        .request_raw("session/teleport", &json!({}))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::METHOD_NOT_FOUND);
    let err = agent
        .ext_request("_vendor/none", json!({}))
        .await
        .unwrap_err();
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
