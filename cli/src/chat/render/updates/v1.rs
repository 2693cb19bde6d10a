//! v1's updates, shown by v2's reader (`v2.rs`): the payloads of plan,
//! subagent and usage updates convert to v2's types (the generated
//! `From<acp::v1::T>`) and are read there.
//!
//! Session messages do not convert: their content blocks may be resource
//! links, whose `size` is a signed integer in v1 and an unsigned one in v2,
//! so a v1 block is not always a v2 block. They are read here, and so is a
//! content block.

use acp::{v1, v2};

use super::Shown;

/// The text that shows `update`, for the updates shown alike in both versions.
pub fn describe(update: &v1::SessionUpdate) -> Option<String> {
    shown(update).map(|shown| shown.text())
}

/// What the chat shows of `update`, for the updates shown alike in both versions.
fn shown(update: &v1::SessionUpdate) -> Option<Shown> {
    use v1::SessionUpdate as V1;
    use v2::SessionUpdate as V2;
    let converted = match update {
        V1::PlanUpdate(update) => V2::PlanUpdate(update.clone().into()),
        V1::PlanRemoved(removed) => V2::PlanRemoved(removed.clone().into()),
        V1::SubagentUpdate(update) => V2::SubagentUpdate(update.clone().into()),
        V1::UsageUpdate(usage) => V2::UsageUpdate(usage.clone().into()),
        V1::SessionMessage(message) => {
            let session = |id: &Option<Option<v1::SessionId>>| {
                id.as_ref().and_then(Option::as_ref).map(|s| s.to_string())
            };
            return Some(Shown::Message {
                id: message.message_id.to_string(),
                from: session(&message.sender_session_id),
                to: session(&message.recipient_session_id),
                content: (message.content.as_ref().and_then(Option::as_ref))
                    .map(|blocks| blocks.iter().map(block).collect()),
            });
        }
        V1::SessionMessageChunk(chunk) => {
            return Some(Shown::MessageChunk {
                id: chunk.message_id.to_string(),
                block: block(&chunk.content),
            });
        }
        _ => return None,
    };
    super::v2::shown(&converted)
}

/// A content block: its text, or what kind of block it is.
pub fn block(content: &v1::ContentBlock) -> String {
    match content {
        v1::ContentBlock::Text(t) => t.text.clone(),
        other => format!("[{}]", other.tag()),
    }
}

#[cfg(test)]
mod tests {
    use acp::v1::*;

    use super::*;

    /// The text each update shows; v2's reader has the tests of what it shows.
    fn texts(updates: Vec<SessionUpdate>) -> Vec<String> {
        updates.iter().filter_map(describe).collect()
    }

    #[test]
    fn plans_subagents_and_usage_show_as_in_v2() {
        let items = PlanItems::new(
            "plan-1",
            vec![PlanEntry::new(
                "Read the code",
                PlanEntryPriority::Medium,
                PlanEntryStatus::Completed,
            )],
        );
        let markdown = PlanMarkdown::new("plan-2", "# Plan\n").path("/w/PLAN.md");
        let idle = StateUpdate::Idle(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn));
        let future: PlanUpdateContent =
            serde_json::from_value(serde_json::json!({"type": "graph", "planId": "p3"})).unwrap();
        assert_eq!(
            texts(vec![
                SessionUpdate::PlanUpdate(PlanUpdate::new(PlanUpdateContent::Items(items))),
                SessionUpdate::PlanUpdate(PlanUpdate::new(PlanUpdateContent::Markdown(markdown))),
                SessionUpdate::PlanUpdate(PlanUpdate::new(future)),
                SessionUpdate::PlanRemoved(PlanRemoved::new("plan-1")),
                SessionUpdate::SubagentUpdate(
                    SubagentUpdate::new("child-1").state(idle).clear_title()
                ),
                SessionUpdate::SubagentUpdate(SubagentUpdate::new("child-2")),
                SessionUpdate::UsageUpdate(
                    UsageUpdate::new(53000u64, 200000u64).cost(Cost::new(0.045, "USD"))
                ),
            ]),
            [
                "[plan plan-1]\n  - Read the code (completed)\n",
                "[plan plan-2 (/w/PLAN.md)]\n# Plan\n",
                "[plan p3: graph]\n",
                "[plan plan-1 removed]\n",
                "[subagent child-1] title cleared, state idle (end_turn)\n",
                "[subagent child-2] updated\n",
                "[usage] 53000 of 200000 tokens, 0.045 USD\n",
            ]
        );
    }

    #[test]
    fn session_messages() {
        let text = ContentBlock::from(TextContent::new("look at the tests"));
        let link = ContentBlock::from(ResourceLink::new("notes", "file:///w/notes.md"));
        let message = SessionMessage::new("msg-1")
            .recipient_session_id("child-1")
            .content(vec![text.clone(), link]);
        let chunk = SessionMessageChunk::new("msg-1", text);
        assert_eq!(
            texts(vec![
                SessionUpdate::SessionMessage(message),
                SessionUpdate::SessionMessageChunk(chunk),
            ]),
            [
                "[message msg-1 to child-1] look at the tests [resource_link]\n",
                "[message msg-1] look at the tests\n",
            ]
        );
    }

    #[test]
    fn other_updates_are_the_chats() {
        let update = ConfigOptionUpdate::new(vec![]);
        assert_eq!(describe(&SessionUpdate::ConfigOptionUpdate(update)), None);
    }
}
