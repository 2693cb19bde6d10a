//! An agent that does what coding agents do, without a model: asked to
//! `tidy PATH`, it makes a plan, reads the file through the client, reports the
//! edit as a tool call with its diff, asks permission (unless its session's
//! "mode" config option says `code`), writes the file through the client, and
//! reports the tool call's progress to its end. It handles every answer to the
//! permission question: allow once, allow for the rest of the session, reject,
//! and `cancelled` (the user cancelled the turn); `session/cancel` ends the turn
//! `cancelled` whatever it is doing. What "tidy" means: no trailing whitespace,
//! one newline at the end.
//!
//! ```text
//! cargo build --example coding_agent
//! acp chat target/debug/examples/coding_agent        # then: tidy notes.txt
//! acp check agent -- target/debug/examples/coding_agent
//! ```
//!
//! Built with `--features store-sqlite`, it keeps its sessions in a SQLite
//! file (`--store PATH`; by default `$XDG_STATE_HOME/acp/coding_agent.db`, or
//! `~/.local/state/acp/coding_agent.db`; `--no-store` for none), so that a
//! client lists, loads and resumes them after the agent restarted: the SDK
//! records and replays the sessions (`acp::session::served`), and the agent
//! saves what it keeps of each (its mode, the user's "allow always", its
//! tool call count) and gets it back in its restore hook.

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use acp::v1::session::AgentSession;
use acp::v1::*;
use acp::{acp_agent, Result};

/// One session: where it works, and what the user decided in it.
struct Session {
    cwd: String,
    /// The "mode" config option: `ask` before editing, or `code` without asking.
    mode: String,
    /// The user allowed edits for the rest of the session ("allow always").
    always: bool,
    /// How many tool calls the session has made: each gets an id of its own
    /// (`tidy-1`, `tidy-2`, ...), as clients key tool calls by id.
    calls: u64,
}

#[derive(Default)]
struct Tidy {
    sessions: Mutex<HashMap<SessionId, Session>>,
    next: AtomicU64,
    /// Whether the client reads and writes files for us.
    files: Mutex<bool>,
    /// Where the sessions are kept (`--store PATH`).
    #[cfg(feature = "store-sqlite")]
    store: Option<acp::session::store::AnyStore>,
}

/// What the agent saves of a session in the store.
#[cfg(feature = "store-sqlite")]
#[derive(serde::Serialize, serde::Deserialize)]
struct Saved {
    mode: String,
    always: bool,
    calls: u64,
}

#[cfg(feature = "store-sqlite")]
impl Tidy {
    /// Saves what the agent keeps of session `id`.
    async fn save(&self, id: &SessionId) {
        use acp::session::store::Store;
        let Some(store) = &self.store else { return };
        let saved = match self.sessions.lock().unwrap().get(id) {
            Some(s) => Saved {
                mode: s.mode.clone(),
                always: s.always,
                calls: s.calls,
            },
            None => return,
        };
        let bytes = serde_json::to_vec(&saved).expect("JSON");
        if let Err(e) = store.save_state(id.as_str(), bytes).await {
            eprintln!("tidy: session {id} not saved: {e}");
        }
    }
}

/// The session's config options: one, its mode.
fn config_options(mode: &str) -> Vec<SessionConfigOption> {
    let values = vec![
        SessionConfigSelectOption::new("ask", "Ask").description("Ask before every edit"),
        SessionConfigSelectOption::new("code", "Code").description("Edit without asking"),
    ];
    let select = SessionConfigSelect::new(mode, values);
    let option = SessionConfigOption::new("mode", "Mode", SessionConfigOptionKind::Select(select));
    vec![option.category(SessionConfigOptionCategory::Mode)]
}

