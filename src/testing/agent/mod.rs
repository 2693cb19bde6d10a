//! The checks of an agent, by group, one module each; every group runs on a
//! fresh agent (a new process, or a new value served in-process). This module
//! runs the groups in order ([`run`]), starts each group's agent, turns an early
//! end (the agent died, would not initialize, needs authentication) into outcomes
//! for the checks not reached, and holds the steps groups share (initialize and
//! authenticate, session/new, prompts).

mod cancel;
mod concurrency;
mod config;
mod eof;
mod framing;
mod handshake;
mod history;
mod mcp;
mod permission;
mod scratch;
mod session;
mod tool_calls;

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::Value;

use super::catalog::{self, CHECKS};
use super::recorder::Recorder;
use super::report::{Outcome, Report};
use super::wire::{brief, error_code, notification, request, shorten, to_json, Peer, WireError};
use crate::connection::Handler;
use crate::jsonrpc::method::{Notification, Request};
use crate::v1::{
    AuthenticateRequest, CancelNotification, ContentBlock, ErrorCode, InitializeRequest,
    NewSessionRequest, NewSessionResponse, PromptRequest, PromptResponse, ProtocolVersion,
    SessionNotification, SessionUpdate, StopReason, TextContent,
};

/// How long to watch for late updates after a prompt's response.
const LATE: Duration = Duration::from_millis(300);

/// What the checks are asked to do beyond the agent: how long an answer may
/// take, the auth method to use first, the directory to open sessions in (a
/// scratch directory made and removed by the run when `None`), and who hears
/// of each group's end.
pub(crate) struct Settings<'p> {
    pub(crate) timeout: Duration,
    pub(crate) auth: Option<String>,
    pub(crate) cwd: Option<PathBuf>,
    pub(crate) progress: Option<&'p (dyn Fn(Progress<'_>) + Send + Sync)>,
    /// Checks the caller said do not apply, with why.
    pub(crate) skip: Vec<(String, String)>,
}

use super::report::Progress;

/// Starts a fresh agent for each group.
pub(crate) trait Launch {
    /// The agent, as the report names it: its command, or its type.
    fn describe(&self) -> Vec<String>;
    /// A fresh agent, or why it cannot be started.
    fn launch(&mut self, timeout: Duration) -> Result<Peer, String>;
    /// Why the checks that need a process do not apply, for an agent served
    /// in-process.
    fn no_process(&self) -> Option<&'static str> {
        None
    }
}

/// An agent command, started once per group.
pub(crate) struct Command {
    pub(crate) program: OsString,
    pub(crate) args: Vec<OsString>,
}

impl Launch for Command {
    fn describe(&self) -> Vec<String> {
        std::iter::once(&self.program)
            .chain(&self.args)
            .map(|word| word.to_string_lossy().into_owned())
            .collect()
    }

    fn launch(&mut self, timeout: Duration) -> Result<Peer, String> {
        Peer::spawn(&self.program, &self.args, timeout).map_err(|e| {
            format!(
                "cannot start the agent command `{}`: {e}",
                self.describe().join(" ")
            )
        })
    }
}

/// An agent served in-process: `make` gives a fresh handler for each group.
pub(crate) struct InProcess<F> {
    pub(crate) make: F,
    pub(crate) name: &'static str,
}

/// Why the checks of a process (its exit, its stdout) do not apply in-process.
const NO_PROCESS: &str = "does not apply in-process: it checks the agent's process (its stdout, \
    its exit at the end of its stdin), and an agent served in-process has none; \
    check_agent_command runs it against the agent's binary";

impl<F: FnMut() -> H, H: Handler> Launch for InProcess<F> {
    fn describe(&self) -> Vec<String> {
        vec![self.name.to_owned()]
    }

    fn launch(&mut self, timeout: Duration) -> Result<Peer, String> {
        Ok(Peer::serve((self.make)(), timeout))
    }

    fn no_process(&self) -> Option<&'static str> {
        Some(NO_PROCESS)
    }
}

/// The checks that need an agent process.
const PROCESS_CHECKS: [&str; 2] = ["transport.exit-on-eof", "transport.stdout-only-messages"];

