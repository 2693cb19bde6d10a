//! The client's session API against a scripted agent that writes raw lines:
//! every race in which other SDKs lose updates (before the `session/new`
//! response, during a `session/load` replay, between turns, across interleaved
//! sessions), and a turn cancelled in the middle of its stream.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::v1::session::Session;
use acp::v1::*;
use acp::Config;
use serde_json::{json, Value};

use crate::support;
use support::raw_peer::RawPeer;

/// A client that records what reaches its own `session_update`.
#[derive(Default, Clone)]
struct Recorder(Arc<Mutex<Vec<String>>>);

impl Client for Recorder {
    async fn session_update(&self, params: SessionNotification, _agent: AgentPeer) {
        self.0.lock().unwrap().push(params.session_id.to_string());
    }
}

fn chunk(session: &str, text: &str) -> Value {
    json!({"jsonrpc": "2.0", "method": "session/update", "params": {
        "sessionId": session,
        "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}}
    }})
}

fn text_of(note: &SessionNotification) -> String {
    match &note.update {
        SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(t),
            ..
        }) => t.text.clone(),
        other => format!("{other:?}"),
    }
}

/// Our client with its handler, and the raw agent it talks to, past `initialize`.
async fn connected() -> (RawPeer, AgentPeer, Recorder) {
    let recorder = Recorder::default();
    let mut raw = RawPeer::new(ClientHandler(recorder.clone()), Config::default());
    let agent = AgentPeer(raw.conn.clone());
    let init = {
        let agent = agent.clone();
        tokio::spawn(async move { agent.initialize(InitializeRequest::new(1)).await })
    };
    let request = raw.recv().await;
    assert_eq!(request["method"], "initialize");
    raw.send_json(json!({"jsonrpc": "2.0", "id": request["id"], "result": {"protocolVersion": 1}}))
        .await;
    init.await.unwrap().unwrap();
    (raw, agent, recorder)
}

/// Answers the next request our side sends, which must be `method`, with `result`
/// after sending `before` (raw lines).
async fn answer(raw: &mut RawPeer, method: &str, before: &[Value], result: Value) -> Value {
    let request = raw.recv().await;
    assert_eq!(request["method"], method, "{request}");
    let mut lines: Vec<String> = before.iter().map(Value::to_string).collect();
    lines.push(json!({"jsonrpc": "2.0", "id": request["id"], "result": result}).to_string());
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    raw.send_all(&lines).await;
    request
}

#[tokio::test]
async fn updates_sent_before_the_session_new_response_reach_the_session() {
    let (mut raw, agent, recorder) = connected().await;
    let opening = tokio::spawn({
        let agent = agent.clone();
        async move { Session::new(&agent, NewSessionRequest::new("/w", vec![])).await }
    });
    let early = [
        chunk("s1", "one"),
        chunk("s1", "two"),
        json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "s1",
            "update": {"sessionUpdate": "available_commands_update",
                       "availableCommands": [{"name": "test", "description": "runs the tests"}]}}}),
    ];
    answer(&mut raw, "session/new", &early, json!({"sessionId": "s1"})).await;
    let mut session = opening.await.unwrap().unwrap();
    raw.send_json(chunk("s1", "three")).await;
    let mut seen = vec![];
    for _ in 0..4 {
        seen.push(text_of(&session.next_update().await.unwrap()));
    }
    assert_eq!(&seen[..2], ["one", "two"]);
    assert!(seen[2].contains("AvailableCommandsUpdate"), "{seen:?}");
    assert_eq!(seen[3], "three");
    let commands = session.state().available_commands.clone().unwrap();
    assert_eq!(commands[0].name, "test");
    assert!(
        recorder.0.lock().unwrap().is_empty(),
        "the handle owns its session's updates"
    );
}

#[tokio::test]
async fn a_session_load_replay_of_ten_thousand_updates_arrives_whole_and_in_order() {
    let (mut raw, agent, _) = connected().await;
    let loading = tokio::spawn({
        let agent = agent.clone();
        async move { Session::load(&agent, LoadSessionRequest::new(vec![], "/w", "old")).await }
    });
    let mut replay: Vec<Value> = (0..10_000).map(|i| chunk("old", &i.to_string())).collect();
    replay.push(
        json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "old",
        "update": {"sessionUpdate": "session_info_update", "title": "Fix the build"}}}),
    );
    let modes = json!({"currentModeId": "ask", "availableModes": [
        {"id": "ask", "name": "Ask"}, {"id": "code", "name": "Code"}]});
    answer(&mut raw, "session/load", &replay, json!({"modes": modes})).await;
    let mut session = loading.await.unwrap().unwrap();
    for i in 0..10_000 {
        let note = session.next_update().await.unwrap();
        assert_eq!(text_of(&note), i.to_string());
    }
    session.next_update().await.unwrap();
    assert_eq!(session.dropped_updates(), 0);
    let state = session.state();
    assert_eq!(state.title.as_deref(), Some("Fix the build"));
    assert_eq!(
        state.modes.as_ref().unwrap().current_mode_id,
        SessionModeId::from("ask")
    );
}

