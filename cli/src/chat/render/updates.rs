//! How the session updates of plans, subagents and usage are shown, alike in
//! both protocol versions: one line (or a few) per update, each ending its
//! line, as text the caller makes safe and prints on lines of its own.
//!
//! - `plan_update`: the plan's id, then its entries (`- content (status)`) or its
//!   Markdown; `plan_removed`: that the plan is gone;
//! - `subagent_update`: the child session, with what the update sets (title,
//!   work state, directory) or clears;
//! - `session_message`: a message between this session and another (who sends
//!   it to whom, and its content when the upsert carries it);
//!   `session_message_chunk`: one more block of such a message;
//! - `usage_update`: the context window's use, and the session's cost.
//!
//! `v2` reads v2's updates into a [`Shown`], the text of which [`Shown::text`]
//! writes; `v1` converts v1's payloads to v2's types (the generated
//! `From<acp::v1::T>`) and has them read there, but for session messages,
//! whose content blocks do not convert. The other updates are shown by the
//! chat itself; `describe` answers `None` for them.

pub mod v1;
pub mod v2;

/// An update the chat shows alike in both versions, as it shows it.
#[derive(Debug, Clone, PartialEq)]
pub enum Shown {
    Plan(Plan),
    PlanRemoved {
        id: String,
    },
    /// A child session, with the fields the update patches (in order).
    Subagent {
        id: String,
        patched: Vec<Patched>,
    },
    /// A message between sessions; its blocks when the upsert carries them.
    Message {
        id: String,
        from: Option<String>,
        to: Option<String>,
        content: Option<Vec<String>>,
    },
    MessageChunk {
        id: String,
        block: String,
    },
    /// The context window's use; the session's cost, `AMOUNT CURRENCY`.
    Usage {
        used: u64,
        size: u64,
        cost: Option<String>,
    },
}

/// A plan as shown.
#[derive(Debug, Clone, PartialEq)]
pub enum Plan {
    /// Entries, `(content, status)`.
    Items {
        id: String,
        entries: Vec<(String, String)>,
    },
    Markdown {
        id: String,
        path: Option<String>,
        content: String,
    },
    /// A form of plan this schema version does not know: its id (if it has
    /// one) and kind.
    Other { id: Option<String>, kind: String },
}

/// A field a patch sets (`Some`) or clears (`None`).
pub type Patched = (&'static str, Option<String>);

/// The fields of a patch that it sets or clears, from `(name, patch)` pairs
/// (absent: unchanged, `Some(None)`: cleared).
pub fn patched(fields: [(&'static str, Option<Option<String>>); 3]) -> Vec<Patched> {
    fields
        .into_iter()
        .filter_map(|(name, patch)| Some((name, patch?)))
        .collect()
}

/// A child's idle state: `idle`, or `idle (REASON)` when it says why.
pub fn idle(stop_reason: Option<&str>) -> String {
    match stop_reason {
        Some(reason) => format!("idle ({reason})"),
        None => "idle".to_owned(),
    }
}

impl Shown {
    /// The text that shows the update.
    pub fn text(&self) -> String {
        match self {
            Shown::Plan(plan) => plan.text(),
            Shown::PlanRemoved { id } => format!("[plan {id} removed]\n"),
            Shown::Subagent { id, patched } => {
                let parts: Vec<String> = patched
                    .iter()
                    .map(|(name, value)| match value {
                        Some(value) => format!("{name} {value}"),
                        None => format!("{name} cleared"),
                    })
                    .collect();
                let parts = match parts.is_empty() {
                    true => "updated".to_owned(),
                    false => parts.join(", "),
                };
                format!("[subagent {id}] {parts}\n")
            }
            Shown::Message {
                id,
                from,
                to,
                content,
            } => {
                let mut out = format!("[message {id}");
                if let Some(from) = from {
                    out.push_str(&format!(" from {from}"));
                }
                if let Some(to) = to {
                    out.push_str(&format!(" to {to}"));
                }
                out.push(']');
                if let Some(content) = content {
                    out.push(' ');
                    out.push_str(&content.join(" "));
                }
                out.push('\n');
                out
            }
            Shown::MessageChunk { id, block } => format!("[message {id}] {block}\n"),
            Shown::Usage { used, size, cost } => {
                let cost = cost.as_ref().map(|c| format!(", {c}")).unwrap_or_default();
                format!("[usage] {used} of {size} tokens{cost}\n")
            }
        }
    }
}

impl Plan {
    fn text(&self) -> String {
        match self {
            Plan::Items { id, entries } => {
                let mut out = format!("[plan {id}]\n");
                for (content, status) in entries {
                    out.push_str(&format!("  - {content} ({status})\n"));
                }
                out
            }
            Plan::Markdown { id, path, content } => {
                let path = path.as_ref().map(|p| format!(" ({p})")).unwrap_or_default();
                format!("[plan {id}{path}]\n{}\n", content.trim_end())
            }
            Plan::Other { id, kind } => {
                format!("[plan {}: {kind}]\n", id.as_deref().unwrap_or("?"))
            }
        }
    }
}
