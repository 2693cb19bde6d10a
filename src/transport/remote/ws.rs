//! The WebSocket profile of the server: one connection per upgraded socket,
//! one JSON-RPC message per text message.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequestParts, Request};
use axum::http::StatusCode;
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::oneshot;

use super::bridge::Bridge;
use super::server::{
    connection_id_name, connection_id_value, full, new_connection_id, refuse, Activity, Shared,
    Slot,
};

/// WebSocket close code for a message over the size limit.
const TOO_BIG: u16 = 1009;
/// WebSocket close code for a server ending the connection (idle timeout).
const GOING_AWAY: u16 = 1001;
/// How long the last messages to a client that does not read may take.
const FLUSH_GRACE: Duration = Duration::from_secs(5);

/// Answers the upgrade request: 503 when the server is full, else 101 with the
/// connection's id.
pub(super) async fn upgrade(shared: Arc<Shared>, request: Request) -> Response {
    let (mut parts, _body) = request.into_parts();
    let ws = match WebSocketUpgrade::from_request_parts(&mut parts, &()).await {
        Ok(ws) => ws,
        Err(rejection) => return refuse(StatusCode::BAD_REQUEST, &rejection.body_text()),
    };
    let Some(slot) = shared.slot() else {
        return full(&shared);
    };
    let id = new_connection_id();
    let limit = shared.config.max_message_size;
    let span = tracing::debug_span!("acp.remote", transport = "ws", connection = %id);
    let mut response = ws
        .max_message_size(limit)
        .max_frame_size(limit)
        .on_failed_upgrade(|err| tracing::debug!(%err, "WebSocket upgrade failed"))
        .on_upgrade(move |socket| tracing::Instrument::instrument(run(shared, socket, slot), span));
    response
        .headers_mut()
        .insert(connection_id_name(), connection_id_value(&id));
    response
}

/// Carries one client's messages until either side ends, then cleans up.
async fn run(shared: Arc<Shared>, socket: WebSocket, slot: Slot) {
    let (
        conn,
        done,
        Bridge {
            mut input,
            mut output,
        },
    ) = shared.spawn();
    let activity = Arc::new(Activity::new(&shared));
    // When the client last sent anything, pongs included.
    let heard = Activity::new(&shared);
    let ping_interval = shared.config.ping_interval;
    let (mut to_client, mut from_client) = socket.split();
    let (close_tx, mut close_rx) = oneshot::channel::<CloseFrame>();

    let writer_activity = activity.clone();
    let writer_shared = shared.clone();
    let writer = tokio::spawn(async move {
        let mut pings = ping_interval.and_then(|every| {
            let first = tokio::time::Instant::now().checked_add(every)?;
            let mut pings = tokio::time::interval_at(first, every.max(Duration::from_millis(1)));
            pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            Some(pings)
        });
        let frame = loop {
            tokio::select! {
                () = next_ping(&mut pings) => {
                    if to_client.send(Message::Ping(Default::default())).await.is_err() {
                        return;
                    }
                }
                line = output.next() => match line {
                    Some(line) => {
                        writer_activity.touch(&writer_shared);
                        if to_client.send(Message::Text(line.into())).await.is_err() {
                            return;
                        }
                    }
                    None => break None,
                },
                frame = &mut close_rx => break frame.ok(),
            }
        };
        let _ = to_client.send(Message::Close(frame)).await;
    });

    let close = loop {
        let message = tokio::select! {
            message = from_client.next() => message,
            _ = activity.idle(&shared) => break Some(CloseFrame {
                code: GOING_AWAY,
                reason: "idle timeout".into(),
            }),
            _ = heard.quiet(&shared, ping_interval.map(|every| every.saturating_mul(2))) => {
                tracing::debug!("the client answered no ping: taken as gone");
                break Some(CloseFrame {
                    code: GOING_AWAY,
                    reason: "no answer to ping".into(),
                });
            }
            _ = conn.closed() => break None,
        };
        if matches!(message, Some(Ok(_))) {
            heard.touch(&shared);
        }
        match message {
            Some(Ok(Message::Text(text))) => {
                activity.touch(&shared);
                if input.send(text.as_bytes()).await.is_err() {
                    break None;
                }
            }
            // Pings are answered by the socket; binary messages are not ACP.
            Some(Ok(Message::Binary(_) | Message::Ping(_) | Message::Pong(_))) => {}
            Some(Ok(Message::Close(_))) | None => break None,
            Some(Err(err)) => {
                tracing::debug!(%err, "WebSocket read failed");
                let too_big = std::error::Error::source(&err)
                    .map(|e| e.to_string())
                    .unwrap_or_else(|| err.to_string())
                    .contains("too long");
                break too_big.then(|| CloseFrame {
                    code: TOO_BIG,
                    reason: "message too big".into(),
                });
            }
        }
    };
    if let Some(frame) = close {
        let _ = close_tx.send(frame);
    }
    // The client is gone (or is being sent away): the connection sees its input
    // end, cancels what still runs and ends.
    input.close().await;
    // The connection ends once its handlers have ended and its last messages
    // are written. A client that stopped reading holds the writer (and so the
    // connection's output) up: it gets the handlers' drain time and the flush
    // grace, then the writer is dropped, which lets the connection end.
    let (mut done, mut writer) = (done, writer);
    let grace = shared.config.connection.drain_timeout + FLUSH_GRACE;
    if tokio::time::timeout(grace, &mut done).await.is_err() {
        tracing::debug!("the client does not read: its last messages are dropped");
        writer.abort();
        let _ = done.await;
    }
    if tokio::time::timeout(FLUSH_GRACE, &mut writer)
        .await
        .is_err()
    {
        writer.abort();
    }
    drop(slot);
}

/// The next keepalive ping; never without pings.
async fn next_ping(pings: &mut Option<tokio::time::Interval>) {
    match pings {
        Some(pings) => {
            pings.tick().await;
        }
        None => std::future::pending().await,
    }
}
