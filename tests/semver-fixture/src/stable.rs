//! Against `acp::v1` as of 2.0.0.

use std::sync::Mutex;

use acp::v1::*;
use acp::{acp_agent, acp_client, Result};

/// Values built with `new(...)` + setters, never struct literals.
pub fn build_values() -> Vec<serde_json::Value> {
    let init = InitializeRequest::new(1).client_capabilities(
        ClientCapabilities::new()
            .fs(FileSystemCapabilities::new()
                .read_text_file(true)
                .write_text_file(true))
            .terminal(true),
    );
    let caps = AgentCapabilities::new()
        .load_session(true)
        .prompt_capabilities(PromptCapabilities::new().image(true).embedded_context(true))
        .session_capabilities(
            SessionCapabilities::new()
                .list(SessionListCapabilities::new())
                .close(SessionCloseCapabilities::new()),
        );
    let init_resp = InitializeResponse::new(1)
        .agent_capabilities(caps)
        .agent_info(Implementation::new("fixture", "0.0.0"));
    let new_session = NewSessionRequest::new("/work", vec![]);
    let prompt = PromptRequest::new("s-1", vec![ContentBlock::from(TextContent::new("hello"))]);
    let call = ToolCall::new("call-1", "Read a file")
        .kind(ToolKind::Read)
        .status(ToolCallStatus::Pending)
        .locations(vec![ToolCallLocation::new("/work/a.txt").line(3u32)]);
    let update = ToolCallUpdate::new("call-1").status(ToolCallStatus::Completed);
    let notes = vec![
        SessionNotification::new("s-1", SessionUpdate::ToolCall(call)),
        SessionNotification::new("s-1", SessionUpdate::ToolCallUpdate(update)),
        SessionNotification::new(
            "s-1",
            SessionUpdate::AgentMessageChunk(ContentChunk::new(ContentBlock::from(
                TextContent::new("hi"),
            ))),
        ),
        SessionNotification::new(
            "s-1",
            SessionUpdate::Plan(Plan::new(vec![PlanEntry::new(
                "step",
                PlanEntryPriority::High,
                PlanEntryStatus::Pending,
            )])),
        ),
    ];
    // Struct variants, through their constructors.
    let set_bool = SetSessionConfigOptionRequest::new(
        "s-1",
        "verbose",
        SetSessionConfigOptionRequestKind::boolean(true),
    );
    let set_value = SetSessionConfigOptionRequest::new(
        "s-1",
        "model",
        SetSessionConfigOptionRequestKind::value_id("fast"),
    );
    let permission = RequestPermissionRequest::new(
        "s-1",
        ToolCallUpdate::new("call-1"),
        vec![PermissionOption::new(
            "allow",
            "Allow",
            PermissionOptionKind::AllowOnce,
        )],
    );
    let list = ListSessionsResponse::new(vec![SessionInfo::new("s-1", "/work").title("first")]);
    let mut out = vec![
        serde_json::to_value(init).unwrap(),
        serde_json::to_value(init_resp).unwrap(),
        serde_json::to_value(new_session).unwrap(),
        serde_json::to_value(prompt).unwrap(),
        serde_json::to_value(set_bool).unwrap(),
        serde_json::to_value(set_value).unwrap(),
        serde_json::to_value(permission).unwrap(),
        serde_json::to_value(list).unwrap(),
    ];
    out.extend(notes.into_iter().map(|n| serde_json::to_value(n).unwrap()));
    out
}

/// Public fields read, enums matched with a `_` arm.
pub fn describe(n: &SessionNotification) -> String {
    let id: &SessionId = &n.session_id;
    match &n.update {
        SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(t),
            ..
        }) => format!("{id}: says {}", t.text),
        SessionUpdate::ToolCall(call) => {
            let kind = match &call.kind {
                Some(ToolKind::Read) => "read",
                Some(ToolKind::Edit) => "edit",
                Some(_) => "other",
                None => "unknown",
            };
            format!("{id}: {} ({kind}) {}", call.title, call.tool_call_id)
        }
        SessionUpdate::ToolCallUpdate(u) => match u.status {
            Some(ToolCallStatus::Completed) => format!("{id}: {} done", u.tool_call_id),
            _ => format!("{id}: {} progress", u.tool_call_id),
        },
        SessionUpdate::Plan(plan) => format!("{id}: {} steps", plan.entries.len()),
        _ => format!("{id}: something else"),
    }
}

