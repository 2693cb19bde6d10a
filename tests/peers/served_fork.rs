//! `session/fork` (the unstable schemas) served from an agent's session
//! store: a new session holding a copy of the source's history (each update
//! made the new session's) and saved state, restored by the agent's hook
//! before the answer; the source untouched; an unknown source -32002, a
//! cursor -32602, a fork the hook refuses not kept.

#![cfg(all(feature = "store", feature = "unstable"))]

use std::sync::{Arc, Mutex};

use acp::session::served::{Reopened, Restored};
use acp::session::store::{AnyStore, MemoryStore, Store};
use acp::v1_unstable::*;
use acp::{acp_agent, Config, Result};
use serde_json::{json, Value};

use crate::support::raw_peer::RawPeer;

/// What the restore hook was given: the session, how, the source, the state.
type RestoredLog = Arc<Mutex<Vec<(String, Reopened, Option<String>, Option<Vec<u8>>)>>>;

/// An agent keeping its sessions in a store (its prompt says the words back).
struct Forking {
    store: AnyStore,
    restored: RestoredLog,
    refuse_restore: bool,
}

impl Forking {
    fn new(store: &AnyStore) -> Forking {
        Forking {
            store: store.clone(),
            restored: Arc::default(),
            refuse_restore: false,
        }
    }
}

#[acp_agent(protocol = v1_unstable, store = store)]
impl Forking {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(PROTOCOL_VERSION))
    }

    fn new_session(&self, req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new(format!("s-{}", req.cwd)))
    }

    /// Says each word of the prompt back, one chunk each; saves the prompt
    /// as the session's state.
    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let words: Vec<String> = req
            .prompt
            .iter()
            .filter_map(|block| match block {
                ContentBlock::Text(t) => Some(t.text.clone()),
                _ => None,
            })
            .collect();
        let session = client.session(req.session_id.clone());
        for word in words.iter().flat_map(|w| w.split_whitespace()) {
            session.say(word.to_owned()).await?;
        }
        let state = words.join("\n").into_bytes();
        let id = req.session_id.as_str();
        self.store
            .save_state(id, state)
            .await
            .map_err(acp::Error::internal_error)?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }

    /// Notes what it is given; answers with the session's modes, as its
    /// `session/new` would (in a mode of its own: `restored`).
    #[acp(restore)]
    fn restore(&self, session: Restored) -> Result<NewSessionResponse> {
        if self.refuse_restore {
            return Err(acp::Error::internal_error("the model is gone"));
        }
        let entry = (
            session.id().to_owned(),
            session.how,
            session.forked_from.clone(),
            session.state.clone(),
        );
        self.restored.lock().unwrap().push(entry);
        let modes = vec![
            SessionMode::new("ask", "Ask"),
            SessionMode::new("restored", "Restored"),
        ];
        Ok(NewSessionResponse::new(session.id().to_owned())
            .modes(SessionModeState::new("restored", modes)))
    }
}

async fn connect(agent: Forking) -> (RawPeer, Value) {
    let mut peer = RawPeer::new(AgentHandler(agent), Config::default());
    let answer = peer
        .call(0, "initialize", json!({"protocolVersion": 1}))
        .await;
    assert!(answer.get("result").is_some(), "{answer}");
    (peer, answer)
}

/// A `session/load`: the updates replayed. Its answer carries what the
/// restore hook gave, the session's id aside (a load's answer has none).
async fn load(peer: &mut RawPeer, id: u64, session: &str, cwd: &str) -> Vec<Value> {
    let params = json!({"sessionId": session, "cwd": cwd, "mcpServers": []});
    let (updates, answer) = peer.updates_then_answer(id, "session/load", params).await;
    let result = &answer["result"];
    assert_eq!(result["modes"]["currentModeId"], "restored", "{answer}");
    assert!(result.get("sessionId").is_none(), "{answer}");
    updates
}

