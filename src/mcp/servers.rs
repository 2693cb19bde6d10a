//! A session's connected MCP servers: their tools, listed and called across
//! all of them, and their end with the session or the connection.

use std::process::ExitStatus;
use std::sync::{Arc, Mutex};

use rmcp::model::{CallToolRequestParams, CallToolResult, JsonObject, Tool};
use rmcp::service::RoleClient;
use rmcp::{Peer, ServiceError};
use serde::Serialize;
use tokio::sync::watch;

use super::connect::{self, Connected};
use super::error::McpError;
use super::{wire, McpOptions};

/// The MCP servers of one session, connected (see the [module docs](super)).
///
/// Dropping it ends them: stdio servers' process groups are killed at once.
#[derive(Debug)]
pub struct McpServers {
    servers: Vec<Server>,
    failures: Vec<McpError>,
    /// What keeps the servers running; emptied when this is dropped or the
    /// ACP connection closes.
    owned: Arc<Mutex<Vec<Connected>>>,
    watcher: Option<tokio::task::JoinHandle<()>>,
}

/// One connected server of a session.
#[derive(Debug, Clone)]
pub struct Server {
    name: String,
    peer: Peer<RoleClient>,
    exit: Option<watch::Receiver<Option<ExitStatus>>>,
    pid: Option<u32>,
}

/// A tool of a session, with the server that lists it.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct SessionTool {
    /// The name of the server (as the client gave it in `mcpServers`).
    pub server: String,
    /// The tool, as the server describes it.
    pub tool: Tool,
}

impl std::fmt::Debug for Connected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connected")
            .field("child", &self.child)
            .finish_non_exhaustive()
    }
}

impl McpServers {
    /// Connects every server of `servers` (a session request's `mcpServers`, of
    /// any protocol module), all at once, each within the options' start
    /// timeout. Never fails: what could not be connected is in
    /// [`failures`](Self::failures). Must be called inside a tokio runtime.
    pub async fn connect<S: Serialize>(servers: &[S], options: &McpOptions) -> McpServers {
        let connecting = servers.iter().map(|server| async move {
            let server = match decode(server) {
                Ok(server) => server,
                Err(e) => return Err(e),
            };
            let name = connect::name_of(&server);
            connect::connect(&server, options, options.connection.as_ref())
                .await
                .map(|connected| (name, connected))
        });
        let results = futures_util::future::join_all(connecting).await;
        let mut out = McpServers {
            servers: vec![],
            failures: vec![],
            owned: Arc::default(),
            watcher: None,
        };
        let mut owned = vec![];
        for result in results {
            match result {
                Ok((name, connected)) => {
                    out.servers.push(Server {
                        name,
                        peer: connected.service.peer().clone(),
                        exit: connected.child.as_ref().map(|c| c.exit_watch()),
                        pid: connected.child.as_ref().and_then(|c| c.id()),
                    });
                    owned.push(connected);
                }
                Err(e) => {
                    tracing::warn!(error = %e, "an MCP server of the session was not connected");
                    out.failures.push(e);
                }
            }
        }
        *out.owned.lock().expect("MCP servers") = owned;
        if let Some(connection) = options.connection.clone() {
            let owned = out.owned.clone();
            out.watcher = Some(tokio::spawn(async move {
                connection.closed().await;
                end(&owned);
            }));
        }
        out
    }

    /// The servers that were connected, in the order of `mcpServers`.
    pub fn servers(&self) -> &[Server] {
        &self.servers
    }

    /// What went wrong with the servers that were not connected, each naming
    /// its server.
    pub fn failures(&self) -> &[McpError] {
        &self.failures
    }

    /// Every tool of every connected server, server by server in the order of
    /// `mcpServers`. Fails on the first server that cannot list its tools.
    pub async fn tools(&self) -> Result<Vec<SessionTool>, McpError> {
        let mut out = vec![];
        for server in &self.servers {
            for tool in server.tools().await? {
                out.push(SessionTool {
                    server: server.name.clone(),
                    tool,
                });
            }
        }
        Ok(out)
    }

    /// Calls `tool` with `arguments` on the first server that lists it.
    /// Dropping the future cancels the call (the server is sent MCP's
    /// `notifications/cancelled`).
    pub async fn call(
        &self,
        tool: &str,
        arguments: Option<JsonObject>,
    ) -> Result<CallToolResult, McpError> {
        for server in &self.servers {
            if server.tools().await?.iter().any(|t| t.name == tool) {
                return server.call(tool, arguments).await;
            }
        }
        Err(McpError::NoSuchTool {
            tool: tool.to_owned(),
        })
    }
}

