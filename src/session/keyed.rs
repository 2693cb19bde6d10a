//! [`Keyed`]: entries found by id, kept in the order they first appeared, each
//! with what it weighs.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};

use serde::Serialize;

use super::keep::Evict;
use super::weight::weigh;

/// Entries found by their id, in the order each id first appeared.
///
/// A session's state holds one for each part of it that is a set of named
/// things (messages, say): a later change to an id updates its entry in place,
/// so [`Keyed::iter`] keeps the order in which they started, and a removed id
/// leaves the others' order as it was. Ids are compared as strings.
///
/// Finding an entry by id, and a chunk appended to one, cost the same however
/// many entries there are. A session opened with limits
/// ([`Keep`](super::Keep)) drops its oldest entries past them:
/// [`Keyed::dropped`] says how many this part lost.
pub struct Keyed<T> {
    slots: VecDeque<Slot<T>>,
    /// Each id's position: `first` is the position of `slots[0]`, so dropping
    /// the oldest entry moves no other.
    index: HashMap<String, u64>,
    first: u64,
    /// Entries dropped to keep the session's limits.
    dropped: u64,
    /// What the entries weigh, together.
    weight: usize,
}

/// One entry, and what the state knows about it.
#[derive(Clone)]
struct Slot<T> {
    id: String,
    entry: T,
    /// About the bytes it holds ([`super::weight`]).
    weight: usize,
    /// When its id first appeared ([`BORN`]).
    born: u64,
}

impl<T> Slot<T> {
    fn pair(&self) -> (&str, &T) {
        (self.id.as_str(), &self.entry)
    }
}

/// The order in which entries appear, across every part of every state (what
/// trimming compares to find the oldest entry of a state, whatever its part).
static BORN: AtomicU64 = AtomicU64::new(0);

impl<T> Keyed<T> {
    /// The entry `id` names.
    pub fn get(&self, id: &str) -> Option<&T> {
        let &at = self.index.get(id)?;
        Some(&self.slots[(at - self.first) as usize].entry)
    }

    /// Whether there is an entry for `id`.
    pub fn contains(&self, id: &str) -> bool {
        self.index.contains_key(id)
    }

    /// The ids and their entries, in the order each id first appeared.
    pub fn iter(&self) -> KeyedIter<'_, T> {
        KeyedIter(self.slots.iter())
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
        self.slots.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// How many of the oldest entries were dropped to keep the session within
    /// its limits ([`Keep`](super::Keep)): what a reader shows in their place.
    /// Always 0 for a session that keeps everything (the default).
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// About how many bytes the entries hold: the length of their JSON, each
    /// entry weighed when it is set or upserted and grown by what each chunk
    /// adds. What [`Keep::bytes`](super::Keep::bytes) limits.
    pub fn weight(&self) -> usize {
        self.weight
    }

    /// `id`'s slot, created with `entry()` (last) if it has none.
    fn slot(&mut self, id: &str, entry: impl FnOnce() -> T) -> &mut Slot<T> {
        let at = match self.index.get(id) {
            Some(&at) => at,
            None => {
                let at = self.first + self.slots.len() as u64;
                self.slots.push_back(Slot {
                    id: id.to_owned(),
                    entry: entry(),
                    weight: 0,
                    born: BORN.fetch_add(1, Ordering::Relaxed),
                });
                self.index.insert(id.to_owned(), at);
                at
            }
        };
        &mut self.slots[(at - self.first) as usize]
    }
}

// What the generated folds change: used where a module's schema has keyed
// targets (v1's has none, so a build of v1 alone uses none of it).
#[allow(dead_code)]
impl<T> Keyed<T> {
    /// Sets `id`'s entry to `entry`, in its place if it has one, else last.
    pub(crate) fn insert(&mut self, id: &str, entry: T)
    where
        T: Serialize,
    {
        let weight = weigh(&entry);
        let mut entry = Some(entry);
        let slot = self.slot(id, || entry.take().expect("taken once"));
        if let Some(entry) = entry {
            slot.entry = entry;
        }
        let before = std::mem::replace(&mut slot.weight, weight);
        self.weight = self.weight - before + weight;
    }

    /// Changes `id`'s entry (created empty, last, if it has none) with
    /// `change`, then weighs it again, whole: an upsert costs the entry's size
    /// (upserts are few beside the chunks, which cost their own size only).
    pub(crate) fn upsert(&mut self, id: &str, change: impl FnOnce(&mut T))
    where
        T: Default + Serialize,
    {
        let slot = self.slot(id, T::default);
        change(&mut slot.entry);
        let weight = weigh(&slot.entry);
        let before = std::mem::replace(&mut slot.weight, weight);
        self.weight = self.weight - before + weight;
    }

    /// Appends to `id`'s entry (created empty, last, if it has none) with
    /// `append`, which returns the bytes it added: what a chunk costs is its
    /// own size, whatever the entry holds.
    pub(crate) fn append(&mut self, id: &str, append: impl FnOnce(&mut T) -> usize)
    where
        T: Default,
    {
        let slot = self.slot(id, T::default);
        let added = append(&mut slot.entry);
        slot.weight += added;
        self.weight += added;
    }

    /// Drops `id`'s entry, if it has one.
    pub(crate) fn remove(&mut self, id: &str) {
        let Some(at) = self.index.remove(id) else {
            return;
        };
        let i = (at - self.first) as usize;
        let slot = self.slots.remove(i).expect("every id has its slot");
        self.weight -= slot.weight;
        if i == 0 {
            self.first += 1;
            return;
        }
        for later in self.slots.range(i..) {
            *self
                .index
                .get_mut(&later.id)
                .expect("every slot is indexed") -= 1;
        }
    }
}

