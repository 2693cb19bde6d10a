//! A terminal chat client for any ACP agent.
//!
//! ```text
//! acp chat [OPTIONS] AGENT_COMMAND [ARGS...]
//! acp chat [OPTIONS] ws://HOST:PORT/acp
//!
//!   --yes                  answer permission requests "allow once" ("allow always"
//!                          only when nothing else allows; it says which)
//!   --auth METHOD_ID       authenticate with this of the agent's advertised methods first
//!   --auth-timeout SECS    how long the agent's own login may take (default 300)
//!   --load SESSION         open SESSION with `session/load` (v1's: the chat speaks v1;
//!                          its history is replayed)
//!   --resume SESSION       open SESSION with `session/resume`
//!   --init-timeout SECS    how long to wait for the answer to `initialize` (default 30)
//!   --protocol v1|v2|auto  speak this version of ACP only (auto: v2 if the agent
//!                          offers it, else v1); by default the newest released one
//!   --mcp 'CMD ARGS', --mcp-env K=V, --mcp-url URL, --mcp-sse URL,
//!   --mcp-header 'K: V', --mcp-name NAME
//!                          MCP servers for the agent (`mcp/`)
//!   --                     ends the options (for an agent command starting with `-`)
//! ```
//!
//! `acp chat --help` (`help.rs`) says all of it for people, `/help` in the chat
//! lists the chat's commands and the agent's.
//!
//! Instead of a command, a `ws://` or `http://` URL (with this package's
//! default feature `remote`) connects to a remote agent, such as
//! `test_agent --listen`, sending `ACP_TOKEN` as its bearer token when set.
//!
//! It starts the agent, settles the protocol version (`negotiate.rs`: by
//! default the newest version whose schema is a release, which
//! `acp_codegen::schemas::released` reads from the schema's record, so v1 while
//! v2's schema is a pre-release; or what `--protocol` says, `auto` being v2
//! when the agent offers it and v1 otherwise; the chat says which, and why,
//! when it connects), opens a session in the current directory (a new
//! one, or the one `--load` or `--resume` names, when the agent advertises that
//! it can) and sends every line typed on stdin as a prompt, printing streamed
//! text, thoughts, tool calls and plans as they arrive (and, under `--load`,
//! the replayed history the same way, the user's messages after `> `). The
//! conversation is written once for both versions (`turns.rs`); each version's
//! module says how its updates are shown (`v1.rs`, `v2.rs` and `v2/view.rs`: a
//! v2 turn is reported by updates, `requires_action` is shown while the agent
//! waits on the user, and the turn's end comes with its stop reason).
//! Permission requests are asked on the terminal, an answer that is not one of
//! the options asked again (under `--yes` answered with the one-time "allow",
//! a standing one only when the agent offers nothing else that allows, and
//! said; `console.rs`, by `acp::permission`'s rule). In v1, `fs/*` requests are
//! served from the real file system, refusing paths outside the session's
//! directory, and `terminal/*` requests run real processes (`v1/client.rs`; v2
//! has no such requests). `/config` shows the session's config options and
//! `/config ID VALUE` changes one, `/help` lists the commands, `/quit` (or end
//! of input) leaves, and Ctrl-C cancels the running prompt (pressed again, or
//! while no prompt runs, it leaves): the SDK's session API sends
//! `session/cancel` and only then answers a permission question still waiting
//! "cancelled", as the spec orders it; so does the end of input while a
//! question waits (nobody is left to answer it). A prompt the agent answers
//! with an error after the cancel is shown as cancelled, with the error. What
//! the screen shows is kept tidy by `screen.rs`
//! (the prompt is drawn again after output that came while it waited; an
//! update that changes no config option is not shown).
//!
//! **What the agent sends is made safe before it is shown** (`chat/render.rs`):
//! escape sequences (colours, titles, hyperlinks, cursor movement, ...) are
//! removed and other control characters shown as `^G`, `\u{85}` and so on, in
//! everything that comes from the agent: message and thought chunks (a sequence
//! cut across chunks included), tool calls, plans, config options, permission
//! questions, error messages, its stderr.
//!
//! **Authentication** (`auth.rs`). The chat tells the agent it can run
//! `terminal` auth methods. When opening the session fails with "authentication
//! required" (-32000), it authenticates with the first advertised env-var
//! method whose variables are all set in its environment and tries once more.
//! When that is not possible or not enough, or a prompt is refused so, it
//! explains what the agent needs, listing every advertised method (the
//! variables to set, `--auth ID` for the methods the agent runs itself, the
//! command that logs in for `terminal` methods), and leaves with exit code 1.
//! The chat does not authenticate before it is asked to: an agent with a stored
//! login (which may still advertise its methods) is not switched to a key that
//! happens to be set. `--auth ID` authenticates with that method before the
//! session is opened: `authenticate` (v2: `auth/login`) for agent and env-var
//! methods (the chat says it waits, and how long, every 20 s, and gives up
//! after `--auth-timeout` with what may be wrong: an agent's own login may wait
//! for a browser), and for a `terminal` method the agent's command with the
//! method's arguments and environment, run here on the terminal (a zero exit
//! status is success). A request the agent fails is explained as far as its
//! error allows: its data on lines of their own, and for an internal error
//! (-32603) the end of the agent's stderr. Env-var methods (`"type":
//! "env_var"`, with `vars`) are not in the schema the SDK is generated from
//! (they arrive as `AuthMethod::Unknown`), but agents send them (codex-acp
//! does): the chat reads their id, `name`, `description` and `vars` from the
//! JSON; nothing else of the protocol is read by hand.
//!
//! An agent that does not answer `initialize` within `--init-timeout` seconds
//! (it may not be an ACP agent at all) is given up on, with the end of its
//! stderr. The agent's stderr is not shown as it comes: its end is shown when
//! the agent fails or exits.
//!
//! The agent and everything it started end with the chat, whichever way it ends
//! (end of input, `/quit`, Ctrl-C, SIGTERM or SIGHUP, a failed or unanswered
//! `initialize`, missing credentials, a failed `session/new`, the agent
//! exiting): the agent runs in a process group of its own (see
//! `acp::transport`), which is shut down before the chat exits.

