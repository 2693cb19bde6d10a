//! v2 interop with the TypeScript SDK's draft v2 API,
//! `@agentclientprotocol/sdk/experimental/v2` 2.4.0 (feature `v2`), over real
//! processes, both directions:
//!
//! (A) `tests/ts/client_v2.mjs`, a client written with it, runs a script against
//! our test agent's v2 side (`examples/test_agent/v2.rs`, picked by the agent's
//! `initialize` for a client asking for version 2) and prints one JSON report with
//! every JSON-RPC message; the report and the wire are checked.
//! (B) a client written with `#[acp_client(protocol = v2)]` drives
//! `tests/ts/agent_v2.mjs`, an agent written with it: initialize, session/new,
//! turns reported as updates up to their idle state (chunks, a permission request
//! answered by our client, a turn ended by session/cancel), `_meta` on the
//! acceptance, an extension request.
//!
//! Needs node and npm (the first run installs `tests/ts/node_modules`), and (A)
//! the test agent built with the feature `v2` (`cargo test --all-features` builds it).
#![cfg(feature = "v2")]

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::transport::{ProcessSpec, Stderr};
use acp::v2::*;
use acp::{acp_client, Result};
use serde_json::{json, Value};
use tokio::sync::Notify;

use crate::support;
use support::scenario::shutdown;
use support::transcript::Transcript;

const TIMEOUT: Duration = Duration::from_secs(60);

// ---------------------------------------------------------------------------
// (A) The TS SDK's v2 client against our test agent.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ts_v2_client_drives_our_test_agent() {
    let agent = support::paths::test_agent();
    let ts = support::install::ts_sdk_project();
    let run = support::node::node_report(&ts.join("client_v2.mjs"), [&agent], TIMEOUT).await;
    let (report, stderr) = (&run.report, &run.stderr);
    let wire = Transcript::from_report(&report["wire"]);
    wire.show("TS SDK v2 client -> test agent");
    let ctx = format!("stderr: {stderr}\nreport: {report:#}");
    assert_eq!(report["error"], Value::Null, "{ctx}");
    assert_eq!(report["ok"], true, "{ctx}");
    assert!(run.status.success(), "client_v2.mjs: {}\n{ctx}", run.status);

    // Negotiated v2, the agent's v2 info, its MCP transports, its extension
    // advertised in `_meta`.
    let init = &report["initialize"];
    assert_eq!(init["protocolVersion"], 2, "{ctx}");
    assert_eq!(init["info"]["name"], "acp-test-agent", "{ctx}");
    // Built with `mcp`, it connects stdio and Streamable HTTP MCP servers;
    // with `store`, the SDK serves `session/delete` from its session store.
    let mut session = json!({});
    if cfg!(feature = "mcp") {
        session["mcp"] = json!({"stdio": {}, "http": {}});
    }
    if cfg!(feature = "store") {
        session["delete"] = json!({});
    }
    assert_eq!(init["capabilities"]["session"], session, "{ctx}");
    assert_eq!(
        init["capabilities"]["_meta"],
        json!({"acp.test": {"echo": true}}),
        "{ctx}"
    );

    // Each turn: accepted with the user message id, reported up to idle.
    let turns = &report["turns"];
    let accepted = |turn: &str| turns[turn]["accepted"].as_str().unwrap().to_owned();
    let stream = accepted("stream 3");
    let n = &stream[2..];
    assert_eq!(
        turns["stream 3"]["updates"],
        json!([
            format!("user_message {stream}"),
            "running",
            format!("chunk a-{n} c0 "),
            format!("chunk a-{n} c1 "),
            format!("chunk a-{n} c2 "),
            "idle end_turn"
        ]),
        "{ctx}"
    );
    let permission = accepted("permission");
    let updates = turns["permission"]["updates"].as_array().unwrap();
    assert_eq!(updates[0], format!("user_message {permission}"), "{ctx}");
    assert_eq!(
        updates[1..4],
        [json!("running"), json!("requires_action"), json!("running")]
    );
    assert!(
        updates[4]
            .as_str()
            .unwrap()
            .ends_with("selected:allow-once"),
        "{ctx}"
    );
    assert_eq!(updates[5], "idle end_turn");
    assert_eq!(
        report["permissionRequests"][0]["subject"],
        json!({"type": "tool_call", "toolCall": {"toolCallId": "perm-1", "name": "Edit a file"}})
    );
    assert_eq!(
        report["metaAccepted"],
        json!({"acp.test": {"trace": 7}}),
        "{ctx}"
    );
    let cancel = &turns["cancel"];
    assert_eq!(
        cancel["updates"].as_array().unwrap().last().unwrap(),
        "idle cancelled",
        "{ctx}"
    );
    println!(
        "TS v2 client: idle `cancelled` {} ms after session/cancel",
        cancel["idleMs"]
    );
    assert_eq!(report["extEcho"], json!({"n": [1, 2]}));
    assert_eq!(
        report["agentExit"],
        json!({"code": 0, "signal": null}),
        "{ctx}"
    );

    // The wire: every request answered once, no errors, and prompts answered
    // before their turns' updates (the acceptance is not the end of the turn).
    wire.check(&[]);
    assert_eq!(wire.calls("->", "session/prompt").len(), 4);
}

// ---------------------------------------------------------------------------
// (B) Our v2 client against the TS SDK's v2 agent.

