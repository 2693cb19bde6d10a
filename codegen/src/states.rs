//! How messages change a session's state: the schema's `x-state` annotations,
//! read in one place.
//!
//! ACP v2's schema says, on each `session/update` variant and on the answers
//! that carry session state, what a client that keeps the session's state
//! does with it: an annotation `"x-state": {"session": [CHANGE, ...]}` (or
//! `{"agent": [...]}` for state of the agent as a whole), where each change
//! has an `action` on a `target` (a part of the state, such as
//! `configOptions` or `toolCall`):
//!
//! - `replace`: the target becomes `value` (a property of the annotated
//!   object), or with `field` only that field of the target does;
//! - `upsert`: the target (the entry named by `id`, for a keyed target) is
//!   created or updated from the annotated object, the properties it carries;
//! - `append`: `value` is appended to the target's `field` (an entry named by
//!   `id`): a chunk of a message, of a terminal's output;
//! - `remove`: the entry named by `id` goes.
//!
//! `id`, `field` and `value` are property paths (`subject.toolCall`) within the
//! annotated object. An unknown action or a malformed change fails the
//! generator, naming the definition.
//!
//! v1's schema states nothing about state. [`read`] gives a schema without any
//! `x-state` the [`V1_OVERLAY`]: the annotations that describe what the SDK has
//! always kept of a v1 session, written in the same form, so the same
//! generator code renders the state of both (`render/states.rs`). This is the
//! one place where the generator adds to what a schema says.

use serde_json::{Map, Value};

use crate::error::Error;

/// The annotation key.
pub const KEY: &str = "x-state";
/// The scope of the changes the session API keeps (the other is `agent`).
pub const SESSION_SCOPE: &str = "session";

/// What a change does to its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// The target (or its `field`) becomes `value`.
    Replace,
    /// The target (or the entry `id` names) is created or updated from the
    /// annotated object.
    Upsert,
    /// `value` is appended to the target's `field`.
    Append,
    /// The entry `id` names goes.
    Remove,
}

impl Action {
    fn parse(name: &str) -> Option<Action> {
        Some(match name {
            "replace" => Action::Replace,
            "upsert" => Action::Upsert,
            "append" => Action::Append,
            "remove" => Action::Remove,
            _ => return None,
        })
    }
}

/// One change an annotated object makes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub action: Action,
    /// The part of the state changed (`configOptions`, `toolCall`, ...).
    pub target: String,
    /// The path of the property naming the entry of a keyed target.
    pub id: Option<String>,
    /// The target's field changed, rather than the whole target.
    pub field: Option<String>,
    /// The path of the property holding the new value.
    pub value: Option<String>,
}

/// What carries an annotation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owner {
    /// A type (`NewSessionResponse`).
    Type(String),
    /// One variant of a tagged union (`SessionUpdate`'s `config_option_update`).
    Variant {
        /// The union's name.
        union: String,
        /// The variant's tag value.
        tag: String,
    },
}

/// The changes one object makes, in one scope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Annotation {
    pub owner: Owner,
    /// `session` or `agent`.
    pub scope: String,
    pub changes: Vec<Change>,
}

/// What the SDK keeps of a v1 session, as `x-state` annotations by owner (a
/// type, or `Union/tag` for a variant): the modes and config options the
/// answers that open a session carry and the updates change (a mode change
/// sets the current mode, `session/set_mode` too once accepted), the commands,
/// the session's info (fields a `null` clears) and its usage. Entries whose
/// owner a schema lacks are left out.
pub const V1_OVERLAY: &str = r#"[
    ["NewSessionResponse", [
        {"action": "replace", "target": "modes", "value": "modes"},
        {"action": "replace", "target": "configOptions", "value": "configOptions"}]],
    ["LoadSessionResponse", [
        {"action": "replace", "target": "modes", "value": "modes"},
        {"action": "replace", "target": "configOptions", "value": "configOptions"}]],
    ["ResumeSessionResponse", [
        {"action": "replace", "target": "modes", "value": "modes"},
        {"action": "replace", "target": "configOptions", "value": "configOptions"}]],
    ["SetSessionModeRequest", [
        {"action": "replace", "target": "modes", "field": "currentModeId", "value": "modeId"}]],
    ["SetSessionConfigOptionResponse", [
        {"action": "replace", "target": "configOptions", "value": "configOptions"}]],
    ["SessionUpdate/current_mode_update", [
        {"action": "replace", "target": "modes", "field": "currentModeId", "value": "currentModeId"}]],
    ["SessionUpdate/config_option_update", [
        {"action": "replace", "target": "configOptions", "value": "configOptions"}]],
    ["SessionUpdate/available_commands_update", [
        {"action": "replace", "target": "availableCommands", "value": "availableCommands"}]],
    ["SessionUpdate/session_info_update", [{"action": "upsert", "target": "sessionInfo"}]],
    ["SessionUpdate/usage_update", [{"action": "upsert", "target": "usage"}]]
]"#;

