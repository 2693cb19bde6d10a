//! Hiding the secrets of a message before it is logged or recorded.
//!
//! Messages carry secrets: a client hands an agent the API keys of the MCP
//! servers and terminals it asks it to start, and sign-in data. [`redact`] is the
//! one policy the SDK applies wherever it shows messages: the connection's
//! message log ([`Config::log_messages`](crate::Config::log_messages)) and the
//! recordings of `acp trace`. It hides
//!
//! - every string of a name/value pair a client gives for a process or server
//!   but its name: the values of an MCP server's `env` and `headers`, of a
//!   terminal's `env`, wherever such a list appears;
//! - every string of a sign-in request's params (`authenticate`, v2's
//!   `auth/login`) but the chosen method's id;
//! - every string below a key that looks like a secret, in extension data
//!   (`_meta`) or anywhere else: one containing `token`, `secret`, `password`,
//!   `apikey`, `authorization`, `credential` or `cookie`, case, `_` and `-`
//!   ignored (`apiKey`, `X-Auth-Token`).
//!
//! The first two are read from the schemas of every protocol version by the
//! generator (`secrets.rs` of acp-codegen: the types `EnvVariable` and `HttpHeader`,
//! the requests whose params choose an `AuthMethodId`), whichever protocol
//! modules this build has; the words of the last are this module's own. A hidden
//! string becomes [`REDACTED`]; numbers, booleans, names and the shape of the
//! message are kept, so a redacted message still reads as what it was.

use std::borrow::Cow;

use serde_json::Value;

mod table {
    include!(concat!(env!("OUT_DIR"), "/secrets.rs"));
}

/// What replaces a hidden string.
pub const REDACTED: &str = "[redacted]";

/// The words that make a key look like it holds a secret (compared with the key
/// lowercased, without `_` and `-`).
const SECRET_WORDS: [&str; 7] = [
    "token",
    "secret",
    "password",
    "apikey",
    "authorization",
    "credential",
    "cookie",
];

/// Hides the secrets of a JSON-RPC `message` in place (see the module
/// documentation for what is hidden); returns whether anything was.
///
/// ```
/// use serde_json::json;
///
/// let mut message = json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {
///     "cwd": "/home/me/project",
///     "mcpServers": [{"name": "db", "command": "/usr/bin/db-mcp", "args": [],
///         "env": [{"name": "DB_PASSWORD", "value": "hunter2"}]}]
/// }});
/// assert!(acp::redact::redact(&mut message));
/// assert_eq!(
///     message["params"]["mcpServers"][0]["env"][0],
///     json!({"name": "DB_PASSWORD", "value": acp::redact::REDACTED})
/// );
/// assert_eq!(message["params"]["cwd"], "/home/me/project");
/// ```
pub fn redact(message: &mut Value) -> bool {
    let sign_in = message
        .get("method")
        .and_then(Value::as_str)
        .and_then(|method| table::SIGN_IN_REQUESTS.iter().find(|(m, _)| *m == method))
        .map(|(_, keep)| *keep);
    let mut hidden = false;
    if let (Some(keep), Some(params)) = (sign_in, message.get_mut("params")) {
        hidden |= hide_all_but(params, keep);
    }
    hidden | walk(message)
}

/// A message line as it may be logged: its secrets hidden, or the line itself
/// when it has none (or is not JSON at all).
pub(crate) fn redacted(line: &str) -> Cow<'_, str> {
    let Ok(mut message) = serde_json::from_str::<Value>(line) else {
        return Cow::Borrowed(line);
    };
    match redact(&mut message) {
        true => Cow::Owned(message.to_string()),
        false => Cow::Borrowed(line),
    }
}

/// Hides pairs' values and secret-looking keys' strings below `value`.
fn walk(value: &mut Value) -> bool {
    match value {
        Value::Object(map) => map.iter_mut().fold(false, |hidden, (key, child)| {
            let pairs = table::PAIR_FIELDS.iter().find(|(field, _)| field == key);
            hidden
                | match pairs {
                    Some((_, keep)) => hide_pairs(child, keep),
                    None if looks_secret(key) => hide_strings(child),
                    None => walk(child),
                }
        }),
        Value::Array(items) => items
            .iter_mut()
            .fold(false, |hidden, item| hidden | walk(item)),
        _ => false,
    }
}

