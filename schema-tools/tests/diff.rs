//! The semantic diff: each kind of schema change, found on a small schema, and
//! classified the way it affects users of the generated Rust.

use acp_codegen::lowered::Protocol;
use acp_schema_tools::diff::{ChangeKind, Diff, Fact, Impact, Item, Level};
use serde_json::{json, Value};

fn diff(old: Value, new: Value) -> Diff {
    let lower = |v: Value| Protocol::from_schema(&v).expect("the test schema lowers");
    Diff::between(&lower(old), &lower(new))
}

/// The diff of a schema holding one type `name`, from `old` to `new`.
fn diff_type(name: &str, old: Value, new: Value) -> Diff {
    diff(defs(json!({ name: old })), defs(json!({ name: new })))
}

fn defs(defs: Value) -> Value {
    json!({ "$defs": defs })
}

/// The only change at `path`.
fn only<'d>(d: &'d Diff, path: &str) -> &'d acp_schema_tools::diff::Change {
    let at: Vec<_> = d.changes.iter().filter(|c| c.path == path).collect();
    assert_eq!(at.len(), 1, "one change at {path}: {:#?}", d.changes);
    at[0]
}

fn object(properties: Value, required: &[&str]) -> Value {
    json!({ "type": "object", "properties": properties, "required": required })
}

fn session() -> Value {
    object(json!({ "id": { "type": "string" } }), &["id"])
}

fn ping_method(side: &str) -> Value {
    json!({
        "PingRequest": { "type": "object", "properties": {}, "x-method": "ping", "x-side": side },
        "PingResponse": { "type": "object", "properties": {}, "x-method": "ping", "x-side": side },
    })
}

fn merged(a: Value, b: Value) -> Value {
    let mut a = a.as_object().unwrap().clone();
    a.extend(b.as_object().unwrap().clone());
    Value::Object(a)
}

#[test]
fn the_same_schema_changes_nothing() {
    let d = diff_type("Session", session(), session());
    assert!(d.changes.is_empty());
    assert_eq!(d.level(), Level::None);
    assert!(d.report("a", "b").contains("verdict: none"));
}

#[test]
fn the_vendored_schema_against_itself_changes_nothing() {
    let p = Protocol::from_json(acp_codegen::modules::get("v1").unwrap().schema.json).unwrap();
    assert_eq!(Diff::between(&p, &p).level(), Level::None);
}

#[test]
fn a_removed_type_breaks() {
    let d = diff(
        defs(json!({ "Session": session(), "Gone": session() })),
        defs(json!({ "Session": session() })),
    );
    let c = only(&d, "Gone");
    assert_eq!(
        (c.item, c.fact, c.impact()),
        (Item::Type, Fact::Removed, Impact::Breaking)
    );
    assert_eq!(c.fact.kind(), ChangeKind::Removed);
    assert_eq!(d.level(), Level::Major);
}

#[test]
fn an_added_type_is_additive() {
    let d = diff(
        defs(json!({ "Session": session() })),
        defs(json!({ "Session": session(), "New": session() })),
    );
    assert_eq!(only(&d, "New").fact, Fact::Added);
    assert_eq!(d.level(), Level::Minor);
}

#[test]
fn an_optional_field_added_is_additive() {
    let new = object(
        json!({ "id": { "type": "string" }, "title": { "type": "string" } }),
        &["id"],
    );
    let d = diff_type("Session", session(), new);
    let c = only(&d, "Session.title");
    assert_eq!(
        c.fact,
        Fact::FieldAdded {
            required: false,
            in_variant: false
        }
    );
    assert_eq!(c.impact(), Impact::Additive);
    assert_eq!(c.detail, "optional Option<String>");
    assert_eq!(d.level(), Level::Minor);
}

