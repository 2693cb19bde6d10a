//! Peers written with `#[acp_agent]` / `#[acp_client]` only.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::transport::memory_pair;
use acp::v1::*;
use acp::{acp_agent, acp_client, Config, Result};
use serde_json::{json, Value};

#[derive(Default)]
struct MacroAgent {
    cancelled: AtomicBool,
}

#[acp_agent]
impl MacroAgent {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }

    async fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s-1"))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        self.cancelled.store(false, Ordering::SeqCst);
        let file = client
            .read_text_file(ReadTextFileRequest::new(req.session_id.clone(), "/x"))
            .await?;
        let chunk = ContentChunk::new(ContentBlock::from(TextContent::new(file.content)));
        client
            .session_update(SessionNotification::new(
                req.session_id.clone(),
                SessionUpdate::AgentMessageChunk(chunk),
            ))
            .await?;
        for _ in 0..200 {
            if self.cancelled.load(Ordering::SeqCst) {
                return Ok(PromptResponse::new(StopReason::Cancelled));
            }
            if self.is_quick(&req) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        Ok(PromptResponse::new(StopReason::EndTurn))
    }

    fn cancel(&self, _n: CancelNotification) {
        self.cancelled.store(true, Ordering::SeqCst);
    }

    #[acp(ext = "_test.example/ping")]
    async fn ping(&self, params: Value) -> Result<Value> {
        Ok(json!({"pong": params}))
    }

    /// A helper, not a method.
    fn is_quick(&self, req: &PromptRequest) -> bool {
        matches!(&req.prompt[0], ContentBlock::Text(t) if t.text == "quick")
    }
}

#[derive(Default)]
struct MacroClient {
    seen: Mutex<Vec<String>>,
}

#[acp_client]
impl MacroClient {
    async fn session_update(&self, n: SessionNotification) {
        if let SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(t),
            ..
        }) = n.update
        {
            self.seen.lock().unwrap().push(t.text);
        }
    }

    async fn request_permission(
        &self,
        _req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled,
        ))
    }

    fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        Ok(ReadTextFileResponse::new(format!("file {}", req.path)))
    }

    /// A helper named exactly like the `fs/write_text_file` handler, but not
    /// taking its params (see `helpers_named_like_methods_stay_helpers`).
    fn write_text_file(&self, path: &str) -> String {
        format!("helper {path}")
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn macro_peers_run_a_turn() {
    let ((_a, _), (c, _)) = memory_pair(
        AgentHandler(MacroAgent::default()),
        ClientHandler(MacroClient::default()),
        Config::default(),
    );
    let agent = AgentPeer(c);
    agent.initialize(InitializeRequest::new(1)).await.unwrap();
    let session = agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .unwrap();
    let quick = PromptRequest::new(
        session.session_id.clone(),
        vec![ContentBlock::from(TextContent::new("quick"))],
    );
    assert_eq!(
        agent.prompt(quick).await.unwrap().stop_reason,
        StopReason::EndTurn
    );
    assert_eq!(
        agent
            .ext_request("_test.example/ping", json!([1]))
            .await
            .unwrap(),
        json!({"pong": [1]})
    );
    let err = agent
        .load_session(LoadSessionRequest::new(
            vec![],
            "/",
            session.session_id.clone(),
        ))
        .await
        .unwrap_err();
    assert_eq!(
        err.peer_error().map(|e| e.code),
        Some(acp::ErrorCode::METHOD_NOT_FOUND)
    );

    let slow = {
        let agent = agent.clone();
        let id = session.session_id.clone();
        tokio::spawn(async move {
            agent
                .prompt(PromptRequest::new(
                    id,
                    vec![ContentBlock::from(TextContent::new("slow"))],
                ))
                .await
        })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    agent
        .cancel(CancelNotification::new(session.session_id))
        .await
        .unwrap();
    assert_eq!(
        slow.await.unwrap().unwrap().stop_reason,
        StopReason::Cancelled
    );
}

/// Generic impl blocks with `where` clauses work.
struct Generic<T> {
    greeting: T,
}

#[acp_agent]
impl<T> Generic<T>
where
    T: std::fmt::Display + Send + Sync + 'static,
{
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version)
            .agent_info(Implementation::new(self.greeting.to_string(), "1")))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("g"))
    }
    fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

