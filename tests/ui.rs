//! Misuses of `#[acp_agent]` / `#[acp_client]` fail to compile with one error,
//! spanned on the user's code, that says what is wrong and how to fix it. The
//! expected messages are in `tests/ui/*.stderr`; refresh them after an intended
//! change with `TRYBUILD=overwrite cargo test --test ui` and read the diff.

#[test]
fn macro_misuse_is_a_clear_compile_error() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
