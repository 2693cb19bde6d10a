//! Method tables: which JSON-RPC methods exist, who serves them, and their types.
//!
//! The schema marks each method's params and result definitions with `x-method`
//! (the wire name) and `x-side` (the side that serves it: `agent`, `client`, or
//! `protocol` for methods either side may receive). Whether a definition is a
//! request, a response or a notification follows from its name's suffix.

use heck::ToSnakeCase;
use serde_json::{Map, Value};

use crate::error::Error;

/// The side of the connection that receives and handles a method.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Side {
    /// Served by the agent, sent by the client.
    Agent,
    /// Served by the client, sent by the agent.
    Client,
    /// Either side may send and receive it (`$/cancel_request`).
    Protocol,
    /// A role this generator has no dispatch for (e.g. `proxy` in unstable schemas).
    /// Its methods still get their traits and table rows.
    Other(String),
}

impl Side {
    /// Whether a peer playing `side` handles this method.
    pub fn served_by(&self, side: &Side) -> bool {
        self == side || *self == Side::Protocol
    }
}

/// Request (answered) or notification (not answered).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MethodKind {
    Request,
    Notification,
}

/// One JSON-RPC method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Method {
    /// The wire name, e.g. `session/prompt`.
    pub name: String,
    pub side: Side,
    pub kind: MethodKind,
    /// The params type.
    pub params: String,
    /// The result type (requests only).
    pub result: Option<String>,
    /// The Rust name of handlers and peer calls: the params type's name without its
    /// suffix, in snake case (`NewSessionRequest` -> `new_session`). Where that would
    /// leave only the method's namespace (`SessionNotification` -> `session` for
    /// `session/update`), the whole wire name is used instead (`session_update`).
    pub rust_name: String,
    /// The description of the params type.
    pub docs: Option<String>,
    /// The description of the method itself, where the schema gives one: the
    /// branch of the JSON-RPC envelope (`ClientRequest`, `AgentNotification`, ...)
    /// that carries the params type ("Executes a command in a new terminal. Only
    /// available if ..."). Read by `crate::capabilities`.
    pub call_docs: Option<String>,
}

const SUFFIXES: [(&str, Option<MethodKind>); 3] = [
    ("Request", Some(MethodKind::Request)),
    ("Notification", Some(MethodKind::Notification)),
    ("Response", None),
];

fn split_suffix(name: &str) -> Option<(&str, Option<MethodKind>)> {
    SUFFIXES
        .iter()
        .find_map(|(suffix, kind)| name.strip_suffix(suffix).map(|stem| (stem, *kind)))
}

/// Reads the method table out of the schema's `$defs`, in schema order.
pub fn collect(defs: &Map<String, Value>) -> Result<Vec<Method>, Error> {
    let call_docs = envelope_docs(defs);
    let mut methods: Vec<Method> = Vec::new();
    let mut results: Vec<(String, String)> = Vec::new();
    for (type_name, def) in defs {
        let (Some(wire), Some(side)) = (
            def.get("x-method").and_then(Value::as_str),
            def.get("x-side").and_then(Value::as_str),
        ) else {
            continue;
        };
        let side = match side {
            "agent" => Side::Agent,
            "client" => Side::Client,
            "protocol" => Side::Protocol,
            other => Side::Other(other.to_owned()),
        };
        let Some((stem, kind)) = split_suffix(type_name) else {
            return Err(Error::new(
                type_name,
                "has `x-method` but its name ends in none of Request, Response, Notification",
            ));
        };
        let Some(kind) = kind else {
            results.push((wire.to_owned(), type_name.clone()));
            continue;
        };
        // A name may be both a request and a notification (`mcp/message`), not twice either.
        if methods.iter().any(|m| m.name == wire && m.kind == kind) {
            return Err(Error::new(
                type_name,
                format!("a second params type for `{wire}`"),
            ));
        }
        let mut rust_name = rust_name(stem, wire);
        // One side serving a request and a notification of one name
        // (`proxy/successor`): the notification's handler is named as such.
        if kind == MethodKind::Notification
            && methods
                .iter()
                .any(|m| m.side == side && m.rust_name == rust_name)
        {
            rust_name.push_str("_notification");
        }
        methods.push(Method {
            name: wire.to_owned(),
            side,
            kind,
            params: type_name.clone(),
            result: None,
            rust_name,
            docs: def
                .get("description")
                .and_then(Value::as_str)
                .map(str::to_owned),
            call_docs: call_docs
                .iter()
                .find(|(params, _)| params == type_name)
                .map(|(_, docs)| docs.clone()),
        });
    }
    for (wire, type_name) in results {
        let method = methods
            .iter_mut()
            .find(|m| m.name == wire && m.kind == MethodKind::Request)
            .ok_or_else(|| {
                Error::new(
                    &type_name,
                    format!("a response for `{wire}`, which has no request type"),
                )
            })?;
        if method.result.is_some() {
            return Err(Error::new(
                &type_name,
                format!("a second response type for `{wire}`"),
            ));
        }
        method.result = Some(type_name);
    }
    if let Some(m) = methods
        .iter()
        .find(|m| m.kind == MethodKind::Request && m.result.is_none())
    {
        return Err(Error::new(
            &m.params,
            format!("request `{}` has no response type", m.name),
        ));
    }
    Ok(methods)
}

