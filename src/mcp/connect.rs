//! Connecting one MCP server of a session, by its transport: stdio (a child in
//! a process group of its own), Streamable HTTP (the given headers on every
//! request), and where the protocol has `mcp/message` the ACP transport.

use std::collections::HashMap;
use std::future::Future;
use std::time::Duration;

use rmcp::model::{ClientConfig, ProtocolVersion};
use rmcp::service::{ClientInitializeError, RoleClient, RunningService};
use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
use rmcp::transport::StreamableHttpClientTransport;
use rmcp::ServiceExt;
use tokio::process::Command;

use super::error::McpError;
use super::wire;
use super::McpOptions;
use crate::transport::piped::PipedChild;

/// A connected server: the rmcp client and what it keeps alive.
pub(super) struct Connected {
    pub(super) service: RunningService<RoleClient, ClientConfig>,
    /// The stdio server's process (its group is killed when this is dropped).
    pub(super) child: Option<PipedChild>,
}

/// How many bytes of a stdio server's stderr are kept for error messages.
const STDERR_TAIL: usize = 4096;

/// The settings of one server, as the client sent them.
pub(super) fn name_of(server: &wire::McpServer) -> String {
    match server {
        wire::McpServer::Stdio(s) => s.name.clone(),
        wire::McpServer::Http(s) => s.name.clone(),
        wire::McpServer::Sse(s) => s.name.clone(),
        #[cfg(acp_mcp_over_acp)]
        wire::McpServer::Acp(s) => s.name.clone(),
        wire::McpServer::Unknown(raw) => raw
            .get("name")
            .and_then(|n| n.as_str())
            .unwrap_or("(unnamed)")
            .to_owned(),
        // The `acp` entry of a schema whose `mcp/message` this build does not
        // speak (an older form).
        #[cfg(not(acp_mcp_over_acp))]
        #[allow(unreachable_patterns)]
        _ => "(unnamed)".to_owned(),
    }
}

/// Connects `server` within the options' start timeout.
pub(super) async fn connect(
    server: &wire::McpServer,
    options: &McpOptions,
    #[cfg_attr(not(acp_mcp_over_acp), allow(unused_variables))] acp: Option<&crate::Connection>,
) -> Result<Connected, McpError> {
    let name = name_of(server);
    match server {
        wire::McpServer::Stdio(stdio) => connect_stdio(&name, stdio, options).await,
        wire::McpServer::Http(http) => {
            let headers = http
                .headers
                .iter()
                .map(|h| (h.name.as_str(), h.value.as_str()));
            connect_http(&name, &http.url, headers, options).await
        }
        #[cfg(acp_mcp_over_acp)]
        wire::McpServer::Acp(acp_server) => match acp {
            Some(connection) => {
                let transport = super::acp_transport::AcpTransport::new(
                    connection.clone(),
                    acp_server.server_id.clone(),
                );
                let service = within(&name, options, None, async {
                    super::acp_transport::serve(client_info(options), transport).await
                })
                .await?;
                Ok(Connected {
                    service,
                    child: None,
                })
            }
            None => Err(McpError::Invalid {
                server: name,
                reason: "an `acp` server needs the ACP connection (McpOptions::acp)".to_owned(),
            }),
        },
        wire::McpServer::Sse(_) => Err(McpError::Unsupported {
            server: name,
            transport: "sse".to_owned(),
        }),
        wire::McpServer::Unknown(raw) => Err(McpError::Unsupported {
            server: name,
            transport: raw
                .get("type")
                .and_then(|t| t.as_str())
                .unwrap_or("(none)")
                .to_owned(),
        }),
        // As in `name_of`.
        #[cfg(not(acp_mcp_over_acp))]
        #[allow(unreachable_patterns)]
        _ => Err(McpError::Unsupported {
            server: name,
            transport: "acp".to_owned(),
        }),
    }
}

/// What the agent says it is in MCP's `initialize`.
pub(super) fn client_info(options: &McpOptions) -> ClientConfig {
    ClientConfig::new(Default::default(), options.client.clone())
        .with_protocol_version(ProtocolVersion::LATEST_WITH_INITIALIZE)
}