#[tokio::test]
async fn updates_between_turns_and_after_a_turn_are_delivered() {
    let (mut raw, agent, recorder) = connected().await;
    let opening = tokio::spawn({
        let agent = agent.clone();
        async move { Session::new(&agent, NewSessionRequest::new("/w", vec![])).await }
    });
    answer(&mut raw, "session/new", &[], json!({"sessionId": "s"})).await;
    let mut session = opening.await.unwrap().unwrap();

    let turn = tokio::spawn(async move {
        let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new("hi"))]);
        let mut texts = vec![];
        while let Some(note) = turn.next().await {
            texts.push(text_of(&note));
        }
        let response = turn.finish().await.unwrap();
        (session, texts, response)
    });
    let turn_updates = [chunk("s", "a"), chunk("s", "b")];
    answer(
        &mut raw,
        "session/prompt",
        &turn_updates,
        json!({"stopReason": "end_turn"}),
    )
    .await;
    let (mut session, texts, response) = turn.await.unwrap();
    assert_eq!(texts, ["a", "b"]);
    assert_eq!(response.stop_reason, StopReason::EndTurn);

    // Between turns: usage and a late chunk.
    raw.send_json(
        json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "s",
        "update": {"sessionUpdate": "usage_update", "used": 10, "size": 100}}}),
    )
    .await;
    raw.send_json(chunk("s", "late")).await;
    // An update for a session without a handle goes to the client's handler.
    raw.send_json(chunk("other", "x")).await;
    session.next_update().await.unwrap();
    assert_eq!(text_of(&session.next_update().await.unwrap()), "late");
    assert_eq!(session.state().usage.as_ref().unwrap().used, 10);
    tokio::time::timeout(Duration::from_secs(10), async {
        while recorder.0.lock().unwrap().is_empty() {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .unwrap();
    assert_eq!(*recorder.0.lock().unwrap(), ["other"]);
}

#[tokio::test]
async fn fifty_interleaved_sessions_each_get_their_own_updates_in_order() {
    const SESSIONS: usize = 50;
    const UPDATES: usize = 40;
    let (mut raw, agent, recorder) = connected().await;
    let mut opening = vec![];
    for _ in 0..SESSIONS {
        let agent = agent.clone();
        opening.push(tokio::spawn(async move {
            Session::new(&agent, NewSessionRequest::new("/w", vec![])).await
        }));
    }
    // Every session/new is answered after updates for all sessions are sent.
    let mut ids = vec![];
    for _ in 0..SESSIONS {
        ids.push(raw.recv().await["id"].clone());
    }
    let early: Vec<String> = (0..SESSIONS)
        .map(|s| chunk(&format!("s{s}"), "early").to_string())
        .collect();
    let answers: Vec<String> = ids
        .iter()
        .enumerate()
        .map(|(s, id)| {
            json!({"jsonrpc": "2.0", "id": id, "result": {"sessionId": format!("s{s}")}})
                .to_string()
        })
        .collect();
    let lines: Vec<&str> = early.iter().chain(&answers).map(String::as_str).collect();
    raw.send_all(&lines).await;
    let mut turns = vec![];
    for opening in opening {
        let mut session = opening.await.unwrap().unwrap();
        turns.push(tokio::spawn(async move {
            let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new("go"))]);
            let mut texts = vec![];
            while let Some(note) = turn.next().await {
                texts.push(text_of(&note));
            }
            turn.finish().await.unwrap();
            (session.id().to_string(), texts)
        }));
    }
    let mut prompts = vec![];
    for _ in 0..SESSIONS {
        let request = raw.recv().await;
        assert_eq!(request["method"], "session/prompt");
        prompts.push((
            request["params"]["sessionId"].as_str().unwrap().to_owned(),
            request["id"].clone(),
        ));
    }
    let mut lines = vec![];
    for i in 0..UPDATES {
        for (session, _) in &prompts {
            lines.push(chunk(session, &format!("{session}:{i}")).to_string());
        }
    }
    for (_, id) in &prompts {
        lines.push(
            json!({"jsonrpc": "2.0", "id": id, "result": {"stopReason": "end_turn"}}).to_string(),
        );
    }
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    raw.send_all(&lines).await;
    for turn in turns {
        let (session, texts) = turn.await.unwrap();
        let mut expected = vec!["early".to_owned()];
        expected.extend((0..UPDATES).map(|i| format!("{session}:{i}")));
        assert_eq!(texts, expected, "session {session}");
    }
    assert!(recorder.0.lock().unwrap().is_empty());
}

