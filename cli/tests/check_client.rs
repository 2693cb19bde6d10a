//! `acp check client` against the chat client (`acp chat`, every check passes), a
//! client that takes its agent as one shell command line (`{agent}` works there too),
//! a client that never starts the agent (an error, exit 1, its output shown) and a
//! deliberately broken client (`agents/broken_client.py`, the checks it breaks fail).
#![cfg(unix)]

use std::path::Path;
use std::process::Command;

mod support;
use support::{acp_check, acp_check_report, with_status};

fn script(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/agents")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn the_chat_client_passes_every_check() {
    let acp = env!("CARGO_BIN_EXE_acp");
    let (code, checks) = acp_check("client", &[], &[acp, "chat", "--yes", "{agent}"]);
    let not_passed: Vec<_> = checks.iter().filter(|(_, (s, _))| s != "pass").collect();
    assert!(not_passed.is_empty(), "{not_passed:#?}");
    assert_eq!(checks.len(), 11);
    assert_eq!(code, 0);
}

#[test]
fn a_broken_client_fails_the_checks_it_breaks() {
    let script = script("broken_client.py");
    let (code, checks) = acp_check(
        "client",
        &["--timeout", "1"],
        &["python3", &script, "{agent}"],
    );
    assert_eq!(
        with_status(&checks, "fail"),
        [
            "client.id-large",
            "client.id-string",
            "client.initialize-first",
            "client.initialize-params",
            "client.session-new",
        ],
        "{checks:#?}"
    );
    // The SHOULDs it breaks are warnings.
    assert_eq!(
        with_status(&checks, "warn"),
        ["client.client-info", "client.closes-agent", "client.exits"],
        "{checks:#?}"
    );
    assert_eq!(checks["client.prompt"].0, "pass");
    assert_eq!(code, 1);
}

/// `{agent}` is one word: it works inside a command line the client gives a shell,
/// as the TypeScript SDK's example client and acpx take their agent.
#[test]
fn agent_inside_one_shell_string_works() {
    let client = script("one_string_client.py");
    let (code, checks) = acp_check("client", &[], &["python3", &client, "{agent}"]);
    let not_passed: Vec<_> = checks.iter().filter(|(_, (s, _))| s != "pass").collect();
    assert!(not_passed.is_empty(), "{not_passed:#?}");
    assert_eq!(code, 0);

    // The chat started by a shell, `{agent}` in the middle of its command line.
    let acp = env!("CARGO_BIN_EXE_acp");
    let line = format!("{acp} chat --yes {{agent}} 2>&1");
    let (code, checks) = acp_check("client", &[], &["sh", "-c", &line]);
    assert_eq!(with_status(&checks, "pass").len(), 11, "{checks:#?}");
    assert_eq!(code, 0);
}

/// A client that never starts the agent gates nothing: the run is an error, exits
/// 1, and shows what the client printed.
#[test]
fn a_client_that_never_starts_the_agent_fails_the_run_and_shows_its_output() {
    let (code, report) = acp_check_report(
        "client",
        &["--timeout", "2"],
        &[
            "sh",
            "-c",
            "echo 'usage: my-client AGENT'; echo 'no agent given' >&2; exit 3",
            "{agent}",
        ],
    );
    assert_eq!(code, 1, "{report:#}");
    let error = report["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("the client exited (exit status: 3) without starting the agent"),
        "{error}"
    );
    let output = report["output"].as_str().unwrap_or_default();
    assert!(
        output.contains("usage: my-client AGENT") && output.contains("no agent given"),
        "{output}"
    );

    // The table says so too, with the output.
    let table = Command::new(env!("CARGO_BIN_EXE_acp"))
        .args([
            "check",
            "client",
            "--timeout",
            "2",
            "--",
            "sh",
            "-c",
            "sleep 5",
            "{agent}",
        ])
        .output()
        .unwrap();
    assert_eq!(table.status.code(), Some(1));
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(
        text.contains("error: the client did not start the agent within 2.0 s"),
        "{text}"
    );
    assert!(text.contains("nothing was checked"), "{text}");
}
