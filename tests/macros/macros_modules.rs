//! `#[acp_agent(protocol = ..)]` / `#[acp_client(protocol = ..)]`: the macros
//! against the protocol modules behind features (`v1_unstable`, `v2`,
//! `v2_unstable`), each peer running a turn in memory with a macro-written peer.
#![cfg(feature = "v2")]

use acp::transport::memory_pair;
use acp::{acp_agent, acp_client, Config, Result};
use std::sync::{Arc, Mutex};

/// v2's prompt lifecycle: the agent reports the turn as `state_update`s, and its
/// answer to `session/prompt` only says that the prompt was accepted.
mod v2_turn {
    use super::*;
    use acp::v2::*;

    pub struct Agent2;

    #[acp_agent(protocol = v2)]
    impl Agent2 {
        fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(
                req.protocol_version,
                Implementation::new("agent2", "1"),
            ))
        }

        fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
            Ok(NewSessionResponse::new("s-2"))
        }

        async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
            let id = req.session_id;
            let update = |update| UpdateSessionNotification::new(id.clone(), update);
            let running = StateUpdate::Running(RunningStateUpdate::new());
            client.update_session(update(running.into())).await?;
            let permission = client
                .request_permission(RequestPermissionRequest::new(
                    id.clone(),
                    "write?",
                    vec![PermissionOption::new(
                        "yes",
                        "Yes",
                        PermissionOptionKind::AllowOnce,
                    )],
                ))
                .await?;
            let answer = match permission.outcome {
                RequestPermissionOutcome::Selected(s) => s.option_id.to_string(),
                other => format!("{other:?}"),
            };
            let chunk = ContentChunk::new("m-agent", TextContent::new(answer));
            client
                .update_session(update(SessionUpdate::AgentMessageChunk(chunk)))
                .await?;
            let idle = StateUpdate::Idle(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn));
            client.update_session(update(idle.into())).await?;
            Ok(PromptResponse::new("m-user"))
        }
    }

    #[derive(Default)]
    pub struct Client2 {
        pub seen: Arc<Mutex<Vec<String>>>,
    }

    #[acp_client(protocol = v2)]
    impl Client2 {
        fn update_session(&self, n: UpdateSessionNotification) {
            let seen = match n.update {
                SessionUpdate::StateUpdate(StateUpdate::Running(_)) => "running".to_owned(),
                SessionUpdate::StateUpdate(StateUpdate::Idle(idle)) => {
                    format!("idle {:?}", idle.kind)
                }
                SessionUpdate::AgentMessageChunk(ContentChunk {
                    content: ContentBlock::Text(t),
                    ..
                }) => format!("text {}", t.text),
                other => format!("{other:?}"),
            };
            self.seen.lock().unwrap().push(seen);
        }

        fn request_permission(
            &self,
            req: RequestPermissionRequest,
        ) -> Result<RequestPermissionResponse> {
            let option = req.options[0].option_id.clone();
            Ok(RequestPermissionResponse::new(
                RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(option)),
            ))
        }
    }
}

/// v2 peers written with the macros run a turn: updates, a permission request
/// answered by the client, the acceptance.
#[tokio::test]
async fn v2_macro_peers_run_a_turn() {
    use acp::v2::*;
    use v2_turn::{Agent2, Client2};

    let client = Client2::default();
    let seen = client.seen.clone();
    let ((_a, _), (c, _)) = memory_pair(
        AgentHandler(Agent2),
        ClientHandler(client),
        Config::default(),
    );
    let agent = AgentPeer(c.clone());
    let init = agent
        .initialize(InitializeRequest::new(
            2,
            Implementation::new("client2", "1"),
        ))
        .await
        .unwrap();
    assert_eq!(init.info.name, "agent2");
    let session = agent
        .new_session(NewSessionRequest::new("/tmp"))
        .await
        .unwrap();
    let text = ContentBlock::from(TextContent::new("hi"));
    let accepted = agent
        .prompt(PromptRequest::new(session.session_id, vec![text]))
        .await
        .unwrap();
    assert_eq!(accepted.message_id.to_string(), "m-user");
    // The turn's whole lifecycle, in order, before the acceptance.
    assert_eq!(
        *seen.lock().unwrap(),
        ["running", "text yes", "idle EndTurn"]
    );
    // Methods the block does not implement answer -32601.
    let err = agent
        .list_sessions(ListSessionsRequest::new())
        .await
        .unwrap_err();
    assert_eq!(
        err.peer_error().map(|e| e.code),
        Some(acp::ErrorCode::METHOD_NOT_FOUND)
    );
    drop((agent, c));
}

/// v2's typed error data: a handler sets an `ErrorData` as its error's `data`,
/// and the caller decodes the peer's error's `data` as one.
mod v2_errors {
    use super::*;
    use acp::v2::*;

    pub struct Forgetful;

    #[acp_agent(protocol = v2)]
    impl Forgetful {
        fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(
                req.protocol_version,
                Implementation::new("forgetful", "1"),
            ))
        }
        fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
            Ok(NewSessionResponse::new("s"))
        }
        fn prompt(&self, req: PromptRequest) -> Result<PromptResponse> {
            let gone = SessionNotFoundErrorData::new(req.session_id);
            Err(Error::new(ErrorCode::RESOURCE_NOT_FOUND, "no such session")
                .data(ErrorData::from(gone)))
        }
    }
}

