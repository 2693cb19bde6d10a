//! A PostgreSQL server of a test's own, for the store's tests: Debian's
//! `postgresql` (installed with `apt-get` when missing, as root or through
//! `sudo -n`, under the file lock the other tests' installs take), a cluster
//! made by `initdb` in a temporary directory, served on a free port of
//! 127.0.0.1 (and a Unix socket in that directory) until the [`Server`] is
//! dropped.
//!
//! PostgreSQL refuses to run as root: as root, `initdb` and the server run as
//! the `postgres` user the package made, the directory theirs. The server is
//! this process's child, and dies with it: stopped (fast shutdown) when the
//! `Server` is dropped, and killed by the kernel (`PR_SET_PDEATHSIG`) if the
//! test process dies first. Directories that such a killed run left are
//! removed by the next one.

use std::fs::{File, OpenOptions};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// What the test directories are called: this prefix, the test process's
/// id, a number.
const PREFIX: &str = "acp-pg-test-";

/// A running server, stopped when dropped.
pub(crate) struct Server {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    pid: i32,
    /// Says when the server process ended.
    exited: mpsc::Receiver<()>,
}

impl Server {
    /// Starts a server with a cluster of its own, which does not sync its
    /// writes to the disk (`fsync=off`: a test's data need not survive a
    /// crash of the machine).
    pub(crate) fn start() -> Server {
        Self::start_with(&["fsync=off"])
    }

    /// Starts a server with a cluster of its own and these settings
    /// (`name=value`) besides PostgreSQL's defaults.
    pub(crate) fn start_with(settings: &[&str]) -> Server {
        sweep();
        let bin = binaries();
        static N: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "{PREFIX}{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).expect("a test directory");
        let owner = owner();
        if let Some((uid, gid)) = owner {
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).expect("chown the test directory");
        }
        let data = dir.join("data");
        let mut initdb = Command::new(bin.join("initdb"));
        initdb
            .arg("-D")
            .arg(&data)
            .args([
                "-A",
                "trust",
                "-U",
                "postgres",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ])
            .current_dir(&dir);
        as_owner(&mut initdb, owner);
        let out = initdb.output().expect("initdb runs");
        assert!(
            out.status.success(),
            "initdb failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        let mut last_log = String::new();
        for _ in 0..5 {
            let port = free_port();
            match serve(&bin, &dir, port, owner, settings) {
                Ok((pid, exited)) => {
                    return Server {
                        dir,
                        bin,
                        port,
                        pid,
                        exited,
                    }
                }
                // Another process took the port meanwhile: another one.
                Err(log) if log.contains("could not bind") || log.contains("in use") => {
                    last_log = log;
                }
                Err(log) => panic!("the PostgreSQL server did not start: {log}"),
            }
        }
        panic!("the PostgreSQL server found no free port: {last_log}");
    }

