//! A terminal chat client for any ACP agent.
//!
//! ```text
//! acp chat [OPTIONS] AGENT_COMMAND [ARGS...]
//! acp chat [OPTIONS] ws://HOST:PORT/acp
//!
//!   --yes                answer permission requests with the first "allow" option
//!   --auth METHOD_ID     authenticate with this of the agent's advertised methods first
//!   --auth-timeout SECS  how long the agent's own login may take (default 300)
//!   --load SESSION       open SESSION with `session/load` (its history is replayed)
//!   --resume SESSION     open SESSION with `session/resume` (no history)
//!   --init-timeout SECS  how long to wait for the answer to `initialize` (default 30)
//!   --                   ends the options (for an agent command starting with `-`)
//! ```
//!
//! `acp chat --help` (`help.rs`) says all of it for people, `/help` in the chat
//! lists the chat's commands and the agent's.
//!
//! Instead of a command, a `ws://` or `http://` URL (with this package's
//! default feature `remote`) connects to a remote agent, such as
//! `test_agent --listen`, sending `ACP_TOKEN` as its bearer token when set.
//!
//! It starts the agent, opens a session in the current directory (a new one, or
//! the one `--load` or `--resume` names, when the agent advertises
//! `agentCapabilities.loadSession` or `sessionCapabilities.resume`) and sends
//! every line typed on stdin as a prompt, printing streamed text, thoughts, tool
//! calls and plans as they arrive (and, under `--load`, the replayed history the
//! same way, the user's messages after `> `). Permission requests are asked on
//! the terminal (or answered with the first "allow" option under `--yes`).
//! `fs/*` requests are served from the real file system, refusing paths outside
//! the session's directory, and `terminal/*` requests run real processes.
//! `/config` shows the session's config options and `/config ID VALUE` changes
//! one, `/help` lists the commands, `/quit` (or end of input) leaves, and Ctrl-C
//! cancels the running prompt (pressed again, or while no prompt runs, it
//! leaves). What the screen shows is kept tidy by `screen.rs` (the prompt is
//! drawn again after output that came while it waited; an update that changes no
//! config option is not shown).
//!
//! **What the agent sends is made safe before it is shown** (`chat/render.rs`):
//! escape sequences (colours, titles, hyperlinks, cursor movement, ...) are
//! removed and other control characters shown as `^G`, `\u{85}` and so on, in
//! everything that comes from the agent: message and thought chunks (a sequence
//! cut across chunks included), tool calls, plans, config options, permission
//! questions, error messages, its stderr.
//!
//! **Authentication.** The chat tells the agent it can run `terminal` auth
//! methods. When opening the session fails with "authentication required"
//! (-32000), it authenticates with the first advertised env-var method whose
//! variables are all set in its environment and tries once more. When that is
//! not possible or not enough, or a prompt is refused so, it explains what the
//! agent needs, listing every advertised method (the variables to set, `--auth
//! ID` for the methods the agent runs itself, the command that logs in for
//! `terminal` methods), and leaves with exit code 1. The chat does not
//! authenticate before it is asked to: an agent with a stored login (which may
//! still advertise its methods) is not switched to a key that happens to be set.
//! `--auth ID` authenticates with that method before the session is opened:
//! `authenticate` for agent and env-var methods (the chat says it waits, and
//! how long, every 20 s, and gives up after `--auth-timeout` with what may be
//! wrong: an agent's own login may wait for a browser), and for a `terminal`
//! method the agent's command with the method's arguments and environment, run
//! here on the terminal (a zero exit status is success). A request the agent
//! fails is explained as far as its error allows: its data on lines of their
//! own, and for an internal error (-32603) the end of the agent's stderr. Env-var methods (`"type":
//! "env_var"`, with `vars`) are not in the schema the SDK is generated from
//! (they arrive as `AuthMethod::Unknown`), but agents send them (codex-acp
//! does): the chat reads their `id`, `name`, `description` and `vars` from the
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

mod help;
pub use help::HELP;
mod render;
mod screen;

use std::collections::HashMap;
use std::future::Future;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{ExitCode, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::rpc::Request as _;
use acp::transport::{ChildProcess, ProcessSpec, Stderr};
use acp::v1::session::{Opener, Session};
use acp::v1::*;
use acp::{acp_client, CallError, Error, Result};
use serde_json::Value;
use tokio::io::AsyncReadExt;
use tokio::sync::{mpsc, watch};

use screen::{complain, indented, say, say_line, stream, Stream};

/// How much of the end of the agent's stderr is kept, to be shown when it fails.
const STDERR_TAIL: usize = 4096;

/// A content block of a stream: its text, or what kind of block it is.
fn show_chunk(kind: Stream, content: ContentBlock) {
    match content {
        ContentBlock::Text(t) => stream(kind, &t.text),
        other => stream(kind, &format!("[{}]", tag_of(&other, "type"))),
    }
}

/// The wire tag (`tag`) of a protocol union's value.
fn tag_of(value: &impl serde::Serialize, tag: &str) -> String {
    match serde_json::to_value(value) {
        Ok(Value::Object(map)) => match map.get(tag) {
            Some(Value::String(s)) => s.clone(),
            Some(other) => other.to_string(),
            None => "?".to_owned(),
        },
        _ => "?".to_owned(),
    }
}

/// A process started for the agent with `terminal/create`.
struct Terminal {
    output: Arc<Mutex<(Vec<u8>, bool)>>,
    exit: watch::Receiver<Option<TerminalExitStatus>>,
    kill: mpsc::Sender<()>,
}

struct Chat {
    cwd: PathBuf,
    yes: bool,
    /// Lines typed on stdin; permission questions read their answer from here.
    input: Arc<tokio::sync::Mutex<mpsc::Receiver<String>>>,
    /// Set when the chat is leaving: a question still waiting for its answer
    /// gives up, so that it does not hold up the end.
    leaving: watch::Receiver<bool>,
    terminals: Mutex<HashMap<String, Terminal>>,
    next_terminal: AtomicU64,
    /// What the agent's requests show goes through the loop that shows the
    /// session's updates (see [`Notices`]).
    notices: Notices,
}

/// Lines shown on behalf of the agent's requests ("[agent reads ...]", a
/// permission question). The connection hands a request to its handler only
/// after the updates the agent sent before it reached the session handle, but
/// the loop showing those may not have printed them yet: printing at once could
/// put the request before them. So while that loop runs, a line is passed to it,
/// and it shows every update it already has first; otherwise it is printed
/// at once.
struct Notices {
    to_loop: mpsc::UnboundedSender<(String, tokio::sync::oneshot::Sender<()>)>,
    /// Whether the loop is there to show them.
    looping: Arc<AtomicBool>,
}

/// What the loops read besides the session: typed lines, and the lines the
/// agent's requests show ([`Notices`]).
struct Console<'a> {
    /// Shared with permission questions, which read their answer while a prompt runs.
    input: &'a tokio::sync::Mutex<mpsc::Receiver<String>>,
    notices: NoticeQueue,
}

