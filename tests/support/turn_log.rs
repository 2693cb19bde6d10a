//! One turn as a client saw it, in the protocol's JSON shapes (the same in
//! v1 and v2 for what is read here): read from what `acp trace` recorded
//! between a client and an agent, or filled in by a client of the test's own.
//! The updates by kind, the text of the agent's message, each tool call with
//! the statuses its updates carried, the permission requests and their
//! answers, the client methods the agent called.
#![allow(dead_code)] // each test binary uses part of it

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use acp::jsonrpc::{Notification, Request};
use acp::v1::{
    InitializeRequest, PromptRequest, RequestPermissionRequest, SessionNotification,
    WriteTextFileRequest,
};
use serde_json::Value;

/// A permission request and its answer.
#[derive(Debug, Default)]
pub struct Permission {
    pub tool_call_id: Option<String>,
    /// `(optionId, kind)` of each option offered.
    pub options: Vec<(String, String)>,
    pub chosen: Option<String>,
}

impl Permission {
    pub fn chosen_kind(&self) -> Option<&str> {
        let chosen = self.chosen.as_deref()?;
        self.options
            .iter()
            .find(|(id, _)| id == chosen)
            .map(|(_, kind)| kind.as_str())
    }
}

/// One turn as the client saw it, in the protocol's JSON shapes (the same in
/// v1 and v2 for what is read here).
#[derive(Debug, Default)]
pub struct TurnLog {
    pub protocol: u64,
    /// The `update` of each `session/update`, in order.
    pub updates: Vec<Value>,
    pub permissions: Vec<Permission>,
    /// The methods the agent called on the client, but `session/update`.
    pub client_calls: Vec<String>,
    /// `(path, content)` of each `fs/write_text_file`.
    pub writes: Vec<(String, String)>,
    pub stop_reason: Option<String>,
    /// From the prompt to the end of the turn.
    pub took: Duration,
}

impl TurnLog {
    /// The turn recorded by `acp trace` in `trace` (lines of `{"t", "dir",
    /// "msg"}`).
    pub fn from_trace(trace: &Path) -> TurnLog {
        let text = std::fs::read_to_string(trace)
            .unwrap_or_else(|e| panic!("cannot read {} ({e})", trace.display()));
        let mut log = TurnLog::default();
        let mut asked: BTreeMap<String, (String, Value)> = BTreeMap::new();
        let mut initialize = None;
        let mut prompt: Option<(Value, f64)> = None;
        for line in text.lines() {
            let entry: Value = serde_json::from_str(line).unwrap();
            let (t, message) = (entry["t"].as_f64().unwrap_or(0.0), &entry["msg"]);
            let method = message["method"].as_str();
            let took = |since: f64| Duration::from_secs_f64((t - since).max(0.0));
            if entry["dir"] == "client->agent" {
                match method {
                    Some(InitializeRequest::METHOD) => initialize = Some(message["id"].clone()),
                    Some(PromptRequest::METHOD) => prompt = Some((message["id"].clone(), t)),
                    Some(_) => {}
                    // An answer to one of the agent's requests.
                    None => {
                        let id = message["id"].to_string();
                        if let Some((asked_method, params)) = asked.remove(&id) {
                            if asked_method == RequestPermissionRequest::METHOD {
                                log.permissions
                                    .push(permission(&params, &message["result"]));
                            }
                        }
                    }
                }
                continue;
            }
            match method {
                Some(SessionNotification::METHOD) => {
                    let update = &message["params"]["update"];
                    log.updates.push(update.clone());
                    // A v2 turn ends with its `idle` state.
                    if update["state"] == "idle" {
                        if let Some((_, since)) = &prompt {
                            log.stop_reason = update["stopReason"].as_str().map(str::to_owned);
                            log.took = took(*since);
                        }
                    }
                }
                Some(method) => {
                    log.client_calls.push(method.to_owned());
                    let params = &message["params"];
                    if method == WriteTextFileRequest::METHOD {
                        let field =
                            |name: &str| params[name].as_str().unwrap_or_default().to_owned();
                        log.writes.push((field("path"), field("content")));
                    }
                    if !message["id"].is_null() {
                        asked.insert(
                            message["id"].to_string(),
                            (method.to_owned(), params.clone()),
                        );
                    }
                }
                None => {
                    let id = &message["id"];
                    if Some(id) == initialize.as_ref() {
                        log.protocol = message["result"]["protocolVersion"].as_u64().unwrap_or(0);
                    }
                    // A v1 turn ends with the prompt's answer.
                    if let Some((prompt_id, since)) = &prompt {
                        if id == prompt_id && log.protocol == 1 {
                            log.stop_reason =
                                message["result"]["stopReason"].as_str().map(str::to_owned);
                            log.took = took(*since);
                        }
                    }
                }
            }
        }
        log
    }

    pub fn by_kind(&self) -> BTreeMap<String, usize> {
        let mut kinds = BTreeMap::new();
        for update in &self.updates {
            let kind = update["sessionUpdate"].as_str().unwrap_or("?").to_owned();
            *kinds.entry(kind).or_default() += 1;
        }
        kinds
    }

    /// The text of the agent's message chunks, in order.
    pub fn message_text(&self) -> String {
        self.updates
            .iter()
            .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
            .filter_map(|u| u["content"]["text"].as_str())
            .collect()
    }

    /// Each tool call, in the order they came, with the statuses its updates
    /// carried.
    pub fn tool_calls(&self) -> Vec<(String, Vec<String>)> {
        let mut calls: Vec<(String, Vec<String>)> = vec![];
        for update in &self.updates {
            if !matches!(
                update["sessionUpdate"].as_str(),
                Some("tool_call" | "tool_call_update")
            ) {
                continue;
            }
            let id = update["toolCallId"].as_str().unwrap_or("?").to_owned();
            let at = match calls.iter().position(|(known, _)| *known == id) {
                Some(at) => at,
                None => {
                    calls.push((id, vec![]));
                    calls.len() - 1
                }
            };
            if let Some(status) = update["status"].as_str() {
                calls[at].1.push(status.to_owned());
            }
        }
        calls
    }

    /// What the figures of the closing note need, on one line.
    pub fn summary(&self) -> String {
        let kinds: Vec<String> = self
            .by_kind()
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        let mut methods: BTreeMap<&str, usize> = BTreeMap::new();
        for method in &self.client_calls {
            *methods.entry(method).or_default() += 1;
        }
        let methods: Vec<String> = methods.iter().map(|(m, n)| format!("{m} {n}")).collect();
        format!(
            "protocol {}, turn {:.2} s; updates: {}; client methods: {}",
            self.protocol,
            self.took.as_secs_f64(),
            kinds.join(", "),
            if methods.is_empty() {
                "none".to_owned()
            } else {
                methods.join(", ")
            }
        )
    }
}

/// A permission request's params and the client's answer, v1's and v2's
/// shapes alike.
pub fn permission(params: &Value, result: &Value) -> Permission {
    let call = match &params["toolCall"] {
        Value::Null => &params["subject"]["toolCall"],
        call => call,
    };
    let options = params["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| {
            let field = |name: &str| o[name].as_str().unwrap_or_default().to_owned();
            (field("optionId"), field("kind"))
        })
        .collect();
    Permission {
        tool_call_id: call["toolCallId"].as_str().map(str::to_owned),
        options,
        chosen: result["outcome"]["optionId"].as_str().map(str::to_owned),
    }
}
