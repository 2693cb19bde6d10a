//! The WebSocket client.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};

use super::bridge::{bridge, Bridge};
use super::{ClientConfig, RemoteError};
use crate::connection::{Connection, Handler};

/// How long the last messages to a server that does not read may take.
const FLUSH_GRACE: Duration = Duration::from_secs(5);

pub(super) async fn connect<H: Handler>(
    url: &str,
    handler: H,
    config: ClientConfig,
) -> Result<(Connection, JoinHandle<()>), RemoteError> {
    let mut request = url
        .into_client_request()
        .map_err(|err| RemoteError::Url(format!("{url}: {err}")))?;
    request.headers_mut().extend(config.request_headers()?);
    let limit = config.max_message_size;
    let ws_config = WebSocketConfig::default()
        .max_message_size(Some(limit))
        .max_frame_size(Some(limit));
    #[cfg(feature = "tls")]
    let connecting = tokio_tungstenite::connect_async_tls_with_config(
        request,
        Some(ws_config),
        true,
        super::tls::ws_connector(&config.root_certificates)?,
    );
    #[cfg(not(feature = "tls"))]
    let connecting = tokio_tungstenite::connect_async_with_config(request, Some(ws_config), true);
    let (socket, _response) = match connecting.await {
        Ok(connected) => connected,
        Err(WsError::Http(response)) => {
            let body = response
                .body()
                .as_deref()
                .map(|b| {
                    String::from_utf8_lossy(b)
                        .trim()
                        .chars()
                        .take(500)
                        .collect()
                })
                .unwrap_or_default();
            return Err(RemoteError::Rejected {
                status: response.status().as_u16(),
                body,
            });
        }
        Err(WsError::Url(err)) => return Err(RemoteError::Url(format!("{url}: {err}"))),
        Err(err) => return Err(RemoteError::Transport(format!("{url}: {err}"))),
    };

    let (
        conn,
        done,
        Bridge {
            mut input,
            mut output,
        },
    ) = bridge(handler, config.connection);
    let (mut to_server, mut from_server) = socket.split();
    let mut writer = tokio::spawn(async move {
        while let Some(line) = output.next().await {
            if to_server.send(Message::Text(line.into())).await.is_err() {
                return;
            }
        }
        let _ = to_server.close().await;
    });
    let closed = conn.clone();
    let task = tokio::spawn(async move {
        loop {
            let message = tokio::select! {
                message = from_server.next() => message,
                _ = closed.closed() => break,
            };
            match message {
                Some(Ok(Message::Text(text))) => {
                    if input.send(text.as_bytes()).await.is_err() {
                        break;
                    }
                }
                Some(Ok(Message::Close(frame))) => {
                    if let Some(frame) = frame {
                        tracing::debug!(code = %frame.code, reason = %frame.reason, "the agent server closed the WebSocket");
                    }
                    break;
                }
                Some(Ok(_)) => {}
                Some(Err(err)) => {
                    tracing::debug!(%err, "WebSocket read failed");
                    break;
                }
                None => break,
            }
        }
        input.close().await;
        let _ = done.await;
        if tokio::time::timeout(FLUSH_GRACE, &mut writer)
            .await
            .is_err()
        {
            writer.abort();
        }
    });
    Ok((conn, task))
}
