//! MCP over ACP (`mcp/message`) with the official Rust SDK
//! (`agent-client-protocol` 5.2.0 with `unstable_mcp_over_acp`, and its rmcp
//! bridge `agent-client-protocol-rmcp` 5.0.0), both ways, over in-memory
//! pipes:
//!
//! - our agent (`acp::mcp::McpServers`) consumes an MCP server that the
//!   official client provides with `with_mcp_server(McpServer::from_rmcp(..))`;
//! - our client (`acp::mcp::McpOffer`) provides one to an agent written with
//!   the official SDK, which calls it with its own `MessageMcpRequest` (the
//!   official SDK has no MCP client of its own: the test's agent writes the MCP
//!   request the stateless lifecycle asks for, as such an agent would).

use std::sync::{Arc, Mutex};

use acp::mcp::{McpOffer, McpOptions, McpServers};
use acp::v1_unstable as ours;
use acp::{acp_agent, Config};
use agent_client_protocol as official;
use agent_client_protocol_rmcp::rmcp_3::McpServerExt;
use official::v1::schema as theirs;
use serde_json::json;
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

use crate::support;
use support::agents::v1_unstable::McpEditor;
use support::mcp_service::EchoService;

/// Our agent: `TOOL JSON` prompts call the tool on the session's servers and
/// say its text.
#[derive(Default)]
struct ToolAgent {
    servers: Mutex<Option<Arc<McpServers>>>,
    failures: Arc<Mutex<Vec<String>>>,
}

