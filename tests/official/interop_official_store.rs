//! The official Rust SDK (`agent-client-protocol` 5.2.0), a client nobody here
//! wrote, against our test agent keeping its sessions in a SQLite store
//! (`--store PATH`): three turns, `kill -9` of the agent, the agent started
//! again on the same file; then `session/list` shows the session with its
//! title and cwd, `session/load` replays exactly the updates the client had
//! received, in order, before its answer, a fourth turn works, and an unknown
//! session is -32002 with its id.
//!
//! Needs the binary: `cargo build --example test_agent --features store-sqlite`.

#![cfg(all(unix, feature = "store-sqlite"))]

use std::path::Path;

use agent_client_protocol as official;
use official::v1::schema as theirs;
use serde_json::json;
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

use crate::support;
use support::official_peers::*;
use support::official_relay::TIMEOUT;

/// The test agent on `store`, and the official client running `script` on it.
async fn with_agent<R>(
    store: &Path,
    seen: std::sync::Arc<OfficialClientSeen>,
    script: impl AsyncFnOnce(official::v1::ConnectionTo<official::Agent>) -> Result<R, official::Error>,
) -> (R, tokio::process::Child) {
    let mut child = tokio::process::Command::new(support::paths::test_agent())
        .arg("--store")
        .arg(store)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn the test agent");
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let transport = official::ByteStreams::new(stdin.compat_write(), stdout.compat());
    let outcome = tokio::time::timeout(TIMEOUT, official_client(transport, seen, script))
        .await
        .expect("timed out talking to the test agent")
        .unwrap_or_else(|e| panic!("official client failed: {e:?}"));
    (outcome, child)
}

/// The session updates among what the client saw, described.
fn updates(seen: &OfficialClientSeen) -> Vec<String> {
    seen.events()
        .into_iter()
        .filter(|e| e.starts_with("session/update "))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_outlives_a_killed_agent_for_the_official_client() {
    let dir = support::scratch::Scratch::new("official-store");
    let store = dir.path().join("sessions.db");

    let first = OfficialClientSeen::new();
    let (session, mut agent) = with_agent(&store, first.clone(), async |cx| {
        let (_, session) = their_start_session(&cx, their_initialize(true, false)).await?;
        let id = session.session_id.clone();
        for text in ["stream 3", "permission", "stream 2"] {
            let prompt = theirs::PromptRequest::new(id.clone(), vec![their_text(text)]);
            cx.send_request(prompt).block_task().await?;
        }
        Ok(id)
    })
    .await;
    let received = updates(&first);
    assert!(received.len() >= 7, "{received:#?}");
    agent.start_kill().unwrap();
    let status = agent.wait().await.unwrap();
    assert!(!status.success(), "killed: {status}");

    let second = OfficialClientSeen::new();
    let id = session.clone();
    let ((init, list, replayed, fourth, unknown), _agent) =
        with_agent(&store, second.clone(), async |cx| {
            let init = cx
                .send_request(their_initialize(true, false))
                .block_task()
                .await?;
            let list = cx
                .send_request(theirs::ListSessionsRequest::new())
                .block_task()
                .await?;
            cx.send_request(theirs::LoadSessionRequest::new(id.clone(), "/work"))
                .block_task()
                .await?;
            let replayed = updates(&second);
            let prompt = theirs::PromptRequest::new(id.clone(), vec![their_text("stream 1")]);
            let fourth = cx.send_request(prompt).block_task().await?;
            let unknown = cx
                .send_request(theirs::LoadSessionRequest::new("no-such-session", "/work"))
                .block_task()
                .await
                .expect_err("an unknown session");
            Ok((init, list, replayed, fourth, unknown))
        })
        .await;

    assert!(init.agent_capabilities.load_session, "loadSession");
    let listed = to_json(&list.sessions);
    let ours = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["sessionId"] == json!(session.0.as_ref()))
        .unwrap_or_else(|| panic!("the session is listed: {listed}"));
    assert_eq!(ours["cwd"], "/work", "{ours}");
    assert_eq!(ours["title"], "stream 3", "{ours}");
    assert_eq!(
        replayed, received,
        "the replay is what the client had received, in order"
    );
    assert_eq!(fourth.stop_reason, theirs::StopReason::EndTurn);
    let unknown = to_json(&unknown);
    assert_eq!(unknown["code"], -32002, "{unknown}");
    assert_eq!(
        unknown["data"],
        json!({"sessionId": "no-such-session"}),
        "{unknown}"
    );
}
