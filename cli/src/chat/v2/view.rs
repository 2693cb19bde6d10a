//! How v2's session updates are shown. v2 reports a turn as updates (the
//! prompt's answer only accepts it) and keys messages, tool calls and terminals
//! by id. What the session holds of them is the generated `SessionState`, the
//! session's, kept once: the [`View`] keeps no copy of it, only what is about
//! display: the message being streamed, how much of each message was shown
//! (its length and a fingerprint of its text, [`Shown`]), the tool calls and
//! terminals whose heading was printed, the turn's prompt and waits.
//!
//! - **messages**: the chunks of one `messageId` stream on one line of text;
//!   another id starts a new line. An upsert (`agent_message`, `agent_thought`,
//!   `user_message`) replaces a message's content: what extends the text shown
//!   is streamed on, anything else is shown again under `[message ID
//!   rewritten]` (a terminal cannot take back what it printed), and a cleared
//!   message says so. The user's own prompt (the turn's first user message) is
//!   not echoed; other user messages (a `session/resume` replay) are shown
//!   after `> `;
//! - **turn states**: `requires_action` is shown (`[requires action: the agent
//!   waits for you]`), and `running` after it (`[running]`); the `running` that
//!   starts a turn and the `idle` that ends it are not (the chat shows the turn's
//!   end with its stop reason). Between turns a change of state is shown as
//!   `[agent running]`, `[agent idle (end_turn)]`, ...;
//! - **tool calls** (`tool_call_update` upserts): the first update of an id as
//!   `[tool ID] title (kind, status)`, as v1's `tool_call`, later ones by their
//!   status; streamed content (`tool_call_content_chunk`) as `[tool ID] text`;
//! - agent-owned **terminals**: their command, output (the bytes each
//!   base64 chunk encodes) and exit;
//! - plans, subagents, session messages, usage (`render/updates.rs`, shared
//!   with v1), config options (`config.rs`), notices; `replay_complete` is not
//!   shown; other updates by their kind, `[session_info_update]`.
//!
//! [`View::render`] says what to print ([`Out`]), [`View::show`] prints it.

use std::collections::{HashMap, HashSet};

use acp::v2::*;

use crate::chat::config;
use crate::chat::render::{tool_failed, tool_heading, updates::v2 as updates};
use crate::chat::screen::{say, say_line, stream, Stream};

/// One thing to print.
#[derive(Debug, Clone, PartialEq)]
pub enum Out {
    /// The next piece of a stream (a message, a thought).
    Stream(Stream, String),
    /// Text on a line of its own.
    Line(String),
    /// Text (a newline it starts with is left out at a line's start).
    Text(String),
    /// Ends the line of the stream shown (before another message).
    EndLine,
    /// The session's config options, shown where they changed.
    Config(Vec<config::Line>),
}

/// What the chat showed of a session's updates.
#[derive(Debug, Default)]
pub struct View {
    /// What was shown of each message, by kind and id.
    shown: HashMap<(Stream, String), Shown>,
    /// The message being streamed: another one starts on a new line.
    streaming: Option<String>,
    /// The tool calls and terminals whose heading was printed (their first
    /// update says what they are).
    tools: HashSet<String>,
    terminals: HashSet<String>,
    /// The running turn, if any.
    turn: Option<Turn>,
    /// The last state reported between turns (`None`: idle).
    between: Option<String>,
}

/// What a running turn reported.
#[derive(Debug, Default)]
struct Turn {
    /// The user message the prompt became (the turn's first).
    prompt: Option<String>,
    /// Whether the turn waits for the user (`requires_action`).
    waiting: bool,
}

impl View {
    /// A turn starts: its first user message is the prompt.
    pub fn turn_started(&mut self) {
        self.turn = Some(Turn::default());
    }

    /// The turn ended.
    pub fn turn_ended(&mut self) {
        self.turn = None;
        self.between = None;
    }

