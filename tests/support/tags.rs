//! Test helpers for `tag()` on the generated tagged unions: every `SessionUpdate`
//! of a corpus, plus a minimal one for each variant the corpus lacks, decodes to a
//! value whose `tag()` is the `sessionUpdate` it came with, and that tells a
//! variant the schema lists from one it does not.

use std::collections::BTreeSet;

use serde_json::{json, Value};

use super::wire::{case_ids, Case};

/// A minimal `session/update` payload for each variant the spec corpora have no
/// example of (in any schema that has it); fields a version does not know are
/// ignored by it.
fn minimal_updates() -> Vec<Value> {
    let text = json!({"type": "text", "text": "hi"});
    vec![
        json!({"sessionUpdate": "user_message_chunk", "messageId": "m0", "content": text}),
        json!({"sessionUpdate": "plan_removed", "planId": "p1"}),
        json!({"sessionUpdate": "agent_thought_chunk", "messageId": "m1", "content": text}),
        json!({"sessionUpdate": "available_commands_update", "availableCommands": []}),
        json!({"sessionUpdate": "current_mode_update", "currentModeId": "code"}),
        json!({"sessionUpdate": "config_option_update", "configOptions": []}),
        json!({"sessionUpdate": "notice", "severity": "info", "title": "heads up"}),
        json!({"sessionUpdate": "compaction_update", "compactionId": "c1", "status": "completed"}),
        json!({"sessionUpdate": "compaction_summary_chunk", "compactionId": "c1", "content": text}),
        json!({"sessionUpdate": "prompt_suggestions_update", "suggestions": []}),
        json!({"sessionUpdate": "cursor_update", "cursorId": "k1"}),
        json!({"sessionUpdate": "terminal_update", "terminalId": "t1"}),
        json!({"sessionUpdate": "terminal_output_chunk", "terminalId": "t1", "data": "ok\n"}),
        json!({"sessionUpdate": "replay_complete"}),
        json!({"sessionUpdate": "subagent_update", "sessionId": "s2"}),
        json!({"sessionUpdate": "session_message", "messageId": "m2"}),
        json!({"sessionUpdate": "session_message_chunk", "messageId": "m2", "content": text}),
    ]
}

/// Every object with a string `sessionUpdate` in the corpus's messages, but
/// those of the cases `skipped` (by `source#n`: the ones the schema rejects).
fn corpus_updates(cases: &[Case], skipped: &[&str]) -> Vec<Value> {
    fn walk(value: &Value, out: &mut Vec<Value>) {
        match value {
            Value::Object(map) => {
                if map.get("sessionUpdate").is_some_and(Value::is_string) {
                    out.push(value.clone());
                }
                map.values().for_each(|v| walk(v, out));
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = vec![];
    for (id, case) in case_ids(cases).iter().zip(cases) {
        if !skipped.contains(&id.as_str()) {
            walk(&case.message, &mut out);
        }
    }
    out
}

/// The `sessionUpdate` values schema file `schema` (a path in the workspace)
/// lists for `SessionUpdate`.
fn schema_tags(schema: &str) -> BTreeSet<String> {
    fn walk(value: &Value, out: &mut BTreeSet<String>) {
        match value {
            Value::Object(map) => {
                let tag = map.get("properties").and_then(|p| p.get("sessionUpdate"));
                if let Some(tag) = tag.and_then(|t| t.get("const")).and_then(Value::as_str) {
                    out.insert(tag.to_owned());
                }
                map.values().for_each(|v| walk(v, out));
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let path = format!("{}/{schema}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let schema: Value = serde_json::from_str(&text).unwrap();
    let mut tags = BTreeSet::new();
    walk(&schema["$defs"]["SessionUpdate"], &mut tags);
    assert!(!tags.is_empty(), "{schema} lists no SessionUpdate variant");
    tags
}

/// Checks `T`, the `SessionUpdate` generated from `schema`, over the session
/// updates of `cases` (but the `skipped` ones, by `source#n`) and the minimal ones: each decodes, `tag(value)` is the
/// `sessionUpdate` it came with, and `is_unknown(value)` (the catch-all) holds
/// exactly when the schema does not list that tag. Every variant the schema
/// lists is checked at least once.
pub fn check_session_update_tags<T>(
    schema: &str,
    cases: &[Case],
    skipped: &[&str],
    tag: impl Fn(&T) -> &str,
    is_unknown: impl Fn(&T) -> bool,
) where
    T: serde::de::DeserializeOwned + serde::Serialize,
{
    let listed = schema_tags(schema);
    let mut updates = corpus_updates(cases, skipped);
    updates.extend(minimal_updates());
    let mut checked = BTreeSet::new();
    for wire in updates {
        let wire_tag = wire["sessionUpdate"].as_str().unwrap().to_owned();
        let value: T = match serde_json::from_value(wire.clone()) {
            Ok(value) => value,
            // A minimal update of a variant this schema does not have, whose
            // fields its catch-all does not accept.
            Err(_) if !listed.contains(&wire_tag) => continue,
            Err(e) => panic!("{schema}: {wire} does not decode: {e}"),
        };
        assert_eq!(tag(&value), wire_tag, "{schema}: tag() of {wire}");
        assert_eq!(
            is_unknown(&value),
            !listed.contains(&wire_tag),
            "{schema}: {wire} decodes to the catch-all exactly when the schema does not list it"
        );
        let encoded = serde_json::to_value(&value).unwrap();
        assert_eq!(
            encoded["sessionUpdate"], wire_tag,
            "{schema}: {wire} encodes its tag back"
        );
        checked.insert(wire_tag);
    }
    let unchecked: Vec<_> = listed.difference(&checked).collect();
    assert!(
        unchecked.is_empty(),
        "{schema}: no example of {unchecked:?}: add one to the minimal updates"
    );
}
