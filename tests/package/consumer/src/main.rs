//! A user's crate built against the packaged `acp-sdk`, `acp-sdk-macros` and `acp-sdk-codegen`
//! only (`tests/package/check` builds and runs it): a macro-written agent and a
//! macro-written client in one process run one turn over `memory_pair`.

use std::sync::{Arc, Mutex};

use acp::transport::memory_pair;
use acp::v1::*;
use acp::{acp_agent, acp_client, Config, Result};

struct Agent;

#[acp_agent]
impl Agent {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(PROTOCOL_VERSION))
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("packaged-session"))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        for block in req.prompt {
            let chunk = SessionUpdate::AgentMessageChunk(ContentChunk::new(block));
            client
                .session_update(SessionNotification::new(req.session_id.clone(), chunk))
                .await?;
        }
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

/// Collects the text the agent streams.
struct Client {
    said: Arc<Mutex<String>>,
}

#[acp_client]
impl Client {
    fn session_update(&self, n: SessionNotification) {
        if let SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(text),
            ..
        }) = n.update
        {
            self.said.lock().unwrap().push_str(&text.text);
        }
    }

    fn request_permission(
        &self,
        _req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled,
        ))
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<()> {
    let said = Arc::new(Mutex::new(String::new()));
    let client = Client { said: said.clone() };
    let ((_agent_conn, _), (client_conn, _)) = memory_pair(
        AgentHandler(Agent),
        ClientHandler(client),
        Config::default(),
    );
    let agent = AgentPeer(client_conn);
    let init = agent.initialize(InitializeRequest::new(1)).await?;
    println!("protocol version: {}", init.protocol_version.0);
    let session = agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await?;
    let prompt = PromptRequest::new(
        session.session_id,
        vec![ContentBlock::from(TextContent::new("hello"))],
    );
    let stop = agent.prompt(prompt).await?.stop_reason;
    println!("agent said: {}", said.lock().unwrap());
    println!("stop reason: {stop:?}");
    Ok(())
}
