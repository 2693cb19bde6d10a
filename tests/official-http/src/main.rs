//! `official-http-peer URL`: connects to the agent at URL (`http://` or
//! `ws://`) with the official SDK's `HttpClient`, runs initialize, session/new,
//! a `stream 20` prompt and a `wait` prompt ended by session/cancel, and prints
//! one JSON report line (`{"ok": true, ...}`, or `{"ok": false, "error": ...}`).

use std::sync::{Arc, Mutex};
use std::time::Duration;

use agent_client_protocol as official;
use agent_client_protocol_http::HttpClient;
use official::v1::schema as theirs;
use serde_json::json;

fn text(s: &str) -> theirs::ContentBlock {
    theirs::ContentBlock::Text(theirs::TextContent::new(s))
}

#[tokio::main]
async fn main() {
    let url = std::env::args()
        .nth(1)
        .expect("usage: official-http-peer URL");
    let chunks = Arc::new(Mutex::new(Vec::<String>::new()));
    let transport = HttpClient::with_endpoint(&url).expect("a usable URL");
    let recorded = chunks.clone();
    let run = official::Client
        .v1()
        .name("official-http-client")
        .on_receive_notification(
            async move |n: theirs::SessionNotification, _cx| {
                if let theirs::SessionUpdate::AgentMessageChunk(chunk) = &n.update {
                    if let theirs::ContentBlock::Text(t) = &chunk.content {
                        recorded.lock().unwrap().push(t.text.clone());
                    }
                }
                Ok(())
            },
            official::on_receive_notification!(),
        )
        .connect_with(transport, {
            let chunks = chunks.clone();
            async move |cx: official::v1::ConnectionTo<official::Agent>| {
                let init = cx
                    .send_request(theirs::InitializeRequest::new(
                        official::schema::ProtocolVersion::V1,
                    ))
                    .block_task()
                    .await?;
                let session = cx
                    .send_request(theirs::NewSessionRequest::new("/"))
                    .block_task()
                    .await?;
                let id = session.session_id.clone();
                let streamed = cx
                    .send_request(theirs::PromptRequest::new(
                        id.clone(),
                        vec![text("stream 20")],
                    ))
                    .block_task()
                    .await?;
                let stream_chunks = chunks.lock().unwrap().clone();
                let waiting =
                    cx.send_request(theirs::PromptRequest::new(id.clone(), vec![text("wait")]));
                for _ in 0..1000 {
                    if chunks.lock().unwrap().last().map(String::as_str) == Some("waiting") {
                        break;
                    }
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                cx.send_notification(theirs::CancelNotification::new(id.clone()))?;
                let cancelled = waiting.block_task().await?;
                Ok(json!({
                    "agent": init.agent_info.map(|i| i.name),
                    "session": id.0.to_string(),
                    "stream": {"stopReason": streamed.stop_reason, "chunks": stream_chunks},
                    "cancel": {"stopReason": cancelled.stop_reason},
                }))
            }
        });
    let report = match tokio::time::timeout(Duration::from_secs(30), run).await {
        Ok(Ok(steps)) => json!({"ok": true, "steps": steps}),
        Ok(Err(e)) => json!({"ok": false, "error": e.to_string()}),
        Err(_) => json!({"ok": false, "error": "timed out after 30 s"}),
    };
    println!("{report}");
}
