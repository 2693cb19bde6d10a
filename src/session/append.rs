//! What the generated folds do for an `x-state` `append`: add a chunk to what an
//! entry keeps, in time and memory proportional to the chunk (never to what was
//! kept before it). Each returns about the bytes it added, for the entry's
//! weight ([`super::weight`]).
//!
//! A list whose items can continue one another (text blocks: [`Join`]) grows
//! its last item while the chunks continue it: a message streamed as a
//! million chunks of a few bytes is kept as one text block holding all of
//! them, not as a million blocks.

// Each module uses the helpers its schema's appends need (v1's uses none).
#![allow(dead_code)]

use serde::Serialize;

pub(crate) use super::weight::weigh;

/// An item that the next item of a list may continue. Generated for the item
/// types of appended lists that have such variants: a variant whose only
/// required property is a string (text) continues a previous item of the same
/// variant whose other properties are equal, its string appended to the
/// previous one's.
pub(crate) trait Join {
    /// Appends `next` to `self` if it continues it, and returns the bytes
    /// added; `None` (and `self` unchanged) if it does not.
    fn join(&mut self, next: &Self) -> Option<usize>;
}

/// Appends `item` to `list`, joined to the last item if it continues it.
pub(crate) fn joined<T: Join + Clone + Serialize>(list: &mut Vec<T>, item: &T) -> usize {
    if let Some(added) = list.last_mut().and_then(|last| last.join(item)) {
        return added;
    }
    pushed(list, item)
}

/// Appends `item` to `list`, as an item of its own.
pub(crate) fn pushed<T: Clone + Serialize>(list: &mut Vec<T>, item: &T) -> usize {
    list.push(item.clone());
    weigh(item) + 1
}

/// Appends the items of `items` to `list`.
pub(crate) fn extended<T: Clone + Serialize>(list: &mut Vec<T>, items: &[T]) -> usize {
    list.extend(items.iter().cloned());
    weigh(items)
}

/// Appends `chunk` to `text`.
pub(crate) fn text(text: &mut String, chunk: &str) -> usize {
    text.push_str(chunk);
    chunk.len()
}

/// Appends `chunk` to `data`, both base64 text encoded on their own (as a
/// stream's chunks are): the result encodes the bytes of both. Text that is not
/// base64 is appended as it is, so nothing received is lost.
///
/// Only `data`'s last quantum (four characters, the only ones that can hold
/// padding) is decoded again, so a long output grows by each chunk's length
/// alone rather than being decoded and encoded whole for every chunk.
pub(crate) fn base64(data: &mut String, chunk: &str) -> usize {
    use base64::engine::general_purpose::STANDARD;
    use base64::Engine as _;
    let before = data.len();
    let Ok(more) = STANDARD.decode(chunk) else {
        data.push_str(chunk);
        return chunk.len();
    };
    if data.is_empty() {
        *data = STANDARD.encode(more);
        return data.len();
    }
    let tail = data
        .len()
        .checked_sub(4)
        .filter(|_| data.len() % 4 == 0)
        .and_then(|start| Some((start, STANDARD.decode(data.get(start..)?).ok()?)));
    match tail {
        Some((start, mut bytes)) => {
            bytes.extend(more);
            data.truncate(start);
            STANDARD.encode_string(bytes, data);
        }
        None => data.push_str(chunk),
    }
    data.len().saturating_sub(before)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Text that continues text, as a generated `Join` does.
    #[derive(Debug, Clone, PartialEq, serde::Serialize)]
    enum Block {
        Text(String),
        Image,
    }

    impl Join for Block {
        fn join(&mut self, next: &Self) -> Option<usize> {
            match (self, next) {
                (Block::Text(held), Block::Text(next)) => Some(text(held, next)),
                _ => None,
            }
        }
    }

    #[test]
    fn items_that_continue_the_last_one_join_it() {
        let mut list = vec![];
        let mut added = 0;
        for item in [
            Block::Text("Hel".into()),
            Block::Text("lo".into()),
            Block::Image,
            Block::Text("!".into()),
        ] {
            added += joined(&mut list, &item);
        }
        assert_eq!(
            list,
            [
                Block::Text("Hello".into()),
                Block::Image,
                Block::Text("!".into())
            ]
        );
        // `{"Text":"Hel"}` and a comma, then 2 bytes, `"Image"` and a comma, ...
        assert_eq!(added, 15 + 2 + 8 + 13);
    }

    #[test]
    fn base64_chunks_append_their_bytes() {
        let mut data = String::new();
        base64(&mut data, "aGVsbG8="); // "hello"
        let added = base64(&mut data, "LCB3b3JsZA=="); // ", world"
        assert_eq!(data, "aGVsbG8sIHdvcmxk"); // "hello, world"
        assert_eq!(added, 8, "the padding taken back");
        base64(&mut data, "not base64!");
        assert_eq!(data, "aGVsbG8sIHdvcmxknot base64!");
    }

    #[test]
    fn base64_padding_inside_is_encoded_again_with_the_next_bytes() {
        let mut data = String::new();
        for chunk in ["aA==", "ZQ==", "bGw=", "bw==", "LCB3b3JsZA=="] {
            base64(&mut data, chunk); // "h", "e", "ll", "o", ", world"
        }
        assert_eq!(data, "aGVsbG8sIHdvcmxk"); // "hello, world"
        base64(&mut data, "IQ=="); // "!"
        assert_eq!(data, "aGVsbG8sIHdvcmxkIQ==");
    }
}