/// The rule for nullable optional fields: an optional field is `Option<T>` whether
/// or not the schema lets it be `null` (`null` decodes as absence), so a schema
/// that starts allowing `null` (a `_meta` becoming `object | null`) changes
/// nothing for users.
#[test]
fn an_optional_field_becoming_nullable_changes_nothing() {
    let meta = |ty: Value| {
        let docs = "Extension metadata. Omitted and `null` are equivalent and mean no metadata.";
        object(
            json!({ "id": { "type": "string" }, "_meta": { "type": ty, "description": docs } }),
            &["id"],
        )
    };
    let d = diff_type(
        "Usage",
        meta(json!("object")),
        meta(json!(["object", "null"])),
    );
    assert!(d.changes.is_empty(), "{:#?}", d.changes);
    assert_eq!(d.level(), Level::None);
}

#[test]
fn a_required_field_added_breaks() {
    let new = object(
        json!({ "id": { "type": "string" }, "cwd": { "type": "string" } }),
        &["id", "cwd"],
    );
    let d = diff_type("Session", session(), new);
    let c = only(&d, "Session.cwd");
    assert_eq!(c.impact(), Impact::Breaking);
    assert!(c.reason().contains("new()"), "{}", c.reason());
    assert_eq!(d.level(), Level::Major);
}

#[test]
fn a_removed_field_breaks() {
    let old = object(
        json!({ "id": { "type": "string" }, "title": { "type": "string" } }),
        &["id"],
    );
    let d = diff_type("Session", old, session());
    assert_eq!(only(&d, "Session.title").fact, Fact::Removed);
    assert_eq!(d.level(), Level::Major);
}

#[test]
fn a_field_type_changed_breaks() {
    let new = object(
        json!({ "id": { "type": "integer", "format": "uint32" } }),
        &["id"],
    );
    let d = diff_type("Session", session(), new);
    let c = only(&d, "Session.id");
    assert_eq!((c.fact, c.impact()), (Fact::Type, Impact::Breaking));
    assert_eq!(c.detail, "String -> u32");
}

#[test]
fn required_and_optional_swapped_break_both_ways() {
    let optional = object(json!({ "id": { "type": "string" } }), &[]);
    let d = diff_type("Session", session(), optional.clone());
    let c = only(&d, "Session.id");
    assert_eq!(
        (c.fact, c.impact()),
        (Fact::Required { now: false }, Impact::Breaking)
    );
    assert_eq!(c.detail, "required String -> optional Option<String>");

    let d = diff_type("Session", optional, session());
    assert_eq!(only(&d, "Session.id").fact, Fact::Required { now: true });
    assert_eq!(d.level(), Level::Major);
}

#[test]
fn a_default_appearing_turns_an_option_into_a_value() {
    let plain = object(json!({ "limit": { "type": "integer" } }), &[]);
    let defaulted = object(
        json!({ "limit": { "type": "integer", "default": 10 } }),
        &[],
    );
    let d = diff_type("Page", plain, defaulted);
    let c = only(&d, "Page.limit");
    assert_eq!(c.fact, Fact::Optionality { now: false });
    assert_eq!(c.detail, "Option<i64> -> i64");
    assert_eq!(c.impact(), Impact::Breaking);
}

#[test]
fn nullability_matters_only_where_it_changes_the_declared_type() {
    let nullable =
        |required: &[&str]| object(json!({ "id": { "type": ["string", "null"] } }), required);
    // Optional: `Option<String>` either way.
    let d = diff(
        defs(json!({ "S": object(json!({ "id": { "type": "string" } }), &[]) })),
        defs(json!({ "S": nullable(&[]) })),
    );
    assert!(d.changes.is_empty(), "{:#?}", d.changes);
    // Required: `String` becomes `Option<String>`.
    let d = diff_type("S", session(), nullable(&["id"]));
    assert_eq!(only(&d, "S.id").fact, Fact::Optionality { now: true });
}

