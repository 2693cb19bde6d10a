//! A deterministic ACP agent for testing clients, benchmarks and interop: no model,
//! just commands in the prompt (the test-agent convention).
//!
//! ```text
//! cargo run --example test_agent [--demo] [--fail METHOD]... [--fail-internal METHOD]... [--advertise-sse]   # speaks ACP on stdin/stdout
//! cargo run --example test_agent --features ws,http -- --listen 8080   # ws:// and http://127.0.0.1:8080/acp
//! ```
//!
//! `--listen ADDR` serves the agent over WebSocket and Streamable HTTP on
//! `ADDR/acp` instead (`HOST:PORT`, or a port on 127.0.0.1; needs
//! `--features ws,http`), a fresh agent per client, `--token T` requiring
//! `Authorization: Bearer T` (`--generate-token` makes one and prints it),
//! `--max-connections N` (default 256); it prints the URLs and any warnings
//! about its settings, and runs until killed. An address other machines can
//! reach is refused without a token unless `--allow-public-without-token`.
//! Behind a reverse proxy: `--trust-proxy ADDR[/PREFIX]` (repeatable) believes
//! that proxy's `X-Forwarded-For` / `Forwarded`, `--max-connections-per-client
//! N` limits each client address, `--allow-origin ORIGIN` (repeatable) lets a
//! browser page of that origin in, and `--route NAME` ends the connection ids
//! in `.NAME` for a proxy routing to several agents (see
//! `examples/deploy/`).
//!
//! `--demo` answers every prompt with the newcomer's demo turn instead.
//! `--fail METHOD` (repeatable; `initialize`, `session/new`, `session/prompt` or
//! `session/set_config_option`) answers that method with error -32000
//! (authentication required), as a real agent without credentials does, so that
//! clients can be tested on their failure paths. `--fail-internal METHOD` answers
//! it -32603 with the bare message `Internal error` and `data.details`, after a
//! line on stderr, as an agent whose backend process died does.
//!
//! `--advertise-sse` advertises `mcpCapabilities.sse`, though the agent connects
//! no SSE server (each is a failure on its stderr, as `acp::mcp` refuses them):
//! for tests of what a client sends an agent that takes SSE servers.
//!
//! `--write-settings LOG` writes a file `.acp-test-agent` into the directory of
//! every session it opens, as agents that keep settings or rules in the project
//! do, and appends its path to the file LOG (for tests of clients that must
//! leave no such file behind).
//!
//! `--auth-required` advertises three auth methods and answers `session/new`
//! with -32000 until one of them worked:
//! `test-key`, an env-var method (`authenticate` succeeds when
//! `ACP_TEST_API_KEY` is set in the agent's environment); `test-agent-login`, an
//! agent method (`authenticate` always succeeds); `test-slow-login`, an agent
//! method whose `authenticate` is never answered (a login in a browser that
//! nobody completes, for clients' timeouts); and, when the client can run
//! terminal logins, `test-login`, a terminal method whose login (this command
//! with `--login` added) creates the file `ACP_TEST_CREDENTIALS` names, which
//! then counts as being logged in. `--login` does only that, prints
//! `test agent: logged in` and exits.
//!
//! The first word of the first text block is the command:
//!
//! | prompt | what the agent does |
//! |---|---|
//! | `stream M` | M `agent_message_chunk`s `c<i> `, then `end_turn` (`cancelled` if cancelled) |
//! | `echo ...` (or anything else) | one chunk with the whole prompt text |
//! | `read PATH` | `fs/read_text_file`, one chunk with the content (or `error: ...`) |
//! | `write PATH TEXT` | `fs/write_text_file`, chunk `ok` |
//! | `permission` | `session/request_permission` for tool call `perm-N` (the session's Nth, so `perm-1` first); chunk `selected:<id>`, or `cancelled` |
//! | `terminal CMD ARGS` | `terminal/create`, `wait_for_exit`, `output`, `release`; one chunk with the output |
//! | `wait MS` | waits MS milliseconds, then `end_turn` |
//! | `meta` | no updates; the response's `_meta` is the request's `_meta` |
//! | `crash [CODE]` | the process says so on stderr and exits at once with CODE (default 1), leaving the turn unanswered |
//! | `plan [ID]` | two `plan_update`s of plan ID (default `plan-1`): two entries, then the same plan as Markdown |
//! | `unplan [ID]` | `plan_removed` of plan ID (default `plan-1`) |
//! | `mcp TOOL JSON` | calls TOOL with the JSON object as arguments on the first of the session's MCP servers that lists it (feature `mcp`), reported as tool call `mcp-N` (`in_progress`, then `completed`, or `failed` with the reason as its content and raw output); one chunk per text item of the result, or `error: ...`; `cancelled` if cancelled, the server then sent `notifications/cancelled` |
//! | `subagent` | a child session `<session>-child`: `subagent_update` (title, state `running`), a `session_message` to it with a `session_message_chunk`, `subagent_update` (state `idle`, `end_turn`) |
//!
//! Every tool call of a session has an id of its own (`perm-1`, `perm-2`, ...,
//! `mcp-1`, ..., `demo-1`, ...; `test_agent/calls.rs`), turn after turn, as
//! clients key tool calls by id.
//!
//! `plan`, `unplan` and `subagent` send their updates only to a client that
//! advertised the `plan` (or `subagents`) client capability, as the schema
//! requires; to another they answer with one chunk `error: the client did not
//! advertise `plan`` (or `subagents`).
//!
//! `session/cancel` ends the session's running turn with `cancelled`, whatever
//! it was doing (waiting, streaming, or waiting for the client to answer a
//! request, which is then cancelled with `$/cancel_request`): the turn runs under
//! [`AgentSession::run`](acp::v1::session::AgentSession::run). When stdin ends,
//! running turns are cancelled the same way and the process exits. Sessions also
//! carry two config options (a mode and a model selector); `session/set_config_option`
//! answers with the full option state and announces it with `config_option_update`.
//! The extension request `_acp.test/echo` returns its params; the extension
//! notification `_acp.test/note` is answered with a chunk on the session it names.
//! Both are advertised in the capabilities' `_meta`.
//!
//! `--store PATH` (feature `store-sqlite`) keeps the sessions in the SQLite
//! file PATH, `--store-url URL` (feature `store-postgres`) in the PostgreSQL
//! database URL, which several instances of the agent may share, so that
//! they outlive the process: the SDK records every update
//! and serves `session/list`, `session/load`, `session/resume` and
//! `session/close` from it (`acp::session::served`); the agent saves each
//! session's mode, model and tool call numbering and gets them back when a
//! session is loaded or resumed (`test_agent/store.rs`). Session ids are then
//! unique across runs (`test-<start ms>-<n>`), and the first prompt of a
//! session gives it its title (a `session_info_update`).
//!
//! Built with the feature `v2`, the agent also speaks v2: a client asking for
//! version 2 (or later) in `initialize` gets the v2 agent of `test_agent/v2.rs`,
//! whose module docs say how the convention maps onto v2's prompt lifecycle.

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

