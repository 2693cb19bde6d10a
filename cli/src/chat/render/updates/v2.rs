//! The one reader of the updates shown alike in both versions: v2's updates
//! (and v1's, converted to v2's types by `v1.rs`) read into [`Shown`]
//! (`render/updates.rs`), and v2's content blocks and work states as the chat
//! shows them.

use acp::v2::*;

use super::{idle, patched, Plan, Shown};

/// The text that shows `update`, for the updates shown alike in both versions.
pub fn describe(update: &SessionUpdate) -> Option<String> {
    shown(update).map(|shown| shown.text())
}

/// What the chat shows of `update`, for the updates shown alike in both versions.
pub(super) fn shown(update: &SessionUpdate) -> Option<Shown> {
    Some(match update {
        SessionUpdate::PlanUpdate(update) => Shown::Plan(plan(&update.plan)),
        SessionUpdate::PlanRemoved(removed) => Shown::PlanRemoved {
            id: removed.plan_id.to_string(),
        },
        SessionUpdate::SubagentUpdate(update) => Shown::Subagent {
            id: update.session_id.to_string(),
            patched: patched([
                ("title", update.title.clone()),
                (
                    "state",
                    update.state.as_ref().map(|s| s.as_ref().map(state)),
                ),
                (
                    "cwd",
                    update
                        .cwd
                        .as_ref()
                        .map(|c| c.as_ref().map(|c| c.to_string())),
                ),
            ]),
        },
        SessionUpdate::SessionMessage(message) => Shown::Message {
            id: message.message_id.to_string(),
            from: message
                .sender_session_id
                .clone()
                .flatten()
                .map(|s| s.to_string()),
            to: message
                .recipient_session_id
                .clone()
                .flatten()
                .map(|s| s.to_string()),
            content: message
                .content
                .as_ref()
                .and_then(|c| c.as_ref())
                .map(|blocks| blocks.iter().map(block).collect()),
        },
        SessionUpdate::SessionMessageChunk(chunk) => Shown::MessageChunk {
            id: chunk.message_id.to_string(),
            block: block(&chunk.content),
        },
        SessionUpdate::UsageUpdate(usage) => Shown::Usage {
            used: usage.used,
            size: usage.size,
            cost: usage
                .cost
                .as_ref()
                .and_then(Option::as_ref)
                .map(|c| format!("{} {}", c.amount, c.currency)),
        },
        _ => return None,
    })
}

fn plan(content: &PlanUpdateContent) -> Plan {
    match content {
        PlanUpdateContent::Items(items) => Plan::Items {
            id: items.plan_id.to_string(),
            entries: (items.entries.iter())
                .map(|e| (e.content.clone(), e.status.to_string()))
                .collect(),
        },
        PlanUpdateContent::Markdown(markdown) => Plan::Markdown {
            id: markdown.plan_id.to_string(),
            path: markdown.path.as_ref().map(|p| p.to_string()),
            content: markdown.content.clone(),
        },
        PlanUpdateContent::Unknown(plan) => Plan::Other {
            id: plan
                .get("planId")
                .and_then(|v| v.as_str())
                .map(str::to_owned),
            kind: content.tag().to_owned(),
        },
        other => Plan::Other {
            id: None,
            kind: other.tag().to_owned(),
        },
    }
}

/// A child's work state: `running`, `idle (end_turn)`, `requires action`, ...
pub fn state(state: &StateUpdate) -> String {
    match state {
        StateUpdate::Running(_) => "running".to_owned(),
        StateUpdate::Idle(state) => idle(state.kind.tag()),
        StateUpdate::RequiresAction(_) => "requires action".to_owned(),
        StateUpdate::UnknownValue(_) => "unknown".to_owned(),
        other => other.tag().to_owned(),
    }
}

/// A content block: its text, or what kind of block it is.
pub fn block(content: &ContentBlock) -> String {
    match content {
        ContentBlock::Text(t) => t.text.clone(),
        other => format!("[{}]", other.tag()),
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
