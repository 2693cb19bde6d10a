//! The agent a checked client starts: `{agent}` in the client's command line
//! becomes the path of a small `sh` script, one word, which joins its stdin and
//! stdout to the checks through two FIFOs in this run's scratch directory (`up`:
//! what the client sends; `down`: what the checks answer). A `cat` copies each
//! way; the one reading the client is the script's own process (`exec`), so a
//! client that kills its agent's process closes the connection as one that closes
//! its stdin does. On this side a relay task copies between the FIFOs and the
//! checks' connection, and when either way ends it ends both, so that the
//! client's agent then also closes its stdout, as an agent process would.

use std::ffi::CString;
use std::fs::{File, OpenOptions};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::io::{AsyncWriteExt, DuplexStream};
use tokio::net::unix::pipe;

/// The placeholder of the agent command in a client's command line, `{agent}`.
pub const AGENT_PLACEHOLDER: &str = "{agent}";

/// This run's directory for the agent's script and FIFOs, removed when dropped.
/// The MCP check uses the same for the MCP server it gives an agent.
pub(crate) struct Scratch {
    dir: PathBuf,
    up: PathBuf,
    down: PathBuf,
    /// The script the client starts as its agent.
    pub(crate) agent: PathBuf,
    /// What the script is, for its comment line.
    what: &'static str,
}

impl Scratch {
    pub(super) fn new() -> Result<Scratch, String> {
        Scratch::for_peer("client", "the agent of `acp check client`")
    }

    /// A scratch directory named after `label` (`acp-check-LABEL-...`) whose
    /// script, `what` it says it is, joins the peer that starts it to the checks.
    pub(crate) fn for_peer(label: &str, what: &'static str) -> Result<Scratch, String> {
        static RUNS: AtomicU64 = AtomicU64::new(0);
        let run = RUNS.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("acp-check-{label}-{}-{run}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let scratch = Scratch {
            up: dir.join("up"),
            down: dir.join("down"),
            agent: dir.join("agent"),
            dir,
            what,
        };
        for fifo in [&scratch.up, &scratch.down] {
            make_fifo(fifo)?;
        }
        scratch.write_script()?;
        Ok(scratch)
    }

    /// The agent's script: `down` to its stdout in the background, its stdin to
    /// `up` as the script's own process.
    fn write_script(&self) -> Result<(), String> {
        let text = format!(
            "#!/bin/sh\n# {}: joins stdin and stdout to the checks.\n\
             cat <{} &\nexec cat >{}\n",
            self.what,
            shell_word(&self.down.display().to_string()),
            shell_word(&self.up.display().to_string()),
        );
        let written = std::fs::write(&self.agent, text).and_then(|()| {
            std::fs::set_permissions(&self.agent, std::fs::Permissions::from_mode(0o755))
        });
        written.map_err(|e| format!("{}: {e}", self.agent.display()))
    }

    /// Waits until the client's agent opened both FIFOs; the checks' end of the
    /// connection. Cancel-safe: dropped, it unblocks the opens it waits for.
    pub(crate) async fn accept(&self) -> Result<DuplexStream, String> {
        let (up, down) = (self.up.clone(), self.down.clone());
        let opening = tokio::task::spawn_blocking(move || -> std::io::Result<(File, File)> {
            // Each open waits for the other end, which the agent's `cat`s open.
            let up = OpenOptions::new().read(true).open(up)?;
            let down = OpenOptions::new().write(true).open(down)?;
            Ok((up, down))
        });
        let mut release = Release {
            up: self.up.clone(),
            down: self.down.clone(),
            opening: Some(opening),
        };
        let opened = release.opening.as_mut().expect("opening").await;
        release.opening = None;
        let (up, down) = opened
            .map_err(|e| format!("opening the agent's pipes: {e}"))?
            .map_err(|e| format!("opening the agent's pipes: {e}"))?;
        let up = pipe::Receiver::from_file(up).map_err(|e| format!("the agent's pipe: {e}"))?;
        let down = pipe::Sender::from_file(down).map_err(|e| format!("the agent's pipe: {e}"))?;
        Ok(relay(up, down))
    }
}

