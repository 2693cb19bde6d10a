//! The chat in ACP v1: the session opened (new, `--load` or `--resume`), its
//! updates shown, and the client that answers the agent's requests
//! (`v1/client.rs`).

mod client;

use std::path::Path;

use acp::jsonrpc::Request as _;
use acp::v1::session::{Opener, Session, SessionState};
use acp::v1::*;
use acp::{CallError, CallResult};

pub use client::Client;

use super::auth::{self, Auth, Login, Method};
use super::console::Console;
use super::failure::failure;
use super::help::Command;
use super::options::{Open, Options};
use super::render::{tool_failed, tool_heading, updates};
use super::screen::{say, say_line, stream, Stream};
use super::signals::Signals;
use super::turns::{self, Dialect, Ending};
use super::{config, AgentLink, End};

/// The conversation once the agent answered `initialize` in v1.
pub async fn converse(
    agent: AgentPeer,
    process: &AgentLink,
    init: InitializeResponse,
    options: &Options,
    cwd: &Path,
    console: &mut Console,
    signals: &mut Signals,
) -> End {
    let info = init.agent_info.as_ref().map(|i| (&i.name, &i.version));
    super::say_connected(info, options, init.protocol_version.0);
    let methods = init.auth_methods.iter().map(Method::from_v1).collect();
    let mut auth = Auth::new(methods, options);
    let opened = open_session(&agent, process, &init, &mut auth, options, cwd, signals).await;
    match opened {
        Ok(session) => {
            turns::converse(process, session, (), &auth, &options.mcp, console, signals).await
        }
        Err(end) => end,
    }
}

impl Dialect for Module {
    /// v1's updates are shown as they come, with nothing to remember.
    type View = ();

    fn show(_: &mut (), update: &SessionUpdate) {
        show_update(update);
    }

    fn turn_started(_: &mut ()) {}

    fn turn_ended(_: &mut ()) {}

    fn commands(state: &SessionState) -> Vec<Command> {
        let commands = state.available_commands.iter().flatten();
        commands
            .map(|c| Command {
                name: c.name.clone(),
                description: c.description.clone(),
            })
            .collect()
    }

    fn text(line: String) -> ContentBlock {
        ContentBlock::from(TextContent::new(line))
    }

    fn config(state: &SessionState) -> Vec<config::Line> {
        config::lines(&config::v1_as_v2(
            state.config_options.as_deref().unwrap_or_default(),
        ))
    }

    async fn set_config(session: &Session, id: &str, value: &str) -> CallResult<Vec<config::Line>> {
        let kind = match value {
            "true" | "false" => SetSessionConfigOptionRequestKind::boolean(value == "true"),
            _ => SetSessionConfigOptionRequestKind::value_id(value),
        };
        let request = SetSessionConfigOptionRequest::new(session.id().clone(), id, kind);
        let answer = session.set_config_option(request).await?;
        Ok(config::lines(&config::v1_as_v2(&answer.config_options)))
    }

    fn ending(end: &PromptResponse) -> Ending {
        Ending::Stopped(end.stop_reason.to_string())
    }
}

/// A content block of a stream: its text, or what kind of block it is.
fn show_chunk(kind: Stream, content: &ContentBlock) {
    stream(kind, &updates::v1::block(content));
}

/// Prints one update of the session.
fn show_update(update: &SessionUpdate) {
    match update {
        SessionUpdate::AgentMessageChunk(c) => show_chunk(Stream::Agent, &c.content),
        SessionUpdate::AgentThoughtChunk(c) => show_chunk(Stream::Thought, &c.content),
        // Sent when `session/load` replays a session's history.
        SessionUpdate::UserMessageChunk(c) => show_chunk(Stream::User, &c.content),
        SessionUpdate::ToolCall(call) => {
            let kind = call.kind.as_ref().map(|k| k.to_string());
            let status = call.status.as_ref().map(|s| s.to_string());
            let id = call.tool_call_id.to_string();
            say(&tool_heading(&id, &call.title, kind, status));
            if call.status == Some(ToolCallStatus::Failed) {
                let texts = tool_texts(call.content.as_deref());
                say_line(&tool_failed(&id, &texts, call.raw_output.as_ref()));
            }
        }
        SessionUpdate::ToolCallUpdate(update) if update.status == Some(ToolCallStatus::Failed) => {
            let texts = tool_texts(update.content.as_deref());
            let id = update.tool_call_id.to_string();
            say_line(&tool_failed(&id, &texts, update.raw_output.as_ref()));
        }
        SessionUpdate::ToolCallUpdate(update) => {
            let status = update
                .status
                .as_ref()
                .map(|s| s.to_string())
                .unwrap_or_else(|| "updated".into());
            say_line(&format!("[tool {}] {status}\n", update.tool_call_id));
        }
        SessionUpdate::Plan(plan) => {
            say("\n[plan]\n");
            for entry in &plan.entries {
                say(&format!("  - {} ({})\n", entry.content, entry.status));
            }
        }
        SessionUpdate::ConfigOptionUpdate(update) => {
            config::show_changes(config::lines(&config::v1_as_v2(&update.config_options)));
        }
        other => match updates::v1::describe(other) {
            Some(text) => say_line(&text),
            None => say(&format!("\n[{}]\n", other.tag())),
        },
    }
}

