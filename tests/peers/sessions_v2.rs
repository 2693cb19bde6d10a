//! v2's session API (`acp::v2::session`) against the test agent, whose v2
//! turns run under `AgentSession::accept`: a turn's updates arrive as the agent
//! sends them, with no further message from the client, and the turn ends at
//! `idle`; cancel ends it `cancelled` promptly; `requires_action` is visible;
//! an abandoned turn's end is not taken for the next turn's. Over stdio and
//! over WebSocket. Run these with `--release` too: they are about timing.
#![cfg(feature = "v2")]

use std::time::{Duration, Instant};

use acp::session::TurnState;
use acp::transport::{ChildProcess, ProcessSpec, Stderr};
use acp::v2::session::{Opener, Session, SessionState, StatePart, Turn};
use acp::v2::*;

use crate::support;
use support::agents::v2::{describe, Editor};

/// How long any one update may take: the turns here stream at once.
const PROMPTLY: Duration = Duration::from_secs(5);

/// The test agent over stdio, initialized in v2.
async fn stdio_agent() -> (AgentPeer, ChildProcess) {
    let process = ProcessSpec::new(support::paths::test_agent())
        .stderr(Stderr::Inherit)
        .spawn(ClientHandler(Editor::default()))
        .expect("the test agent starts");
    let agent = AgentPeer(process.connection().clone());
    initialize(&agent).await;
    (agent, process)
}

async fn initialize(agent: &AgentPeer) {
    let init = InitializeRequest::new(2, Implementation::new("sessions_v2", "1"));
    let init = agent.initialize(init).await.expect("initialize");
    assert_eq!(init.protocol_version, PROTOCOL_VERSION);
}

fn text(text: &str) -> Vec<ContentBlock> {
    vec![ContentBlock::from(TextContent::new(text))]
}

/// The message id of a described chunk (`chunk <message id> <text>`).
fn message_of(chunk: &str) -> &str {
    assert!(chunk.starts_with("chunk "), "not a chunk: {chunk}");
    chunk.split(' ').nth(1).unwrap_or_default()
}

/// The turn's updates to its end, each within [`PROMPTLY`].
async fn read_turn(turn: &mut Turn<'_>) -> Vec<String> {
    let mut seen = vec![];
    loop {
        let next = tokio::time::timeout(PROMPTLY, turn.next()).await;
        match next.unwrap_or_else(|_| panic!("the turn stalled after {seen:?}")) {
            Some(note) => seen.push(describe(&note.update)),
            None => return seen,
        }
    }
}

/// A turn's updates come as the agent sends them, and the turn ends at its
/// `idle`, whose end `finish` returns; the next turn does the same.
async fn streams_then_idle(agent: &AgentPeer) {
    let mut session = Session::new(agent, NewSessionRequest::new("/tmp"))
        .await
        .expect("session/new");
    for round in 1..=2 {
        let mut turn = session.prompt(text("stream 3"));
        let seen = read_turn(&mut turn).await;
        let user = turn.answer().expect("accepted").message_id.to_string();
        let reply = message_of(&seen[2]);
        assert_eq!(
            seen,
            [
                format!("user {user}"),
                "running".into(),
                format!("chunk {reply} c0 "),
                format!("chunk {reply} c1 "),
                format!("chunk {reply} c2 "),
                "idle EndTurn".into(),
            ],
            "round {round}"
        );
        let end = turn.finish().await.expect("the turn's end");
        assert_eq!(end.kind, IdleStateUpdateKind::EndTurn);
        assert!(matches!(
            session.turn_state(),
            Some(TurnState::Idle(end)) if end.kind == IdleStateUpdateKind::EndTurn
        ));
        // The session's state keeps each message by id, its chunks appended.
        let state = session.state();
        let text_of = |content: &Option<Vec<ContentBlock>>| -> String {
            let blocks = content.iter().flatten();
            blocks
                .map(|b| match b {
                    ContentBlock::Text(t) => t.text.as_str(),
                    _ => "?",
                })
                .collect()
        };
        let prompt = state.user_messages.get(&user).expect("the prompt kept");
        assert_eq!(text_of(&prompt.content), "stream 3");
        assert_eq!(state.user_messages.len(), round);
        let (_, answer) = state.agent_messages.iter().next_back().expect("an answer");
        assert_eq!(text_of(&answer.content), "c0 c1 c2 ", "round {round}");
    }
}