#[cfg_attr(feature = "store-sqlite", acp_agent(store = store))]
#[cfg_attr(not(feature = "store-sqlite"), acp_agent)]
impl Tidy {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        let fs = &req.client_capabilities.fs;
        *self.files.lock().unwrap() = fs.read_text_file && fs.write_text_file;
        let info = Implementation::new("tidy", "0.1.0");
        Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(info))
    }

    fn new_session(&self, req: NewSessionRequest) -> Result<NewSessionResponse> {
        if !Path::new(&req.cwd).is_absolute() {
            return Err(Error::invalid_params("cwd must be an absolute path"));
        }
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let id = SessionId::from(format!("tidy-{n}"));
        // Kept across runs, a session needs an id no earlier run gave.
        #[cfg(feature = "store-sqlite")]
        let id = match self.store {
            Some(_) => SessionId::from(format!("tidy-{}-{n}", acp::session::store::unix_ms())),
            None => id,
        };
        let session = Session {
            cwd: req.cwd,
            mode: "ask".into(),
            always: false,
            calls: 0,
        };
        self.sessions.lock().unwrap().insert(id.clone(), session);
        Ok(NewSessionResponse::new(id).config_options(config_options("ask")))
    }

    async fn set_session_config_option(
        &self,
        req: SetSessionConfigOptionRequest,
        client: ClientPeer,
    ) -> Result<SetSessionConfigOptionResponse> {
        let value = match &req.kind {
            SetSessionConfigOptionRequestKind::ValueId { value, .. } => value.to_string(),
            _ => return Err(Error::invalid_params("`mode` takes `ask` or `code`")),
        };
        if req.config_id.as_str() != "mode" || !["ask", "code"].contains(&value.as_str()) {
            let what = format!("no config option `{}` = `{value}`", req.config_id);
            return Err(Error::invalid_params(what));
        }
        {
            let mut sessions = self.sessions.lock().unwrap();
            let session = sessions
                .get_mut(&req.session_id)
                .ok_or_else(|| Error::resource_not_found(req.session_id.to_string()))?;
            session.mode = value.clone();
        }
        #[cfg(feature = "store-sqlite")]
        self.save(&req.session_id).await;
        let options = config_options(&value);
        let update = SessionUpdate::ConfigOptionUpdate(ConfigOptionUpdate::new(options.clone()));
        client.session(req.session_id).send(update).await?;
        Ok(SetSessionConfigOptionResponse::new(options))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let (cwd, ask) = {
            let sessions = self.sessions.lock().unwrap();
            let session = sessions
                .get(&req.session_id)
                .ok_or_else(|| Error::resource_not_found(req.session_id.to_string()))?;
            (
                session.cwd.clone(),
                session.mode == "ask" && !session.always,
            )
        };
        let text: String = req
            .prompt
            .iter()
            .filter_map(|b| match b {
                ContentBlock::Text(t) => Some(t.text.as_str()),
                _ => None,
            })
            .collect();
        let files = *self.files.lock().unwrap();
        let session = client.session(req.session_id.clone());
        // `session/cancel` ends the turn `cancelled`, whatever it is waiting for.
        let answer = session
            .run(async {
                let Some(path) = text.strip_prefix("tidy ").map(str::trim) else {
                    session.say("Ask me to `tidy PATH`.").await?;
                    return Ok(PromptResponse::new(StopReason::EndTurn));
                };
                if !files {
                    session.say("I edit files through the client, and this one does not read and write them.").await?;
                    return Ok(PromptResponse::new(StopReason::EndTurn));
                }
                let path = Path::new(&cwd).join(path).display().to_string();
                let tidied = self.tidy(&session, &path, ask).await?;
                if tidied == Tidied::Cancelled {
                    return Ok(PromptResponse::new(StopReason::Cancelled));
                }
                Ok(PromptResponse::new(StopReason::EndTurn))
            })
            .await;
        #[cfg(feature = "store-sqlite")]
        self.save(&req.session_id).await;
        answer
    }

    /// A session loaded or resumed from the store: open again, with what the
    /// agent saved of it.
    #[cfg(feature = "store-sqlite")]
    /// A session the SDK opens again from the store: its saved mode and
    /// counters back; the answer carries its config options, as
    /// `session/new`'s does.
    #[acp(restore)]
    fn restore(&self, restored: acp::session::served::Restored) -> Result<NewSessionResponse> {
        let saved: Option<Saved> = restored
            .state
            .as_deref()
            .and_then(|bytes| serde_json::from_slice(bytes).ok());
        let session = Session {
            cwd: restored.meta.cwd.clone(),
            mode: saved.as_ref().map_or("ask".into(), |s| s.mode.clone()),
            always: saved.as_ref().is_some_and(|s| s.always),
            calls: saved.as_ref().map_or(0, |s| s.calls),
        };
        let id = SessionId::from(restored.id().to_owned());
        let options = config_options(&session.mode);
        self.sessions.lock().unwrap().insert(id.clone(), session);
        Ok(NewSessionResponse::new(id).config_options(options))
    }
}

