//! Wire-level interop with the official Rust SDK, `agent-client-protocol` 5.0.0,
//! for peers written with `#[acp_agent]` / `#[acp_client]` only.
//!
//! (A) the official SDK's client drives an agent written with `#[acp_agent]`:
//! initialize (the capabilities derived from the implemented methods reach the
//! official client: `loadSession`, `sessionCapabilities.list`, the extension
//! methods under `_meta`), `_`-extension requests and a notification to the agent
//! (typed params, bad params, an unknown method), session/new, session/list,
//! session/load, a prompt during which the agent streams chunks, reports a tool
//! call, calls the official client back (fs/read_text_file,
//! session/request_permission, extension requests) and sends an extension
//! notification, then a second prompt ended by session/cancel with `cancelled`.
//! (B) a client written with `#[acp_client]` drives an agent written with the
//! official SDK through the same turn; the official agent sees the client
//! capabilities derived from our handlers (`fs.readTextFile`, `terminal`, the
//! extension methods under `_meta`).
//!
//! Every byte passes through a relay that records the JSON-RPC lines.
//! `INTEROP_WIRE=1 cargo test --test interop_macros -- --nocapture` prints them.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::v1 as ours;
use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v1::schema as theirs;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tokio::sync::watch;

mod support {
    pub mod official_relay;
}
use support::official_relay::*;

/// The agent's last chunk of the first prompt: what it got back from the client.
fn summary() -> String {
    format!("file {FILE:?}, permission allow-once, ping 42, unknown -32601")
}

/// What the client observes during the first prompt, in order.
fn expected_turn(session: &str) -> Vec<String> {
    vec![
        format!("session/update {session} agent_message_chunk Hello"),
        format!("session/update {session} agent_message_chunk , "),
        format!("session/update {session} agent_message_chunk world"),
        r#"_interop/progress {"step":"reading"}"#.to_owned(),
        format!("session/update {session} tool_call call-1 read in_progress Read notes.txt"),
        format!("fs/read_text_file {session} /work/notes.txt line=2 limit=2"),
        format!(
            "session/request_permission {session} call-1 reject-once:reject_once,allow-once:allow_once"
        ),
        r#"_interop/ping {"n":41}"#.to_owned(),
        format!("session/update {session} tool_call_update call-1 completed {FILE}"),
        format!("session/update {session} agent_message_chunk {}", summary()),
    ]
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
    format!(
        "session/update {} {kind} {detail}",
        s(&notification["sessionId"])
    )
}

// ---------------------------------------------------------------------------
// Extension messages, as the official SDK declares them.

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/echo", response = EchoResponse)]
struct EchoRequest {
    text: String,
}

/// `_interop/echo` with params of the wrong shape.
#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/echo", response = EchoResponse)]
struct BadEchoRequest {
    text: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, official::JsonRpcResponse)]
struct EchoResponse {
    echoed: String,
    method: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/unknown", response = Value)]
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

// ...and as our macro handlers take them: plain serde types.

#[derive(Debug, Deserialize)]
struct Echo {
    text: String,
}

#[derive(Debug, Serialize)]
struct Echoed {
    echoed: String,
    method: &'static str,
}

#[derive(Debug, Serialize, Deserialize)]
struct Ping {
    n: u64,
}

fn our_chunk(session: &ours::SessionId, s: &str) -> ours::SessionNotification {
    ours::SessionNotification::new(
        session.clone(),
        ours::SessionUpdate::AgentMessageChunk(ours::ContentChunk::new(text(s))),
    )
}

// ---------------------------------------------------------------------------
// (A) The official client drives an agent written with `#[acp_agent]`.

struct AgentSeen {
    initialize: Mutex<Option<ours::InitializeRequest>>,
    new_session: Mutex<Option<ours::NewSessionRequest>>,
    load_session: Mutex<Option<ours::LoadSessionRequest>>,
    prompts: Mutex<Vec<ours::PromptRequest>>,
    cancels: Mutex<Vec<ours::CancelNotification>>,
    ext: Mutex<Vec<String>>,
    /// How many session/cancel notifications arrived.
    cancelled: watch::Sender<u32>,
}

struct MacroAgent(Arc<AgentSeen>);

#[acp::acp_agent]
impl MacroAgent {
    fn initialize(&self, req: ours::InitializeRequest) -> acp::Result<ours::InitializeResponse> {
        *self.0.initialize.lock().unwrap() = Some(req.clone());
        // Only what no method implies is set by hand (a `_meta` entry of its own
        // in the extension's namespace included); the rest is derived.
        let own_meta = json!({"interop": {"build": "macros"}});
        Ok(ours::InitializeResponse::new(req.protocol_version)
            .agent_capabilities(
                ours::AgentCapabilities::new()
                    .prompt_capabilities(ours::PromptCapabilities::new().image(true))
                    .meta(own_meta.as_object().cloned().unwrap_or_default()),
            )
            .agent_info(ours::Implementation::new("acp-macro-agent", "0.1.0")))
    }

