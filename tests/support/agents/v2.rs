//! v2 peers: the fixed-reply agent, and clients that pass on what they hear,
//! one granting nothing and one allowing what is offered first.

use acp::v2::*;
use acp::{acp_client, Result};

use super::{Heard, Reply};

impl Agent for Reply {
    async fn initialize(
        &self,
        params: InitializeRequest,
        _client: ClientPeer,
    ) -> Result<InitializeResponse> {
        let info = Implementation::new(self.name, "1");
        Ok(InitializeResponse::new(params.protocol_version, info))
    }

    async fn new_session(
        &self,
        _params: NewSessionRequest,
        _client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new(self.session))
    }

    async fn prompt(&self, params: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let chunk = ContentChunk::new("m-1", TextContent::new(self.text));
        let update = SessionUpdate::AgentMessageChunk(chunk);
        let note = UpdateSessionNotification::new(params.session_id, update);
        match self.later {
            None => client.update_session(note).await?,
            Some(after) => {
                tokio::spawn(async move {
                    tokio::time::sleep(after).await;
                    let sent = client.update_session(note).await;
                    sent.expect("the client is there");
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
