//! The JSON-RPC messages of one connection as a test recorded them (by a relay in the
//! middle, or as a peer written with another SDK reported them), each with the
//! direction it went in, and the one check every interop test runs over them.
#![allow(dead_code)] // each test binary uses part of it

use std::sync::{Arc, Mutex};

use serde_json::Value;

/// Every message of a connection with its direction, in order. Exactly two direction
/// names occur; a response goes the other way from the request it answers. Clones
/// share the same record (a relay appends while the test reads).
#[derive(Clone, Default)]
pub struct Transcript(Arc<Mutex<Vec<(String, Value)>>>);

impl Transcript {
    /// A transcript as another SDK's peer reported it: a JSON array whose entries are
    /// `[dir, message]` or `{"dir": dir, "msg": message}`.
    pub fn from_report(wire: &Value) -> Transcript {
        let entries = wire
            .as_array()
            .unwrap_or_else(|| panic!("the wire is not an array: {wire}"));
        let transcript = Transcript::default();
        for entry in entries {
            let (dir, msg) = match entry {
                Value::Array(pair) if pair.len() == 2 => (&pair[0], &pair[1]),
                _ => (&entry["dir"], &entry["msg"]),
            };
            let dir = dir
                .as_str()
                .unwrap_or_else(|| panic!("no direction: {entry}"));
            transcript.push(dir, msg.clone());
        }
        transcript
    }

    pub fn push(&self, dir: &str, message: Value) {
        self.0.lock().unwrap().push((dir.to_owned(), message));
    }

    pub fn lines(&self) -> Vec<(String, Value)> {
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

    /// Every request with this method sent in direction `dir`, each with the response
    /// to it, in order.
    pub fn calls(&self, dir: &str, method: &str) -> Vec<(Value, Value)> {
        let lines = self.lines();
        lines
            .iter()
            .filter(|(d, l)| d == dir && l["method"] == method && l.get("id").is_some())
            .map(|(_, request)| {
                let response = lines
                    .iter()
                    .find(|(d, l)| {
                        d != dir && l.get("method").is_none() && l.get("id") == request.get("id")
                    })
                    .unwrap_or_else(|| panic!("no response to {request}:\n{}", self.dump()));
                (request.clone(), response.1.clone())
            })
            .collect()
    }

    /// The `nth` request with this method sent in direction `dir`, and the response to it.
    pub fn call(&self, dir: &str, method: &str, nth: usize) -> (Value, Value) {
        self.calls(dir, method)
            .into_iter()
            .nth(nth)
            .unwrap_or_else(|| panic!("no {method} #{nth} {dir}:\n{}", self.dump()))
    }

    /// The methods sent in direction `dir`, in order (requests and notifications).
    pub fn methods(&self, dir: &str) -> Vec<String> {
        self.lines()
            .iter()
            .filter(|(d, _)| d == dir)
            .filter_map(|(_, l)| l["method"].as_str().map(str::to_owned))
            .collect()
    }

    /// The messages with an `error`, with their direction.
    pub fn errors(&self) -> Vec<(String, Value)> {
        self.lines()
            .into_iter()
            .filter(|(_, l)| l.get("error").is_some())
            .collect()
    }

    /// The wire check: every message is JSON-RPC 2.0; request ids never repeat within
    /// a direction; every request is answered exactly once, from the other side;
    /// every response answers a request and carries either `result` or `error`; and
    /// the only errors are the `expected` ones (the `(direction, id)` of the requests
    /// they answer).
    pub fn check(&self, expected_errors: &[(&str, Value)]) {
        let lines = self.lines();
        let dump = || self.dump();
        let is_request = |l: &Value| l.get("method").is_some() && l.get("id").is_some();
        let is_response = |l: &Value| l.get("method").is_none() && l.get("id").is_some();
        for (dir, line) in &lines {
            assert_eq!(line["jsonrpc"], "2.0", "{dir}: {line}\n{}", dump());
            if is_request(line) {
                let same_id = lines
                    .iter()
                    .filter(|(d, l)| d == dir && is_request(l) && l["id"] == line["id"])
                    .count();
                assert_eq!(same_id, 1, "request id repeats {dir}: {line}\n{}", dump());
                let answers = lines
                    .iter()
                    .filter(|(d, l)| d != dir && is_response(l) && l["id"] == line["id"])
                    .count();
                assert_eq!(
                    answers,
                    1,
                    "{dir}: {line} answered {answers} times\n{}",
                    dump()
                );
            }
            if is_response(line) {
                let asked = lines
                    .iter()
                    .any(|(d, l)| d != dir && is_request(l) && l["id"] == line["id"]);
                assert!(asked, "a response to no request, {dir}: {line}\n{}", dump());
                let (result, error) = (line.get("result"), line.get("error"));
                assert!(
                    result.is_some() != error.is_some(),
                    "a response needs one of result and error, {dir}: {line}\n{}",
                    dump()
                );
                if error.is_some() {
                    let allowed = expected_errors
                        .iter()
                        .any(|(request_dir, id)| request_dir != dir && line["id"] == *id);
                    assert!(
                        allowed,
                        "unexpected error response {dir}: {line}\n{}",
                        dump()
                    );
                }
            }
        }
    }
}
