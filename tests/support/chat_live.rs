//! The chat client (`acp chat`) run live on Unix, for tests: started through
//! `tests/agent-wrapper.sh` with the test agent (the agent is a grandchild, as
//! under `npx`, beside a helper that outlives it), fed lines one at a time,
//! watched as its output comes, sent signals as a terminal does; then its
//! exit, and that none of the agent's group is left. Needs `support::paths`
//! and `support::processes`.
#![cfg(unix)]
#![allow(dead_code)] // each test binary uses part of it

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::paths::{chat_command, example};
use super::processes::{pids_file, wrapper, Group, Wrapped};

/// A chat run through the wrapper; its stdout and stderr are collected as
/// they come.
pub struct Live {
    chat: Child,
    /// The chat's stdin, until the test closes it (`None`).
    pub stdin: Option<ChildStdin>,
    stdout: Arc<Mutex<String>>,
    stderr: Arc<Mutex<String>>,
    /// The threads collecting them, which end with the pipes.
    collectors: Vec<std::thread::JoinHandle<()>>,
    /// What the wrapper started.
    pub wrapped: Wrapped,
    group: Group,
}

fn collect(
    mut pipe: impl Read + Send + 'static,
) -> (Arc<Mutex<String>>, std::thread::JoinHandle<()>) {
    let text = Arc::new(Mutex::new(String::new()));
    let sink = text.clone();
    let collector = std::thread::spawn(move || {
        let mut buf = [0; 4096];
        while let Ok(n @ 1..) = pipe.read(&mut buf) {
            sink.lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buf[..n]));
        }
    });
    (text, collector)
}

impl Live {
    /// `acp chat <flags> <wrapper> <test agent> <agent_args>`; `tag` names
    /// the wrapper's pid file.
    pub fn start(tag: &str, flags: &[&str], agent_args: &[&str]) -> Live {
        let test_agent = example("test_agent");
        let agent: Vec<&OsStr> = std::iter::once(test_agent.as_os_str())
            .chain(agent_args.iter().map(OsStr::new))
            .collect();
        Live::start_agent(tag, flags, &agent)
    }

    /// `acp chat <flags> <wrapper> <agent...>`: another agent command (the
    /// test agent behind `acp trace`, say).
    pub fn start_agent(tag: &str, flags: &[&str], agent: &[&OsStr]) -> Live {
        let pids = pids_file(tag);
        let mut chat = chat_command()
            .args(flags)
            .arg(wrapper())
            .args(agent)
            .env("ACP_WRAPPER_PIDS", &pids)
            .env("ACP_WRAPPER_HELPER", "1")
            // Its own group, as a shell gives a job: Ctrl-C is sent to it.
            .process_group(0)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = chat.stdin.take();
        let (stdout, out_collector) = collect(chat.stdout.take().unwrap());
        let (stderr, err_collector) = collect(chat.stderr.take().unwrap());
        let wrapped = Wrapped::read(&pids);
        let group = wrapped.group();
        Live {
            chat,
            stdin,
            stdout,
            stderr,
            collectors: vec![out_collector, err_collector],
            wrapped,
            group,
        }
    }

    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").unwrap();
    }

    pub fn output(&self) -> String {
        format!(
            "stdout:\n{}\nstderr:\n{}",
            self.stdout.lock().unwrap(),
            self.stderr.lock().unwrap()
        )
    }

    /// Waits until stdout contains `text` `times` times.
    pub fn wait_for(&self, text: &str, times: usize) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while self.stdout.lock().unwrap().matches(text).count() < times {
            assert!(
                Instant::now() < deadline,
                "no {text:?} (x{times}) in:\n{}",
                self.output()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Sends `signal` to the chat's group, as the terminal does on Ctrl-C.
    pub fn signal(&self, signal: libc::c_int) {
        // SAFETY: killpg only sends a signal, to the group the chat leads.
        let sent = unsafe { libc::killpg(self.chat.id() as libc::pid_t, signal) };
        assert_eq!(sent, 0, "{}", std::io::Error::last_os_error());
    }

    pub fn assert_agent_running(&self) {
        let w = &self.wrapped;
        self.group
            .assert_running(&[Some(w.wrapper), w.agent, w.helper]);
    }

    /// Waits for the chat to exit by itself (its stdin may still be open),
    /// then for the agent's group to be empty.
    pub fn exits(mut self) -> (ExitStatus, String) {
        let deadline = Instant::now() + Duration::from_secs(15);
        let status = loop {
            if let Some(status) = self.chat.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.chat.kill();
                panic!("the chat did not exit:\n{}", self.output());
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        // The chat ended the group before it exited; a moment for the
        // kernel to finish what it killed.
        self.group.assert_ends_within(Duration::from_millis(500));
        // What it wrote last (why it ended) may still be in the pipes.
        let deadline = Instant::now() + Duration::from_secs(5);
        while !self.collectors.iter().all(|c| c.is_finished()) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        let output = self.output();
        (status, output)
    }
}
