//! `acp::testing` on agents and clients whose behaviour is known, in-process:
//! the cancel checks on agents that ignore the test agent's prompt convention
//! (one that answers at once, one that streams after its answer, one that
//! ignores `session/cancel`), the tool call check on one reusing tool call
//! ids, the transition rule of modes and config options (an agent offering a
//! `mode` option alone, with the SDK's sync and without), warnings (a SHOULD not kept) against failures and what a strict
//! `assert_conforms` panics with, the checks an agent served in-process cannot
//! run, and the scripted peers' configured answers and records.

use std::panic::AssertUnwindSafe;
use std::time::Duration;

use acp::jsonrpc::Request;
use acp::testing::{
    check_agent, Checker, Outcome, Permission, Script, ScriptedAgent, ScriptedClient,
};
use acp::v1::*;
use acp::{acp_agent, Result};
use futures_util::FutureExt;

use crate::support::agents::v1::Listener;
use crate::support::modes::{mode_option, set_mode_option};

/// How an agent's `session/prompt` behaves.
#[derive(Clone, Copy, Default)]
enum Turn {
    /// Answers `end_turn` at once, through the SDK's turn (which a cancel ends).
    #[default]
    AtOnce,
    /// Answers `end_turn` at once, and sends a message chunk 10 ms later.
    StreamsAfter,
    /// Runs a minute whatever the client says.
    IgnoresCancel,
    /// Reports a tool call `call-1` every turn, as `examples/coding_agent.rs`
    /// once did.
    ReusesToolCallIds,
}

#[derive(Default)]
struct Agent {
    turn: Turn,
    /// Whether `initialize` names the agent.
    named: bool,
}

#[acp_agent]
impl Agent {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        let response = InitializeResponse::new(PROTOCOL_VERSION);
        Ok(match self.named {
            true => response.agent_info(Implementation::new("kit", "1")),
            false => response,
        })
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s1"))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let session = client.session(req.session_id);
        match self.turn {
            Turn::AtOnce => {
                session
                    .run(async { Ok(PromptResponse::new(StopReason::EndTurn)) })
                    .await
            }
            Turn::StreamsAfter => {
                tokio::spawn(async move {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    let _ = session.say("late").await;
                });
                Ok(PromptResponse::new(StopReason::EndTurn))
            }
            Turn::IgnoresCancel => {
                tokio::time::sleep(Duration::from_secs(60)).await;
                Ok(PromptResponse::new(StopReason::EndTurn))
            }
            Turn::ReusesToolCallIds => {
                let call = ToolCall::new("call-1", "Edit").status(ToolCallStatus::Pending);
                session.send(SessionUpdate::ToolCall(call)).await?;
                let done = ToolCallUpdate::new("call-1").status(ToolCallStatus::Completed);
                session.send(SessionUpdate::ToolCallUpdate(done)).await?;
                Ok(PromptResponse::new(StopReason::EndTurn))
            }
        }
    }
}

fn agent(turn: Turn) -> impl FnMut() -> Agent {
    move || Agent { turn, named: true }
}

/// These agents have no tools: they connect no MCP servers.
async fn check_kit_agent<A: acp::v1::Agent>(make: impl FnMut() -> A) -> acp::testing::Report {
    Checker::new()
        .skip(
            "session.mcp-servers",
            "a kit agent has no model to give tools to",
        )
        .agent(make)
        .await
}

fn status(report: &acp::testing::Report, id: &str) -> Outcome {
    report
        .check(id)
        .unwrap_or_else(|| panic!("no {id}"))
        .outcome
        .clone()
}

fn note(report: &acp::testing::Report, id: &str) -> String {
    report
        .check(id)
        .and_then(|c| c.note.clone())
        .unwrap_or_default()
}

#[tokio::test(start_paused = true)]
async fn an_agent_answering_at_once_is_checked_on_its_own_cancellation() {
    let report = check_kit_agent(agent(Turn::AtOnce)).await;
    report.assert_conforms();
    assert_eq!(
        status(&report, "cancel.session-cancel"),
        Outcome::Pass,
        "{report}"
    );
    let said = note(&report, "cancel.session-cancel");
    assert!(said.contains("does not follow the convention"), "{said}");
    assert!(said.contains("right behind its own turn"), "{said}");
    // What it could not tell, when the turn ended before the cancel.
    if !said.contains("ended `cancelled`") {
        assert!(said.contains("was not checked"), "{said}");
    }
    assert_eq!(
        status(&report, "cancel.cancel-request"),
        Outcome::Pass,
        "{report}"
    );
    assert!(note(&report, "cancel.cancel-request").contains("$/cancel_request went right behind"));
    assert_eq!(status(&report, "cancel.idle-after"), Outcome::Pass);
}

