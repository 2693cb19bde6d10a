//! Sessions and turns: the facts about them that the schema states only in
//! prose, written down in one place.
//!
//! The runtime's session layer (`acp::session`) is generic over a module's
//! `Sessions` description, which the generator writes from what it finds here:
//! which request opens a session (found by its shape: the one request of the
//! agent's side that names no session and is answered with one) and which
//! runs a turn, which notification cancels it and which carries a session's
//! updates, the field that names the session, the types that play each part,
//! and how a turn ends ([`Turns`]). The rest is found by the wire names below
//! and checked against the schema's shapes; a schema with sessions in another shape gets no session
//! API, and [`find`] says why.

use crate::methods::{Method, MethodKind};
use crate::model::{Field, Payload, Protocol, Shape, Ty};

/// The request that runs (v1) or starts (v2) a turn.
pub const PROMPT: &str = "session/prompt";
/// The notification that cancels a session's running turn.
pub const CANCEL: &str = "session/cancel";
/// The notification that carries a session's updates.
pub const UPDATE: &str = "session/update";
/// The field of all of them that names the session.
pub const SESSION_FIELD: &str = "sessionId";
/// The field that says why a turn ended (of the prompt's result in v1, of the
/// `idle` state update in v2).
pub const STOP_REASON_FIELD: &str = "stopReason";
/// The stop reason of a cancelled turn.
pub const CANCELLED: &str = "cancelled";
/// The stop reason of a turn that ended as it should: what the state of a
/// resumed session at rest says (the schema allows a resume snapshot to carry
/// the last stop reason "for context"; clients do not count it).
pub const END_TURN: &str = "end_turn";
/// The stop reason of a turn that failed, carrying the error in [`ERROR_FIELD`]
/// (v2 from schema 1.20.0).
pub const FAILED: &str = "error";
/// The field of the [`FAILED`] stop reason that holds the error object.
pub const ERROR_FIELD: &str = "error";
/// The stop reason a failed turn reports where the schema has no [`FAILED`]:
/// the agent does not go on.
pub const REFUSED: &str = "refusal";
/// The update (v2) that reports the session's foreground state, and its states.
pub const STATE_UPDATE: &str = "state_update";
/// See [`STATE_UPDATE`].
pub const RUNNING: &str = "running";
/// See [`STATE_UPDATE`].
pub const REQUIRES_ACTION: &str = "requires_action";
/// See [`STATE_UPDATE`]; ends a turn.
pub const IDLE: &str = "idle";
/// The request in which the agent asks the client's user a question during a
/// turn, which the client MUST answer [`CANCELLED`] once it has cancelled the
/// turn (v1 prompt-turn, "Cancellation"; v2 allows it).
pub const QUESTION: &str = "session/request_permission";
/// The field of the question's result holding its outcome, a union tagged by
/// the same name with a [`CANCELLED`] variant.
pub const OUTCOME_FIELD: &str = "outcome";

/// The requests the session conveniences call (`render/conveniences.rs`):
/// reopening a stored session with its replay, without one, and changing its
/// mode or a config option.
pub const LOAD: &str = "session/load";
/// See [`LOAD`].
pub const RESUME: &str = "session/resume";
/// See [`LOAD`].
pub const SET_MODE: &str = "session/set_mode";
/// See [`LOAD`].
pub const SET_CONFIG_OPTION: &str = "session/set_config_option";
/// The update that carries a piece of the agent's message (v1's `say`), the
/// content block variant it sends, and the update a v2 agent inserts the
/// accepted prompt as (`accept`), with the field naming the message.
pub const AGENT_MESSAGE_CHUNK: &str = "agent_message_chunk";
/// See [`AGENT_MESSAGE_CHUNK`].
pub const TEXT: &str = "text";
/// See [`AGENT_MESSAGE_CHUNK`].
pub const USER_MESSAGE: &str = "user_message";
/// See [`AGENT_MESSAGE_CHUNK`].
pub const MESSAGE_ID_FIELD: &str = "messageId";

/// What the generated session description holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub prompt: String,
    pub cancel: String,
    pub update: String,
    pub session_field: String,
    /// The field of `session/new`'s result that names the session, and the
    /// update notification's field that carries the update (wire names).
    pub opened_field: String,
    pub update_field: String,
    /// The types: `session/new`'s params and result, the prompt's params and
    /// result, the update notification and what it carries, the cancel
    /// notification, the session id and a prompt's block.
    pub new_request: String,
    pub new_response: String,
    pub prompt_request: String,
    pub prompt_response: String,
    pub notification: String,
    pub update_type: String,
    pub cancel_notification: String,
    pub session_id: String,
    pub content_block: String,
    /// The prompt's required params in order: `true` for the session field,
    /// `false` for the prompt's blocks.
    pub prompt_params: Vec<bool>,
    /// The same for the update notification: `false` for the update.
    pub notification_params: Vec<bool>,
    pub turns: Turns,
    /// The question a cancelled turn's client answers `cancelled`, if the
    /// schema has it in the expected shape.
    pub question: Option<Question>,
}

