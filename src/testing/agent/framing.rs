//! JSON-RPC on one connection: ids echoed in every form, notifications never
//! answered, the standard error codes, and lines that are not messages at all
//! (the connection must keep working after them).

use std::time::Duration;

use crate::jsonrpc::method::{Notification, Request};
use crate::v1::{CancelNotification, ErrorCode, NewSessionRequest, HANDSHAKE, PROTOCOL_VERSION};
use serde_json::{json, Value};

use super::{brief, initialized, notification, request, to_json, Stop};
use crate::testing::recorder::Recorder;
use crate::testing::wire::{error_code, is_response, Peer, WireError};

/// An extension request nobody serves.
const UNKNOWN_EXT: &str = "_acp.check/unknown";
/// An extension notification nobody handles.
const UNKNOWN_EXT_NOTE: &str = "_acp.check/note";
/// A method outside the protocol (not an extension either).
const UNKNOWN_METHOD: &str = "acp.check/no_such_method";

/// How long to watch for answers to notifications.
const QUIET: Duration = Duration::from_millis(300);

pub async fn run(agent: &mut Peer, rec: &mut Recorder) -> Result<(), Stop> {
    let result = initialized(agent).await?;
    rec.verdict(
        "initialize.same-version",
        match result.get(HANDSHAKE.version_field).and_then(Value::as_u64) {
            Some(v) if v == u64::from(PROTOCOL_VERSION.0) => Ok(()),
            other => Err(format!(
                "asked for {}, it answered {other:?}",
                PROTOCOL_VERSION.0
            )),
        },
    );

    let ids = [
        ("jsonrpc.id-number", json!(1)),
        ("jsonrpc.id-zero", json!(0)),
        ("jsonrpc.id-negative", json!(-7)),
        ("jsonrpc.id-large", json!(9_007_199_254_740_991_u64)),
        ("jsonrpc.id-string", json!("check-ü-\"q\"-1")),
    ];
    for (check, id) in ids {
        let outcome = echoes(agent, id).await?;
        rec.verdict(check, outcome);
    }

    // An unknown extension notification, then a request that must still be answered.
    let outcome =
        notifications_then_probe(agent, &[notification(UNKNOWN_EXT_NOTE, json!({"n": 1}))]).await?;
    rec.verdict("ext.unknown-notification", outcome);

    // Protocol notifications the agent cannot act on.
    let cancel = to_json(&CancelNotification::new("acp-check-no-such-session"));
    let notes = [
        notification(CancelNotification::METHOD, cancel),
        notification(UNKNOWN_METHOD, json!({})),
    ];
    let outcome = notifications_then_probe(agent, &notes).await?;
    rec.verdict("jsonrpc.notifications-unanswered", outcome);

    let response = agent.call(UNKNOWN_METHOD, json!({})).await?;
    rec.verdict(
        "jsonrpc.method-not-found",
        expect_code(&response, ErrorCode::METHOD_NOT_FOUND),
    );
    let response = agent.call(UNKNOWN_EXT, json!({})).await?;
    rec.verdict(
        "ext.unknown-request",
        expect_code(&response, ErrorCode::METHOD_NOT_FOUND),
    );
    let response = agent
        .call(
            NewSessionRequest::METHOD,
            json!({"cwd": 42, "mcpServers": []}),
        )
        .await?;
    rec.verdict(
        "jsonrpc.invalid-params",
        expect_code(&response, ErrorCode::INVALID_PARAMS),
    );

    // A request object whose method is not a string.
    let id = agent.fresh_id();
    let from = agent.log.len();
    agent
        .send(&json!({"jsonrpc": "2.0", "id": id, "method": 42}))
        .await?;
    let outcome =
        bad_line_answer(agent, from, &[id, Value::Null], ErrorCode::INVALID_REQUEST).await;
    rec.verdict("jsonrpc.invalid-request", outcome);

    // Not JSON at all; then JSON that is not an object.
    let from = agent.log.len();
    agent
        .send_line(r#"{"jsonrpc": "2.0", "id": 5, "method": "#)
        .await?;
    let outcome = bad_line_answer(agent, from, &[Value::Null], ErrorCode::PARSE_ERROR).await;
    rec.verdict("jsonrpc.parse-error", outcome);
    let from = agent.log.len();
    agent.send_line("42").await?;
    let outcome = bad_line_answer(agent, from, &[Value::Null], ErrorCode::INVALID_REQUEST).await;
    rec.verdict("jsonrpc.not-an-object", outcome);

    let after = agent.call(UNKNOWN_EXT, json!({})).await;
    rec.verdict(
        "jsonrpc.survives-bad-input",
        after.map(drop).map_err(|e| e.to_string()),
    );
    Ok(())
}

/// Sends `notes`, then a request: that request must be answered, and nothing else
/// (watching a little longer for late answers).
async fn notifications_then_probe(
    agent: &mut Peer,
    notes: &[Value],
) -> Result<Result<(), String>, Stop> {
    let from = agent.log.len();
    for note in notes {
        agent.send(note).await?;
    }
    let probe = agent.start(UNKNOWN_EXT, json!({})).await?;
    let answered = agent
        .response(&probe, agent.timeout)
        .await
        .map(drop)
        .map_err(|e| format!("a request after the notifications: {e}"));
    agent.settle(QUIET).await;
    Ok(answered.and(unanswered(&agent.log[from..], &[probe])))
}

/// Sends a request with `id` and checks the answer carries the same id.
async fn echoes(agent: &mut Peer, id: Value) -> Result<Result<(), String>, Stop> {
    let from = agent.log.len();
    agent
        .send(&request(id.clone(), UNKNOWN_EXT, json!({})))
        .await?;
    match agent.response(&id, agent.timeout).await {
        Ok(_) => Ok(Ok(())),
        Err(WireError::Timeout(_)) => {
            let other = agent.log[from..].iter().find(|m| is_response(m));
            Ok(Err(match other {
                Some(m) => format!("sent id {id}, the answer has id {}", m["id"]),
                None => format!("sent id {id}, no answer"),
            }))
        }
        Err(e) => Err(e.into()),
    }
}

/// Fails if `log` holds a response other than to `expected` ids.
fn unanswered(log: &[Value], expected: &[Value]) -> Result<(), String> {
    match log
        .iter()
        .find(|m| is_response(m) && !expected.iter().any(|id| m.get("id") == Some(id)))
    {
        Some(m) => Err(format!("answered a notification: {}", brief(m))),
        None => Ok(()),
    }
}

/// Checks that `response` is an error with `code`.
fn expect_code(response: &Value, code: ErrorCode) -> Result<(), String> {
    match error_code(response) {
        Some(c) if c == i64::from(code.0) => Ok(()),
        _ => Err(format!("expected {code}, got {}", brief(response))),
    }
}

/// Waits for the answer to a bad line sent when the log was `from` long: an error
/// with `code` and one of `ids`.
async fn bad_line_answer(
    agent: &mut Peer,
    from: usize,
    ids: &[Value],
    code: ErrorCode,
) -> Result<(), String> {
    let found = agent
        .wait_for(from, agent.timeout, |m| {
            is_response(m)
                && ids
                    .iter()
                    .any(|id| m.get("id").unwrap_or(&Value::Null) == id)
        })
        .await;
    match found {
        Ok((_, response)) => expect_code(&response, code),
        Err(e) => Err(format!("no answer: {e}")),
    }
}
