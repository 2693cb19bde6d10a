//! Wire-level interop in ACP v2 with the official Rust SDK, `agent-client-protocol`
//! 5.2.0 (its `unstable_protocol_v2` API), both directions, over in-memory pipes.
//!
//! One script runs in both directions (`script`, over the `Driver` of either SDK's
//! client):
//!
//! - initialize asking for version 2, with `_meta`: the agent answers 2;
//! - the extension request `_acp.test/echo` (its params come back) and an unknown
//!   `_acp.test/unknown` (-32601);
//! - session/new;
//! - `stream 3`: the prompt is accepted at once with the user message's id, then
//!   the turn arrives as updates: `user_message`, `state_update` running, three
//!   `agent_message_chunk`s, `state_update` idle `end_turn`;
//! - `permission`: `requires_action`, a session/request_permission for tool call
//!   `perm-1` (the client picks allow-once by its kind), running, the chunk
//!   `selected:allow-once`, idle `end_turn`;
//! - `wait 60000`, ended with session/cancel once running: idle `cancelled`;
//! - `meta` with `_meta`: the acceptance carries the request's `_meta` back.
//!
//! (A) the official v2 client drives our test agent's v2 side (`TestAgentV2` of
//! `examples/test_agent/v2.rs`, compiled into this test); (B) our v2 client
//! (`#[acp_client(protocol = v2)]` + `acp::v2::AgentPeer`) drives an agent written
//! with the official v2 API that follows the same convention (same ids too), so
//! both directions compare against one list of events.
//!
//! (C) negotiation across versions: the official v2 client gets v2 from our
//! `ByVersion` agent (v1 and v2) and an official v1 client gets v1 from it; asked
//! to request 3, the official v2 client sends 2 (its latest) and initializes; the
//! official v2 client learns that our v1-only agent answers 1
//! (`InitializeOutcome::LowerVersion`); our `acp::peer::versions::initialize_v2_or_v1`
//! falls back to v1 against an official v1-only agent and gets v2 from the
//! official protocol router serving v1 and v2.
//!
//! Every line passes through the relay of `support::official_relay`, and each test
//! checks the wire. `INTEROP_WIRE=1 cargo test --all-features --test
//! interop_official_v2 -- --nocapture` prints it.
#![cfg(feature = "v2")]

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use acp::acp_client;
use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v2::schema as theirs;
use serde_json::{json, Value};
use tokio::sync::watch;

use crate::support;
use support::agents::v1::Listener;
use support::agents::Reply;
use support::official_peers::{object, s, their_start_session, to_json};
use support::official_relay::*;
use support::transcript::Transcript;

#[path = "../../examples/test_agent/v2.rs"]
mod test_agent_v2;
use test_agent_v2::TestAgentV2;

type TheirCx = official::v2::ConnectionTo<official::Agent>;

// ---------------------------------------------------------------------------
// What a client saw: every session/update and request from the agent, one line
// each, described from its JSON so that both SDKs' types read the same.

/// The client's events, in order; `wait_for` watches them.
#[derive(Clone)]
struct Events(Arc<watch::Sender<Vec<String>>>);

impl Events {
    fn new() -> Self {
        Events(Arc::new(watch::Sender::new(Vec::new())))
    }

    fn push(&self, line: String) {
        self.0.send_modify(|lines| lines.push(line));
    }

    fn len(&self) -> usize {
        self.0.borrow().len()
    }

    /// The events from `from` on, once one of them is `line`.
    async fn wait_for(&self, from: usize, line: &str) -> Vec<String> {
        let mut lines = self.0.subscribe();
        let wait = async {
            lines
                .wait_for(|l| l.get(from..).is_some_and(|l| l.iter().any(|e| e == line)))
                .await
                .map(|lines| lines[from..].to_vec())
        };
        tokio::time::timeout(Duration::from_secs(5), wait)
            .await
            .unwrap_or_else(|_| panic!("no `{line}`; saw {:?}", &self.0.borrow()[from..]))
            .expect("the recorder stays")
    }
}

/// The string `key` of each object in the array `list`.
fn strings<'a>(list: &'a Value, key: &str) -> Vec<&'a str> {
    let items = list.as_array().into_iter().flatten();
    items.map(|item| s(&item[key])).collect()
}