#[path = "test_agent/calls.rs"]
mod calls;
#[cfg(feature = "mcp")]
#[path = "test_agent/mcp.rs"]
mod mcp;
#[cfg(feature = "store")]
#[path = "test_agent/store.rs"]
mod store;
#[cfg(feature = "v2")]
#[path = "test_agent/v2.rs"]
mod v2;

use acp::v1::session::AgentSession;
use acp::v1::*;
use acp::{acp_agent, Error, Result};
use calls::CallIds;
use serde_json::Value;

/// One session: its directory, config and tool call ids.
struct Session {
    cwd: String,
    mode: String,
    model: String,
    /// The ids of its tool calls, one of their own each.
    calls: Arc<CallIds>,
    /// The session's MCP servers, connected (feature `mcp`); they end with it.
    #[cfg(feature = "mcp")]
    mcp: std::sync::Arc<acp::mcp::McpServers>,
    /// Whether it has its title (`--store`: its first prompt gives it one).
    #[cfg_attr(not(feature = "store"), allow(dead_code))]
    titled: bool,
}

#[derive(Default)]
struct TestAgent {
    sessions: Mutex<HashMap<SessionId, Session>>,
    next_session: AtomicU64,
    /// `--demo`: every prompt gets the demo turn instead of a convention command.
    demo: bool,
    /// `--fail METHOD`: methods answered with an error.
    fail: Vec<String>,
    /// `--fail-internal METHOD`: methods answered with an internal error.
    fail_internal: Vec<String>,
    /// `--auth-required`: sessions only once authenticated.
    auth_required: bool,
    authenticated: AtomicBool,
    /// What the client advertised in `initialize`.
    client_capabilities: Mutex<ClientCapabilities>,
    /// `--write-settings LOG`: where to list the files it writes into session
    /// directories.
    write_settings: Option<String>,
    /// `--advertise-sse`: `mcpCapabilities.sse` in its answer to `initialize`.
    advertise_sse: bool,
    /// `--store PATH`: the session store the SDK keeps the sessions in.
    #[cfg(feature = "store")]
    store: Option<acp::session::store::AnyStore>,
}

impl TestAgent {
    /// The error for `method` when `--fail` names it.
    fn refuse(&self, method: &str) -> Result<()> {
        if self.fail_internal.iter().any(|m| m == method) {
            eprintln!("test agent: the backend exited with status 1 (--fail-internal {method})");
            let details = serde_json::json!({"details": "the backend closed before answering"});
            return Err(Error::new(ErrorCode::INTERNAL_ERROR, "Internal error").data(details));
        }
        if self.fail.iter().any(|m| m == method) {
            return Err(Error::new(
                ErrorCode::AUTHENTICATION_REQUIRED,
                format!("{method} refused (--fail {method})"),
            ));
        }
        Ok(())
    }

    /// -32000 under `--auth-required`, until authenticated.
    fn require_auth(&self) -> Result<()> {
        let logged_in = std::env::var_os(CREDENTIALS).is_some_and(|f| Path::new(&f).exists());
        if self.auth_required && !self.authenticated.load(Ordering::SeqCst) && !logged_in {
            return Err(Error::new(
                ErrorCode::AUTHENTICATION_REQUIRED,
                "authentication required (--auth-required)",
            ));
        }
        Ok(())
    }
}

