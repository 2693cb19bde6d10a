//! An agent that uses the MCP servers its client gives it (feature `mcp`):
//! every prompt lists the session's tools, and calls one. The prompt `TOOL
//! JSON` calls TOOL with the JSON object as its arguments; any other prompt
//! calls the first tool with no arguments. The servers that could not be
//! connected are reported in the first turn, as a real agent tells its user.
//!
//! ```text
//! cargo build --features mcp --example mcp_agent --example mcp_server
//! acp chat --mcp target/debug/examples/mcp_server target/debug/examples/mcp_agent
//! > echo {"message": "hi"}
//! ```

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use acp::mcp::{McpOptions, McpServers};
use acp::v1::*;
use acp::{acp_agent, Result};

#[derive(Default)]
struct ToolAgent {
    /// Each session's servers; they end when the session's entry is dropped.
    sessions: Mutex<HashMap<SessionId, Arc<McpServers>>>,
    next: AtomicU64,
}

#[acp_agent(mcp)]
impl ToolAgent {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        let info = Implementation::new("mcp-agent", env!("CARGO_PKG_VERSION"));
        Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(info))
    }

    async fn new_session(
        &self,
        req: NewSessionRequest,
        client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        // One call connects them all: stdio children (in process groups that
        // end with the session), HTTP servers with their headers.
        let options = McpOptions::default().cwd(&req.cwd).connection(&client.0);
        let servers = McpServers::connect(&req.mcp_servers, &options).await;
        let id = SessionId::from(format!("mcp-{}", self.next.fetch_add(1, Ordering::Relaxed)));
        self.sessions
            .lock()
            .unwrap()
            .insert(id.clone(), Arc::new(servers));
        Ok(NewSessionResponse::new(id))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let servers = self.sessions.lock().unwrap().get(&req.session_id).cloned();
        let servers = servers.ok_or_else(|| acp::Error::invalid_params("unknown session"))?;
        let text: String = req
            .prompt
            .iter()
            .filter_map(|b| match b {
                ContentBlock::Text(t) => Some(t.text.as_str()),
                _ => None,
            })
            .collect();
        let session = client.session(req.session_id);
        // `session/cancel` drops this turn, and with it the tool call: the
        // server is sent MCP's `notifications/cancelled`.
        session
            .run(async {
                for failure in servers.failures() {
                    session.say(format!("(not connected: {failure})\n")).await?;
                }
                let tools = servers.tools().await?;
                let names: Vec<String> = tools
                    .iter()
                    .map(|t| format!("{}/{}", t.server, t.tool.name))
                    .collect();
                session
                    .say(format!("tools: {}\n", names.join(", ")))
                    .await?;
                let (name, json) = text.trim().split_once(' ').unwrap_or((text.trim(), ""));
                let arguments = serde_json::from_str::<serde_json::Value>(json)
                    .ok()
                    .and_then(|v| v.as_object().cloned());
                let tool = match tools.iter().find(|t| t.tool.name == name) {
                    Some(tool) => tool,
                    None => match tools.first() {
                        Some(first) => first,
                        None => return Ok(PromptResponse::new(StopReason::EndTurn)),
                    },
                };
                let arguments = if tool.tool.name == name {
                    arguments
                } else {
                    None
                };
                match servers.call(&tool.tool.name, arguments).await {
                    Ok(result) => {
                        for item in &result.content {
                            if let Some(text) = item.as_text() {
                                session.say(text.text.clone()).await?;
                            }
                        }
                    }
                    Err(e) => session.say(format!("the tool failed: {e}")).await?,
                }
                Ok(PromptResponse::new(StopReason::EndTurn))
            })
            .await
    }
}

#[tokio::main]
async fn main() {
    ToolAgent::default().serve_stdio().await
}
