//! `acp check agent` against agents whose behaviour is known: our test agent (every
//! check passes), the same agent when sessions need a login (the session checks are
//! skipped, with the reason), an agent written with the official Rust SDK
//! (`examples/official_sdk_agent.rs`), and two broken agents (`agents/broken_agent.py`)
//! whose failures must be the ones reported.

use std::path::Path;

mod support;
use support::*;

fn broken_agent() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/agents/broken_agent.py")
        .display()
        .to_string()
}

fn check(args: &[&str], command: &[&str]) -> (i32, Checks) {
    acp_check("agent", args, command)
}

#[test]
fn the_test_agent_passes_every_check() {
    let agent = root_example("test_agent");
    let (code, checks) = check(&[], &[agent.to_str().unwrap()]);
    let not_passed: Vec<_> = checks.iter().filter(|(_, (s, _))| s != "pass").collect();
    assert!(not_passed.is_empty(), "{not_passed:#?}");
    assert!(checks.len() >= 30, "{} checks", checks.len());
    assert_eq!(code, 0);
}

#[test]
fn sessions_behind_a_login_are_skipped_with_the_reason() {
    let agent = root_example("test_agent");
    let (code, checks) = check(&[], &[agent.to_str().unwrap(), "--auth-required"]);
    assert_eq!(with_status(&checks, "fail"), Vec::<String>::new());
    let (status, detail) = &checks["session.new"];
    assert_eq!(status, "skip");
    assert!(detail.contains("authentication"), "{detail}");
    for id in [
        "cancel.session-cancel",
        "concurrency.sessions",
        "prompt.large",
    ] {
        assert_eq!(checks[id].0, "skip", "{id}");
    }
    for id in ["jsonrpc.parse-error", "transport.exit-on-eof"] {
        assert_eq!(checks[id].0, "pass", "{id}");
    }
    assert_eq!(code, 0);
}

#[test]
fn the_official_sdk_agent_fails_only_cancel_request() {
    let agent = own_example("official_sdk_agent");
    let (code, checks) = check(&["--timeout", "3"], &[agent.to_str().unwrap()]);
    // The official SDK 5.2.0 does not act on `$/cancel_request` for a running prompt.
    assert_eq!(with_status(&checks, "fail"), ["cancel.cancel-request"]);
    assert_eq!(with_status(&checks, "skip"), Vec::<String>::new());
    assert_eq!(code, 0, "a SHOULD failure does not fail the run");
}

#[test]
fn an_agent_answering_internal_error_fails_the_checks_it_breaks() {
    let script = broken_agent();
    let (code, checks) = check(&["--timeout", "2"], &["python3", &script, "internal-error"]);
    for id in [
        "initialize.negotiates-version",
        "initialize.agent-info",
        "jsonrpc.method-not-found",
        "jsonrpc.notifications-unanswered",
        "jsonrpc.parse-error",
        "ext.unknown-request",
        "session.new",
        "transport.stdout-only-messages",
    ] {
        assert_eq!(checks[id].0, "fail", "{id}: {:?}", checks[id]);
    }
    // It does echo ids and survives bad lines.
    for id in [
        "jsonrpc.id-string",
        "jsonrpc.id-large",
        "jsonrpc.survives-bad-input",
    ] {
        assert_eq!(checks[id].0, "pass", "{id}: {:?}", checks[id]);
    }
    assert!(checks["transport.stdout-only-messages"]
        .1
        .contains("broken agent starting"));
    assert_eq!(code, 1);
}

#[test]
fn a_silent_agent_fails_initialize_and_the_end_of_input() {
    let script = broken_agent();
    let (code, checks) = check(&["--timeout", "0.5"], &["python3", &script, "silent"]);
    assert_eq!(
        with_status(&checks, "fail"),
        [
            "initialize.negotiates-version",
            "initialize.response-shape",
            "transport.exit-on-eof"
        ]
    );
    assert!(checks["initialize.negotiates-version"]
        .1
        .contains("no answer"));
    assert_eq!(code, 1);
}
