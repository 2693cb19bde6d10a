//! The peers of the interop tests against the official Rust SDK
//! (`agent-client-protocol` 5.2.0), both sides of one scripted turn:
//!
//! - an agent and a client written with the official SDK (`official_agent`,
//!   `official_client`), and the turn our agents run (`our_turn`), which the
//!   official agent runs too (`official_turn`): the chunks `Hello`, `, `, `world`,
//!   the extension notification `_interop/progress`, tool call `call-1`,
//!   fs/read_text_file, session/request_permission (reject first, so choosing by
//!   position would be caught), the client's extension request `_interop/ping`
//!   (optionally `_interop/unknown`), the tool call completed with the file, and a
//!   summary chunk. A prompt `wait` waits for session/cancel; `ask` asks permission
//!   for `call-2`, which the clients answer by cancelling the turn;
//! - what each side records (`AgentSeen`, `ClientSeen`, `OfficialAgentSeen`,
//!   `OfficialClientSeen`): the client's events as one line each, described the same
//!   way whichever SDK's types carried them, so both directions compare against one
//!   `expected_turn`;
//! - the extension messages as the official SDK declares them;
//! - the two ways the scenario runs (`official_client_drives`,
//!   `drive_official_agent`), over `support::official_relay`'s recorded pipes.
//!
//! Needs `support::scenario`, `support::official_relay` and `support::transcript`.
#![allow(dead_code)] // each test binary uses part of it

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::v1 as ours;
use agent_client_protocol as official;
use official::v1::schema as theirs;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use tokio::sync::watch;

use super::official_relay::{run_official_agent, run_official_client};
use super::scenario::error_code;
pub use super::scenario::object;
use super::transcript::Transcript;

/// What every client answers to fs/read_text_file.
pub const FILE: &str = "second line\nthird line\n";

// ---------------------------------------------------------------------------
// Small helpers for both SDKs' types.

pub fn s(v: &Value) -> &str {
    v.as_str().unwrap_or("-")
}

pub fn to_json(value: &impl Serialize) -> Value {
    serde_json::to_value(value).expect("encodes")
}

pub fn text(s: &str) -> ours::ContentBlock {
    ours::ContentBlock::from(ours::TextContent::new(s))
}

pub fn their_text(s: &str) -> theirs::ContentBlock {
    theirs::ContentBlock::Text(theirs::TextContent::new(s))
}

/// The official client's initialize: protocol version 1, `clientInfo`
/// official-client 5.2.0, `fs.readTextFile`, and `fs.writeTextFile` / `terminal` as given.
pub fn their_initialize(write_text_file: bool, terminal: bool) -> theirs::InitializeRequest {
    theirs::InitializeRequest::new(official::schema::ProtocolVersion::V1)
        .client_capabilities(
            theirs::ClientCapabilities::new()
                .fs(theirs::FileSystemCapabilities::new()
                    .read_text_file(true)
                    .write_text_file(write_text_file))
                .terminal(terminal),
        )
        .client_info(theirs::Implementation::new("official-client", "5.2.0"))
}

/// Reject first: a client that picks by position instead of kind would reject.
pub fn our_options() -> Vec<ours::PermissionOption> {
    vec![
        ours::PermissionOption::new(
            "reject-once",
            "Reject",
            ours::PermissionOptionKind::RejectOnce,
        ),
        ours::PermissionOption::new(
            "allow-once",
            "Allow once",
            ours::PermissionOptionKind::AllowOnce,
        ),
    ]
}

pub fn their_options() -> Vec<theirs::PermissionOption> {
    vec![
        theirs::PermissionOption::new(
            "reject-once",
            "Reject",
            theirs::PermissionOptionKind::RejectOnce,
        ),
        theirs::PermissionOption::new(
            "allow-once",
            "Allow once",
            theirs::PermissionOptionKind::AllowOnce,
        ),
    ]
}

/// The allow-once option, chosen by kind (never by position), or `cancelled`.
pub fn allow_once(options: &[ours::PermissionOption]) -> ours::RequestPermissionResponse {
    let outcome = match options
        .iter()
        .find(|o| o.kind == ours::PermissionOptionKind::AllowOnce)
    {
        Some(o) => ours::RequestPermissionOutcome::Selected(ours::SelectedPermissionOutcome::new(
            o.option_id.clone(),
        )),
        None => ours::RequestPermissionOutcome::Cancelled,
    };
    ours::RequestPermissionResponse::new(outcome)
}

