//! The test agent (`examples/test_agent.rs`) follows its prompt convention, driven
//! by a client that gives the convention's canned answers.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::transport::{ProcessSpec, Stderr};
use acp::v1::*;
use acp::{acp_client, Error, Result};
use serde_json::{json, Value};

use crate::support;
use support::scenario::{
    cancel_prompt, error_code, object, shutdown, start_session, text, wait_for_entry,
};

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
    ProcessSpec::new(support::paths::test_agent()).stderr(Stderr::Inherit)
}

/// `plan`, `unplan` and `subagent` send their updates to a client that advertises
/// `plan` and `subagents`, in order, and only a chunk saying why to one that does
/// not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plan_and_subagent_commands_follow_the_client_capabilities() {
    let caps = ClientCapabilities::new()
        .plan(PlanCapabilities::new())
        .subagents(SubagentCapabilities::new());
    for advertised in [true, false] {
        let client = CannedClient::default();
        let (chunks, other) = (client.chunks.clone(), client.other.clone());
        let (agent, child) = client.spawn_agent(test_agent()).unwrap();
        let init = InitializeRequest::new(1);
        let init = if advertised {
            init.client_capabilities(caps.clone())
        } else {
            init
        };
        let (_, new) = start_session(&agent, init, "/").await;
        for prompt in ["plan p7", "unplan p7", "subagent"] {
            let reply = agent
                .prompt(PromptRequest::new(new.session_id.clone(), text(prompt)))
                .await
                .unwrap();
            assert_eq!(reply.stop_reason, StopReason::EndTurn, "{prompt}");
        }
        let updates: Vec<String> = other
            .lock()
            .unwrap()
            .iter()
            .filter(|u| !matches!(u, SessionUpdate::ConfigOptionUpdate(_)))
            .map(|u| {
                let u = serde_json::to_value(u).unwrap();
                let kind = u["sessionUpdate"].as_str().unwrap().to_owned();
                match kind.as_str() {
                    "plan_update" => format!("{kind} {}", u["plan"]["type"].as_str().unwrap()),
                    "subagent_update" => {
                        format!("{kind} {}", u["state"]["state"].as_str().unwrap())
                    }
                    _ => kind,
                }
            })
            .collect();
        let chunks = chunks.lock().unwrap().clone();
        if advertised {
            assert_eq!(
                updates,
                [
                    "plan_update items",
                    "plan_update markdown",
                    "plan_removed",
                    "subagent_update running",
                    "session_message",
                    "session_message_chunk",
                    "subagent_update idle",
                ]
            );
            assert!(chunks.is_empty(), "{chunks:?}");
            let other = other.lock().unwrap();
            let removed = other.iter().find_map(|u| match u {
                SessionUpdate::PlanRemoved(r) => Some(r.plan_id.to_string()),
                _ => None,
            });
            assert_eq!(removed.as_deref(), Some("p7"));
        } else {
            assert!(updates.is_empty(), "{updates:?}");
            assert_eq!(
                chunks,
                [
                    "error: the client did not advertise `plan`",
                    "error: the client did not advertise `plan`",
                    "error: the client did not advertise `subagents`",
                ]
            );
        }
        assert!(shutdown(child).await.success());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_convention_command() {
    let client = CannedClient::default();
    let (chunks, other) = (client.chunks.clone(), client.other.clone());
    let (agent, child) = client.spawn_agent(test_agent()).unwrap();
    let (init, new) = start_session(&agent, InitializeRequest::new(1), "/").await;
    assert_eq!(
        serde_json::to_value(&init.agent_capabilities).unwrap()["_meta"],
        json!({"acp.test": {"echo": true, "note": true}})
    );
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
        .prompt(PromptRequest::new(id.clone(), text("meta")).meta(object(meta.clone())))
        .await
        .unwrap();
    assert_eq!(reply.meta.map(Value::Object), Some(meta));

    // session/cancel ends a running `wait` and a running `stream`.
    for prompt in ["wait 60000", "stream 100000000"] {
        let (reply, after_cancel) = cancel_prompt(
            &agent,
            PromptRequest::new(id.clone(), text(prompt)),
            tokio::time::sleep(Duration::from_millis(100)),
        )
        .await;
        assert_eq!(reply.stop_reason, StopReason::Cancelled, "{prompt}");
        assert!(
            after_cancel < Duration::from_secs(1),
            "{prompt}: {after_cancel:?}"
        );
    }

    // Config options: the full state comes back and is announced.
    let set = SetSessionConfigOptionRequest::new(
        id.clone(),
        "model",
        SetSessionConfigOptionRequestKind::value_id("smart"),
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
        SetSessionConfigOptionRequestKind::value_id("huge"),
    );
    assert_eq!(
        error_code(agent.set_session_config_option(bad).await),
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
    wait_for_entry(&chunks, Duration::from_secs(2), |c| c.starts_with("note: ")).await;
    assert!(shutdown(child).await.success());
}