/// One `session/update` (its params as JSON).
fn describe_update(n: &Value) -> String {
    let u = &n["update"];
    match s(&u["sessionUpdate"]) {
        "user_message" => {
            let texts = strings(&u["content"], "text");
            format!("user {} {}", s(&u["messageId"]), texts.join(" "))
        }
        "state_update" => match &u["stopReason"] {
            Value::Null => format!("state {}", s(&u["state"])),
            reason => format!("state {} {}", s(&u["state"]), s(reason)),
        },
        "agent_message_chunk" => {
            format!("chunk {} {}", s(&u["messageId"]), s(&u["content"]["text"]))
        }
        other => format!("{other} {u}"),
    }
}

/// One `session/request_permission` (its params as JSON).
fn describe_permission(req: &Value) -> String {
    let options = strings(&req["options"], "optionId");
    format!(
        "permission {} {} [{}]",
        s(&req["subject"]["type"]),
        s(&req["subject"]["toolCall"]["toolCallId"]),
        options.join(" ")
    )
}

/// What the client sees of a session's turns, in order, in both directions.
fn expected_turns() -> Vec<Vec<&'static str>> {
    vec![
        vec![
            "user u-1 stream 3",
            "state running",
            "chunk a-1 c0 ",
            "chunk a-1 c1 ",
            "chunk a-1 c2 ",
            "state idle end_turn",
        ],
        vec![
            "user u-2 permission",
            "state running",
            "state requires_action",
            "permission tool_call perm-1 [allow-once reject-once]",
            "state running",
            "chunk a-2 selected:allow-once",
            "state idle end_turn",
        ],
        vec![
            "user u-3 wait 60000",
            "state running",
            "state idle cancelled",
        ],
        vec!["user u-4 meta", "state running", "state idle end_turn"],
    ]
}

// ---------------------------------------------------------------------------
// The script, for either SDK's client.

/// A v2 client's side of the script; the answers as JSON.
trait Driver {
    async fn initialize(&self, meta: Value) -> Result<Value, String>;
    /// An extension request: its answer, or the error's code.
    async fn ext(&self, method: &str, params: Value) -> Result<Value, i64>;
    async fn new_session(&self) -> Result<String, String>;
    async fn prompt(&self, session: &str, text: &str, meta: Option<Value>)
        -> Result<Value, String>;
    async fn cancel(&self, session: &str) -> Result<(), String>;
}

/// What the script saw.
struct Run {
    init: Value,
    echo: Result<Value, i64>,
    unknown: Result<Value, i64>,
    session: String,
    /// Each prompt's acceptance and the client's events until its turn was idle.
    turns: Vec<(Value, Vec<String>)>,
}

async fn script(client: &impl Driver, events: &Events) -> Result<Run, String> {
    let init = client
        .initialize(json!({"clientBuild": "interop-v2"}))
        .await?;
    let echo = client
        .ext("_acp.test/echo", json!({"text": "hi", "n": 1}))
        .await;
    let unknown = client.ext("_acp.test/unknown", json!({})).await;
    let session = client.new_session().await?;
    let mut turns = Vec::new();
    for text in ["stream 3", "permission"] {
        let from = events.len();
        let accepted = client.prompt(&session, text, None).await?;
        turns.push((accepted, events.wait_for(from, "state idle end_turn").await));
    }
    let from = events.len();
    let accepted = client.prompt(&session, "wait 60000", None).await?;
    events.wait_for(from, "state running").await;
    client.cancel(&session).await?;
    turns.push((
        accepted,
        events.wait_for(from, "state idle cancelled").await,
    ));
    let from = events.len();
    let tag = json!({"requestTag": "m-1"});
    let accepted = client.prompt(&session, "meta", Some(tag)).await?;
    turns.push((accepted, events.wait_for(from, "state idle end_turn").await));
    Ok(Run {
        init,
        echo,
        unknown,
        session,
        turns,
    })
}