#[cfg(feature = "store")]
impl TestAgent {
    /// `--store`: the first prompt of a session gives it its title.
    async fn title(&self, session: &AgentSession, prompt: &[ContentBlock]) -> Result<()> {
        if self.store.is_none() {
            return Ok(());
        }
        let untitled = match self.sessions.lock().unwrap().get_mut(session.id()) {
            Some(s) => !std::mem::replace(&mut s.titled, true),
            None => false,
        };
        if untitled {
            let info = SessionInfoUpdate::new().title(store::title_of(first_text(prompt)));
            session.send(SessionUpdate::SessionInfoUpdate(info)).await?;
        }
        Ok(())
    }

    /// `--store`: saves what the agent keeps of a session.
    async fn save(&self, id: &SessionId) {
        let Some(store) = &self.store else { return };
        let saved = match self.sessions.lock().unwrap().get(id) {
            Some(s) => store::Saved {
                mode: Some(s.mode.clone()),
                model: Some(s.model.clone()),
                calls: s.calls.counts(),
            },
            None => return,
        };
        store::save(store, id.as_str(), &saved).await;
    }
}

/// The variable the env-var method needs.
const API_KEY: &str = "ACP_TEST_API_KEY";
/// The variable naming the file the terminal login creates.
const CREDENTIALS: &str = "ACP_TEST_CREDENTIALS";

/// The auth methods of `--auth-required`.
fn auth_methods(terminal: bool) -> Vec<AuthMethod> {
    // The schema has no env-var kind (any more): agents that still send one
    // (codex-acp) send this, which the SDK keeps as `Unknown`.
    let env_var = serde_json::json!({
        "type": "env_var",
        "id": "test-key",
        "name": "Test API key",
        "description": format!("Set {API_KEY}"),
        "vars": [{"name": API_KEY}],
    });
    let mut methods = vec![
        AuthMethod::Unknown(serde_json::from_value(env_var).expect("an object")),
        AuthMethod::Agent(
            AuthMethodAgent::new("test-agent-login", "Test agent login")
                .description("The agent logs in by itself"),
        ),
        AuthMethod::Agent(
            AuthMethodAgent::new("test-slow-login", "Test slow login")
                .description("A login that never finishes"),
        ),
    ];
    if terminal {
        methods.push(AuthMethod::Terminal(
            AuthMethodTerminal::new("test-login", "Test terminal login")
                .description("Log in on the terminal")
                .args(vec!["--login".to_owned()]),
        ));
    }
    methods
}

/// `--write-settings`: `.acp-test-agent` in the session's directory `cwd`, its
/// path appended to `log`.
fn write_settings(cwd: &str, log: &str) -> Result<()> {
    use std::io::Write;
    let path = Path::new(cwd).join(".acp-test-agent");
    std::fs::write(&path, "{\"allow\": [\"Bash(*)\"]}\n")
        .map_err(|e| Error::internal_error(format!("{}: {e}", path.display())))?;
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .map_err(|e| Error::internal_error(format!("{log}: {e}")))?;
    writeln!(log, "{}", path.display()).map_err(Error::internal_error)
}

/// The first text block of a prompt: its first word is the command.
fn first_text(prompt: &[ContentBlock]) -> &str {
    prompt
        .iter()
        .find_map(|b| match b {
            ContentBlock::Text(t) => Some(t.text.as_str()),
            _ => None,
        })
        .unwrap_or_default()
}

fn select(
    id: &str,
    name: &str,
    category: SessionConfigOptionCategory,
    current: &str,
    values: &[(&str, &str)],
) -> SessionConfigOption {
    let options: Vec<SessionConfigSelectOption> = values
        .iter()
        .map(|(value, label)| SessionConfigSelectOption::new(*value, *label))
        .collect();
    let kind = SessionConfigOptionKind::Select(SessionConfigSelect::new(current, options));
    SessionConfigOption::new(id, name, kind).category(category)
}

impl Session {
    fn config_options(&self) -> Vec<SessionConfigOption> {
        vec![
            select(
                "mode",
                "Mode",
                SessionConfigOptionCategory::Mode,
                &self.mode,
                &[("ask", "Ask"), ("code", "Code")],
            ),
            select(
                "model",
                "Model",
                SessionConfigOptionCategory::Model,
                &self.model,
                &[("fast", "Fast"), ("smart", "Smart")],
            ),
        ]
    }
}

