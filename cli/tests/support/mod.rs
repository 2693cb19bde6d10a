//! What the tests of `acp` share: where the build puts binaries, and the root
//! package's examples (the test agent, the chat client) they run.
#![allow(dead_code)] // each test binary uses part of it

use std::path::{Path, PathBuf};
use std::process::Command;

/// `target/<profile>`, where this test binary's `deps/` is.
pub fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    exe.parent()
        .and_then(Path::parent)
        .expect("target/<profile>/deps/<test>")
        .to_owned()
}

/// An example binary in `target/<profile>/examples/`.
fn example_path(name: &str) -> PathBuf {
    profile_dir()
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

/// An example of the root package (`acp`), built when missing (`cargo test
/// --workspace` builds it already; `cargo test -p acp-cli` alone does not).
pub fn root_example(name: &str) -> PathBuf {
    let path = example_path(name);
    if !path.is_file() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let target = profile_dir().parent().expect("target dir").to_owned();
        let status = Command::new(env!("CARGO"))
            .args(["build", "--quiet", "-p", "acp", "--example", name])
            .current_dir(&root)
            .env("CARGO_TARGET_DIR", &target)
            .status()
            .expect("cargo runs");
        assert!(status.success(), "cargo build --example {name} failed");
    }
    path
}

/// An example of this package (built by `cargo test` with the tests).
pub fn own_example(name: &str) -> PathBuf {
    let path = example_path(name);
    assert!(path.is_file(), "{} is missing", path.display());
    path
}
