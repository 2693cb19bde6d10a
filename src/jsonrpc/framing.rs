//! Newline-delimited framing with a size limit: a line longer than the limit is
//! skipped as it streams by, never buffered whole.

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

/// What [`LineReader::next`] found.
#[derive(Debug)]
pub(crate) enum ReadLine {
    /// A line is in [`LineReader::line`].
    Line,
    /// A line of at least this many bytes was skipped.
    TooLong(usize),
    /// End of input.
    Eof,
    /// The input failed.
    Failed(std::io::Error),
}

pub(crate) struct LineReader<R> {
    input: R,
    line: Vec<u8>,
    max: usize,
}

impl<R: AsyncBufRead + Unpin> LineReader<R> {
    pub(crate) fn new(input: R, max: usize) -> Self {
        LineReader {
            input,
            line: Vec::new(),
            max,
        }
    }

    /// The last line read, without its `\n` (or `\r\n`).
    pub(crate) fn line(&self) -> &[u8] {
        self.line.strip_suffix(b"\r").unwrap_or(&self.line)
    }

    pub(crate) async fn next(&mut self) -> ReadLine {
        self.line.clear();
        // Bytes of an over-long line seen so far; `Some` while skipping one.
        let mut skipped: Option<usize> = None;
        loop {
            let chunk = match self.input.fill_buf().await {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return ReadLine::Failed(e),
            };
            if chunk.is_empty() {
                return match skipped {
                    Some(n) => ReadLine::TooLong(n),
                    None if self.line.is_empty() => ReadLine::Eof,
                    None => ReadLine::Line,
                };
            }
            let (take, done) = match memchr::memchr(b'\n', chunk) {
                Some(i) => (i, true),
                None => (chunk.len(), false),
            };
            match &mut skipped {
                Some(n) => *n += take,
                None if self.line.len() + take > self.max => {
                    skipped = Some(self.line.len() + take);
                    self.line = Vec::new();
                }
                None => self.line.extend_from_slice(&chunk[..take]),
            }
            self.input.consume(take + usize::from(done));
            if done {
                return match skipped {
                    Some(n) => ReadLine::TooLong(n),
                    None => ReadLine::Line,
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lines(input: &[u8], max: usize) -> Vec<String> {
        let mut reader = LineReader::new(tokio::io::BufReader::with_capacity(4, input), max);
        let mut out = vec![];
        loop {
            match reader.next().await {
                ReadLine::Line => out.push(String::from_utf8(reader.line().to_vec()).unwrap()),
                ReadLine::TooLong(n) => out.push(format!("<{n} bytes skipped>")),
                ReadLine::Eof => return out,
                ReadLine::Failed(e) => panic!("{e}"),
            }
        }
    }

    #[tokio::test]
    async fn splits_and_limits() {
        assert_eq!(
            lines(b"ab\ncd\r\n\nlast", 10).await,
            ["ab", "cd", "", "last"]
        );
        assert_eq!(
            lines(b"short\nthis one is too long\nok\n", 10).await,
            ["short", "<20 bytes skipped>", "ok"]
        );
        assert_eq!(
            lines(b"this one is too long", 10).await,
            ["<20 bytes skipped>"]
        );
    }
}
