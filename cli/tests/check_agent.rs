//! `acp check agent` against agents whose behaviour is known: our test agent with a
//! session store (every check passes), the same agent when sessions or prompts need a login (the checks
//! needing them are skipped, with the reason; `--auth` logs in), an agent written
//! with the official Rust SDK (`examples/official_sdk_agent.rs`), the scripted
//! agents of `agents/broken_agent.py` (broken ones, whose failures must be the ones
//! reported, one reusing tool call ids, a crashing one, and one doing what the
//! spec allows), and a command that cannot be started.

use std::path::Path;

mod support;
use support::*;

fn broken_agent() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/agents/broken_agent.py")
        .display()
        .to_string()
}

/// A session store file for the test agent (`--store`), its directory
/// removed when dropped.
struct Store {
    dir: std::path::PathBuf,
    file: String,
}

impl Store {
    fn new(tag: &str) -> Store {
        let dir = std::env::temp_dir().join(format!("acp-check-{tag}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("sessions.db").display().to_string();
        Store { dir, file }
    }

    fn path(&self) -> &str {
        &self.file
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn check(args: &[&str], command: &[&str]) -> (i32, Checks) {
    acp_check("agent", args, command)
}

#[test]
fn the_test_agent_passes_every_check() {
    let agent = root_example("test_agent");
    // With a session store, for the history checks (the example is built with
    // the feature `store-sqlite`, see `root_example`).
    let store = Store::new("all");
    let (code, checks) = check(&[], &[agent.to_str().unwrap(), "--store", store.path()]);
    let not_passed: Vec<_> = checks.iter().filter(|(_, (s, _))| s != "pass").collect();
    assert!(not_passed.is_empty(), "{not_passed:#?}");
    assert_eq!(checks.len(), acp::testing::catalog::CHECKS.len());
    assert!(checks.len() >= 36, "{} checks", checks.len());
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
fn the_official_sdk_agent_warns_only_on_cancel_request_and_the_mcp_check() {
    let agent = own_example("official_sdk_agent");
    let (code, checks) = check(&["--timeout", "3"], &[agent.to_str().unwrap()]);
    // The official SDK 5.2.0 does not act on `$/cancel_request` for a running
    // prompt (a MAY), and this agent ignores the MCP servers it is given (a
    // SHOULD): warnings, no failure.
    assert_eq!(with_status(&checks, "fail"), Vec::<String>::new());
    assert_eq!(
        with_status(&checks, "warn"),
        ["cancel.cancel-request", "session.mcp-servers"]
    );
    let (_, detail) = &checks["session.mcp-servers"];
    assert!(detail.contains("never started"), "{detail}");
    // It offers no config options nor modes, asks no permission for the convention's
    // `permission` prompt (nor makes tool calls for it), and keeps no session history.
    assert_eq!(
        with_status(&checks, "skip"),
        [
            "cancel.permission-pending",
            "prompt.tool-call-ids",
            "session.close",
            "session.config-options",
            "session.list",
            "session.load-replay",
            "session.modes-sync",
            "session.resume-no-replay",
            "session.unknown-id"
        ]
    );
    assert_eq!(code, 0, "a warning does not fail the run");
}

#[test]
fn an_agent_answering_internal_error_fails_the_checks_it_breaks() {
    let script = broken_agent();
    let (code, checks) = check(&["--timeout", "2"], &["python3", &script, "internal-error"]);
    for id in [
        "initialize.negotiates-version",
        "jsonrpc.method-not-found",
        "jsonrpc.notifications-unanswered",
        "jsonrpc.parse-error",
        "session.new",
        "transport.stdout-only-messages",
    ] {
        assert_eq!(checks[id].0, "fail", "{id}: {:?}", checks[id]);
    }
    // The SHOULDs it breaks are warnings.
    for id in ["initialize.agent-info", "ext.unknown-request"] {
        assert_eq!(checks[id].0, "warn", "{id}: {:?}", checks[id]);
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
        ["initialize.negotiates-version", "initialize.response-shape"]
    );
    // Not exiting at the end of its input is a SHOULD it breaks: a warning.
    assert_eq!(with_status(&checks, "warn"), ["transport.exit-on-eof"]);
    assert!(checks["initialize.negotiates-version"]
        .1
        .contains("no answer"));
    assert_eq!(code, 1);
}

/// An agent whose every turn reports a tool call with the same id fails
/// `prompt.tool-call-ids` (a MUST: the run fails), saying which; the same agent
/// without tool calls has nothing to compare.
#[test]
fn an_agent_reusing_tool_call_ids_fails_that_check() {
    let script = broken_agent();
    let (code, checks) = check(&["--timeout", "2"], &["python3", &script, "same-tool-call"]);
    let (status, detail) = &checks["prompt.tool-call-ids"];
    assert_eq!(status, "fail", "{checks:#?}");
    assert!(
        detail.starts_with("turn 2 of the session made a new tool call `call-1`"),
        "{detail}"
    );
    assert_eq!(code, 1);
    let (_, checks) = check(&["--timeout", "2"], &["python3", &script, "chatty"]);
    let (status, detail) = &checks["prompt.tool-call-ids"];
    assert_eq!(status, "skip", "{checks:#?}");
    assert!(
        detail.contains("tool calls in 0 of the 2 turns"),
        "{detail}"
    );
}

#[test]
fn a_command_that_cannot_start_is_one_error() {
    let (code, report) = acp_check_report("agent", &[], &["no-such-agent-acp-check"]);
    assert_eq!(code, 1);
    let error = report["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("cannot start the agent command `no-such-agent-acp-check`"),
        "{report:#}"
    );
    assert_eq!(report["checks"], serde_json::json!([]), "{report:#}");
    // The table: the command, the error, that nothing was checked; no group's
    // rows (on stderr, as the progress, or on stdout) and no count of results.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_acp"))
        .args(["check", "agent", "--", "no-such-agent-acp-check"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    let lines: Vec<&str> = stdout.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(
        lines[1].starts_with("error: cannot start the agent command"),
        "{stdout}"
    );
    assert_eq!(lines[2], "nothing was checked", "{stdout}");
    assert_eq!(stderr, "", "{stderr}");
}

#[test]
fn a_crashing_agent_shows_the_end_of_its_stderr_with_the_exception() {
    let script = broken_agent();
    let (code, checks) = check(&["--timeout", "2"], &["python3", &script, "crash"]);
    assert_eq!(code, 1);
    let (status, detail) = &checks["initialize.negotiates-version"];
    assert_eq!(status, "fail");
    for piece in [
        "exited with exit status: 1",
        "broken agent: loading plugin 29 of 30",
        "Traceback (most recent call last):",
        "KeyError: 'no_such_field'",
    ] {
        assert!(detail.contains(piece), "{piece:?} in {detail}");
    }
    // The lines before the last ones are counted, not shown.
    assert!(!detail.contains("plugin 0 of 30"), "{detail}");
    assert!(detail.contains("earlier lines]"), "{detail}");
}

#[test]
fn prompts_behind_a_login_skip_the_turn_checks_and_auth_logs_in() {
    let agent = root_example("test_agent");
    let agent = agent.to_str().unwrap();
    let (code, checks) = check(&[], &[agent, "--fail", "session/prompt"]);
    assert_eq!(with_status(&checks, "fail"), Vec::<String>::new());
    assert_eq!(checks["session.new"].0, "pass");
    let (status, detail) = &checks["prompt.stop-reason"];
    assert_eq!(status, "skip");
    assert!(
        detail.starts_with("session/prompt needs authentication: error -32000"),
        "{detail}"
    );
    for id in [
        "prompt.large",
        "cancel.session-cancel",
        "concurrency.sessions",
    ] {
        assert_eq!(checks[id].0, "skip", "{id}");
    }
    assert_eq!(code, 0);

    // Sessions behind a login: the reason names the agent's auth methods, and
    // `--auth` with one of them lets every check run.
    let (_, report) = acp_check_report("agent", &[], &[agent, "--auth-required"]);
    let detail = &checks_of(&report)["session.new"].1;
    assert!(
        detail.contains("the agent offers the auth methods `test-key`, `test-agent-login`"),
        "{detail}"
    );
    assert!(
        note_of(&report, "transport.exit-on-eof")
            .starts_with("no turn was running: session/new needs authentication"),
        "{report:#}"
    );
    let store = Store::new("auth");
    let (code, checks) = check(
        &["--auth", "test-agent-login"],
        &[agent, "--auth-required", "--store", store.path()],
    );
    let not_passed: Vec<_> = checks.iter().filter(|(_, (s, _))| s != "pass").collect();
    assert!(not_passed.is_empty(), "{not_passed:#?}");
    assert_eq!(code, 0);
}

/// An update for another session of the connection during a turn, and a
/// `session_info_update` after its response, are what the spec allows: passes,
/// with a note quoting why. An update naming a session never opened, and a
/// message chunk after the response, fail.
#[test]
fn what_the_spec_allows_is_noted_and_what_it_forbids_fails() {
    let script = broken_agent();
    let (_, report) = acp_check_report(
        "agent",
        &["--timeout", "2"],
        &["python3", &script, "chatty"],
    );
    let checks = checks_of(&report);
    for id in [
        "prompt.updates-name-session",
        "prompt.updates-before-response",
    ] {
        assert_eq!(checks[id].0, "pass", "{id}: {report:#}");
    }
    let note = note_of(&report, "prompt.updates-name-session");
    assert!(note.contains("also named session s1"), "{note}");
    assert!(
        note.contains("allowing multiple independent interactions"),
        "{note}"
    );
    let note = note_of(&report, "prompt.updates-before-response");
    assert!(
        note.contains("after the response came session_info_update"),
        "{note}"
    );
    assert!(
        note.contains("Agents can update session metadata in real-time"),
        "{note}"
    );

    let (code, checks) = check(&["--timeout", "2"], &["python3", &script, "late"]);
    let (status, detail) = &checks["prompt.updates-name-session"];
    assert_eq!(status, "fail");
    assert!(
        detail.contains("\"never-opened\", which this connection never opened"),
        "{detail}"
    );
    let (status, detail) = &checks["prompt.updates-before-response"];
    assert_eq!(status, "fail");
    assert!(detail.contains("one more thing"), "{detail}");
    assert_eq!(code, 1);
}
