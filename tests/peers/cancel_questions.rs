//! A client that cancels a turn keeps the spec's order: `session/cancel` first,
//! then every question of the turn the user has not answered
//! (`session/request_permission`) answered `cancelled`, whatever the client's
//! own handler was doing (a person who has not answered yet). The agent is the
//! test, writing and reading raw lines, so the order is the order on the wire.
//!
//! Every way a client cancels comes down to the same: `Turn::cancel`,
//! `Session::cancel`, a turn dropped before its end, and the generated
//! `AgentPeer::cancel` of a client that does not use session handles; in v1 and
//! v2.

use acp::v1::session::Session;
use acp::v1::*;
use acp::Config;
use serde_json::{json, Value};

use crate::support;
use support::raw_peer::RawPeer;

/// A client whose user answers `allow_once` at once, except for the tool call
/// `ask-forever`, which nobody ever answers.
struct Person;

impl Client for Person {
    async fn request_permission(
        &self,
        req: RequestPermissionRequest,
        _agent: AgentPeer,
    ) -> acp::Result<RequestPermissionResponse> {
        if req.tool_call.tool_call_id.to_string() == "ask-forever" {
            std::future::pending::<()>().await;
        }
        let once = req
            .options
            .iter()
            .find(|o| o.kind == PermissionOptionKind::AllowOnce)
            .expect("an allow_once option");
        let selected = SelectedPermissionOutcome::new(once.option_id.clone());
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(selected),
        ))
    }
}

/// The options of the questions, `allow_always` first as some agents list them.
fn options() -> Value {
    json!([
        {"optionId": "always", "name": "Always allow", "kind": "allow_always"},
        {"optionId": "once", "name": "Allow once", "kind": "allow_once"},
        {"optionId": "reject", "name": "Reject", "kind": "reject_once"},
    ])
}

/// A v1 permission request of session `s` for the tool call `call`, with id `id`.
fn question(id: &str, call: &str) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "session/request_permission", "params": {
        "sessionId": "s", "toolCall": {"toolCallId": call}, "options": options(),
    }})
}

/// Our client past `initialize`, and the raw agent.
async fn connected<H: acp::Handler>(handler: H, version: u16) -> RawPeer {
    let mut raw = RawPeer::new(handler, Config::default());
    let conn = raw.conn.clone();
    let init = tokio::spawn(async move {
        let params = match version {
            1 => json!({"protocolVersion": 1}),
            _ => json!({"protocolVersion": 2, "info": {"name": "test", "version": "1"}}),
        };
        acp::peer::versions::initialize_offering(&conn, &[handshake(version)], &params).await
    });
    let request = raw.recv().await;
    assert_eq!(request["method"], "initialize");
    raw.send_json(
        json!({"jsonrpc": "2.0", "id": request["id"], "result": {"protocolVersion": version}}),
    )
    .await;
    init.await.unwrap().unwrap();
    raw
}

fn handshake(version: u16) -> &'static acp::peer::handshake::Spec {
    match version {
        #[cfg(feature = "v2")]
        2 => &acp::v2::HANDSHAKE,
        _ => &acp::v1::HANDSHAKE,
    }
}

/// Answers our side's next request, which must be `method`, with `result`.
async fn answer(raw: &mut RawPeer, method: &str, result: Value) -> Value {
    let request = raw.recv().await;
    assert_eq!(request["method"], method, "{request}");
    raw.send_json(json!({"jsonrpc": "2.0", "id": request["id"], "result": result}))
        .await;
    request
}

/// The next two lines are `session/cancel` for `s`, then the answer to the
/// question `id`: `cancelled`.
async fn cancel_then_cancelled(raw: &mut RawPeer, id: &str) {
    let first = raw.recv().await;
    assert_eq!(first["method"], "session/cancel", "first: {first}");
    assert_eq!(first["params"]["sessionId"], "s", "{first}");
    let second = raw.recv().await;
    assert_eq!(second["id"], id, "second: {second}");
    assert_eq!(
        second["result"],
        json!({"outcome": {"outcome": "cancelled"}}),
        "{second}"
    );
}

