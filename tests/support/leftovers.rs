//! Processes a test started, found wherever they went. The test gives what it
//! starts a marker in its environment, which every descendant inherits, in a
//! process group or session of its own too (a daemonising child), so the test
//! can tell whether any of them outlived what should have ended them. A process
//! that clears its environment before it execs is not found.
//!
//! On Linux, read from `/proc`; elsewhere nothing is ever found.
#![allow(dead_code)] // each test binary uses part of it

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The variable that carries the marker.
pub const VAR: &str = "ACP_TEST_MARKER";

/// A marker unique to this test process, `tag` and this moment.
pub fn marker(tag: &str) -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    format!("{tag}-{}-{nanos}", std::process::id())
}

/// The live (not zombie) processes whose environment has `VAR=marker`, as
/// "pid name".
#[cfg(target_os = "linux")]
pub fn marked(marker: &str) -> Vec<String> {
    let wanted = format!("{VAR}={marker}");
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return found;
    };
    for entry in entries.flatten() {
        let pid = entry.file_name().to_string_lossy().into_owned();
        if !pid.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        // Unreadable (another user's, or gone): not ours.
        let Ok(environ) = std::fs::read(format!("/proc/{pid}/environ")) else {
            continue;
        };
        if !environ.split(|&b| b == 0).any(|v| v == wanted.as_bytes()) {
            continue;
        }
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
            continue;
        };
        let state = stat[close + 1..].split_whitespace().next().unwrap_or("?");
        if state != "Z" {
            found.push(format!("{pid} {}", &stat[open + 1..close]));
        }
    }
    found
}

#[cfg(not(target_os = "linux"))]
pub fn marked(_marker: &str) -> Vec<String> {
    Vec::new()
}

/// The processes that carry `marker` once there are any, waiting up to
/// `within`: a process just spawned shows its environment in `/proc` only once
/// its exec has set up its new stack, a moment after `spawn` returned.
pub fn marked_within(marker: &str, within: Duration) -> Vec<String> {
    let deadline = Instant::now() + within;
    loop {
        let found = marked(marker);
        if !found.is_empty() || Instant::now() > deadline {
            return found;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Waits until no live process carries `marker`; after `within`, kills what
/// is left (so that a failing test leaves nothing behind) and fails, naming them.
pub fn assert_none_within(marker: &str, within: Duration) {
    let deadline = Instant::now() + within;
    loop {
        let left = marked(marker);
        if left.is_empty() {
            return;
        }
        if Instant::now() > deadline {
            kill_all(marker);
            panic!("processes left running after {within:?}: {left:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Kills (SIGKILL) every live process that carries `marker`.
pub fn kill_all(marker: &str) {
    #[cfg(unix)]
    for pid in marked(marker)
        .iter()
        .filter_map(|p| p.split(' ').next()?.parse().ok())
    {
        // SAFETY: kill only sends a signal, to a process this test started.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    #[cfg(not(unix))]
    let _ = marker;
}
