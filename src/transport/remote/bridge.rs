//! One remote peer's messages as lines on an in-process pipe into a
//! [`Connection`], so that a remote connection gets the same driver, ordering,
//! cancellation and limits as a stdio one.

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream, ReadHalf, WriteHalf};
use tokio::task::JoinHandle;

use crate::connection::{Config, Connection, Handler};

/// How much the pipe between the transport and the connection holds each way.
const PIPE: usize = 64 * 1024;
/// The read buffer of the connection's output: lines longer than this are
/// read in several steps, so it stays small (it is per connection).
const OUTPUT_BUFFER: usize = 8 * 1024;

/// The transport's end of the pipe: messages in, messages out.
pub(crate) struct Bridge {
    /// Where the remote peer's messages go, one line each.
    pub(crate) input: Input,
    /// What the connection sends, one message at a time.
    pub(crate) output: Output,
}

/// Writes the remote peer's messages into the connection.
pub(crate) struct Input(WriteHalf<DuplexStream>);

/// Reads the connection's outgoing messages.
pub(crate) struct Output {
    lines: BufReader<ReadHalf<DuplexStream>>,
    line: Vec<u8>,
}

/// Starts a connection for `handler` and returns it with the transport's end.
pub(crate) fn bridge<H: Handler>(
    handler: H,
    config: Config,
) -> (Connection, JoinHandle<()>, Bridge) {
    let (ours, theirs) = tokio::io::duplex(PIPE);
    let (read, write) = tokio::io::split(theirs);
    let (conn, done) = Connection::spawn(handler, read, write, config);
    let (our_read, our_write) = tokio::io::split(ours);
    let bridge = Bridge {
        input: Input(our_write),
        output: Output {
            lines: BufReader::with_capacity(OUTPUT_BUFFER, our_read),
            line: Vec::new(),
        },
    };
    (conn, done, bridge)
}

impl Input {
    /// Hands one message to the connection. A JSON text can hold line breaks
    /// only as whitespace between tokens (inside strings they are escaped), so
    /// turning them into spaces keeps a message one line and changes nothing
    /// else. Fails when the connection has ended.
    pub(crate) async fn send(&mut self, message: &[u8]) -> std::io::Result<()> {
        if memchr::memchr2(b'\n', b'\r', message).is_some() {
            let flat: Vec<u8> = message
                .iter()
                .map(|&b| if b == b'\n' || b == b'\r' { b' ' } else { b })
                .collect();
            self.0.write_all(&flat).await?;
        } else {
            self.0.write_all(message).await?;
        }
        self.0.write_all(b"\n").await?;
        self.0.flush().await
    }

    /// Ends the input: the connection sees the peer close, cancels what is
    /// still running and ends.
    pub(crate) async fn close(mut self) {
        let _ = self.0.shutdown().await;
    }
}

impl Output {
    /// The next message the connection sends, without its line break; `None`
    /// once the connection has ended.
    pub(crate) async fn next(&mut self) -> Option<String> {
        loop {
            self.line.clear();
            match self.lines.read_until(b'\n', &mut self.line).await {
                Ok(0) | Err(_) => return None,
                Ok(_) => {}
            }
            while matches!(self.line.last(), Some(b'\n' | b'\r')) {
                self.line.pop();
            }
            if self.line.is_empty() {
                continue;
            }
            // The connection writes serde_json's output: always UTF-8.
            return Some(String::from_utf8_lossy(&self.line).into_owned());
        }
    }
}
