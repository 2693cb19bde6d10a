//! What the interop tests against the official Rust SDK share: pipes with a
//! relay in the middle that records every line, and helpers to describe and
//! build the messages of a turn on either side.
#![allow(dead_code)] // each test binary uses part of it

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::v1 as ours;
use agent_client_protocol as official;
use official::v1::schema as theirs;
use serde::Serialize;
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

// ---------------------------------------------------------------------------
// The script both directions follow.

pub const FILE: &str = "second line\nthird line\n";
pub const TIMEOUT: Duration = Duration::from_secs(20);

pub fn s(v: &Value) -> &str {
    v.as_str().unwrap_or("-")
}

pub fn describe_read(request: &Value) -> String {
    format!(
        "fs/read_text_file {} {} line={} limit={}",
        s(&request["sessionId"]),
        s(&request["path"]),
        request["line"],
        request["limit"]
    )
}

pub fn describe_permission(request: &Value) -> String {
    let options: Vec<String> = request["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| format!("{}:{}", s(&o["optionId"]), s(&o["kind"])))
        .collect();
    format!(
        "session/request_permission {} {} {}",
        s(&request["sessionId"]),
        s(&request["toolCall"]["toolCallId"]),
        options.join(",")
    )
}

pub fn to_json(value: &impl Serialize) -> Value {
    serde_json::to_value(value).expect("encodes")
}

// ---------------------------------------------------------------------------
// Pipes with a recording relay in the middle.

pub const TO_OFFICIAL: &str = "acp->official";
pub const TO_ACP: &str = "official->acp";

/// Every line that crossed the relay, with its direction.
#[derive(Clone, Default)]
pub struct Transcript(Arc<Mutex<Vec<(&'static str, Value)>>>);

impl Transcript {
    pub fn lines(&self) -> Vec<(&'static str, Value)> {
        self.0.lock().unwrap().clone()
    }

    /// Prints the transcript when `INTEROP_WIRE` is set (with `--nocapture`).
    pub fn show(&self, title: &str) {
        if std::env::var_os("INTEROP_WIRE").is_some() {
            eprintln!("--- {title}\n{}", self.dump());
        }
    }

    pub fn dump(&self) -> String {
        self.lines()
            .iter()
            .map(|(dir, line)| format!("{dir}: {line}\n"))
            .collect()
    }

    /// The `nth` request with this method sent in direction `dir`, and the response to it.
    pub fn call(&self, dir: &str, method: &str, nth: usize) -> (Value, Value) {
        let lines = self.lines();
        let request = lines
            .iter()
            .filter(|(d, l)| *d == dir && l["method"] == method && l.get("id").is_some())
            .nth(nth)
            .unwrap_or_else(|| panic!("no {method} #{nth} {dir}:\n{}", self.dump()))
            .1
            .clone();
        let response = lines
            .iter()
            .find(|(d, l)| {
                *d != dir && l.get("method").is_none() && l.get("id") == request.get("id")
            })
            .unwrap_or_else(|| panic!("no response to {request}:\n{}", self.dump()))
            .1
            .clone();
        (request, response)
    }

    /// The methods sent in direction `dir`, in order (requests and notifications).
    pub fn methods(&self, dir: &str) -> Vec<String> {
        self.lines()
            .iter()
            .filter(|(d, _)| *d == dir)
            .filter_map(|(_, l)| l["method"].as_str().map(str::to_owned))
            .collect()
    }

    /// Every line is JSON-RPC 2.0, and the only error responses are the `expected`
    /// ones (the `(direction, id)` of the requests they answer).
    pub fn assert_errors_only_for(&self, expected: &[(&str, Value)]) {
        for (dir, line) in self.lines() {
            assert_eq!(line["jsonrpc"], "2.0", "{line}");
            if line.get("error").is_none() {
                continue;
            }
            let allowed = expected
                .iter()
                .any(|(request_dir, id)| *request_dir != dir && line["id"] == *id);
            assert!(allowed, "unexpected error response {line}\n{}", self.dump());
        }
    }
}

pub async fn relay(
    from: impl AsyncRead + Unpin,
    mut to: impl AsyncWrite + Unpin,
    dir: &'static str,
    transcript: Transcript,
) {
    let mut lines = BufReader::new(from).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        let value = serde_json::from_str(&line).unwrap_or_else(|_| Value::String(line.clone()));
        transcript.0.lock().unwrap().push((dir, value));
        let written = async {
            to.write_all(line.as_bytes()).await?;
            to.write_all(b"\n").await?;
            to.flush().await
        };
        if written.await.is_err() {
            break;
        }
    }
    let _ = to.shutdown().await;
}

pub type OurEnd = (
    tokio::io::ReadHalf<tokio::io::DuplexStream>,
    tokio::io::WriteHalf<tokio::io::DuplexStream>,
);
pub type OfficialEnd = official::ByteStreams<
    tokio_util::compat::Compat<tokio::io::WriteHalf<tokio::io::DuplexStream>>,
    tokio_util::compat::Compat<tokio::io::ReadHalf<tokio::io::DuplexStream>>,
>;

/// Our end, the official SDK's end, and the transcript of what passed between them.
pub fn tapped_pipes() -> (OurEnd, OfficialEnd, Transcript) {
    let (ours, ours_relay) = tokio::io::duplex(64 << 10);
    let (theirs, theirs_relay) = tokio::io::duplex(64 << 10);
    let (ours_relay_read, ours_relay_write) = tokio::io::split(ours_relay);
    let (theirs_relay_read, theirs_relay_write) = tokio::io::split(theirs_relay);
    let transcript = Transcript::default();
    tokio::spawn(relay(
        ours_relay_read,
        theirs_relay_write,
        TO_OFFICIAL,
        transcript.clone(),
    ));
    tokio::spawn(relay(
        theirs_relay_read,
        ours_relay_write,
        TO_ACP,
        transcript.clone(),
    ));
    let (theirs_read, theirs_write) = tokio::io::split(theirs);
    let official_end =
        official::ByteStreams::new(theirs_write.compat_write(), theirs_read.compat());
    (tokio::io::split(ours), official_end, transcript)
}

/// Reject first: a client that picks by position instead of kind would reject.
pub fn our_options() -> Vec<ours::PermissionOption> {
    vec![
        ours::PermissionOption::new(
            "reject-once",
            "Reject",
            ours::PermissionOptionKind::RejectOnce,
        ),
        ours::PermissionOption::new(
            "allow-once",
            "Allow once",
            ours::PermissionOptionKind::AllowOnce,
        ),
    ]
}

pub fn their_options() -> Vec<theirs::PermissionOption> {
    vec![
        theirs::PermissionOption::new(
            "reject-once",
            "Reject",
            theirs::PermissionOptionKind::RejectOnce,
        ),
        theirs::PermissionOption::new(
            "allow-once",
            "Allow once",
            theirs::PermissionOptionKind::AllowOnce,
        ),
    ]
}

pub fn text(s: &str) -> ours::ContentBlock {
    ours::ContentBlock::from(ours::TextContent::new(s))
}

pub fn their_text(s: &str) -> theirs::ContentBlock {
    theirs::ContentBlock::Text(theirs::TextContent::new(s))
}
