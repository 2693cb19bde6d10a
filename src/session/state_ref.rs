//! [`StateRef`]: a session's state, read where it is kept.

use std::ops::Deref;
use std::sync::RwLockReadGuard;

use super::Tracked;

/// A session's state, borrowed where the session keeps it: what
/// [`Session::state`](super::Session::state) returns. Taking one copies
/// nothing, so a client may read the state after every update however long the
/// session has run.
///
/// While it lives, the session's updates wait to be folded into the state (the
/// connection's notifications with them), as with
/// [`tokio::sync::watch::Ref`]: read what you need and drop it. Never hold it
/// across an `.await`: on a single-threaded runtime the update the state waits
/// for could then never be folded (its type is not `Send`, so a spawned task
/// cannot hold it there anyway). Clone the state (`session.state().clone()`) to
/// keep a copy; that copies all of it.
///
/// A UI that redraws what each update changed:
///
/// ```no_run
/// # #[cfg(feature = "v2")]
/// # async fn demo(mut session: acp::v2::session::Session) {
/// use acp::v2::session::{SessionState, StatePart};
/// use acp::v2::*;
///
/// let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new("Hello"))]);
/// while let Some(note) = turn.next().await {
///     for part in SessionState::changed_by(&note.update) {
///         if let StatePart::AgentMessage(id) = part {
///             let state = turn.session().state();
///             if let Some(message) = state.agent_messages.get(id) {
///                 println!("redraw {id}: {:?}", message.content);
///             }
///         } // the state is let go here, before the next `.await`
///     }
/// }
/// # }
/// ```
pub struct StateRef<'s, P: Tracked> {
    pub(super) guard: RwLockReadGuard<'s, P::State>,
}

impl<P: Tracked> Deref for StateRef<'_, P> {
    type Target = P::State;

    fn deref(&self) -> &P::State {
        &self.guard
    }
}

impl<P: Tracked> std::fmt::Debug for StateRef<'_, P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&*self.guard, f)
    }
}
