use acp::v1_unstable::*;
use acp::{acp_proxy, Result};

struct Proxy0;

// The stable schema has no proxy side.
#[acp_proxy(protocol = v1)]
impl Proxy0 {
    fn helper(&self) {}
}

struct Proxy1;

#[acp_proxy]
impl Proxy1 {
    // A proxy's handlers get the chain, not an agent's peer.
    async fn prompt(&self, _req: PromptRequest, _client: ClientPeer) -> Result<PromptResponse> {
        todo!()
    }
    async fn promt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        todo!()
    }
}

fn main() {}