    /// Prints `update`.
    pub fn show(&mut self, update: &SessionUpdate) {
        for out in self.render(update) {
            match out {
                Out::Stream(kind, text) => stream(kind, &text),
                Out::Line(text) => say_line(&text),
                Out::Text(text) => say(&text),
                Out::EndLine => say_line(""),
                Out::Config(options) => config::show_changes(options),
            }
        }
    }

    /// What shows `update`.
    pub fn render(&mut self, update: &SessionUpdate) -> Vec<Out> {
        let mut out = vec![];
        match update {
            SessionUpdate::AgentMessageChunk(c) => self.chunk(Stream::Agent, c, &mut out),
            SessionUpdate::AgentThoughtChunk(c) => self.chunk(Stream::Thought, c, &mut out),
            SessionUpdate::UserMessageChunk(c) => self.chunk(Stream::User, c, &mut out),
            SessionUpdate::AgentMessage(m) => {
                self.upsert(Stream::Agent, &m.message_id, &m.content, &mut out)
            }
            SessionUpdate::AgentThought(m) => {
                self.upsert(Stream::Thought, &m.message_id, &m.content, &mut out)
            }
            SessionUpdate::UserMessage(m) => {
                self.upsert(Stream::User, &m.message_id, &m.content, &mut out)
            }
            SessionUpdate::StateUpdate(state) => self.state(state, &mut out),
            SessionUpdate::ToolCallUpdate(call) => out.push(self.tool_call(call)),
            SessionUpdate::ToolCallContentChunk(chunk) => out.push(Out::Line(format!(
                "[tool {}] {}\n",
                chunk.tool_call_id,
                tool_content(&chunk.content)
            ))),
            SessionUpdate::TerminalUpdate(terminal) => out.push(self.terminal(terminal)),
            SessionUpdate::TerminalOutputChunk(chunk) => {
                let data = terminal_text(&chunk.data);
                let data = data.strip_suffix('\n').unwrap_or(&data);
                out.push(Out::Line(format!(
                    "[terminal {}] {data}\n",
                    chunk.terminal_id
                )));
            }
            SessionUpdate::ConfigOptionUpdate(update) => {
                out.push(Out::Config(config::lines(&update.config_options)));
            }
            SessionUpdate::Notice(notice) => {
                let description = notice
                    .description
                    .as_ref()
                    .map(|d| format!(": {d}"))
                    .unwrap_or_default();
                out.push(Out::Line(format!(
                    "[{}] {}{description}\n",
                    notice.severity, notice.title
                )));
            }
            // The end of a `session/resume` replay: the chat says it resumed.
            SessionUpdate::ReplayComplete(_) => {}
            other => out.push(match updates::describe(other) {
                Some(text) => Out::Line(text),
                None => Out::Text(format!("\n[{}]\n", other.tag())),
            }),
        }
        out
    }

    /// Whether the user message `id` is the running turn's prompt (its first).
    fn is_prompt(&mut self, id: &str) -> bool {
        match &mut self.turn {
            Some(turn) => turn.prompt.get_or_insert_with(|| id.to_owned()) == id,
            None => false,
        }
    }

    /// Starts showing message `id` (on a new line, after another message).
    fn start(&mut self, id: &str, out: &mut Vec<Out>) {
        if self.streaming.as_deref() != Some(id) {
            if self.streaming.is_some() {
                out.push(Out::EndLine);
            }
            self.streaming = Some(id.to_owned());
        }
    }

    fn chunk(&mut self, kind: Stream, chunk: &ContentChunk, out: &mut Vec<Out>) {
        let id = chunk.message_id.to_string();
        if kind == Stream::User && self.is_prompt(&id) {
            return;
        }
        let text = updates::block(&chunk.content);
        self.start(&id, out);
        let shown = self.shown.entry((kind, id)).or_default();
        shown.add(&text);
        out.push(Out::Stream(kind, text));
    }

