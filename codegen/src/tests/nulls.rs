//! Which fields of the vendored schemas tell an explicit `null` apart from absence
//! (`crate::nulls` reads it from the schema's prose). The lists are pinned
//! here, so that a schema bump or a change of the recogniser that moves a field in
//! or out is reviewed; and a field whose docs speak of being left "unchanged" when
//! omitted must be among them, so that new wording is noticed rather than read as
//! `null` = absent.

use crate::model::{Field, Payload, Shape, Ty, Variant};
use crate::schemas::Schema;

/// `(owner, field)` for every field of every struct and inline variant.
fn fields(schema: Schema) -> Vec<(String, Field)> {
    let protocol = crate::model::Protocol::from_json(schema.json).unwrap();
    let mut out = vec![];
    fn variants(owner: &str, vs: &[Variant], out: &mut Vec<(String, Field)>) {
        for v in vs {
            if let Payload::Fields(fs) = &v.payload {
                let owner = format!("{owner}::{}", v.name);
                out.extend(fs.iter().map(|f| (owner.clone(), f.clone())));
            }
        }
    }
    for def in &protocol.types {
        let mut shapes = vec![(def.name.clone(), &def.shape)];
        if let Shape::Struct(s) = &def.shape {
            out.extend(s.fields.iter().map(|f| (def.name.clone(), f.clone())));
            if let Some(kind) = &s.flatten {
                shapes.push((kind.name.clone(), &kind.shape));
            }
        }
        for (owner, shape) in shapes {
            match shape {
                Shape::Tagged(t) => {
                    variants(&owner, &t.variants, &mut out);
                    variants(&owner, t.untagged_default.as_slice(), &mut out);
                }
                Shape::Untagged(u) => variants(&owner, &u.variants, &mut out),
                _ => {}
            }
        }
    }
    out
}

fn keeping_null(schema: Schema) -> Vec<String> {
    fields(schema)
        .into_iter()
        .filter(|(_, f)| f.keeps_null)
        .map(|(owner, f)| format!("{owner}.{}", f.wire))
        .collect()
}

const V1: &[&str] = &[
    "SessionInfoUpdate.title",
    "SessionInfoUpdate.updatedAt",
    "CompactionUpdate.summary",
    "CompactionUpdate.error",
    "CompactionUpdate._meta",
    "SubagentUpdate.title",
    "SubagentUpdate.description",
    "SubagentUpdate.capabilities",
    "SubagentUpdate.state",
    "SubagentUpdate.cwd",
    "SubagentUpdate.additionalDirectories",
    "SubagentUpdate._meta",
    "SessionMessage.senderSessionId",
    "SessionMessage.recipientSessionId",
    "SessionMessage.senderMessageId",
    "SessionMessage.recipientMessageId",
    "SessionMessage.content",
    "SessionMessage._meta",
];

/// `CursorUpdate.anchor` is not here: "Omitted and `null` are equivalent and leave
/// the stored anchor unchanged".
const V1_UNSTABLE_ONLY: &[&str] = &[
    "CursorUpdate.capabilities",
    "CursorUpdate._meta",
    "McpError.data",
];

const V2: &[&str] = &[
    "ToolCallUpdate.name",
    "ToolCallUpdate.title",
    "ToolCallUpdate.kind",
    "ToolCallUpdate.status",
    "ToolCallUpdate.content",
    "ToolCallUpdate.locations",
    "ToolCallUpdate.rawInput",
    "ToolCallUpdate.rawOutput",
    "ToolCallUpdate.capabilities",
    "ToolCallUpdate._meta",
    "UserMessage.content",
    "UserMessage._meta",
    "AgentMessage.content",
    "AgentMessage._meta",
    "AgentThought.content",
    "AgentThought._meta",
    "TerminalUpdate.command",
    "TerminalUpdate.cwd",
    "TerminalUpdate.output",
    "TerminalUpdate.exitStatus",
    "TerminalUpdate.size",
    "TerminalUpdate.capabilities",
    "TerminalUpdate._meta",
    "SessionInfoUpdate.title",
    "SessionInfoUpdate.updatedAt",
    "SessionInfoUpdate._meta",
    "UsageUpdate.cost",
    "UsageUpdate._meta",
    "CompactionUpdate.status",
    "CompactionUpdate.summary",
    "CompactionUpdate.error",
    "CompactionUpdate._meta",
    "SubagentUpdate.title",
    "SubagentUpdate.description",
    "SubagentUpdate.capabilities",
    "SubagentUpdate.state",
    "SubagentUpdate.cwd",
    "SubagentUpdate.additionalDirectories",
    "SubagentUpdate._meta",
    "SessionMessage.senderSessionId",
    "SessionMessage.recipientSessionId",
    "SessionMessage.senderMessageId",
    "SessionMessage.recipientMessageId",
    "SessionMessage.content",
    "SessionMessage._meta",
];

const V2_UNSTABLE_ONLY: &[&str] = &[
    "CursorUpdate.capabilities",
    "CursorUpdate._meta",
    "McpError.data",
];

fn sorted(lists: &[&[&str]]) -> Vec<String> {
    let mut all: Vec<String> = lists.concat().iter().map(|s| s.to_string()).collect();
    all.sort();
    all
}

fn check(schema: Schema, expected: &[&[&str]]) {
    if !schema.source.starts_with("codegen/") {
        return; // built against an override: the lists are the vendored files'
    }
    let mut found = keeping_null(schema);
    found.sort();
    assert_eq!(found, sorted(expected), "{}", schema.source);
}

#[test]
fn the_fields_that_keep_null_are_the_listed_ones() {
    check(crate::modules::get("v1").unwrap().schema, &[V1]);
    check(
        crate::modules::get("v1_unstable").unwrap().schema,
        &[V1, V1_UNSTABLE_ONLY],
    );
    check(crate::modules::get("v2").unwrap().schema, &[V2]);
    check(
        crate::modules::get("v2_unstable").unwrap().schema,
        &[V2, V2_UNSTABLE_ONLY],
    );
}

/// "Omitted leaves it unchanged" means absence is not `null`: such a field must be
/// recognised, unless it says outright that `null` is the same as omission (the
/// recogniser's own reading, `crate::nulls::says_null_is_absence`).
#[test]
fn every_field_left_unchanged_when_omitted_is_recognised() {
    for schema in crate::modules::all().iter().map(|m| m.schema) {
        let missed: Vec<String> = fields(schema)
            .into_iter()
            .filter(|(_, f)| !f.required && (f.nullable || f.ty == Ty::Value))
            .filter(|(_, f)| {
                let docs = f.docs.as_deref().unwrap_or_default();
                let lower = docs.to_lowercase();
                let unchanged = ["unchanged", "no change", "keep their previous"];
                unchanged.iter().any(|w| lower.contains(w))
                    && !crate::nulls::says_null_is_absence(docs)
            })
            .filter(|(_, f)| !f.keeps_null)
            .map(|(owner, f)| format!("{owner}.{}", f.wire))
            .collect();
        assert!(missed.is_empty(), "{}: {missed:?}", schema.source);
    }
}