    async fn new_session(
        &self,
        req: ours::NewSessionRequest,
    ) -> acp::Result<ours::NewSessionResponse> {
        *self.0.new_session.lock().unwrap() = Some(req);
        Ok(ours::NewSessionResponse::new("sess-A"))
    }

    fn list_sessions(
        &self,
        _req: ours::ListSessionsRequest,
    ) -> acp::Result<ours::ListSessionsResponse> {
        let cwd = match &*self.0.new_session.lock().unwrap() {
            Some(created) => created.cwd.clone(),
            None => return Ok(ours::ListSessionsResponse::new(vec![])),
        };
        Ok(ours::ListSessionsResponse::new(vec![
            ours::SessionInfo::new("sess-A", cwd).title("interop"),
        ]))
    }

    fn load_session(
        &self,
        req: ours::LoadSessionRequest,
    ) -> acp::Result<ours::LoadSessionResponse> {
        *self.0.load_session.lock().unwrap() = Some(req);
        Ok(ours::LoadSessionResponse::default())
    }

    async fn prompt(
        &self,
        req: ours::PromptRequest,
        client: ours::ClientPeer,
    ) -> acp::Result<ours::PromptResponse> {
        self.0.prompts.lock().unwrap().push(req.clone());
        let session = req.session_id.clone();
        let ours::ContentBlock::Text(first) = &req.prompt[0] else {
            return Err(acp::Error::invalid_params("text please"));
        };
        if first.text == "wait" {
            let mut cancelled = self.0.cancelled.subscribe();
            let before = *cancelled.borrow_and_update();
            client
                .session_update(our_chunk(&session, "waiting for cancel"))
                .await?;
            let waited =
                tokio::time::timeout(Duration::from_secs(5), cancelled.wait_for(|n| *n > before))
                    .await;
            let stop = match waited {
                Ok(Ok(_)) => ours::StopReason::Cancelled,
                _ => ours::StopReason::EndTurn,
            };
            return Ok(ours::PromptResponse::new(stop));
        }

        for piece in ["Hello", ", ", "world"] {
            client.session_update(our_chunk(&session, piece)).await?;
        }
        client
            .ext_notification("_interop/progress", json!({"step": "reading"}))
            .await?;
        let call = ours::ToolCall::new("call-1", "Read notes.txt")
            .kind(ours::ToolKind::Read)
            .status(ours::ToolCallStatus::InProgress);
        client
            .session_update(ours::SessionNotification::new(
                session.clone(),
                ours::SessionUpdate::ToolCall(call),
            ))
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
        let unknown = match client.ext_request("_interop/unknown", json!({})).await {
            Ok(v) => format!("answered {v}"),
            Err(e) => acp::Error::from(e).code.0.to_string(),
        };
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
            "file {:?}, permission {chosen}, ping {}, unknown {unknown}",
            file.content, ping["n"]
        );
        client.session_update(our_chunk(&session, &said)).await?;
        Ok(ours::PromptResponse::new(ours::StopReason::EndTurn))
    }

    fn cancel(&self, n: ours::CancelNotification) {
        self.0.cancels.lock().unwrap().push(n);
        self.0.cancelled.send_modify(|c| *c += 1);
    }

    #[acp(ext = "_interop/echo")]
    async fn echo(&self, params: Echo) -> acp::Result<Echoed> {
        self.0
            .ext
            .lock()
            .unwrap()
            .push(format!("request _interop/echo {params:?}"));
        Ok(Echoed {
            echoed: params.text,
            method: "_interop/echo",
        })
    }