pub fn stop_reason_label(r: &PromptResponse) -> &'static str {
    match r.stop_reason {
        StopReason::EndTurn => "end",
        StopReason::Cancelled => "cancelled",
        _ => "other",
    }
}

pub fn config_value(req: &SetSessionConfigOptionRequest) -> String {
    match &req.kind {
        SetSessionConfigOptionRequestKind::Boolean { value, .. } => value.to_string(),
        SetSessionConfigOptionRequestKind::ValueId { value, .. } => value.to_string(),
        _ => String::from("?"),
    }
}

pub fn capabilities_summary(caps: &AgentCapabilities) -> (bool, bool, bool) {
    (
        caps.load_session,
        caps.prompt_capabilities.image,
        caps.session_capabilities.list.is_some(),
    )
}

/// Dispatch unions matched with a `_` arm.
pub fn route(req: &ClientRequest) -> &'static str {
    match req {
        ClientRequest::Initialize(_) => "initialize",
        ClientRequest::Prompt(p) if p.prompt.is_empty() => "empty prompt",
        ClientRequest::Prompt(_) => "prompt",
        _ => "other",
    }
}

pub fn route_notification(n: &AgentNotification) -> Option<&SessionId> {
    match n {
        AgentNotification::SessionUpdate(s) => Some(&s.session_id),
        _ => None,
    }
}

pub fn outcome(resp: &RequestPermissionResponse) -> Option<&PermissionOptionId> {
    match &resp.outcome {
        RequestPermissionOutcome::Selected(s) => Some(&s.option_id),
        RequestPermissionOutcome::Cancelled => None,
        _ => None,
    }
}

#[derive(Default)]
pub struct FixtureAgent {
    sessions: Mutex<Vec<SessionId>>,
}

#[acp_agent]
impl FixtureAgent {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version)
            .agent_capabilities(AgentCapabilities::new().load_session(true)))
    }

    async fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        let id = SessionId::from("s-1");
        self.sessions.lock().unwrap().push(id.clone());
        Ok(NewSessionResponse::new(id))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        if !self.session_status(&req.session_id) {
            return Ok(PromptResponse::new(StopReason::Refusal));
        }
        client
            .session_update(SessionNotification::new(
                req.session_id.clone(),
                SessionUpdate::AgentMessageChunk(ContentChunk::new(ContentBlock::from(
                    TextContent::new("ok"),
                ))),
            ))
            .await?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }

    fn cancel(&self, _n: CancelNotification) {}

    /// Helpers named like protocol methods (some added to the unstable
    /// schema after 2.0.0: `session/status`, `session/archive`), not taking
    /// their params: helpers, not handlers.
    pub fn session_status(&self, id: &SessionId) -> bool {
        self.sessions.lock().unwrap().contains(id)
    }

    pub fn archive_sessions(&self) {
        self.sessions.lock().unwrap().clear();
    }

    pub fn archive_session(&self, id: &SessionId) {
        self.sessions.lock().unwrap().retain(|s| s != id);
    }

    pub fn load_session(&self, id: &SessionId) -> Option<SessionId> {
        self.sessions
            .lock()
            .unwrap()
            .iter()
            .find(|s| *s == id)
            .cloned()
    }
}

#[derive(Default)]
pub struct FixtureClient {
    seen: Mutex<Vec<String>>,
}

#[acp_client]
impl FixtureClient {
    async fn session_update(&self, n: SessionNotification) {
        let line = describe(&n);
        self.seen.lock().unwrap().push(line);
    }

    async fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let first = req.options[0].option_id.clone();
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(first)),
        ))
    }

    fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        Ok(ReadTextFileResponse::new(format!(
            "contents of {}",
            req.path
        )))
    }

    /// Helpers named like methods, not taking their params.
    pub fn write_text_file(&self, path: &str) -> String {
        format!("would write {path}")
    }

    pub fn auth_status_update(&self) -> usize {
        self.seen.lock().unwrap().len()
    }
}

/// The peers as the runtime takes them.
pub fn handlers() -> (AgentHandler<FixtureAgent>, ClientHandler<FixtureClient>) {
    (
        AgentHandler(FixtureAgent::default()),
        ClientHandler(FixtureClient::default()),
    )
}
