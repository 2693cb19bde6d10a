//! An in-process MCP service on rmcp for the MCP tests and the bench: `echo
//! {"message"}` answers the message, `slow {"ms"}` waits (or until cancelled,
//! which it counts).
#![allow(dead_code)] // each test binary uses part of it

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use acp::mcp::rmcp;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    InitializeResult, ListToolsResult, PaginatedRequestParams, ServerCapabilities, Tool,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ErrorData, ServerHandler};
use serde_json::{json, Value};

/// The service; clones share the cancellation count.
#[derive(Clone, Default)]
pub struct EchoService {
    pub cancelled: Arc<AtomicUsize>,
}

impl EchoService {
    pub fn cancelled(&self) -> usize {
        self.cancelled.load(Ordering::SeqCst)
    }
}

fn tool(name: &'static str, property: &str, ty: &str) -> Tool {
    let Value::Object(schema) = json!({
        "type": "object",
        "properties": {property: {"type": ty}},
    }) else {
        unreachable!()
    };
    Tool::new(name, name, Arc::new(schema))
}

impl ServerHandler for EchoService {
    fn get_info(&self) -> InitializeResult {
        InitializeResult::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("echo-service", "1.0.0"))
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(vec![
            tool("echo", "message", "string"),
            tool("slow", "ms", "integer"),
        ]))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let arg = |name: &str| {
            request
                .arguments
                .as_ref()
                .and_then(|a| a.get(name))
                .cloned()
        };
        let text = match request.name.as_ref() {
            "echo" => arg("message")
                .and_then(|m| m.as_str().map(str::to_owned))
                .unwrap_or_default(),
            "slow" => {
                let ms = arg("ms").and_then(|m| m.as_u64()).unwrap_or(1000);
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_millis(ms)) => "done".to_owned(),
                    () = context.ct.cancelled() => {
                        self.cancelled.fetch_add(1, Ordering::SeqCst);
                        return Err(ErrorData::internal_error("cancelled", None));
                    }
                }
            }
            other => {
                return Err(ErrorData::invalid_params(
                    format!("no tool `{other}`"),
                    None,
                ))
            }
        };
        Ok(CallToolResult::success(vec![ContentBlock::text(text)]).into())
    }
}
