//! The interop peers written with other SDKs install themselves, once: the npm
//! projects under `tests/` get `npm ci` (into their own, gitignored `node_modules`),
//! the Python SDK goes into a virtual environment under `target/interop/`. Each
//! install is keyed by the hash of its lockfile (or requirements file): a stamp holds
//! the hash, so a second run does nothing, and a changed lockfile reinstalls. An
//! exclusive file lock in `target/interop/` makes concurrent test processes
//! (cargo-nextest runs each test in its own) wait for one install instead of racing.
//! A failed install fails the test with the command, the tail of its output and the
//! likely cause; nothing is skipped. Needs `support::paths`.
#![allow(dead_code)] // each test binary uses part of it

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::paths::{interop_dir, manifest_dir, shown};

/// How long one install command may take before it counts as hung.
const INSTALL_TIMEOUT: Duration = Duration::from_secs(15 * 60);

const NPM: &str = if cfg!(windows) { "npm.cmd" } else { "npm" };
const PYTHON: &str = if cfg!(windows) { "python" } else { "python3" };

const NPM_HINT: &str = "Is the npm registry reachable from here (`npm config get registry`; \
                        behind a proxy, `npm config set proxy ...`)?";
const CRATES_HINT: &str = "Is crates.io reachable from here (or the registry set in \
                           ~/.cargo/config.toml)?";
const PIP_HINT: &str =
    "Is PyPI reachable from here (or the index set in PIP_INDEX_URL / pip.conf)?";
const VENV_HINT: &str = "Does python3 have the venv module with ensurepip \
                         (on Debian and Ubuntu: `apt install python3-venv`)?";

/// `tests/ts`, the peers written with the TypeScript SDK, with the pinned
/// `@agentclientprotocol/sdk` 2.4.0 (the version those peers are written for)
/// installed.
pub fn ts_sdk_project() -> PathBuf {
    let dir = npm_project("ts");
    let version = npm_pinned(&dir, "@agentclientprotocol/sdk");
    assert_eq!(version, "2.4.0", "the TS SDK tests/ts is written for");
    dir
}

/// `tests/<name>`, an npm project with a `package-lock.json`, with its dependencies
/// installed by `npm ci --no-audit --no-fund` (once per lockfile).
pub fn npm_project(name: &str) -> PathBuf {
    let dir = manifest_dir().join("tests").join(name);
    let key = hash_of(&[dir.join("package.json"), dir.join("package-lock.json")]);
    // `npm ci` starts by removing node_modules, so a stamp inside it never outlives
    // a half-done install.
    let stamp = dir.join("node_modules").join(".acp-interop-stamp");
    install_once(&format!("npm-{name}"), &stamp, &key, |log| {
        run(
            Command::new(NPM)
                .args(["ci", "--no-audit", "--no-fund"])
                .current_dir(&dir),
            &format!("npm ci --no-audit --no-fund (in {})", shown(&dir)),
            NPM_HINT,
            log,
        )
    });
    dir
}

/// `tests/<name>`, a cargo project of its own (with a `Cargo.lock`), built once
/// per lockfile and source into `target/interop/<name>`; returns the path of its
/// binary `bin`. For peers written with crates that must not become
/// dependencies of this workspace.
pub fn cargo_project(name: &str, bin: &str) -> PathBuf {
    let dir = manifest_dir().join("tests").join(name);
    let key = hash_of(&[
        dir.join("Cargo.toml"),
        dir.join("Cargo.lock"),
        dir.join("src/main.rs"),
    ]);
    let target = interop_dir().join(name);
    let stamp = target.join(".acp-interop-stamp");
    install_once(&format!("cargo-{name}"), &stamp, &key, |log| {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        run(
            Command::new(cargo)
                .args(["build", "--locked", "--manifest-path"])
                .arg(dir.join("Cargo.toml"))
                .arg("--target-dir")
                .arg(&target),
            &format!("cargo build --locked (in {})", shown(&dir)),
            CRATES_HINT,
            log,
        )
    });
    target
        .join("debug")
        .join(format!("{bin}{}", std::env::consts::EXE_SUFFIX))
}