#[acp_agent(protocol = v1_unstable, mcp)]
impl ToolAgent {
    fn initialize(&self, _req: ours::InitializeRequest) -> acp::Result<ours::InitializeResponse> {
        Ok(ours::InitializeResponse::new(ours::PROTOCOL_VERSION))
    }
    async fn new_session(
        &self,
        req: ours::NewSessionRequest,
        client: ours::ClientPeer,
    ) -> acp::Result<ours::NewSessionResponse> {
        let servers =
            McpServers::connect(&req.mcp_servers, &McpOptions::default().acp(&client.0)).await;
        let failures = servers.failures().iter().map(ToString::to_string);
        self.failures.lock().unwrap().extend(failures);
        *self.servers.lock().unwrap() = Some(Arc::new(servers));
        Ok(ours::NewSessionResponse::new("ours-1"))
    }
    async fn prompt(
        &self,
        req: ours::PromptRequest,
        client: ours::ClientPeer,
    ) -> acp::Result<ours::PromptResponse> {
        let servers = self.servers.lock().unwrap().clone().expect("a session");
        let ours::ContentBlock::Text(text) = &req.prompt[0] else {
            return Err(acp::Error::invalid_params("a text prompt"));
        };
        let (tool, json) = text.text.split_once(' ').unwrap_or((&text.text, "{}"));
        let args: serde_json::Value = serde_json::from_str(json).unwrap_or_default();
        let session = client.session(req.session_id);
        session
            .run(async {
                let tools = servers.tools().await?;
                let names: Vec<String> = tools.iter().map(|t| t.tool.name.to_string()).collect();
                session.say(format!("tools: {}\n", names.join(","))).await?;
                let result = servers.call(tool, args.as_object().cloned()).await?;
                for item in &result.content {
                    if let Some(text) = item.as_text() {
                        session.say(text.text.clone()).await?;
                    }
                }
                Ok(ours::PromptResponse::new(ours::StopReason::EndTurn))
            })
            .await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_agent_calls_the_official_clients_mcp_server_over_acp() {
    let (our_end, their_end) = tokio::io::duplex(1 << 16);
    let (read, write) = tokio::io::split(our_end);
    let agent = ToolAgent::default();
    let failures = agent.failures.clone();
    let (_conn, _done) =
        acp::Connection::spawn(ours::AgentHandler(agent), read, write, Config::default());
    let (read, write) = tokio::io::split(their_end);
    let transport = official::ByteStreams::new(write.compat_write(), read.compat());
    let said = official::Client
        .v1()
        .connect_with(transport, async move |cx| {
            let init = cx
                .send_request(theirs::InitializeRequest::new(
                    official::schema::ProtocolVersion::V1,
                ))
                .block_task()
                .await?;
            assert!(init.agent_capabilities.mcp_capabilities.acp, "{init:?}");
            let server = official::mcp_server::McpServer::from_rmcp("editor", EchoService::default);
            cx.build_session_cwd()?
                .with_mcp_server(server)?
                .block_task()
                .run_until(async |mut session| {
                    let session = &mut session.session;
                    session.send_prompt(r#"echo {"message": "from their server"}"#)?;
                    session.read_to_string().await
                })
                .await
        })
        .await
        .expect("the official client's run");
    assert!(
        failures.lock().unwrap().is_empty(),
        "{:?}",
        failures.lock().unwrap()
    );
    assert!(said.contains("tools: echo,slow"), "{said}");
    assert!(said.contains("from their server"), "{said}");
}

/// An agent written with the official SDK that calls `tools/call` on the
/// `acp` server of its session and answers the prompt with what came back.
async fn official_agent(
    transport: impl official::ConnectTo<official::Agent> + 'static,
) -> Result<(), official::Error> {
    let server: Arc<Mutex<Option<theirs::McpServerAcpId>>> = Arc::default();
    official::Agent
        .v1()
        .name("official-mcp-agent")
        .on_receive_request(
            async move |req: theirs::InitializeRequest, responder, _cx| {
                let caps = theirs::AgentCapabilities::new()
                    .mcp_capabilities(theirs::McpCapabilities::new().acp(true));
                responder.respond(
                    theirs::InitializeResponse::new(req.protocol_version).agent_capabilities(caps),
                )
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            {
                let server = server.clone();
                async move |req: theirs::NewSessionRequest, responder, _cx| {
                    let acp_server = req.mcp_servers.iter().find_map(|s| match s {
                        theirs::McpServer::Acp(acp) => Some(acp.server_id.clone()),
                        _ => None,
                    });
                    *server.lock().unwrap() = acp_server;
                    responder.respond(theirs::NewSessionResponse::new("theirs-1"))
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            {
                let server = server.clone();
                async move |req: theirs::PromptRequest,
                            responder: official::v1::Responder<theirs::PromptResponse>,
                            cx: official::v1::ConnectionTo<official::Client>| {
                    let id = server.lock().unwrap().clone().expect("an acp MCP server");
                    let connection = cx.clone();
                    cx.spawn(async move {
                        let params = json!({
                            "name": "echo",
                            "arguments": {"message": "from our client"},
                            "_meta": {
                                "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                                "io.modelcontextprotocol/clientCapabilities": {},
                            },
                        });
                        let serde_json::Value::Object(params) = params else {
                            unreachable!()
                        };
                        let call = theirs::MessageMcpRequest::new(id, "call-1", "tools/call")
                            .params(params);
                        let answer = connection.send_request(call).block_task().await?;
                        let text = match answer {
                            theirs::MessageMcpResponse::Result { result, .. } => result["content"]
                                [0]["text"]
                                .as_str()
                                .unwrap_or("?")
                                .to_owned(),
                            other => format!("error: {other:?}"),
                        };
                        let chunk = theirs::ContentChunk::new(theirs::ContentBlock::from(text));
                        connection.send_notification(theirs::SessionNotification::new(
                            req.session_id.clone(),
                            theirs::SessionUpdate::AgentMessageChunk(chunk),
                        ))?;
                        responder.respond(theirs::PromptResponse::new(theirs::StopReason::EndTurn))
                    })
                }
            },
            official::on_receive_request!(),
        )
        .connect_to(transport)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_clients_offered_service_answers_the_official_agent() {
    let (our_end, their_end) = tokio::io::duplex(1 << 16);
    let (read, write) = tokio::io::split(their_end);
    tokio::spawn(official_agent(official::ByteStreams::new(
        write.compat_write(),
        read.compat(),
    )));
    let offer = McpOffer::new().service("editor", EchoService::default);
    let (read, write) = tokio::io::split(our_end);
    let updates: Arc<Mutex<Vec<String>>> = Arc::default();
    let (conn, _done) = acp::Connection::spawn(
        ours::ClientHandler(McpEditor(offer.clone())),
        read,
        write,
        Config::default(),
    );
    let agent = ours::AgentPeer(conn);
    let init = agent
        .initialize(ours::InitializeRequest::new(1))
        .await
        .unwrap();
    let offered = offer.servers(&init).await;
    let json = serde_json::to_value(&offered.servers).unwrap();
    assert_eq!(json[0]["type"], "acp", "{json}");
    let servers: Vec<ours::McpServer> = serde_json::from_value(json).unwrap();
    let mut session =
        ours::session::Session::new(&agent, ours::NewSessionRequest::new("/", servers))
            .await
            .unwrap();
    let mut turn = session.prompt(vec![ours::ContentBlock::from(ours::TextContent::new("go"))]);
    while let Some(update) = turn.next().await {
        if let ours::SessionUpdate::AgentMessageChunk(chunk) = update.update {
            if let ours::ContentBlock::Text(text) = chunk.content {
                updates.lock().unwrap().push(text.text);
            }
        }
    }
    let end = turn.finish().await.unwrap();
    assert_eq!(end.stop_reason, ours::StopReason::EndTurn);
    assert_eq!(updates.lock().unwrap().clone(), ["from our client"]);
}
