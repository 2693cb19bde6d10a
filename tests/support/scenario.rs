//! Steps a client of ours takes against any agent (ours in a child process, or one
//! written with another SDK), as functions taking the agent's peer: start a session,
//! prompt, cancel a running prompt, wait for what the client's handlers logged,
//! check an error code, shut the agent down.
#![allow(dead_code)] // each test binary uses part of it

use std::fmt::Debug;
use std::future::Future;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use acp::transport::ChildProcess;
use acp::v1::*;
use serde_json::{Map, Value};

/// A prompt of one text block.
pub fn text(s: &str) -> Vec<ContentBlock> {
    vec![ContentBlock::from(TextContent::new(s))]
}

pub fn prompt(session: &SessionId, s: &str) -> PromptRequest {
    PromptRequest::new(session.clone(), text(s))
}

/// A JSON object as the map `_meta` takes.
pub fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        other => panic!("not an object: {other}"),
    }
}

/// initialize with `init`, then session/new in `cwd` (what every client does first).
pub async fn start_session(
    agent: &AgentPeer,
    init: InitializeRequest,
    cwd: &str,
) -> (InitializeResponse, NewSessionResponse) {
    let init = agent.initialize(init).await.expect("initialize");
    let session = agent
        .new_session(NewSessionRequest::new(cwd, vec![]))
        .await
        .expect("session/new");
    (init, session)
}

/// Sends `request` in a task, awaits `ready` (the turn is running), sends
/// session/cancel for its session; returns the prompt's response and how long it
/// took to come after the cancel (at most 5 s, or the step fails).
pub async fn cancel_prompt(
    agent: &AgentPeer,
    request: PromptRequest,
    ready: impl Future<Output = ()>,
) -> (PromptResponse, Duration) {
    let session = request.session_id.clone();
    let pending = {
        let agent = agent.clone();
        tokio::spawn(async move { agent.prompt(request).await })
    };
    ready.await;
    let sent = Instant::now();
    agent
        .cancel(CancelNotification::new(session))
        .await
        .expect("session/cancel");
    let response = tokio::time::timeout(Duration::from_secs(5), pending)
        .await
        .expect("the cancelled prompt was answered within 5 s")
        .unwrap()
        .expect("the cancelled prompt");
    (response, sent.elapsed())
}

/// Waits (polling) until an entry of `log` satisfies `wanted`; fails after `within`,
/// showing the log.
pub async fn wait_for_entry<T: Debug>(
    log: &Mutex<Vec<T>>,
    within: Duration,
    wanted: impl Fn(&T) -> bool,
) {
    let deadline = Instant::now() + within;
    while !log.lock().unwrap().iter().any(&wanted) {
        assert!(
            Instant::now() < deadline,
            "timed out after {within:?}; log: {:?}",
            log.lock().unwrap()
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// The code of the error a call ended with (any error type that converts into
/// `acp::Error`); fails if the call succeeded.
pub fn error_code<T: Debug, E>(result: Result<T, E>) -> acp::ErrorCode
where
    acp::Error: From<E>,
{
    match result {
        Ok(value) => panic!("expected an error, got {value:?}"),
        Err(e) => acp::Error::from(e).code,
    }
}

/// Closes the agent's stdin and waits (at most 10 s) for it to exit.
pub async fn shutdown(child: ChildProcess) -> std::process::ExitStatus {
    tokio::time::timeout(Duration::from_secs(10), child.shutdown())
        .await
        .expect("the agent exits within 10 s when its stdin closes")
        .expect("the agent's exit status")
}
