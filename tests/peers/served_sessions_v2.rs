//! v2's `session/resume` served from an agent's session store: with
//! `replayFrom: {"type": "start"}`, the session's recorded updates, then
//! `replay_complete` exactly once, then the session's current state, then the
//! answer; live updates of the session held while the replay is written, so
//! that the client sees each update once; any other cursor -32602.

#![cfg(all(feature = "store", feature = "v2"))]

use std::time::Duration;

use acp::session::store::{AnyStore, MemoryStore};
use acp::v2::*;
use acp::{acp_agent, Config, Result};
use serde_json::{json, Value};

use crate::support::raw_peer::RawPeer;

/// A v2 agent keeping its sessions in a store: a prompt `stream N` is a turn
/// of N chunks, each after a short pause.
struct Stored {
    store: AnyStore,
}

#[acp_agent(protocol = v2, store = store)]
impl Stored {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(
            req.protocol_version,
            Implementation::new("stored", "1"),
        ))
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }

    fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let n: usize = match req.prompt.first() {
            Some(ContentBlock::Text(t)) => {
                t.text.trim_start_matches("stream ").parse().unwrap_or(1)
            }
            _ => 1,
        };
        let session = client.session(req.session_id.clone());
        let (accepted, _turn) = session.accept(req, "u", move |session| async move {
            for i in 0..n {
                let chunk =
                    ContentChunk::new(MessageId::from("a"), TextContent::new(format!("c{i} ")));
                session
                    .send(SessionUpdate::AgentMessageChunk(chunk))
                    .await?;
                tokio::time::sleep(Duration::from_micros(200)).await;
            }
            Ok(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn))
        });
        Ok(accepted)
    }
}

async fn connect(store: &AnyStore) -> RawPeer {
    let agent = Stored {
        store: store.clone(),
    };
    let mut peer = RawPeer::new(AgentHandler(agent), Config::default());
    let init = json!({"protocolVersion": 2, "info": {"name": "raw", "version": "1"}});
    let answer = peer.call(0, "initialize", init).await;
    assert!(answer.get("result").is_some(), "{answer}");
    peer
}

/// Reads updates until `done` says so of one (included).
async fn updates_until(peer: &mut RawPeer, done: impl Fn(&Value) -> bool) -> Vec<Value> {
    let mut seen = vec![];
    loop {
        let line = peer.recv().await;
        assert_eq!(line["method"], "session/update", "{line}");
        let update = line["params"].clone();
        let stop = done(&update);
        seen.push(update);
        if stop {
            return seen;
        }
    }
}

fn idle(update: &Value) -> bool {
    update["update"]["state"] == "idle"
}

/// A whole turn of `stream n`: its updates, up to `idle`.
async fn turn(peer: &mut RawPeer, id: u64, n: usize) -> Vec<Value> {
    let params = json!({"sessionId": "s", "messageId": "u", "prompt": [{"type": "text", "text": format!("stream {n}")}]});
    peer.send_json(
        json!({"jsonrpc": "2.0", "id": id, "method": "session/prompt", "params": params}),
    )
    .await;
    let mut seen = vec![];
    loop {
        let line = peer.recv().await;
        if line.get("id") == Some(&json!(id)) {
            assert!(line.get("result").is_some(), "{line}");
            continue;
        }
        let update = line["params"].clone();
        let stop = idle(&update);
        seen.push(update);
        if stop {
            return seen;
        }
    }
}

/// `session/resume` with `replayFrom: start`: everything until its answer.
async fn resume(peer: &mut RawPeer, id: u64) -> (Vec<Value>, Value) {
    let params = json!({"sessionId": "s", "cwd": "/work", "replayFrom": {"type": "start"}});
    peer.send_json(
        json!({"jsonrpc": "2.0", "id": id, "method": "session/resume", "params": params}),
    )
    .await;
    let mut seen = vec![];
    loop {
        let line = peer.recv().await;
        if line.get("id") == Some(&json!(id)) {
            return (seen, line);
        }
        seen.push(line["params"].clone());
    }
}

