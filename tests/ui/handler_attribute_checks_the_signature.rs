use acp::v1::*;
use acp::{acp_agent, Result};

struct Agent0;

// Without the attribute, a `load_session` taking a reference is a helper; with it,
// it is checked as the handler it claims to be.
#[acp_agent]
impl Agent0 {
    async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }
    async fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }
    async fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
    #[acp(handler)]
    async fn load_session(&self, _req: &LoadSessionRequest) -> Result<LoadSessionResponse> {
        Ok(LoadSessionResponse::default())
    }
}

fn main() {}
