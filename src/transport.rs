//! Ways to connect two peers: the current process's stdio, a child process, and an
//! in-memory pipe for tests.

use std::ffi::OsStr;
use std::path::Path;
use std::process::Stdio;

use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tokio::task::JoinHandle;

use crate::connection::{Config, Connection, Handler};

/// Serves `handler` on this process's stdin/stdout (the ACP stdio transport, as an
/// agent launched by an editor does). Returns when the peer closes stdin and the
/// last answers have been written.
pub async fn serve_stdio<H: Handler>(handler: H, limits: Config) {
    let (_conn, done) = Connection::spawn(handler, tokio::io::stdin(), tokio::io::stdout(), limits);
    let _ = done.await;
}

/// Two connected peers in one process, for tests: what `a` sends, `b` handles, and
/// the other way round. Returns each side's connection (to call the other side)
/// and the task that ends with it.
pub fn memory_pair<A: Handler, B: Handler>(
    a: A,
    b: B,
    limits: Config,
) -> ((Connection, JoinHandle<()>), (Connection, JoinHandle<()>)) {
    let (a_io, b_io) = tokio::io::duplex(64 * 1024);
    let (a_read, a_write) = tokio::io::split(a_io);
    let (b_read, b_write) = tokio::io::split(b_io);
    (
        Connection::spawn(a, a_read, a_write, limits.clone()),
        Connection::spawn(b, b_read, b_write, limits),
    )
}

/// What to do with a child's stderr.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stderr {
    /// Pass it through to this process's stderr.
    Inherit,
    /// Discard it.
    Discard,
    /// Keep its last lines (up to this many bytes) for [`ChildProcess::stderr_tail`],
    /// and log each line at debug level.
    Capture(usize),
}

/// How to start a peer as a child process.
#[derive(Debug)]
pub struct ProcessSpec {
    command: Command,
    stderr: Stderr,
    limits: Config,
}

impl ProcessSpec {
    /// Runs `program` (looked up in `PATH` as a shell would).
    pub fn new(program: impl AsRef<OsStr>) -> Self {
        ProcessSpec {
            command: Command::new(program),
            stderr: Stderr::Inherit,
            limits: Config::default(),
        }
    }

    /// Adds arguments.
    pub fn args<I: IntoIterator<Item = S>, S: AsRef<OsStr>>(mut self, args: I) -> Self {
        self.command.args(args);
        self
    }

    /// Sets an environment variable of the child.
    pub fn env(mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Self {
        self.command.env(key, value);
        self
    }

    /// Sets the child's working directory.
    pub fn current_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.command.current_dir(dir);
        self
    }

    /// What to do with the child's stderr (default: inherit).
    pub fn stderr(mut self, stderr: Stderr) -> Self {
        self.stderr = stderr;
        self
    }

    /// Connection limits.
    pub fn limits(mut self, limits: Config) -> Self {
        self.limits = limits;
        self
    }

    /// Starts the child and a connection over its stdin/stdout, served by `handler`.
    pub fn spawn<H: Handler>(mut self, handler: H) -> std::io::Result<ChildProcess> {
        self.command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .kill_on_drop(true);
        self.command.stderr(match self.stderr {
            Stderr::Inherit => Stdio::inherit(),
            Stderr::Discard => Stdio::null(),
            Stderr::Capture(_) => Stdio::piped(),
        });
        let mut child = self.command.spawn()?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let tail = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        if let (Stderr::Capture(max), Some(stderr)) = (self.stderr, child.stderr.take()) {
            tokio::spawn(keep_tail(stderr, max, tail.clone()));
        }
        let (connection, done) = Connection::spawn(handler, stdout, stdin, self.limits);
        Ok(ChildProcess {
            connection,
            done,
            child,
            tail,
        })
    }
}

/// A peer running as a child process. Dropping it kills the child.
#[derive(Debug)]
pub struct ChildProcess {
    connection: Connection,
    done: JoinHandle<()>,
    child: Child,
    tail: std::sync::Arc<std::sync::Mutex<String>>,
}

impl ChildProcess {
    /// The connection to the child.
    pub fn connection(&self) -> &Connection {
        &self.connection
    }

    /// The end of the child's stderr, when captured.
    pub fn stderr_tail(&self) -> String {
        self.tail.lock().expect("stderr tail").clone()
    }

    /// The child's process id, while it runs.
    pub fn id(&self) -> Option<u32> {
        self.child.id()
    }

    /// Closes the child's stdin after what was sent is written, then waits for it
    /// to exit.
    pub async fn shutdown(mut self) -> std::io::Result<std::process::ExitStatus> {
        self.connection.close();
        let status = self.child.wait().await;
        let _ = (&mut self.done).await;
        status
    }

    /// Kills the child now.
    pub async fn kill(&mut self) -> std::io::Result<()> {
        self.child.kill().await
    }
}

async fn keep_tail(
    stderr: tokio::process::ChildStderr,
    max: usize,
    tail: std::sync::Arc<std::sync::Mutex<String>>,
) {
    let mut lines = BufReader::new(stderr).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        tracing::debug!(target: "acp::child_stderr", "{line}");
        let mut tail = tail.lock().expect("stderr tail");
        tail.push_str(&line);
        tail.push('\n');
        if tail.len() > max {
            let cut = tail.len() - max;
            let cut = (cut..tail.len())
                .find(|&i| tail.is_char_boundary(i))
                .unwrap_or(tail.len());
            tail.drain(..cut);
        }
    }
}
