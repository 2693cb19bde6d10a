//! A client's own MCP servers, offered to its agent: in-process rmcp services
//! that the agent reaches over the ACP connection itself (`mcp/message`, when
//! it advertises the `acp` MCP transport; feature `unstable`), or else on a
//! loopback Streamable HTTP endpoint that only a random bearer token opens
//! (when it advertises `http`), or else not at all, with the reason.

use std::net::SocketAddr;
use std::sync::Arc;

use rmcp::service::RoleServer;
use rmcp::ServerHandler;
use serde::Serialize;

use super::wire;

/// Builds a fresh instance of one offered service.
type Factory = Arc<dyn Fn() -> Box<dyn rmcp::service::DynService<RoleServer>> + Send + Sync>;
/// Builds the service's Streamable HTTP router.
type Router = Arc<dyn Fn() -> axum::Router + Send + Sync>;

/// One offered service.
struct Service {
    name: String,
    /// Its `serverId` on the ACP transport: unique on the connection.
    id: String,
    #[cfg_attr(not(acp_mcp_over_acp), allow(dead_code))]
    factory: Factory,
    router: Router,
}

/// The MCP services a client offers its agent (see the [module docs](crate::mcp)).
///
/// ```no_run
/// # #[derive(Clone, Default)] struct EditorTools;
/// # impl acp::mcp::rmcp::ServerHandler for EditorTools {}
/// # async fn example(initialize_result: serde_json::Value) {
/// use acp::mcp::McpOffer;
///
/// let offer = McpOffer::new().service("editor", EditorTools::default);
/// let offered = offer.servers(&initialize_result).await;
/// // offered.servers go into session/new's mcpServers;
/// // offered.left_out says which could not be offered, and why.
/// # }
/// ```
#[derive(Clone, Default)]
pub struct McpOffer {
    services: Arc<Vec<Service>>,
    /// The loopback HTTP endpoint, once started.
    http: Arc<tokio::sync::Mutex<Option<Loopback>>>,
}

impl std::fmt::Debug for McpOffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.services.iter().map(|s| s.name.as_str()).collect();
        f.debug_struct("McpOffer")
            .field("services", &names)
            .finish_non_exhaustive()
    }
}

/// What [`McpOffer::servers`] offers a session.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Offered {
    /// The entries for `mcpServers` (v1's wire types, which every module's
    /// `McpServer` reads the same; serialize and decode them for another).
    pub servers: Vec<wire::McpServer>,
    /// The services not offered: their names, and why.
    pub left_out: Vec<(String, String)>,
}

/// The loopback endpoint: its address, token, and the task serving it.
struct Loopback {
    addr: SocketAddr,
    token: String,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Loopback {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Which MCP transports an agent advertises, read from its `initialize`
/// result by the generated capability tables of every module this build has.
fn agent_takes(initialize_result: &serde_json::Value, transport: &str) -> bool {
    crate::built::AGENT_CAPABILITIES.iter().any(|carrier| {
        let caps = &initialize_result[carrier.field];
        carrier
            .mcp_transports
            .iter()
            .filter(|t| t.transport == transport)
            .any(|t| {
                let at = t.path.iter().fold(caps, |at, key| &at[*key]);
                if t.flag {
                    at.as_bool() == Some(true)
                } else {
                    at.is_object()
                }
            })
    })
}

impl McpOffer {
    /// No services.
    pub fn new() -> Self {
        Self::default()
    }

    /// Offers the rmcp service `make` builds, under `name`: a fresh instance for
    /// each request over the ACP transport, and for each HTTP session.
    pub fn service<S, F>(mut self, name: impl Into<String>, make: F) -> Self
    where
        S: ServerHandler + Send + Sync + 'static,
        F: Fn() -> S + Send + Sync + 'static,
    {
        let name = name.into();
        let make = Arc::new(make);
        let factory: Factory = {
            let make = make.clone();
            Arc::new(move || rmcp::ServiceExt::into_dyn(make()))
        };
        let router: Router = Arc::new(move || {
            use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
            use rmcp::transport::streamable_http_server::{
                StreamableHttpServerConfig, StreamableHttpService,
            };
            let make = make.clone();
            let service = StreamableHttpService::new(
                move || Ok(make()),
                Arc::new(LocalSessionManager::default()),
                StreamableHttpServerConfig::default(),
            );
            axum::Router::new().nest_service("/mcp", service)
        });
        let services = Arc::get_mut(&mut self.services).expect("services are added before use");
        let id = format!("{name}-{}", random_hex(8));
        services.push(Service {
            name,
            id,
            factory,
            router,
        });
        self
    }

    /// The `mcpServers` entries for a session of an agent whose `initialize`
    /// result is `initialize_result` (any protocol module's, as JSON or as the
    /// generated type): the ACP transport if the agent takes it (feature
    /// `unstable`), else the loopback HTTP endpoint (started on first use, with
    /// a random bearer token in each entry's headers) if it takes HTTP, else
    /// nothing, saying why.
    pub async fn servers(&self, initialize_result: &impl Serialize) -> Offered {
        let result = serde_json::to_value(initialize_result).unwrap_or_default();
        let acp = cfg!(acp_mcp_over_acp) && agent_takes(&result, "acp");
        let http = agent_takes(&result, "http");
        let mut offered = Offered {
            servers: vec![],
            left_out: vec![],
        };
        for service in self.services.iter() {
            #[cfg(acp_mcp_over_acp)]
            if acp {
                offered
                    .servers
                    .push(wire::McpServer::Acp(wire::McpServerAcp::new(
                        service.name.clone(),
                        service.id.clone(),
                    )));
                continue;
            }
            if !http {
                let why = if acp {
                    "the ACP transport needs a protocol module with `mcp/message` (acp's feature `unstable`)".to_owned()
                } else {
                    "the agent advertises neither the `acp` nor the `http` MCP transport".to_owned()
                };
                offered.left_out.push((service.name.clone(), why));
                continue;
            }
            match self.loopback().await {
                Ok((addr, token)) => {
                    let url = format!("http://{addr}/{}/mcp", service.id);
                    let header = wire::HttpHeader::new("Authorization", format!("Bearer {token}"));
                    offered
                        .servers
                        .push(wire::McpServer::Http(wire::McpServerHttp::new(
                            service.name.clone(),
                            url,
                            vec![header],
                        )));
                }
                Err(e) => offered.left_out.push((
                    service.name.clone(),
                    format!("the loopback HTTP endpoint could not start: {e}"),
                )),
            }
        }
        offered
    }

    /// The loopback endpoint, started on first use: every service under
    /// `/ID/mcp`, each request checked for the token.
    async fn loopback(&self) -> std::io::Result<(SocketAddr, String)> {
        let mut http = self.http.lock().await;
        if let Some(loopback) = &*http {
            return Ok((loopback.addr, loopback.token.clone()));
        }
        let token = random_hex(32);
        let mut app = axum::Router::new();
        for service in self.services.iter() {
            app = app.nest(&format!("/{}", service.id), (service.router)());
        }
        let expected = format!("Bearer {token}");
        let app = app.layer(axum::middleware::from_fn(
            move |request: axum::extract::Request, next: axum::middleware::Next| {
                let allowed = request
                    .headers()
                    .get(axum::http::header::AUTHORIZATION)
                    .is_some_and(|v| v.as_bytes() == expected.as_bytes());
                async move {
                    if allowed {
                        next.run(request).await
                    } else {
                        axum::http::StatusCode::UNAUTHORIZED.into_response()
                    }
                }
            },
        ));
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0)).await?;
        let addr = listener.local_addr()?;
        let task = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        *http = Some(Loopback {
            addr,
            token: token.clone(),
            task,
        });
        Ok((addr, token))
    }
}

