//! What a protocol module says of its session methods, typed: which request
//! is which ([`Call`]) and how their answers and the updates the SDK sends are
//! made. Generated (`render/served.rs` of the generator); the serving is
//! written once, in `serve.rs`.

use super::super::store::SessionMeta;
use super::super::Sessions;

/// A request the SDK serves, or records, for an agent with a store: what it
/// asks, read from its params.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Call {
    /// `session/new`: the agent answers; the SDK records the session.
    New {
        /// The session's working directory.
        cwd: String,
        /// Its additional directories.
        additional_directories: Vec<String>,
    },
    /// `session/list`.
    List {
        /// Only the sessions of this `cwd`.
        cwd: Option<String>,
        /// Where the page starts.
        cursor: Option<String>,
    },
    /// `session/load`: replay, then answer.
    Load {
        /// The session.
        session: String,
        /// The working directory the client gives.
        cwd: String,
        /// The additional directories the client gives.
        additional_directories: Vec<String>,
    },
    /// `session/resume`.
    Resume {
        /// The session.
        session: String,
        /// The working directory the client gives.
        cwd: String,
        /// The additional directories the client gives.
        additional_directories: Vec<String>,
        /// What to replay (v2's `replayFrom`).
        replay: Replay,
    },
    /// `session/close`.
    Close {
        /// The session.
        session: String,
    },
    /// `session/delete`.
    Delete {
        /// The session.
        session: String,
    },
    /// `session/fork` (the unstable schemas): a new session with a copy of
    /// the session's history and state.
    Fork {
        /// The session forked.
        session: String,
        /// The new session's working directory.
        cwd: String,
        /// The new session's additional directories.
        additional_directories: Vec<String>,
        /// Where to fork (`cursorId`); `None` forks the whole session, the
        /// only fork the SDK serves.
        cursor: Option<String>,
    },
}

impl Call {
    /// The session the call names, if it names one.
    pub fn session(&self) -> Option<&str> {
        match self {
            Call::New { .. } | Call::List { .. } => None,
            Call::Load { session, .. }
            | Call::Resume { session, .. }
            | Call::Close { session }
            | Call::Delete { session }
            | Call::Fork { session, .. } => Some(session),
        }
    }
}

/// What a `session/resume` replays.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Replay {
    /// Nothing (v1, and v2 without `replayFrom`).
    Nothing,
    /// The whole retained history (`{"type": "start"}`).
    Start,
    /// A cursor the SDK does not serve, by its `type`: answered -32602, as
    /// the schema requires.
    Unsupported(String),
}

/// The typed facts of a module's session methods, from the agent's side.
/// Generated for every module whose schema has `session/list` and sessions.
pub trait StoreFacts: Sessions {
    /// The wire names of the methods the SDK serves from a store, for the
    /// capabilities it advertises.
    const SERVED: &'static [&'static str];

    /// What `request` asks, if the SDK serves or records it.
    fn call(request: &Self::ClientRequest) -> Option<Call>;

    /// The session a `session/new` (or `session/fork`) answer opened.
    fn new_session(answer: &Self::AgentResponse) -> Option<&str>;

    /// `session/list`'s answer: `sessions`, and the cursor of the next page.
    fn list_answer(sessions: Vec<SessionMeta>, next: Option<String>) -> Self::AgentResponse;

    /// The answer of a served call: a close's or delete's (empty), a load's
    /// or resume's carrying what the restore hook gave (`opened`: the
    /// session as `session/new` would answer it, its id aside).
    fn answer(
        call: &Call,
        opened: Option<&Self::NewSessionResponse>,
    ) -> Option<Self::AgentResponse>;

    /// `session/fork`'s answer for the new session `session`, carrying what
    /// the restore hook gave; `None` where the module has no fork the SDK
    /// serves.
    fn fork_answer(
        session: &str,
        opened: Option<&Self::NewSessionResponse>,
    ) -> Option<Self::AgentResponse>;

    /// The update that ends a replay (v2's `replay_complete`); `None` where
    /// the module has none.
    fn replay_complete(session: &str) -> Option<Self::SessionNotification>;

    /// The update saying a resumed session's current state (v2's
    /// `state_update`: `running` while a turn runs, else `idle`); `None`
    /// where the module reports no states.
    fn resumed_state(session: &str, running: bool) -> Option<Self::SessionNotification>;

    /// The title an update sets (`session_info_update`): `Some(None)` clears
    /// it.
    fn title(notification: &Self::SessionNotification) -> Option<Option<&str>>;

    /// The session an update is for.
    fn update_session(notification: &Self::SessionNotification) -> &str;

    /// Makes an update another session's (a fork's copy of its history).
    fn retarget(notification: &mut Self::SessionNotification, session: &str);
}

