//! How a checking or scripted client answers an agent's requests: by default the
//! canned answers of the test-agent convention (a fixed file content, a write
//! that writes nothing, a terminal that printed one line and exited 0 without
//! running anything), so that an agent's turn can run to its end whatever it
//! asks, and permission questions answered `reject_once`: never a standing
//! permission, and nothing run for real against an agent that acts for real.
//! [`ScriptedClient`] lets a test change them.
//!
//! [`ScriptedClient`]: super::ScriptedClient

use std::collections::HashMap;

use serde_json::{json, Value};

use crate::v1::{
    AgentRequest, CreateTerminalResponse, ErrorCode, KillTerminalResponse, PermissionOptionId,
    PermissionOptionKind, ReadTextFileRequest, ReadTextFileResponse, ReleaseTerminalResponse,
    RequestPermissionOutcome, RequestPermissionRequest, RequestPermissionResponse,
    SelectedPermissionOutcome, TerminalExitStatus, TerminalOutputResponse,
    WaitForTerminalExitResponse, WriteTextFileResponse,
};
use crate::{Error, Result};

/// The content `fs/read_text_file` returns for a path given no content of its own.
pub(crate) const FILE_CONTENT: &str = "fixed file content\nline 2\n";
/// What a terminal printed, unless told otherwise.
const TERMINAL_OUTPUT: &str = "terminal output\n";
/// The id of every terminal created.
const TERMINAL_ID: &str = "term-1";

/// Which option a client picks when asked for permission. Whatever it is,
/// the scripted client never picks a standing permission by itself: the kinds
/// below pick by [`crate::permission`]'s rules, and only [`Permission::Kind`]
/// or [`Permission::Option`] can name an `allow_always`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Permission {
    /// `reject_once` (what `acp check` answers, and the default): nothing is
    /// allowed and nothing is decided beyond the one call; an error (-32602)
    /// when it is not offered.
    RejectOnce,
    /// `allow_once`, for a test whose tool must run; an error (-32602) when it
    /// is not offered (an `allow_always` is not taken in its place).
    AllowOnce,
    /// The first option offered, whatever it grants.
    First,
    /// The first option of this kind (`AllowOnce`, `RejectAlways`, ...); an
    /// error (-32602) when none is offered.
    Kind(PermissionOptionKind),
    /// The option with this id; an error (-32602) when it is not offered.
    Option(PermissionOptionId),
    /// The `cancelled` outcome, as a client answers once it has cancelled the
    /// turn.
    Cancelled,
}

/// The answers a client gives an agent's requests.
#[derive(Debug, Clone)]
pub(crate) struct Answers {
    /// Who answers, for the error of a method it does not serve.
    pub(crate) name: &'static str,
    /// `fs/read_text_file` by path: the content, or the error to answer.
    pub(crate) files: HashMap<String, Result<String>>,
    pub(crate) permission: Permission,
    pub(crate) terminal_output: String,
    pub(crate) terminal_exit: u32,
}

impl Default for Answers {
    fn default() -> Self {
        Answers {
            name: "acp check",
            files: HashMap::new(),
            permission: Permission::RejectOnce,
            terminal_output: TERMINAL_OUTPUT.to_owned(),
            terminal_exit: 0,
        }
    }
}

impl Answers {
    /// The result for `request`, as JSON.
    pub(crate) fn answer(&self, request: AgentRequest) -> Result<Value> {
        let encode = |v: std::result::Result<Value, serde_json::Error>| {
            v.map_err(|e| Error::internal_error(format!("encoding the answer: {e}")))
        };
        match request {
            AgentRequest::ReadTextFile(req) => encode(serde_json::to_value(self.read(&req)?)),
            AgentRequest::WriteTextFile(_) => {
                encode(serde_json::to_value(WriteTextFileResponse::new()))
            }
            AgentRequest::RequestPermission(req) => {
                encode(serde_json::to_value(self.permission(&req)?))
            }
            AgentRequest::CreateTerminal(_) => encode(serde_json::to_value(
                CreateTerminalResponse::new(TERMINAL_ID),
            )),
            AgentRequest::TerminalOutput(_) => encode(serde_json::to_value(
                TerminalOutputResponse::new(self.terminal_output.clone(), false)
                    .exit_status(TerminalExitStatus::new().exit_code(self.terminal_exit)),
            )),
            AgentRequest::WaitForTerminalExit(_) => encode(serde_json::to_value(
                WaitForTerminalExitResponse::new().exit_code(self.terminal_exit),
            )),
            AgentRequest::ReleaseTerminal(_) => {
                encode(serde_json::to_value(ReleaseTerminalResponse::new()))
            }
            AgentRequest::KillTerminal(_) => {
                encode(serde_json::to_value(KillTerminalResponse::new()))
            }
            other => Err(Error::new(
                ErrorCode::METHOD_NOT_FOUND,
                format!("{} does not serve {}", self.name, other.method()),
            )),
        }
    }

