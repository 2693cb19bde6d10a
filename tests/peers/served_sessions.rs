//! Sessions the SDK serves from an agent's session store
//! (`acp::session::served`), seen on the wire by a raw client: what a session
//! records, what `session/list`, `session/load`, `session/resume` and
//! `session/close` answer, in which order, across connections sharing one
//! store (an agent restarted on the same store), and what a failing store
//! does.

#![cfg(feature = "store")]

use std::sync::{Arc, Mutex};

use acp::session::served::{Reopened, Restored};
use acp::session::store::{
    AnyStore, ListQuery, MemoryStore, SessionMeta, SessionPage, Store, StoreError, Ticket,
    UpdatePage,
};
use acp::v1::*;
use acp::{acp_agent, Config, Result};
use serde_json::value::RawValue;
use serde_json::{json, Value};

use crate::support::raw_peer::RawPeer;

/// The sessions a restore hook was given: id, how, state.
type RestoredLog = Arc<Mutex<Vec<(String, Reopened, Option<Vec<u8>>)>>>;

/// An agent keeping its sessions in a store: `stream N` sends N chunks, the
/// first prompt of a session titles it; its restore hook notes each session
/// it is given.
struct Stored {
    store: AnyStore,
    restored: RestoredLog,
    /// What the restore hook answers.
    refuse_restore: bool,
}

impl Stored {
    fn new(store: &AnyStore) -> Stored {
        Stored {
            store: store.clone(),
            restored: Arc::default(),
            refuse_restore: false,
        }
    }
}

#[acp_agent(store = store)]
impl Stored {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(PROTOCOL_VERSION))
    }

    fn new_session(&self, req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new(format!("s-{}", req.cwd.len())))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let session = client.session(req.session_id.clone());
        let text = match req.prompt.first() {
            Some(ContentBlock::Text(t)) => t.text.clone(),
            _ => String::new(),
        };
        let info = SessionInfoUpdate::new().title(format!("about {text}"));
        session.send(SessionUpdate::SessionInfoUpdate(info)).await?;
        let n: usize = text
            .strip_prefix("stream ")
            .and_then(|n| n.parse().ok())
            .unwrap_or(1);
        for i in 0..n {
            session.say(format!("c{i} ")).await?;
        }
        self.store
            .save_state(req.session_id.as_str(), text.into_bytes())
            .await
            .map_err(acp::Error::internal_error)?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }

    #[acp(restore)]
    fn restore(&self, session: Restored) -> Result<()> {
        if self.refuse_restore {
            return Err(acp::Error::internal_error("the model is gone"));
        }
        let entry = (session.id().to_owned(), session.how, session.state.clone());
        self.restored.lock().unwrap().push(entry);
        Ok(())
    }
}

/// A connection to `agent`, initialized.
async fn connect(agent: Stored) -> RawPeer {
    let mut peer = RawPeer::new(AgentHandler(agent), Config::default());
    let answer = peer
        .call(0, "initialize", json!({"protocolVersion": 1}))
        .await;
    assert!(answer.get("result").is_some(), "{answer}");
    peer
}