#[tokio::test]
async fn generic_agents_work() {
    let ((_a, _), (c, _)) = memory_pair(
        AgentHandler(Generic { greeting: "hello" }),
        ClientHandler(MacroClient::default()),
        Config::default(),
    );
    let init = AgentPeer(c)
        .initialize(InitializeRequest::new(1))
        .await
        .unwrap();
    assert_eq!(init.agent_info.unwrap().name, "hello");
}

/// Fns named like methods are helpers unless they take a params type: a schema
/// that adds `session/status` must not break an agent with a `session_status`
/// helper. The stable schema's optional methods stand in for the new ones here.
#[derive(Default)]
struct HelperAgent {
    client_caps: Arc<Mutex<Option<ClientCapabilities>>>,
}

#[acp_agent]
impl HelperAgent {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        *self.client_caps.lock().unwrap() = Some(req.client_capabilities);
        Ok(InitializeResponse::new(req.protocol_version))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("h"))
    }
    fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
    /// Exactly `session/load`'s handler name, but not its params.
    fn load_session(&self, id: &SessionId) -> bool {
        id.0 == "h"
    }
    /// Exactly `session/list`'s handler name, and no params at all.
    fn list_sessions(&self) -> Vec<String> {
        vec!["h".to_owned()]
    }
    /// Close to `prompt`, but not taking its params.
    fn prompts(&self) -> usize {
        1
    }
    /// Close to `close_session`.
    async fn close_sessions(&self, ids: Vec<SessionId>) -> usize {
        ids.len()
    }
}

#[tokio::test]
async fn helpers_named_like_methods_stay_helpers() {
    let agent = HelperAgent::default();
    assert!(agent.load_session(&SessionId::from("h")));
    assert_eq!(agent.list_sessions(), ["h"]);
    assert_eq!(agent.prompts(), 1);
    assert_eq!(agent.close_sessions(vec![]).await, 0);
    // `session/cancel` is served by the SDK for an agent that runs turns.
    assert_eq!(
        agent.implemented_methods(),
        [
            "initialize",
            "session/new",
            "session/prompt",
            "session/cancel"
        ]
    );
    let client = MacroClient::default();
    assert_eq!(client.write_text_file("/x"), "helper /x");
    assert_eq!(
        client.implemented_methods(),
        [
            "session/update",
            "session/request_permission",
            "fs/read_text_file"
        ]
    );

    let client_caps = agent.client_caps.clone();
    let ((_a, _), (c, _)) = memory_pair(
        AgentHandler(agent),
        ClientHandler(client),
        Config::default(),
    );
    let peer = AgentPeer(c);
    let init = peer.initialize(InitializeRequest::new(1)).await.unwrap();
    let caps = serde_json::to_value(init.agent_capabilities).unwrap();
    assert_eq!(caps["loadSession"], false, "{caps}");
    assert!(caps["sessionCapabilities"].get("list").is_none(), "{caps}");
    assert!(caps["sessionCapabilities"].get("close").is_none(), "{caps}");
    let err = peer
        .load_session(LoadSessionRequest::new(vec![], "/", "h"))
        .await
        .unwrap_err();
    assert_eq!(
        err.peer_error().map(|e| e.code),
        Some(acp::ErrorCode::METHOD_NOT_FOUND)
    );
    let client_caps = client_caps.lock().unwrap().clone().unwrap();
    let client_caps = serde_json::to_value(client_caps).unwrap();
    assert_eq!(
        client_caps["fs"],
        json!({"readTextFile": true, "writeTextFile": false})
    );
}