    /// `fs/read_text_file`: the content given for the path, else the fixed one.
    fn read(&self, req: &ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        match self.files.get(&req.path) {
            Some(Ok(content)) => Ok(ReadTextFileResponse::new(content.clone())),
            Some(Err(error)) => Err(error.clone()),
            None => Ok(ReadTextFileResponse::new(FILE_CONTENT)),
        }
    }

    /// `session/request_permission`: the option [`Permission`] picks.
    fn permission(&self, req: &RequestPermissionRequest) -> Result<RequestPermissionResponse> {
        let picked = match &self.permission {
            Permission::Cancelled => {
                return Ok(RequestPermissionResponse::new(
                    RequestPermissionOutcome::Cancelled,
                ))
            }
            Permission::RejectOnce => pick(req, crate::permission::pick_reject_once),
            Permission::AllowOnce => pick(req, |grants| {
                crate::permission::pick_allow(grants).filter(|i| !grants[*i].is_standing())
            }),
            Permission::First => req.options.first(),
            Permission::Kind(kind) => req.options.iter().find(|o| o.kind == *kind),
            Permission::Option(id) => req.options.iter().find(|o| o.option_id == *id),
        };
        if req.options.is_empty() {
            return Err(Error::new(
                ErrorCode::INVALID_PARAMS,
                "no permission options",
            ));
        }
        let picked = picked.ok_or_else(|| {
            Error::new(
                ErrorCode::INVALID_PARAMS,
                format!(
                    "{} picks {:?}, which the permission request does not offer",
                    self.name, self.permission
                ),
            )
        })?;
        let selected = SelectedPermissionOutcome::new(picked.option_id.clone());
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(selected),
        ))
    }

    /// The kind of the option `request` (a `session/request_permission`
    /// request object) is answered with, for notes.
    pub(crate) fn permission_kind(&self, request: &Value) -> Option<String> {
        let params = request.get("params")?.clone();
        let req: RequestPermissionRequest = serde_json::from_value(params).ok()?;
        let answer = self.permission(&req).ok()?;
        let RequestPermissionOutcome::Selected(selected) = answer.outcome else {
            return Some("cancelled".into());
        };
        let option = req
            .options
            .iter()
            .find(|o| o.option_id == selected.option_id)?;
        Some(
            crate::permission::Grant::of(&option.kind)
                .as_str()
                .to_owned(),
        )
    }

    /// The response to `request`, a JSON-RPC request object with `id`, `method`
    /// and `params`, as a JSON-RPC response object.
    pub(crate) fn respond(&self, request: &Value) -> Value {
        let id = request.get("id").cloned().unwrap_or(Value::Null);
        let method = request.get("method").and_then(Value::as_str).unwrap_or("");
        let params = request.get("params").cloned().unwrap_or(Value::Null);
        let result = AgentRequest::decode(method, params)
            .map_err(|e| Error::new(ErrorCode::INVALID_PARAMS, e.to_string()))
            .and_then(|decoded| self.answer(decoded));
        match result {
            Ok(result) => json!({"jsonrpc": "2.0", "id": id, "result": result}),
            Err(error) => json!({"jsonrpc": "2.0", "id": id, "error": error}),
        }
    }
}

/// The option of `req` that `rule` picks among its kinds.
fn pick(
    req: &RequestPermissionRequest,
    rule: impl Fn(&[crate::permission::Grant]) -> Option<usize>,
) -> Option<&crate::v1::PermissionOption> {
    let grants: Vec<crate::permission::Grant> = req
        .options
        .iter()
        .map(|o| crate::permission::Grant::of(&o.kind))
        .collect();
    rule(&grants).map(|i| &req.options[i])
}