/// `allow_once`, written with the official SDK.
pub fn their_allow_once(options: &[theirs::PermissionOption]) -> theirs::RequestPermissionResponse {
    let outcome = match options
        .iter()
        .find(|o| o.kind == theirs::PermissionOptionKind::AllowOnce)
    {
        Some(o) => theirs::RequestPermissionOutcome::Selected(
            theirs::SelectedPermissionOutcome::new(o.option_id.clone()),
        ),
        None => theirs::RequestPermissionOutcome::Cancelled,
    };
    theirs::RequestPermissionResponse::new(outcome)
}

// ---------------------------------------------------------------------------
// The client's events, one line each.

pub fn describe_read(request: &Value) -> String {
    format!(
        "fs/read_text_file {} {} line={} limit={}",
        s(&request["sessionId"]),
        s(&request["path"]),
        request["line"],
        request["limit"]
    )
}

pub fn describe_permission(request: &Value) -> String {
    let options: Vec<String> = request["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| format!("{}:{}", s(&o["optionId"]), s(&o["kind"])))
        .collect();
    format!(
        "session/request_permission {} {} {}",
        s(&request["sessionId"]),
        s(&request["toolCall"]["toolCallId"]),
        options.join(",")
    )
}

/// One line per `session/update`, from its JSON (either SDK's type, re-encoded).
pub fn describe_update(notification: &Value) -> String {
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
// The turn.

/// What the turn adds to the common script.
#[derive(Clone, Copy, Debug)]
pub struct Turn {
    /// The tool call carries `_meta: {"origin": <by>}`, and the prompt's response
    /// `_meta: {"echoedTag": <the request's _meta.requestTag>, "by": <by>}`.
    pub meta: bool,
    /// After `_interop/ping` the agent also calls the client's `_interop/unknown` and
    /// reports the error code in its summary.
    pub call_unknown: bool,
}

/// The agent's last chunk of the first prompt: what it got back from the client.
pub fn summary(turn: Turn) -> String {
    let mut said = format!("file {FILE:?}, permission allow-once, ping 42");
    if turn.call_unknown {
        said.push_str(", unknown -32601");
    }
    said
}

/// What the client observes during the first prompt of an agent written by `by`
/// (`acp` or `official`), in order.
pub fn expected_turn(session: &str, turn: Turn, by: &str) -> Vec<String> {
    let tool_meta = if turn.meta {
        format!(" _meta={{\"origin\":\"{by}\"}}")
    } else {
        String::new()
    };
    vec![
        format!("session/update {session} agent_message_chunk Hello"),
        format!("session/update {session} agent_message_chunk , "),
        format!("session/update {session} agent_message_chunk world"),
        r#"_interop/progress {"step":"reading"}"#.to_owned(),
        format!("session/update {session} tool_call call-1 read in_progress Read notes.txt{tool_meta}"),
        format!("fs/read_text_file {session} /work/notes.txt line=2 limit=2"),
        format!(
            "session/request_permission {session} call-1 reject-once:reject_once,allow-once:allow_once"
        ),
        r#"_interop/ping {"n":41}"#.to_owned(),
        format!("session/update {session} tool_call_update call-1 completed {FILE}"),
        format!("session/update {session} agent_message_chunk {}", summary(turn)),
    ]
}

/// The methods the agent sends during the first prompt, in order.
pub fn turn_methods(turn: Turn) -> Vec<&'static str> {
    let mut methods = vec![
        "session/update",
        "session/update",
        "session/update",
        "_interop/progress",
        "session/update",
        "fs/read_text_file",
        "session/request_permission",
        "_interop/ping",
    ];
    if turn.call_unknown {
        methods.push("_interop/unknown");
    }
    methods.extend(["session/update", "session/update"]);
    methods
}

/// What the client observes when it answers the permission request for `call-2`
/// (prompt `ask`) by sending session/cancel and then the `cancelled` outcome.
pub fn expected_cancel_during_permission(session: &str) -> String {
    format!(
        "session/request_permission {session} call-2 reject-once:reject_once,allow-once:allow_once"
    )
}

/// The `_meta` an agent answers the first prompt with, when `turn.meta`.
fn reply_meta(request: &Option<Map<String, Value>>, by: &str) -> Map<String, Value> {
    let tag = request
        .as_ref()
        .and_then(|m| m.get("requestTag"))
        .cloned()
        .unwrap_or(Value::Null);
    object(json!({"echoedTag": tag, "by": by}))
}

// ---------------------------------------------------------------------------
// Extension messages, as the official SDK declares them.

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/echo", response = EchoResponse)]
pub struct EchoRequest {
    pub text: String,
}

/// `_interop/echo` with params of the wrong shape.
#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/echo", response = EchoResponse)]
pub struct BadEchoRequest {
    pub text: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, official::JsonRpcResponse)]
