//! Against `acp::v1_unstable` as of 2.0.0, with the traits implemented by hand
//! (the macros are for the stable module only).

use std::sync::Mutex;

use acp::v1_unstable::*;
use acp::Result;

pub fn build_values() -> Vec<serde_json::Value> {
    let caps = AgentCapabilities::new()
        .load_session(true)
        .session_capabilities(
            SessionCapabilities::new()
                .list(SessionListCapabilities::new())
                .fork(SessionForkCapabilities::new())
                .resume(SessionResumeCapabilities::new()),
        );
    let fork = ForkSessionRequest::new("s-1", "/work");
    let usage = PromptResponse::new(StopReason::EndTurn).usage(Usage::new(30u64, 10u64, 20u64));
    let subagent = SessionNotification::new(
        "s-1",
        SessionUpdate::SubagentUpdate(SubagentUpdate::new("s-2").title("helper")),
    );
    // Struct variants, through their constructors.
    let ok = MessageMcpResponse::result(serde_json::json!({"ok": true}));
    let list = ListSessionsRequest::new().cwd("/work");
    vec![
        serde_json::to_value(InitializeResponse::new(1).agent_capabilities(caps)).unwrap(),
        serde_json::to_value(fork).unwrap(),
        serde_json::to_value(usage).unwrap(),
        serde_json::to_value(subagent).unwrap(),
        serde_json::to_value(ok).unwrap(),
        serde_json::to_value(list).unwrap(),
    ]
}

pub fn describe(update: &SessionUpdate) -> String {
    match update {
        SessionUpdate::SubagentUpdate(s) => {
            // `state` tells an explicit `null` (it clears the state) from absence
            // (it leaves it unchanged) since the generator reads that from the
            // schema's docs: a deliberate change of the bindings, not of a schema.
            let state = match &s.state {
                Some(Some(StateUpdate::Running(_))) => "running",
                Some(Some(StateUpdate::Idle(_))) => "idle",
                Some(Some(_)) => "other",
                Some(None) => "cleared",
                None => "unchanged",
            };
            format!("{} {state} {:?}", s.session_id, s.title)
        }
        SessionUpdate::PlanUpdate(p) => match &p.plan {
            PlanUpdateContent::Items(_) => "plan items".into(),
            _ => "plan".into(),
        },
        SessionUpdate::AgentMessageChunk(c) => match &c.content {
            ContentBlock::Text(t) => t.text.clone(),
            _ => "non-text".into(),
        },
        _ => "something else".into(),
    }
}

pub fn mcp_result(resp: &MessageMcpResponse) -> Option<&serde_json::Value> {
    match resp {
        MessageMcpResponse::Result { result, .. } => Some(result),
        _ => None,
    }
}

pub fn tokens(resp: &PromptResponse) -> u64 {
    resp.usage.as_ref().map_or(0, |u| u.total_tokens)
}

pub fn route(req: &ClientRequest) -> &'static str {
    match req {
        ClientRequest::ForkSession(_) => "fork",
        ClientRequest::ListSessions(_) => "list",
        _ => "other",
    }
}

#[derive(Default)]
pub struct HandAgent {
    sessions: Mutex<Vec<SessionId>>,
}

/// Helpers on the type that also implements the trait, named like methods
/// added to the trait after 2.0.0 (`session/status`, `session/archive`).
/// Inherent methods win in method resolution, so calls keep meaning these.
impl HandAgent {
    pub fn session_status(&self, id: &SessionId) -> bool {
        self.sessions.lock().unwrap().contains(id)
    }

    pub fn archive_session(&self, id: &SessionId) {
        self.sessions.lock().unwrap().retain(|s| s != id);
    }

    pub fn archive_sessions(&self) {
        self.sessions.lock().unwrap().clear();
    }
}

impl Agent for HandAgent {
    async fn initialize(
        &self,
        params: InitializeRequest,
        _client: ClientPeer,
    ) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(params.protocol_version))
    }

    async fn new_session(
        &self,
        _params: NewSessionRequest,
        _client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        let id = SessionId::from("s-1");
        self.sessions.lock().unwrap().push(id.clone());
        Ok(NewSessionResponse::new(id))
    }

    async fn fork_session(
        &self,
        params: ForkSessionRequest,
        _client: ClientPeer,
    ) -> Result<ForkSessionResponse> {
        if self.session_status(&params.session_id) {
            self.archive_session(&params.session_id);
        }
        Ok(ForkSessionResponse::new("s-2"))
    }

    async fn prompt(&self, params: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        client
            .session_update(SessionNotification::new(
                params.session_id,
                SessionUpdate::AgentMessageChunk(ContentChunk::new(ContentBlock::from(
                    TextContent::new("ok"),
                ))),
            ))
            .await?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }

    async fn cancel(&self, _params: CancelNotification, _client: ClientPeer) {
        self.archive_sessions();
    }
}

#[derive(Default)]
pub struct HandClient {
    seen: Mutex<Vec<String>>,
}

impl Client for HandClient {
    async fn session_update(&self, params: SessionNotification, _agent: AgentPeer) {
        let line = describe(&params.update);
        self.seen.lock().unwrap().push(line);
    }

    async fn request_permission(
        &self,
        _params: RequestPermissionRequest,
        _agent: AgentPeer,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled,
        ))
    }
}

pub fn handlers() -> (AgentHandler<HandAgent>, ClientHandler<HandClient>) {
    (
        AgentHandler(HandAgent::default()),
        ClientHandler(HandClient::default()),
    )
}
