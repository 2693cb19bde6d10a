//! [`Retention`]: how much a session store keeps, and the arithmetic of
//! dropping the oldest that the stores share.

use std::collections::HashSet;
use std::time::Duration;

/// How much a session store keeps. Past a limit the store drops the oldest,
/// with a `tracing` warning, and the write that went past it succeeds:
///
/// - [`max_sessions`](Retention::max_sessions): the sessions least recently
///   [updated](super::SessionMeta::updated_ms) go, whole (metadata, updates,
///   state). Checked when a session is created. A session being written (with
///   appends not yet durable) is not dropped.
/// - [`max_age`](Retention::max_age): sessions not updated for that long go,
///   whole. Checked when the store opens, when a session is created, and at
///   most once a minute as updates are appended.
/// - [`max_updates`](Retention::max_updates), [`max_bytes`](Retention::max_bytes):
///   per session, its oldest updates go (the session keeps its positions: a
///   replay then starts later than 0). The bytes are those of the updates'
///   JSON, not the state blob's. The newest update is always kept, even when
///   it alone weighs more. Checked as updates are appended.
///
/// The default keeps everything.
///
/// ```
/// use std::time::Duration;
/// use acp::session::store::Retention;
///
/// let retention = Retention::default()
///     .sessions(1_000)
///     .updates(100_000)
///     .age(Duration::from_secs(90 * 24 * 3600));
/// assert_eq!(retention.max_sessions, Some(1_000));
/// assert!(Retention::default().is_everything());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Retention {
    /// At most this many sessions; `None`: no limit.
    pub max_sessions: Option<u64>,
    /// At most this many updates per session; `None`: no limit.
    pub max_updates: Option<u64>,
    /// At most about this many bytes of updates per session (their JSON);
    /// `None`: no limit.
    pub max_bytes: Option<u64>,
    /// Sessions not updated for longer than this go; `None`: no limit.
    pub max_age: Option<Duration>,
}

impl Retention {
    /// Sets [`Retention::max_sessions`].
    pub fn sessions(mut self, sessions: u64) -> Self {
        self.max_sessions = Some(sessions);
        self
    }

    /// Sets [`Retention::max_updates`].
    pub fn updates(mut self, updates: u64) -> Self {
        self.max_updates = Some(updates);
        self
    }

    /// Sets [`Retention::max_bytes`].
    pub fn bytes(mut self, bytes: u64) -> Self {
        self.max_bytes = Some(bytes);
        self
    }

    /// Sets [`Retention::max_age`].
    pub fn age(mut self, age: Duration) -> Self {
        self.max_age = Some(age);
        self
    }

    /// Whether this keeps everything (no limit set).
    pub fn is_everything(&self) -> bool {
        *self == Retention::default()
    }

    /// Whether a session's updates, `count` of them weighing `bytes`, are
    /// within the limits.
    pub(crate) fn holds_updates(&self, count: u64, bytes: u64) -> bool {
        self.max_updates.is_none_or(|most| count <= most)
            && self.max_bytes.is_none_or(|most| bytes <= most)
    }

    /// Whether sessions are limited at all (by number or age).
    pub(crate) fn limits_sessions(&self) -> bool {
        self.max_sessions.is_some() || self.max_age.is_some()
    }

    /// Sessions updated before this time (ms since the epoch) are too old.
    pub(crate) fn age_cutoff(&self, now_ms: u64) -> Option<u64> {
        let age = u64::try_from(self.max_age?.as_millis()).unwrap_or(u64::MAX);
        Some(now_ms.saturating_sub(age))
    }

    /// Which of a session's oldest updates to drop: `count` updates weighing
    /// `bytes`, `updates` the position and weight of each from the oldest
    /// on. Drops until the rest is within the limits, and never the newest.
    /// `None` when nothing need go.
    pub(crate) fn excess(
        &self,
        mut count: u64,
        mut bytes: u64,
        updates: impl IntoIterator<Item = (u64, u64)>,
    ) -> Option<Excess> {
        let mut excess: Option<Excess> = None;
        for (position, size) in updates {
            if count <= 1 || self.holds_updates(count, bytes) {
                break;
            }
            count -= 1;
            bytes = bytes.saturating_sub(size);
            let e = excess.get_or_insert(Excess::default());
            e.through = position;
            e.dropped += 1;
            e.freed += size;
        }
        excess
    }
}

/// The oldest updates of a session that retention drops.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Excess {
    /// The position of the newest of them.
    pub(crate) through: u64,
    /// How many.
    pub(crate) dropped: u64,
    /// What they weigh.
    pub(crate) freed: u64,
}

/// The sessions a store has warned about dropping updates of: the first drop
/// of a session is a warning, the ones after it (a session streaming at its
/// limit drops at every batch) are debug lines. Forgets everything past
/// [`Warned::MAX`] sessions, so its memory stays bounded.
#[derive(Debug, Default)]
pub(crate) struct Warned(HashSet<String>);

impl Warned {
    /// How many sessions it remembers.
    const MAX: usize = 4_096;

    /// Whether this is the first drop of `session`'s updates (a warning).
    pub(crate) fn first(&mut self, session: &str) -> bool {
        if self.0.contains(session) {
            return false;
        }
        if self.0.len() >= Self::MAX {
            self.0.clear();
        }
        self.0.insert(session.to_owned());
        true
    }
}

/// Logs that `dropped` of `session`'s oldest updates, weighing `freed`
/// bytes, went for the retention limits: a warning the first time for the
/// session, then debug lines.
pub(crate) fn log_trim(warned: &mut Warned, store: &str, session: &str, excess: Excess) {
    let Excess { dropped, freed, .. } = excess;
    if warned.first(session) {
        tracing::warn!(
            store,
            session,
            dropped,
            freed,
            "session store `{store}`: session `{session}` is over its retention limits: \
             its {dropped} oldest updates ({freed} bytes) were dropped (later drops of this \
             session are logged at debug level)"
        );
    } else {
        tracing::debug!(
            store,
            session,
            dropped,
            freed,
            "session store: retention dropped old updates"
        );
    }
}

/// Logs that a whole session went for the retention limits.
pub(crate) fn log_dropped_session(store: &str, session: &str, why: &str) {
    tracing::warn!(
        store,
        session,
        "session store `{store}`: session `{session}` was dropped ({why})"
    );
}
