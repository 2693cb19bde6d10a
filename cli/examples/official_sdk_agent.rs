//! An ACP agent written with the official Rust SDK (`agent-client-protocol` 5.2.0),
//! on stdin/stdout, for `acp check agent` to be run against (`cli/tests/`, and the
//! README's table):
//!
//! ```text
//! cargo run -p acp-sdk-cli --example official_sdk_agent
//! ```
//!
//! It follows the parts of the test-agent convention the checks use: `wait MS`
//! waits MS milliseconds or until `session/cancel` for its session (then
//! `cancelled`), `stream M` sends M chunks `c<i> `, `meta` answers with the
//! request's `_meta`, and anything else is echoed back as one chunk. For `acp
//! chat`'s tests (`tests/chat/chat.rs`), a v1-only agent that reads
//! the client's capabilities as the official SDK decodes them: `read PATH`
//! reads the file with `fs/read_text_file` and sends its text as one chunk, if
//! the client advertised `fs.readTextFile` in `initialize` (else one chunk
//! saying that it did not), and `client` sends what the client said of itself
//! (its name, and the capabilities `fs.readTextFile`, `fs.writeTextFile`,
//! `terminal`, `auth.terminal` it advertised).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use agent_client_protocol as official;
use official::schema::ProtocolVersion;
use official::v1::schema as theirs;
use tokio::sync::watch;
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

/// The cancellation signal of each session (bumped on `session/cancel`).
type Cancels = Arc<Mutex<HashMap<String, watch::Sender<u64>>>>;

/// What the client sent in `initialize`.
type Initialized = Arc<Mutex<Option<theirs::InitializeRequest>>>;

#[tokio::main]
async fn main() -> Result<(), official::Error> {
    let cancels: Cancels = Arc::default();
    let initialized: Initialized = Arc::default();
    let next_session = Arc::new(Mutex::new(0u64));
    let client = initialized.clone();
    official::Agent
        .v1()
        .name("official-sdk-agent")
        .on_receive_request(
            async move |req: theirs::InitializeRequest, responder, _cx| {
                let version = req.protocol_version.min(ProtocolVersion::V1);
                *client.lock().unwrap() = Some(req);
                responder.respond(
                    theirs::InitializeResponse::new(version)
                        .agent_info(theirs::Implementation::new("official-sdk-agent", "5.2.0")),
                )
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            {
                let cancels = cancels.clone();
                async move |_req: theirs::NewSessionRequest, responder, _cx| {
                    let id = {
                        let mut next = next_session.lock().unwrap();
                        *next += 1;
                        format!("official-{next}")
                    };
                    cancels
                        .lock()
                        .unwrap()
                        .insert(id.clone(), watch::channel(0).0);
                    responder.respond(theirs::NewSessionResponse::new(id))
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_request(
            {
                let cancels = cancels.clone();
                async move |req: theirs::PromptRequest,
                            responder: official::v1::Responder<theirs::PromptResponse>,
                            cx: official::v1::ConnectionTo<official::Client>| {
                    let cancelled = cancels
                        .lock()
                        .unwrap()
                        .get(&req.session_id.0.to_string())
                        .map(watch::Sender::subscribe);
                    let client = initialized.lock().unwrap().clone();
                    let turn = turn(req, cx.clone(), cancelled, client);
                    cx.spawn(async move { responder.respond_with_result(turn.await) })
                }
            },
            official::on_receive_request!(),
        )
        .on_receive_notification(
            {
                let cancels = cancels.clone();
                async move |n: theirs::CancelNotification, _cx| {
                    if let Some(signal) = cancels.lock().unwrap().get(&n.session_id.0.to_string()) {
                        signal.send_modify(|count| *count += 1);
                    }
                    Ok(())
                }
            },
            official::on_receive_notification!(),
        )
        .connect_to(official::ByteStreams::new(
            tokio::io::stdout().compat_write(),
            tokio::io::stdin().compat(),
        ))
        .await
}

/// One prompt turn.
async fn turn(
    req: theirs::PromptRequest,
    cx: official::v1::ConnectionTo<official::Client>,
    cancelled: Option<watch::Receiver<u64>>,
    client: Option<theirs::InitializeRequest>,
) -> Result<theirs::PromptResponse, official::Error> {
    let text: String = req
        .prompt
        .iter()
        .filter_map(|block| match block {
            theirs::ContentBlock::Text(t) => Some(t.text.as_str()),
            _ => None,
        })
        .collect();
    let chunk = |s: String| {
        theirs::SessionNotification::new(
            req.session_id.clone(),
            theirs::SessionUpdate::AgentMessageChunk(theirs::ContentChunk::new(
                theirs::ContentBlock::from(s),
            )),
        )
    };
    let mut words = text.split_whitespace();
    let command = words.next().unwrap_or("");
    let number = words
        .next()
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or(0);
    let response = match command {
        "wait" => {
            let Some(mut cancelled) = cancelled else {
                return Err(official::Error::invalid_params());
            };
            cancelled.borrow_and_update();
            let wait = tokio::time::sleep(Duration::from_millis(number));
            tokio::select! {
                () = wait => theirs::PromptResponse::new(theirs::StopReason::EndTurn),
                _ = cancelled.changed() => theirs::PromptResponse::new(theirs::StopReason::Cancelled),
            }
        }
        "stream" => {
            for i in 0..number {
                cx.send_notification(chunk(format!("c{i} ")))?;
            }
            theirs::PromptResponse::new(theirs::StopReason::EndTurn)
        }
        "read" => {
            let path = text.trim_start()["read".len()..].trim().to_owned();
            let caps = client.map(|c| c.client_capabilities).unwrap_or_default();
            let said = if caps.fs.read_text_file {
                let request = theirs::ReadTextFileRequest::new(req.session_id.clone(), path);
                cx.send_request(request).block_task().await?.content
            } else {
                "the client did not advertise fs.readTextFile".to_owned()
            };
            cx.send_notification(chunk(said))?;
            theirs::PromptResponse::new(theirs::StopReason::EndTurn)
        }
        "client" => {
            let said = match client {
                Some(client) => {
                    let caps = client.client_capabilities;
                    let name = client.client_info.map(|i| i.name).unwrap_or_default();
                    format!(
                        "client {name}: fs.readTextFile={} fs.writeTextFile={} terminal={} \
                         auth.terminal={}",
                        caps.fs.read_text_file,
                        caps.fs.write_text_file,
                        caps.terminal,
                        caps.auth.terminal
                    )
                }
                None => "no initialize".to_owned(),
            };
            cx.send_notification(chunk(said))?;
            theirs::PromptResponse::new(theirs::StopReason::EndTurn)
        }
        "meta" => {
            let response = theirs::PromptResponse::new(theirs::StopReason::EndTurn);
            match req.meta.clone() {
                Some(meta) => response.meta(meta),
                None => response,
            }
        }
        _ => {
            cx.send_notification(chunk(text.clone()))?;
            theirs::PromptResponse::new(theirs::StopReason::EndTurn)
        }
    };
    Ok(response)
}
