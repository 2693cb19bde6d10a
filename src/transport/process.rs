//! A peer started as a child process, and the end of its process group.

use std::ffi::OsStr;
use std::path::Path;
use std::process::{ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::group::Group;
use crate::connection::{Config, Connection, Handler};
use crate::Closed;

/// How long a child gets at each step of being ended, unless
/// [`ProcessSpec::grace_period`] says otherwise.
const DEFAULT_GRACE: Duration = Duration::from_secs(3);

/// How long the end of a child's stderr may take to be read once it exited.
const STDERR_GRACE: Duration = Duration::from_millis(100);

/// How often the group is looked at while waiting for it to empty.
const POLL: Duration = Duration::from_millis(20);

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
///
/// On Unix the child runs in a process group of its own, which is ended with it
/// (see the [module docs](super#child-processes-and-their-process-group)).
#[derive(Debug)]
pub struct ProcessSpec {
    command: Command,
    stderr: Stderr,
    limits: Config,
    grace: Duration,
}

impl ProcessSpec {
    /// Runs `program` (looked up in `PATH` as a shell would).
    pub fn new(program: impl AsRef<OsStr>) -> Self {
        ProcessSpec {
            command: Command::new(program),
            stderr: Stderr::Inherit,
            limits: Config::default(),
            grace: DEFAULT_GRACE,
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

    /// How long the child gets at each step of being ended (default 3 seconds):
    /// to exit on its own once its stdin was closed ([`ChildProcess::shutdown`])
    /// or its stdout ended, and for its group to empty after `SIGTERM` before
    /// `SIGKILL`.
    pub fn grace_period(mut self, grace: Duration) -> Self {
        self.grace = grace;
        self
    }

    /// Starts the child and a connection over its stdin/stdout, served by `handler`.
    /// Must be called inside a tokio runtime, which then watches the child.
    pub fn spawn<H: Handler>(mut self, handler: H) -> std::io::Result<ChildProcess> {
        self.command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            // Only reached if the watching task is dropped with the runtime.
            .kill_on_drop(true);
        // A group of its own, led by the child: what it starts stays in it.
        #[cfg(unix)]
        self.command.process_group(0);
        self.command.stderr(match self.stderr {
            Stderr::Inherit => Stdio::inherit(),
            Stderr::Discard => Stdio::null(),
            Stderr::Capture(_) => Stdio::piped(),
        });
        let mut child = self.command.spawn()?;
        let pid = child.id();
        let group = Arc::new(Group::led_by(pid));
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let tail = Arc::new(Mutex::new(String::new()));
        let stderr_reader = match (self.stderr, child.stderr.take()) {
            (Stderr::Capture(max), Some(stderr)) => {
                Some(tokio::spawn(keep_tail(stderr, max, tail.clone())))
            }
            _ => None,
        };
        let (connection, done) = Connection::spawn(handler, stdout, stdin, self.limits);
        let (wish, wishes) = watch::channel(Wish::Run);
        let (exit_tx, exit) = watch::channel(None);
        let (closed_tx, closed) = watch::channel(None);
        connection.watch_exit(closed);
        tokio::spawn(report_exit(
            exit.clone(),
            stderr_reader,
            tail.clone(),
            closed_tx,
        ));
        let watcher = Watcher {
            child,
            group: group.clone(),
            connection: connection.clone(),
            exit: exit_tx,
            exited: false,
            grace: self.grace,
        };
        let watcher = tokio::spawn(watcher.run(wishes));
        Ok(ChildProcess {
            connection,
            done: Some(done),
            watcher: Some(watcher),
            pid,
            group,
            wish,
            exit,
            grace: self.grace,
            tail,
        })
    }
}

/// A peer running as a child process.
///
/// Dropping it kills the child and, on Unix, every process of its group (with
/// `SIGKILL`, before `drop` returns); [`shutdown`](Self::shutdown) ends them
/// gracefully. They are also ended when the child exits or its output ends
/// (see the [module docs](super#child-processes-and-their-process-group)).
#[derive(Debug)]
pub struct ChildProcess {
    connection: Connection,
    /// The connection's task.
    done: Option<JoinHandle<()>>,
    /// The task that watches the child, ends its group and reaps it.
    watcher: Option<JoinHandle<()>>,
    pid: Option<u32>,
    group: Arc<Group>,
    wish: watch::Sender<Wish>,
    exit: watch::Receiver<Option<ExitStatus>>,
    grace: Duration,
    tail: Arc<Mutex<String>>,
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

    /// The child's process id, until its exit status is known. On Unix this is
    /// also the id of its process group.
    pub fn id(&self) -> Option<u32> {
        self.exit.borrow().is_none().then_some(self.pid).flatten()
    }

    /// The child's exit status, once it has exited and was reaped (`None` while
    /// it runs). Processes left in its group may still be being ended.
    pub fn exit_status(&self) -> Option<ExitStatus> {
        *self.exit.borrow()
    }

    /// Waits until the child has exited and returns its exit status. Fails only
    /// if the status could not be had from the system.
    pub async fn exited(&self) -> std::io::Result<ExitStatus> {
        let mut exit = self.exit.clone();
        let status = exit.wait_for(Option::is_some).await.map(|s| *s);
        match status {
            Ok(Some(status)) => Ok(status),
            _ => Err(std::io::Error::other("the child's exit status is unknown")),
        }
    }

    /// The child's exit status as a watch: `None` while it runs, then its
    /// status. Owns nothing of the child, so it can be kept by whatever reports
    /// on the peer (for example to say that a call failed because the peer
    /// exited, and how).
    pub fn exit_watch(&self) -> watch::Receiver<Option<ExitStatus>> {
        self.exit.clone()
    }

    /// Ends the child gracefully and returns its exit status: closes its stdin
    /// once what was already sent is written, gives it the grace period to exit,
    /// then sends `SIGTERM` to its group, and `SIGKILL` to what is left after
    /// another grace period. Returns when the group is empty (or after a last
    /// grace period, if some member cannot be ended).
    pub async fn shutdown(mut self) -> std::io::Result<ExitStatus> {
        self.wish.send_if_modified(|wish| {
            let raise = *wish < Wish::Shutdown;
            if raise {
                *wish = Wish::Shutdown;
            }
            raise
        });
        if let Some(watcher) = self.watcher.take() {
            let _ = watcher.await;
        }
        // The connection ends once the child's output has, and its handlers
        // have answered; a handler waiting for something else is not waited for.
        if let Some(done) = self.done.take() {
            let _ = tokio::time::timeout(self.grace, done).await;
        }
        self.exited().await
    }

    /// Kills the child and every process of its group now (`SIGKILL`), and
    /// waits until it was reaped.
    pub async fn kill(&mut self) -> std::io::Result<()> {
        self.group.kill();
        self.wish.send_replace(Wish::Kill);
        self.exited().await.map(drop)
    }
}

impl Drop for ChildProcess {
    fn drop(&mut self) {
        // Synchronous, so that nothing is left even if no task runs after this
        // (a returning `main`); a no-op once the group is known to be empty.
        self.group.kill();
        // The watcher kills the child itself (should it have left its group),
        // reaps it and waits for the group to empty.
        self.wish.send_replace(Wish::Kill);
    }
}

/// What the owner of a [`ChildProcess`] asks of its watcher; only ever rises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Wish {
    Run,
    Shutdown,
    Kill,
}

/// Watches the child, ends its group when its time has come, reaps it and
/// publishes its exit status.
struct Watcher {
    child: Child,
    group: Arc<Group>,
    connection: Connection,
    exit: watch::Sender<Option<ExitStatus>>,
    /// Whether the child was reaped (or waiting for it failed).
    exited: bool,
    grace: Duration,
}

impl Watcher {
    async fn run(mut self, mut wishes: watch::Receiver<Wish>) {
        // Until the child exits, its output ends, or the owner asks.
        let mut wish = tokio::select! {
            status = self.child.wait() => {
                self.reaped(status);
                Wish::Run
            }
            () = self.connection.closed() => Wish::Run,
            wish = wished(&mut wishes, Wish::Shutdown) => wish,
        };
        if wish == Wish::Shutdown {
            // Writes what was queued, then closes the child's stdin.
            self.connection.close();
        }
        // Its stdin or stdout is closed: it gets the grace period to exit.
        if !self.exited && wish < Wish::Kill {
            tokio::select! {
                status = self.child.wait() => self.reaped(status),
                () = tokio::time::sleep(self.grace) => {}
                w = wished(&mut wishes, Wish::Kill) => wish = w,
            }
        }
        // Whatever is left of the group is asked to end.
        if cfg!(unix) && wish < Wish::Kill {
            self.group.terminate();
            let grace = self.grace;
            tokio::select! {
                _ = tokio::time::timeout(grace, self.emptied()) => {}
                _ = wished(&mut wishes, Wish::Kill) => {}
            }
        }
        // And made to.
        self.group.kill();
        if !self.exited {
            let _ = self.child.start_kill();
        }
        let grace = self.grace;
        if tokio::time::timeout(grace, self.emptied()).await.is_err() {
            // Stuck in the kernel, or dead but not yet reaped by its parent
            // where that cannot be told apart.
            tracing::debug!("a process of the child's group outlived SIGKILL");
        }
        // Nobody is left to read what we write: end the child's stdin too.
        self.connection.close();
    }

    /// Returns once the child was reaped and its group has no live member.
    async fn emptied(&mut self) {
        if !self.exited {
            let status = self.child.wait().await;
            self.reaped(status);
        }
        while self.group.has_live_members() {
            tokio::time::sleep(POLL).await;
        }
    }

    fn reaped(&mut self, status: std::io::Result<ExitStatus>) {
        self.exited = true;
        match status {
            Ok(status) => {
                tracing::debug!(%status, "child exited");
                self.exit.send_replace(Some(status));
            }
            Err(e) => tracing::warn!(error = %e, "could not wait for the child"),
        }
    }
}

/// Waits until the owner wishes at least `at_least`; a dropped owner wishes the
/// child killed.
async fn wished(wishes: &mut watch::Receiver<Wish>, at_least: Wish) -> Wish {
    match wishes.wait_for(|wish| *wish >= at_least).await {
        Ok(wish) => *wish,
        Err(_) => Wish::Kill,
    }
}

/// Tells the connection how the child ended, so that calls failing because it
/// exited say so: its exit status and, when captured, the end of its stderr
/// (given a moment to be read to its end).
async fn report_exit(
    mut exit: watch::Receiver<Option<ExitStatus>>,
    stderr_reader: Option<JoinHandle<()>>,
    tail: Arc<Mutex<String>>,
    closed: watch::Sender<Option<Closed>>,
) {
    let Ok(status) = exit.wait_for(Option::is_some).await.map(|s| *s) else {
        return;
    };
    let stderr_tail = match stderr_reader {
        Some(reader) => {
            let _ = tokio::time::timeout(STDERR_GRACE, reader).await;
            Some(tail.lock().expect("stderr tail").clone())
        }
        None => None,
    };
    closed.send_replace(Some(Closed {
        exit_status: status,
        stderr_tail,
    }));
}

pub(super) async fn keep_tail(
    stderr: tokio::process::ChildStderr,
    max: usize,
    tail: Arc<Mutex<String>>,
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
