//! A session's config options: `session/new` may offer them (`configOptions`),
//! and `session/set_config_option` on one of them must be answered with every
//! option, that one at its new value.
//!
//! The same answer is checked for the session config options RFD's transition
//! rule: an agent offering mode-like configuration sends both a `mode` option
//! and the older `modes`, alike.
//!
//! The option changed is one that does the least for an agent that acts for
//! real: a model or reasoning setting before a mode (a mode may let the agent
//! act without asking). It is set back to its value afterwards, and no prompt
//! is sent in that session.

use serde_json::Value;

use super::{brief, opened_session, ready, to_json, Stop};
use crate::jsonrpc::method::Request;
use crate::testing::recorder::Recorder;
use crate::testing::report::Outcome;
use crate::testing::wire::Peer;
use crate::v1::{
    NewSessionResponse, SessionConfigOption, SessionConfigOptionCategory, SessionConfigOptionKind,
    SessionConfigSelect, SessionConfigSelectOptions, SetSessionConfigOptionRequest,
    SetSessionConfigOptionRequestKind, SetSessionConfigOptionResponse,
};

const ID: &str = "session.config-options";
const MODES: &str = "session.modes-sync";

pub async fn run(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    ready(agent, rec, auth).await?;
    let (session, opened) = opened_session(agent).await?;
    modes_sync(rec, &opened);
    let offered = match opened.get("configOptions") {
        None | Some(Value::Null) => {
            let why =
                "session/new offered no configOptions (an agent MAY: session-config-options, \
                       \"the Agent MAY return a list of configuration options\")";
            rec.record(ID, Outcome::Skip(why.into()));
            return Ok(());
        }
        Some(options) => options,
    };
    let options: Vec<SessionConfigOption> = match serde_json::from_value(offered.clone()) {
        Ok(options) => options,
        Err(e) => {
            let why = format!("the configOptions of session/new do not decode: {e}");
            rec.record(ID, Outcome::Fail(why));
            return Ok(());
        }
    };
    let Some(change) = least_consequential(&options) else {
        let why = "no config option of session/new has another value to set";
        rec.record(ID, Outcome::Skip(why.into()));
        return Ok(());
    };
    let answer = set(agent, &session, &change.id, change.to.clone()).await?;
    let verdict = answered(&answer, &options, &change);
    rec.verdict(ID, verdict);
    // Back to where it was.
    let _ = set(agent, &session, &change.id, change.from.clone()).await?;
    rec.note(
        ID,
        format!(
            "set `{}` from {} to {} and back, in a session of its own that is never prompted",
            change.id,
            shown(&change.from),
            shown(&change.to)
        ),
    );
    Ok(())
}

/// One change of one option.
struct Change {
    id: String,
    from: SetSessionConfigOptionRequestKind,
    to: SetSessionConfigOptionRequestKind,
}

/// The change that does the least: an option other than a mode if there is
/// one (a mode may let the agent act without asking), to another of its
/// values.
fn least_consequential(options: &[SessionConfigOption]) -> Option<Change> {
    let is_mode = |o: &SessionConfigOption| o.category == Some(SessionConfigOptionCategory::Mode);
    let ordered = options
        .iter()
        .filter(|o| !is_mode(o))
        .chain(options.iter().filter(|o| is_mode(o)));
    ordered.filter_map(change_of).next()
}

/// A select option's value ids, groups flattened.
fn values_of(select: &SessionConfigSelect) -> Vec<&str> {
    match &select.options {
        SessionConfigSelectOptions::Ungrouped(values) => {
            values.iter().map(|v| v.value.as_str()).collect()
        }
        SessionConfigSelectOptions::Grouped(groups) => groups
            .iter()
            .flat_map(|g| g.options.iter().map(|v| v.value.as_str()))
            .collect(),
    }
}

fn change_of(option: &SessionConfigOption) -> Option<Change> {
    let (from, to) = match &option.kind {
        SessionConfigOptionKind::Select(select) => {
            let values = values_of(select);
            let current = select.current_value.as_str();
            let other = values.into_iter().find(|v| *v != current)?;
            (
                SetSessionConfigOptionRequestKind::value_id(current),
                SetSessionConfigOptionRequestKind::value_id(other),
            )
        }
        SessionConfigOptionKind::Boolean(flag) => (
            SetSessionConfigOptionRequestKind::boolean(flag.current_value),
            SetSessionConfigOptionRequestKind::boolean(!flag.current_value),
        ),
        _ => return None,
    };
    Some(Change {
        id: option.id.to_string(),
        from,
        to,
    })
}

