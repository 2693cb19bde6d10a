//! What the checks found: a [`Report`] with one [`CheckResult`] per check, shown
//! as a table for people (coloured only on a terminal) or as JSON for programs.

use std::fmt::Write as _;

use serde::Serialize;
use serde_json::json;

use super::catalog::{Check, Level};

/// The outcome of one check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", content = "detail", rename_all = "lowercase")]
#[non_exhaustive]
pub enum Outcome {
    /// The peer did what the check asks.
    Pass,
    /// It did not, and the check is a MUST: a failure, which makes `acp check`
    /// exit non-zero and [`Report::assert_conforms`] panic; why (what the check
    /// got).
    Fail(String),
    /// It did not, and the check is a SHOULD, a MAY or the test-agent
    /// convention: a warning, which fails only a strict run
    /// ([`Checker::strict`](super::Checker::strict)); why.
    Warn(String),
    /// The check could not run, or does not apply; why.
    Skip(String),
    /// A CONVENTION check of an agent that shows it does not follow the
    /// test-agent convention (written for real work, it has no reason to):
    /// not a failure, and not counted as one; why.
    #[serde(rename = "n/a")]
    NotApplicable(String),
}

impl Outcome {
    /// The outcome as it stands at `level`: a failed check below MUST is a
    /// warning. The checks record `Fail` whatever their level; a report holds
    /// what this makes of it.
    pub(crate) fn at(self, level: Level) -> Outcome {
        match (self, level) {
            (Outcome::Fail(why), Level::Should | Level::May | Level::Convention) => {
                Outcome::Warn(why)
            }
            (outcome, _) => outcome,
        }
    }
}

/// What the agent checks report while they run ([`Checker::progress`](super::Checker::progress)),
/// group by group: each group runs on a fresh agent.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub enum Progress<'a> {
    /// The group of this name starts.
    Started(&'a str),
    /// The group ended, with its checks' outcomes (in catalog order; `all` is
    /// last, with the checks over every group's agent).
    Ended(&'a str, &'a [CheckResult]),
}

/// A check with its outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct CheckResult {
    /// The check: its id, level, what it expects and the sentence it comes from.
    #[serde(flatten)]
    pub check: Check,
    /// What happened.
    #[serde(flatten)]
    pub outcome: Outcome,
    /// What the check saw that the spec allows but a reader may wonder about
    /// (for a pass), with the sentence that allows it; or what it could not
    /// check.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl CheckResult {
    /// The check's id (`jsonrpc.parse-error`, ...).
    pub fn id(&self) -> &'static str {
        self.check.id
    }

    /// Whether the check passed.
    pub fn passed(&self) -> bool {
        self.outcome == Outcome::Pass
    }

    /// Whether the check failed: a MUST check the peer did not keep.
    pub fn failed(&self) -> bool {
        matches!(self.outcome, Outcome::Fail(_))
    }

    /// Whether the check warns: a SHOULD, MAY or CONVENTION check the peer did
    /// not keep.
    pub fn warned(&self) -> bool {
        matches!(self.outcome, Outcome::Warn(_))
    }

    /// The check's line of the table: its status, level, id and what it
    /// checks (without the details printed under it).
    pub fn line(&self, colour: bool) -> String {
        let width = super::catalog::CHECKS
            .iter()
            .chain(super::catalog::CLIENT_CHECKS)
            .map(|c| c.id.len())
            .max()
            .unwrap_or(0);
        row(self, colour, width)
    }
}

/// The status column of `outcome`.
fn status(outcome: &Outcome, colour: bool) -> String {
    let paint = |code: &str, text: &str| match colour {
        true => format!("\x1b[{code}m{text}\x1b[0m"),
        false => text.to_string(),
    };
    match outcome {
        Outcome::Pass => paint("32", "pass"),
        Outcome::Fail(_) => paint("31;1", "FAIL"),
        Outcome::Warn(_) => paint("35", "warn"),
        Outcome::Skip(_) => paint("33", "skip"),
        Outcome::NotApplicable(_) => paint("2", "n/a "),
    }
}

/// One line of the table, its id column `width` wide.
fn row(result: &CheckResult, colour: bool, width: usize) -> String {
    let check = &result.check;
    format!(
        "{}  {:<10}  {:<width$}  {}",
        status(&result.outcome, colour),
        check.level.as_str(),
        check.id,
        check.title
    )
}

