//! The agent's side of cancellation, against a client that writes raw lines:
//! `session/cancel` ends a turn blocked on a client request that is never
//! answered, with the `cancelled` stop reason; the end of the input cancels
//! every running handler and the connection ends promptly.

use std::time::{Duration, Instant};

use acp::v1::*;
use acp::Config;
use serde_json::json;

use crate::support;
use support::raw_peer::RawPeer;

/// An agent written the plain way: `?` on every call, no cancellation code.
struct Plain;

impl Agent for Plain {
    async fn initialize(
        &self,
        _params: InitializeRequest,
        _client: ClientPeer,
    ) -> acp::Result<InitializeResponse> {
        Ok(InitializeResponse::new(PROTOCOL_VERSION))
    }

    async fn new_session(
        &self,
        _params: NewSessionRequest,
        _client: ClientPeer,
    ) -> acp::Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }

    async fn prompt(
        &self,
        params: PromptRequest,
        client: ClientPeer,
    ) -> acp::Result<PromptResponse> {
        let session = client.session(params.session_id.clone());
        let first = match params.prompt.first() {
            Some(ContentBlock::Text(t)) => t.text.clone(),
            _ => String::new(),
        };
        match first.as_str() {
            // Blocks on a client that never answers.
            "read" => {
                let file = client
                    .read_text_file(ReadTextFileRequest::new(params.session_id, "/x"))
                    .await?;
                session.say(file.content).await?;
            }
            // Ignores cancellation altogether.
            "sleep" => tokio::time::sleep(Duration::from_secs(60)).await,
            // Waits for the cancel.
            _ => session.cancelled().await,
        }
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

async fn in_session(config: Config) -> RawPeer {
    let mut raw = RawPeer::new(AgentHandler(Plain), config);
    let init = raw
        .call(1, "initialize", json!({"protocolVersion": 1}))
        .await;
    assert_eq!(init["result"]["protocolVersion"], 1, "{init}");
    let new = raw
        .call(2, "session/new", json!({"cwd": "/w", "mcpServers": []}))
        .await;
    assert_eq!(new["result"]["sessionId"], "s", "{new}");
    raw
}

fn prompt(text: &str) -> serde_json::Value {
    json!({"jsonrpc": "2.0", "id": 3, "method": "session/prompt",
           "params": {"sessionId": "s", "prompt": [{"type": "text", "text": text}]}})
}

#[tokio::test]
async fn a_cancel_ends_a_turn_blocked_on_an_unanswered_client_request() {
    let mut raw = in_session(Config::default()).await;
    raw.send_json(prompt("read")).await;
    let read = raw.recv().await;
    assert_eq!(read["method"], "fs/read_text_file", "{read}");
    // Never answered. The client cancels the turn instead.
    let cancelled_at = Instant::now();
    raw.send_json(
        json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s"}}),
    )
    .await;
    let mut lines = [raw.recv().await, raw.recv().await];
    let took = cancelled_at.elapsed();
    lines.sort_by_key(|l| l.get("id").is_some());
    let [cancel_request, answer] = &lines[..] else {
        unreachable!()
    };
    assert_eq!(
        cancel_request["method"], "$/cancel_request",
        "{cancel_request}"
    );
    assert_eq!(cancel_request["params"]["requestId"], read["id"]);
    assert_eq!(answer["id"], 3);
    assert_eq!(
        answer["result"],
        json!({"stopReason": "cancelled"}),
        "{answer}"
    );
    println!("answered `cancelled` {took:?} after the cancel");
    assert!(took < Duration::from_secs(5), "{took:?}");
    // A late answer to the cancelled read is ignored; the connection goes on.
    raw.send_json(json!({"jsonrpc": "2.0", "id": read["id"], "result": {"content": "late"}}))
        .await;
    let again = raw
        .call(4, "session/new", json!({"cwd": "/w", "mcpServers": []}))
        .await;
    assert_eq!(again["result"]["sessionId"], "s");
}

#[tokio::test]
async fn a_cancel_of_another_session_leaves_the_turn_alone() {
    let mut raw = in_session(Config::default()).await;
    raw.send_json(prompt("wait")).await;
    raw.send_json(
        json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "other"}}),
    )
    .await;
    raw.expect_quiet().await;
    raw.send_json(
        json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s"}}),
    )
    .await;
    let answer = raw.recv().await;
    // The handler returned `end_turn` after its cancel: its own answer stands.
    assert_eq!(
        answer["result"],
        json!({"stopReason": "end_turn"}),
        "{answer}"
    );
}

#[tokio::test]
async fn the_end_of_input_cancels_running_turns_and_ends_the_connection() {
    let mut raw = in_session(Config::default()).await;
    raw.send_json(prompt("read")).await;
    assert_eq!(raw.recv().await["method"], "fs/read_text_file");
    let closed_at = Instant::now();
    raw.close().await;
    // The turn ends at once: the blocked read fails with the connection.
    let answer = raw.recv().await;
    assert_eq!(
        answer["result"],
        json!({"stopReason": "cancelled"}),
        "{answer}"
    );
    raw.expect_end().await;
    let took = closed_at.elapsed();
    println!("the connection ended {took:?} after its input did");
    assert!(took < Duration::from_secs(5), "{took:?}");
}

#[tokio::test]
async fn a_handler_that_ignores_cancellation_is_dropped_after_the_drain_timeout() {
    let grace = Duration::from_millis(300);
    let mut raw = in_session(Config::default().drain_timeout(grace)).await;
    raw.send_json(prompt("sleep")).await;
    raw.expect_quiet().await;
    let closed_at = Instant::now();
    raw.close().await;
    raw.expect_end().await;
    let took = closed_at.elapsed();
    assert!(took >= grace, "ended before the grace: {took:?}");
    assert!(took < grace + Duration::from_secs(5), "{took:?}");
}