/// The agent's question to the user ([`QUESTION`]) and its `cancelled` answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// The request's wire name.
    pub method: String,
    /// The result that answers it `cancelled`, as JSON.
    pub cancelled: String,
}

/// How a module's turns end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Turns {
    /// The prompt's result ends the turn and says why (v1).
    Answered {
        /// The result of a cancelled turn, as JSON.
        cancelled: String,
    },
    /// The prompt's result only accepts it; state updates report the turn and
    /// `idle` ends it (v2).
    Reported(Box<Reported>),
}

/// How a [`Turns::Reported`] module reports a turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reported {
    /// The update's tag field (`sessionUpdate`) and the Rust name of its state
    /// variant.
    pub update_tag: String,
    pub update_variant: String,
    /// The state union: its type, tag field (`state`), and the Rust names of
    /// its running, requires-action and idle variants.
    pub state_type: String,
    pub state_tag: String,
    pub running: String,
    pub requires_action: String,
    pub idle: String,
    /// What an `idle` update carries: the end of a turn.
    pub idle_type: String,
    /// The end of a cancelled turn, and of a failed one (with `null` where the
    /// error goes, when the schema can carry it), as JSON.
    pub cancelled: String,
    pub failed: String,
    pub failed_carries_error: bool,
    /// The end a resumed session at rest reports ([`END_TURN`]), as JSON,
    /// when the schema has that stop reason.
    pub rested: Option<String>,
}

/// The sessions of `protocol`, or why it has none: a turn request, a cancel
/// and an update notification, all naming the session in `SESSION_FIELD`, a
/// `session/new` answering with the session, and a turn model it can tell.
pub fn find(protocol: &Protocol) -> Result<Table, String> {
    let method = |name: &str, kind: MethodKind| {
        protocol
            .methods
            .iter()
            .find(|m| m.name == name && m.kind == kind)
            .ok_or_else(|| format!("no {kind:?} `{name}`"))
    };
    let prompt = method(PROMPT, MethodKind::Request)?;
    let cancel = method(CANCEL, MethodKind::Notification)?;
    let update = method(UPDATE, MethodKind::Notification)?;
    let required = |m: &Method| -> Result<Vec<&Field>, String> {
        let fields =
            fields(protocol, &m.params).ok_or(format!("`{}` is not an object", m.params))?;
        Ok(fields.iter().filter(|f| f.required).collect())
    };
    let session_id = |f: &Field| match &f.ty {
        Ty::Ref(t) if f.wire == SESSION_FIELD => Some(t.clone()),
        _ => None,
    };
    // `session/cancel`: the session alone.
    let cancel_fields = required(cancel)?;
    let [only] = cancel_fields.as_slice() else {
        return Err(format!("`{}` needs exactly the session", cancel.params));
    };
    let session_type = session_id(only).ok_or(format!("`{}` names no session", cancel.params))?;
    // The prompt: the session and its blocks; the update: the session and what it says.
    let mut content_block = None;
    let (prompt_params, _) = two_params(&required(prompt)?, &session_type, |ty| match ty {
        Ty::Vec(item) => match item.as_ref() {
            Ty::Ref(block) => content_block.replace(block.clone()).is_none(),
            _ => false,
        },
        _ => false,
    })
    .ok_or(format!(
        "`{}` needs the session and the blocks",
        prompt.params
    ))?;
    let mut update_type = None;
    let (notification_params, update_field) =
        two_params(&required(update)?, &session_type, |ty| match ty {
            Ty::Ref(t) => update_type.replace(t.clone()).is_none(),
            _ => false,
        })
        .ok_or(format!(
            "`{}` needs the session and the update",
            update.params
        ))?;
    let (content_block, update_type) = (content_block.expect("found"), update_type.expect("found"));
    // `session/new`: the prompt's side's one request that names no session
    // and is answered with one. Where several are (unstable schemas that open
    // next-edit-suggestion sessions with `nes/start`), the one in the prompt's
    // method group (`session/`) opens the sessions prompts go to.
    let session_field_of = |name: &str| {
        fields(protocol, name)?
            .iter()
            .find(|f| f.required && session_id(f).as_ref() == Some(&session_type))
            .map(|f| f.wire.clone())
    };
    let opening: Vec<&Method> = protocol
        .methods
        .iter()
        .filter(|m| {
            m.side == prompt.side
                && m.kind == MethodKind::Request
                && fields(protocol, &m.params)
                    .is_some_and(|f| !f.iter().any(|f| f.wire == SESSION_FIELD))
                && m.result.as_deref().and_then(session_field_of).is_some()
        })
        .collect();
    let in_group: Vec<&Method> = opening
        .iter()
        .copied()
        .filter(|m| method_group(&m.name) == method_group(&prompt.name))
        .collect();
    let new = match (opening.as_slice(), in_group.as_slice()) {
        ([], _) => return Err("no request opens a session".to_owned()),
        ([only], _) | (_, [only]) => *only,
        ([first, second, ..], _) => {
            return Err(format!(
                "both `{}` and `{}` open a session",
                first.name, second.name
            ))
        }
    };
    let new_response = new.result.clone().expect("checked above");
    let opened_field = session_field_of(&new_response).expect("checked above");
    let prompt_response = prompt
        .result
        .clone()
        .ok_or("`session/prompt` has no result")?;
    let turns = answered(protocol, &prompt_response)
        .or_else(|| reported(protocol, &update_type))
        .ok_or("neither the prompt's result nor a state update ends a turn")?;
    let question = question(protocol, prompt, &session_type);
    Ok(Table {
        prompt: PROMPT.to_owned(),
        cancel: CANCEL.to_owned(),
        update: UPDATE.to_owned(),
        session_field: SESSION_FIELD.to_owned(),
        opened_field,
        update_field,
        new_request: new.params.clone(),
        new_response,
        prompt_request: prompt.params.clone(),
        prompt_response,
        notification: update.params.clone(),
        update_type,
        cancel_notification: cancel.params.clone(),
        session_id: session_type,
        content_block,
        prompt_params,
        notification_params,
        turns,
        question,
    })
}