    #[acp(ext = "_interop/note")]
    fn note(&self, params: Value) {
        self.0
            .ext
            .lock()
            .unwrap()
            .push(format!("notification _interop/note {params}"));
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
    bad_echo: official::Error,
    unknown: official::Error,
    session: theirs::NewSessionResponse,
    listed: theirs::ListSessionsResponse,
    loaded: theirs::LoadSessionResponse,
    first: theirs::PromptResponse,
    events_after_first: Vec<String>,
    second: theirs::PromptResponse,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_client_drives_a_macro_agent() {
    let ((read, write), official_end, wire) = tapped_pipes();
    let agent_seen = Arc::new(AgentSeen {
        initialize: Mutex::default(),
        new_session: Mutex::default(),
        load_session: Mutex::default(),
        prompts: Mutex::default(),
        cancels: Mutex::default(),
        ext: Mutex::default(),
        cancelled: watch::Sender::new(0),
    });
    let (_agent_conn, agent_done) = acp::Connection::spawn(
        ours::AgentHandler(MacroAgent(agent_seen.clone())),
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
                async move |req: theirs::RequestPermissionRequest, responder, _cx| {
                    record(describe_permission(&to_json(&req)));
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
                            theirs::ClientCapabilities::new().fs(
                                theirs::FileSystemCapabilities::new()
                                    .read_text_file(true)
                                    .write_text_file(false),
                            ),
                        )
                        .client_info(theirs::Implementation::new("official-client", "5.0.0")),
                )
                .block_task()
                .await?;
            let echo = cx
                .send_request(EchoRequest { text: "hi".into() })
                .block_task()
                .await?;
            let bad_echo = cx
                .send_request(BadEchoRequest { text: 7 })
                .block_task()
                .await
                .expect_err("params of the wrong shape are an error");
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
            let listed = cx
                .send_request(theirs::ListSessionsRequest::new())
                .block_task()
                .await?;
            let loaded = cx
                .send_request(theirs::LoadSessionRequest::new(
                    session.session_id.clone(),
                    "/work",
                ))
                .block_task()
                .await?;
            let first = cx
                .send_request(theirs::PromptRequest::new(
                    session.session_id.clone(),
                    vec![their_text("go")],
                ))
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
            Ok(OfficialClientRun {
                init,
                echo,
                bad_echo,
                unknown,
                session,
                listed,
                loaded,
                first,
                events_after_first,
                second,
            })
        }
    });
    let run = tokio::time::timeout(TIMEOUT, run)
        .await
        .unwrap_or_else(|_| panic!("timed out; wire so far:\n{}", wire.dump()))
        .unwrap_or_else(|e| panic!("official client failed: {e:?}\nwire:\n{}", wire.dump()));
    wire.show("official client -> #[acp_agent]");
    tokio::time::timeout(TIMEOUT, agent_done)
        .await
        .expect("our agent's connection ends after the official client hangs up")
        .unwrap();

    // initialize: the official client sees the capabilities derived from the
    // implemented methods, and the one set by hand.
    let init = &run.init;
    assert_eq!(init.protocol_version, ProtocolVersion::V1);
    let caps = &init.agent_capabilities;
    assert!(caps.load_session, "load_session is implemented: {caps:?}");
    assert!(
        caps.session_capabilities.list.is_some(),
        "list_sessions is implemented: {caps:?}"
    );
    assert!(caps.session_capabilities.resume.is_none(), "{caps:?}");
    assert!(caps.session_capabilities.close.is_none(), "{caps:?}");
    assert!(caps.session_capabilities.delete.is_none(), "{caps:?}");
    assert!(caps.prompt_capabilities.image, "set by hand: {caps:?}");
    assert!(!caps.prompt_capabilities.audio);
    assert!(caps.auth.logout.is_none(), "{caps:?}");
    assert_eq!(
        caps.meta.clone().map(Value::Object),
        Some(json!({"interop": {"build": "macros", "echo": true, "note": true}})),
        "the extension methods are listed under agentCapabilities._meta, next to ours"
    );
    let info = init.agent_info.as_ref().expect("agentInfo");
    assert_eq!(
        (info.name.as_str(), info.version.as_str()),
        ("acp-macro-agent", "0.1.0")
    );
    // The same on the wire.
    let (_, reply) = wire.call(TO_ACP, "initialize", 0);
    let wire_caps = &reply["result"]["agentCapabilities"];
    assert_eq!(wire_caps["loadSession"], true, "{reply}");
    assert_eq!(
        wire_caps["sessionCapabilities"],
        json!({"list": {}}),
        "{reply}"
    );
    assert_eq!(
        wire_caps["_meta"],
        json!({"interop": {"build": "macros", "echo": true, "note": true}}),
        "{reply}"
    );
    // What our agent saw of the official client's capabilities.
    let init_seen = agent_seen.initialize.lock().unwrap().clone().unwrap();
    assert_eq!(init_seen.protocol_version, ours::ProtocolVersion(1));
    assert!(init_seen.client_capabilities.fs.read_text_file);
    assert!(!init_seen.client_capabilities.fs.write_text_file);
    assert!(!init_seen.client_capabilities.terminal);
    assert_eq!(
        init_seen.client_info.expect("clientInfo").name,
        "official-client"
    );

    // Extension methods from the official client: typed params, bad params, unknown.
    assert_eq!(
        run.echo,
        EchoResponse {
            echoed: "hi".into(),
            method: "_interop/echo".into()
        }
    );
    assert_eq!(
        run.bad_echo.code,
        official::ErrorCode::INVALID_PARAMS,
        "{:?}",
        run.bad_echo
    );
    assert_eq!(
        run.unknown.code,
        official::ErrorCode::METHOD_NOT_FOUND,
        "{:?}",
        run.unknown
    );
    assert_eq!(
        *agent_seen.ext.lock().unwrap(),
        [
            r#"request _interop/echo Echo { text: "hi" }"#,
            r#"notification _interop/note {"note":"from official"}"#,
        ]
    );

    // session/new, session/list, session/load: the methods behind the capabilities.
    assert_eq!(run.session.session_id.0.as_ref(), "sess-A");
    assert_eq!(
        agent_seen.new_session.lock().unwrap().as_ref().unwrap().cwd,
        "/work"
    );
    assert_eq!(run.listed.sessions.len(), 1, "{:?}", run.listed);
    let listed = &run.listed.sessions[0];
    assert_eq!(listed.session_id.0.as_ref(), "sess-A");
    assert_eq!(listed.cwd, std::path::PathBuf::from("/work"));
    assert_eq!(listed.title.as_deref(), Some("interop"));
    assert_eq!(run.loaded, theirs::LoadSessionResponse::new());
    let load_seen = agent_seen.load_session.lock().unwrap().clone().unwrap();
    assert_eq!(
        (load_seen.session_id.as_str(), load_seen.cwd.as_str()),
        ("sess-A", "/work")
    );

    // The first prompt: updates, call-backs and extension messages, in order, all
    // seen before the prompt's result.
    assert_eq!(run.events_after_first, expected_turn("sess-A"));
    assert_eq!(run.first.stop_reason, theirs::StopReason::EndTurn);
    assert_eq!(
        agent_seen.prompts.lock().unwrap()[0].prompt,
        vec![text("go")]
    );

    // The second prompt ends with `cancelled` after session/cancel.
    assert_eq!(run.second.stop_reason, theirs::StopReason::Cancelled);
    assert_eq!(
        seen.events.lock().unwrap()[run.events_after_first.len()..],
        ["session/update sess-A agent_message_chunk waiting for cancel".to_owned()]
    );
    let cancels = agent_seen.cancels.lock().unwrap().clone();
    assert_eq!(cancels.len(), 1);
    assert_eq!(cancels[0].session_id.as_str(), "sess-A");

    // On the wire.
    assert_eq!(
        wire.methods(TO_ACP),
        [
            "initialize",
            "_interop/echo",
            "_interop/echo",
            "_interop/unknown",
            "_interop/note",
            "session/new",
            "session/list",
            "session/load",
            "session/prompt",
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
            "_interop/unknown",
            "session/update",
            "session/update",
            "session/update",
        ],
        "{}",
        wire.dump()
    );
    let (_, reply) = wire.call(TO_ACP, "session/prompt", 0);
    assert_eq!(reply["result"], json!({"stopReason": "end_turn"}));
    let (_, reply) = wire.call(TO_ACP, "session/prompt", 1);
    assert_eq!(reply["result"], json!({"stopReason": "cancelled"}));
    let (bad_echo, reply) = wire.call(TO_ACP, "_interop/echo", 1);
    assert_eq!(reply["error"]["code"], -32602, "{reply}");
    let (unknown_in, reply) = wire.call(TO_ACP, "_interop/unknown", 0);
    assert_eq!(reply["error"]["code"], -32601, "{reply}");
    let (_, reply) = wire.call(TO_OFFICIAL, "_interop/ping", 0);
    assert_eq!(reply["result"], json!({"n": 42}));
    let (unknown_out, reply) = wire.call(TO_OFFICIAL, "_interop/unknown", 0);
    assert_eq!(reply["error"]["code"], -32601, "{reply}");
    wire.assert_errors_only_for(&[
        (TO_ACP, bad_echo["id"].clone()),
        (TO_ACP, unknown_in["id"].clone()),
        (TO_OFFICIAL, unknown_out["id"].clone()),
    ]);
}

