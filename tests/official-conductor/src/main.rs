//! `official-conductor ARGS…`: the official conductor's own command line
//! (`agent NAME? COMPONENT…`), e.g. `official-conductor agent "PROXY" "AGENT"`.

use agent_client_protocol_conductor::ConductorArgs;
use clap::Parser;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    ConductorArgs::parse().main().await
}
