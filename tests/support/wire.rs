//! Test helpers: decode a whole JSON-RPC message through the generated v1 unions,
//! encode it again, and list where the result differs from the input.

use acp::rpc::{MethodKind, Side};
use acp::v1;
use serde_json::Value;

/// One message of a corpus file.
#[derive(Debug, serde::Deserialize)]
#[allow(dead_code)] // not every test binary reads every field
pub struct Case {
    pub source: String,
    pub kind: String,
    pub method: String,
    pub message: Value,
    /// Differences the schema explains (edge-case corpus only).
    #[serde(default)]
    pub expect: Vec<String>,
    #[serde(default)]
    pub why: Option<String>,
}

pub fn load(text: &str) -> Vec<Case> {
    serde_json::from_str(text).expect("corpus is valid JSON")
}

fn side_of(method: &str, kind: MethodKind) -> Option<Side> {
    v1::METHODS
        .iter()
        .find(|m| m.name == method && m.kind == kind)
        .map(|m| m.side)
}

/// Decodes the message's params/result/error by method and encodes it again.
pub fn reencode(case: &Case) -> Result<Value, String> {
    let mut out = case.message.clone();
    let field = match case.kind.as_str() {
        "request" | "notification" => "params",
        "response" => "result",
        "error" => "error",
        other => return Err(format!("unknown kind {other}")),
    };
    let input = case
        .message
        .get(field)
        .cloned()
        .unwrap_or(Value::Object(Default::default()));
    let m = case.method.as_str();
    let err = |e: acp::rpc::DecodeError| e.to_string();
    let encoded = match case.kind.as_str() {
        "request" => match side_of(m, MethodKind::Request) {
            Some(Side::Client) => to_value(&v1::AgentRequest::decode(m, input).map_err(err)?),
            _ => to_value(&v1::ClientRequest::decode(m, input).map_err(err)?),
        },
        "notification" => match side_of(m, MethodKind::Notification) {
            Some(Side::Client) => to_value(&v1::AgentNotification::decode(m, input).map_err(err)?),
            _ => to_value(&v1::ClientNotification::decode(m, input).map_err(err)?),
        },
        "response" => match side_of(m, MethodKind::Request) {
            Some(Side::Client) => to_value(&v1::ClientResponse::decode(m, input).map_err(err)?),
            _ => to_value(&v1::AgentResponse::decode(m, input).map_err(err)?),
        },
        _ => to_value(&serde_json::from_value::<v1::Error>(input).map_err(|e| e.to_string())?),
    };
    if case.message.get(field).is_some() || encoded != Value::Object(Default::default()) {
        out[field] = encoded;
    }
    Ok(out)
}

fn to_value<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("generated types always serialize")
}

/// Paths where `after` differs from `before`: `+path` added, `-path` removed,
/// `~path` changed (arrays of different lengths count as changed as a whole).
pub fn diff(before: &Value, after: &Value) -> Vec<String> {
    let mut out = vec![];
    walk("", before, after, &mut out);
    out
}

fn walk(path: &str, a: &Value, b: &Value, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in x {
                match y.get(k) {
                    Some(w) => walk(&format!("{path}/{k}"), v, w, out),
                    None => out.push(format!("-{path}/{k}")),
                }
            }
            for k in y.keys().filter(|k| !x.contains_key(*k)) {
                out.push(format!("+{path}/{k}"));
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (v, w)) in x.iter().zip(y).enumerate() {
                walk(&format!("{path}/{i}"), v, w, out);
            }
        }
        _ if a == b => {}
        _ => out.push(format!("~{path}")),
    }
}
