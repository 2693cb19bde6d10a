//! The groups of checks, one module each; every group runs on a fresh agent
//! process. This module starts the process, turns an early end (the agent died,
//! would not initialize, needs authentication) into outcomes for the checks not
//! reached, and holds the steps groups share (initialize and authenticate,
//! session/new, prompts).

mod cancel;
mod concurrency;
mod eof;
mod framing;
mod handshake;
mod session;

use std::time::Duration;

use acp::rpc::{Notification, Request};
use acp::v1::{
    AuthenticateRequest, ContentBlock, ErrorCode, InitializeRequest, NewSessionRequest,
    NewSessionResponse, PromptRequest, ProtocolVersion, SessionNotification, SessionUpdate,
    TextContent,
};
use serde_json::{json, Value};

use super::wire::{error_code, shorten, Peer, WireError};
use super::{Options, Outcome, Recorder};

/// How a group ended.
pub enum GroupEnd {
    /// It ran (some checks may have failed).
    Done,
    /// `session/new` or `session/prompt` needs authentication (why, with what the
    /// agent offers): the later groups needing a session skip.
    NeedsAuth(String),
    /// The agent command could not be started (why): nothing can be checked.
    CannotStart(String),
}

/// Why a group stopped early.
pub enum Stop {
    /// The agent stopped answering or exited.
    Wire(WireError),
    /// A step the group needs failed (initialize, authenticate, session/new).
    Step(String),
    /// `session/new` or `session/prompt` was refused with -32000 (authentication
    /// required).
    NeedsAuth(String),
}

impl From<WireError> for Stop {
    fn from(e: WireError) -> Stop {
        Stop::Wire(e)
    }
}

/// Whether the group opens a session (and is skipped when sessions need authentication).
fn needs_session(group: &str) -> bool {
    matches!(group, "session" | "cancel" | "concurrency")
}

/// Runs `group` on a fresh process.
pub async fn run(
    group: &str,
    options: &Options,
    rec: &mut Recorder,
    no_session: Option<&str>,
) -> GroupEnd {
    if let (true, Some(why)) = (needs_session(group), no_session) {
        rec.rest_of_group(group, &Outcome::Skip(why.to_string()));
        return GroupEnd::Done;
    }
    let mut agent = match Peer::spawn(&options.command, options.timeout) {
        Ok(agent) => agent,
        Err(e) => {
            return GroupEnd::CannotStart(format!(
                "cannot start the agent command `{}`: {e}",
                options.command.join(" ")
            ))
        }
    };
    let auth = options.auth.as_deref();
    let result = match group {
        "handshake" => handshake::run(&mut agent, rec).await,
        "framing" => framing::run(&mut agent, rec).await,
        "session" => session::run(&mut agent, rec, auth).await,
        "cancel" => cancel::run(&mut agent, rec, auth).await,
        "concurrency" => concurrency::run(&mut agent, rec, auth).await,
        "eof" => eof::run(&mut agent, rec, auth, no_session).await,
        other => unreachable!("no group {other}"),
    };
    rec.garbage(&agent.garbage);
    match result {
        Ok(()) => GroupEnd::Done,
        Err(Stop::Wire(e)) => {
            rec.rest_of_group(group, &Outcome::Skip(format!("not run: {e}")));
            GroupEnd::Done
        }
        Err(Stop::Step(why)) => {
            rec.rest_of_group(group, &Outcome::Skip(format!("not run: {why}")));
            GroupEnd::Done
        }
        Err(Stop::NeedsAuth(why)) => {
            let why = format!("{why}{}", auth_hint(rec, auth));
            rec.rest_of_group(group, &Outcome::Skip(why.clone()));
            GroupEnd::NeedsAuth(why)
        }
    }
}