/// What our client saw: update summaries (as `client_v2.mjs` writes them) and
/// permission requests.
#[derive(Default, Clone)]
struct Seen {
    updates: Arc<Mutex<Vec<String>>>,
    changed: Arc<Notify>,
    permissions: Arc<Mutex<Vec<RequestPermissionRequest>>>,
}

struct OurClient(Seen);

#[acp_client(protocol = v2)]
impl OurClient {
    fn update_session(&self, n: UpdateSessionNotification) {
        let line = match n.update {
            SessionUpdate::UserMessage(m) => format!("user_message {}", m.message_id),
            SessionUpdate::AgentMessageChunk(ContentChunk {
                message_id,
                content: ContentBlock::Text(t),
                ..
            }) => format!("chunk {message_id} {}", t.text),
            SessionUpdate::StateUpdate(StateUpdate::Running(_)) => "running".into(),
            SessionUpdate::StateUpdate(StateUpdate::RequiresAction(_)) => "requires_action".into(),
            SessionUpdate::StateUpdate(StateUpdate::Idle(idle)) => {
                format!(
                    "idle {}",
                    serde_json::to_value(&idle.kind).unwrap()["stopReason"]
                )
            }
            other => format!("{other:?}"),
        };
        self.0.updates.lock().unwrap().push(line.replace('"', ""));
        self.0.changed.notify_waiters();
    }

    fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let first = req.options[0].option_id.clone();
        self.0.permissions.lock().unwrap().push(req);
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(first)),
        ))
    }
}

impl Seen {
    /// The updates up to the next idle state.
    async fn turn(&self) -> Vec<String> {
        loop {
            let changed = self.changed.notified();
            {
                let mut updates = self.updates.lock().unwrap();
                if let Some(end) = updates.iter().position(|u| u.starts_with("idle")) {
                    return updates.drain(..=end).collect();
                }
            }
            changed.await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_v2_client_drives_ts_v2_agent() {
    let ts = support::install::ts_sdk_project();
    let spec = ProcessSpec::new("node")
        .args([ts.join("agent_v2.mjs")])
        .stderr(Stderr::Capture(64 * 1024));
    let seen = Seen::default();
    let child = spec
        .spawn(ClientHandler(OurClient(seen.clone())))
        .expect("cannot start `node` (is node installed?)");
    let agent = AgentPeer(child.connection().clone());
    let run = tokio::time::timeout(TIMEOUT, drive(&agent, &seen)).await;
    let tail = child.stderr_tail();
    run.unwrap_or_else(|_| panic!("timed out; agent_v2.mjs stderr:\n{tail}"));
    let status = shutdown(child).await;
    assert!(status.success(), "agent_v2.mjs: {status}; stderr:\n{tail}");
    assert!(tail.is_empty(), "agent_v2.mjs stderr:\n{tail}");
}

async fn drive(agent: &AgentPeer, seen: &Seen) {
    let info = Implementation::new("acp-interop", "0");
    let init = agent
        .initialize(InitializeRequest::new(2, info))
        .await
        .expect("initialize");
    assert_eq!(init.protocol_version, PROTOCOL_VERSION);
    assert_eq!(init.info.name, "acp-interop-ts-v2-agent");
    let session = agent
        .new_session(NewSessionRequest::new("/tmp"))
        .await
        .expect("session/new")
        .session_id;
    assert_eq!(session.to_string(), "ts-0");
    let prompt =
        |text: &str| PromptRequest::new(session.clone(), vec![TextContent::new(text).into()]);

    // A plain turn; the acceptance carries the request's `_meta`.
    let meta = json!({"rs.test": {"trace": 3}});
    let accepted = agent
        .prompt(prompt("hello").meta(meta.as_object().unwrap().clone()))
        .await
        .expect("session/prompt");
    let user = accepted.message_id.to_string();
    assert_eq!(accepted.meta.map(Value::Object), Some(meta));
    let a = user.replacen("ts-u", "ts-a", 1);
    assert_eq!(
        seen.turn().await,
        [
            format!("user_message {user}"),
            "running".into(),
            format!("chunk {a} one "),
            format!("chunk {a} two "),
            format!("chunk {a} three "),
            "idle end_turn".into(),
        ]
    );

    // A permission request answered by our client, between requires_action and running.
    agent
        .prompt(prompt("permission"))
        .await
        .expect("session/prompt");
    let turn = seen.turn().await;
    assert_eq!(
        turn[1..4],
        ["running", "requires_action", "running"],
        "{turn:?}"
    );
    assert!(turn[4].ends_with("permission=allow"), "{turn:?}");
    let asked = seen.permissions.lock().unwrap().remove(0);
    match asked.subject {
        Some(RequestPermissionSubject::ToolCall(s)) => {
            assert_eq!(s.tool_call.tool_call_id.to_string(), "ts-call-1")
        }
        other => panic!("the TS agent's subject was read as {other:?}"),
    }

    // A turn ended by session/cancel.
    agent.prompt(prompt("wait")).await.expect("session/prompt");
    while !seen.updates.lock().unwrap().iter().any(|u| u == "running") {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    agent
        .cancel_session(CancelSessionNotification::new(session.clone()))
        .await
        .unwrap();
    assert_eq!(seen.turn().await.last().unwrap(), "idle cancelled");

    // An extension request.
    let echo = agent
        .ext_request("_ts.test/echo", json!({"x": [1]}))
        .await
        .expect("_ts.test/echo");
    assert_eq!(echo, json!({"x": [1]}));
}
