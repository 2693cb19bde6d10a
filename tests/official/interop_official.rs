//! Wire-level interop with the official Rust SDK, `agent-client-protocol` 5.2.0.
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
//! (D) the session API (`acp::v1::session`) drives the official agent: a turn's
//! updates arrive through the turn, the agent's requests through the client's
//! handler, and a turn cancelled with `Turn::cancel` ends `cancelled`.
//!
//! Every byte passes through a relay that records the JSON-RPC lines, so the tests
//! also check what was on the wire (methods, ids, `_meta`, no unexpected errors).
//! `INTEROP_WIRE=1 cargo test --test official interop_official:: -- --nocapture` prints them.

use std::sync::Arc;
use std::time::Duration;

use acp::v1 as ours;
use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v1::schema as theirs;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tokio::sync::watch;

use crate::support;
use support::official_peers::*;
use support::official_relay::*;

/// Both agents here tag the tool call and answer the first prompt with `_meta`.
const TURN: Turn = Turn {
    meta: true,
    call_unknown: false,
};

// ---------------------------------------------------------------------------
// (A) The official client drives our agent.

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
            .meta(object(json!({"agentBuild": "acp-interop"}))))
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
        our_turn(&self.0, params, client, TURN).await
    }

    async fn cancel(&self, params: ours::CancelNotification, _client: ours::ClientPeer) {
        self.0.cancel(params);
    }

    async fn ext_request(
        &self,
        method: String,
        params: Value,
        _client: ours::ClientPeer,
    ) -> acp::Result<Value> {
        self.0.ext(format!("request {method} {params}"));
        match method.as_str() {
            "_interop/echo" => Ok(json!({"echoed": params["text"], "method": method})),
            _ => Err(acp::Error::method_not_found(&method)),
        }
    }

    async fn ext_notification(&self, method: String, params: Value, _client: ours::ClientPeer) {
        self.0.ext(format!("notification {method} {params}"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_client_drives_our_agent() {
    let agent_seen = AgentSeen::new();
    let seen = OfficialClientSeen::new();
    let script = {
        let seen = seen.clone();
        async move |cx: official::v1::ConnectionTo<official::Agent>| {
            let init = cx
                .send_request(
                    their_initialize(false, true)
                        .meta(object(json!({"clientBuild": "official-interop"}))),
                )
                .block_task()
                .await?;
            their_echo(&cx).await?;
            their_unknown(&cx).await?;
            their_note(&cx)?;
            // A system prompt: stable since schema crate 1.17.0 (the official SDK's).
            let system = theirs::SystemPrompt::new(vec![their_text("Answer in English.")]);
            let session = cx
                .send_request(theirs::NewSessionRequest::new("/work").system_prompt(system))
                .block_task()
                .await?;
            let id = &session.session_id;
            let tag = Some(json!({"requestTag": "p1"}));
            let first = their_first_prompt(&cx, &seen, id, tag, TURN, "acp").await?;
            their_cancelled_wait(&cx, &seen, id).await?;
            their_cancelled_ask(&cx, &seen, id).await?;
            Ok((init, session, first))
        }
    };
    let ((init, session, first), wire) = official_client_drives(
        ours::AgentHandler(OurAgent(agent_seen.clone())),
        seen.clone(),
        "official client -> acp agent",
        script,
    )
    .await;

    // initialize: what the official client sees of our capabilities...
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
        ("official-client", "5.2.0")
    );
    assert_eq!(
        init_seen.meta.map(Value::Object),
        Some(json!({"clientBuild": "official-interop"}))
    );

    // Extension methods from the official client, as our agent saw them.
    assert_eq!(
        *agent_seen.ext.lock().unwrap(),
        [
            r#"request _interop/echo {"text":"hi"}"#,
            "request _interop/unknown {}",
            r#"notification _interop/note {"note":"from official"}"#,
        ]
    );

    // session/new, the first prompt (its updates, call-backs and extension messages
    // checked by `their_first_prompt`), and session/cancel for the second and third,
    // as our agent saw them; `_meta` both ways.
    assert_eq!(session.session_id.0.as_ref(), "sess-A");
    let prompts = agent_seen.saw_script(2);
    let new_session = agent_seen.new_session.lock().unwrap().clone().unwrap();
    let system = new_session.system_prompt.expect("the system prompt");
    assert_eq!(
        system.mode,
        ours::SystemPromptMode::Append,
        "the default mode"
    );
    assert_eq!(system.content, vec![text("Answer in English.")]);
    assert_eq!(
        prompts[0].meta.clone().map(Value::Object),
        Some(json!({"requestTag": "p1"}))
    );
    assert_eq!(
        first.meta.clone().map(Value::Object),
        Some(json!({"echoedTag": "p1", "by": "acp"}))
    );

    // On the wire.
    assert_eq!(wire.methods(TO_ACP), CLIENT_METHODS, "{}", wire.dump());
    assert_eq!(
        wire.methods(TO_OFFICIAL),
        agent_methods(),
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
    wire.check(&[(TO_ACP, unknown_call["id"].clone())]);
}

/// What the client sends in both directions' script, in order.
const CLIENT_METHODS: [&str; 10] = [
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
];

/// What the agent sends: the first prompt's turn, `wait`'s chunk and `ask`'s request.
fn agent_methods() -> Vec<&'static str> {
    [
        turn_methods(TURN),
        vec!["session/update", "session/request_permission"],
    ]
    .concat()
}

// ---------------------------------------------------------------------------
// (B) Our client drives an agent written with the official SDK.

struct OurClient(Arc<ClientSeen>);

impl ours::Client for OurClient {
    async fn session_update(&self, params: ours::SessionNotification, _agent: ours::AgentPeer) {
        self.0.session_update(params).await
    }

    async fn read_text_file(
        &self,
        params: ours::ReadTextFileRequest,
        _agent: ours::AgentPeer,
    ) -> acp::Result<ours::ReadTextFileResponse> {
        Ok(self.0.read_text_file(params))
    }

    async fn request_permission(
        &self,
        params: ours::RequestPermissionRequest,
        agent: ours::AgentPeer,
    ) -> acp::Result<ours::RequestPermissionResponse> {
        if params.tool_call.tool_call_id.as_str() != "call-2" {
            return Ok(self.0.request_permission(&params));
        }
        // The user cancels the turn instead of answering.
        self.0.record(describe_permission(&to_json(&params)));
        agent
            .cancel(ours::CancelNotification::new(params.session_id.clone()))
            .await?;
        Ok(ours::RequestPermissionResponse::new(
            ours::RequestPermissionOutcome::Cancelled,
        ))
    }

    async fn ext_request(
        &self,
        method: String,
        params: Value,
        _agent: ours::AgentPeer,
    ) -> acp::Result<Value> {
        self.0.record(format!("{method} {params}"));
        match method.as_str() {
            "_interop/ping" => Ok(json!({"n": params["n"].as_u64().unwrap_or(0) + 1})),
            _ => Err(acp::Error::method_not_found(&method)),
        }
    }

    async fn ext_notification(&self, method: String, params: Value, _agent: ours::AgentPeer) {
        self.0.record(format!("{method} {params}"));
    }
}

/// The official agent's answer to initialize.
fn official_initialize(req: &theirs::InitializeRequest) -> theirs::InitializeResponse {
    theirs::InitializeResponse::new(req.protocol_version)
        .agent_capabilities(
            theirs::AgentCapabilities::new()
                .load_session(true)
                .prompt_capabilities(theirs::PromptCapabilities::new().image(true).audio(true))
                .mcp_capabilities(theirs::McpCapabilities::new().sse(true)),
        )
        .agent_info(theirs::Implementation::new("official-agent", "5.2.0").title("Official agent"))
        .meta(object(json!({"agentBuild": "official-interop"})))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_client_drives_an_official_agent() {
    let seen = ClientSeen::new();
    let agent_seen = OfficialAgentSeen::new();
    let script = async |agent: ours::AgentPeer| {
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
                    .meta(object(json!({"clientBuild": "acp-interop"}))),
            )
            .await?;
        our_echo(&agent).await?;
        our_unknown(&agent).await;
        our_note(&agent).await?;
        let system = ours::SystemPrompt::new(
            ours::SystemPromptMode::Append,
            vec![text("Answer in English.")],
        );
        let session = agent
            .new_session(ours::NewSessionRequest::new("/work", vec![]).system_prompt(system))
            .await?;
        let id = &session.session_id;
        let tag = Some(json!({"requestTag": "p1"}));
        let first = our_first_prompt(&agent, &seen, id, tag, TURN, "official").await?;
        our_cancelled_wait(&agent, &seen, id).await;
        our_cancelled_ask(&agent, &seen, id).await?;
        Ok((init, session, first))
    };
    let ((init, session, first), wire) = drive_official_agent(
        ours::ClientHandler(OurClient(seen.clone())),
        agent_seen.clone(),
        official_initialize,
        TURN,
        "acp client -> official agent",
        script,
    )
    .await;

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
        ("official-agent", "5.2.0", Some("Official agent"))
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

    // Extension methods, session/new, the first prompt (as our client saw it, checked
    // by `our_first_prompt`) and session/cancel for the second and third, as the
    // official agent saw them; `_meta` both ways.
    assert_eq!(session.session_id.as_str(), "sess-B");
    let prompts = agent_seen.saw_script(2);
    let new_session = agent_seen.new_session.lock().unwrap().clone().unwrap();
    let system = new_session.system_prompt.expect("the system prompt");
    assert_eq!(system.mode, theirs::SystemPromptMode::Append);
    assert_eq!(system.content, vec![their_text("Answer in English.")]);
    assert_eq!(
        prompts[0].meta.clone().map(Value::Object),
        Some(json!({"requestTag": "p1"}))
    );
    assert_eq!(
        first.meta.clone().map(Value::Object),
        Some(json!({"echoedTag": "p1", "by": "official"}))
    );

    // On the wire.
    assert_eq!(wire.methods(TO_OFFICIAL), CLIENT_METHODS, "{}", wire.dump());
    assert_eq!(wire.methods(TO_ACP), agent_methods(), "{}", wire.dump());
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
    wire.check(&[(TO_OFFICIAL, unknown_call["id"].clone())]);
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
    let slow = watch::Sender::new(0u8);
    let (_agent_conn, agent_done, official_end, wire) =
        tapped_pipes(ours::AgentHandler(SlowAgent { slow: slow.clone() }));
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
    let (cancelled, abandoned, official_outcome) =
        finish(run, &wire, "$/cancel_request both ways").await;
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
        .find(|(d, l)| d == TO_ACP && l["method"] == "$/cancel_request")
        .unwrap_or_else(|| panic!("no $/cancel_request from official:\n{}", wire.dump()));
    assert_eq!(cancel.1["params"], json!({"requestId": request["id"]}));

    // Ours -> official: the official handler saw the cancellation.
    assert_eq!(abandoned, json!({"abandoned": true}));
    let official_error = official_outcome.expect_err("the official handler was cancelled");
    assert_eq!(official_error.code, official::ErrorCode::REQUEST_CANCELLED);
    let (abandoned_request, reply) = wire.call(TO_OFFICIAL, "_interop/slow", 0);
    assert_eq!(reply["error"]["code"], -32800, "{reply}");
    let cancel = lines
        .iter()
        .find(|(d, l)| d == TO_OFFICIAL && l["method"] == "$/cancel_request")
        .unwrap_or_else(|| panic!("no $/cancel_request from acp:\n{}", wire.dump()));
    assert_eq!(
        cancel.1["params"],
        json!({"requestId": abandoned_request["id"]})
    );
    // Both cancelled requests answered -32800, and nothing else failed.
    let (cancelled_request, _) = wire.call(TO_ACP, "_interop/slow", 0);
    wire.check(&[
        (TO_ACP, cancelled_request["id"].clone()),
        (TO_OFFICIAL, abandoned_request["id"].clone()),
    ]);
}

// ---------------------------------------------------------------------------
// (D) The session API drives the official agent.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_session_api_drives_an_official_agent() {
    use acp::v1::session::Session;
    let seen = ClientSeen::new();
    let script = async |agent: ours::AgentPeer| {
        let caps = ours::ClientCapabilities::new()
            .fs(ours::FileSystemCapabilities::new().read_text_file(true));
        agent
            .initialize(ours::InitializeRequest::new(1).client_capabilities(caps))
            .await?;
        let mut session =
            Session::new(&agent, ours::NewSessionRequest::new("/work", vec![])).await?;
        let request = ours::PromptRequest::new(session.id().clone(), vec![text("go")])
            .meta(object(json!({"requestTag": "p1"})));
        let mut turn = session.prompt_request(request);
        let mut updates = vec![];
        while let Some(note) = turn.next().await {
            updates.push(describe_update(&to_json(&note)));
        }
        let first = turn.finish().await?;
        let mut turn = session.prompt(vec![text("wait")]);
        let waiting = turn.next().await.map(|n| describe_update(&to_json(&n)));
        turn.cancel().await?;
        while turn.next().await.is_some() {}
        let cancelled = turn.finish().await?;
        Ok((updates, first, waiting, cancelled))
    };
    let ((updates, first, waiting, cancelled), _wire) = drive_official_agent(
        ours::ClientHandler(OurClient(seen.clone())),
        OfficialAgentSeen::new(),
        official_initialize,
        TURN,
        "acp session api -> official agent",
        script,
    )
    .await;
    let (expected_updates, expected_requests): (Vec<String>, Vec<String>) =
        expected_turn("sess-B", TURN, "official")
            .into_iter()
            .partition(|line| line.starts_with("session/update"));
    assert_eq!(updates, expected_updates);
    assert_eq!(
        seen.events(),
        expected_requests,
        "the handler serves the agent's requests"
    );
    assert_eq!(
        *seen.updates.borrow(),
        0,
        "the session handle owns its updates"
    );
    assert_eq!(first.stop_reason, ours::StopReason::EndTurn);
    assert_eq!(
        waiting.as_deref(),
        Some("session/update sess-B agent_message_chunk waiting for cancel")
    );
    assert_eq!(cancelled.stop_reason, ours::StopReason::Cancelled);
}
