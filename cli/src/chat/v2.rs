//! The chat in ACP v2: the session opened (new, or `--resume`; v2 has no
//! `session/load`), its updates shown (`v2/view.rs`), turns that end at the
//! `idle` the agent reports, with its stop reason, and the client that answers
//! the agent's requests (`v2/client.rs`).

mod client;
mod view;

use std::path::Path;

use acp::jsonrpc::Request as _;
use acp::v2::session::{Session, SessionState};
use acp::v2::*;
use acp::{CallError, CallResult};

pub use client::Client;
use view::View;

use super::auth::{self, Auth, Login, Method};
use super::console::Console;
use super::failure::failure;
use super::help::Command;
use super::options::{Open, Options};
use super::signals::Signals;
use super::turns::{self, Dialect, Ending};
use super::{config, AgentLink, End};

/// The conversation once the agent answered `initialize` in v2.
pub async fn converse(
    agent: AgentPeer,
    process: &AgentLink,
    init: InitializeResponse,
    options: &Options,
    cwd: &Path,
    console: &mut Console,
    signals: &mut Signals,
) -> End {
    let info = (&init.info.name, &init.info.version);
    super::say_connected(Some(info), options, init.protocol_version.0);
    let methods = init.auth_methods.iter().flatten().map(Method::from_v2);
    let mut auth = Auth::new(methods.collect(), options);
    let opened = open_session(&agent, process, &init, &mut auth, options, cwd, signals).await;
    match opened {
        Ok((session, view)) => {
            turns::converse(
                process,
                session,
                view,
                &auth,
                &options.mcp,
                console,
                signals,
            )
            .await
        }
        Err(end) => end,
    }
}

impl Dialect for Module {
    type View = View;

    fn show(view: &mut View, update: &SessionUpdate) {
        view.show(update);
    }

    fn turn_started(view: &mut View) {
        view.turn_started();
    }

    fn turn_ended(view: &mut View) {
        view.turn_ended();
    }

    fn commands(state: &SessionState) -> Vec<Command> {
        let commands = state.available_commands.iter().flatten();
        commands
            .filter_map(|c| match c {
                AvailableCommand::Command(c) => Some(Command {
                    name: c.name.clone(),
                    description: c.description.clone(),
                }),
                // A kind of command this schema version does not know.
                _ => None,
            })
            .collect()
    }

    fn text(line: String) -> ContentBlock {
        ContentBlock::from(TextContent::new(line))
    }

    fn config(state: &SessionState) -> Vec<config::Line> {
        config::lines(state.config_options.as_deref().unwrap_or_default())
    }

    async fn set_config(session: &Session, id: &str, value: &str) -> CallResult<Vec<config::Line>> {
        let kind = match value {
            "true" | "false" => SetSessionConfigOptionRequestKind::boolean(value == "true"),
            _ => SetSessionConfigOptionRequestKind::id(value),
        };
        let request = SetSessionConfigOptionRequest::new(session.id().clone(), id, kind);
        let answer = session.set_config_option(request).await?;
        Ok(config::lines(&answer.config_options))
    }

    fn ending(end: &IdleStateUpdate) -> Ending {
        match &end.kind {
            IdleStateUpdateKind::Error(ErrorStopReason {
                error: Some(error), ..
            }) => Ending::Failed(error.clone()),
            // `end_turn`, ..., an `error` that does not say which, stop
            // reasons this schema version does not know, and none (`idle`:
            // the agent stopped without saying why).
            kind => Ending::Stopped(kind.tag().unwrap_or("idle").to_owned()),
        }
    }
}

/// The method that opens the session.
fn method(open: &Open) -> &'static str {
    match open {
        Open::Resume(_) => ResumeSessionRequest::METHOD,
        _ => NewSessionRequest::METHOD,
    }
}

