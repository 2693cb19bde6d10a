//! Failures explained: what the agent answered, and where to look.

use std::time::Duration;

use acp::v1::ErrorCode;
use acp::CallError;
use serde_json::Value;

use super::screen::indented;
use super::AgentLink;

/// `what failed`, explained as far as the error allows: the agent's error with
/// its data on lines of their own, and for an internal error of the agent
/// (-32603), where its cause usually is (its stderr, shown when it wrote any).
pub async fn failure(what: &str, e: &CallError, process: &AgentLink) -> String {
    match e {
        CallError::Peer(error) => answered(what, error, process).await,
        e => format!("{what} failed: {e}"),
    }
}

/// [`failure`] for the error the agent answered (or ended a turn with).
pub async fn answered(what: &str, error: &acp::Error, process: &AgentLink) -> String {
    // `-32603 (Internal error)` (the protocol's code, which knows the names), and
    // the message when it says more than the code's name.
    let code = ErrorCode(error.code.0);
    let bare = code.name() == Some(error.message.as_str());
    let mut text = if bare {
        format!("{what} failed: the agent answered {code}")
    } else {
        format!(
            "{what} failed: the agent answered {code}: {}",
            error.message
        )
    };
    match &error.data {
        None | Some(Value::Null) => {}
        Some(Value::Object(fields)) => {
            for (key, value) in fields {
                let value = value
                    .as_str()
                    .map_or_else(|| value.to_string(), str::to_owned);
                text += &format!("\n    {key}: {value}");
            }
        }
        Some(other) => text += &format!("\n    data: {other}"),
    }
    // An internal error whose message says no more than that: where to look.
    if bare && code == ErrorCode::INTERNAL_ERROR {
        let tail = settled_stderr_tail(process).await;
        text += "\nThis is the agent failing, not the request: often a program it runs (its \
                 model's client, a CLI it wraps) could not start or ended early.";
        if tail.trim().is_empty() {
            text += " The agent wrote nothing on stderr; running its command alone in a \
                     terminal may show more, and `acp trace -o FILE -- AGENT...` records the \
                     exchange.";
        } else {
            text += &format!(" The end of its stderr:\n{}", indented(&tail));
        }
    }
    text
}

/// The end of the agent's stderr, for an error it just answered with: what it
/// wrote right before answering may still be on its way through the pipe, so
/// an empty tail is given a moment to fill (long enough for a busy machine;
/// it is waited only while the tail is empty).
async fn settled_stderr_tail(process: &AgentLink) -> String {
    const SETTLE: Duration = Duration::from_secs(2);
    let deadline = tokio::time::Instant::now() + SETTLE;
    loop {
        let tail = process.stderr_tail();
        if !tail.trim().is_empty() || tokio::time::Instant::now() >= deadline {
            return tail;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The end of the agent's stderr, to follow a message about it (or nothing).
pub fn stderr_tail(tail: &str) -> String {
    if tail.trim().is_empty() {
        String::new()
    } else {
        format!("; the end of its stderr:\n{}", indented(tail))
    }
}

/// A duration as the chat's messages say it: `30 s`, `1.5 s`.
pub fn seconds(d: Duration) -> String {
    if d.subsec_millis() == 0 {
        format!("{} s", d.as_secs())
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}