/// `session/set_config_option` of `id` to `value`; the response.
async fn set(
    agent: &mut Peer,
    session: &str,
    id: &str,
    value: SetSessionConfigOptionRequestKind,
) -> Result<Value, Stop> {
    let request = SetSessionConfigOptionRequest::new(session.to_string(), id, value);
    let params = to_json(&request);
    Ok(agent
        .call(SetSessionConfigOptionRequest::METHOD, params)
        .await?)
}

/// The answer carries every option offered, the changed one at its new value.
fn answered(
    answer: &Value,
    offered: &[SessionConfigOption],
    change: &Change,
) -> Result<(), String> {
    let result = answer.get("result").ok_or_else(|| brief(answer))?;
    let state: SetSessionConfigOptionResponse = serde_json::from_value(result.clone())
        .map_err(|e| format!("the answer does not decode: {e}"))?;
    let missing: Vec<String> = offered
        .iter()
        .filter(|o| !state.config_options.iter().any(|s| s.id == o.id))
        .map(|o| format!("`{}`", o.id))
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "the answer leaves out {} (it must be the complete list)",
            missing.join(", ")
        ));
    }
    let changed = state
        .config_options
        .iter()
        .find(|o| o.id.as_str() == change.id)
        .expect("checked above");
    let now = match &changed.kind {
        SessionConfigOptionKind::Select(s) => {
            SetSessionConfigOptionRequestKind::value_id(s.current_value.as_str())
        }
        SessionConfigOptionKind::Boolean(b) => {
            SetSessionConfigOptionRequestKind::boolean(b.current_value)
        }
        _ => return Err(format!("`{}` changed its type in the answer", change.id)),
    };
    match now == change.to {
        true => Ok(()),
        false => Err(format!(
            "set `{}` to {}, but the answer says {}",
            change.id,
            shown(&change.to),
            shown(&now)
        )),
    }
}

/// A value as the wire has it, for messages.
fn shown(value: &SetSessionConfigOptionRequestKind) -> String {
    to_json(value)
        .get("value")
        .map_or_else(|| "?".into(), Value::to_string)
}

/// The transition rule of "Relationship to Session Modes", on session/new's
/// answer: a select option of category `mode` and `modes` come together and
/// say the same modes, the same one current.
fn modes_sync(rec: &mut Recorder, opened: &Value) {
    const RULE: &str = "session-config-options, Relationship to Session Modes: agents that \
                        provide mode-like configuration SHOULD send both";
    // Read typed: a part that does not decode counts as absent (the config
    // check says why it does not decode).
    let answer: Option<NewSessionResponse> = serde_json::from_value(opened.clone()).ok();
    let (options, modes) = answer
        .map(|a| (a.config_options.unwrap_or_default(), a.modes))
        .unwrap_or_default();
    let option = options.iter().find_map(|o| match (&o.category, &o.kind) {
        (Some(SessionConfigOptionCategory::Mode), SessionConfigOptionKind::Select(s)) => Some(s),
        _ => None,
    });
    let verdict = match (option, modes) {
        (None, None) => {
            let why = "session/new offered neither modes nor a config option of category `mode`";
            return rec.record(MODES, Outcome::Skip(why.into()));
        }
        (Some(_), None) => Err(format!(
            "session/new offered a config option of category `mode` but no `modes`, which \
             clients that only support the older API read ({RULE})"
        )),
        (None, Some(_)) => Err(format!(
            "session/new offered `modes` but no config option of category `mode` ({RULE})"
        )),
        (Some(select), Some(modes)) => {
            let values = values_of(select);
            let ids: Vec<&str> = modes
                .available_modes
                .iter()
                .map(|m| m.id.as_str())
                .collect();
            if ids != values {
                Err(format!(
                    "`modes` lists {ids:?} and the `mode` option {values:?} (agents SHOULD keep both in sync)"
                ))
            } else if modes.current_mode_id.as_str() != select.current_value.as_str() {
                Err(format!(
                    "the current mode is `{}` in `modes` and `{}` in the `mode` option (agents SHOULD keep both in sync)",
                    modes.current_mode_id, select.current_value
                ))
            } else {
                Ok(())
            }
        }
    };
    rec.verdict(MODES, verdict);
}
