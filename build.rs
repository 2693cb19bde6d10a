//! Generates the protocol modules and what goes with them into `OUT_DIR`:
//! `acp_codegen::build` does it all, from the table of protocol modules
//! (`acp_codegen::modules`) and this build's features, and says which `cfg`s
//! tell the runtime what each module built has (its session API, its proxy
//! API; see that module). `src/lib.rs` includes the `modules.rs` it writes.
//!
//! The schema text comes from `acp_codegen::schemas`, the same files
//! `acp-macros` reads, so the types and the macros cannot disagree. That module
//! documents how to build against another schema file (`ACP_SCHEMA_V1`, ...).

use std::env;
use std::path::Path;

fn main() {
    // A changed schema or table rebuilds acp-codegen, which reruns this
    // script; nothing else in this package affects its output.
    println!("cargo:rerun-if-changed=build.rs");
    let feature = |name: &str| {
        let var = format!(
            "CARGO_FEATURE_{}",
            name.to_ascii_uppercase().replace('-', "_")
        );
        env::var_os(var).is_some()
    };
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let cargo = acp_codegen::build::generate(Path::new(&out_dir), feature)
        .unwrap_or_else(|e| panic!("{e}"));
    for line in cargo {
        println!("{line}");
    }
}