/// The loop's end of [`Notices`].
struct NoticeQueue {
    lines: mpsc::UnboundedReceiver<(String, tokio::sync::oneshot::Sender<()>)>,
    looping: Arc<AtomicBool>,
}

impl Notices {
    fn new() -> (Notices, NoticeQueue) {
        let (to_loop, lines) = mpsc::unbounded_channel();
        let looping = Arc::new(AtomicBool::new(false));
        let queue = NoticeQueue {
            lines,
            looping: looping.clone(),
        };
        (Notices { to_loop, looping }, queue)
    }

    /// Shows `text` after the updates that came before the request.
    async fn show(&self, text: String) {
        if self.looping.load(Ordering::SeqCst) {
            let (shown, wait) = tokio::sync::oneshot::channel();
            if self.to_loop.send((text.clone(), shown)).is_ok() && wait.await.is_ok() {
                return;
            }
        }
        say(&text);
    }
}

impl NoticeQueue {
    /// The next line to show, with the handler's acknowledgement.
    async fn next(&mut self) -> Option<(String, tokio::sync::oneshot::Sender<()>)> {
        self.lines.recv().await
    }
}

impl Chat {
    /// `path` if it lies inside the session's directory.
    fn inside_cwd(&self, path: &str) -> Result<PathBuf> {
        let path = Path::new(path);
        let absolute = if path.is_absolute() {
            path.to_path_buf()
        } else {
            self.cwd.join(path)
        };
        let resolved = match absolute.canonicalize() {
            Ok(p) => p,
            // A file that does not exist yet: check its directory.
            Err(_) => {
                let parent = absolute.parent().and_then(|p| p.canonicalize().ok());
                parent
                    .map(|p| p.join(absolute.file_name().unwrap_or_default()))
                    .unwrap_or(absolute)
            }
        };
        if resolved.starts_with(&self.cwd) {
            Ok(resolved)
        } else {
            Err(Error::invalid_params(format!(
                "{} is outside the session directory {}",
                resolved.display(),
                self.cwd.display()
            )))
        }
    }

    fn terminal<T>(&self, id: &TerminalId, f: impl FnOnce(&Terminal) -> T) -> Result<T> {
        let terminals = self.terminals.lock().unwrap();
        let terminal = terminals
            .get(id.as_str())
            .ok_or_else(|| Error::invalid_params(format!("no terminal {id}")))?;
        Ok(f(terminal))
    }
}

/// Prints one update of the session.
fn show_update(update: SessionUpdate) {
    match update {
        SessionUpdate::AgentMessageChunk(c) => show_chunk(Stream::Agent, c.content),
        SessionUpdate::AgentThoughtChunk(c) => show_chunk(Stream::Thought, c.content),
        // Sent when `session/load` replays a session's history.
        SessionUpdate::UserMessageChunk(c) => show_chunk(Stream::User, c.content),
        SessionUpdate::ToolCall(call) => {
            let kind = call.kind.map(|k| k.to_string()).unwrap_or_default();
            let status = call.status.map(|s| s.to_string()).unwrap_or_default();
            say(&format!(
                "\n[tool {}] {} ({kind}, {status})\n",
                call.tool_call_id, call.title
            ));
        }
        SessionUpdate::ToolCallUpdate(update) => {
            let status = update
                .status
                .map(|s| s.to_string())
                .unwrap_or_else(|| "updated".into());
            say_line(&format!("[tool {}] {status}\n", update.tool_call_id));
        }
        SessionUpdate::Plan(plan) => {
            say("\n[plan]\n");
            for entry in plan.entries {
                say(&format!("  - {} ({})\n", entry.content, entry.status));
            }
        }
        SessionUpdate::ConfigOptionUpdate(update) => show_config_changes(&update.config_options),
        other => match render::updates::describe(&other) {
            Some(text) => say_line(&text),
            None => say(&format!("\n[{}]\n", tag_of(&other, "sessionUpdate"))),
        },
    }
}

