use acp::{acp_agent, acp_client, Result};

struct Agent0;

#[acp_agent(protocol = v3)]
impl Agent0 {
    fn helper(&self) {}
}

struct Client0;

#[acp_client(version = v2)]
impl Client0 {
    fn helper(&self) {}
}

struct Client1;

// A module's own names: v2 calls the update notification `UpdateSessionNotification`.
#[acp_client(protocol = v2)]
impl Client1 {
    fn request_permission(
        &self,
        _req: acp::v2::RequestPermissionRequest,
    ) -> Result<acp::v2::RequestPermissionResponse> {
        todo!()
    }
    fn session_update(&self, _n: acp::v2::UpdateSessionNotification) {}
}

fn main() {}
