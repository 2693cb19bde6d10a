//! `acp check agent`: a conformance suite run against any ACP agent command (and
//! `acp check client`, in `client`, the same for a client).
//!
//! The checks (`catalog`) are run by groups (`groups/`), each on a fresh agent
//! process spoken to in raw JSON lines (`wire`), so that the framing checks can
//! send what no SDK would. A group that cannot get its session (the agent answers
//! `session/new` with -32000, authentication required) reports its checks skipped
//! with the reason. The report (`report`) is a table or JSON; a failed MUST check
//! makes the command exit non-zero.

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
}

impl Report {
    /// Whether a MUST check failed (then `acp check` exits non-zero).
    pub fn must_failed(&self) -> bool {
        self.results
            .iter()
            .any(|r| r.check.level == Level::Must && matches!(r.outcome, Outcome::Fail(_)))
    }
}

/// Collects the outcomes of a group's checks.
#[derive(Debug, Default)]
pub struct Recorder {
    outcomes: BTreeMap<&'static str, Outcome>,
    garbage: Vec<String>,
    started: bool,
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
            })
            .collect();
        Report {
            target,
            command: command.to_vec(),
            results,
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
        let outcome = groups::run(group, options, &mut recorder, blocked.as_deref()).await;
        if let groups::GroupEnd::NoSession(why) = outcome {
            session_blocked.get_or_insert(why);
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
