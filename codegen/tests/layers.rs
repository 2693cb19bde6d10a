//! Which generic layers a schema gets (`acp_codegen::lowered::Layers`): the vendored
//! schemas, and the variations older and newer published schemas bring (a
//! second request that opens sessions, the older form of `mcp/message`).

use acp_codegen::lowered::Layers;
use acp_codegen::lowered::Protocol;
use acp_codegen::schemas::Schema;
use serde_json::{json, Value};

fn schema(schema: Schema) -> Value {
    serde_json::from_str(schema.json).unwrap()
}

fn layers(schema: &Value) -> Layers {
    Layers::of(&Protocol::from_json(&schema.to_string()).unwrap())
}

/// `schema` with another request of the agent's side, `method`, that names no
/// session and is answered with one (as `nes/start` of older unstable schemas).
fn with_opener(mut schema: Value, method: &str, prefix: &str) -> Value {
    let defs = schema["$defs"].as_object_mut().unwrap();
    defs.insert(
        format!("{prefix}Request"),
        json!({
            "type": "object",
            "properties": { "workspaceUri": { "type": ["string", "null"] } },
            "x-side": "agent",
            "x-method": method,
        }),
    );
    defs.insert(
        format!("{prefix}Response"),
        json!({
            "type": "object",
            "properties": { "sessionId": { "$ref": "#/$defs/SessionId" } },
            "required": ["sessionId"],
            "x-side": "agent",
            "x-method": method,
        }),
    );
    schema
}

#[test]
fn vendored_schemas() {
    let v1 = layers(&schema(acp_codegen::modules::get("v1").unwrap().schema));
    assert_eq!(v1.sessions, Ok(()));
    assert!(!v1.proxy);
    assert!(!v1.mcp_over_acp);
    let unstable = layers(&schema(
        acp_codegen::modules::get("v1_unstable").unwrap().schema,
    ));
    assert_eq!(unstable.sessions, Ok(()));
    assert!(unstable.proxy);
    assert!(unstable.mcp_over_acp);
    assert_eq!(
        layers(&schema(acp_codegen::modules::get("v2").unwrap().schema)).sessions,
        Ok(())
    );
}

#[test]
fn the_opener_in_the_prompts_group_opens_sessions() {
    let schema = with_opener(
        schema(acp_codegen::modules::get("v1").unwrap().schema),
        "nes/start",
        "StartNes",
    );
    assert_eq!(layers(&schema).sessions, Ok(()));
    let protocol = Protocol::from_json(&schema.to_string()).unwrap();
    let table = acp_codegen::lowered::sessions(&protocol).unwrap();
    assert_eq!(table.new_request, "NewSessionRequest");
}

#[test]
fn two_openers_in_the_prompts_group_are_no_sessions() {
    let schema = with_opener(
        schema(acp_codegen::modules::get("v1").unwrap().schema),
        "session/start",
        "StartSession",
    );
    let sessions = layers(&schema).sessions;
    assert_eq!(
        sessions,
        Err("both `session/new` and `session/start` open a session".to_owned())
    );
}

#[test]
fn the_older_mcp_message_is_no_mcp_over_acp() {
    let mut schema = schema(acp_codegen::modules::get("v1_unstable").unwrap().schema);
    schema["$defs"]["MessageMcpRequest"]["required"] = json!(["connectionId", "method"]);
    let layers = layers(&schema);
    assert!(!layers.mcp_over_acp);
    assert!(layers.proxy);
}

#[test]
fn a_schema_without_methods_gets_no_layer() {
    let layers = layers(&json!({ "$defs": {} }));
    assert!(layers.sessions.is_err() && !layers.proxy && !layers.mcp_over_acp);
}
