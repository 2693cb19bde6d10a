//! The proxy side (`acp::v1_unstable::proxy`), with the test playing the
//! conductor on the wire: the handshake, messages both ways, envelopes, errors,
//! cancellation and bad envelopes.

use acp::v1_unstable::proxy::{Chain, Message, Origin, Proxy, ProxyHandler};
use acp::v1_unstable::{ContentBlock, PromptRequest, TextContent};
use acp::Config;
use serde_json::json;
use serde_json::value::RawValue;

use crate::support;
use support::conductor::{agent_answer, from_successor, initialize_params, prompt_forwarded};
use support::raw_peer::RawPeer;

async fn initialized() -> RawPeer {
    support::conductor::initialized(ProxyHandler(Reminder)).await
}

/// Appends a note to prompts from the client's side; forwards the rest.
struct Reminder;

impl Proxy for Reminder {
    type Protocol = acp::v1_unstable::Module;

    async fn request(&self, message: Message, chain: Chain) -> acp::Result<Box<RawValue>> {
        let prompt = match message.request::<PromptRequest>() {
            Some(prompt) if message.origin() == Origin::Client => prompt?,
            _ => return chain.forward(message).await,
        };
        let mut prompt = prompt;
        prompt
            .prompt
            .push(ContentBlock::from(TextContent::new("(reminder)")));
        chain.forward(message.with_params(&prompt)?).await
    }
}

#[tokio::test]
async fn the_handshake_goes_to_the_successor_and_comes_back_unchanged() {
    let mut conductor = RawPeer::new(ProxyHandler(Reminder), Config::default());

    let early = conductor
        .call(1, "session/new", json!({"cwd": "/", "mcpServers": []}))
        .await;
    assert_eq!(early["error"]["code"], -32600, "{early}");

    let plain = conductor.call(2, "initialize", initialize_params()).await;
    assert_eq!(plain["error"]["code"], -32600, "{plain}");
    let why = plain["error"]["message"].as_str().unwrap();
    assert!(why.contains("proxy/initialize"), "{why}");

    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": 3, "method": "proxy/initialize", "params": initialize_params()}))
        .await;
    let envelope = conductor.recv().await;
    assert_eq!(envelope["method"], "proxy/successor", "{envelope}");
    assert_eq!(
        envelope["params"],
        json!({"method": "initialize", "params": initialize_params()}),
        "the handshake goes on to the successor as `initialize`, params untouched"
    );
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": envelope["id"], "result": agent_answer()}))
        .await;
    let answer = conductor.recv().await;
    assert_eq!(
        answer,
        json!({"jsonrpc": "2.0", "id": 3, "result": agent_answer()})
    );

    // The gate is open now: a request goes through to the successor.
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": 4, "method": "session/new", "params": {"cwd": "/", "mcpServers": []}}))
        .await;
    let envelope = conductor.recv().await;
    assert_eq!(envelope["params"]["method"], "session/new", "{envelope}");
}

#[tokio::test]
async fn an_answer_in_a_version_the_proxy_does_not_implement_fails_the_handshake() {
    let mut conductor = RawPeer::new(ProxyHandler(Reminder), Config::default());
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": 1, "method": "proxy/initialize", "params": initialize_params()}))
        .await;
    let envelope = conductor.recv().await;
    let mut odd = agent_answer();
    odd["protocolVersion"] = json!(7);
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": envelope["id"], "result": odd}))
        .await;
    let answer = conductor.recv().await;
    let why = answer["error"]["message"].as_str().unwrap_or_default();
    assert!(why.contains("protocol version 7"), "{answer}");

    // Still not initialized.
    let early = conductor
        .call(2, "session/new", json!({"cwd": "/", "mcpServers": []}))
        .await;
    assert_eq!(early["error"]["code"], -32600, "{early}");
}

