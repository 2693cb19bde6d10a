//! The generated session-state folds (`vN::session::SessionState`), pinned
//! update by update: what each kept update and answer changes, that an absent
//! field keeps a value and an explicit `null` clears it, and what is not kept.

use serde_json::{json, Value};

use super::Tracked;

fn from<T: serde::de::DeserializeOwned>(value: Value) -> T {
    serde_json::from_value(value).expect("a valid message")
}

mod v1 {
    use super::*;
    use crate::v1::session::SessionState;
    use crate::v1::*;

    fn apply(state: &mut SessionState, update: Value) {
        <Module as Tracked>::apply(state, &from::<SessionUpdate>(update));
    }

    fn modes(current: &str) -> Value {
        json!({"currentModeId": current, "availableModes": [
            {"id": "ask", "name": "Ask"}, {"id": "code", "name": "Code"}]})
    }

    #[test]
    fn modes_come_from_the_answers_and_mode_updates_change_only_known_modes() {
        let mut state = SessionState::default();
        apply(
            &mut state,
            json!({"sessionUpdate": "current_mode_update", "currentModeId": "code"}),
        );
        assert!(state.modes.is_none(), "no modes to change yet");
        let opened: NewSessionResponse =
            from(json!({"sessionId": "s", "modes": modes("ask"), "configOptions": []}));
        <Module as Tracked>::opened(&mut state, &opened);
        assert_eq!(
            state.modes.as_ref().unwrap().current_mode_id,
            SessionModeId::from("ask")
        );
        assert_eq!(state.config_options.as_deref().map(<[_]>::len), Some(0));
        apply(
            &mut state,
            json!({"sessionUpdate": "current_mode_update", "currentModeId": "code"}),
        );
        assert_eq!(
            state.modes.as_ref().unwrap().current_mode_id,
            SessionModeId::from("code")
        );
        // An answer without modes keeps them.
        state.fold_load_session_response(&from(json!({})));
        assert!(state.modes.is_some() && state.config_options.is_some());
        // `session/set_mode`, once accepted.
        state.fold_set_session_mode_request(&SetSessionModeRequest::new("s", "ask"));
        assert_eq!(
            state.modes.unwrap().current_mode_id,
            SessionModeId::from("ask")
        );
    }

    #[test]
    fn session_info_keeps_absent_fields_and_clears_null_ones() {
        let mut state = SessionState::default();
        apply(
            &mut state,
            json!({"sessionUpdate": "session_info_update",
            "title": "Fix", "updatedAt": "2026-01-01T00:00:00Z"}),
        );
        apply(&mut state, json!({"sessionUpdate": "session_info_update"}));
        assert_eq!(state.title.as_deref(), Some("Fix"));
        assert_eq!(state.updated_at.as_deref(), Some("2026-01-01T00:00:00Z"));
        apply(
            &mut state,
            json!({"sessionUpdate": "session_info_update", "title": null}),
        );
        assert_eq!(state.title, None);
        assert!(state.updated_at.is_some());
    }

    #[test]
    fn commands_options_and_usage_are_replaced_whole() {
        let mut state = SessionState::default();
        apply(
            &mut state,
            json!({"sessionUpdate": "available_commands_update",
            "availableCommands": [{"name": "test", "description": "Runs the tests"}]}),
        );
        assert_eq!(state.available_commands.as_ref().unwrap()[0].name, "test");
        apply(
            &mut state,
            json!({"sessionUpdate": "available_commands_update", "availableCommands": []}),
        );
        assert_eq!(state.available_commands.as_deref().map(<[_]>::len), Some(0));
        apply(
            &mut state,
            json!({"sessionUpdate": "config_option_update", "configOptions": []}),
        );
        assert_eq!(state.config_options.as_deref().map(<[_]>::len), Some(0));
        state.config_options = None;
        state.fold_set_session_config_option_response(&from(json!({"configOptions": []})));
        assert!(state.config_options.is_some());
        apply(
            &mut state,
            json!({"sessionUpdate": "usage_update", "used": 1, "size": 9,
            "cost": {"amount": 0.5, "currency": "USD"}}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "usage_update", "used": 2, "size": 9}),
        );
        let usage = state.usage.unwrap();
        assert_eq!(
            (usage.used, usage.cost.is_none()),
            (2, true),
            "the latest update, whole"
        );
    }

    #[test]
    fn message_chunks_change_nothing() {
        let mut state = SessionState::default();
        apply(
            &mut state,
            json!({"sessionUpdate": "agent_message_chunk",
            "content": {"type": "text", "text": "hi"}}),
        );
        assert_eq!(
            format!("{state:?}"),
            format!("{:?}", SessionState::default())
        );
    }
}