use axum::response::IntoResponse as _;

/// `bytes` random bytes from the OS, as hex.
fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("the OS random source");
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(acp_mcp_over_acp)]
mod acp_transport {
    //! `mcp/message` requests routed to the offered services.

    use rmcp::model::{ClientJsonRpcMessage, ServerJsonRpcMessage};
    use rmcp::service::RoleServer;
    use rmcp::transport::OneshotTransport;
    use tokio_util::sync::CancellationToken;

    use super::super::wire::{McpError, MessageMcpRequest, MessageMcpResponse};
    use super::McpOffer;

    impl McpOffer {
        /// Answers an `mcp/message` request of the agent (a client's
        /// `message_mcp` handler calls this): the inner MCP request runs on a
        /// fresh instance of the service its `serverId` names, and its result
        /// or MCP error is the answer. Dropped (the agent cancelled the
        /// request), the inner request is cancelled. An unknown `serverId` is
        /// an ACP error (-32602).
        pub async fn answer(
            &self,
            request: MessageMcpRequest,
        ) -> crate::Result<MessageMcpResponse> {
            let service = self
                .services
                .iter()
                .find(|s| s.id == request.server_id.0)
                .ok_or_else(|| {
                    crate::Error::invalid_params(format!(
                        "no MCP server `{}` on this connection",
                        request.server_id.0
                    ))
                })?;
            let id = request.request_id.0.clone();
            let mut inner = serde_json::Map::new();
            inner.insert("jsonrpc".into(), "2.0".into());
            inner.insert("id".into(), id.clone().into());
            inner.insert("method".into(), request.method.into());
            if let Some(params) = request.params {
                inner.insert("params".into(), params.into());
            }
            let inner: ClientJsonRpcMessage = match serde_json::from_value(inner.into()) {
                Ok(inner) => inner,
                Err(e) => {
                    let unknown = e.to_string().contains("unknown variant");
                    let code = if unknown { -32601 } else { -32602 };
                    let error = McpError::new(code, "Invalid MCP request").data(e.to_string());
                    return Ok(MessageMcpResponse::Error { error, meta: None });
                }
            };
            let (transport, mut output) = OneshotTransport::<RoleServer>::new(inner);
            let ct = CancellationToken::new();
            let _cancel_on_drop = ct.clone().drop_guard();
            let running =
                rmcp::service::serve_directly_with_ct((service.factory)(), transport, None, ct);
            let answer = loop {
                let Some(message) = output.recv().await else {
                    break Err(crate::Error::internal_error(
                        "the MCP service ended without an answer",
                    ));
                };
                match message {
                    ServerJsonRpcMessage::Response(response) => {
                        let result = serde_json::to_value(response.result)
                            .map_err(crate::Error::internal_error)?;
                        break Ok(MessageMcpResponse::Result { result, meta: None });
                    }
                    ServerJsonRpcMessage::Error(error) => {
                        let mut mcp = McpError::new(error.error.code.0, error.error.message);
                        if let Some(data) = error.error.data {
                            mcp = mcp.data(data);
                        }
                        break Ok(MessageMcpResponse::Error {
                            error: mcp,
                            meta: None,
                        });
                    }
                    // Progress and the like: the ACP transport carries them
                    // as notifications, which this answer does not send.
                    _ => continue,
                }
            };
            drop(running);
            answer
        }
    }
}