// ---------------------------------------------------------------------------
// (B) A client written with `#[acp_client]` drives an agent written with the
// official SDK.

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

    for piece in ["Hello", ", ", "world"] {
        cx.send_notification(chunk(piece))?;
    }
    cx.send_notification(ProgressNotification {
        step: "reading".into(),
    })?;
    cx.send_notification(theirs::SessionNotification::new(
        session.clone(),
        theirs::SessionUpdate::ToolCall(
            theirs::ToolCall::new("call-1", "Read notes.txt")
                .kind(theirs::ToolKind::Read)
                .status(theirs::ToolCallStatus::InProgress),
        ),
    ))?;
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
    let unknown = match cx.send_request(UnknownRequest {}).block_task().await {
        Ok(v) => format!("answered {v}"),
        Err(e) => i32::from(e.code).to_string(),
    };
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
        "file {:?}, permission {chosen}, ping {}, unknown {unknown}",
        file.content, ping.n
    );
    cx.send_notification(chunk(&said))?;
    Ok(theirs::PromptResponse::new(theirs::StopReason::EndTurn))
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
                            .agent_capabilities(theirs::AgentCapabilities::new().load_session(true))
                            .agent_info(theirs::Implementation::new("official-agent", "5.0.0")),
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
    /// How many session/update notifications arrived.
    updates: watch::Sender<usize>,
}

