//! Interop with the official TypeScript SDK, `@agentclientprotocol/sdk` 2.4.0
//! (pinned in `tests/ts/package.json` / `package-lock.json`), over real processes.
//!
//! (A) `tests/ts/client.mjs`, a client written with the TS SDK, runs a full script
//! against our test agent (`examples/test_agent.rs`) and prints one JSON report
//! (including every JSON-RPC message it sent and received); every field is checked.
//! (B) a client written with `#[acp_client]` drives `tests/ts/agent.mjs`, an agent
//! written with the TS SDK, through `ProcessSpec`: initialize (capabilities both
//! ways), session/new, a prompt full of updates and calls back into the client,
//! `_meta` round trip, a prompt cancelled with session/cancel, extension methods.
//! (C) the session API (`acp::v1::session`) drives the same agent: a turn's
//! updates through the turn, the agent's requests through the client's handler,
//! and a turn cancelled with `Turn::cancel`.
//!
//! Needs node and npm: the first run installs `tests/ts/node_modules` with `npm ci`
//! (the tests fail, never skip, when that fails); (A) needs `cargo build --example
//! test_agent` too. `INTEROP_WIRE=1 cargo test --test interop interop_ts:: -- --nocapture`
//! prints every JSON-RPC message of both tests.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::transport::{ProcessSpec, Stderr};
use acp::v1::*;
use acp::{acp_client, Result};
use serde_json::{json, Value};

use crate::support;
use support::scenario::{cancel_prompt, error_code, prompt, shutdown, wait_for_entry};
use support::transcript::Transcript;

const FILE: &str = "fixed file content\nline 2\n";
const TIMEOUT: Duration = Duration::from_secs(60);

// ---------------------------------------------------------------------------
// (A) The TS SDK's client against our test agent.

