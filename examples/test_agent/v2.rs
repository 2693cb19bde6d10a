//! The test agent's v2 side (with the feature `v2`): the same convention, carried
//! over to v2's prompt lifecycle. With the feature `mcp`, the crate that includes
//! it also declares `mcp` (`test_agent/mcp.rs`) at its root.
//!
//! In v2 the answer to `session/prompt` only says that the prompt was accepted;
//! the turn itself is reported as `session/update`s. A prompt is therefore
//! answered at once, with the user message's id (`u-<n>`), and its turn runs on:
//!
//! 1. `user_message` with that id and the prompt's content;
//! 2. `state_update` `running`;
//! 3. the command's output: what v1 sends as `agent_message_chunk`s is sent the
//!    same way, with the message id `a-<n>`;
//! 4. `state_update` `idle` with the stop reason v1 would have answered with
//!    (`end_turn`, or `cancelled` after `session/cancel`).
//!
//! | prompt | v2 turn |
//! |---|---|
//! | `stream M` | M chunks `c<i> `, then idle `end_turn` |
//! | `echo ...` (or anything else) | one chunk with the whole prompt text |
//! | `permission` | `requires_action`, `session/request_permission` (subject: tool call `perm-N`, the session's Nth), `running`; chunk `selected:<id>`, or idle `cancelled` |
//! | `wait MS` | waits MS milliseconds |
//! | `meta` | no chunks; the acceptance's `_meta` is the request's `_meta` |
//! | `mcp TOOL JSON` | as in v1 (feature `mcp`): a `tool_call_update` `mcp-N` in progress, then completed or failed with the text items (or the reason) as content and the result as raw output; the tool's text items as chunks, or `error: ...`; idle `cancelled` if cancelled, the server then sent `notifications/cancelled` |
//! | `crash [CODE]` | exits at once with CODE (default 1) |
//! | `read`, `write`, `terminal` | one chunk `error: ...`: v2 has no `fs/*` or `terminal/*` client methods |
//!
//! The turn runs under [`AgentSession::start_turn`](acp::session::AgentSession::start_turn):
//! `session/cancel` ends the session's running turn (a pending permission
//! request is cancelled with `$/cancel_request`) and reports idle `cancelled`; a
//! command that fails (`stream x`) ends the turn with the failure's stop reason,
//! and what could not be sent is printed on stderr. The agent
//! serves v2's baseline session methods, so it advertises `session: {}`:
//! `session/list` lists the open sessions, `session/resume` reports a session's
//! state (idle) before answering, `session/close` forgets it (ending a running
//! turn). With the feature `store`, `session/list` and `session/resume` are the
//! SDK's, from the agent's session store (`--store PATH`, else one in memory):
//! every session it made, and a resume with `replayFrom: {"type": "start"}`
//! replays the session's updates, then `replay_complete`, then its state.
//! The extension request `_acp.test/echo` returns its params.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::v2::session::AgentSession;
use acp::v2::*;
use acp::{acp_agent, Error, Result};
use serde_json::Value;
use tokio::sync::watch;

use crate::calls::CallIds;

/// The v2 test agent. Each session has a close counter: `session/close` bumps
/// it, and a running turn ends when it changes.
#[derive(Default)]
pub struct TestAgentV2 {
    sessions: Mutex<HashMap<SessionId, Session>>,
    next: AtomicU64,
    /// The session store the SDK serves `session/list` and `session/resume`
    /// from (feature `store`): `--store PATH`, or one in memory.
    #[cfg(feature = "store")]
    store: Option<acp::session::store::AnyStore>,
    /// Whether sessions are kept across runs (`--store PATH`): their ids and
    /// their messages' ids must be unique across runs, and a session is
    /// titled by its first prompt.
    #[cfg(feature = "store")]
    unique_ids: bool,
}

/// One open session.
struct Session {
    #[cfg_attr(feature = "store", allow(dead_code))]
    cwd: AbsolutePath,
    closed: watch::Sender<u64>,
    /// The ids of its tool calls, one of their own each.
    calls: Arc<CallIds>,
    /// The session's MCP servers, connected (feature `mcp`); they end with it.
    #[cfg(feature = "mcp")]
    mcp: std::sync::Arc<acp::mcp::McpServers>,
    /// Whether it has a title.
    titled: bool,
}