#[acp_client]
impl Chat {
    async fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let title = req
            .tool_call
            .title
            .clone()
            .unwrap_or_else(|| req.tool_call.tool_call_id.to_string());
        let chosen = if self.yes {
            let allow = req.options.iter().find(|o| {
                matches!(
                    o.kind,
                    PermissionOptionKind::AllowOnce | PermissionOptionKind::AllowAlways
                )
            });
            let option = allow
                .or(req.options.first())
                .ok_or_else(|| Error::invalid_params("no options"))?;
            let line = format!("\n[permission for {title}: {} (--yes)]\n", option.name);
            self.notices.show(line).await;
            Some(option.option_id.clone())
        } else {
            let mut question = format!("\n[permission] {title}\n");
            for (i, option) in req.options.iter().enumerate() {
                question.push_str(&format!("  {}) {}\n", i + 1, option.name));
            }
            question.push_str("choose a number (anything else cancels): ");
            self.notices.show(question).await;
            let mut leaving = self.leaving.clone();
            let line = tokio::select! {
                line = async { self.input.lock().await.recv().await } => line.unwrap_or_default(),
                _ = leaving.wait_for(|leaving| *leaving) => String::new(),
            };
            screen::line_entered();
            line.trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| req.options.get(n.wrapping_sub(1)))
                .map(|o| o.option_id.clone())
        };
        let outcome = match chosen {
            Some(id) => RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(id)),
            None => RequestPermissionOutcome::Cancelled,
        };
        Ok(RequestPermissionResponse::new(outcome))
    }

    async fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        let path = self.inside_cwd(&req.path)?;
        let line = format!("\n[agent reads {}]\n", path.display());
        self.notices.show(line).await;
        let text = tokio::fs::read_to_string(&path).await.map_err(|e| {
            Error::new(
                ErrorCode::RESOURCE_NOT_FOUND,
                format!("{}: {e}", path.display()),
            )
        })?;
        let start = req.line.map_or(0, |l| l.saturating_sub(1) as usize);
        let lines = text.split_inclusive('\n').skip(start);
        let content: String = match req.limit {
            Some(limit) => lines.take(limit as usize).collect(),
            None => lines.collect(),
        };
        Ok(ReadTextFileResponse::new(content))
    }

    async fn write_text_file(&self, req: WriteTextFileRequest) -> Result<WriteTextFileResponse> {
        let path = self.inside_cwd(&req.path)?;
        let line = format!("\n[agent writes {}]\n", path.display());
        self.notices.show(line).await;
        tokio::fs::write(&path, req.content)
            .await
            .map_err(|e| Error::internal_error(format!("{}: {e}", path.display())))?;
        Ok(WriteTextFileResponse::default())
    }

    async fn create_terminal(&self, req: CreateTerminalRequest) -> Result<CreateTerminalResponse> {
        let mut command = tokio::process::Command::new(&req.command);
        let args = req.args.clone().unwrap_or_default();
        command
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        command.current_dir(match &req.cwd {
            Some(dir) => self.inside_cwd(dir)?,
            None => self.cwd.clone(),
        });
        for var in req.env.iter().flatten() {
            command.env(&var.name, &var.value);
        }
        let mut child = command
            .spawn()
            .map_err(|e| Error::internal_error(format!("{}: {e}", req.command)))?;
        let limit = req.output_byte_limit.map_or(usize::MAX, |l| l as usize);
        let output = Arc::new(Mutex::new((Vec::new(), false)));
        let (exit_tx, exit) = watch::channel(None);
        let (kill, mut killed) = mpsc::channel(1);
        let pipes = [
            child
                .stdout
                .take()
                .map(|p| Box::new(p) as Box<dyn tokio::io::AsyncRead + Unpin + Send>),
            child.stderr.take().map(|p| Box::new(p) as _),
        ];
        for mut pipe in pipes.into_iter().flatten() {
            let output = output.clone();
            tokio::spawn(async move {
                let mut buf = [0u8; 8192];
                while let Ok(n @ 1..) = pipe.read(&mut buf).await {
                    let mut out = output.lock().unwrap();
                    out.0.extend_from_slice(&buf[..n]);
                    if out.0.len() > limit {
                        // Keep the end of the output, cut at a character boundary.
                        let mut cut = out.0.len() - limit;
                        while cut < out.0.len() && (out.0[cut] & 0xC0) == 0x80 {
                            cut += 1;
                        }
                        out.0.drain(..cut);
                        out.1 = true;
                    }
                }
            });
        }
        tokio::spawn(async move {
            let status = tokio::select! {
                status = child.wait() => status,
                _ = killed.recv() => { let _ = child.kill().await; child.wait().await }
            };
            let exit = match status {
                Ok(s) => {
                    #[cfg(unix)]
                    let signal = std::os::unix::process::ExitStatusExt::signal(&s)
                        .map(|n| format!("signal {n}"));
                    #[cfg(not(unix))]
                    let signal = None;
                    let mut exit = TerminalExitStatus::default();
                    exit.exit_code = s.code().map(|c| c as u32);
                    exit.signal = signal;
                    exit
                }
                Err(_) => TerminalExitStatus::default(),
            };
            let _ = exit_tx.send(Some(exit));
        });
        let id = format!(
            "term-{}",
            self.next_terminal.fetch_add(1, Ordering::Relaxed)
        );
        say(&format!(
            "\n[terminal {id}: {} {}]\n",
            req.command,
            args.join(" ")
        ));
        self.terminals
            .lock()
            .unwrap()
            .insert(id.clone(), Terminal { output, exit, kill });
        Ok(CreateTerminalResponse::new(id))
    }

    fn terminal_output(&self, req: TerminalOutputRequest) -> Result<TerminalOutputResponse> {
        self.terminal(&req.terminal_id, |t| {
            let (bytes, truncated) = t.output.lock().unwrap().clone();
            let mut response = TerminalOutputResponse::new(
                String::from_utf8_lossy(&bytes).into_owned(),
                truncated,
            );
            response.exit_status = t.exit.borrow().clone();
            response
        })
    }

    async fn wait_for_terminal_exit(
        &self,
        req: WaitForTerminalExitRequest,
    ) -> Result<WaitForTerminalExitResponse> {
        let mut exit = self.terminal(&req.terminal_id, |t| t.exit.clone())?;
        let status = exit
            .wait_for(Option::is_some)
            .await
            .map_err(Error::internal_error)?
            .clone()
            .unwrap_or_default();
        let mut response = WaitForTerminalExitResponse::default();
        response.exit_code = status.exit_code;
        response.signal = status.signal;
        Ok(response)
    }

    async fn kill_terminal(&self, req: KillTerminalRequest) -> Result<KillTerminalResponse> {
        let kill = self.terminal(&req.terminal_id, |t| t.kill.clone())?;
        let _ = kill.send(()).await;
        Ok(KillTerminalResponse::default())
    }

    fn release_terminal(&self, req: ReleaseTerminalRequest) -> Result<ReleaseTerminalResponse> {
        if let Some(t) = self
            .terminals
            .lock()
            .unwrap()
            .remove(req.terminal_id.as_str())
        {
            let _ = t.kill.try_send(());
        }
        Ok(ReleaseTerminalResponse::default())
    }
}

/// The config options as last shown: an update that changes nothing (the
/// `config_option_update` that follows a `/config` the chat already showed the
/// answer of, say) is not shown again.
static CONFIG_SHOWN: Mutex<Vec<SessionConfigOption>> = Mutex::new(Vec::new());

