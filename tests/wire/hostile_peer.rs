//! A hostile or broken peer, at the wire level: what it writes is answered
//! strictly where JSON-RPC is strict, and every way a call to it can fail
//! reaches the caller as its own kind of [`CallError`].

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use acp::v1::*;
use acp::{acp_agent, CallError, Config, Result};
use serde_json::json;

use crate::support;
use support::raw_peer::RawPeer;

/// Counts the sessions it creates.
#[derive(Clone, Default)]
struct Counting(Arc<AtomicUsize>);

#[acp_agent]
impl Counting {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        let n = self.0.fetch_add(1, Ordering::SeqCst);
        Ok(NewSessionResponse::new(format!("s-{n}")))
    }
    fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

async fn initialized(agent: Counting) -> RawPeer {
    let mut peer = RawPeer::new(AgentHandler(agent), Config::default());
    let answer = peer
        .call(0, "initialize", json!({"protocolVersion": 1}))
        .await;
    assert!(answer["result"].is_object(), "{answer}");
    peer
}

#[tokio::test]
async fn only_a_json_object_is_a_message() {
    let agent = Counting::default();
    let mut peer = initialized(agent.clone()).await;
    for line in [
        r#"["2.0",7,"session/new",{"cwd":"/tmp","mcpServers":[]}]"#,
        r#"[{"jsonrpc":"2.0","id":8,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}]"#,
        r#""session/new""#,
        "7",
        "null",
    ] {
        peer.send(line).await;
        let answer = peer.recv().await;
        assert_eq!(answer["id"], serde_json::Value::Null, "{line}: {answer}");
        assert_eq!(answer["error"]["code"], -32600, "{line}: {answer}");
    }
    assert_eq!(agent.0.load(Ordering::SeqCst), 0, "a session was created");
    // The connection goes on.
    let served = peer
        .call(9, "session/new", json!({"cwd": "/tmp", "mcpServers": []}))
        .await;
    assert_eq!(served["result"]["sessionId"], "s-0");
}

#[tokio::test]
async fn malformed_responses_are_never_answered() {
    let mut peer = initialized(Counting::default()).await;
    for line in [
        r#"{"jsonrpc":"2.0","id":424245,"error":{"code":"x"}}"#,
        r#"{"jsonrpc":"2.0","id":424245,"error":null}"#,
        r#"{"jsonrpc":"2.0","id":424245,"result":{},"error":{"code":1,"message":"m"}}"#,
        r#"{"jsonrpc":"2.0","id":424245}"#,
    ] {
        peer.send(line).await;
    }
    peer.expect_quiet().await;
    let served = peer
        .call(1, "session/new", json!({"cwd": "/tmp", "mcpServers": []}))
        .await;
    assert!(served["result"].is_object(), "{served}");
}

/// Our side calls the raw peer; returns the request it received.
async fn call_from_our_side<T: Send + 'static>(
    peer: &mut RawPeer,
    call: impl std::future::Future<Output = T> + Send + 'static,
) -> (tokio::task::JoinHandle<T>, serde_json::Value) {
    let task = tokio::spawn(call);
    let request = peer.recv().await;
    (task, request)
}

#[tokio::test]
async fn a_malformed_answer_to_our_call_fails_it_without_a_reply() {
    let mut peer = initialized(Counting::default()).await;
    let conn = peer.conn.clone();
    let (task, request) = call_from_our_side(&mut peer, async move {
        conn.request_raw("_x/ask", &json!({})).await
    })
    .await;
    peer.send_json(json!({"jsonrpc": "2.0", "id": request["id"], "error": {"code": "x"}}))
        .await;
    let error = task.await.unwrap().unwrap_err();
    assert!(
        matches!(&error, CallError::Decode { method, .. } if method == "_x/ask"),
        "{error:?}"
    );
    peer.expect_quiet().await;
}

#[tokio::test]
async fn each_way_a_call_fails_is_its_own_kind() {
    let mut peer = initialized(Counting::default()).await;
    let client = ClientPeer(peer.conn.clone());

    // The peer answers with an error object.
    let c = client.clone();
    let (task, request) = call_from_our_side(&mut peer, async move {
        c.read_text_file(ReadTextFileRequest::new("s", "/x")).await
    })
    .await;
    assert_eq!(request["method"], "fs/read_text_file");
    peer.send_json(json!({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32002, "message": "no such file"}}))
        .await;
    let error = task.await.unwrap().unwrap_err();
    assert_eq!(
        error.peer_error().map(|e| e.code.0),
        Some(-32002),
        "{error:?}"
    );
    assert_eq!(acp::Error::from(error).message, "no such file");

    // The answer does not decode: the error names the method and the path.
    let c = client.clone();
    let (task, request) = call_from_our_side(&mut peer, async move {
        c.create_terminal(CreateTerminalRequest::new("s", "ls"))
            .await
    })
    .await;
    peer.send_json(json!({"jsonrpc": "2.0", "id": request["id"], "result": {"terminalId": 5}}))
        .await;
    let error = task.await.unwrap().unwrap_err();
    let CallError::Decode { method, path, .. } = &error else {
        panic!("{error:?}")
    };
    assert_eq!(
        (method.as_str(), path.as_str()),
        ("terminal/create", "terminalId")
    );
    assert!(error.to_string().contains("terminalId"), "{error}");

    // The params cannot be encoded (a map with non-string keys).
    let bad: BTreeMap<(u8, u8), u8> = [((1, 2), 3)].into();
    let error = peer.conn.request_raw("_x/bad", &bad).await.unwrap_err();
    assert!(
        matches!(&error, CallError::Encode { method, .. } if method == "_x/bad"),
        "{error:?}"
    );

    // No answer in time: the call fails and the peer is told to cancel it.
    let slow = client.with_timeout(Duration::from_millis(100));
    let (task, request) = call_from_our_side(&mut peer, async move {
        slow.read_text_file(ReadTextFileRequest::new("s", "/slow"))
            .await
    })
    .await;
    let error = task.await.unwrap().unwrap_err();
    assert!(
        matches!(&error, CallError::Timeout { method, after } if method == "fs/read_text_file" && *after == Duration::from_millis(100)),
        "{error:?}"
    );
    let cancel = peer.recv().await;
    assert_eq!(cancel["method"], "$/cancel_request", "{cancel}");
    assert_eq!(cancel["params"]["requestId"], request["id"]);

    // The peer goes away: pending calls fail as closed, and so do later ones.
    let c = client.clone();
    let (task, _request) = call_from_our_side(&mut peer, async move {
        c.read_text_file(ReadTextFileRequest::new("s", "/never"))
            .await
    })
    .await;
    peer.close().await;
    let error = task.await.unwrap().unwrap_err();
    assert!(error.is_closed(), "{error:?}");
    let later = client
        .read_text_file(ReadTextFileRequest::new("s", "/later"))
        .await
        .unwrap_err();
    assert!(later.is_closed(), "{later:?}");
}