mod auth;
mod config;
mod console;
mod failure;
mod help;
mod mcp;
mod negotiate;
mod options;
mod render;
mod screen;
mod signals;
mod turns;
mod v1;
mod v2;

pub use help::text as help_text;

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use acp::peer::versions::ByVersion;
use acp::transport::{ChildProcess, ProcessSpec, Stderr};
use acp::{Connection, Handler};
use tokio::sync::watch;

use console::{Asker, Console};
use failure::stderr_tail;
use negotiate::Negotiated;
use options::{Options, Protocol};
use screen::{complain, say};
use signals::Signals;

/// How much of the end of the agent's stderr is kept, to be shown when it fails.
const STDERR_TAIL: usize = 4096;

/// How a chat ended.
enum End {
    /// `/quit` or end of input.
    Done,
    /// Ctrl-C while no prompt ran (or a second one while cancelling), or a
    /// terminating signal: the conventional exit code.
    Signalled(u8),
    /// Something failed, as this message says: exit code 1.
    Failed(String),
}

/// Runs the chat with its command line `args` (the options, then the agent command).
pub async fn run(args: Vec<String>) -> ExitCode {
    let options = match options::parse_args(args.into_iter()) {
        Ok(options) => options,
        Err(e) if e.is_empty() => {
            out!("{}", help::text());
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            errln!("chat: {e}\n{}", help::USAGE);
            return ExitCode::from(2);
        }
    };
    let mut signals = match Signals::listen() {
        Ok(signals) => signals,
        Err(e) => return fail(&format!("cannot listen for signals: {e}")),
    };
    let cwd = match std::env::current_dir().and_then(|d| d.canonicalize()) {
        Ok(cwd) => cwd,
        Err(e) => return fail(&format!("no current directory: {e}")),
    };
    let (leaving, leaving_rx) = watch::channel(false);
    let (asker, mut console) = Asker::new(options.yes, leaving_rx);
    let process = match start(&options, &cwd, asker).await {
        Ok(process) => process,
        Err(e) => return fail(&e),
    };
    // From here on every way out goes through the shutdown below: no `?`, no
    // `exit`, so that the agent and whatever it started never outlive the chat.
    let end = converse(&process, &options, &cwd, &mut console, &mut signals).await;
    leaving.send_replace(true);
    screen::finish();
    if let End::Failed(message) = &end {
        complain(message);
    }
    let agent_left = process.connection().is_closed();
    let tail = process.stderr_tail();
    let status = process.shutdown().await;
    if agent_left {
        complain(&format!(
            "the agent exited ({status}){}",
            stderr_tail(&tail)
        ));
    }
    match end {
        End::Done => ExitCode::SUCCESS,
        End::Signalled(code) => ExitCode::from(code),
        End::Failed(_) => ExitCode::FAILURE,
    }
}

