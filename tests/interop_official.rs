//! Wire-level interop with the official Rust SDK, `agent-client-protocol` 5.0.0.
//!
//! (A) the official SDK's client drives an agent written with `acp::v1::Agent`;
//! (B) a client written with `acp::v1::Client` + `AgentPeer` drives an agent written
//! with the official SDK. Both run the same script over in-memory pipes: initialize,
//! `_`-extension calls both ways, session/new, a prompt during which the agent
//! streams chunks, reports a tool call, calls the client back (fs/read_text_file,
//! session/request_permission, an extension request) and sends an extension
//! notification; a second prompt that the client ends with session/cancel while
//! the agent waits; a third that the client cancels while answering a permission
//! request (session/cancel, then the `cancelled` outcome).
//! (C) `$/cancel_request` both ways between the official client and our agent.
//!
//! Every byte passes through a relay that records the JSON-RPC lines, so the tests
//! also check what was on the wire (methods, ids, `_meta`, no unexpected errors).
//! `INTEROP_WIRE=1 cargo test --test interop_official -- --nocapture` prints them.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::v1 as ours;
use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v1::schema as theirs;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use tokio::sync::watch;

mod support {
    pub mod official_relay;
}
use support::official_relay::*;

fn summary() -> String {
    format!("file {FILE:?}, permission allow-once, ping 42")
}

/// What the client observes during the first prompt, in order.
fn expected_turn(session: &str, by: &str) -> Vec<String> {
    vec![
        format!("session/update {session} agent_message_chunk Hello"),
        format!("session/update {session} agent_message_chunk , "),
        format!("session/update {session} agent_message_chunk world"),
        r#"_interop/progress {"step":"reading"}"#.to_owned(),
        format!(
            "session/update {session} tool_call call-1 read in_progress Read notes.txt \
             _meta={{\"origin\":\"{by}\"}}"
        ),
        format!("fs/read_text_file {session} /work/notes.txt line=2 limit=2"),
        format!(
            "session/request_permission {session} call-1 reject-once:reject_once,allow-once:allow_once"
        ),
        r#"_interop/ping {"n":41}"#.to_owned(),
        format!("session/update {session} tool_call_update call-1 completed {FILE}"),
        format!("session/update {session} agent_message_chunk {}", summary()),
    ]
}

/// The last prompt: the client answers the permission request for `call-2` by
/// sending session/cancel and then the `cancelled` outcome, as the protocol asks.
fn expected_cancel_during_permission(session: &str) -> String {
    format!(
        "session/request_permission {session} call-2 reject-once:reject_once,allow-once:allow_once"
    )
}

fn meta(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        other => panic!("not an object: {other}"),
    }
}

/// One line per `session/update`, from its JSON (either SDK's type, re-encoded).
fn describe_update(notification: &Value) -> String {
    let u = &notification["update"];
    let kind = s(&u["sessionUpdate"]);
    let detail = match kind {
        "agent_message_chunk" => s(&u["content"]["text"]).to_owned(),
        "tool_call" => format!(
            "{} {} {} {}",
            s(&u["toolCallId"]),
            s(&u["kind"]),
            s(&u["status"]),
            s(&u["title"])
        ),
        "tool_call_update" => format!(
            "{} {} {}",
            s(&u["toolCallId"]),
            s(&u["status"]),
            s(&u["content"][0]["content"]["text"])
        ),
        _ => u.to_string(),
    };
    let mut line = format!(
        "session/update {} {kind} {detail}",
        s(&notification["sessionId"])
    );
    if let Some(meta) = notification.get("_meta") {
        line.push_str(&format!(" _meta={meta}"));
    }
    line
}

// ---------------------------------------------------------------------------
// Extension messages, as the official SDK declares them.

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/echo", response = EchoResponse)]
struct EchoRequest {
    text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, official::JsonRpcResponse)]
struct EchoResponse {
    echoed: String,
    method: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/unknown", response = EchoResponse)]
struct UnknownRequest {}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcNotification)]
#[notification(method = "_interop/note")]
struct NoteNotification {
    note: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/ping", response = PingResponse)]
struct PingRequest {
    n: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, official::JsonRpcResponse)]
struct PingResponse {
    n: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcNotification)]
#[notification(method = "_interop/progress")]
struct ProgressNotification {
    step: String,
}

// ---------------------------------------------------------------------------
// (A) The official client drives our agent.

struct AgentSeen {
    initialize: Mutex<Option<ours::InitializeRequest>>,
    new_session: Mutex<Option<ours::NewSessionRequest>>,
    prompts: Mutex<Vec<ours::PromptRequest>>,
    cancels: Mutex<Vec<ours::CancelNotification>>,
    ext: Mutex<Vec<String>>,
    /// How many session/cancel notifications arrived.
    cancelled: watch::Sender<u32>,
}

impl AgentSeen {
    fn new() -> Self {
        AgentSeen {
            initialize: Mutex::default(),
            new_session: Mutex::default(),
            prompts: Mutex::default(),
            cancels: Mutex::default(),
            ext: Mutex::default(),
            cancelled: watch::Sender::new(0),
        }
    }
}

struct OurAgent(Arc<AgentSeen>);

impl ours::Agent for OurAgent {
    async fn initialize(
        &self,
        params: ours::InitializeRequest,
        _client: ours::ClientPeer,
    ) -> acp::Result<ours::InitializeResponse> {
        *self.0.initialize.lock().unwrap() = Some(params.clone());
        Ok(ours::InitializeResponse::new(params.protocol_version)
            .agent_capabilities(
                ours::AgentCapabilities::new()
                    .load_session(true)
                    .prompt_capabilities(
                        ours::PromptCapabilities::new()
                            .image(true)
                            .embedded_context(true),
                    )
                    .mcp_capabilities(ours::McpCapabilities::new().http(true)),
            )
            .agent_info(ours::Implementation::new("acp-agent", "0.1.0").title("Our agent"))
            .meta(meta(json!({"agentBuild": "acp-interop"}))))
    }

