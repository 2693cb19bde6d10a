//! One agent serving v1 and v2 (`acp::peer::versions::ByVersion`), v2's negotiation
//! rule, and a client offering v2 that falls back to v1.
#![cfg(feature = "v2")]

use acp::peer::versions::{initialize_v2_or_v1, ByVersion, Initialized};
use acp::transport::memory_pair;
use acp::{Config, Connection, Handler};
use serde_json::{json, Value};

use crate::support;
use support::agents::v1::Listener as Listener1;
use support::agents::v2::Listener as Listener2;
use support::agents::{Heard, Reply};
use support::raw_peer::RawPeer;

/// The v1 half of the agent: its turns end with a stop reason.
fn agent1() -> Reply {
    Reply::new("dual (v1)", "s1", "from v1")
}

/// The v2 half: a prompt is accepted, the turn reported as updates.
fn agent2() -> Reply {
    Reply::new("dual (v2)", "s2", "from v2")
}

fn dual() -> impl Handler {
    ByVersion::new(
        (&acp::v1::HANDSHAKE, acp::v1::AgentHandler(agent1())),
        (&acp::v2::HANDSHAKE, acp::v2::AgentHandler(agent2())),
    )
}

/// What a client saw of the agent's updates, by protocol.
#[derive(Default, Clone)]
struct Seen {
    v1: Heard,
    v2: Heard,
}

impl Seen {
    fn take(&self) -> Vec<String> {
        let v1 = self
            .v1
            .take()
            .into_iter()
            .map(|l| format!("v1 client: {l}"));
        let v2 = self
            .v2
            .take()
            .into_iter()
            .map(|l| format!("v2 client: {l}"));
        v1.chain(v2).collect()
    }

    /// A client offering v2 and v1, each version's handler noting what it hears.
    fn client(&self) -> impl Handler {
        ByVersion::new(
            (
                &acp::v2::HANDSHAKE,
                acp::v2::ClientHandler(Listener2(self.v2.clone())),
            ),
            (
                &acp::v1::HANDSHAKE,
                acp::v1::ClientHandler(Listener1(self.v1.clone())),
            ),
        )
    }
}

/// A client connection to `agent`, raw: the test speaks either version.
fn connect(agent: impl Handler, seen: &Seen) -> Connection {
    let ((_agent, _), (client, _)) = memory_pair(agent, seen.client(), Config::default());
    client
}

#[tokio::test]
async fn a_v1_client_gets_the_v1_agent() {
    let seen = Seen::default();
    let agent = acp::v1::AgentPeer(connect(dual(), &seen));
    let init = agent
        .initialize(acp::v1::InitializeRequest::new(1))
        .await
        .unwrap();
    assert_eq!(init.protocol_version.0, 1);
    assert_eq!(init.agent_info.unwrap().name, "dual (v1)");
    let session = agent
        .new_session(acp::v1::NewSessionRequest::new("/", vec![]))
        .await
        .unwrap();
    let text = acp::v1::ContentBlock::from(acp::v1::TextContent::new("hi"));
    let end = agent
        .prompt(acp::v1::PromptRequest::new(session.session_id, vec![text]))
        .await
        .unwrap();
    assert_eq!(end.stop_reason, acp::v1::StopReason::EndTurn);
    // The client's handshake negotiated v1, so its v1 handler got the update.
    assert_eq!(seen.take(), ["v1 client: chunk from v1"]);
}

#[tokio::test]
async fn a_v2_client_gets_the_v2_agent() {
    let seen = Seen::default();
    let connection = connect(dual(), &seen);
    let info = acp::v2::Implementation::new("client", "1");
    let Initialized::V2(init) =
        initialize_v2_or_v1(&connection, &acp::v2::InitializeRequest::new(2, info))
            .await
            .unwrap()
    else {
        panic!("the dual agent answered v1 to a v2 client")
    };
    assert_eq!(
        (init.protocol_version.0, init.info.name.as_str()),
        (2, "dual (v2)")
    );
    let agent = acp::v2::AgentPeer(connection);
    let session = agent
        .new_session(acp::v2::NewSessionRequest::new("/"))
        .await
        .unwrap();
    let text = acp::v2::ContentBlock::from(acp::v2::TextContent::new("hi"));
    let accepted = agent
        .prompt(acp::v2::PromptRequest::new(session.session_id, vec![text]))
        .await
        .unwrap();
    assert_eq!(accepted.message_id.to_string(), "m-0");
    assert_eq!(seen.take(), ["v2 client: chunk m-1 from v2"]);
}

/// The version each request gets answered with: v2's rule above the versions
/// offered, v1's below them.
#[tokio::test]
async fn versions_are_negotiated_by_the_picked_module() {
    for (requested, answered, name) in [
        (3, 2, "dual (v2)"),
        (2, 2, "dual (v2)"),
        (1, 1, "dual (v1)"),
        (0, 1, "dual (v1)"),
    ] {
        let connection = connect(dual(), &Seen::default());
        let params = json!({"protocolVersion": requested, "info": {"name": "raw", "version": "1"}});
        let init = connection.request_raw("initialize", &params).await.unwrap();
        let init: Value = serde_json::from_str(init.get()).unwrap();
        assert_eq!(init["protocolVersion"], answered, "asked for {requested}");
        // v2 names the agent in `info`, v1 in `agentInfo`.
        let agent = if answered == 2 {
            &init["info"]
        } else {
            &init["agentInfo"]
        };
        assert_eq!(agent["name"], name, "asked for {requested}: {init}");
    }
}