#[test]
fn a_field_starting_to_tell_null_from_absent_breaks() {
    let title = |docs: &str| {
        object(
            json!({ "title": { "type": ["string", "null"], "description": docs } }),
            &[],
        )
    };
    let d = diff_type(
        "Info",
        title("The title."),
        title("The title. Set to null to clear."),
    );
    let facts: Vec<Fact> = d.changes.iter().map(|c| c.fact).collect();
    assert_eq!(facts, [Fact::KeepsNull { now: true }, Fact::Docs]);
    assert_eq!(
        d.changes[0].detail,
        "Option<String> -> Option<Option<String>>"
    );
    assert_eq!(d.level(), Level::Major);
}

/// A JSON value is declared `Option<Value>` whether or not it keeps `null`: the
/// detail says what `null` decodes to instead of showing one type twice.
#[test]
fn a_json_value_starting_to_keep_null_says_what_null_decodes_to() {
    let data = |docs: &str| object(json!({ "data": { "description": docs } }), &[]);
    let d = diff_type(
        "Failure",
        data("Extra data."),
        data("Extra data. Explicit null is retained."),
    );
    let change = &d.changes[0];
    assert_eq!(change.fact, Fact::KeepsNull { now: true });
    assert_eq!(
        change.detail,
        "Option<Value> both times; an explicit `null` now decodes as `Some(Value::Null)` (was `None`)"
    );
}

/// The report shortens long lists and says how to see them whole; `report_all`
/// has every path.
#[test]
fn the_shortened_report_says_so_and_report_all_has_everything() {
    let fields = |docs: &str| {
        let properties: serde_json::Map<String, Value> = (0..20)
            .map(|i| {
                (
                    format!("f{i}"),
                    json!({ "type": "string", "description": docs }),
                )
            })
            .collect();
        object(Value::Object(properties), &[])
    };
    let d = diff_type("Wide", fields("Old words."), fields("New words."));
    let short = d.report("a", "b");
    assert!(short.contains(" and 8 more"), "{short}");
    assert!(
        short.contains("`--all` prints every detail and path"),
        "{short}"
    );
    let all = d.report_all("a", "b");
    for i in 0..20 {
        assert!(all.contains(&format!("Wide.f{i}")), "{all}");
    }
    assert!(!all.contains("more") && !all.contains("--all"), "{all}");
}

#[test]
fn defaults_docs_and_leniency_are_patch_level() {
    let old = object(
        json!({ "limit": { "type": "integer", "default": 10, "description": "How many." } }),
        &[],
    );
    let new = object(
        json!({ "limit": {
            "type": "integer", "default": 20, "description": "How many, at most.",
            "x-deserialize-default-on-error": true
        } }),
        &[],
    );
    let d = diff_type("Page", old, new);
    let facts: Vec<Fact> = d.changes.iter().map(|c| c.fact).collect();
    assert_eq!(facts, [Fact::Default, Fact::Lenient, Fact::Docs]);
    assert!(d.changes.iter().all(|c| c.impact() == Impact::Patch));
    assert_eq!(d.level(), Level::Patch);
    assert_eq!(d.changes[0].detail, "10 -> 20");
}

/// `{"oneOf": [branch(item)...]}`.
fn union_of(items: &[&str], branch: impl Fn(&str) -> Value) -> Value {
    let branches: Vec<Value> = items.iter().map(|i| branch(i)).collect();
    json!({ "oneOf": branches })
}

/// A string enum of `values`.
fn kinds(values: &[&str]) -> Value {
    union_of(values, |v| json!({ "const": v, "type": "string" }))
}

/// A union tagged by `type` whose variants carry a required `text`.
fn content(variants: &[&str]) -> Value {
    let mut union = union_of(variants, |tag| {
        json!({
            "properties": { "type": { "const": tag, "type": "string" }, "text": { "type": "string" } },
            "required": ["type", "text"],
            "type": "object"
        })
    });
    union["discriminator"] = json!({ "propertyName": "type" });
    union
}