async fn connect_stdio(
    name: &str,
    stdio: &wire::McpServerStdio,
    options: &McpOptions,
) -> Result<Connected, McpError> {
    let mut command = Command::new(&stdio.command);
    command.args(&stdio.args);
    for var in &stdio.env {
        command.env(&var.name, &var.value);
    }
    if let Some(dir) = &options.cwd {
        command.current_dir(dir);
    }
    let mut child = PipedChild::spawn(command, STDERR_TAIL).map_err(|source| McpError::Spawn {
        server: name.to_owned(),
        command: stdio.command.clone(),
        source,
    })?;
    let (Some(stdout), Some(stdin)) = (child.stdout.take(), child.stdin.take()) else {
        unreachable!("both are piped")
    };
    let service = within(
        name,
        options,
        Some(&child),
        client_info(options).serve((stdout, stdin)),
    )
    .await?;
    Ok(Connected {
        service,
        child: Some(child),
    })
}

/// Connects a Streamable HTTP server, `headers` on every request it makes.
pub(super) async fn connect_http<'h>(
    name: &str,
    url: &str,
    headers: impl Iterator<Item = (&'h str, &'h str)>,
    options: &McpOptions,
) -> Result<Connected, McpError> {
    let invalid = |reason: String| McpError::Invalid {
        server: name.to_owned(),
        reason,
    };
    let mut map = reqwest13::header::HeaderMap::new();
    for (key, value) in headers {
        let key = reqwest13::header::HeaderName::from_bytes(key.as_bytes())
            .map_err(|e| invalid(format!("the header name `{key}`: {e}")))?;
        let value = reqwest13::header::HeaderValue::from_str(value)
            .map_err(|e| invalid(format!("the value of the header `{key}`: {e}")))?;
        map.append(key, value);
    }
    // The client's default headers go on every request rmcp makes: the POSTs,
    // the event stream's GET and the closing DELETE alike.
    let client = reqwest13::Client::builder()
        .default_headers(map)
        .build()
        .map_err(|e| invalid(format!("the HTTP client: {e}")))?;
    let config = StreamableHttpClientTransportConfig::with_uri(url.to_owned())
        .custom_headers(HashMap::new());
    let transport = StreamableHttpClientTransport::with_client(client, config);
    let service = within(name, options, None, client_info(options).serve(transport)).await?;
    Ok(Connected {
        service,
        child: None,
    })
}

/// How long a stdio server that broke off the start of its connection has to
/// show that it exited (and finish its stderr).
const EXIT_WAIT: Duration = Duration::from_secs(1);

/// Runs the start of a connection within the start timeout, naming the server
/// (and quoting a stdio server's stderr) when it fails; a stdio server that
/// exited is reported with its exit status.
async fn within<T>(
    name: &str,
    options: &McpOptions,
    child: Option<&PipedChild>,
    start: impl Future<Output = Result<T, ClientInitializeError>>,
) -> Result<T, McpError> {
    let stderr = || child.map(PipedChild::stderr_tail).unwrap_or_default();
    match tokio::time::timeout(options.start_timeout, start).await {
        Ok(Ok(service)) => Ok(service),
        Ok(Err(e)) => {
            // A child that died on the way: its exit status, and the end of
            // its stderr (where it says why).
            if let Some(child) = child {
                let mut exit = child.exit_watch();
                let exited =
                    match tokio::time::timeout(EXIT_WAIT, exit.wait_for(Option::is_some)).await {
                        Ok(Ok(status)) => *status,
                        _ => None,
                    };
                if let Some(status) = exited {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    return Err(McpError::Exited {
                        server: name.to_owned(),
                        status,
                        stderr: stderr(),
                    });
                }
            }
            Err(McpError::Initialize {
                server: name.to_owned(),
                reason: super::error::initialize_failure(&e),
                stderr: stderr(),
            })
        }
        Err(_) => Err(McpError::Timeout {
            server: name.to_owned(),
            after: options.start_timeout,
            stderr: stderr(),
        }),
    }
}
