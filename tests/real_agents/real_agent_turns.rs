//! Five published agents do whole turns in our tests: codex-acp,
//! claude-agent-acp, gemini-cli, qwen-code and opencode (pinned in
//! `tests/real-agents`, installed once by `support::install`), each pointed at
//! a scripted model on 127.0.0.1 (`support::scripted_model`) from a fresh
//! home (`support::real_agents`), with no credentials and no network.
//!
//! The turn: the model says a sentence and reads `notes.txt`, changes it,
//! runs `printf 'acp-%d\n' 42`, and says `FINAL_TEXT`. Each agent plays it
//! three times:
//! - through `acp chat --yes --protocol auto` (in v2 where the agent offers
//!   it; without `--protocol` the chat speaks v1, v2's schema being a
//!   pre-release), with `acp trace` between the chat and the agent to see what
//!   crossed the wire;
//! - through a client written on the SDK's session API, in v1, whose
//!   permission answer is the one-time allow and which serves `fs/*` from the
//!   working directory;
//! - and cancelled: the model starts its answer and stalls, the client sends
//!   `session/cancel` once that start showed, and the turn must end
//!   `cancelled` (the prints say whether the agent also closed its request
//!   to the model).
//!
//! Each asserts what a user would see: the turn ends `end_turn`; every
//! permission request was answered with its `allow_once` option; the file
//! holds the new text (written through the client's `fs/write_text_file` by
//! the agents that use it, by the agent itself otherwise); the command ran
//! (its output reached the model); every tool call was announced, updated
//! and ended `completed`; the final text streamed; and nothing the agent
//! started is left running. Each prints what it saw (`cargo test --test
//! real_agent_turns -- --nocapture`): the protocol version, the updates by
//! kind, the client methods the agent called and the time of the turn.
//!
//! Unix only: the agents are started through `/usr/bin/env -i` (and what is
//! left of them is found in `/proc`, on Linux: `support::leftovers`).
#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::jsonrpc::Request;
use acp::transport::{ProcessSpec, Stderr};
use acp::v1::session::Session;
use acp::v1::*;
use acp::{acp_client, Error};
use serde_json::Value;

use crate::support;
use support::chat_run::{shown, Run};
use support::leftovers;
use support::real_agents::{Agent, Home, Installed};
use support::scripted_model::script::{Script, FINAL_TEXT, HOLD, HOLD_TEXT};
use support::scripted_model::{Exchange, Held, ScriptedModel};
use support::turn_log::{permission, TurnLog};

const BEFORE: &str = "hello world\n";
const AFTER: &str = "edited by the scripted model\n";
const PROMPT: &str = "Read notes.txt, change it, then run a command.";

/// How long a turn may take: they take a second or three; an agent starts in
/// a few seconds, more on a busy machine.
const TURN_LIMIT: Duration = Duration::from_secs(90);

/// What each agent does differently (found with the pinned versions).
struct Expect {
    /// The protocol version the chat speaks with it (v2 where it offers it).
    chat_protocol: u64,
    /// Whether it writes files through the client's `fs/write_text_file`
    /// (v1) rather than itself.
    writes_through_client: bool,
}

fn expect(agent: Agent) -> Expect {
    let (chat_protocol, writes_through_client) = match agent {
        Agent::Codex | Agent::Claude => (2, false),
        Agent::Gemini | Agent::Qwen | Agent::OpenCode => (1, true),
    };
    Expect {
        chat_protocol,
        writes_through_client,
    }
}

// ---------------------------------------------------------------------------
// The tests