    async fn new_session(
        &self,
        params: ours::NewSessionRequest,
        _client: ours::ClientPeer,
    ) -> acp::Result<ours::NewSessionResponse> {
        *self.0.new_session.lock().unwrap() = Some(params);
        Ok(ours::NewSessionResponse::new("sess-A"))
    }

    async fn prompt(
        &self,
        params: ours::PromptRequest,
        client: ours::ClientPeer,
    ) -> acp::Result<ours::PromptResponse> {
        self.0.prompts.lock().unwrap().push(params.clone());
        let session = params.session_id.clone();
        let chunk = |s: &str| {
            ours::SessionNotification::new(
                session.clone(),
                ours::SessionUpdate::AgentMessageChunk(ours::ContentChunk::new(text(s))),
            )
        };
        let ours::ContentBlock::Text(first) = &params.prompt[0] else {
            return Err(acp::Error::invalid_params("text please"));
        };
        if first.text == "wait" {
            let mut cancelled = self.0.cancelled.subscribe();
            let before = *cancelled.borrow_and_update();
            client.session_update(chunk("waiting for cancel")).await?;
            let waited =
                tokio::time::timeout(Duration::from_secs(5), cancelled.wait_for(|n| *n > before))
                    .await;
            let stop = match waited {
                Ok(Ok(_)) => ours::StopReason::Cancelled,
                _ => ours::StopReason::EndTurn,
            };
            return Ok(ours::PromptResponse::new(stop));
        }
        if first.text == "ask" {
            let cancelled = self.0.cancelled.subscribe();
            let before = *cancelled.borrow();
            let answer = client
                .request_permission(ours::RequestPermissionRequest::new(
                    session.clone(),
                    ours::ToolCallUpdate::new("call-2"),
                    our_options(),
                ))
                .await?;
            // The client sent session/cancel before its answer: it has been handled.
            let cancel_seen = *cancelled.borrow() > before;
            let outcome = to_json(&answer.outcome);
            let stop = if outcome["outcome"] == "cancelled" && cancel_seen {
                ours::StopReason::Cancelled
            } else {
                ours::StopReason::EndTurn
            };
            return Ok(ours::PromptResponse::new(stop)
                .meta(meta(json!({"outcome": outcome, "cancelSeen": cancel_seen}))));
        }

        for piece in ["Hello", ", ", "world"] {
            client.session_update(chunk(piece)).await?;
        }
        client
            .ext_notification("_interop/progress", json!({"step": "reading"}))
            .await?;
        let call = ours::ToolCall::new("call-1", "Read notes.txt")
            .kind(ours::ToolKind::Read)
            .status(ours::ToolCallStatus::InProgress);
        client
            .session_update(
                ours::SessionNotification::new(
                    session.clone(),
                    ours::SessionUpdate::ToolCall(call),
                )
                .meta(meta(json!({"origin": "acp"}))),
            )
            .await?;
        let file = client
            .read_text_file(
                ours::ReadTextFileRequest::new(session.clone(), "/work/notes.txt")
                    .line(2u32)
                    .limit(2u32),
            )
            .await?;
        let answer = client
            .request_permission(ours::RequestPermissionRequest::new(
                session.clone(),
                ours::ToolCallUpdate::new("call-1"),
                our_options(),
            ))
            .await?;
        let chosen = match answer.outcome {
            ours::RequestPermissionOutcome::Selected(s) => s.option_id.to_string(),
            other => format!("{other:?}"),
        };
        let ping = client
            .ext_request("_interop/ping", json!({"n": 41}))
            .await?;
        let done = ours::ToolCallUpdate::new("call-1")
            .status(ours::ToolCallStatus::Completed)
            .content(vec![ours::ToolCallContent::Content(ours::Content::new(
                text(&file.content),
            ))]);
        client
            .session_update(ours::SessionNotification::new(
                session.clone(),
                ours::SessionUpdate::ToolCallUpdate(done),
            ))
            .await?;
        let said = format!(
            "file {:?}, permission {chosen}, ping {}",
            file.content, ping["n"]
        );
        client.session_update(chunk(&said)).await?;
        let tag = params
            .meta
            .as_ref()
            .and_then(|m| m.get("requestTag"))
            .cloned()
            .unwrap_or(Value::Null);
        Ok(ours::PromptResponse::new(ours::StopReason::EndTurn)
            .meta(meta(json!({"echoedTag": tag, "by": "acp"}))))
    }

    async fn cancel(&self, params: ours::CancelNotification, _client: ours::ClientPeer) {
        self.0.cancels.lock().unwrap().push(params);
        self.0.cancelled.send_modify(|n| *n += 1);
    }

    async fn ext_request(
        &self,
        method: String,
        params: Value,
        _client: ours::ClientPeer,
    ) -> acp::Result<Value> {
        self.0
            .ext
            .lock()
            .unwrap()
            .push(format!("request {method} {params}"));
        match method.as_str() {
            "_interop/echo" => Ok(json!({"echoed": params["text"], "method": method})),
            _ => Err(acp::Error::method_not_found(&method)),
        }
    }

    async fn ext_notification(&self, method: String, params: Value, _client: ours::ClientPeer) {
        self.0
            .ext
            .lock()
            .unwrap()
            .push(format!("notification {method} {params}"));
    }
}

/// What the official client saw.
struct OfficialClientSeen {
    events: Mutex<Vec<String>>,
    /// How many session/update notifications arrived.
    updates: watch::Sender<usize>,
}

