//! Which optional fields tell an explicit `null` apart from leaving the field out:
//! the one place this knowledge lives.
//!
//! # How nullable optional fields are modelled
//!
//! An optional field's Rust type follows its meaning, not whether the schema's
//! JSON type admits `null`:
//!
//! - `Option<T>` for every optional field by default, nullable or not: `null`
//!   decodes as `None`, exactly like absence. A release that only starts allowing
//!   `null` on an optional field (a `_meta` that becomes `object | null`, with
//!   "Omitted and `null` are equivalent") changes nothing for users;
//! - `Option<Option<T>>` only where the prose gives `null` a meaning of its own
//!   (below): then `null` and absence are two different messages, and a type
//!   that could not tell them apart would lose what the sender meant. A release
//!   that gives `null` such a meaning (v2's `UsageUpdate._meta` in 1.20.0: from
//!   "Omitted and `null` are equivalent" to "Omitted leaves the stored metadata
//!   unchanged. `null` clears it") changes the field's meaning, and its type
//!   follows; the semantic diff calls it a break.
//!
//! For most optional fields of the ACP schema, `null` and absence mean the same
//! thing, and `Option<T>` says all there is to say. Some fields say otherwise, but
//! only in prose, as the schema has no keyword for it:
//!
//! - updates with patch semantics: "Omission leaves the title unchanged, `null`
//!   unsets it, and a string replaces it" (`ToolCallUpdate`, `SessionInfoUpdate`,
//!   `SubagentUpdate`, ...);
//! - a JSON value whose `null` is data: "Explicit null is retained" (`McpError.data`).
//!
//! The schema states this in a handful of regular ways, which [`keeps_null`]
//! recognises:
//!
//! | where | statement |
//! |---|---|
//! | the field | "`null` clears / unsets / resets / removes ..." (also "`null` or `[]` clears") |
//! | the field | "Set to null to clear" |
//! | the field | "Explicit null is retained" |
//! | its object | "Other fields have patch semantics" / "All fields have ..." (every optional field) |
//! | its object | "`summary`, `error`, and `_meta` have patch semantics" (the fields named) |
//! | its object | "Omitted fields leave ... unchanged" with "`null` clears" (every optional field) |
//!
//! A field's own statement that `null` is omission ("Omitted and `null` are
//! equivalent ...", [`says_null_is_absence`]) overrides what its object says.
//!
//! The generator declares such a field `Option<Option<T>>` (`None` absent,
//! `Some(None)` an explicit `null`, `Some(Some(v))` a value), or a JSON value
//! `Option<Value>` that keeps `null` as `Some(Value::Null)`; see
//! [`crate::model::Field::keeps_null`]. `tests/nulls.rs` pins the fields found in
//! each vendored schema, and fails on a field that speaks of being left
//! "unchanged" when omitted but is not recognised here, so that a reworded schema
//! is noticed instead of being read as `null` = absent.

/// Whether property `wire` keeps an explicit `null` apart from absence, by the
/// description of its object (`owner_docs`) and its own (`field_docs`). The caller
/// asks only for optional fields that may be `null`.
///
/// The field's own words come first: a field that says `null` and omission are
/// the same ("Omitted and `null` are equivalent and leave the stored anchor
/// unchanged", v1's `CursorUpdate.anchor`) is not made a patch field by its
/// object's "Other fields have patch semantics".
pub fn keeps_null(owner_docs: Option<&str>, wire: &str, field_docs: Option<&str>) -> bool {
    let field = field_docs.map(normalize);
    if field.as_deref().is_some_and(field_says) {
        return true;
    }
    if field_docs.is_some_and(says_null_is_absence) {
        return false;
    }
    owner_docs
        .map(normalize)
        .is_some_and(|d| object_says(&d, wire))
}

/// Statements that an explicit `null` means the same as leaving the field out.
const SAME_AS_ABSENT: [&str; 4] = [
    "`null` are equivalent",
    "`null` both mean",
    "sending `null` both mean",
    "treat `null` like omission",
];

/// Whether a field's description says outright that `null` and omission mean the
/// same ("Omitted and `null` are equivalent", "Omitted or `null` both mean ...",
/// "Receivers treat `null` like omission"), line breaks and all.
pub fn says_null_is_absence(field_docs: &str) -> bool {
    let docs = normalize(field_docs);
    SAME_AS_ABSENT.iter().any(|s| docs.contains(s))
}