fn is_replay_complete(update: &Value) -> bool {
    update["update"]["sessionUpdate"] == "replay_complete"
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_from_start_replays_then_says_replay_complete_once_then_the_state() {
    let store = AnyStore::new(MemoryStore::new());
    let mut first = connect(&store).await;
    first.call(1, "session/new", json!({"cwd": "/work"})).await;
    let received = turn(&mut first, 2, 20).await;
    drop(first);

    let mut second = connect(&store).await;
    let (seen, answer) = resume(&mut second, 1).await;
    assert!(answer.get("result").is_some(), "{answer}");
    let complete = seen
        .iter()
        .position(is_replay_complete)
        .expect("replay_complete");
    assert_eq!(seen.iter().filter(|u| is_replay_complete(u)).count(), 1);
    assert_eq!(seen[..complete], received[..], "the replay is the history");
    assert_eq!(
        seen[complete + 1..],
        [
            json!({"sessionId": "s", "update": {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}})
        ],
        "after the replay, the current state, then the answer"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resume_without_a_cursor_replays_nothing_and_a_foreign_cursor_is_refused() {
    let store = AnyStore::new(MemoryStore::new());
    let mut first = connect(&store).await;
    first.call(1, "session/new", json!({"cwd": "/work"})).await;
    turn(&mut first, 2, 3).await;
    let mut second = connect(&store).await;
    let answer = second
        .call(
            1,
            "session/resume",
            json!({"sessionId": "s", "cwd": "/work", "replayFrom": {"type": "_mine"}}),
        )
        .await;
    assert_eq!(answer["error"]["code"], -32602, "{answer}");
    let params = json!({"sessionId": "s", "cwd": "/work"});
    second
        .send_json(json!({"jsonrpc": "2.0", "id": 2, "method": "session/resume", "params": params}))
        .await;
    let state = second.recv().await;
    assert_eq!(
        state["params"]["update"]["sessionUpdate"], "state_update",
        "{state}"
    );
    let answer = second.recv().await;
    assert_eq!(
        answer["id"], 2,
        "only the state before the answer: {answer}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_updates_during_a_replay_come_after_it_and_each_once() {
    let store = AnyStore::new(MemoryStore::new());
    let mut peer = connect(&store).await;
    peer.call(1, "session/new", json!({"cwd": "/work"})).await;
    turn(&mut peer, 2, 200).await;
    // A turn streams while the client resumes its session on the same
    // connection.
    let params = json!({"sessionId": "s", "messageId": "u", "prompt": [{"type": "text", "text": "stream 400"}]});
    peer.send_json(
        json!({"jsonrpc": "2.0", "id": 3, "method": "session/prompt", "params": params}),
    )
    .await;
    let mut before = vec![];
    while before.len() < 20 {
        let line = peer.recv().await;
        if line.get("method").is_some() {
            before.push(line["params"].clone());
        }
    }
    let (during, answer) = resume(&mut peer, 4).await;
    assert!(answer.get("result").is_some(), "{answer}");
    let complete = during
        .iter()
        .position(is_replay_complete)
        .expect("replay_complete");
    let mut after: Vec<Value> = during[complete + 1..].to_vec();
    // The current state the SDK reports is news, not history.
    let state = after.pop().expect("the current state");
    let ended = after.iter().any(idle);
    let now = if ended { "idle" } else { "running" };
    assert_eq!(state["update"]["state"], now, "the current state: {state}");
    if !ended {
        after.extend(updates_until(&mut peer, idle).await);
    }
    // What the client saw of the turn after the replay, and what the replay
    // held, are the session's history once each.
    let (history, _) = resume(&mut peer, 5).await;
    let end = history.iter().position(is_replay_complete).unwrap();
    // Updates sent before the resume may still arrive after it (the schema's
    // `ReplayComplete` allows it); the replay starts with the history's first.
    let start = during[..complete]
        .iter()
        .position(|u| *u == history[0])
        .expect("the replay starts with the history's first update");
    let (early, replayed) = (&during[..start], &during[start..complete]);
    assert_eq!(
        [replayed, &after[..]].concat(),
        history[..end],
        "replayed + live after it = the whole history, no update twice"
    );
    let chunks = after
        .iter()
        .chain(replayed)
        .filter(|u| u["update"]["sessionUpdate"] == "agent_message_chunk")
        .count();
    assert_eq!(chunks, 200 + 400);
    assert!(
        before.iter().chain(early).all(|u| replayed.contains(u)),
        "what came live before the resume is in the replay"
    );
}
