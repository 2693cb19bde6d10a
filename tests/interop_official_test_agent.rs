//! The official Rust SDK (`agent-client-protocol` 5.0.0) as a client of our test agent
//! (`examples/test_agent.rs`), spawned as a child process and spoken to over its
//! stdin/stdout: initialize, session/new, the convention commands `stream`, `read`,
//! `permission`, `meta` and `wait` (ended with session/cancel), and the test agent's
//! extension request `_acp.test/echo` and notification `_acp.test/note`.
//!
//! Needs the binary: `cargo build --example test_agent` first.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v1::schema as theirs;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use tokio::sync::watch;
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

const FILE: &str = "fixed file content\nline 2\n";
const TIMEOUT: Duration = Duration::from_secs(20);

/// The test agent binary, next to this test's binary: `target/<profile>/examples/test_agent`.
fn test_agent() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let path = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("test binary lives in target/<profile>/deps")
        .join("examples")
        .join(format!("test_agent{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.is_file(),
        "test agent binary missing at {}: run `cargo build --example test_agent` first",
        path.display()
    );
    path
}

fn meta(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        other => panic!("not an object: {other}"),
    }
}

fn their_text(s: &str) -> theirs::ContentBlock {
    theirs::ContentBlock::Text(theirs::TextContent::new(s))
}

// ---------------------------------------------------------------------------
// The test agent's extension messages, as the official SDK declares them.

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_acp.test/echo", response = EchoResponse)]
struct EchoRequest {
    text: String,
    n: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, official::JsonRpcResponse)]
struct EchoResponse {
    text: String,
    n: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcNotification)]
#[notification(method = "_acp.test/note")]
struct NoteNotification {
    #[serde(rename = "sessionId")]
    session_id: String,
    note: String,
}

// ---------------------------------------------------------------------------

/// What the official client saw: the text of every agent_message_chunk, in order.
#[derive(Default)]
struct Seen {
    chunks: Mutex<Vec<String>>,
    /// Every client-side request, described.
    requests: Mutex<Vec<String>>,
}

impl Seen {
    fn chunks(&self) -> Vec<String> {
        self.chunks.lock().unwrap().clone()
    }
}

struct Run {
    init: theirs::InitializeResponse,
    session: theirs::NewSessionResponse,
    stream: (theirs::PromptResponse, Vec<String>),
    read: (theirs::PromptResponse, Vec<String>),
    permission: (theirs::PromptResponse, Vec<String>),
    meta: theirs::PromptResponse,
    wait: (theirs::PromptResponse, Duration),
    echo: EchoResponse,
    note_chunks: Vec<String>,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_client_drives_test_agent_process() {
    let mut child = tokio::process::Command::new(test_agent())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn the test agent");
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let transport = official::ByteStreams::new(stdin.compat_write(), stdout.compat());

    let seen = Arc::new(Seen::default());
    let (updates, _) = watch::channel(0usize);
    let client = official::Client
        .v1()
        .name("official-client")
        .on_receive_notification(
            {
                let seen = seen.clone();
                let updates = updates.clone();
                async move |n: theirs::SessionNotification, _cx| {
                    if let theirs::SessionUpdate::AgentMessageChunk(chunk) = &n.update {
                        if let theirs::ContentBlock::Text(t) = &chunk.content {
                            seen.chunks.lock().unwrap().push(t.text.clone());
                        }
                    }
                    updates.send_modify(|c| *c += 1);
                    Ok(())
                }
            },
            official::on_receive_notification!(),
        )
        .on_receive_request(
            {
                let seen = seen.clone();
                async move |req: theirs::ReadTextFileRequest, responder, _cx| {
                    seen.requests
                        .lock()
                        .unwrap()
                        .push(format!("fs/read_text_file {}", req.path.display()));
                    responder.respond(theirs::ReadTextFileResponse::new(FILE))
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            {
                let seen = seen.clone();
                async move |req: theirs::RequestPermissionRequest, responder, _cx| {
                    seen.requests.lock().unwrap().push(format!(
                        "session/request_permission {}",
                        req.tool_call.tool_call_id.0
                    ));
                    // Choose by kind, never by position.
                    let outcome = match req
                        .options
                        .iter()
                        .find(|o| o.kind == theirs::PermissionOptionKind::AllowOnce)
                    {
                        Some(o) => theirs::RequestPermissionOutcome::Selected(
                            theirs::SelectedPermissionOutcome::new(o.option_id.clone()),
                        ),
                        None => theirs::RequestPermissionOutcome::Cancelled,
                    };
                    responder.respond(theirs::RequestPermissionResponse::new(outcome))
                }
            },
            official::on_receive_request!(),
        );

    let run = client.connect_with(transport, {
        let seen = seen.clone();
        async move |cx: official::v1::ConnectionTo<official::Agent>| {
            let init = cx
                .send_request(
                    theirs::InitializeRequest::new(ProtocolVersion::V1)
                        .client_capabilities(
                            theirs::ClientCapabilities::new().fs(
                                theirs::FileSystemCapabilities::new()
                                    .read_text_file(true)
                                    .write_text_file(true),
                            ),
                        )
                        .client_info(theirs::Implementation::new("official-client", "5.0.0")),
                )
                .block_task()
                .await?;
            let session = cx
                .send_request(theirs::NewSessionRequest::new("/work"))
                .block_task()
                .await?;
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
                .send_request(prompt("meta").meta(meta(json!({"tag": "m1", "n": [1, 2]}))))
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
                .send_request(EchoRequest {
                    text: "hi".into(),
                    n: 7,
                })
                .block_task()
                .await?;

            let mut watch_updates = updates.subscribe();
            let before = seen.chunks().len();
            let count = *watch_updates.borrow_and_update();
            cx.send_notification(NoteNotification {
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
    });
    let run = tokio::time::timeout(TIMEOUT, run)
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

    // stream 3: every chunk before the response.
    assert_eq!(run.stream.0.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(run.stream.1, ["c0 ", "c1 ", "c2 "]);

    // read /x: answered by the official client's fs/read_text_file handler.
    assert_eq!(run.read.0.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(run.read.1, [FILE]);

    // permission: allow-once chosen by kind.
    assert_eq!(run.permission.0.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(run.permission.1, ["selected:allow-once"]);
    assert_eq!(
        *seen.requests.lock().unwrap(),
        ["fs/read_text_file /x", "session/request_permission perm-1"]
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
        EchoResponse {
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
    assert_eq!(
        params,
        json!({"sessionId": run.session.session_id.0.to_string(), "note": "from official"})
    );

    drop(child);
}

fn to_json(value: &impl Serialize) -> Value {
    serde_json::to_value(value).expect("encodes")
}
