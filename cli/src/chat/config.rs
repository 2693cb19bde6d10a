//! The session's config options (model, mode, ...) as the chat shows them, one
//! line each, whichever protocol version they came in: [`Line`]s made from
//! either module's options ([`lines_v1`], [`lines_v2`]), shown once per change.

use std::sync::Mutex;

use super::screen::say_line;

/// One config option as shown: `[config] ID (NAME): CURRENT`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub id: String,
    pub name: String,
    /// Its current value, with the values a select offers.
    pub current: String,
}

/// [`Line`]s from v1's config options.
pub fn lines_v1(options: &[acp::v1::SessionConfigOption]) -> Vec<Line> {
    use acp::v1::{SessionConfigOptionKind as Kind, SessionConfigSelectOptions as Values};
    let line = |option: &acp::v1::SessionConfigOption| {
        let current = match &option.kind {
            Kind::Select(s) => select(
                &s.current_value,
                match &s.options {
                    Values::Ungrouped(o) => o.iter().map(|o| o.value.to_string()).collect(),
                    Values::Grouped(g) => (g.iter().flat_map(|g| &g.options))
                        .map(|o| o.value.to_string())
                        .collect(),
                    // A form of the option list this schema version does not know.
                    _ => Vec::new(),
                },
            ),
            Kind::Boolean(b) => b.current_value.to_string(),
            other => unknown(other),
        };
        Line::new(option.id.to_string(), &option.name, current)
    };
    options.iter().map(line).collect()
}

/// [`Line`]s from v2's config options, whose kinds have the shape of v1's
/// (only the id's field is named differently).
pub fn lines_v2(options: &[acp::v2::SessionConfigOption]) -> Vec<Line> {
    use acp::v2::{SessionConfigOptionKind as Kind, SessionConfigSelectOptions as Values};
    let line = |option: &acp::v2::SessionConfigOption| {
        let current = match &option.kind {
            Kind::Select(s) => select(
                &s.current_value,
                match &s.options {
                    Values::Ungrouped(o) => o.iter().map(|o| o.value.to_string()).collect(),
                    Values::Grouped(g) => (g.iter().flat_map(|g| &g.options))
                        .map(|o| o.value.to_string())
                        .collect(),
                    // A form of the option list this schema version does not know.
                    _ => Vec::new(),
                },
            ),
            Kind::Boolean(b) => b.current_value.to_string(),
            other => unknown(other),
        };
        Line::new(option.config_id.to_string(), &option.name, current)
    };
    options.iter().map(line).collect()
}

impl Line {
    fn new(id: String, name: &str, current: String) -> Line {
        Line {
            id,
            name: name.to_owned(),
            current,
        }
    }
}

/// A select's current value, with the values it offers.
fn select(current: &impl std::fmt::Display, values: Vec<String>) -> String {
    format!("{current} (one of {})", values.join(", "))
}

/// A kind of option this schema version does not know (`Unknown`) or a newer
/// one: its JSON, as received.
fn unknown(kind: &impl serde::Serialize) -> String {
    serde_json::to_string(kind).unwrap_or_default()
}

/// The config options as last shown: an update that changes nothing (the
/// `config_option_update` that follows a `/config` the chat already showed the
/// answer of, say) is not shown again.
static SHOWN: Mutex<Vec<Line>> = Mutex::new(Vec::new());

/// Shows the config options that changed since they were last shown.
pub fn show_changes(options: Vec<Line>) {
    let changed: Vec<Line> = {
        let mut shown = SHOWN.lock().unwrap();
        let changed = options
            .iter()
            .filter(|o| !shown.contains(o))
            .cloned()
            .collect();
        *shown = options;
        changed
    };
    show(&changed);
}

/// Shows config options, one line each.
pub fn show(options: &[Line]) {
    for option in options {
        say_line(&format!(
            "[config] {} ({}): {}\n",
            option.id, option.name, option.current
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A select of fast and smart, in v1.
    fn model_option_v1() -> acp::v1::SessionConfigOption {
        use acp::v1::*;
        let values = vec![
            SessionConfigSelectOption::new("fast", "Fast"),
            SessionConfigSelectOption::new("smart", "Smart"),
        ];
        let kind = SessionConfigOptionKind::Select(SessionConfigSelect::new("fast", values));
        SessionConfigOption::new("model", "Model", kind)
    }

    /// The same option in v2.
    fn model_option_v2() -> acp::v2::SessionConfigOption {
        use acp::v2::*;
        let values = vec![
            SessionConfigSelectOption::new("fast", "Fast"),
            SessionConfigSelectOption::new("smart", "Smart"),
        ];
        let kind = SessionConfigOptionKind::Select(SessionConfigSelect::new("fast", values));
        SessionConfigOption::new("model", "Model", kind)
    }

    #[test]
    fn both_versions_show_alike() {
        let expected = Line {
            id: "model".into(),
            name: "Model".into(),
            current: "fast (one of fast, smart)".into(),
        };
        assert_eq!(lines_v1(&[model_option_v1()]), vec![expected.clone()]);
        assert_eq!(lines_v2(&[model_option_v2()]), vec![expected]);
    }
}
