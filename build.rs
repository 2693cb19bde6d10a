//! Generates the protocol modules from the vendored schema files in `schema/`.
//! The generator itself lives in the `acp-codegen` crate; this file only picks the
//! inputs and writes the outputs to `OUT_DIR`.
//!
//! `ACP_SCHEMA_V1` / `ACP_SCHEMA_V1_UNSTABLE` point the build at another schema
//! file (used by `schema/check-releases` to compile every published release).

use std::{env, fs, path::Path};

fn main() {
    let mut modules = vec![("v1.rs", "ACP_SCHEMA_V1", "schema/v1/schema.json")];
    if env::var_os("CARGO_FEATURE_UNSTABLE").is_some() {
        modules.push((
            "v1_unstable.rs",
            "ACP_SCHEMA_V1_UNSTABLE",
            "schema/v1/schema.unstable.json",
        ));
    }
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for (out, var, vendored) in modules {
        println!("cargo:rerun-if-env-changed={var}");
        let schema = env::var(var).unwrap_or_else(|_| vendored.to_owned());
        println!("cargo:rerun-if-changed={schema}");
        let text =
            fs::read_to_string(&schema).unwrap_or_else(|e| panic!("cannot read {schema}: {e}"));
        let code =
            acp_codegen::generate(&text, vendored).unwrap_or_else(|e| panic!("{schema}: {e}"));
        fs::write(Path::new(&out_dir).join(out), code)
            .unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
    }
}
