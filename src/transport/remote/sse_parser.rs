//! Reading a server-sent event stream: the `data` of each event, as the
//! bytes arrive in whatever pieces the network (or a proxy in between) cut
//! them into.
//!
//! Each byte is looked at once, however a message is cut up: a proxy passes a
//! stream on in pieces of its buffer's size (nginx's `proxy_buffer_size`, a
//! few KiB), and a parser that read its buffer again from the start for each
//! piece would take time growing with the square of a large message's size.
//! A message over the size limit is an error as soon as it is over, before it
//! is all held.

/// The events of one stream, from its bytes.
pub(super) struct EventParser {
    /// Bytes not yet taken as lines.
    pending: Vec<u8>,
    /// How far `pending` is known to hold no line end.
    scanned: usize,
    /// The data of the event being read, its lines joined with `\n`.
    data: Option<String>,
    /// Whether the stream's start (where a byte order mark may be) is past.
    started: bool,
    /// The largest event's data accepted.
    max: usize,
}

/// Why a stream cannot be read on.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Unreadable {
    /// An event over the size limit.
    TooLarge,
    /// A line that is not UTF-8.
    NotUtf8,
}

impl EventParser {
    /// A parser for events of at most `max` bytes of data.
    pub(super) fn new(max: usize) -> Self {
        EventParser {
            pending: Vec::new(),
            scanned: 0,
            data: None,
            started: false,
            max,
        }
    }

    /// Takes the next `bytes` of the stream; returns the data of the events
    /// they complete, in order.
    pub(super) fn push(&mut self, bytes: &[u8]) -> Result<Vec<String>, Unreadable> {
        self.pending.extend_from_slice(bytes);
        if !self.started {
            const BOM: &[u8] = b"\xEF\xBB\xBF";
            if self.pending.len() < BOM.len() && BOM.starts_with(&self.pending) {
                return Ok(Vec::new());
            }
            if self.pending.starts_with(BOM) {
                self.pending.drain(..BOM.len());
            }
            self.started = true;
        }
        let mut events = Vec::new();
        let mut start = 0;
        loop {
            let Some(at) = memchr::memchr2(b'\n', b'\r', &self.pending[self.scanned..]) else {
                self.scanned = self.pending.len();
                break;
            };
            let end = self.scanned + at;
            // A CR last may be the first half of a CRLF: wait for the next byte.
            if self.pending[end] == b'\r' && end + 1 == self.pending.len() {
                self.scanned = end;
                break;
            }
            let next = match &self.pending[end..] {
                [b'\r', b'\n', ..] => end + 2,
                _ => end + 1,
            };
            let line = std::str::from_utf8(&self.pending[start..end])
                .map_err(|_| Unreadable::NotUtf8)?
                .to_owned();
            if let Some(event) = self.line(&line)? {
                events.push(event);
            }
            start = next;
            self.scanned = next;
        }
        self.pending.drain(..start);
        self.scanned -= start;
        let held = self.data.as_ref().map_or(0, String::len) + self.pending.len();
        if held > self.max.saturating_add(16) {
            return Err(Unreadable::TooLarge);
        }
        Ok(events)
    }

    /// One line: a field of the event being read, or its end.
    fn line(&mut self, line: &str) -> Result<Option<String>, Unreadable> {
        if line.is_empty() {
            // An event without data is no event.
            return Ok(self.data.take().map(|mut data| {
                data.pop();
                data
            }));
        }
        if line.starts_with(':') {
            return Ok(None);
        }
        let (field, value) = match line.split_once(':') {
            Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
            None => (line, ""),
        };
        // Only the data matters here: event types, ids and retry times are
        // not part of the transport.
        if field == "data" {
            let data = self.data.get_or_insert_with(String::new);
            if data.len() + value.len() > self.max {
                return Err(Unreadable::TooLarge);
            }
            data.push_str(value);
            data.push('\n');
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The events of `stream` fed in pieces of `piece` bytes.
    fn events_in_pieces(stream: &[u8], piece: usize) -> Vec<String> {
        let mut parser = EventParser::new(1 << 20);
        stream
            .chunks(piece)
            .flat_map(|bytes| parser.push(bytes).unwrap())
            .collect()
    }

    #[test]
    fn events_whatever_the_pieces() {
        let stream = "\u{feff}: open\n\ndata: {\"a\":1}\n\nevent: message\nid: 7\ndata:two\r\ndata:  lines\r\n\r\n\
                      retry: 10\n\ndata\n\ndata: last\r\r\n";
        let expected = vec![
            "{\"a\":1}".to_owned(),
            "two\n lines".to_owned(),
            String::new(),
            "last".to_owned(),
        ];
        for piece in 1..=stream.len() {
            assert_eq!(
                events_in_pieces(stream.as_bytes(), piece),
                expected,
                "pieces of {piece}"
            );
        }
    }

    #[test]
    fn a_large_message_in_small_pieces_is_read_once() {
        let message = "x".repeat(4 << 20);
        let stream = format!("data: {message}\n\n");
        let mut parser = EventParser::new(8 << 20);
        let mut events = Vec::new();
        for piece in stream.as_bytes().chunks(1024) {
            events.extend(parser.push(piece).unwrap());
            // What was looked at is not looked at again: the next piece is
            // searched from where this one ended.
            if events.is_empty() {
                assert_eq!(parser.scanned, parser.pending.len());
            }
        }
        assert_eq!(events, vec![message]);
    }

    #[test]
    fn too_large_and_not_utf8_are_errors() {
        let mut parser = EventParser::new(10);
        assert_eq!(
            parser.push(b"data: 0123456789\n\n").unwrap(),
            vec!["0123456789"]
        );
        assert_eq!(
            parser.push(b"data: 0123456789a\n"),
            Err(Unreadable::TooLarge)
        );
        let mut parser = EventParser::new(10);
        assert_eq!(parser.push(&[b'd'; 64]), Err(Unreadable::TooLarge));
        let mut parser = EventParser::new(10);
        assert_eq!(parser.push(b"data: \xff\n\n"), Err(Unreadable::NotUtf8));
    }
}