/// An agent that streams chunks until its turn is cancelled.
struct Streamer;

impl Agent for Streamer {
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
        Ok(NewSessionResponse::new("stream"))
    }

    async fn prompt(
        &self,
        params: PromptRequest,
        client: ClientPeer,
    ) -> acp::Result<PromptResponse> {
        let session = client.session(params.session_id);
        session
            .run(async {
                for i in 0.. {
                    session.say(format!("{i}")).await?;
                    tokio::task::yield_now().await;
                }
                unreachable!()
            })
            .await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_cancelled_mid_stream_ends_cancelled() {
    let ((_agent, _), (client, _)) = acp::transport::memory_pair(
        AgentHandler(Streamer),
        ClientHandler(Recorder::default()),
        Config::default(),
    );
    let agent = AgentPeer(client);
    agent.initialize(InitializeRequest::new(1)).await.unwrap();
    let mut session = Session::new(&agent, NewSessionRequest::new("/w", vec![]))
        .await
        .unwrap();
    let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new("go"))]);
    for i in 0..100 {
        assert_eq!(text_of(&turn.next().await.unwrap()), i.to_string());
    }
    let cancelled_at = Instant::now();
    turn.cancel().await.unwrap();
    let mut after = 0;
    while turn.next().await.is_some() {
        after += 1;
    }
    let ended = cancelled_at.elapsed();
    let response = turn.finish().await.unwrap();
    assert_eq!(response.stop_reason, StopReason::Cancelled);
    println!("cancel mid-stream: {after} updates arrived after the cancel; the turn ended {ended:?} after it");
}

#[tokio::test]
async fn an_unread_session_holds_at_most_its_buffer_and_counts_the_rest() {
    let (mut raw, agent, _) = connected().await;
    let loading = tokio::spawn({
        let agent = agent.clone();
        async move {
            acp::v1::session::Opener::default()
                .buffer(10)
                .load(&agent, LoadSessionRequest::new(vec![], "/w", "old"))
                .await
        }
    });
    let replay: Vec<Value> = (0..100).map(|i| chunk("old", &i.to_string())).collect();
    answer(&mut raw, "session/load", &replay, json!({})).await;
    let mut session = loading.await.unwrap().unwrap();
    assert_eq!(session.dropped_updates(), 90);
    for i in 0..10 {
        assert_eq!(
            text_of(&session.next_update().await.unwrap()),
            i.to_string()
        );
    }
    // Read again, it has room again.
    raw.send_json(chunk("old", "fresh")).await;
    assert_eq!(text_of(&session.next_update().await.unwrap()), "fresh");
}

/// A turn that ended, read to its end with `finish`, is not cancelled when it
/// is dropped: no `session/cancel` follows its response.
#[tokio::test]
async fn a_finished_turn_sends_no_cancel() {
    let (mut raw, agent, _recorder) = connected().await;
    let opening = tokio::spawn({
        let agent = agent.clone();
        async move { Session::new(&agent, NewSessionRequest::new("/w", vec![])).await }
    });
    answer(&mut raw, "session/new", &[], json!({"sessionId": "s"})).await;
    let mut session = opening.await.unwrap().unwrap();
    let finished = tokio::spawn(async move {
        let turn = session.prompt(vec![ContentBlock::from(TextContent::new("hi"))]);
        let end = turn.finish().await.unwrap();
        (end.stop_reason, session)
    });
    answer(
        &mut raw,
        "session/prompt",
        &[chunk("s", "a")],
        json!({"stopReason": "end_turn"}),
    )
    .await;
    let (stop, _session) = finished.await.unwrap();
    assert_eq!(stop, StopReason::EndTurn);
    raw.expect_quiet().await;
}
