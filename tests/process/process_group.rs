//! No orphaned agents: an agent started through a wrapper that starts it as its
//! own child (as `npx`, `uvx` or a node launcher do; here
//! `tests/agent-wrapper.sh` and the test agent example) leaves no process of its
//! group behind, whichever way its `ChildProcess` ends: dropped, shut down,
//! killed, the agent crashing, or the agent closing its output and lingering.
//! The wrapper also starts a helper that outlives the agent, standing for what an
//! agent starts and leaves behind. Unix only: elsewhere there are no groups.

#![cfg(unix)]

use std::os::unix::process::ExitStatusExt;
use std::time::{Duration, Instant};

use acp::transport::{ChildProcess, ProcessSpec, Stderr};
use acp::v1::*;

use crate::support;
use support::agents::v1::Listener;
use support::paths::example;
use support::processes::{pids_file, wrapper, Wrapped};

/// `initialize`, then `session/new` in `/`.
async fn session(agent: &AgentPeer) -> SessionId {
    let init = InitializeRequest::new(PROTOCOL_VERSION);
    support::scenario::start_session(agent, init, "/")
        .await
        .1
        .session_id
}

/// The test agent behind the wrapper, with `env` for the wrapper.
fn start(tag: &str, env: &[&str], grace: Duration) -> (AgentPeer, ChildProcess, Wrapped) {
    let pids = pids_file(tag);
    let mut spec = ProcessSpec::new(wrapper())
        .args([example("test_agent")])
        .env("ACP_WRAPPER_PIDS", &pids)
        .stderr(Stderr::Discard)
        .grace_period(grace);
    for var in env {
        spec = spec.env(var, "1");
    }
    let (agent, child) = Listener::default().spawn_agent(spec).unwrap();
    let wrapped = Wrapped::read(&pids);
    assert_eq!(
        Some(wrapped.wrapper),
        child.id(),
        "the wrapper is the child"
    );
    (agent, child, wrapped)
}

fn text(s: &str) -> Vec<ContentBlock> {
    vec![ContentBlock::from(TextContent::new(s))]
}

