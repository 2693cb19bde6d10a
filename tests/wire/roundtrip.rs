//! Every example message of the v1 spec pages, and our own edge cases, decodes
//! through the generated dispatch unions and encodes back to the same JSON, except
//! where the schema says otherwise (each such difference is listed with its reason).

use crate::support;

use support::wire::{check_cases, load, reencode, Case};

/// Spec examples whose re-encoding differs from the page, with the schema's reason.
/// Keyed by `source#n`, n counting the examples of that page from 0.
/// Fields with a schema `default` are written out on encode, so that a peer that does
/// not apply defaults sees the same values we do. Pages outside `docs/protocol/v1/`
/// predate the current schema; where they disagree with it, the schema wins.
const SPEC_EXCEPTIONS: &[(&str, &[&str], &str)] = &[
    (
        "docs/protocol/initialization.mdx#0",
        &["-/result/agentCapabilities/mcp", "+/result/agentCapabilities/mcpCapabilities", "+/result/agentCapabilities/auth"],
        "the page says `mcp`; the schema names the field `mcpCapabilities` (default written out) and has no `mcp`",
    ),
    (
        "docs/protocol/session-setup.mdx#2",
        &[
            "+/result/agentCapabilities/promptCapabilities",
            "+/result/agentCapabilities/mcpCapabilities",
            "+/result/agentCapabilities/sessionCapabilities",
            "+/result/agentCapabilities/auth",
            "+/result/authMethods",
        ],
        "AgentCapabilities fields and InitializeResponse.authMethods have schema defaults",
    ),
    ("docs/protocol/session-setup.mdx#6", &["~/result"], "a null result is read as {} (every LoadSessionResponse field is optional)"),
    (
        "docs/protocol/session-setup.mdx#7",
        &[
            "+/result/agentCapabilities/loadSession",
            "+/result/agentCapabilities/promptCapabilities",
            "+/result/agentCapabilities/sessionCapabilities",
            "+/result/agentCapabilities/auth",
            "+/result/authMethods",
        ],
        "AgentCapabilities fields and InitializeResponse.authMethods have schema defaults",
    ),
    (
        "docs/protocol/file-system.mdx#0",
        &["-/result/clientCapabilities", "+/result/agentCapabilities", "+/result/authMethods"],
        "the page shows client capabilities as an initialize *response*; InitializeResponse has no \
         clientCapabilities, and agentCapabilities/authMethods have schema defaults",
    ),
    ("docs/protocol/file-system.mdx#4", &["~/result"], "a null result is read as {} (WriteTextFileResponse has only optional fields)"),
    (
        "docs/protocol/model-selection.mdx#0",
        &["-/result/models"],
        "`models` was an unstable field; NewSessionResponse in the v1 schema has no such property",
    ),
    (
        "docs/protocol/v1/initialization.mdx#0",
        &["+/params/clientCapabilities/auth"],
        "ClientCapabilities.auth has the schema default {terminal: false}",
    ),
    (
        "docs/protocol/v1/initialization.mdx#1",
        &["+/result/agentCapabilities/sessionCapabilities", "+/result/agentCapabilities/auth"],
        "AgentCapabilities.sessionCapabilities and .auth have the schema default {}",
    ),
    (
        "docs/protocol/v1/extensibility.mdx#5",
        &[
            "+/result/agentCapabilities/promptCapabilities",
            "+/result/agentCapabilities/mcpCapabilities",
            "+/result/agentCapabilities/sessionCapabilities",
            "+/result/agentCapabilities/auth",
            "+/result/authMethods",
        ],
        "AgentCapabilities fields and InitializeResponse.authMethods have schema defaults",
    ),
    (
        "docs/protocol/v1/extensibility.mdx#6",
        &[
            "+/result/agentCapabilities/loadSession",
            "+/result/agentCapabilities/promptCapabilities",
            "+/result/agentCapabilities/mcpCapabilities",
            "+/result/agentCapabilities/auth",
            "+/result/authMethods",
        ],
        "AgentCapabilities fields and InitializeResponse.authMethods have schema defaults",
    ),
    (
        "docs/protocol/v1/session-list.mdx#0",
        &[
            "+/result/agentCapabilities/loadSession",
            "+/result/agentCapabilities/promptCapabilities",
            "+/result/agentCapabilities/mcpCapabilities",
            "+/result/agentCapabilities/auth",
            "+/result/authMethods",
        ],
        "AgentCapabilities fields and InitializeResponse.authMethods have schema defaults",
    ),
];

