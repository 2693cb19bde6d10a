use acp::v1::*;
use acp::acp_client;

struct Editor;

#[acp_client]
impl Editor {
    async fn session_update(&self, _n: SessionNotification) {}
}

fn main() {}
