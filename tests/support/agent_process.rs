//! The test agent as a child process, driven line by line as an editor would,
//! with std only (no runtime of ours in between): for the lifecycle tests and
//! the lifecycle benchmark.

#![allow(dead_code)] // each test binary uses part of it

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// The test agent with its stdin, and its stdout lines as they arrive.
pub struct Agent {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<Value>,
    /// The session `session/new` opened.
    pub session: String,
}

impl Agent {
    /// `program` (the test agent) started, initialized, with a session open
    /// (`test-0` for the test agent).
    pub fn in_session(program: &Path) -> Agent {
        Agent::with_mcp_servers(program, json!([]), Stdio::null())
    }

    /// The same, `servers` given as the session's `mcpServers`, the agent's
    /// stderr to `stderr`.
    pub fn with_mcp_servers(program: &Path, servers: Value, stderr: Stdio) -> Agent {
        Agent::speaking(1, program, servers, stderr)
    }

    /// The same, asking for protocol `version` in `initialize` (the test agent
    /// built with `v2` answers 2 in v2; v2's `initialize` carries `info`, which
    /// v1 ignores).
    pub fn speaking(version: u64, program: &Path, servers: Value, stderr: Stdio) -> Agent {
        let mut agent = Agent::initialized(version, program, &[], stderr);
        agent.send(json!({"jsonrpc": "2.0", "id": 2, "method": "session/new", "params": {"cwd": "/", "mcpServers": servers}}));
        let opened = agent.recv();
        agent.session = opened["result"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {opened}"))
            .to_owned();
        agent
    }

    /// `program` started with `args`, initialized for protocol `version`, no
    /// session open yet.
    pub fn initialized(version: u64, program: &Path, args: &[&str], stderr: Stdio) -> Agent {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(serde_json::from_str(&line).unwrap()).is_err() {
                    break;
                }
            }
        });
        let mut agent = Agent {
            stdin: child.stdin.take(),
            child,
            lines,
            session: String::new(),
        };
        agent.send(json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": version, "info": {"name": "mcp test", "version": "1"}}}));
        assert_eq!(agent.recv()["id"], 1);
        agent
    }

    /// Kills the process with SIGKILL (on Unix) and waits for it.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn send(&mut self, message: Value) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{message}").unwrap();
        stdin.flush().unwrap();
    }

    pub fn prompt(&mut self, text: &str) {
        self.send(
            json!({"jsonrpc": "2.0", "id": 3, "method": "session/prompt",
            "params": {"sessionId": self.session, "prompt": [{"type": "text", "text": text}]}}),
        );
    }

    pub fn recv(&self) -> Value {
        self.lines
            .recv_timeout(Duration::from_secs(30))
            .expect("the agent wrote nothing for 30 s")
    }

    /// Closes stdin; returns how long the process took to exit, and the lines
    /// it wrote after that.
    pub fn close_stdin(mut self) -> (Duration, Vec<Value>) {
        let closed_at = Instant::now();
        drop(self.stdin.take());
        let deadline = closed_at + Duration::from_secs(20);
        let took = loop {
            if self.child.try_wait().unwrap().is_some() {
                break closed_at.elapsed();
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the agent still runs 20 s after its stdin ended");
            }
            std::thread::sleep(Duration::from_millis(1));
        };
        let rest = self.lines.iter().collect();
        (took, rest)
    }
}
