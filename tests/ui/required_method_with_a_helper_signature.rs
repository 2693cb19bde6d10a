use acp::v1::*;
use acp::{acp_agent, Result};

struct Agent0;

// A required method's name is always its handler: the block must define it.
#[acp_agent]
impl Agent0 {
    async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }
    async fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }
    async fn prompt(&self, _req: &PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

fn main() {}
