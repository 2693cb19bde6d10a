//! A crate outside the repository checks an agent in its own `cargo test`, as an
//! agent author would: `tests/outside/conformance` (copied to
//! `target/outside-crate/conformance`, depending on this repository by path with
//! feature `testing`, and a target dir of its own kept between runs) calls
//! `acp::testing::check_agent_command` and `assert_conforms`. Against the test
//! agent its test passes; against the test agent behind a front that crashes on
//! a JSON line that is not an object (`tests/outside/crash_on_non_object.py`) it
//! fails, and the panic message is the table `acp check` prints.
//!
//! The first run builds `acp` for that crate (some minutes on two cores); later
//! runs only its test. Needs python3 (the crashing front).
//!
//! `tests/outside/readme` is a crate written the way the README says (default
//! features, the README's imports, and `use acp::*` too): it builds without a
//! warning, the SDK's included (a path dependency's warnings are shown, as a
//! registry's are not).
//! `tests/outside/without_v2` names a module its acp dependency lacks, and
//! fails to build with one error naming the feature.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::support;
use support::paths::{manifest_dir, target_dir, test_agent};

/// The outside crate `tests/outside/<name>` with its `files`, written (again
/// where they changed) under `target/`.
fn outside_crate(name: &str, files: &[&str]) -> PathBuf {
    let from = manifest_dir().join("tests/outside").join(name);
    let to = target_dir().join("outside-crate").join(name);
    let manifest = std::fs::read_to_string(from.join("Cargo.toml.in"))
        .unwrap()
        .replace("@ACP@", &manifest_dir().display().to_string());
    write_if_changed(&to.join("Cargo.toml"), manifest.as_bytes());
    for file in files {
        write_if_changed(&to.join(file), &std::fs::read(from.join(file)).unwrap());
    }
    // The repository's versions of the dependencies, as a start.
    let lock = to.join("Cargo.lock");
    if !lock.exists() {
        std::fs::copy(manifest_dir().join("Cargo.lock"), &lock).unwrap();
    }
    to
}

/// Writes `bytes` to `path` unless it holds them already (so that cargo sees no change).
fn write_if_changed(path: &Path, bytes: &[u8]) {
    if std::fs::read(path).ok().as_deref() != Some(bytes) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
}

/// `cargo <command>` in the outside crate `krate`, with its target dir.
fn cargo(krate: &Path, command: &str) -> Command {
    let mut cargo = Command::new(env!("CARGO"));
    cargo
        .args([command, "--quiet", "--manifest-path"])
        .arg(krate.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", krate.parent().unwrap().join("target"))
        .env("CARGO_INCREMENTAL", "0");
    cargo
}

/// `cargo test` in the outside crate, checking `program` `args`.
fn outside_test(program: &Path, args: &[&str]) -> Output {
    let krate = outside_crate("conformance", &["src/lib.rs", "tests/conforms.rs"]);
    cargo(&krate, "test")
        .env("AGENT_PROGRAM", program)
        .env("AGENT_ARGS", args.join("\n"))
        .output()
        .expect("cargo runs")
}

/// A crate written as the README says (default features, the README's
/// imports, and `use acp::*` beside them) builds without a warning or an
/// ambiguous name, with `Error::invalid_params(..)` and `ErrorCode::..` in its
/// handlers (`acp::v1::Error` and `acp::v1::ErrorCode` are `acp`'s).
#[test]
fn a_crate_with_the_readmes_imports_builds_without_a_warning() {
    let krate = outside_crate("readme", &["src/main.rs"]);
    // Touched, so that cargo builds it (and reports its warnings) again.
    let main = krate.join("src/main.rs");
    std::fs::write(&main, std::fs::read(&main).unwrap()).unwrap();
    let built = cargo(&krate, "build").output().expect("cargo runs");
    assert!(built.status.success(), "{}", shown(&built));
    let stderr = String::from_utf8_lossy(&built.stderr);
    assert!(!stderr.contains("warning"), "{}", shown(&built));
}

/// A block naming a protocol module the acp dependency was built without
/// (`protocol = v2`, default features) fails to build with the error of the
/// module's gate, which names the feature: the first error the user reads.
#[test]
fn a_block_for_a_module_not_built_names_the_feature_to_enable() {
    let krate = outside_crate("without_v2", &["src/main.rs"]);
    let built = cargo(&krate, "build").output().expect("cargo runs");
    assert!(!built.status.success(), "{}", shown(&built));
    let stderr = String::from_utf8_lossy(&built.stderr);
    let first_error = stderr
        .lines()
        .find(|line| line.starts_with("error"))
        .unwrap_or_default();
    assert_eq!(
        first_error,
        "error: `protocol = v2` needs the acp crate's feature `v2`",
        "{}",
        shown(&built)
    );
    assert!(
        stderr.contains("due to 1 previous error"),
        "{}",
        shown(&built)
    );
}

fn shown(output: &Output) -> String {
    format!(
        "{}\n--- stdout\n{}\n--- stderr\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn an_outside_crate_checks_the_test_agent_and_a_crashing_one_in_its_tests() {
    let agent = test_agent();
    let passed = outside_test(&agent, &[]);
    assert!(passed.status.success(), "{}", shown(&passed));

    let front = manifest_dir().join("tests/outside/crash_on_non_object.py");
    let failed = outside_test(
        Path::new("python3"),
        &[front.to_str().unwrap(), agent.to_str().unwrap()],
    );
    assert!(!failed.status.success(), "{}", shown(&failed));
    let panic = String::from_utf8_lossy(&failed.stdout);
    // The panic message: what failed, then the table with the command, the
    // failed check's line, what it got and the sentence of the spec.
    for expected in [
        "MUST check(s) failed",
        &format!("acp check agent -- python3 {}", front.display()),
        "FAIL  MUST        jsonrpc.not-an-object",
        "TypeError: a message must be an object, got",
        "https://www.jsonrpc.org/specification",
        "(a MUST check failed)",
    ] {
        assert!(
            panic.contains(expected),
            "no {expected:?} in:\n{}",
            shown(&failed)
        );
    }
}