    /// A message's new content, after what was shown of it.
    fn upsert(
        &mut self,
        kind: Stream,
        id: &MessageId,
        content: &Option<Option<Vec<ContentBlock>>>,
        out: &mut Vec<Out>,
    ) {
        let id = id.to_string();
        // An update of other fields leaves the content as it is.
        let Some(content) = content else {
            return;
        };
        if kind == Stream::User && self.is_prompt(&id) {
            return;
        }
        let text = text(Some(content));
        let key = (kind, id.clone());
        let shown = self.shown.remove(&key).unwrap_or_default();
        if text.is_empty() {
            if shown.len > 0 {
                out.push(Out::Line(format!("[message {id} cleared]\n")));
            }
            return;
        }
        let more = match shown.continued_by(&text) {
            Some(more) => more.to_owned(),
            None => {
                out.push(Out::Line(format!("[message {id} rewritten]\n")));
                // What follows starts the message afresh, on its own line.
                self.streaming = None;
                text.clone()
            }
        };
        self.shown.insert(key, Shown::of(&text));
        if !more.is_empty() {
            self.start(&id, out);
            out.push(Out::Stream(kind, more));
        }
    }

    fn state(&mut self, state: &StateUpdate, out: &mut Vec<Out>) {
        let Some(turn) = &mut self.turn else {
            // Between turns: what changed.
            let now = match state {
                StateUpdate::Idle(_) => None,
                other => Some(updates::state(other)),
            };
            if now != self.between {
                out.push(Out::Line(format!("[agent {}]\n", updates::state(state))));
                self.between = now;
            }
            return;
        };
        match state {
            StateUpdate::RequiresAction(_) => {
                turn.waiting = true;
                out.push(Out::Line(
                    "[requires action: the agent waits for you]\n".to_owned(),
                ));
            }
            StateUpdate::Running(_) if turn.waiting => {
                turn.waiting = false;
                out.push(Out::Line("[running]\n".to_owned()));
            }
            // The turn's start, and its end (which the chat shows with its stop reason).
            StateUpdate::Running(_) | StateUpdate::Idle(_) => {}
            other => out.push(Out::Line(format!("[{}]\n", updates::state(other)))),
        }
    }

    fn tool_call(&mut self, call: &ToolCallUpdate) -> Out {
        let id = call.tool_call_id.to_string();
        let status = call.status.clone().flatten().map(|s| s.to_string());
        let failed = call.status == Some(Some(ToolCallStatus::Failed));
        if self.tools.insert(id.clone()) {
            let title = call.title.clone().flatten().or(call.name.clone().flatten());
            let kind = call.kind.clone().flatten().map(|k| k.to_string());
            let title = title.unwrap_or_default();
            let mut heading = tool_heading(&id, &title, kind, status);
            if failed {
                heading.push_str(&failure(&id, call));
            }
            return Out::Text(heading);
        }
        if failed {
            return Out::Line(failure(&id, call));
        }
        Out::Line(format!(
            "[tool {id}] {}\n",
            status.unwrap_or_else(|| "updated".into())
        ))
    }

    fn terminal(&mut self, terminal: &TerminalUpdate) -> Out {
        let id = terminal.terminal_id.to_string();
        let first = self.terminals.insert(id.clone());
        if let Some(Some(exit)) = &terminal.exit_status {
            let how = match (&exit.exit_code, &exit.signal) {
                (Some(code), _) => format!("exit code {code}"),
                (None, Some(signal)) => format!("signal {signal}"),
                (None, None) => "exited".to_owned(),
            };
            return Out::Line(format!("[terminal {id}] ended ({how})\n"));
        }
        match (&terminal.command, first) {
            (Some(Some(command)), _) => Out::Line(format!("[terminal {id}] {command}\n")),
            (_, true) => Out::Line(format!("[terminal {id}]\n")),
            (_, false) => Out::Line(format!("[terminal {id}] updated\n")),
        }
    }
}

/// What was shown of a message: how long its text is and a fingerprint of it
/// (64-bit FNV-1a), enough to tell whether new content extends what was shown,
/// without a copy of the text (the session's state holds it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Shown {
    len: usize,
    hash: u64,
}

impl Default for Shown {
    fn default() -> Self {
        Shown {
            len: 0,
            hash: FNV_OFFSET,
        }
    }
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

impl Shown {
    /// `text`, shown whole.
    fn of(text: &str) -> Self {
        let mut shown = Shown::default();
        shown.add(text);
        shown
    }

