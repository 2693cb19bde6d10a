// `AgentSession::run` answers the prompt with the turn's end, as v1 does; a v2
// prompt's answer only accepts the prompt, so a v2 session has `start_turn`.

use acp::v2::session::AgentSession;
use acp::v2::*;

async fn turn(session: AgentSession) {
    let _ = session
        .run(async { Ok(PromptResponse::new("user-message-1")) })
        .await;
}

fn main() {
    let _ = turn;
}
