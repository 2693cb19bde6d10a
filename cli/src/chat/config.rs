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

/// [`Line`]s from a module's `SessionConfigOption`s, whose kinds have the same
/// shape in v1 and v2 (only the id's field is named differently).
macro_rules! lines_from {
    ($name:ident, $module:ident, $id:ident) => {
        pub fn $name(options: &[acp::$module::SessionConfigOption]) -> Vec<Line> {
            use acp::$module::{SessionConfigOptionKind, SessionConfigSelectOptions};
            options
                .iter()
                .map(|option| {
                    let current = match &option.kind {
                        SessionConfigOptionKind::Select(s) => {
                            let values: Vec<String> = match &s.options {
                                SessionConfigSelectOptions::Ungrouped(o) => {
                                    o.iter().map(|o| o.value.to_string()).collect()
                                }
                                SessionConfigSelectOptions::Grouped(g) => g
                                    .iter()
                                    .flat_map(|g| g.options.iter().map(|o| o.value.to_string()))
                                    .collect(),
                                // A form of the option list this schema version does not know.
                                _ => Vec::new(),
                            };
                            format!("{} (one of {})", s.current_value, values.join(", "))
                        }
                        SessionConfigOptionKind::Boolean(b) => b.current_value.to_string(),
                        // A kind this schema version does not know (`Unknown`) or a newer one: its JSON.
                        _ => serde_json::to_string(&option.kind).unwrap_or_default(),
                    };
                    Line {
                        id: option.$id.to_string(),
                        name: option.name.clone(),
                        current,
                    }
                })
                .collect()
        }
    };
}

lines_from!(lines_v1, v1, id);
lines_from!(lines_v2, v2, config_id);

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

    /// The same option in `$module`: a select of fast and smart.
    macro_rules! model_option {
        ($module:ident) => {{
            use acp::$module::*;
            let values = vec![
                SessionConfigSelectOption::new("fast", "Fast"),
                SessionConfigSelectOption::new("smart", "Smart"),
            ];
            let kind = SessionConfigOptionKind::Select(SessionConfigSelect::new("fast", values));
            SessionConfigOption::new("model", "Model", kind)
        }};
    }

    #[test]
    fn both_versions_show_alike() {
        let expected = Line {
            id: "model".into(),
            name: "Model".into(),
            current: "fast (one of fast, smart)".into(),
        };
        assert_eq!(lines_v1(&[model_option!(v1)]), vec![expected.clone()]);
        assert_eq!(lines_v2(&[model_option!(v2)]), vec![expected]);
    }
}
