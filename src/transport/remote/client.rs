//! Connecting to a remote agent by URL.

use tokio::task::JoinHandle;

use super::{ClientConfig, RemoteError};
use crate::connection::{Connection, Handler};

/// Connects `handler` to the agent at `url` and returns the connection, like
/// [`memory_pair`](crate::transport::memory_pair) returns each side: the
/// [`Connection`] to call the agent, and the task that ends with it.
///
/// `ws://` and `wss://` URLs speak WebSocket (feature `ws`), `http://` and
/// `https://` Streamable HTTP (feature `http`); the secure schemes need feature
/// `tls`. For WebSocket the socket is open when this returns; for HTTP nothing
/// is sent before the first message (`initialize`), whose refusal then fails
/// that call. Over HTTP, cookies the server sets are kept for the connection
/// and sent with each of its later requests (as load balancers that pin a
/// connection to one backend expect); they are forgotten when it ends.
///
/// Fails when the URL is unusable or, for WebSocket, when the server cannot be
/// reached or refuses the connection (with its HTTP status and reason).
pub async fn connect<H: Handler>(
    url: &str,
    handler: H,
    config: ClientConfig,
) -> Result<(Connection, JoinHandle<()>), RemoteError> {
    let scheme = url
        .split_once("://")
        .map(|(scheme, _)| scheme.to_ascii_lowercase())
        .ok_or_else(|| RemoteError::Url(format!("{url:?} has no scheme (ws://, http://, ...)")))?;
    if (scheme == "wss" || scheme == "https") && !cfg!(feature = "tls") {
        return Err(RemoteError::Url(format!(
            "{scheme}:// needs the acp crate's feature `tls`"
        )));
    }
    match scheme.as_str() {
        #[cfg(feature = "ws")]
        "ws" | "wss" => super::ws_client::connect(url, handler, config).await,
        #[cfg(feature = "http")]
        "http" | "https" => super::http_client::connect(url, handler, config).await,
        #[cfg(not(feature = "ws"))]
        "ws" | "wss" => Err(RemoteError::Url(
            "WebSocket URLs need the acp crate's feature `ws`".into(),
        )),
        #[cfg(not(feature = "http"))]
        "http" | "https" => Err(RemoteError::Url(
            "HTTP URLs need the acp crate's feature `http`".into(),
        )),
        other => Err(RemoteError::Url(format!(
            "unknown scheme {other}:// (use ws://, wss://, http:// or https://)"
        ))),
    }
}
