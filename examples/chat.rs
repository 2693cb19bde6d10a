//! A terminal chat client for any ACP agent.
//!
//! ```text
//! cargo run --example chat -- [--yes] AGENT_COMMAND [ARGS...]
//! ```
//!
//! It starts the agent, opens a session in the current directory and sends every
//! line typed on stdin as a prompt, printing streamed text, tool calls and plans
//! as they arrive. Permission requests are asked on the terminal (or answered
//! with the first "allow" option under `--yes`). `fs/*` requests are served from
//! the real file system, refusing paths outside the session's directory, and
//! `terminal/*` requests run real processes. `/config ID VALUE` changes a session
//! config option, `/quit` (or end of input) leaves, and Ctrl-C cancels the running
//! prompt (pressed again, or while no prompt runs, it leaves).
//!
//! The agent and everything it started end with the chat, whichever way it ends
//! (end of input, `/quit`, Ctrl-C, SIGTERM or SIGHUP, a failed `initialize` or
//! `session/new`, the agent exiting): the agent runs in a process group of its
//! own (see `acp::transport`), which is shut down before the chat exits.

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{ExitCode, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use acp::transport::{ChildProcess, ProcessSpec};
use acp::v1::*;
use acp::{acp_client, Error, Result};
use tokio::io::AsyncReadExt;
use tokio::sync::{mpsc, watch};

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
}

fn say(text: &str) {
    print!("{text}");
    let _ = std::io::stdout().flush();
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

#[acp_client]
impl Chat {
    fn session_update(&self, n: SessionNotification) {
        match n.update {
            SessionUpdate::AgentMessageChunk(c) => match c.content {
                ContentBlock::Text(t) => say(&t.text),
                other => say(&format!(
                    "[{}]",
                    serde_json::to_value(&other)
                        .map(|v| v["type"].to_string())
                        .unwrap_or_default()
                )),
            },
            SessionUpdate::AgentThoughtChunk(ContentChunk {
                content: ContentBlock::Text(t),
                ..
            }) => say(&format!("\x1b[2m{}\x1b[0m", t.text)),
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
                say(&format!("[tool {}] {status}\n", update.tool_call_id));
            }
            SessionUpdate::Plan(plan) => {
                say("\n[plan]\n");
                for entry in plan.entries {
                    say(&format!("  - {} ({})\n", entry.content, entry.status));
                }
            }
            SessionUpdate::ConfigOptionUpdate(update) => show_config(&update.config_options),
            other => say(&format!(
                "\n[{}]\n",
                serde_json::to_value(&other)
                    .map(|v| v["sessionUpdate"].to_string())
                    .unwrap_or_default()
            )),
        }
    }

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
            say(&format!(
                "\n[permission for {title}: {} (--yes)]\n",
                option.name
            ));
            Some(option.option_id.clone())
        } else {
            say(&format!("\n[permission] {title}\n"));
            for (i, option) in req.options.iter().enumerate() {
                say(&format!("  {}) {}\n", i + 1, option.name));
            }
            say("choose a number (anything else cancels): ");
            let mut leaving = self.leaving.clone();
            let line = tokio::select! {
                line = async { self.input.lock().await.recv().await } => line.unwrap_or_default(),
                _ = leaving.wait_for(|leaving| *leaving) => String::new(),
            };
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
        say(&format!("\n[agent reads {}]\n", path.display()));
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
        say(&format!("\n[agent writes {}]\n", path.display()));
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
        say(&format!(
            "[config] {} ({}): {current}\n",
            option.id, option.name
        ));
    }
}

/// How a chat ended, when nothing failed.
enum End {
    /// `/quit` or end of input.
    Done,
    /// Ctrl-C while no prompt ran (or a second one while cancelling), or a
    /// terminating signal: the conventional exit code.
    Signalled(u8),
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
}

impl Signal {
    fn exit_code(self) -> u8 {
        match self {
            Signal::Interrupt => 130,
            Signal::Leave(code) => code,
        }
    }
}

/// The lines typed on stdin. Read on a thread of its own rather than with
/// tokio's stdin: a read waiting on a terminal cannot be cancelled, and would
/// hold up the runtime's shutdown (and so the exit) until Enter is pressed.
fn stdin_lines() -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel(16);
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if tx.blocking_send(line).is_err() {
                break;
            }
        }
    });
    rx
}

