//! Two peers in one process, for tests.

use tokio::task::JoinHandle;

use crate::connection::{Config, Connection, Handler};

/// Two connected peers in one process, for tests: what `a` sends, `b` handles, and
/// the other way round. Returns each side's connection (to call the other side)
/// and the task that ends with it.
pub fn memory_pair<A: Handler, B: Handler>(
    a: A,
    b: B,
    limits: Config,
) -> ((Connection, JoinHandle<()>), (Connection, JoinHandle<()>)) {
    let (a_io, b_io) = tokio::io::duplex(64 * 1024);
    let (a_read, a_write) = tokio::io::split(a_io);
    let (b_read, b_write) = tokio::io::split(b_io);
    (
        Connection::spawn(a, a_read, a_write, limits.clone()),
        Connection::spawn(b, b_read, b_write, limits),
    )
}