#[test]
fn a_variant_added_is_additive_and_a_removed_one_breaks() {
    let d = diff_type("Content", content(&["text"]), content(&["text", "image"]));
    let c = only(&d, "Content::Image");
    assert_eq!(
        (c.item, c.fact, c.impact()),
        (Item::Variant, Fact::Added, Impact::Additive)
    );
    assert_eq!(d.level(), Level::Minor);

    let d = diff_type("Content", content(&["text", "image"]), content(&["text"]));
    assert_eq!(only(&d, "Content::Image").fact, Fact::Removed);
    assert_eq!(d.level(), Level::Major);
}

#[test]
fn a_string_enum_value_added_is_additive() {
    let d = diff_type(
        "Kind",
        kinds(&["read", "write"]),
        kinds(&["read", "write", "edit"]),
    );
    assert_eq!(only(&d, "Kind::Edit").fact, Fact::Added);
    assert_eq!(d.level(), Level::Minor);
}

#[test]
fn an_optional_field_added_inside_a_variant_is_additive() {
    let mut new = content(&["text"]);
    new["oneOf"][0]["properties"]["lang"] = json!({ "type": "string" });
    let d = diff_type("Content", content(&["text"]), new);
    let c = only(&d, "Content::Text.lang");
    assert_eq!(
        c.fact,
        Fact::FieldAdded {
            required: false,
            in_variant: true
        }
    );
    // Struct variants are `#[non_exhaustive]`, with a constructor and setters.
    assert_eq!(c.impact(), Impact::Additive);
}

#[test]
fn a_changed_tag_value_breaks_on_the_wire() {
    let mut new = content(&["text"]);
    new["oneOf"][0]["title"] = json!("Text");
    new["oneOf"][0]["properties"]["type"]["const"] = json!("TEXT");
    let d = diff_type("Content", content(&["text"]), new);
    let c = only(&d, "Content::Text");
    assert_eq!((c.fact, c.impact()), (Fact::Wire, Impact::Breaking));
    assert_eq!(c.detail, "`text` -> `TEXT`");
}

#[test]
fn a_type_that_changes_shape_breaks() {
    let d = diff_type("Content", session(), content(&["text"]));
    let c = only(&d, "Content");
    assert_eq!((c.fact, c.impact()), (Fact::Shape, Impact::Breaking));
    assert_eq!(c.detail, "struct -> union tagged by `type`");
}

#[test]
fn a_method_added_is_additive_and_a_removed_one_breaks() {
    let base = defs(json!({ "Session": session() }));
    let with_ping = defs(merged(
        json!({ "Session": session() }),
        ping_method("agent"),
    ));
    let d = diff(base.clone(), with_ping.clone());
    let c = only(&d, "ping");
    assert_eq!(
        (c.item, c.fact, c.impact()),
        (Item::Method, Fact::Added, Impact::Additive)
    );
    assert_eq!(
        c.detail,
        "request served by agent, ping(PingRequest) -> PingResponse"
    );
    // Its params and result types come with it.
    assert_eq!(only(&d, "PingRequest").fact, Fact::Added);
    assert_eq!(d.level(), Level::Minor);

    let d = diff(with_ping, base);
    assert_eq!(only(&d, "ping").fact, Fact::Removed);
    assert_eq!(d.level(), Level::Major);
}

#[test]
fn a_method_moving_sides_or_kinds_breaks() {
    let d = diff(defs(ping_method("agent")), defs(ping_method("client")));
    let c = only(&d, "ping");
    assert_eq!((c.fact, c.impact()), (Fact::Side, Impact::Breaking));
    assert_eq!(c.detail, "agent -> client");

    let notification = json!({ "PingNotification": {
        "type": "object", "properties": {}, "x-method": "ping", "x-side": "agent"
    } });
    let d = diff(defs(ping_method("agent")), defs(notification));
    let method: Vec<_> = d
        .changes
        .iter()
        .filter(|c| c.item == Item::Method)
        .collect();
    assert_eq!(method.len(), 1, "{method:#?}");
    assert_eq!(method[0].fact, Fact::MethodKind);
    assert_eq!(method[0].detail, "request -> notification");
    assert_eq!(d.level(), Level::Major);
}

