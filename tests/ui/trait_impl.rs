use acp::acp_agent;

struct Agent0;

trait Other {}

#[acp_agent]
impl Other for Agent0 {}

fn main() {}
