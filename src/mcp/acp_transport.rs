//! The ACP transport of an MCP client (where the protocol has `mcp/message`): rmcp's client
//! speaks to a server the ACP client provides, each MCP request carried as an
//! `mcp/message` request on the ACP connection (the generated
//! [`MessageMcpRequest`]), each answer as its response. MCP's
//! `notifications/cancelled` from rmcp cancels the carrying request
//! (`$/cancel_request`); the lifecycle is MCP's stateless one
//! (`server/discover` and per-request `_meta`), as the transport requires.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rmcp::model::{
    ClientConfig, ClientJsonRpcMessage, ClientNotification, ErrorCode, ErrorData, ProtocolVersion,
    RequestId, ServerJsonRpcMessage, ServerResult,
};
use rmcp::service::{ClientInitializeError, ClientLifecycleMode, RoleClient, RunningService};
use rmcp::transport::Transport;
use rmcp::ClientServiceExt;
use tokio::sync::mpsc;

use super::wire::{McpRequestId, McpServerAcpId, MessageMcpRequest, MessageMcpResponse};

/// Messages from the provider not yet read by rmcp: at most one answer per
/// request rmcp has in flight, which rmcp bounds.
const INBOX: usize = 64;

/// rmcp's client transport over `mcp/message`.
pub(super) struct AcpTransport {
    connection: crate::Connection,
    server: McpServerAcpId,
    inbox: mpsc::Receiver<ServerJsonRpcMessage>,
    outbox: mpsc::Sender<ServerJsonRpcMessage>,
    /// The `mcp/message` requests in flight, by the MCP request id they carry.
    calls: Arc<Mutex<HashMap<RequestId, tokio::task::AbortHandle>>>,
}

impl AcpTransport {
    pub(super) fn new(connection: crate::Connection, server: McpServerAcpId) -> AcpTransport {
        let (outbox, inbox) = mpsc::channel(INBOX);
        AcpTransport {
            connection,
            server,
            inbox,
            outbox,
            calls: Arc::default(),
        }
    }
}

/// Starts an rmcp client over `transport`, with MCP's stateless lifecycle.
pub(super) async fn serve(
    info: ClientConfig,
    transport: AcpTransport,
) -> Result<RunningService<RoleClient, ClientConfig>, ClientInitializeError> {
    let lifecycle = ClientLifecycleMode::Discover {
        preferred_versions: vec![ProtocolVersion::V_2026_07_28],
    };
    info.with_protocol_version(ProtocolVersion::V_2026_07_28)
        .serve_with_lifecycle(transport, lifecycle)
        .await
}

/// A failure of the carrying ACP request, as the MCP error rmcp reads.
fn carrier_failed(error: impl std::fmt::Display) -> ErrorData {
    ErrorData::new(
        ErrorCode::INTERNAL_ERROR,
        format!("mcp/message failed: {error}"),
        None,
    )
}

impl Transport<RoleClient> for AcpTransport {
    type Error = std::io::Error;

    fn send(
        &mut self,
        item: ClientJsonRpcMessage,
    ) -> impl std::future::Future<Output = Result<(), Self::Error>> + Send + 'static {
        match item {
            ClientJsonRpcMessage::Request(request) => {
                let id = request.id.clone();
                let message = serde_json::to_value(&request.request).map(|mut value| {
                    let method = value
                        .get("method")
                        .and_then(|m| m.as_str())
                        .unwrap_or_default()
                        .to_owned();
                    let params = match value.get_mut("params").map(serde_json::Value::take) {
                        Some(serde_json::Value::Object(params)) => Some(params),
                        _ => None,
                    };
                    let mut message = MessageMcpRequest::new(
                        self.server.clone(),
                        McpRequestId(id.to_string()),
                        method,
                    );
                    message.params = params;
                    message
                });
                let connection = self.connection.clone();
                let outbox = self.outbox.clone();
                let calls = self.calls.clone();
                let call_id = id.clone();
                let task = tokio::spawn(async move {
                    let answer = match message {
                        Err(e) => ServerJsonRpcMessage::error(carrier_failed(e), Some(id.clone())),
                        Ok(message) => answer(connection.request(&message).await, id.clone()),
                    };
                    calls.lock().expect("calls").remove(&id);
                    let _ = outbox.send(answer).await;
                });
                self.calls
                    .lock()
                    .expect("calls")
                    .insert(call_id, task.abort_handle());
            }
            ClientJsonRpcMessage::Notification(notification) => {
                // Cancelling the carrying request cancels the MCP request;
                // nothing else a client notifies has a carrier here.
                if let ClientNotification::CancelledNotification(cancelled) =
                    notification.notification
                {
                    if let Some(id) = cancelled.params.request_id {
                        if let Some(call) = self.calls.lock().expect("calls").remove(&id) {
                            call.abort();
                        }
                    }
                }
            }
            // The provider sends no requests over this transport, so there is
            // nothing to answer.
            _ => {}
        }
        std::future::ready(Ok(()))
    }

    async fn receive(&mut self) -> Option<ServerJsonRpcMessage> {
        self.inbox.recv().await
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        for (_, call) in self.calls.lock().expect("calls").drain() {
            call.abort();
        }
        Ok(())
    }
}

/// The MCP answer carried by an `mcp/message` response.
fn answer(response: crate::CallResult<MessageMcpResponse>, id: RequestId) -> ServerJsonRpcMessage {
    match response {
        Ok(MessageMcpResponse::Result { result, .. }) => {
            match serde_json::from_value::<ServerResult>(result) {
                Ok(result) => ServerJsonRpcMessage::response(result, id),
                Err(e) => ServerJsonRpcMessage::error(carrier_failed(e), Some(id)),
            }
        }
        Ok(MessageMcpResponse::Error { error, .. }) => ServerJsonRpcMessage::error(
            ErrorData::new(ErrorCode(error.code), error.message, error.data),
            Some(id),
        ),
        Err(e) => ServerJsonRpcMessage::error(carrier_failed(e), Some(id)),
    }
}
