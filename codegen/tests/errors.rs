//! A schema the generator cannot express fails with an error naming the definition
//! and the place inside it, never with a panic or silently wrong code.

use acp_codegen::generate;
use serde_json::json;

fn error_of(schema: serde_json::Value) -> String {
    generate(&schema.to_string(), "test.json")
        .expect_err("the schema should be refused")
        .to_string()
}

#[test]
fn inline_union_names_the_property() {
    let e = error_of(json!({"$defs": {"Foo": {"type": "object", "properties": {
        "bar": {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "boolean"}]}
    }}}}));
    assert!(e.starts_with("$defs/Foo/properties/bar:"), "{e}");
    assert!(e.contains("anyOf"), "{e}");
}

#[test]
fn unknown_integer_format_names_the_nested_place() {
    let e = error_of(json!({"$defs": {"Foo": {"type": "object", "properties": {
        "list": {"type": "array", "items": {"type": "integer", "format": "int128"}}
    }}}}));
    assert_eq!(
        e,
        "$defs/Foo/properties/list/items: unsupported integer format `int128`"
    );
}

#[test]
fn response_without_request_is_refused() {
    let e = error_of(
        json!({"$defs": {"PingResponse": {"type": "object", "x-method": "ping", "x-side": "agent"}}}),
    );
    assert!(e.starts_with("PingResponse:"), "{e}");
}

#[test]
fn request_without_response_is_refused() {
    let e = error_of(
        json!({"$defs": {"PingRequest": {"type": "object", "x-method": "ping", "x-side": "agent"}}}),
    );
    assert!(e.contains("has no response type"), "{e}");
}

#[test]
fn missing_defs_and_bad_json_are_refused() {
    assert!(error_of(json!({"type": "object"})).contains("no `$defs`"));
    assert!(generate("{not json", "x")
        .unwrap_err()
        .to_string()
        .contains("not valid JSON"));
}

#[test]
fn default_that_does_not_fit_its_type_is_refused() {
    let e = error_of(json!({"$defs": {"Foo": {"type": "object", "properties": {
        "flag": {"type": "boolean", "default": "yes"}
    }}}}));
    assert!(e.starts_with("$defs/Foo/properties/flag:"), "{e}");
}

#[test]
fn a_small_schema_generates_parseable_rust() {
    let code = generate(
        &json!({"$defs": {
            "Id": {"type": "string"},
            "Color": {"oneOf": [{"type": "string", "const": "red"}, {"type": "string", "const": "dark-blue"}]},
            "Shape": {"oneOf": [
                {"type": "object", "properties": {"kind": {"type": "string", "const": "dot"}}, "required": ["kind"]},
                {"type": "object", "properties": {"kind": {"type": "string", "const": "line"}}, "required": ["kind"], "allOf": [{"$ref": "#/$defs/Id"}]}
            ], "discriminator": {"propertyName": "kind"}}
        }})
        .to_string(),
        "small.json",
    )
    .unwrap();
    assert!(code.contains("pub struct Id(pub String);"));
    assert!(code.contains("DarkBlue,"));
    assert!(code.contains("Unknown(String)"));
    assert!(code.contains("Line(Id)"));
    syn::parse_file(&code).unwrap();
}
