//! `acp trace`: record what a client and an agent say to each other (`record`, with
//! secrets hidden by `acp::redact`), and read a recording back (`model`) as text or as a
//! sequence diagram page (`html`).

pub mod html;
pub mod model;
pub mod record;

use std::path::Path;
use std::process::ExitCode;

/// `acp trace show FILE [--html OUT]`: prints the exchange, or writes the page.
pub fn show(file: &Path, html_out: Option<&Path>) -> ExitCode {
    let rows = match std::fs::read_to_string(file)
        .map_err(|e| e.to_string())
        .and_then(|text| model::read(&text))
    {
        Ok(rows) => rows,
        Err(e) => {
            errln!("acp trace show: {}: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    match html_out {
        None => {
            crate::output::stdout(&model::text(&rows));
            ExitCode::SUCCESS
        }
        Some(out) => {
            let title = format!("acp trace: {}", file.display());
            match std::fs::write(out, html::page(&rows, &title)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    errln!("acp trace show: {}: {e}", out.display());
                    ExitCode::FAILURE
                }
            }
        }
    }
}
