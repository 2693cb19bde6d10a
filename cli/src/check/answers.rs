//! What the checking client answers when the agent calls it: the canned answers of
//! the test-agent convention (a fixed file content, the first permission option, a
//! terminal that printed one line and exited 0), so that an agent's turn can run
//! to its end whatever it asks.

use acp::v1::{
    AgentRequest, CreateTerminalResponse, Error, ErrorCode, KillTerminalResponse,
    ReadTextFileResponse, ReleaseTerminalResponse, RequestPermissionOutcome,
    RequestPermissionResponse, SelectedPermissionOutcome, TerminalExitStatus,
    TerminalOutputResponse, WaitForTerminalExitResponse, WriteTextFileResponse,
};
use serde_json::{json, Value};

/// The content `fs/read_text_file` returns.
pub const FILE_CONTENT: &str = "fixed file content\nline 2\n";

/// The response to `request` (an object with `id`, `method` and `params`).
pub fn answer(request: &Value) -> Value {
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let method = request.get("method").and_then(Value::as_str).unwrap_or("");
    let params = request.get("params").cloned().unwrap_or(Value::Null);
    let result = match AgentRequest::decode(method, params) {
        Ok(decoded) => result_of(decoded),
        Err(e) => Err(Error::new(ErrorCode::INVALID_PARAMS, e.to_string())),
    };
    match result {
        Ok(result) => json!({"jsonrpc": "2.0", "id": id, "result": result}),
        Err(error) => json!({"jsonrpc": "2.0", "id": id, "error": error}),
    }
}

fn result_of(request: AgentRequest) -> Result<Value, Error> {
    let encode = |v: Result<Value, serde_json::Error>| v.expect("a response encodes");
    Ok(match request {
        AgentRequest::ReadTextFile(_) => encode(serde_json::to_value(ReadTextFileResponse::new(
            FILE_CONTENT,
        ))),
        AgentRequest::WriteTextFile(_) => {
            encode(serde_json::to_value(WriteTextFileResponse::new()))
        }
        AgentRequest::RequestPermission(req) => {
            let Some(first) = req.options.first() else {
                return Err(Error::new(
                    ErrorCode::INVALID_PARAMS,
                    "no permission options",
                ));
            };
            let selected = SelectedPermissionOutcome::new(first.option_id.clone());
            let outcome = RequestPermissionOutcome::Selected(selected);
            encode(serde_json::to_value(RequestPermissionResponse::new(
                outcome,
            )))
        }
        AgentRequest::CreateTerminal(_) => {
            encode(serde_json::to_value(CreateTerminalResponse::new("term-1")))
        }
        AgentRequest::TerminalOutput(_) => encode(serde_json::to_value(
            TerminalOutputResponse::new("terminal output\n", false)
                .exit_status(TerminalExitStatus::new().exit_code(0u32)),
        )),
        AgentRequest::WaitForTerminalExit(_) => encode(serde_json::to_value(
            WaitForTerminalExitResponse::new().exit_code(0u32),
        )),
        AgentRequest::ReleaseTerminal(_) => {
            encode(serde_json::to_value(ReleaseTerminalResponse::new()))
        }
        AgentRequest::KillTerminal(_) => encode(serde_json::to_value(KillTerminalResponse::new())),
        other => {
            return Err(Error::new(
                ErrorCode::METHOD_NOT_FOUND,
                format!("acp check does not serve {}", other.method()),
            ))
        }
    })
}