/// What both directions check of a run and its wire; `agent` is the agent's name.
fn check_run(run: &Run, wire: &Transcript, agent: &str, to_agent: &str) {
    assert_eq!(run.init["protocolVersion"], 2, "{}", wire.dump());
    assert_eq!(run.init["info"]["name"], agent);
    assert_eq!(run.echo, Ok(json!({"text": "hi", "n": 1})));
    assert_eq!(run.unknown, Err(-32601));
    assert_eq!(run.session, "test-0");
    let turns: Vec<Vec<String>> = run.turns.iter().map(|(_, e)| e.clone()).collect();
    assert_eq!(turns, expected_turns(), "{}", wire.dump());
    let accepted: Vec<&Value> = run.turns.iter().map(|(a, _)| a).collect();
    assert_eq!(
        accepted,
        [
            &json!({"messageId": "u-1"}),
            &json!({"messageId": "u-2"}),
            &json!({"messageId": "u-3"}),
            &json!({"messageId": "u-4", "_meta": {"requestTag": "m-1"}}),
        ]
    );

    // On the wire: what the client sent, and what the agent asked.
    let to_client = other_direction(to_agent);
    assert_eq!(
        wire.methods(to_agent),
        [
            "initialize",
            "_acp.test/echo",
            "_acp.test/unknown",
            "session/new",
            "session/prompt",
            "session/prompt",
            "session/prompt",
            "session/cancel",
            "session/prompt",
        ],
        "{}",
        wire.dump()
    );
    let asked: Vec<String> = wire
        .methods(to_client)
        .into_iter()
        .filter(|m| m != "session/update")
        .collect();
    assert_eq!(asked, ["session/request_permission"]);
    let (init, reply) = wire.call(to_agent, "initialize", 0);
    assert_eq!(init["params"]["protocolVersion"], 2);
    assert_eq!(
        init["params"]["_meta"],
        json!({"clientBuild": "interop-v2"})
    );
    assert_eq!(reply["result"]["protocolVersion"], 2);
    let (_, cancel) = wire
        .lines()
        .into_iter()
        .find(|(d, l)| d == to_agent && l["method"] == "session/cancel")
        .expect("session/cancel");
    assert_eq!(cancel["params"], json!({"sessionId": "test-0"}));
    assert!(cancel.get("id").is_none(), "a notification: {cancel}");
    let (_, answer) = wire.call(to_client, "session/request_permission", 0);
    assert_eq!(
        answer["result"],
        json!({"outcome": {"outcome": "selected", "optionId": "allow-once"}})
    );
    let (unknown, _) = wire.call(to_agent, "_acp.test/unknown", 0);
    wire.check(&[(to_agent, unknown["id"].clone())]);
}

fn other_direction(dir: &str) -> &'static str {
    if dir == TO_ACP {
        TO_OFFICIAL
    } else {
        TO_ACP
    }
}

// ---------------------------------------------------------------------------
// (A) The official v2 client drives our test agent's v2 side.

struct Official(TheirCx);

fn their_error(e: official::Error) -> String {
    format!("{e:?}")
}

fn their_prompt(session: &str, text: &str) -> theirs::PromptRequest {
    let block = theirs::ContentBlock::Text(theirs::TextContent::new(text));
    theirs::PromptRequest::new(session.to_owned(), vec![block])
}

impl Driver for Official {
    async fn initialize(&self, meta: Value) -> Result<Value, String> {
        let info = theirs::Implementation::new("official-client", "5.2.0");
        let request = theirs::InitializeRequest::new(ProtocolVersion::V2, info).meta(object(meta));
        match self.0.send_initialize(request).block_task().await {
            Ok(official::v2::InitializeOutcome::Initialized(init)) => Ok(to_json(&init)),
            other => Err(format!("not initialized in v2: {other:?}")),
        }
    }

    async fn ext(&self, method: &str, params: Value) -> Result<Value, i64> {
        let request = official::UntypedMessage::new(method, params).expect("encodes");
        let answer = self.0.send_request(request).block_task().await;
        answer.map_err(|e| i64::from(i32::from(e.code)))
    }

    async fn new_session(&self) -> Result<String, String> {
        let request = theirs::NewSessionRequest::new("/work");
        let session = self.0.send_request(request).block_task().await;
        Ok(session.map_err(their_error)?.session_id.to_string())
    }

    async fn prompt(
        &self,
        session: &str,
        text: &str,
        meta: Option<Value>,
    ) -> Result<Value, String> {
        let mut request = their_prompt(session, text);
        if let Some(meta) = meta {
            request = request.meta(object(meta));
        }
        let accepted = self.0.send_request(request).block_task().await;
        Ok(to_json(&accepted.map_err(their_error)?))
    }

