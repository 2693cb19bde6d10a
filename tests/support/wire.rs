//! Test helpers: decode a whole JSON-RPC message through the generated unions of a
//! protocol module (`acp::v1`, `acp::v2`, ...), encode it again, list where the result
//! differs from the input, and check a corpus against its expected differences.

use acp::jsonrpc::{MethodInfo, MethodKind, MethodUnion, Side};
use acp::peer::Protocol;
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

/// The generated union that decodes a message's params/result/error.
pub enum Union {
    ClientRequest,
    AgentRequest,
    ClientNotification,
    AgentNotification,
    ClientResponse,
    AgentResponse,
    Error,
}

/// Decodes the message's params/result/error by method through the dispatch
/// unions of the protocol module `P` (`acp::v1::Module`, ...) and encodes it
/// again (see [`reencode_with`]).
pub fn reencode<P: Protocol>(case: &Case) -> Result<Value, String> {
    reencode_with(case, P::METHODS, |union, m, input| match union {
        Union::ClientRequest => reencoded(P::ClientRequest::decode_from(m, input)),
        Union::AgentRequest => reencoded(P::AgentRequest::decode_from(m, input)),
        Union::ClientNotification => reencoded(P::ClientNotification::decode_from(m, input)),
        Union::AgentNotification => reencoded(P::AgentNotification::decode_from(m, input)),
        Union::ClientResponse => reencoded(P::ClientResponse::decode_from(m, input)),
        Union::AgentResponse => reencoded(P::AgentResponse::decode_from(m, input)),
        Union::Error => reencoded(serde_json::from_value::<P::Error>(input)),
    })
}

/// A decoded value encoded again, or the decoding error's text.
pub fn reencoded<T: serde::Serialize, E: std::fmt::Display>(
    decoded: Result<T, E>,
) -> Result<Value, String> {
    decoded.map(|v| to_value(&v)).map_err(|e| e.to_string())
}

/// Picks the union for the case's kind and method (the side that serves the method,
/// looked up in `methods`; unknown methods go to the client-to-agent unions), has
/// `decode` decode and re-encode the payload, and puts the result back in the message.
pub fn reencode_with(
    case: &Case,
    methods: &[MethodInfo],
    decode: impl FnOnce(Union, &str, Value) -> Result<Value, String>,
) -> Result<Value, String> {
    let side_of = |kind: MethodKind| {
        methods
            .iter()
            .find(|m| m.name == case.method && m.kind == kind)
            .map(|m| m.side)
    };
    let (field, union) = match case.kind.as_str() {
        "request" => match side_of(MethodKind::Request) {
            Some(Side::Client) => ("params", Union::AgentRequest),
            _ => ("params", Union::ClientRequest),
        },
        "notification" => match side_of(MethodKind::Notification) {
            Some(Side::Client) => ("params", Union::AgentNotification),
            _ => ("params", Union::ClientNotification),
        },
        "response" => match side_of(MethodKind::Request) {
            Some(Side::Client) => ("result", Union::ClientResponse),
            _ => ("result", Union::AgentResponse),
        },
        "error" => ("error", Union::Error),
        other => return Err(format!("unknown kind {other}")),
    };
    let input = case
        .message
        .get(field)
        .cloned()
        .unwrap_or(Value::Object(Default::default()));
    let encoded = decode(union, &case.method, input)?;
    let mut out = case.message.clone();
    if case.message.get(field).is_some() || encoded != Value::Object(Default::default()) {
        out[field] = encoded;
    }
    Ok(out)
}

pub fn to_value<T: serde::Serialize>(value: &T) -> Value {
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

/// `source#n` for every case, n counting the cases of that source from 0.
pub fn case_ids(cases: &[Case]) -> Vec<String> {
    let mut seen = std::collections::HashMap::<&str, usize>::new();
    cases
        .iter()
        .map(|c| {
            let n = seen.entry(&c.source).or_default();
            *n += 1;
            format!("{}#{}", c.source, *n - 1)
        })
        .collect()
}

/// Re-encodes every case with `reencode(id, case)` and fails, listing every case that
/// went otherwise, unless each case either fails to decode with the error text listed
/// for its id in `rejected` (id, error text, reason), or decodes and differs from its
/// input at exactly the paths `expected(id, case)` gives. `reencode` returns `None` for
/// a case this build cannot check (its protocol module is behind a feature that is off).
pub fn check_cases(
    cases: &[Case],
    reencode: impl Fn(&str, &Case) -> Option<Result<Value, String>>,
    rejected: &[(&str, &str, &str)],
    expected: impl Fn(&str, &Case) -> Vec<String>,
) {
    let ids = case_ids(cases);
    let mut failures = vec![];
    for (id, case) in ids.iter().zip(cases) {
        let Some(result) = reencode(id, case) else {
            continue;
        };
        let want = expected(id, case);
        let rejected = rejected.iter().find(|(r, _, _)| r == id);
        match (result, rejected) {
            (Err(e), Some((_, why, _))) if e.contains(why) => {}
            (Ok(_), Some(_)) => {
                failures.push(format!("{id}: decoded, but the schema should reject it"))
            }
            (Err(e), _) => failures.push(format!("{id}: {} did not decode: {e}", case.method)),
            (Ok(out), None) => {
                let got = diff(&case.message, &out);
                if got != want {
                    failures.push(format!(
                        "{id} ({}): differences {got:?}, expected {want:?}\n  in:  {}\n  out: {}",
                        case.method, case.message, out
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
