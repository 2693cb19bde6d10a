//! `acp schema diff OLD NEW`: the semantic diff of two ACP schema files as users of
//! the generated Rust see them (`acp_codegen::diff`), with the release it calls for.

use std::process::ExitCode;

use acp_codegen::diff::Diff;
use acp_codegen::Protocol;

/// Prints the diff of `old` and `new` (schema.json files), as text or JSON. Exits 0
/// whatever the verdict, 1 when a file cannot be read or understood.
pub fn diff(old: &str, new: &str, json: bool) -> ExitCode {
    let load = |path: &str| -> Result<Protocol, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        Protocol::from_json(&text).map_err(|e| format!("{path}: {e}"))
    };
    let (old_model, new_model) = match (load(old), load(new)) {
        (Ok(o), Ok(n)) => (o, n),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("acp schema diff: {e}");
            return ExitCode::FAILURE;
        }
    };
    let diff = Diff::between(&old_model, &new_model);
    if json {
        println!("{:#}", diff.to_json(old, new));
    } else {
        print!("{}", diff.report(old, new));
    }
    ExitCode::SUCCESS
}
