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
        <Protocol as Tracked>::apply(state, &from::<SessionUpdate>(update));
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
        <Protocol as Tracked>::opened(&mut state, &opened);
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
        <Protocol as Tracked>::apply(state, &from::<SessionUpdate>(update));
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
        <Protocol as Tracked>::opened(&mut state, &opened);
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
}
