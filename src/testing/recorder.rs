//! Collecting outcomes while the checks run: the first outcome recorded for a
//! check stands, and a report lists them in catalog order.

use std::collections::BTreeMap;

use super::catalog::{self, Check, Level, CHECKS};
use super::report::{CheckResult, Outcome};

/// Collects the outcomes of the checks as the groups run.
#[derive(Debug, Default)]
pub(crate) struct Recorder {
    outcomes: BTreeMap<&'static str, Outcome>,
    notes: BTreeMap<&'static str, String>,
    /// The lines an agent process wrote on stdout that are not messages.
    pub(crate) garbage: Vec<String>,
    /// Whether an agent process started (its stdout was read).
    pub(crate) started: bool,
    /// The ids of the auth methods the agent advertised in its answer to
    /// `initialize`, once seen: named when it needs authentication.
    pub(crate) auth_methods: Option<Vec<String>>,
    /// Why the agent shows that it does not follow the test-agent convention,
    /// once a check found out: its CONVENTION checks are then n/a.
    pub(crate) unconventional: Option<String>,
}

impl Recorder {
    /// Records `outcome` for the check `id` (the first outcome recorded stands).
    pub(crate) fn record(&mut self, id: &str, outcome: Outcome) {
        let check = catalog::find(id);
        self.outcomes.entry(check.id).or_insert(outcome);
    }

    /// Records a pass, or a failure with the message.
    pub(crate) fn verdict(&mut self, id: &str, result: Result<(), String>) {
        self.record(id, result.map_or_else(Outcome::Fail, |()| Outcome::Pass));
    }

    /// Notes what the check `id` saw that the spec allows, or what it could not
    /// check (the first note stands).
    pub(crate) fn note(&mut self, id: &str, note: String) {
        let check = catalog::find(id);
        self.notes.entry(check.id).or_insert(note);
    }

    /// Records `outcome` for every check of `group` that has none yet.
    pub(crate) fn rest_of_group(&mut self, group: &str, outcome: &Outcome) {
        let all = CHECKS.iter().chain(catalog::CLIENT_CHECKS);
        for check in all.filter(|c| c.group == group) {
            self.outcomes
                .entry(check.id)
                .or_insert_with(|| outcome.clone());
        }
    }

    /// The outcomes of `checks`, in their order (a check without outcome was
    /// not reached), a failure below MUST as a warning. The CONVENTION checks
    /// of an agent that does not follow the convention are n/a, whatever they
    /// found.
    pub(crate) fn results(&self, checks: &[Check]) -> Vec<CheckResult> {
        checks
            .iter()
            .map(|check| {
                let outcome = match (&self.unconventional, check.level) {
                    (Some(why), Level::Convention) => Outcome::NotApplicable(why.clone()),
                    _ => self
                        .outcomes
                        .get(check.id)
                        .cloned()
                        .unwrap_or_else(|| Outcome::Skip("not reached".into()))
                        .at(check.level),
                };
                CheckResult {
                    check: *check,
                    outcome,
                    note: self.notes.get(check.id).cloned(),
                }
            })
            .collect()
    }

    /// The outcomes of the checks of `group` so far, in catalog order.
    pub(crate) fn group(&self, group: &str) -> Vec<CheckResult> {
        let checks: Vec<Check> = CHECKS
            .iter()
            .filter(|c| c.group == group)
            .copied()
            .collect();
        self.results(&checks)
    }

    /// Notes the non-message lines an agent process wrote on stdout.
    pub(crate) fn garbage(&mut self, lines: &[String]) {
        self.started = true;
        self.garbage.extend_from_slice(lines);
    }
}
