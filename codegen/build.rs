//! Picks the schema file of each protocol module of the table
//! (`src/modules/table.rs`, see `acp_codegen::schemas` for the whole
//! mechanism): the vendored file in `schema/`, or the one the module's
//! `ACP_SCHEMA_<NAME>` variable names. The choice reaches the crate as
//! `schemas.rs` in `OUT_DIR`: each module's file text (`include_str!` of the
//! absolute path) and the label generated code names it by.

use std::env;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[path = "src/modules/table.rs"]
#[allow(dead_code)]
mod table;

fn main() {
    let package = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/modules/table.rs");
    let mut schemas = String::from(
        "/// The schema file of each row of the table, in its order (written by \
         acp-codegen's build script).\n\
         const SCHEMAS: [Schema; table::ROWS.len()] = [\n",
    );
    for row in table::ROWS {
        let var = format!("ACP_SCHEMA_{}", row.name.to_ascii_uppercase());
        println!("cargo:rerun-if-env-changed={var}");
        let given = env::var_os(&var);
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
            None => (
                package.join("schema").join(row.file),
                format!("codegen/schema/{}", row.file),
            ),
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
        writeln!(
            schemas,
            "    Schema {{ json: include_str!({path:?}), source: {label:?} }},"
        )
        .expect("a String");
    }
    schemas.push_str("];\n");
    let out = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let file = Path::new(&out).join("schemas.rs");
    std::fs::write(&file, schemas)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", file.display()));
}
