//! What a kept value weighs: about the bytes it holds, measured as the length
//! of its JSON (what it weighed on the wire, give or take the names of absent
//! fields). Used to keep a session's state within a byte limit
//! ([`Keep::bytes`](super::Keep::bytes)).

use std::io;

use serde::Serialize;

/// The length of `value`'s JSON; 0 for a value that cannot be written as JSON
/// (none of the protocol's types).
pub(crate) fn weigh<T: Serialize + ?Sized>(value: &T) -> usize {
    let mut count = Count(0);
    let _ = serde_json::to_writer(&mut count, value);
    count.0
}

/// A writer that keeps only how much was written.
struct Count(usize);

impl io::Write for Count {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0 += bytes.len();
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::weigh;

    #[test]
    fn a_value_weighs_its_json() {
        assert_eq!(weigh("abc"), 5);
        assert_eq!(weigh(&vec!["a", "bc"]), 10);
        assert_eq!(weigh(&serde_json::json!({"k": [1, 2]})), 11);
        assert_eq!(weigh(&None::<String>), 4);
    }
}