impl Scratch {
    /// The checks' ends of the FIFOs, opened at once instead of waiting for the
    /// peer to run the script (Linux: both opened read-write, which a FIFO
    /// allows there): for a check that must not hold a blocking open, which
    /// would stop a paused clock from advancing. The stream never ends by
    /// itself (the checks hold a writer of each FIFO).
    #[cfg(target_os = "linux")]
    pub(crate) fn open_now(&self) -> Result<DuplexStream, String> {
        let open = pipe::OpenOptions::new().read_write(true).to_owned();
        let up = open
            .open_receiver(&self.up)
            .map_err(|e| format!("{}: {e}", self.up.display()))?;
        let down = open
            .open_sender(&self.down)
            .map_err(|e| format!("{}: {e}", self.down.display()))?;
        Ok(relay(up, down))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Unblocks the opens of [`Scratch::accept`] when it is given up: opens the
/// other ends itself until the blocking task has returned. This happens at
/// once, in `drop`, while the FIFOs still exist (the scratch directory goes
/// right after), and a runtime would wait for that task when it shuts down.
struct Release {
    up: PathBuf,
    down: PathBuf,
    opening: Option<tokio::task::JoinHandle<std::io::Result<(File, File)>>>,
}

/// How long [`Release`] tries to unblock the opens before it gives up.
const RELEASE_WITHIN: Duration = Duration::from_secs(2);

impl Drop for Release {
    fn drop(&mut self) {
        let Some(opening) = self.opening.take() else {
            return;
        };
        let nonblocking = |write: bool, path: &Path| {
            OpenOptions::new()
                .read(!write)
                .write(write)
                .custom_flags(libc::O_NONBLOCK)
                .open(path)
        };
        // The task opens `up` to read, then `down` to write: a writer of `up`
        // (which a reader waiting in `open` lets through) and a reader of `down`
        // let it through; they are kept until it has returned.
        let mut kept = Vec::new();
        let start = std::time::Instant::now();
        while !opening.is_finished() && start.elapsed() < RELEASE_WITHIN {
            kept.extend(nonblocking(true, &self.up).ok());
            kept.extend(nonblocking(false, &self.down).ok());
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

/// Copies between the agent's FIFOs and a new in-memory pipe, whose other end it
/// returns, until either way ends; then ends both.
fn relay(mut up: pipe::Receiver, mut down: pipe::Sender) -> DuplexStream {
    let (checks, ours) = tokio::io::duplex(64 * 1024);
    let (mut from_checks, mut to_checks) = tokio::io::split(ours);
    tokio::spawn(async move {
        let client_to_checks = async {
            let _ = tokio::io::copy(&mut up, &mut to_checks).await;
            let _ = to_checks.shutdown().await;
        };
        let checks_to_client = async {
            let _ = tokio::io::copy(&mut from_checks, &mut down).await;
        };
        tokio::select! {
            () = client_to_checks => {}
            () = checks_to_client => {}
        }
    });
    checks
}

/// Makes a FIFO at `path`.
fn make_fifo(path: &Path) -> Result<(), String> {
    let name = CString::new(path.as_os_str().as_bytes())
        .map_err(|_| format!("{}: a NUL in the path", path.display()))?;
    // SAFETY: `name` is a NUL-terminated path that outlives the call.
    match unsafe { libc::mkfifo(name.as_ptr(), 0o600) } {
        0 => Ok(()),
        _ => Err(format!(
            "making the FIFO {}: {}",
            path.display(),
            std::io::Error::last_os_error()
        )),
    }
}

/// `command` with [`AGENT_PLACEHOLDER`] replaced by the path of `agent`: an
/// argument that is `{agent}` becomes the path, and `{agent}` inside a longer
/// argument (a command line the client gives a shell) the path as one shell word.
pub(super) fn with_agent(command: &[String], agent: &Path) -> Result<Vec<String>, String> {
    if !command.iter().any(|a| a.contains(AGENT_PLACEHOLDER)) {
        return Err(format!(
            "the client command has no {AGENT_PLACEHOLDER} where the agent command goes"
        ));
    }
    let path = agent.display().to_string();
    Ok(command
        .iter()
        .map(|arg| {
            if arg == AGENT_PLACEHOLDER {
                path.clone()
            } else {
                arg.replace(AGENT_PLACEHOLDER, &shell_word(&path))
            }
        })
        .collect())
}

/// `word` as one word for a POSIX shell: as it is when that is safe, quoted
/// otherwise.
fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:@+,%".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_quoted_only_when_needed() {
        assert_eq!(shell_word("/tmp/acp-check/agent"), "/tmp/acp-check/agent");
        assert_eq!(shell_word("a b"), "'a b'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
        assert_eq!(shell_word(""), "''");
    }

    #[test]
    fn the_placeholder_is_one_word_alone_or_inside_a_command_line() {
        let agent = Path::new("/tmp/a dir/agent");
        let command: Vec<String> = ["client", "{agent}", "{agent} --verbose"]
            .map(String::from)
            .to_vec();
        assert_eq!(
            with_agent(&command, agent).unwrap(),
            ["client", "/tmp/a dir/agent", "'/tmp/a dir/agent' --verbose"]
        );
        assert!(with_agent(&["client".into()], agent).is_err());
    }
}
