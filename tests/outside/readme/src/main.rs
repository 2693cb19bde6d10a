//! An agent with the README's imports, and all of `acp` besides, answering
//! what it refuses with the standard errors: `Error` is the JSON-RPC error
//! object a handler returns and `ErrorCode` its code, whichever of `acp::` and
//! `acp::v1::` the names resolve to (the same items), and no name of the two
//! globs is ambiguous.

use acp::v1::*;
use acp::*;

struct Strict;

#[acp_agent]
impl Strict {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        let info = Implementation::new("strict", "0.1.0");
        Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(info))
    }

    fn new_session(&self, req: NewSessionRequest) -> Result<NewSessionResponse> {
        if !std::path::Path::new(&req.cwd).is_absolute() {
            return Err(Error::invalid_params("cwd must be an absolute path"));
        }
        Ok(NewSessionResponse::new("strict-1"))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        if req.prompt.is_empty() {
            return Err(Error::new(ErrorCode::INVALID_PARAMS, "an empty prompt"));
        }
        let session = client.session(req.session_id);
        session
            .run(async {
                session.say("nothing to do").await?;
                Ok(PromptResponse::new(StopReason::EndTurn))
            })
            .await
    }
}

#[tokio::main]
async fn main() {
    Strict.serve_stdio().await
}
