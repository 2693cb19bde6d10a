//! How messages change a session's state (`crate::states`): each
//! `x-state` action read, on a type and on a union's variant; a malformed
//! annotation fails naming the definition; v1's overlay where a schema says
//! nothing.

use crate::model::Protocol;
use crate::schemas;
use crate::states::{Action, Annotation, Change, Owner};
use serde_json::{json, Value};

fn read(defs: Value) -> Result<Vec<Annotation>, crate::Error> {
    Protocol::from_schema(&json!({ "$defs": defs })).map(|p| p.states)
}

fn object(state: Value) -> Value {
    json!({
        "type": "object",
        "properties": { "items": { "type": "array", "items": { "type": "string" } } },
        "x-state": state,
    })
}

fn change(action: Action, target: &str) -> Change {
    Change {
        action,
        target: target.to_owned(),
        id: None,
        field: None,
        value: None,
    }
}

#[test]
fn each_action_is_read_with_its_target_id_field_and_value() {
    let state = json!({ "session": [
        { "action": "replace", "target": "items", "value": "items" },
        { "action": "upsert", "target": "entry", "id": "entryId" },
        { "action": "append", "target": "entry", "id": "entryId", "field": "output.data", "value": "data" },
        { "action": "remove", "target": "entry", "id": "entryId" },
        { "action": "replace", "target": "modes", "field": "currentModeId", "value": "modeId" },
    ]});
    let found = read(json!({ "Thing": object(state) })).unwrap();
    let [annotation] = found.as_slice() else {
        panic!("one annotation: {found:?}")
    };
    assert_eq!(annotation.owner, Owner::Type("Thing".to_owned()));
    assert_eq!(annotation.scope, "session");
    let id = |c: Change| Change {
        id: Some("entryId".to_owned()),
        ..c
    };
    assert_eq!(
        annotation.changes,
        vec![
            Change {
                value: Some("items".to_owned()),
                ..change(Action::Replace, "items")
            },
            id(change(Action::Upsert, "entry")),
            id(Change {
                field: Some("output.data".to_owned()),
                value: Some("data".to_owned()),
                ..change(Action::Append, "entry")
            }),
            id(change(Action::Remove, "entry")),
            Change {
                field: Some("currentModeId".to_owned()),
                value: Some("modeId".to_owned()),
                ..change(Action::Replace, "modes")
            },
        ]
    );
}

#[test]
fn a_variant_annotation_names_its_union_and_tag_and_each_scope_is_kept() {
    let defs = json!({
        "Update": { "anyOf": [
            {
                "type": "object",
                "properties": { "kind": { "const": "usage_update", "type": "string" } },
                "required": ["kind"],
                "x-state": {
                    "session": [{ "action": "upsert", "target": "usage" }],
                    "agent": [{ "action": "replace", "target": "authStatus" }],
                },
            },
            {
                "type": "object",
                "properties": { "kind": { "const": "other", "type": "string" } },
                "required": ["kind"],
                "x-state": {},
            },
        ]},
    });
    let found = read(defs).unwrap();
    let owner = Owner::Variant {
        union: "Update".to_owned(),
        tag: "usage_update".to_owned(),
    };
    let scopes: Vec<(&Owner, &str)> = found.iter().map(|a| (&a.owner, a.scope.as_str())).collect();
    assert_eq!(scopes, vec![(&owner, "session"), (&owner, "agent")]);
    assert_eq!(found[0].changes, vec![change(Action::Upsert, "usage")]);
}

#[test]
fn an_unknown_action_fails_naming_the_definition_and_the_change() {
    let state = json!({ "session": [
        { "action": "replace", "target": "items", "value": "items" },
        { "action": "merge", "target": "items" },
    ]});
    let error = read(json!({ "Thing": object(state) })).unwrap_err();
    assert_eq!(error.location, "$defs/Thing/x-state/session/1");
    assert!(
        error.message.contains("unknown `x-state` action `merge`"),
        "{error}"
    );
    // Through the generator, too.
    let schema = json!({ "$defs": { "Thing": object(json!({ "session": [{ "action": "merge", "target": "x" }] })) } });
    let error = crate::generate(&schema.to_string(), "test.json").unwrap_err();
    assert!(error.to_string().contains("$defs/Thing"), "{error}");
}

#[test]
fn malformed_changes_fail_naming_where() {
    let cases = [
        (
            json!({ "session": [{ "target": "items" }] }),
            "without `action`",
        ),
        (
            json!({ "session": [{ "action": "upsert" }] }),
            "without `target`",
        ),
        (
            json!({ "session": [{ "action": "append", "target": "t", "id": "i" }] }),
            "`field` and `value`",
        ),
        (
            json!({ "session": [{ "action": "remove", "target": "t" }] }),
            "needs `id`",
        ),
        (
            json!({ "session": { "action": "remove" } }),
            "not a list of changes",
        ),
        (json!(["session"]), "not an object of scopes"),
    ];
    for (state, says) in cases {
        let error = read(json!({ "Thing": object(state.clone()) })).unwrap_err();
        assert!(
            error.location.starts_with("$defs/Thing"),
            "{state}: {error}"
        );
        assert!(error.message.contains(says), "{state}: {error}");
    }
    // On a variant: the branch is named.
    let defs = json!({ "Update": { "anyOf": [{
        "type": "object",
        "properties": { "kind": { "const": "x", "type": "string" } },
        "x-state": { "session": [{ "action": "bump", "target": "t" }] },
    }]}});
    let error = read(defs).unwrap_err();
    assert_eq!(error.location, "$defs/Update/anyOf/0/x-state/session/0");
}

