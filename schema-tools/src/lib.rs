//! The tools around the `acp` crate's generator (`acp-codegen`), kept out of it
//! so that the `acp` crate's build script and proc macros compile none of them:
//!
//! - [`diff`]: what changes between two schema files for users of the
//!   generated Rust, and the release level it calls for (`acp schema diff`);
//! - [`report`]: the generator's reports on a schema (the generic layers it
//!   gets) and on two (which types convert losslessly).
//!
//! They read schemas through [`acp_codegen::lowered`]. The `acp-codegen` binary
//! of this package fronts them and the generator.

pub mod diff;
pub mod report;