#[cfg(feature = "v2")]
mod v2 {
    use super::*;
    use crate::v2::session::SessionState;
    use crate::v2::*;

    fn apply(state: &mut SessionState, update: Value) {
        <Module as Tracked>::apply(state, &from::<SessionUpdate>(update));
    }

    #[test]
    fn the_opening_and_resuming_answers_carry_options_and_commands() {
        let mut state = SessionState::default();
        apply(
            &mut state,
            json!({"sessionUpdate": "available_commands_update",
            "availableCommands": [{"type": "command", "name": "early", "description": "Before the answer"}]}),
        );
        let opened: NewSessionResponse = from(json!({"sessionId": "s", "configOptions": []}));
        <Module as Tracked>::opened(&mut state, &opened);
        assert_eq!(state.config_options.as_deref().map(<[_]>::len), Some(0));
        assert_eq!(
            state.available_commands.as_deref().map(<[_]>::len),
            Some(1),
            "an answer without commands keeps what updates said"
        );
        state.fold_resume_session_response(&from(json!({"availableCommands": []})));
        assert_eq!(state.available_commands.as_deref().map(<[_]>::len), Some(0));
    }

    #[test]
    fn info_usage_and_turn_states() {
        let mut state = SessionState::default();
        apply(
            &mut state,
            json!({"sessionUpdate": "session_info_update", "title": "Fix"}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "session_info_update", "updatedAt": null}),
        );
        assert_eq!(state.title.as_deref(), Some("Fix"));
        apply(
            &mut state,
            json!({"sessionUpdate": "session_info_update", "title": null}),
        );
        assert_eq!(state.title, None);
        apply(
            &mut state,
            json!({"sessionUpdate": "usage_update", "used": 3, "size": 9}),
        );
        assert_eq!(state.usage.as_ref().unwrap().used, 3);
        let before = format!("{state:?}");
        apply(
            &mut state,
            json!({"sessionUpdate": "state_update", "state": "running"}),
        );
        assert_eq!(
            format!("{state:?}"),
            before,
            "the turn's state is not kept here"
        );
    }

    fn text(content: &Option<Vec<ContentBlock>>) -> String {
        content
            .iter()
            .flatten()
            .map(|block| match block {
                ContentBlock::Text(t) => t.text.as_str(),
                _ => "?",
            })
            .collect()
    }

    fn chunk(update: &str, id: &str, text: &str) -> Value {
        json!({"sessionUpdate": update, "messageId": id,
            "content": {"type": "text", "text": text}})
    }

    #[test]
    fn message_chunks_append_and_an_upsert_rewrites_the_message() {
        let mut state = SessionState::default();
        apply(&mut state, chunk("agent_message_chunk", "m1", "Hel"));
        apply(&mut state, chunk("user_message_chunk", "u1", "hi"));
        apply(&mut state, chunk("agent_message_chunk", "m1", "lo"));
        apply(&mut state, chunk("agent_thought_chunk", "t1", "hmm"));
        apply(&mut state, chunk("agent_message_chunk", "m2", "Second"));
        let messages = &state.agent_messages;
        assert_eq!(messages.ids().collect::<Vec<_>>(), ["m1", "m2"]);
        assert_eq!(text(&messages.get("m1").unwrap().content), "Hello");
        assert_eq!(text(&state.user_messages.get("u1").unwrap().content), "hi");
        assert_eq!(
            text(&state.agent_thoughts.get("t1").unwrap().content),
            "hmm"
        );

        // An upsert with content replaces what the chunks said; one without
        // leaves it; later chunks append to it; `null` clears it.
        apply(
            &mut state,
            json!({"sessionUpdate": "agent_message", "messageId": "m1",
                "content": [{"type": "text", "text": "Rewritten"}]}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "agent_message", "messageId": "m1"}),
        );
        apply(&mut state, chunk("agent_message_chunk", "m1", "!"));
        assert_eq!(
            text(&state.agent_messages.get("m1").unwrap().content),
            "Rewritten!"
        );
        assert_eq!(
            state.agent_messages.ids().collect::<Vec<_>>(),
            ["m1", "m2"],
            "a rewritten message keeps its place"
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "agent_message", "messageId": "m2", "content": null}),
        );
        assert_eq!(state.agent_messages.get("m2").unwrap().content, None);
    }

    #[test]
    fn a_tool_call_is_upserted_property_by_property_and_takes_content_chunks() {
        let mut state = SessionState::default();
        // A content chunk before any upsert creates the tool call.
        apply(
            &mut state,
            json!({"sessionUpdate": "tool_call_content_chunk", "toolCallId": "c0",
                "content": {"type": "content", "content": {"type": "text", "text": "early"}}}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1",
                "title": "Run the tests", "kind": "execute", "status": "pending"}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "tool_call_content_chunk", "toolCallId": "c1",
                "content": {"type": "content", "content": {"type": "text", "text": "ok"}}}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1",
                "status": "completed", "rawOutput": {"passed": 3}}),
        );
        let early = state.tool_calls.get("c0").unwrap();
        assert_eq!(early.content.as_ref().map(Vec::len), Some(1));
        assert_eq!(early.title, None);
        let call = state.tool_calls.get("c1").unwrap();
        assert_eq!(call.title.as_deref(), Some("Run the tests"));
        assert_eq!(call.kind, Some(ToolKind::Execute));
        assert_eq!(call.status, Some(ToolCallStatus::Completed));
        assert_eq!(call.raw_output, Some(json!({"passed": 3})));
        assert_eq!(call.content.as_ref().map(Vec::len), Some(1));
        assert_eq!(state.tool_calls.ids().collect::<Vec<_>>(), ["c0", "c1"]);
        // `null` clears a property; concrete content replaces the chunks.
        apply(
            &mut state,
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1",
                "title": null, "content": []}),
        );
        let call = state.tool_calls.get("c1").unwrap();
        assert_eq!(
            (call.title.as_deref(), call.content.as_deref()),
            (None, Some(&[][..]))
        );
        assert_eq!(call.status, Some(ToolCallStatus::Completed));
    }

    #[test]
    fn terminal_output_chunks_append_their_bytes() {
        let mut state = SessionState::default();
        // Output before the terminal's first upsert: "ok" then "\n".
        apply(
            &mut state,
            json!({"sessionUpdate": "terminal_output_chunk", "terminalId": "t1", "data": "b2s="}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "terminal_update", "terminalId": "t1",
                "command": "cargo test"}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "terminal_output_chunk", "terminalId": "t1", "data": "Cg=="}),
        );
        let terminal = state.terminals.get("t1").unwrap();
        assert_eq!(terminal.command.as_deref(), Some("cargo test"));
        assert_eq!(
            terminal.output.as_ref().map(|o| o.data.as_str()),
            Some("b2sK"),
            "the bytes of both chunks, \"ok\\n\""
        );
        // A snapshot replaces the output; an exit status marks the end.
        apply(
            &mut state,
            json!({"sessionUpdate": "terminal_update", "terminalId": "t1",
                "output": {"data": "ZG9uZQ=="}, "exitStatus": {"exitCode": 0}}),
        );
        let terminal = state.terminals.get("t1").unwrap();
        assert_eq!(terminal.output.as_ref().unwrap().data, "ZG9uZQ==");
        assert_eq!(terminal.exit_status.as_ref().unwrap().exit_code, Some(0));
    }

    #[test]
    fn plans_are_replaced_whole_and_removed() {
        let mut state = SessionState::default();
        let plan = |id: &str, content: &str| {
            json!({"sessionUpdate": "plan_update",
                "plan": {"type": "markdown", "planId": id, "content": content}})
        };
        apply(&mut state, plan("p1", "1. read"));
        apply(&mut state, plan("p2", "other"));
        apply(&mut state, plan("p1", "1. read\n2. fix"));
        apply(
            &mut state,
            json!({"sessionUpdate": "plan_update",
                "plan": {"type": "_custom", "planId": "p3", "steps": 2}}),
        );
        assert_eq!(state.plans.ids().collect::<Vec<_>>(), ["p1", "p2", "p3"]);
        match state.plans.get("p1").unwrap() {
            PlanUpdateContent::Markdown(m) => assert_eq!(m.content, "1. read\n2. fix"),
            other => panic!("a markdown plan, not {other:?}"),
        }
        assert!(matches!(
            state.plans.get("p3"),
            Some(PlanUpdateContent::Unknown(_))
        ));
        apply(
            &mut state,
            json!({"sessionUpdate": "plan_removed", "planId": "p1"}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "plan_removed", "planId": "never-seen"}),
        );
        assert_eq!(state.plans.ids().collect::<Vec<_>>(), ["p2", "p3"]);
        assert!(state.plans.get("p1").is_none());
    }

    #[test]
    fn compactions_subagents_and_session_messages_are_kept_by_id() {
        let mut state = SessionState::default();
        apply(
            &mut state,
            json!({"sessionUpdate": "compaction_update", "compactionId": "k1",
                "status": "in_progress"}),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "compaction_summary_chunk", "compactionId": "k1",
                "content": {"type": "text", "text": "Summary"}}),
        );
        assert_eq!(
            text(&state.compactions.get("k1").unwrap().summary),
            "Summary"
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "subagent_update", "sessionId": "child",
                "title": "Reviewer"}),
        );
        assert_eq!(
            state.subagents.get("child").unwrap().title.as_deref(),
            Some("Reviewer")
        );
        apply(
            &mut state,
            chunk("session_message_chunk", "sm1", "to child"),
        );
        apply(
            &mut state,
            json!({"sessionUpdate": "session_message", "messageId": "sm1",
                "recipientSessionId": "child"}),
        );
        let message = state.session_messages.get("sm1").unwrap();
        assert_eq!(text(&message.content), "to child");
        assert_eq!(
            message.recipient_session_id.as_ref().map(|s| s.as_str()),
            Some("child")
        );
    }

    /// A session's content streamed chunk by chunk is folded into the state it
    /// would have had sent whole: a message's text chunks become one text
    /// block, a tool call's text output one item, a terminal's output one
    /// base64 string.
    #[test]
    fn content_folded_chunk_by_chunk_is_the_same_content_sent_whole() {
        let words = ["The ", "tests ", "pass", ", all ", "of them", "."];
        let whole: String = words.concat();
        let block = |t: &str| json!({"type": "text", "text": t});
        let mut chunked = SessionState::default();
        for (i, word) in words.iter().enumerate() {
            apply(&mut chunked, chunk("agent_message_chunk", "m1", word));
            apply(&mut chunked, chunk("agent_thought_chunk", "t1", word));
            apply(&mut chunked, chunk("user_message_chunk", "u1", word));
            apply(&mut chunked, chunk("session_message_chunk", "s1", word));
            apply(
                &mut chunked,
                json!({"sessionUpdate": "compaction_summary_chunk", "compactionId": "k1",
                    "content": block(word)}),
            );
            if i == 0 {
                apply(
                    &mut chunked,
                    json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1",
                        "title": "Run the tests"}),
                );
            }
            apply(
                &mut chunked,
                json!({"sessionUpdate": "tool_call_content_chunk", "toolCallId": "c1",
                    "content": {"type": "content", "content": block(word)}}),
            );
            apply(
                &mut chunked,
                json!({"sessionUpdate": "terminal_output_chunk", "terminalId": "term1",
                    "data": base64(word)}),
            );
        }
        let mut sent_whole = SessionState::default();
        for (update, id) in [
            ("agent_message", "m1"),
            ("agent_thought", "t1"),
            ("user_message", "u1"),
            ("session_message", "s1"),
        ] {
            apply(
                &mut sent_whole,
                json!({"sessionUpdate": update, "messageId": id, "content": [block(&whole)]}),
            );
        }
        apply(
            &mut sent_whole,
            json!({"sessionUpdate": "compaction_update", "compactionId": "k1",
                "summary": [block(&whole)]}),
        );
        apply(
            &mut sent_whole,
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1",
                "title": "Run the tests",
                "content": [{"type": "content", "content": block(&whole)}]}),
        );
        apply(
            &mut sent_whole,
            json!({"sessionUpdate": "terminal_update", "terminalId": "term1",
                "output": {"data": base64(&whole)}}),
        );
        assert_eq!(chunked.agent_messages, sent_whole.agent_messages);
        assert_eq!(chunked.agent_thoughts, sent_whole.agent_thoughts);
        assert_eq!(chunked.user_messages, sent_whole.user_messages);
        assert_eq!(chunked.session_messages, sent_whole.session_messages);
        assert_eq!(chunked.compactions, sent_whole.compactions);
        assert_eq!(chunked.tool_calls, sent_whole.tool_calls);
        assert_eq!(chunked.terminals, sent_whole.terminals);
        let content = &chunked.agent_messages.get("m1").unwrap().content;
        assert_eq!(content.as_ref().map(Vec::len), Some(1), "one text block");
        assert_eq!(text(content), whole);
        // What the chunks weigh is about what the text does (a JSON string
        // of it in a block's object, in a list).
        let weight = chunked.agent_messages.weight();
        assert!(
            (whole.len()..whole.len() + 50).contains(&weight),
            "{weight} for {} bytes of text",
            whole.len()
        );
    }

    fn base64(text: &str) -> String {
        use base64::Engine as _;
        base64::engine::general_purpose::STANDARD.encode(text)
    }

    /// Text chunks join only what they continue: text after text with the
    /// same annotations; an image, or annotations of their own, start a block.
    #[test]
    fn chunks_join_only_text_that_continues_the_last_block() {
        let mut state = SessionState::default();
        let annotated = |t: &str| {
            json!({"sessionUpdate": "agent_message_chunk", "messageId": "m",
                "content": {"type": "text", "text": t, "annotations": {"priority": 1.0}}})
        };
        apply(&mut state, chunk("agent_message_chunk", "m", "a"));
        apply(&mut state, chunk("agent_message_chunk", "m", "b"));
        apply(&mut state, annotated("c"));
        apply(&mut state, annotated("d"));
        apply(
            &mut state,
            json!({"sessionUpdate": "agent_message_chunk", "messageId": "m",
                "content": {"type": "image", "data": "AAAA", "mimeType": "image/png"}}),
        );
        apply(&mut state, chunk("agent_message_chunk", "m", "e"));
        apply(&mut state, chunk("agent_message_chunk", "m", "f"));
        let blocks = state.agent_messages.get("m").unwrap().content.clone();
        let blocks: Vec<String> = blocks
            .into_iter()
            .flatten()
            .map(|b| match b {
                ContentBlock::Text(t) => t.text,
                ContentBlock::Image(_) => "[image]".to_owned(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(blocks, ["ab", "cd", "[image]", "ef"]);
    }

    #[test]
    fn each_update_says_which_part_of_the_state_it_changes() {
        let changed = |update: Value| -> Vec<String> {
            let update = from::<SessionUpdate>(update);
            SessionState::changed_by(&update)
                .map(|part| format!("{part:?}"))
                .collect()
        };
        assert_eq!(
            changed(chunk("agent_message_chunk", "m1", "hi")),
            ["AgentMessage(\"m1\")"]
        );
        assert_eq!(
            changed(json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1"})),
            ["ToolCall(\"c1\")"]
        );
        assert_eq!(
            changed(json!({"sessionUpdate": "plan_removed", "planId": "p1"})),
            ["Plan(\"p1\")"]
        );
        assert_eq!(
            changed(json!({"sessionUpdate": "config_option_update", "configOptions": []})),
            ["ConfigOptions"]
        );
        assert_eq!(
            changed(json!({"sessionUpdate": "session_info_update", "title": "Fix"})),
            ["SessionInfo"]
        );
        assert!(
            changed(json!({"sessionUpdate": "state_update", "state": "running"})).is_empty(),
            "the turn's state is not kept in `SessionState`"
        );
        assert!(
            changed(json!({"sessionUpdate": "notice", "severity": "info", "title": "Hello"}))
                .is_empty()
        );
    }

    #[test]
    fn trimming_drops_the_oldest_entries_of_every_part_and_counts_them() {
        let mut state = SessionState::default();
        for update in [
            chunk("user_message_chunk", "u1", "first prompt"),
            chunk("agent_message_chunk", "m1", "first answer"),
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "title": "Read"}),
            chunk("user_message_chunk", "u2", "second prompt"),
            chunk("agent_message_chunk", "m2", "second answer"),
            json!({"sessionUpdate": "config_option_update", "configOptions": []}),
        ] {
            apply(&mut state, update);
        }
        let keep = crate::session::Keep::default().entries(3);
        <Module as Tracked>::trim(&mut state, keep);
        assert_eq!(state.user_messages.ids().collect::<Vec<_>>(), ["u2"]);
        assert_eq!(state.agent_messages.ids().collect::<Vec<_>>(), ["m2"]);
        assert_eq!(state.tool_calls.ids().collect::<Vec<_>>(), ["c1"]);
        assert_eq!(
            (
                state.user_messages.dropped(),
                state.agent_messages.dropped()
            ),
            (1, 1)
        );
        assert!(
            state.config_options.is_some(),
            "the whole parts are not entries"
        );
        // A byte limit keeps the newest entries that fit, and the newest one
        // whatever it weighs.
        let keep = crate::session::Keep::default().bytes(40);
        <Module as Tracked>::trim(&mut state, keep);
        assert_eq!(state.user_messages.len() + state.tool_calls.len(), 0);
        assert_eq!(state.agent_messages.ids().collect::<Vec<_>>(), ["m2"]);
        let keep = crate::session::Keep::default().bytes(0);
        <Module as Tracked>::trim(&mut state, keep);
        assert_eq!(state.agent_messages.len(), 1);
    }
}

#[cfg(all(feature = "v2", feature = "unstable"))]
mod v2_unstable {
    use super::*;
    use crate::v2_unstable::session::SessionState;
    use crate::v2_unstable::*;

    #[test]
    fn cursors_are_kept_by_id() {
        let mut state = SessionState::default();
        let mut apply = |update: Value| {
            <Module as Tracked>::apply(&mut state, &from::<SessionUpdate>(update));
        };
        apply(json!({"sessionUpdate": "cursor_update", "cursorId": "k1",
            "capabilities": {"fork": {}}}));
        apply(json!({"sessionUpdate": "cursor_update", "cursorId": "k2"}));
        apply(json!({"sessionUpdate": "cursor_update", "cursorId": "k1"}));
        assert_eq!(state.cursors.ids().collect::<Vec<_>>(), ["k1", "k2"]);
        let kept = |state: &SessionState| state.cursors.get("k1").unwrap().capabilities.clone();
        assert!(
            kept(&state).is_some(),
            "an absent property keeps what was given"
        );
        <Module as Tracked>::apply(
            &mut state,
            &from::<SessionUpdate>(
                json!({"sessionUpdate": "cursor_update", "cursorId": "k1", "capabilities": null}),
            ),
        );
        assert_eq!(kept(&state), None, "`null` clears it");
    }
}
