//! `acp schema diff [--json | --all] OLD NEW`: the semantic diff of two ACP schema files as users of
//! the generated Rust see them (`acp_schema_tools::diff`), with the release it calls for.

use std::process::ExitCode;

use acp_codegen::lowered::Protocol;
use acp_schema_tools::diff::Diff;

/// How to print a diff.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// The report, long lists and details shortened.
    Text,
    /// The report with nothing shortened (`--all`).
    All,
    /// Every change as JSON (`--json`).
    Json,
}

impl Format {
    /// The format the flags ask for.
    pub fn pick(json: bool, all: bool) -> Format {
        match (json, all) {
            (true, _) => Format::Json,
            (false, true) => Format::All,
            (false, false) => Format::Text,
        }
    }
}

/// Prints the diff of `old` and `new` (schema.json files). Exits 0 whatever the
/// verdict, 1 when a file cannot be read or understood.
pub fn diff(old: &str, new: &str, format: Format) -> ExitCode {
    let load = |path: &str| -> Result<Protocol, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        Protocol::from_json(&text).map_err(|e| format!("{path}: {e}"))
    };
    let (old_model, new_model) = match (load(old), load(new)) {
        (Ok(o), Ok(n)) => (o, n),
        (Err(e), _) | (_, Err(e)) => {
            errln!("acp schema diff: {e}");
            return ExitCode::FAILURE;
        }
    };
    let diff = Diff::between(&old_model, &new_model);
    match format {
        Format::Json => outln!("{:#}", diff.to_json(old, new)),
        Format::All => out!("{}", diff.report_all(old, new)),
        Format::Text => out!("{}", diff.report(old, new)),
    }
    ExitCode::SUCCESS
}
