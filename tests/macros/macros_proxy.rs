//! `#[acp_proxy]`: intercepted methods of both sides reach the block's fns,
//! coming from the side that sends them; everything else is forwarded
//! unchanged; `mcp/message` (a client request and an agent notification with
//! one handler name) is picked by the params type; a proxy adds MCP servers to
//! the `session/new` it forwards; the v2 module works alike.

use std::sync::Mutex;

use acp::v1_unstable::proxy::{Chain, ProxyHandler};
use acp::v1_unstable::*;
use acp::{acp_proxy, Result};
use serde_json::{json, Value};

use crate::support;
use support::conductor::{from_successor, initialized, prompt_forwarded};

/// Adds a note to prompts, serves one file itself, counts chunks, answers an
/// extension request, and logs the MCP notifications it sees.
#[derive(Default)]
struct Notes {
    chunks: Mutex<usize>,
    mcp: Mutex<Vec<String>>,
}

#[acp_proxy]
impl Notes {
    async fn prompt(&self, mut params: PromptRequest, chain: Chain) -> Result<PromptResponse> {
        params
            .prompt
            .push(ContentBlock::from(TextContent::new("(note)")));
        Ok(chain.agent().request(&params).await?)
    }

    async fn read_text_file(
        &self,
        params: ReadTextFileRequest,
        chain: Chain,
    ) -> Result<ReadTextFileResponse> {
        if params.path.as_str() == "/proxy/notes.txt" {
            return Ok(ReadTextFileResponse::new("kept by the proxy"));
        }
        Ok(chain.client().read_text_file(params).await?)
    }

    async fn session_update(&self, params: SessionNotification, chain: Chain) {
        if matches!(params.update, SessionUpdate::AgentMessageChunk(_)) {
            *self.chunks.lock().unwrap() += 1;
        }
        let _ = chain.client().session_update(params).await;
    }

    fn message_mcp(&self, params: MessageMcpNotification) {
        self.mcp.lock().unwrap().push(params.method);
    }

    #[acp(ext = "_notes/count")]
    fn count(&self, _params: Value) -> Result<Value> {
        Ok(json!({"chunks": *self.chunks.lock().unwrap()}))
    }
}

#[tokio::test]
async fn intercepted_methods_reach_the_block_and_the_rest_passes() {
    let proxy = std::sync::Arc::new(Notes::default());
    let mut conductor = initialized(ProxyHandler(Shared(proxy.clone()))).await;

    // From the client's side: the prompt is rewritten on its way.
    let prompt = json!({"sessionId": "s-1", "prompt": [{"type": "text", "text": "hi"}]});
    let forwarded = prompt_forwarded(&mut conductor, 10, &prompt).await;
    assert_eq!(
        forwarded["params"]["params"]["prompt"][1],
        json!({"type": "text", "text": "(note)"})
    );

    // From the agent's side: an update is counted and passed on.
    let update = json!({"sessionId": "s-1", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "x"}}});
    from_successor(&mut conductor, None, "session/update", update.clone()).await;
    let passed = conductor.recv().await;
    assert_eq!(passed["method"], "session/update");
    assert_eq!(passed["params"], update);

    // A file the proxy keeps is answered by it; another goes to the client.
    let read = |path: &str| json!({"sessionId": "s-1", "path": path});
    from_successor(
        &mut conductor,
        Some(50),
        "fs/read_text_file",
        read("/proxy/notes.txt"),
    )
    .await;
    let answer = conductor.recv().await;
    assert_eq!(
        answer,
        json!({"jsonrpc": "2.0", "id": 50, "result": {"content": "kept by the proxy"}})
    );
    from_successor(
        &mut conductor,
        Some(51),
        "fs/read_text_file",
        read("/etc/hosts"),
    )
    .await;
    let call = conductor.recv().await;
    assert_eq!(call["method"], "fs/read_text_file", "{call}");
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": call["id"], "result": {"content": "hosts"}}))
        .await;
    assert_eq!(
        conductor.recv().await["result"],
        json!({"content": "hosts"})
    );

    // The prompt's answer comes back through the block's fn.
    conductor
        .send_json(
            json!({"jsonrpc": "2.0", "id": forwarded["id"], "result": {"stopReason": "end_turn"}}),
        )
        .await;
    assert_eq!(
        conductor.recv().await,
        json!({"jsonrpc": "2.0", "id": 10, "result": {"stopReason": "end_turn"}})
    );

    // The extension request is the proxy's own, from either side.
    let count = conductor.call(60, "_notes/count", json!({})).await;
    assert_eq!(count["result"], json!({"chunks": 1}));

    // Methods the block does not name pass unchanged: a request from the client...
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": 70, "method": "session/new", "params": {"cwd": "/", "mcpServers": []}}))
        .await;
    let envelope = conductor.recv().await;
    assert_eq!(
        envelope["params"],
        json!({"method": "session/new", "params": {"cwd": "/", "mcpServers": []}})
    );

    // ...and `mcp/message` as a request from the agent's side (the block takes
    // the notification, the client's side's method)...
    let mcp = json!({"serverId": "srv", "requestId": "r-1", "method": "tools/list"});
    from_successor(&mut conductor, Some(80), "mcp/message", mcp.clone()).await;
    let passed = conductor.recv().await;
    assert_eq!(passed["method"], "mcp/message", "{passed}");
    assert!(proxy.mcp.lock().unwrap().is_empty());

    // ...while the notification from the client's side reaches the block.
    conductor
        .send_json(json!({"jsonrpc": "2.0", "method": "mcp/message", "params": mcp}))
        .await;
    conductor.expect_quiet().await;
    assert_eq!(*proxy.mcp.lock().unwrap(), ["tools/list"]);
}

