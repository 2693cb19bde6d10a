//! `acp check agent` is safe to run against agents that act for real: their
//! sessions are in a scratch directory the run makes and removes with whatever
//! the agent wrote there (or in the directory `--cwd` names, left alone); their
//! permission questions are answered `reject_once`; an agent written for real
//! work (the README's echo agent) fails nothing, its CONVENTION checks n/a; the
//! config-option and cancel-during-permission checks pass against the test
//! agent; and progress shows on stderr as each group ends.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod support;
use support::*;

/// A fresh empty directory under the system's temporary directory.
fn fresh_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("acp-check-safety-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.canonicalize().unwrap()
}

/// `acp check agent --json <args> -- <command>`, with `TMPDIR` set to `tmp`.
fn check_in(tmp: &Path, args: &[&str], command: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_acp"))
        .args(["check", "agent", "--json"])
        .args(args)
        .arg("--")
        .args(command)
        .env("TMPDIR", tmp)
        .output()
        .expect("acp runs")
}

fn checks(out: &Output) -> Checks {
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}):\n{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    checks_of(&report)
}

/// The paths the test agent wrote into its sessions' directories.
fn written(log: &Path) -> Vec<PathBuf> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(PathBuf::from)
        .collect()
}

#[test]
fn what_the_agent_writes_into_its_sessions_directory_is_removed_with_it() {
    let tmp = fresh_dir("scratch");
    let log = tmp.parent().unwrap().join(format!("{}.log", tmp.display()));
    let _ = std::fs::remove_file(&log);
    let agent = root_example("test_agent");
    let out = check_in(
        &tmp,
        &[],
        &[
            agent.to_str().unwrap(),
            "--write-settings",
            log.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(with_status(&checks(&out), "fail"), Vec::<String>::new());
    let written = written(&log);
    assert!(!written.is_empty(), "the agent wrote nothing");
    for path in &written {
        assert!(
            path.starts_with(&tmp),
            "{} is not in {}",
            path.display(),
            tmp.display()
        );
        let scratch = path.parent().unwrap();
        assert!(
            scratch
                .file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("acp-check-"),
            "{}",
            path.display()
        );
        assert!(!path.exists(), "{} was left behind", path.display());
    }
    let left: Vec<_> = std::fs::read_dir(&tmp).unwrap().collect();
    assert!(left.is_empty(), "left in {}: {left:?}", tmp.display());
    std::fs::remove_dir_all(&tmp).unwrap();
    std::fs::remove_file(&log).unwrap();
}

#[test]
fn cwd_opens_the_sessions_in_a_given_directory_and_leaves_it_alone() {
    let tmp = fresh_dir("cwd-tmp");
    let dir = fresh_dir("cwd");
    let log = dir.join("written.log");
    let agent = root_example("test_agent");
    let out = check_in(
        &tmp,
        &["--cwd", dir.to_str().unwrap()],
        &[
            agent.to_str().unwrap(),
            "--write-settings",
            log.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let settings = dir.join(".acp-test-agent");
    assert!(
        written(&log).iter().all(|p| *p == settings),
        "{:?}",
        written(&log)
    );
    assert!(
        settings.is_file(),
        "--cwd is the user's: nothing in it is removed"
    );
    // No scratch directory was made.
    assert_eq!(std::fs::read_dir(&tmp).unwrap().count(), 0);
    // A directory that does not exist is refused.
    let missing = dir.join("missing");
    let out = check_in(&tmp, &["--cwd", missing.to_str().unwrap()], &["true"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("not a directory"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(&tmp).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_test_agent_passes_the_config_and_cancel_during_permission_checks() {
    let agent = root_example("test_agent");
    let (code, report) = acp_check_report("agent", &[], &[agent.to_str().unwrap()]);
    let checks = checks_of(&report);
    assert_eq!(checks["session.config-options"].0, "pass", "{report:#}");
    assert_eq!(checks["cancel.permission-pending"].0, "pass", "{report:#}");
    assert!(
        note_of(&report, "session.config-options")
            .contains("set `model` from \"fast\" to \"smart\" and back"),
        "{report:#}"
    );
    assert!(
        note_of(&report, "cancel.permission-pending")
            .contains("sent session/cancel, then answered"),
        "{report:#}"
    );
    assert_eq!(code, 0);
}

/// The README's agent, written for real work: nothing fails, the SHOULD on
/// MCP servers is its one warning (an echo connects none), and the checks of
/// the test agent's convention are n/a, saying why.
#[test]
fn the_echo_agent_fails_nothing_warns_on_the_mcp_should_and_the_convention_is_not_applicable() {
    let agent = root_example("echo_agent");
    let (code, report) = acp_check_report("agent", &[], &[agent.to_str().unwrap()]);
    let checks = checks_of(&report);
    assert_eq!(
        with_status(&checks, "fail"),
        Vec::<String>::new(),
        "{report:#}"
    );
    assert_eq!(
        with_status(&checks, "warn"),
        ["session.mcp-servers"],
        "{report:#}"
    );
    assert_eq!(
        with_status(&checks, "n/a"),
        [
            "concurrency.sessions",
            "convention.echo",
            "convention.meta",
            "convention.stream"
        ],
        "{report:#}"
    );
    assert!(
        checks["convention.stream"]
            .1
            .contains("`stream 50` streamed"),
        "{report:#}"
    );
    assert_eq!(report["failed"], 0);
    assert_eq!(report["warnings"], 1);
    assert_eq!(report["notApplicable"], 4);
    assert_eq!(code, 0);
    // The table says so too.
    let table = Command::new(env!("CARGO_BIN_EXE_acp"))
        .args(["check", "agent", "--", agent.to_str().unwrap()])
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&table.stdout);
    assert!(
        table.contains(" passed, 0 failed, 1 warning, ")
            && table.contains(", 4 n/a (the test agent's convention)"),
        "{table}"
    );
}

/// Off a terminal, each group's rows reach stderr as the group ends, in the
/// order the groups run, before the table on stdout.
#[test]
fn progress_shows_each_group_as_it_ends() {
    let agent = root_example("test_agent");
    let out = Command::new(env!("CARGO_BIN_EXE_acp"))
        .args(["check", "agent", "--", agent.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let groups = acp::testing::catalog::groups();
    let mut at = 0;
    for group in &groups {
        let header = format!("[{group}]\n");
        let found = stderr[at..]
            .find(&header)
            .unwrap_or_else(|| panic!("no {header:?} after byte {at} of:\n{stderr}"));
        at += found + header.len();
    }
    assert!(
        stderr.contains("[session]\npass  MUST        session.new "),
        "{stderr}"
    );
}
