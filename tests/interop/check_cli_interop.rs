//! `acp check agent` (the command-line package, `cli/`) against the agents written
//! with the TypeScript SDK (`tests/ts/agent.mjs`) and the Python SDK
//! (`tests/python/agent.py`) that the interop tests use: the checks that do not pass
//! are exactly the ones the README's table lists, for the reasons it gives; and
//! `acp check client` against the TypeScript SDK's client (`tests/ts/client.mjs`).
//! Installs the SDKs on the first run (`support::install`).

use std::collections::BTreeMap;
use std::process::Command;

use serde_json::Value;

use crate::support;
use support::paths::{acp_cli, manifest_dir};

/// Each check's status and detail, from `acp check agent --json -- command`.
fn check(command: &[&str]) -> BTreeMap<String, (String, String)> {
    check_as("agent", command, "3")
}

/// `acp check <what> --json --timeout <timeout> -- command`: each check's
/// status and detail.
fn check_as(what: &str, command: &[&str], timeout: &str) -> BTreeMap<String, (String, String)> {
    let output = Command::new(acp_cli())
        .args(["check", what, "--json", "--timeout", timeout, "--"])
        .args(command)
        .current_dir(manifest_dir())
        .output()
        .expect("acp runs");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}",
            String::from_utf8_lossy(&output.stdout)
        )
    });
    report["checks"]
        .as_array()
        .expect("checks")
        .iter()
        .map(|c| {
            let detail = c["detail"].as_str().unwrap_or("").to_string();
            let id = c["id"].as_str().unwrap().to_string();
            (id, (c["status"].as_str().unwrap().to_string(), detail))
        })
        .collect()
}

/// The ids that did not pass, with their status.
fn not_passed(checks: &BTreeMap<String, (String, String)>) -> Vec<(String, String)> {
    checks
        .iter()
        .filter(|(_, (status, _))| status != "pass")
        .map(|(id, (status, _))| (id.clone(), status.clone()))
        .collect()
}

fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
    expected
        .iter()
        .map(|(id, status)| (id.to_string(), status.to_string()))
        .collect()
}

#[test]
fn the_typescript_sdk_agent() {
    let ts = support::install::npm_project("ts");
    let version = support::install::npm_pinned(&ts, "@agentclientprotocol/sdk");
    assert_eq!(version, "2.4.0", "the TS SDK the README's table is for");
    let agent = ts.join("agent.mjs");
    let checks = check(&["node", agent.to_str().unwrap()]);
    assert_eq!(
        not_passed(&checks),
        pairs(&[
            ("cancel.cancel-request", "warn"),
            ("cancel.permission-pending", "fail"),
            ("concurrency.sessions", "n/a"),
            ("convention.echo", "n/a"),
            ("convention.meta", "n/a"),
            ("convention.stream", "n/a"),
            // It keeps no session history: the history checks do not apply.
            ("session.close", "skip"),
            ("session.config-options", "skip"),
            ("session.list", "skip"),
            ("session.load-replay", "skip"),
            ("session.mcp-servers", "warn"),
            ("session.modes-sync", "skip"),
            ("session.resume-no-replay", "skip"),
            ("session.unknown-id", "skip"),
        ]),
        "{checks:#?}"
    );
    // Its one turn asks permission and ignores `session/cancel`.
    assert!(checks["cancel.permission-pending"]
        .1
        .contains(r#""stopReason":"end_turn""#));
}

#[test]
fn the_python_sdk_agent() {
    let python = support::install::python();
    let version = support::install::python_pinned(&python, "agent-client-protocol");
    assert_eq!(
        version, "0.12.1",
        "the Python SDK the README's table is for"
    );
    let agent = manifest_dir().join("tests/python/agent.py");
    // Python starting and importing the SDK may take seconds on a busy machine.
    let checks = check_as(
        "agent",
        &[python.to_str().unwrap(), agent.to_str().unwrap()],
        "6",
    );
    assert_eq!(
        not_passed(&checks),
        pairs(&[
            ("cancel.cancel-request", "warn"),
            ("cancel.permission-pending", "skip"),
            ("concurrency.sessions", "n/a"),
            ("convention.echo", "n/a"),
            ("convention.meta", "n/a"),
            ("convention.stream", "n/a"),
            ("initialize.negotiates-version", "fail"),
            ("jsonrpc.invalid-request", "fail"),
            ("jsonrpc.not-an-object", "fail"),
            ("jsonrpc.parse-error", "fail"),
            ("jsonrpc.survives-bad-input", "fail"),
            ("meta.not-parameters", "fail"),
            ("prompt.tool-call-ids", "skip"),
            ("session.close", "skip"),
            ("session.config-options", "skip"),
            ("session.list", "skip"),
            ("session.load-replay", "skip"),
            ("session.mcp-servers", "warn"),
            ("session.modes-sync", "skip"),
            ("session.resume-no-replay", "skip"),
            ("session.unknown-id", "skip"),
        ]),
        "{checks:#?}"
    );
    // The reasons the README gives.
    assert!(checks["jsonrpc.not-an-object"].1.contains("output ended"));
    assert!(checks["meta.not-parameters"]
        .1
        .contains("acp-check-not-the-session"));
    assert!(checks["initialize.negotiates-version"].1.contains("999"));
    // It ignores the MCP servers of session/new: the SHOULD, with the spec's words.
    assert!(checks["session.mcp-servers"].1.contains("never started"));
}

/// `acp check client` against the TypeScript SDK's client: it answers everything
/// the scripted agent asks as the schema says; the two end-of-input checks fail
/// because `client.mjs` runs a script of its own and does not read its stdin, so
/// the end of its input does not end it (it waits for its next step instead).
#[test]
fn the_typescript_sdk_client() {
    let ts = support::install::ts_sdk_project();
    let client = ts.join("client.mjs");
    let checks = check_as(
        "client",
        &["node", client.to_str().unwrap(), "{agent}"],
        "3",
    );
    assert!(checks.len() >= 11, "{checks:#?}");
    assert_eq!(
        not_passed(&checks),
        pairs(&[("client.closes-agent", "warn"), ("client.exits", "warn")]),
        "{checks:#?}"
    );
}

/// `acp check client` against acpx, which takes its agent as one command line
/// (`--agent '<command>'`): `{agent}` is one word, so it passes every check (it
/// got none before, as the agent's command was split over several arguments).
#[test]
fn acpx_taking_its_agent_as_one_string() {
    let dir = support::install::npm_project("acpx");
    let acpx = dir.join("node_modules/.bin/acpx");
    // acpx keeps its sessions under HOME.
    let home = std::env::temp_dir().join(format!("acp-check-acpx-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let output = Command::new(acp_cli())
        .args(["check", "client", "--json", "--"])
        .arg(&acpx)
        .args([
            "--approve-all",
            "--agent",
            "{agent}",
            "exec",
            "hello from acp check",
        ])
        .current_dir(&home)
        .env("HOME", &home)
        .output()
        .expect("acp runs");
    let _ = std::fs::remove_dir_all(&home);
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["passed"], 11, "{report:#}");
    assert_eq!(output.status.code(), Some(0), "{report:#}");
}