#[test]
fn breaking_changes_come_first_and_the_report_says_why() {
    let old = defs(json!({ "Session": session(), "Gone": session() }));
    let new = defs(merged(
        json!({ "Session": object(json!({ "id": { "type": "string" }, "t": { "type": "string" } }), &["id"]) }),
        ping_method("agent"),
    ));
    let d = diff(old, new);
    let impacts: Vec<Impact> = d.changes.iter().map(|c| c.impact()).collect();
    let mut sorted = impacts.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(impacts, sorted);
    assert_eq!(d.changes[0].path, "Gone");

    let report = d.report("old.json", "new.json");
    assert!(
        report.starts_with("schema diff: old.json -> new.json\nverdict: major"),
        "{report}"
    );
    let breaking = report.find("\nbreaking (1)").expect(&report);
    let additive = report.find("\nadditive (").expect(&report);
    assert!(breaking < additive);
    assert!(
        report.contains("removed: code that names it stops compiling"),
        "{report}"
    );

    let json = d.to_json("old.json", "new.json");
    assert_eq!(json["verdict"], "major");
    assert_eq!(json["counts"]["breaking"], 1);
    assert_eq!(json["counts"]["removed"], 1);
    assert_eq!(json["changes"][0]["path"], "Gone");
    assert_eq!(json["changes"][0]["impact"], "breaking");
}

#[test]
fn the_command_prints_the_report_or_json_and_exits_zero_whatever_the_verdict() {
    let dir = std::env::temp_dir().join(format!("acp-codegen-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let old = dir.join("old.json");
    let new = dir.join("new.json");
    std::fs::write(
        &old,
        defs(json!({ "Session": session(), "Gone": session() })).to_string(),
    )
    .unwrap();
    std::fs::write(&new, defs(json!({ "Session": session() })).to_string()).unwrap();
    let run = |args: &[&std::path::Path], json: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_acp-codegen"));
        cmd.arg("diff").args(args);
        if json {
            cmd.arg("--json");
        }
        cmd.output().unwrap()
    };

    let out = run(&[&old, &new], false);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("verdict: major"), "{text}");
    assert!(text.contains("Gone"), "{text}");

    let out = run(&[&old, &new], true);
    assert!(out.status.success());
    let value: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["verdict"], "major");

    // A file that is not a schema is an error, named.
    std::fs::write(&new, "{}").unwrap();
    let out = run(&[&old, &new], false);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("new.json"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_one_value_enum_growing_loses_its_default() {
    let d = diff_type("Kind", kinds(&["object"]), kinds(&["object", "array"]));
    let c = only(&d, "Kind");
    assert_eq!(
        (c.fact, c.impact()),
        (Fact::Impl { now: false }, Impact::Breaking)
    );
    assert_eq!(c.detail, "Default");
    assert_eq!(only(&d, "Kind::Array").impact(), Impact::Additive);
    assert_eq!(d.level(), Level::Major);
}

/// The catch-all keeps its name when the schema adds a value spelled like it: the
/// value is named `UnknownValue` (see `acp_codegen::lowered::names::CATCH_ALL`), and the
/// bump is only additive.
#[test]
fn a_variant_named_like_the_catch_all_leaves_it_alone() {
    let d = diff_type("Content", content(&["text"]), content(&["text", "unknown"]));
    let c = only(&d, "Content::UnknownValue");
    assert_eq!(c.impact(), Impact::Additive);
    assert_eq!(d.level(), Level::Minor);
    assert!(d.changes.iter().all(|c| c.path != "Content"), "{d:?}");
}

#[test]
fn a_second_variant_with_the_same_payload_takes_away_from() {
    let names = |titles: &[&str]| union_of(titles, |t| json!({ "title": t, "type": "string" }));
    let d = diff_type("Id", names(&["Name"]), names(&["Name", "Alias"]));
    let c = only(&d, "Id");
    assert_eq!(c.fact, Fact::Impl { now: false });
    assert_eq!(c.detail, "From<String>");
    assert_eq!(d.level(), Level::Major);
}
