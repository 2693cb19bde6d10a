//! An agent and a client written against the generated traits, shared by tests.
#![allow(dead_code)] // each test binary uses part of it

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::v1::*;
use acp::{Error, Result};

#[derive(Default)]
pub struct TestAgent {
    cancelled: AtomicBool,
}

pub fn text(s: &str) -> ContentBlock {
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
        if first.text == "crash" {
            std::process::abort();
        }
        if first.text == "stderr" {
            eprintln!("a line on stderr");
        }
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
pub struct TestClient {
    pub updates: Mutex<Vec<SessionUpdate>>,
}

impl Client for TestClient {
    async fn session_update(&self, params: SessionNotification, _agent: AgentPeer) {
        // Slow on purpose: prompt results must still come after every update.
        tokio::time::sleep(Duration::from_millis(2)).await;
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
pub struct Shared(pub Arc<TestClient>);

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
