//! Running a node script that prints one JSON report line on stdout.
#![allow(dead_code)] // each test binary uses part of it

use std::ffi::OsStr;
use std::path::Path;
use std::process::{ExitStatus, Stdio};
use std::time::Duration;

use serde_json::Value;

/// What a node script left: its report, stderr and exit status.
pub struct NodeRun {
    pub report: Value,
    pub stderr: String,
    pub status: ExitStatus,
}

/// Runs `node SCRIPT ARGS...` (stdin closed, killed if it outlives `timeout`)
/// and parses the last line of its stdout as JSON; fails the test, showing
/// both outputs, when there is none.
pub async fn node_report<I, S>(script: &Path, args: I, timeout: Duration) -> NodeRun
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let name = script
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let run = tokio::process::Command::new("node")
        .arg(script)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("cannot start `node` (is node installed?)");
    let out = tokio::time::timeout(timeout, run.wait_with_output())
        .await
        .unwrap_or_else(|_| panic!("{name} timed out after {timeout:?}"))
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let last = stdout.trim().lines().last().unwrap_or_default();
    let report: Value = serde_json::from_str(last).unwrap_or_else(|e| {
        panic!(
            "{name} printed no JSON report ({e}; {}):\nstdout: {stdout}\nstderr: {stderr}",
            out.status
        )
    });
    NodeRun {
        report,
        stderr,
        status: out.status,
    }
}