/// `session/new` in `cwd`: the session id.
async fn new_session(peer: &mut RawPeer, id: u64, cwd: &str) -> String {
    let answer = peer
        .call(id, "session/new", json!({"cwd": cwd, "mcpServers": []}))
        .await;
    answer["result"]["sessionId"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_store_adds_the_methods_it_serves_to_the_capabilities() {
    let store = AnyStore::new(MemoryStore::new());
    let mut peer = RawPeer::new(AgentHandler(Stored::new(&store)), Config::default());
    let answer = peer
        .call(0, "initialize", json!({"protocolVersion": 1}))
        .await;
    let caps = &answer["result"]["agentCapabilities"];
    assert_eq!(caps["loadSession"], true, "{answer}");
    for served in ["list", "resume", "close"] {
        assert!(
            caps["sessionCapabilities"][served].is_object(),
            "{served}: {answer}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_loads_on_a_new_connection_with_exactly_what_its_client_received() {
    let store = AnyStore::new(MemoryStore::new());
    let mut first = connect(Stored::new(&store)).await;
    let session = new_session(&mut first, 1, "/work/a").await;
    let mut received = first.prompt(2, &session, "stream 50").await;
    received.extend(first.prompt(3, &session, "stream 3").await);
    assert_eq!(received.len(), 2 + 53);
    drop(first);

    // The agent restarted on the same store.
    let agent = Stored::new(&store);
    let restored = agent.restored.clone();
    let mut second = connect(agent).await;
    let params = json!({"sessionId": session, "cwd": "/work/a", "mcpServers": []});
    let (replayed, answer) = second.updates_then_answer(1, "session/load", params).await;
    assert!(answer.get("result").is_some(), "{answer}");
    assert_eq!(replayed, received, "the replay is what the client received");
    assert_eq!(
        *restored.lock().unwrap(),
        vec![(session.clone(), Reopened::Load, Some(b"stream 3".to_vec()))],
        "the agent restored the session, with its state, before the answer"
    );
    // The session goes on, recorded: a later load has the new turn too.
    received.extend(second.prompt(2, &session, "stream 2").await);
    let (replayed, _) = second
        .updates_then_answer(3, "session/load", params_of(&session))
        .await;
    assert_eq!(replayed, received);
}

fn params_of(session: &str) -> Value {
    json!({"sessionId": session, "cwd": "/work/a", "mcpServers": []})
}

#[tokio::test]
async fn v1_resume_replays_nothing_and_the_session_goes_on() {
    let store = AnyStore::new(MemoryStore::new());
    let mut first = connect(Stored::new(&store)).await;
    let session = new_session(&mut first, 1, "/work/a").await;
    let before = first.prompt(2, &session, "stream 4").await;
    let mut second = connect(Stored::new(&store)).await;
    let params = json!({"sessionId": session, "cwd": "/work/a"});
    let (replayed, answer) = second
        .updates_then_answer(1, "session/resume", params)
        .await;
    assert!(answer.get("result").is_some(), "{answer}");
    assert!(replayed.is_empty(), "resume replays nothing: {replayed:?}");
    let after = second.prompt(2, &session, "stream 1").await;
    let (all, _) = second
        .updates_then_answer(3, "session/load", params_of(&session))
        .await;
    assert_eq!(all, [before, after].concat());
}

#[tokio::test]
async fn the_list_says_each_session_with_its_title_and_cwd_newest_first() {
    let store = AnyStore::new(MemoryStore::new());
    let mut peer = connect(Stored::new(&store)).await;
    let a = new_session(&mut peer, 1, "/work/a").await;
    let bb = new_session(&mut peer, 2, "/work/bb").await;
    // Times are in milliseconds: the prompt's comes later than bb's.
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    peer.prompt(3, &a, "stream 1").await;
    let answer = peer.call(4, "session/list", json!({})).await;
    let sessions = answer["result"]["sessions"].as_array().unwrap().clone();
    let ids: Vec<&str> = sessions
        .iter()
        .map(|s| s["sessionId"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [a.as_str(), bb.as_str()],
        "newest activity first: {answer}"
    );
    assert_eq!(sessions[0]["title"], "about stream 1");
    assert_eq!(sessions[0]["cwd"], "/work/a");
    assert!(sessions[1].get("title").is_none(), "{answer}");
    assert!(
        sessions[0]["updatedAt"].as_str().unwrap().ends_with('Z'),
        "{answer}"
    );
    let answer = peer
        .call(5, "session/list", json!({"cwd": "/work/bb"}))
        .await;
    assert_eq!(answer["result"]["sessions"][0]["sessionId"], bb.as_str());
    assert_eq!(answer["result"]["sessions"].as_array().unwrap().len(), 1);
    let answer = peer
        .call(6, "session/list", json!({"cursor": "not ours"}))
        .await;
    assert_eq!(answer["error"]["code"], -32602, "{answer}");
}

#[tokio::test]
async fn the_list_pages_with_its_cursor() {
    let store = AnyStore::new(MemoryStore::new());
    for n in 0..(ListQuery::DEFAULT_LIMIT as u64 + 5) {
        let meta = SessionMeta::new(format!("old-{n:03}"), "/work", 1_000 + n);
        store.put(meta).await.unwrap();
    }
    let mut peer = connect(Stored::new(&store)).await;
    let first = peer.call(1, "session/list", json!({})).await;
    let page = first["result"]["sessions"].as_array().unwrap();
    assert_eq!(page.len(), ListQuery::DEFAULT_LIMIT);
    let cursor = first["result"]["nextCursor"].as_str().unwrap();
    let rest = peer
        .call(2, "session/list", json!({"cursor": cursor}))
        .await;
    let rest = rest["result"]["sessions"].as_array().unwrap();
    assert_eq!(rest.len(), 5);
    assert_eq!(rest[4]["sessionId"], "old-000");
}

#[tokio::test]
async fn unknown_sessions_are_minus_32002_with_their_id_and_a_foreign_cwd_is_refused() {
    let store = AnyStore::new(MemoryStore::new());
    let mut peer = connect(Stored::new(&store)).await;
    let session = new_session(&mut peer, 1, "/work/a").await;
    for (id, method, params) in [
        (2, "session/load", params_of("nobody")),
        (
            3,
            "session/resume",
            json!({"sessionId": "nobody", "cwd": "/work/a"}),
        ),
        (4, "session/close", json!({"sessionId": "nobody"})),
    ] {
        let answer = peer.call(id, method, params).await;
        assert_eq!(answer["error"]["code"], -32002, "{method}: {answer}");
        assert_eq!(
            answer["error"]["data"],
            json!({"sessionId": "nobody"}),
            "{method}"
        );
    }
    let elsewhere = json!({"sessionId": session, "cwd": "/elsewhere", "mcpServers": []});
    let answer = peer.call(5, "session/load", elsewhere).await;
    assert_eq!(answer["error"]["code"], -32602, "{answer}");
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap()
            .contains("/work/a"),
        "{answer}"
    );
}

#[tokio::test]
async fn a_restore_hook_that_fails_answers_the_load_and_replays_nothing() {
    let store = AnyStore::new(MemoryStore::new());
    let mut first = connect(Stored::new(&store)).await;
    let session = new_session(&mut first, 1, "/work/a").await;
    first.prompt(2, &session, "stream 2").await;
    let mut agent = Stored::new(&store);
    agent.refuse_restore = true;
    let mut second = connect(agent).await;
    let (replayed, answer) = second
        .updates_then_answer(1, "session/load", params_of(&session))
        .await;
    assert!(replayed.is_empty(), "{replayed:?}");
    assert_eq!(answer["error"]["code"], -32603, "{answer}");
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap()
            .contains("the model is gone"),
        "{answer}"
    );
}

#[tokio::test]
async fn a_closed_session_stays_listed_and_loadable() {
    let store = AnyStore::new(MemoryStore::new());
    let mut peer = connect(Stored::new(&store)).await;
    let session = new_session(&mut peer, 1, "/work/a").await;
    let received = peer.prompt(2, &session, "stream 2").await;
    let answer = peer
        .call(3, "session/close", json!({"sessionId": session}))
        .await;
    assert_eq!(answer["result"], json!({}), "{answer}");
    let answer = peer.call(4, "session/list", json!({})).await;
    assert_eq!(
        answer["result"]["sessions"][0]["sessionId"],
        session.as_str()
    );
    let (replayed, _) = peer
        .updates_then_answer(5, "session/load", params_of(&session))
        .await;
    assert_eq!(replayed, received);
}

/// An agent that loads sessions itself: the SDK leaves its `session/load`
/// alone, and records the session once the agent has answered.
struct OwnLoad {
    store: AnyStore,
}

#[acp_agent(store = store)]
impl OwnLoad {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(PROTOCOL_VERSION))
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("own"))
    }

    async fn load_session(
        &self,
        req: LoadSessionRequest,
        client: ClientPeer,
    ) -> Result<LoadSessionResponse> {
        let session = client.session(req.session_id);
        session.say("my own replay").await?;
        Ok(LoadSessionResponse::new())
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        client.session(req.session_id).say("new").await?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

#[tokio::test]
async fn an_agent_that_loads_sessions_itself_is_left_to_it() {
    let store = AnyStore::new(MemoryStore::new());
    store
        .put(SessionMeta::new("own", "/work/a", 1))
        .await
        .unwrap();
    let mut peer = RawPeer::new(
        AgentHandler(OwnLoad {
            store: store.clone(),
        }),
        Config::default(),
    );
    peer.call(0, "initialize", json!({"protocolVersion": 1}))
        .await;
    let (replayed, answer) = peer
        .updates_then_answer(1, "session/load", params_of("own"))
        .await;
    assert!(answer.get("result").is_some(), "{answer}");
    assert_eq!(replayed.len(), 1);
    assert_eq!(replayed[0]["update"]["content"]["text"], "my own replay");
    peer.prompt(2, "own", "hi").await;
    // What the agent replayed itself is not recorded again; the turn after is.
    let page = store.updates("own", 0, 10).await.unwrap();
    let texts: Vec<String> = page
        .updates
        .iter()
        .map(|u| {
            let v: Value = serde_json::from_str(u.update.get()).unwrap();
            v["update"]["content"]["text"].as_str().unwrap().to_owned()
        })
        .collect();
    assert_eq!(texts, ["new"]);
}

/// A store whose writes fail once `broken` is set.
#[derive(Clone)]
struct Breakable {
    inner: MemoryStore,
    broken: Arc<std::sync::atomic::AtomicBool>,
}

impl Breakable {
    fn check(&self) -> std::result::Result<(), StoreError> {
        match self.broken.load(std::sync::atomic::Ordering::SeqCst) {
            true => Err(StoreError::Failed {
                store: "breakable".into(),
                doing: "writing".into(),
                reason: "the disk is full".into(),
            }),
            false => Ok(()),
        }
    }
}

impl Store for Breakable {
    async fn put(&self, meta: SessionMeta) -> std::result::Result<(), StoreError> {
        self.check()?;
        self.inner.put(meta).await
    }
    async fn set_title(
        &self,
        session: &str,
        title: Option<String>,
        at: u64,
    ) -> std::result::Result<(), StoreError> {
        self.inner.set_title(session, title, at).await
    }
    async fn touch(&self, session: &str, at: u64) -> std::result::Result<(), StoreError> {
        self.inner.touch(session, at).await
    }
    fn append(
        &self,
        session: &str,
        update: Box<RawValue>,
    ) -> std::result::Result<Ticket, StoreError> {
        self.check()?;
        self.inner.append(session, update)
    }
    async fn durable(&self, ticket: Ticket) -> std::result::Result<u64, StoreError> {
        self.inner.durable(ticket).await
    }
    async fn flush(&self) -> std::result::Result<(), StoreError> {
        self.inner.flush().await
    }
    async fn updates(
        &self,
        session: &str,
        from: u64,
        limit: usize,
    ) -> std::result::Result<UpdatePage, StoreError> {
        self.inner.updates(session, from, limit).await
    }
    async fn list(&self, query: ListQuery) -> std::result::Result<SessionPage, StoreError> {
        self.inner.list(query).await
    }
    async fn meta(&self, session: &str) -> std::result::Result<Option<SessionMeta>, StoreError> {
        self.inner.meta(session).await
    }
    async fn save_state(
        &self,
        session: &str,
        state: Vec<u8>,
    ) -> std::result::Result<(), StoreError> {
        self.inner.save_state(session, state).await
    }
    async fn load_state(&self, session: &str) -> std::result::Result<Option<Vec<u8>>, StoreError> {
        self.inner.load_state(session).await
    }
    async fn close(&self, session: &str) -> std::result::Result<(), StoreError> {
        self.inner.close(session).await
    }
    async fn delete(&self, session: &str) -> std::result::Result<bool, StoreError> {
        self.inner.delete(session).await
    }
}

#[tokio::test]
async fn a_store_that_fails_fails_the_request_that_needed_it_and_sends_nothing_unrecorded() {
    let breakable = Breakable {
        inner: MemoryStore::new(),
        broken: Arc::default(),
    };
    let store = AnyStore::new(breakable.clone());
    let mut peer = connect(Stored::new(&store)).await;
    let session = new_session(&mut peer, 1, "/work/a").await;
    let received = peer.prompt(2, &session, "stream 2").await;
    breakable
        .broken
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let params = json!({"sessionId": session, "prompt": [{"type": "text", "text": "stream 2"}]});
    let (sent, answer) = peer.updates_then_answer(3, "session/prompt", params).await;
    assert!(sent.is_empty(), "nothing unrecorded went out: {sent:?}");
    assert_eq!(answer["error"]["code"], -32603, "{answer}");
    let message = answer["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("breakable") && message.contains("the disk is full"),
        "the error names the store and the cause: {answer}"
    );
    let answer = peer
        .call(
            4,
            "session/new",
            json!({"cwd": "/work/b", "mcpServers": []}),
        )
        .await;
    assert_eq!(answer["error"]["code"], -32603, "{answer}");
    // The agent keeps serving, and nothing recorded before is lost.
    breakable
        .broken
        .store(false, std::sync::atomic::Ordering::SeqCst);
    let (replayed, _) = peer
        .updates_then_answer(5, "session/load", params_of(&session))
        .await;
    assert_eq!(replayed, received);
}
