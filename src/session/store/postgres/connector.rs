//! Opening the PostgreSQL store's connections.

use std::time::Duration;

use tokio_postgres::{Client, Config, NoTls};

use super::describe;

/// How long connecting waits for the server, unless the URL says
/// (`connect_timeout`).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Opens connections to the store's database, on the store's thread.
pub(super) struct Connector {
    config: Config,
}

impl Connector {
    /// Connections as `config` says, with a connect timeout and an
    /// application name unless it sets them.
    pub(super) fn new(mut config: Config) -> Self {
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        if config.get_application_name().is_none() {
            config.application_name("acp-session-store");
        }
        Connector { config }
    }

    /// A new connection; its I/O runs on the current runtime (the store's
    /// thread's) until the client is dropped.
    pub(super) async fn connect(&self) -> Result<Client, String> {
        let (client, connection) = self
            .config
            .connect(NoTls)
            .await
            .map_err(|cause| describe(&cause))?;
        tokio::spawn(async move {
            // A lost connection shows as the client's next error.
            let _ = connection.await;
        });
        Ok(client)
    }
}