#[tokio::test(start_paused = true)]
async fn an_agent_streaming_after_its_answer_fails_session_cancel() {
    let report = check_agent(agent(Turn::StreamsAfter)).await;
    match status(&report, "cancel.session-cancel") {
        Outcome::Fail(why) => assert!(why.contains("arrived after the response"), "{why}"),
        other => panic!("{other:?}\n{report}"),
    }
    assert!(!report.conforms());
}

#[tokio::test(start_paused = true)]
async fn an_agent_ignoring_session_cancel_fails_it() {
    let report = Checker::new()
        .timeout(Duration::from_secs(2))
        .agent(agent(Turn::IgnoresCancel))
        .await;
    match status(&report, "cancel.session-cancel") {
        Outcome::Fail(why) => assert!(why.contains("not answered"), "{why}\n{report}"),
        other => panic!("{other:?}\n{report}"),
    }
}

/// A SHOULD the agent does not keep is a warning: the report conforms, and
/// only a strict run panics, with the table.
#[tokio::test(start_paused = true)]
async fn a_warning_fails_only_a_strict_run() {
    let report = check_kit_agent(Agent::default).await;
    assert!(!report.must_failed(), "{report}");
    assert!(report.conforms(), "{report}");
    let warned: Vec<&str> = report.warnings().map(|c| c.id()).collect();
    assert_eq!(warned, ["initialize.agent-info"], "{report}");
    assert!(
        report
            .to_string()
            .contains(" passed, 0 failed, 1 warning, "),
        "{report}"
    );
    let json = report.to_json();
    assert_eq!(
        (json["failed"].as_u64(), json["warnings"].as_u64()),
        (Some(0), Some(1))
    );
    let info = json["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == "initialize.agent-info")
        .unwrap();
    assert_eq!(
        (&info["status"], &info["level"]),
        (&"warn".into(), &"SHOULD".into())
    );

    let strict = Checker::new()
        .strict()
        .skip(
            "session.mcp-servers",
            "a kit agent has no model to give tools to",
        )
        .agent(Agent::default)
        .await;
    assert!(!strict.conforms(), "{strict}");
    let panic = AssertUnwindSafe(async { strict.assert_conforms() })
        .catch_unwind()
        .await
        .expect_err("a strict run fails on a warning");
    let message = panic.downcast_ref::<String>().expect("a formatted panic");
    for expected in [
        "1 check(s) warn, and the run is strict",
        "served in-process",
        "warn  SHOULD      initialize.agent-info",
        "It SHOULD also provide a name and version to the Client",
        "; a strict run: the warnings fail it",
    ] {
        assert!(message.contains(expected), "no {expected:?} in:\n{message}");
    }
    assert_eq!(message.split_once(":\n\n").unwrap().1, strict.to_string());
}

/// An agent that gives a new tool call of a later turn the id of an earlier
/// turn's fails `prompt.tool-call-ids`, a MUST: `assert_conforms` panics.
#[tokio::test(start_paused = true)]
async fn an_agent_reusing_tool_call_ids_fails_the_tool_call_check() {
    let report = check_kit_agent(agent(Turn::ReusesToolCallIds)).await;
    match status(&report, "prompt.tool-call-ids") {
        Outcome::Fail(why) => assert!(
            why.contains("turn 2 of the session made a new tool call `call-1`"),
            "{why}"
        ),
        other => panic!("{other:?}\n{report}"),
    }
    assert!(report.must_failed() && !report.conforms(), "{report}");
    // An agent without tool calls has nothing to compare.
    let quiet = check_kit_agent(agent(Turn::AtOnce)).await;
    match status(&quiet, "prompt.tool-call-ids") {
        Outcome::Skip(why) => assert!(why.contains("tool calls in 0 of the 2 turns"), "{why}"),
        other => panic!("{other:?}\n{quiet}"),
    }
}

/// An agent that offers its mode as a config option alone, and keeps the
/// SDK out of it.
struct ModeOptionUnsynced;

#[acp_agent(no_mode_sync)]
impl ModeOptionUnsynced {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        let info = Implementation::new("kit", "1");
        Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(info))
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s1").config_options(mode_option("ask")))
    }

    fn set_session_config_option(
        &self,
        req: SetSessionConfigOptionRequest,
    ) -> Result<SetSessionConfigOptionResponse> {
        set_mode_option(req)
    }

    fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

/// The same agent, with the SDK's sync (the default).
struct ModeOptionSynced;

