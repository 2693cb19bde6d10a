//! A proxy for ACP proxy chains: it adds a reminder to every prompt on its way to
//! the agent and passes everything else through unchanged.
//!
//! A conductor starts it, e.g. the official one:
//! `agent-client-protocol-conductor agent "cargo run -q --features unstable --example proxy" "AGENT"`.
//! `--note TEXT` sets the reminder (default: "(passed through acp's example proxy)").

use acp::transport::serve_stdio;
use acp::v1_unstable::proxy::{Chain, Message, Origin, Proxy, ProxyHandler};
use acp::v1_unstable::{ContentBlock, PromptRequest, TextContent};
use serde_json::value::RawValue;

/// Appends its note, as a text block, to every prompt.
struct Reminder {
    note: String,
}

impl Proxy for Reminder {
    async fn request(&self, message: Message, chain: Chain) -> acp::Result<Box<RawValue>> {
        let prompt = match message.request::<PromptRequest>() {
            Some(prompt) if message.origin() == Origin::Client => prompt?,
            _ => return chain.forward(message).await,
        };
        let mut prompt = prompt;
        let note = TextContent::new(self.note.clone());
        prompt.prompt.push(ContentBlock::from(note));
        chain.forward(message.with_params(&prompt)?).await
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
    serve_stdio(ProxyHandler(Reminder { note }), acp::Config::default()).await;
}