/// Whatever a client asks for, it is answered with a version the agent serves,
/// never an error: a version the agent lacks gets the highest version whose
/// `initialize` the params are (v1's carry `clientCapabilities` and
/// `clientInfo`, v2's `info` and `capabilities`).
#[tokio::test]
async fn any_version_is_answered_by_the_module_whose_params_it_sends() {
    let v1_shaped = |version: u64| {
        json!({"protocolVersion": version, "clientCapabilities": {"fs": {"readTextFile": true}},
               "clientInfo": {"name": "raw", "version": "1"}})
    };
    let v2_shaped = |version: u64| {
        json!({"protocolVersion": version, "info": {"name": "raw", "version": "1"},
               "capabilities": {}})
    };
    let cases = [
        (v1_shaped(1), 1),
        (v1_shaped(2), 1),
        (v1_shaped(3), 1),
        (v1_shaped(999), 1),
        (v2_shaped(1), 1),
        (v2_shaped(2), 2),
        (v2_shaped(3), 2),
        (v2_shaped(999), 2),
    ];
    for (params, answered) in cases {
        let connection = connect(dual(), &Seen::default());
        let init = connection.request_raw("initialize", &params).await;
        let init = init.unwrap_or_else(|e| panic!("{params} was refused: {e}"));
        let init: Value = serde_json::from_str(init.get()).unwrap();
        assert_eq!(init["protocolVersion"], answered, "{params}");
        let name = init["agentInfo"]["name"]
            .as_str()
            .or(init["info"]["name"].as_str());
        assert_eq!(
            name,
            Some(format!("dual (v{answered})").as_str()),
            "{params}"
        );
    }
}

/// v2 alone does not fall back: a request below its version fails with -32022
/// and the versions as data, before the agent's handler runs.
#[tokio::test]
async fn a_v2_agent_refuses_older_clients() {
    let connection = connect(acp::v2::AgentHandler(agent2()), &Seen::default());
    let params = json!({"protocolVersion": 1, "info": {"name": "raw", "version": "1"}});
    let error = connection
        .request_raw("initialize", &params)
        .await
        .unwrap_err();
    let error = error.peer_error().expect("a JSON-RPC error").clone();
    assert_eq!(error.code.0, -32022, "{error:?}");
    assert_eq!(error.data, Some(json!({"requested": 1, "supported": [2]})));
    // The connection is not initialized: other requests are still refused.
    let refused = connection
        .request_raw("session/new", &json!({"cwd": "/"}))
        .await
        .unwrap_err();
    assert_eq!(refused.peer_error().map(|e| e.code.0), Some(-32600));
}

/// The client's one `initialize` offering v2 and v1 carries the capabilities
/// of both its handlers, each version's in its own field, completed from that
/// version's handler: a v1 agent reads that the client serves files (its v1
/// handler reads them) without a second `initialize`, and v1's fields hold
/// nothing v1 does not have.
#[tokio::test]
async fn one_initialize_carries_each_offered_versions_capabilities() {
    let seen = Seen::default();
    let mut raw = RawPeer::new(seen.client(), Config::default());
    let connection = raw.conn.clone();
    let init = tokio::spawn(async move {
        let info = acp::v2::Implementation::new("client", "1");
        initialize_v2_or_v1(&connection, &acp::v2::InitializeRequest::new(2, info)).await
    });
    let request = raw.recv().await;
    assert_eq!(request["method"], "initialize");
    let params = &request["params"];
    assert_eq!(params["protocolVersion"], 2, "{params}");
    let v1 = &params["clientCapabilities"];
    assert_eq!(v1["fs"]["readTextFile"], true, "{params}");
    // Every key is v1's: decoded with v1's types and encoded again, it is kept.
    let decoded: acp::v1::ClientCapabilities = serde_json::from_value(v1.clone()).unwrap();
    let again = serde_json::to_value(decoded).unwrap();
    assert!(kept_in(v1, &again), "not all v1's: {v1}, read as {again}");
    assert!(params["capabilities"].is_object(), "{params}");
    assert!(params["capabilities"].get("fs").is_none(), "{params}");
    raw.send_json(json!({"jsonrpc": "2.0", "id": request["id"], "result": {"protocolVersion": 1}}))
        .await;
    assert!(matches!(init.await.unwrap().unwrap(), Initialized::V1(_)));
    // Nothing more: no second `initialize`.
    raw.expect_quiet().await;
}

/// Whether every field of `sent` is in `read` with the same value (`read` may
/// have defaults besides).
fn kept_in(sent: &Value, read: &Value) -> bool {
    match (sent, read) {
        (Value::Object(sent), Value::Object(read)) => sent
            .iter()
            .all(|(key, value)| read.get(key).is_some_and(|r| kept_in(value, r))),
        _ => sent == read,
    }
}

/// A client offering v2 to a v1-only agent goes on in v1, with its v1 handler.
#[tokio::test]
async fn a_client_falls_back_to_v1() {
    let seen = Seen::default();
    let connection = connect(acp::v1::AgentHandler(agent1()), &seen);
    let info = acp::v2::Implementation::new("client", "1");
    let init = initialize_v2_or_v1(&connection, &acp::v2::InitializeRequest::new(2, info))
        .await
        .unwrap();
    let Initialized::V1(init) = init else {
        panic!("a v1 agent was read as v2: {init:?}")
    };
    assert_eq!(init.protocol_version.0, 1);
    let agent = acp::v1::AgentPeer(connection);
    let text = acp::v1::ContentBlock::from(acp::v1::TextContent::new("hi"));
    let end = agent
        .prompt(acp::v1::PromptRequest::new("s1", vec![text]))
        .await
        .unwrap();
    assert_eq!(end.stop_reason, acp::v1::StopReason::EndTurn);
    assert_eq!(seen.take(), ["v1 client: chunk from v1"]);
}
