//! A session's mode, as the tests of the SDK's sync of modes and config
//! options (`acp::session::modes`) offer it: `ask` or `code`.
#![allow(dead_code)] // each test binary uses part of it

use acp::v1::*;

/// `modes`, at `current`.
pub fn modes(current: &str) -> SessionModeState {
    let available = vec![
        SessionMode::new("ask", "Ask").description("Ask first"),
        SessionMode::new("code", "Code"),
    ];
    SessionModeState::new(current, available)
}

/// The config options: a select option `mode` of category `mode`, at `current`.
pub fn mode_option(current: &str) -> Vec<SessionConfigOption> {
    let values = vec![
        SessionConfigSelectOption::new("ask", "Ask"),
        SessionConfigSelectOption::new("code", "Code"),
    ];
    let select = SessionConfigSelect::new(current, values);
    let option = SessionConfigOption::new("mode", "Mode", SessionConfigOptionKind::Select(select))
        .category(SessionConfigOptionCategory::Mode);
    vec![option]
}

/// `session/set_config_option` of the `mode` option: every option, at the
/// value set.
pub fn set_mode_option(
    req: SetSessionConfigOptionRequest,
) -> acp::Result<SetSessionConfigOptionResponse> {
    match &req.kind {
        SetSessionConfigOptionRequestKind::ValueId { value, .. }
            if req.config_id.as_str() == "mode" =>
        {
            Ok(SetSessionConfigOptionResponse::new(mode_option(
                value.as_str(),
            )))
        }
        _ => Err(Error::invalid_params("only `mode` = `ask` | `code`")),
    }
}

/// The current value of the `mode` option among `options`.
pub fn current(options: &[SessionConfigOption]) -> Option<String> {
    options.iter().find_map(|o| match (&o.category, &o.kind) {
        (Some(SessionConfigOptionCategory::Mode), SessionConfigOptionKind::Select(s)) => {
            Some(s.current_value.to_string())
        }
        _ => None,
    })
}