#[cfg_attr(all(feature = "mcp", feature = "store"), acp_agent(mcp, store = store))]
#[cfg_attr(all(feature = "mcp", not(feature = "store")), acp_agent(mcp))]
#[cfg_attr(all(not(feature = "mcp"), feature = "store"), acp_agent(store = store))]
#[cfg_attr(not(any(feature = "mcp", feature = "store")), acp_agent)]
impl TestAgent {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        self.refuse("initialize")?;
        *self.client_capabilities.lock().unwrap() = req.client_capabilities.clone();
        let info = Implementation::new("acp-test-agent", env!("CARGO_PKG_VERSION"));
        // The SDK writes the negotiated version into the answer (acp::peer::handshake).
        let mut response = InitializeResponse::new(PROTOCOL_VERSION).agent_info(info);
        response.agent_capabilities.mcp_capabilities.sse = self.advertise_sse;
        if !self.auth_required {
            return Ok(response);
        }
        Ok(response.auth_methods(auth_methods(req.client_capabilities.auth.terminal)))
    }

    async fn authenticate(&self, req: AuthenticateRequest) -> Result<AuthenticateResponse> {
        match req.method_id.as_str() {
            // Like a login waiting in a browser nobody opens: no answer, ever.
            "test-slow-login" => std::future::pending().await,
            "test-key" if std::env::var_os(API_KEY).is_none() => {
                return Err(Error::invalid_params(format!("{API_KEY} is not set")))
            }
            "test-key" | "test-agent-login" => {}
            other => return Err(Error::invalid_params(format!("no auth method `{other}`"))),
        }
        self.authenticated.store(true, Ordering::SeqCst);
        Ok(AuthenticateResponse::default())
    }

    async fn new_session(
        &self,
        req: NewSessionRequest,
        #[cfg_attr(not(feature = "mcp"), allow(unused_variables))] client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        self.refuse("session/new")?;
        self.require_auth()?;
        let n = self.next_session.fetch_add(1, Ordering::Relaxed);
        let id = SessionId::from(format!("test-{n}"));
        // Kept across runs, a session needs an id no earlier run gave.
        #[cfg(feature = "store")]
        let id = match self.store {
            Some(_) => SessionId::from(store::unique_id(n)),
            None => id,
        };
        if let Some(log) = &self.write_settings {
            write_settings(&req.cwd, log)?;
        }
        // Every server the agent can connect, each failure on stderr (a real
        // agent tells its user); `session/new` succeeds either way.
        #[cfg(feature = "mcp")]
        let mcp = std::sync::Arc::new(
            mcp::connect(&req.mcp_servers, req.cwd.as_ref(), Some(&client.0)).await,
        );
        let session = Session {
            cwd: req.cwd,
            mode: "ask".into(),
            model: "fast".into(),
            calls: Arc::default(),
            #[cfg(feature = "mcp")]
            mcp,
            titled: false,
        };
        let options = session.config_options();
        self.sessions.lock().unwrap().insert(id.clone(), session);
        Ok(NewSessionResponse::new(id).config_options(options))
    }

    async fn set_session_config_option(
        &self,
        req: SetSessionConfigOptionRequest,
        client: ClientPeer,
    ) -> Result<SetSessionConfigOptionResponse> {
        self.refuse("session/set_config_option")?;
        let value = match &req.kind {
            SetSessionConfigOptionRequestKind::ValueId { value, .. } => value.to_string(),
            _ => return Err(Error::invalid_params("this agent's options take value ids")),
        };
        let options = {
            let mut sessions = self.sessions.lock().unwrap();
            let session = sessions
                .get_mut(&req.session_id)
                .ok_or_else(|| Error::invalid_params("unknown session"))?;
            let (slot, allowed): (&mut String, &[&str]) = match req.config_id.as_str() {
                "mode" => (&mut session.mode, &["ask", "code"]),
                "model" => (&mut session.model, &["fast", "smart"]),
                other => {
                    return Err(Error::invalid_params(format!(
                        "unknown config option `{other}`"
                    )))
                }
            };
            if !allowed.contains(&value.as_str()) {
                return Err(Error::invalid_params(format!(
                    "`{value}` is not one of {allowed:?}"
                )));
            }
            *slot = value;
            session.config_options()
        };
        #[cfg(feature = "store")]
        self.save(&req.session_id).await;
        let update = SessionUpdate::ConfigOptionUpdate(ConfigOptionUpdate::new(options.clone()));
        client.session(req.session_id).send(update).await?;
        Ok(SetSessionConfigOptionResponse::new(options))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        self.refuse("session/prompt")?;
        let (cwd, calls) = self
            .sessions
            .lock()
            .unwrap()
            .get(&req.session_id)
            .map(|s| (s.cwd.clone(), s.calls.clone()))
            .ok_or_else(|| {
                Error::invalid_params(format!("unknown session `{}`", req.session_id))
            })?;
        #[cfg(feature = "mcp")]
        let mcp = self.sessions.lock().unwrap()[&req.session_id].mcp.clone();
        let session = client.session(req.session_id.clone());
        #[cfg(feature = "store")]
        self.title(&session, &req.prompt).await?;
        // A cancel (or the end of stdin) ends the turn with `cancelled`, whatever
        // it is doing.
        let caps = self.client_capabilities.lock().unwrap().clone();
        let turn = async {
            if self.demo {
                return demo_turn(&session, &cwd, &calls).await;
            }
            #[cfg(feature = "mcp")]
            if let Some(call) = mcp_command(&req.prompt) {
                return mcp_turn(&session, &mcp, &calls, call).await;
            }
            command(&session, &req, &caps, &calls).await
        };
        let answer = session.run(turn).await;
        #[cfg(feature = "store")]
        self.save(&req.session_id).await;
        answer
    }

    /// `--store`: a session the SDK opens again from the store, with what the
    /// agent saved of it; the answer carries its config options, as
    /// `session/new`'s does.
    #[cfg(feature = "store")]
    #[acp(restore)]
    async fn restore(
        &self,
        restored: acp::session::served::Restored,
        client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        let saved = store::Saved::of(&restored);
        #[cfg(feature = "mcp")]
        let mcp = {
            let servers: Vec<McpServer> = store::mcp_servers(&restored);
            std::sync::Arc::new(mcp::connect(&servers, &restored.meta.cwd, Some(&client.0)).await)
        };
        #[cfg(not(feature = "mcp"))]
        let _ = client;
        let session = Session {
            cwd: restored.meta.cwd.clone(),
            mode: saved.mode.clone().unwrap_or_else(|| "ask".into()),
            model: saved.model.clone().unwrap_or_else(|| "fast".into()),
            calls: Arc::new(saved.calls()),
            #[cfg(feature = "mcp")]
            mcp,
            titled: restored.meta.title.is_some(),
        };
        let id = SessionId::from(restored.id().to_owned());
        let options = session.config_options();
        self.sessions.lock().unwrap().insert(id.clone(), session);
        Ok(NewSessionResponse::new(id).config_options(options))
    }

    #[acp(ext = "_acp.test/echo")]
    fn ext_echo(&self, params: Value) -> Result<Value> {
        Ok(params)
    }

    #[acp(ext = "_acp.test/note")]
    async fn ext_note(&self, params: Value, client: ClientPeer) {
        if let Some(session) = params.get("sessionId").and_then(Value::as_str) {
            let _ = client.session(session).say(format!("note: {params}")).await;
        }
    }
}