/// A method's group: its name up to the last `/` (`session` of `session/new`).
fn method_group(name: &str) -> &str {
    name.rsplit_once('/').map_or("", |(group, _)| group)
}

/// [`QUESTION`]: a request of the other side than the prompt's, naming the
/// session, whose result's required [`OUTCOME_FIELD`] is a union tagged by that
/// field with a [`CANCELLED`] variant needing nothing else.
fn question(protocol: &Protocol, prompt: &Method, session_type: &str) -> Option<Question> {
    let method = protocol
        .methods
        .iter()
        .find(|m| m.name == QUESTION && m.kind == MethodKind::Request && m.side != prompt.side)?;
    let names_session = fields(protocol, &method.params)?
        .iter()
        .any(|f| f.required && f.wire == SESSION_FIELD && f.ty == Ty::Ref(session_type.to_owned()));
    let outcome = fields(protocol, method.result.as_deref()?)?
        .iter()
        .find(|f| f.required && f.wire == OUTCOME_FIELD)?;
    let Ty::Ref(union) = &outcome.ty else {
        return None;
    };
    let Shape::Tagged(outcomes) = &protocol.get(union)?.shape else {
        return None;
    };
    let cancelled = outcomes
        .variants
        .iter()
        .find(|v| v.tag_value.as_deref() == Some(CANCELLED))?;
    let needs_more = match &cancelled.payload {
        Payload::Type(Ty::Ref(payload)) => fields(protocol, payload)
            .is_some_and(|f| f.iter().any(|f| f.required && f.wire != outcomes.tag)),
        Payload::Fields(fields) => fields.iter().any(|f| f.required && f.wire != outcomes.tag),
        _ => false,
    };
    (names_session && outcomes.tag == OUTCOME_FIELD && !needs_more).then(|| Question {
        method: method.name.clone(),
        cancelled: serde_json::json!({ OUTCOME_FIELD: { OUTCOME_FIELD: CANCELLED } }).to_string(),
    })
}

/// Two required params, one of them the session: their order (`true` for the
/// session) and the other's wire name, when the other fits `other`.
fn two_params(
    fields: &[&Field],
    session: &str,
    mut other: impl FnMut(&Ty) -> bool,
) -> Option<(Vec<bool>, String)> {
    let [a, b] = fields else { return None };
    let is_session = |f: &Field| f.wire == SESSION_FIELD && f.ty == Ty::Ref(session.to_owned());
    let order = vec![is_session(a), is_session(b)];
    let rest = if order[0] { b } else { a };
    (order[0] != order[1] && other(&rest.ty)).then(|| (order, rest.wire.clone()))
}

