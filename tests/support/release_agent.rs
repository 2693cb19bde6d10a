//! The test agent built in release mode, for the benchmarks.

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
