//! An update an agent sends from a background task, after it answered the
//! request that started the task, reaches the client at once: for a v2 agent
//! served directly and through `ByVersion` (beside a v1 agent), and for a v1
//! agent. Nothing else is sent meanwhile, so nothing else could push it out.
#![cfg(feature = "v2")]

use std::time::{Duration, Instant};

use acp::transport::memory_pair;
use acp::versions::ByVersion;
use acp::{acp_agent, acp_client, Config, Handler, Result};
use tokio::sync::mpsc;

/// How long after the answer the agent sends its update.
const LATER: Duration = Duration::from_millis(100);
/// How long the update may take to arrive after it was sent.
const AT_ONCE: Duration = Duration::from_secs(1);

/// A v2 agent whose prompt is answered at once; one update follows from a
/// task of its own, [`LATER`].
struct LaterV2;

#[acp_agent(protocol = v2)]
impl LaterV2 {
    fn initialize(&self, req: acp::v2::InitializeRequest) -> Result<acp::v2::InitializeResponse> {
        let info = acp::v2::Implementation::new("later", "1");
        Ok(acp::v2::InitializeResponse::new(req.protocol_version, info))
    }
    fn new_session(&self, _req: acp::v2::NewSessionRequest) -> Result<acp::v2::NewSessionResponse> {
        Ok(acp::v2::NewSessionResponse::new("s"))
    }
    fn prompt(
        &self,
        req: acp::v2::PromptRequest,
        client: acp::v2::ClientPeer,
    ) -> Result<acp::v2::PromptResponse> {
        use acp::v2::*;
        tokio::spawn(async move {
            tokio::time::sleep(LATER).await;
            let chunk = ContentChunk::new("m-1", TextContent::new("later"));
            let update = SessionUpdate::AgentMessageChunk(chunk);
            let note = UpdateSessionNotification::new(req.session_id, update);
            client
                .update_session(note)
                .await
                .expect("the client is there");
        });
        Ok(PromptResponse::new("m-0"))
    }
}

/// The same, in v1.
struct LaterV1;

#[acp_agent]
impl LaterV1 {
    fn initialize(&self, req: acp::v1::InitializeRequest) -> Result<acp::v1::InitializeResponse> {
        Ok(acp::v1::InitializeResponse::new(req.protocol_version))
    }
    fn new_session(&self, _req: acp::v1::NewSessionRequest) -> Result<acp::v1::NewSessionResponse> {
        Ok(acp::v1::NewSessionResponse::new("s"))
    }
    fn prompt(
        &self,
        req: acp::v1::PromptRequest,
        client: acp::v1::ClientPeer,
    ) -> Result<acp::v1::PromptResponse> {
        use acp::v1::*;
        tokio::spawn(async move {
            tokio::time::sleep(LATER).await;
            let chunk = ContentChunk::new(ContentBlock::from(TextContent::new("later")));
            let note =
                SessionNotification::new(req.session_id, SessionUpdate::AgentMessageChunk(chunk));
            client
                .session_update(note)
                .await
                .expect("the client is there");
        });
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

/// Tells the test when an update arrives.
struct Arrivals(mpsc::UnboundedSender<Instant>);

#[acp_client(protocol = v2)]
impl Arrivals {
    fn update_session(&self, _n: acp::v2::UpdateSessionNotification) {
        let _ = self.0.send(Instant::now());
    }
    fn request_permission(
        &self,
        _req: acp::v2::RequestPermissionRequest,
    ) -> Result<acp::v2::RequestPermissionResponse> {
        Ok(acp::v2::RequestPermissionResponse::new(
            acp::v2::RequestPermissionOutcome::Cancelled(acp::v2::CancelledPermissionOutcome::new()),
        ))
    }
}

struct ArrivalsV1(mpsc::UnboundedSender<Instant>);

#[acp_client]
impl ArrivalsV1 {
    fn session_update(&self, _n: acp::v1::SessionNotification) {
        let _ = self.0.send(Instant::now());
    }
    fn request_permission(
        &self,
        _req: acp::v1::RequestPermissionRequest,
    ) -> Result<acp::v1::RequestPermissionResponse> {
        Ok(acp::v1::RequestPermissionResponse::new(
            acp::v1::RequestPermissionOutcome::Cancelled,
        ))
    }
}

/// Runs one v2 prompt against `agent` and checks the later update arrives
/// within [`AT_ONCE`] of when it was sent.
async fn v2_update_arrives(agent: impl Handler) {
    use acp::v2::*;
    let (tx, mut arrived) = mpsc::unbounded_channel();
    let ((client, _a), (_agent, _b)) =
        memory_pair(ClientHandler(Arrivals(tx)), agent, Config::default());
    let peer = AgentPeer(client);
    let init = InitializeRequest::new(2, Implementation::new("t", "1"));
    peer.initialize(init).await.unwrap();
    let session = peer.new_session(NewSessionRequest::new("/")).await.unwrap();
    let prompt = vec![ContentBlock::from(TextContent::new("hi"))];
    peer.prompt(PromptRequest::new(session.session_id, prompt))
        .await
        .unwrap();
    let answered = Instant::now();
    let at = tokio::time::timeout(LATER + AT_ONCE, arrived.recv())
        .await
        .expect("the update arrives without another message")
        .unwrap();
    assert!(at.duration_since(answered) < LATER + AT_ONCE);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn from_a_v2_agent_served_directly() {
    v2_update_arrives(acp::v2::AgentHandler(LaterV2)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn from_a_v2_agent_served_by_version() {
    let agent = ByVersion::new(
        (&acp::v1::HANDSHAKE, acp::v1::AgentHandler(LaterV1)),
        (&acp::v2::HANDSHAKE, acp::v2::AgentHandler(LaterV2)),
    );
    v2_update_arrives(agent).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn from_a_v1_agent() {
    use acp::v1::*;
    let (tx, mut arrived) = mpsc::unbounded_channel();
    let ((client, _a), (_agent, _b)) = memory_pair(
        ClientHandler(ArrivalsV1(tx)),
        AgentHandler(LaterV1),
        Config::default(),
    );
    let peer = AgentPeer(client);
    peer.initialize(InitializeRequest::new(1)).await.unwrap();
    let session = peer
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .unwrap();
    let prompt = vec![ContentBlock::from(TextContent::new("hi"))];
    peer.prompt(PromptRequest::new(session.session_id, prompt))
        .await
        .unwrap();
    tokio::time::timeout(LATER + AT_ONCE, arrived.recv())
        .await
        .expect("the update arrives without another message")
        .unwrap();
}
