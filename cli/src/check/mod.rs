//! `acp check agent`: a conformance suite run against any ACP agent command (and
//! `acp check client`, in `client`, the same for a client).
//!
//! The checks (`catalog`) are run by groups (`groups/`), each on a fresh agent
//! process spoken to in raw JSON lines (`wire`), so that the framing checks can
//! send what no SDK would. A group that cannot get its session or its turn (the
//! agent answers `session/new` or `session/prompt` with -32000, authentication
//! required) reports its checks skipped with the reason, and so do the later groups
//! that need one; `Options::auth` names an auth method to use first. An agent
//! command that cannot be started at all is one error, not a report of failed
//! checks. The report (`report`) is a table or JSON; a failed MUST check, or checks
//! that could not run at all, make the command exit non-zero.
//!
//! Running the checks (this module, `groups/`, `client`) is kept apart from
//! reading the command line (`main.rs`) and printing (`report`).

pub mod answers;
pub mod catalog;
#[cfg(unix)]
pub mod client;
mod groups;
pub mod report;
pub mod wire;

use std::collections::BTreeMap;
use std::time::Duration;

use serde::Serialize;

use catalog::{Check, Level, CHECKS};

/// What `acp check agent` was asked to do.
#[derive(Debug, Clone)]
pub struct Options {
    /// The agent command: program and arguments.
    pub command: Vec<String>,
    /// How long one answer may take.
    pub timeout: Duration,
    /// An auth method (one the agent advertises in its answer to `initialize`)
    /// to `authenticate` with before opening sessions.
    pub auth: Option<String>,
}

/// The outcome of one check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", content = "detail", rename_all = "lowercase")]
pub enum Outcome {
    /// The agent did what the check asks.
    Pass,
    /// It did not; why.
    Fail(String),
    /// The check could not run; why.
    Skip(String),
}

/// A check with its outcome.
#[derive(Debug, Clone, Serialize)]
pub struct Result {
    /// The check.
    #[serde(flatten)]
    pub check: Check,
    /// What happened.
    #[serde(flatten)]
    pub outcome: Outcome,
    /// What the check saw that the spec allows but a reader may wonder about
    /// (for a pass), with the sentence that allows it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// Every check's outcome, in catalog order.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// What was checked: `agent` or `client`.
    pub target: &'static str,
    /// The command of the peer checked.
    pub command: Vec<String>,
    /// One entry per check.
    pub results: Vec<Result>,
    /// Why the checks could not run at all (the agent command cannot be started,
    /// the client never started its agent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The end of what the peer printed (a client's stdout and stderr), when kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub output: Option<String>,
}

impl Report {
    /// Whether a MUST check failed.
    pub fn must_failed(&self) -> bool {
        self.results
            .iter()
            .any(|r| r.check.level == Level::Must && matches!(r.outcome, Outcome::Fail(_)))
    }

    /// Whether `acp check` exits non-zero: a MUST check failed, or the checks
    /// could not run at all.
    pub fn failed(&self) -> bool {
        self.error.is_some() || self.must_failed()
    }
}

/// Collects the outcomes of a group's checks.
#[derive(Debug, Default)]
pub struct Recorder {
    outcomes: BTreeMap<&'static str, Outcome>,
    notes: BTreeMap<&'static str, String>,
    garbage: Vec<String>,
    started: bool,
    /// The ids of the auth methods the agent advertised in its answer to
    /// `initialize`, once seen: named when it needs authentication.
    pub auth_methods: Option<Vec<String>>,
}

impl Recorder {
    /// Records `outcome` for the check `id` (the first outcome recorded stands).
    pub fn record(&mut self, id: &str, outcome: Outcome) {
        let check = catalog::find(id);
        self.outcomes.entry(check.id).or_insert(outcome);
    }

    /// Records a pass, or a failure with the message.
    pub fn verdict(&mut self, id: &str, result: std::result::Result<(), String>) {
        self.record(id, result.map_or_else(Outcome::Fail, |()| Outcome::Pass));
    }

    /// Notes what the check `id` saw that the spec allows (the first note stands).
    pub fn note(&mut self, id: &str, note: String) {
        let check = catalog::find(id);
        self.notes.entry(check.id).or_insert(note);
    }

    /// Records `outcome` for every check of `group` that has none yet.
    pub fn rest_of_group(&mut self, group: &str, outcome: &Outcome) {
        let all = CHECKS.iter().chain(catalog::CLIENT_CHECKS);
        for check in all.filter(|c| c.group == group) {
            self.outcomes
                .entry(check.id)
                .or_insert_with(|| outcome.clone());
        }
    }

    /// The report of `checks`, in their order (a check without outcome was not reached).
    pub fn report(mut self, target: &'static str, command: &[String], checks: &[Check]) -> Report {
        let results = checks
            .iter()
            .map(|check| Result {
                check: *check,
                outcome: self
                    .outcomes
                    .remove(check.id)
                    .unwrap_or_else(|| Outcome::Skip("not reached".into())),
                note: self.notes.remove(check.id),
            })
            .collect();
        Report {
            target,
            command: command.to_vec(),
            results,
            error: None,
            output: None,
        }
    }

    /// Notes the non-message lines an agent process wrote on stdout.
    pub fn garbage(&mut self, lines: &[String]) {
        self.started = true;
        self.garbage.extend_from_slice(lines);
    }
}

/// Runs every group against fresh processes of `options.command`.
pub async fn run(options: &Options) -> Report {
    let mut recorder = Recorder::default();
    let mut session_blocked: Option<String> = None;
    for group in catalog::groups() {
        if group == "all" {
            continue;
        }
        let blocked = session_blocked.clone();
        match groups::run(group, options, &mut recorder, blocked.as_deref()).await {
            groups::GroupEnd::Done => {}
            groups::GroupEnd::NeedsAuth(why) => {
                session_blocked.get_or_insert(why);
            }
            groups::GroupEnd::CannotStart(why) => {
                let mut report = Recorder::default().report("agent", &options.command, &[]);
                report.error = Some(why);
                return report;
            }
        }
    }
    let garbage = std::mem::take(&mut recorder.garbage);
    let stdout_check = "transport.stdout-only-messages";
    match garbage.first() {
        _ if !recorder.started => recorder.record(
            stdout_check,
            Outcome::Skip("the agent never started".into()),
        ),
        None => recorder.record(stdout_check, Outcome::Pass),
        Some(first) => recorder.record(
            stdout_check,
            Outcome::Fail(format!(
                "{} line(s) that are not JSON objects, the first: {first:?}",
                garbage.len()
            )),
        ),
    }
    recorder.report("agent", &options.command, CHECKS)
}