    async fn cancel(&self, session: &str) -> Result<(), String> {
        let cancel = theirs::CancelSessionNotification::new(session.to_owned());
        self.0.send_notification(cancel).map_err(their_error)
    }
}

/// The official v2 client, recording into `events` (allow-once chosen by its kind
/// for every permission request), running `script` over `transport`.
async fn official_client<R>(
    transport: OfficialEnd,
    events: Events,
    script: impl AsyncFnOnce(TheirCx) -> Result<R, official::Error>,
) -> Result<R, official::Error> {
    let permissions = events.clone();
    official::Client
        .v2()
        .name("official-client")
        .on_receive_notification(
            async move |n: theirs::UpdateSessionNotification, _cx: TheirCx| {
                events.push(describe_update(&to_json(&n)));
                Ok(())
            },
            official::on_receive_notification!(),
        )
        .on_receive_request(
            async move |req: theirs::RequestPermissionRequest,
                        responder: official::v2::Responder<theirs::RequestPermissionResponse>,
                        _cx: TheirCx| {
                permissions.push(describe_permission(&to_json(&req)));
                let allow = req
                    .options
                    .iter()
                    .find(|o| o.kind == theirs::PermissionOptionKind::AllowOnce)
                    .expect("an allow-once option");
                let selected = theirs::SelectedPermissionOutcome::new(allow.option_id.clone());
                responder.respond(theirs::RequestPermissionResponse::new(
                    theirs::RequestPermissionOutcome::Selected(selected),
                ))
            },
            official::on_receive_request!(),
        )
        .connect_with(transport, script)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_v2_client_drives_our_test_agent() {
    let events = Events::new();
    let client = {
        let events = events.clone();
        async move |end| {
            let seen = events.clone();
            official_client(end, events, async move |cx| {
                script(&Official(cx), &seen)
                    .await
                    .map_err(|e| official::Error::internal_error().data(e))
            })
            .await
        }
    };
    let agent = acp::v2::AgentHandler(TestAgentV2::default());
    let (run, wire) =
        run_official_client(agent, "official v2 client -> acp v2 agent", client).await;
    check_run(&run, &wire, "acp-test-agent", TO_ACP);
}

// ---------------------------------------------------------------------------
// (B) Our v2 client drives an agent written with the official v2 API.

struct Recorder(Events);

#[acp_client(protocol = v2)]
impl Recorder {
    fn update_session(&self, n: acp::v2::UpdateSessionNotification) {
        self.0.push(describe_update(&to_json(&n)));
    }

    fn request_permission(
        &self,
        req: acp::v2::RequestPermissionRequest,
    ) -> acp::Result<acp::v2::RequestPermissionResponse> {
        use acp::v2::*;
        self.0.push(describe_permission(&to_json(&req)));
        let allow = req
            .options
            .iter()
            .find(|o| o.kind == PermissionOptionKind::AllowOnce)
            .ok_or_else(|| acp::Error::invalid_params("no allow-once option"))?;
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(
                allow.option_id.clone(),
            )),
        ))
    }
}

struct Ours(acp::v2::AgentPeer);

fn our_error(e: impl std::fmt::Debug) -> String {
    format!("{e:?}")
}

impl Driver for Ours {
    async fn initialize(&self, meta: Value) -> Result<Value, String> {
        use acp::v2::*;
        let info = Implementation::new("acp-client", "0.1.0");
        let request = InitializeRequest::new(2, info).meta(object(meta));
        let init = self.0.initialize(request).await.map_err(our_error)?;
        Ok(to_json(&init))
    }

    async fn ext(&self, method: &str, params: Value) -> Result<Value, i64> {
        let answer = self.0.ext_request(method, params).await;
        answer.map_err(|e| i64::from(acp::Error::from(e).code.0))
    }

    async fn new_session(&self) -> Result<String, String> {
        let request = acp::v2::NewSessionRequest::new("/work");
        let session = self.0.new_session(request).await.map_err(our_error)?;
        Ok(session.session_id.to_string())
    }

