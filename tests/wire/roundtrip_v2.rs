//! Every example message of the v2 spec pages (tests/corpus/spec_v2_examples.json)
//! decodes through the generated dispatch unions of `acp::v2` and encodes back to the
//! same JSON, except where codegen/schema/v2/schema.json says otherwise: each such case
//! is listed below with the schema's reason. Most pages were read at commits older than
//! our schema (SDK 2.4.0), and most disagreements are the page being stale; where page
//! and schema disagree, the schema wins. Variants that only the unstable schema has
//! are decoded through `acp::v2_unstable` (features `v2` + `unstable`).
#![cfg(feature = "v2")]

use crate::support;

use support::wire::{case_ids, check_cases, load, reencode, Case};

/// Cases whose variant only schema.unstable.json defines, with that variant. They are
/// decoded through `acp::v2_unstable`, and not checked without the feature `unstable`.
/// (`acp::v2` rejects the two plan cases too, for the same missing `planId`, but reads
/// them as the unknown-`type` fallback of `PlanUpdateContent`; the unstable module
/// checks them as the variants the page means.)
const UNSTABLE_ONLY: &[(&str, &str)] = &[
    (
        "docs/protocol/v2/draft/agent-plan.mdx#0",
        "PlanUpdateContent `markdown` (PlanMarkdown)",
    ),
    (
        "docs/protocol/v2/draft/agent-plan.mdx#1",
        "PlanUpdateContent `file` (PlanFile)",
    ),
    (
        "docs/protocol/v2/draft/agent-plan.mdx#2",
        "SessionUpdate `plan_removed` (PlanRemoved)",
    ),
];

/// Spec examples whose re-encoding differs from the page, with the schema's reason.
/// Keyed by `source#n`, n counting the examples of that page from 0.
const SPEC_EXCEPTIONS: &[(&str, &[&str], &str)] = &[(
    "docs/protocol/v2/slash-commands.mdx#0",
    &["~/params/update/availableCommands"],
    "AvailableCommand requires the `type` discriminator (`command`) that the page's \
     commands lack, and AvailableCommandsUpdate.availableCommands is \
     x-deserialize-skip-invalid-items: all three commands are dropped",
)];

/// Spec examples that the schema rejects: (id, decode error text, reason).
const SPEC_REJECTED: &[(&str, &str, &str)] = &[
    (
        "docs/protocol/v2/initialization.mdx#0",
        "missing field `info`",
        "InitializeRequest requires `info`; the page sends `clientInfo`, which v2 no longer has",
    ),
    (
        "docs/protocol/v2/initialization.mdx#1",
        "missing field `info`",
        "InitializeResponse requires `info` (the page sends `agentInfo`); `prompt` and `mcp` \
         belong under `capabilities.session`, with object support markers, not booleans",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#0",
        "missing field `type`",
        "McpServer requires its `type` discriminator (`stdio`), which the page's server lacks",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#2",
        "missing field `info`",
        "InitializeResponse requires `info`; SessionCapabilities has no `load`",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#3",
        "unknown method `session/load`",
        "v2 has no session/load (session/resume with `replayFrom` replaces it)",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#4",
        "missing field `messageId`",
        "user_message_chunk requires `messageId`",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#5",
        "missing field `messageId`",
        "agent_message_chunk requires `messageId`",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#6",
        "unknown method `session/load`",
        "v2 has no session/load",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#7",
        "missing field `info`",
        "InitializeResponse requires `info`; SessionCapabilities has no `resume` marker \
         (session/resume is baseline)",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#8",
        "missing field `type`",
        "McpServer requires its `type` discriminator (`stdio`), which the page's server lacks",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#10",
        "missing field `info`",
        "InitializeResponse requires `info`; SessionCapabilities has no `close` marker \
         (session/close is baseline)",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#13",
        "unknown method `session/load`",
        "v2 has no session/load",
    ),
    (
        "docs/protocol/v2/session-setup.mdx#14",
        "missing field `info`",
        "InitializeResponse requires `info`; `mcp` belongs under `capabilities.session`",
    ),
    (
        "docs/protocol/v2/prompt-turn.mdx#1",
        "missing field `messageId`",
        "PromptResponse requires `messageId` (the ID of the inserted user message); the page \
         answers `{}`",
    ),
    (
        "docs/protocol/v2/prompt-turn.mdx#4",
        "missing field `planId`",
        "PlanItems requires `planId`; the page names it `id`",
    ),
    (
        "docs/protocol/v2/tool-calls.mdx#3",
        "missing field `title`",
        "RequestPermissionRequest requires `title`; the tool call goes in \
         `subject: {type: tool_call, toolCall}`, not in a `toolCall` property",
    ),
    (
        "docs/protocol/v2/agent-plan.mdx#0",
        "missing field `planId`",
        "PlanItems requires `planId`; the page names it `id`",
    ),
    (
        "docs/protocol/v2/migration.mdx#0",
        "missing field `info`",
        "the page's \"v1 request\", shown as the v1 side of the change: v2 requires `info`",
    ),
    (
        "docs/protocol/v2/migration.mdx#2",
        "missing field `info`",
        "the page's \"v1 response\", shown as the v1 side of the change: v2 requires `info`",
    ),
    (
        "docs/protocol/v2/migration.mdx#5",
        "missing field `messageId`",
        "the page's v1 prompt response (`stopReason`), shown as the v1 side of the change: \
         v2's PromptResponse requires `messageId`",
    ),
    (
        "docs/protocol/v2/draft/agent-plan.mdx#0",
        "missing field `planId`",
        "PlanMarkdown (unstable) requires `planId`; the page names it `id`",
    ),
    (
        "docs/protocol/v2/draft/agent-plan.mdx#1",
        "missing field `planId`",
        "PlanFile (unstable) requires `planId`; the page names it `id`",
    ),
    (
        "docs/protocol/v2/draft/agent-plan.mdx#2",
        "missing field `planId`",
        "PlanRemoved (unstable) requires `planId`; the page names it `id`",
    ),
    (
        "docs/protocol/v2/draft/authentication.mdx#0",
        "missing field `info`",
        "InitializeResponse requires `info`; an auth method is identified by `methodId` (the \
         page says `id`) and needs its `type`",
    ),
    (
        "docs/protocol/v2/draft/authentication.mdx#1",
        "missing field `info`",
        "InitializeRequest requires `info`; ClientAuthCapabilities.terminal is an object \
         marker (`{}`), not `true`",
    ),
    (
        "docs/protocol/v2/draft/authentication.mdx#2",
        "unknown method `authenticate`",
        "v2 renamed authenticate to auth/login",
    ),
    (
        "docs/protocol/v2/draft/authentication.mdx#3",
        "unknown method `authenticate`",
        "v2 renamed authenticate to auth/login",
    ),
    (
        "docs/protocol/v2/draft/authentication.mdx#4",
        "unknown method `logout`",
        "v2 renamed logout to auth/logout",
    ),
    (
        "docs/protocol/v2/draft/authentication.mdx#5",
        "unknown method `logout`",
        "v2 renamed logout to auth/logout",
    ),
    (
        "docs/protocol/v2/draft/extensibility.mdx#5",
        "missing field `info`",
        "InitializeResponse requires `info`; SessionCapabilities has no `load`",
    ),
];