fn config_options(model: &str) -> Value {
    json!([
        {"id": "mode", "name": "Mode", "category": "mode", "type": "select", "currentValue": "ask",
         "options": [{"value": "ask", "name": "Ask"}, {"value": "code", "name": "Code"}]},
        {"id": "model", "name": "Model", "category": "model", "type": "select", "currentValue": model,
         "options": [{"value": "fast", "name": "Fast"}, {"value": "smart", "name": "Smart"}]},
    ])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ts_sdk_client_drives_our_test_agent() {
    let agent = support::paths::test_agent();
    let ts = support::install::ts_sdk_project();
    let run = support::node::node_report(&ts.join("client.mjs"), [&agent], TIMEOUT).await;
    let (report, stderr) = (&run.report, &run.stderr);
    let wire = Transcript::from_report(&report["wire"]);
    wire.show("TS SDK client -> test agent");
    let ctx = format!("stderr: {stderr}\nreport: {report:#}");
    assert_eq!(report["error"], Value::Null, "{ctx}");
    assert_eq!(report["failures"], json!([]), "{ctx}");
    assert_eq!(report["ok"], true, "{ctx}");
    assert_eq!(report["sdk"], "@agentclientprotocol/sdk");

    // initialize: our agent's derived capabilities, its extension `_meta`, its info
    // (the test agent is built with this run's features: `http` with `mcp`).
    assert_eq!(
        report["initialize"],
        json!({
            "protocolVersion": 1,
            "agentCapabilities": {
                "loadSession": false,
                "promptCapabilities": {"image": false, "audio": false, "embeddedContext": false},
                // With `mcp` the test agent connects HTTP MCP servers (acp::mcp).
                "mcpCapabilities": {"http": cfg!(feature = "mcp"), "sse": false},
                "sessionCapabilities": {},
                "auth": {},
                "_meta": {"acp.test": {"echo": true, "note": true}},
            },
            "agentInfo": {"name": "acp-test-agent", "version": env!("CARGO_PKG_VERSION")},
            "authMethods": [],
        })
    );

    // session/new with both config options, and the `modes` the SDK makes
    // from the mode option (the config options RFD's transition rule).
    let modes = json!({
        "currentModeId": "ask",
        "availableModes": [{"id": "ask", "name": "Ask"}, {"id": "code", "name": "Code"}],
    });
    assert_eq!(
        report["newSession"],
        json!({"sessionId": "test-0", "configOptions": config_options("fast"), "modes": modes})
    );

    // stream 3: three chunks, all before the response.
    assert_eq!(
        report["stream"],
        json!({
            "stopReason": "end_turn",
            "chunks": ["c0 ", "c1 ", "c2 "],
            "updateKinds": ["agent_message_chunk", "agent_message_chunk", "agent_message_chunk"],
            "sessionIds": ["test-0"],
        })
    );

    // read: the TS client answered fs/read_text_file; the content came back verbatim.
    let read_request = json!({
        "method": "fs/read_text_file",
        "params": {"sessionId": "test-0", "path": "/some/path"},
    });
    assert_eq!(
        report["read"],
        json!({"stopReason": "end_turn", "chunks": [FILE], "requests": [read_request]})
    );

    // permission: the TS client selected the first option.
    let permission_request = json!({
        "method": "session/request_permission",
        "params": {
            "sessionId": "test-0",
            "toolCall": {"toolCallId": "perm-1", "title": "Edit a file", "kind": "edit", "status": "pending"},
            "options": [
                {"optionId": "allow-once", "name": "Allow once", "kind": "allow_once"},
                {"optionId": "reject-once", "name": "Reject once", "kind": "reject_once"},
            ],
        },
    });
    assert_eq!(
        report["permission"],
        json!({
            "stopReason": "end_turn",
            "chunks": ["selected:allow-once"],
            "requests": [permission_request],
        })
    );
    assert_eq!(
        report["agentRequests"],
        json!([read_request, permission_request])
    );

    // set_config_option: the full state back, announced by config_option_update first.
    assert_eq!(
        report["setConfigOption"],
        json!({
            "response": {"configOptions": config_options("smart")},
            "updates": [{"sessionUpdate": "config_option_update", "configOptions": config_options("smart")}],
        })
    );

    // meta: the response's `_meta` is the request's, verbatim.
    let meta = &report["meta"];
    assert_eq!(
        meta["sent"]["ts.interop"],
        json!({"n": 1, "list": [1, "two", null]})
    );
    assert_eq!(meta["responseMeta"], meta["sent"]);
    assert_eq!(meta["stopReason"], "end_turn");
    assert_eq!(meta["updates"], 0);

    // wait 60000 + session/cancel after ~100 ms.
    let cancel = &report["cancel"];
    assert_eq!(cancel["stopReason"], "cancelled", "{cancel}");
    assert!(cancel["msAfterCancel"].as_u64().unwrap() < 2000, "{cancel}");
    let total = cancel["msTotal"].as_u64().unwrap();
    assert!((100..5000).contains(&total), "{cancel}");

    // Extensions.
    let echo = &report["extEcho"];
    assert_eq!(
        echo["sent"],
        json!({"hello": "from ts", "n": 42, "nested": {"list": [true, null]}})
    );
    assert_eq!(echo["result"], echo["sent"]);
    assert_eq!(
        report["extNote"],
        json!({
            "sent": {"sessionId": "test-0", "text": "hi"},
            "chunks": [r#"note: {"sessionId":"test-0","text":"hi"}"#],
            "sessionIds": ["test-0"],
        })
    );
    assert_eq!(report["unexpected"], json!([]));
    assert_eq!(
        report["agentExit"],
        json!({"code": 0, "signal": null}),
        "{ctx}"
    );

    // The wire: every request answered once with a result, methods in script order.
    wire.check(&[]);
    assert_eq!(
        wire.methods("->"),
        [
            "initialize",
            "session/new",
            "session/prompt",
            "session/prompt",
            "session/prompt",
            "session/set_config_option",
            "session/prompt",
            "session/prompt",
            "session/cancel",
            "_acp.test/echo",
            "_acp.test/note",
        ]
    );
    let mut from_agent = wire.methods("<-");
    from_agent.dedup();
    assert_eq!(
        from_agent,
        [
            "session/update",
            "fs/read_text_file",
            "session/update",
            "session/request_permission",
            "session/update",
        ]
    );
    // The prompt with `_meta` and its response, as they were on the wire.
    let (meta_prompt, meta_response) = wire
        .calls("->", "session/prompt")
        .into_iter()
        .find(|(request, _)| request["params"]["prompt"][0]["text"] == "meta")
        .unwrap();
    assert_eq!(meta_response["result"]["_meta"], meta["sent"]);
    assert_eq!(meta_prompt["params"]["_meta"], meta["sent"]);

    assert!(run.status.success(), "client.mjs: {}\n{ctx}", run.status);
    // The TS SDK logs notifications whose params its schema rejects there (and drops them).
    assert!(
        stderr.trim().is_empty(),
        "stderr of client.mjs and the agent:\n{stderr}"
    );
}

// ---------------------------------------------------------------------------
// (B) Our macro client against the TS SDK's agent.

/// What the client saw, in order.
#[derive(Default)]
struct Client {
    log: Arc<Mutex<Vec<String>>>,
    sessions: Arc<Mutex<Vec<String>>>,
}

fn text_of(block: &ContentBlock) -> String {
    match block {
        ContentBlock::Text(t) => t.text.clone(),
        other => format!("{other:?}"),
    }
}

fn meta_json(meta: &Option<serde_json::Map<String, Value>>) -> String {
    meta.clone()
        .map(Value::Object)
        .unwrap_or_default()
        .to_string()
}

#[acp_client]
impl Client {
    fn session_update(&self, n: SessionNotification) {
        self.sessions.lock().unwrap().push(n.session_id.to_string());
        let entry = match n.update {
            SessionUpdate::AgentMessageChunk(c) => format!("text:{}", text_of(&c.content)),
            SessionUpdate::AgentThoughtChunk(c) => format!("thought:{}", text_of(&c.content)),
            SessionUpdate::Plan(p) => {
                let entries: Vec<String> = p
                    .entries
                    .iter()
                    .map(|e| format!("{}/{:?}/{:?}", e.content, e.priority, e.status))
                    .collect();
                format!("plan:{}", entries.join(","))
            }
            SessionUpdate::ToolCall(c) => {
                let locations: Vec<String> = c
                    .locations
                    .iter()
                    .flatten()
                    .map(|l| format!("{}:{:?}", l.path, l.line))
                    .collect();
                format!(
                    "tool:{} {:?} {:?} {} at {} meta={}",
                    c.tool_call_id,
                    c.kind,
                    c.status,
                    c.title,
                    locations.join(","),
                    meta_json(&c.meta)
                )
            }
            SessionUpdate::ToolCallUpdate(u) => {
                let content: Vec<String> = u
                    .content
                    .iter()
                    .flatten()
                    .map(|c| match c {
                        ToolCallContent::Content(c) => text_of(&c.content),
                        other => format!("{other:?}"),
                    })
                    .collect();
                format!(
                    "update:{} {:?} content={:?}",
                    u.tool_call_id, u.status, content
                )
            }
            other => format!("other:{other:?}"),
        };
        self.log.lock().unwrap().push(entry);
    }

    fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let options: Vec<String> = req
            .options
            .iter()
            .map(|o| format!("{}:{:?}", o.option_id, o.kind))
            .collect();
        self.log.lock().unwrap().push(format!(
            "permission:{} {:?} {:?} {}",
            req.tool_call.tool_call_id,
            req.tool_call.kind,
            req.tool_call.title,
            options.join(",")
        ));
        let first = req.options[0].option_id.clone();
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(first)),
        ))
    }

    fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        self.log.lock().unwrap().push(format!(
            "read:{} {} line={:?} limit={:?}",
            req.session_id, req.path, req.line, req.limit
        ));
        Ok(ReadTextFileResponse::new(FILE))
    }

    #[acp(ext = "_rs.test/ping")]
    fn ping(&self, params: Value) -> Result<Value> {
        self.log.lock().unwrap().push(format!("ping:{params}"));
        Ok(json!({"pong": params["n"].as_u64().unwrap_or(0) + 1}))
    }
}

