//! The official Rust SDK (`agent-client-protocol` 5.2.0) as a client of our test agent
//! (`examples/test_agent.rs`), spawned as a child process and spoken to over its
//! stdin/stdout: initialize, session/new, the convention commands `stream`, `read`,
//! `permission`, `meta` and `wait` (ended with session/cancel), and the test agent's
//! extension request `_acp.test/echo` and notification `_acp.test/note`.
//!
//! Needs the binary: `cargo build --example test_agent` first.

use std::time::{Duration, Instant};

use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v1::schema as theirs;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

use crate::support;
use support::official_peers::*;
use support::official_relay::TIMEOUT;

// ---------------------------------------------------------------------------
// The test agent's extension messages, as the official SDK declares them.

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_acp.test/echo", response = TestEchoResponse)]
struct TestEchoRequest {
    text: String,
    n: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, official::JsonRpcResponse)]
struct TestEchoResponse {
    text: String,
    n: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcNotification)]
#[notification(method = "_acp.test/note")]
struct TestNoteNotification {
    #[serde(rename = "sessionId")]
    session_id: String,
    note: String,
}

// ---------------------------------------------------------------------------

struct Run {
    init: theirs::InitializeResponse,
    session: theirs::NewSessionResponse,
    stream: (theirs::PromptResponse, Vec<String>),
    read: (theirs::PromptResponse, Vec<String>),
    permission: (theirs::PromptResponse, Vec<String>),
    meta: theirs::PromptResponse,
    wait: (theirs::PromptResponse, Duration),
    echo: TestEchoResponse,
    note_chunks: Vec<String>,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_client_drives_test_agent_process() {
    let mut child = tokio::process::Command::new(support::paths::test_agent())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn the test agent");
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let transport = official::ByteStreams::new(stdin.compat_write(), stdout.compat());

    let seen = OfficialClientSeen::new();
    let script = {
        let seen = seen.clone();
        async move |cx: official::v1::ConnectionTo<official::Agent>| {
            let (init, session) = their_start_session(&cx, their_initialize(true, false)).await?;
            let id = session.session_id.clone();
            let prompt =
                |text: &str| theirs::PromptRequest::new(id.clone(), vec![their_text(text)]);
            // The chunks a prompt produced, seen by the time its response arrived.
            let since = |before: usize| seen.chunks()[before..].to_vec();

            let before = seen.chunks().len();
            let stream = cx.send_request(prompt("stream 3")).block_task().await?;
            let stream = (stream, since(before));

            let before = seen.chunks().len();
            let read = cx.send_request(prompt("read /x")).block_task().await?;
            let read = (read, since(before));

            let before = seen.chunks().len();
            let permission = cx.send_request(prompt("permission")).block_task().await?;
            let permission = (permission, since(before));

            let meta = cx
                .send_request(prompt("meta").meta(object(json!({"tag": "m1", "n": [1, 2]}))))
                .block_task()
                .await?;

            let started = Instant::now();
            let wait = cx.send_request(prompt("wait 60000"));
            tokio::time::sleep(Duration::from_millis(100)).await;
            cx.send_notification(theirs::CancelNotification::new(id.clone()))?;
            let wait = tokio::time::timeout(Duration::from_secs(2), wait.block_task())
                .await
                .map_err(|_| {
                    official::Error::internal_error()
                        .data("wait 60000 not cancelled within 2 s of session/cancel")
                })??;
            let wait = (wait, started.elapsed());

            let echo = cx
                .send_request(TestEchoRequest {
                    text: "hi".into(),
                    n: 7,
                })
                .block_task()
                .await?;

            let mut watch_updates = seen.updates.subscribe();
            let before = seen.chunks().len();
            let count = *watch_updates.borrow_and_update();
            cx.send_notification(TestNoteNotification {
                session_id: id.0.to_string(),
                note: "from official".into(),
            })?;
            tokio::time::timeout(
                Duration::from_secs(5),
                watch_updates.wait_for(|n| *n > count),
            )
            .await
            .map_err(|_| official::Error::internal_error().data("no chunk after _acp.test/note"))?
            .map_err(official::Error::into_internal_error)?;
            let note_chunks = since(before);

            Ok(Run {
                init,
                session,
                stream,
                read,
                permission,
                meta,
                wait,
                echo,
                note_chunks,
            })
        }
    };
    let run = tokio::time::timeout(TIMEOUT, official_client(transport, seen.clone(), script))
        .await
        .expect("timed out talking to the test agent")
        .unwrap_or_else(|e| panic!("official client failed: {e:?}"));

    // initialize
    assert_eq!(run.init.protocol_version, ProtocolVersion::V1);
    let info = run.init.agent_info.as_ref().expect("agentInfo");
    assert_eq!(info.name, "acp-test-agent");
    let caps_meta = run
        .init
        .agent_capabilities
        .meta
        .clone()
        .map(Value::Object)
        .expect("agentCapabilities._meta");
    assert_eq!(
        caps_meta.get("acp.test"),
        Some(&json!({"echo": true, "note": true})),
        "agentCapabilities._meta: {caps_meta}"
    );

    // session/new: the two config options.
    let options = to_json(&run.session.config_options);
    let ids: Vec<&str> = options
        .as_array()
        .expect("configOptions")
        .iter()
        .filter_map(|o| o["id"].as_str())
        .collect();
    assert_eq!(ids, ["mode", "model"], "configOptions: {options}");
    let sid = run.session.session_id.0.to_string();

    // stream 3: every chunk before the response.
    assert_eq!(run.stream.0.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(run.stream.1, ["c0 ", "c1 ", "c2 "]);

    // read /x: answered by the official client's fs/read_text_file handler.
    assert_eq!(run.read.0.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(run.read.1, [FILE]);

    // permission: allow-once chosen by kind.
    assert_eq!(run.permission.0.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(run.permission.1, ["selected:allow-once"]);
    let requests: Vec<String> = seen
        .events()
        .into_iter()
        .filter(|e| !e.starts_with("session/update "))
        .collect();
    assert_eq!(
        requests,
        [
            format!("fs/read_text_file {sid} /x line=null limit=null"),
            format!(
                "session/request_permission {sid} perm-1 allow-once:allow_once,reject-once:reject_once"
            ),
        ]
    );

    // meta: the response's _meta is the request's.
    assert_eq!(run.meta.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(
        run.meta.meta.clone().map(Value::Object),
        Some(json!({"tag": "m1", "n": [1, 2]}))
    );

    // wait 60000 + session/cancel.
    assert_eq!(run.wait.0.stop_reason, theirs::StopReason::Cancelled);
    assert!(
        run.wait.1 < Duration::from_secs(3),
        "cancel took {:?}",
        run.wait.1
    );

    // Extensions.
    assert_eq!(
        run.echo,
        TestEchoResponse {
            text: "hi".into(),
            n: 7
        }
    );
    assert_eq!(run.note_chunks.len(), 1, "chunks: {:?}", run.note_chunks);
    let note = &run.note_chunks[0];
    let params = note
        .strip_prefix("note: ")
        .unwrap_or_else(|| panic!("not a note chunk: {note:?}"));
    let params: Value = serde_json::from_str(params).expect("note chunk carries the params");
    assert_eq!(params, json!({"sessionId": sid, "note": "from official"}));

    drop(child);
}