impl Drop for McpServers {
    fn drop(&mut self) {
        if let Some(watcher) = self.watcher.take() {
            watcher.abort();
        }
        end(&self.owned);
    }
}

/// Ends the servers: drops their rmcp services (which closes their transports)
/// and their processes (whose groups are killed).
fn end(owned: &Mutex<Vec<Connected>>) {
    let ended = std::mem::take(&mut *owned.lock().unwrap_or_else(|e| e.into_inner()));
    drop(ended);
}

impl Server {
    /// The server's name, as the client gave it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// rmcp's handle on the server, for everything beyond tools (resources,
    /// prompts, ...). Its errors do not name the server; [`Server::call`] and
    /// [`Server::tools`] do.
    pub fn peer(&self) -> &Peer<RoleClient> {
        &self.peer
    }

    /// The process id of a stdio server (on Unix also its process group's).
    pub fn pid(&self) -> Option<u32> {
        self.pid
    }

    /// The server's tools (all pages).
    pub async fn tools(&self) -> Result<Vec<Tool>, McpError> {
        self.gone_already()?;
        self.peer.list_all_tools().await.map_err(|e| self.failed(e))
    }

    /// Calls one of the server's tools. Dropping the future cancels the call.
    pub async fn call(
        &self,
        tool: &str,
        arguments: Option<JsonObject>,
    ) -> Result<CallToolResult, McpError> {
        self.gone_already()?;
        let mut params = CallToolRequestParams::new(tool.to_owned());
        if let Some(arguments) = arguments {
            params = params.with_arguments(arguments);
        }
        self.peer
            .call_tool(params)
            .await
            .map_err(|e| self.failed(e))
    }

    /// Fails at once when the server's process is known to have exited.
    fn gone_already(&self) -> Result<(), McpError> {
        match self.exit.as_ref().and_then(|e| *e.borrow()) {
            Some(status) => Err(self.gone(Some(status))),
            None if self.peer.is_transport_closed() => Err(self.gone(None)),
            None => Ok(()),
        }
    }

    fn failed(&self, error: ServiceError) -> McpError {
        match error {
            ServiceError::TransportClosed | ServiceError::TransportSend(_) => {
                let status = self.exit.as_ref().and_then(|e| *e.borrow());
                self.gone(status)
            }
            source => McpError::Call {
                server: self.name.clone(),
                source: Box::new(source),
            },
        }
    }

    fn gone(&self, status: Option<ExitStatus>) -> McpError {
        McpError::Gone {
            server: self.name.clone(),
            how: match status {
                Some(status) => format!("its process {status}"),
                None => "its connection closed".to_owned(),
            },
        }
    }
}

/// One `mcpServers` entry in the wire form this module reads.
fn decode<S: Serialize>(server: &S) -> Result<wire::McpServer, McpError> {
    let mut value = serde_json::to_value(server).map_err(|e| McpError::Invalid {
        server: "(unnamed)".to_owned(),
        reason: format!("the settings do not encode: {e}"),
    })?;
    // v2 tags stdio servers (v1's untagged stdio variant has no tag) and makes
    // `args`, `env` and `headers` optional (v1 requires them).
    if let Some(object) = value.as_object_mut() {
        let tag = object
            .get("type")
            .and_then(|t| t.as_str())
            .map(str::to_owned);
        if tag.as_deref() == Some("stdio") {
            object.remove("type");
        }
        let lists: &[&str] = match tag.as_deref() {
            None | Some("stdio") => &["args", "env"],
            Some("http" | "sse") => &["headers"],
            Some(_) => &[],
        };
        for list in lists {
            object
                .entry(list.to_string())
                .or_insert_with(|| serde_json::Value::Array(vec![]));
        }
    }
    let name = value
        .get("name")
        .and_then(|n| n.as_str())
        .unwrap_or("(unnamed)")
        .to_owned();
    serde_json::from_value(value).map_err(|e| McpError::Invalid {
        server: name,
        reason: format!("the settings do not decode: {e}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v2_entries_read_as_v1s() {
        let stdio = serde_json::json!({"type": "stdio", "name": "a", "command": "/bin/a"});
        let wire::McpServer::Stdio(stdio) = decode(&stdio).unwrap() else {
            panic!("a stdio server")
        };
        assert_eq!((stdio.name.as_str(), stdio.args.len()), ("a", 0));
        let http = serde_json::json!({"type": "http", "name": "h", "url": "http://x/mcp"});
        assert!(matches!(decode(&http).unwrap(), wire::McpServer::Http(h) if h.headers.is_empty()));
        let bad = serde_json::json!({"name": "b"});
        let error = decode(&bad).unwrap_err().to_string();
        assert!(
            error.starts_with("MCP server `b`: the settings do not decode"),
            "{error}"
        );
    }
}