/// `updates` with their session id made `session`'s.
fn as_session(updates: &[Value], session: &str) -> Vec<Value> {
    updates
        .iter()
        .map(|u| {
            let mut u = u.clone();
            u["sessionId"] = json!(session);
            u
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fork_is_a_new_session_with_the_history_and_state_of_its_source() {
    let store = AnyStore::new(MemoryStore::new());
    let agent = Forking::new(&store);
    let restored = agent.restored.clone();
    let (mut peer, init) = connect(agent).await;
    let caps = &init["result"]["agentCapabilities"]["sessionCapabilities"];
    assert!(caps["fork"].is_object(), "fork is advertised: {init}");

    let (source, cwd) = ("s-/work/a", "/work/a");
    let answer = peer
        .call(1, "session/new", json!({"cwd": cwd, "mcpServers": []}))
        .await;
    assert_eq!(answer["result"]["sessionId"], source, "{answer}");
    let received = peer.prompt(2, source, "one two three four five").await;
    assert_eq!(received.len(), 5);

    let params = json!({"sessionId": source, "cwd": "/work/b", "mcpServers": []});
    let (during, answer) = peer.updates_then_answer(3, "session/fork", params).await;
    assert!(during.is_empty(), "a fork replays nothing: {during:?}");
    let fork = answer["result"]["sessionId"]
        .as_str()
        .unwrap_or_else(|| panic!("a fork answers its session: {answer}"))
        .to_owned();
    assert_ne!(fork, source);
    assert_eq!(
        answer["result"]["modes"]["currentModeId"], "restored",
        "the answer carries what the hook restored: {answer}"
    );
    assert_eq!(
        *restored.lock().unwrap(),
        vec![(
            fork.clone(),
            Reopened::Fork,
            Some(source.to_owned()),
            Some(b"one two three four five".to_vec())
        )],
        "the hook restored the fork with its source's state"
    );

    // The fork holds the source's history, as its own.
    let replayed = load(&mut peer, 4, &fork, "/work/b").await;
    assert_eq!(replayed, as_session(&received, &fork));

    // It goes on by itself; the source keeps only its own.
    let more = peer.prompt(5, &fork, "six seven").await;
    let replayed = load(&mut peer, 6, &fork, "/work/b").await;
    let mut expected = as_session(&received, &fork);
    expected.extend(more);
    assert_eq!(replayed, expected);
    assert_eq!(load(&mut peer, 7, source, cwd).await, received);

    // Both are listed, the fork with its own cwd.
    let list = peer.call(8, "session/list", json!({})).await;
    let sessions = list["result"]["sessions"].as_array().unwrap().clone();
    let of = |id: &str| sessions.iter().find(|s| s["sessionId"] == id).cloned();
    let listed = of(&fork).unwrap_or_else(|| panic!("the fork is listed: {list}"));
    assert_eq!(listed["cwd"], "/work/b");
    assert!(of(source).is_some(), "{list}");
}

#[tokio::test]
async fn a_fork_of_an_unknown_session_or_at_a_cursor_is_refused() {
    let store = AnyStore::new(MemoryStore::new());
    let (mut peer, _) = connect(Forking::new(&store)).await;
    let params = json!({"sessionId": "nope", "cwd": "/w", "mcpServers": []});
    let answer = peer.call(1, "session/fork", params).await;
    assert_eq!(answer["error"]["code"], -32002, "{answer}");
    assert_eq!(answer["error"]["data"]["sessionId"], "nope", "{answer}");

    peer.call(2, "session/new", json!({"cwd": "/w", "mcpServers": []}))
        .await;
    let params = json!({"sessionId": "s-/w", "cwd": "/w", "mcpServers": [], "cursorId": "c1"});
    let answer = peer.call(3, "session/fork", params).await;
    assert_eq!(answer["error"]["code"], -32602, "{answer}");
    let list = peer.call(4, "session/list", json!({})).await;
    assert_eq!(
        list["result"]["sessions"].as_array().unwrap().len(),
        1,
        "{list}"
    );
}

#[tokio::test]
async fn a_fork_the_agent_cannot_restore_is_not_kept() {
    let store = AnyStore::new(MemoryStore::new());
    let mut agent = Forking::new(&store);
    agent.refuse_restore = true;
    let (mut peer, _) = connect(agent).await;
    peer.call(1, "session/new", json!({"cwd": "/w", "mcpServers": []}))
        .await;
    peer.prompt(2, "s-/w", "hello").await;
    let params = json!({"sessionId": "s-/w", "cwd": "/w", "mcpServers": []});
    let answer = peer.call(3, "session/fork", params).await;
    assert_eq!(answer["error"]["code"], -32603, "{answer}");
    assert!(
        answer["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("the model is gone")),
        "{answer}"
    );
    let list = peer.call(4, "session/list", json!({})).await;
    let sessions = list["result"]["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), 1, "only the source: {list}");
}
