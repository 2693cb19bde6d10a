use acp::acp_agent;

struct Agent0;

#[acp_agent]
struct NotAnImpl;

fn main() {}