/// Runs every group against fresh agents from `agent`, with sessions in the
/// settings' directory or a scratch one (removed when the run ends, however it
/// ends).
pub(crate) async fn run(agent: &mut dyn Launch, settings: &Settings<'_>) -> Report {
    let scratch;
    let cwd = match &settings.cwd {
        Some(dir) => dir.clone(),
        None => match scratch::Scratch::new() {
            Ok(made) => {
                scratch = made;
                scratch.path().to_owned()
            }
            Err(e) => {
                let why = format!("cannot make a scratch directory for the sessions: {e}");
                return Report::error("agent", agent.describe(), why);
            }
        },
    };
    let cwd = cwd.display().to_string();
    let mut recorder = Recorder::default();
    if let Some(why) = agent.no_process() {
        for id in PROCESS_CHECKS {
            recorder.record(id, Outcome::Skip(why.to_owned()));
        }
    }
    let mut session_blocked: Option<String> = None;
    for group in catalog::groups() {
        if group == "all" {
            continue;
        }
        let blocked = session_blocked.clone();
        if let Some(progress) = settings.progress {
            progress(Progress::Started(group));
        }
        let ended = run_group(
            group,
            agent,
            settings,
            &cwd,
            &mut recorder,
            blocked.as_deref(),
        )
        .await;
        match ended {
            GroupEnd::Done => {}
            GroupEnd::NeedsAuth(why) => {
                session_blocked.get_or_insert(why);
            }
            // Nothing ran: no group's rows, only the error.
            GroupEnd::CannotStart(why) => {
                return Report::error("agent", agent.describe(), why);
            }
        }
        if let Some(progress) = settings.progress {
            progress(Progress::Ended(group, &recorder.group(group)));
        }
    }
    for (id, why) in &settings.skip {
        recorder.record(id, Outcome::Skip(format!("does not apply: {why}")));
    }
    let garbage = std::mem::take(&mut recorder.garbage);
    let stdout_check = "transport.stdout-only-messages";
    match garbage.first() {
        _ if !recorder.started => recorder.record(
            stdout_check,
            Outcome::Skip("the agent never started".into()),
        ),
        None => recorder.record(stdout_check, Outcome::Pass),
        Some(first) => recorder.record(
            stdout_check,
            Outcome::Fail(format!(
                "{} line(s) that are not JSON objects, the first: {first:?}",
                garbage.len()
            )),
        ),
    }
    if let Some(progress) = settings.progress {
        progress(Progress::Ended("all", &recorder.group("all")));
    }
    let report = Report::new("agent", agent.describe(), recorder.results(CHECKS));
    match agent.no_process() {
        Some(_) => report.served_in_process(),
        None => report,
    }
}

/// How a group ended.
enum GroupEnd {
    /// It ran (some checks may have failed).
    Done,
    /// `session/new` or `session/prompt` needs authentication (why, with what the
    /// agent offers): the later groups needing a session skip.
    NeedsAuth(String),
    /// The agent command could not be started (why): nothing can be checked.
    CannotStart(String),
}

/// Why a group stopped early.
enum Stop {
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
    matches!(
        group,
        "session"
            | "config"
            | "history"
            | "cancel"
            | "permission"
            | "tool-calls"
            | "concurrency"
            | "mcp"
    )
}

