//! The Streamable HTTP client.

use tokio::task::JoinHandle;

use super::{ClientConfig, RemoteError};
use crate::connection::{Connection, Handler};

pub(super) async fn connect<H: Handler>(
    _url: &str,
    _handler: H,
    _config: ClientConfig,
) -> Result<(Connection, JoinHandle<()>), RemoteError> {
    Err(RemoteError::Url(
        "Streamable HTTP is not spoken yet: use a ws:// URL".into(),
    ))
}