/// How a `tidy` went.
#[derive(Debug, PartialEq)]
enum Tidied {
    Done,
    Cancelled,
}

impl Tidy {
    /// A new tool call id of the session `id`: unique in the session, across
    /// its turns ("Unique identifier for this tool call within the session").
    fn next_call(&self, id: &SessionId) -> ToolCallId {
        let mut sessions = self.sessions.lock().unwrap();
        let n = sessions.get_mut(id).map_or(1, |session| {
            session.calls += 1;
            session.calls
        });
        ToolCallId::from(format!("tidy-{n}"))
    }

    /// Tidies the file at `path`, asking first when `ask`.
    async fn tidy(&self, session: &AgentSession, path: &str, ask: bool) -> Result<Tidied> {
        let (id, client) = (session.id().clone(), session.client());
        let step =
            |content: &str, status| PlanEntry::new(content, PlanEntryPriority::Medium, status);
        let plan = |statuses: [PlanEntryStatus; 3]| {
            let [read, edit, write] = statuses;
            let entries = vec![
                step("Read the file", read),
                step("Tidy its lines", edit),
                step("Write it back", write),
            ];
            SessionUpdate::Plan(Plan::new(entries))
        };
        use PlanEntryStatus::{Completed, InProgress, Pending};
        session.send(plan([InProgress, Pending, Pending])).await?;
        let old = client
            .read_text_file(ReadTextFileRequest::new(id.clone(), path))
            .await?
            .content;
        let new = tidied(&old);
        if new == old {
            session
                .send(plan([Completed, Completed, Completed]))
                .await?;
            session.say(format!("{path} is tidy already.")).await?;
            return Ok(Tidied::Done);
        }
        session.send(plan([Completed, InProgress, Pending])).await?;
        let call_id = self.next_call(&id);
        let diff = ToolCallContent::Diff(Diff::new(path, new.clone()).old_text(old));
        let call = ToolCall::new(call_id.clone(), format!("Tidy {path}"))
            .kind(ToolKind::Edit)
            .status(ToolCallStatus::Pending)
            .content(vec![diff])
            .locations(vec![ToolCallLocation::new(path)]);
        session.send(SessionUpdate::ToolCall(call)).await?;
        let status = |status| {
            SessionUpdate::ToolCallUpdate(ToolCallUpdate::new(call_id.clone()).status(status))
        };
        if ask {
            let options = vec![
                PermissionOption::new("once", "Allow", PermissionOptionKind::AllowOnce),
                PermissionOption::new(
                    "always",
                    "Allow for this session",
                    PermissionOptionKind::AllowAlways,
                ),
                PermissionOption::new("reject", "Reject", PermissionOptionKind::RejectOnce),
            ];
            let ask = ToolCallUpdate::new(call_id.clone()).title(format!("Tidy {path}"));
            let answer = client
                .request_permission(RequestPermissionRequest::new(id.clone(), ask, options))
                .await?;
            match answer.outcome {
                RequestPermissionOutcome::Selected(s) if s.option_id.as_str() == "once" => {}
                RequestPermissionOutcome::Selected(s) if s.option_id.as_str() == "always" => {
                    if let Some(session) = self.sessions.lock().unwrap().get_mut(&id) {
                        session.always = true;
                    }
                }
                RequestPermissionOutcome::Selected(s) if s.option_id.as_str() == "reject" => {
                    session.send(status(ToolCallStatus::Failed)).await?;
                    session
                        .say(format!("Understood, I left {path} alone."))
                        .await?;
                    return Ok(Tidied::Done);
                }
                // The user cancelled the turn: do nothing more.
                RequestPermissionOutcome::Cancelled => {
                    session.send(status(ToolCallStatus::Failed)).await?;
                    return Ok(Tidied::Cancelled);
                }
                other => {
                    let what = format!("the answer {other:?} is none of the options offered");
                    return Err(Error::invalid_params(what));
                }
            }
        }
        session.send(status(ToolCallStatus::InProgress)).await?;
        session
            .send(plan([Completed, Completed, InProgress]))
            .await?;
        client
            .write_text_file(WriteTextFileRequest::new(id.clone(), path, new))
            .await?;
        session.send(status(ToolCallStatus::Completed)).await?;
        session
            .send(plan([Completed, Completed, Completed]))
            .await?;
        session.say(format!("Tidied {path}.")).await?;
        Ok(Tidied::Done)
    }
}

