//! What the tests of `acp` share: where the build puts binaries, and the root
//! package's examples (the test agent, the chat client) they run.
#![allow(dead_code)] // each test binary uses part of it

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// `target/<profile>`, where this test binary's `deps/` is.
pub fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    exe.parent()
        .and_then(Path::parent)
        .expect("target/<profile>/deps/<test>")
        .to_owned()
}

/// An example binary in `target/<profile>/examples/`.
fn example_path(name: &str) -> PathBuf {
    profile_dir()
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

/// An example of the root package (`acp`), built when missing (`cargo test
/// --workspace` builds it already; `cargo test -p acp-sdk-cli` alone does not).
pub fn root_example(name: &str) -> PathBuf {
    let path = example_path(name);
    if !path.is_file() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let target = profile_dir().parent().expect("target dir").to_owned();
        let status = Command::new(env!("CARGO"))
            .args(["build", "--quiet", "-p", "acp-sdk", "--example", name])
            // The test agent keeps sessions with it (`--store`).
            .args(["--features", "store-sqlite"])
            .current_dir(&root)
            .env("CARGO_TARGET_DIR", &target)
            .status()
            .expect("cargo runs");
        assert!(status.success(), "cargo build --example {name} failed");
    }
    path
}

/// An example of this package (built by `cargo test` with the tests).
pub fn own_example(name: &str) -> PathBuf {
    let path = example_path(name);
    assert!(path.is_file(), "{} is missing", path.display());
    path
}

/// Each check's status (`pass`, `fail`, `skip`) and detail, by id.
pub type Checks = BTreeMap<String, (String, String)>;

/// Runs `acp check <target> --json` with `args` before `--` and `command` after it;
/// the exit code and the checks.
pub fn acp_check(target: &str, args: &[&str], command: &[&str]) -> (i32, Checks) {
    let (code, report) = acp_check_report(target, args, command);
    (code, checks_of(&report))
}

/// `acp_check`, with the whole JSON report.
pub fn acp_check_report(target: &str, args: &[&str], command: &[&str]) -> (i32, Value) {
    let output = Command::new(env!("CARGO_BIN_EXE_acp"))
        .args(["check", target, "--json"])
        .args(args)
        .arg("--")
        .args(command)
        .output()
        .expect("acp runs");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}):\n{}\nstderr:\n{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    (output.status.code().expect("an exit code"), report)
}

/// The checks of a JSON report: status and detail by id.
pub fn checks_of(report: &Value) -> Checks {
    report["checks"]
        .as_array()
        .expect("checks")
        .iter()
        .map(|c| {
            let detail = c["detail"].as_str().unwrap_or("").to_string();
            let status = c["status"].as_str().unwrap().to_string();
            (c["id"].as_str().unwrap().to_string(), (status, detail))
        })
        .collect()
}

/// The note of check `id` in a JSON report.
pub fn note_of(report: &Value, id: &str) -> String {
    report["checks"]
        .as_array()
        .expect("checks")
        .iter()
        .find(|c| c["id"] == id)
        .and_then(|c| c["note"].as_str())
        .unwrap_or_default()
        .to_string()
}

/// The ids whose status is `status`.
pub fn with_status(checks: &Checks, status: &str) -> Vec<String> {
    checks
        .iter()
        .filter(|(_, (s, _))| s == status)
        .map(|(id, _)| id.clone())
        .collect()
}
