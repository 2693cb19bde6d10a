//! A small MCP server for testing agents that use `acp::mcp` (feature `mcp`),
//! built on rmcp: on stdio by default, or over Streamable HTTP.
//!
//! ```text
//! cargo run --example mcp_server --features mcp                        # MCP on stdin/stdout
//! cargo run --example mcp_server --features mcp -- --http 127.0.0.1:0   # prints its URL
//! ```
//!
//! Tools: `echo {"message"}` answers the message; `env {"name"}` the value of
//! that environment variable in the server; `slow {"ms"}` waits that long
//! (or until the call is cancelled), then answers `done`.
//!
//! With `ACP_MCP_LOG=FILE` it appends what it sees to FILE, one event a line:
//! `start PID`, `initialize CLIENT`, `call TOOL`, `cancelled TOOL` (a call
//! ended by MCP's `notifications/cancelled`), and over HTTP `http METHOD
//! authorization=VALUE` for every request (`-` when it has none).

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use acp::mcp::rmcp;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    InitializeRequestParams, InitializeResult, ListToolsResult, PaginatedRequestParams,
    ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ErrorData, ServerHandler, ServiceExt};
use serde_json::{json, Value};

/// Appends one event to the log, if there is one.
fn log(event: &str) {
    let Some(path) = std::env::var_os("ACP_MCP_LOG") else {
        return;
    };
    if let Ok(mut file) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
    {
        let _ = writeln!(file, "{event}");
    }
}

#[derive(Clone, Default)]
struct TestServer;

fn tool(name: &'static str, description: &'static str, property: &str, ty: &str) -> Tool {
    let schema = json!({
        "type": "object",
        "properties": {property: {"type": ty}},
        "required": [property],
    });
    let Value::Object(schema) = schema else {
        unreachable!()
    };
    Tool::new(name, description, Arc::new(schema))
}

impl ServerHandler for TestServer {
    fn get_info(&self) -> ServerConfig {
        InitializeResult::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("acp-test-mcp-server", "0.1.0"))
    }

    async fn initialize(
        &self,
        request: InitializeRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<InitializeResult, ErrorData> {
        log(&format!("initialize {}", request.client_info.name));
        context.peer.set_peer_info(request.clone());
        Ok(self.get_info())
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(vec![
            tool("echo", "Answers the message", "message", "string"),
            tool("env", "Answers an environment variable", "name", "string"),
            tool("slow", "Waits, then answers done", "ms", "integer"),
        ]))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        log(&format!("call {}", request.name));
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
            "env" => {
                let name = arg("name").and_then(|n| n.as_str().map(str::to_owned));
                std::env::var(name.unwrap_or_default()).unwrap_or_default()
            }
            "slow" => {
                let ms = arg("ms").and_then(|m| m.as_u64()).unwrap_or(1000);
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_millis(ms)) => "done".to_owned(),
                    () = context.ct.cancelled() => {
                        log("cancelled slow");
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

#[tokio::main]
async fn main() {
    log(&format!("start {}", std::process::id()));
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => {
            let running = TestServer
                .serve((tokio::io::stdin(), tokio::io::stdout()))
                .await
                .expect("MCP on stdio");
            let _ = running.waiting().await;
        }
        [flag, addr] if flag == "--http" => serve_http(addr).await,
        _ => {
            eprintln!("usage: mcp_server [--http ADDR]");
            std::process::exit(2)
        }
    }
}

/// Streamable HTTP on `/mcp`, logging each request's `Authorization`.
async fn serve_http(addr: &str) {
    use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
    use rmcp::transport::streamable_http_server::{
        StreamableHttpServerConfig, StreamableHttpService,
    };
    let service = StreamableHttpService::new(
        || Ok(TestServer),
        Arc::new(LocalSessionManager::default()),
        StreamableHttpServerConfig::default(),
    );
    let app = axum::Router::new()
        .nest_service("/mcp", service)
        .layer(axum::middleware::from_fn(
            |request: axum::extract::Request, next: axum::middleware::Next| async move {
                let auth = request
                    .headers()
                    .get("authorization")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("-")
                    .to_owned();
                log(&format!("http {} authorization={auth}", request.method()));
                next.run(request).await
            },
        ));
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .expect("the address to listen on");
    let local = listener.local_addr().expect("a local address");
    println!("http://{local}/mcp");
    let _ = std::io::stdout().flush();
    axum::serve(listener, app).await.expect("serving");
}
