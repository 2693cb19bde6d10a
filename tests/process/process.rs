//! Peers in child processes, over real pipes. The child is this test binary run
//! again with `ACP_TEST_CHILD=agent`, which makes `child_agent_main` serve the test
//! agent on stdio.

use std::time::{Duration, Instant};

use acp::transport::{serve_stdio, ChildProcess, ProcessSpec, Stderr};
use acp::v1::*;
use acp::Config;

use crate::support;
use support::agents::v1::{text, TestAgent, TestClient};
use support::scenario::start_session;

const ROLE: &str = "ACP_TEST_CHILD";

/// Not a test of its own: the entry point of the child process.
#[test]
fn child_agent_main() {
    if std::env::var(ROLE).as_deref() != Ok("agent") {
        return;
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(serve_stdio(
        AgentHandler(TestAgent::default()),
        Config::default(),
    ));
}

fn child_agent() -> ProcessSpec {
    ProcessSpec::new(std::env::current_exe().unwrap())
        .args([
            "process::child_agent_main",
            "--exact",
            "--nocapture",
            "--test-threads=1",
            "-q",
        ])
        .env(ROLE, "agent")
}

/// The child agent with `stderr`, driven by the test client, and a session with it.
async fn started(stderr: Stderr) -> (ChildProcess, AgentPeer, SessionId) {
    let child = child_agent()
        .stderr(stderr)
        .spawn(ClientHandler(TestClient::default()))
        .unwrap();
    let agent = AgentPeer(child.connection().clone());
    let (_, session) = start_session(&agent, InitializeRequest::new(1), "/").await;
    (child, agent, session.session_id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_over_real_pipes() {
    let (child, agent, id) = started(Stderr::Discard).await;
    let reply = agent
        .prompt(PromptRequest::new(id, vec![text("go")]))
        .await
        .unwrap();
    assert_eq!(reply.stop_reason, StopReason::EndTurn);
    let status = child.shutdown().await.unwrap();
    assert!(status.success(), "{status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_child_fails_pending_calls_within_a_second() {
    let (_child, agent, id) = started(Stderr::Discard).await;
    let pending = {
        let agent = agent.clone();
        let id = id.clone();
        tokio::spawn(async move {
            agent
                .prompt(PromptRequest::new(id, vec![text("wait")]))
                .await
        })
    };
    tokio::time::sleep(Duration::from_millis(100)).await;
    let started = Instant::now();
    // The agent dies in the middle of another request.
    let crash = agent.prompt(PromptRequest::new(id, vec![text("crash")]));
    let crash = tokio::time::timeout(Duration::from_secs(1), crash)
        .await
        .expect("crashing call hung");
    assert!(crash.is_err());
    let result = tokio::time::timeout(Duration::from_secs(1), pending)
        .await
        .expect("pending call hung")
        .unwrap();
    assert!(result.is_err());
    assert!(started.elapsed() < Duration::from_secs(1));
    assert!(agent.0.is_closed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stderr_is_captured_with_a_bound() {
    let (child, agent, id) = started(Stderr::Capture(4096)).await;
    agent
        .prompt(PromptRequest::new(id, vec![text("stderr")]))
        .await
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(2);
    while !child.stderr_tail().contains("a line on stderr") {
        assert!(
            Instant::now() < deadline,
            "stderr not captured: {:?}",
            child.stderr_tail()
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(child.stderr_tail().len() <= 4096);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropping_the_child_kills_it() {
    let (child, _agent, _) = started(Stderr::Discard).await;
    let pid = child.id().unwrap();
    drop(child);
    let deadline = Instant::now() + Duration::from_secs(2);
    // The process is gone (or a zombie about to be reaped) once the kill lands.
    while std::fs::read_to_string(format!("/proc/{pid}/status"))
        .is_ok_and(|s| !s.contains("State:\tZ"))
    {
        assert!(Instant::now() < deadline, "child {pid} still running");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// A call pending when the agent exits fails with how it ended: the exit status
/// and the end of its stderr.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_call_pending_when_the_agent_exits_says_how_it_ended() {
    let child = ProcessSpec::new(support::paths::example("test_agent"))
        .stderr(Stderr::Capture(4096))
        .spawn(ClientHandler(TestClient::default()))
        .unwrap();
    let agent = AgentPeer(child.connection().clone());
    let (_, session) = start_session(&agent, InitializeRequest::new(1), "/").await;
    let id = session.session_id;
    let error = agent
        .prompt(PromptRequest::new(id, vec![text("crash 3")]))
        .await
        .unwrap_err();
    let acp::CallError::Closed(closed) = &error else {
        panic!("{error:?}")
    };
    assert_eq!(
        closed.exit_status.and_then(|s| s.code()),
        Some(3),
        "{error:?}"
    );
    let tail = closed.stderr_tail.as_deref().unwrap_or_default();
    assert!(tail.contains("crashing with exit code 3"), "{tail:?}");
    let message = error.to_string();
    assert!(
        message.contains("exited") && message.contains("crashing with exit code 3"),
        "{message}"
    );
    // Later calls fail the same way.
    let later = agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .unwrap_err();
    assert!(later.is_closed(), "{later:?}");
}
