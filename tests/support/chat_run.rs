//! The chat client (`acp chat`, `cli/src/chat/`) run to its end as a person would run it,
//! for tests: flags, the agent's command, lines on stdin; then its output, how
//! long it took, and that nothing it started is left running
//! (`support::leftovers`). Needs `support::paths` and `support::leftovers`.
#![allow(dead_code)] // each test binary uses part of it

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::leftovers;
use super::paths::chat_command;

/// One run of the chat, to the end.
pub struct Run {
    command: Command,
    input: String,
    marker: String,
    deadline: Duration,
}

impl Run {
    /// `chat <flags> <agent...>` in the temporary directory, with no input, the
    /// test agent's auth variables unset and a marker in its environment
    /// (`support::leftovers`).
    pub fn new(flags: &[&str], agent: &[&str]) -> Run {
        let marker = leftovers::marker("chat");
        let mut command = chat_command();
        command
            .args(flags)
            .args(agent)
            .current_dir(std::env::temp_dir())
            .env_remove("ACP_TEST_API_KEY")
            .env_remove("ACP_TEST_CREDENTIALS")
            .env(leftovers::VAR, &marker);
        Run {
            command,
            input: String::new(),
            marker,
            deadline: Duration::from_secs(60),
        }
    }

    pub fn dir(mut self, dir: &Path) -> Run {
        self.command.current_dir(dir);
        self
    }

    pub fn env(mut self, key: &str, value: impl AsRef<OsStr>) -> Run {
        self.command.env(key, value);
        self
    }

    /// An environment of only `PATH` (to find interpreters such as `node`),
    /// `HOME` set to `home` and the marker: no credentials, no stored login,
    /// no user configuration. Variables set before are dropped.
    pub fn isolated(mut self, home: &Path) -> Run {
        self.command
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", home)
            .env(leftovers::VAR, &self.marker);
        self
    }

    pub fn input(mut self, input: &str) -> Run {
        self.input = input.to_owned();
        self
    }

    /// How long the chat may take before the test kills it and fails
    /// (default 60 s).
    pub fn deadline(mut self, deadline: Duration) -> Run {
        self.deadline = deadline;
        self
    }

    /// Runs the chat to its end, then checks that nothing it started is left.
    pub fn output(self) -> Output {
        self.timed().0
    }

    /// `output`, and how long the chat took.
    pub fn timed(mut self) -> (Output, Duration) {
        let started = Instant::now();
        let mut child = self
            .command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        // The chat may leave before it reads its input.
        let _ = stdin.write_all(self.input.as_bytes());
        drop(stdin);
        let stdout = collect(child.stdout.take().unwrap());
        let stderr = collect(child.stderr.take().unwrap());
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if started.elapsed() > self.deadline {
                let _ = child.kill();
                let _ = child.wait();
                // Whatever it started too, before its output can end.
                leftovers::kill_all(&self.marker);
                panic!(
                    "the chat did not end within {:?}\nstdout:\n{}\nstderr:\n{}",
                    self.deadline,
                    String::from_utf8_lossy(&stdout.join().unwrap()),
                    String::from_utf8_lossy(&stderr.join().unwrap())
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        let took = started.elapsed();
        let output = Output {
            status,
            stdout: stdout.join().unwrap(),
            stderr: stderr.join().unwrap(),
        };
        leftovers::assert_none_within(&self.marker, Duration::from_secs(1));
        (output, took)
    }
}

/// All of `pipe`, read on a thread.
fn collect(mut pipe: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

/// stdout and stderr, for assertions' messages.
pub fn shown(out: &Output) -> String {
    format!(
        "{}\nstdout:\n{}\nstderr:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Each of `pieces` in `text`, in this order.
#[track_caller]
pub fn assert_in_order<S: AsRef<str>>(text: &str, pieces: &[S]) {
    let mut rest = text;
    for piece in pieces {
        let piece = piece.as_ref();
        let at = rest
            .find(piece)
            .unwrap_or_else(|| panic!("missing {piece:?} (in order) in:\n{text}"));
        rest = &rest[at + piece.len()..];
    }
}

pub fn assert_contains(out: &Output, expected: &[&str]) {
    let all = shown(out);
    for piece in expected {
        assert!(all.contains(piece), "missing {piece:?} in:\n{all}");
    }
}