#[acp_agent]
impl ModeOptionSynced {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        let info = Implementation::new("kit", "1");
        Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(info))
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s1").config_options(mode_option("ask")))
    }

    fn set_session_config_option(
        &self,
        req: SetSessionConfigOptionRequest,
    ) -> Result<SetSessionConfigOptionResponse> {
        set_mode_option(req)
    }

    fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

/// The session config options RFD's transition rule, a SHOULD: an agent
/// offering a `mode` option without `modes` gets a warning naming the rule
/// (and still conforms); with the SDK's sync, the same agent passes.
#[tokio::test(start_paused = true)]
async fn a_mode_option_without_modes_warns_and_the_sdks_sync_passes() {
    let unsynced = check_kit_agent(|| ModeOptionUnsynced).await;
    match status(&unsynced, "session.modes-sync") {
        Outcome::Warn(why) => assert!(
            why.contains("no `modes`")
                && why.contains("Relationship to Session Modes")
                && why.contains("SHOULD send both"),
            "{why}"
        ),
        other => panic!("{other:?}\n{unsynced}"),
    }
    assert!(unsynced.conforms(), "{unsynced}");
    let synced = check_kit_agent(|| ModeOptionSynced).await;
    assert_eq!(
        status(&synced, "session.modes-sync"),
        Outcome::Pass,
        "{synced}"
    );
    // An agent without modes has nothing to keep in sync.
    let plain = check_kit_agent(agent(Turn::AtOnce)).await;
    assert!(
        matches!(status(&plain, "session.modes-sync"), Outcome::Skip(_)),
        "{plain}"
    );
}

#[tokio::test(start_paused = true)]
async fn the_checks_of_a_process_do_not_apply_in_process() {
    let report = check_agent(agent(Turn::AtOnce)).await;
    assert!(report.in_process());
    for id in ["transport.exit-on-eof", "transport.stdout-only-messages"] {
        match status(&report, id) {
            Outcome::Skip(why) => assert!(why.contains("does not apply in-process"), "{why}"),
            other => panic!("{id}: {other:?}"),
        }
    }
    assert_eq!(report.to_json()["inProcess"], true);
}

/// The progress callback hears of each group as it starts and as it ends,
/// with that group's outcomes, in the order the groups run; an agent that
/// ignores the convention has its CONVENTION checks n/a as soon as that is
/// known.
#[tokio::test(start_paused = true)]
async fn progress_reports_each_group_as_it_ends() {
    use std::sync::{Arc, Mutex};
    let heard = Arc::new(Mutex::new(Vec::new()));
    let hears = heard.clone();
    let report = Checker::new()
        .progress(move |progress| {
            let line = match progress {
                acp::testing::Progress::Started(group) => format!("start {group}"),
                acp::testing::Progress::Ended(group, results) => {
                    let ids: Vec<String> = results
                        .iter()
                        .map(|r| match &r.outcome {
                            Outcome::NotApplicable(_) => format!("{} n/a", r.id()),
                            _ => r.id().to_owned(),
                        })
                        .collect();
                    format!("end {group}: {}", ids.join(" "))
                }
                _ => "?".into(),
            };
            hears.lock().unwrap().push(line);
        })
        .agent(agent(Turn::AtOnce))
        .await;
    let mut expected = Vec::new();
    for group in acp::testing::catalog::groups() {
        let ids: Vec<String> = acp::testing::catalog::CHECKS
            .iter()
            .filter(|c| c.group == group)
            .map(|c| match c.level {
                acp::testing::Level::Convention => format!("{} n/a", c.id),
                _ => c.id.to_owned(),
            })
            .collect();
        if group != "all" {
            expected.push(format!("start {group}"));
        }
        expected.push(format!("end {group}: {}", ids.join(" ")));
    }
    assert_eq!(*heard.lock().unwrap(), expected);
    // It connects no MCP servers: the one SHOULD it does not keep, a warning.
    let warned: Vec<&str> = report
        .checks()
        .iter()
        .filter(|c| c.warned())
        .map(|c| c.id())
        .collect();
    assert_eq!(warned, ["session.mcp-servers"], "{report}");
    assert_eq!(report.failures().count(), 0, "{report}");
}

