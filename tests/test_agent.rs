//! The test agent (`examples/test_agent.rs`) follows its prompt convention, driven
//! by a client that gives the convention's canned answers.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::transport::{ProcessSpec, Stderr};
use acp::v1::*;
use acp::{acp_client, Error, Result};
use serde_json::{json, Value};

#[derive(Default)]
struct CannedClient {
    chunks: Arc<Mutex<Vec<String>>>,
    other: Arc<Mutex<Vec<SessionUpdate>>>,
}

#[acp_client]
impl CannedClient {
    fn session_update(&self, n: SessionNotification) {
        match n.update {
            SessionUpdate::AgentMessageChunk(ContentChunk {
                content: ContentBlock::Text(t),
                ..
            }) => self.chunks.lock().unwrap().push(t.text),
            other => self.other.lock().unwrap().push(other),
        }
    }
    fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let first = req.options[0].option_id.clone();
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(first)),
        ))
    }
    fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        if req.path.contains("force-error") {
            return Err(Error::new(ErrorCode::RESOURCE_NOT_FOUND, "no such file"));
        }
        Ok(ReadTextFileResponse::new("fixed file content\nline 2\n"))
    }
    fn write_text_file(&self, req: WriteTextFileRequest) -> Result<WriteTextFileResponse> {
        self.chunks
            .lock()
            .unwrap()
            .push(format!("wrote {}={}", req.path, req.content));
        Ok(WriteTextFileResponse::default())
    }
    fn create_terminal(&self, _req: CreateTerminalRequest) -> Result<CreateTerminalResponse> {
        Ok(CreateTerminalResponse::new("term-1"))
    }
    fn terminal_output(&self, _req: TerminalOutputRequest) -> Result<TerminalOutputResponse> {
        Ok(TerminalOutputResponse::new("terminal output\n", false))
    }
    fn wait_for_terminal_exit(
        &self,
        _req: WaitForTerminalExitRequest,
    ) -> Result<WaitForTerminalExitResponse> {
        Ok(WaitForTerminalExitResponse::default().exit_code(0u32))
    }
    fn release_terminal(&self, _req: ReleaseTerminalRequest) -> Result<ReleaseTerminalResponse> {
        Ok(ReleaseTerminalResponse::default())
    }
}

fn test_agent() -> ProcessSpec {
    let exe = std::env::current_exe().unwrap();
    let examples = exe.parent().unwrap().parent().unwrap().join("examples");
    ProcessSpec::new(examples.join("test_agent")).stderr(Stderr::Inherit)
}

fn text(s: &str) -> Vec<ContentBlock> {
    vec![ContentBlock::from(TextContent::new(s))]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_convention_command() {
    let client = CannedClient::default();
    let (chunks, other) = (client.chunks.clone(), client.other.clone());
    let (agent, child) = client.spawn_agent(test_agent()).unwrap();
    let init = agent.initialize(InitializeRequest::new(1)).await.unwrap();
    assert_eq!(
        serde_json::to_value(&init.agent_capabilities).unwrap()["_meta"],
        json!({"acp.test": {"echo": true, "note": true}})
    );
    let new = agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .unwrap();
    let id = new.session_id.clone();
    let options = new.config_options.unwrap();
    assert_eq!(
        options.iter().map(|o| o.id.to_string()).collect::<Vec<_>>(),
        ["mode", "model"]
    );
    assert_eq!(
        options[1].category,
        Some(SessionConfigOptionCategory::Model)
    );

    let run = |prompt: &'static str| {
        let (agent, id, chunks) = (agent.clone(), id.clone(), chunks.clone());
        async move {
            chunks.lock().unwrap().clear();
            let reply = agent
                .prompt(PromptRequest::new(id, text(prompt)))
                .await
                .unwrap();
            (reply.stop_reason, chunks.lock().unwrap().clone())
        }
    };
    let (stop, got) = run("stream 5").await;
    assert_eq!(
        (stop, got.concat()),
        (StopReason::EndTurn, "c0 c1 c2 c3 c4 ".to_owned())
    );
    assert_eq!(run("echo hello  world").await.1, ["echo hello  world"]);
    assert_eq!(run("read /a.txt").await.1, ["fixed file content\nline 2\n"]);
    let (stop, got) = run("read /force-error").await;
    assert_eq!(stop, StopReason::EndTurn);
    assert!(
        got[0].starts_with("error: ") && got[0].contains("no such file"),
        "{got:?}"
    );
    assert_eq!(
        run("write /b.txt some text here").await.1,
        ["wrote /b.txt=some text here", "ok"]
    );
    assert_eq!(run("permission").await.1, ["selected:allow-once"]);
    assert_eq!(run("terminal ls -l").await.1, ["terminal output\n"]);
    assert_eq!(run("wait 10").await.0, StopReason::EndTurn);

    // meta: the response carries the request's `_meta`.
    let meta = json!({"traceparent": "00-abc-def-01", "x": [1]});
    let reply = agent
        .prompt(
            PromptRequest::new(id.clone(), text("meta")).meta(meta.as_object().unwrap().clone()),
        )
        .await
        .unwrap();
    assert_eq!(reply.meta.map(Value::Object), Some(meta));

    // session/cancel ends a running `wait` and a running `stream`.
    for prompt in ["wait 60000", "stream 100000000"] {
        let pending = tokio::spawn(run(prompt));
        tokio::time::sleep(Duration::from_millis(100)).await;
        let sent = Instant::now();
        agent
            .cancel(CancelNotification::new(id.clone()))
            .await
            .unwrap();
        let (stop, _) = tokio::time::timeout(Duration::from_secs(2), pending)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(stop, StopReason::Cancelled, "{prompt}");
        assert!(sent.elapsed() < Duration::from_secs(1));
    }

    // Config options: the full state comes back and is announced.
    let set = SetSessionConfigOptionRequest::new(
        id.clone(),
        "model",
        SetSessionConfigOptionRequestKind::ValueId {
            value: "smart".into(),
        },
    );
    let state = agent
        .set_session_config_option(set)
        .await
        .unwrap()
        .config_options;
    let SessionConfigOptionKind::Select(model) = &state[1].kind else {
        panic!()
    };
    assert_eq!(model.current_value.as_str(), "smart");
    assert!(other
        .lock()
        .unwrap()
        .iter()
        .any(|u| matches!(u, SessionUpdate::ConfigOptionUpdate(_))));
    let bad = SetSessionConfigOptionRequest::new(
        id.clone(),
        "model",
        SetSessionConfigOptionRequestKind::ValueId {
            value: "huge".into(),
        },
    );
    assert_eq!(
        acp::Error::from(agent.set_session_config_option(bad).await.unwrap_err()).code,
        ErrorCode::INVALID_PARAMS
    );

    // Extensions.
    assert_eq!(
        agent
            .ext_request("_acp.test/echo", json!({"a": 1}))
            .await
            .unwrap(),
        json!({"a": 1})
    );
    agent
        .ext_notification("_acp.test/note", json!({"sessionId": id.as_str()}))
        .await
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(2);
    while !chunks
        .lock()
        .unwrap()
        .iter()
        .any(|c| c.starts_with("note: "))
    {
        assert!(Instant::now() < deadline, "no note chunk");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(child.shutdown().await.unwrap().success());
}
