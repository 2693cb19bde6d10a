//! [`Changed`]: which parts of a session's state an update changes.

/// The parts of a session's state that one update changes, as the generated
/// `SessionState::changed_by` says from the update alone (`x-state`): in v2 a
/// message chunk changes that message, a tool call update that tool call, a
/// config option update the config options. A reader that redraws from the
/// state ([`Session::state`](super::Session::state)) redraws those parts only.
///
/// Most updates change one part, some none (a notice; the turn's own state,
/// which is [`Session::turn_state`](super::Session::turn_state)).
///
/// ```
/// # #[cfg(feature = "v2")] {
/// use acp::session::Tracked as _;
/// use acp::v2::session::{SessionState, StatePart};
/// use acp::v2::*;
///
/// let mut state = SessionState::default();
/// for text in ["Hel", "lo"] {
///     let chunk = ContentChunk::new("m1", TextContent::new(text));
///     let update = SessionUpdate::AgentMessageChunk(chunk);
///     Module::apply(&mut state, &update); // what the session does as it arrives
///     for part in SessionState::changed_by(&update) {
///         assert_eq!(part, StatePart::AgentMessage("m1")); // redraw that message only
///     }
/// }
/// // The chunks are one growing text block.
/// let message = state.agent_messages.get("m1").unwrap();
/// let hello = ContentBlock::from(TextContent::new("Hello"));
/// assert_eq!(message.content, Some(vec![hello]));
/// # }
/// ```
#[derive(Debug, Clone)]
pub struct Changed<T>(Parts<T>);

#[derive(Debug, Clone)]
enum Parts<T> {
    One(Option<T>),
    Many(std::vec::IntoIter<T>),
}

// What the generated `changed_by` builds, for modules with sessions.
#[allow(dead_code)]
impl<T> Changed<T> {
    /// The parts given (those that are `None`, such as a plan whose id an
    /// update of an unknown kind does not say, left out).
    pub(crate) fn of<const N: usize>(parts: [Option<T>; N]) -> Self {
        if N <= 1 {
            return Changed(Parts::One(parts.into_iter().flatten().next()));
        }
        let parts: Vec<T> = parts.into_iter().flatten().collect();
        Changed(Parts::Many(parts.into_iter()))
    }

    /// No part.
    pub(crate) fn none() -> Self {
        Changed(Parts::One(None))
    }
}

impl<T> Iterator for Changed<T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        match &mut self.0 {
            Parts::One(part) => part.take(),
            Parts::Many(parts) => parts.next(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = match &self.0 {
            Parts::One(part) => usize::from(part.is_some()),
            Parts::Many(parts) => parts.len(),
        };
        (left, Some(left))
    }
}

impl<T> ExactSizeIterator for Changed<T> {}

#[cfg(test)]
mod tests {
    use super::Changed;

    #[test]
    fn the_parts_given_but_those_not_known() {
        assert_eq!(Changed::of([Some(1)]).collect::<Vec<_>>(), [1]);
        assert_eq!(Changed::<u8>::of([None]).len(), 0);
        assert_eq!(
            Changed::of([Some(1), None, Some(3)]).collect::<Vec<_>>(),
            [1, 3]
        );
        assert_eq!(Changed::<u8>::none().next(), None);
    }
}
