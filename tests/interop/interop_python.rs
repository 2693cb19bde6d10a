//! Interop with the Python SDK, PyPI `agent-client-protocol` (the version pinned in
//! `tests/python/requirements.txt`), over real stdio between processes.
//!
//! (A) `tests/python/client.py`, a client written with the Python SDK, drives our test
//! agent (`examples/test_agent.rs`) through a full session and prints one JSON report,
//! including every JSON-RPC message as the SDK's connection saw it;
//! (B) a client written with `#[acp_client]` drives `tests/python/agent.py`, an agent
//! written with the Python SDK, through a full turn (chunks, a tool call and its
//! updates, fs/read_text_file, session/request_permission and extension calls back to
//! the client), a cancelled `wait`, `_meta` both ways and extension methods.
//!
//! Needs python3 with venv: the first run installs tests/python/requirements.txt into
//! `target/interop/python-venv` and runs the Python peers with that interpreter (the
//! tests fail, never skip, when the install fails). Misbehaviour of the Python SDK
//! found here is pinned by assertions commented `PYTHON SDK:`.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::transport::{ProcessSpec, Stderr};
use acp::v1::*;
use acp::{acp_client, Error, Result};
use serde_json::{json, Value};

use crate::support;
use support::paths::manifest_dir;
use support::scenario::{cancel_prompt, error_code, object, shutdown, text, wait_for_entry};
use support::transcript::Transcript;

const TIMEOUT: Duration = Duration::from_secs(60);

/// The venv's interpreter, with the pinned Python SDK installed; and that version.
fn python_sdk() -> (PathBuf, String) {
    let python = support::install::python();
    let version = support::install::python_pinned(&python, "agent-client-protocol");
    (python, version)
}