/// `(params type, description)` of every branch of the JSON-RPC envelope
/// definitions (`x-docs-ignore`) that is a described `$ref` to a params type:
/// `{"title": "CreateTerminalRequest", "description": "...", "allOf": [{"$ref": ...}]}`.
fn envelope_docs(defs: &Map<String, Value>) -> Vec<(String, String)> {
    fn walk(value: &Value, out: &mut Vec<(String, String)>) {
        match value {
            Value::Object(map) => {
                let target = map
                    .get("allOf")
                    .and_then(Value::as_array)
                    .and_then(|all| match all.as_slice() {
                        [only] => only.get("$ref"),
                        _ => None,
                    })
                    .or_else(|| map.get("$ref"))
                    .and_then(Value::as_str)
                    .and_then(|r| r.rsplit('/').next());
                if let (Some(target), Some(docs)) =
                    (target, map.get("description").and_then(Value::as_str))
                {
                    out.push((target.to_owned(), docs.to_owned()));
                }
                map.values().for_each(|v| walk(v, out));
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = vec![];
    let envelopes = defs
        .values()
        .filter(|def| def.get("x-docs-ignore").and_then(Value::as_bool) == Some(true));
    envelopes.for_each(|def| walk(def, &mut out));
    out
}

fn rust_name(stem: &str, wire: &str) -> String {
    let from_type = stem.to_snake_case();
    let namespace = wire
        .split('/')
        .next()
        .unwrap_or_default()
        .trim_start_matches('$');
    if from_type == namespace.to_snake_case() {
        wire.trim_start_matches("$/").to_snake_case()
    } else {
        from_type
    }
}

#[cfg(test)]
mod tests {
    use super::rust_name;

    /// Every side's handler names are unique, in every schema: a side's trait,
    /// peer and the macros key on them.
    #[test]
    fn handler_names_are_unique_per_side() {
        for schema in crate::modules::all().iter().map(|m| m.schema) {
            let protocol = crate::Protocol::from_json(schema.json).unwrap();
            let mut seen = std::collections::BTreeSet::new();
            for m in &protocol.methods {
                assert!(
                    seen.insert((m.side.clone(), m.rust_name.clone())),
                    "{}: `{}` names two methods of one side",
                    schema.source,
                    m.rust_name
                );
            }
        }
    }

    /// (Made-up methods: the schema's own are checked above.)
    #[test]
    fn names_follow_the_params_type() {
        assert_eq!(rust_name("NewWidget", "widget/new"), "new_widget");
        assert_eq!(
            rust_name("WaitForWidgetExit", "widget/wait_for_exit"),
            "wait_for_widget_exit"
        );
        assert_eq!(rust_name("Widget", "widget/update"), "widget_update");
        assert_eq!(rust_name("CancelCall", "$/cancel_call"), "cancel_call");
    }
}
