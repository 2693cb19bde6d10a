//! How the session updates of plans, subagents and usage are shown, alike in
//! both protocol versions (`v1` and `v2` below are the same code over each
//! module's types): one line (or a few) per update, each ending its line, as
//! text the caller makes safe and prints on lines of its own.
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
//! The other updates are shown by the chat itself; `describe` answers `None`
//! for them.

/// The module `$module`'s describer; `$cost` is `fn cost`, which reads a usage
/// update's cost (optional in v1, a patch in v2).
macro_rules! describer {
    ($module:ident, $cost:item) => {
        pub mod $module {
            use acp::$module::*;

            use crate::chat::render::tag_of;

            $cost

            /// The text that shows `update`, for the updates this module knows.
            pub fn describe(update: &SessionUpdate) -> Option<String> {
                Some(match update {
                    SessionUpdate::PlanUpdate(update) => plan(&update.plan),
                    SessionUpdate::PlanRemoved(removed) => format!("[plan {} removed]\n", removed.plan_id),
                    SessionUpdate::SubagentUpdate(update) => subagent(update),
                    SessionUpdate::SessionMessage(message) => session_message(message),
                    SessionUpdate::SessionMessageChunk(chunk) => {
                        format!("[message {}] {}\n", chunk.message_id, block(&chunk.content))
                    }
                    SessionUpdate::UsageUpdate(usage) => {
                        let cost = cost(usage);
                        let cost = cost
                            .map(|c| format!(", {} {}", c.amount, c.currency))
                            .unwrap_or_default();
                        format!("[usage] {} of {} tokens{cost}\n", usage.used, usage.size)
                    }
                    _ => return None,
                })
            }

            fn plan(content: &PlanUpdateContent) -> String {
                match content {
                    PlanUpdateContent::Items(items) => {
                        let mut out = format!("[plan {}]\n", items.plan_id);
                        for entry in &items.entries {
                            out.push_str(&format!("  - {} ({})\n", entry.content, entry.status));
                        }
                        out
                    }
                    PlanUpdateContent::Markdown(markdown) => {
                        let path = markdown
                            .path
                            .as_ref()
                            .map(|p| format!(" ({p})"))
                            .unwrap_or_default();
                        let body = markdown.content.trim_end();
                        format!("[plan {}{path}]\n{body}\n", markdown.plan_id)
                    }
                    // A form of plan this schema version does not know: its kind and id.
                    other => {
                        let plan = serde_json::to_value(other).unwrap_or_default();
                        let id = plan.get("planId").and_then(|v| v.as_str()).unwrap_or("?");
                        format!("[plan {id}: {}]\n", tag_of(other, "type"))
                    }
                }
            }

            fn subagent(update: &SubagentUpdate) -> String {
                let mut parts = vec![];
                let mut patched = |name: &str, value: Option<Option<String>>| match value {
                    Some(Some(value)) => parts.push(format!("{name} {value}")),
                    Some(None) => parts.push(format!("{name} cleared")),
                    None => {}
                };
                patched("title", update.title.clone());
                patched("state", update.state.clone().map(|s| s.as_ref().map(state)));
                patched("cwd", update.cwd.clone().map(|cwd| cwd.map(|c| c.to_string())));
                format!(
                    "[subagent {}] {}\n",
                    update.session_id,
                    if parts.is_empty() {
                        "updated".to_owned()
                    } else {
                        parts.join(", ")
                    }
                )
            }

            /// A child's work state: `running`, `idle (end_turn)`, `requires action`, ...
            pub fn state(state: &StateUpdate) -> String {
                match state {
                    StateUpdate::Running(_) => "running".to_owned(),
                    StateUpdate::Idle(idle) => match tag_of(idle, "stopReason").as_str() {
                        "?" => "idle".to_owned(),
                        reason => format!("idle ({reason})"),
                    },
                    StateUpdate::RequiresAction(_) => "requires action".to_owned(),
                    StateUpdate::UnknownValue(_) => "unknown".to_owned(),
                    other => tag_of(other, "state"),
                }
            }

            fn session_message(message: &SessionMessage) -> String {
                let mut out = format!("[message {}", message.message_id);
                if let Some(Some(from)) = &message.sender_session_id {
                    out.push_str(&format!(" from {from}"));
                }
                if let Some(Some(to)) = &message.recipient_session_id {
                    out.push_str(&format!(" to {to}"));
                }
                out.push(']');
                if let Some(Some(content)) = &message.content {
                    let text: Vec<String> = content.iter().map(block).collect();
                    out.push(' ');
                    out.push_str(&text.join(" "));
                }
                out.push('\n');
                out
            }

            /// A content block: its text, or what kind of block it is.
            pub fn block(content: &ContentBlock) -> String {
                match content {
                    ContentBlock::Text(t) => t.text.clone(),
                    other => format!("[{}]", tag_of(other, "type")),
                }
            }

            #[cfg(test)]
            mod tests {
                use super::*;

                fn entry(content: &str, status: PlanEntryStatus) -> PlanEntry {
                    PlanEntry::new(content, PlanEntryPriority::Medium, status)
                }

                #[test]
                fn plans() {
                    let items = PlanItems::new(
                        "plan-1",
                        vec![
                            entry("Read the code", PlanEntryStatus::Completed),
                            entry("Write the fix", PlanEntryStatus::InProgress),
                        ],
                    );
                    let update = SessionUpdate::PlanUpdate(PlanUpdate::new(PlanUpdateContent::Items(items)));
                    assert_eq!(
                        describe(&update).unwrap(),
                        "[plan plan-1]\n  - Read the code (completed)\n  - Write the fix (in_progress)\n"
                    );
                    let markdown = PlanMarkdown::new("plan-1", "# Plan\n\n- done\n").path("/w/PLAN.md");
                    let update =
                        SessionUpdate::PlanUpdate(PlanUpdate::new(PlanUpdateContent::Markdown(markdown)));
                    assert_eq!(
                        describe(&update).unwrap(),
                        "[plan plan-1 (/w/PLAN.md)]\n# Plan\n\n- done\n"
                    );
                    let removed = SessionUpdate::PlanRemoved(PlanRemoved::new("plan-1"));
                    assert_eq!(describe(&removed).unwrap(), "[plan plan-1 removed]\n");
                    let future: PlanUpdateContent =
                        serde_json::from_value(serde_json::json!({"type": "graph", "planId": "p2"})).unwrap();
                    let update = SessionUpdate::PlanUpdate(PlanUpdate::new(future));
                    assert_eq!(describe(&update).unwrap(), "[plan p2: graph]\n");
                }

                #[test]
                fn subagents_and_their_states() {
                    let running = StateUpdate::Running(RunningStateUpdate::new());
                    let update = SubagentUpdate::new("child-1")
                        .title("Explore the tests")
                        .state(running);
                    assert_eq!(
                        describe(&SessionUpdate::SubagentUpdate(update)).unwrap(),
                        "[subagent child-1] title Explore the tests, state running\n"
                    );
                    let idle = StateUpdate::Idle(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn));
                    assert_eq!(state(&idle), "idle (end_turn)");
                    let update = SubagentUpdate::new("child-1").state(idle).clear_title();
                    assert_eq!(
                        describe(&SessionUpdate::SubagentUpdate(update)).unwrap(),
                        "[subagent child-1] title cleared, state idle (end_turn)\n"
                    );
                    let unknown: StateUpdate =
                        serde_json::from_value(serde_json::json!({"state": "unknown"})).unwrap();
                    assert_eq!(state(&unknown), "unknown");
                    let future: StateUpdate =
                        serde_json::from_value(serde_json::json!({"state": "sleeping"})).unwrap();
                    assert_eq!(state(&future), "sleeping");
                    let bare = SessionUpdate::SubagentUpdate(SubagentUpdate::new("child-2"));
                    assert_eq!(describe(&bare).unwrap(), "[subagent child-2] updated\n");
                }

                #[test]
                fn session_messages() {
                    let text = ContentBlock::from(TextContent::new("look at the tests"));
                    let message = SessionMessage::new("msg-1")
                        .recipient_session_id("child-1")
                        .content(vec![text.clone()]);
                    assert_eq!(
                        describe(&SessionUpdate::SessionMessage(message)).unwrap(),
                        "[message msg-1 to child-1] look at the tests\n"
                    );
                    let chunk = SessionMessageChunk::new("msg-1", text);
                    assert_eq!(
                        describe(&SessionUpdate::SessionMessageChunk(chunk)).unwrap(),
                        "[message msg-1] look at the tests\n"
                    );
                }

                #[test]
                fn usage() {
                    let usage = UsageUpdate::new(53000u64, 200000u64);
                    let update = SessionUpdate::UsageUpdate(usage.clone());
                    assert_eq!(
                        describe(&update).unwrap(),
                        "[usage] 53000 of 200000 tokens\n"
                    );
                    let update = SessionUpdate::UsageUpdate(usage.cost(Cost::new(0.045, "USD")));
                    assert_eq!(
                        describe(&update).unwrap(),
                        "[usage] 53000 of 200000 tokens, 0.045 USD\n"
                    );
                }

                #[test]
                fn other_updates_are_the_chats() {
                    let update = ConfigOptionUpdate::new(vec![]);
                    assert_eq!(describe(&SessionUpdate::ConfigOptionUpdate(update)), None);
                }
            }
        }
    };
}

describer!(
    v1,
    fn cost(usage: &UsageUpdate) -> Option<&Cost> {
        usage.cost.as_ref()
    }
);
describer!(
    v2,
    fn cost(usage: &UsageUpdate) -> Option<&Cost> {
        usage.cost.as_ref().and_then(Option::as_ref)
    }
);
