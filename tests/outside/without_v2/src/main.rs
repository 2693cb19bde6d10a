//! An agent for v2 in a crate whose acp dependency lacks the feature `v2`: the
//! build must fail with one error that names the feature, not with an error per
//! path the expansion names.

struct Agent2;

#[acp::acp_agent(protocol = v2)]
impl Agent2 {
    fn initialize(
        &self,
        req: acp::v2::InitializeRequest,
    ) -> acp::Result<acp::v2::InitializeResponse> {
        Ok(acp::v2::InitializeResponse::new(
            req.protocol_version,
            acp::v2::Implementation::new("agent2", "1"),
        ))
    }
}

fn main() {}
