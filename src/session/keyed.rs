//! [`Keyed`]: entries found by id, kept in the order they first appeared.

use std::collections::HashMap;

/// Entries found by their id, in the order each id first appeared.
///
/// A session's state holds one for each part of it that is a set of named
/// things (messages, say): a later change to an id updates its entry in place,
/// so [`Keyed::iter`] keeps the order in which they started, and a removed id
/// leaves the others' order as it was. Ids are compared as strings.
#[derive(Clone)]
pub struct Keyed<T> {
    entries: Vec<(String, T)>,
    /// Each id's position in `entries`.
    index: HashMap<String, usize>,
}

impl<T> Keyed<T> {
    /// The entry `id` names.
    pub fn get(&self, id: &str) -> Option<&T> {
        self.index.get(id).map(|&i| &self.entries[i].1)
    }

    /// Whether there is an entry for `id`.
    pub fn contains(&self, id: &str) -> bool {
        self.index.contains_key(id)
    }

    /// The ids and their entries, in the order each id first appeared.
    pub fn iter(&self) -> KeyedIter<'_, T> {
        let pair: fn(&(String, T)) -> (&str, &T) = |(id, entry)| (id.as_str(), entry);
        self.entries.iter().map(pair)
    }

    /// The ids, in the order they first appeared.
    pub fn ids(&self) -> impl ExactSizeIterator<Item = &str> + DoubleEndedIterator {
        self.iter().map(|(id, _)| id)
    }

    /// The entries, in the order their ids first appeared.
    pub fn values(&self) -> impl ExactSizeIterator<Item = &T> + DoubleEndedIterator {
        self.iter().map(|(_, entry)| entry)
    }

    /// How many entries there are.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

// What the generated folds change: used where a module's schema has keyed
// targets (v1's has none, so a build of v1 alone uses none of it).
#[allow(dead_code)]
impl<T> Keyed<T> {
    /// Sets `id`'s entry to `entry`, in its place if it has one, else last.
    pub(crate) fn insert(&mut self, id: &str, entry: T) {
        match self.index.get(id) {
            Some(&i) => self.entries[i].1 = entry,
            None => {
                self.push(id, entry);
            }
        }
    }

    /// `id`'s entry, created empty (last) if it has none.
    pub(crate) fn entry(&mut self, id: &str) -> &mut T
    where
        T: Default,
    {
        let i = match self.index.get(id) {
            Some(&i) => i,
            None => self.push(id, T::default()),
        };
        &mut self.entries[i].1
    }

    /// Drops `id`'s entry, if it has one.
    pub(crate) fn remove(&mut self, id: &str) {
        let Some(i) = self.index.remove(id) else {
            return;
        };
        self.entries.remove(i);
        for (later, _) in &self.entries[i..] {
            *self.index.get_mut(later).expect("every entry is indexed") -= 1;
        }
    }

    fn push(&mut self, id: &str, entry: T) -> usize {
        self.entries.push((id.to_owned(), entry));
        self.index.insert(id.to_owned(), self.entries.len() - 1);
        self.entries.len() - 1
    }
}

impl<T> Default for Keyed<T> {
    fn default() -> Self {
        Keyed {
            entries: Vec::new(),
            index: HashMap::new(),
        }
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Keyed<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<T: PartialEq> PartialEq for Keyed<T> {
    fn eq(&self, other: &Self) -> bool {
        self.entries == other.entries
    }
}

/// The iterator of [`Keyed::iter`]: ids and their entries, in the order each
/// id first appeared.
pub type KeyedIter<'k, T> =
    std::iter::Map<std::slice::Iter<'k, (String, T)>, fn(&'k (String, T)) -> (&'k str, &'k T)>;

impl<'k, T> IntoIterator for &'k Keyed<T> {
    type Item = (&'k str, &'k T);
    type IntoIter = KeyedIter<'k, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Appends `chunk` to `data`, both base64 text encoded on their own (as a
/// stream's chunks are): the result encodes the bytes of both. Text that is not
/// base64 is appended as it is, so nothing received is lost.
///
/// Only `data`'s last quantum (four characters, the only ones that can hold
/// padding) is decoded again, so a long output grows by each chunk's length
/// alone rather than being decoded and encoded whole for every chunk.
#[allow(dead_code)] // Used by the generated folds, as the methods above.
pub(crate) fn append_base64(data: &mut String, chunk: &str) {
    use base64::engine::general_purpose::STANDARD;
    use base64::Engine as _;
    let Ok(more) = STANDARD.decode(chunk) else {
        data.push_str(chunk);
        return;
    };
    if data.is_empty() {
        *data = STANDARD.encode(more);
        return;
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids<T>(keyed: &Keyed<T>) -> Vec<&str> {
        keyed.ids().collect()
    }

    #[test]
    fn entries_keep_the_order_ids_first_appeared_in() {
        let mut keyed = Keyed::default();
        keyed.insert("b", 1);
        keyed.insert("a", 2);
        *keyed.entry("c") += 3;
        keyed.insert("b", 4);
        *keyed.entry("a") += 10;
        assert_eq!(ids(&keyed), ["b", "a", "c"]);
        assert_eq!(keyed.values().copied().collect::<Vec<_>>(), [4, 12, 3]);
        assert_eq!(keyed.get("a"), Some(&12));
        assert_eq!(keyed.get("z"), None);
        assert_eq!(keyed.len(), 3);
    }

    #[test]
    fn removing_keeps_the_others_found_and_in_order() {
        let mut keyed = Keyed::default();
        for (i, id) in ["a", "b", "c", "d"].into_iter().enumerate() {
            keyed.insert(id, i);
        }
        keyed.remove("b");
        keyed.remove("z");
        assert_eq!(ids(&keyed), ["a", "c", "d"]);
        assert_eq!((keyed.get("c"), keyed.get("d")), (Some(&2), Some(&3)));
        keyed.insert("b", 9);
        assert_eq!(ids(&keyed), ["a", "c", "d", "b"]);
        keyed.remove("a");
        keyed.remove("c");
        keyed.remove("d");
        keyed.remove("b");
        assert!(keyed.is_empty() && !keyed.contains("b"));
    }

    #[test]
    fn base64_chunks_append_their_bytes() {
        let mut data = String::new();
        append_base64(&mut data, "aGVsbG8="); // "hello"
        append_base64(&mut data, "LCB3b3JsZA=="); // ", world"
        assert_eq!(data, "aGVsbG8sIHdvcmxk"); // "hello, world"
        append_base64(&mut data, "not base64!");
        assert_eq!(data, "aGVsbG8sIHdvcmxknot base64!");
    }

    #[test]
    fn base64_padding_inside_is_encoded_again_with_the_next_bytes() {
        let mut data = String::new();
        for chunk in ["aA==", "ZQ==", "bGw=", "bw==", "LCB3b3JsZA=="] {
            append_base64(&mut data, chunk); // "h", "e", "ll", "o", ", world"
        }
        assert_eq!(data, "aGVsbG8sIHdvcmxk"); // "hello, world"
        append_base64(&mut data, "IQ=="); // "!"
        assert_eq!(data, "aGVsbG8sIHdvcmxkIQ==");
    }
}
