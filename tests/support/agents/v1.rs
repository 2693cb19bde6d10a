//! v1 peers: the test agent and client in-process, the fixed-reply agent, and
//! a client that grants nothing and passes on what it hears.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::v1::*;
use acp::{acp_client, Error, Result};

use super::{Heard, Reply};

/// The test agent's prompt convention in-process, in small: `crash` aborts the
/// process, `stderr` writes a line there, `wait` runs until cancelled (or 5 s);
/// anything else streams the chunks `c0 `..`c2 `, reads `/tmp/a.txt`, asks for
/// permission on a tool call and reports both in a last chunk.
#[derive(Default)]
pub struct TestAgent {
    cancelled: AtomicBool,
}

/// A text content block.
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

/// A client that records every update (slowly, to show that a prompt's answer
/// still comes after them), reads any file as `contents of <path>` and picks
/// the first option of a permission request.
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

impl Agent for Reply {
    async fn initialize(
        &self,
        params: InitializeRequest,
        _client: ClientPeer,
    ) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(params.protocol_version)
            .agent_info(Implementation::new(self.name, "1")))
    }

    async fn new_session(
        &self,
        _params: NewSessionRequest,
        _client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new(self.session))
    }

    async fn prompt(&self, params: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let chunk = ContentChunk::new(text(self.text));
        let update = SessionUpdate::AgentMessageChunk(chunk);
        let note = SessionNotification::new(params.session_id, update);
        match self.later {
            None => client.session_update(note).await?,
            Some(after) => {
                tokio::spawn(async move {
                    tokio::time::sleep(after).await;
                    let sent = client.session_update(note).await;
                    sent.expect("the client is there");
                });
            }
        }
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

/// An update as the tests compare it: `chunk <text>` for a text message
/// chunk, the update's debug form otherwise.
pub fn describe(update: &SessionUpdate) -> String {
    match update {
        SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(t),
            ..
        }) => format!("chunk {}", t.text),
        other => format!("{other:?}"),
    }
}

/// A client that grants nothing (every permission request is answered
/// `cancelled`), reads any file as `contents of <path>`, and notes each update
/// it gets in its [`Heard`] ([`describe`]).
#[derive(Clone, Default)]
pub struct Listener(pub Heard);

#[acp_client]
impl Listener {
    fn session_update(&self, n: SessionNotification) {
        self.0.push(describe(&n.update));
    }
    fn request_permission(
        &self,
        _req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled,
        ))
    }
    fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        Ok(ReadTextFileResponse::new(format!(
            "contents of {}",
            req.path
        )))
    }
}