#[test]
fn a_schema_without_x_state_gets_v1s_overlay_where_its_owners_exist() {
    let defs = json!({
        "NewSessionResponse": { "type": "object", "properties": {} },
        "Update": { "anyOf": [{
            "type": "object",
            "properties": { "sessionUpdate": { "const": "usage_update", "type": "string" } },
        }]},
    });
    let found = read(defs).unwrap();
    let owners: Vec<&Owner> = found.iter().map(|a| &a.owner).collect();
    // `SessionUpdate` is not this schema's union; `LoadSessionResponse` is missing.
    assert_eq!(owners, vec![&Owner::Type("NewSessionResponse".to_owned())]);
    let targets: Vec<&str> = found[0].changes.iter().map(|c| c.target.as_str()).collect();
    assert_eq!(targets, ["modes", "configOptions"]);
}

#[test]
fn the_vendored_schemas_v2_says_and_v1_gets_the_overlay() {
    let states = |s: schemas::Schema| Protocol::from_json(s.json).unwrap().states;
    let targets = |a: &[Annotation]| -> Vec<String> {
        let mut t: Vec<String> = a
            .iter()
            .flat_map(|a| a.changes.iter().map(|c| c.target.clone()))
            .collect();
        t.sort();
        t.dedup();
        t
    };
    let v2 = states(crate::modules::get("v2").unwrap().schema);
    assert!(v2.len() >= 20, "{v2:?}");
    assert!(
        !targets(&v2).contains(&"modes".to_owned()),
        "v2 has no modes"
    );
    for kept in ["configOptions", "availableCommands", "sessionInfo", "usage"] {
        assert!(targets(&v2).contains(&kept.to_owned()), "{kept}");
    }
    let v1 = states(crate::modules::get("v1").unwrap().schema);
    assert_eq!(
        targets(&v1),
        [
            "availableCommands",
            "configOptions",
            "modes",
            "sessionInfo",
            "usage"
        ]
    );
}

/// The generated `session` module of `schema`.
fn session_module(schema: &Value, version: &str) -> String {
    let source = format!("{version}/schema.json");
    let code = crate::generate(&schema.to_string(), &source).unwrap();
    let start = code.find("pub mod session {").expect("a session module");
    code[start..].to_owned()
}

#[test]
fn the_state_and_conveniences_follow_what_the_schema_has() {
    let v1: Value = serde_json::from_str(crate::modules::get("v1").unwrap().schema.json).unwrap();
    let v2: Value = serde_json::from_str(crate::modules::get("v2").unwrap().schema.json).unwrap();
    let (v1_code, v2_code) = (session_module(&v1, "v1"), session_module(&v2, "v2"));
    for item in [
        "pub modes: Option<SessionModeState>",
        "pub title: Option<String>",
        "pub async fn load(",
        "pub async fn resume(",
        "pub async fn set_mode(",
        "pub async fn set_config_option(",
        "pub async fn say(",
    ] {
        assert!(v1_code.contains(item), "v1 has {item}");
    }
    assert!(
        !v1_code.contains("pub fn accept<"),
        "v1 turns end with the answer"
    );
    for item in [
        "pub available_commands: Option<Vec<AvailableCommand>>",
        "pub fn accept<",
    ] {
        assert!(v2_code.contains(item), "v2 has {item}");
    }
    for item in ["pub modes:", "pub async fn load(", "pub async fn say("] {
        assert!(!v2_code.contains(item), "v2 has no {item}");
    }
    // Without `session/load`, no `load`; the rest stays.
    let mut without_load = v1.clone();
    for name in ["LoadSessionRequest", "LoadSessionResponse"] {
        let def = without_load["$defs"][name].as_object_mut().unwrap();
        def.remove("x-method");
        def.remove("x-side");
    }
    let code = session_module(&without_load, "v1");
    assert!(!code.contains("pub async fn load("));
    assert!(code.contains("pub async fn resume("));
}

#[test]
fn v2s_keyed_targets_are_kept_by_id() {
    let v2: Value = serde_json::from_str(crate::modules::get("v2").unwrap().schema.json).unwrap();
    let code = session_module(&v2, "v2");
    for item in [
        "pub tool_calls: crate::session::Keyed<ToolCallEntry>",
        "pub agent_messages: crate::session::Keyed<AgentMessageEntry>",
        "pub terminals: crate::session::Keyed<TerminalEntry>",
        "pub plans: crate::session::Keyed<PlanUpdateContent>",
        "pub struct ToolCallEntry",
        "crate::session::append::base64",
        "crate::session::append::joined",
        "state.plans.remove(",
        "pub fn changed_by(",
        "AgentMessage(&'u str)",
        "ConfigOptions,",
        "fn trim(",
    ] {
        assert!(code.contains(item), "v2 has {item}");
    }
    assert!(
        code.contains("Also changed by `RequestPermissionRequest`"),
        "what the session does not see is said"
    );
}