/// The annotations of a schema's `$defs`, in schema order; [`V1_OVERLAY`]
/// (where its owners exist) for a schema that has none.
pub fn read(defs: &Map<String, Value>) -> Result<Vec<Annotation>, Error> {
    let mut found = vec![];
    for (name, def) in defs {
        let Some(def) = def.as_object() else { continue };
        if let Some(state) = def.get(KEY) {
            let owner = Owner::Type(name.clone());
            found.extend(annotations(owner, state).map_err(|e| e.within(name))?);
        }
        let branches = def.get("anyOf").or_else(|| def.get("oneOf"));
        for (i, branch) in branches
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
        {
            let Some(state) = branch.get(KEY) else {
                continue;
            };
            let in_branch = |e: Error| e.at(format!("anyOf/{i}")).within(name);
            let tag = tag_value(branch)
                .ok_or_else(|| in_branch(Error::here("an `x-state` on a variant without a tag")))?;
            let owner = Owner::Variant {
                union: name.clone(),
                tag: tag.to_owned(),
            };
            found.extend(annotations(owner, state).map_err(in_branch)?);
        }
    }
    if found.is_empty() {
        return Ok(v1_overlay(defs));
    }
    Ok(found)
}

/// [`V1_OVERLAY`], for the owners `defs` has.
fn v1_overlay(defs: &Map<String, Value>) -> Vec<Annotation> {
    let entries: Vec<(String, Value)> =
        serde_json::from_str(V1_OVERLAY).expect("the overlay is valid JSON");
    entries
        .into_iter()
        .filter_map(|(owner, changes)| {
            let owner = match owner.split_once('/') {
                Some((union, tag)) => {
                    let has_variant = defs
                        .get(union)
                        .and_then(|d| d.get("anyOf").or_else(|| d.get("oneOf")))
                        .and_then(Value::as_array)
                        .is_some_and(|b| b.iter().any(|b| tag_value(b) == Some(tag)));
                    has_variant.then(|| Owner::Variant {
                        union: union.to_owned(),
                        tag: tag.to_owned(),
                    })?
                }
                None => defs.contains_key(&owner).then_some(Owner::Type(owner))?,
            };
            let state = serde_json::json!({ SESSION_SCOPE: changes });
            Some(annotations(owner, &state).expect("the overlay is well-formed"))
        })
        .flatten()
        .collect()
}

/// The tag value of a union branch: the one property it fixes with `const`.
fn tag_value(branch: &Value) -> Option<&str> {
    branch
        .get("properties")?
        .as_object()?
        .values()
        .find_map(|p| p.get("const")?.as_str())
}

/// One `x-state` value: a change list per scope.
fn annotations(owner: Owner, state: &Value) -> Result<Vec<Annotation>, Error> {
    let scopes = state
        .as_object()
        .ok_or_else(|| Error::here("`x-state` is not an object of scopes"))?;
    scopes
        .iter()
        .map(|(scope, changes)| {
            let changes = changes
                .as_array()
                .ok_or_else(|| Error::here(format!("`x-state.{scope}` is not a list of changes")))?
                .iter()
                .enumerate()
                .map(|(i, c)| change(c).map_err(|e| e.at(format!("{KEY}/{scope}/{i}"))))
                .collect::<Result<_, _>>()?;
            Ok(Annotation {
                owner: owner.clone(),
                scope: scope.clone(),
                changes,
            })
        })
        .collect()
}

fn change(value: &Value) -> Result<Change, Error> {
    let obj = value
        .as_object()
        .ok_or_else(|| Error::here("a change is not an object"))?;
    let text = |key: &str| -> Result<Option<String>, Error> {
        match obj.get(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(Error::here(format!("`{key}` is not a string: {other}"))),
        }
    };
    let action = text("action")?.ok_or_else(|| Error::here("a change without `action`"))?;
    let action = Action::parse(&action).ok_or_else(|| {
        Error::here(format!(
            "unknown `x-state` action `{action}` (known: replace, upsert, append, remove)"
        ))
    })?;
    let target = text("target")?.ok_or_else(|| Error::here("a change without `target`"))?;
    let change = Change {
        action,
        target,
        id: text("id")?,
        field: text("field")?,
        value: text("value")?,
    };
    if action == Action::Append && (change.field.is_none() || change.value.is_none()) {
        return Err(Error::here("an `append` needs `field` and `value`"));
    }
    if action == Action::Remove && change.id.is_none() {
        return Err(Error::here("a `remove` needs `id`"));
    }
    Ok(change)
}
