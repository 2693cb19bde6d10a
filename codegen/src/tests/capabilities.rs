//! Capability gating and required methods, read from the schema's prose
//! (`crate::capabilities`, `crate::required`): on small schemas
//! written here, and on the vendored ones.

use crate::capabilities::{self, Source, Table, AGENT, CLIENT, OVERRIDES};
use crate::methods::Side;
use crate::model::Protocol;
use crate::required::{self, Required};
use crate::schemas::Schema;
use serde_json::{json, Map, Value};

/// A schema with an `initialize` handshake carrying `AgentCapabilities` (the
/// properties `agent_caps`), the extra `$defs` `types`, and agent requests
/// `(wire name, params type, description)`.
fn schema(agent_caps: Value, types: Value, requests: &[(&str, &str, &str)]) -> Protocol {
    let mut defs = Map::new();
    let object = |props: Value| json!({"type": "object", "properties": props});
    let request = |wire: &str, side: &str, desc: &str| json!({"type": "object", "properties": {}, "x-method": wire, "x-side": side, "description": desc});
    let response = |wire: &str, side: &str, props: Value| json!({"type": "object", "properties": props, "x-method": wire, "x-side": side});
    defs.insert(
        "InitializeRequest".into(),
        request("initialize", "agent", "Establishes the connection."),
    );
    defs.insert(
        "InitializeResponse".into(),
        response(
            "initialize",
            "agent",
            json!({"agentCapabilities": {"$ref": "#/$defs/AgentCapabilities"}}),
        ),
    );
    defs.insert("AgentCapabilities".into(), object(agent_caps));
    for (name, def) in types.as_object().unwrap() {
        defs.insert(name.clone(), def.clone());
    }
    for (wire, params, desc) in requests {
        defs.insert((*params).into(), request(wire, "agent", desc));
        let stem = params.strip_suffix("Request").unwrap();
        defs.insert(
            format!("{stem}Response"),
            response(wire, "agent", json!({})),
        );
    }
    Protocol::from_schema(&json!({ "$defs": defs })).unwrap()
}

fn agent_table(protocol: &Protocol) -> Result<Table, String> {
    capabilities::table(protocol, &AGENT)
        .map(|t| t.expect("the schema has AgentCapabilities"))
        .map_err(|e| e.to_string())
}

/// `(method, dotted path)` of every entry.
fn entries(table: &Table) -> Vec<(String, String)> {
    table
        .implied
        .iter()
        .map(|i| (i.method.clone(), i.path.join(".")))
        .collect()
}

fn pair(method: &str, path: &str) -> (String, String) {
    (method.to_owned(), path.to_owned())
}

fn widgets() -> Value {
    json!({"WidgetCapabilities": {
        "description": "Capabilities for the `widget/list` method.\n\nSupplying `{}` means the agent supports listing widgets.",
        "type": "object", "properties": {}
    }})
}

#[test]
fn the_method_prose_gates_it() {
    let caps = json!({
        "widgets": {"description": "Whether the agent supports widgets.", "type": "boolean"},
    });
    let p = schema(
        caps,
        json!({}),
        &[(
            "widget/open",
            "OpenWidgetRequest",
            "Opens a widget.\n\nOnly available if the `widgets` Agent capability is set to `true`.",
        )],
    );
    let table = agent_table(&p).unwrap();
    assert_eq!(entries(&table), [pair("widget/open", "widgets")]);
    assert!(table.implied[0].flag, "a boolean capability");
    assert_eq!(table.implied[0].source, Source::Method);
    assert_eq!(table.field, "agentCapabilities");
}

#[test]
fn the_capability_prose_claims_what_its_clause_begins_with() {
    let caps = json!({
        "list": {"$ref": "#/$defs/WidgetCapabilities"},
        "delete": {
            "description": "Supplying `{}` means the agent supports deleting widgets from `widget/list`.",
            "type": "object"
        },
        "both": {"description": "Whether the agent supports `widget/hide` and `widget/show`.", "type": "boolean"},
        "all": {"description": "Whether the agent support all `gadget/*` methods.", "type": "boolean"},
        "logout": {"description": "Whether the agent supports the logout method.", "type": "boolean"},
    });
    let requests = [
        ("widget/list", "ListWidgetsRequest", "Lists widgets."),
        ("widget/hide", "HideWidgetRequest", ""),
        ("widget/show", "ShowWidgetRequest", ""),
        ("gadget/a", "AGadgetRequest", ""),
        ("gadget/b", "BGadgetRequest", ""),
        ("logout", "LogoutRequest", ""),
    ];
    let table = agent_table(&schema(caps, widgets(), &requests)).unwrap();
    assert_eq!(
        entries(&table),
        [
            pair("widget/list", "list"),
            pair("widget/hide", "both"),
            pair("widget/show", "both"),
            pair("gadget/a", "all"),
            pair("gadget/b", "all"),
            pair("logout", "logout"),
        ]
    );
    assert!(table.implied.iter().all(|i| i.source == Source::Capability));
    assert!(!table.implied[0].flag, "an object capability");
}

/// A gated method whose capability the side does not have fails the build,
/// naming the method and the capability.
#[test]
fn an_unresolvable_gate_fails_naming_the_method() {
    let p = schema(
        json!({}),
        json!({}),
        &[(
            "widget/open",
            "OpenWidgetRequest",
            "Only available if the Agent supports the `widgets.open` capability.",
        )],
    );
    let err = agent_table(&p).unwrap_err();
    assert!(err.contains("`widget/open`"), "{err}");
    assert!(err.contains("`widgets.open`"), "{err}");
    let err = crate::render::render(&p, "v1/schema.json", "v1").unwrap_err();
    assert!(err.to_string().contains("`widget/open`"), "{err}");
}

