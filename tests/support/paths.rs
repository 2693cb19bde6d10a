//! Where things are: the package, this build's `target/` and the example binaries
//! that tests run as peers (the test agent; the chat client, `acp chat`).
#![allow(dead_code)] // each test binary uses part of it

use std::path::{Path, PathBuf};

/// The package root (where `Cargo.toml` and `tests/` are).
pub fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// This build's profile directory (`target/debug`): the test binary runs from its
/// `deps/`, and `cargo build --examples` puts the examples in its `examples/`.
pub fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the path of this test binary");
    let deps = exe.parent().expect("the test binary's directory");
    assert_eq!(
        deps.file_name(),
        Some("deps".as_ref()),
        "{} is not in <target>/<profile>/deps: run the tests with cargo",
        exe.display()
    );
    deps.parent().expect("the profile directory").to_owned()
}

/// This build's target directory (`target/`, or wherever `CARGO_TARGET_DIR` put it).
pub fn target_dir() -> PathBuf {
    profile_dir()
        .parent()
        .expect("the target directory")
        .to_owned()
}

/// `target/interop`: what the interop tests install and their logs.
pub fn interop_dir() -> PathBuf {
    target_dir().join("interop")
}

/// An example binary of this package (`target/<profile>/examples/<name>`). `cargo test`
/// builds the examples; a test run with `--test NAME` alone does not.
pub fn example(name: &str) -> PathBuf {
    let path = profile_dir()
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.is_file(),
        "{} is missing: run `cargo build --example {name}` first",
        path.display()
    );
    path
}

/// The `acp` command (package `acp-cli`, `cli/`), which has the chat client
/// (`acp chat`). `cargo test --workspace` builds it; when it is missing (a run of this
/// package's tests alone), it is built here.
pub fn acp_cli() -> PathBuf {
    let path = profile_dir().join(format!("acp{}", std::env::consts::EXE_SUFFIX));
    built(path, &["--bin", "acp"])
}

/// An example of the `acp` command's package (`cli/examples/`), such as the
/// agent written with the official Rust SDK. `cargo test --workspace` builds
/// it; when it is missing, it is built here.
pub fn cli_example(name: &str) -> PathBuf {
    let path = profile_dir()
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    built(path, &["--example", name])
}

/// `path`, built first with `cargo build -p acp-sdk-cli <target>` when it is missing.
fn built(path: PathBuf, target: &[&str]) -> PathBuf {
    if !path.is_file() {
        let status = std::process::Command::new(env!("CARGO"))
            .args(["build", "--quiet", "-p", "acp-sdk-cli"])
            .args(target)
            .current_dir(manifest_dir())
            .env("CARGO_TARGET_DIR", target_dir())
            .status()
            .expect("cargo runs");
        assert!(
            status.success(),
            "cargo build -p acp-sdk-cli {} failed",
            target.join(" ")
        );
    }
    path
}

/// The chat client: `acp chat`, ready for its arguments.
pub fn chat_command() -> std::process::Command {
    let mut command = std::process::Command::new(acp_cli());
    command.arg("chat");
    command
}

/// The test agent (`examples/test_agent.rs`).
pub fn test_agent() -> PathBuf {
    example("test_agent")
}

/// `path` relative to the package root when it is inside it, for messages.
pub fn shown(path: &Path) -> String {
    let root = manifest_dir();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .display()
        .to_string()
}
