//! The report of `acp check agent` and `acp check client`: a table for people
//! (coloured only on a terminal) or JSON for programs.

use std::fmt::Write as _;

use serde_json::json;

use super::{Outcome, Report};

/// Details at least this long are written once: a later check with the same
/// detail (every group of an agent that crashes at start, say) points to the first.
const REPEATED: usize = 80;

/// The report as a table: one line per check, the reason under failed and skipped
/// checks (and what the check noted under passed ones), the source under failed
/// ones, then what the peer printed when something went wrong, and a summary line.
/// When the checks could not run at all, the reason instead.
pub fn table(report: &Report, colour: bool) -> String {
    let paint = |code: &str, text: &str| {
        if colour {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "acp check {} -- {}",
        report.target,
        report.command.join(" ")
    );
    let _ = writeln!(out);
    if let Some(error) = &report.error {
        let _ = writeln!(out, "{} {}", paint("31;1", "error:"), indented(error, 7));
        output_section(&mut out, report);
        let _ = writeln!(out, "\nnothing was checked");
        return out;
    }
    let width = report
        .results
        .iter()
        .map(|r| r.check.id.len())
        .max()
        .unwrap_or(0);
    let _ = writeln!(out, "{:<4}  {:<10}  {:<width$}  WHAT", "", "LEVEL", "CHECK");
    let mut group = "";
    let mut seen: Vec<(&str, String)> = Vec::new();
    for result in &report.results {
        let check = &result.check;
        if check.group != group {
            group = check.group;
            let _ = writeln!(out, "{}", paint("1", &format!("[{group}]")));
        }
        let status = match &result.outcome {
            Outcome::Pass => paint("32", "pass"),
            Outcome::Fail(_) => paint("31;1", "FAIL"),
            Outcome::Skip(_) => paint("33", "skip"),
        };
        let _ = writeln!(
            out,
            "{status}  {:<10}  {:<width$}  {}",
            check.level.as_str(),
            check.id,
            check.title
        );
        // A long detail already shown (alone, or after "not run: ") points to its first check.
        let mut detail = |id: &'static str, text: &'_ str| -> String {
            if text.len() >= REPEATED {
                if let Some((first, shown)) = seen.iter().find(|(_, w)| text.ends_with(w.as_str()))
                {
                    let head = &text[..text.len() - shown.len()];
                    return format!("{head}as for {first} above");
                }
                seen.push((id, text.to_owned()));
            }
            indented(text, 6)
        };
        match &result.outcome {
            Outcome::Fail(why) => {
                let _ = writeln!(out, "      {}", paint("31", &detail(check.id, why)));
                let _ = writeln!(
                    out,
                    "      {} \"{}\"",
                    check.source.page, check.source.quote
                );
            }
            Outcome::Skip(why) => {
                let _ = writeln!(out, "      {}", detail(check.id, why));
            }
            Outcome::Pass => {}
        }
        if let Some(note) = &result.note {
            let _ = writeln!(out, "      note: {}", indented(&detail(check.id, note), 6));
        }
    }
    let count = |f: fn(&Outcome) -> bool| report.results.iter().filter(|r| f(&r.outcome)).count();
    if count(|o| !matches!(o, Outcome::Pass)) > 0 {
        output_section(&mut out, report);
    }
    let _ = writeln!(
        out,
        "\n{} passed, {} failed, {} skipped{}",
        count(|o| matches!(o, Outcome::Pass)),
        count(|o| matches!(o, Outcome::Fail(_))),
        count(|o| matches!(o, Outcome::Skip(_))),
        if report.must_failed() {
            " (a MUST check failed)"
        } else {
            ""
        }
    );
    out
}

/// What the peer printed, when it was kept.
fn output_section(out: &mut String, report: &Report) {
    let Some(output) = &report.output else {
        return;
    };
    let _ = writeln!(
        out,
        "\nthe {}'s output (stdout and stderr, the end):",
        report.target
    );
    if output.trim().is_empty() {
        let _ = writeln!(out, "  (nothing)");
    }
    for line in output.trim_end().lines() {
        let _ = writeln!(out, "  | {line}");
    }
}

/// `text` with its lines after the first indented by `by` spaces, to stay under
/// the line it starts on.
fn indented(text: &str, by: usize) -> String {
    text.trim_end().replace('\n', &format!("\n{:by$}", ""))
}

/// The report as JSON: `{target, command, passed, failed, skipped, mustFailed, checks: [...]}`,
/// each check with its id, group, level, title, source, status, detail and note;
/// `error` when the checks could not run at all, `output` when the peer's was kept.
pub fn json(report: &Report) -> serde_json::Value {
    let count = |status: &str| {
        report
            .results
            .iter()
            .filter(|r| {
                matches!(
                    (&r.outcome, status),
                    (Outcome::Pass, "pass")
                        | (Outcome::Fail(_), "fail")
                        | (Outcome::Skip(_), "skip")
                )
            })
            .count()
    };
    let mut value = json!({
        "target": report.target,
        "command": report.command,
        "passed": count("pass"),
        "failed": count("fail"),
        "skipped": count("skip"),
        "mustFailed": report.must_failed(),
        "checks": report.results,
    });
    if let Some(error) = &report.error {
        value["error"] = json!(error);
    }
    if let Some(output) = &report.output {
        value["output"] = json!(output);
    }
    value
}