/// Runs a blocking check without holding up the runtime's other worker.
fn blocking<T>(f: impl FnOnce() -> T) -> T {
    tokio::task::block_in_place(f)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropping_kills_the_whole_group() {
    let (agent, child, wrapped) = start("drop", &["ACP_WRAPPER_HELPER"], Duration::from_secs(5));
    session(&agent).await;
    let mut group = wrapped.group();
    group.assert_running(&[Some(wrapped.wrapper), wrapped.agent, wrapped.helper]);
    drop(child);
    // SIGKILL was sent inside `drop`: nothing needs the runtime to end them.
    blocking(|| group.assert_ends_within(Duration::from_secs(1)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killing_ends_the_whole_group_and_reaps_the_child() {
    let (agent, mut child, wrapped) =
        start("kill", &["ACP_WRAPPER_HELPER"], Duration::from_secs(5));
    session(&agent).await;
    let mut group = wrapped.group();
    group.assert_running(&[Some(wrapped.wrapper), wrapped.agent, wrapped.helper]);
    child.kill().await.unwrap();
    assert_eq!(child.exit_status().unwrap().signal(), Some(libc::SIGKILL));
    assert_eq!(child.id(), None, "reaped");
    blocking(|| group.assert_ends_within(Duration::from_secs(1)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_ends_what_the_agent_left_behind() {
    // The agent exits at the end of its input, the wrapper after it; the helper
    // would stay.
    let (agent, child, wrapped) =
        start("shutdown", &["ACP_WRAPPER_HELPER"], Duration::from_secs(5));
    session(&agent).await;
    let mut group = wrapped.group();
    group.assert_running(&[Some(wrapped.wrapper), wrapped.agent, wrapped.helper]);
    let started = Instant::now();
    let status = child.shutdown().await.unwrap();
    assert!(status.success(), "{status}");
    // The agent left on its own: SIGTERM for the rest, no waiting out the grace.
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "{:?}",
        started.elapsed()
    );
    // Returned once the group was empty.
    blocking(|| group.assert_ends_within(Duration::from_millis(200)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_kills_what_ignores_sigterm() {
    // The wrapper waits for the helper too, and all of them ignore SIGTERM.
    let grace = Duration::from_millis(300);
    let env = [
        "ACP_WRAPPER_HELPER",
        "ACP_WRAPPER_WAIT_ALL",
        "ACP_WRAPPER_IGNORE_TERM",
    ];
    let (agent, child, wrapped) = start("ignore-term", &env, grace);
    session(&agent).await;
    let mut group = wrapped.group();
    group.assert_running(&[Some(wrapped.wrapper), wrapped.agent, wrapped.helper]);
    let started = Instant::now();
    let status = child.shutdown().await.unwrap();
    // A grace period to exit after stdin closed, another after SIGTERM, then SIGKILL.
    assert_eq!(status.signal(), Some(libc::SIGKILL), "{status}");
    assert!(started.elapsed() >= grace * 2, "{:?}", started.elapsed());
    blocking(|| group.assert_ends_within(Duration::from_millis(200)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crashing_agent_takes_its_group_along() {
    // What it left behind ignores SIGTERM, and is killed after the grace period.
    let env = ["ACP_WRAPPER_HELPER", "ACP_WRAPPER_IGNORE_TERM"];
    let (agent, child, wrapped) = start("crash", &env, Duration::from_millis(300));
    let id = session(&agent).await;
    let mut group = wrapped.group();
    group.assert_running(&[Some(wrapped.wrapper), wrapped.agent, wrapped.helper]);
    let reply = agent.prompt(PromptRequest::new(id, text("crash 3"))).await;
    assert!(reply.is_err(), "{reply:?}");
    // Nobody asked: the `ChildProcess` is still held.
    let status = tokio::time::timeout(Duration::from_secs(5), child.exited())
        .await
        .expect("exit status not known")
        .unwrap();
    assert_eq!(
        status.code(),
        Some(3),
        "the wrapper passes the agent's code on"
    );
    assert_eq!(child.exit_status(), Some(status));
    assert_eq!(*child.exit_watch().borrow(), Some(status));
    blocking(|| group.assert_ends_within(Duration::from_secs(2)));
    drop(child);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_agent_that_closes_its_output_and_lingers_is_ended() {
    // No agent: the wrapper closes its stdout and lingers with the helper,
    // ignoring SIGTERM. The connection ends at once.
    let grace = Duration::from_millis(300);
    let env = ["ACP_WRAPPER_NO_AGENT", "ACP_WRAPPER_IGNORE_TERM"];
    let (agent, child, wrapped) = start("closed-output", &env, grace);
    assert!(agent.initialize(InitializeRequest::new(1)).await.is_err());
    assert!(child.connection().is_closed());
    let mut group = wrapped.group();
    let status = tokio::time::timeout(Duration::from_secs(5), child.exited())
        .await
        .expect("the lingering child was not ended")
        .unwrap();
    assert_eq!(status.signal(), Some(libc::SIGKILL), "{status}");
    blocking(|| group.assert_ends_within(Duration::from_secs(2)));
    drop(child);
}

#[test]
fn dropping_needs_no_runtime() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (child, wrapped) = rt.block_on(async {
        let (agent, child, wrapped) = start(
            "no-runtime",
            &["ACP_WRAPPER_HELPER"],
            Duration::from_secs(5),
        );
        session(&agent).await;
        (child, wrapped)
    });
    let mut group = wrapped.group();
    // The runtime's end kills the direct child only (its watcher is dropped).
    drop(rt);
    std::thread::sleep(Duration::from_millis(100));
    group.assert_running(&[wrapped.helper]);
    drop(child);
    group.assert_ends_within(Duration::from_secs(1));
}