/// One convention command (see the module docs); its tool calls take their
/// ids from `calls`.
async fn command(
    session: &AgentSession,
    req: &PromptRequest,
    caps: &ClientCapabilities,
    calls: &CallIds,
) -> Result<PromptResponse> {
    let id = session.id();
    let client = session.client();
    let first = first_text(&req.prompt);
    let words: Vec<&str> = first.split_whitespace().collect();
    let end = |reason| Ok(PromptResponse::new(reason));
    match words.as_slice() {
        ["stream", m, ..] => {
            let m: u64 = m
                .parse()
                .map_err(|_| Error::invalid_params("stream takes a count"))?;
            for i in 0..m {
                session.say(format!("c{i} ")).await?;
            }
            end(StopReason::EndTurn)
        }
        ["read", path, ..] => {
            let text = match client
                .read_text_file(ReadTextFileRequest::new(id.clone(), *path))
                .await
            {
                Ok(file) => file.content,
                Err(e) => format!("error: {e}"),
            };
            session.say(text).await?;
            end(StopReason::EndTurn)
        }
        ["write", path, ..] => {
            let after_path =
                first.trim_start()["write".len()..].trim_start()[path.len()..].to_owned();
            let content = after_path
                .strip_prefix(' ')
                .unwrap_or(&after_path)
                .to_owned();
            client
                .write_text_file(WriteTextFileRequest::new(id.clone(), *path, content))
                .await?;
            session.say("ok").await?;
            end(StopReason::EndTurn)
        }
        ["permission", ..] => {
            let call = ToolCallUpdate::new(calls.next("perm"))
                .title("Edit a file")
                .kind(ToolKind::Edit)
                .status(ToolCallStatus::Pending);
            let answer = client
                .request_permission(RequestPermissionRequest::new(
                    id.clone(),
                    call,
                    allow_or_reject(),
                ))
                .await?;
            match answer.outcome {
                RequestPermissionOutcome::Selected(s) => {
                    session.say(format!("selected:{}", s.option_id)).await?;
                    end(StopReason::EndTurn)
                }
                _ => end(StopReason::Cancelled),
            }
        }
        ["terminal", command, args @ ..] => {
            let create = CreateTerminalRequest::new(id.clone(), *command)
                .args(args.iter().map(|a| a.to_string()).collect::<Vec<_>>());
            let terminal = client.create_terminal(create).await?.terminal_id;
            client
                .wait_for_terminal_exit(WaitForTerminalExitRequest::new(
                    id.clone(),
                    terminal.clone(),
                ))
                .await?;
            let output = client
                .terminal_output(TerminalOutputRequest::new(id.clone(), terminal.clone()))
                .await?;
            client
                .release_terminal(ReleaseTerminalRequest::new(id.clone(), terminal))
                .await?;
            session.say(output.output).await?;
            end(StopReason::EndTurn)
        }
        ["wait", ms, ..] => {
            let ms: u64 = ms
                .parse()
                .map_err(|_| Error::invalid_params("wait takes milliseconds"))?;
            tokio::time::sleep(Duration::from_millis(ms)).await;
            end(StopReason::EndTurn)
        }
        ["crash", code @ ..] => {
            let code = code.first().and_then(|c| c.parse().ok()).unwrap_or(1);
            eprintln!("test agent: crashing with exit code {code}, as asked");
            std::process::exit(code)
        }
        ["plan", plan_id @ ..] if caps.plan.is_some() => {
            plan(session, plan_id.first().unwrap_or(&"plan-1")).await?;
            end(StopReason::EndTurn)
        }
        ["unplan", plan_id @ ..] if caps.plan.is_some() => {
            let plan_id = plan_id.first().unwrap_or(&"plan-1");
            let removed = PlanRemoved::new(*plan_id);
            session.send(SessionUpdate::PlanRemoved(removed)).await?;
            end(StopReason::EndTurn)
        }
        ["subagent", ..] if caps.subagents.is_some() => {
            subagent(session).await?;
            end(StopReason::EndTurn)
        }
        [command @ ("plan" | "unplan" | "subagent"), ..] => {
            let capability = if *command == "subagent" {
                "subagents"
            } else {
                "plan"
            };
            session
                .say(format!(
                    "error: the client did not advertise `{capability}`"
                ))
                .await?;
            end(StopReason::EndTurn)
        }
        ["meta", ..] => {
            let response = PromptResponse::new(StopReason::EndTurn);
            Ok(match req.meta.clone() {
                Some(meta) => response.meta(meta),
                None => response,
            })
        }
        _ => {
            let full_text: String = req
                .prompt
                .iter()
                .filter_map(|b| match b {
                    ContentBlock::Text(t) => Some(t.text.as_str()),
                    _ => None,
                })
                .collect();
            session.say(full_text).await?;
            end(StopReason::EndTurn)
        }
    }
}

