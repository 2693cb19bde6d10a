//! [`Keep`]: how much of a session's state a client keeps in memory, and the
//! trimming that holds it to that.

/// How much of a session's state a client keeps in memory: the limits a
/// long-running client sets on the entries of the state's keyed parts
/// (messages, thoughts, tool calls, terminals, plans, ...: each a
/// [`Keyed`](super::Keyed)), taken together. Set with
/// [`Opener::keep`](super::Opener::keep).
///
/// Past a limit the oldest entries (the ones whose ids first appeared
/// earliest, whatever their part) are dropped, until the state is within both;
/// each part counts the entries it dropped ([`Keyed::dropped`](super::Keyed::dropped)),
/// the marker a reader shows in their place ("37 earlier messages not kept").
/// The newest entry is always kept, even when it alone weighs more than
/// [`Keep::bytes`]. A chunk for an id that was dropped starts a new entry,
/// holding what comes from then on.
///
/// What is dropped is gone: nothing is spilled to disk (the SDK has no session
/// store yet), so a client that must show a whole history asks the agent for it
/// again (`session/load`, `session/resume`).
///
/// The default keeps everything: a session's state then costs about what its
/// content weighs (streamed text is kept as one growing text per message, not a
/// block per chunk), plus a bounded overhead per entry.
///
/// ```
/// use acp::session::Keep;
///
/// // At most 1,000 entries and about 64 MiB of them.
/// let keep = Keep::default().entries(1_000).bytes(64 << 20);
/// assert_eq!((keep.entries, keep.bytes), (Some(1_000), Some(64 << 20)));
/// assert!(Keep::default().is_everything());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Keep {
    /// At most this many entries, all parts together; `None`: no limit.
    pub entries: Option<usize>,
    /// At most about this many bytes of entries, all parts together, measured
    /// as the length of their JSON; `None`: no limit.
    pub bytes: Option<usize>,
}

impl Keep {
    /// Sets [`Keep::entries`].
    pub fn entries(mut self, entries: usize) -> Self {
        self.entries = Some(entries);
        self
    }

    /// Sets [`Keep::bytes`].
    pub fn bytes(mut self, bytes: usize) -> Self {
        self.bytes = Some(bytes);
        self
    }

    /// Whether this keeps everything (no limit set).
    pub fn is_everything(&self) -> bool {
        self.entries.is_none() && self.bytes.is_none()
    }

    /// Whether `entries` entries weighing `bytes` are within the limits.
    fn holds(&self, entries: usize, bytes: usize) -> bool {
        self.entries.is_none_or(|most| entries <= most)
            && self.bytes.is_none_or(|most| bytes <= most)
    }
}

/// One keyed part of a state, as trimming sees it.
pub(crate) trait Evict {
    /// How many entries it keeps.
    fn count(&self) -> usize;
    /// What they weigh.
    fn weight(&self) -> usize;
    /// When its oldest entry's id first appeared (a number that grows with
    /// time, across every part); `None` when it keeps none.
    fn oldest(&self) -> Option<u64>;
    /// Drops its oldest entry.
    fn drop_oldest(&mut self);
}

/// Drops the oldest entries of `parts`, across them, until they are within
/// `keep` or only the newest entry is left.
// Each module with keyed parts calls it (v1's has none).
#[allow(dead_code)]
pub(crate) fn trim(parts: &mut [&mut dyn Evict], keep: Keep) {
    if keep.is_everything() {
        return;
    }
    loop {
        let (count, weight) = parts
            .iter()
            .fold((0, 0), |(c, w), p| (c + p.count(), w + p.weight()));
        if count <= 1 || keep.holds(count, weight) {
            return;
        }
        let oldest = parts
            .iter_mut()
            .filter_map(|p| Some((p.oldest()?, p)))
            .min_by_key(|(born, _)| *born);
        match oldest {
            Some((_, part)) => part.drop_oldest(),
            None => return,
        }
    }
}