/// What the generated `impl StoreFacts` reads and makes values with.
#[doc(hidden)]
pub mod facts_support {
    use serde::Serialize;

    /// A text of the wire (a `String`, or an id or path newtype), owned.
    pub fn text<T: AsRef<str>>(value: &T) -> String {
        value.as_ref().to_owned()
    }

    /// Texts, owned.
    pub fn texts<T: AsRef<str>>(values: &[T]) -> Vec<String> {
        values.iter().map(text).collect()
    }

    /// Texts as the wire's type (paths).
    pub fn paths<T: From<String>>(values: &[String]) -> Vec<T> {
        values.iter().cloned().map(T::from).collect()
    }

    /// A served answer made from what a restore hook gave (`opened`, the
    /// module's `NewSessionResponse`): its fields, the session's id removed
    /// (or made `session`, a fork's), read as the answer's type. `None`
    /// without one, or (logged) when it does not read as the answer.
    pub fn carried<N: Serialize, T: serde::de::DeserializeOwned>(
        opened: Option<&N>,
        session_field: &str,
        session: Option<&str>,
    ) -> Option<T> {
        let mut fields = match serde_json::to_value(opened?) {
            Ok(serde_json::Value::Object(fields)) => fields,
            Ok(_) => return None,
            Err(error) => {
                tracing::warn!(%error, "what the restore hook gave does not serialize");
                return None;
            }
        };
        match session {
            Some(session) => fields.insert(session_field.to_owned(), session.into()),
            None => fields.remove(session_field),
        };
        serde_json::from_value(serde_json::Value::Object(fields))
            .map_err(|error| {
                tracing::warn!(
                    %error,
                    "what the restore hook gave does not read as the answer: answered without it"
                );
            })
            .ok()
    }

    /// The `type` of a replay cursor the SDK does not serve.
    pub fn cursor_type<T: Serialize>(cursor: &T) -> String {
        match serde_json::to_value(cursor) {
            Ok(serde_json::Value::Object(fields)) => match fields.get("type") {
                Some(serde_json::Value::String(kind)) => kind.clone(),
                Some(other) => other.to_string(),
                None => "(none)".to_owned(),
            },
            Ok(other) => other.to_string(),
            Err(e) => format!("(unreadable: {e})"),
        }
    }

    /// Milliseconds since the Unix epoch as an RFC 3339 time in UTC
    /// (`2026-11-29T07:09:18.123Z`), as `updatedAt` is.
    pub fn rfc3339(ms: u64) -> String {
        let (days, rest) = (ms / 86_400_000, ms % 86_400_000);
        let (year, month, day) = civil(days);
        let (h, m, s, milli) = (
            rest / 3_600_000,
            rest / 60_000 % 60,
            rest / 1000 % 60,
            rest % 1000,
        );
        format!("{year:04}-{month:02}-{day:02}T{h:02}:{m:02}:{s:02}.{milli:03}Z")
    }

    /// The date `days` after 1970-01-01 (the proleptic Gregorian calendar).
    fn civil(days: u64) -> (u64, u64, u64) {
        // Shifted to start on 0000-03-01, so a leap day ends each 4-year cycle.
        let z = days + 719_468;
        let era = z / 146_097;
        let doe = z % 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + u64::from(month <= 2);
        (year, month, day)
    }

    #[cfg(test)]
    mod tests {
        use super::rfc3339;

        #[test]
        fn times_are_rfc3339_in_utc() {
            assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
            assert_eq!(rfc3339(951_782_400_000), "2000-02-29T00:00:00.000Z");
            assert_eq!(rfc3339(1_795_936_158_123), "2026-11-29T07:09:18.123Z");
        }
    }
}