/// Verbs that say what an explicit `null` does to a stored value.
const CLEARING: [&str; 4] = ["clear", "unset", "reset", "remov"];

/// The field's own description says that `null` is not absence.
fn field_says(docs: &str) -> bool {
    docs.contains("Set to null to clear")
        || docs.contains("Explicit null is retained")
        || null_clears(docs)
}

/// "`null` clears it", "`null` or `[]` clears it", "`null` resets it to ...".
fn null_clears(docs: &str) -> bool {
    docs.match_indices("`null` ").any(|(at, found)| {
        let rest = &docs[at + found.len()..];
        let rest = rest.strip_prefix("or `[]` ").unwrap_or(rest);
        CLEARING.iter().any(|verb| rest.starts_with(verb))
    })
}

/// The object's description says that `wire` (or every optional field) has patch
/// semantics.
fn object_says(docs: &str, wire: &str) -> bool {
    let every = docs.contains("Omitted fields leave") && null_clears(docs);
    every
        || docs.split(". ").any(|sentence| {
            let Some(subject) = ["have patch semantics", "has patch semantics"]
                .iter()
                .find_map(|claim| sentence.split_once(claim).map(|(subject, _)| subject))
            else {
                return false;
            };
            let subject = subject.trim();
            subject.ends_with("Other fields")
                || subject.ends_with("All fields")
                || subject
                    .split('`')
                    .skip(1)
                    .step_by(2)
                    .any(|name| name == wire)
        })
}

/// The description with each run of whitespace (line breaks included) as one space.
fn normalize(docs: &str) -> String {
    docs.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::keeps_null;

    #[test]
    fn field_statements() {
        let field = |docs| keeps_null(None, "title", Some(docs));
        assert!(field(
            "Omission leaves the title unchanged, `null` unsets it."
        ));
        assert!(field("Omitted means unchanged. `null` clears it."));
        assert!(field(
            "Omission leaves it unchanged, `null` resets it to `other`."
        ));
        assert!(field(
            "Omitted leaves content unchanged. `null` or `[]` clears it."
        ));
        assert!(field("Human-readable title.\nSet to null to clear."));
        assert!(field("Optional error data. Explicit null is retained."));
        assert!(!field(
            "Omitted and `null` are equivalent and mean no title."
        ));
        assert!(!field(
            "Omitting it or sending `null` both mean that it is left unchanged."
        ));
        assert!(!field(
            "Senders MUST use an array, not `null`. Receivers treat `null` like omission."
        ));
    }

    /// A field that says `null` is omission keeps to it, even inside an object
    /// whose other fields have patch semantics.
    #[test]
    fn the_field_says_null_is_absence() {
        let anchor = "Required on the first update. A later update can omit it.\nOmitted and `null` are\nequivalent and leave the stored anchor unchanged.";
        assert!(super::says_null_is_absence(anchor));
        let object = "Only `cursorId` is required. Other fields have patch semantics.";
        assert!(!keeps_null(Some(object), "anchor", Some(anchor)));
        assert!(keeps_null(
            Some(object),
            "capabilities",
            Some("The methods.")
        ));
        assert!(!super::says_null_is_absence(
            "Omission leaves it unchanged, `null` clears it."
        ));
    }

    #[test]
    fn object_statements() {
        let object = |docs, wire| keeps_null(Some(docs), wire, None);
        let others = "Only `toolCallId` is required. Other fields have patch\nsemantics: omitted fields leave the value unchanged.";
        assert!(object(others, "title"));
        let named = "Later updates patch it. `summary`, `error`, and `_meta` have patch semantics: omission leaves the stored value unchanged.";
        assert!(object(named, "summary"));
        assert!(object(named, "_meta"));
        assert!(!object(named, "status"));
        assert!(object("`content` has patch semantics: ...", "content"));
        let every = "Omitted fields leave the existing session info unchanged. `null` clears the corresponding value.";
        assert!(object(every, "updatedAt"));
        assert!(!object(
            "Later updates patch that entity in place.",
            "summary"
        ));
    }
}
