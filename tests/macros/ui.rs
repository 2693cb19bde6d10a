//! Misuses of `#[acp_agent]` / `#[acp_client]` fail to compile with one error,
//! spanned on the user's code, that says what is wrong and how to fix it. The
//! expected messages are in `tests/ui/*.stderr`; refresh them after an intended
//! change with `TRYBUILD=overwrite cargo test --test macros ui::` and read the diff.
//!
//! The cases under `tests/ui/unstable/` use the unstable protocol (`#[acp_proxy]`,
//! `acp::v1_unstable`) and run only when the feature is on (`cargo test
//! --features unstable --test macros ui::`, or `--all-features`), so that a first `cargo
//! test` without features passes too; those under `tests/ui/v2/` need `v2`
//! (what works with one turn model only does not compile with the other).

#[test]
fn macro_misuse_is_a_clear_compile_error() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    #[cfg(feature = "unstable")]
    cases.compile_fail("tests/ui/unstable/*.rs");
    #[cfg(feature = "v2")]
    cases.compile_fail("tests/ui/v2/*.rs");
}
