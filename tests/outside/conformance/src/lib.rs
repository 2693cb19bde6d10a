//! Nothing: the crate is its test (`tests/conforms.rs`).