pub struct EchoResponse {
    pub echoed: String,
    pub method: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/unknown", response = Value)]
pub struct UnknownRequest {}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcNotification)]
#[notification(method = "_interop/note")]
pub struct NoteNotification {
    pub note: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcRequest)]
#[request(method = "_interop/ping", response = PingResponse)]
pub struct PingRequest {
    pub n: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, official::JsonRpcResponse)]
pub struct PingResponse {
    pub n: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize, official::JsonRpcNotification)]
#[notification(method = "_interop/progress")]
pub struct ProgressNotification {
    pub step: String,
}

// ---------------------------------------------------------------------------
// Our side: what our agents and clients record, and the turn our agents run.

/// What one of our agents saw.
pub struct AgentSeen {
    pub initialize: Mutex<Option<ours::InitializeRequest>>,
    pub new_session: Mutex<Option<ours::NewSessionRequest>>,
    pub load_session: Mutex<Option<ours::LoadSessionRequest>>,
    pub prompts: Mutex<Vec<ours::PromptRequest>>,
    pub cancels: Mutex<Vec<ours::CancelNotification>>,
    pub ext: Mutex<Vec<String>>,
    /// How many session/cancel notifications arrived.
    pub cancelled: watch::Sender<u32>,
}

impl AgentSeen {
    pub fn new() -> Arc<Self> {
        Arc::new(AgentSeen {
            initialize: Mutex::default(),
            new_session: Mutex::default(),
            load_session: Mutex::default(),
            prompts: Mutex::default(),
            cancels: Mutex::default(),
            ext: Mutex::default(),
            cancelled: watch::Sender::new(0),
        })
    }

    pub fn ext(&self, event: String) {
        self.ext.lock().unwrap().push(event);
    }

    /// The body of an agent's session/cancel handler.
    pub fn cancel(&self, n: ours::CancelNotification) {
        self.cancels.lock().unwrap().push(n);
        self.cancelled.send_modify(|c| *c += 1);
    }

    /// What our agent saw of the script: session/new in `/work`, the first prompt
    /// `go`, and `cancels` session/cancel, all for `sess-A`. Returns the prompts.
    pub fn saw_script(&self, cancels: usize) -> Vec<ours::PromptRequest> {
        let new_session = self.new_session.lock().unwrap().clone();
        assert_eq!(new_session.expect("session/new").cwd, "/work");
        let prompts = self.prompts.lock().unwrap().clone();
        assert_eq!(prompts[0].prompt, vec![text("go")]);
        let seen = self.cancels.lock().unwrap().clone();
        assert_eq!(seen.len(), cancels, "{seen:?}");
        assert!(seen.iter().all(|c| c.session_id.as_str() == "sess-A"));
        prompts
    }
}

fn our_chunk(session: &ours::SessionId, s: &str) -> ours::SessionNotification {
    ours::SessionNotification::new(
        session.clone(),
        ours::SessionUpdate::AgentMessageChunk(ours::ContentChunk::new(text(s))),
    )
}