/// Opens session `s` through a handle.
async fn session(raw: &mut RawPeer) -> Session {
    let agent = AgentPeer(raw.conn.clone());
    let opening =
        tokio::spawn(
            async move { Session::new(&agent, NewSessionRequest::new("/w", vec![])).await },
        );
    answer(raw, "session/new", json!({"sessionId": "s"})).await;
    opening.await.unwrap().unwrap()
}

#[tokio::test]
async fn cancelling_a_turn_sends_the_cancel_then_answers_its_questions_cancelled() {
    let mut raw = connected(ClientHandler(Person), 1).await;
    let mut session = session(&mut raw).await;
    let (cancel, cancelled) = tokio::sync::oneshot::channel::<()>();
    let turn = tokio::spawn(async move {
        let turn = session.prompt(vec![ContentBlock::from(TextContent::new("go"))]);
        let _ = cancelled.await;
        turn.cancel().await.unwrap();
        let end = turn.finish().await.unwrap();
        (end.stop_reason, session)
    });
    let prompt = raw.recv().await;
    assert_eq!(prompt["method"], "session/prompt");
    // Two questions nobody answers, then the user cancels the turn.
    raw.send_json(question("q1", "ask-forever")).await;
    raw.send_json(question("q2", "ask-forever")).await;
    raw.expect_quiet().await;
    cancel.send(()).unwrap();
    let first = raw.recv().await;
    assert_eq!(first["method"], "session/cancel", "{first}");
    let mut answered: Vec<Value> = vec![
        raw.recv().await["id"].clone(),
        raw.recv().await["id"].clone(),
    ];
    answered.sort_by_key(|id| id.to_string());
    assert_eq!(answered, [json!("q1"), json!("q2")]);
    // A question that arrives after the cancel is answered `cancelled` at once.
    raw.send_json(question("q3", "ask-forever")).await;
    let late = raw.recv().await;
    assert_eq!(late["id"], "q3");
    assert_eq!(late["result"]["outcome"]["outcome"], "cancelled", "{late}");
    raw.send_json(
        json!({"jsonrpc": "2.0", "id": prompt["id"], "result": {"stopReason": "cancelled"}}),
    )
    .await;
    let (stop, mut session) = turn.await.unwrap();
    assert_eq!(stop, StopReason::Cancelled);

    // The next turn's questions are the user's again.
    let next = tokio::spawn(async move {
        let turn = session.prompt(vec![ContentBlock::from(TextContent::new("again"))]);
        turn.finish().await.unwrap().stop_reason
    });
    let prompt = raw.recv().await;
    assert_eq!(prompt["method"], "session/prompt");
    raw.send_json(question("q4", "edit")).await;
    let answer = raw.recv().await;
    assert_eq!(answer["id"], "q4");
    assert_eq!(
        answer["result"]["outcome"],
        json!({"outcome": "selected", "optionId": "once"}),
        "{answer}"
    );
    raw.send_json(
        json!({"jsonrpc": "2.0", "id": prompt["id"], "result": {"stopReason": "end_turn"}}),
    )
    .await;
    assert_eq!(next.await.unwrap(), StopReason::EndTurn);
}

