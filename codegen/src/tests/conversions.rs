//! Which types convert from one schema's module to another's
//! (`crate::conversions`), on small pairs of schemas: what a newer
//! version may add and still convert, what it may not remove, and types that
//! refer to each other.

use crate::conversions::Conversions;
use crate::model::Protocol;
use crate::schemas::Schema;
use serde_json::{json, Value};

fn protocol(defs: Value) -> Protocol {
    Protocol::from_schema(&json!({ "$defs": defs })).unwrap()
}

/// The types of `source` that convert to `target`'s, and those that do not.
fn convert(source: Value, target: Value) -> (Vec<String>, Vec<String>) {
    let (from, to) = (protocol(source), protocol(target));
    let c = Conversions::of(&from, &to);
    (c.convertible, c.refused.into_keys().collect())
}

fn object(properties: Value, required: &[&str]) -> Value {
    json!({ "type": "object", "properties": properties, "required": required })
}

#[test]
fn a_struct_converts_when_the_target_only_adds_optional_fields() {
    let v1 = json!({ "Plan": object(json!({ "id": { "type": "string" } }), &["id"]) });
    let added = json!({ "Plan": object(
        json!({ "id": { "type": "string" }, "title": { "type": "string" } }),
        &["id"],
    ) });
    assert_eq!(convert(v1.clone(), added), (vec!["Plan".into()], vec![]));

    let required = json!({ "Plan": object(
        json!({ "id": { "type": "string" }, "title": { "type": "string" } }),
        &["id", "title"],
    ) });
    assert_eq!(convert(v1.clone(), required), (vec![], vec!["Plan".into()]));

    let removed = json!({ "Plan": object(json!({ "name": { "type": "string" } }), &[]) });
    assert_eq!(convert(v1, removed), (vec![], vec!["Plan".into()]));
}

#[test]
fn a_field_may_widen_but_not_narrow() {
    let required =
        json!({ "S": object(json!({ "n": { "type": "integer", "format": "uint32" } }), &["n"]) });
    let optional =
        json!({ "S": object(json!({ "n": { "type": "integer", "format": "int64" } }), &[]) });
    assert_eq!(
        convert(required.clone(), optional.clone()),
        (vec!["S".into()], vec![])
    );
    assert_eq!(convert(optional, required), (vec![], vec!["S".into()]));
}

#[test]
fn a_string_becomes_a_newtype_of_a_string() {
    let v1 = json!({ "S": object(json!({ "path": { "type": "string" } }), &["path"]) });
    let v2 = json!({
        "Path": { "type": "string" },
        "S": object(json!({ "path": { "$ref": "#/$defs/Path" } }), &["path"]),
    });
    assert_eq!(convert(v1, v2), (vec!["S".into()], vec![]));
}

fn string_enum(values: &[&str]) -> Value {
    let branches: Vec<Value> = values
        .iter()
        .map(|v| json!({ "const": v, "type": "string" }))
        .collect();
    json!({ "oneOf": branches })
}

fn tagged(tags: &[&str]) -> Value {
    let branches: Vec<Value> = tags
        .iter()
        .map(|t| {
            json!({
                "type": "object",
                "properties": { "kind": { "const": t, "type": "string" }, "id": { "type": "string" } },
                "required": ["kind", "id"],
            })
        })
        .collect();
    json!({ "oneOf": branches, "discriminator": { "propertyName": "kind" } })
}

#[test]
fn an_enum_converts_when_the_target_only_adds_values() {
    let (a, ab) = (string_enum(&["a"]), string_enum(&["a", "b"]));
    assert_eq!(
        convert(json!({ "E": a.clone() }), json!({ "E": ab.clone() })),
        (vec!["E".into()], vec![])
    );
    assert_eq!(
        convert(json!({ "E": ab }), json!({ "E": a })),
        (vec![], vec!["E".into()])
    );

    let (a, ab) = (tagged(&["a"]), tagged(&["a", "b"]));
    assert_eq!(
        convert(json!({ "U": a.clone() }), json!({ "U": ab.clone() })),
        (vec!["U".into()], vec![])
    );
    assert_eq!(
        convert(json!({ "U": ab }), json!({ "U": a })),
        (vec![], vec!["U".into()])
    );
}

#[test]
fn types_that_refer_to_each_other_convert_together_or_not_at_all() {
    let node = |extra: Value| {
        let mut properties = json!({
            "label": { "type": "string" },
            "children": { "type": "array", "items": { "$ref": "#/$defs/Node" } },
            "edge": { "$ref": "#/$defs/Edge" },
        });
        properties
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        json!({
            "Node": object(properties, &["label", "children"]),
            "Edge": object(json!({ "to": { "$ref": "#/$defs/Node" } }), &["to"]),
        })
    };
    let v1 = node(json!({}));
    let added = node(json!({ "note": { "type": "string" } }));
    let (mut convertible, refused) = convert(v1.clone(), added);
    convertible.sort();
    assert_eq!(convertible, ["Edge", "Node"]);
    assert!(refused.is_empty());

    // One field of the cycle no longer converts: neither type does.
    let mut changed = node(json!({}));
    changed["Node"]["properties"]["label"] = json!({ "type": "boolean" });
    assert_eq!(
        convert(v1, changed),
        (vec![], vec!["Edge".into(), "Node".into()])
    );
}

#[test]
fn the_impls_name_the_source_module() {
    let leak = |v: Value| -> &'static str { Box::leak(json!({ "$defs": v }).to_string().into()) };
    let source = Schema {
        json: leak(json!({ "E": string_enum(&["a"]) })),
        source: "old.json",
    };
    let target = Schema {
        json: leak(json!({ "E": string_enum(&["a", "b"]) })),
        source: "new.json",
    };
    let code = crate::generate_conversions(source, target, "v1").unwrap();
    assert!(code.contains("impl From<crate::v1::E> for E"), "{code}");
    assert!(
        code.contains("crate::v1::E::A => Self::from(\"a\")"),
        "{code}"
    );
}