/// The body of our agents' session/prompt handler.
pub async fn our_turn(
    seen: &AgentSeen,
    req: ours::PromptRequest,
    client: ours::ClientPeer,
    turn: Turn,
) -> acp::Result<ours::PromptResponse> {
    seen.prompts.lock().unwrap().push(req.clone());
    let session = req.session_id.clone();
    let ours::ContentBlock::Text(first) = &req.prompt[0] else {
        return Err(acp::Error::invalid_params("text please"));
    };
    if first.text == "wait" {
        let mut cancelled = seen.cancelled.subscribe();
        let before = *cancelled.borrow_and_update();
        client
            .session_update(our_chunk(&session, "waiting for cancel"))
            .await?;
        let waited =
            tokio::time::timeout(Duration::from_secs(5), cancelled.wait_for(|n| *n > before)).await;
        let stop = match waited {
            Ok(Ok(_)) => ours::StopReason::Cancelled,
            _ => ours::StopReason::EndTurn,
        };
        return Ok(ours::PromptResponse::new(stop));
    }
    if first.text == "ask" {
        let cancelled = seen.cancelled.subscribe();
        let before = *cancelled.borrow();
        // Detached from the turn: session/cancel would otherwise end this call
        // before the client's `cancelled` answer arrives (which one wins is a
        // race), and the point here is that the answer reaches the agent.
        let answer = ours::ClientPeer(client.0.detached())
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
        return Ok(ours::PromptResponse::new(stop).meta(object(
            json!({"outcome": outcome, "cancelSeen": cancel_seen}),
        )));
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
    let mut update =
        ours::SessionNotification::new(session.clone(), ours::SessionUpdate::ToolCall(call));
    if turn.meta {
        update = update.meta(object(json!({"origin": "acp"})));
    }
    client.session_update(update).await?;
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
    let mut said = format!(
        "file {:?}, permission {chosen}, ping {}",
        file.content, ping["n"]
    );
    if turn.call_unknown {
        let unknown = match client.ext_request("_interop/unknown", json!({})).await {
            Ok(v) => format!("answered {v}"),
            failed => error_code(failed).0.to_string(),
        };
        said.push_str(&format!(", unknown {unknown}"));
    }
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
    client.session_update(our_chunk(&session, &said)).await?;
    let reply = ours::PromptResponse::new(ours::StopReason::EndTurn);
    Ok(if turn.meta {
        reply.meta(reply_meta(&req.meta, "acp"))
    } else {
        reply
    })
}

/// What one of our clients saw.
pub struct ClientSeen {
    pub events: Mutex<Vec<String>>,
    /// How many session/update notifications arrived.
    pub updates: watch::Sender<usize>,
}

impl ClientSeen {
    pub fn new() -> Arc<Self> {
        Arc::new(ClientSeen {
            events: Mutex::default(),
            updates: watch::Sender::new(0),
        })
    }

    pub fn record(&self, event: String) {
        self.events.lock().unwrap().push(event);
    }

    pub fn events(&self) -> Vec<String> {
        self.events.lock().unwrap().clone()
    }

    /// The body of a client's session/update handler.
    pub async fn session_update(&self, n: ours::SessionNotification) {
        // Slow on purpose: requests and results must still come after it.
        tokio::time::sleep(Duration::from_millis(2)).await;
        self.record(describe_update(&to_json(&n)));
        self.updates.send_modify(|c| *c += 1);
    }

    /// The body of a client's fs/read_text_file handler.
    pub fn read_text_file(&self, req: ours::ReadTextFileRequest) -> ours::ReadTextFileResponse {
        self.record(describe_read(&to_json(&req)));
        ours::ReadTextFileResponse::new(FILE)
    }

    /// The body of a client's session/request_permission handler: allow once.
    pub fn request_permission(
        &self,
        req: &ours::RequestPermissionRequest,
    ) -> ours::RequestPermissionResponse {
        self.record(describe_permission(&to_json(req)));
        allow_once(&req.options)
    }

    /// Prompt `wait`, and session/cancel once the agent is working on it (its first
    /// update arrived).
    pub async fn cancel_when_working(
        &self,
        agent: &ours::AgentPeer,
        session: &ours::SessionId,
    ) -> ours::PromptResponse {
        let mut updates = self.updates.subscribe();
        let before = *updates.borrow_and_update();
        let waiting = tokio::spawn({
            let (agent, id) = (agent.clone(), session.clone());
            async move {
                agent
                    .prompt(ours::PromptRequest::new(id, vec![text("wait")]))
                    .await
            }
        });
        updates.wait_for(|n| *n > before).await.unwrap();
        agent
            .cancel(ours::CancelNotification::new(session.clone()))
            .await
            .unwrap();
        waiting.await.unwrap().expect("the waiting prompt")
    }
}

// ---------------------------------------------------------------------------
// The official side: an agent and a client written with the official SDK.

/// What the official agent saw.
pub struct OfficialAgentSeen {
    pub initialize: Mutex<Option<theirs::InitializeRequest>>,
    pub new_session: Mutex<Option<theirs::NewSessionRequest>>,
    pub prompts: Mutex<Vec<theirs::PromptRequest>>,
    pub cancels: Mutex<Vec<theirs::CancelNotification>>,
    pub ext: Mutex<Vec<String>>,
    pub cancelled: watch::Sender<u32>,
}

impl OfficialAgentSeen {
    pub fn new() -> Arc<Self> {
        Arc::new(OfficialAgentSeen {
            initialize: Mutex::default(),
            new_session: Mutex::default(),
            prompts: Mutex::default(),
            cancels: Mutex::default(),
            ext: Mutex::default(),
            cancelled: watch::Sender::new(0),
        })
    }

    /// What the official agent saw of our client's script: `_interop/echo` and
    /// `_interop/note`, session/new in `/work`, the first prompt `go`, and `cancels`
    /// session/cancel, all for `sess-B`. Returns the prompts.
    pub fn saw_script(&self, cancels: usize) -> Vec<theirs::PromptRequest> {
        assert_eq!(
            *self.ext.lock().unwrap(),
            [
                r#"request _interop/echo {"text":"hi"}"#,
                r#"notification _interop/note {"note":"from acp"}"#,
            ]
        );
        let new_session = self.new_session.lock().unwrap().clone();
        assert_eq!(
            new_session.expect("session/new").cwd,
            std::path::PathBuf::from("/work")
        );
        let prompts = self.prompts.lock().unwrap().clone();
        assert_eq!(prompts[0].prompt, vec![their_text("go")]);
        let seen = self.cancels.lock().unwrap().clone();
        assert_eq!(seen.len(), cancels, "{seen:?}");
        assert!(seen.iter().all(|c| c.session_id.0.as_ref() == "sess-B"));
        prompts
    }
}

/// `our_turn`, written with the official SDK.
async fn official_turn(
    req: theirs::PromptRequest,
    cx: official::v1::ConnectionTo<official::Client>,
    seen: Arc<OfficialAgentSeen>,
    turn: Turn,
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
        return Ok(theirs::PromptResponse::new(stop).meta(object(
            json!({"outcome": outcome, "cancelSeen": cancel_seen}),
        )));
    }

    for piece in ["Hello", ", ", "world"] {
        cx.send_notification(chunk(piece))?;
    }
    cx.send_notification(ProgressNotification {
        step: "reading".into(),
    })?;
    let call = theirs::ToolCall::new("call-1", "Read notes.txt")
        .kind(theirs::ToolKind::Read)
        .status(theirs::ToolCallStatus::InProgress);
    let mut update =
        theirs::SessionNotification::new(session.clone(), theirs::SessionUpdate::ToolCall(call));
    if turn.meta {
        update = update.meta(object(json!({"origin": "official"})));
    }
    cx.send_notification(update)?;
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
    let mut said = format!(
        "file {:?}, permission {chosen}, ping {}",
        file.content, ping.n
    );
    if turn.call_unknown {
        let unknown = match cx.send_request(UnknownRequest {}).block_task().await {
            Ok(v) => format!("answered {v}"),
            Err(e) => i32::from(e.code).to_string(),
        };
        said.push_str(&format!(", unknown {unknown}"));
    }
    cx.send_notification(theirs::SessionNotification::new(
        session.clone(),
        theirs::SessionUpdate::ToolCallUpdate(theirs::ToolCallUpdate::new(
            "call-1",
            theirs::ToolCallUpdateFields::new()
                .status(theirs::ToolCallStatus::Completed)
                .content(vec![their_text(&file.content).into()]),
        )),
    ))?;
    cx.send_notification(chunk(&said))?;
    let reply = theirs::PromptResponse::new(theirs::StopReason::EndTurn);
    Ok(if turn.meta {
        reply.meta(reply_meta(&req.meta, "official"))
    } else {
        reply
    })
}

