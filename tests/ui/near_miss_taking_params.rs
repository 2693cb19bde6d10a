use acp::v1::*;
use acp::{acp_agent, Result};

struct Agent0;

// `list_session` would be a helper if it took anything but a params type; taking
// `ListSessionsRequest`, it is a handler under a misspelled name.
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
    async fn list_session(&self, _req: ListSessionsRequest) -> Result<ListSessionsResponse> {
        Ok(ListSessionsResponse::new(vec![]))
    }
}

fn main() {}
