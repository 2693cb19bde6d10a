//! What `acp trace` hides in a recording unless `--raw` is given: the values of MCP
//! servers' `env` and `headers` entries, every string of `authenticate` params
//! other than the method id, and any string whose key looks like a secret (`token`,
//! `secret`, `password`, `apiKey`, `authorization`, `credential`, `cookie`).

use acp::rpc::Request;
use acp::v1::AuthenticateRequest;
use serde_json::Value;

/// What replaces a hidden value.
pub const REDACTED: &str = "[redacted]";

/// Hides the secrets of `message` in place.
pub fn redact(message: &mut Value) {
    let authenticate =
        message.get("method").and_then(Value::as_str) == Some(AuthenticateRequest::METHOD);
    if authenticate {
        if let Some(Value::Object(params)) = message.get_mut("params") {
            for (key, value) in params.iter_mut() {
                if key != "methodId" {
                    hide_strings(value);
                }
            }
        }
    }
    walk(message);
}

/// Hides secret-looking keys' values and MCP server env/headers below `value`.
fn walk(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, item) in map.iter_mut() {
                if key == "mcpServers" {
                    if let Value::Array(servers) = item {
                        servers.iter_mut().for_each(hide_server_secrets);
                    }
                } else if looks_secret(key) {
                    hide_strings(item);
                } else {
                    walk(item);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(walk),
        _ => {}
    }
}

/// An MCP server's `env` and `headers` are lists of `{name, value}`.
fn hide_server_secrets(server: &mut Value) {
    for list in ["env", "headers"] {
        if let Some(Value::Array(entries)) = server.get_mut(list) {
            for entry in entries {
                if let Some(value) = entry.get_mut("value") {
                    hide_strings(value);
                }
            }
        }
    }
    walk(server);
}

fn looks_secret(key: &str) -> bool {
    let key = key.to_ascii_lowercase().replace(['_', '-'], "");
    [
        "token",
        "secret",
        "password",
        "apikey",
        "authorization",
        "credential",
        "cookie",
    ]
    .iter()
    .any(|word| key.contains(word))
}

/// Replaces every string below `value`.
fn hide_strings(value: &mut Value) {
    match value {
        Value::String(s) => *s = REDACTED.to_string(),
        Value::Array(items) => items.iter_mut().for_each(hide_strings),
        Value::Object(map) => map.values_mut().for_each(hide_strings),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn mcp_env_and_headers_auth_params_and_secret_keys_are_hidden() {
        let mut message = json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {
            "cwd": "/w",
            "mcpServers": [
                {"name": "s", "command": "x", "args": ["a"], "env": [{"name": "API", "value": "k1"}]},
                {"type": "http", "name": "h", "url": "u", "headers": [{"name": "Authorization", "value": "Bearer t"}]}
            ],
            "_meta": {"apiToken": "t2", "other": "kept"}
        }});
        redact(&mut message);
        let p = &message["params"];
        assert_eq!(
            p["mcpServers"][0]["env"][0],
            json!({"name": "API", "value": REDACTED})
        );
        assert_eq!(p["mcpServers"][0]["args"], json!(["a"]));
        assert_eq!(p["mcpServers"][1]["headers"][0]["value"], REDACTED);
        assert_eq!(p["_meta"], json!({"apiToken": REDACTED, "other": "kept"}));
        assert_eq!(p["cwd"], "/w");

        let mut auth = json!({"id": 2, "method": "authenticate", "params": {"methodId": "key", "_meta": {"value": "s3"}}});
        redact(&mut auth);
        assert_eq!(
            auth["params"],
            json!({"methodId": "key", "_meta": {"value": REDACTED}})
        );
    }
}
