//! Agents in child processes, on Unix: watching the process group of an agent
//! started through `tests/agent-wrapper.sh`: who is in it, and waiting until nobody is.

#![allow(dead_code)]

#[cfg(unix)]
#[allow(unused_imports)] // not every test file uses them
pub use unix::*;

#[cfg(unix)]
mod unix {
    use std::path::{Path, PathBuf};
    use std::time::{Duration, Instant};

    /// The wrapper script: it starts the agent as its child and waits for it, as
    /// `npx`, `uvx` or a node launcher do.
    pub fn wrapper() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/agent-wrapper.sh")
    }

    /// A file for the wrapper to write its pids to, unique to this test.
    pub fn pids_file(tag: &str) -> PathBuf {
        let path =
            std::env::temp_dir().join(format!("acp-wrapper-{}-{tag}.pids", std::process::id()));
        let _ = std::fs::remove_file(&path);
        path
    }

    /// What the wrapper started: itself (the group's leader, so its pid is the
    /// group's id), the agent and the helper, each if started.
    #[derive(Debug)]
    pub struct Wrapped {
        pub wrapper: u32,
        pub agent: Option<u32>,
        pub helper: Option<u32>,
    }

    impl Wrapped {
        /// Waits (up to 10 s) until the wrapper has written its pids to `path`.
        pub fn read(path: &Path) -> Wrapped {
            let deadline = Instant::now() + Duration::from_secs(10);
            loop {
                if let Ok(text) = std::fs::read_to_string(path) {
                    let _ = std::fs::remove_file(path);
                    let pids: Vec<Option<u32>> =
                        text.split_whitespace().map(|p| p.parse().ok()).collect();
                    assert_eq!(pids.len(), 4, "pids file: {text:?}");
                    // What the tests watch is the group the wrapper leads.
                    assert_eq!(pids[3], pids[0], "the wrapper leads no group: {text:?}");
                    return Wrapped {
                        wrapper: pids[0].expect("the wrapper's pid"),
                        agent: pids[1],
                        helper: pids[2],
                    };
                }
                assert!(
                    Instant::now() < deadline,
                    "the wrapper wrote no {}",
                    path.display()
                );
                std::thread::sleep(Duration::from_millis(10));
            }
        }

        /// The group the wrapper leads.
        pub fn group(&self) -> Group {
            Group {
                pgid: self.wrapper,
                ended: false,
            }
        }
    }

    /// A process group under test. Dropped before it was seen to end (a failing
    /// test), it kills what is left, so that no test leaves processes behind.
    pub struct Group {
        pub pgid: u32,
        ended: bool,
    }

    impl Group {
        /// The live (not zombie) members, as "pid name state".
        pub fn live(&self) -> Vec<String> {
            live_members(self.pgid)
        }

        /// Asserts that every process in `pids` is a live member.
        pub fn assert_running(&self, pids: &[Option<u32>]) {
            let live = self.live();
            for pid in pids.iter().flatten() {
                assert!(
                    live.iter()
                        .any(|m| m.split(' ').next() == Some(&pid.to_string())),
                    "{pid} is not running in group {}: {live:?}",
                    self.pgid
                );
            }
        }

        /// Waits until no member of the group is alive; fails after `within`,
        /// naming the survivors.
        pub fn assert_ends_within(&mut self, within: Duration) {
            let deadline = Instant::now() + within;
            loop {
                let live = self.live();
                if live.is_empty() {
                    self.ended = true;
                    return;
                }
                assert!(
                    Instant::now() < deadline,
                    "processes of the agent's group {} still running after {within:?}: {live:?}",
                    self.pgid
                );
                std::thread::sleep(Duration::from_millis(10));
            }
        }
    }

    impl Drop for Group {
        fn drop(&mut self) {
            if !self.ended && !self.live().is_empty() {
                // SAFETY: killpg only sends a signal; the group is this test's.
                unsafe { libc::killpg(self.pgid as libc::pid_t, libc::SIGKILL) };
            }
        }
    }

    /// The live members of group `pgid`, as "pid name state". On Linux read
    /// from `/proc`, so that members already dead but not yet reaped (an orphan
    /// waits for init) do not count; elsewhere whether the group has any member
    /// at all.
    #[cfg(target_os = "linux")]
    pub fn live_members(pgid: u32) -> Vec<String> {
        let mut live = Vec::new();
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.bytes().all(|b| b.is_ascii_digit()) {
                continue;
            }
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{name}/stat")) else {
                continue;
            };
            let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
                continue;
            };
            let comm = &stat[open + 1..close];
            let fields: Vec<&str> = stat[close + 1..].split_whitespace().collect();
            // state, ppid, pgrp
            if fields.len() > 2 && fields[2] == pgid.to_string() && fields[0] != "Z" {
                live.push(format!("{name} {comm} {}", fields[0]));
            }
        }
        live
    }

    #[cfg(not(target_os = "linux"))]
    pub fn live_members(pgid: u32) -> Vec<String> {
        // SAFETY: signal 0 only checks whether the group exists.
        let found = unsafe { libc::killpg(pgid as libc::pid_t, 0) } == 0
            || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH);
        if found {
            vec![format!("{pgid} (some member) ?")]
        } else {
            Vec::new()
        }
    }
}
