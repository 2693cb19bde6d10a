//! The report of `acp check agent`: a table for people (coloured only on a
//! terminal) or JSON for programs.

use std::fmt::Write as _;

use serde_json::json;

use super::{Outcome, Report};

/// The report as a table: one line per check, the reason under failed and skipped
/// checks, the source under failed ones, and a summary line.
pub fn table(report: &Report, colour: bool) -> String {
    let paint = |code: &str, text: &str| {
        if colour {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    };
    let width = report
        .results
        .iter()
        .map(|r| r.check.id.len())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "acp check {} -- {}",
        report.target,
        report.command.join(" ")
    );
    let _ = writeln!(out);
    let _ = writeln!(out, "{:<4}  {:<10}  {:<width$}  WHAT", "", "LEVEL", "CHECK");
    let mut group = "";
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
        match &result.outcome {
            Outcome::Fail(why) => {
                let _ = writeln!(out, "      {}", paint("31", why));
                let _ = writeln!(
                    out,
                    "      {} \"{}\"",
                    check.source.page, check.source.quote
                );
            }
            Outcome::Skip(why) => {
                let _ = writeln!(out, "      {why}");
            }
            Outcome::Pass => {}
        }
    }
    let count = |f: fn(&Outcome) -> bool| report.results.iter().filter(|r| f(&r.outcome)).count();
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

/// The report as JSON: `{target, command, passed, failed, skipped, mustFailed, checks: [...]}`,
/// each check with its id, group, level, title, source, status and detail.
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
    json!({
        "target": report.target,
        "command": report.command,
        "passed": count("pass"),
        "failed": count("fail"),
        "skipped": count("skip"),
        "mustFailed": report.must_failed(),
        "checks": report.results,
    })
}
