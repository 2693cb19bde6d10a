//! The shape of the generated v1 API: names, method tables, error codes and
//! constructors.

use acp::jsonrpc::{DecodeError, MethodKind, Notification, Request, Side};
use acp::v1;
use serde_json::{json, Value};

fn bindings() -> Vec<(&'static str, &'static str)> {
    let mut files = vec![(
        "schema/v1/bindings.rs",
        include_str!("../../schema/v1/bindings.rs"),
    )];
    files.push((
        "schema/v1/bindings.unstable.rs",
        include_str!("../../schema/v1/bindings.unstable.rs"),
    ));
    files.push((
        "schema/v2/bindings.rs",
        include_str!("../../schema/v2/bindings.rs"),
    ));
    files.push((
        "schema/v2/bindings.unstable.rs",
        include_str!("../../schema/v2/bindings.unstable.rs"),
    ));
    files
}

/// Every identifier made of letters followed by digits, like `Variant0` or `Subtype2`.
fn numbered_names(code: &str) -> Vec<String> {
    let mut found = vec![];
    let code: String = code
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    for word in code.split(|c: char| !c.is_ascii_alphanumeric() && c != '_') {
        let letters = word.trim_end_matches(|c: char| c.is_ascii_digit());
        if letters.len() < word.len() && letters.chars().next().is_some_and(char::is_uppercase) {
            found.push(word.to_owned());
        }
    }
    found
}

#[test]
fn no_invented_numbered_names() {
    for (file, code) in bindings() {
        let names = numbered_names(code);
        assert!(names.is_empty(), "{file} has numbered names: {names:?}");
        for junk in ["Variant", "Subtype"] {
            assert!(
                !code.contains(&format!("{junk}0")),
                "{file} contains {junk}0"
            );
        }
    }
}

/// The method table, read independently from the schema's `x-method` annotations.
#[test]
fn method_table_covers_every_annotated_definition() {
    let schema: Value =
        serde_json::from_str(acp_codegen::modules::get("v1").unwrap().schema.json).unwrap();
    let mut annotated: Vec<(String, String)> = schema["$defs"]
        .as_object()
        .unwrap()
        .iter()
        .filter_map(|(name, def)| Some((def.get("x-method")?.as_str()?.to_owned(), name.clone())))
        .collect();
    annotated.sort();
    let mut from_table: Vec<(String, String)> = v1::METHODS
        .iter()
        .flat_map(|m| {
            let mut rows = vec![(m.name.to_owned(), m.params.to_owned())];
            rows.extend(m.result.map(|r| (m.name.to_owned(), r.to_owned())));
            rows
        })
        .collect();
    from_table.sort();
    assert_eq!(annotated, from_table);
    let cancel = v1::METHODS
        .iter()
        .find(|m| m.name == "$/cancel_request")
        .expect("$/cancel_request");
    assert_eq!(
        (cancel.side, cancel.kind),
        (Side::Protocol, MethodKind::Notification)
    );
}

#[test]
fn traits_tie_types_to_methods() {
    assert_eq!(<v1::InitializeRequest as Request>::METHOD, "initialize");
    assert_eq!(<v1::PromptRequest as Request>::SIDE, Side::Agent);
    assert_eq!(<v1::ReadTextFileRequest as Request>::SIDE, Side::Client);
    assert_eq!(
        <v1::SessionNotification as Notification>::METHOD,
        "session/update"
    );
    assert_eq!(
        <v1::CancelNotification as Notification>::METHOD,
        "session/cancel"
    );
    let _: Option<<v1::NewSessionRequest as Request>::Response> = None::<v1::NewSessionResponse>;
}

