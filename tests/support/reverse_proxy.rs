//! Reverse proxies in front of test agents, as agents are deployed: nginx and
//! Caddy from Debian's packages (installed when missing, `support::debian`),
//! each started on a free loopback port with a configuration written into a
//! directory of its own (no system service, nothing under /etc), in a process
//! group that is killed when the [`Proxy`] is dropped. The test agent runs
//! with `--listen` in a process of its own ([`Agent`]), killed the same way.
//!
//! The configurations are the files of `examples/deploy/` (and the plain ones
//! of `tests/proxies/`) as they are: a test fills their `${ACP_...}` (nginx)
//! or `{$ACP_...}` (Caddy, from its environment) placeholders, and wraps them
//! in what a system's installation provides around them (nginx's main
//! configuration, Caddy's global options), here confined to the directory.
//! Unix only (process groups). Needs `support::debian` and
//! `support::processes`.
#![allow(dead_code)] // each test binary uses part of it

use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::{debian, processes};

/// How long a proxy or an agent may take to start listening.
const START_WITHIN: Duration = Duration::from_secs(20);

/// A file of the repository.
pub fn repo_file(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// A directory of its own for one proxy or agent, removed when dropped.
pub use super::scratch::Scratch;

/// A process group a test started, killed (SIGTERM, then SIGKILL for what is
/// left) when dropped. (A group rather than a marker in the environment, as
/// `support::leftovers` uses: nginx writes its process titles over its
/// environment.)
struct Started {
    child: Child,
}

impl Started {
    /// Starts `command` leading a process group of its own. On Linux it gets
    /// SIGTERM when the thread that started it ends, so that a test process
    /// killed before it could drop this leaves nothing behind.
    fn spawn(mut command: Command) -> Started {
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        #[cfg(target_os = "linux")]
        // SAFETY: prctl only sets this child's parent-death signal; it
        // allocates nothing and touches no lock between fork and exec.
        unsafe {
            std::os::unix::process::CommandExt::pre_exec(&mut command, || {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command
            .stdin(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command:?} ({e})"));
        Started { child }
    }

    /// The process group's id.
    fn group(&self) -> u32 {
        self.child.id()
    }

    /// Whether the leader has exited.
    fn exited(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    /// The pids of the group's live processes.
    fn pids(&self) -> Vec<u32> {
        processes::live_members(self.group())
            .iter()
            .filter_map(|p| p.split(' ').next()?.parse().ok())
            .collect()
    }

    /// Ends the group: SIGTERM, up to 5 s for it to end, then SIGKILL.
    fn stop(&mut self) {
        let group = self.group() as libc::pid_t;
        // SAFETY: killpg only sends a signal, to the group this test started.
        unsafe { libc::killpg(group, libc::SIGTERM) };
        let deadline = Instant::now() + Duration::from_secs(5);
        while !self.pids().is_empty() && Instant::now() < deadline {
            // The leader, once it has exited, is reaped here.
            let _ = self.child.try_wait();
            std::thread::sleep(Duration::from_millis(10));
        }
        // SAFETY: as above.
        unsafe { libc::killpg(group, libc::SIGKILL) };
        let _ = self.child.wait();
    }
}

impl Drop for Started {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A free port on 127.0.0.1 (free when asked: a proxy that then cannot bind it
/// is started again on another).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free loopback port")
        .port()
}

/// Waits until `port` accepts connections; `Err` with why when `started`
/// exits first or it takes too long.
fn wait_listening(started: &mut Started, port: u16) -> Result<(), String> {
    let deadline = Instant::now() + START_WITHIN;
    loop {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return Ok(());
        }
        if let Some(status) = started.exited() {
            return Err(format!("it exited ({status})"));
        }
        if Instant::now() > deadline {
            return Err(format!("not listening after {START_WITHIN:?}"));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The test agent (or another `--listen` program of ours) serving on a free
/// loopback port, in a process of its own.
pub struct Agent {
    started: Started,
    /// Where it listens.
    pub addr: SocketAddr,
}

impl Agent {
    /// Starts `program --listen 127.0.0.1:0 ARGS` and waits until it prints
    /// its URL.
    pub fn start(program: &Path, args: &[&str]) -> Agent {
        let mut command = Command::new(program);
        command
            .args(["--listen", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        let mut started = Started::spawn(command);
        let stdout = started.child.stdout.take().expect("the agent's stdout");
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let addr = line
                    .split_once("listening on http://")
                    .or_else(|| line.split_once("listening on ws://"))
                    .and_then(|(_, url)| url.strip_suffix("/acp")?.parse::<SocketAddr>().ok());
                if let Some(addr) = addr {
                    let _ = tx.send(addr);
                }
            }
        });
        let addr = rx
            .recv_timeout(START_WITHIN)
            .unwrap_or_else(|_| panic!("{} printed no URL", program.display()));
        Agent { started, addr }
    }

    /// `host:port`, for a proxy's configuration.
    pub fn host_port(&self) -> String {
        self.addr.to_string()
    }

    /// The agent's pid.
    pub fn pid(&self) -> u32 {
        self.started.child.id()
    }
}

/// A certificate for `localhost` and 127.0.0.1, written as `cert.pem` and
/// `key.pem` into `dir`: what the proxies serve TLS with and clients trust.
pub struct Certificate {
    pub pem: String,
    pub cert_file: PathBuf,
    pub key_file: PathBuf,
}

impl Certificate {
    pub fn new(dir: &Path) -> Certificate {
        let certified = rcgen::generate_simple_self_signed(vec![
            "localhost".to_owned(),
            "127.0.0.1".to_owned(),
        ])
        .expect("a self-signed certificate");
        let pem = certified.cert.pem();
        let (cert_file, key_file) = (dir.join("cert.pem"), dir.join("key.pem"));
        std::fs::write(&cert_file, &pem).unwrap();
        std::fs::write(&key_file, certified.signing_key.serialize_pem()).unwrap();
        Certificate {
            pem,
            cert_file,
            key_file,
        }
    }
}

/// Which proxy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Nginx,
    Caddy,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Nginx => "nginx",
            Kind::Caddy => "Caddy",
        }
    }

    /// The proxy's program, installed from Debian when missing.
    fn program(self) -> PathBuf {
        match self {
            Kind::Nginx => debian::program(&["nginx"], "nginx"),
            Kind::Caddy => debian::program(&["caddy"], "caddy"),
        }
    }
}

/// A proxy running a configuration of the repository.
pub struct Proxy {
    pub kind: Kind,
    /// Its port on 127.0.0.1.
    pub port: u16,
    started: Started,
    dir: Scratch,
}

impl Proxy {
    /// Starts `kind` with the configuration file `config` (a path in the
    /// repository), its placeholders filled from `vars` (names without the
    /// `ACP_` prefix) and the port: `LISTEN` (nginx, `127.0.0.1:PORT`) and
    /// `SITE` (Caddy, `HOST:PORT`, the host taken from `vars`' `HOST`,
    /// default `localhost`).
    pub fn start(kind: Kind, config: &str, vars: &[(&str, String)]) -> Proxy {
        let program = kind.program();
        let template = std::fs::read_to_string(repo_file(config))
            .unwrap_or_else(|e| panic!("cannot read {config} ({e})"));
        let mut last_failure = String::new();
        // The port was free when chosen; another process may take it first.
        for _ in 0..5 {
            let port = free_port();
            let dir = Scratch::new(kind.name());
            let command = match kind {
                Kind::Nginx => nginx_command(&program, &template, vars, port, dir.path()),
                Kind::Caddy => caddy_command(&program, &template, vars, port, dir.path()),
            };
            let mut started = Started::spawn(command);
            match wait_listening(&mut started, port) {
                Ok(()) => {
                    return Proxy {
                        kind,
                        port,
                        started,
                        dir,
                    }
                }
                Err(why) => {
                    started.stop();
                    last_failure = format!("{why}; its log:\n{}", read_log(dir.path()));
                    if !last_failure.contains("in use") {
                        break;
                    }
                }
            }
        }
        panic!(
            "{} with {config} did not start: {last_failure}",
            kind.name()
        );
    }

    /// The pids of its processes (nginx's master and workers).
    pub fn pids(&self) -> Vec<u32> {
        self.started.pids()
    }

    /// nginx's access log: one line per request, `CONNECTION-ID UPSTREAM
    /// STATUS` (`-` for a missing connection id).
    pub fn access_log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("access.log")).unwrap_or_default()
    }

    /// What it logged about itself.
    pub fn log(&self) -> String {
        read_log(self.dir.path())
    }

    /// The process group it leads (`support::processes::live_members`).
    pub fn group(&self) -> u32 {
        self.started.group()
    }
}

/// The proxy's own log (nginx's error log, Caddy's output).
fn read_log(dir: &Path) -> String {
    ["error.log", "caddy.log"]
        .iter()
        .filter_map(|name| std::fs::read_to_string(dir.join(name)).ok())
        .collect()
}

/// `template` with its `${ACP_NAME}` placeholders replaced by `vars`' values;
/// fails on a placeholder `vars` does not fill.
fn fill_nginx_template(template: &str, vars: &[(String, String)]) -> String {
    let mut text = template.to_owned();
    for (name, value) in vars {
        text = text.replace(&format!("${{ACP_{name}}}"), value);
    }
    if let Some(at) = text.find("${ACP_") {
        let end = text[at..].find('}').map_or(text.len(), |e| at + e + 1);
        panic!("no value for {} in the nginx template", &text[at..end]);
    }
    text
}

fn nginx_command(
    program: &Path,
    template: &str,
    vars: &[(&str, String)],
    port: u16,
    dir: &Path,
) -> Command {
    let mut vars: Vec<(String, String)> = vars
        .iter()
        .map(|(n, v)| (n.to_string(), v.clone()))
        .collect();
    vars.push(("LISTEN".into(), format!("127.0.0.1:{port}")));
    let site = fill_nginx_template(template, &vars);
    std::fs::write(dir.join("site.conf"), site).unwrap();
    // What /etc/nginx/nginx.conf holds on a system, confined to `dir`; the
    // access log says where each request went.
    let d = dir.display();
    let main = format!(
        "pid {d}/nginx.pid;\n\
         worker_processes 1;\n\
         events {{ worker_connections 16384; }}\n\
         http {{\n\
         \x20   log_format acp '$http_acp_connection_id $upstream_addr $status';\n\
         \x20   access_log {d}/access.log acp;\n\
         \x20   client_body_temp_path {d}/body;\n\
         \x20   proxy_temp_path {d}/proxy;\n\
         \x20   fastcgi_temp_path {d}/fastcgi;\n\
         \x20   uwsgi_temp_path {d}/uwsgi;\n\
         \x20   scgi_temp_path {d}/scgi;\n\
         \x20   include {d}/site.conf;\n\
         }}\n"
    );
    std::fs::write(dir.join("nginx.conf"), main).unwrap();
    let mut command = Command::new(program);
    command
        .arg("-p")
        .arg(dir)
        .arg("-c")
        .arg(dir.join("nginx.conf"))
        .arg("-e")
        .arg(dir.join("error.log"))
        .args(["-g", "daemon off;"])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}

fn caddy_command(
    program: &Path,
    caddyfile: &str,
    vars: &[(&str, String)],
    port: u16,
    dir: &Path,
) -> Command {
    let host = vars
        .iter()
        .find(|(name, _)| *name == "HOST")
        .map_or("localhost", |(_, host)| host.as_str());
    // What a system's Caddy has around a site: here no admin endpoint, storage
    // in `dir`, no redirect from port 80, loopback only.
    let global = format!(
        "{{\n\tadmin off\n\tdefault_bind 127.0.0.1\n\tauto_https disable_redirects\n\
         \tstorage file_system {}\n}}\n\n",
        dir.join("data").display()
    );
    // Caddy makes a variable it lacks empty: a placeholder left unfilled is
    // a mistake of the test.
    for line in caddyfile
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
    {
        for (_, rest) in line
            .match_indices("{$ACP_")
            .map(|(at, _)| line.split_at(at))
        {
            let name = &rest[6..rest.find('}').unwrap_or(rest.len())];
            let known = name == "SITE" || vars.iter().any(|(n, _)| *n == name);
            assert!(known, "no value for {{$ACP_{name}}} in the Caddyfile");
        }
    }
    std::fs::write(dir.join("Caddyfile"), global + caddyfile).unwrap();
    let log = std::fs::File::create(dir.join("caddy.log")).unwrap();
    let mut command = Command::new(program);
    command
        .args(["run", "--adapter", "caddyfile", "--config"])
        .arg(dir.join("Caddyfile"))
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("ACP_SITE", format!("{host}:{port}"))
        .stdout(log.try_clone().unwrap())
        .stderr(log);
    for (name, value) in vars {
        command.env(format!("ACP_{name}"), value);
    }
    command
}
