//! A tour of the generated ACP v1 types: build messages, decode a stream by
//! method, and see unknown variants from a newer peer survive a round trip.
//!
//! Run it with `cargo run --example protocol_tour`.

use acp::v1::{
    AgentNotification, ClientRequest, ContentBlock, ContentChunk, PromptRequest,
    SessionNotification, SessionUpdate, TextContent, ToolCall, ToolCallStatus, ToolKind,
};
use serde_json::json;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Building a request: required fields in `new`, optional ones through setters.
    let prompt = PromptRequest::new(
        "sess-1",
        vec![ContentBlock::from(TextContent::new("Fix the failing test"))],
    );
    println!(
        "client -> agent  session/prompt {}",
        serde_json::to_string(&prompt)?
    );

    // What an agent receives: decode by method name into the per-direction union.
    let wire = serde_json::to_value(&prompt)?;
    match ClientRequest::decode("session/prompt", wire)? {
        ClientRequest::Prompt(p) => println!("agent decoded a prompt for session {}", p.session_id),
        other => println!("agent decoded {}", other.method()),
    }

    // Streaming updates back, as the agent would.
    let updates = [
        SessionUpdate::AgentMessageChunk(ContentChunk::new(ContentBlock::from(TextContent::new(
            "Looking at it...",
        )))),
        SessionUpdate::ToolCall(
            ToolCall::new("call-1", "Read src/lib.rs")
                .kind(ToolKind::Read)
                .status(ToolCallStatus::Pending),
        ),
    ];
    for update in updates {
        let note = SessionNotification::new("sess-1", update);
        println!(
            "agent -> client  session/update {}",
            serde_json::to_string(&note)?
        );
    }

    // A newer agent sends an update kind this schema does not know: it is kept, not lost.
    let future = json!({"sessionId": "sess-1", "update": {"sessionUpdate": "_vendor_progress", "percent": 40}});
    if let AgentNotification::SessionUpdate(n) =
        AgentNotification::decode("session/update", future.clone())?
    {
        if let SessionUpdate::Unknown(raw) = &n.update {
            println!(
                "unknown update kept as {}",
                serde_json::Value::Object(raw.clone())
            );
        }
        assert_eq!(serde_json::to_value(&n)?, future);
    }

    // Bad params get an error that names the field.
    let err = ClientRequest::decode("session/prompt", json!({"sessionId": "sess-1"})).unwrap_err();
    println!("bad params: {err}");
    Ok(())
}
