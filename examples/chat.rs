//! The smallest useful chat client: every line on stdin is a prompt to the agent,
//! whose message chunks are printed as they stream in.
//!
//! ```text
//! cargo run --example chat -- AGENT_COMMAND [ARGS...]
//! echo "echo hello" | cargo run -q --example chat -- target/debug/examples/test_agent
//! ```
//!
//! It cannot ask its user, so permission requests are answered "reject once":
//! nothing is allowed that nobody allowed, and nothing decided for good. The full chat
//! client (file system and terminals served, permissions asked on the terminal,
//! authentication, `--load`/`--resume`, Ctrl-C to cancel, output made safe to
//! show) is `acp chat` of the command-line package (`cli/src/chat/`).

use std::io::{BufRead, Write};

use acp::permission::{pick_reject_once, Grant};
use acp::transport::ProcessSpec;
use acp::v1::session::Session;
use acp::v1::*;
use acp::{acp_client, Result};

struct NoAsking;

#[acp_client]
impl NoAsking {
    fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let grants: Vec<Grant> = req.options.iter().map(|o| Grant::of(&o.kind)).collect();
        let reject = pick_reject_once(&grants)
            .ok_or_else(|| Error::invalid_params("no option rejects once"))?;
        let reject = req.options[reject].option_id.clone();
        let outcome = RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(reject));
        Ok(RequestPermissionResponse::new(outcome))
    }
}

#[tokio::main]
async fn main() -> std::result::Result<(), Box<dyn std::error::Error>> {
    let mut command = std::env::args().skip(1);
    let program = command
        .next()
        .ok_or("usage: chat AGENT_COMMAND [ARGS...]")?;
    let (agent, process) = NoAsking.spawn_agent(ProcessSpec::new(program).args(command))?;
    // The client says who it is (a SHOULD of the spec, which `acp check client` checks).
    let info = Implementation::new("chat-example", "0.1.0");
    agent
        .initialize(InitializeRequest::new(PROTOCOL_VERSION).client_info(info))
        .await?;
    let cwd = std::env::current_dir()?.display().to_string();
    let mut session = Session::new(&agent, NewSessionRequest::new(cwd, vec![])).await?;
    for line in std::io::stdin().lock().lines() {
        let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new(line?))]);
        while let Some(note) = turn.next().await {
            if let SessionUpdate::AgentMessageChunk(chunk) = note.update {
                if let ContentBlock::Text(text) = chunk.content {
                    print!("{}", text.text);
                    std::io::stdout().flush()?;
                }
            }
        }
        println!("\n[{:?}]", turn.finish().await?.stop_reason);
    }
    process.shutdown().await?;
    Ok(())
}
