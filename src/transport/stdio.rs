//! This process's own stdin/stdout.

use crate::connection::{Config, Connection, Handler};

/// Serves `handler` on this process's stdin/stdout (the ACP stdio transport, as an
/// agent launched by an editor does). Returns when the peer closes stdin and the
/// last answers have been written.
pub async fn serve_stdio<H: Handler>(handler: H, limits: Config) {
    let (_conn, done) = Connection::spawn(handler, tokio::io::stdin(), tokio::io::stdout(), limits);
    let _ = done.await;
}