#[tokio::test]
async fn a_dropped_turn_and_session_cancel_keep_the_order() {
    let mut raw = connected(ClientHandler(Person), 1).await;
    let mut session = session(&mut raw).await;
    // A turn dropped while its question waits.
    let (drop_it, dropped) = tokio::sync::oneshot::channel::<()>();
    let turn = tokio::spawn(async move {
        let turn = session.prompt(vec![ContentBlock::from(TextContent::new("go"))]);
        let _ = dropped.await;
        drop(turn);
        session
    });
    assert_eq!(raw.recv().await["method"], "session/prompt");
    raw.send_json(question("q1", "ask-forever")).await;
    raw.expect_quiet().await;
    drop_it.send(()).unwrap();
    cancel_then_cancelled(&mut raw, "q1").await;
    let mut session = turn.await.unwrap();
    // Asked after the cancel, before the next prompt: `cancelled` at once.
    raw.send_json(question("q2", "ask-forever")).await;
    let late = raw.recv().await;
    assert_eq!(late["result"]["outcome"]["outcome"], "cancelled", "{late}");

    // A new turn; then, between turns, a question nobody answers, and
    // `Session::cancel`.
    let next = tokio::spawn(async move {
        let turn = session.prompt(vec![ContentBlock::from(TextContent::new("again"))]);
        turn.finish().await.unwrap();
        session
    });
    answer(
        &mut raw,
        "session/prompt",
        json!({"stopReason": "end_turn"}),
    )
    .await;
    let session = next.await.unwrap();
    raw.send_json(question("q3", "ask-forever")).await;
    raw.expect_quiet().await;
    session.cancel().await.unwrap();
    cancel_then_cancelled(&mut raw, "q3").await;
}

#[tokio::test]
async fn the_generated_peer_cancel_keeps_the_order() {
    let mut raw = connected(ClientHandler(Person), 1).await;
    let agent = AgentPeer(raw.conn.clone());
    raw.send_json(question("q1", "ask-forever")).await;
    raw.expect_quiet().await;
    agent.cancel(CancelNotification::new("s")).await.unwrap();
    cancel_then_cancelled(&mut raw, "q1").await;
    // A question of another session is not touched.
    let other = json!({"jsonrpc": "2.0", "id": "q2", "method": "session/request_permission", "params": {
        "sessionId": "t", "toolCall": {"toolCallId": "edit"}, "options": options(),
    }});
    raw.send_json(other).await;
    let answer = raw.recv().await;
    assert_eq!(answer["id"], "q2");
    assert_eq!(
        answer["result"]["outcome"]["outcome"], "selected",
        "{answer}"
    );
    // Prompting the session again through the peer ends the cancelled state.
    let prompting = tokio::spawn(async move {
        let block = ContentBlock::from(TextContent::new("again"));
        agent.prompt(PromptRequest::new("s", vec![block])).await
    });
    let prompt = raw.recv().await;
    assert_eq!(prompt["method"], "session/prompt");
    raw.send_json(question("q3", "edit")).await;
    let answer = raw.recv().await;
    assert_eq!(
        answer["result"]["outcome"]["outcome"], "selected",
        "{answer}"
    );
    raw.send_json(
        json!({"jsonrpc": "2.0", "id": prompt["id"], "result": {"stopReason": "end_turn"}}),
    )
    .await;
    prompting.await.unwrap().unwrap();
}

#[cfg(feature = "v2")]
mod v2 {
    use super::*;
    use acp::v2 as p;

    struct Person2;

    impl p::Client for Person2 {
        async fn request_permission(
            &self,
            _req: p::RequestPermissionRequest,
            _agent: p::AgentPeer,
        ) -> acp::Result<p::RequestPermissionResponse> {
            std::future::pending().await
        }
    }

    /// v2 lets a client answer the cancelled work's questions `cancelled`
    /// after `session/cancel`: the SDK does, in that order.
    #[tokio::test]
    async fn in_v2_too() {
        let mut raw = connected(p::ClientHandler(Person2), 2).await;
        let agent = p::AgentPeer(raw.conn.clone());
        let ask = json!({"jsonrpc": "2.0", "id": "q1", "method": "session/request_permission", "params": {
            "sessionId": "s", "title": "Edit a file", "options": options(),
        }});
        raw.send_json(ask).await;
        raw.expect_quiet().await;
        let cancelling = tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            agent
                .cancel_session(p::CancelSessionNotification::new("s"))
                .await
        });
        cancel_then_cancelled(&mut raw, "q1").await;
        cancelling.await.unwrap().unwrap();
    }
}
