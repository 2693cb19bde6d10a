//! Generates the protocol modules from the vendored schema files in `schema/`.
//! The generator itself lives in the `acp-codegen` crate; this file only picks the
//! inputs and writes the outputs to `OUT_DIR`.

use std::{env, fs, path::Path};

fn main() {
    let mut modules = vec![("v1.rs", "schema/v1/schema.json")];
    if env::var_os("CARGO_FEATURE_UNSTABLE").is_some() {
        modules.push(("v1_unstable.rs", "schema/v1/schema.unstable.json"));
    }
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for (out, schema) in modules {
        println!("cargo:rerun-if-changed={schema}");
        let text =
            fs::read_to_string(schema).unwrap_or_else(|e| panic!("cannot read {schema}: {e}"));
        let code = acp_codegen::generate(&text, schema).unwrap_or_else(|e| panic!("{schema}: {e}"));
        fs::write(Path::new(&out_dir).join(out), code)
            .unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
    }
}