#[cfg_attr(all(feature = "mcp", feature = "store"), acp_agent(protocol = v2, mcp, store = store))]
#[cfg_attr(all(feature = "mcp", not(feature = "store")), acp_agent(protocol = v2, mcp))]
#[cfg_attr(all(not(feature = "mcp"), feature = "store"), acp_agent(protocol = v2, store = store))]
#[cfg_attr(not(any(feature = "mcp", feature = "store")), acp_agent(protocol = v2))]
impl TestAgentV2 {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        let info = Implementation::new("acp-test-agent", env!("CARGO_PKG_VERSION"));
        Ok(InitializeResponse::new(req.protocol_version, info))
    }

    async fn new_session(&self, req: NewSessionRequest) -> Result<NewSessionResponse> {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        // Kept in a store, a session needs an id no earlier run gave.
        let id = SessionId::from(format!("test-{n}"));
        #[cfg(feature = "store")]
        let id = match self.unique_ids {
            true => SessionId::from(crate::store::unique_id(n)),
            false => id,
        };
        #[cfg(feature = "mcp")]
        let mcp = std::sync::Arc::new(
            crate::mcp::connect(
                req.mcp_servers.as_deref().unwrap_or_default(),
                req.cwd.as_str(),
                None,
            )
            .await,
        );
        let (closed, _) = watch::channel(0);
        let session = Session {
            cwd: req.cwd,
            closed,
            calls: Arc::default(),
            #[cfg(feature = "mcp")]
            mcp,
            titled: false,
        };
        self.sessions.lock().unwrap().insert(id.clone(), session);
        Ok(NewSessionResponse::new(id))
    }

    #[cfg(not(feature = "store"))]
    fn list_sessions(&self, _req: ListSessionsRequest) -> Result<ListSessionsResponse> {
        let sessions = self.sessions.lock().unwrap();
        let mut listed: Vec<SessionInfo> = sessions
            .iter()
            .map(|(id, s)| SessionInfo::new(id.clone(), s.cwd.clone()))
            .collect();
        listed.sort_by_key(|s| s.session_id.to_string());
        Ok(ListSessionsResponse::new(listed))
    }

    #[cfg(not(feature = "store"))]
    /// A session of this process: nothing to replay; the current state (idle)
    /// is reported before the answer.
    async fn resume_session(
        &self,
        req: ResumeSessionRequest,
        client: ClientPeer,
    ) -> Result<ResumeSessionResponse> {
        if !self.sessions.lock().unwrap().contains_key(&req.session_id) {
            return Err(Error::invalid_params(format!(
                "unknown session `{}`",
                req.session_id
            )));
        }
        let idle = StateUpdate::Idle(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn));
        let n = UpdateSessionNotification::new(req.session_id, SessionUpdate::StateUpdate(idle));
        client
            .update_session(n)
            .await
            .map_err(Error::internal_error)?;
        Ok(ResumeSessionResponse::new())
    }

    fn close_session(&self, req: CloseSessionRequest) -> Result<CloseSessionResponse> {
        // Closing ends a running turn, as a cancel does.
        if let Some(session) = self.sessions.lock().unwrap().remove(&req.session_id) {
            session.closed.send_modify(|count| *count += 1);
        }
        Ok(CloseSessionResponse::new())
    }

    fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let mut sessions = self.sessions.lock().unwrap();
        #[cfg(feature = "mcp")]
        let mcp = sessions.get(&req.session_id).map(|s| s.mcp.clone());
        let kept = self.kept_across_runs();
        let (closed, calls, untitled) = match sessions.get_mut(&req.session_id) {
            Some(session) => (
                session.closed.subscribe(),
                session.calls.clone(),
                kept && !std::mem::replace(&mut session.titled, true),
            ),
            None => {
                return Err(Error::invalid_params(format!(
                    "unknown session `{}`",
                    req.session_id
                )))
            }
        };
        drop(sessions);
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let text = first_text(&req.prompt).to_owned();
        let full_text: String = req
            .prompt
            .iter()
            .filter_map(|b| match b {
                ContentBlock::Text(t) => Some(t.text.as_str()),
                _ => None,
            })
            .collect();
        let meta = req
            .meta
            .clone()
            .filter(|_| text.split_whitespace().next() == Some("meta"));
        let n = self.message_number(n);
        let agent_message = MessageId::from(format!("a-{n}"));
        let title = untitled.then(|| title_of(&text));
        let session = client.session(req.session_id.clone());
        let (accepted, task) = session.accept(req, format!("u-{n}"), |session| {
            let turn = Turn {
                session,
                agent_message,
                calls,
                #[cfg(feature = "mcp")]
                mcp,
                title,
            };
            turn.run(text, full_text, closed)
        });
        tokio::spawn(async move {
            if let Err(error) = task.finished().await {
                eprintln!("test agent: a v2 turn failed: {error}");
            }
        });
        Ok(match meta {
            Some(meta) => accepted.meta(meta),
            None => accepted,
        })
    }

    #[acp(ext = "_acp.test/echo")]
    fn ext_echo(&self, params: Value) -> Result<Value> {
        Ok(params)
    }

    /// A session the SDK resumes from the store (feature `store`): open
    /// again, unless it is open already.
    #[cfg(feature = "store")]
    #[acp(restore)]
    async fn restore(&self, restored: acp::session::served::Restored) -> Result<()> {
        let id = SessionId::from(restored.id().to_owned());
        if self.sessions.lock().unwrap().contains_key(&id) {
            return Ok(());
        }
        #[cfg(feature = "mcp")]
        let mcp = {
            let servers: Vec<McpServer> = crate::store::mcp_servers(&restored);
            std::sync::Arc::new(crate::mcp::connect(&servers, &restored.meta.cwd, None).await)
        };
        let (closed, _) = watch::channel(0);
        let session = Session {
            cwd: AbsolutePath::from(restored.meta.cwd.clone()),
            closed,
            calls: Arc::new(crate::store::Saved::of(&restored).calls()),
            #[cfg(feature = "mcp")]
            mcp,
            titled: restored.meta.title.is_some(),
        };
        self.sessions.lock().unwrap().entry(id).or_insert(session);
        Ok(())
    }
}