/// Every check's outcome against one peer, in catalog order.
///
/// [`Report::assert_conforms`] is the assertion of a test; [`Report::checks`]
/// and [`Report::check`] give the outcomes for assertions of your own; the
/// `Display` of a report is the table `acp check` prints.
#[derive(Debug, Clone)]
pub struct Report {
    /// What was checked: `agent` or `client`.
    target: &'static str,
    /// The command of the peer checked (the type's name for an agent served
    /// in-process).
    command: Vec<String>,
    /// Whether the agent was served in-process rather than started as a command.
    in_process: bool,
    /// One entry per check.
    results: Vec<CheckResult>,
    /// Why the checks could not run at all.
    error: Option<String>,
    /// The end of what the peer printed (a client's stdout and stderr), when kept.
    output: Option<String>,
    /// Whether warnings fail the run too ([`Checker::strict`](super::Checker::strict)).
    strict: bool,
}

impl Report {
    /// A report of `results` for the peer `command` (`target`: `agent` or `client`).
    pub(crate) fn new(
        target: &'static str,
        command: Vec<String>,
        results: Vec<CheckResult>,
    ) -> Report {
        Report {
            target,
            command,
            in_process: false,
            results,
            error: None,
            output: None,
            strict: false,
        }
    }

    /// The report of checks that could not run at all, and why.
    pub(crate) fn error(target: &'static str, command: Vec<String>, why: String) -> Report {
        Report {
            error: Some(why),
            ..Report::new(target, command, Vec::new())
        }
    }

    pub(crate) fn served_in_process(mut self) -> Report {
        self.in_process = true;
        self
    }

    pub(crate) fn with_output(mut self, output: String) -> Report {
        self.output = Some(output);
        self
    }

    pub(crate) fn strict(mut self, strict: bool) -> Report {
        self.strict = strict;
        self
    }

    /// What was checked: `"agent"` or `"client"`.
    pub fn target(&self) -> &str {
        self.target
    }

    /// The command of the peer checked: program and arguments; for an agent
    /// served in-process, the name of its type.
    pub fn command(&self) -> &[String] {
        &self.command
    }

    /// Whether the agent was served in-process ([`check_agent`](super::check_agent)).
    pub fn in_process(&self) -> bool {
        self.in_process
    }

    /// Every check with its outcome, in the order they ran. Empty when the
    /// checks could not run at all ([`Report::run_error`]).
    pub fn checks(&self) -> &[CheckResult] {
        &self.results
    }

    /// The outcome of the check `id`, if the report has it.
    pub fn check(&self, id: &str) -> Option<&CheckResult> {
        self.results.iter().find(|r| r.check.id == id)
    }

    /// The checks that failed: MUST checks the peer did not keep.
    pub fn failures(&self) -> impl Iterator<Item = &CheckResult> {
        self.results.iter().filter(|r| r.failed())
    }

    /// The checks that warn: SHOULD, MAY and CONVENTION checks the peer did
    /// not keep.
    pub fn warnings(&self) -> impl Iterator<Item = &CheckResult> {
        self.results.iter().filter(|r| r.warned())
    }

    /// Why the checks could not run at all: the agent command cannot be
    /// started, the client never started its agent.
    pub fn run_error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The end of what the peer printed, when it was kept (a client's stdout
    /// and stderr).
    pub fn output(&self) -> Option<&str> {
        self.output.as_deref()
    }

    /// Whether a MUST check failed: `acp check` exits non-zero.
    pub fn must_failed(&self) -> bool {
        self.failures().next().is_some()
    }

    /// Whether warnings fail this report too: it comes from a
    /// [strict](super::Checker::strict) run.
    pub fn is_strict(&self) -> bool {
        self.strict
    }

    /// Whether the checks ran and no MUST check failed; in a
    /// [strict](super::Checker::strict) run, also no check warns. Skipped
    /// checks (a session behind a login, a check that does not apply) and
    /// checks of a convention the agent does not follow (n/a) never count.
    pub fn conforms(&self) -> bool {
        let warned = self.strict && self.warnings().next().is_some();
        self.error.is_none() && !self.must_failed() && !warned
    }

    /// Panics unless the report [conforms](Report::conforms), with the table
    /// `acp check` prints: every check, and under each failed (or, strictly,
    /// warning) one what it got and the sentence of the spec it tests.
    #[track_caller]
    pub fn assert_conforms(&self) {
        if self.conforms() {
            return;
        }
        let failed = self.failures().count();
        let warned = self.warnings().count();
        let what = match &self.error {
            Some(_) => format!("the {} could not be checked", self.target),
            None if failed > 0 => format!("{failed} MUST check(s) failed"),
            None => format!("{warned} check(s) warn, and the run is strict"),
        };
        panic!("{what}:\n\n{}", self.table(false));
    }
}

impl std::fmt::Display for Report {
    /// The table `acp check` prints, uncoloured.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.table(false))
    }
}

/// Details at least this long are written once: a later check with the same
/// detail (every group of an agent that crashes at start, say) points to the first.
const REPEATED: usize = 80;

