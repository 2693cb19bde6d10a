//! A proxy for ACP proxy chains: it adds a note to every prompt on its way to the
//! agent and passes everything else through unchanged.
//!
//! A conductor starts it, e.g. the official one:
//! `agent-client-protocol-conductor agent "target/debug/examples/proxy" "AGENT"`
//! (after `cargo build --features unstable --example proxy`).
//! `--note TEXT` sets the note (default: "(passed through acp's example proxy)").

use acp::v1_unstable::proxy::Chain;
use acp::v1_unstable::{ContentBlock, PromptRequest, PromptResponse, TextContent};
use acp::{acp_proxy, Result};

/// Appends its note, as a text block, to every prompt.
struct Reminder {
    note: String,
}

#[acp_proxy]
impl Reminder {
    async fn prompt(&self, mut params: PromptRequest, chain: Chain) -> Result<PromptResponse> {
        let note = TextContent::new(self.note.clone());
        params.prompt.push(ContentBlock::from(note));
        Ok(chain.agent().request(&params).await?)
    }
}

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let mut note = "(passed through acp's example proxy)".to_owned();
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--note", Some(text)) => note = text,
            _ => {
                eprintln!("usage: proxy [--note TEXT]");
                std::process::exit(2);
            }
        }
    }
    Reminder { note }.serve_stdio().await;
}