/// The interpreter of `target/interop/python-venv`, a virtual environment with
/// `tests/python/requirements.txt` installed (once per requirements file). The user's
/// own Python installation is never touched.
pub fn python() -> PathBuf {
    let requirements = manifest_dir().join("tests/python/requirements.txt");
    let venv = interop_dir().join("python-venv");
    let python = venv_python(&venv);
    let key = hash_of(std::slice::from_ref(&requirements));
    let stamp = venv.join(".acp-interop-stamp");
    install_once("python-venv", &stamp, &key, |log| {
        // Always from a fresh venv: none yet, a half-done one, or one for other requirements.
        let _ = fs::remove_dir_all(&venv);
        run(
            Command::new(PYTHON).args(["-m", "venv"]).arg(&venv),
            &format!("{PYTHON} -m venv {}", venv.display()),
            VENV_HINT,
            log,
        )?;
        run(
            Command::new(&python)
                .args(["-m", "pip", "install", "--disable-pip-version-check"])
                .args(["--no-input", "-r"])
                .arg(&requirements),
            &format!(
                "{} -m pip install -r {}",
                python.display(),
                shown(&requirements)
            ),
            PIP_HINT,
            log,
        )
    });
    assert!(
        python.is_file(),
        "{} is missing after the install",
        python.display()
    );
    python
}

fn venv_python(venv: &Path) -> PathBuf {
    if cfg!(windows) {
        venv.join("Scripts").join("python.exe")
    } else {
        venv.join("bin").join("python")
    }
}

// ---------------------------------------------------------------------------
// Pinned versions: the installed peer is the one the lockfile names.

/// The version of npm package `package` pinned in `project`'s package.json, after
/// asserting that it is the one installed in `project/node_modules`.
pub fn npm_pinned(project: &Path, package: &str) -> String {
    let manifest = read_json(&project.join("package.json"));
    let pinned = manifest["dependencies"][package]
        .as_str()
        .unwrap_or_else(|| panic!("{}/package.json pins no {package}", shown(project)))
        .to_owned();
    let installed = read_json(
        &project
            .join("node_modules")
            .join(package)
            .join("package.json"),
    );
    assert_pinned(
        package,
        &pinned,
        installed["version"].as_str().unwrap_or("(none)"),
        &format!("delete {}/node_modules to reinstall", shown(project)),
    );
    pinned
}

/// The version of PyPI package `package` pinned in tests/python/requirements.txt,
/// after asserting that `python` has it installed.
pub fn python_pinned(python: &Path, package: &str) -> String {
    let requirements = manifest_dir().join("tests/python/requirements.txt");
    let text = fs::read_to_string(&requirements).expect("tests/python/requirements.txt");
    let pinned = text
        .lines()
        .find_map(|l| l.trim().strip_prefix(&format!("{package}==")))
        .unwrap_or_else(|| panic!("{} pins no {package}", shown(&requirements)))
        .trim()
        .to_owned();
    let script = format!("import importlib.metadata as m; print(m.version({package:?}))");
    let out = Command::new(python)
        .args(["-c", &script])
        .output()
        .unwrap_or_else(|e| panic!("cannot run {} ({e})", python.display()));
    let fix = format!(
        "delete {} to reinstall",
        interop_dir().join("python-venv").display()
    );
    assert!(
        out.status.success(),
        "{package} is not importable by {}: {fix}\n{}",
        python.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_pinned(
        package,
        &pinned,
        String::from_utf8_lossy(&out.stdout).trim(),
        &fix,
    );
    pinned
}

fn assert_pinned(package: &str, pinned: &str, installed: &str, fix: &str) {
    assert_eq!(
        installed, pinned,
        "installed {package} is {installed}, not the pinned {pinned}: {fix}"
    );
}

fn read_json(path: &Path) -> Value {
    let text =
        fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {} ({e})", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not JSON ({e})", path.display()))
}