/// An agent written with the official SDK, serving `transport` until it closes: it
/// answers initialize with `initialize(request)`, session/new with `sess-B`, runs
/// `turn` on session/prompt, and serves `_interop/echo` and `_interop/note`.
pub async fn official_agent(
    transport: impl official::ConnectTo<official::Agent> + 'static,
    seen: Arc<OfficialAgentSeen>,
    initialize: fn(&theirs::InitializeRequest) -> theirs::InitializeResponse,
    turn: Turn,
) -> Result<(), official::Error> {
    official::Agent
        .v1()
        .name("official-agent")
        .on_receive_request(
            {
                let seen = seen.clone();
                async move |req: theirs::InitializeRequest, responder, _cx| {
                    *seen.initialize.lock().unwrap() = Some(req.clone());
                    responder.respond(initialize(&req))
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
                    let turn = official_turn(req, cx.clone(), seen.clone(), turn);
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

/// What the official client saw.
pub struct OfficialClientSeen {
    /// Every notification and request, described (see `expected_turn`).
    pub events: Mutex<Vec<String>>,
    /// The text of every agent_message_chunk.
    pub chunks: Mutex<Vec<String>>,
    /// How many session/update notifications arrived.
    pub updates: watch::Sender<usize>,
}

impl OfficialClientSeen {
    pub fn new() -> Arc<Self> {
        Arc::new(OfficialClientSeen {
            events: Mutex::default(),
            chunks: Mutex::default(),
            updates: watch::Sender::new(0),
        })
    }

    pub fn record(&self, event: String) {
        self.events.lock().unwrap().push(event);
    }

    pub fn events(&self) -> Vec<String> {
        self.events.lock().unwrap().clone()
    }

    pub fn chunks(&self) -> Vec<String> {
        self.chunks.lock().unwrap().clone()
    }

    /// Prompt `wait`, and session/cancel once the agent is working on it (its first
    /// update arrived).
    pub async fn cancel_when_working(
        &self,
        cx: &official::v1::ConnectionTo<official::Agent>,
        session: &theirs::SessionId,
    ) -> Result<theirs::PromptResponse, official::Error> {
        let mut updates = self.updates.subscribe();
        let before = *updates.borrow_and_update();
        let waiting = cx.send_request(theirs::PromptRequest::new(
            session.clone(),
            vec![their_text("wait")],
        ));
        updates
            .wait_for(|n| *n > before)
            .await
            .map_err(official::Error::into_internal_error)?;
        cx.send_notification(theirs::CancelNotification::new(session.clone()))?;
        waiting.block_task().await
    }
}

/// A client written with the official SDK, connected over `transport`, running
/// `script`. It records every update, reads (answered with `FILE`), permission
/// requests (allow-once chosen by kind; for `call-2` it cancels the turn instead:
/// session/cancel, then the `cancelled` outcome), and serves `_interop/ping` and
/// `_interop/progress`.
pub async fn official_client<R>(
    transport: impl official::ConnectTo<official::Client> + 'static,
    seen: Arc<OfficialClientSeen>,
    script: impl AsyncFnOnce(official::v1::ConnectionTo<official::Agent>) -> Result<R, official::Error>,
) -> Result<R, official::Error> {
    let record = {
        let seen = seen.clone();
        move |event: String| seen.record(event)
    };
    official::Client
        .v1()
        .name("official-client")
        .on_receive_notification(
            {
                let seen = seen.clone();
                let record = record.clone();
                async move |n: theirs::SessionNotification, _cx| {
                    record(describe_update(&to_json(&n)));
                    if let theirs::SessionUpdate::AgentMessageChunk(chunk) = &n.update {
                        if let theirs::ContentBlock::Text(t) = &chunk.content {
                            seen.chunks.lock().unwrap().push(t.text.clone());
                        }
                    }
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
                    responder.respond(their_allow_once(&req.options))
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
        )
        .connect_with(transport, script)
        .await
}

// ---------------------------------------------------------------------------
// The client's steps, for either SDK's client: each sends its part of the script
// and checks what came back and what the client saw meanwhile.

type TheirCx = official::v1::ConnectionTo<official::Agent>;

/// initialize with `init`, then session/new in `/work` (what an official client
/// does first).
pub async fn their_start_session(
    cx: &TheirCx,
    init: theirs::InitializeRequest,
) -> Result<(theirs::InitializeResponse, theirs::NewSessionResponse), official::Error> {
    let init = cx.send_request(init).block_task().await?;
    let session = cx
        .send_request(theirs::NewSessionRequest::new("/work"))
        .block_task()
        .await?;
    Ok((init, session))
}

/// `_interop/echo` `{"text": "hi"}`, echoed back.
pub async fn their_echo(cx: &TheirCx) -> Result<(), official::Error> {
    let echo = cx
        .send_request(EchoRequest { text: "hi".into() })
        .block_task()
        .await?;
    let expected = EchoResponse {
        echoed: "hi".into(),
        method: "_interop/echo".into(),
    };
    assert_eq!(echo, expected);
    Ok(())
}

/// `_interop/unknown`: method not found.
pub async fn their_unknown(cx: &TheirCx) -> Result<(), official::Error> {
    let error = cx
        .send_request(UnknownRequest {})
        .block_task()
        .await
        .expect_err("an unknown extension method is an error");
    assert_eq!(
        error.code,
        official::ErrorCode::METHOD_NOT_FOUND,
        "{error:?}"
    );
    Ok(())
}

/// `_interop/note` `{"note": "from official"}`.
pub fn their_note(cx: &TheirCx) -> Result<(), official::Error> {
    cx.send_notification(NoteNotification {
        note: "from official".into(),
    })
}

/// The first prompt, `go` (with `meta` as its `_meta`): by its response the client
/// saw the whole `turn` of an agent written by `by`, in order; it ends `end_turn`.
pub async fn their_first_prompt(
    cx: &TheirCx,
    seen: &OfficialClientSeen,
    session: &theirs::SessionId,
    meta: Option<Value>,
    turn: Turn,
    by: &str,
) -> Result<theirs::PromptResponse, official::Error> {
    let mut request = theirs::PromptRequest::new(session.clone(), vec![their_text("go")]);
    if let Some(meta) = meta {
        request = request.meta(object(meta));
    }
    let before = seen.events().len();
    let reply = cx.send_request(request).block_task().await?;
    assert_eq!(seen.events()[before..], expected_turn(&session.0, turn, by));
    assert_eq!(reply.stop_reason, theirs::StopReason::EndTurn);
    Ok(reply)
}

/// `wait`, cancelled once the agent works on it: the client saw the agent's
/// `waiting for cancel` chunk, and the prompt ends `cancelled`.
pub async fn their_cancelled_wait(
    cx: &TheirCx,
    seen: &OfficialClientSeen,
    session: &theirs::SessionId,
) -> Result<(), official::Error> {
    let before = seen.events().len();
    let reply = seen.cancel_when_working(cx, session).await?;
    assert_eq!(reply.stop_reason, theirs::StopReason::Cancelled);
    assert_eq!(
        seen.events()[before..],
        [format!(
            "session/update {} agent_message_chunk waiting for cancel",
            session.0
        )]
    );
    Ok(())
}

/// `ask`: the client answers the permission request for `call-2` with session/cancel
/// and then the `cancelled` outcome; the prompt ends `cancelled`, and the agent had
/// handled the session/cancel by the time the answer came.
pub async fn their_cancelled_ask(
    cx: &TheirCx,
    seen: &OfficialClientSeen,
    session: &theirs::SessionId,
) -> Result<(), official::Error> {
    let before = seen.events().len();
    let reply = cx
        .send_request(theirs::PromptRequest::new(
            session.clone(),
            vec![their_text("ask")],
        ))
        .block_task()
        .await?;
    assert_eq!(reply.stop_reason, theirs::StopReason::Cancelled);
    assert_eq!(
        reply.meta.map(Value::Object),
        Some(json!({"outcome": {"outcome": "cancelled"}, "cancelSeen": true}))
    );
    assert_eq!(
        seen.events()[before..],
        [expected_cancel_during_permission(&session.0)]
    );
    Ok(())
}

/// `_interop/echo` `{"text": "hi"}` from our client, echoed back.
pub async fn our_echo(agent: &ours::AgentPeer) -> acp::Result<()> {
    let echo = agent
        .ext_request("_interop/echo", json!({"text": "hi"}))
        .await?;
    assert_eq!(echo, json!({"echoed": "hi", "method": "_interop/echo"}));
    Ok(())
}

/// `_interop/unknown` from our client: method not found.
pub async fn our_unknown(agent: &ours::AgentPeer) {
    let unknown = agent.ext_request("_interop/unknown", json!({})).await;
    assert_eq!(error_code(unknown), ours::ErrorCode::METHOD_NOT_FOUND);
}

/// `_interop/note` `{"note": "from acp"}` from our client.
pub async fn our_note(agent: &ours::AgentPeer) -> acp::Result<()> {
    agent
        .ext_notification("_interop/note", json!({"note": "from acp"}))
        .await?;
    Ok(())
}

/// `their_first_prompt`, from our client.
pub async fn our_first_prompt(
    agent: &ours::AgentPeer,
    seen: &ClientSeen,
    session: &ours::SessionId,
    meta: Option<Value>,
    turn: Turn,
    by: &str,
) -> acp::Result<ours::PromptResponse> {
    let mut request = ours::PromptRequest::new(session.clone(), vec![text("go")]);
    if let Some(meta) = meta {
        request = request.meta(object(meta));
    }
    let before = seen.events().len();
    let reply = agent.prompt(request).await?;
    assert_eq!(
        seen.events()[before..],
        expected_turn(session.as_str(), turn, by)
    );
    assert_eq!(reply.stop_reason, ours::StopReason::EndTurn);
    Ok(reply)
}

/// `their_cancelled_wait`, from our client.
pub async fn our_cancelled_wait(
    agent: &ours::AgentPeer,
    seen: &ClientSeen,
    session: &ours::SessionId,
) {
    let before = seen.events().len();
    let reply = seen.cancel_when_working(agent, session).await;
    assert_eq!(reply.stop_reason, ours::StopReason::Cancelled);
    assert_eq!(
        seen.events()[before..],
        [format!(
            "session/update {} agent_message_chunk waiting for cancel",
            session.as_str()
        )]
    );
}

/// `their_cancelled_ask`, from our client.
pub async fn our_cancelled_ask(
    agent: &ours::AgentPeer,
    seen: &ClientSeen,
    session: &ours::SessionId,
) -> acp::Result<()> {
    let before = seen.events().len();
    let reply = agent
        .prompt(ours::PromptRequest::new(session.clone(), vec![text("ask")]))
        .await?;
    assert_eq!(reply.stop_reason, ours::StopReason::Cancelled);
    assert_eq!(
        reply.meta.map(Value::Object),
        Some(json!({"outcome": {"outcome": "cancelled"}, "cancelSeen": true}))
    );
    assert_eq!(
        seen.events()[before..],
        [expected_cancel_during_permission(session.as_str())]
    );
    Ok(())
}

// ---------------------------------------------------------------------------
// The scenario's two directions.

/// The official client (`official_client`, recording into `seen`) runs `script`
/// against our agent, served by `handler` (see `run_official_client`).
pub async fn official_client_drives<R>(
    handler: impl acp::Handler,
    seen: Arc<OfficialClientSeen>,
    title: &str,
    script: impl AsyncFnOnce(official::v1::ConnectionTo<official::Agent>) -> Result<R, official::Error>,
) -> (R, Transcript) {
    let client = async |end| official_client(end, seen, script).await;
    run_official_client(handler, title, client).await
}

/// Our client, served by `handler`, runs `script` against the official agent
/// (`official_agent` with `agent_seen`, `initialize` and `turn`; see
/// `run_official_agent`).
pub async fn drive_official_agent<R>(
    handler: impl acp::Handler,
    agent_seen: Arc<OfficialAgentSeen>,
    initialize: fn(&theirs::InitializeRequest) -> theirs::InitializeResponse,
    turn: Turn,
    title: &str,
    script: impl AsyncFnOnce(ours::AgentPeer) -> acp::Result<R>,
) -> (R, Transcript) {
    let agent = move |end| official_agent(end, agent_seen, initialize, turn);
    let script = async |conn| script(ours::AgentPeer(conn)).await;
    run_official_agent(handler, title, agent, script).await
}
