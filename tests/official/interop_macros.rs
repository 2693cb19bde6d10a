//! Wire-level interop with the official Rust SDK, `agent-client-protocol` 5.2.0,
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
//! `INTEROP_WIRE=1 cargo test --test official interop_macros -- --nocapture` prints them.

use std::sync::Arc;

use acp::v1 as ours;
use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v1::schema as theirs;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::support;
use support::official_peers::*;
use support::official_relay::*;

/// Both agents here call the client's `_interop/unknown` too, and set no `_meta`.
const TURN: Turn = Turn {
    meta: false,
    call_unknown: true,
};

// The extension messages as our macro handlers take them: plain serde types.

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

// ---------------------------------------------------------------------------
// (A) The official client drives an agent written with `#[acp_agent]`.

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
        our_turn(&self.0, req, client, TURN).await
    }

    fn cancel(&self, n: ours::CancelNotification) {
        self.0.cancel(n);
    }

    #[acp(ext = "_interop/echo")]
    async fn echo(&self, params: Echo) -> acp::Result<Echoed> {
        self.0.ext(format!("request _interop/echo {params:?}"));
        Ok(Echoed {
            echoed: params.text,
            method: "_interop/echo",
        })
    }

    #[acp(ext = "_interop/note")]
    fn note(&self, params: Value) {
        self.0.ext(format!("notification _interop/note {params}"));
    }
}

struct OfficialClientRun {
    init: theirs::InitializeResponse,
    bad_echo: official::Error,
    session: theirs::NewSessionResponse,
    listed: theirs::ListSessionsResponse,
    loaded: theirs::LoadSessionResponse,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_client_drives_a_macro_agent() {
    let agent_seen = AgentSeen::new();
    let seen = OfficialClientSeen::new();
    let script = {
        let seen = seen.clone();
        async move |cx: official::v1::ConnectionTo<official::Agent>| {
            let init = cx
                .send_request(their_initialize(false, false))
                .block_task()
                .await?;
            their_echo(&cx).await?;
            let bad_echo = cx
                .send_request(BadEchoRequest { text: 7 })
                .block_task()
                .await
                .expect_err("params of the wrong shape are an error");
            their_unknown(&cx).await?;
            their_note(&cx)?;
            let session = cx
                .send_request(theirs::NewSessionRequest::new("/work"))
                .block_task()
                .await?;
            let id = &session.session_id;
            let listed = cx
                .send_request(theirs::ListSessionsRequest::new())
                .block_task()
                .await?;
            let loaded = cx
                .send_request(theirs::LoadSessionRequest::new(id.clone(), "/work"))
                .block_task()
                .await?;
            their_first_prompt(&cx, &seen, id, None, TURN, "acp").await?;
            their_cancelled_wait(&cx, &seen, id).await?;
            Ok(OfficialClientRun {
                init,
                bad_echo,
                session,
                listed,
                loaded,
            })
        }
    };
    let (run, wire) = official_client_drives(
        ours::AgentHandler(MacroAgent(agent_seen.clone())),
        seen.clone(),
        "official client -> #[acp_agent]",
        script,
    )
    .await;

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

    // Extension methods from the official client: typed params and unknown (checked
    // by the steps), bad params.
    assert_eq!(
        run.bad_echo.code,
        official::ErrorCode::INVALID_PARAMS,
        "{:?}",
        run.bad_echo
    );
    assert_eq!(
        *agent_seen.ext.lock().unwrap(),
        [
            r#"request _interop/echo Echo { text: "hi" }"#,
            r#"notification _interop/note {"note":"from official"}"#,
        ]
    );

    // session/new, the first prompt (its updates, call-backs and extension messages,
    // in order, all seen before its result, checked by `their_first_prompt`) and the
    // session/cancel of the second, as our agent saw them.
    assert_eq!(run.session.session_id.0.as_ref(), "sess-A");
    agent_seen.saw_script(1);
    // session/list, session/load: the methods behind the capabilities.
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
        agent_methods(),
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
    wire.check(&[
        (TO_ACP, bad_echo["id"].clone()),
        (TO_ACP, unknown_in["id"].clone()),
        (TO_OFFICIAL, unknown_out["id"].clone()),
    ]);
}

/// What the agent sends: the first prompt's turn and `wait`'s chunk.
fn agent_methods() -> Vec<&'static str> {
    [turn_methods(TURN), vec!["session/update"]].concat()
}

// ---------------------------------------------------------------------------
// (B) A client written with `#[acp_client]` drives an agent written with the
// official SDK.

struct MacroClient(Arc<ClientSeen>);

#[acp::acp_client]
impl MacroClient {
    async fn session_update(&self, n: ours::SessionNotification) {
        self.0.session_update(n).await
    }

    async fn request_permission(
        &self,
        req: ours::RequestPermissionRequest,
    ) -> acp::Result<ours::RequestPermissionResponse> {
        Ok(self.0.request_permission(&req))
    }

    fn read_text_file(
        &self,
        req: ours::ReadTextFileRequest,
    ) -> acp::Result<ours::ReadTextFileResponse> {
        Ok(self.0.read_text_file(req))
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

/// The official agent's answer to initialize.
fn official_initialize(req: &theirs::InitializeRequest) -> theirs::InitializeResponse {
    theirs::InitializeResponse::new(req.protocol_version)
        .agent_capabilities(theirs::AgentCapabilities::new().load_session(true))
        .agent_info(theirs::Implementation::new("official-agent", "5.2.0"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn macro_client_drives_an_official_agent() {
    let seen = ClientSeen::new();
    let agent_seen = OfficialAgentSeen::new();
    let script = async |agent: ours::AgentPeer| {
        // No capabilities set by hand: they are derived from the handlers.
        let init = agent
            .initialize(
                ours::InitializeRequest::new(1)
                    .client_info(ours::Implementation::new("acp-macro-client", "0.1.0")),
            )
            .await?;
        our_echo(&agent).await?;
        our_note(&agent).await?;
        let session = agent
            .new_session(ours::NewSessionRequest::new("/work", vec![]))
            .await?;
        let id = &session.session_id;
        our_first_prompt(&agent, &seen, id, None, TURN, "official").await?;
        our_cancelled_wait(&agent, &seen, id).await;
        Ok((init, session))
    };
    let ((init, session), wire) = drive_official_agent(
        ours::ClientHandler(MacroClient(seen.clone())),
        agent_seen.clone(),
        official_initialize,
        TURN,
        "#[acp_client] -> official agent",
        script,
    )
    .await;

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

    // Extension methods, session/new, the first prompt (as our client saw it, checked
    // by `our_first_prompt`) and the session/cancel of the second, as the official
    // agent saw them.
    assert_eq!(session.session_id.as_str(), "sess-B");
    agent_seen.saw_script(1);

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
    assert_eq!(wire.methods(TO_ACP), agent_methods(), "{}", wire.dump());
    let (_, reply) = wire.call(TO_OFFICIAL, "session/prompt", 0);
    assert_eq!(reply["result"], json!({"stopReason": "end_turn"}));
    let (_, reply) = wire.call(TO_OFFICIAL, "session/prompt", 1);
    assert_eq!(reply["result"], json!({"stopReason": "cancelled"}));
    let (_, reply) = wire.call(TO_ACP, "_interop/ping", 0);
    assert_eq!(reply["result"], json!({"n": 42}));
    let (unknown, reply) = wire.call(TO_ACP, "_interop/unknown", 0);
    assert_eq!(reply["error"]["code"], -32601, "{reply}");
    wire.check(&[(TO_ACP, unknown["id"].clone())]);
}
