//! Programs from Debian packages that tests run (Chromium for the trace page,
//! nginx and Caddy in front of remote agents): found on `PATH` (or in
//! `/usr/sbin`, where nginx goes), or installed with `apt-get` when missing, as
//! root or through passwordless `sudo`. A failed install fails the test with
//! what to install; nothing is skipped. Test processes running at once wait
//! for one another's install (a file lock), then find the program installed.
//! Std only, so that `cli/tests` can use it too.
#![allow(dead_code)] // each test binary uses part of it

use std::fs::OpenOptions;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The first of `names` that is installed, installing Debian package
/// `package` first when none is.
pub fn program(names: &[&str], package: &str) -> PathBuf {
    if let Some(path) = find(names) {
        return path;
    }
    let lock_path = std::env::temp_dir().join("acp-tests-apt-get.lock");
    let lock = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .unwrap_or_else(|e| panic!("cannot open {} ({e})", lock_path.display()));
    // `File::lock` is std since Rust 1.89, which the tests need already (see
    // tests/support/install.rs).
    #[allow(clippy::incompatible_msrv)]
    lock.lock()
        .unwrap_or_else(|e| panic!("cannot lock {} ({e})", lock_path.display()));
    // Another test process may have installed it while this one waited.
    if let Some(path) = find(names) {
        return path;
    }
    eprintln!("installing the Debian package {package} with apt-get");
    for args in [&["update", "-q"][..], &["install", "-y", "-q", package][..]] {
        apt_get(args, package);
    }
    find(names)
        .unwrap_or_else(|| panic!("none of {names:?} is on PATH after `apt-get install {package}`"))
}

/// Runs `apt-get args`, as root or through `sudo -n`; fails the test when it
/// fails.
fn apt_get(args: &[&str], package: &str) {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.stdout == b"0\n");
    let (program, prefix): (&str, &[&str]) = if root {
        ("apt-get", &[])
    } else {
        ("sudo", &["-n", "apt-get"])
    };
    let status = Command::new(program)
        .args(prefix)
        .args(args)
        .env("DEBIAN_FRONTEND", "noninteractive")
        .status()
        .unwrap_or_else(|e| {
            panic!("cannot run apt-get ({e}): install {package} (Debian package `{package}`)")
        });
    assert!(
        status.success(),
        "apt-get {args:?} failed ({status}): install {package} (Debian package `{package}`), \
         as root or with passwordless sudo"
    );
}

/// The first of `names` that is an executable file in a directory of `PATH`
/// or in `/usr/sbin` or `/sbin`.
fn find(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let dirs: Vec<PathBuf> = std::env::split_paths(&path)
        .chain(["/usr/sbin", "/sbin"].map(PathBuf::from))
        .collect();
    names
        .iter()
        .flat_map(|name| dirs.iter().map(move |dir| dir.join(name)))
        .find(|candidate| executable(candidate))
}

fn executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    path.is_file()
}