/// `mcp TOOL JSON`: the tool and its arguments (the rest of the first text
/// block), when the prompt is that command.
#[cfg(feature = "mcp")]
fn mcp_command(prompt: &[ContentBlock]) -> Option<(&str, &str)> {
    mcp::words(first_text(prompt))
}

/// `mcp TOOL JSON`: calls TOOL on the first of the session's MCP servers that
/// lists it, reported as a tool call `mcp-N` (`in_progress`, then `completed`
/// or `failed` with the result's text items, or the reason, as its content and
/// the result as its raw output), then one chunk per text item of the result
/// (`error: ...` when no server lists it or the call fails). Cancelling the
/// turn drops the call, which sends the server `notifications/cancelled`.
#[cfg(feature = "mcp")]
async fn mcp_turn(
    session: &AgentSession,
    servers: &acp::mcp::McpServers,
    calls: &CallIds,
    call: (&str, &str),
) -> Result<PromptResponse> {
    let id = calls.next("mcp");
    let title = format!("{} (MCP tool)", call.0);
    let announce = ToolCall::new(id.clone(), title)
        .kind(ToolKind::Other)
        .status(ToolCallStatus::InProgress);
    session.send(SessionUpdate::ToolCall(announce)).await?;
    let called = mcp::call(servers, call).await;
    let status = match called.failed {
        true => ToolCallStatus::Failed,
        false => ToolCallStatus::Completed,
    };
    let content: Vec<ToolCallContent> = called
        .text
        .iter()
        .map(|t| ToolCallContent::Content(Content::new(TextContent::new(t.as_str()))))
        .collect();
    let done = ToolCallUpdate::new(id)
        .status(status)
        .content(content)
        .raw_input(called.input.clone())
        .raw_output(called.raw.clone());
    session.send(SessionUpdate::ToolCallUpdate(done)).await?;
    for line in called.lines() {
        session.say(line).await?;
    }
    Ok(PromptResponse::new(StopReason::EndTurn))
}

/// `plan ID`: the plan as two entries, then replaced by the same plan in Markdown.
async fn plan(session: &AgentSession, plan_id: &str) -> Result<()> {
    let entry = |content, status| PlanEntry::new(content, PlanEntryPriority::Medium, status);
    let entries = vec![
        entry("Read the code", PlanEntryStatus::Completed),
        entry("Write the fix", PlanEntryStatus::InProgress),
    ];
    let items = PlanUpdateContent::Items(PlanItems::new(plan_id, entries));
    session
        .send(SessionUpdate::PlanUpdate(PlanUpdate::new(items)))
        .await?;
    let markdown = "- [x] Read the code\n- [ ] Write the fix\n";
    let markdown = PlanUpdateContent::Markdown(PlanMarkdown::new(plan_id, markdown));
    session
        .send(SessionUpdate::PlanUpdate(PlanUpdate::new(markdown)))
        .await?;
    Ok(())
}

/// `subagent`: a child session announced, sent a message, and left idle.
async fn subagent(session: &AgentSession) -> Result<()> {
    let child = SessionId::from(format!("{}-child", session.id()));
    let running = StateUpdate::Running(RunningStateUpdate::new());
    let announce = SubagentUpdate::new(child.clone())
        .title("Explore the tests")
        .state(running);
    session
        .send(SessionUpdate::SubagentUpdate(announce))
        .await?;
    let message_id = MessageId::from(format!("{child}-msg-1"));
    let text = ContentBlock::from(TextContent::new("Look at the tests"));
    let message = SessionMessage::new(message_id.clone()).recipient_session_id(child.clone());
    session.send(SessionUpdate::SessionMessage(message)).await?;
    let chunk = SessionMessageChunk::new(message_id, text);
    session
        .send(SessionUpdate::SessionMessageChunk(chunk))
        .await?;
    let idle = StateUpdate::Idle(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn));
    let done = SubagentUpdate::new(child).state(idle);
    session.send(SessionUpdate::SubagentUpdate(done)).await?;
    Ok(())
}