    /// `text` was shown after what was.
    fn add(&mut self, text: &str) {
        self.len += text.len();
        for byte in text.bytes() {
            self.hash = (self.hash ^ u64::from(byte)).wrapping_mul(FNV_PRIME);
        }
    }

    /// What `text` adds to what was shown, if it starts with it.
    fn continued_by<'t>(&self, text: &'t str) -> Option<&'t str> {
        let (start, more) = (text.get(..self.len)?, &text[self.len..]);
        (Shown::of(start) == *self).then_some(more)
    }
}

/// The text of a message's content.
fn text(content: Option<&Option<Vec<ContentBlock>>>) -> String {
    content
        .into_iter()
        .flatten()
        .flatten()
        .map(updates::block)
        .collect()
}

/// The line saying the tool call `id` failed, with the reason `call` gives
/// (its content's text, else its raw output).
fn failure(id: &str, call: &ToolCallUpdate) -> String {
    let texts: Vec<String> = (call.content.iter().flatten().flatten())
        .filter_map(|c| match c {
            ToolCallContent::Content(c) => Some(updates::block(&c.content)),
            _ => None,
        })
        .collect();
    tool_failed(id, &texts, call.raw_output.as_ref())
}

/// Tool-call content: its text, or what it is.
fn tool_content(content: &ToolCallContent) -> String {
    match content {
        ToolCallContent::Content(c) => updates::block(&c.content),
        ToolCallContent::Terminal(t) => format!("[terminal {}]", t.terminal_id),
        other => format!("[{}]", other.tag()),
    }
}