#[tokio::test]
async fn a_scripted_client_answers_as_configured_and_records_the_turn() {
    struct Asker;

    #[acp_agent]
    impl Asker {
        fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(PROTOCOL_VERSION))
        }
        fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
            Ok(NewSessionResponse::new("s1"))
        }
        async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
            let id = req.session_id.clone();
            let missing = client
                .read_text_file(ReadTextFileRequest::new(id.clone(), "/missing"))
                .await;
            let terminal = client
                .create_terminal(CreateTerminalRequest::new(id.clone(), "make"))
                .await?;
            let exit = client
                .wait_for_terminal_exit(WaitForTerminalExitRequest::new(
                    id.clone(),
                    terminal.terminal_id.clone(),
                ))
                .await?;
            let output = client
                .terminal_output(TerminalOutputRequest::new(id.clone(), terminal.terminal_id))
                .await?;
            let options = vec![PermissionOption::new(
                "ok",
                "OK",
                PermissionOptionKind::AllowOnce,
            )];
            let asked =
                RequestPermissionRequest::new(id.clone(), ToolCallUpdate::new("t"), options);
            let permission = client.request_permission(asked).await?;
            let session = client.session(id);
            session
                .say(format!(
                    "missing: {}; exit {:?}; output {:?}; cancelled: {}",
                    missing.is_err(),
                    exit.exit_code,
                    output.output,
                    permission.outcome == RequestPermissionOutcome::Cancelled
                ))
                .await?;
            Ok(PromptResponse::new(StopReason::EndTurn))
        }
    }

    let client = ScriptedClient::new()
        .file_error(
            "/missing",
            acp::Error::new(ErrorCode::RESOURCE_NOT_FOUND, "no such file"),
        )
        .terminal("2 errors\n", 2)
        .permission(Permission::Cancelled);
    let agent = client.connect(Asker).await.unwrap();
    let session = agent.new_session().await.unwrap();
    let turn = agent.prompt(&session, "build").await.unwrap();
    assert_eq!(
        turn.text(),
        "missing: true; exit Some(2); output \"2 errors\\n\"; cancelled: true"
    );
    let methods: Vec<&str> = turn.calls.iter().map(|c| c.method()).collect();
    assert_eq!(
        methods,
        [
            ReadTextFileRequest::METHOD,
            CreateTerminalRequest::METHOD,
            WaitForTerminalExitRequest::METHOD,
            TerminalOutputRequest::METHOD,
            RequestPermissionRequest::METHOD,
        ]
    );
    assert_eq!(agent.client().calls().len(), 5);
    assert_eq!(agent.client().updates().len(), 1);
}

#[tokio::test(start_paused = true)]
async fn a_scripted_agent_plays_its_turns_and_stops_on_cancel() {
    let agent = ScriptedAgent::new()
        .turn(Script::new().say("one").stop(StopReason::MaxTokens))
        .turn(Script::new().say("two").pause(Duration::from_secs(60)));
    let peer = agent.connect(Listener::default());
    peer.initialize(InitializeRequest::new(PROTOCOL_VERSION))
        .await
        .unwrap();
    let session = peer
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .unwrap()
        .session_id;
    let prompt = || {
        let text = ContentBlock::from(TextContent::new("go"));
        PromptRequest::new(session.clone(), vec![text])
    };
    let first = peer.prompt(prompt()).await.unwrap();
    assert_eq!(first.stop_reason, StopReason::MaxTokens);

    let second = tokio::spawn({
        let (peer, prompt) = (peer.clone(), prompt());
        async move { peer.prompt(prompt).await }
    });
    tokio::time::sleep(Duration::from_secs(1)).await;
    peer.cancel(CancelNotification::new(session.clone()))
        .await
        .unwrap();
    assert_eq!(
        second.await.unwrap().unwrap().stop_reason,
        StopReason::Cancelled
    );

    let third = peer.prompt(prompt()).await.unwrap_err();
    assert!(
        third.to_string().contains("no turn left (2 scripted)"),
        "{third}"
    );
    assert_eq!(agent.prompts().len(), 3);
    assert!(matches!(
        &agent.notifications()[..],
        [ClientNotification::Cancel(_)]
    ));
}

/// An agent that ignores the MCP servers of `session/new` warns on the SHOULD,
/// saying what was seen; a check skipped by the caller says why.
#[tokio::test(start_paused = true)]
async fn an_agent_ignoring_mcp_servers_warns_on_the_mcp_check() {
    let report = check_agent(agent(Turn::AtOnce)).await;
    match status(&report, "session.mcp-servers") {
        Outcome::Warn(why) => assert!(why.contains("never started"), "{why}"),
        other => panic!("{other:?}\n{report}"),
    }
    assert!(report.conforms(), "{report}");
    assert!(report
        .to_string()
        .contains("Agents SHOULD connect to all MCP servers"));
    let skipped = check_kit_agent(agent(Turn::AtOnce)).await;
    match status(&skipped, "session.mcp-servers") {
        Outcome::Skip(why) => assert!(why.contains("no model to give tools to"), "{why}"),
        other => panic!("{other:?}"),
    }
}