#[tokio::main]
async fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let yes = args.first().is_some_and(|a| a == "--yes");
    if yes {
        args.remove(0);
    }
    let Some((program, agent_args)) = args.split_first() else {
        eprintln!("usage: chat [--yes] AGENT_COMMAND [ARGS...]");
        return ExitCode::from(2);
    };
    let mut signals = match Signals::listen() {
        Ok(signals) => signals,
        Err(e) => return fail(format!("cannot listen for signals: {e}")),
    };
    let cwd = match std::env::current_dir().and_then(|d| d.canonicalize()) {
        Ok(cwd) => cwd,
        Err(e) => return fail(format!("no current directory: {e}")),
    };
    let input = Arc::new(tokio::sync::Mutex::new(stdin_lines()));
    let (leaving, leaving_rx) = watch::channel(false);
    let chat = Chat {
        cwd: cwd.clone(),
        yes,
        input: input.clone(),
        leaving: leaving_rx,
        terminals: Mutex::default(),
        next_terminal: AtomicU64::new(1),
    };
    let (agent, process) = match chat.spawn_agent(ProcessSpec::new(program).args(agent_args)) {
        Ok(started) => started,
        Err(e) => return fail(format!("cannot start {program}: {e}")),
    };
    // From here on every way out goes through the shutdown below: no `?`, no
    // `exit`, so that the agent and whatever it started never outlive the chat.
    let end = converse(&agent, &process, program, &cwd, &input, &mut signals).await;
    leaving.send_replace(true);
    let agent_left = process.connection().is_closed();
    let status = process.shutdown().await;
    if agent_left {
        match status {
            Ok(status) => eprintln!("chat: the agent exited ({status})"),
            Err(e) => eprintln!("chat: the agent exited ({e})"),
        }
    }
    match end {
        Ok(End::Done) => ExitCode::SUCCESS,
        Ok(End::Signalled(code)) => ExitCode::from(code),
        Err(e) => fail(e),
    }
}

fn fail(message: String) -> ExitCode {
    eprintln!("chat: {message}");
    ExitCode::FAILURE
}

/// The session: `initialize`, `session/new`, then a prompt per line.
async fn converse(
    agent: &AgentPeer,
    process: &ChildProcess,
    program: &str,
    cwd: &Path,
    input: &tokio::sync::Mutex<mpsc::Receiver<String>>,
    signals: &mut Signals,
) -> std::result::Result<End, String> {
    let connection = process.connection();
    let init = InitializeRequest::new(PROTOCOL_VERSION)
        .client_info(Implementation::new("acp-chat", env!("CARGO_PKG_VERSION")));
    let init = tokio::select! {
        init = agent.initialize(init) => init.map_err(|e| format!("initialize failed: {e}"))?,
        signal = signals.next() => return Ok(End::Signalled(signal.exit_code())),
    };
    let name = init
        .agent_info
        .map(|i| format!("{} {}", i.name, i.version))
        .unwrap_or_else(|| program.to_owned());
    say(&format!(
        "connected to {name} (protocol {})\n",
        init.protocol_version
    ));
    let new = NewSessionRequest::new(cwd.display().to_string(), vec![]);
    let session = tokio::select! {
        session = agent.new_session(new) => session.map_err(|e| format!("session/new failed: {e}"))?,
        signal = signals.next() => return Ok(End::Signalled(signal.exit_code())),
    };
    let id = session.session_id.clone();
    show_config(session.config_options.as_deref().unwrap_or_default());
    loop {
        say("> ");
        // Shared with permission questions, which read their answer while a prompt runs.
        let line = tokio::select! {
            line = async { input.lock().await.recv().await } => line,
            signal = signals.next() => return Ok(End::Signalled(signal.exit_code())),
            () = connection.closed() => return Err("the agent closed the connection".into()),
        };
        let Some(line) = line else {
            return Ok(End::Done);
        };
        let line = line.trim().to_owned();
        if line.is_empty() {
            continue;
        }
        if line == "/quit" {
            return Ok(End::Done);
        }
        if let Some(rest) = line.strip_prefix("/config ") {
            let mut words = rest.split_whitespace();
            let (Some(config), Some(value)) = (words.next(), words.next()) else {
                say("usage: /config ID VALUE\n");
                continue;
            };
            let kind = match value {
                "true" | "false" => SetSessionConfigOptionRequestKind::boolean(value == "true"),
                _ => SetSessionConfigOptionRequestKind::value_id(value),
            };
            match agent
                .set_session_config_option(SetSessionConfigOptionRequest::new(
                    id.clone(),
                    config,
                    kind,
                ))
                .await
            {
                Ok(state) => show_config(&state.config_options),
                Err(e) => say(&format!("[error] {e}\n")),
            }
            continue;
        }
        let prompt = agent.prompt(PromptRequest::new(
            id.clone(),
            vec![ContentBlock::from(TextContent::new(line))],
        ));
        tokio::pin!(prompt);
        let mut cancelling = false;
        let reply = loop {
            tokio::select! {
                reply = &mut prompt => break reply,
                signal = signals.next() => {
                    if signal != Signal::Interrupt || cancelling {
                        return Ok(End::Signalled(signal.exit_code()));
                    }
                    // The first Ctrl-C cancels the turn; a second one leaves.
                    say("\n[cancelling]\n");
                    cancelling = true;
                    let _ = agent.cancel(CancelNotification::new(id.clone())).await;
                }
            }
        };
        match reply {
            Ok(reply) => say(&format!("\n[{}]\n", reply.stop_reason)),
            Err(e) if connection.is_closed() => {
                return Err(format!("the prompt failed: {e}"));
            }
            Err(e) => say(&format!("\n[error] {e}\n")),
        }
    }
}
