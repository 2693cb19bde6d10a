//! The test agent's MCP side (feature `mcp`), shared by its v1 and v2 agents:
//! connecting a session's servers, and the `mcp TOOL JSON` command.

use serde_json::Value;

/// `mcp TOOL JSON` in a prompt's text: the tool and its arguments.
pub fn words(text: &str) -> Option<(&str, &str)> {
    let rest = text.trim_start().strip_prefix("mcp")?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let rest = rest.trim_start();
    let (tool, json) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    Some((tool, json.trim()))
}

/// Connects a session's MCP servers (v1's or v2's), each failure on stderr (a
/// real agent tells its user); `session/new` succeeds either way. With the
/// connection, servers of the ACP transport too.
pub async fn connect<S: serde::Serialize>(
    servers: &[S],
    cwd: &str,
    connection: Option<&acp::Connection>,
) -> acp::mcp::McpServers {
    let mut options = acp::mcp::McpOptions::default()
        .client_info("acp-test-agent", env!("CARGO_PKG_VERSION"))
        .cwd(cwd);
    if let Some(connection) = connection {
        options = options.connection(connection);
    }
    let servers = acp::mcp::McpServers::connect(servers, &options).await;
    for failure in servers.failures() {
        eprintln!("test agent: {failure}");
    }
    servers
}

/// What a call of `mcp TOOL JSON` came to, for the turn's chunks and the tool
/// call reporting it.
pub struct Called {
    /// The arguments, as given (`null` when none).
    pub input: Value,
    /// The result's text items; or the reason it failed, as the agent tells it.
    pub text: Vec<String>,
    /// Whether it failed: no server lists the tool, the call failed, or the
    /// tool answered with an error result.
    pub failed: bool,
    /// The tool's result as JSON, or `{"error": REASON}`.
    pub raw: Value,
}

impl Called {
    /// The turn's chunks: the result's text items, or one `error: ...` line.
    pub fn lines(&self) -> Vec<String> {
        match self.raw.get("error") {
            Some(_) => self.text.iter().map(|e| format!("error: {e}")).collect(),
            None => self.text.clone(),
        }
    }
}

/// Calls TOOL with the JSON arguments on the first server that lists it.
pub async fn call(servers: &acp::mcp::McpServers, (tool, json): (&str, &str)) -> Called {
    let arguments = match json {
        "" => Ok(None),
        json => match serde_json::from_str::<Value>(json) {
            Ok(Value::Object(arguments)) => Ok(Some(arguments)),
            Ok(_) => Err("the arguments must be a JSON object".to_owned()),
            Err(e) => Err(format!("the arguments are not JSON: {e}")),
        },
    };
    let input = match &arguments {
        Ok(Some(arguments)) => Value::Object(arguments.clone()),
        _ => Value::Null,
    };
    let result = match arguments {
        Ok(arguments) => servers
            .call(tool, arguments)
            .await
            .map_err(|e| e.to_string()),
        Err(e) => Err(e),
    };
    match result {
        Ok(result) => Called {
            input,
            text: result
                .content
                .iter()
                .filter_map(|item| Some(item.as_text()?.text.clone()))
                .collect(),
            failed: result.is_error == Some(true),
            raw: serde_json::to_value(&result).unwrap_or_default(),
        },
        Err(e) => Called {
            input,
            raw: serde_json::json!({ "error": e }),
            text: vec![e],
            failed: true,
        },
    }
}