/// An agent that connects its sessions' servers with `acp::mcp` passes, and
/// the note says who completed `initialize`. A real clock: the check starts
/// processes, whose time a paused clock would not wait for.
#[tokio::test]
async fn an_agent_connecting_its_mcp_servers_passes_the_mcp_check() {
    use acp::mcp::{McpOptions, McpServers};
    use std::sync::{Arc, Mutex};

    #[derive(Default)]
    struct Tooled {
        servers: Mutex<Vec<Arc<McpServers>>>,
    }

    #[acp_agent(mcp)]
    impl Tooled {
        fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(PROTOCOL_VERSION)
                .agent_info(Implementation::new("kit", "1")))
        }
        async fn new_session(
            &self,
            req: NewSessionRequest,
            client: ClientPeer,
        ) -> Result<NewSessionResponse> {
            let options = McpOptions::default()
                .client_info("kit-tools", "2")
                .connection(&client.0);
            let servers = McpServers::connect(&req.mcp_servers, &options).await;
            self.servers.lock().unwrap().push(Arc::new(servers));
            Ok(NewSessionResponse::new("s1"))
        }
        async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
            let session = client.session(req.session_id);
            session
                .run(async { Ok(PromptResponse::new(StopReason::EndTurn)) })
                .await
        }
    }

    let report = check_agent(Tooled::default).await;
    assert_eq!(
        status(&report, "session.mcp-servers"),
        Outcome::Pass,
        "{report}"
    );
    let said = note(&report, "session.mcp-servers");
    assert!(said.contains("`kit-tools 2`"), "{said}");
}

/// An agent whose MCP client speaks MCP 2026-07-28's stateless lifecycle
/// (`server/discover`, then `tools/list`, and never `initialize`, as Claude
/// Code's does) connected its server: it passes, and the note says how.
#[tokio::test]
async fn an_agent_connecting_with_server_discover_passes_the_mcp_check() {
    use acp::mcp::rmcp;
    use rmcp::model::{ClientConfig, Implementation as McpImplementation, ProtocolVersion};
    use rmcp::service::{ClientLifecycleMode, ClientServiceExt};
    use std::process::Stdio;
    use std::sync::Mutex;

    /// Connects the stdio server of `session/new` by `server/discover` and
    /// lists its tools; keeps the child and the client for the session.
    #[derive(Default)]
    struct Discovering {
        connected: Mutex<Vec<Box<dyn std::any::Any + Send>>>,
    }

    #[acp_agent]
    impl Discovering {
        fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(PROTOCOL_VERSION)
                .agent_info(Implementation::new("kit", "1")))
        }
        async fn new_session(&self, req: NewSessionRequest) -> Result<NewSessionResponse> {
            let Some(McpServer::Stdio(server)) = req.mcp_servers.first() else {
                return Err(acp::Error::invalid_params("no stdio MCP server"));
            };
            let mut child = tokio::process::Command::new(&server.command)
                .args(&server.args)
                .envs(server.env.iter().map(|v| (&v.name, &v.value)))
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .kill_on_drop(true)
                .spawn()
                .map_err(acp::Error::internal_error)?;
            let io = (child.stdout.take().unwrap(), child.stdin.take().unwrap());
            let lifecycle = ClientLifecycleMode::Discover {
                preferred_versions: vec![ProtocolVersion::V_2026_07_28],
            };
            let info = ClientConfig::new(
                Default::default(),
                McpImplementation::new("discovering", "7"),
            )
            .with_protocol_version(ProtocolVersion::V_2026_07_28);
            let client = info
                .serve_with_lifecycle(io, lifecycle)
                .await
                .map_err(acp::Error::internal_error)?;
            client
                .list_tools(None)
                .await
                .map_err(acp::Error::internal_error)?;
            let mut connected = self.connected.lock().unwrap();
            connected.push(Box::new(child));
            connected.push(Box::new(client));
            Ok(NewSessionResponse::new("s1"))
        }
        async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
            let session = client.session(req.session_id);
            session
                .run(async { Ok(PromptResponse::new(StopReason::EndTurn)) })
                .await
        }
    }

    let report = check_agent(Discovering::default).await;
    assert_eq!(
        status(&report, "session.mcp-servers"),
        Outcome::Pass,
        "{report}"
    );
    let said = note(&report, "session.mcp-servers");
    assert!(said.contains("`server/discover`"), "{said}");
    assert!(said.contains("`discovering 7`"), "{said}");
}