/// Shows the config options that changed since they were last shown.
fn show_config_changes(options: &[SessionConfigOption]) {
    let changed: Vec<SessionConfigOption> = {
        let mut shown = CONFIG_SHOWN.lock().unwrap();
        let changed = options
            .iter()
            .filter(|o| !shown.contains(o))
            .cloned()
            .collect();
        *shown = options.to_vec();
        changed
    };
    show_config(&changed);
}

/// Shows config options, one line each.
fn show_config(options: &[SessionConfigOption]) {
    for option in options {
        let current = match &option.kind {
            SessionConfigOptionKind::Select(s) => {
                let values: Vec<String> = match &s.options {
                    SessionConfigSelectOptions::Ungrouped(o) => {
                        o.iter().map(|o| o.value.to_string()).collect()
                    }
                    SessionConfigSelectOptions::Grouped(g) => g
                        .iter()
                        .flat_map(|g| g.options.iter().map(|o| o.value.to_string()))
                        .collect(),
                    // A form of the option list this schema version does not know.
                    _ => Vec::new(),
                };
                format!("{} (one of {})", s.current_value, values.join(", "))
            }
            SessionConfigOptionKind::Boolean(b) => b.current_value.to_string(),
            // A kind this schema version does not know (`Unknown`) or a newer one: its JSON.
            _ => serde_json::to_string(&option.kind).unwrap_or_default(),
        };
        say_line(&format!(
            "[config] {} ({}): {current}\n",
            option.id, option.name
        ));
    }
}

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

/// Ctrl-C and the signals that end a terminal program, as one stream, listened
/// to from the start: left to their default action they would end this process
/// at once, leaving the agent (in a process group of its own) running.
struct Signals(mpsc::UnboundedReceiver<Signal>);

#[derive(Clone, Copy, PartialEq, Eq)]
enum Signal {
    /// SIGINT (Ctrl-C).
    Interrupt,
    /// SIGTERM or SIGHUP: leave, with this exit code.
    Leave(u8),
}

impl Signals {
    fn listen() -> std::io::Result<Signals> {
        let (tx, rx) = mpsc::unbounded_channel();
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            for (kind, what) in [
                (SignalKind::interrupt(), Signal::Interrupt),
                (SignalKind::terminate(), Signal::Leave(143)),
                (SignalKind::hangup(), Signal::Leave(129)),
            ] {
                let mut stream = signal(kind)?;
                let tx = tx.clone();
                tokio::spawn(async move {
                    while stream.recv().await.is_some() && tx.send(what).is_ok() {}
                });
            }
        }
        #[cfg(not(unix))]
        tokio::spawn(async move {
            while tokio::signal::ctrl_c().await.is_ok() && tx.send(Signal::Interrupt).is_ok() {}
        });
        Ok(Signals(rx))
    }

    async fn next(&mut self) -> Signal {
        match self.0.recv().await {
            Some(signal) => signal,
            None => std::future::pending().await,
        }
    }

    /// `work`, unless a signal comes first: then the chat leaves.
    async fn unless<T>(&mut self, work: impl Future<Output = T>) -> std::result::Result<T, End> {
        tokio::select! {
            value = work => Ok(value),
            signal = self.next() => Err(End::Signalled(signal.exit_code())),
        }
    }
}

impl Signal {
    fn exit_code(self) -> u8 {
        match self {
            Signal::Interrupt => 130,
            Signal::Leave(code) => code,
        }
    }
}

/// Sends the lines typed on stdin to `lines`. Read on a thread of its own
/// rather than with tokio's stdin: a read waiting on a terminal cannot be
/// cancelled, and would hold up the runtime's shutdown (and so the exit) until
/// Enter is pressed. Started once the session is open, so that a `terminal`
/// login run before has the terminal to itself.
fn read_stdin(lines: mpsc::Sender<String>) {
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if lines.blocking_send(line).is_err() {
                break;
            }
        }
    });
}

// ---------------------------------------------------------------------------
// The command line.

/// Which session to open.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Open {
    New,
    Load(SessionId),
    Resume(SessionId),
}

struct Options {
    yes: bool,
    auth: Option<AuthMethodId>,
    open: Open,
    init_timeout: Duration,
    auth_timeout: Duration,
    program: String,
    agent_args: Vec<String>,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> std::result::Result<Options, String> {
    let mut options = Options {
        yes: false,
        auth: None,
        open: Open::New,
        init_timeout: Duration::from_secs(30),
        auth_timeout: Duration::from_secs(300),
        program: String::new(),
        agent_args: Vec::new(),
    };
    let value = |args: &mut dyn Iterator<Item = String>, flag: &str| {
        args.next().ok_or_else(|| format!("{flag} needs a value"))
    };
    let program = loop {
        let Some(arg) = args.next() else {
            return Err("no agent command".into());
        };
        match arg.as_str() {
            "--yes" => options.yes = true,
            "--auth" => options.auth = Some(value(&mut args, "--auth")?.into()),
            "--load" | "--resume" => {
                if options.open != Open::New {
                    return Err("--load and --resume open one session: give one of them".into());
                }
                let id = SessionId::from(value(&mut args, &arg)?);
                options.open = if arg == "--load" {
                    Open::Load(id)
                } else {
                    Open::Resume(id)
                };
            }
            "--init-timeout" | "--auth-timeout" => {
                let secs = value(&mut args, &arg)?;
                let secs = secs
                    .parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s > 0.0)
                    .map(Duration::from_secs_f64)
                    .ok_or_else(|| format!("{arg} takes seconds, not `{secs}`"))?;
                if arg == "--init-timeout" {
                    options.init_timeout = secs;
                } else {
                    options.auth_timeout = secs;
                }
            }
            "--" => break args.next().ok_or("no agent command")?,
            "-h" | "--help" => return Err(String::new()),
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
            _ => break arg,
        }
    };
    options.program = program;
    options.agent_args = args.collect();
    Ok(options)
}