/// The two answers the permission commands offer.
fn allow_or_reject() -> Vec<PermissionOption> {
    vec![
        PermissionOption::new("allow-once", "Allow once", PermissionOptionKind::AllowOnce),
        PermissionOption::new(
            "reject-once",
            "Reject once",
            PermissionOptionKind::RejectOnce,
        ),
    ]
}

/// The newcomer's demo: one turn that streams text, reads a file through the
/// client, reports a tool call, asks permission for it and reports its progress.
/// Nothing is written: the "edit" is only described.
async fn demo_turn(session: &AgentSession, cwd: &str, calls: &CallIds) -> Result<PromptResponse> {
    let (id, client) = (session.id(), session.client());
    let pause = || tokio::time::sleep(Duration::from_millis(40));
    for word in "Let me look at README.md first. ".split_inclusive(' ') {
        session.say(word).await?;
        pause().await;
    }
    let path = format!("{}/README.md", cwd.trim_end_matches('/'));
    let lines = match client
        .read_text_file(ReadTextFileRequest::new(id.clone(), path.clone()))
        .await
    {
        Ok(file) => file.content.lines().count(),
        Err(e) => return Err(Error::internal_error(format!("could not read {path}: {e}"))),
    };
    session
        .say(format!(
            "It has {lines} lines. I would add a table of contents.\n"
        ))
        .await?;
    let call_id = calls.next("demo");
    let call = ToolCall::new(call_id.clone(), "Add a table of contents to README.md")
        .kind(ToolKind::Edit)
        .status(ToolCallStatus::Pending)
        .locations(vec![ToolCallLocation::new(path)]);
    session.send(SessionUpdate::ToolCall(call)).await?;
    let options = allow_or_reject();
    let ask = ToolCallUpdate::new(call_id.clone())
        .title("Add a table of contents to README.md")
        .kind(ToolKind::Edit);
    let answer = client
        .request_permission(RequestPermissionRequest::new(id.clone(), ask, options))
        .await?;
    let allowed = matches!(&answer.outcome, RequestPermissionOutcome::Selected(s) if s.option_id.as_str() == "allow-once");
    let update =
        |status| SessionUpdate::ToolCallUpdate(ToolCallUpdate::new(call_id.clone()).status(status));
    if !allowed {
        session.send(update(ToolCallStatus::Failed)).await?;
        session.say("Understood, I left README.md alone.").await?;
        return Ok(PromptResponse::new(StopReason::EndTurn));
    }
    session.send(update(ToolCallStatus::InProgress)).await?;
    pause().await;
    session.send(update(ToolCallStatus::Completed)).await?;
    session
        .say("Done (in this demo nothing was written).")
        .await?;
    Ok(PromptResponse::new(StopReason::EndTurn))
}

#[tokio::main]
async fn main() {
    let mut agent = TestAgent::default();
    let mut listen = None;
    let mut exposure = Exposure::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--demo" => agent.demo = true,
            "--fail" => agent.fail.extend(args.next()),
            "--fail-internal" => agent.fail_internal.extend(args.next()),
            "--auth-required" => agent.auth_required = true,
            "--write-settings" => agent.write_settings = args.next(),
            "--advertise-sse" => agent.advertise_sse = true,
            "--listen" => listen = args.next(),
            "--token" => exposure.token = args.next(),
            "--generate-token" => exposure.generate_token = true,
            "--allow-public-without-token" => exposure.public_without_token = true,
            "--max-connections" => exposure.max_connections = number(args.next(), &arg),
            "--max-connections-per-client" => {
                exposure.max_connections_per_client = number(args.next(), &arg)
            }
            "--trust-proxy" => exposure.trusted_proxies.extend(args.next()),
            "--allow-origin" => exposure.allowed_origins.extend(args.next()),
            "--route" => exposure.route = args.next(),
            #[cfg(feature = "store")]
            "--store" => agent.store = args.next().map(|path| store::open(&path)),
            #[cfg(feature = "store")]
            "--store-url" => {
                if let Some(url) = args.next() {
                    agent.store = Some(store::connect(&url).await);
                }
            }
            #[cfg(not(feature = "store"))]
            "--store" | "--store-url" => {
                eprintln!("test agent: {arg} needs the feature `store-sqlite` (`store-postgres`)");
                std::process::exit(2)
            }
            "--login" => {
                let Some(file) = std::env::var_os(CREDENTIALS) else {
                    eprintln!("test agent: --login needs {CREDENTIALS}");
                    std::process::exit(1)
                };
                std::fs::write(file, "logged in\n").expect("the credentials file");
                println!("test agent: logged in");
                return;
            }
            _ => {}
        }
    }
    match listen {
        Some(addr) => serve_remote(agent, &addr, exposure).await,
        None => acp::transport::serve_stdio(handler(agent), acp::Config::default()).await,
    }
}

