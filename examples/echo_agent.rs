use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use acp::v1::*;
use acp::{acp_agent, Result};

#[derive(Default)]
struct Echo {
    sessions: AtomicU64,
}

#[acp_agent]
impl Echo {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        // The SDK answers with the negotiated protocol version and the capabilities
        // of the methods below; the agent says who it is.
        let info = Implementation::new("echo", "0.1.0");
        Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(info))
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        let n = self.sessions.fetch_add(1, Ordering::Relaxed);
        Ok(NewSessionResponse::new(format!("session-{n}")))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let session = client.session(req.session_id);
        // The prompt comes back a word at a time, as a model's answer would. On
        // `session/cancel` the turn is dropped and answered `cancelled`.
        session
            .run(async {
                for block in req.prompt {
                    let ContentBlock::Text(text) = block else {
                        session
                            .send(SessionUpdate::AgentMessageChunk(ContentChunk::new(block)))
                            .await?;
                        continue;
                    };
                    for word in text.text.split_inclusive(' ') {
                        tokio::time::sleep(Duration::from_millis(250)).await;
                        session.say(word).await?;
                    }
                }
                Ok(PromptResponse::new(StopReason::EndTurn))
            })
            .await
    }
}

#[tokio::main]
async fn main() {
    Echo::default().serve_stdio().await
}

// Every check of `acp check agent`, in-process, in `cargo test` (dev-dependencies:
// `acp-sdk` with feature `testing`, `tokio` with `macros`, `rt` and `test-util`).
// The paused clock skips the 250 ms between words, and the checks' waits too.
// Strict: a SHOULD it does not keep fails too. An echo has no model to give
// tools to, so it connects no MCP servers: that SHOULD does not apply.
#[cfg(test)]
mod tests {
    #[tokio::test(start_paused = true)]
    async fn conforms() {
        acp::testing::Checker::new()
            .strict()
            .skip(
                "session.mcp-servers",
                "an echo has no model to give MCP tools to",
            )
            .agent(super::Echo::default)
            .await
            .assert_conforms();
    }
}