/// Runs `group` on a fresh agent, its sessions in `cwd`.
async fn run_group(
    group: &str,
    launch: &mut dyn Launch,
    settings: &Settings<'_>,
    cwd: &str,
    rec: &mut Recorder,
    no_session: Option<&str>,
) -> GroupEnd {
    if let (true, Some(why)) = (needs_session(group), no_session) {
        rec.rest_of_group(group, &Outcome::Skip(why.to_string()));
        return GroupEnd::Done;
    }
    let skipped = |id: &str| settings.skip.iter().any(|(s, _)| s == id);
    if CHECKS
        .iter()
        .filter(|c| c.group == group)
        .all(|c| skipped(c.id))
    {
        return GroupEnd::Done;
    }
    if let (Some(why), "eof") = (launch.no_process(), group) {
        rec.rest_of_group(group, &Outcome::Skip(why.to_string()));
        return GroupEnd::Done;
    }
    let mut agent = match launch.launch(settings.timeout) {
        Ok(agent) => agent,
        Err(why) => return GroupEnd::CannotStart(why),
    };
    agent.cwd = cwd.to_owned();
    let auth = settings.auth.as_deref();
    let result = match group {
        "handshake" => handshake::run(&mut agent, rec).await,
        "framing" => framing::run(&mut agent, rec).await,
        "session" => session::run(&mut agent, rec, auth).await,
        "config" => config::run(&mut agent, rec, auth).await,
        "history" => history::run(&mut agent, rec, auth).await,
        "cancel" => cancel::run(&mut agent, rec, auth).await,
        "permission" => permission::run(&mut agent, rec, auth).await,
        "tool-calls" => tool_calls::run(&mut agent, rec, auth).await,
        "concurrency" => concurrency::run(&mut agent, rec, auth).await,
        "mcp" => mcp::run(&mut agent, rec, auth, settings.timeout).await,
        "eof" => eof::run(&mut agent, rec, auth, no_session).await,
        other => unreachable!("no group {other}"),
    };
    if launch.no_process().is_none() {
        rec.garbage(&agent.garbage);
    }
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
async fn initialize(agent: &mut Peer, version: u16) -> Result<Value, String> {
    let params = to_json(&InitializeRequest::new(ProtocolVersion(version)));
    send_initialize(agent, params).await
}

/// `initialize` asking for `version` with the fields every published protocol
/// version requires (v1's request and v2's `info`): a client asking for a version
/// it does not know the shape of cannot send that version's own fields, and an
/// agent that also speaks v2 reads such a request as v2.
async fn initialize_any_version(agent: &mut Peer, version: u16) -> Result<Value, String> {
    let mut params = to_json(&InitializeRequest::new(ProtocolVersion(version)));
    let info = crate::v2::Implementation::new("acp-check", env!("CARGO_PKG_VERSION"));
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
async fn initialized(agent: &mut Peer) -> Result<Value, Stop> {
    initialize(agent, crate::v1::PROTOCOL_VERSION.0)
        .await
        .map_err(Stop::Step)
}

/// Initializes (noting the auth methods the agent advertises) and, given `auth`,
/// authenticates with that method: what a group does before opening sessions.
/// The `initialize` result.
async fn ready(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<Value, Stop> {
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
        return Ok(init);
    };
    let params = to_json(&AuthenticateRequest::new(id.to_string()));
    let response = agent.call(AuthenticateRequest::METHOD, params).await?;
    match response.get("result") {
        Some(_) => Ok(init),
        None => Err(Stop::Step(format!(
            "`{}` with `{id}` failed: {}",
            AuthenticateRequest::METHOD,
            brief(&response)
        ))),
    }
}

/// The params of `session/new` in the agent's session directory
/// ([`Peer::cwd`]), with `meta` as `_meta` when given.
fn new_session_params(agent: &Peer, meta: Option<Value>) -> Value {
    let mut params = to_json(&NewSessionRequest::new(agent.cwd.clone(), vec![]));
    if let Some(meta) = meta {
        params["_meta"] = meta;
    }
    params
}

/// Opens a session; -32000 stops the group as "needs authentication".
async fn open_session(agent: &mut Peer) -> Result<String, Stop> {
    opened_session(agent).await.map(|(id, _)| id)
}

/// [`open_session`], with the whole answer.
async fn opened_session(agent: &mut Peer) -> Result<(String, Value), Stop> {
    let params = new_session_params(agent, None);
    let response = agent.call(NewSessionRequest::METHOD, params).await?;
    let id = session_id(&response).map_err(|why| {
        needs_auth(NewSessionRequest::METHOD, &response).unwrap_or(Stop::Step(why))
    })?;
    Ok((id, response["result"].clone()))
}

/// A note for the check `id` when the agent asked permission during its
/// turns: what `acp check` answered.
fn note_questions(agent: &Peer, rec: &mut Recorder, id: &str) {
    if agent.answered_questions.is_empty() {
        return;
    }
    rec.note(
        id,
        format!(
            "the agent asked permission {} time(s) during the turns; acp check answered {} \
             (never a standing permission, and nothing is run or written for it)",
            agent.answered_questions.len(),
            agent.answered_questions.join(", ")
        ),
    );
}

/// Sends `session/cancel` for `session`.
async fn cancel_session(agent: &mut Peer, session: &str) -> Result<(), Stop> {
    let params = to_json(&CancelNotification::new(session.to_string()));
    agent
        .send(&notification(CancelNotification::METHOD, params))
        .await?;
    Ok(())
}

/// The answer to the cancelled prompt `id` of `session` (the log from `from`
/// on holds its turn): its stop reason (`None` when it carries none) and the
/// answer; or why the turn fails whatever its answer (none in time, or the
/// turn's output after it).
async fn cancelled_answer(
    agent: &mut Peer,
    session: &str,
    id: &Value,
    from: usize,
) -> Result<Result<(Option<StopReason>, Value), String>, Stop> {
    let (at, response) = match agent.response(id, agent.timeout).await {
        Ok(answer) => answer,
        Err(e @ WireError::Timeout(_)) => {
            return Ok(Err(format!(
                "the prompt was not answered after the cancel: {e}"
            )))
        }
        Err(e) => return Err(e.into()),
    };
    agent.settle(LATE).await;
    let turn = Turn { from, at, response };
    if let Err(late) = updates_after(agent, &turn, session) {
        return Ok(Err(late));
    }
    let reason = turn
        .response
        .get("result")
        .and_then(|r| serde_json::from_value::<PromptResponse>(r.clone()).ok())
        .map(|r| r.stop_reason);
    Ok(Ok((reason, turn.response)))
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
fn session_id(response: &Value) -> Result<String, String> {
    response
        .get("result")
        .and_then(|r| serde_json::from_value::<NewSessionResponse>(r.clone()).ok())
        .map(|r| r.session_id.to_string())
        .ok_or_else(|| format!("session/new: {}", brief(response)))
}

/// The params of a `session/prompt` with one text block.
fn prompt_params(session: &str, text: &str) -> Value {
    let block = ContentBlock::from(TextContent::new(text));
    to_json(&PromptRequest::new(session.to_string(), vec![block]))
}

/// A prompt sent, and where its answer landed in the log.
struct Turn {
    /// Where the log stood when the prompt was sent.
    from: usize,
    /// The response's position in the log.
    at: usize,
    /// The response.
    response: Value,
}

impl Turn {
    /// The stop reason of a successful response.
    fn stop_reason(&self) -> Option<&str> {
        self.response.get("result")?.get("stopReason")?.as_str()
    }
}

/// Sends a prompt (`params` as built by [`prompt_params`]) and waits for its
/// response; -32000 (authentication required) stops the group.
async fn prompt(agent: &mut Peer, params: Value, within: Duration) -> Result<Turn, Stop> {
    let from = agent.log.len();
    let id = agent.start(PromptRequest::METHOD, params).await?;
    let (at, response) = agent.response(&id, within).await?;
    if let Some(stop) = needs_auth(PromptRequest::METHOD, &response) {
        return Err(stop);
    }
    Ok(Turn { from, at, response })
}

/// The `session/update` notifications in `log[range]`, decoded (or the error).
fn updates(
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
fn message_text(updates: &[Result<SessionNotification, String>], session: &str) -> String {
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

/// Whether an update is the turn's own output (its messages, thoughts, tool calls
/// and plan), as opposed to the session's state (title, commands, mode, config
/// options, usage, and kinds this schema does not know), which may come at any time.
fn of_the_turn(update: &SessionUpdate) -> bool {
    matches!(
        update,
        SessionUpdate::UserMessageChunk(_)
            | SessionUpdate::AgentMessageChunk(_)
            | SessionUpdate::AgentThoughtChunk(_)
            | SessionUpdate::ToolCall(_)
            | SessionUpdate::ToolCallUpdate(_)
            | SessionUpdate::Plan(_)
    )
}

/// Fails if an update of the turn's own output for `session` arrived after the
/// turn's response; otherwise the kinds of the session's updates that did.
fn updates_after(agent: &Peer, turn: &Turn, session: &str) -> Result<Vec<String>, String> {
    let after = updates(&agent.log, turn.at + 1..agent.log.len());
    let mut state = Vec::new();
    for n in after.iter().flatten().filter(|n| n.session_id.0 == session) {
        let json = serde_json::to_value(&n.update).unwrap_or_default();
        if of_the_turn(&n.update) {
            return Err(format!(
                "the turn's output arrived after the response: {}",
                shorten(&json.to_string(), 120)
            ));
        }
        let kind = json["sessionUpdate"].as_str().unwrap_or("?").to_owned();
        if !state.contains(&kind) {
            state.push(kind);
        }
    }
    Ok(state)
}
