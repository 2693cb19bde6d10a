//! An unstable v1 method, `session/fork`, both directions with the TypeScript
//! SDK's unstable entry point `@agentclientprotocol/sdk/unstable` 2.4.0 (feature
//! `unstable`), over real processes:
//!
//! (A) `tests/ts/fork_client.mjs` calls `session/fork` on an agent written with
//! `#[acp_agent(protocol = v1_unstable)]`, served on the script's own
//! stdin/stdout (the script is our child process), then prompts in the fork;
//! its report comes on its stderr.
//! (B) `acp::v1_unstable::AgentPeer::fork_session` against `tests/ts/fork_agent.mjs`,
//! an agent written with the TS SDK implementing it.
#![cfg(feature = "unstable")]

use std::time::Duration;

use acp::transport::{ProcessSpec, Stderr};
use acp::v1_unstable::*;
use acp::{acp_agent, Result};
use serde_json::{json, Value};

use crate::support;
use support::agents::v1_unstable::Listener;
use support::scenario::shutdown;

const TIMEOUT: Duration = Duration::from_secs(60);

/// An agent with the unstable `session/fork`.
struct Forker;

#[acp_agent(protocol = v1_unstable)]
impl Forker {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("ours-0"))
    }
    fn fork_session(&self, req: ForkSessionRequest) -> Result<ForkSessionResponse> {
        let received = json!({"cwd": req.cwd, "meta": req.meta});
        let fork = ForkSessionResponse::new(format!("{}-fork", req.session_id));
        Ok(fork.meta(json!({"received": received}).as_object().unwrap().clone()))
    }
    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let text = format!("prompted in {}", req.session_id);
        let chunk = ContentChunk::new(ContentBlock::from(TextContent::new(text)));
        let update =
            SessionNotification::new(req.session_id, SessionUpdate::AgentMessageChunk(chunk));
        client.session_update(update).await?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ts_unstable_client_forks_a_session_of_ours() {
    let ts = support::install::ts_sdk_project();
    let child = ProcessSpec::new("node")
        .args([ts.join("fork_client.mjs")])
        .stderr(Stderr::Capture(256 * 1024))
        .spawn(AgentHandler(Forker))
        .expect("cannot start `node` (is node installed?)");
    let exited = tokio::time::timeout(TIMEOUT, child.exited()).await;
    let stderr = child.stderr_tail();
    assert!(
        exited.is_ok(),
        "fork_client.mjs timed out; stderr:\n{stderr}"
    );
    let report: Value = stderr
        .lines()
        .rev()
        .find_map(|l| serde_json::from_str(l).ok())
        .unwrap_or_else(|| panic!("fork_client.mjs printed no report:\n{stderr}"));
    assert_eq!(report["error"], Value::Null, "{report:#}");
    // The derived capability: implementing fork_session advertises it.
    assert_eq!(
        report["initialize"]["agentCapabilities"]["sessionCapabilities"]["fork"],
        json!({}),
        "{report:#}"
    );
    assert_eq!(
        report["fork"],
        json!({
            "sessionId": "ours-0-fork",
            "_meta": {"received": {"cwd": "/tmp/fork", "meta": {"ts.test": 1}}},
        })
    );
    assert_eq!(report["prompt"]["stopReason"], "end_turn");
    assert_eq!(
        report["updates"][0]["update"]["content"]["text"],
        "prompted in ours-0-fork"
    );
    let status = shutdown(child).await;
    assert!(status.success(), "fork_client.mjs: {status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn we_fork_a_session_of_a_ts_unstable_agent() {
    let ts = support::install::ts_sdk_project();
    let (agent, child) = Listener::default()
        .spawn_agent(
            ProcessSpec::new("node")
                .args([ts.join("fork_agent.mjs")])
                .stderr(Stderr::Capture(64 * 1024)),
        )
        .expect("cannot start `node` (is node installed?)");
    let run = async {
        let init = agent.initialize(InitializeRequest::new(1)).await.unwrap();
        let caps = init.agent_capabilities.session_capabilities;
        assert!(
            caps.fork.is_some(),
            "the TS agent's fork capability was lost"
        );
        let session = agent
            .new_session(NewSessionRequest::new("/tmp", vec![]))
            .await
            .unwrap()
            .session_id;
        let meta = json!({"rs.test": 2}).as_object().unwrap().clone();
        let fork = agent
            .fork_session(ForkSessionRequest::new(session, "/tmp/fork").meta(meta))
            .await
            .unwrap();
        assert_eq!(fork.session_id.to_string(), "ts-0-fork-1");
        assert_eq!(
            fork.meta.map(Value::Object),
            Some(json!({"cwd": "/tmp/fork", "received": {"rs.test": 2}}))
        );
    };
    tokio::time::timeout(TIMEOUT, run)
        .await
        .unwrap_or_else(|_| panic!("timed out; stderr:\n{}", child.stderr_tail()));
    let tail = child.stderr_tail();
    let status = shutdown(child).await;
    assert!(
        status.success(),
        "fork_agent.mjs: {status}; stderr:\n{tail}"
    );
    assert!(tail.is_empty(), "fork_agent.mjs stderr:\n{tail}");
}