/// `text` without trailing whitespace on its lines, with one newline at its end.
fn tidied(text: &str) -> String {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

#[tokio::main]
async fn main() {
    #[allow(unused_mut)]
    let mut agent = Tidy::default();
    #[cfg(feature = "store-sqlite")]
    {
        agent.store = store_of(std::env::args().skip(1).collect());
    }
    agent.serve_stdio().await
}

/// The store the arguments ask for: `--store PATH`, none with `--no-store`,
/// else the default file (see the module docs).
#[cfg(feature = "store-sqlite")]
fn store_of(args: Vec<String>) -> Option<acp::session::store::AnyStore> {
    use acp::session::store::{AnyStore, SqliteStore};
    if args.iter().any(|a| a == "--no-store") {
        return None;
    }
    let path = match args.iter().position(|a| a == "--store") {
        Some(at) => std::path::PathBuf::from(args.get(at + 1)?),
        None => {
            let state = std::env::var_os("XDG_STATE_HOME")
                .map(std::path::PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".local/state")))?;
            state.join("acp").join("coding_agent.db")
        }
    };
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    match SqliteStore::open(&path) {
        Ok(store) => Some(AnyStore::new(store)),
        Err(e) => {
            eprintln!("tidy: no session store: {e}");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use acp::testing::{Permission, RecordedTurn, ScriptedClient};
    use acp::v1::*;

    const NOTES: &str = "/work/notes.txt";
    const MESSY: &str = "buy milk  \ncall Ann\t\n\n\n";

    /// A turn of `tidy /work/notes.txt` against a client answering `permission`.
    async fn tidy_with(permission: Permission) -> (RecordedTurn, ScriptedClient) {
        let client = ScriptedClient::new()
            .file(NOTES, MESSY)
            .permission(permission);
        let agent = client.connect(super::Tidy::default()).await.unwrap();
        let session = agent.new_session().await.unwrap();
        let turn = agent
            .prompt(&session, &format!("tidy {NOTES}"))
            .await
            .unwrap();
        (turn, client)
    }

    fn written(turn: &RecordedTurn) -> Vec<String> {
        turn.calls
            .iter()
            .filter_map(|c| match c {
                AgentRequest::WriteTextFile(w) => Some(w.content.clone()),
                _ => None,
            })
            .collect()
    }

    fn statuses(turn: &RecordedTurn) -> Vec<String> {
        turn.updates
            .iter()
            .filter_map(|u| match u {
                SessionUpdate::ToolCall(c) => c.status.as_ref().map(|s| s.to_string()),
                SessionUpdate::ToolCallUpdate(c) => c.status.as_ref().map(|s| s.to_string()),
                _ => None,
            })
            .collect()
    }

    #[tokio::test]
    async fn allowed_once_it_writes_the_tidy_file() {
        let (turn, _) = tidy_with(Permission::AllowOnce).await;
        assert_eq!(turn.stop_reason(), &StopReason::EndTurn);
        assert_eq!(written(&turn), ["buy milk\ncall Ann\n"]);
        assert_eq!(statuses(&turn), ["pending", "in_progress", "completed"]);
        assert!(turn
            .updates
            .iter()
            .any(|u| matches!(u, SessionUpdate::Plan(_))));
        assert!(
            turn.text().contains("Tidied /work/notes.txt."),
            "{}",
            turn.text()
        );
    }

    #[tokio::test]
    async fn rejected_it_leaves_the_file_alone() {
        let (turn, _) = tidy_with(Permission::RejectOnce).await;
        assert_eq!(turn.stop_reason(), &StopReason::EndTurn);
        assert!(written(&turn).is_empty());
        assert_eq!(statuses(&turn), ["pending", "failed"]);
    }

    /// The user cancelled the turn while asked: it ends `cancelled`, nothing written.
    #[tokio::test]
    async fn a_cancelled_question_ends_the_turn_cancelled() {
        let (turn, _) = tidy_with(Permission::Cancelled).await;
        assert_eq!(turn.stop_reason(), &StopReason::Cancelled);
        assert!(written(&turn).is_empty());
    }

    /// The tool call ids of a turn's `tool_call` updates.
    fn call_ids(turn: &RecordedTurn) -> Vec<String> {
        turn.updates
            .iter()
            .filter_map(|u| match u {
                SessionUpdate::ToolCall(c) => Some(c.tool_call_id.to_string()),
                _ => None,
            })
            .collect()
    }

    /// Every tool call of a session has an id of its own, turn after turn
    /// (clients key tool calls by id), and the permission question names it.
    #[tokio::test]
    async fn each_tool_call_of_a_session_has_its_own_id() {
        let client = ScriptedClient::new()
            .file(NOTES, MESSY)
            .permission(Permission::RejectOnce);
        let agent = client.connect(super::Tidy::default()).await.unwrap();
        let session = agent.new_session().await.unwrap();
        let mut ids = Vec::new();
        for _ in 0..3 {
            let turn = agent
                .prompt(&session, &format!("tidy {NOTES}"))
                .await
                .unwrap();
            let asked: Vec<String> = turn
                .calls
                .iter()
                .filter_map(|c| match c {
                    AgentRequest::RequestPermission(r) => {
                        Some(r.tool_call.tool_call_id.to_string())
                    }
                    _ => None,
                })
                .collect();
            assert_eq!(asked, call_ids(&turn));
            ids.extend(call_ids(&turn));
        }
        assert_eq!(ids, ["tidy-1", "tidy-2", "tidy-3"]);
    }

    /// What a client that reads only `modes` and keys tool calls by id (as
    /// Toad 0.6.20 does) shows of a session: the current mode, and each tool
    /// call's title and status by id.
    #[derive(Default)]
    struct ModesOnlyView {
        mode: String,
        modes: Vec<String>,
        tool_calls: std::collections::BTreeMap<String, String>,
    }

    impl ModesOnlyView {
        fn opened(&mut self, modes: &SessionModeState) {
            self.mode = modes.current_mode_id.to_string();
            self.modes = modes
                .available_modes
                .iter()
                .map(|m| m.id.to_string())
                .collect();
        }

        fn apply(&mut self, update: &SessionUpdate) {
            match update {
                SessionUpdate::CurrentModeUpdate(u) => self.mode = u.current_mode_id.to_string(),
                SessionUpdate::ToolCall(c) => {
                    let status = c.status.as_ref().map(|s| s.to_string());
                    self.tool_calls
                        .insert(c.tool_call_id.to_string(), status.unwrap_or_default());
                }
                SessionUpdate::ToolCallUpdate(c) => {
                    if let (Some(shown), Some(status)) =
                        (self.tool_calls.get_mut(c.tool_call_id.as_str()), &c.status)
                    {
                        *shown = status.to_string();
                    }
                }
                _ => {}
            }
        }
    }

    /// A client that knows only the older modes API (Toad's mode switcher)
    /// gets `modes` from the SDK, switches the agent to `code` with
    /// `session/set_mode` (the agent's `mode` config option follows: the next
    /// turn does not ask), and keeps the tool calls of two turns apart.
    #[tokio::test]
    async fn a_client_reading_only_modes_switches_mode_and_keeps_tool_calls_apart() {
        let client = ScriptedClient::new()
            .file(NOTES, MESSY)
            .permission(Permission::RejectOnce);
        let agent = client.connect(super::Tidy::default()).await.unwrap();
        let opened = agent
            .peer()
            .new_session(NewSessionRequest::new("/work", vec![]))
            .await
            .unwrap();
        let mut view = ModesOnlyView::default();
        view.opened(opened.modes.as_ref().expect("the SDK adds `modes`"));
        assert_eq!(
            (view.mode.as_str(), view.modes.clone()),
            ("ask", vec!["ask".to_owned(), "code".to_owned()])
        );

        let session = opened.session_id;
        let first = agent
            .prompt(&session, &format!("tidy {NOTES}"))
            .await
            .unwrap();
        first.updates.iter().for_each(|u| view.apply(u));

        let before = client.updates().len();
        let set = SetSessionModeRequest::new(session.clone(), "code");
        agent.peer().set_session_mode(set).await.unwrap();
        // The agent's config_option_update, then the SDK's current_mode_update.
        let sent: Vec<SessionUpdate> = client.updates()[before..]
            .iter()
            .map(|n| n.update.clone())
            .collect();
        sent.iter().for_each(|u| view.apply(u));
        assert!(
            matches!(
                sent.as_slice(),
                [
                    SessionUpdate::ConfigOptionUpdate(_),
                    SessionUpdate::CurrentModeUpdate(_)
                ]
            ),
            "{sent:?}"
        );
        assert_eq!(view.mode, "code");

        let second = agent
            .prompt(&session, &format!("tidy {NOTES}"))
            .await
            .unwrap();
        second.updates.iter().for_each(|u| view.apply(u));
        let asked = second
            .calls
            .iter()
            .any(|c| matches!(c, AgentRequest::RequestPermission(_)));
        assert!(!asked, "mode `code` edits without asking");
        assert_eq!(written(&second).len(), 1);
        let shown: Vec<(&str, &str)> = view
            .tool_calls
            .iter()
            .map(|(id, status)| (id.as_str(), status.as_str()))
            .collect();
        assert_eq!(shown, [("tidy-1", "failed"), ("tidy-2", "completed")]);
    }

    /// "Allow for this session" is remembered, and mode `code` never asks.
    #[tokio::test]
    async fn allowed_always_and_mode_code_do_not_ask_again() {
        let always = PermissionOptionId::from("always");
        let client = ScriptedClient::new()
            .file(NOTES, MESSY)
            .permission(Permission::Option(always));
        let agent = client.connect(super::Tidy::default()).await.unwrap();
        let session = agent.new_session().await.unwrap();
        let asked = |turn: &RecordedTurn| {
            turn.calls
                .iter()
                .filter(|c| matches!(c, AgentRequest::RequestPermission(_)))
                .count()
        };
        let first = agent
            .prompt(&session, &format!("tidy {NOTES}"))
            .await
            .unwrap();
        assert_eq!(asked(&first), 1);
        let second = agent
            .prompt(&session, &format!("tidy {NOTES}"))
            .await
            .unwrap();
        assert_eq!((asked(&second), written(&second).len()), (0, 1));

        let fresh = agent.new_session().await.unwrap();
        let code = SetSessionConfigOptionRequestKind::value_id("code");
        let set = SetSessionConfigOptionRequest::new(fresh.clone(), "mode", code);
        let state = agent.peer().set_session_config_option(set).await.unwrap();
        assert!(matches!(
            &state.config_options[0].kind,
            SessionConfigOptionKind::Select(s) if s.current_value.as_str() == "code"
        ));
        let turn = agent
            .prompt(&fresh, &format!("tidy {NOTES}"))
            .await
            .unwrap();
        assert_eq!((asked(&turn), written(&turn).len()), (0, 1));
    }

    /// Every check of `acp check agent` that applies, in-process, strictly (a
    /// SHOULD it does not keep fails too). It has no model to give MCP tools to
    /// (`examples/mcp_agent.rs` connects them).
    #[tokio::test(start_paused = true)]
    async fn conforms() {
        let report = acp::testing::Checker::new()
            .strict()
            .skip("session.mcp-servers", "no model to give MCP tools to")
            .agent(super::Tidy::default)
            .await;
        report.assert_conforms();
        assert_eq!(report.failures().count(), 0, "{report}");
        let config = report.check("session.config-options").unwrap();
        assert!(config.passed(), "{report}");
    }
}