#[test]
fn every_method_dispatches_on_its_side() {
    for m in v1::METHODS {
        let params = json!({});
        let result = match (m.side, m.kind) {
            (Side::Agent, MethodKind::Request) => {
                v1::ClientRequest::decode(m.name, params).map(|_| ())
            }
            (Side::Client, MethodKind::Request) => {
                v1::AgentRequest::decode(m.name, params).map(|_| ())
            }
            (Side::Agent, MethodKind::Notification) => {
                v1::ClientNotification::decode(m.name, params).map(|_| ())
            }
            (Side::Client, MethodKind::Notification) => {
                v1::AgentNotification::decode(m.name, params).map(|_| ())
            }
            (Side::Protocol, _) => v1::ClientNotification::decode(m.name, params.clone())
                .and(v1::AgentNotification::decode(m.name, params))
                .map(|_| ()),
            (Side::Other(_), _) => continue,
        };
        assert!(
            !matches!(result, Err(DecodeError::UnknownMethod(_))),
            "{} is not dispatched",
            m.name
        );
    }
}

#[test]
fn unknown_methods_and_extensions() {
    assert_eq!(
        v1::ClientRequest::decode("session/teleport", json!({})),
        Err(DecodeError::UnknownMethod("session/teleport".into()))
    );
    let ext = v1::ClientRequest::decode("_vendor/ping", json!({"n": 1})).unwrap();
    assert_eq!(ext.method(), "_vendor/ping");
    assert_eq!(serde_json::to_value(&ext).unwrap(), json!({"n": 1}));
}

#[test]
fn bad_params_name_the_field() {
    let err = v1::ClientRequest::decode("session/prompt", json!({"sessionId": "s"})).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid data for `session/prompt`: missing field `prompt`"
    );
    let err = v1::AgentNotification::decode(
        "session/update",
        json!({"sessionId": "s", "update": {"sessionUpdate": "tool_call", "title": "x"}}),
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains("sessionUpdate `tool_call`: missing field `toolCallId`"),
        "{err}"
    );
}

#[test]
fn error_codes_are_open_integers() {
    assert_eq!(v1::ErrorCode::METHOD_NOT_FOUND, v1::ErrorCode(-32601));
    assert_eq!(v1::ErrorCode::REQUEST_CANCELLED.0, -32800);
    let custom: v1::ErrorCode = serde_json::from_value(json!(-32042)).unwrap();
    assert_eq!(custom, v1::ErrorCode(-32042));
    assert_eq!(custom.name(), None);
    assert_eq!(serde_json::to_value(custom).unwrap(), json!(-32042));
    assert_eq!(v1::ErrorCode::PARSE_ERROR.name(), Some("Parse error"));
    assert_eq!(
        v1::ErrorCode::PARSE_ERROR.to_string(),
        "-32700 (Parse error)"
    );
    assert_eq!(custom.to_string(), "-32042");
}

#[test]
fn unknown_values_survive() {
    let kind: v1::ToolKind = serde_json::from_value(json!("teleport")).unwrap();
    assert_eq!(kind, v1::ToolKind::Unknown("teleport".into()));
    assert_eq!(serde_json::to_value(&kind).unwrap(), json!("teleport"));
    assert_eq!(v1::ToolKind::from("edit"), v1::ToolKind::Edit);
    assert_eq!(v1::StopReason::Cancelled.as_str(), "cancelled");
}

#[test]
fn constructing_messages() {
    let prompt = v1::PromptRequest::new(
        "sess-1",
        vec![v1::ContentBlock::from(v1::TextContent::new("hello"))],
    );
    assert_eq!(
        serde_json::to_value(&prompt).unwrap(),
        json!({"sessionId": "sess-1", "prompt": [{"type": "text", "text": "hello"}]})
    );
    let update = v1::SessionNotification::new(
        "sess-1",
        v1::SessionUpdate::ToolCall(
            v1::ToolCall::new("call-1", "Reading")
                .kind(v1::ToolKind::Read)
                .status(v1::ToolCallStatus::Pending),
        ),
    );
    let value = serde_json::to_value(&update).unwrap();
    assert_eq!(value["update"]["sessionUpdate"], "tool_call");
    assert_eq!(value["update"]["kind"], "read");
    let caps = v1::ClientCapabilities::default();
    assert!(!caps.terminal && !caps.fs.read_text_file);
}

