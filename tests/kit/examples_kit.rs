//! The examples and the test agent under their own conformance checks and
//! scripted peers (`acp::testing`): the README's agent (`examples/echo_agent.rs`),
//! `examples/turn.rs` and `examples/coding_agent.rs` carry their tests, run here
//! by including the files;
//! the test agent passes every check as a process, conventions included; the
//! chat example passes every client check.

#[allow(dead_code)] // its `main`
#[path = "../../examples/echo_agent.rs"]
mod echo_agent;

#[allow(dead_code)] // its `main` and printing
#[path = "../../examples/turn.rs"]
mod turn;

#[allow(dead_code)] // its `main`
#[path = "../../examples/coding_agent.rs"]
mod coding_agent;

use crate::support;
use support::paths::{example, test_agent};

/// With the feature `store-sqlite` the test agent keeps its sessions in a
/// store (`--store`), and the history checks pass too; without it, they are
/// the only ones skipped (it advertises none of those methods).
#[tokio::test]
async fn the_test_agent_passes_every_check_conventions_included() {
    let dir = support::scratch::Scratch::new("kit-store");
    let store = dir.path().join("sessions.db").display().to_string();
    let args = match cfg!(feature = "store-sqlite") {
        true => vec!["--store".to_owned(), store],
        false => vec![],
    };
    let report = acp::testing::check_agent_command(test_agent(), args).await;
    report.assert_conforms();
    assert!(report.checks().len() >= 30, "{report}");
    let history: Vec<&str> = acp::testing::catalog::CHECKS
        .iter()
        .filter(|c| c.group == "history")
        .map(|c| c.id)
        .collect();
    assert_eq!(history.len(), 5);
    let needs_store = |id: &str| !cfg!(feature = "store-sqlite") && history.contains(&id);
    assert!(
        report
            .checks()
            .iter()
            .all(|c| c.passed() || needs_store(c.id())),
        "{report}"
    );
}

#[tokio::test]
async fn the_chat_example_passes_every_client_check() {
    let report =
        acp::testing::check_client_command(example("chat"), [acp::testing::AGENT_PLACEHOLDER])
            .await;
    report.assert_conforms();
    assert!(report.checks().iter().all(|c| c.passed()), "{report}");
}
