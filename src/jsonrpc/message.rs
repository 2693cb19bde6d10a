//! JSON-RPC 2.0 messages: requests, notifications and responses, each parsed
//! from one line (`framing` delivers it) without copying params, and written as
//! one; request ids are kept exactly as the peer wrote them.

use std::borrow::Cow;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::value::RawValue;

use crate::Error;

/// A request id exactly as the peer wrote it: a string or any JSON number
/// (including ones beyond 2^53 and fractions), echoed back byte for byte.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RawId(Box<str>);

impl RawId {
    /// The JSON text of the id, e.g. `7` or `"abc"`.
    pub fn as_json(&self) -> &str {
        &self.0
    }

    /// `null`, for errors about messages whose id could not be read.
    pub fn null() -> Self {
        RawId("null".into())
    }

    /// An id from its JSON text (which the caller guarantees is a JSON string or number).
    pub(crate) fn from_json(text: String) -> Self {
        RawId(text.into())
    }

    /// The id as an integer, if it is one (our own outgoing ids are).
    pub(crate) fn as_u64(&self) -> Option<u64> {
        self.0.parse().ok()
    }
}

impl std::fmt::Display for RawId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One parsed incoming line; params and results stay raw JSON borrowed from the line.
#[derive(Debug)]
pub(crate) enum Incoming<'a> {
    Request {
        id: RawId,
        method: Cow<'a, str>,
        params: Option<&'a RawValue>,
    },
    Notification {
        method: Cow<'a, str>,
        params: Option<&'a RawValue>,
    },
    Response {
        id: RawId,
        outcome: Result<&'a RawValue, Error>,
    },
}

/// A line that is not a valid message.
#[derive(Debug)]
pub(crate) enum Invalid {
    /// Answered with `error`, under the message's id when it has one.
    Message { id: Option<RawId>, error: Error },
    /// A response that is not valid (an `error` that is not an error object, or
    /// both or neither of `result` and `error`). Never answered: the peer would
    /// take an error with this id for the answer to its own request.
    Response { id: RawId, detail: String },
}

#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(borrow, default, deserialize_with = "present")]
    jsonrpc: Option<&'a RawValue>,
    #[serde(borrow, default, deserialize_with = "present")]
    id: Option<&'a RawValue>,
    #[serde(borrow, default, deserialize_with = "present")]
    method: Option<&'a RawValue>,
    #[serde(borrow, default, deserialize_with = "present")]
    params: Option<&'a RawValue>,
    #[serde(borrow, default, deserialize_with = "present")]
    result: Option<&'a RawValue>,
    #[serde(borrow, default, deserialize_with = "present")]
    error: Option<&'a RawValue>,
}

/// `Some` whenever the key is present, even for `null` (which `Option` would hide).
fn present<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'de RawValue>, D::Error> {
    <&RawValue>::deserialize(d).map(Some)
}

/// Parses one line (without its newline). Only a JSON object is a message:
/// arrays (batches, or the positional form serde would accept for a struct) and
/// other values are invalid requests.
pub(crate) fn parse(line: &str) -> Result<Incoming<'_>, Invalid> {
    if line.trim_start().as_bytes().first() != Some(&b'{') {
        let error = match serde_json::from_str::<serde::de::IgnoredAny>(line) {
            Ok(_) if line.trim_start().starts_with('[') => {
                Error::invalid_request("batches are not supported; send one JSON object per line")
            }
            Ok(_) => Error::invalid_request("a message must be a JSON object"),
            Err(e) => Error::parse_error(e),
        };
        return Err(Invalid::Message { id: None, error });
    }
    let envelope: Envelope = serde_json::from_str(line).map_err(|e| Invalid::Message {
        id: None,
        error: if e.is_data() {
            Error::invalid_request(e)
        } else {
            Error::parse_error(e)
        },
    })?;
    let id = match envelope.id {
        None => None,
        Some(raw) => {
            if !(is_id(raw) || raw.get() == "null") {
                return Err(invalid(None, "`id` must be a string or a number"));
            }
            Some(RawId(raw.get().into()))
        }
    };
    if envelope.jsonrpc.map(RawValue::get) != Some("\"2.0\"") {
        return Err(invalid(id, "`jsonrpc` must be \"2.0\""));
    }
    if let Some(method) = envelope.method {
        let method: Cow<str> = serde_json::from_str(method.get())
            .map_err(|_| invalid(id.clone(), "`method` must be a string"))?;
        if let Some(params) = envelope.params {
            if !matches!(params.get().as_bytes().first(), Some(b'{') | Some(b'[')) {
                return Err(invalid(id, "`params` must be an object or an array"));
            }
        }
        return Ok(match id {
            Some(id) => Incoming::Request {
                id,
                method,
                params: envelope.params,
            },
            None => Incoming::Notification {
                method,
                params: envelope.params,
            },
        });
    }
    let Some(id) = id else {
        return Err(invalid(None, "a message needs a `method` or an `id`"));
    };
    match (envelope.result, envelope.error) {
        (Some(result), None) => Ok(Incoming::Response {
            id,
            outcome: Ok(result),
        }),
        (None, Some(error)) => match serde_json::from_str::<Error>(error.get()) {
            Ok(error) => Ok(Incoming::Response {
                id,
                outcome: Err(error),
            }),
            Err(e) => Err(Invalid::Response {
                id,
                detail: format!("malformed `error` object: {e}"),
            }),
        },
        _ => Err(Invalid::Response {
            id,
            detail: "a response needs exactly one of `result` and `error`".into(),
        }),
    }
}

