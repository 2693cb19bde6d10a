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

#[tokio::test]
async fn the_test_agent_passes_every_check_conventions_included() {
    let report = acp::testing::check_agent_command(test_agent(), Vec::<String>::new()).await;
    report.assert_conforms();
    assert!(report.checks().len() >= 30, "{report}");
    assert!(report.checks().iter().all(|c| c.passed()), "{report}");
}

#[tokio::test]
async fn the_chat_example_passes_every_client_check() {
    let report =
        acp::testing::check_client_command(example("chat"), [acp::testing::AGENT_PLACEHOLDER])
            .await;
    report.assert_conforms();
    assert!(report.checks().iter().all(|c| c.passed()), "{report}");
}