impl Report {
    /// The report as a table: one line per check, the reason under failed, warning and
    /// skipped checks (and what the check noted under passed ones), the source under
    /// failed and warning ones, then what the peer printed when something went wrong,
    /// and a summary line (`31 passed, 0 failed, 1 warning, ...`).
    /// When the checks could not run at all, the reason instead. `colour`: ANSI
    /// colours, for a terminal.
    pub fn table(&self, colour: bool) -> String {
        table(self, colour)
    }

    /// The report as JSON: `{target, command, passed, failed, warnings, skipped,
    /// notApplicable, mustFailed, strict, conforms, checks: [...]}`, each check with its
    /// id, group, level (`MUST`, `SHOULD`, `MAY`, `CONVENTION`), title, source, status
    /// (`pass`, `fail` for a MUST, `warn` for the other levels, `skip`, `n/a`),
    /// detail and note;
    /// `error` when the checks could not run at all, `output` when the peer's was kept,
    /// `inProcess` for an agent served in-process.
    pub fn to_json(&self) -> serde_json::Value {
        json(self)
    }
}

fn table(report: &Report, colour: bool) -> String {
    let paint = |code: &str, text: &str| {
        if colour {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    };
    let mut out = String::new();
    let command = report.command.join(" ");
    let _ = match report.in_process {
        true => writeln!(
            out,
            "acp::testing::check_agent: {command}, served in-process"
        ),
        false => writeln!(out, "acp check {} -- {command}", report.target),
    };
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
        let _ = writeln!(out, "{}", row(result, colour, width));
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
            Outcome::Fail(why) | Outcome::Warn(why) => {
                let code = if result.failed() { "31" } else { "35" };
                let _ = writeln!(out, "      {}", paint(code, &detail(check.id, why)));
                let _ = writeln!(
                    out,
                    "      {} \"{}\"",
                    check.source.page, check.source.quote
                );
            }
            Outcome::Skip(why) | Outcome::NotApplicable(why) => {
                let _ = writeln!(out, "      {}", detail(check.id, why));
            }
            Outcome::Pass => {}
        }
        if let Some(note) = &result.note {
            let _ = writeln!(out, "      note: {}", indented(&detail(check.id, note), 6));
        }
    }
    let counts = Counts::of(report);
    if counts.failed + counts.warnings + counts.skipped > 0 {
        output_section(&mut out, report);
    }
    let _ = writeln!(out, "\n{}", counts.summary(report));
    out
}

/// How many checks ended each way.
struct Counts {
    passed: usize,
    failed: usize,
    warnings: usize,
    skipped: usize,
    not_applicable: usize,
}

impl Counts {
    fn of(report: &Report) -> Counts {
        let count =
            |f: fn(&Outcome) -> bool| report.results.iter().filter(|r| f(&r.outcome)).count();
        Counts {
            passed: count(|o| matches!(o, Outcome::Pass)),
            failed: count(|o| matches!(o, Outcome::Fail(_))),
            warnings: count(|o| matches!(o, Outcome::Warn(_))),
            skipped: count(|o| matches!(o, Outcome::Skip(_))),
            not_applicable: count(|o| matches!(o, Outcome::NotApplicable(_))),
        }
    }

    /// The table's last line: `31 passed, 0 failed, 1 warning, 3 skipped, 4 n/a
    /// (...)`, and what the warnings mean for the run.
    fn summary(&self, report: &Report) -> String {
        let warnings = match self.warnings {
            1 => "1 warning".to_owned(),
            n => format!("{n} warnings"),
        };
        let not_applicable = match self.not_applicable {
            0 => String::new(),
            n => format!(", {n} n/a (the test agent's convention)"),
        };
        let verdict = match (self.failed, self.warnings, report.strict) {
            (0, 0, _) => "",
            (0, _, false) => "; a warning is a SHOULD, MAY or convention check not kept",
            (0, _, true) => "; a strict run: the warnings fail it",
            _ => " (a MUST check failed)",
        };
        format!(
            "{} passed, {} failed, {warnings}, {} skipped{not_applicable}{verdict}",
            self.passed, self.failed, self.skipped
        )
    }
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

fn json(report: &Report) -> serde_json::Value {
    let counts = Counts::of(report);
    let mut value = json!({
        "target": report.target,
        "command": report.command,
        "passed": counts.passed,
        "failed": counts.failed,
        "warnings": counts.warnings,
        "skipped": counts.skipped,
        "notApplicable": counts.not_applicable,
        "mustFailed": report.must_failed(),
        "strict": report.strict,
        "conforms": report.conforms(),
        "checks": report.results,
    });
    if let Some(error) = &report.error {
        value["error"] = json!(error);
    }
    if let Some(output) = &report.output {
        value["output"] = json!(output);
    }
    if report.in_process {
        value["inProcess"] = json!(true);
    }
    value
}
