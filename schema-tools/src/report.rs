//! The generator's reports, as the `acp-codegen` binary prints them: which of
//! the runtime's generic layers a schema gets, and which types of one schema
//! convert losslessly to another's.

use acp_codegen::lowered::{Conversions, Layers};

/// One line per layer: `sessions: yes`, or `no (why)`; `proxy`;
/// `mcp-over-acp`.
pub fn layers(layers: &Layers) -> String {
    let yes_no = |on: bool| if on { "yes" } else { "no" };
    let sessions = match &layers.sessions {
        Ok(()) => "yes".to_owned(),
        Err(why) => format!("no ({why})"),
    };
    format!(
        "sessions: {sessions}\nproxy: {}\nmcp-over-acp: {}\n",
        yes_no(layers.proxy),
        yes_no(layers.mcp_over_acp)
    )
}

/// How many types convert, then each common type that does not, with the
/// reason.
pub fn conversions(conversions: &Conversions) -> String {
    let mut out = format!(
        "{} types convert, {} do not\n",
        conversions.convertible.len(),
        conversions.refused.len()
    );
    for (name, why) in &conversions.refused {
        out.push_str(&format!("  {name}: {why}\n"));
    }
    out
}
