//! v1_unstable peers: a client that grants nothing and passes on what it hears,
//! and one that offers its own MCP service.

use acp::v1_unstable::*;
use acp::{acp_client, Result};

use super::Heard;

/// A client that grants nothing (every permission request is answered
/// `cancelled`) and notes each update it gets in its [`Heard`]: `chunk <text>`
/// for a text message chunk, the update's debug form otherwise.
#[derive(Clone, Default)]
pub struct Listener(pub Heard);

#[acp_client(protocol = v1_unstable)]
impl Listener {
    fn session_update(&self, n: SessionNotification) {
        self.0.push(match n.update {
            SessionUpdate::AgentMessageChunk(ContentChunk {
                content: ContentBlock::Text(t),
                ..
            }) => format!("chunk {}", t.text),
            other => format!("{other:?}"),
        });
    }
    fn request_permission(
        &self,
        _req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled,
        ))
    }
}

/// A client offering its own MCP service (`acp::mcp::McpOffer`): it answers
/// the agent's `mcp/message` with it, and grants nothing (every permission
/// request is answered `cancelled`).
#[cfg(feature = "mcp")]
pub struct McpEditor(pub acp::mcp::McpOffer);

#[cfg(feature = "mcp")]
#[acp_client(protocol = v1_unstable)]
impl McpEditor {
    fn request_permission(
        &self,
        _req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled,
        ))
    }
    async fn message_mcp(&self, req: MessageMcpRequest) -> Result<MessageMcpResponse> {
        self.0.answer(req).await
    }
}