// ---------------------------------------------------------------------------
// (A) The Python SDK's client drives our test agent.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_sdk_client_drives_our_test_agent() {
    let (python, pinned) = python_sdk();
    let agent = support::paths::test_agent();
    let mut child = tokio::process::Command::new(&python);
    child
        .arg(manifest_dir().join("tests/python/client.py"))
        .arg(&agent)
        .stderr(std::process::Stdio::inherit())
        .kill_on_drop(true);
    let out = tokio::time::timeout(TIMEOUT, child.output())
        .await
        .expect("client.py finished in time")
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "client.py: {:?}\n{stdout}",
        out.status
    );
    let report: Value = serde_json::from_str(stdout.lines().last().unwrap_or_default())
        .unwrap_or_else(|e| panic!("report is not JSON ({e}): {stdout}"));
    assert!(report.get("fatal").is_none(), "{report:#}");
    assert_eq!(report["errors"], json!([]), "{:#}", report["errors"]);
    assert_eq!(report["sdk"]["version"], pinned.as_str());

    // initialize / session/new / session/set_config_option
    let init = &report["initialize"];
    assert_eq!(init["protocolVersion"], 1);
    assert_eq!(init["agentInfo"]["name"], "acp-test-agent");
    assert_eq!(
        init["agentCapabilities"]["_meta"],
        json!({"acp.test": {"echo": true, "note": true}})
    );
    let sid = report["session_new"]["sessionId"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(sid.starts_with("test-"), "{sid}");
    let ids: Vec<&Value> = report["session_new"]["configOptions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| &o["id"])
        .collect();
    assert_eq!(ids, [&json!("mode"), &json!("model")]);
    let model = &report["set_config_option"]["configOptions"][1];
    assert_eq!(
        (&model["id"], &model["currentValue"]),
        (&json!("model"), &json!("smart"))
    );
    assert!(report["updates"]
        .as_array()
        .unwrap()
        .iter()
        .any(|u| u["update"]["sessionUpdate"] == "config_option_update"));

    // The prompts.
    let turn = |name: &str| -> (Value, Vec<String>) {
        let t = &report[name];
        let chunks = serde_json::from_value(t["chunks"].clone()).unwrap();
        (t["response"]["stopReason"].clone(), chunks)
    };
    let end = json!("end_turn");
    assert_eq!(
        turn("stream"),
        (end.clone(), vec!["c0 ".into(), "c1 ".into(), "c2 ".into()])
    );
    assert_eq!(
        turn("echo"),
        (end.clone(), vec!["echo hello  world".into()])
    );
    assert_eq!(
        turn("read"),
        (end.clone(), vec!["fixed file content\nline 2\n".into()])
    );
    let (stop, chunks) = turn("read_error");
    assert_eq!(stop, end);
    assert!(
        chunks.len() == 1 && chunks[0].starts_with("error: ") && chunks[0].contains("-32002"),
        "{chunks:?}"
    );
    assert_eq!(turn("write"), (end.clone(), vec!["ok".into()]));
    assert_eq!(
        turn("permission"),
        (end.clone(), vec!["selected:allow-once".into()])
    );
    let requests = &report["agent_requests"];
    assert_eq!(
        requests[0],
        json!({"method": "fs/read_text_file", "sessionId": sid, "path": "/x", "line": null, "limit": null})
    );
    assert_eq!(
        requests[2],
        json!({"method": "fs/write_text_file", "sessionId": sid, "path": "/w.txt", "content": "some text"})
    );
    assert_eq!(requests[3]["toolCall"]["toolCallId"], "perm-1");
    assert_eq!(
        requests[3]["options"],
        json!([
            {"optionId": "allow-once", "name": "Allow once", "kind": "allow_once"},
            {"optionId": "reject-once", "name": "Reject once", "kind": "reject_once"}
        ])
    );

    // meta: the request's `_meta` comes back verbatim on the response.
    let meta = json!({
        "traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
        "x": [1, {"y": null}]
    });
    assert_eq!(report["meta"]["response"]["_meta"], meta);
    assert_eq!(report["meta"]["chunks"], json!([]));

    // wait 60000 + session/cancel after 100 ms.
    assert_eq!(report["cancel"]["response"]["stopReason"], "cancelled");
    assert!(
        report["cancel"]["seconds"].as_f64().unwrap() < 1.0,
        "{}",
        report["cancel"]
    );

    // Extensions.
    assert_eq!(report["ext_echo"], json!({"a": 1, "nested": {"b": [1, 2]}}));
    assert_eq!(
        report["note_chunks"],
        json!([format!("note: {}", json!({"sessionId": sid, "n": 7}))])
    );

    // What was on the wire.
    let wire = Transcript::from_report(&report["wire"]);
    wire.show("Python SDK client -> test agent");
    let prompts: Vec<Value> = wire
        .calls("out", "session/prompt")
        .into_iter()
        .map(|(request, _)| request["params"].clone())
        .collect();
    assert_eq!(prompts.len(), 8);
    assert_eq!(prompts[6]["_meta"], meta);
    let sent = |method: &str, request: bool| {
        wire.lines()
            .iter()
            .any(|(d, m)| d == "out" && m["method"] == method && m.get("id").is_some() == request)
    };
    assert!(sent("_acp.test/echo", true));
    assert!(sent("_acp.test/note", false));
    assert!(sent("session/cancel", false));
    // Only the forced read error is an error response.
    let errors = wire.errors();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].0, "out");
    assert_eq!(errors[0].1["error"]["code"], -32002);
    wire.check(&[("in", errors[0].1["id"].clone())]);

    // PYTHON SDK: a client handler for fs/write_text_file may return None (its `Client`
    // protocol says `-> WriteTextFileResponse | None`), and the SDK then answers
    // `"result": null` although the schema's WriteTextFileResponse is an object (for
    // terminal/release and terminal/kill it normalizes None to `{}`, for
    // fs/write_text_file it does not). Our agent accepts the null and finishes the turn
    // (`ok` above).
    let write_calls = wire.calls("in", "fs/write_text_file");
    assert_eq!(write_calls.len(), 1);
    let write_answer = &write_calls[0].1;
    assert_eq!(write_answer["result"], Value::Null);
    assert!(write_answer.get("result").is_some());
}

// ---------------------------------------------------------------------------
// (B) Our `#[acp_client]` drives the Python SDK's agent.

const FILE: &str = "second line\nthird line\n";

#[derive(Default)]
struct Recorder {
    events: Arc<Mutex<Vec<String>>>,
}

impl Recorder {
    fn push(&self, event: String) {
        self.events.lock().unwrap().push(event);
    }
}

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or("-")
}