/// `session/cancel` ends a waiting turn with `idle` `cancelled` within a second.
async fn cancel_ends_it_promptly(agent: &AgentPeer) {
    let mut session = Session::new(agent, NewSessionRequest::new("/tmp"))
        .await
        .expect("session/new");
    let mut turn = session.prompt(text("wait 60000"));
    loop {
        let note = tokio::time::timeout(PROMPTLY, turn.next()).await;
        let note = note.expect("updates").expect("the turn runs");
        if describe(&note.update) == "running" {
            break;
        }
    }
    let asked = Instant::now();
    turn.cancel().await.expect("session/cancel");
    let end = tokio::time::timeout(PROMPTLY, turn.finish())
        .await
        .expect("the turn ends")
        .expect("its end");
    assert_eq!(end.kind, IdleStateUpdateKind::Cancelled);
    let took = asked.elapsed();
    assert!(took < Duration::from_secs(1), "cancelled after {took:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn over_stdio_a_turn_streams_and_ends_at_idle() {
    let (agent, _process) = stdio_agent().await;
    streams_then_idle(&agent).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn over_stdio_cancel_ends_the_turn_cancelled() {
    let (agent, _process) = stdio_agent().await;
    cancel_ends_it_promptly(&agent).await;
}

/// A turn blocked on the user reports `requires_action`, then `running` again
/// once the client answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requires_action_is_visible() {
    let (agent, _process) = stdio_agent().await;
    let mut session = Session::new(&agent, NewSessionRequest::new("/tmp"))
        .await
        .unwrap();
    let mut turn = session.prompt(text("permission"));
    let seen = read_turn(&mut turn).await;
    let reply = message_of(&seen[4]);
    assert_eq!(
        seen[1..],
        [
            "running",
            "requires_action",
            "running",
            &format!("chunk {reply} selected:allow-once"),
            "idle EndTurn"
        ]
    );
}

/// A turn dropped before its end is cancelled; its `idle` arrives later and
/// is not taken for the end of the next turn, which runs to its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abandoned_turn_does_not_end_the_next() {
    let (agent, _process) = stdio_agent().await;
    let mut session = Session::new(&agent, NewSessionRequest::new("/tmp"))
        .await
        .unwrap();
    let mut abandoned = session.prompt(text("wait 60000"));
    while abandoned.next().await.map(|n| describe(&n.update)) != Some("running".into()) {}
    drop(abandoned);
    let mut turn = session.prompt(text("stream 1"));
    let seen = read_turn(&mut turn).await;
    assert!(seen.contains(&"idle Cancelled".to_owned()), "{seen:?}");
    assert_eq!(seen.last().map(String::as_str), Some("idle EndTurn"));
    assert!(
        seen.iter()
            .any(|l| l.starts_with("chunk ") && l.ends_with(" c0 ")),
        "{seen:?}"
    );
}

/// A prompt the agent refuses ends its turn with the agent's error; no `idle`
/// is waited for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_prompt_ends_its_turn_with_the_error() {
    let (agent, _process) = stdio_agent().await;
    let mut session = Session::new(&agent, NewSessionRequest::new("/tmp"))
        .await
        .unwrap();
    agent
        .close_session(CloseSessionRequest::new(session.id().clone()))
        .await
        .unwrap();
    let turn = session.prompt(text("stream 1"));
    let ended = tokio::time::timeout(PROMPTLY, turn.finish())
        .await
        .expect("the turn ends");
    let error = ended.expect_err("the agent refuses a closed session");
    assert_eq!(
        error.peer_error().map(|e| e.code),
        Some(acp::ErrorCode::INVALID_PARAMS)
    );
}

/// A session opened with limits keeps at most that many entries, the oldest
/// dropped and counted, while each update says which entry it changed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_with_limits_keeps_the_newest_entries() {
    let (agent, _process) = stdio_agent().await;
    let keep = acp::session::Keep::default().entries(3);
    let mut session = Opener::default()
        .keep(keep)
        .create(&agent, NewSessionRequest::new("/tmp"))
        .await
        .unwrap();
    let mut answers = vec![];
    for round in 0..3 {
        let mut turn = session.prompt(text(&format!("stream {}", 2 + round)));
        while let Some(note) = turn.next().await {
            for part in SessionState::changed_by(&note.update) {
                if let StatePart::AgentMessage(id) = part {
                    if answers.last() != Some(&id.to_owned()) {
                        answers.push(id.to_owned());
                    }
                }
            }
        }
    }
    let state = session.state();
    // Three prompts and three answers: the first prompt and answer and the
    // second prompt were dropped.
    let kept = state.user_messages.len() + state.agent_messages.len();
    assert_eq!(kept, 3);
    assert_eq!(
        state.user_messages.dropped() + state.agent_messages.dropped(),
        3
    );
    assert_eq!(
        state.agent_messages.ids().collect::<Vec<_>>(),
        answers[1..],
        "the two last answers"
    );
    let last = state.agent_messages.get(&answers[2]).unwrap();
    let content = last.content.as_deref().unwrap();
    assert!(
        matches!(content, [ContentBlock::Text(t)] if t.text == "c0 c1 c2 c3 "),
        "its chunks joined: {content:?}"
    );
}

/// The same turns with the test agent served over WebSocket.
#[cfg(feature = "ws")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn over_websocket_turns_stream_and_cancel() {
    use tokio::io::AsyncBufReadExt;
    let mut server = tokio::process::Command::new(support::paths::test_agent())
        .args(["--listen", "127.0.0.1:0"])
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the test agent starts");
    let mut lines = tokio::io::BufReader::new(server.stdout.take().unwrap()).lines();
    let url = loop {
        let line = tokio::time::timeout(PROMPTLY, lines.next_line())
            .await
            .expect("the agent says where it listens")
            .unwrap()
            .expect("a line");
        if let Some(url) = line.strip_prefix("test agent: listening on ws://") {
            break format!("ws://{url}");
        }
    };
    let config = acp::transport::remote::ClientConfig::default();
    let (connection, _done) =
        acp::transport::remote::connect(&url, ClientHandler(Editor::default()), config)
            .await
            .expect("connect");
    let agent = AgentPeer(connection);
    initialize(&agent).await;
    streams_then_idle(&agent).await;
    cancel_ends_it_promptly(&agent).await;
}
