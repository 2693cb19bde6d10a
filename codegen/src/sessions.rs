//! Sessions and turns: the facts about them that the schema states only in
//! prose, written down in one place.
//!
//! The generated `SESSIONS` table of each protocol module tells the runtime
//! (`acp::session`) which request runs a turn, which notification cancels it,
//! which carries a session's updates, which field names the session, and what a
//! cancelled turn answers. The table is generated only when the schema has all
//! of them in the expected shape (see [`find`]).

use crate::methods::{Method, MethodKind};
use crate::model::{Protocol, Shape, Ty};

/// The request that runs a turn.
pub const PROMPT: &str = "session/prompt";
/// The notification that cancels a session's running turn.
pub const CANCEL: &str = "session/cancel";
/// The notification that carries a session's updates.
pub const UPDATE: &str = "session/update";
/// The field of all three messages that names the session.
pub const SESSION_FIELD: &str = "sessionId";
/// The field of the turn's result that says why it ended.
pub const STOP_REASON_FIELD: &str = "stopReason";
/// The stop reason of a cancelled turn.
pub const CANCELLED: &str = "cancelled";

/// What the `SESSIONS` table holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub prompt: String,
    pub cancel: String,
    pub update: String,
    pub session_field: String,
    /// The turn's result when cancelled, as JSON.
    pub cancelled_result: String,
}

/// The sessions table of `protocol`, when it has a turn request whose result
/// can say `cancelled` with no other required field, a cancel notification and
/// an update notification, all three naming the session in [`SESSION_FIELD`].
pub fn find(protocol: &Protocol) -> Option<Table> {
    let method = |name: &str, kind: MethodKind| {
        protocol
            .methods
            .iter()
            .find(|m| m.name == name && m.kind == kind)
    };
    let prompt = method(PROMPT, MethodKind::Request)?;
    let cancel = method(CANCEL, MethodKind::Notification)?;
    let update = method(UPDATE, MethodKind::Notification)?;
    let names_session = |m: &Method| {
        fields(protocol, &m.params)
            .is_some_and(|f| f.iter().any(|f| f.wire == SESSION_FIELD && f.required))
    };
    if ![prompt, cancel, update].into_iter().all(names_session) {
        return None;
    }
    let result = fields(protocol, prompt.result.as_deref()?)?;
    let only_required = result.iter().filter(|f| f.required).count() == 1;
    let stop = result
        .iter()
        .find(|f| f.wire == STOP_REASON_FIELD && f.required)?;
    let Ty::Ref(stop_type) = &stop.ty else {
        return None;
    };
    let Shape::StringEnum(reasons) = &protocol.get(stop_type)?.shape else {
        return None;
    };
    let can_cancel = reasons.values.iter().any(|v| v.value == CANCELLED);
    (only_required && can_cancel).then(|| Table {
        prompt: PROMPT.to_owned(),
        cancel: CANCEL.to_owned(),
        update: UPDATE.to_owned(),
        session_field: SESSION_FIELD.to_owned(),
        cancelled_result: serde_json::json!({ STOP_REASON_FIELD: CANCELLED }).to_string(),
    })
}

fn fields<'p>(protocol: &'p Protocol, name: &str) -> Option<&'p [crate::model::Field]> {
    match &protocol.get(name)?.shape {
        Shape::Struct(s) => Some(&s.fields),
        _ => None,
    }
}