/// Whether a JSON value can be a request id: a string or a number.
pub(crate) fn is_id(raw: &RawValue) -> bool {
    let first = raw.get().as_bytes().first().copied().unwrap_or_default();
    first == b'"' || first == b'-' || first.is_ascii_digit()
}

fn invalid(id: Option<RawId>, detail: impl std::fmt::Display) -> Invalid {
    Invalid::Message {
        id,
        error: Error::invalid_request(detail),
    }
}

#[derive(Serialize)]
struct OutRequest<'a, P> {
    jsonrpc: &'static str,
    id: u64,
    method: &'a str,
    params: &'a P,
}

#[derive(Serialize)]
struct OutNotification<'a, P> {
    jsonrpc: &'static str,
    method: &'a str,
    params: &'a P,
}

/// A request line, newline included.
pub(crate) fn request_line(
    id: u64,
    method: &str,
    params: &impl Serialize,
) -> serde_json::Result<Vec<u8>> {
    line(&OutRequest {
        jsonrpc: "2.0",
        id,
        method,
        params,
    })
}

/// A notification line, newline included.
pub(crate) fn notification_line(
    method: &str,
    params: &impl Serialize,
) -> serde_json::Result<Vec<u8>> {
    line(&OutNotification {
        jsonrpc: "2.0",
        method,
        params,
    })
}

/// A response line (result or error), newline included.
pub(crate) fn response_line(id: &RawId, outcome: Result<&RawValue, &Error>) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 + outcome.map_or(0, |r| r.get().len()));
    out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"id\":");
    out.extend_from_slice(id.as_json().as_bytes());
    match outcome {
        Ok(result) => {
            out.extend_from_slice(b",\"result\":");
            out.extend_from_slice(result.get().as_bytes());
        }
        Err(error) => {
            out.extend_from_slice(b",\"error\":");
            serde_json::to_writer(&mut out, error).expect("an error object always serializes");
        }
    }
    out.extend_from_slice(b"}\n");
    out
}

fn line(message: &impl Serialize) -> serde_json::Result<Vec<u8>> {
    let mut out = Vec::with_capacity(128);
    serde_json::to_writer(&mut out, message)?;
    out.push(b'\n');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_kept_as_written() {
        for id in [
            "0",
            "-1",
            "\"abc\"",
            "9007199254740993",
            "1.5",
            "1e3",
            "null",
        ] {
            let line = format!(r#"{{"jsonrpc":"2.0","id":{id},"method":"m"}}"#);
            let Ok(Incoming::Request { id: got, .. }) = parse(&line) else {
                panic!("{line}")
            };
            assert_eq!(got.as_json(), id);
        }
    }

    #[test]
    fn kinds_of_invalid_input() {
        let code = |line: &str| match parse(line).unwrap_err() {
            Invalid::Message { error, .. } => error.code.0,
            Invalid::Response { .. } => panic!("{line} is not a response"),
        };
        assert_eq!(code("{not json"), -32700);
        assert_eq!(code("[1,2]"), -32600);
        assert_eq!(code("[1,2"), -32700);
        assert_eq!(code("7"), -32600);
        assert_eq!(code(r#""x""#), -32600);
        assert_eq!(
            code(r#"["2.0",7,"session/new",{"cwd":"/tmp","mcpServers":[]}]"#),
            -32600
        );
        assert_eq!(code(r#"{"jsonrpc":"2.0","id":{},"method":"m"}"#), -32600);
        assert_eq!(code(r#"{"jsonrpc":"1.0","id":1,"method":"m"}"#), -32600);
        assert_eq!(code(r#"{"jsonrpc":"2.0","id":1,"method":5}"#), -32600);
        assert_eq!(
            code(r#"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#),
            -32600
        );
        let Invalid::Message { id, .. } =
            parse(r#"{"jsonrpc":"2.0","id":"x","method":5}"#).unwrap_err()
        else {
            panic!()
        };
        assert_eq!(id, Some(RawId("\"x\"".into())));
    }

    #[test]
    fn malformed_responses_are_told_apart() {
        for line in [
            r#"{"jsonrpc":"2.0","id":424245,"error":{"code":"x"}}"#,
            r#"{"jsonrpc":"2.0","id":424245,"error":null}"#,
            r#"{"jsonrpc":"2.0","id":424245}"#,
            r#"{"jsonrpc":"2.0","id":424245,"result":{},"error":{"code":1,"message":"m"}}"#,
        ] {
            let Err(Invalid::Response { id, .. }) = parse(line) else {
                panic!("{line}")
            };
            assert_eq!(id.as_json(), "424245");
        }
    }

    #[test]
    fn null_result_is_a_response() {
        let Ok(Incoming::Response { outcome: Ok(r), .. }) =
            parse(r#"{"jsonrpc":"2.0","id":3,"result":null}"#)
        else {
            panic!()
        };
        assert_eq!(r.get(), "null");
    }
}