impl<T> Evict for Keyed<T> {
    fn count(&self) -> usize {
        self.len()
    }

    fn weight(&self) -> usize {
        self.weight
    }

    fn oldest(&self) -> Option<u64> {
        self.slots.front().map(|slot| slot.born)
    }

    fn drop_oldest(&mut self) {
        let Some(slot) = self.slots.pop_front() else {
            return;
        };
        self.index.remove(&slot.id);
        self.first += 1;
        self.weight -= slot.weight;
        self.dropped += 1;
    }
}

impl<T> Default for Keyed<T> {
    fn default() -> Self {
        Keyed {
            slots: VecDeque::new(),
            index: HashMap::new(),
            first: 0,
            dropped: 0,
            weight: 0,
        }
    }
}

impl<T: Clone> Clone for Keyed<T> {
    fn clone(&self) -> Self {
        Keyed {
            slots: self.slots.clone(),
            index: self.index.clone(),
            first: self.first,
            dropped: self.dropped,
            weight: self.weight,
        }
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Keyed<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// Two are equal when they hold the same entries under the same ids, in the
/// same order (what they weigh, and what they dropped, aside).
impl<T: PartialEq> PartialEq for Keyed<T> {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

/// The iterator of [`Keyed::iter`]: ids and their entries, in the order each
/// id first appeared.
pub struct KeyedIter<'k, T>(std::collections::vec_deque::Iter<'k, Slot<T>>);

impl<'k, T> Iterator for KeyedIter<'k, T> {
    type Item = (&'k str, &'k T);

    fn next(&mut self) -> Option<Self::Item> {
        self.0.next().map(Slot::pair)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<T> DoubleEndedIterator for KeyedIter<'_, T> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back().map(Slot::pair)
    }
}

impl<T> ExactSizeIterator for KeyedIter<'_, T> {}

impl<T> std::fmt::Debug for KeyedIter<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeyedIter")
            .field("left", &self.0.len())
            .finish()
    }
}

impl<'k, T> IntoIterator for &'k Keyed<T> {
    type Item = (&'k str, &'k T);
    type IntoIter = KeyedIter<'k, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::keep::{trim, Keep};

    fn ids<T>(keyed: &Keyed<T>) -> Vec<&str> {
        keyed.ids().collect()
    }

    #[test]
    fn entries_keep_the_order_ids_first_appeared_in() {
        let mut keyed = Keyed::default();
        keyed.insert("b", 1);
        keyed.insert("a", 2);
        keyed.upsert("c", |c| *c += 3);
        keyed.insert("b", 4);
        keyed.upsert("a", |a| *a += 10);
        assert_eq!(ids(&keyed), ["b", "a", "c"]);
        assert_eq!(keyed.values().copied().collect::<Vec<_>>(), [4, 12, 3]);
        assert_eq!(keyed.get("a"), Some(&12));
        assert_eq!(keyed.get("z"), None);
        assert_eq!(keyed.len(), 3);
        assert_eq!(keyed.weight(), 4, "`4`, `12` and `3`");
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
        assert_eq!((keyed.get("c"), keyed.get("b")), (Some(&2), Some(&9)));
        keyed.remove("c");
        keyed.remove("d");
        keyed.remove("b");
        assert!(keyed.is_empty() && !keyed.contains("b"));
        assert_eq!(keyed.weight(), 0);
    }

    #[test]
    fn appends_add_what_they_say_they_added() {
        let mut keyed = Keyed::<String>::default();
        keyed.append("m", |text| crate::session::append::text(text, "Hel"));
        keyed.append("m", |text| crate::session::append::text(text, "lo"));
        assert_eq!(keyed.get("m").map(String::as_str), Some("Hello"));
        assert_eq!(keyed.weight(), 5);
        keyed.upsert("m", |text| text.push('!'));
        assert_eq!(keyed.weight(), 8, "weighed again: `\"Hello!\"`");
    }

    #[test]
    fn trimming_drops_the_oldest_entries_across_parts_and_counts_them() {
        let mut messages = Keyed::default();
        let mut calls = Keyed::default();
        messages.insert("m1", "a".repeat(8));
        calls.insert("c1", "b".repeat(8));
        messages.insert("m2", "c".repeat(8));
        calls.insert("c2", "d".repeat(8));
        trim(&mut [&mut messages, &mut calls], Keep::default().entries(3));
        assert_eq!(
            (ids(&messages), ids(&calls)),
            (vec!["m2"], vec!["c1", "c2"])
        );
        assert_eq!((messages.dropped(), calls.dropped()), (1, 0));
        // Each weighs 10 (its JSON string): 20 bytes keep two.
        trim(&mut [&mut messages, &mut calls], Keep::default().bytes(25));
        assert_eq!((ids(&messages), ids(&calls)), (vec!["m2"], vec!["c2"]));
        assert_eq!((messages.dropped(), calls.dropped()), (1, 1));
        // The newest is kept however much it weighs.
        trim(&mut [&mut messages, &mut calls], Keep::default().bytes(1));
        assert_eq!((ids(&messages), ids(&calls)), (vec![], vec!["c2"]));
        assert_eq!(calls.get("c2").map(String::len), Some(8));
        // A dropped id starts again, last.
        messages.insert("m1", "again".into());
        assert_eq!(messages.get("m1").map(String::as_str), Some("again"));
        assert_eq!(messages.dropped(), 2);
    }
}