impl ClientSeen {
    fn record(&self, event: String) {
        self.events.lock().unwrap().push(event);
    }
}

struct MacroClient(Arc<ClientSeen>);

#[acp::acp_client]
impl MacroClient {
    async fn session_update(&self, n: ours::SessionNotification) {
        // Slow on purpose: requests and results must still come after it.
        tokio::time::sleep(Duration::from_millis(2)).await;
        self.0.record(describe_update(&to_json(&n)));
        self.0.updates.send_modify(|c| *c += 1);
    }

    async fn request_permission(
        &self,
        req: ours::RequestPermissionRequest,
    ) -> acp::Result<ours::RequestPermissionResponse> {
        self.0.record(describe_permission(&to_json(&req)));
        // Choose by kind, never by position.
        let outcome = match req
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

    fn read_text_file(
        &self,
        req: ours::ReadTextFileRequest,
    ) -> acp::Result<ours::ReadTextFileResponse> {
        self.0.record(describe_read(&to_json(&req)));
        Ok(ours::ReadTextFileResponse::new(FILE))
    }

    /// Never called: here for the `terminal` capability it implies.
    fn create_terminal(
        &self,
        _req: ours::CreateTerminalRequest,
    ) -> acp::Result<ours::CreateTerminalResponse> {
        Ok(ours::CreateTerminalResponse::new("term-1"))
    }

    #[acp(ext = "_interop/ping")]
    async fn ping(&self, params: Ping, _agent: ours::AgentPeer) -> acp::Result<Ping> {
        self.0.record(format!("_interop/ping {}", to_json(&params)));
        Ok(Ping { n: params.n + 1 })
    }

    #[acp(ext = "_interop/progress")]
    fn progress(&self, params: Value) {
        self.0.record(format!("_interop/progress {params}"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn macro_client_drives_an_official_agent() {
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
        ours::ClientHandler(MacroClient(seen.clone())),
        read,
        write,
        acp::Config::default(),
    );
    let agent = ours::AgentPeer(conn.clone());

    let run = async {
        // No capabilities set by hand: they are derived from the handlers.
        let init = agent
            .initialize(
                ours::InitializeRequest::new(1)
                    .client_info(ours::Implementation::new("acp-macro-client", "0.1.0")),
            )
            .await
            .expect("initialize");
        let echo = agent
            .ext_request("_interop/echo", json!({"text": "hi"}))
            .await
            .expect("_interop/echo");
        agent
            .ext_notification("_interop/note", json!({"note": "from acp"}))
            .await
            .unwrap();
        let session = agent
            .new_session(ours::NewSessionRequest::new("/work", vec![]))
            .await
            .expect("session/new");
        let first = agent
            .prompt(ours::PromptRequest::new(
                session.session_id.clone(),
                vec![text("go")],
            ))
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
        // Cancel once the agent is working on it.
        updates.wait_for(|n| *n > before).await.unwrap();
        agent
            .cancel(ours::CancelNotification::new(session.session_id.clone()))
            .await
            .unwrap();
        let second = second.await.unwrap().expect("second prompt");
        (init, echo, session, first, events_after_first, second)
    };
    let (init, echo, session, first, events_after_first, second) =
        tokio::time::timeout(TIMEOUT, run)
            .await
            .unwrap_or_else(|_| panic!("timed out; wire so far:\n{}", wire.dump()));
    wire.show("#[acp_client] -> official agent");
    conn.close();
    tokio::time::timeout(TIMEOUT, done).await.unwrap().unwrap();
    tokio::time::timeout(TIMEOUT, official_done)
        .await
        .expect("the official agent stops when we hang up")
        .unwrap()
        .expect("the official agent ends cleanly");

    // initialize: the official agent sees the capabilities derived from our handlers.
    let init_seen = agent_seen.initialize.lock().unwrap().clone().unwrap();
    assert_eq!(init_seen.protocol_version, ProtocolVersion::V1);
    let caps = &init_seen.client_capabilities;
    assert!(
        caps.fs.read_text_file,
        "read_text_file is implemented: {caps:?}"
    );
    assert!(!caps.fs.write_text_file, "write_text_file is not: {caps:?}");
    assert!(caps.terminal, "create_terminal is implemented: {caps:?}");
    assert!(caps.elicitation.is_none(), "{caps:?}");
    assert_eq!(
        caps.meta.clone().map(Value::Object),
        Some(json!({"interop": {"ping": true, "progress": true}})),
        "the extension methods are listed under clientCapabilities._meta"
    );
    let client_info = init_seen.client_info.expect("clientInfo");
    assert_eq!(
        (client_info.name.as_str(), client_info.version.as_str()),
        ("acp-macro-client", "0.1.0")
    );
    // The same on the wire.
    let (request, _) = wire.call(TO_OFFICIAL, "initialize", 0);
    let wire_caps = &request["params"]["clientCapabilities"];
    assert_eq!(wire_caps["fs"]["readTextFile"], true, "{request}");
    assert_eq!(wire_caps["terminal"], true, "{request}");
    assert_eq!(
        wire_caps["_meta"],
        json!({"interop": {"ping": true, "progress": true}}),
        "{request}"
    );
    // What our client sees of the official agent.
    assert_eq!(init.protocol_version, ours::ProtocolVersion(1));
    assert!(init.agent_capabilities.load_session);
    assert_eq!(init.agent_info.expect("agentInfo").name, "official-agent");

    // Extension methods to the official agent.
    assert_eq!(echo, json!({"echoed": "hi", "method": "_interop/echo"}));
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

    // The first prompt, as our client's handlers saw it.
    assert_eq!(events_after_first, expected_turn("sess-B"));
    assert_eq!(first.stop_reason, ours::StopReason::EndTurn);
    assert_eq!(
        agent_seen.prompts.lock().unwrap()[0].prompt,
        vec![their_text("go")]
    );

    // The second prompt ends with `cancelled` after session/cancel.
    assert_eq!(second.stop_reason, ours::StopReason::Cancelled);
    assert_eq!(
        seen.events.lock().unwrap()[events_after_first.len()..],
        ["session/update sess-B agent_message_chunk waiting for cancel".to_owned()]
    );
    let cancels = agent_seen.cancels.lock().unwrap().clone();
    assert_eq!(cancels.len(), 1);
    assert_eq!(cancels[0].session_id.0.as_ref(), "sess-B");

    // On the wire.
    assert_eq!(
        wire.methods(TO_OFFICIAL),
        [
            "initialize",
            "_interop/echo",
            "_interop/note",
            "session/new",
            "session/prompt",
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
            "_interop/unknown",
            "session/update",
            "session/update",
            "session/update",
        ],
        "{}",
        wire.dump()
    );
    let (_, reply) = wire.call(TO_OFFICIAL, "session/prompt", 0);
    assert_eq!(reply["result"], json!({"stopReason": "end_turn"}));
    let (_, reply) = wire.call(TO_OFFICIAL, "session/prompt", 1);
    assert_eq!(reply["result"], json!({"stopReason": "cancelled"}));
    let (_, reply) = wire.call(TO_ACP, "_interop/ping", 0);
    assert_eq!(reply["result"], json!({"n": 42}));
    let (unknown, reply) = wire.call(TO_ACP, "_interop/unknown", 0);
    assert_eq!(reply["error"]["code"], -32601, "{reply}");
    wire.assert_errors_only_for(&[(TO_ACP, unknown["id"].clone())]);
}