async fn full_turn(
    agent: AgentPeer,
    log: Arc<Mutex<Vec<String>>>,
    sessions: Arc<Mutex<Vec<String>>>,
) {
    // initialize: what the TS agent advertises, and what it received from us.
    let init = agent
        .initialize(
            InitializeRequest::new(1).client_info(Implementation::new("acp-rust-interop", "0.1.0")),
        )
        .await
        .unwrap();
    assert_eq!(serde_json::to_value(init.protocol_version).unwrap(), 1);
    let caps = &init.agent_capabilities;
    assert!(!caps.load_session);
    assert!(caps.prompt_capabilities.embedded_context);
    assert!(!caps.prompt_capabilities.image);
    assert_eq!(
        caps.meta.clone().map(Value::Object),
        Some(json!({"ts.test": {"echo": true, "note": true}}))
    );
    let info = init.agent_info.clone().unwrap();
    assert_eq!(
        (
            info.name.as_str(),
            info.title.as_deref(),
            info.version.as_str()
        ),
        ("acp-interop-ts-agent", Some("TS interop agent"), "2.4.0")
    );
    assert!(init.auth_methods.is_empty());
    // The TS agent reports what it received (as its SDK parsed it): our derived
    // capabilities (fs.readTextFile from `read_text_file`, the `_rs.test/ping`
    // extension in `_meta`) and our clientInfo.
    let received = init.meta.clone().map(Value::Object).unwrap()["received"].clone();
    assert_eq!(received["protocolVersion"], 1, "{received}");
    assert_eq!(
        received["clientCapabilities"]["fs"],
        json!({"readTextFile": true, "writeTextFile": false}),
        "{received}"
    );
    assert_eq!(
        received["clientCapabilities"]["terminal"], false,
        "{received}"
    );
    assert_eq!(
        received["clientCapabilities"]["_meta"],
        json!({"rs.test": {"ping": true}}),
        "{received}"
    );
    assert_eq!(
        received["clientInfo"],
        json!({"name": "acp-rust-interop", "version": "0.1.0"}),
        "{received}"
    );

    let session = agent
        .new_session(NewSessionRequest::new("/work", vec![]))
        .await
        .unwrap()
        .session_id;
    assert_eq!(session.as_str(), "ts-0");

    // The prompt: updates of several kinds and calls back into us, in order; the
    // response carries the request's `_meta`.
    let meta = json!({
        "traceparent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        "rs.interop": {"n": 7, "list": ["a", null, true]},
    });
    let done = agent
        .prompt(prompt(&session, "go").meta(meta.as_object().unwrap().clone()))
        .await
        .unwrap();
    assert_eq!(done.stop_reason, StopReason::EndTurn);
    assert_eq!(done.meta.map(Value::Object), Some(meta));
    assert_eq!(
        *log.lock().unwrap(),
        [
            "thought:thinking".to_owned(),
            "text:one ".to_owned(),
            "text:two ".to_owned(),
            "text:three ".to_owned(),
            "plan:read the notes/High/InProgress".to_owned(),
            r#"tool:ts-call-1 Some(Read) Some(Pending) Read notes.txt at /work/notes.txt:Some(1) meta={"origin":"ts"}"#.to_owned(),
            "read:ts-0 /work/notes.txt line=Some(1) limit=Some(2)".to_owned(),
            r#"ping:{"n":41}"#.to_owned(),
            r#"permission:ts-call-1 Some(Read) Some("Read notes.txt") allow-once:AllowOnce,reject-once:RejectOnce"#.to_owned(),
            format!("update:ts-call-1 Some(Completed) content={:?}", [FILE]),
            format!(
                "text:file={} permission=allow-once ping={{\"pong\":42}}",
                serde_json::to_string(FILE).unwrap()
            ),
        ]
    );
    assert!(sessions.lock().unwrap().iter().all(|s| s == "ts-0"));

    // `wait` (the agent says `waiting`), cancelled with session/cancel ~100 ms
    // later, ends `cancelled`.
    log.lock().unwrap().clear();
    let (cancelled, after_cancel) = cancel_prompt(&agent, prompt(&session, "wait"), async {
        wait_for_entry(&log, Duration::from_secs(10), |e| e == "text:waiting").await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    })
    .await;
    assert_eq!(cancelled.stop_reason, StopReason::Cancelled);
    assert_eq!(cancelled.meta, None);
    assert!(after_cancel < Duration::from_secs(2), "{after_cancel:?}");
    assert_eq!(*log.lock().unwrap(), ["text:waiting"]);
    log.lock().unwrap().clear();

    // Extensions: a request (echoed) and a notification (answered with a chunk).
    let params = json!({"hello": "from rust", "n": 42, "nested": {"list": [true, null]}});
    assert_eq!(
        agent
            .ext_request("_ts.test/echo", params.clone())
            .await
            .unwrap(),
        params
    );
    assert_eq!(
        error_code(agent.ext_request("_ts.test/missing", json!({})).await),
        ErrorCode::METHOD_NOT_FOUND
    );
    agent
        .ext_notification("_ts.test/note", json!({"sessionId": "ts-0", "x": 1}))
        .await
        .unwrap();
    wait_for_entry(&log, Duration::from_secs(10), |e| {
        e.starts_with("text:note: ")
    })
    .await;
    assert_eq!(
        *log.lock().unwrap(),
        [r#"text:note: {"sessionId":"ts-0","x":1}"#]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_macro_client_drives_ts_sdk_agent() {
    let ts = support::install::ts_sdk_project();
    let spec = ProcessSpec::new("node")
        .args([ts.join("agent.mjs")])
        .stderr(Stderr::Capture(64 * 1024));
    let client = Client::default();
    let (log, sessions) = (client.log.clone(), client.sessions.clone());
    let (agent, child) = client
        .spawn_agent(spec)
        .expect("cannot start `node` (is node installed?)");

    // On failure, show what the TS agent wrote on stderr.
    let run = tokio::spawn(tokio::time::timeout(
        TIMEOUT,
        full_turn(agent, log, sessions),
    ));
    match run.await {
        Ok(Ok(())) => {}
        Ok(Err(_)) => panic!("timed out; agent stderr:\n{}", child.stderr_tail()),
        Err(e) => {
            eprintln!("agent.mjs stderr:\n{}", child.stderr_tail());
            std::panic::resume_unwind(e.into_panic());
        }
    }
    let tail = child.stderr_tail();
    let status = shutdown(child).await;
    assert!(status.success(), "agent.mjs: {status}; stderr:\n{tail}");
    if std::env::var_os("INTEROP_WIRE").is_some() {
        eprintln!("{tail}");
    } else {
        // The TS SDK logs handler failures (e.g. params its schema rejects) there.
        assert!(tail.is_empty(), "agent.mjs stderr:\n{tail}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_session_api_drives_ts_sdk_agent() {
    use acp::v1::session::Session;
    let ts = support::install::ts_sdk_project();
    let spec = ProcessSpec::new("node")
        .args([ts.join("agent.mjs")])
        .stderr(Stderr::Capture(64 * 1024));
    let client = Client::default();
    let (log, sessions) = (client.log.clone(), client.sessions.clone());
    let (agent, child) = client
        .spawn_agent(spec)
        .expect("cannot start `node` (is node installed?)");
    let script = async {
        agent.initialize(InitializeRequest::new(1)).await.unwrap();
        let mut session = Session::new(&agent, NewSessionRequest::new("/work", vec![]))
            .await
            .unwrap();
        let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new("go"))]);
        let mut kinds = vec![];
        while let Some(note) = turn.next().await {
            let update = serde_json::to_value(&note.update).unwrap();
            kinds.push(update["sessionUpdate"].as_str().unwrap().to_owned());
        }
        assert_eq!(
            turn.finish().await.unwrap().stop_reason,
            StopReason::EndTurn
        );
        assert_eq!(
            kinds,
            [
                "agent_thought_chunk",
                "agent_message_chunk",
                "agent_message_chunk",
                "agent_message_chunk",
                "plan",
                "tool_call",
                "tool_call_update",
                "agent_message_chunk"
            ]
        );
        let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new("wait"))]);
        let waiting = turn.next().await.unwrap();
        assert!(matches!(
            waiting.update,
            SessionUpdate::AgentMessageChunk(_)
        ));
        turn.cancel().await.unwrap();
        assert_eq!(
            turn.finish().await.unwrap().stop_reason,
            StopReason::Cancelled
        );
    };
    if tokio::time::timeout(TIMEOUT, script).await.is_err() {
        panic!("timed out; agent stderr:\n{}", child.stderr_tail());
    }
    // The handler served the agent's requests; the handle took every update.
    let log = log.lock().unwrap().clone();
    assert!(log.iter().any(|l| l.starts_with("read:ts-0")), "{log:?}");
    assert!(
        log.iter().any(|l| l.starts_with("permission:ts-call-1")),
        "{log:?}"
    );
    assert!(sessions.lock().unwrap().is_empty(), "{log:?}");
    let status = shutdown(child).await;
    assert!(status.success(), "agent.mjs: {status}");
}