/// Re-encodes a case through `acp::v2`, or `acp::v2_unstable` for the cases
/// only it defines (`None` without the feature `unstable`).
fn reencode_case(id: &str, case: &Case) -> Option<Result<serde_json::Value, String>> {
    if UNSTABLE_ONLY.iter().any(|(u, _)| *u == id) {
        #[cfg(feature = "unstable")]
        return Some(reencode::<acp::v2_unstable::Module>(case));
        #[cfg(not(feature = "unstable"))]
        return None;
    }
    Some(reencode::<acp::v2::Module>(case))
}

#[test]
fn spec_examples_round_trip() {
    let cases = load(include_str!("../corpus/spec_v2_examples.json"));
    assert!(cases.len() >= 78, "the v2 spec corpus went missing");
    let ids = case_ids(&cases);
    let listed = (SPEC_EXCEPTIONS.iter().map(|(id, ..)| id))
        .chain(SPEC_REJECTED.iter().map(|(id, ..)| id))
        .chain(UNSTABLE_ONLY.iter().map(|(id, _)| id));
    for id in listed {
        assert!(
            ids.iter().any(|i| i == id),
            "listed case is not in the corpus: {id}"
        );
    }
    check_cases(&cases, reencode_case, SPEC_REJECTED, |id, _| {
        SPEC_EXCEPTIONS
            .iter()
            .find(|(e, _, _)| *e == id)
            .map(|(_, paths, _)| paths.iter().map(|p| p.to_string()).collect())
            .unwrap_or_default()
    });
}

/// The one exception drops the commands rather than keeping them in some other shape.
#[test]
fn untyped_commands_are_dropped() {
    let cases = load(include_str!("../corpus/spec_v2_examples.json"));
    let ids = case_ids(&cases);
    let (_, case) = ids
        .iter()
        .zip(&cases)
        .find(|(id, _)| *id == SPEC_EXCEPTIONS[0].0)
        .expect("the slash-commands case is in the corpus");
    let out = reencode::<acp::v2::Module>(case).expect("decodes");
    assert_eq!(
        case.message["params"]["update"]["availableCommands"]
            .as_array()
            .map(Vec::len),
        Some(3)
    );
    assert_eq!(
        out["params"]["update"]["availableCommands"],
        serde_json::json!([])
    );
}

/// An unknown tag is kept in the catch-all only with the fields the schema's fallback
/// branch requires besides the tag (`PlanUpdateContent`'s fallback requires `planId`).
#[test]
fn catch_all_requires_the_fallbacks_fields() {
    use acp::v2::PlanUpdateContent;
    let without: Result<PlanUpdateContent, _> =
        serde_json::from_value(serde_json::json!({"type": "sketch", "body": "x"}));
    let error = without.expect_err("a fallback without planId was accepted");
    assert!(error.to_string().contains("planId"), "{error}");

    let with: PlanUpdateContent =
        serde_json::from_value(serde_json::json!({"type": "sketch", "planId": "p1"}))
            .expect("a fallback with planId is rejected");
    assert!(matches!(with, PlanUpdateContent::Unknown(_)), "{with:?}");
}

/// `tag()` of every session update of the v2 corpus (and of a minimal one of
/// each variant it lacks) is the `sessionUpdate` it was decoded from.
#[test]
fn session_update_tags() {
    let cases = load(include_str!("../corpus/spec_v2_examples.json"));
    use acp::v2::SessionUpdate;
    support::tags::check_session_update_tags(
        "codegen/schema/v2/schema.json",
        &cases,
        &rejected(),
        SessionUpdate::tag,
        |u| matches!(u, SessionUpdate::Unknown(_)),
    );
}

/// The same through `acp::v2_unstable`, whose schema has more variants.
#[cfg(feature = "unstable")]
#[test]
fn unstable_session_update_tags() {
    let cases = load(include_str!("../corpus/spec_v2_examples.json"));
    use acp::v2_unstable::SessionUpdate;
    support::tags::check_session_update_tags(
        "codegen/schema/v2/schema.unstable.json",
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