    async fn prompt(
        &self,
        session: &str,
        text: &str,
        meta: Option<Value>,
    ) -> Result<Value, String> {
        use acp::v2::*;
        let block = ContentBlock::from(TextContent::new(text));
        let mut request = PromptRequest::new(session, vec![block]);
        if let Some(meta) = meta {
            request = request.meta(object(meta));
        }
        let accepted = self.0.prompt(request).await.map_err(our_error)?;
        Ok(to_json(&accepted))
    }

    async fn cancel(&self, session: &str) -> Result<(), String> {
        let cancel = acp::v2::CancelSessionNotification::new(session);
        self.0.cancel_session(cancel).await.map_err(our_error)
    }
}

/// The official v2 agent's state: the test agent's counter (session and message
/// ids) and the cancel count of its one session.
#[derive(Default)]
struct OfficialAgent {
    next: AtomicU64,
    cancels: watch::Sender<u64>,
}

type ToClient = official::v2::ConnectionTo<official::Client>;

impl OfficialAgent {
    fn accept(
        self: &Arc<Self>,
        req: theirs::PromptRequest,
        cx: &ToClient,
    ) -> Result<theirs::PromptResponse, official::Error> {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let text = match req.prompt.first() {
            Some(theirs::ContentBlock::Text(t)) => t.text.clone(),
            _ => String::new(),
        };
        let mut accepted = theirs::PromptResponse::new(format!("u-{n}"));
        if text == "meta" {
            if let Some(meta) = req.meta.clone() {
                accepted = accepted.meta(meta);
            }
        }
        let mut cancelled = self.cancels.subscribe();
        cancelled.mark_unchanged();
        let turn = official_turn(cx.clone(), req, n, text, cancelled);
        cx.spawn(turn)?;
        Ok(accepted)
    }
}

/// One turn of the official agent, reported as the test agent reports it.
async fn official_turn(
    cx: ToClient,
    req: theirs::PromptRequest,
    n: u64,
    text: String,
    mut cancelled: watch::Receiver<u64>,
) -> Result<(), official::Error> {
    use theirs::{SessionUpdate, StateUpdate};
    let session = req.session_id.clone();
    let send = |update: SessionUpdate| {
        cx.send_notification(theirs::UpdateSessionNotification::new(
            session.clone(),
            update,
        ))
    };
    let say = |text: String| {
        let chunk = theirs::ContentChunk::new(
            theirs::ContentBlock::Text(theirs::TextContent::new(text)),
            format!("a-{n}"),
        );
        send(SessionUpdate::AgentMessageChunk(chunk))
    };
    let state = |state: StateUpdate| send(SessionUpdate::StateUpdate(state));
    let running = || state(StateUpdate::Running(theirs::RunningStateUpdate::new()));
    send(SessionUpdate::UserMessage(
        theirs::UserMessage::new(format!("u-{n}")).content(req.prompt.clone()),
    ))?;
    running()?;
    let command = async {
        match text.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["stream", m] => {
                for i in 0..m
                    .parse::<u64>()
                    .map_err(official::Error::into_internal_error)?
                {
                    say(format!("c{i} "))?;
                }
            }
            ["permission"] => {
                state(StateUpdate::RequiresAction(
                    theirs::RequiresActionStateUpdate::new(),
                ))?;
                let options = vec![
                    theirs::PermissionOption::new(
                        "allow-once",
                        "Allow once",
                        theirs::PermissionOptionKind::AllowOnce,
                    ),
                    theirs::PermissionOption::new(
                        "reject-once",
                        "Reject once",
                        theirs::PermissionOptionKind::RejectOnce,
                    ),
                ];
                let subject = theirs::ToolCallPermissionSubject::new(
                    theirs::ToolCallUpdate::new("perm-1").name("Edit a file"),
                );
                let ask =
                    theirs::RequestPermissionRequest::new(session.clone(), "Edit a file", options)
                        .subject(theirs::RequestPermissionSubject::ToolCall(Box::new(
                            subject,
                        )));
                let answer = cx.send_request(ask).block_task().await?;
                running()?;
                match answer.outcome {
                    theirs::RequestPermissionOutcome::Selected(selected) => {
                        say(format!("selected:{}", selected.option_id))?
                    }
                    _ => return Ok(theirs::StopReason::Cancelled),
                }
            }
            ["wait", ms] => {
                let ms = ms.parse().map_err(official::Error::into_internal_error)?;
                tokio::time::sleep(Duration::from_millis(ms)).await;
            }
            _ => {}
        }
        Ok::<_, official::Error>(theirs::StopReason::EndTurn)
    };
    let reason = tokio::select! {
        reason = command => reason?,
        _ = cancelled.changed() => theirs::StopReason::Cancelled,
    };
    let idle = theirs::IdleStateUpdate::new().stop_reason(reason);
    state(StateUpdate::Idle(idle))
}

