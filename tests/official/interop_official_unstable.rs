//! Wire-level interop on an unstable v1 method, `session/fork`, with the official
//! Rust SDK, `agent-client-protocol` 5.2.0 (its `unstable_session_fork` feature),
//! both directions, over in-memory pipes.
//!
//! The script, the same both ways: initialize (the agent advertises
//! `sessionCapabilities.fork`), session/new (`s-1`), session/fork of `s-1` with
//! `_meta` (answered with the fork `s-1-fork` and `_meta` saying where it came
//! from), and session/fork of an unknown session (-32602).
//!
//! (A) the official client drives an agent written with
//! `#[acp_agent(protocol = v1_unstable)]` implementing `fork_session`; (B)
//! `acp::v1_unstable::AgentPeer::fork_session` drives an agent written with the
//! official SDK that implements fork. Each test checks the fork's messages on the
//! wire, as the relay of `support::official_relay` recorded them.
#![cfg(feature = "unstable")]

use acp::acp_agent;
use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v1::schema as theirs;
use serde_json::{json, Value};

use crate::support;
use support::agents::v1_unstable::Listener;
use support::official_peers::{object, their_start_session, to_json};
use support::official_relay::*;
use support::scenario::error_code;
use support::transcript::Transcript;

/// What the client sends as session/fork's `_meta`.
fn fork_tag() -> Value {
    json!({"forkTag": "f-1"})
}

/// What a fork of `session` answers with as its `_meta`.
fn forked_from(session: &str) -> Value {
    json!({"forkedFrom": session})
}

/// What the script saw: initialize's answer, the session, the fork's answer, and
/// the error code of the fork of an unknown session (all as JSON).
struct Run {
    init: Value,
    session: String,
    fork: Value,
    unknown: i64,
}

/// What both directions check of a run and its wire.
fn check_run(run: &Run, wire: &Transcript, to_agent: &str) {
    assert_eq!(run.init["protocolVersion"], 1, "{}", wire.dump());
    assert_eq!(
        run.init["agentCapabilities"]["sessionCapabilities"]["fork"],
        json!({}),
        "{}",
        wire.dump()
    );
    assert_eq!(run.session, "s-1");
    assert_eq!(
        run.fork,
        json!({"sessionId": "s-1-fork", "_meta": forked_from("s-1")})
    );
    assert_eq!(run.unknown, -32602);
    assert_eq!(
        wire.methods(to_agent),
        ["initialize", "session/new", "session/fork", "session/fork"]
    );
    let (fork, reply) = wire.call(to_agent, "session/fork", 0);
    assert_eq!(
        fork["params"],
        json!({"sessionId": "s-1", "cwd": "/work/fork", "_meta": fork_tag()}),
        "{}",
        wire.dump()
    );
    assert_eq!(reply["result"], run.fork);
    let (unknown, reply) = wire.call(to_agent, "session/fork", 1);
    assert_eq!(unknown["params"]["sessionId"], "nope");
    assert_eq!(reply["error"]["code"], -32602);
    wire.check(&[(to_agent, unknown["id"].clone())]);
}

// ---------------------------------------------------------------------------
// (A) The official client forks a session of an agent written with the macro.

struct Forker;

#[acp_agent(protocol = v1_unstable)]
impl Forker {
    fn initialize(
        &self,
        req: acp::v1_unstable::InitializeRequest,
    ) -> acp::Result<acp::v1_unstable::InitializeResponse> {
        Ok(acp::v1_unstable::InitializeResponse::new(
            req.protocol_version,
        ))
    }

    fn new_session(
        &self,
        _req: acp::v1_unstable::NewSessionRequest,
    ) -> acp::Result<acp::v1_unstable::NewSessionResponse> {
        Ok(acp::v1_unstable::NewSessionResponse::new("s-1"))
    }

    fn prompt(
        &self,
        _req: acp::v1_unstable::PromptRequest,
    ) -> acp::Result<acp::v1_unstable::PromptResponse> {
        Ok(acp::v1_unstable::PromptResponse::new(
            acp::v1_unstable::StopReason::EndTurn,
        ))
    }

