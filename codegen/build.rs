//! Picks the schema files behind `acp_codegen::schemas` (see that module for the
//! whole mechanism): the vendored file in `schema/`, or the one an `ACP_SCHEMA_*`
//! variable names. The choice reaches the crate as two compile-time variables per
//! schema, the absolute path that `include_str!` reads and the label generated
//! code names it by.

use std::env;
use std::path::PathBuf;

/// (constant, override variable, vendored file inside this package)
const SCHEMAS: &[(&str, &str, &str)] = &[
    ("V1", "ACP_SCHEMA_V1", "schema/v1/schema.json"),
    (
        "V1_UNSTABLE",
        "ACP_SCHEMA_V1_UNSTABLE",
        "schema/v1/schema.unstable.json",
    ),
    ("V2", "ACP_SCHEMA_V2", "schema/v2/schema.json"),
    (
        "V2_UNSTABLE",
        "ACP_SCHEMA_V2_UNSTABLE",
        "schema/v2/schema.unstable.json",
    ),
];

fn main() {
    let package = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    println!("cargo:rerun-if-changed=build.rs");
    for (name, var, vendored) in SCHEMAS {
        println!("cargo:rerun-if-env-changed={var}");
        let given = env::var_os(var);
        let (path, label) = match &given {
            Some(given) => {
                let path = PathBuf::from(given);
                if !path.is_absolute() {
                    panic!(
                        "{var}={} must be an absolute path (a build script cannot see the \
                         directory cargo was started in)",
                        path.display()
                    );
                }
                (path, given.to_string_lossy().into_owned())
            }
            // The label is the file's path in the repository, which is what the
            // checked-in bindings snapshots name.
            None => (package.join(vendored), format!("codegen/{vendored}")),
        };
        // Fail here, naming the variable, rather than later in include_str!.
        if !path.is_file() {
            match given {
                Some(_) => panic!("{var}: {} is not a readable file", path.display()),
                None => panic!("the vendored {} is missing", path.display()),
            }
        }
        let path = path.to_str().unwrap_or_else(|| {
            panic!(
                "{var}: the path {} is not UTF-8, which include_str! needs",
                path.display()
            )
        });
        println!("cargo:rerun-if-changed={path}");
        println!("cargo:rustc-env=ACP_CODEGEN_{name}_PATH={path}");
        println!("cargo:rustc-env=ACP_CODEGEN_{name}_SOURCE={label}");
    }
}