struct OfficialClientRun {
    init: theirs::InitializeResponse,
    echo: EchoResponse,
    unknown: official::Error,
    session: theirs::NewSessionResponse,
    first: theirs::PromptResponse,
    events_after_first: Vec<String>,
    second: theirs::PromptResponse,
    third: theirs::PromptResponse,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_client_drives_our_agent() {
    let ((read, write), official_end, wire) = tapped_pipes();
    let agent_seen = Arc::new(AgentSeen::new());
    let (_agent_conn, agent_done) = acp::Connection::spawn(
        ours::AgentHandler(OurAgent(agent_seen.clone())),
        read,
        write,
        acp::Config::default(),
    );

    let seen = Arc::new(OfficialClientSeen {
        events: Mutex::default(),
        updates: watch::Sender::new(0),
    });
    let record = {
        let seen = seen.clone();
        move |event: String| seen.events.lock().unwrap().push(event)
    };
    let client = official::Client
        .v1()
        .name("official-client")
        .on_receive_notification(
            {
                let seen = seen.clone();
                let record = record.clone();
                async move |n: theirs::SessionNotification, _cx| {
                    record(describe_update(&to_json(&n)));
                    seen.updates.send_modify(|c| *c += 1);
                    Ok(())
                }
            },
            official::on_receive_notification!(),
        )
        .on_receive_notification(
            {
                let record = record.clone();
                async move |n: ProgressNotification, _cx| {
                    record(format!("_interop/progress {}", to_json(&n)));
                    Ok(())
                }
            },
            official::on_receive_notification!(),
        )
        .on_receive_request(
            {
                let record = record.clone();
                async move |req: theirs::ReadTextFileRequest, responder, _cx| {
                    record(describe_read(&to_json(&req)));
                    responder.respond(theirs::ReadTextFileResponse::new(FILE))
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            {
                let record = record.clone();
                async move |req: theirs::RequestPermissionRequest,
                            responder,
                            cx: official::v1::ConnectionTo<official::Agent>| {
                    record(describe_permission(&to_json(&req)));
                    if req.tool_call.tool_call_id.0.as_ref() == "call-2" {
                        // The user cancels the turn instead of answering.
                        cx.send_notification(theirs::CancelNotification::new(
                            req.session_id.clone(),
                        ))?;
                        return responder.respond(theirs::RequestPermissionResponse::new(
                            theirs::RequestPermissionOutcome::Cancelled,
                        ));
                    }
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
        )
        .on_receive_request(
            {
                let record = record.clone();
                async move |req: PingRequest, responder, _cx| {
                    record(format!("_interop/ping {}", to_json(&req)));
                    responder.respond(PingResponse { n: req.n + 1 })
                }
            },
            official::on_receive_request!(),
        );

    let run = client.connect_with(official_end, {
        let seen = seen.clone();
        async move |cx: official::v1::ConnectionTo<official::Agent>| {
            let init = cx
                .send_request(
                    theirs::InitializeRequest::new(ProtocolVersion::V1)
                        .client_capabilities(
                            theirs::ClientCapabilities::new()
                                .fs(theirs::FileSystemCapabilities::new()
                                    .read_text_file(true)
                                    .write_text_file(false))
                                .terminal(true),
                        )
                        .client_info(theirs::Implementation::new("official-client", "5.0.0"))
                        .meta(meta(json!({"clientBuild": "official-interop"}))),
                )
                .block_task()
                .await?;
            let echo = cx
                .send_request(EchoRequest { text: "hi".into() })
                .block_task()
                .await?;
            let unknown = cx
                .send_request(UnknownRequest {})
                .block_task()
                .await
                .expect_err("an unknown extension method is an error");
            cx.send_notification(NoteNotification {
                note: "from official".into(),
            })?;
            let session = cx
                .send_request(theirs::NewSessionRequest::new("/work"))
                .block_task()
                .await?;
            let first = cx
                .send_request(
                    theirs::PromptRequest::new(session.session_id.clone(), vec![their_text("go")])
                        .meta(meta(json!({"requestTag": "p1"}))),
                )
                .block_task()
                .await?;
            let events_after_first = seen.events.lock().unwrap().clone();

            let mut updates = seen.updates.subscribe();
            let before = *updates.borrow_and_update();
            let second = cx.send_request(theirs::PromptRequest::new(
                session.session_id.clone(),
                vec![their_text("wait")],
            ));
            // Cancel once the agent is working on it.
            updates
                .wait_for(|n| *n > before)
                .await
                .map_err(official::Error::into_internal_error)?;
            cx.send_notification(theirs::CancelNotification::new(session.session_id.clone()))?;
            let second = second.block_task().await?;
            let third = cx
                .send_request(theirs::PromptRequest::new(
                    session.session_id.clone(),
                    vec![their_text("ask")],
                ))
                .block_task()
                .await?;
            Ok(OfficialClientRun {
                init,
                echo,
                unknown,
                session,
                first,
                events_after_first,
                second,
                third,
            })
        }
    });
    let run = tokio::time::timeout(TIMEOUT, run)
        .await
        .unwrap_or_else(|_| panic!("timed out; wire so far:\n{}", wire.dump()))
        .unwrap_or_else(|e| panic!("official client failed: {e:?}\nwire:\n{}", wire.dump()));
    wire.show("official client -> acp agent");
    // The official client dropped its end: our agent's connection ends.
    tokio::time::timeout(TIMEOUT, agent_done)
        .await
        .expect("our agent's connection ends after the official client hangs up")
        .unwrap();

    // initialize: what the official client sees of our capabilities...
    let init = &run.init;
    assert_eq!(init.protocol_version, ProtocolVersion::V1);
    let caps = &init.agent_capabilities;
    assert!(caps.load_session);
    assert!(caps.prompt_capabilities.image);
    assert!(!caps.prompt_capabilities.audio);
    assert!(caps.prompt_capabilities.embedded_context);
    assert!(caps.mcp_capabilities.http);
    assert!(!caps.mcp_capabilities.sse);
    assert!(init.auth_methods.is_empty());
    let info = init.agent_info.as_ref().expect("agentInfo");
    assert_eq!(
        (
            info.name.as_str(),
            info.version.as_str(),
            info.title.as_deref()
        ),
        ("acp-agent", "0.1.0", Some("Our agent"))
    );
    assert_eq!(
        init.meta.clone().map(Value::Object),
        Some(json!({"agentBuild": "acp-interop"}))
    );
    // ...and what our agent saw of the official client's.
    let init_seen = agent_seen.initialize.lock().unwrap().clone().unwrap();
    assert_eq!(init_seen.protocol_version, ours::ProtocolVersion(1));
    assert!(init_seen.client_capabilities.fs.read_text_file);
    assert!(!init_seen.client_capabilities.fs.write_text_file);
    assert!(init_seen.client_capabilities.terminal);
    let client_info = init_seen.client_info.expect("clientInfo");
    assert_eq!(
        (client_info.name.as_str(), client_info.version.as_str()),
        ("official-client", "5.0.0")
    );
    assert_eq!(
        init_seen.meta.map(Value::Object),
        Some(json!({"clientBuild": "official-interop"}))
    );

    // Extension methods from the official client.
    assert_eq!(
        run.echo,
        EchoResponse {
            echoed: "hi".into(),
            method: "_interop/echo".into()
        }
    );
    assert_eq!(run.unknown.code, official::ErrorCode::METHOD_NOT_FOUND);
    assert_eq!(
        *agent_seen.ext.lock().unwrap(),
        [
            r#"request _interop/echo {"text":"hi"}"#,
            "request _interop/unknown {}",
            r#"notification _interop/note {"note":"from official"}"#,
        ]
    );

    // session/new
    assert_eq!(run.session.session_id.0.as_ref(), "sess-A");
    assert_eq!(
        agent_seen.new_session.lock().unwrap().as_ref().unwrap().cwd,
        "/work"
    );

    // The first prompt: the updates, call-backs and extension messages, in order,
    // all seen before the prompt's result, and `_meta` both ways.
    assert_eq!(run.events_after_first, expected_turn("sess-A", "acp"));
    assert_eq!(run.first.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(
        run.first.meta.clone().map(Value::Object),
        Some(json!({"echoedTag": "p1", "by": "acp"}))
    );
    let prompts = agent_seen.prompts.lock().unwrap().clone();
    assert_eq!(
        prompts[0].meta.clone().map(Value::Object),
        Some(json!({"requestTag": "p1"}))
    );
    assert_eq!(prompts[0].prompt, vec![text("go")]);

    // The second prompt ends with `cancelled` after session/cancel.
    assert_eq!(run.second.stop_reason, theirs::StopReason::Cancelled);
    // The third ends with `cancelled` after session/cancel + a `cancelled` permission
    // outcome, and our agent had handled the session/cancel by the time the answer came.
    assert_eq!(run.third.stop_reason, theirs::StopReason::Cancelled);
    assert_eq!(
        run.third.meta.clone().map(Value::Object),
        Some(json!({"outcome": {"outcome": "cancelled"}, "cancelSeen": true}))
    );
    assert_eq!(
        seen.events.lock().unwrap()[run.events_after_first.len()..],
        [
            "session/update sess-A agent_message_chunk waiting for cancel".to_owned(),
            expected_cancel_during_permission("sess-A"),
        ]
    );
    let cancels = agent_seen.cancels.lock().unwrap().clone();
    assert_eq!(cancels.len(), 2);
    assert!(cancels.iter().all(|c| c.session_id.as_str() == "sess-A"));

    // On the wire.
    assert_eq!(
        wire.methods(TO_ACP),
        [
            "initialize",
            "_interop/echo",
            "_interop/unknown",
            "_interop/note",
            "session/new",
            "session/prompt",
            "session/prompt",
            "session/cancel",
            "session/prompt",
            "session/cancel",
        ],
        "{}",
        wire.dump()
    );
    assert_eq!(
        wire.methods(TO_OFFICIAL),
        [
            "session/update",
            "session/update",
            "session/update",
            "_interop/progress",
            "session/update",
            "fs/read_text_file",
            "session/request_permission",
            "_interop/ping",
            "session/update",
            "session/update",
            "session/update",
            "session/request_permission",
        ],
        "{}",
        wire.dump()
    );
    let (prompt, reply) = wire.call(TO_ACP, "session/prompt", 0);
    assert_eq!(prompt["params"]["_meta"], json!({"requestTag": "p1"}));
    assert_eq!(
        reply["result"],
        json!({"stopReason": "end_turn", "_meta": {"echoedTag": "p1", "by": "acp"}})
    );
    let (_, reply) = wire.call(TO_ACP, "session/prompt", 1);
    assert_eq!(reply["result"], json!({"stopReason": "cancelled"}));
    let (unknown_call, reply) = wire.call(TO_ACP, "_interop/unknown", 0);
    assert_eq!(reply["error"]["code"], -32601, "{reply}");
    let (_, reply) = wire.call(TO_OFFICIAL, "_interop/ping", 0);
    assert_eq!(reply["result"], json!({"n": 42}));
    for (dir, line) in wire.lines() {
        assert!(
            line.get("error").is_none() || (dir == TO_OFFICIAL && line["id"] == unknown_call["id"]),
            "unexpected error response {line}\n{}",
            wire.dump()
        );
        assert_eq!(line["jsonrpc"], "2.0", "{line}");
    }
}

// ---------------------------------------------------------------------------
// (B) Our client drives an agent written with the official SDK.

struct OfficialAgentSeen {
    initialize: Mutex<Option<theirs::InitializeRequest>>,
    new_session: Mutex<Option<theirs::NewSessionRequest>>,
    prompts: Mutex<Vec<theirs::PromptRequest>>,
    cancels: Mutex<Vec<theirs::CancelNotification>>,
    ext: Mutex<Vec<String>>,
    cancelled: watch::Sender<u32>,
}

async fn official_turn(
    req: theirs::PromptRequest,
    cx: official::v1::ConnectionTo<official::Client>,
    seen: Arc<OfficialAgentSeen>,
) -> Result<theirs::PromptResponse, official::Error> {
    let session = req.session_id.clone();
    let chunk = |s: &str| {
        theirs::SessionNotification::new(
            session.clone(),
            theirs::SessionUpdate::AgentMessageChunk(theirs::ContentChunk::new(their_text(s))),
        )
    };
    let Some(theirs::ContentBlock::Text(first)) = req.prompt.first() else {
        return Err(official::Error::invalid_params());
    };
    if first.text == "wait" {
        let mut cancelled = seen.cancelled.subscribe();
        let before = *cancelled.borrow_and_update();
        cx.send_notification(chunk("waiting for cancel"))?;
        let waited =
            tokio::time::timeout(Duration::from_secs(5), cancelled.wait_for(|n| *n > before)).await;
        let stop = match waited {
            Ok(Ok(_)) => theirs::StopReason::Cancelled,
            _ => theirs::StopReason::EndTurn,
        };
        return Ok(theirs::PromptResponse::new(stop));
    }
    if first.text == "ask" {
        let cancelled = seen.cancelled.subscribe();
        let before = *cancelled.borrow();
        let answer = cx
            .send_request(theirs::RequestPermissionRequest::new(
                session.clone(),
                theirs::ToolCallUpdate::new("call-2", theirs::ToolCallUpdateFields::new()),
                their_options(),
            ))
            .block_task()
            .await?;
        let cancel_seen = *cancelled.borrow() > before;
        let outcome = to_json(&answer.outcome);
        let stop = if outcome["outcome"] == "cancelled" && cancel_seen {
            theirs::StopReason::Cancelled
        } else {
            theirs::StopReason::EndTurn
        };
        return Ok(theirs::PromptResponse::new(stop)
            .meta(meta(json!({"outcome": outcome, "cancelSeen": cancel_seen}))));
    }

    for piece in ["Hello", ", ", "world"] {
        cx.send_notification(chunk(piece))?;
    }
    cx.send_notification(ProgressNotification {
        step: "reading".into(),
    })?;
    cx.send_notification(
        theirs::SessionNotification::new(
            session.clone(),
            theirs::SessionUpdate::ToolCall(
                theirs::ToolCall::new("call-1", "Read notes.txt")
                    .kind(theirs::ToolKind::Read)
                    .status(theirs::ToolCallStatus::InProgress),
            ),
        )
        .meta(meta(json!({"origin": "official"}))),
    )?;
    let file = cx
        .send_request(
            theirs::ReadTextFileRequest::new(session.clone(), "/work/notes.txt")
                .line(2)
                .limit(2),
        )
        .block_task()
        .await?;
    let answer = cx
        .send_request(theirs::RequestPermissionRequest::new(
            session.clone(),
            theirs::ToolCallUpdate::new("call-1", theirs::ToolCallUpdateFields::new()),
            their_options(),
        ))
        .block_task()
        .await?;
    let chosen = match answer.outcome {
        theirs::RequestPermissionOutcome::Selected(s) => s.option_id.0.to_string(),
        other => format!("{other:?}"),
    };
    let ping = cx.send_request(PingRequest { n: 41 }).block_task().await?;
    cx.send_notification(theirs::SessionNotification::new(
        session.clone(),
        theirs::SessionUpdate::ToolCallUpdate(theirs::ToolCallUpdate::new(
            "call-1",
            theirs::ToolCallUpdateFields::new()
                .status(theirs::ToolCallStatus::Completed)
                .content(vec![their_text(&file.content).into()]),
        )),
    ))?;
    let said = format!(
        "file {:?}, permission {chosen}, ping {}",
        file.content, ping.n
    );
    cx.send_notification(chunk(&said))?;
    let tag = req
        .meta
        .as_ref()
        .and_then(|m| m.get("requestTag"))
        .cloned()
        .unwrap_or(Value::Null);
    Ok(theirs::PromptResponse::new(theirs::StopReason::EndTurn)
        .meta(meta(json!({"echoedTag": tag, "by": "official"}))))
}

/// An agent written with the official SDK, serving `transport` until it closes.
async fn official_agent(
    transport: OfficialEnd,
    seen: Arc<OfficialAgentSeen>,
) -> Result<(), official::Error> {
    official::Agent
        .v1()
        .name("official-agent")
        .on_receive_request(
            {
                let seen = seen.clone();
                async move |req: theirs::InitializeRequest, responder, _cx| {
                    *seen.initialize.lock().unwrap() = Some(req.clone());
                    responder.respond(
                        theirs::InitializeResponse::new(req.protocol_version)
                            .agent_capabilities(
                                theirs::AgentCapabilities::new()
                                    .load_session(true)
                                    .prompt_capabilities(
                                        theirs::PromptCapabilities::new().image(true).audio(true),
                                    )
                                    .mcp_capabilities(theirs::McpCapabilities::new().sse(true)),
                            )
                            .agent_info(
                                theirs::Implementation::new("official-agent", "5.0.0")
                                    .title("Official agent"),
                            )
                            .meta(meta(json!({"agentBuild": "official-interop"}))),
                    )
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            {
                let seen = seen.clone();
                async move |req: theirs::NewSessionRequest, responder, _cx| {
                    *seen.new_session.lock().unwrap() = Some(req);
                    responder.respond(theirs::NewSessionResponse::new("sess-B"))
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            {
                let seen = seen.clone();
                async move |req: theirs::PromptRequest,
                            responder: official::v1::Responder<theirs::PromptResponse>,
                            cx: official::v1::ConnectionTo<official::Client>| {
                    seen.prompts.lock().unwrap().push(req.clone());
                    // The turn calls the client back: run it off the dispatch loop.
                    let turn = official_turn(req, cx.clone(), seen.clone());
                    cx.spawn(async move { responder.respond_with_result(turn.await) })
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_notification(
            {
                let seen = seen.clone();
                async move |n: theirs::CancelNotification, _cx| {
                    seen.cancels.lock().unwrap().push(n);
                    seen.cancelled.send_modify(|c| *c += 1);
                    Ok(())
                }
            },
            official::on_receive_notification!(),
        )
        .on_receive_request(
            {
                let seen = seen.clone();
                async move |req: EchoRequest, responder, _cx| {
                    seen.ext
                        .lock()
                        .unwrap()
                        .push(format!("request _interop/echo {}", to_json(&req)));
                    responder.respond(EchoResponse {
                        echoed: req.text,
                        method: "_interop/echo".into(),
                    })
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_notification(
            {
                let seen = seen.clone();
                async move |n: NoteNotification, _cx| {
                    seen.ext
                        .lock()
                        .unwrap()
                        .push(format!("notification _interop/note {}", to_json(&n)));
                    Ok(())
                }
            },
            official::on_receive_notification!(),
        )
        .connect_to(transport)
        .await
}

struct ClientSeen {
    events: Mutex<Vec<String>>,
    updates: watch::Sender<usize>,
}

struct OurClient(Arc<ClientSeen>);

impl OurClient {
    fn record(&self, event: String) {
        self.0.events.lock().unwrap().push(event);
    }
}

impl ours::Client for OurClient {
    async fn session_update(&self, params: ours::SessionNotification, _agent: ours::AgentPeer) {
        // Slow on purpose: requests and results must still come after it.
        tokio::time::sleep(Duration::from_millis(2)).await;
        self.record(describe_update(&to_json(&params)));
        self.0.updates.send_modify(|n| *n += 1);
    }

    async fn read_text_file(
        &self,
        params: ours::ReadTextFileRequest,
        _agent: ours::AgentPeer,
    ) -> acp::Result<ours::ReadTextFileResponse> {
        self.record(describe_read(&to_json(&params)));
        Ok(ours::ReadTextFileResponse::new(FILE))
    }

    async fn request_permission(
        &self,
        params: ours::RequestPermissionRequest,
        agent: ours::AgentPeer,
    ) -> acp::Result<ours::RequestPermissionResponse> {
        self.record(describe_permission(&to_json(&params)));
        if params.tool_call.tool_call_id.as_str() == "call-2" {
            // The user cancels the turn instead of answering.
            agent
                .cancel(ours::CancelNotification::new(params.session_id.clone()))
                .await?;
            return Ok(ours::RequestPermissionResponse::new(
                ours::RequestPermissionOutcome::Cancelled,
            ));
        }
        let outcome = match params
            .options
            .iter()
            .find(|o| o.kind == ours::PermissionOptionKind::AllowOnce)
        {
            Some(o) => ours::RequestPermissionOutcome::Selected(
                ours::SelectedPermissionOutcome::new(o.option_id.clone()),
            ),
            None => ours::RequestPermissionOutcome::Cancelled,
        };
        Ok(ours::RequestPermissionResponse::new(outcome))
    }

    async fn ext_request(
        &self,
        method: String,
        params: Value,
        _agent: ours::AgentPeer,
    ) -> acp::Result<Value> {
        self.record(format!("{method} {params}"));
        match method.as_str() {
            "_interop/ping" => Ok(json!({"n": params["n"].as_u64().unwrap_or(0) + 1})),
            _ => Err(acp::Error::method_not_found(&method)),
        }
    }

    async fn ext_notification(&self, method: String, params: Value, _agent: ours::AgentPeer) {
        self.record(format!("{method} {params}"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_client_drives_an_official_agent() {
    let ((read, write), official_end, wire) = tapped_pipes();
    let agent_seen = Arc::new(OfficialAgentSeen {
        initialize: Mutex::default(),
        new_session: Mutex::default(),
        prompts: Mutex::default(),
        cancels: Mutex::default(),
        ext: Mutex::default(),
        cancelled: watch::Sender::new(0),
    });
    let official_done = tokio::spawn(official_agent(official_end, agent_seen.clone()));

    let seen = Arc::new(ClientSeen {
        events: Mutex::default(),
        updates: watch::Sender::new(0),
    });
    let (conn, done) = acp::Connection::spawn(
        ours::ClientHandler(OurClient(seen.clone())),
        read,
        write,
        acp::Config::default(),
    );
    let agent = ours::AgentPeer(conn.clone());

    let run = async {
        let init = agent
            .initialize(
                ours::InitializeRequest::new(1)
                    .client_capabilities(
                        ours::ClientCapabilities::new()
                            .fs(ours::FileSystemCapabilities::new()
                                .read_text_file(true)
                                .write_text_file(false))
                            .terminal(true),
                    )
                    .client_info(ours::Implementation::new("acp-client", "0.1.0"))
                    .meta(meta(json!({"clientBuild": "acp-interop"}))),
            )
            .await
            .expect("initialize");
        let echo = agent
            .ext_request("_interop/echo", json!({"text": "hi"}))
            .await
            .expect("_interop/echo");
        let unknown = agent
            .ext_request("_interop/unknown", json!({}))
            .await
            .expect_err("an unknown extension method is an error");
        agent
            .ext_notification("_interop/note", json!({"note": "from acp"}))
            .await
            .unwrap();
        let session = agent
            .new_session(ours::NewSessionRequest::new("/work", vec![]))
            .await
            .expect("session/new");
        let first = agent
            .prompt(
                ours::PromptRequest::new(session.session_id.clone(), vec![text("go")])
                    .meta(meta(json!({"requestTag": "p1"}))),
            )
            .await
            .expect("first prompt");
        let events_after_first = seen.events.lock().unwrap().clone();

        let mut updates = seen.updates.subscribe();
        let before = *updates.borrow_and_update();
        let second = tokio::spawn({
            let agent = agent.clone();
            let id = session.session_id.clone();
            async move {
                agent
                    .prompt(ours::PromptRequest::new(id, vec![text("wait")]))
                    .await
            }
        });
        updates.wait_for(|n| *n > before).await.unwrap();
        agent
            .cancel(ours::CancelNotification::new(session.session_id.clone()))
            .await
            .unwrap();
        let second = second.await.unwrap().expect("second prompt");
        let third = agent
            .prompt(ours::PromptRequest::new(
                session.session_id.clone(),
                vec![text("ask")],
            ))
            .await
            .expect("third prompt");
        (
            init,
            echo,
            unknown,
            session,
            first,
            events_after_first,
            (second, third),
        )
    };
    let (init, echo, unknown, session, first, events_after_first, (second, third)) =
        tokio::time::timeout(TIMEOUT, run)
            .await
            .unwrap_or_else(|_| panic!("timed out; wire so far:\n{}", wire.dump()));
    wire.show("acp client -> official agent");
    conn.close();
    tokio::time::timeout(TIMEOUT, done).await.unwrap().unwrap();
    tokio::time::timeout(TIMEOUT, official_done)
        .await
        .expect("the official agent stops when we hang up")
        .unwrap()
        .expect("the official agent ends cleanly");

    // initialize: what our client sees of the official agent's capabilities...
    assert_eq!(init.protocol_version, ours::ProtocolVersion(1));
    let caps = &init.agent_capabilities;
    assert!(caps.load_session);
    assert!(caps.prompt_capabilities.image);
    assert!(caps.prompt_capabilities.audio);
    assert!(!caps.prompt_capabilities.embedded_context);
    assert!(!caps.mcp_capabilities.http);
    assert!(caps.mcp_capabilities.sse);
    assert!(init.auth_methods.is_empty());
    let info = init.agent_info.as_ref().expect("agentInfo");
    assert_eq!(
        (
            info.name.as_str(),
            info.version.as_str(),
            info.title.as_deref()
        ),
        ("official-agent", "5.0.0", Some("Official agent"))
    );
    assert_eq!(
        init.meta.clone().map(Value::Object),
        Some(json!({"agentBuild": "official-interop"}))
    );
    // ...and what the official agent saw of ours.
    let init_seen = agent_seen.initialize.lock().unwrap().clone().unwrap();
    assert_eq!(init_seen.protocol_version, ProtocolVersion::V1);
    assert!(init_seen.client_capabilities.fs.read_text_file);
    assert!(!init_seen.client_capabilities.fs.write_text_file);
    assert!(init_seen.client_capabilities.terminal);
    let client_info = init_seen.client_info.expect("clientInfo");
    assert_eq!(
        (client_info.name.as_str(), client_info.version.as_str()),
        ("acp-client", "0.1.0")
    );
    assert_eq!(
        init_seen.meta.map(Value::Object),
        Some(json!({"clientBuild": "acp-interop"}))
    );

    // Extension methods from our client.
    assert_eq!(echo, json!({"echoed": "hi", "method": "_interop/echo"}));
    assert_eq!(
        unknown.peer_error().map(|e| e.code),
        Some(ours::ErrorCode::METHOD_NOT_FOUND),
        "{unknown}"
    );
    assert_eq!(
        *agent_seen.ext.lock().unwrap(),
        [
            r#"request _interop/echo {"text":"hi"}"#,
            r#"notification _interop/note {"note":"from acp"}"#,
        ]
    );

    // session/new
    assert_eq!(session.session_id.as_str(), "sess-B");
    assert_eq!(
        agent_seen.new_session.lock().unwrap().as_ref().unwrap().cwd,
        std::path::PathBuf::from("/work")
    );

    // The first prompt.
    assert_eq!(events_after_first, expected_turn("sess-B", "official"));
    assert_eq!(first.stop_reason, ours::StopReason::EndTurn);
    assert_eq!(
        first.meta.clone().map(Value::Object),
        Some(json!({"echoedTag": "p1", "by": "official"}))
    );
    let prompts = agent_seen.prompts.lock().unwrap().clone();
    assert_eq!(
        prompts[0].meta.clone().map(Value::Object),
        Some(json!({"requestTag": "p1"}))
    );
    assert_eq!(prompts[0].prompt, vec![their_text("go")]);

    // The second prompt ends with `cancelled` after session/cancel.
    assert_eq!(second.stop_reason, ours::StopReason::Cancelled);
    // The third ends with `cancelled` after session/cancel + a `cancelled` permission
    // outcome, and the official agent had handled the session/cancel by then.
    assert_eq!(third.stop_reason, ours::StopReason::Cancelled);
    assert_eq!(
        third.meta.clone().map(Value::Object),
        Some(json!({"outcome": {"outcome": "cancelled"}, "cancelSeen": true}))
    );
    assert_eq!(
        seen.events.lock().unwrap()[events_after_first.len()..],
        [
            "session/update sess-B agent_message_chunk waiting for cancel".to_owned(),
            expected_cancel_during_permission("sess-B"),
        ]
    );
    let cancels = agent_seen.cancels.lock().unwrap().clone();
    assert_eq!(cancels.len(), 2);
    assert!(cancels.iter().all(|c| c.session_id.0.as_ref() == "sess-B"));

    // On the wire.
    assert_eq!(
        wire.methods(TO_OFFICIAL),
        [
            "initialize",
            "_interop/echo",
            "_interop/unknown",
            "_interop/note",
            "session/new",
            "session/prompt",
            "session/prompt",
            "session/cancel",
            "session/prompt",
            "session/cancel",
        ],
        "{}",
        wire.dump()
    );
    assert_eq!(
        wire.methods(TO_ACP),
        [
            "session/update",
            "session/update",
            "session/update",
            "_interop/progress",
            "session/update",
            "fs/read_text_file",
            "session/request_permission",
            "_interop/ping",
            "session/update",
            "session/update",
            "session/update",
            "session/request_permission",
        ],
        "{}",
        wire.dump()
    );
    let (prompt, reply) = wire.call(TO_OFFICIAL, "session/prompt", 0);
    assert_eq!(prompt["params"]["_meta"], json!({"requestTag": "p1"}));
    assert_eq!(
        reply["result"],
        json!({"stopReason": "end_turn", "_meta": {"echoedTag": "p1", "by": "official"}})
    );
    let (_, reply) = wire.call(TO_OFFICIAL, "session/prompt", 1);
    assert_eq!(reply["result"], json!({"stopReason": "cancelled"}));
    let (unknown_call, reply) = wire.call(TO_OFFICIAL, "_interop/unknown", 0);
    assert_eq!(reply["error"]["code"], -32601, "{reply}");
    let (_, reply) = wire.call(TO_ACP, "_interop/ping", 0);
    assert_eq!(reply["result"], json!({"n": 42}));
    for (dir, line) in wire.lines() {
        assert!(
            line.get("error").is_none() || (dir == TO_ACP && line["id"] == unknown_call["id"]),
            "unexpected error response {line}\n{}",
            wire.dump()
        );
        assert_eq!(line["jsonrpc"], "2.0", "{line}");
    }
}

// ---------------------------------------------------------------------------
// `$/cancel_request` both ways: the official client cancels a request to our
// agent, and our agent abandons a call to the official client.

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/slow", response = Value)]
struct SlowRequest {}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/call_slow", response = Value)]
struct CallSlowRequest {}

struct SlowAgent {
    /// Our `_interop/slow` handler: 1 when started, 2 if it ever finished.
    slow: watch::Sender<u8>,
}

impl ours::Agent for SlowAgent {
    async fn initialize(
        &self,
        params: ours::InitializeRequest,
        _client: ours::ClientPeer,
    ) -> acp::Result<ours::InitializeResponse> {
        Ok(ours::InitializeResponse::new(params.protocol_version))
    }
    async fn ext_request(
        &self,
        method: String,
        _params: Value,
        client: ours::ClientPeer,
    ) -> acp::Result<Value> {
        match method.as_str() {
            "_interop/slow" => {
                self.slow.send_replace(1);
                tokio::time::sleep(Duration::from_secs(5)).await;
                self.slow.send_replace(2);
                Ok(json!({}))
            }
            "_interop/call_slow" => {
                // Dropping the call sends `$/cancel_request` for it.
                let call = client.ext_request("_interop/slow", json!({}));
                match tokio::time::timeout(Duration::from_millis(100), call).await {
                    Err(_elapsed) => Ok(json!({"abandoned": true})),
                    Ok(answer) => Ok(json!({"abandoned": false, "answer": format!("{answer:?}")})),
                }
            }
            _ => Err(acp::Error::method_not_found(&method)),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn request_cancellation_both_ways() {
    let ((read, write), official_end, wire) = tapped_pipes();
    let slow = watch::Sender::new(0u8);
    let (_agent_conn, agent_done) = acp::Connection::spawn(
        ours::AgentHandler(SlowAgent { slow: slow.clone() }),
        read,
        write,
        acp::Config::default(),
    );
    // What the official client's `_interop/slow` handler ended with.
    let official_slow: watch::Sender<Option<Result<Value, official::Error>>> =
        watch::Sender::new(None);

    let client = official::Client.v1().on_receive_request(
        {
            let official_slow = official_slow.clone();
            async move |_req: SlowRequest,
                        responder: official::v1::Responder<Value>,
                        cx: official::v1::ConnectionTo<official::Agent>| {
                let cancellation = responder.cancellation();
                let official_slow = official_slow.clone();
                cx.spawn(async move {
                    let outcome = cancellation
                        .run_until_cancelled(async {
                            tokio::time::sleep(Duration::from_secs(5)).await;
                            Ok(json!({}))
                        })
                        .await;
                    official_slow.send_replace(Some(outcome.clone()));
                    responder.respond_with_result(outcome)
                })
            }
        },
        official::on_receive_request!(),
    );
    let run = client.connect_with(official_end, {
        let slow = slow.clone();
        let official_slow = official_slow.clone();
        async move |cx: official::v1::ConnectionTo<official::Agent>| {
            cx.send_request(theirs::InitializeRequest::new(ProtocolVersion::V1))
                .block_task()
                .await?;
            // The official client cancels a running request of ours.
            let call = cx.send_request(SlowRequest {});
            slow.subscribe()
                .wait_for(|s| *s == 1)
                .await
                .map_err(official::Error::into_internal_error)?;
            call.cancel()?;
            let cancelled = call.block_task().await;
            // Our agent abandons a call to the official client.
            let abandoned = cx.send_request(CallSlowRequest {}).block_task().await?;
            let official_outcome = official_slow
                .subscribe()
                .wait_for(Option::is_some)
                .await
                .map_err(official::Error::into_internal_error)?
                .clone()
                .unwrap();
            Ok((cancelled, abandoned, official_outcome))
        }
    });
    let (cancelled, abandoned, official_outcome) = tokio::time::timeout(TIMEOUT, run)
        .await
        .unwrap_or_else(|_| panic!("timed out; wire so far:\n{}", wire.dump()))
        .unwrap_or_else(|e| panic!("official client failed: {e:?}\nwire:\n{}", wire.dump()));
    wire.show("$/cancel_request both ways");
    tokio::time::timeout(TIMEOUT, agent_done)
        .await
        .unwrap()
        .unwrap();

    // Official -> ours: the handler was stopped and the official client got -32800.
    let error = cancelled.expect_err("a cancelled request ends with an error");
    assert_eq!(
        error.code,
        official::ErrorCode::REQUEST_CANCELLED,
        "{error:?}"
    );
    assert_eq!(*slow.borrow(), 1, "our handler must not run to completion");
    let (request, reply) = wire.call(TO_ACP, "_interop/slow", 0);
    assert_eq!(reply["error"]["code"], -32800, "{reply}");
    let lines = wire.lines();
    let cancel = lines
        .iter()
        .find(|(d, l)| *d == TO_ACP && l["method"] == "$/cancel_request")
        .unwrap_or_else(|| panic!("no $/cancel_request from official:\n{}", wire.dump()));
    assert_eq!(cancel.1["params"], json!({"requestId": request["id"]}));

    // Ours -> official: the official handler saw the cancellation.
    assert_eq!(abandoned, json!({"abandoned": true}));
    let official_error = official_outcome.expect_err("the official handler was cancelled");
    assert_eq!(official_error.code, official::ErrorCode::REQUEST_CANCELLED);
    let (request, reply) = wire.call(TO_OFFICIAL, "_interop/slow", 0);
    assert_eq!(reply["error"]["code"], -32800, "{reply}");
    let cancel = lines
        .iter()
        .find(|(d, l)| *d == TO_OFFICIAL && l["method"] == "$/cancel_request")
        .unwrap_or_else(|| panic!("no $/cancel_request from acp:\n{}", wire.dump()));
    assert_eq!(cancel.1["params"], json!({"requestId": request["id"]}));
}
