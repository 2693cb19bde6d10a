//! The official Rust SDK (`agent-client-protocol` 5.2.0) in the process
//! benchmarks (runtime.rs, served_store.rs): its agent, for the benchmark
//! binary run again as a child process, and a client streaming one prompt
//! from it. Also the prompt convention the benchmarks' agents share.
//!
//! The official agent sends from a task started with the connection's `spawn`
//! (its documented way of working outside the dispatch loop) and yields to the
//! runtime after each chunk: its `send_notification` never waits, and that task
//! runs inside the connection's own future, so without the yield the connection
//! could not read the `session/cancel` until the whole stream was queued (tried:
//! the 2,000,000-chunk prompt then ran to `end_turn`, over two minutes). Sending
//! from a `tokio::spawn`ed task instead was no faster.
#![allow(dead_code)] // each benchmark uses part of it

use std::process::Stdio;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use agent_client_protocol as off;
use off::v1::schema as offs;
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

/// What an agent is asked to do with a prompt text: `stream M` sends M
/// `agent_message_chunk`s with text `c<i> ` (`(M, None)`); `echo <text>`, or
/// any other text, one chunk with that text (`(1, Some(text))`).
pub fn parse_prompt(text: &str) -> (u64, Option<&str>) {
    if let Some(n) = text.strip_prefix("stream ") {
        (n.trim().parse().unwrap_or(0), None)
    } else if let Some(rest) = text.strip_prefix("echo ") {
        (1, Some(rest))
    } else {
        (1, Some(text))
    }
}

/// The official agent serving ACP on this process's stdio, following
/// [`parse_prompt`] and checking for `session/cancel` before each chunk.
pub fn agent_main() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("agent runtime");
    let served = rt.block_on(async { tokio::spawn(agent()).await.expect("agent task panicked") });
    if let Err(e) = served {
        eprintln!("official agent: {e:?}");
    }
}

async fn agent() -> Result<(), off::Error> {
    let cancelled = Arc::new(AtomicBool::new(false));
    let on_cancel = cancelled.clone();
    off::Agent
        .v1()
        .name("bench-agent")
        .on_receive_request(
            async |req: offs::InitializeRequest, responder, _cx| {
                responder.respond(offs::InitializeResponse::new(req.protocol_version))
            },
            off::on_receive_request!(),
        )
        .on_receive_request(
            async |_req: offs::NewSessionRequest, responder, _cx| {
                responder.respond(offs::NewSessionResponse::new("sess-1"))
            },
            off::on_receive_request!(),
        )
        .on_receive_request(
            async move |req: offs::PromptRequest, responder, cx| {
                cancelled.store(false, Ordering::SeqCst);
                let cancelled = cancelled.clone();
                let task_cx = cx.clone();
                cx.spawn(async move {
                    let text = match req.prompt.first() {
                        Some(offs::ContentBlock::Text(t)) => t.text.as_str(),
                        _ => "",
                    };
                    let (count, echo) = parse_prompt(text);
                    for i in 0..count {
                        if cancelled.load(Ordering::SeqCst) {
                            return responder
                                .respond(offs::PromptResponse::new(offs::StopReason::Cancelled));
                        }
                        let chunk = match echo {
                            Some(echo) => echo.to_owned(),
                            None => format!("c{i} "),
                        };
                        let update =
                            offs::SessionUpdate::AgentMessageChunk(offs::ContentChunk::new(
                                offs::ContentBlock::Text(offs::TextContent::new(chunk)),
                            ));
                        task_cx.send_notification(offs::SessionNotification::new(
                            req.session_id.clone(),
                            update,
                        ))?;
                        tokio::task::yield_now().await;
                    }
                    responder.respond(offs::PromptResponse::new(offs::StopReason::EndTurn))
                })
            },
            off::on_receive_request!(),
        )
        .on_receive_notification(
            async move |_n: offs::CancelNotification, _cx| {
                on_cancel.store(true, Ordering::SeqCst);
                Ok(())
            },
            off::on_receive_notification!(),
        )
        .connect_to(off::ByteStreams::new(
            tokio::io::stdout().compat_write(),
            tokio::io::stdin().compat(),
        ))
        .await
}

/// One `stream n` prompt of the official client to the official agent.
pub struct Streamed {
    /// Chunks the client had handled when the prompt answered.
    pub received: u64,
    /// From sending the prompt to its answer.
    pub elapsed: Duration,
}

/// Starts this binary with `role` (`(variable, value)`: the agent of
/// [`agent_main`]) and streams `n` chunks from it with the official client, in
/// one session.
pub async fn stream(role: (&str, &str), n: u64) -> Streamed {
    let mut child = tokio::process::Command::new(std::env::current_exe().expect("current exe"))
        .env(role.0, role.1)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn the official agent");
    let transport = off::ByteStreams::new(
        child.stdin.take().expect("piped stdin").compat_write(),
        child.stdout.take().expect("piped stdout").compat(),
    );
    let chunks = Arc::new(AtomicU64::new(0));
    let counter = chunks.clone();
    let streamed = off::Client
        .v1()
        .name("bench-client")
        .on_receive_notification(
            async move |n: offs::SessionNotification, _cx| {
                if let offs::SessionUpdate::AgentMessageChunk(_) = n.update {
                    counter.fetch_add(1, Ordering::Relaxed);
                }
                Ok(())
            },
            off::on_receive_notification!(),
        )
        .connect_with(transport, async |cx: off::v1::ConnectionTo<off::Agent>| {
            cx.send_request(offs::InitializeRequest::new(
                off::schema::ProtocolVersion::V1,
            ))
            .block_task()
            .await?;
            let session = cx
                .send_request(offs::NewSessionRequest::new("/"))
                .block_task()
                .await?
                .session_id;
            let prompt = offs::PromptRequest::new(
                session,
                vec![offs::ContentBlock::Text(offs::TextContent::new(format!(
                    "stream {n}"
                )))],
            );
            let t = Instant::now();
            let answer = cx.send_request(prompt).block_task().await?;
            let elapsed = t.elapsed();
            assert_eq!(answer.stop_reason, offs::StopReason::EndTurn);
            Ok(Streamed {
                received: chunks.load(Ordering::Relaxed),
                elapsed,
            })
        })
        .await
        .expect("official client connection");
    match tokio::time::timeout(Duration::from_secs(10), child.wait()).await {
        Ok(Ok(status)) if status.success() => {}
        other => {
            eprintln!("official agent did not exit cleanly: {other:?}");
            let _ = child.kill().await;
        }
    }
    streamed
}