    fn fork_session(
        &self,
        req: acp::v1_unstable::ForkSessionRequest,
    ) -> acp::Result<acp::v1_unstable::ForkSessionResponse> {
        if req.session_id.as_str() != "s-1" {
            return Err(acp::Error::invalid_params(format!(
                "unknown session `{}`",
                req.session_id
            )));
        }
        assert_eq!(req.meta.map(Value::Object), Some(fork_tag()));
        let fork = acp::v1_unstable::ForkSessionResponse::new(format!("{}-fork", req.session_id));
        Ok(fork.meta(object(forked_from(req.session_id.as_str()))))
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_official_client_forks_a_session_of_our_agent() {
    let client = async |end| {
        let client = official::Client.v1().name("official-client");
        client
            .connect_with(
                end,
                async |cx: official::v1::ConnectionTo<official::Agent>| {
                    let v1 = theirs::InitializeRequest::new(ProtocolVersion::V1);
                    let (init, session) = their_start_session(&cx, v1).await?;
                    let fork =
                        theirs::ForkSessionRequest::new(session.session_id.clone(), "/work/fork")
                            .meta(object(fork_tag()));
                    let fork = cx.send_request(fork).block_task().await?;
                    let unknown = theirs::ForkSessionRequest::new("nope", "/work/fork");
                    let unknown = cx.send_request(unknown).block_task().await;
                    let unknown = unknown.expect_err("an unknown session does not fork");
                    Ok(Run {
                        init: to_json(&init),
                        session: session.session_id.to_string(),
                        fork: to_json(&fork),
                        unknown: i64::from(i32::from(unknown.code)),
                    })
                },
            )
            .await
    };
    let agent = acp::v1_unstable::AgentHandler(Forker);
    let (run, wire) = run_official_client(agent, "official client -> acp fork", client).await;
    check_run(&run, &wire, TO_ACP);
}

// ---------------------------------------------------------------------------
// (B) Our client forks a session of an agent written with the official SDK.

type ToClient = official::v1::ConnectionTo<official::Client>;

/// An agent written with the official SDK that forks `s-1`, over `transport`.
async fn official_forker(transport: OfficialEnd) -> Result<(), official::Error> {
    official::Agent
        .v1()
        .name("official-agent")
        .on_receive_request(
            async |req: theirs::InitializeRequest,
                   responder: official::v1::Responder<theirs::InitializeResponse>,
                   _cx: ToClient| {
                let fork =
                    theirs::SessionCapabilities::new().fork(theirs::SessionForkCapabilities::new());
                let caps = theirs::AgentCapabilities::new().session_capabilities(fork);
                responder.respond(
                    theirs::InitializeResponse::new(req.protocol_version).agent_capabilities(caps),
                )
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            async |_req: theirs::NewSessionRequest,
                   responder: official::v1::Responder<theirs::NewSessionResponse>,
                   _cx: ToClient| {
                responder.respond(theirs::NewSessionResponse::new("s-1"))
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            async |req: theirs::ForkSessionRequest,
                   responder: official::v1::Responder<theirs::ForkSessionResponse>,
                   _cx: ToClient| {
                let session = req.session_id.to_string();
                if session != "s-1" {
                    let error = official::Error::invalid_params()
                        .data(format!("unknown session `{session}`"));
                    return responder.respond_with_error(error);
                }
                assert_eq!(req.meta.map(Value::Object), Some(fork_tag()));
                let fork = theirs::ForkSessionResponse::new(format!("{session}-fork"));
                responder.respond(fork.meta(object(forked_from(&session))))
            },
            official::on_receive_request!(),
        )
        .connect_to(transport)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_client_forks_a_session_of_an_official_agent() {
    use acp::v1_unstable::*;
    let script = async |conn| {
        let agent = AgentPeer(conn);
        let init = agent.initialize(InitializeRequest::new(1)).await?;
        let session = agent
            .new_session(NewSessionRequest::new("/work", vec![]))
            .await?;
        let fork = ForkSessionRequest::new(session.session_id.clone(), "/work/fork")
            .meta(object(fork_tag()));
        let fork = agent.fork_session(fork).await?;
        let unknown = agent
            .fork_session(ForkSessionRequest::new("nope", "/work/fork"))
            .await;
        let unknown = i64::from(error_code(unknown).0);
        Ok(Run {
            init: to_json(&init),
            session: session.session_id.to_string(),
            fork: to_json(&fork),
            unknown,
        })
    };
    let handler = ClientHandler(Listener::default());
    let (run, wire) = run_official_agent(
        handler,
        "acp client -> official fork",
        official_forker,
        script,
    )
    .await;
    check_run(&run, &wire, TO_OFFICIAL);
}
