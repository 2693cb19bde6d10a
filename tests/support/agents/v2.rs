//! v2 peers: an agent with one fixed reply, and clients that pass on what they
//! hear, one granting nothing and one allowing what is offered first.

use std::time::Duration;

use acp::v2::*;
use acp::{acp_agent, acp_client, Result};

use super::Heard;

/// An agent with one fixed reply: `initialize` names it `name`, `session/new`
/// opens `session`, and every prompt is accepted as the user message `m-0`
/// and gets one chunk `text` of the message `m-1`. [`Reply::later`] sends the
/// chunk from a task of the agent's own a while after the prompt was accepted.
#[derive(Clone)]
pub struct Reply {
    name: &'static str,
    session: &'static str,
    text: &'static str,
    later: Option<Duration>,
}

impl Reply {
    pub fn new(name: &'static str, session: &'static str, text: &'static str) -> Self {
        Reply {
            name,
            session,
            text,
            later: None,
        }
    }

    /// The chunk is sent `after` the prompt was accepted.
    pub fn later(self, after: Duration) -> Self {
        Reply {
            later: Some(after),
            ..self
        }
    }
}

#[acp_agent(protocol = v2)]
impl Reply {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        let info = Implementation::new(self.name, "1");
        Ok(InitializeResponse::new(req.protocol_version, info))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new(self.session))
    }
    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let chunk = ContentChunk::new("m-1", TextContent::new(self.text));
        let note =
            UpdateSessionNotification::new(req.session_id, SessionUpdate::AgentMessageChunk(chunk));
        match self.later {
            None => client.update_session(note).await?,
            Some(after) => {
                tokio::spawn(async move {
                    tokio::time::sleep(after).await;
                    client
                        .update_session(note)
                        .await
                        .expect("the client is there");
                });
            }
        }
        Ok(PromptResponse::new("m-0"))
    }
}

/// An update as the tests compare it: `user <message id>`, `running`,
/// `requires_action`, `idle <kind>`, `chunk <message id> <text>`, or the
/// update's debug form.
pub fn describe(update: &SessionUpdate) -> String {
    match update {
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
    }
}

/// A client that grants nothing (every permission request is answered
/// `cancelled`) and notes each update it gets in its [`Heard`] ([`describe`]).
#[derive(Clone, Default)]
pub struct Listener(pub Heard);

#[acp_client(protocol = v2)]
impl Listener {
    fn update_session(&self, n: UpdateSessionNotification) {
        self.0.push(describe(&n.update));
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

/// A client whose user allows what a permission request offers first, and
/// which notes each update it gets in its [`Heard`] ([`describe`]).
#[derive(Clone, Default)]
pub struct Editor(pub Heard);

#[acp_client(protocol = v2)]
impl Editor {
    fn update_session(&self, n: UpdateSessionNotification) {
        self.0.push(describe(&n.update));
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
