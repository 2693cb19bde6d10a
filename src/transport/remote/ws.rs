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
use tokio_tungstenite::tungstenite::error::{CapacityError, ProtocolError};
use tokio_tungstenite::tungstenite::Error as WsError;

use super::admission::{connection_id_name, connection_id_value, no_slot, refuse};
use super::bridge::Bridge;
use super::forwarded::Requester;
use super::shared::{OpenSocket, Shared};
use super::slots::{deadline_after, Activity, Slot};

/// Close codes (RFC 6455 section 7.4.1).
mod code {
    /// The server is ending the connection (idle, gone quiet, or its slot
    /// given to a newcomer).
    pub(super) const GOING_AWAY: u16 = 1001;
    /// The client broke the protocol.
    pub(super) const PROTOCOL_ERROR: u16 = 1002;
    /// A text message that is not UTF-8.
    pub(super) const INVALID_DATA: u16 = 1007;
    /// The client broke the server's policy (it sent nothing in time).
    pub(super) const POLICY: u16 = 1008;
    /// A message over the size limit.
    pub(super) const TOO_BIG: u16 = 1009;
}

/// How long the last messages to a client that does not read may take.
const FLUSH_GRACE: Duration = Duration::from_secs(5);

/// Answers the upgrade request: 503 when the server is full (429 when the
/// client has its maximum), else 101 with the connection's id.
pub(super) async fn upgrade(
    shared: Arc<Shared>,
    request: Request,
    requester: Requester,
) -> Response {
    let (mut parts, _body) = request.into_parts();
    let socket = parts.extensions.remove::<Arc<OpenSocket>>();
    let ws = match WebSocketUpgrade::from_request_parts(&mut parts, &()).await {
        Ok(ws) => ws,
        Err(rejection) => return refuse(StatusCode::BAD_REQUEST, &rejection.body_text()),
    };
    let id = match super::route::connection_id(shared.config.route.as_deref()) {
        Ok(id) => id,
        Err(err) => return refuse(StatusCode::SERVICE_UNAVAILABLE, &err.to_string()),
    };
    let slot = match shared.slot(&requester) {
        Ok(slot) => slot,
        Err(refused) => return no_slot(&shared.config, refused),
    };
    let limit = shared.config.max_message_size;
    let span = requester.span("ws", &id);
    let mut response = ws
        .max_message_size(limit)
        .max_frame_size(limit)
        .on_failed_upgrade(|err| tracing::debug!(%err, "WebSocket upgrade failed"))
        .on_upgrade(move |ws| {
            let run = async move {
                run(shared, ws, slot).await;
                drop(socket);
            };
            tracing::Instrument::instrument(run, span)
        });
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
    let activity = slot.activity().clone();
    // When the client last sent anything, pongs included.
    let heard = Activity::new();
    let ping_interval = shared.config.ping_interval;
    let (mut to_client, mut from_client) = socket.split();
    let (close_tx, mut close_rx) = oneshot::channel::<CloseFrame>();

    let writer_activity = activity.clone();
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
                        writer_activity.touch();
                        if to_client.send(Message::Text(line.into())).await.is_err() {
                            return;
                        }
                    }
                    // The connection ended: with the close frame the reader
                    // asked for, if it asked (it may have, just before).
                    None => break close_rx.try_recv().ok(),
                },
                frame = &mut close_rx => break frame.ok(),
            }
        };
        let _ = to_client.send(Message::Close(frame)).await;
    });

    let config = &shared.config;
    let start_by = deadline_after(config.start_timeout);
    let mut started = false;
    let close = loop {
        let message = tokio::select! {
            message = from_client.next() => message,
            () = tokio::time::sleep_until(start_by), if !started => {
                tracing::debug!("the client sent no message in time");
                break close_frame(code::POLICY, "no message in time after connecting");
            }
            () = activity.quiet(config.idle_timeout) => {
                break close_frame(code::GOING_AWAY, "idle timeout");
            }
            () = heard.quiet(ping_interval.map(|every| every.saturating_mul(2))) => {
                tracing::debug!("the client answered no ping: taken as gone");
                break close_frame(code::GOING_AWAY, "no answer to ping");
            }
            () = slot.reclaimed() => {
                break close_frame(code::GOING_AWAY, "idle, and the server is full");
            }
            _ = conn.closed() => break None,
        };
        if matches!(message, Some(Ok(_))) {
            heard.touch();
        }
        match message {
            Some(Ok(Message::Text(text))) => {
                started = true;
                activity.touch();
                if input.send(text.as_bytes()).await.is_err() {
                    break None;
                }
            }
            // Pings are answered by the socket; binary messages are not ACP.
            Some(Ok(Message::Binary(_) | Message::Ping(_) | Message::Pong(_))) => {}
            Some(Ok(Message::Close(_))) | None => break None,
            Some(Err(err)) => {
                tracing::debug!(%err, "WebSocket read failed");
                break read_failure(err);
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

/// A close frame with `code` and `reason`.
fn close_frame(code: u16, reason: &'static str) -> Option<CloseFrame> {
    Some(CloseFrame {
        code,
        reason: reason.into(),
    })
}

/// The close frame for a read that failed: the code RFC 6455 section 7.4.1
/// gives for what the client did wrong, or none when the socket is gone.
fn read_failure(err: axum::Error) -> Option<CloseFrame> {
    let err = err.into_inner();
    match err.downcast_ref::<WsError>()? {
        WsError::Capacity(CapacityError::MessageTooLong { .. }) => {
            close_frame(code::TOO_BIG, "message too big")
        }
        WsError::Capacity(_) => close_frame(code::TOO_BIG, "frame too big"),
        WsError::Utf8(_) => close_frame(code::INVALID_DATA, "text message is not UTF-8"),
        // The peer is gone; there is nobody to tell.
        WsError::Protocol(ProtocolError::ResetWithoutClosingHandshake) => None,
        WsError::Protocol(ProtocolError::NonZeroReservedBits) => close_frame(
            code::PROTOCOL_ERROR,
            "reserved bits set: no extension was negotiated",
        ),
        WsError::Protocol(_) => close_frame(code::PROTOCOL_ERROR, "WebSocket protocol error"),
        _ => None,
    }
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