#[acp_client]
impl Recorder {
    fn session_update(&self, n: SessionNotification) {
        let n = serde_json::to_value(&n).unwrap();
        let u = &n["update"];
        let kind = s(&u["sessionUpdate"]);
        let detail = match kind {
            "agent_message_chunk" => s(&u["content"]["text"]).to_owned(),
            "tool_call" => format!(
                "{} {} {} {} {}",
                s(&u["toolCallId"]),
                s(&u["kind"]),
                s(&u["status"]),
                s(&u["title"]),
                u["locations"]
            ),
            "tool_call_update" => format!(
                "{} {} {}",
                s(&u["toolCallId"]),
                s(&u["status"]),
                s(&u["content"][0]["content"]["text"])
            ),
            _ => u.to_string(),
        };
        self.push(format!("{} {kind} {detail}", s(&n["sessionId"])));
    }

    fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let options: Vec<String> = req
            .options
            .iter()
            .map(|o| {
                let kind = serde_json::to_value(&o.kind).unwrap();
                format!("{}:{}", o.option_id, s(&kind))
            })
            .collect();
        let call = serde_json::to_value(&req.tool_call).unwrap();
        self.push(format!(
            "session/request_permission {} {} {} {} {}",
            req.session_id,
            s(&call["toolCallId"]),
            s(&call["kind"]),
            s(&call["title"]),
            options.join(",")
        ));
        let first = req.options[0].option_id.clone();
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(first)),
        ))
    }

    fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        self.push(format!(
            "fs/read_text_file {} {} line={:?} limit={:?}",
            req.session_id, req.path, req.line, req.limit
        ));
        Ok(ReadTextFileResponse::new(FILE))
    }

    #[acp(ext = "_py.test/ping")]
    fn ping(&self, params: Value) -> Result<Value> {
        self.push(format!("_py.test/ping {params}"));
        let n = params["n"]
            .as_i64()
            .ok_or_else(|| Error::invalid_params("n"))?;
        Ok(json!({"n": n + 1}))
    }

    #[acp(ext = "_py.test/progress")]
    fn progress(&self, params: Value) {
        self.push(format!("_py.test/progress {params}"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_client_drives_the_python_sdk_agent() {
    let (python, _) = python_sdk();
    let client = Recorder::default();
    let events = client.events.clone();
    let spec = ProcessSpec::new(python)
        .args([manifest_dir().join("tests/python/agent.py")])
        .stderr(Stderr::Inherit);
    let (agent, child) = client.spawn_agent(spec).unwrap();

    let init = tokio::time::timeout(TIMEOUT, agent.initialize(InitializeRequest::new(1)))
        .await
        .expect("initialize in time")
        .unwrap();
    assert_eq!(init.protocol_version, ProtocolVersion::from(1));
    assert_eq!(init.agent_info.as_ref().unwrap().name, "py-interop-agent");
    assert_eq!(
        serde_json::to_value(&init.agent_capabilities).unwrap()["_meta"],
        json!({"py.test": {"echo": true, "note": true}})
    );
    let session = agent
        .new_session(NewSessionRequest::new("/work", vec![]))
        .await
        .unwrap()
        .session_id;
    assert_eq!(session.as_str(), "py-0");
    let sid = session.as_str().to_owned();

    // The full turn, with a request `_meta` that must come back on the response.
    let meta =
        json!({"traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01", "x": [1]});
    let reply = tokio::time::timeout(
        TIMEOUT,
        agent.prompt(
            PromptRequest::new(session.clone(), text("turn /work/notes.txt"))
                .meta(object(meta.clone())),
        ),
    )
    .await
    .expect("turn in time")
    .unwrap();
    assert_eq!(reply.stop_reason, StopReason::EndTurn);
    assert_eq!(reply.meta.map(Value::Object), Some(meta));

    let mut got = events.lock().unwrap().clone();
    let summary: Value = {
        let last = got.pop().expect("a final chunk");
        let json = last
            .strip_prefix(&format!("{sid} agent_message_chunk "))
            .unwrap_or_else(|| panic!("final chunk: {last}"));
        serde_json::from_str(json).unwrap()
    };
    assert_eq!(
        got,
        [
            format!("{sid} agent_message_chunk Hello"),
            format!("{sid} agent_message_chunk , "),
            format!("{sid} agent_message_chunk world"),
            format!(
                "{sid} tool_call call-1 read pending Read /work/notes.txt {}",
                json!([{"path": "/work/notes.txt"}])
            ),
            format!("{sid} tool_call_update call-1 in_progress -"),
            format!("fs/read_text_file {sid} /work/notes.txt line=Some(2) limit=Some(2)"),
            format!(
                "session/request_permission {sid} call-1 read Read /work/notes.txt \
                 allow-once:allow_once,reject-once:reject_once"
            ),
            r#"_py.test/ping {"n":41}"#.to_owned(),
            r#"_py.test/progress {"step":"answered"}"#.to_owned(),
            format!("{sid} tool_call_update call-1 completed {FILE}"),
        ]
    );
    // What the Python agent got back from our client, as its SDK decoded it.
    assert_eq!(summary["file"], FILE);
    assert_eq!(
        summary["permission"],
        json!({"outcome": "selected", "optionId": "allow-once"})
    );
    assert_eq!(summary["ping"], json!({"n": 42}));
    // Our client's capabilities, derived from its handlers, as the Python SDK parsed them.
    let caps = &summary["clientCapabilities"];
    assert_eq!(caps["fs"]["readTextFile"], true, "{caps}");
    assert_eq!(caps["fs"]["writeTextFile"], false, "{caps}");
    assert_eq!(caps["terminal"], false, "{caps}");
    assert_eq!(
        caps["_meta"],
        json!({"py.test": {"ping": true, "progress": true}}),
        "{caps}"
    );

    // wait 60000, cancelled after 100 ms.
    let (cancelled, after_cancel) = cancel_prompt(
        &agent,
        PromptRequest::new(session.clone(), text("wait 60000")),
        tokio::time::sleep(Duration::from_millis(100)),
    )
    .await;
    assert_eq!(cancelled.stop_reason, StopReason::Cancelled);
    assert!(after_cancel < Duration::from_secs(1), "{after_cancel:?}");
    // A short wait ends on its own.
    let short = agent
        .prompt(PromptRequest::new(session.clone(), text("wait 10")))
        .await
        .unwrap();
    assert_eq!(short.stop_reason, StopReason::EndTurn);

    // Extension methods both ways: the SDK hands the handler the name without `_`.
    assert_eq!(
        agent
            .ext_request("_py.test/echo", json!({"a": [1, 2], "b": {"c": null}}))
            .await
            .unwrap(),
        json!({"method": "py.test/echo", "params": {"a": [1, 2], "b": {"c": null}}})
    );
    assert_eq!(
        error_code(agent.ext_request("_py.test/unknown", json!({})).await),
        ErrorCode::METHOD_NOT_FOUND
    );
    events.lock().unwrap().clear();
    agent
        .ext_notification("_py.test/note", json!({"sessionId": sid}))
        .await
        .unwrap();
    let note = format!("{sid} agent_message_chunk note: {{\"sessionId\": \"{sid}\"}}");
    wait_for_entry(&events, Duration::from_secs(5), |e| *e == note).await;

    // PYTHON SDK: the agent-side router merges the request's `_meta` into the handler's
    // keyword arguments (`params.update(meta)` in acp/router.py), so a `_meta` key that
    // is also a parameter name replaces the real parameter: here `_meta.session_id`
    // overrides the request's `sessionId` (and is no longer seen as `_meta`). `_meta`
    // must never change what a request means; the check pins what the SDK does today.
    let clash = json!({"traceparent": "t", "session_id": "not-the-session"});
    let reply = agent
        .prompt(PromptRequest::new(session.clone(), text("meta")).meta(object(clash)))
        .await
        .unwrap();
    assert_eq!(
        reply.meta.map(Value::Object),
        Some(json!({"sessionId": "not-the-session", "meta": {"traceparent": "t"}}))
    );
    // Without a clash the handler sees the right session and the `_meta` verbatim.
    let plain = json!({"traceparent": "t", "nested": {"k": [true]}});
    let reply = agent
        .prompt(PromptRequest::new(session.clone(), text("meta")).meta(object(plain.clone())))
        .await
        .unwrap();
    assert_eq!(
        reply.meta.map(Value::Object),
        Some(json!({"sessionId": sid, "meta": plain}))
    );

    // The Python agent exits when its stdin closes.
    let status = shutdown(child).await;
    assert!(status.success(), "{status:?}");
}