/// One turn's reporting, on the session the SDK runs it in.
struct Turn {
    session: AgentSession,
    agent_message: MessageId,
    /// The session's tool call ids.
    calls: Arc<CallIds>,
    /// The session's MCP servers (feature `mcp`).
    #[cfg(feature = "mcp")]
    mcp: Option<std::sync::Arc<acp::mcp::McpServers>>,
    /// The title the session gets from this, its first prompt
    /// (`--store PATH`).
    title: Option<String>,
}

impl Turn {
    async fn send(&self, update: SessionUpdate) -> Result<()> {
        Ok(self.session.send(update).await?)
    }

    async fn say(&self, text: impl Into<String>) -> Result<()> {
        let chunk = ContentChunk::new(self.agent_message.clone(), TextContent::new(text));
        self.send(SessionUpdate::AgentMessageChunk(chunk)).await
    }

    async fn state(&self, state: StateUpdate) -> Result<()> {
        self.send(SessionUpdate::StateUpdate(state)).await
    }

    /// Runs the command until the session is closed; the SDK reports the
    /// user message and `running` before, and `idle` after.
    async fn run(
        self,
        text: String,
        full_text: String,
        mut closed: watch::Receiver<u64>,
    ) -> Result<IdleStateUpdate> {
        closed.mark_unchanged();
        if let Some(title) = &self.title {
            let info = SessionInfoUpdate::new().title(title.clone());
            self.send(SessionUpdate::SessionInfoUpdate(info)).await?;
        }
        let reason = tokio::select! {
            reason = self.command(&text, &full_text) => reason?,
            _ = closed.changed() => IdleStateUpdateKind::Cancelled,
        };
        Ok(IdleStateUpdate::new(reason))
    }

    /// One convention command; its stop reason.
    async fn command(&self, text: &str, full_text: &str) -> Result<IdleStateUpdateKind> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["stream", m, ..] => {
                let m: u64 = m
                    .parse()
                    .map_err(|_| Error::invalid_params("stream takes a count"))?;
                for i in 0..m {
                    self.say(format!("c{i} ")).await?;
                }
            }
            ["permission", ..] => {
                self.state(StateUpdate::RequiresAction(RequiresActionStateUpdate::new()))
                    .await?;
                let options = vec![
                    PermissionOption::new(
                        "allow-once",
                        "Allow once",
                        PermissionOptionKind::AllowOnce,
                    ),
                    PermissionOption::new(
                        "reject-once",
                        "Reject once",
                        PermissionOptionKind::RejectOnce,
                    ),
                ];
                let ask = RequestPermissionRequest::new(
                    self.session.id().clone(),
                    "Edit a file",
                    options,
                )
                .subject(ToolCallPermissionSubject::new(
                    ToolCallUpdate::new(self.calls.next("perm")).name("Edit a file"),
                ));
                let answer = self.session.client().request_permission(ask).await?;
                self.state(StateUpdate::Running(RunningStateUpdate::new()))
                    .await?;
                match answer.outcome {
                    RequestPermissionOutcome::Selected(s) => {
                        self.say(format!("selected:{}", s.option_id)).await?
                    }
                    _ => return Ok(IdleStateUpdateKind::Cancelled),
                }
            }
            ["wait", ms, ..] => {
                let ms: u64 = ms
                    .parse()
                    .map_err(|_| Error::invalid_params("wait takes milliseconds"))?;
                tokio::time::sleep(Duration::from_millis(ms)).await;
            }
            ["meta", ..] => {}
            #[cfg(feature = "mcp")]
            ["mcp", ..] => {
                let call = crate::mcp::words(text).expect("the first word is `mcp`");
                let servers = self.mcp.as_deref().expect("a session's turn");
                self.mcp_call(servers, call).await?;
            }
            ["crash", code @ ..] => {
                let code = code.first().and_then(|c| c.parse().ok()).unwrap_or(1);
                eprintln!("test agent: crashing with exit code {code}, as asked");
                std::process::exit(code)
            }
            [command @ ("read" | "write" | "terminal"), ..] => {
                self.say(format!(
                    "error: `{command}` needs fs/* or terminal/*, which v2 does not have"
                ))
                .await?
            }
            _ => self.say(full_text).await?,
        }
        Ok(IdleStateUpdateKind::EndTurn)
    }
}

