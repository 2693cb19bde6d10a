//! The generated `From<v1::T> for v2::T` keeps the wire: a v1 value from the
//! spec's own examples, converted to v2, goes on the wire as the v1 value did.
#![cfg(feature = "v2")]

use acp::{v1, v2};
use serde::{de::DeserializeOwned, Serialize};
use serde_json::Value;

use crate::support::wire::{load, Case};

fn cases(method: &str, kind: &str) -> Vec<Case> {
    let found: Vec<Case> = load(include_str!("../corpus/spec_v1_examples.json"))
        .into_iter()
        .filter(|c| c.method == method && c.kind == kind)
        .collect();
    assert!(
        !found.is_empty(),
        "no {kind} of {method} among the examples"
    );
    found
}

/// The message's params (a request or notification) or result (a response).
fn body(case: &Case) -> &Value {
    let message = &case.message;
    message.get("params").or(message.get("result")).unwrap()
}

fn decode<T: DeserializeOwned>(value: &Value, case: &Case) -> T {
    serde_json::from_value(value.clone())
        .unwrap_or_else(|e| panic!("{}: {} does not decode: {e}", case.source, case.method))
}

/// Asserts that `value` goes on the wire as its v2 conversion does.
fn same_wire<A, B>(value: A, case: &Case)
where
    A: Serialize,
    B: From<A> + Serialize,
{
    let before = serde_json::to_value(&value).unwrap();
    let after = serde_json::to_value(B::from(value)).unwrap();
    assert_eq!(before, after, "{}: {}", case.source, case.method);
}

#[test]
fn whole_messages_keep_their_wire() {
    for case in cases("session/list", "request") {
        same_wire::<v1::ListSessionsRequest, v2::ListSessionsRequest>(
            decode(body(&case), &case),
            &case,
        );
    }
    for case in cases("session/list", "response") {
        same_wire::<v1::ListSessionsResponse, v2::ListSessionsResponse>(
            decode(body(&case), &case),
            &case,
        );
    }
}

#[test]
fn session_updates_keep_their_wire() {
    let mut seen = vec![];
    for case in cases("session/update", "notification") {
        // Some examples are not valid v1 (the round-trip tests list them).
        let Ok(notification) =
            serde_json::from_value::<v1::SessionNotification>(body(&case).clone())
        else {
            continue;
        };
        let before = serde_json::to_value(&notification.update).unwrap();
        // v1's `SessionUpdate` does not convert as a whole (v2 has no
        // `tool_call`); the payloads of the variants both have do.
        let converted = match notification.update {
            v1::SessionUpdate::UsageUpdate(u) => v2::SessionUpdate::UsageUpdate(u.into()),
            v1::SessionUpdate::SessionInfoUpdate(u) => {
                v2::SessionUpdate::SessionInfoUpdate(u.into())
            }
            v1::SessionUpdate::AgentMessageChunk(chunk) => match chunk.content {
                // A text block converts (a resource link may not: v1's size is
                // signed, v2's is not).
                v1::ContentBlock::Text(text) => {
                    same_wire::<_, v2::TextContent>(text, &case);
                    seen.push("text".to_owned());
                    continue;
                }
                _ => continue,
            },
            // v2 has no `plan` update (its plans are `plan_update`s), but
            // the entries are v2's.
            v1::SessionUpdate::Plan(plan) => {
                for entry in plan.entries {
                    same_wire::<_, v2::PlanEntry>(entry, &case);
                }
                seen.push("plan".to_owned());
                continue;
            }
            v1::SessionUpdate::ToolCall(call) => {
                for location in call.locations.into_iter().flatten() {
                    same_wire::<_, v2::ToolCallLocation>(location, &case);
                }
                if let Some(kind) = call.kind {
                    same_wire::<_, v2::ToolKind>(kind, &case);
                }
                seen.push("tool_call".to_owned());
                continue;
            }
            _ => continue,
        };
        seen.push(converted.tag().to_owned());
        assert_eq!(
            before,
            serde_json::to_value(&converted).unwrap(),
            "{}",
            case.source
        );
    }
    for kind in ["usage_update", "session_info_update", "text", "tool_call"] {
        assert!(
            seen.iter().any(|s| s == kind),
            "no {kind} was converted: {seen:?}"
        );
    }
}

#[test]
fn permission_options_and_outcomes_keep_their_wire() {
    for case in cases("session/request_permission", "request") {
        let options = &body(&case)["options"];
        let options: Vec<v1::PermissionOption> = decode(options, &case);
        assert!(!options.is_empty());
        for option in options {
            same_wire::<_, v2::PermissionOption>(option, &case);
        }
    }
    let mut selected = 0;
    for case in cases("session/request_permission", "response") {
        let outcome = &body(&case)["outcome"];
        if outcome["outcome"] == "selected" {
            same_wire::<v1::SelectedPermissionOutcome, v2::SelectedPermissionOutcome>(
                decode(outcome, &case),
                &case,
            );
            selected += 1;
        }
    }
    assert!(selected > 0);
}

#[test]
fn who_is_speaking_keeps_its_wire() {
    for case in cases("initialize", "request") {
        let info = &body(&case)["clientInfo"];
        same_wire::<v1::Implementation, v2::Implementation>(decode(info, &case), &case);
    }
}

/// Not among the spec's examples: a plan update, whose Markdown `path` is a
/// string in v1 and an `AbsolutePath` in v2, and a subagent update, whose
/// `null`s clear fields.
#[test]
fn plan_and_subagent_updates_keep_their_wire() {
    let case = Case {
        source: "(built here)".into(),
        kind: "notification".into(),
        method: "session/update".into(),
        message: Value::Null,
        expect: vec![],
        why: None,
    };
    let markdown = v1::PlanMarkdown::new("plan-1", "# Plan\n").path("/w/PLAN.md");
    let update = v1::PlanUpdate::new(v1::PlanUpdateContent::Markdown(markdown));
    same_wire::<_, v2::PlanUpdate>(update, &case);
    let subagent = v1::SubagentUpdate::new("child-1")
        .title("Explore")
        .clear_cwd();
    same_wire::<_, v2::SubagentUpdate>(subagent, &case);
}