/// An agent written with the official v2 API following the test agent's
/// convention (`stream`, `permission`, `wait`, `meta`, `_acp.test/echo`), with its
/// ids.
fn official_agent() -> impl official::ConnectTo<official::Client> {
    let agent = Arc::new(OfficialAgent::default());
    let prompts = agent.clone();
    let cancels = agent.clone();
    official::Agent
        .v2()
        .name("official-agent")
        .on_receive_request(
            async |req: theirs::InitializeRequest,
                   responder: official::v2::Responder<theirs::InitializeResponse>,
                   _cx: ToClient| {
                let info = theirs::Implementation::new("official-agent", "5.2.0");
                responder.respond(theirs::InitializeResponse::new(req.protocol_version, info))
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            async move |_req: theirs::NewSessionRequest,
                        responder: official::v2::Responder<theirs::NewSessionResponse>,
                        _cx: ToClient| {
                let n = agent.next.fetch_add(1, Ordering::Relaxed);
                responder.respond(theirs::NewSessionResponse::new(format!("test-{n}")))
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            async move |req: theirs::PromptRequest,
                        responder: official::v2::Responder<theirs::PromptResponse>,
                        cx: ToClient| {
                responder.respond_with_result(prompts.accept(req, &cx))
            },
            official::on_receive_request!(),
        )
        .on_receive_notification(
            async move |_n: theirs::CancelSessionNotification, _cx: ToClient| {
                cancels.cancels.send_modify(|c| *c += 1);
                Ok(())
            },
            official::on_receive_notification!(),
        )
        .on_receive_request(
            async |req: official::UntypedMessage,
                   responder: official::v2::Responder<Value>,
                   _cx: ToClient| {
                let (method, params) = req.into_parts();
                match method.as_str() {
                    "_acp.test/echo" => responder.respond(params),
                    _ => responder.respond_with_error(official::Error::method_not_found()),
                }
            },
            official::on_receive_request!(),
        )
}

/// `official_agent`, over `transport`.
async fn serve_official_agent(transport: OfficialEnd) -> Result<(), official::Error> {
    official::ConnectTo::<official::Client>::connect_to(official_agent(), transport).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_v2_client_drives_an_official_v2_agent() {
    let events = Events::new();
    let handler = acp::v2::ClientHandler(Recorder(events.clone()));
    let script = async |conn| {
        let agent = acp::v2::AgentPeer(conn);
        script(&Ours(agent), &events)
            .await
            .map_err(acp::Error::internal_error)
    };
    let (run, wire) = run_official_agent(
        handler,
        "acp v2 client -> official v2 agent",
        serve_official_agent,
        script,
    )
    .await;
    check_run(&run, &wire, "official-agent", TO_OFFICIAL);
}

// ---------------------------------------------------------------------------
// (C) Negotiation across versions.

/// The v1 half of our `ByVersion` agent (the v2 half is the test agent's).
fn v1_agent() -> Reply {
    Reply::new("acp v1 agent", "v1-session", "from v1")
}

/// The official v2 client initializes (asking for 2) and opens a session; the
/// outcome and the session id.
async fn their_v2_session(
    cx: TheirCx,
) -> Result<(official::v2::InitializeOutcome, Option<String>), official::Error> {
    their_session_asking(cx, ProtocolVersion::V2).await
}

/// `their_v2_session`, asking for `version`.
async fn their_session_asking(
    cx: TheirCx,
    version: ProtocolVersion,
) -> Result<(official::v2::InitializeOutcome, Option<String>), official::Error> {
    let info = theirs::Implementation::new("official-client", "5.2.0");
    let request = theirs::InitializeRequest::new(version, info);
    let outcome = cx.send_initialize(request).block_task().await?;
    let session = match outcome {
        official::v2::InitializeOutcome::Initialized(_) => {
            let request = theirs::NewSessionRequest::new("/work");
            let session = cx.send_request(request).block_task().await?;
            Some(session.session_id.to_string())
        }
        _ => None,
    };
    Ok((outcome, session))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_clients_get_their_version_from_our_by_version_agent() {
    // The official v2 client gets v2.
    let by_version = test_agent_v2::with_v1(v1_agent());
    let client = async |end| {
        let client = official::Client.v2().name("official-client");
        client.connect_with(end, their_v2_session).await
    };
    let ((outcome, session), wire) =
        run_official_client(by_version, "official v2 -> ByVersion", client).await;
    let official::v2::InitializeOutcome::Initialized(init) = outcome else {
        panic!("not v2: {outcome:?}\n{}", wire.dump());
    };
    assert_eq!(init.protocol_version, ProtocolVersion::V2);
    assert_eq!(init.info.name, "acp-test-agent");
    assert_eq!(session.as_deref(), Some("test-0"));
    assert_eq!(
        wire.call(TO_ACP, "initialize", 0).1["result"]["protocolVersion"],
        2
    );
    wire.check(&[]);

    // The official v1 client gets v1.
    let by_version = test_agent_v2::with_v1(v1_agent());
    let client = async |end| {
        let client = official::Client.v1().name("official-client");
        client
            .connect_with(
                end,
                async |cx: official::v1::ConnectionTo<official::Agent>| {
                    let v1 = official::v1::schema::InitializeRequest::new(ProtocolVersion::V1);
                    let (init, session) = their_start_session(&cx, v1).await?;
                    Ok((init, session))
                },
            )
            .await
    };
    let ((init, session), wire) =
        run_official_client(by_version, "official v1 -> ByVersion", client).await;
    assert_eq!(init.protocol_version, ProtocolVersion::V1);
    assert_eq!(session.session_id.to_string(), "v1-session");
    assert_eq!(
        wire.call(TO_ACP, "initialize", 0).1["result"]["protocolVersion"],
        1
    );
    wire.check(&[]);
}

/// Asked to request 3, the official v2 client sends the latest version it
/// supports, 2 (what the schema's `protocolVersion` says a client sends), and our
/// v2 agent answers 2.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_official_client_asked_for_3_initializes_v2_with_our_agent() {
    let three: ProtocolVersion = serde_json::from_value(json!(3)).unwrap();
    let client = async |end| {
        let client = official::Client.v2().name("official-client");
        client
            .connect_with(end, async |cx| their_session_asking(cx, three).await)
            .await
    };
    let agent = acp::v2::AgentHandler(TestAgentV2::default());
    let ((outcome, session), wire) =
        run_official_client(agent, "official (3) -> acp v2", client).await;
    let (init, reply) = wire.call(TO_ACP, "initialize", 0);
    assert_eq!(init["params"]["protocolVersion"], 2);
    assert_eq!(reply["result"]["protocolVersion"], 2);
    let official::v2::InitializeOutcome::Initialized(init) = outcome else {
        panic!("not v2: {outcome:?}\n{}", wire.dump());
    };
    assert_eq!(init.protocol_version, ProtocolVersion::V2);
    assert_eq!(session.as_deref(), Some("test-0"));
    wire.check(&[]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_official_v2_client_learns_that_our_v1_agent_answers_1() {
    let client = async |end| {
        let client = official::Client.v2().name("official-client");
        client.connect_with(end, their_v2_session).await
    };
    let agent = acp::v1::AgentHandler(v1_agent());
    let ((outcome, session), wire) =
        run_official_client(agent, "official v2 -> acp v1", client).await;
    let official::v2::InitializeOutcome::LowerVersion(mismatch) = outcome else {
        panic!("not a lower version: {outcome:?}\n{}", wire.dump());
    };
    assert_eq!(mismatch.requested, ProtocolVersion::V2);
    assert_eq!(mismatch.selected(), ProtocolVersion::V1);
    assert_eq!(session, None);
    assert_eq!(wire.methods(TO_ACP), ["initialize"]);
    wire.check(&[]);
}

/// Our client offering v2 and v1: a `ByVersion` client handler, v2's first.
fn our_dual_client() -> impl acp::Handler {
    let events = Events::new();
    acp::peer::versions::ByVersion::new(
        (
            &acp::v2::HANDSHAKE,
            acp::v2::ClientHandler(Recorder(events)),
        ),
        (
            &acp::v1::HANDSHAKE,
            acp::v1::ClientHandler(Listener::default()),
        ),
    )
}

/// `initialize_v2_or_v1`, then session/new in the negotiated version: the
/// version and the session id.
async fn our_v2_or_v1_session(conn: acp::Connection) -> acp::Result<(u16, String)> {
    use acp::peer::versions::{initialize_v2_or_v1, Initialized};
    let info = acp::v2::Implementation::new("acp-client", "0.1.0");
    let request = acp::v2::InitializeRequest::new(2, info);
    Ok(match initialize_v2_or_v1(&conn, &request).await? {
        Initialized::V1(init) => {
            let agent = acp::v1::AgentPeer(conn);
            let session = agent
                .new_session(acp::v1::NewSessionRequest::new("/work", vec![]))
                .await?;
            (init.protocol_version.0, session.session_id.to_string())
        }
        Initialized::V2(init) => {
            let agent = acp::v2::AgentPeer(conn);
            let session = agent
                .new_session(acp::v2::NewSessionRequest::new("/work"))
                .await?;
            (init.protocol_version.0, session.session_id.to_string())
        }
        other => panic!("{other:?}"),
    })
}

/// Our client offering v2 and v1 (`our_dual_client`, `our_v2_or_v1_session`)
/// against the official `agent`: it asks for 2, and gets `version` and the session
/// `session` of that version's agent. The transcript.
async fn our_v2_or_v1_client_gets<A>(
    agent: impl FnOnce(OfficialEnd) -> A,
    title: &str,
    version: u16,
    session: &str,
) -> Transcript
where
    A: std::future::Future<Output = Result<(), official::Error>> + Send + 'static,
{
    let (got, wire) =
        run_official_agent(our_dual_client(), title, agent, our_v2_or_v1_session).await;
    assert_eq!(
        (got.0, got.1.as_str()),
        (version, session),
        "{}",
        wire.dump()
    );
    let (init, reply) = wire.call(TO_OFFICIAL, "initialize", 0);
    assert_eq!(init["params"]["protocolVersion"], 2);
    assert_eq!(reply["result"]["protocolVersion"], version);
    wire.check(&[]);
    wire
}

/// An official v1 agent: initialize answers the version it was asked for (v1's
/// rule, which the SDK applies: a request for 2 reaches it as 1), session/new
/// answers `v1-session`.
fn official_v1_agent() -> impl official::ConnectTo<official::Client> {
    use official::v1::schema as v1;
    official::Agent
        .v1()
        .name("official-v1-agent")
        .on_receive_request(
            async |req: v1::InitializeRequest,
                   responder: official::v1::Responder<v1::InitializeResponse>,
                   _cx| {
                responder.respond(v1::InitializeResponse::new(req.protocol_version))
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            async |_req: v1::NewSessionRequest,
                   responder: official::v1::Responder<v1::NewSessionResponse>,
                   _cx| {
                responder.respond(v1::NewSessionResponse::new("v1-session"))
            },
            official::on_receive_request!(),
        )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_v2_or_v1_client_falls_back_to_v1_with_an_official_v1_agent() {
    let agent = async |end: OfficialEnd| {
        official::ConnectTo::<official::Client>::connect_to(official_v1_agent(), end).await
    };
    let wire = our_v2_or_v1_client_gets(agent, "acp v2|v1 -> official v1", 1, "v1-session").await;
    let (new_session, _) = wire.call(TO_OFFICIAL, "session/new", 0);
    assert_eq!(
        new_session["params"],
        json!({"cwd": "/work", "mcpServers": []})
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_v2_or_v1_client_gets_v2_from_the_official_protocol_router() {
    let agent = async |end: OfficialEnd| {
        let router = official::Agent
            .protocol_router()
            .with_v1(official_v1_agent())
            .with_v2(official_agent());
        official::ConnectTo::<official::Client>::connect_to(router, end).await
    };
    let wire = our_v2_or_v1_client_gets(agent, "acp v2|v1 -> official v1|v2", 2, "test-0").await;
    let (_, reply) = wire.call(TO_OFFICIAL, "initialize", 0);
    assert_eq!(reply["result"]["info"]["name"], "official-agent");
}