/// Generated types are `#[non_exhaustive]` (a schema bump that only adds must not
/// break this file): from outside the crate every value is built with `new` and
/// setters or a variant constructor, read through `pub` fields, and matched with a
/// `_` arm.
#[test]
fn building_updating_and_matching_from_another_crate() {
    let error = v1::Error::new(v1::ErrorCode::INVALID_PARAMS, "bad").data(json!({"at": "cwd"}));
    assert_eq!(error.data, Some(json!({"at": "cwd"})));

    // Struct variants have constructors; the catch-all can be built to relay a value.
    let kind = v1::SetSessionConfigOptionRequestKind::boolean(true);
    let set = v1::SetSessionConfigOptionRequest::new("s", "flag", kind);
    assert_eq!(
        serde_json::to_value(&set).unwrap(),
        json!({"sessionId": "s", "configId": "flag", "type": "boolean", "value": true})
    );
    let by_id = v1::SetSessionConfigOptionRequestKind::value_id("fast");
    assert!(
        matches!(&by_id, v1::SetSessionConfigOptionRequestKind::ValueId { value, .. } if value.as_str() == "fast")
    );
    let relayed = v1::ContentBlock::Unknown(serde_json::Map::new());
    assert!(matches!(relayed, v1::ContentBlock::Unknown(_)));

    // Updating: setters for optional fields, assignment for the rest.
    let mut exit = v1::TerminalExitStatus::default().exit_code(3u32);
    exit.signal = Some("SIGTERM".into());
    assert_eq!(
        (exit.exit_code, exit.signal.as_deref()),
        (Some(3), Some("SIGTERM"))
    );

    // Dispatch unions and string enums are matched with a `_` arm.
    let request = v1::ClientRequest::from(v1::NewSessionRequest::new("/", vec![]));
    let method = match &request {
        v1::ClientRequest::NewSession(_) => "new",
        _ => "other",
    };
    assert_eq!(method, "new");
    let text = match v1::StopReason::EndTurn {
        v1::StopReason::EndTurn => "done",
        _ => "other",
    };
    assert_eq!(text, "done");
}

#[cfg(feature = "unstable")]
#[test]
fn struct_variant_setters_reach_the_variants_that_have_the_field() {
    use acp::v1_unstable::{McpError, MessageMcpResponse};
    let meta: serde_json::Map<String, Value> = serde_json::from_value(json!({"k": 1})).unwrap();
    let ok = MessageMcpResponse::result(json!(null)).meta(meta.clone());
    assert_eq!(
        serde_json::to_value(&ok).unwrap(),
        json!({"result": null, "_meta": {"k": 1}})
    );
    let failed = MessageMcpResponse::error(McpError::new(-1, "no")).meta(meta);
    assert!(matches!(
        failed,
        MessageMcpResponse::Error { meta: Some(_), .. }
    ));
}

/// v2's `ToolCallUpdate` has patch semantics: an explicit `null` clears a stored
/// value, absence leaves it; and `ToolKind` knows `other` apart from unknown kinds.
#[cfg(feature = "v2")]
#[test]
fn v2_tool_call_update_tells_null_from_absent() {
    use acp::v2::{ToolCallUpdate, ToolKind};
    let wire = json!({"toolCallId": "t-1", "title": null, "kind": "other", "rawInput": null});
    let update: ToolCallUpdate = serde_json::from_value(wire.clone()).unwrap();
    assert_eq!(update.title, Some(None));
    assert_eq!(update.kind, Some(Some(ToolKind::Other)));
    assert_eq!(update.raw_input, Some(Value::Null));
    assert_eq!(update.status, None);
    assert_eq!(serde_json::to_value(&update).unwrap(), wire);
    let built = ToolCallUpdate::new("t-1")
        .clear_title()
        .kind(ToolKind::Other)
        .raw_input(Value::Null);
    assert_eq!(built, update);
    let custom: ToolKind = serde_json::from_value(json!("_deploy")).unwrap();
    assert_eq!(custom, ToolKind::Unknown("_deploy".into()));
}