/// Runs the chat with its command line `args` (the options, then the agent command).
pub async fn run(args: Vec<String>) -> ExitCode {
    let options = match parse_args(args.into_iter()) {
        Ok(options) => options,
        Err(e) if e.is_empty() => {
            out!("{}", help::HELP);
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
    let (lines, input) = mpsc::channel(16);
    let input = Arc::new(tokio::sync::Mutex::new(input));
    let (leaving, leaving_rx) = watch::channel(false);
    let (notices, notice_queue) = Notices::new();
    let chat = Chat {
        cwd: cwd.clone(),
        yes: options.yes,
        input: input.clone(),
        leaving: leaving_rx,
        terminals: Mutex::default(),
        next_terminal: AtomicU64::new(1),
        notices,
    };
    let (agent, process) = if is_agent_url(&options.program) {
        match connect_url(chat, &options.program).await {
            Ok(connected) => connected,
            Err(e) => return fail(&e),
        }
    } else {
        let spec = ProcessSpec::new(&options.program)
            .args(&options.agent_args)
            .stderr(Stderr::Capture(STDERR_TAIL));
        match chat.spawn_agent(spec) {
            Ok((agent, process)) => (agent, AgentLink::Process(process)),
            Err(e) => return fail(&format!("cannot start {}: {e}", options.program)),
        }
    };
    // From here on every way out goes through the shutdown below: no `?`, no
    // `exit`, so that the agent and whatever it started never outlive the chat.
    let end = converse(
        &agent,
        &process,
        &options,
        &cwd,
        Console {
            input: &input,
            notices: notice_queue,
        },
        lines,
        &mut signals,
    )
    .await;
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

/// How the chat reaches its agent: a child process, or a remote agent by URL.
enum AgentLink {
    Process(ChildProcess),
    /// A `ws://` or `http://` URL (features `ws`, `http`).
    #[cfg_attr(not(feature = "remote"), allow(dead_code))]
    Remote(acp::Connection),
}

impl AgentLink {
    fn connection(&self) -> &acp::Connection {
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
async fn connect_url(chat: Chat, url: &str) -> std::result::Result<(AgentPeer, AgentLink), String> {
    use acp::transport::remote::{connect, ClientConfig};
    let mut config = ClientConfig::default();
    if let Ok(token) = std::env::var("ACP_TOKEN") {
        config = config.bearer_token(token);
    }
    let (connection, _done) = connect(url, ClientHandler(chat), config)
        .await
        .map_err(|e| format!("cannot connect to {url}: {e}"))?;
    Ok((AgentPeer(connection.clone()), AgentLink::Remote(connection)))
}

#[cfg(not(feature = "remote"))]
async fn connect_url(
    _chat: Chat,
    url: &str,
) -> std::result::Result<(AgentPeer, AgentLink), String> {
    Err(format!(
        "cannot connect to {url}: remote agents need the feature `remote` of acp-cli"
    ))
}

fn fail(message: &str) -> ExitCode {
    complain(message);
    ExitCode::FAILURE
}

/// The end of the agent's stderr, to follow a message about it (or nothing).
fn stderr_tail(tail: &str) -> String {
    if tail.trim().is_empty() {
        String::new()
    } else {
        format!("; the end of its stderr:\n{}", indented(tail))
    }
}

/// The session: `initialize`, authentication if needed, the session opened,
/// then a prompt per line.
async fn converse(
    agent: &AgentPeer,
    process: &AgentLink,
    options: &Options,
    cwd: &Path,
    mut console: Console<'_>,
    lines: mpsc::Sender<String>,
    signals: &mut Signals,
) -> End {
    let init = match initialize(agent, process, options, signals).await {
        Ok(init) => init,
        Err(end) => return end,
    };
    let name = init
        .agent_info
        .as_ref()
        .map(|i| format!("{} {}", i.name, i.version))
        .unwrap_or_else(|| options.program.clone());
    say(&format!(
        "connected to {name} (protocol {})\n",
        init.protocol_version
    ));
    let mut auth = Auth::new(&init, options);
    let session = match open_session(agent, process, &init, &mut auth, options, cwd, signals).await
    {
        Ok(session) => session,
        Err(end) => return end,
    };
    read_stdin(lines);
    let looping = console.notices.looping.clone();
    looping.store(true, Ordering::SeqCst);
    let end = turns(process, session, &auth, &mut console, signals).await;
    looping.store(false, Ordering::SeqCst);
    end
}

/// `initialize`, within `--init-timeout`.
async fn initialize(
    agent: &AgentPeer,
    process: &AgentLink,
    options: &Options,
    signals: &mut Signals,
) -> std::result::Result<InitializeResponse, End> {
    // `terminal` auth methods: this chat can run the agent's command on the
    // terminal (`--auth`), and says which command it is.
    // The chat shows plans and subagents (render::updates), which agents send
    // only to clients that advertise them.
    let capabilities = ClientCapabilities::new()
        .auth(AuthCapabilities::new().terminal(true))
        .plan(PlanCapabilities::new())
        .subagents(SubagentCapabilities::new());
    let request = InitializeRequest::new(PROTOCOL_VERSION)
        .client_capabilities(capabilities)
        .client_info(Implementation::new("acp-chat", env!("CARGO_PKG_VERSION")));
    let answer = signals
        .unless(agent.with_timeout(options.init_timeout).initialize(request))
        .await?;
    let method = InitializeRequest::METHOD;
    answer.map_err(|e| {
        End::Failed(match e {
            CallError::Timeout { method, after } => {
                let tail = process.stderr_tail();
                let stderr = if tail.trim().is_empty() {
                    "it wrote nothing on stderr".to_owned()
                } else {
                    format!("its stderr:\n{}", indented(&tail))
                };
                format!(
                    "the agent did not answer `{method}` within {}: is it an ACP agent? {stderr}",
                    seconds(after)
                )
            }
            // The end of its stderr follows, with its exit status.
            CallError::Closed(_) => {
                format!("the agent exited before answering `{method}`: is it an ACP agent?")
            }
            CallError::Peer(e) if e.code == ErrorCode::AUTHENTICATION_REQUIRED => format!(
                "{method} failed: the agent needs credentials before it even starts ({e}), \
                 so it cannot say which (it would list its auth methods in its answer to \
                 `{method}`): see the agent's documentation"
            ),
            e => format!("{method} failed: {e}"),
        })
    })
}

fn seconds(d: Duration) -> String {
    if d.subsec_millis() == 0 {
        format!("{} s", d.as_secs())
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}

// ---------------------------------------------------------------------------
// Authentication.

/// One advertised auth method, as this chat understands it.
struct Method {
    id: AuthMethodId,
    name: String,
    description: Option<String>,
    kind: MethodKind,
}

enum MethodKind {
    /// The agent authenticates by itself when asked with `authenticate`.
    Agent,
    /// The user logs in by running the agent's command with these arguments
    /// and environment; never passed to `authenticate`.
    Terminal {
        args: Vec<String>,
        env: Vec<(String, String)>,
    },
    /// `authenticate` works once these variables are set (the agent inherits
    /// them from the chat).
    EnvVars(Vec<String>),
    /// A kind this chat does not know (its `type`).
    Other(String),
}

/// The `type` of the env-var auth methods that agents send though the schema
/// the SDK is generated from has no such kind (see the module docs).
const ENV_VAR: &str = "env_var";

impl Method {
    fn from_advertised(method: &AuthMethod) -> Method {
        match method {
            AuthMethod::Agent(m) => Method {
                id: m.id.clone(),
                name: m.name.clone(),
                description: m.description.clone(),
                kind: MethodKind::Agent,
            },
            AuthMethod::Terminal(m) => Method {
                id: m.id.clone(),
                name: m.name.clone(),
                description: m.description.clone(),
                kind: MethodKind::Terminal {
                    args: m.args.clone().unwrap_or_default(),
                    env: m.env.clone().unwrap_or_default().into_iter().collect(),
                },
            },
            // `AuthMethod::Unknown` (the JSON as received) or a kind added to
            // the schema after this was written: read from its JSON.
            other => {
                let json = serde_json::to_value(other).unwrap_or_default();
                let text = |key: &str| json.get(key).and_then(Value::as_str).map(str::to_owned);
                let kind = match text("type") {
                    Some(kind) if kind == ENV_VAR => {
                        let vars = json.get("vars").and_then(Value::as_array);
                        MethodKind::EnvVars(
                            vars.into_iter()
                                .flatten()
                                // Optional variables are not needed to authenticate.
                                .filter(|v| v.get("optional") != Some(&Value::Bool(true)))
                                .filter_map(|v| v.get("name")?.as_str().map(str::to_owned))
                                .collect(),
                        )
                    }
                    kind => MethodKind::Other(kind.unwrap_or_else(|| "?".to_owned())),
                };
                Method {
                    id: text("id").unwrap_or_default().into(),
                    name: text("name").unwrap_or_default(),
                    description: text("description"),
                    kind,
                }
            }
        }
    }

    /// The variables of an env-var method that are not set here.
    fn unset_vars(&self) -> Vec<&str> {
        match &self.kind {
            MethodKind::EnvVars(vars) => vars
                .iter()
                .filter(|v| std::env::var_os(v).is_none_or(|value| value.is_empty()))
                .map(String::as_str)
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// The agent's auth methods, and the one the chat used.
struct Auth {
    methods: Vec<Method>,
    used: Option<AuthMethodId>,
    /// The agent's command, for `terminal` methods.
    command: Vec<String>,
    /// How long `authenticate` may take (`--auth-timeout`).
    timeout: Duration,
}

impl Auth {
    fn new(init: &InitializeResponse, options: &Options) -> Auth {
        Auth {
            methods: init
                .auth_methods
                .iter()
                .map(Method::from_advertised)
                .collect(),
            used: None,
            command: std::iter::once(options.program.clone())
                .chain(options.agent_args.iter().cloned())
                .collect(),
            timeout: options.auth_timeout,
        }
    }

    /// The command line a `terminal` method runs, as shown to the user.
    fn login_command(&self, args: &[String], env: &[(String, String)]) -> String {
        let quote = crate::shell::word;
        env.iter()
            .map(|(k, v)| format!("{}={}", quote(k), quote(v)))
            .chain(self.command.iter().chain(args).map(|w| quote(w)))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// `headline`, then what the user can do: every advertised method, with
    /// what it needs.
    fn explain(&self, headline: &str) -> String {
        let mut text = headline.to_owned();
        if let Some(used) = &self.used {
            text += &format!("\n(the chat had authenticated with `{used}`)");
        }
        if self.methods.is_empty() {
            text += "\nIt advertises no auth methods: see the agent's documentation.";
            return text;
        }
        text += "\nIt offers these ways to authenticate:";
        for method in &self.methods {
            text += &format!("\n  - `{}` ({})", method.id, method.name);
            if let Some(description) = &method.description {
                text += &format!(": {description}");
            }
            let what = match &method.kind {
                MethodKind::EnvVars(vars) => {
                    let unset = method.unset_vars();
                    if unset.is_empty() {
                        format!(
                            "{} set here: start the chat with `--auth {}` to use it",
                            vars.join(", "),
                            method.id
                        )
                    } else {
                        format!(
                            "set {} in the environment, then start the chat again",
                            unset.join(" and ")
                        )
                    }
                }
                MethodKind::Agent => format!(
                    "the agent does it: start the chat with `--auth {}`",
                    method.id
                ),
                MethodKind::Terminal { args, env } => format!(
                    "log in with `{}` in a terminal, or start the chat with `--auth {}` to run it here",
                    self.login_command(args, env),
                    method.id
                ),
                MethodKind::Other(kind) => format!(
                    "a kind of method this chat does not know (`{kind}`): `--auth {}` tries it",
                    method.id
                ),
            };
            text += &format!("\n      {what}");
        }
        text
    }

    /// The first env-var method whose variables are all set here.
    fn ready_from_env(&self) -> Option<&Method> {
        self.methods.iter().find(|m| {
            matches!(&m.kind, MethodKind::EnvVars(vars) if !vars.is_empty())
                && m.unset_vars().is_empty()
        })
    }
}

/// Authenticates with `method`: `authenticate`, or for a `terminal` method the
/// login command run on the terminal.
async fn authenticate(
    agent: &AgentPeer,
    process: &AgentLink,
    auth: &Auth,
    method: &Method,
    signals: &mut Signals,
) -> std::result::Result<(), End> {
    let id = &method.id;
    if let MethodKind::Terminal { args, env } = &method.kind {
        return log_in(auth, method, args, env, signals).await;
    }
    let unset = method.unset_vars();
    if !unset.is_empty() {
        return Err(End::Failed(format!(
            "auth method `{id}` needs {} set in the environment",
            unset.join(" and ")
        )));
    }
    // The agent may log in by itself for a while (a login in a browser): say so,
    // say it still waits now and then, and give up after `--auth-timeout`.
    say_line(&format!(
        "[authenticating with `{id}` ({}): the agent logs in by itself (with a key from \
         its environment, or in a browser, say); waiting up to {} (--auth-timeout), Ctrl-C \
         gives up]\n",
        method.name,
        seconds(auth.timeout)
    ));
    let agent = agent.with_timeout(auth.timeout);
    let call = agent.authenticate(AuthenticateRequest::new(id.clone()));
    tokio::pin!(call);
    let started = tokio::time::Instant::now();
    let mut ticks = tokio::time::interval_at(started + AUTH_PROGRESS, AUTH_PROGRESS);
    let answer = loop {
        tokio::select! {
            answer = &mut call => break answer,
            _ = ticks.tick() => say_line(&format!(
                "[still authenticating with `{id}`: {} of {}]\n",
                seconds(Duration::from_secs(started.elapsed().as_secs())),
                seconds(auth.timeout)
            )),
            signal = signals.next() => return Err(End::Signalled(signal.exit_code())),
        }
    };
    match answer {
        Ok(_) => {
            say_line(&format!("[authenticated with `{id}`]\n"));
            Ok(())
        }
        Err(CallError::Timeout { after, .. }) => Err(End::Failed(format!(
            "`{}` with `{id}` did not finish within {}: the agent may be waiting for a \
             login in a browser that did not open, or for something on its side. Log in \
             with the agent's own tool and start the chat again, or give it longer with \
             --auth-timeout SECS{}",
            AuthenticateRequest::METHOD,
            seconds(after),
            stderr_tail(&process.stderr_tail())
        ))),
        Err(e) => Err(End::Failed(
            failure(
                &format!("{} with `{id}`", AuthenticateRequest::METHOD),
                &e,
                process,
            )
            .await,
        )),
    }
}

/// How often the chat says it still waits for `authenticate`.
const AUTH_PROGRESS: Duration = Duration::from_secs(20);

/// `what failed`, explained as far as the error allows: the agent's error with
/// its data on lines of their own, and for an internal error of the agent
/// (-32603), where its cause usually is (its stderr, shown when it wrote any).
async fn failure(what: &str, e: &CallError, process: &AgentLink) -> String {
    let CallError::Peer(error) = e else {
        return format!("{what} failed: {e}");
    };
    // `-32603 (Internal error)` (the protocol's code, which knows the names), and
    // the message when it says more than the code's name.
    let code = ErrorCode(error.code.0);
    let bare = code.name() == Some(error.message.as_str());
    let mut text = if bare {
        format!("{what} failed: the agent answered {code}")
    } else {
        format!(
            "{what} failed: the agent answered {code}: {}",
            error.message
        )
    };
    match &error.data {
        None | Some(Value::Null) => {}
        Some(Value::Object(fields)) => {
            for (key, value) in fields {
                let value = value
                    .as_str()
                    .map_or_else(|| value.to_string(), str::to_owned);
                text += &format!("\n    {key}: {value}");
            }
        }
        Some(other) => text += &format!("\n    data: {other}"),
    }
    // An internal error whose message says no more than that: where to look.
    if bare && code == ErrorCode::INTERNAL_ERROR {
        let tail = settled_stderr_tail(process).await;
        text += "\nThis is the agent failing, not the request: often a program it runs (its \
                 model's client, a CLI it wraps) could not start or ended early.";
        if tail.trim().is_empty() {
            text += " The agent wrote nothing on stderr; running its command alone in a \
                     terminal may show more, and `acp trace -o FILE -- AGENT...` records the \
                     exchange.";
        } else {
            text += &format!(" The end of its stderr:\n{}", indented(&tail));
        }
    }
    text
}

/// The end of the agent's stderr, for an error it just answered with: what it
/// wrote right before answering may still be on its way through the pipe, so
/// an empty tail is given a moment to fill.
async fn settled_stderr_tail(process: &AgentLink) -> String {
    const SETTLE: Duration = Duration::from_millis(500);
    let deadline = tokio::time::Instant::now() + SETTLE;
    loop {
        let tail = process.stderr_tail();
        if !tail.trim().is_empty() || tokio::time::Instant::now() >= deadline {
            return tail;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Runs a `terminal` method's login on this terminal (the chat does not read
/// stdin yet) and waits for it; a zero exit status means success.
async fn log_in(
    auth: &Auth,
    method: &Method,
    args: &[String],
    env: &[(String, String)],
    signals: &mut Signals,
) -> std::result::Result<(), End> {
    let shown = auth.login_command(args, env);
    say_line(&format!("[logging in with `{}`: {shown}]\n", method.id));
    let mut command = tokio::process::Command::new(&auth.command[0]);
    command
        .args(&auth.command[1..])
        .args(args)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .kill_on_drop(true);
    let mut child = command
        .spawn()
        .map_err(|e| End::Failed(format!("cannot run {shown}: {e}")))?;
    let status = loop {
        tokio::select! {
            status = child.wait() => break status,
            // Ctrl-C reaches the login too (it is in the chat's group): it decides.
            signal = signals.next() => if signal != Signal::Interrupt {
                return Err(End::Signalled(signal.exit_code()));
            }
        }
    };
    match status {
        Ok(status) if status.success() => {
            say_line(&format!("[logged in with `{}`]\n", method.id));
            Ok(())
        }
        Ok(status) => Err(End::Failed(format!(
            "logging in with `{}` failed: {shown} ended with {status}",
            method.id
        ))),
        Err(e) => Err(End::Failed(format!("waiting for {shown} failed: {e}"))),
    }
}

// ---------------------------------------------------------------------------
// The session.

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
    async fn call(&self, agent: &AgentPeer, cwd: &Path) -> acp::CallResult<Session> {
        let cwd = cwd.display().to_string();
        match self {
            Open::New => Session::new(agent, NewSessionRequest::new(cwd, vec![])).await,
            Open::Load(id) => {
                // A long history is held whole until the load returns.
                let request = LoadSessionRequest::new(vec![], cwd, id.clone());
                Opener::default().buffer(1 << 20).load(agent, request).await
            }
            Open::Resume(id) => {
                Session::resume(agent, ResumeSessionRequest::new(id.clone(), cwd)).await
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
) -> std::result::Result<Session, End> {
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
    if let Some(id) = &options.auth {
        let Some(method) = auth.methods.iter().find(|m| m.id == *id) else {
            let headline = format!("--auth {id}: the agent has no auth method `{id}`");
            return Err(End::Failed(auth.explain(&headline)));
        };
        authenticate(agent, process, auth, method, signals).await?;
        auth.used = Some(id.clone());
    }
    let method = options.open.method();
    if let Open::Load(id) = &options.open {
        say_line(&format!("[loading session {id}]\n"));
    }
    loop {
        match signals.unless(options.open.call(agent, cwd)).await? {
            Ok(mut session) => {
                let id = session.id().clone();
                // The history `session/load` replayed.
                while let Some(note) = session.try_next_update() {
                    show_update(note.update);
                }
                match &options.open {
                    Open::New => {}
                    Open::Load(_) => say_line(&format!("[session {id} loaded]\n")),
                    Open::Resume(_) => say_line(&format!("[resumed session {id}]\n")),
                }
                let config = session.state().config_options;
                show_config_changes(config.as_deref().unwrap_or_default());
                return Ok(session);
            }
            Err(CallError::Peer(e)) if e.code == ErrorCode::AUTHENTICATION_REQUIRED => {
                let ready = auth.used.is_none().then(|| auth.ready_from_env()).flatten();
                let Some(way) = ready else {
                    let headline = format!(
                        "{method} failed: the agent needs credentials: it answered `{method}` with: {e}"
                    );
                    return Err(End::Failed(auth.explain(&headline)));
                };
                let (id, vars) = match &way.kind {
                    MethodKind::EnvVars(vars) => (way.id.clone(), vars.join(", ")),
                    _ => unreachable!("ready_from_env finds env-var methods"),
                };
                say_line(&format!(
                    "[the agent needs credentials: authenticating with `{id}` ({vars} set)]\n"
                ));
                authenticate(agent, process, auth, way, signals).await?;
                auth.used = Some(id);
            }
            Err(e) => return Err(End::Failed(failure(method, &e, process).await)),
        }
    }
}

/// A prompt per line, until `/quit`, the end of input, a signal or a failure.
async fn turns(
    process: &AgentLink,
    mut session: Session,
    auth: &Auth,
    console: &mut Console<'_>,
    signals: &mut Signals,
) -> End {
    let connection = process.connection();
    loop {
        // Shared with permission questions, which read their answer while a prompt runs.
        let line = loop {
            // Again after whatever was shown while it waited.
            screen::prompt();
            tokio::select! {
                // Updates first: a request's line comes after those sent before it.
                biased;
                // Updates between turns are shown as they come.
                Some(note) = session.next_update() => show_update(note.update),
                Some((line, shown)) = console.notices.next() => {
                    say(&line);
                    let _ = shown.send(());
                }
                line = async { console.input.lock().await.recv().await } => break line,
                signal = signals.next() => return End::Signalled(signal.exit_code()),
                () = connection.closed() => {
                    return End::Failed("the agent closed the connection".into())
                }
            }
        };
        let Some(line) = line else {
            return End::Done;
        };
        // On a terminal, Enter ended the line the user typed after the prompt.
        screen::line_entered();
        let line = line.trim().to_owned();
        if line.is_empty() {
            continue;
        }
        if line == "/quit" {
            return End::Done;
        }
        if line == "/help" {
            let commands = session.state().available_commands.unwrap_or_default();
            say(&help::in_chat(&commands));
            continue;
        }
        if line == "/config" || line.starts_with("/config ") {
            let words: Vec<&str> = line.split_whitespace().skip(1).collect();
            let [config, value] = words[..] else {
                let options = session.state().config_options.unwrap_or_default();
                if options.is_empty() {
                    say("[the agent has no config options for this session]\n");
                }
                show_config(&options);
                if !words.is_empty() {
                    say("(/config ID VALUE changes one)\n");
                }
                continue;
            };
            let kind = match value {
                "true" | "false" => SetSessionConfigOptionRequestKind::boolean(value == "true"),
                _ => SetSessionConfigOptionRequestKind::value_id(value),
            };
            let request = SetSessionConfigOptionRequest::new(session.id().clone(), config, kind);
            match session.set_config_option(request).await {
                Ok(state) => show_config_changes(&state.config_options),
                Err(e) => say(&format!("[error] {e}\n")),
            }
            continue;
        }
        let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new(line))]);
        let mut cancelling = false;
        loop {
            tokio::select! {
                // Updates first: a request's line comes after those sent before it.
                biased;
                note = turn.next() => match note {
                    Some(note) => show_update(note.update),
                    None => break,
                },
                Some((line, shown)) = console.notices.next() => {
                    say(&line);
                    let _ = shown.send(());
                }
                signal = signals.next() => {
                    if signal != Signal::Interrupt || cancelling {
                        return End::Signalled(signal.exit_code());
                    }
                    // The first Ctrl-C cancels the turn; a second one leaves.
                    say("\n[cancelling]\n");
                    cancelling = true;
                    let _ = turn.cancel().await;
                }
            }
        }
        match turn.finish().await {
            Ok(reply) => say(&format!("\n[{}]\n", reply.stop_reason)),
            // The agent's exit status and the end of its stderr follow.
            Err(_) if connection.is_closed() => {
                return End::Failed("the prompt failed: the agent is gone".into());
            }
            Err(CallError::Peer(e)) if e.code == ErrorCode::AUTHENTICATION_REQUIRED => {
                let headline = format!(
                    "the prompt failed: the agent needs credentials: it answered `{}` with: {e}",
                    PromptRequest::METHOD
                );
                return End::Failed(auth.explain(&headline));
            }
            Err(e) => {
                let failure = failure("the prompt", &e, process).await;
                say_line(&format!("[error] {failure}\n"))
            }
        }
    }
}