/// A terminal output chunk's text: the bytes its base64 `data` encodes (each
/// chunk is encoded on its own), as UTF-8 with what is not replaced; data that
/// is not base64 is shown as it came, so that nothing received is hidden.
fn terminal_text(data: &str) -> String {
    use base64::engine::general_purpose::STANDARD;
    use base64::Engine as _;
    match STANDARD.decode(data) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(_) => data.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(id: &str, text: &str) -> ContentChunk {
        ContentChunk::new(id, TextContent::new(text))
    }

    fn stream(kind: Stream, text: &str) -> Out {
        Out::Stream(kind, text.to_owned())
    }

    fn line(text: &str) -> Out {
        Out::Line(text.to_owned())
    }

    fn state(state: StateUpdate) -> SessionUpdate {
        SessionUpdate::StateUpdate(state)
    }

    fn running() -> SessionUpdate {
        state(StateUpdate::Running(RunningStateUpdate::new()))
    }

    fn idle(kind: IdleStateUpdateKind) -> SessionUpdate {
        state(StateUpdate::Idle(IdleStateUpdate::new(kind)))
    }

    /// Every update's output, in order.
    fn render(view: &mut View, updates: &[SessionUpdate]) -> Vec<Out> {
        updates.iter().flat_map(|u| view.render(u)).collect()
    }

    #[test]
    fn a_streamed_turn() {
        let mut view = View::default();
        view.turn_started();
        let text = |t: &str| vec![ContentBlock::from(TextContent::new(t))];
        let shown = render(
            &mut view,
            &[
                SessionUpdate::UserMessage(UserMessage::new("u-1").content(text("stream 2"))),
                running(),
                SessionUpdate::AgentThoughtChunk(chunk("t-1", "thinking")),
                SessionUpdate::AgentMessageChunk(chunk("a-1", "c0 ")),
                SessionUpdate::AgentMessageChunk(chunk("a-1", "c1 ")),
                SessionUpdate::AgentMessageChunk(chunk("a-2", "again")),
                idle(IdleStateUpdateKind::EndTurn),
            ],
        );
        assert_eq!(
            shown,
            [
                stream(Stream::Thought, "thinking"),
                Out::EndLine,
                stream(Stream::Agent, "c0 "),
                stream(Stream::Agent, "c1 "),
                Out::EndLine,
                stream(Stream::Agent, "again"),
            ],
            "the prompt is not echoed, a new message starts a new line, the turn's \
             running and idle are the chat's to show"
        );
    }

    #[test]
    fn message_upserts() {
        let mut view = View::default();
        view.turn_started();
        let text = |t: &str| vec![ContentBlock::from(TextContent::new(t))];
        let upsert = |id: &str, content: Option<Vec<ContentBlock>>| {
            let message = AgentMessage::new(id);
            SessionUpdate::AgentMessage(match content {
                Some(content) => message.content(content),
                None => message.clear_content(),
            })
        };
        let shown = render(
            &mut view,
            &[
                SessionUpdate::AgentMessageChunk(chunk("a-1", "Hello")),
                // The whole message after its chunks: only what is new.
                upsert("a-1", Some(text("Hello, world"))),
                upsert("a-1", Some(text("Hello, world"))),
                // Other fields only: nothing.
                SessionUpdate::AgentMessage(AgentMessage::new("a-1")),
                // Different text: shown again.
                upsert("a-1", Some(text("Goodbye"))),
                upsert("a-1", None),
            ],
        );
        assert_eq!(
            shown,
            [
                stream(Stream::Agent, "Hello"),
                stream(Stream::Agent, ", world"),
                line("[message a-1 rewritten]\n"),
                stream(Stream::Agent, "Goodbye"),
                line("[message a-1 cleared]\n"),
            ]
        );
    }

    #[test]
    fn what_was_shown_is_known_by_its_length_and_fingerprint() {
        let mut shown = Shown::of("Hello");
        assert_eq!(shown.continued_by("Hello, world"), Some(", world"));
        assert_eq!(shown.continued_by("Hello"), Some(""));
        assert_eq!(shown.continued_by("Jello, world"), None);
        assert_eq!(shown.continued_by("Hell"), None);
        shown.add(", world");
        assert_eq!(shown, Shown::of("Hello, world"));
        // A length that falls inside a character is not a prefix.
        assert_eq!(Shown::of("a").continued_by("é"), None);
    }

    #[test]
    fn requires_action_then_running() {
        let mut view = View::default();
        view.turn_started();
        let shown = render(
            &mut view,
            &[
                running(),
                state(StateUpdate::RequiresAction(RequiresActionStateUpdate::new())),
                running(),
                SessionUpdate::AgentMessageChunk(chunk("a-1", "selected:allow-once")),
                idle(IdleStateUpdateKind::EndTurn),
            ],
        );
        assert_eq!(
            shown,
            [
                line("[requires action: the agent waits for you]\n"),
                line("[running]\n"),
                stream(Stream::Agent, "selected:allow-once"),
            ]
        );
    }

    #[test]
    fn between_turns_changes_of_state_and_replayed_user_messages() {
        let mut view = View::default();
        let text = vec![ContentBlock::from(TextContent::new("earlier prompt"))];
        let shown = render(
            &mut view,
            &[
                // A `session/resume` replay, and the state it reports.
                SessionUpdate::UserMessage(UserMessage::new("u-0").content(text)),
                SessionUpdate::AgentMessageChunk(chunk("a-0", "earlier answer")),
                SessionUpdate::ReplayComplete(ReplayComplete::new()),
                idle(IdleStateUpdateKind::EndTurn),
                running(),
                running(),
                idle(IdleStateUpdateKind::EndTurn),
            ],
        );
        assert_eq!(
            shown,
            [
                stream(Stream::User, "earlier prompt"),
                Out::EndLine,
                stream(Stream::Agent, "earlier answer"),
                line("[agent running]\n"),
                line("[agent idle (end_turn)]\n"),
            ]
        );
    }

    /// A failed tool call shows the reason the agent gave: its content, else
    /// its raw output; a call that fails at once says so under its heading.
    #[test]
    fn a_failed_tool_call_shows_its_reason() {
        let mut view = View::default();
        view.turn_started();
        let start = ToolCallUpdate::new("mcp-1")
            .title("add (MCP tool)")
            .status(ToolCallStatus::InProgress);
        let reason = ToolCallContent::Content(Content::new(TextContent::new("server `a` is gone")));
        let failed = ToolCallUpdate::new("mcp-1")
            .status(ToolCallStatus::Failed)
            .content(vec![reason]);
        let at_once = ToolCallUpdate::new("mcp-2")
            .title("env (MCP tool)")
            .status(ToolCallStatus::Failed)
            .raw_output(serde_json::json!({"error": "no such tool"}));
        let shown = render(
            &mut view,
            &[
                SessionUpdate::ToolCallUpdate(start),
                SessionUpdate::ToolCallUpdate(failed),
                SessionUpdate::ToolCallUpdate(at_once),
            ],
        );
        assert_eq!(
            shown,
            [
                Out::Text("\n[tool mcp-1] add (MCP tool) (in_progress)\n".into()),
                line("[tool mcp-1] failed: server `a` is gone\n"),
                Out::Text(
                    "\n[tool mcp-2] env (MCP tool) (failed)\n[tool mcp-2] failed: no such tool\n"
                        .into()
                ),
            ]
        );
    }

    #[test]
    fn tool_calls_terminals_plans_usage_config_notices() {
        let mut view = View::default();
        view.turn_started();
        let call = ToolCallUpdate::new("call-1")
            .title("Read README.md")
            .kind(ToolKind::Read)
            .status(ToolCallStatus::Pending);
        let content = ToolCallContent::Content(Content::new(TextContent::new("42 lines")));
        let plan = PlanItems::new(
            "plan-1",
            vec![PlanEntry::new(
                "Read the code",
                PlanEntryPriority::High,
                PlanEntryStatus::InProgress,
            )],
        );
        let values = vec![SessionConfigSelectOption::new("fast", "Fast")];
        let kind = SessionConfigOptionKind::Select(SessionConfigSelect::new("fast", values));
        let option = SessionConfigOption::new("model", "Model", kind);
        let shown = render(
            &mut view,
            &[
                SessionUpdate::ToolCallUpdate(call),
                SessionUpdate::ToolCallContentChunk(ToolCallContentChunk::new("call-1", content)),
                SessionUpdate::ToolCallUpdate(
                    ToolCallUpdate::new("call-1").status(ToolCallStatus::Completed),
                ),
                SessionUpdate::TerminalUpdate(TerminalUpdate::new("term-1").command("cargo test")),
                // "ok\n", base64-encoded as the schema says.
                SessionUpdate::TerminalOutputChunk(TerminalOutputChunk::new("term-1", "b2sK")),
                SessionUpdate::TerminalOutputChunk(TerminalOutputChunk::new(
                    "term-1",
                    "not base64\n",
                )),
                SessionUpdate::TerminalUpdate(
                    TerminalUpdate::new("term-1")
                        .exit_status(TerminalExitStatus::new().exit_code(0)),
                ),
                SessionUpdate::PlanUpdate(PlanUpdate::new(PlanUpdateContent::Items(plan))),
                SessionUpdate::UsageUpdate(UsageUpdate::new(10u64, 100u64)),
                SessionUpdate::ConfigOptionUpdate(ConfigOptionUpdate::new(vec![option])),
                SessionUpdate::Notice(Notice::new(NoticeSeverity::Warning, "Low on context")),
                SessionUpdate::SessionInfoUpdate(SessionInfoUpdate::new().title("Tidy up")),
            ],
        );
        assert_eq!(
            shown,
            [
                Out::Text("\n[tool call-1] Read README.md (read, pending)\n".into()),
                line("[tool call-1] 42 lines\n"),
                line("[tool call-1] completed\n"),
                line("[terminal term-1] cargo test\n"),
                line("[terminal term-1] ok\n"),
                line("[terminal term-1] not base64\n"),
                line("[terminal term-1] ended (exit code 0)\n"),
                line("[plan plan-1]\n  - Read the code (in_progress)\n"),
                line("[usage] 10 of 100 tokens\n"),
                Out::Config(vec![config::Line {
                    id: "model".into(),
                    name: "Model".into(),
                    current: "fast (one of fast)".into(),
                }]),
                line("[warning] Low on context\n"),
                Out::Text("\n[session_info_update]\n".into()),
            ]
        );
    }
}
