//! Generates the protocol modules, and the table of secrets `acp::redact` hides,
//! into `OUT_DIR`. The generator and the schema files both live in the
//! `acp-codegen` crate; this file only picks which schemas to generate and writes
//! the outputs.
//!
//! The schema text comes from `acp_codegen::schemas`, the same constants
//! `acp-macros` reads, so the types and the macros cannot disagree. That module
//! documents how to build against another schema file (`ACP_SCHEMA_V1`, ...).

use std::{env, fs, path::Path};

use acp_codegen::schemas::{self, Schema};

fn main() {
    // A changed schema rebuilds acp-codegen, which reruns this script; nothing
    // else in this package affects its output.
    println!("cargo:rerun-if-changed=build.rs");
    let feature = |name: &str| env::var_os(format!("CARGO_FEATURE_{name}")).is_some();
    let (unstable, v2) = (feature("UNSTABLE"), feature("V2"));
    let modules: Vec<(&str, Schema)> = [
        (true, "v1.rs", schemas::V1),
        (unstable, "v1_unstable.rs", schemas::V1_UNSTABLE),
        (v2, "v2.rs", schemas::V2),
        (v2 && unstable, "v2_unstable.rs", schemas::V2_UNSTABLE),
    ]
    .into_iter()
    .filter_map(|(on, out, schema)| on.then_some((out, schema)))
    .collect();
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    // What logs hide is read from every schema, whichever modules are built:
    // a build without `v2` may still log a v2 peer's messages.
    let secrets = acp_codegen::generate_secrets(&[
        schemas::V1,
        schemas::V1_UNSTABLE,
        schemas::V2,
        schemas::V2_UNSTABLE,
    ])
    .unwrap_or_else(|e| panic!("the table of secrets: {e}"));
    fs::write(Path::new(&out_dir).join("secrets.rs"), secrets)
        .unwrap_or_else(|e| panic!("cannot write secrets.rs: {e}"));
    for (out, schema) in modules {
        let code = schema
            .generate()
            .unwrap_or_else(|e| panic!("{}: {e}", schema.source));
        fs::write(Path::new(&out_dir).join(out), code)
            .unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
    }
}
