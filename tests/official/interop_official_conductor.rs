//! Our proxy (`examples/proxy.rs`, on `acp::v1_unstable::proxy`) in a chain run
//! by the official Rust SDK's conductor (`agent-client-protocol-conductor`
//! 5.0.0, built as its own program from `tests/official-conductor`), in front of
//! our test agent, driven by our client: the handshake, streamed updates,
//! agent->client requests, permission, `_meta`, extension methods and cancel all
//! cross the proxy, and the proxy's rewrite of each prompt reaches the agent.

use std::sync::Arc;
use std::time::Duration;

use acp::transport::{ChildProcess, ProcessSpec, Stderr};
use acp::v1::session::Session;
use acp::v1::*;
use serde_json::{json, Value};

use crate::support;
use support::agents::v1::{Shared, TestClient};
use support::scenario::{object, shutdown, text};

const NOTE: &str = " [via proxy]";

/// The official conductor running `proxies` copies of our proxy in front of our
/// test agent, served by a client of ours.
fn chain(proxies: usize) -> (AgentPeer, ChildProcess) {
    let conductor = support::install::cargo_project("official-conductor", "official-conductor");
    let proxy = format!(
        "{} --note '{NOTE}'",
        support::paths::example("proxy").display()
    );
    let mut components = vec![proxy; proxies];
    components.push(support::paths::test_agent().display().to_string());
    let spec = ProcessSpec::new(conductor)
        .args(["agent".to_owned()].into_iter().chain(components))
        .stderr(Stderr::Inherit);
    let child = spec
        .spawn(ClientHandler(Shared(Arc::new(TestClient::default()))))
        .expect("start the official conductor");
    (AgentPeer(child.connection().clone()), child)
}

/// The text of a turn's message chunks, in order.
async fn turn_text(session: &mut Session, prompt: Vec<ContentBlock>) -> (String, PromptResponse) {
    let mut turn = session.prompt(prompt);
    let mut out = String::new();
    while let Some(note) = turn.next().await {
        if let SessionUpdate::AgentMessageChunk(chunk) = note.update {
            if let ContentBlock::Text(t) = chunk.content {
                out.push_str(&t.text);
            }
        }
    }
    (out, turn.finish().await.expect("the prompt's answer"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_session_through_our_proxy_in_the_official_conductor() {
    let (agent, child) = chain(1);
    let init = tokio::time::timeout(
        Duration::from_secs(60),
        agent.initialize(InitializeRequest::new(PROTOCOL_VERSION)),
    )
    .await
    .expect("initialize answered within 60 s")
    .expect("initialize");
    assert_eq!(init.protocol_version, PROTOCOL_VERSION);
    assert_eq!(
        serde_json::to_value(&init.agent_capabilities).unwrap()["_meta"],
        json!({"acp.test": {"echo": true, "note": true}}),
        "the test agent's own capabilities come back through the chain"
    );

    let mut session = Session::new(&agent, NewSessionRequest::new("/", vec![]))
        .await
        .expect("session/new");

    let (said, done) = turn_text(&mut session, text("echo hi")).await;
    assert_eq!(
        said,
        format!("echo hi{NOTE}"),
        "the proxy's note reached the agent"
    );
    assert_eq!(done.stop_reason, StopReason::EndTurn);

    let (said, _) = turn_text(&mut session, text("stream 200")).await;
    let expected: String = (0..200).map(|i| format!("c{i} ")).collect();
    assert_eq!(said, expected, "every chunk, in order");

    let (said, _) = turn_text(&mut session, text("read /a.txt")).await;
    assert_eq!(
        said, "contents of /a.txt",
        "an agent->client request through the proxy"
    );

    let (said, _) = turn_text(&mut session, text("permission")).await;
    assert_eq!(said, "selected:allow-once");

    let meta = json!({"traceparent": "00-abc-def-01", "n": [1, 2]});
    let answer = agent
        .prompt(PromptRequest::new(session.id().clone(), text("meta")).meta(object(meta.clone())))
        .await
        .expect("the meta prompt");
    assert_eq!(answer.meta.map(Value::Object), Some(meta));

    let echoed = agent
        .ext_request("_acp.test/echo", json!({"x": [true, null]}))
        .await
        .expect("an extension request through the proxy");
    assert_eq!(echoed, json!({"x": [true, null]}));

    let turn = session.prompt(text("wait 60000"));
    tokio::time::sleep(Duration::from_millis(200)).await;
    turn.cancel().await.expect("session/cancel");
    let done = tokio::time::timeout(Duration::from_secs(10), turn.finish())
        .await
        .expect("the cancelled turn ends within 10 s")
        .expect("the cancelled turn's answer");
    assert_eq!(done.stop_reason, StopReason::Cancelled);

    shutdown(child).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_of_our_proxies_in_a_row() {
    let (agent, child) = chain(2);
    agent
        .initialize(InitializeRequest::new(PROTOCOL_VERSION))
        .await
        .expect("initialize");
    let mut session = Session::new(&agent, NewSessionRequest::new("/", vec![]))
        .await
        .expect("session/new");
    let (said, _) = turn_text(&mut session, text("echo hi")).await;
    assert_eq!(
        said,
        format!("echo hi{NOTE}{NOTE}"),
        "each proxy added its note"
    );
    shutdown(child).await;
}