/// Opens the session (`session/new`, or `session/resume` under `--resume`),
/// authenticating first under `--auth`, or when the agent asks for
/// credentials and an env-var method has what it needs. The view has shown
/// what the opening brought.
async fn open_session(
    agent: &AgentPeer,
    process: &AgentLink,
    init: &InitializeResponse,
    auth: &mut Auth,
    options: &Options,
    cwd: &Path,
    signals: &mut Signals,
) -> Result<(Session, View), End> {
    match &options.open {
        // `--load` makes the chat speak v1 (`options.rs`); said again here
        // so that v2 never sends what it does not have.
        Open::Load(_) => {
            return Err(End::Failed(format!(
                "--load: the agent speaks v2, which has no `{}`",
                acp::v1::LoadSessionRequest::METHOD
            )))
        }
        Open::Resume(_) if init.capabilities.session.is_none() => {
            return Err(End::Failed(format!(
                "--resume: the agent does not support `{}` (it does not advertise \
                 `capabilities.session`)",
                ResumeSessionRequest::METHOD
            )))
        }
        _ => {}
    }
    let login = Login::V2(agent);
    auth::up_front(login, process, auth, options, signals).await?;
    let method = method(&options.open);
    let cwd = cwd.display().to_string();
    let mcp_caps = init
        .capabilities
        .session
        .as_ref()
        .and_then(|s| s.mcp.as_ref());
    loop {
        let mcp = options.mcp.v2(mcp_caps);
        let call = async {
            match &options.open {
                Open::Resume(id) => {
                    let request =
                        ResumeSessionRequest::new(id.as_str(), cwd.as_str()).mcp_servers(mcp);
                    Session::resume(agent, request).await
                }
                _ => {
                    let request = NewSessionRequest::new(cwd.as_str()).mcp_servers(mcp);
                    Session::new(agent, request).await
                }
            }
        };
        match signals.unless(call).await? {
            Ok(mut session) => {
                let opened = match &options.open {
                    Open::Resume(_) => Some(format!("[resumed session {}]\n", session.id())),
                    _ => None,
                };
                let mut view = View::default();
                turns::opened(&mut session, &mut view, opened);
                return Ok((session, view));
            }
            Err(CallError::Peer(e)) if e.code == ErrorCode::AUTHENTICATION_REQUIRED => {
                auth::after_refusal(login, process, auth, (method, &e), signals).await?;
            }
            Err(e) => return Err(End::Failed(failure(method, &e, process).await)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ending(kind: IdleStateUpdateKind) -> String {
        match Module::ending(&IdleStateUpdate::new(kind)) {
            Ending::Stopped(reason) => reason,
            Ending::Failed(error) => format!("failed: {error}"),
        }
    }

    #[test]
    fn how_turns_end() {
        assert_eq!(ending(IdleStateUpdateKind::EndTurn), "end_turn");
        assert_eq!(ending(IdleStateUpdateKind::MaxTokens), "max_tokens");
        assert_eq!(
            ending(IdleStateUpdateKind::MaxTurnRequests),
            "max_turn_requests"
        );
        assert_eq!(ending(IdleStateUpdateKind::Refusal), "refusal");
        assert_eq!(ending(IdleStateUpdateKind::Cancelled), "cancelled");
        assert_eq!(ending(IdleStateUpdateKind::None), "idle");
        let error = Error::new(ErrorCode::INTERNAL_ERROR, "the model went away");
        let failed = IdleStateUpdateKind::Error(ErrorStopReason::new().error(error));
        assert_eq!(ending(failed), "failed: the model went away (code -32603)");
        assert_eq!(
            ending(IdleStateUpdateKind::Error(ErrorStopReason::new())),
            "error"
        );
        let future: IdleStateUpdate =
            serde_json::from_value(serde_json::json!({"stopReason": "_paused"})).unwrap();
        match Module::ending(&future) {
            Ending::Stopped(reason) => assert_eq!(reason, "_paused"),
            Ending::Failed(error) => panic!("{error}"),
        }
    }
}