/// One pair or a list of them: all but the `keep` fields of each.
fn hide_pairs(value: &mut Value, keep: &[&str]) -> bool {
    match value {
        Value::Array(items) => items
            .iter_mut()
            .fold(false, |hidden, item| hidden | hide_pairs(item, keep)),
        Value::Object(_) => hide_all_but(value, keep),
        _ => false,
    }
}

/// Every string below `value` but those of an object's `keep` fields.
fn hide_all_but(value: &mut Value, keep: &[&str]) -> bool {
    match value {
        Value::Object(map) => map
            .iter_mut()
            .filter(|(key, _)| !keep.contains(&key.as_str()))
            .fold(false, |hidden, (_, child)| hidden | hide_strings(child)),
        other => hide_strings(other),
    }
}

fn looks_secret(key: &str) -> bool {
    let key = key.to_ascii_lowercase().replace(['_', '-'], "");
    SECRET_WORDS.iter().any(|word| key.contains(word))
}

/// Replaces every string below `value`.
fn hide_strings(value: &mut Value) -> bool {
    match value {
        Value::String(s) => {
            *s = REDACTED.to_owned();
            true
        }
        Value::Array(items) => items
            .iter_mut()
            .fold(false, |hidden, item| hidden | hide_strings(item)),
        Value::Object(map) => map
            .values_mut()
            .fold(false, |hidden, item| hidden | hide_strings(item)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn pairs_sign_in_params_and_secret_keys_are_hidden() {
        let mut message = json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {
            "cwd": "/w",
            "mcpServers": [
                {"name": "s", "command": "x", "args": ["a"], "env": [{"name": "API", "value": "k1"}]},
                {"type": "http", "name": "h", "url": "u", "headers": [{"name": "Authorization", "value": "Bearer t"}]}
            ],
            "_meta": {"apiToken": "t2", "other": "kept", "usage": {"inputTokens": 7}}
        }});
        assert!(redact(&mut message));
        let p = &message["params"];
        assert_eq!(
            p["mcpServers"][0]["env"][0],
            json!({"name": "API", "value": REDACTED})
        );
        assert_eq!(p["mcpServers"][0]["args"], json!(["a"]));
        assert_eq!(
            p["mcpServers"][1]["headers"][0],
            json!({"name": "Authorization", "value": REDACTED})
        );
        assert_eq!(
            p["_meta"],
            json!({"apiToken": REDACTED, "other": "kept", "usage": {"inputTokens": 7}})
        );
        assert_eq!(p["cwd"], "/w");

        // A terminal's environment too, and v2's sign-in.
        let mut terminal = json!({"id": 2, "method": "terminal/create", "params": {
            "sessionId": "s", "command": "make", "env": [{"name": "GH", "value": "ghp_1"}]}});
        assert!(redact(&mut terminal));
        assert_eq!(terminal["params"]["env"][0]["value"], REDACTED);
        for method in ["authenticate", "auth/login"] {
            let mut auth = json!({"id": 3, "method": method, "params": {
                "methodId": "key", "_meta": {"value": "s3"}, "extra": ["s4", 5]}});
            assert!(redact(&mut auth));
            assert_eq!(
                auth["params"],
                json!({"methodId": "key", "_meta": {"value": REDACTED}, "extra": [REDACTED, 5]})
            );
        }
    }

    #[test]
    fn a_message_without_secrets_is_left_as_it_is() {
        let mut message = json!({"id": 1, "method": "session/prompt", "params": {
            "sessionId": "s", "prompt": [{"type": "text", "text": "the env is fine"}]}});
        let before = message.clone();
        assert!(!redact(&mut message));
        assert_eq!(message, before);
        let line = r#"{ "id" : 1, "result": {"env": "not a pair list"} }"#;
        assert_eq!(redacted(line), line, "the line itself, spacing kept");
        assert_eq!(redacted("not json"), "not json");
    }

    #[test]
    fn logged_lines_hide_what_redact_hides() {
        let line = r#"{"jsonrpc":"2.0","id":1,"method":"authenticate","params":{"methodId":"m","_meta":{"k":"s3cret"}}}"#;
        let logged = redacted(line);
        assert!(!logged.contains("s3cret"), "{logged}");
        assert!(logged.contains(r#""methodId":"m""#), "{logged}");
    }
}