/// v1: the prompt's result has a required stop reason that can say `cancelled`,
/// and nothing else required.
fn answered(protocol: &Protocol, result: &str) -> Option<Turns> {
    let fields = fields(protocol, result)?;
    let only_required = fields.iter().filter(|f| f.required).count() == 1;
    let stop = fields
        .iter()
        .find(|f| f.wire == STOP_REASON_FIELD && f.required)?;
    let Ty::Ref(stop_type) = &stop.ty else {
        return None;
    };
    let can_cancel = stop_reasons(protocol, stop_type)
        .iter()
        .any(|r| r == CANCELLED);
    (only_required && can_cancel).then(|| Turns::Answered {
        cancelled: serde_json::json!({ STOP_REASON_FIELD: CANCELLED }).to_string(),
    })
}

/// v2: the update union has a state update whose `idle` can say `cancelled`.
fn reported(protocol: &Protocol, update_type: &str) -> Option<Turns> {
    let Shape::Tagged(updates) = &protocol.get(update_type)?.shape else {
        return None;
    };
    let state_variant = updates
        .variants
        .iter()
        .find(|v| v.tag_value.as_deref() == Some(STATE_UPDATE))?;
    let Payload::Type(Ty::Ref(state_type)) = &state_variant.payload else {
        return None;
    };
    let Shape::Tagged(states) = &protocol.get(state_type)?.shape else {
        return None;
    };
    let state = |value: &str| {
        states
            .variants
            .iter()
            .find(|v| v.tag_value.as_deref() == Some(value))
    };
    let (running, requires_action, idle) = (state(RUNNING)?, state(REQUIRES_ACTION)?, state(IDLE)?);
    let Payload::Type(Ty::Ref(idle_type)) = &idle.payload else {
        return None;
    };
    let reasons = stop_reasons(protocol, idle_type);
    if !reasons.iter().any(|r| r == CANCELLED) {
        return None;
    }
    let failed_carries_error = reasons.iter().any(|r| r == FAILED);
    let failed = match failed_carries_error {
        true => serde_json::json!({ STOP_REASON_FIELD: FAILED, ERROR_FIELD: null }),
        false => serde_json::json!({ STOP_REASON_FIELD: REFUSED }),
    };
    Some(Turns::Reported(Box::new(Reported {
        update_tag: updates.tag.clone(),
        update_variant: state_variant.name.clone(),
        state_type: state_type.clone(),
        state_tag: states.tag.clone(),
        running: running.name.clone(),
        requires_action: requires_action.name.clone(),
        idle: idle.name.clone(),
        idle_type: idle_type.clone(),
        cancelled: serde_json::json!({ STOP_REASON_FIELD: CANCELLED }).to_string(),
        failed: failed.to_string(),
        failed_carries_error,
        rested: reasons
            .iter()
            .any(|r| r == END_TURN)
            .then(|| serde_json::json!({ STOP_REASON_FIELD: END_TURN }).to_string()),
    })))
}

/// The stop reasons `name` can carry: the values of a stop-reason enum, or of
/// the [`STOP_REASON_FIELD`] of a struct (a field of such an enum, or the tag of
/// a union flattened into it).
fn stop_reasons(protocol: &Protocol, name: &str) -> Vec<String> {
    let Some(def) = protocol.get(name) else {
        return vec![];
    };
    match &def.shape {
        Shape::StringEnum(e) => e
            .values
            .iter()
            .filter_map(|v| v.value.as_str().map(str::to_owned))
            .collect(),
        Shape::Tagged(t) if t.tag == STOP_REASON_FIELD => t
            .variants
            .iter()
            .filter_map(|v| v.tag_value.clone())
            .collect(),
        Shape::Struct(s) => {
            let field = s.fields.iter().find(|f| f.wire == STOP_REASON_FIELD);
            match (field.map(|f| &f.ty), &s.flatten) {
                (Some(Ty::Ref(reason)), _) => stop_reasons(protocol, reason),
                (_, Some(union)) => match &union.shape {
                    Shape::Tagged(t) if t.tag == STOP_REASON_FIELD => t
                        .variants
                        .iter()
                        .filter_map(|v| v.tag_value.clone())
                        .collect(),
                    _ => vec![],
                },
                _ => vec![],
            }
        }
        _ => vec![],
    }
}

fn fields<'p>(protocol: &'p Protocol, name: &str) -> Option<&'p [crate::model::Field]> {
    match &protocol.get(name)?.shape {
        Shape::Struct(s) => Some(&s.fields),
        _ => None,
    }
}
