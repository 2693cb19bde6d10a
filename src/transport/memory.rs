//! Two peers in one process, for tests.

use tokio::io::DuplexStream;
use tokio::task::JoinHandle;

use crate::connection::{Config, Connection, Handler};

/// The size of an in-memory pipe's buffer, each way.
const PIPE_BUFFER: usize = 64 * 1024;

/// Two connected peers in one process, for tests: what `a` sends, `b` handles, and
/// the other way round. Returns each side's connection (to call the other side)
/// and the task that ends with it.
pub fn memory_pair<A: Handler, B: Handler>(
    a: A,
    b: B,
    limits: Config,
) -> ((Connection, JoinHandle<()>), (Connection, JoinHandle<()>)) {
    let (b_io, a_side) = memory_stream(a, limits.clone());
    let (b_read, b_write) = tokio::io::split(b_io);
    (a_side, Connection::spawn(b, b_read, b_write, limits))
}

/// One peer served in this process on one end of an in-memory pipe, and the
/// other end as raw bytes, for tests that write what no SDK would (a line that
/// is not JSON, a request whose method is a number): what is written to the
/// returned stream, `handler` reads, and its messages are read from it, one per
/// line. Also returns the served connection (to call the other side) and the
/// task that ends with it, once the stream is dropped or shut down.
pub fn memory_stream<H: Handler>(
    handler: H,
    limits: Config,
) -> (DuplexStream, (Connection, JoinHandle<()>)) {
    let (ours, theirs) = tokio::io::duplex(PIPE_BUFFER);
    let (read, write) = tokio::io::split(theirs);
    (ours, Connection::spawn(handler, read, write, limits))
}
