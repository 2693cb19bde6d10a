//! `acp-codegen SCHEMA.json [OUT.rs]`: generates the Rust module for one schema file
//! (to stdout without OUT), the same way `build.rs` of the `acp` crate does.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (schema, out) = match args.as_slice() {
        [schema] => (schema, None),
        [schema, out] => (schema, Some(out)),
        _ => {
            eprintln!("usage: acp-codegen SCHEMA.json [OUT.rs]");
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(schema) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read {schema}: {e}");
            return ExitCode::FAILURE;
        }
    };
    match acp_codegen::generate(&text, schema) {
        Ok(code) => match out {
            Some(path) => match std::fs::write(path, code) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("cannot write {path}: {e}");
                    ExitCode::FAILURE
                }
            },
            None => {
                // A closed pipe (`| head`) is not an error worth a panic.
                let _ = std::io::Write::write_all(&mut std::io::stdout(), code.as_bytes());
                ExitCode::SUCCESS
            }
        },
        Err(e) => {
            eprintln!("{schema}: {e}");
            ExitCode::FAILURE
        }
    }
}
