use acp::v1::*;
use acp::{acp_agent, Result};

struct Agent0;

#[acp_agent]
impl Agent0 {
    async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }
    async fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }
    async fn prompt(&self, client: ClientPeer, req: PromptRequest) -> Result<PromptResponse> {
        let _ = (client, req);
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

fn main() {}
