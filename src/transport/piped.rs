//! A child that speaks something other than ACP on its stdin and stdout (an MCP
//! server), in a process group of its own that is ended with it: the pipes are
//! handed to whoever speaks that protocol, and the group is ended when the
//! [`PipedChild`] is dropped, as [`super::ChildProcess`] ends an agent's.

use std::process::{ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::process::{ChildStdin, ChildStdout, Command};
use tokio::sync::watch;

use super::group::Group;
use super::process::keep_tail;

/// How long what is left of the group gets after the child exited, between
/// `SIGTERM` and `SIGKILL`.
const GRACE: Duration = Duration::from_secs(1);

/// How often the group is looked at while waiting for it to empty.
const POLL: Duration = Duration::from_millis(20);

/// A started child: its pipes (taken once), the end of its stderr, its exit.
///
/// Dropping it sends `SIGKILL` to its whole process group at once (inside
/// `drop`); a task reaps the child. When the child exits on its own, what it
/// left in its group gets `SIGTERM`, then `SIGKILL` after a second.
#[derive(Debug)]
pub(crate) struct PipedChild {
    pub(crate) stdin: Option<ChildStdin>,
    pub(crate) stdout: Option<ChildStdout>,
    pid: Option<u32>,
    group: Arc<Group>,
    kill: Option<tokio::sync::oneshot::Sender<()>>,
    exit: watch::Receiver<Option<ExitStatus>>,
    tail: Arc<Mutex<String>>,
}

impl PipedChild {
    /// Starts `command` with piped stdin and stdout, its stderr's last
    /// `stderr_tail` bytes kept, in a new process group (Unix). Must be called
    /// inside a tokio runtime.
    pub(crate) fn spawn(mut command: Command, stderr_tail: usize) -> std::io::Result<PipedChild> {
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        #[cfg(unix)]
        command.process_group(0);
        let mut child = command.spawn()?;
        let pid = child.id();
        let group = Arc::new(Group::led_by(pid));
        let tail = Arc::new(Mutex::new(String::new()));
        if let Some(stderr) = child.stderr.take() {
            tokio::spawn(keep_tail(stderr, stderr_tail, tail.clone()));
        }
        let (exit_tx, exit) = watch::channel(None);
        let (kill, killed) = tokio::sync::oneshot::channel::<()>();
        let stdin = child.stdin.take();
        let stdout = child.stdout.take();
        let watched = group.clone();
        tokio::spawn(async move {
            let status = tokio::select! {
                status = child.wait() => status.ok(),
                _ = killed => {
                    watched.kill();
                    let _ = child.start_kill();
                    child.wait().await.ok()
                }
            };
            exit_tx.send_replace(status);
            // What the child started and left behind.
            watched.terminate();
            let deadline = tokio::time::Instant::now() + GRACE;
            while watched.has_live_members() && tokio::time::Instant::now() < deadline {
                tokio::time::sleep(POLL).await;
            }
            watched.kill();
        });
        Ok(PipedChild {
            stdin,
            stdout,
            pid,
            group,
            kill: Some(kill),
            exit,
            tail,
        })
    }

    /// The child's process id (on Unix also its group's).
    pub(crate) fn id(&self) -> Option<u32> {
        self.pid
    }

    /// The child's exit status as a watch (`None` while it runs).
    pub(crate) fn exit_watch(&self) -> watch::Receiver<Option<ExitStatus>> {
        self.exit.clone()
    }

    /// The end of what the child wrote on stderr.
    pub(crate) fn stderr_tail(&self) -> String {
        self.tail.lock().expect("stderr tail").clone()
    }
}

impl Drop for PipedChild {
    fn drop(&mut self) {
        // Synchronous, so that nothing is left even if no task runs after this.
        self.group.kill();
        if let Some(kill) = self.kill.take() {
            let _ = kill.send(());
        }
    }
}