/// The item types of appended lists join where a variant's only required
/// property is a string (text), or a value that joins (tool-call content
/// holding a content block); never images, diffs or unknown kinds.
#[test]
fn appended_items_join_only_text_that_continues_text() {
    let v2: Value = serde_json::from_str(crate::modules::get("v2").unwrap().schema.json).unwrap();
    let code = session_module(&v2, "v2");
    let join_of = |ty: &str| -> &str {
        let head = format!("impl crate::session::append::Join for {ty} {{");
        let start = code.find(&head).unwrap_or_else(|| panic!("{ty} joins"));
        let rest = &code[start..];
        &rest[..rest.find("\n    }\n").unwrap()]
    };
    let content = join_of("ContentBlock");
    assert!(content.contains("(ContentBlock::Text(held), ContentBlock::Text(next))"));
    assert!(content.contains("held.annotations == next.annotations && held.meta == next.meta"));
    for apart in ["Image", "Audio", "ResourceLink", "Resource", "Unknown"] {
        assert!(
            !content.contains(&format!("ContentBlock::{apart}(")),
            "{apart}"
        );
    }
    let tool = join_of("ToolCallContent");
    assert!(tool.contains("(ToolCallContent::Content(held), ToolCallContent::Content(next))"));
    let tool_squeezed: String = tool.split_whitespace().collect();
    assert!(tool_squeezed.contains("Join::join(&mutheld.content,&next.content"));
    for apart in ["Diff", "Terminal"] {
        assert!(
            !tool.contains(&format!("ToolCallContent::{apart}(")),
            "{apart}"
        );
    }
    let v1: Value = serde_json::from_str(crate::modules::get("v1").unwrap().schema.json).unwrap();
    let v1_code = session_module(&v1, "v1");
    assert!(!v1_code.contains("Join for"), "v1 keeps no messages");
    assert!(
        v1_code.contains("pub enum StatePart {"),
        "and no entries by id"
    );
}

#[test]
fn a_keyed_change_the_generator_cannot_express_fails_naming_the_variant_and_target() {
    let v2: Value = serde_json::from_str(crate::modules::get("v2").unwrap().schema.json).unwrap();
    // Replaces the annotation of `SessionUpdate`'s variant `tag`.
    let set_state = |schema: &mut Value, tag: &str, change: Value| {
        let branches = schema["$defs"]["SessionUpdate"]["anyOf"]
            .as_array_mut()
            .unwrap();
        let branch = branches
            .iter_mut()
            .find(|b| b["properties"]["sessionUpdate"]["const"] == tag)
            .unwrap();
        let old = branch["x-state"].take();
        assert!(old.is_object(), "{tag} is annotated");
        branch["x-state"] = json!({ "session": [change] });
    };
    let cases = [
        (
            "terminal_output_chunk",
            json!({"action": "append", "target": "terminal", "id": "terminalId",
                "field": "command", "value": "data"}),
            "encode their text differently",
        ),
        (
            "plan_removed",
            json!({"action": "append", "target": "plan", "id": "planId",
                "field": "content", "value": "planId"}),
            "entries that are whole values",
        ),
        (
            "user_message_chunk",
            json!({"action": "append", "target": "draft", "id": "messageId",
                "field": "content", "value": "content"}),
            "no upsert or replace",
        ),
        (
            "tool_call_content_chunk",
            json!({"action": "append", "target": "toolCall", "id": "toolCallId",
                "field": "title", "value": "content"}),
            "cannot be appended",
        ),
    ];
    for (tag, change, says) in cases {
        let mut schema = v2.clone();
        set_state(&mut schema, tag, change.clone());
        let error = crate::generate(&schema.to_string(), "v2/schema.json").unwrap_err();
        let text = error.to_string();
        assert!(text.contains("SessionUpdate"), "{change}: {text}");
        assert!(
            text.contains(&format!("variant `{tag}`")),
            "{change}: {text}"
        );
        let target = change["target"].as_str().unwrap();
        assert!(text.contains(&format!("`{target}`")), "{change}: {text}");
        assert!(text.contains(says), "{change}: {text}");
    }
}

#[test]
fn a_keyed_target_only_unseen_types_change_is_said_not_kept() {
    let mut v2: Value =
        serde_json::from_str(crate::modules::get("v2").unwrap().schema.json).unwrap();
    v2["$defs"]["RequestPermissionRequest"]["x-state"] = json!({ "session": [
        {"action": "upsert", "target": "question", "id": "title"},
    ]});
    let code = session_module(&v2, "v2");
    assert!(code.contains("Not kept: `question`, which only `RequestPermissionRequest`"));
    assert!(!code.contains("pub questions"));
}