/// Gives every session a tool server of its own, as the proxy-chains RFD has
/// proxies do: the server joins the ones the client named.
struct AddsTools;

#[acp_proxy]
impl AddsTools {
    async fn new_session(
        &self,
        mut params: NewSessionRequest,
        chain: Chain,
    ) -> Result<NewSessionResponse> {
        let server = McpServerStdio::new("proxy-tools", "/usr/bin/proxy-tools", vec![], vec![]);
        params.mcp_servers.push(McpServer::Stdio(server));
        Ok(chain.agent().request(&params).await?)
    }
}

#[tokio::test]
async fn a_proxy_adds_an_mcp_server_to_the_session_it_forwards() {
    let mut conductor = initialized(ProxyHandler(AddsTools)).await;
    let client_server =
        json!({"name": "editor", "command": "/usr/bin/editor-tools", "args": [], "env": []});
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": 4, "method": "session/new",
            "params": {"cwd": "/work", "mcpServers": [client_server]}}))
        .await;
    let forwarded = conductor.recv().await;
    assert_eq!(forwarded["method"], "proxy/successor", "{forwarded}");
    assert_eq!(forwarded["params"]["method"], "session/new", "{forwarded}");
    let names: Vec<&str> = forwarded["params"]["params"]["mcpServers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["editor", "proxy-tools"], "{forwarded}");
}

/// The handler owns its proxy; the test keeps a handle on its state.
struct Shared(std::sync::Arc<Notes>);

impl acp::v1_unstable::proxy::Proxy for Shared {
    type Protocol = acp::v1_unstable::Module;
    fn request(
        &self,
        message: acp::v1_unstable::proxy::Message,
        chain: Chain,
    ) -> impl std::future::Future<Output = Result<Box<serde_json::value::RawValue>>> + Send {
        self.0.request(message, chain)
    }
    fn notification(
        &self,
        message: acp::v1_unstable::proxy::Message,
        chain: Chain,
    ) -> impl std::future::Future<Output = ()> + Send {
        self.0.notification(message, chain)
    }
}

#[cfg(feature = "v2")]
mod v2 {
    use acp::v2_unstable::proxy::{Chain, ProxyHandler};
    use acp::v2_unstable::*;
    use acp::{acp_proxy, Result};
    use serde_json::json;

    use super::support::conductor::{initialized_v2, prompt_forwarded};

    /// Marks every prompt in its `_meta`.
    struct Tagger;

    #[acp_proxy(protocol = v2_unstable)]
    impl Tagger {
        async fn prompt(&self, mut params: PromptRequest, chain: Chain) -> Result<PromptResponse> {
            let meta = params.meta.get_or_insert_with(Default::default);
            meta.insert("tagged".into(), json!(true));
            Ok(chain.agent().request(&params).await?)
        }
    }

    #[tokio::test]
    async fn a_v2_proxy_intercepts_a_v2_method() {
        let mut conductor = initialized_v2(ProxyHandler(Tagger)).await;
        let prompt = json!({"sessionId": "s-1", "prompt": [{"type": "text", "text": "hi"}]});
        let forwarded = prompt_forwarded(&mut conductor, 10, &prompt).await;
        assert_eq!(
            forwarded["params"]["params"]["_meta"],
            json!({"tagged": true})
        );
        let accepted = json!({"messageId": "m-1"});
        conductor
            .send_json(json!({"jsonrpc": "2.0", "id": forwarded["id"], "result": accepted}))
            .await;
        assert_eq!(
            conductor.recv().await,
            json!({"jsonrpc": "2.0", "id": 10, "result": accepted})
        );
    }
}
