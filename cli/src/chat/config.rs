//! The session's config options (model, mode, ...) as the chat shows them, one
//! line each, whichever protocol version they came in: [`Line`]s made from
//! v2's options ([`lines`]; v1's renamed to v2's by [`v1_as_v2`]), shown once
//! per change.

use std::sync::Mutex;

use acp::{v1, v2};

use super::screen::say_line;

/// One config option as shown: `[config] ID (NAME): CURRENT`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub id: String,
    pub name: String,
    /// Its current value, with the values a select offers.
    pub current: String,
}

/// [`Line`]s from config options (v1's through [`v1_as_v2`]).
pub fn lines(options: &[v2::SessionConfigOption]) -> Vec<Line> {
    use v2::{SessionConfigOptionKind as Kind, SessionConfigSelectOptions as Values};
    let line = |option: &v2::SessionConfigOption| {
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

/// v1's config options as v2's, for [`lines`]. The generated
/// `From<acp::v1::T>` does not cover them: v1 names an option's id `id` and
/// a select group's `group` where v2 has `configId` and `groupId`, so an
/// option, its kind, a select and its groups are not v2's on the wire.
/// Everything in them but these two names converts, and this renames them
/// (what this build's v1 does not know is kept as [`lines`] shows it).
pub fn v1_as_v2(options: &[v1::SessionConfigOption]) -> Vec<v2::SessionConfigOption> {
    use v1::{SessionConfigOptionKind as Kind, SessionConfigSelectOptions as Values};
    let values = |values: Values| match values {
        Values::Ungrouped(o) => v2::SessionConfigSelectOptions::Ungrouped(into_all(o)),
        Values::Grouped(g) => v2::SessionConfigSelectOptions::Grouped(
            (g.into_iter())
                .map(|g| {
                    let mut group =
                        v2::SessionConfigSelectGroup::new(g.group, g.name, into_all(g.options));
                    group.meta = g.meta;
                    group
                })
                .collect(),
        ),
        // A form of the option list newer than this build: as `lines` shows
        // v2's, with no values.
        _ => v2::SessionConfigSelectOptions::Ungrouped(Vec::new()),
    };
    let option = |option: v1::SessionConfigOption| {
        let kind = match option.kind {
            Kind::Select(s) => v2::SessionConfigOptionKind::Select(v2::SessionConfigSelect::new(
                s.current_value,
                values(s.options),
            )),
            Kind::Boolean(b) => v2::SessionConfigOptionKind::Boolean(b.into()),
            Kind::Unknown(kind) => v2::SessionConfigOptionKind::Unknown(kind),
            // A kind newer than this build: as `lines` shows an unknown one,
            // its JSON.
            other => match serde_json::to_value(other) {
                Ok(serde_json::Value::Object(kind)) => v2::SessionConfigOptionKind::Unknown(kind),
                _ => v2::SessionConfigOptionKind::Unknown(Default::default()),
            },
        };
        let mut converted = v2::SessionConfigOption::new(option.id, option.name, kind);
        converted.description = option.description;
        converted.category = option.category.map(Into::into);
        converted.meta = option.meta;
        converted
    };
    options.iter().cloned().map(option).collect()
}

/// Each of `items`, converted.
fn into_all<T, U: From<T>>(items: Vec<T>) -> Vec<U> {
    items.into_iter().map(Into::into).collect()
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
        assert_eq!(
            lines(&v1_as_v2(&[model_option_v1()])),
            vec![expected.clone()]
        );
        assert_eq!(lines(&[model_option_v2()]), vec![expected]);
    }

    #[test]
    fn v1_options_keep_all_that_is_shown() {
        use acp::v1::*;
        let group = |id: &str, value: &str| {
            let option = SessionConfigSelectOption::new(value, value);
            SessionConfigSelectGroup::new(id, id, vec![option])
        };
        let grouped =
            SessionConfigSelect::new("fast", vec![group("a", "fast"), group("b", "smart")]);
        let toggle = SessionConfigOptionKind::Boolean(SessionConfigBoolean::new(true));
        let options = [
            SessionConfigOption::new("model", "Model", SessionConfigOptionKind::Select(grouped))
                .description("Which model answers"),
            SessionConfigOption::new("web", "Web search", toggle),
        ];
        let converted = v1_as_v2(&options);
        assert_eq!(
            converted[0].description.as_deref(),
            Some("Which model answers")
        );
        let shown: Vec<String> = lines(&converted).into_iter().map(|l| l.current).collect();
        assert_eq!(shown, ["fast (one of fast, smart)", "true"]);
    }
}