/// A module's `Error` is the runtime's JSON-RPC error object (so a handler
/// with `use acp::v1::*` in scope writes `Error::invalid_params(..)`), and its
/// `ErrorCode` the runtime's, with every schema's named codes.
#[test]
fn module_errors_are_the_runtime_error() {
    let error: v1::Error = acp::Error::invalid_params("no cwd");
    // What a handler returns, written with the module's name.
    fn handler() -> acp::Result<()> {
        Err(v1::Error::internal_error("boom"))
    }
    assert_eq!(handler().unwrap_err().code, acp::ErrorCode::INTERNAL_ERROR);
    assert_eq!(error.code, v1::ErrorCode::INVALID_PARAMS);
    let typed = v1::Error::new(v1::ErrorCode::AUTHENTICATION_REQUIRED, "log in first")
        .data(json!({"methods": ["key"]}));
    assert_eq!(typed.code, v1::ErrorCode::AUTHENTICATION_REQUIRED);
    assert_eq!(v1::ErrorCode::AUTHENTICATION_REQUIRED, typed.code);
    assert_ne!(typed.code, acp::ErrorCode::INTERNAL_ERROR);
    let code: v1::ErrorCode = acp::ErrorCode::METHOD_NOT_FOUND;
    assert_eq!(code.name(), Some("Method not found"));
    assert_eq!(code.to_string(), "-32601 (Method not found)");
}

/// The runtime's standard errors use the schema's codes and names: a missing
/// file is -32002 "Resource not found" with its path in `data`.
#[test]
fn standard_errors_are_the_schemas() {
    let missing = acp::Error::resource_not_found("/w/notes.txt");
    assert_eq!(missing.code, v1::ErrorCode::RESOURCE_NOT_FOUND);
    assert_eq!(
        Some(missing.message.as_str()),
        v1::ErrorCode::RESOURCE_NOT_FOUND.name()
    );
    assert_eq!(missing.data, Some(json!({"path": "/w/notes.txt"})));
    #[cfg(feature = "v2")]
    assert_eq!(
        acp::ErrorCode::RESOURCE_NOT_FOUND,
        acp::v2::ErrorCode::RESOURCE_NOT_FOUND
    );
    for (runtime, module) in [
        (acp::Error::parse_error("x"), v1::ErrorCode::PARSE_ERROR),
        (
            acp::Error::invalid_request("x"),
            v1::ErrorCode::INVALID_REQUEST,
        ),
        (
            acp::Error::method_not_found("x"),
            v1::ErrorCode::METHOD_NOT_FOUND,
        ),
        (
            acp::Error::invalid_params("x"),
            v1::ErrorCode::INVALID_PARAMS,
        ),
        (
            acp::Error::internal_error("x"),
            v1::ErrorCode::INTERNAL_ERROR,
        ),
        (
            acp::Error::request_cancelled(),
            v1::ErrorCode::REQUEST_CANCELLED,
        ),
    ] {
        assert_eq!(runtime.code, module);
        let name = module.name().unwrap();
        assert!(runtime.message.starts_with(name), "{runtime} is not {name}");
    }
}

/// What the connection and transports need of the protocol comes from the
/// schema: the protocol side's one notification cancels (with the field of its
/// one required param), the handshake opens a connection, and the field every
/// session message shares names the session.
#[test]
fn conventions_come_from_the_schema() {
    let conventions = v1::CONVENTIONS;
    assert_eq!(
        conventions.cancel_request(),
        Some(("$/cancel_request", "requestId"))
    );
    assert_eq!(conventions.handshake(), Some("initialize"));
    assert_eq!(conventions.session_field(), Some("sessionId"));
    use acp::jsonrpc::Notification;
    assert_eq!(
        conventions.cancel_request().map(|(method, _)| method),
        Some(<v1::CancelRequestNotification as Notification>::METHOD)
    );
}
