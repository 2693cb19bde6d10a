//! `acp-codegen SCHEMA.json [OUT.rs]`: generates the Rust module for one schema file
//! (to stdout without OUT), the same way `build.rs` of the `acp` crate does.
//!
//! `acp-codegen layers SCHEMA.json`: which of the runtime's generic layers
//! (sessions, proxies, MCP over ACP) the schema gets, one per line, with the
//! reason where it gets no session API (see `acp_codegen::lowered::Layers`).
//!
//! `acp-codegen conversions SOURCE.json TARGET.json`: which types of SOURCE
//! convert losslessly to TARGET's of the same name, and why the others do not
//! (see `acp_codegen::lowered::Conversions`).
//!
//! `acp-codegen diff OLD.json NEW.json [--json | --all]`: what changes for users of
//! the generated Rust between two schema files, and the release level it calls for
//! (see `acp_schema_tools::diff`); `--all` prints the report with nothing shortened.
//! Exits 0 whatever the verdict; non-zero only when a file cannot be read or
//! lowered.

use std::io::Write;
use std::process::ExitCode;

use acp_codegen::lowered::{Conversions, Layers, Protocol};
use acp_schema_tools::diff::Diff;
use acp_schema_tools::report;

const USAGE: &str =
    "usage: acp-codegen SCHEMA.json [OUT.rs]\n       acp-codegen layers SCHEMA.json\n       acp-codegen conversions SOURCE.json TARGET.json\n       acp-codegen diff OLD.json NEW.json [--json | --all]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.split_first() {
        Some((command, rest)) if command == "diff" => diff(rest),
        Some((command, rest)) if command == "layers" => layers(rest),
        Some((command, rest)) if command == "conversions" => conversions(rest),
        _ => generate(&args),
    }
}

fn read(path: &str) -> Result<String, ExitCode> {
    std::fs::read_to_string(path).map_err(|e| {
        eprintln!("cannot read {path}: {e}");
        ExitCode::FAILURE
    })
}

/// Writes to stdout; a closed pipe (`| head`) is not an error worth a panic.
fn print(text: &str) {
    let _ = std::io::stdout().write_all(text.as_bytes());
}

fn generate(args: &[String]) -> ExitCode {
    let (schema, out) = match args {
        [schema] => (schema, None),
        [schema, out] => (schema, Some(out)),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let text = match read(schema) {
        Ok(text) => text,
        Err(code) => return code,
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
                print(&code);
                ExitCode::SUCCESS
            }
        },
        Err(e) => {
            eprintln!("{schema}: {e}");
            ExitCode::FAILURE
        }
    }
}

fn layers(args: &[String]) -> ExitCode {
    let [schema] = args else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let text = match read(schema) {
        Ok(text) => text,
        Err(code) => return code,
    };
    match Protocol::from_json(&text) {
        Ok(protocol) => {
            print(&report::layers(&Layers::of(&protocol)));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{schema}: {e}");
            ExitCode::FAILURE
        }
    }
}

fn lower(path: &str) -> Result<Protocol, ExitCode> {
    Protocol::from_json(&read(path)?).map_err(|e| {
        eprintln!("{path}: {e}");
        ExitCode::FAILURE
    })
}

fn conversions(args: &[String]) -> ExitCode {
    let [source, target] = args else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    match (lower(source), lower(target)) {
        (Ok(from), Ok(to)) => {
            print(&report::conversions(&Conversions::of(&from, &to)));
            ExitCode::SUCCESS
        }
        (Err(code), _) | (_, Err(code)) => code,
    }
}

fn diff(args: &[String]) -> ExitCode {
    let json = args.iter().any(|a| a == "--json");
    let all = args.iter().any(|a| a == "--all");
    let files: Vec<&String> = args
        .iter()
        .filter(|a| !matches!(a.as_str(), "--json" | "--all"))
        .collect();
    let [old, new] = files.as_slice() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let (old_model, new_model) = match (lower(old), lower(new)) {
        (Ok(o), Ok(n)) => (o, n),
        (Err(code), _) | (_, Err(code)) => return code,
    };
    let diff = Diff::between(&old_model, &new_model);
    if json {
        let value = diff.to_json(old, new);
        print(&format!("{value:#}\n"));
    } else if all {
        print(&diff.report_all(old, new));
    } else {
        print(&diff.report(old, new));
    }
    ExitCode::SUCCESS
}