/// What to do about an agent that needs authentication: the auth methods it
/// advertised, and `--auth`.
fn auth_hint(rec: &Recorder, auth: Option<&str>) -> String {
    if let Some(id) = auth {
        return format!(" (even after `authenticate` with `{id}`)");
    }
    match rec.auth_methods.as_deref() {
        Some([]) | None => "; the agent advertises no auth methods: give it credentials as its \
             documentation says"
            .into(),
        Some(methods) => format!(
            "; the agent offers the auth methods {}: `--auth ID` authenticates with one \
             first (an API key goes in the agent's environment, as its documentation says)",
            methods
                .iter()
                .map(|m| format!("`{m}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Sends `initialize` asking for `version`; the result, or why there is none.
pub async fn initialize(agent: &mut Peer, version: u16) -> Result<Value, String> {
    let params = to_json(&InitializeRequest::new(ProtocolVersion(version)));
    send_initialize(agent, params).await
}

/// `initialize` asking for `version` with the fields every published protocol
/// version requires (v1's request and v2's `info`): a client asking for a version
/// it does not know the shape of cannot send that version's own fields, and an
/// agent that also speaks v2 reads such a request as v2.
pub async fn initialize_any_version(agent: &mut Peer, version: u16) -> Result<Value, String> {
    let mut params = to_json(&InitializeRequest::new(ProtocolVersion(version)));
    let info = acp::v2::Implementation::new("acp-check", env!("CARGO_PKG_VERSION"));
    params["info"] = to_json(&info);
    send_initialize(agent, params).await
}

async fn send_initialize(agent: &mut Peer, params: Value) -> Result<Value, String> {
    match agent.call(InitializeRequest::METHOD, params).await {
        Ok(response) => match response.get("result") {
            Some(result) => Ok(result.clone()),
            None => Err(format!("initialize failed: {}", brief(&response))),
        },
        Err(e) => Err(format!("initialize: {e}")),
    }
}

/// Initializes with the current version, stopping the group when that fails.
pub async fn initialized(agent: &mut Peer) -> Result<Value, Stop> {
    initialize(agent, acp::v1::PROTOCOL_VERSION.0)
        .await
        .map_err(Stop::Step)
}

/// Initializes (noting the auth methods the agent advertises) and, given `auth`,
/// authenticates with that method: what a group does before opening sessions.
pub async fn ready(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    let init = initialized(agent).await?;
    let methods = init
        .get("authMethods")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|m| m.get("id")?.as_str().map(str::to_owned))
        .collect();
    rec.auth_methods.get_or_insert(methods);
    let Some(id) = auth else {
        return Ok(());
    };
    let params = to_json(&AuthenticateRequest::new(id.to_string()));
    let response = agent.call(AuthenticateRequest::METHOD, params).await?;
    match response.get("result") {
        Some(_) => Ok(()),
        None => Err(Stop::Step(format!(
            "`{}` with `{id}` failed: {}",
            AuthenticateRequest::METHOD,
            brief(&response)
        ))),
    }
}

/// An absolute directory for `session/new`.
pub fn cwd() -> String {
    let dir = std::env::temp_dir();
    let dir = std::path::absolute(&dir).unwrap_or(dir);
    dir.display().to_string()
}

/// The params of `session/new` in [`cwd`], with `meta` as `_meta` when given.
pub fn new_session_params(meta: Option<Value>) -> Value {
    let mut params = to_json(&NewSessionRequest::new(cwd(), vec![]));
    if let Some(meta) = meta {
        params["_meta"] = meta;
    }
    params
}

/// Opens a session; -32000 stops the group as "needs authentication".
pub async fn open_session(agent: &mut Peer) -> Result<String, Stop> {
    let response = agent
        .call(NewSessionRequest::METHOD, new_session_params(None))
        .await?;
    session_id(&response)
        .map_err(|why| needs_auth(NewSessionRequest::METHOD, &response).unwrap_or(Stop::Step(why)))
}

/// `Stop::NeedsAuth` when `response` (to `method`) is -32000, authentication required.
fn needs_auth(method: &str, response: &Value) -> Option<Stop> {
    (error_code(response) == Some(i64::from(ErrorCode::AUTHENTICATION_REQUIRED.0))).then(|| {
        Stop::NeedsAuth(format!(
            "{method} needs authentication: {}",
            brief(response)
        ))
    })
}

/// The session id of a `session/new` response.
pub fn session_id(response: &Value) -> Result<String, String> {
    response
        .get("result")
        .and_then(|r| serde_json::from_value::<NewSessionResponse>(r.clone()).ok())
        .map(|r| r.session_id.to_string())
        .ok_or_else(|| format!("session/new: {}", brief(response)))
}

/// The params of a `session/prompt` with one text block.
pub fn prompt_params(session: &str, text: &str) -> Value {
    let block = ContentBlock::from(TextContent::new(text));
    to_json(&PromptRequest::new(session.to_string(), vec![block]))
}

/// A prompt sent, and where its answer landed in the log.
pub struct Turn {
    /// Where the log stood when the prompt was sent.
    pub from: usize,
    /// The response's position in the log.
    pub at: usize,
    /// The response.
    pub response: Value,
}

impl Turn {
    /// The stop reason of a successful response.
    pub fn stop_reason(&self) -> Option<&str> {
        self.response.get("result")?.get("stopReason")?.as_str()
    }
}

/// Sends a prompt (`params` as built by [`prompt_params`]) and waits for its
/// response; -32000 (authentication required) stops the group.
pub async fn prompt(agent: &mut Peer, params: Value, within: Duration) -> Result<Turn, Stop> {
    let from = agent.log.len();
    let id = agent.start(PromptRequest::METHOD, params).await?;
    let (at, response) = agent.response(&id, within).await?;
    if let Some(stop) = needs_auth(PromptRequest::METHOD, &response) {
        return Err(stop);
    }
    Ok(Turn { from, at, response })
}

/// The `session/update` notifications in `log[range]`, decoded (or the error).
pub fn updates(
    log: &[Value],
    range: std::ops::Range<usize>,
) -> Vec<Result<SessionNotification, String>> {
    log[range]
        .iter()
        .filter(|m| m.get("method").and_then(Value::as_str) == Some(SessionNotification::METHOD))
        .map(|m| {
            serde_json::from_value::<SessionNotification>(
                m.get("params").cloned().unwrap_or(Value::Null),
            )
            .map_err(|e| format!("{e}: {}", shorten(&m.to_string(), 200)))
        })
        .collect()
}

/// The text of the `agent_message_chunk`s of `session` among `updates`.
pub fn message_text(updates: &[Result<SessionNotification, String>], session: &str) -> String {
    let mut text = String::new();
    for update in updates.iter().flatten() {
        if update.session_id.0 != session {
            continue;
        }
        if let SessionUpdate::AgentMessageChunk(chunk) = &update.update {
            if let ContentBlock::Text(t) = &chunk.content {
                text.push_str(&t.text);
            }
        }
    }
    text
}

/// A message in a few words, for reports.
pub fn brief(message: &Value) -> String {
    match message.get("error") {
        Some(error) => format!(
            "error {} {}",
            error.get("code").unwrap_or(&Value::Null),
            shorten(
                error.get("message").and_then(Value::as_str).unwrap_or(""),
                120
            )
        ),
        None => shorten(&message.to_string(), 160),
    }
}

/// `value` as JSON (the generated types always encode).
pub fn to_json(value: &impl serde::Serialize) -> Value {
    serde_json::to_value(value).expect("a generated type encodes")
}

/// A JSON-RPC request object.
pub fn request(id: Value, method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

/// A JSON-RPC notification object.
pub fn notification(method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "method": method, "params": params})
}