/// The text of a tool call's content blocks (what a failed call says of why).
fn tool_texts(content: Option<&[ToolCallContent]>) -> Vec<String> {
    content
        .unwrap_or_default()
        .iter()
        .filter_map(|c| match c {
            ToolCallContent::Content(c) => Some(updates::v1::block(&c.content)),
            _ => None,
        })
        .collect()
}

impl Open {
    /// The method that opens the session.
    fn method(&self) -> &'static str {
        match self {
            Open::New => NewSessionRequest::METHOD,
            Open::Load(_) => LoadSessionRequest::METHOD,
            Open::Resume(_) => ResumeSessionRequest::METHOD,
        }
    }

    /// Opens the session. A `session/load` replay waits in the handle.
    async fn call(
        &self,
        agent: &AgentPeer,
        cwd: &Path,
        mcp: Vec<acp::v1::McpServer>,
    ) -> acp::CallResult<Session> {
        let cwd = cwd.display().to_string();
        match self {
            Open::New => Session::new(agent, NewSessionRequest::new(cwd, mcp)).await,
            Open::Load(id) => {
                // A long history is held whole until the load returns.
                let request = LoadSessionRequest::new(mcp, cwd, id.as_str());
                Opener::default().buffer(1 << 20).load(agent, request).await
            }
            Open::Resume(id) => {
                let request = ResumeSessionRequest::new(id.as_str(), cwd).mcp_servers(mcp);
                Session::resume(agent, request).await
            }
        }
    }
}

/// Opens the session `--load`, `--resume` or none asks for, authenticating
/// first under `--auth`, or when the agent asks for credentials and an
/// env-var method has what it needs.
async fn open_session(
    agent: &AgentPeer,
    process: &AgentLink,
    init: &InitializeResponse,
    auth: &mut Auth,
    options: &Options,
    cwd: &Path,
    signals: &mut Signals,
) -> Result<Session, End> {
    let caps = &init.agent_capabilities;
    let unsupported = match &options.open {
        Open::Load(_) if !caps.load_session => Some(("--load", "agentCapabilities.loadSession")),
        Open::Resume(_) if caps.session_capabilities.resume.is_none() => {
            Some(("--resume", "agentCapabilities.sessionCapabilities.resume"))
        }
        _ => None,
    };
    if let Some((flag, capability)) = unsupported {
        return Err(End::Failed(format!(
            "{flag}: the agent does not support `{}` (it does not advertise `{capability}`)",
            options.open.method()
        )));
    }
    let login = Login::V1(agent);
    auth::up_front(login, process, auth, options, signals).await?;
    let method = options.open.method();
    if let Open::Load(id) = &options.open {
        say_line(&format!("[loading session {id}]\n"));
    }
    loop {
        let mcp = options.mcp.v1(&caps.mcp_capabilities);
        match signals.unless(options.open.call(agent, cwd, mcp)).await? {
            Ok(mut session) => {
                let id = session.id();
                let opened = match &options.open {
                    Open::New => None,
                    Open::Load(_) => Some(format!("[session {id} loaded]\n")),
                    Open::Resume(_) => Some(format!("[resumed session {id}]\n")),
                };
                turns::opened(&mut session, &mut (), opened);
                return Ok(session);
            }
            Err(CallError::Peer(e)) if e.code == ErrorCode::AUTHENTICATION_REQUIRED => {
                auth::after_refusal(login, process, auth, (method, &e), signals).await?;
            }
            Err(e) => return Err(End::Failed(failure(method, &e, process).await)),
        }
    }
}