/// What serves one client: the agent, and with the feature `v2` the v2 agent of
/// `test_agent/v2.rs` beside it for v2 clients.
fn handler(agent: TestAgent) -> impl acp::Handler {
    #[cfg(all(feature = "v2", feature = "store"))]
    return {
        let store = agent.store.clone();
        v2::with_v1_store(agent, store)
    };
    #[cfg(all(feature = "v2", not(feature = "store")))]
    return v2::with_v1(agent);
    #[cfg(not(feature = "v2"))]
    return AgentHandler(agent);
}

#[cfg(any(feature = "ws", feature = "http"))]
impl TestAgent {
    /// A new agent with the same command-line settings, for another client.
    fn fresh(&self) -> TestAgent {
        TestAgent {
            demo: self.demo,
            fail: self.fail.clone(),
            fail_internal: self.fail_internal.clone(),
            auth_required: self.auth_required,
            write_settings: self.write_settings.clone(),
            advertise_sse: self.advertise_sse,
            #[cfg(feature = "store")]
            store: self.store.clone(),
            ..TestAgent::default()
        }
    }
}

/// The number an option needs; exits saying so when there is none.
fn number(value: Option<String>, option: &str) -> Option<usize> {
    match value.as_deref().map(str::parse) {
        Some(Ok(n)) => Some(n),
        _ => {
            eprintln!("test agent: {option} needs a number");
            std::process::exit(2)
        }
    }
}

/// Who may use the agent `--listen` serves, and how much: `--token T`,
/// `--generate-token`, `--allow-public-without-token`, `--max-connections N`,
/// `--max-connections-per-client N`, `--trust-proxy RANGE`, `--allow-origin
/// ORIGIN`, `--route NAME`.
#[derive(Default)]
struct Exposure {
    token: Option<String>,
    generate_token: bool,
    public_without_token: bool,
    max_connections: Option<usize>,
    max_connections_per_client: Option<usize>,
    trusted_proxies: Vec<String>,
    allowed_origins: Vec<String>,
    route: Option<String>,
}

/// `--listen ADDR` (`HOST:PORT`, or a port on the loopback address): serves a
/// fresh agent to every client on `/acp` over WebSocket and Streamable HTTP,
/// prints `test agent: listening on URL` for each (and the generated token,
/// and the server's warnings on stderr), and runs until killed.
#[cfg(any(feature = "ws", feature = "http"))]
async fn serve_remote(agent: TestAgent, addr: &str, exposure: Exposure) {
    use acp::transport::remote::{self, ServerConfig};
    use std::net::SocketAddr;

    let addr: SocketAddr = match addr.parse::<u16>() {
        Ok(port) => SocketAddr::from(([127, 0, 0, 1], port)),
        Err(_) => addr.parse().unwrap_or_else(|e| {
            eprintln!("test agent: --listen {addr}: not HOST:PORT or a port ({e})");
            std::process::exit(2)
        }),
    };
    let mut config = ServerConfig::default().bind(addr);
    if exposure.generate_token {
        let token = remote::generate_token().unwrap_or_else(|e| {
            eprintln!("test agent: --generate-token: {e}");
            std::process::exit(1)
        });
        println!("test agent: bearer token {token}");
        config = config.bearer_token(token);
    }
    if let Some(token) = exposure.token {
        config = config.bearer_token(token);
    }
    if exposure.public_without_token {
        config = config.allow_public_without_token();
    }
    if let Some(max) = exposure.max_connections {
        config = config.max_connections(max);
    }
    config = config.max_connections_per_client(exposure.max_connections_per_client);
    for proxy in &exposure.trusted_proxies {
        match proxy.parse() {
            Ok(range) => config = config.trust_proxy(range),
            Err(e) => {
                eprintln!("test agent: --trust-proxy: {e}");
                std::process::exit(2)
            }
        }
    }
    for origin in exposure.allowed_origins {
        config = config.allow_origin(origin);
    }
    if let Some(route) = exposure.route {
        config = config.route(route);
    }
    let server = match remote::serve(config, move || handler(agent.fresh())).await {
        Ok(server) => server,
        Err(e) => {
            eprintln!("test agent: cannot listen on {addr}: {e}");
            if e.get_ref()
                .is_some_and(|e| e.is::<remote::PublicWithoutToken>())
            {
                eprintln!(
                    "test agent: give a token (--token T, or --generate-token), listen on a \
                     loopback address, or add --allow-public-without-token"
                );
            }
            std::process::exit(1)
        }
    };
    for warning in server.warnings() {
        eprintln!("test agent: warning: {warning}");
    }
    if cfg!(feature = "ws") {
        println!("test agent: listening on {}", server.ws_url());
    }
    if cfg!(feature = "http") {
        println!("test agent: listening on {}", server.http_url());
    }
    std::future::pending::<()>().await;
}

#[cfg(not(any(feature = "ws", feature = "http")))]
async fn serve_remote(_agent: TestAgent, _addr: &str, _exposure: Exposure) {
    eprintln!("test agent: --listen needs the acp crate's feature ws or http");
    std::process::exit(2)
}
