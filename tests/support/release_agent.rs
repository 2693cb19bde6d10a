//! The test agent (and the official SDK's HTTP peer) built in release mode,
//! for the benchmarks.
#![allow(dead_code)] // each benchmark uses part of it

use std::path::PathBuf;
use std::process::Command;

/// Builds `examples/test_agent.rs` with `cargo build --release` and the given
/// features, and returns its path under `target/release/examples/`.
pub fn release_test_agent(features: &[&str]) -> PathBuf {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut build = Command::new(cargo);
    build.args(["build", "--release", "--example", "test_agent"]);
    if !features.is_empty() {
        build.args(["--features", &features.join(",")]);
    }
    let status = build
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building the test agent failed");
    let exe = std::env::current_exe().expect("the bench's path");
    let profile = exe.ancestors().nth(2).expect("target/<profile>");
    let target = profile.parent().expect("target/");
    target
        .join("release/examples")
        .join(format!("test_agent{}", std::env::consts::EXE_SUFFIX))
}

/// Builds `tests/official-http` (an agent and a client written with the
/// official SDK's HTTP transport) with `cargo build --release` into
/// `target/interop/official-http`, and returns the path of its binary.
pub fn release_official_http_peer() -> PathBuf {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let target = root.join("target/interop/official-http");
    let status = Command::new(cargo)
        .args(["build", "--release", "--locked", "--manifest-path"])
        .arg(root.join("tests/official-http/Cargo.toml"))
        .arg("--target-dir")
        .arg(&target)
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building the official HTTP peer failed");
    target.join("release").join(format!(
        "official-http-peer{}",
        std::env::consts::EXE_SUFFIX
    ))
}