#[test]
fn prose_that_contradicts_itself_fails() {
    let caps = json!({
        "list": {"$ref": "#/$defs/WidgetCapabilities"},
        "open": {"description": "Whether the agent supports opening.", "type": "boolean"},
    });
    let requests = [(
        "widget/list",
        "ListWidgetsRequest",
        "Only available if the Agent supports the `open` capability.",
    )];
    let err = agent_table(&schema(caps, widgets(), &requests)).unwrap_err();
    assert!(
        err.contains("`widget/list`") && err.contains("`list`"),
        "{err}"
    );

    let caps = json!({
        "a": {"description": "Whether the agent supports `widget/list`.", "type": "boolean"},
        "b": {"description": "Whether the agent supports `widget/list`.", "type": "boolean"},
    });
    let requests = [("widget/list", "ListWidgetsRequest", "")];
    let err = agent_table(&schema(caps, json!({}), &requests)).unwrap_err();
    assert!(err.contains("claimed by two capabilities"), "{err}");
}

#[test]
fn a_baseline_claims_the_methods_its_side_serves() {
    let caps = json!({"session": {
        "description": "Supplying `{}` means the agent supports the baseline widget methods: `widget/new`, `widget/list`, and `initialize`.",
        "type": "object"
    }});
    let requests = [
        ("widget/new", "NewWidgetRequest", ""),
        ("widget/list", "ListWidgetsRequest", ""),
    ];
    let table = agent_table(&schema(caps.clone(), json!({}), &requests)).unwrap();
    assert!(table.implied.is_empty());
    assert_eq!(table.baseline.len(), 1);
    assert_eq!(
        table.baseline[0].methods,
        ["widget/new", "widget/list", "initialize"]
    );
    assert_eq!(table.baseline[0].path, ["session"]);

    let err = agent_table(&schema(caps, json!({}), &requests[..1])).unwrap_err();
    assert!(err.contains("`widget/list`"), "{err}");
}

#[test]
fn the_baseline_sentence_requires_methods() {
    let types = json!({"WidgetCapabilities": {
        "description": "As a baseline, all Agents **MUST** support `widget/new` and `widget/open`.",
        "type": "object", "properties": {}
    }});
    let requests = [
        ("widget/new", "NewWidgetRequest", ""),
        ("widget/open", "OpenWidgetRequest", ""),
    ];
    let p = schema(json!({}), types.clone(), &requests);
    let names: Vec<String> = required::methods(&p)
        .unwrap()
        .into_iter()
        .map(|r| r.method)
        .collect();
    assert_eq!(names, ["initialize", "widget/new", "widget/open"]);

    let err = required::methods(&schema(json!({}), types, &requests[..1])).unwrap_err();
    assert!(err.to_string().contains("`widget/open`"), "{err}");
}

fn vendored() -> Vec<Schema> {
    crate::modules::all().iter().map(|m| m.schema).collect()
}

/// Each override corrects prose that at least one vendored schema still has;
/// one that none needs any more is to be removed.
#[test]
fn every_override_is_still_needed() {
    let mut used = vec![false; OVERRIDES.len()];
    let mut required_used = vec![false; required::OVERRIDES.len()];
    for schema in vendored() {
        let protocol = Protocol::from_json(schema.json).unwrap();
        for carrier in [&AGENT, &CLIENT] {
            let table = capabilities::table(&protocol, carrier).unwrap().unwrap();
            for implied in table.implied {
                if let Source::Override(i) = implied.source {
                    used[i] = true;
                }
            }
        }
        for r in required::methods(&protocol).unwrap() {
            if let required::Source::Override(i) = r.source {
                required_used[i] = true;
            }
        }
    }
    for (o, used) in OVERRIDES.iter().zip(used) {
        assert!(
            used,
            "no vendored schema needs the override of {}",
            o.method
        );
    }
    for (o, used) in required::OVERRIDES.iter().zip(required_used) {
        assert!(
            used,
            "no vendored schema needs the override of {}",
            o.method
        );
    }
}

/// What the vendored v1 schema's prose gives, by source.
#[test]
fn the_v1_tables_come_from_the_prose() {
    if !crate::modules::get("v1")
        .unwrap()
        .schema
        .source
        .starts_with("codegen/")
    {
        return; // built against an override
    }
    let protocol = Protocol::from_json(crate::modules::get("v1").unwrap().schema.json).unwrap();
    let client = capabilities::table(&protocol, &CLIENT).unwrap().unwrap();
    let source = |t: &Table, m: &str| t.implied.iter().find(|i| i.method == m).map(|i| i.source);
    assert_eq!(source(&client, "fs/read_text_file"), Some(Source::Method));
    // "Whether the Client support all `terminal/*` methods."
    assert_eq!(source(&client, "terminal/kill"), Some(Source::Capability));
    let agent = capabilities::table(&protocol, &AGENT).unwrap().unwrap();
    assert_eq!(source(&agent, "session/list"), Some(Source::Method));
    // "Whether the agent supports the logout method."
    assert_eq!(source(&agent, "logout"), Some(Source::Capability));
    assert_eq!(source(&agent, "session/new"), None, "a baseline method");

    let required: Vec<Required> = required::methods(&protocol).unwrap();
    let agent_required: Vec<&str> = required
        .iter()
        .filter(|r| r.side == Side::Agent)
        .map(|r| r.method.as_str())
        .collect();
    assert_eq!(
        agent_required,
        ["initialize", "session/new", "session/prompt"]
    );
}
