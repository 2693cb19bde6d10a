// `AgentSession::start_turn` runs a turn reported by state updates after the
// prompt was answered, as v2 does; a v1 prompt's answer ends its turn, so a v1
// session has `run`.

use acp::v1::session::AgentSession;
use acp::v1::*;

fn turn(session: AgentSession) {
    let _ = session.start_turn(|_session| async { Ok(PromptResponse::new(StopReason::EndTurn)) });
}

fn main() {
    let _ = turn;
}
