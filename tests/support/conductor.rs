//! The test as a conductor of a proxy chain, on the wire: starts a proxy of
//! ours with `proxy/initialize` and plays the successor's side of the handshake.
#![allow(dead_code)] // each test binary uses part of it

use acp::{Config, Handler};
use serde_json::{json, Value};

use super::raw_peer::RawPeer;

/// What the conductor sends in `proxy/initialize` (the client's `initialize`).
pub fn initialize_params() -> Value {
    json!({"protocolVersion": 1, "clientCapabilities": {"fs": {"readTextFile": true}}, "_meta": {"trace": "t-1"}})
}

/// The agent's answer to `initialize`, as the successor gives it.
pub fn agent_answer() -> Value {
    json!({
        "protocolVersion": 1,
        "agentCapabilities": {"loadSession": true, "mcpCapabilities": {"acp": true}},
        "authMethods": [],
        "agentInfo": {"name": "far-agent", "version": "9.9.9"},
        "_meta": {"from": "the agent"}
    })
}

/// Serves `proxy` and goes through the handshake: `proxy/initialize` in, the
/// proxy's `proxy/successor` envelope answered with [`agent_answer`].
pub async fn initialized(proxy: impl Handler) -> RawPeer {
    initialized_with(proxy, initialize_params(), agent_answer()).await
}

/// The handshake in v2: its `initialize` carries `info`.
pub async fn initialized_v2(proxy: impl Handler) -> RawPeer {
    let info = json!({"name": "test", "version": "1"});
    let request = json!({"protocolVersion": 2, "info": info});
    let answer = json!({"protocolVersion": 2, "info": info});
    initialized_with(proxy, request, answer).await
}

async fn initialized_with(proxy: impl Handler, request: Value, answer: Value) -> RawPeer {
    let mut conductor = RawPeer::new(proxy, Config::default());
    conductor
        .send_json(
            json!({"jsonrpc": "2.0", "id": 1, "method": "proxy/initialize", "params": request}),
        )
        .await;
    let envelope = conductor.recv().await;
    assert_eq!(envelope["method"], "proxy/successor", "{envelope}");
    conductor
        .send_json(json!({"jsonrpc": "2.0", "id": envelope["id"], "result": answer}))
        .await;
    let reply = conductor.recv().await;
    assert_eq!(reply, json!({"jsonrpc": "2.0", "id": 1, "result": answer}));
    conductor
}

/// Sends `message` from the successor: inside a `proxy/successor` envelope,
/// as a request when `id` is given.
pub async fn from_successor(conductor: &mut RawPeer, id: Option<u64>, method: &str, params: Value) {
    let mut line = json!({"jsonrpc": "2.0", "method": "proxy/successor", "params": {"method": method, "params": params}});
    if let Some(id) = id {
        line["id"] = json!(id);
    }
    conductor.send_json(line).await;
}

/// Sends `session/prompt` from the client's side and returns the
/// `proxy/successor` request the proxy sent on for it.
pub async fn prompt_forwarded(conductor: &mut RawPeer, id: u64, prompt: &Value) -> Value {
    conductor
        .send_json(
            json!({"jsonrpc": "2.0", "id": id, "method": "session/prompt", "params": prompt}),
        )
        .await;
    let forwarded = conductor.recv().await;
    assert_eq!(forwarded["method"], "proxy/successor", "{forwarded}");
    assert_eq!(
        forwarded["params"]["method"], "session/prompt",
        "{forwarded}"
    );
    forwarded
}
