//! An agent and a client written only with `#[acp_agent]` / `#[acp_client]` run a
//! full turn over a child process (this test binary, re-run as the agent).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp::transport::{ProcessSpec, Stderr};
use acp::v1::*;
use acp::{acp_agent, acp_client, Error, Result};

use crate::support;
use support::scenario::{cancel_prompt, prompt, shutdown, start_session, wait_for_entry};

const ROLE: &str = "ACP_TEST_MACRO_AGENT";

#[derive(Default)]
struct Agent0 {
    cancelled: AtomicBool,
}

fn say(session: &SessionId, text: &str) -> SessionNotification {
    let chunk = ContentChunk::new(ContentBlock::from(TextContent::new(text)));
    SessionNotification::new(session.clone(), SessionUpdate::AgentMessageChunk(chunk))
}

#[acp_agent]
impl Agent0 {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        if !req.client_capabilities.fs.read_text_file {
            return Err(Error::invalid_params("this agent needs fs.readTextFile"));
        }
        Ok(InitializeResponse::new(req.protocol_version))
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s-1"))
    }

    fn load_session(&self, _req: LoadSessionRequest) -> Result<LoadSessionResponse> {
        Ok(LoadSessionResponse::default())
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let id = req.session_id.clone();
        if matches!(&req.prompt[0], ContentBlock::Text(t) if t.text == "wait") {
            self.cancelled.store(false, Ordering::SeqCst);
            client.session_update(say(&id, "waiting")).await?;
            for _ in 0..500 {
                if self.cancelled.load(Ordering::SeqCst) {
                    return Ok(PromptResponse::new(StopReason::Cancelled));
                }
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            return Ok(PromptResponse::new(StopReason::EndTurn));
        }
        for word in ["one ", "two ", "three "] {
            client.session_update(say(&id, word)).await?;
        }
        let file = client
            .read_text_file(ReadTextFileRequest::new(id.clone(), "/etc/hostname"))
            .await?;
        let call = ToolCall::new("t-1", "Write a file")
            .kind(ToolKind::Edit)
            .status(ToolCallStatus::Pending);
        client
            .session_update(SessionNotification::new(
                id.clone(),
                SessionUpdate::ToolCall(call),
            ))
            .await?;
        let options = vec![PermissionOption::new(
            "ok",
            "OK",
            PermissionOptionKind::AllowOnce,
        )];
        let answer = client
            .request_permission(RequestPermissionRequest::new(
                id.clone(),
                ToolCallUpdate::new("t-1"),
                options,
            ))
            .await?;
        let picked = match answer.outcome {
            RequestPermissionOutcome::Selected(s) => s.option_id.to_string(),
            _ => "none".to_owned(),
        };
        let update = ToolCallUpdate::new("t-1").status(ToolCallStatus::Completed);
        client
            .session_update(SessionNotification::new(
                id.clone(),
                SessionUpdate::ToolCallUpdate(update),
            ))
            .await?;
        client
            .session_update(say(&id, &format!("file={} picked={picked}", file.content)))
            .await?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }

    fn cancel(&self, _n: CancelNotification) {
        self.cancelled.store(true, Ordering::SeqCst);
    }
}

/// The client; the test keeps a handle on its log.
#[derive(Default)]
struct Client0 {
    log: Arc<Mutex<Vec<String>>>,
}

#[acp_client]
impl Client0 {
    fn session_update(&self, n: SessionNotification) {
        let entry = match n.update {
            SessionUpdate::AgentMessageChunk(ContentChunk {
                content: ContentBlock::Text(t),
                ..
            }) => format!("text:{}", t.text),
            SessionUpdate::ToolCall(c) => format!("tool:{}:{:?}", c.tool_call_id, c.status),
            SessionUpdate::ToolCallUpdate(u) => format!("update:{}:{:?}", u.tool_call_id, u.status),
            other => format!("other:{other:?}"),
        };
        self.log.lock().unwrap().push(entry);
    }

    fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        self.log
            .lock()
            .unwrap()
            .push(format!("permission:{}", req.tool_call.tool_call_id));
        let first = req.options[0].option_id.clone();
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(first)),
        ))
    }

    fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        self.log.lock().unwrap().push(format!("read:{}", req.path));
        Ok(ReadTextFileResponse::new("HOST"))
    }
}

/// The child's entry point (a no-op unless run as the agent).
#[test]
fn child_agent_main() {
    if std::env::var(ROLE).is_ok() {
        tokio::runtime::Runtime::new()
            .unwrap()
            .block_on(Agent0::default().serve_stdio());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn macro_agent_and_client_over_a_child_process() {
    let spec = ProcessSpec::new(std::env::current_exe().unwrap())
        .args([
            "macros_process::child_agent_main",
            "--exact",
            "--nocapture",
            "-q",
        ])
        .env(ROLE, "1")
        .stderr(Stderr::Discard);
    let client = Client0::default();
    let log = client.log.clone();
    let (agent, child) = client.spawn_agent(spec).unwrap();

    // The agent refuses clients without fs.readTextFile: the derived capability got there.
    let (init, new) = start_session(&agent, InitializeRequest::new(1), "/").await;
    assert!(
        init.agent_capabilities.load_session,
        "derived from load_session"
    );
    let session = new.session_id;

    let done = agent.prompt(prompt(&session, "go")).await.unwrap();
    assert_eq!(done.stop_reason, StopReason::EndTurn);
    assert_eq!(
        *log.lock().unwrap(),
        [
            "text:one ",
            "text:two ",
            "text:three ",
            "read:/etc/hostname",
            "tool:t-1:Some(Pending)",
            "permission:t-1",
            "update:t-1:Some(Completed)",
            "text:file=HOST picked=ok",
        ]
    );

    let waiting = wait_for_entry(&log, Duration::from_secs(10), |e| e == "text:waiting");
    let (cancelled, after_cancel) = cancel_prompt(&agent, prompt(&session, "wait"), waiting).await;
    assert_eq!(cancelled.stop_reason, StopReason::Cancelled);
    assert!(after_cancel < Duration::from_secs(2), "{after_cancel:?}");
    assert!(shutdown(child).await.success());
}