#[tokio::test]
async fn v2_handlers_return_and_callers_read_typed_errors() {
    use acp::v2::*;

    let ((_a, _), (c, _)) = memory_pair(
        AgentHandler(v2_errors::Forgetful),
        acp::v2::ClientHandler(v2_turn::Client2::default()),
        Config::default(),
    );
    let agent = AgentPeer(c.clone());
    let client_info = Implementation::new("client", "1");
    agent
        .initialize(InitializeRequest::new(2, client_info))
        .await
        .unwrap();
    let text = ContentBlock::from(TextContent::new("hi"));
    let err = agent
        .prompt(PromptRequest::new("gone", vec![text]))
        .await
        .unwrap_err();
    let wire = err.peer_error().expect("the agent's own error").clone();
    assert_eq!(wire.code.0, -32002);
    assert_eq!(wire.data, Some(serde_json::json!({"sessionId": "gone"})));
    assert_eq!(wire.code, ErrorCode::RESOURCE_NOT_FOUND);
    assert_eq!(wire.message, "no such session");
    let data: Option<ErrorData> = wire.data.map(|d| serde_json::from_value(d).unwrap());
    match data {
        Some(ErrorData::SessionNotFound(data)) => assert_eq!(data.session_id.to_string(), "gone"),
        other => panic!("expected SessionNotFound data, got {other:?}"),
    }
}

/// An unstable v1 method (`session/fork`) implemented with the macro.
#[cfg(feature = "unstable")]
mod v1_unstable_fork {
    use super::*;
    use acp::v1_unstable::*;

    pub struct Forker;

    #[acp_agent(protocol = v1_unstable)]
    impl Forker {
        fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(req.protocol_version))
        }
        fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
            Ok(NewSessionResponse::new("s"))
        }
        fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
            Ok(PromptResponse::new(StopReason::EndTurn))
        }
        fn fork_session(&self, req: ForkSessionRequest) -> Result<ForkSessionResponse> {
            Ok(ForkSessionResponse::new(format!("{}-fork", req.session_id)))
        }
    }

    pub struct Quiet;

    #[acp_client(protocol = v1_unstable)]
    impl Quiet {
        fn request_permission(
            &self,
            _req: RequestPermissionRequest,
        ) -> Result<RequestPermissionResponse> {
            Ok(RequestPermissionResponse::new(
                RequestPermissionOutcome::Cancelled,
            ))
        }
    }

    #[tokio::test]
    async fn unstable_v1_methods_are_handlers() {
        let ((_a, _), (c, _)) = memory_pair(
            AgentHandler(Forker),
            ClientHandler(Quiet),
            Config::default(),
        );
        let agent = AgentPeer(c);
        agent.initialize(InitializeRequest::new(1)).await.unwrap();
        let fork = agent
            .fork_session(ForkSessionRequest::new("s", "/tmp"))
            .await
            .unwrap();
        assert_eq!(fork.session_id.to_string(), "s-fork");
        assert_eq!(
            Agent::implemented_methods(&Forker),
            [
                "initialize",
                "session/new",
                "session/prompt",
                "session/fork",
                // Served by the SDK for an agent that runs turns.
                "session/cancel"
            ]
        );
    }
}

/// v2's unstable methods (`session/set_title`) implemented with the macro.
#[cfg(feature = "unstable")]
mod v2_unstable_title {
    use super::*;
    use acp::v2_unstable::*;

    pub struct Titled;

    #[acp_agent(protocol = v2_unstable)]
    impl Titled {
        fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(
                req.protocol_version,
                Implementation::new("t", "1"),
            ))
        }
        fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
            Ok(NewSessionResponse::new("s"))
        }
        fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
            Ok(PromptResponse::new("m"))
        }
        fn set_session_title(
            &self,
            req: SetSessionTitleRequest,
        ) -> Result<SetSessionTitleResponse> {
            Ok(SetSessionTitleResponse::new(req.title))
        }
    }

    pub struct Quiet;

    #[acp_client(protocol = v2_unstable)]
    impl Quiet {
        fn request_permission(
            &self,
            _req: RequestPermissionRequest,
        ) -> Result<RequestPermissionResponse> {
            Ok(RequestPermissionResponse::new(
                CancelledPermissionOutcome::default(),
            ))
        }
    }

    #[tokio::test]
    async fn unstable_v2_methods_are_handlers() {
        let ((_a, _), (c, _)) = memory_pair(
            AgentHandler(Titled),
            ClientHandler(Quiet),
            Config::default(),
        );
        let agent = AgentPeer(c);
        agent
            .initialize(InitializeRequest::new(2, Implementation::new("c", "1")))
            .await
            .unwrap();
        let titled = agent
            .set_session_title(SetSessionTitleRequest::new("s", "named"))
            .await
            .unwrap();
        assert_eq!(titled.title, "named");
    }
}