#[tokio::test]
async fn a_turn_passes_through_both_ways() {
    let mut conductor = initialized().await;
    let prompt = json!({
        "sessionId": "s-1",
        "prompt": [{"type": "text", "text": "echo hi"}],
        "_meta": {"trace": "t-2"}
    });
    let forwarded = prompt_forwarded(&mut conductor, 10, &prompt).await;
    let mut rewritten = prompt.clone();
    rewritten["prompt"]
        .as_array_mut()
        .unwrap()
        .push(json!({"type": "text", "text": "(reminder)"}));
    assert_eq!(forwarded["params"]["params"], rewritten);

    // The agent streams an update and asks the client for a file, both inside
    // envelopes from the conductor; the proxy passes them on unwrapped.
    let update = json!({
        "sessionId": "s-1",
        "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}},
        "_meta": {"seq": 1}
    });
    from_successor(&mut conductor, None, "session/update", update.clone()).await;
    let notification = conductor.recv().await;
    assert_eq!(
        notification,
        json!({"jsonrpc": "2.0", "method": "session/update", "params": update})
    );

    let read = json!({"sessionId": "s-1", "path": "/etc/hosts"});
    from_successor(&mut conductor, Some(50), "fs/read_text_file", read.clone()).await;
    let call = conductor.recv().await;
    assert_eq!(call["method"], "fs/read_text_file", "{call}");
    assert_eq!(call["params"], read);
    let content = json!({"content": "127.0.0.1 localhost\n", "_meta": {"cached": false}});
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": call["id"], "result": content}))
        .await;
    let answer = conductor.recv().await;
    assert_eq!(
        answer,
        json!({"jsonrpc": "2.0", "id": 50, "result": content})
    );

    let done = json!({"stopReason": "end_turn", "_meta": {"tokens": 3}});
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": forwarded["id"], "result": done}))
        .await;
    let answer = conductor.recv().await;
    assert_eq!(answer, json!({"jsonrpc": "2.0", "id": 10, "result": done}));
}

#[tokio::test]
async fn errors_and_extension_methods_pass_unchanged() {
    let mut conductor = initialized().await;
    conductor
        .send_json(
            json!({"jsonrpc": "2.0", "id": 20, "method": "_vendor/ping", "params": {"n": 1}}),
        )
        .await;
    let forwarded = conductor.recv().await;
    assert_eq!(
        forwarded["params"],
        json!({"method": "_vendor/ping", "params": {"n": 1}})
    );
    let error = json!({"code": -32042, "message": "far away", "data": {"why": "test"}});
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": forwarded["id"], "error": error}))
        .await;
    let answer = conductor.recv().await;
    assert_eq!(answer, json!({"jsonrpc": "2.0", "id": 20, "error": error}));

    // An extension notification from the client's side goes out in an envelope.
    conductor
        .send_json(json!({"jsonrpc": "2.0", "method": "_vendor/note", "params": {"x": true}}))
        .await;
    let envelope = conductor.recv().await;
    assert_eq!(
        envelope,
        json!({"jsonrpc": "2.0", "method": "proxy/successor", "params": {"method": "_vendor/note", "params": {"x": true}}})
    );
}

#[tokio::test]
async fn a_cancelled_request_cancels_its_forwarded_call() {
    let mut conductor = initialized().await;
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": 30, "method": "session/prompt", "params": {"sessionId": "s-1", "prompt": []}}))
        .await;
    let forwarded = conductor.recv().await;
    conductor
        .send_json(
            json!({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 30}}),
        )
        .await;
    let mut seen = [conductor.recv().await, conductor.recv().await];
    seen.sort_by_key(|m| m.get("id").is_some());
    assert_eq!(
        seen[0],
        json!({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": forwarded["id"]}}),
        "the forwarded call is cancelled in turn"
    );
    assert_eq!(seen[1]["id"], 30, "{}", seen[1]);
    assert_eq!(seen[1]["error"]["code"], -32800, "{}", seen[1]);
}

#[tokio::test]
async fn a_bad_envelope_is_refused_and_the_proxy_keeps_working() {
    let mut conductor = initialized().await;
    let bad = conductor
        .call(
            40,
            "proxy/successor",
            json!({"params": {"sessionId": "s-1"}}),
        )
        .await;
    assert_eq!(bad["error"]["code"], -32602, "{bad}");
    let why = bad["error"]["message"].as_str().unwrap();
    assert!(why.contains("method"), "{why}");

    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": 41, "method": "session/new", "params": {"cwd": "/", "mcpServers": []}}))
        .await;
    let envelope = conductor.recv().await;
    assert_eq!(envelope["params"]["method"], "session/new", "{envelope}");
}