// ---------------------------------------------------------------------------
// Once, under a lock.

/// The hex sha256 of the files' contents, in order.
fn hash_of(files: &[PathBuf]) -> String {
    let mut hash = Sha256::new();
    for file in files {
        let bytes =
            fs::read(file).unwrap_or_else(|e| panic!("cannot read {} ({e})", file.display()));
        hash.update((bytes.len() as u64).to_le_bytes());
        hash.update(bytes);
    }
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// Runs `install` unless `stamp` holds `key`, then writes `key` to `stamp`. `install`
/// gets the log file its commands write to (`target/interop/<name>.log`).
fn install_once(
    name: &str,
    stamp: &Path,
    key: &str,
    install: impl FnOnce(&Path) -> Result<(), String>,
) {
    let done = || fs::read_to_string(stamp).is_ok_and(|s| s == key);
    if done() {
        return;
    }
    let dir = interop_dir();
    fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot create {} ({e})", dir.display()));
    let lock_path = dir.join(format!("{name}.lock"));
    let lock = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .unwrap_or_else(|e| panic!("cannot open {} ({e})", lock_path.display()));
    // `File::lock` is std since Rust 1.89; the workspace's rust-version (1.85) is the
    // library's promise, and the tests need a newer toolchain already (the official
    // SDK they compare against wants 1.88), so no crate is added for a file lock.
    #[allow(clippy::incompatible_msrv)]
    lock.lock()
        .unwrap_or_else(|e| panic!("cannot lock {} ({e})", lock_path.display()));
    // Another process may have installed while this one waited for the lock.
    if done() {
        return;
    }
    let log = dir.join(format!("{name}.log"));
    let _ = fs::remove_file(&log);
    eprintln!(
        "installing the {name} interop peer once (log: {})",
        log.display()
    );
    let started = Instant::now();
    if let Err(message) = install(&log) {
        panic!("installing the {name} interop peer failed: {message}");
    }
    fs::write(stamp, key).unwrap_or_else(|e| panic!("cannot write {} ({e})", stamp.display()));
    eprintln!(
        "installed {name} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    // The lock is released when `lock` is dropped.
}

/// Runs `command` to the end with its output appended to `log`; on failure, an error
/// that names `what`, the exit status, the tail of the output and `hint`.
fn run(command: &mut Command, what: &str, hint: &str, log: &Path) -> Result<(), String> {
    let out = OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .map_err(|e| format!("cannot open {} ({e})", log.display()))?;
    let err = out
        .try_clone()
        .map_err(|e| format!("cannot open {} ({e})", log.display()))?;
    let mut child = command
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn()
        .map_err(|e| format!("cannot run `{what}` ({e}): is it installed and on PATH?"))?;
    let deadline = Instant::now() + INSTALL_TIMEOUT;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(100)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "`{what}` did not finish in {} s; the last lines of its output:\n{}\n{hint}",
                    INSTALL_TIMEOUT.as_secs(),
                    tail(log)
                ));
            }
            Err(e) => return Err(format!("waiting for `{what}` failed ({e})")),
        }
    };
    if status.success() {
        return Ok(());
    }
    Err(format!(
        "`{what}` failed ({status}); the last lines of its output ({}):\n{}\n{hint}",
        log.display(),
        tail(log)
    ))
}

/// The last 30 lines of `log` (at most 8 KiB of them).
fn tail(log: &Path) -> String {
    let mut text = String::new();
    if let Ok(mut file) = File::open(log) {
        let len = file.metadata().map(|m| m.len()).unwrap_or(0);
        let _ = file.seek(SeekFrom::Start(len.saturating_sub(8 << 10)));
        let mut bytes = vec![];
        let _ = file.read_to_end(&mut bytes);
        text = String::from_utf8_lossy(&bytes).into_owned();
    }
    let lines: Vec<&str> = text.lines().collect();
    let tail = lines[lines.len().saturating_sub(30)..].join("\n");
    if tail.trim().is_empty() {
        "(no output)".to_owned()
    } else {
        tail
    }
}
