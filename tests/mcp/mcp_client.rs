//! A client offering its own in-process MCP service to its agent
//! (`acp::mcp::McpOffer`), both ends ours: over the ACP connection itself
//! (`mcp/message`) to an agent advertising the `acp` transport, over a loopback
//! Streamable HTTP endpoint with a bearer token to one advertising `http`, and
//! left out, saying why, for one advertising neither. The agent's side is
//! `acp::mcp::McpServers`; a tool call cancelled with its turn cancels the
//! service's work through `$/cancel_request`.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::mcp::{McpOffer, McpOptions, McpServers};
use acp::transport::memory_pair;
use acp::{acp_agent, Config, Result};

use crate::support;
use support::agents::v1::Listener;
use support::agents::v1_unstable::McpEditor;
use support::mcp_service::EchoService;

/// An agent calling `TOOL JSON` per prompt, recording the tool's text.
mod unstable_agent {
    use super::*;
    use acp::v1_unstable::*;

    #[derive(Default)]
    pub struct ToolAgent {
        pub servers: Mutex<Option<Arc<McpServers>>>,
        pub results: Arc<Mutex<Vec<String>>>,
    }

    #[acp_agent(protocol = v1_unstable, mcp)]
    impl ToolAgent {
        fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(PROTOCOL_VERSION))
        }
        async fn new_session(
            &self,
            req: NewSessionRequest,
            client: ClientPeer,
        ) -> Result<NewSessionResponse> {
            let options = McpOptions::default().acp(&client.0);
            let servers = McpServers::connect(&req.mcp_servers, &options).await;
            assert!(servers.failures().is_empty(), "{:?}", servers.failures());
            *self.servers.lock().unwrap() = Some(Arc::new(servers));
            Ok(NewSessionResponse::new("s"))
        }
        async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
            let servers = self.servers.lock().unwrap().clone().expect("a session");
            let ContentBlock::Text(text) = &req.prompt[0] else {
                panic!("a text prompt")
            };
            let (tool, json) = text.text.split_once(' ').unwrap();
            let args: serde_json::Value = serde_json::from_str(json).unwrap();
            let session = client.session(req.session_id);
            session
                .run(async {
                    let result = servers.call(tool, args.as_object().cloned()).await?;
                    let text = result.content[0].as_text().unwrap().text.clone();
                    self.results.lock().unwrap().push(text);
                    Ok(PromptResponse::new(StopReason::EndTurn))
                })
                .await
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_offered_service_is_reached_over_the_acp_connection() {
    use acp::v1_unstable::*;
    use unstable_agent::ToolAgent;

    let service = EchoService::default();
    let made = service.clone();
    let offer = McpOffer::new().service("editor-tools", move || made.clone());
    let results = Arc::new(Mutex::new(vec![]));
    let tool_agent = ToolAgent {
        results: results.clone(),
        ..ToolAgent::default()
    };
    let ((_a, _), (client_conn, _)) = memory_pair(
        AgentHandler(tool_agent),
        ClientHandler(McpEditor(offer.clone())),
        Config::default(),
    );
    let agent = AgentPeer(client_conn);
    let init = agent.initialize(InitializeRequest::new(1)).await.unwrap();
    assert!(init.agent_capabilities.mcp_capabilities.acp, "{init:?}");
    let offered = offer.servers(&init).await;
    assert!(offered.left_out.is_empty());
    let json = serde_json::to_value(&offered.servers).unwrap();
    assert_eq!(json[0]["type"], "acp", "{json}");
    let servers: Vec<McpServer> = serde_json::from_value(json).unwrap();
    let session = agent
        .new_session(NewSessionRequest::new("/", servers))
        .await
        .unwrap();
    let prompt = |text: &str| {
        PromptRequest::new(
            session.session_id.clone(),
            vec![ContentBlock::from(TextContent::new(text))],
        )
    };
    agent
        .prompt(prompt(r#"echo {"message": "over mcp/message"}"#))
        .await
        .unwrap();
    assert_eq!(results.lock().unwrap().clone(), ["over mcp/message"]);

    // A call cancelled with its turn: `$/cancel_request` for the carrying
    // request, and the service's work is cancelled.
    let slow = agent.prompt(prompt(r#"slow {"ms": 60000}"#));
    let cancel = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        agent
            .cancel(CancelNotification::new(session.session_id.clone()))
            .await
            .unwrap();
    };
    let (answer, ()) = tokio::join!(slow, cancel);
    assert_eq!(answer.unwrap().stop_reason, StopReason::Cancelled);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while service.cancelled() == 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the service's call was not cancelled"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

mod v1_agent {
    use super::*;
    use acp::v1::*;

    /// A v1 agent using `acp::mcp`: it takes stdio and HTTP servers.
    #[derive(Default)]
    pub struct HttpAgent {
        pub results: Arc<Mutex<Vec<String>>>,
    }

    #[acp_agent(mcp)]
    impl HttpAgent {
        fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(PROTOCOL_VERSION))
        }
        async fn new_session(&self, req: NewSessionRequest) -> Result<NewSessionResponse> {
            let servers = McpServers::connect(&req.mcp_servers, &McpOptions::default()).await;
            assert!(servers.failures().is_empty(), "{:?}", servers.failures());
            let args = serde_json::json!({"message": "over loopback http"});
            let result = servers.call("echo", args.as_object().cloned()).await?;
            let text = result.content[0].as_text().unwrap().text.clone();
            self.results.lock().unwrap().push(text);
            Ok(NewSessionResponse::new("s"))
        }
        async fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
            Ok(PromptResponse::new(StopReason::EndTurn))
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_acp_transport_a_service_is_served_on_loopback_http_with_a_token() {
    use acp::v1::*;
    let results = Arc::new(Mutex::new(vec![]));
    let agent_impl = v1_agent::HttpAgent {
        results: results.clone(),
    };
    let ((_a, _), (client_conn, _)) = memory_pair(
        AgentHandler(agent_impl),
        ClientHandler(Listener::default()),
        Config::default(),
    );
    let agent = AgentPeer(client_conn);
    let init = agent.initialize(InitializeRequest::new(1)).await.unwrap();
    assert!(init.agent_capabilities.mcp_capabilities.http);
    let offer = McpOffer::new().service("editor-tools", EchoService::default);
    let offered = offer.servers(&init).await;
    let json = serde_json::to_value(&offered.servers).unwrap();
    assert_eq!(json[0]["type"], "http", "{json}");
    let url = json[0]["url"].as_str().unwrap().to_owned();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let auth = json[0]["headers"][0]["value"].as_str().unwrap();
    assert!(auth.starts_with("Bearer ") && auth.len() > 40, "{auth}");
    let servers: Vec<McpServer> = serde_json::from_value(json).unwrap();
    agent
        .new_session(NewSessionRequest::new("/", servers))
        .await
        .unwrap();
    assert_eq!(results.lock().unwrap().clone(), ["over loopback http"]);

    // Without the token, nothing.
    let refused = reqwest::Client::new()
        .post(&url)
        .header("content-type", "application/json")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 401);

    // An agent advertising neither transport is offered nothing, with the reason.
    let none = offer
        .servers(&InitializeResponse::new(PROTOCOL_VERSION))
        .await;
    assert!(none.servers.is_empty());
    assert_eq!(none.left_out[0].0, "editor-tools");
    assert!(
        none.left_out[0].1.contains("neither"),
        "{:?}",
        none.left_out
    );
}
