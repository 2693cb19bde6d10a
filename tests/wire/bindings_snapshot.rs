//! The generated bindings are checked in next to the schema they come from, so that
//! a schema bump (or a generator change) is a reviewable diff. This test fails when
//! the build's output and the checked-in file differ.
//!
//! To refresh the files after an intended change:
//! `ACP_UPDATE_BINDINGS=1 cargo test --all-features --test wire bindings_snapshot`

use std::path::Path;

fn check(generated: &str, snapshot: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(snapshot);
    if std::env::var_os("ACP_UPDATE_BINDINGS").is_some() {
        std::fs::write(&path, generated).unwrap();
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    if checked_in != generated {
        let line = checked_in
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| checked_in.lines().count().min(generated.lines().count()))
            + 1;
        panic!(
            "{snapshot} is out of date (first difference at line {line}).\n\
             Review the change, then refresh it with:\n  \
             ACP_UPDATE_BINDINGS=1 cargo test --all-features --test wire bindings_snapshot"
        );
    }
}

#[test]
fn v1_bindings_match_the_checked_in_snapshot() {
    check(
        include_str!(concat!(env!("OUT_DIR"), "/v1.rs")),
        "schema/v1/bindings.rs",
    );
}

#[cfg(feature = "unstable")]
#[test]
fn v1_unstable_bindings_match_the_checked_in_snapshot() {
    check(
        include_str!(concat!(env!("OUT_DIR"), "/v1_unstable.rs")),
        "schema/v1/bindings.unstable.rs",
    );
}

#[cfg(feature = "v2")]
#[test]
fn v2_bindings_match_the_checked_in_snapshot() {
    check(
        include_str!(concat!(env!("OUT_DIR"), "/v2.rs")),
        "schema/v2/bindings.rs",
    );
}

#[cfg(all(feature = "v2", feature = "unstable"))]
#[test]
fn v2_unstable_bindings_match_the_checked_in_snapshot() {
    check(
        include_str!(concat!(env!("OUT_DIR"), "/v2_unstable.rs")),
        "schema/v2/bindings.unstable.rs",
    );
}

#[cfg(feature = "v2")]
#[test]
fn v2_conversions_from_v1_match_the_checked_in_snapshot() {
    check(
        include_str!(concat!(env!("OUT_DIR"), "/v2_from_v1.rs")),
        "schema/v2/from_v1.rs",
    );
}

#[cfg(all(feature = "v2", feature = "unstable"))]
#[test]
fn v2_unstable_conversions_from_v1_unstable_match_the_checked_in_snapshot() {
    check(
        include_str!(concat!(env!("OUT_DIR"), "/v2_unstable_from_v1_unstable.rs")),
        "schema/v2/from_v1.unstable.rs",
    );
}
