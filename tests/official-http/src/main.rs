//! `official-http-peer URL`: connects to the agent at URL (`http://` or
//! `ws://`) with the official SDK's `HttpClient`, runs initialize, session/new,
//! a `stream 20` prompt and a `wait` prompt ended by session/cancel, and prints
//! one JSON report line (`{"ok": true, ...}`, or `{"ok": false, "error": ...}`).
//!
//! `official-http-peer serve`: serves an agent written with the official SDK
//! with its `AcpHttpServer` on 127.0.0.1 (any free port), prints
//! `listening on ADDR` and runs until killed. Its prompt `stream N` answers N
//! chunks `c0`..; anything else one chunk echoing the prompt.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use agent_client_protocol as official;
use agent_client_protocol_http::HttpClient;
use official::v1::schema as theirs;
use serde_json::json;

fn text(s: &str) -> theirs::ContentBlock {
    theirs::ContentBlock::Text(theirs::TextContent::new(s))
}

/// The agent `serve` serves, one per connection.
fn agent() -> impl official::ConnectTo<official::Client> {
    official::Agent
        .v1()
        .name("official-http-agent")
        .on_receive_request(
            async move |req: theirs::InitializeRequest, responder, _cx| {
                responder.respond(
                    theirs::InitializeResponse::new(req.protocol_version)
                        .agent_info(theirs::Implementation::new("official-http-agent", "5.0.0")),
                )
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            async move |_req: theirs::NewSessionRequest, responder, _cx| {
                responder.respond(theirs::NewSessionResponse::new("official-1"))
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            async move |req: theirs::PromptRequest,
                        responder: official::v1::Responder<theirs::PromptResponse>,
                        cx: official::v1::ConnectionTo<official::Client>| {
                let turn = cx.clone();
                cx.spawn(async move {
                    let said = match req.prompt.first() {
                        Some(theirs::ContentBlock::Text(t)) => t.text.clone(),
                        _ => String::new(),
                    };
                    let chunks: Vec<String> = match said.strip_prefix("stream ") {
                        Some(n) => (0..n.trim().parse::<usize>().unwrap_or(0))
                            .map(|i| format!("c{i}"))
                            .collect(),
                        None => vec![format!("echo: {said}")],
                    };
                    let mut sent = Ok(());
                    for chunk in chunks {
                        let update = theirs::SessionUpdate::AgentMessageChunk(
                            theirs::ContentChunk::new(text(&chunk)),
                        );
                        sent = turn.send_notification(theirs::SessionNotification::new(
                            req.session_id.clone(),
                            update,
                        ));
                        if sent.is_err() {
                            break;
                        }
                    }
                    responder.respond_with_result(
                        sent.map(|()| theirs::PromptResponse::new(theirs::StopReason::EndTurn)),
                    )
                })
            },
            official::on_receive_request!(),
        )
}

async fn serve() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    println!("listening on {}", listener.local_addr().unwrap());
    let app = agent_client_protocol_http::AcpHttpServer::new(agent).into_router();
    axum::serve(listener, app).await.expect("the server runs");
}

#[tokio::main]
async fn main() {
    let url = std::env::args()
        .nth(1)
        .expect("usage: official-http-peer URL | serve");
    if url == "serve" {
        return serve().await;
    }
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
