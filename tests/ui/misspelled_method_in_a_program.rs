// A misspelt handler in a program that serves the agent and starts one as a
// client: one error, the misspelling's; `serve_stdio` and `spawn_agent` still
// exist, so the calls add none.
use acp::v1::*;
use acp::{acp_agent, acp_client, Result};

struct Agent0;

#[acp_agent]
impl Agent0 {
    async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }
    async fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }
    async fn promt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

struct Editor;

#[acp_client]
impl Editor {
    fn request_permision(&self, _req: RequestPermissionRequest) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(RequestPermissionOutcome::Cancelled))
    }
}

#[tokio::main]
async fn main() {
    let _ = Editor.spawn_agent(acp::transport::ProcessSpec::new("agent"));
    Agent0.serve_stdio().await
}