#[cfg(feature = "mcp")]
impl Turn {
    /// `mcp TOOL JSON`: the call reported as tool call `mcp-N` (in progress,
    /// then completed or failed with its text, or the reason, as content and
    /// the result as raw output), then its text as chunks.
    async fn mcp_call(&self, servers: &acp::mcp::McpServers, call: (&str, &str)) -> Result<()> {
        let id = self.calls.next("mcp");
        let start = ToolCallUpdate::new(id.clone())
            .title(format!("{} (MCP tool)", call.0))
            .kind(ToolKind::Other)
            .status(ToolCallStatus::InProgress);
        self.send(SessionUpdate::ToolCallUpdate(start)).await?;
        let called = crate::mcp::call(servers, call).await;
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
        self.send(SessionUpdate::ToolCallUpdate(done)).await?;
        for line in called.lines() {
            self.say(line).await?;
        }
        Ok(())
    }
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

impl TestAgentV2 {
    /// Whether its sessions are kept across runs (`--store PATH`).
    fn kept_across_runs(&self) -> bool {
        #[cfg(feature = "store")]
        return self.unique_ids;
        #[cfg(not(feature = "store"))]
        false
    }

    /// The number of a turn's messages: `n`, made unique across runs when
    /// sessions are (a resumed session's replayed messages keep theirs).
    fn message_number(&self, n: u64) -> String {
        #[cfg(feature = "store")]
        if self.unique_ids {
            return crate::store::unique_id(n);
        }
        n.to_string()
    }
}

/// The title a session gets from its first prompt.
fn title_of(prompt: &str) -> String {
    #[cfg(feature = "store")]
    return crate::store::title_of(prompt);
    #[cfg(not(feature = "store"))]
    prompt.to_owned()
}

/// The v2 agent behind the v1 one, as one handler: the client's `initialize`
/// picks (see `acp::peer::versions`). With the feature `store`, the v2 agent
/// keeps its sessions in memory (at most 100,000 updates a session).
#[cfg_attr(feature = "store", allow(dead_code, reason = "the tests' way in"))]
pub fn with_v1(v1: impl acp::v1::Agent) -> impl acp::Handler {
    #[cfg(feature = "store")]
    return with_v1_store(v1, None);
    #[cfg(not(feature = "store"))]
    return acp::peer::versions::ByVersion::new(
        (&acp::v1::HANDSHAKE, acp::v1::AgentHandler(v1)),
        (&HANDSHAKE, AgentHandler(TestAgentV2::default())),
    );
}

/// [`with_v1`], the v2 agent keeping its sessions in `store` (`--store
/// PATH`), or in memory.
#[cfg(feature = "store")]
pub fn with_v1_store(
    v1: impl acp::v1::Agent,
    store: Option<acp::session::store::AnyStore>,
) -> impl acp::Handler {
    use acp::session::store::{AnyStore, MemoryStore, Retention};
    let unique_ids = store.is_some();
    let in_memory = || {
        let retention = Retention::default().updates(100_000).sessions(1_000);
        AnyStore::new(MemoryStore::new().retention(retention))
    };
    let v2 = TestAgentV2 {
        store: Some(store.unwrap_or_else(in_memory)),
        unique_ids,
        ..TestAgentV2::default()
    };
    acp::peer::versions::ByVersion::new(
        (&acp::v1::HANDSHAKE, acp::v1::AgentHandler(v1)),
        (&HANDSHAKE, AgentHandler(v2)),
    )
}