    /// The URL of database `database` on this server.
    pub(crate) fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// Creates a database of its own, and gives its URL.
    pub(crate) fn database(&self) -> String {
        static N: AtomicU64 = AtomicU64::new(0);
        let name = format!("store_{}", N.fetch_add(1, Ordering::Relaxed));
        let out = Command::new(self.bin.join("createdb"))
            .args([
                "-h",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-U",
                "postgres",
            ])
            .arg(&name)
            .output()
            .expect("createdb runs");
        assert!(
            out.status.success(),
            "createdb failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        self.url(&name)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // SIGINT: the fast shutdown (sessions ended, no waiting for clients).
        for (signal, wait) in [(libc::SIGINT, 20), (libc::SIGKILL, 5)] {
            // SAFETY: kill(2) on the pid of the child this server started,
            // which it has not reaped yet (the keeper thread reaps it and
            // then says so on `exited`).
            unsafe { libc::kill(self.pid, signal) };
            if self.exited.recv_timeout(Duration::from_secs(wait)).is_ok() {
                break;
            }
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Starts the server of cluster `dir/data` on `port` and waits until it
/// accepts connections: its pid and the channel that says when it ended; or
/// its log, if it stopped first.
fn serve(
    bin: &Path,
    dir: &Path,
    port: u16,
    owner: Option<(u32, u32)>,
    settings: &[&str],
) -> Result<(i32, mpsc::Receiver<()>), String> {
    let log_path = dir.join(format!("server-{port}.log"));
    let log = File::create(&log_path).expect("the server's log");
    let mut postgres = Command::new(bin.join("postgres"));
    postgres
        .arg("-D")
        .arg(dir.join("data"))
        .args(["-p", &port.to_string(), "-c", "listen_addresses=127.0.0.1"])
        .arg("-c")
        .arg(format!("unix_socket_directories={}", dir.display()))
        .args(["-c", "max_connections=200"])
        .args(settings.iter().flat_map(|setting| ["-c", setting]))
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(log.try_clone().expect("the server's log"))
        .stderr(log);
    as_owner(&mut postgres, owner);
    // The server is the child of a thread that lives as long as it: the
    // parent-death signal follows the thread that started the child.
    let (started, pid) = mpsc::channel();
    let (ended, exited) = mpsc::channel();
    std::thread::spawn(move || {
        let mut child = match postgres.spawn() {
            Ok(child) => child,
            Err(e) => {
                let _ = started.send(Err(format!("cannot run postgres: {e}")));
                return;
            }
        };
        let _ = started.send(Ok(child.id()));
        let _ = child.wait();
        let _ = ended.send(());
    });
    let pid = pid.recv().expect("the keeper thread answers")?;
    let pid = i32::try_from(pid).expect("a pid");
    let deadline = Instant::now() + Duration::from_secs(60);
    let pid_file = dir.join("data/postmaster.pid");
    loop {
        if exited.try_recv().is_ok() {
            return Err(std::fs::read_to_string(&log_path).unwrap_or_default());
        }
        // The pid file's 8th line says "ready" once it accepts connections.
        let status = std::fs::read_to_string(&pid_file).unwrap_or_default();
        if status.lines().nth(7).map(str::trim) == Some("ready") {
            return Ok((pid, exited));
        }
        assert!(
            Instant::now() < deadline,
            "the PostgreSQL server is not ready after 60 s: {}",
            std::fs::read_to_string(&log_path).unwrap_or_default()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Makes `command` run as `owner` (the `postgres` user, when the tests run
/// as root), and be killed when the thread that starts it ends (the test
/// process dying included).
fn as_owner(command: &mut Command, owner: Option<(u32, u32)>) {
    if let Some((uid, gid)) = owner {
        command.uid(uid).gid(gid);
    }
    // SAFETY: prctl(2) only, which is async-signal-safe; it runs in the child
    // after its user was changed (a change of user clears the setting).
    unsafe {
        command.pre_exec(|| {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) == 0 {
                Ok(())
            } else {
                Err(std::io::Error::last_os_error())
            }
        });
    }
}

/// As root, the `postgres` user and group, who run the server; `None`
/// otherwise (it runs as the tests do).
fn owner() -> Option<(u32, u32)> {
    // SAFETY: geteuid(2) cannot fail and touches no memory.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let id = |flag: &str| -> u32 {
        let out = Command::new("id")
            .args([flag, "postgres"])
            .output()
            .expect("id runs");
        assert!(
            out.status.success(),
            "there is no `postgres` user to run the server as (the `postgresql` package makes it)"
        );
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .expect("a numeric id")
    };
    Some((id("-u"), id("-g")))
}

/// A port of 127.0.0.1 that no one listens on now.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// The directory of the newest PostgreSQL's programs, installing Debian's
/// `postgresql` first if there is none.
fn binaries() -> PathBuf {
    if let Some(bin) = newest() {
        return bin;
    }
    let lock_path = std::env::temp_dir().join("acp-tests-apt-get.lock");
    let lock = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .unwrap_or_else(|e| panic!("cannot open {} ({e})", lock_path.display()));
    // `File::lock` is std since Rust 1.89, which the tests need already.
    #[allow(clippy::incompatible_msrv)]
    lock.lock()
        .unwrap_or_else(|e| panic!("cannot lock {} ({e})", lock_path.display()));
    // Another test process may have installed it while this one waited.
    if let Some(bin) = newest() {
        return bin;
    }
    eprintln!("installing the Debian package postgresql with apt-get");
    for args in [
        &["update", "-q"][..],
        &["install", "-y", "-q", "postgresql"][..],
    ] {
        let mut apt_get = match owner() {
            Some(_) => Command::new("apt-get"),
            None => {
                let mut sudo = Command::new("sudo");
                sudo.args(["-n", "apt-get"]);
                sudo
            }
        };
        let status = apt_get
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status()
            .unwrap_or_else(|e| panic!("cannot run apt-get ({e}): install postgresql"));
        assert!(
            status.success(),
            "apt-get {args:?} failed ({status}): install the Debian package postgresql, as \
             root or with passwordless sudo"
        );
    }
    newest().expect("no /usr/lib/postgresql/*/bin/initdb after `apt-get install postgresql`")
}

/// `/usr/lib/postgresql/<newest version>/bin`, if it has `initdb`.
fn newest() -> Option<PathBuf> {
    std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let version: u32 = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .max()
        .map(|(_, bin)| bin)
}

/// Removes the test directories of test processes that are gone (killed
/// before their servers' drop); their servers died with them.
fn sweep() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix(PREFIX))
            .and_then(|rest| rest.split('-').next())
        else {
            continue;
        };
        if !Path::new("/proc").join(pid).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}