/// Starts the agent (or connects to it) with the client handler of the
/// versions the chat may speak: by default both, v2's first, so that the
/// agent's requests reach the handler of the version `initialize` settles on.
async fn start(options: &Options, cwd: &Path, asker: Arc<Asker>) -> Result<AgentLink, String> {
    let v1 = || acp::v1::ClientHandler(v1::Client::new(cwd.to_owned(), asker.clone()));
    let v2 = || acp::v2::ClientHandler(v2::Client::new(asker.clone()));
    match options.protocol {
        Protocol::V1 => link(options, v1()).await,
        Protocol::V2 => link(options, v2()).await,
        Protocol::Negotiate => {
            let both = ByVersion::new((&acp::v2::HANDSHAKE, v2()), (&acp::v1::HANDSHAKE, v1()));
            link(options, both).await
        }
    }
}

/// The agent's process started with `handler`, or the remote agent connected.
async fn link(options: &Options, handler: impl Handler) -> Result<AgentLink, String> {
    if is_agent_url(&options.program) {
        return connect_url(handler, &options.program).await;
    }
    let spec = ProcessSpec::new(&options.program)
        .args(&options.agent_args)
        .stderr(Stderr::Capture(STDERR_TAIL));
    spec.spawn(handler)
        .map(AgentLink::Process)
        .map_err(|e| format!("cannot start {}: {e}", options.program))
}

/// How the chat reaches its agent: a child process, or a remote agent by URL.
enum AgentLink {
    Process(ChildProcess),
    /// A `ws://` or `http://` URL (features `ws`, `http`).
    #[cfg_attr(not(feature = "remote"), allow(dead_code))]
    Remote(Connection),
}

impl AgentLink {
    fn connection(&self) -> &Connection {
        match self {
            AgentLink::Process(process) => process.connection(),
            AgentLink::Remote(connection) => connection,
        }
    }

    /// The end of the agent's stderr (a remote agent's is not seen).
    fn stderr_tail(&self) -> String {
        match self {
            AgentLink::Process(process) => process.stderr_tail(),
            AgentLink::Remote(_) => String::new(),
        }
    }

    /// Ends the agent (the process group, or the connection); says how it ended.
    async fn shutdown(self) -> String {
        match self {
            AgentLink::Process(process) => match process.shutdown().await {
                Ok(status) => status.to_string(),
                Err(e) => e.to_string(),
            },
            AgentLink::Remote(connection) => {
                connection.close();
                "the remote connection closed".into()
            }
        }
    }
}

/// Whether the agent "command" is a remote agent's URL.
fn is_agent_url(program: &str) -> bool {
    ["ws://", "wss://", "http://", "https://"]
        .iter()
        .any(|scheme| program.starts_with(scheme))
}

/// Connects to the remote agent at `url` (`ws://` or `http://`, served for
/// example by `test_agent --listen`).
#[cfg(feature = "remote")]
async fn connect_url(handler: impl Handler, url: &str) -> Result<AgentLink, String> {
    use acp::transport::remote::{connect, ClientConfig};
    let mut config = ClientConfig::default();
    if let Ok(token) = std::env::var("ACP_TOKEN") {
        config = config.bearer_token(token);
    }
    let (connection, _done) = connect(url, handler, config)
        .await
        .map_err(|e| format!("cannot connect to {url}: {e}"))?;
    Ok(AgentLink::Remote(connection))
}

#[cfg(not(feature = "remote"))]
async fn connect_url(_handler: impl Handler, url: &str) -> Result<AgentLink, String> {
    Err(format!(
        "cannot connect to {url}: remote agents need the feature `remote` of acp-cli"
    ))
}

fn fail(message: &str) -> ExitCode {
    complain(message);
    ExitCode::FAILURE
}

/// The session: `initialize`, then the conversation in the version it settled
/// on (authentication if needed, the session opened, a prompt per line).
async fn converse(
    process: &AgentLink,
    options: &Options,
    cwd: &Path,
    console: &mut Console,
    signals: &mut Signals,
) -> End {
    let negotiated =
        match negotiate::initialize(process.connection(), process, options, signals).await {
            Ok(negotiated) => negotiated,
            Err(end) => return end,
        };
    let connection = process.connection().clone();
    match negotiated {
        Negotiated::V1(init) => {
            let agent = acp::v1::AgentPeer(connection);
            v1::converse(agent, process, init, options, cwd, console, signals).await
        }
        Negotiated::V2(init) => {
            let agent = acp::v2::AgentPeer(connection);
            v2::converse(agent, process, init, options, cwd, console, signals).await
        }
    }
}

/// Says which agent the chat is connected to (its name and version, from
/// `initialize`, else its command), in which version of the protocol, and why
/// that one.
fn say_connected(info: Option<(&String, &String)>, options: &Options, version: u16) {
    let name = match info {
        Some((name, version)) => format!("{name} {version}"),
        None => options.program.clone(),
    };
    let why = negotiate::why(options, version);
    say(&format!(
        "connected to {name} (protocol {version}, {why})\n"
    ));
}
