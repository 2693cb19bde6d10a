//! An update an agent sends from a background task, after it answered the
//! request that started the task, reaches the client at once: for a v2 agent
//! served directly and through `ByVersion` (beside a v1 agent), and for a v1
//! agent. Nothing else is sent meanwhile, so nothing else could push it out.
#![cfg(feature = "v2")]

use std::time::{Duration, Instant};

use acp::peer::versions::ByVersion;
use acp::transport::memory_pair;
use acp::{Config, Handler};

use crate::support::agents::{v1, v2, Heard, Reply};

/// How long after the answer the agent sends its update.
const LATER: Duration = Duration::from_millis(100);
/// How long the update may take to arrive after it was sent.
const AT_ONCE: Duration = Duration::from_secs(1);

/// A v2 agent whose prompt is answered at once; one update follows from a
/// task of its own, [`LATER`].
fn later_v2() -> acp::v2::AgentHandler<Reply> {
    acp::v2::AgentHandler(Reply::new("later", "s", "later").later(LATER))
}

/// The same, in v1.
fn later_v1() -> acp::v1::AgentHandler<Reply> {
    acp::v1::AgentHandler(Reply::new("later", "s", "later").later(LATER))
}

/// Runs one v2 prompt against `agent` and checks the later update arrives
/// within [`AT_ONCE`] of when it was sent.
async fn v2_update_arrives(agent: impl Handler) {
    use acp::v2::*;
    let heard = Heard::default();
    let ((client, _a), (_agent, _b)) = memory_pair(
        ClientHandler(v2::Listener(heard.clone())),
        agent,
        Config::default(),
    );
    let peer = AgentPeer(client);
    let init = InitializeRequest::new(2, Implementation::new("t", "1"));
    peer.initialize(init).await.unwrap();
    let session = peer.new_session(NewSessionRequest::new("/")).await.unwrap();
    let prompt = vec![ContentBlock::from(TextContent::new("hi"))];
    peer.prompt(PromptRequest::new(session.session_id, prompt))
        .await
        .unwrap();
    let answered = Instant::now();
    let update = heard.next(LATER + AT_ONCE).await;
    let at = Instant::now();
    assert_eq!(
        update.as_deref(),
        Some("chunk m-1 later"),
        "the update arrives without another message"
    );
    assert!(at.duration_since(answered) < LATER + AT_ONCE);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn from_a_v2_agent_served_directly() {
    v2_update_arrives(later_v2()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn from_a_v2_agent_served_by_version() {
    let agent = ByVersion::new(
        (&acp::v1::HANDSHAKE, later_v1()),
        (&acp::v2::HANDSHAKE, later_v2()),
    );
    v2_update_arrives(agent).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn from_a_v1_agent() {
    use acp::v1::*;
    let heard = Heard::default();
    let ((client, _a), (_agent, _b)) = memory_pair(
        ClientHandler(v1::Listener(heard.clone())),
        later_v1(),
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
    assert_eq!(
        heard.next(LATER + AT_ONCE).await.as_deref(),
        Some("chunk later"),
        "the update arrives without another message"
    );
}