#[test]
fn codex_chat_turn() {
    chat_turn(Agent::Codex);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codex_session_turn() {
    session_turn(Agent::Codex).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codex_cancel() {
    cancelled_turn(Agent::Codex).await;
}

#[test]
fn claude_chat_turn() {
    chat_turn(Agent::Claude);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn claude_session_turn() {
    session_turn(Agent::Claude).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn claude_cancel() {
    cancelled_turn(Agent::Claude).await;
}

#[test]
fn gemini_chat_turn() {
    chat_turn(Agent::Gemini);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gemini_session_turn() {
    session_turn(Agent::Gemini).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gemini_cancel() {
    cancelled_turn(Agent::Gemini).await;
}

#[test]
fn qwen_chat_turn() {
    chat_turn(Agent::Qwen);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn qwen_session_turn() {
    session_turn(Agent::Qwen).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn qwen_cancel() {
    cancelled_turn(Agent::Qwen).await;
}

#[test]
fn opencode_chat_turn() {
    chat_turn(Agent::OpenCode);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn opencode_session_turn() {
    session_turn(Agent::OpenCode).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn opencode_cancel() {
    cancelled_turn(Agent::OpenCode).await;
}

// ---------------------------------------------------------------------------
// A stage: an agent, a fresh home, a scripted model

/// One agent set up for one turn: a fresh home whose working directory has
/// `notes.txt`, and a model of its own.
struct Stage {
    agent: Agent,
    installed: Installed,
    home: Home,
    model: ScriptedModel,
    /// What the agent needs in its environment besides `PATH` and `HOME`.
    env: Vec<(String, String)>,
    file: PathBuf,
}

impl Stage {
    fn new(agent: Agent, run: &str) -> Stage {
        let installed = agent.installed();
        let home = Home::new(&format!("turn-{}-{run}", agent.name()));
        let file = home.work.join("notes.txt");
        std::fs::write(&file, BEFORE).unwrap();
        let model = ScriptedModel::start(Script::new(&file, BEFORE, AFTER));
        let env = agent.configure(&home, &model.url());
        Stage {
            agent,
            installed,
            home,
            model,
            env,
            file,
        }
    }

    /// The agent as a child process served by `client`, in an environment
    /// of only `PATH`, `HOME`, its own variables and `marker`
    /// (`support::leftovers`).
    fn spawn(&self, client: Desk, marker: &str) -> (AgentPeer, acp::transport::ChildProcess) {
        let mut env = vec![
            format!("PATH={}", std::env::var("PATH").unwrap_or_default()),
            format!("HOME={}", self.home.home.display()),
            format!("{}={marker}", leftovers::VAR),
        ];
        env.extend(self.env.iter().map(|(k, v)| format!("{k}={v}")));
        // `env -i` execs the agent in a cleared environment: the same
        // process, leading the group the SDK gives it.
        let spec = ProcessSpec::new("/usr/bin/env")
            .args(["-i"])
            .args(env)
            .args(self.installed.command())
            .current_dir(&self.home.work)
            .stderr(Stderr::Capture(16 * 1024));
        client.spawn_agent(spec).expect("cannot start the agent")
    }

    fn who(&self, run: &str) -> String {
        format!("{} {} ({run})", self.agent.name(), self.installed.version)
    }
}

// ---------------------------------------------------------------------------
// What every whole turn must show

fn assert_whole_turn(stage: &Stage, run: &str, log: &TurnLog, through_fs: bool) {
    let who = stage.who(run);
    let context = format!("{log:#?}\nthe model's requests:\n{}", stage.model.shown());
    assert_eq!(
        log.stop_reason.as_deref(),
        Some("end_turn"),
        "{who}: the turn did not end `end_turn`\n{context}"
    );
    assert!(
        !log.permissions.is_empty(),
        "{who}: the agent asked no permission to change the file\n{context}"
    );
    for permission in &log.permissions {
        assert_eq!(
            permission.chosen_kind(),
            Some("allow_once"),
            "{who}: a permission request was not answered with its one-time allow: \
             {permission:?}\n{context}"
        );
    }
    let on_disk = std::fs::read_to_string(&stage.file).unwrap();
    assert_eq!(on_disk, AFTER, "{who}: the file was not changed\n{context}");
    let file = stage.file.display().to_string();
    let wrote = log
        .writes
        .iter()
        .any(|(path, content)| *path == file && content == AFTER);
    assert_eq!(
        wrote,
        through_fs,
        "{who}: expected the file written {} the client's fs/write_text_file\n{context}",
        if through_fs { "through" } else { "without" }
    );
    // The read's and the command's outputs reached the model.
    let requests = stage.model.requests();
    let results: Vec<String> = requests
        .iter()
        .flat_map(|e| e.results.iter().map(Value::to_string))
        .collect();
    assert!(
        results.iter().any(|r| r.contains(BEFORE.trim())),
        "{who}: the file's text never reached the model: {results:#?}\n{context}"
    );
    let output = stage.model.script().command_output();
    assert!(
        results.iter().any(|r| r.contains(output)),
        "{who}: `{output}` never reached the model: the command did not run: {results:#?}\n{context}"
    );
    let calls = log.tool_calls();
    assert!(
        calls.len() >= 3,
        "{who}: fewer than three tool calls (read, change, run): {calls:?}\n{context}"
    );
    for (id, statuses) in &calls {
        assert_eq!(
            statuses.last().map(String::as_str),
            Some("completed"),
            "{who}: tool call {id} did not end `completed`: {statuses:?}\n{context}"
        );
        // Announced before it completed: with an earlier status, or by the
        // permission request that asked for it.
        let asked = log
            .permissions
            .iter()
            .any(|p| p.tool_call_id.as_ref() == Some(id));
        assert!(
            statuses.len() > 1 || asked,
            "{who}: tool call {id} came already completed, with no update before: \
             {statuses:?}\n{context}"
        );
    }
    let text = log.message_text();
    assert!(
        text.trim_end().ends_with(FINAL_TEXT),
        "{who}: the final text did not stream (the message was {text:?})\n{context}"
    );
}

// ---------------------------------------------------------------------------
// The chat

fn chat_turn(agent: Agent) {
    let stage = Stage::new(agent, "chat");
    let trace = stage.home.home.join("turn.jsonl");
    let mut command = vec![
        support::paths::acp_cli().display().to_string(),
        "trace".to_owned(),
        "-o".to_owned(),
        trace.display().to_string(),
        "--".to_owned(),
    ];
    command.extend(stage.installed.command());
    let command: Vec<&str> = command.iter().map(String::as_str).collect();
    let mut run = Run::new(&["--yes", "--protocol", "auto"], &command)
        .isolated(&stage.home.home)
        .dir(&stage.home.work)
        .input(&format!("{PROMPT}\n"))
        .deadline(TURN_LIMIT * 2);
    for (key, value) in &stage.env {
        run = run.env(key, value);
    }
    let (out, took) = run.timed();
    let who = stage.who("acp chat --yes");
    assert!(out.status.success(), "{who}: {}", shown(&out));
    let log = TurnLog::from_trace(&trace);
    assert_eq!(
        log.protocol,
        expect(agent).chat_protocol,
        "{who}: {}",
        shown(&out)
    );
    // What the chat showed: the final text and the stop reason.
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(FINAL_TEXT) && stdout.contains("[end_turn]"),
        "{who}: {}",
        shown(&out)
    );
    // In v2 the client has no file system.
    let through_fs = log.protocol == 1 && expect(agent).writes_through_client;
    assert_whole_turn(&stage, "acp chat --yes", &log, through_fs);
    println!(
        "{who}: {}; the whole chat {:.2} s",
        log.summary(),
        took.as_secs_f64()
    );
}

// ---------------------------------------------------------------------------
// The session API

/// The client of the session API tests: it answers a permission request with
/// its one-time allow (and nothing else: without one, "cancelled"), serves
/// `fs/*` inside the working directory, and records what it was asked.
#[derive(Clone)]
struct Desk {
    work: PathBuf,
    log: Arc<Mutex<TurnLog>>,
}

impl Desk {
    fn new(work: &Path) -> Desk {
        Desk {
            work: work.to_owned(),
            log: Arc::default(),
        }
    }

    fn called(&self, method: &str) {
        self.log
            .lock()
            .unwrap()
            .client_calls
            .push(method.to_owned());
    }

    fn inside(&self, path: &str) -> acp::Result<PathBuf> {
        let path = Path::new(path);
        if path.is_absolute()
            && path.starts_with(&self.work)
            && !path.components().any(|c| c.as_os_str() == "..")
        {
            Ok(path.to_owned())
        } else {
            Err(Error::invalid_params(format!(
                "{} is not inside the session's directory {}",
                path.display(),
                self.work.display()
            )))
        }
    }
}

#[acp_client]
impl Desk {
    fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> acp::Result<RequestPermissionResponse> {
        self.called(RequestPermissionRequest::METHOD);
        let once = req
            .options
            .iter()
            .find(|o| o.kind == PermissionOptionKind::AllowOnce)
            .map(|o| o.option_id.clone());
        let params = serde_json::to_value(&req).unwrap();
        let outcome = match &once {
            Some(id) => {
                RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(id.clone()))
            }
            None => RequestPermissionOutcome::Cancelled,
        };
        let response = RequestPermissionResponse::new(outcome);
        let result = serde_json::to_value(&response).unwrap();
        self.log
            .lock()
            .unwrap()
            .permissions
            .push(permission(&params, &result));
        Ok(response)
    }

    async fn read_text_file(&self, req: ReadTextFileRequest) -> acp::Result<ReadTextFileResponse> {
        self.called(ReadTextFileRequest::METHOD);
        let path = self.inside(&req.path)?;
        let text = std::fs::read_to_string(&path)
            .map_err(|e| Error::invalid_params(format!("{}: {e}", path.display())))?;
        let skip = req.line.map_or(0, |l| l.saturating_sub(1) as usize);
        let lines = text.split_inclusive('\n').skip(skip);
        let content: String = match req.limit {
            Some(limit) => lines.take(limit as usize).collect(),
            None => lines.collect(),
        };
        Ok(ReadTextFileResponse::new(content))
    }

    async fn write_text_file(
        &self,
        req: WriteTextFileRequest,
    ) -> acp::Result<WriteTextFileResponse> {
        self.called(WriteTextFileRequest::METHOD);
        let path = self.inside(&req.path)?;
        std::fs::write(&path, &req.content)
            .map_err(|e| Error::internal_error(format!("{}: {e}", path.display())))?;
        self.log
            .lock()
            .unwrap()
            .writes
            .push((req.path.clone(), req.content.clone()));
        Ok(WriteTextFileResponse::default())
    }
}

/// An agent started by a [`Desk`], initialized in v1, with a session open in
/// the stage's working directory.
struct Connected {
    desk: Desk,
    agent: AgentPeer,
    process: acp::transport::ChildProcess,
    marker: String,
}

async fn connect(stage: &Stage) -> Connected {
    let desk = Desk::new(&stage.home.work);
    let marker = leftovers::marker(stage.agent.name());
    let (agent, process) = stage.spawn(desk.clone(), &marker);
    let info = Implementation::new("acp-session-api-test", "0.1.0");
    let init = InitializeRequest::new(PROTOCOL_VERSION).client_info(info);
    let answer = tokio::time::timeout(TURN_LIMIT, agent.initialize(init))
        .await
        .unwrap_or_else(|_| {
            panic!(
                "no answer to initialize; stderr:\n{}",
                process.stderr_tail()
            )
        })
        .unwrap_or_else(|e| panic!("initialize failed: {e}; stderr:\n{}", process.stderr_tail()));
    desk.log.lock().unwrap().protocol = serde_json::to_value(answer.protocol_version)
        .unwrap()
        .as_u64()
        .unwrap_or(0);
    Connected {
        desk,
        agent,
        process,
        marker,
    }
}

impl Connected {
    async fn session(&self, stage: &Stage) -> Session {
        let cwd = stage.home.work.display().to_string();
        tokio::time::timeout(
            TURN_LIMIT,
            Session::new(&self.agent, NewSessionRequest::new(cwd, vec![])),
        )
        .await
        .unwrap_or_else(|_| {
            panic!(
                "no answer to session/new; stderr:\n{}",
                self.process.stderr_tail()
            )
        })
        .unwrap_or_else(|e| {
            panic!(
                "session/new failed: {e}; stderr:\n{}",
                self.process.stderr_tail()
            )
        })
    }

    /// Ends the agent, and asserts that nothing it started is left.
    async fn close(self) -> TurnLog {
        let _ = self.process.shutdown().await;
        leftovers::assert_none_within(&self.marker, Duration::from_secs(5));
        std::mem::take(&mut *self.desk.log.lock().unwrap())
    }
}

fn prompt(text: &str) -> Vec<ContentBlock> {
    vec![ContentBlock::from(TextContent::new(text))]
}

async fn session_turn(agent: Agent) {
    let stage = Stage::new(agent, "session");
    let connected = connect(&stage).await;
    let who = stage.who("session API");
    let mut session = connected.session(&stage).await;
    let started = Instant::now();
    let mut turn = session.prompt(prompt(PROMPT));
    let mut updates = vec![];
    let read = async {
        while let Some(note) = turn.next().await {
            updates.push(serde_json::to_value(&note.update).unwrap());
        }
        turn.finish().await
    };
    let end = tokio::time::timeout(TURN_LIMIT, read).await;
    let took = started.elapsed();
    let tail = connected.process.stderr_tail();
    let end = end
        .unwrap_or_else(|_| {
            panic!(
                "{who}: the turn did not end within {TURN_LIMIT:?}\nmodel:\n{}\nstderr:\n{tail}",
                stage.model.shown()
            )
        })
        .unwrap_or_else(|e| {
            panic!(
                "{who}: the turn failed: {e}\nmodel:\n{}\nstderr:\n{tail}",
                stage.model.shown()
            )
        });
    drop(session);
    let mut log = connected.close().await;
    log.updates = updates;
    log.took = took;
    log.stop_reason = serde_json::to_value(end.stop_reason)
        .unwrap()
        .as_str()
        .map(str::to_owned);
    assert_eq!(log.protocol, 1, "{who}");
    assert_whole_turn(
        &stage,
        "session API",
        &log,
        expect(agent).writes_through_client,
    );
    println!("{who}: {}", log.summary());
}

// ---------------------------------------------------------------------------
// Cancel

/// The text of an update when it is a chunk of the agent's message.
fn chunk_text(update: &SessionUpdate) -> Option<&str> {
    match update {
        SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(text),
            ..
        }) => Some(&text.text),
        _ => None,
    }
}

async fn cancelled_turn(agent: Agent) {
    let stage = Stage::new(agent, "cancel");
    let connected = connect(&stage).await;
    let who = stage.who("session API, cancelled");
    let mut session = connected.session(&stage).await;
    let mut turn = session.prompt(prompt(&format!("{PROMPT} {HOLD}")));
    // The model starts its answer and stalls: cancel once its start showed.
    let started = async {
        let mut text = String::new();
        while let Some(note) = turn.next().await {
            text.extend(chunk_text(&note.update));
            if text.contains(HOLD_TEXT) {
                return true;
            }
        }
        false
    };
    let started = tokio::time::timeout(TURN_LIMIT, started).await == Ok(true);
    assert!(
        started,
        "{who}: the start of the model's answer never showed\nmodel:\n{}\nstderr:\n{}",
        stage.model.shown(),
        connected.process.stderr_tail()
    );
    let cancelled_at = Instant::now();
    turn.cancel().await.expect("session/cancel is sent");
    let end = tokio::time::timeout(TURN_LIMIT, turn.finish()).await;
    let took = cancelled_at.elapsed();
    let tail = connected.process.stderr_tail();
    let end = end.unwrap_or_else(|_| {
        panic!("{who}: the cancelled turn did not end within {TURN_LIMIT:?}\nstderr:\n{tail}")
    });
    // Whether the agent stopped the model's answer it waited for.
    let closed = |r: &[Exchange]| r.iter().any(|e| e.held == Some(Held::Closed));
    let model_closed = stage
        .model
        .wait_for(Duration::from_secs(5), closed)
        .await
        .is_some();
    drop(session);
    connected.close().await;
    // prompt-turn: "the Agent MUST respond to the original session/prompt
    // request with the cancelled stop reason".
    match &end {
        Ok(answer) if answer.stop_reason == StopReason::Cancelled => {}
        other => panic!(
            "{who}: the cancelled turn did not end `cancelled`: {other:?}\nmodel:\n{}",
            stage.model.shown()
        ),
    }
    println!(
        "{who}: `cancelled` {:.0} ms after session/cancel; the model's held request {}",
        took.as_secs_f64() * 1000.0,
        if model_closed {
            "closed by the agent"
        } else {
            "left open"
        }
    );
}
