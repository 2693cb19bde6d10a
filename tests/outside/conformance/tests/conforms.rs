//! An agent author's conformance test: the agent command comes from the
//! environment (`AGENT_PROGRAM`, and `AGENT_ARGS`, one argument per line).

#[tokio::test]
async fn the_agent_conforms() {
    let program = std::env::var("AGENT_PROGRAM").expect("AGENT_PROGRAM: the agent to check");
    let args: Vec<String> = std::env::var("AGENT_ARGS")
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect();
    acp::testing::check_agent_command(program, args)
        .await
        .assert_conforms();
}