/// Spec examples that must fail to decode, because the page predates the schema.
const SPEC_REJECTED: &[(&str, &str, &str)] = &[
    (
        "docs/protocol/session-modes.mdx#2",
        "missing field `currentModeId`",
        "the page's current_mode_update says `modeId`; the schema requires `currentModeId`",
    ),
    (
        "docs/protocol/model-selection.mdx#1",
        "unknown method `session/set_model`",
        "session/set_model is not a method of the v1 schema (it was unstable)",
    ),
];

fn check_all(cases: &[Case], expected: impl Fn(&str, &Case) -> Vec<String>) {
    check_cases(
        cases,
        |_, case| Some(reencode::<acp::v1::Module>(case)),
        SPEC_REJECTED,
        expected,
    );
}

#[test]
fn spec_examples_round_trip() {
    let cases = load(include_str!("../corpus/spec_v1_examples.json"));
    assert!(cases.len() >= 18, "the spec corpus went missing");
    check_all(&cases, |id, _| {
        SPEC_EXCEPTIONS
            .iter()
            .find(|(e, _, _)| *e == id)
            .map(|(_, paths, _)| paths.iter().map(|p| p.to_string()).collect())
            .unwrap_or_default()
    });
}

#[test]
fn edge_cases_round_trip() {
    let cases = load(include_str!("../corpus/edge_cases.json"));
    for c in &cases {
        assert!(
            c.expect.is_empty() || c.why.is_some(),
            "every expected difference needs a reason"
        );
    }
    check_all(&cases, |_, c| c.expect.clone());
}

/// `tag()` of every session update of the v1 corpora (and of a minimal one of
/// each variant they lack) is the `sessionUpdate` it was decoded from.
#[test]
fn session_update_tags() {
    let mut cases = load(include_str!("../corpus/spec_v1_examples.json"));
    cases.extend(load(include_str!("../corpus/edge_cases.json")));
    use acp::v1::SessionUpdate;
    support::tags::check_session_update_tags(
        "codegen/schema/v1/schema.json",
        &cases,
        &rejected(),
        SessionUpdate::tag,
        |u| matches!(u, SessionUpdate::Unknown(_)),
    );
}

/// The same through `acp::v1_unstable`, whose schema has more variants.
#[cfg(feature = "unstable")]
#[test]
fn unstable_session_update_tags() {
    let mut cases = load(include_str!("../corpus/spec_v1_examples.json"));
    cases.extend(load(include_str!("../corpus/edge_cases.json")));
    use acp::v1_unstable::SessionUpdate;
    support::tags::check_session_update_tags(
        "codegen/schema/v1/schema.unstable.json",
        &cases,
        &rejected(),
        SessionUpdate::tag,
        |u| matches!(u, SessionUpdate::Unknown(_)),
    );
}

/// The cases the schema rejects, by id.
fn rejected() -> Vec<&'static str> {
    SPEC_REJECTED.iter().map(|(id, ..)| *id).collect()
}

/// A union with a tagless default: `tag()` is `None` for it (nothing on the
/// wire), the tag for the others, and what the catch-all kept.
#[test]
fn tagless_default_has_no_tag() {
    use acp::v1::McpServer;
    let decode = |json| serde_json::from_value::<McpServer>(json).unwrap();
    let stdio =
        decode(serde_json::json!({"name": "fs", "command": "mcp-fs", "args": [], "env": []}));
    assert!(matches!(stdio, McpServer::Stdio(_)));
    assert_eq!(stdio.tag(), None);
    let http =
        decode(serde_json::json!({"type": "http", "name": "fs", "url": "http://x", "headers": []}));
    assert_eq!(http.tag(), Some("http"));
    let future = decode(serde_json::json!({"type": "_carrier_pigeon", "name": "fs"}));
    assert!(matches!(future, McpServer::Unknown(_)));
    assert_eq!(future.tag(), Some("_carrier_pigeon"));
}
