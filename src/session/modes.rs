//! Modes and config options kept in sync: the transition rule of the session
//! config options RFD ("Relationship to Session Modes"). An agent that offers
//! mode-like configuration SHOULD send both a config option of category
//! `mode` and the older `modes`, and keep them in sync, for clients that
//! support only the older API (Toad reads only `modes`).
//!
//! For a module whose schema has both (v1 and v1 unstable: the facts are
//! generated, [`ModeFacts`]), the SDK keeps the half an agent does not write:
//!
//! - the answer that opens a session (`session/new`, load, resume, fork) gets
//!   `modes` made from its select option of category `mode`; an agent that
//!   answers `modes` and no config options at all gets a config option
//!   [`MODE_OPTION`] made from its modes;
//! - `session/set_mode` is served as the change of the mode option
//!   (`session/set_config_option`) when the agent does not implement it, and
//!   `session/set_config_option` of [`MODE_OPTION`] as `session/set_mode`;
//! - a `config_option_update` that changes the mode option is followed by a
//!   `current_mode_update`, and a `current_mode_update` by a
//!   `config_option_update` with the option changed: each only when it tells
//!   the client something it was not told, so an agent that sends both sends
//!   nothing twice.
//!
//! A session whose answer carries both halves is the agent's own and left
//! alone. An agent turns the sync off with `#[acp_agent(no_mode_sync)]`
//! (the generated `Agent::sync_modes`).

use std::collections::HashMap;
use std::sync::Mutex;

use super::Sessions;
use crate::jsonrpc::method::MethodUnion;
use crate::Connection;

/// The id of the config option the SDK makes from an agent's `modes`.
pub const MODE_OPTION: &str = "mode";

/// A session's modes, whichever half of the answer said them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModeList {
    /// The current mode's id.
    pub current: String,
    /// Every mode, in the agent's order.
    pub modes: Vec<ModeChoice>,
}

/// One mode: a `SessionMode`, or a value of a mode config option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModeChoice {
    /// Its id (a mode id, or the option's value id).
    pub id: String,
    /// Its name, as the user sees it.
    pub name: String,
    /// Its description.
    pub description: Option<String>,
}

/// The typed facts of a module whose schema has both modes and config
/// options, from the agent's side (requests it serves, answers and updates it
/// sends). Generated (`render/modes.rs`); the rule above is written once here.
pub trait ModeFacts: Sessions {
    /// A config option (`SessionConfigOption`).
    type ConfigOption: Clone + Send + Sync + 'static;

    /// For a request that opens a session: `Some(Some(id))` when the request
    /// names its session (load, resume), `Some(None)` when the answer does.
    fn opener(request: &Self::ClientRequest) -> Option<Option<String>>;
    /// What an answer that opens a session says.
    fn opened(answer: &Self::AgentResponse) -> Option<Opened<'_, Self::ConfigOption>>;
    /// Sets an opening answer's `modes`.
    fn fill_modes(answer: &mut Self::AgentResponse, modes: &ModeList);
    /// Sets an opening answer's config options.
    fn fill_options(answer: &mut Self::AgentResponse, options: Vec<Self::ConfigOption>);
    /// The first select option of category `mode`: its id and its values as
    /// modes.
    fn mode_option(options: &[Self::ConfigOption]) -> Option<(&str, ModeList)>;
    /// Sets the current value of option `id`.
    fn set_current(options: &mut [Self::ConfigOption], id: &str, value: &str);
    /// The one config option [`MODE_OPTION`], made from `modes`.
    fn option_of(modes: &ModeList) -> Vec<Self::ConfigOption>;
    /// `session/set_mode`'s session and mode.
    fn set_mode(request: &Self::ClientRequest) -> Option<(&str, &str)>;
    /// `session/set_config_option`'s session, option and value (a value id).
    fn set_option(request: &Self::ClientRequest) -> Option<(&str, &str, &str)>;
    /// A `session/set_mode` request.
    fn set_mode_request(session: &str, mode: &str) -> Self::ClientRequest;
    /// A `session/set_config_option` request setting a value id.
    fn set_option_request(session: &str, id: &str, value: &str) -> Self::ClientRequest;
    /// `session/set_mode`'s answer.
    fn mode_answer() -> Self::AgentResponse;
    /// `session/set_config_option`'s answer, with `options`.
    fn option_answer(options: Vec<Self::ConfigOption>) -> Self::AgentResponse;
    /// The options of `session/set_config_option`'s answer.
    fn answered_options(answer: &Self::AgentResponse) -> Option<&[Self::ConfigOption]>;
    /// A `current_mode_update`'s session and mode.
    fn mode_update(note: &Self::SessionNotification) -> Option<(&str, &str)>;
    /// A `config_option_update`'s session and options.
    fn options_update(note: &Self::SessionNotification) -> Option<(&str, &[Self::ConfigOption])>;
    /// A `current_mode_update`.
    fn new_mode_update(session: &str, mode: &str) -> Self::SessionNotification;
    /// A `config_option_update`.
    fn new_options_update(
        session: &str,
        options: Vec<Self::ConfigOption>,
    ) -> Self::SessionNotification;
}

/// What an answer that opens a session says of its two halves.
#[derive(Debug)]
pub struct Opened<'a, O> {
    /// The session, when the answer names it (`session/new`'s).
    pub session: Option<&'a str>,
    /// Its `modes`.
    pub modes: Option<ModeList>,
    /// Its config options.
    pub options: Option<&'a [O]>,
}

/// What the answer to a request needs once the agent has answered it.
#[derive(Debug, Default)]
pub enum Pending {
    /// Nothing.
    #[default]
    Nothing,
    /// The request opens a session (named by the request, or by the answer).
    Opener(Option<String>),
    /// `session/set_mode`, served as the change of the mode option.
    ModeAsOption(String),
    /// `session/set_config_option` of [`MODE_OPTION`], served as
    /// `session/set_mode`.
    OptionAsMode(String, String),
}

impl Pending {
    /// Whether the answer is left as it is.
    pub fn is_nothing(&self) -> bool {
        matches!(self, Pending::Nothing)
    }
}

/// A session the SDK keeps in sync: which half the agent writes (the SDK
/// writes the other), as the client was last told it.
enum Link<O> {
    /// The agent writes config options (the mode option's id, and the last
    /// full list the client got); the SDK writes `modes`.
    Options(String, Vec<O>),
    /// The agent writes `modes`; the SDK writes [`MODE_OPTION`].
    Modes(ModeList),
}

impl<O> Link<O> {
    /// The mode the client was last told is current.
    fn current<P: ModeFacts<ConfigOption = O>>(&self) -> Option<String> {
        match self {
            Link::Options(id, options) => P::mode_option(options)
                .filter(|(found, _)| found == id)
                .map(|(_, list)| list.current),
            Link::Modes(list) => Some(list.current.clone()),
        }
    }
}

/// The sessions of a connection that the SDK keeps in sync.
struct Links<P: ModeFacts>(Mutex<HashMap<String, Link<P::ConfigOption>>>);

impl<P: ModeFacts> Default for Links<P> {
    fn default() -> Self {
        Links(Mutex::default())
    }
}

fn links<P: ModeFacts>(peer: &Connection) -> std::sync::Arc<Links<P>> {
    peer.extension::<Links<P>>()
}

/// Called by the pipeline before dispatch, in arrival order: the request the
/// agent is given, and what its answer needs. `on` is the agent's
/// `sync_modes`; `implemented`, the methods it implements.
pub fn before<P: ModeFacts>(
    peer: &Connection,
    on: bool,
    implemented: &[&str],
    request: P::ClientRequest,
) -> (P::ClientRequest, Pending) {
    if !on {
        return (request, Pending::Nothing);
    }
    if let Some(session) = P::opener(&request) {
        return (request, Pending::Opener(session));
    }
    let links = links::<P>(peer);
    let links = links.0.lock().expect("mode links");
    if let Some((session, mode)) = P::set_mode(&request) {
        if let Some(Link::Options(id, _)) = links.get(session) {
            if !implemented.contains(&request.method()) {
                let pending = Pending::ModeAsOption(session.to_owned());
                return (P::set_option_request(session, id, mode), pending);
            }
        }
    } else if let Some((session, id, value)) = P::set_option(&request) {
        if let (Some(Link::Modes(_)), MODE_OPTION) = (links.get(session), id) {
            let pending = Pending::OptionAsMode(session.to_owned(), value.to_owned());
            return (P::set_mode_request(session, value), pending);
        }
    }
    drop(links);
    (request, Pending::Nothing)
}

/// Called by the pipeline with the agent's answer to a request that
/// [`before`] left `pending`: the answer the client gets.
pub fn after<P: ModeFacts>(
    peer: &Connection,
    pending: Pending,
    mut answer: P::AgentResponse,
) -> P::AgentResponse {
    let links = links::<P>(peer);
    let mut links = links.0.lock().expect("mode links");
    match pending {
        Pending::Nothing => {}
        Pending::Opener(named) => {
            let Some(Opened {
                session: in_answer,
                modes,
                options,
            }) = P::opened(&answer)
            else {
                return answer;
            };
            let Some(session) = in_answer.map(str::to_owned).or(named) else {
                return answer;
            };
            let option = options.and_then(|o| P::mode_option(o).map(|(id, list)| (id, list, o)));
            let no_options = options.is_none_or(<[P::ConfigOption]>::is_empty);
            match (modes, option) {
                (None, Some((id, list, options))) => {
                    let link = Link::Options(id.to_owned(), options.to_vec());
                    P::fill_modes(&mut answer, &list);
                    links.insert(session, link);
                }
                (Some(list), None) if no_options => {
                    P::fill_options(&mut answer, P::option_of(&list));
                    links.insert(session, Link::Modes(list));
                }
                _ => {
                    links.remove(&session);
                }
            }
        }
        Pending::ModeAsOption(session) => {
            let Some(options) = P::answered_options(&answer) else {
                return answer;
            };
            if let (Some(link), Some((id, _))) = (links.get_mut(&session), P::mode_option(options))
            {
                *link = Link::Options(id.to_owned(), options.to_vec());
            }
            return P::mode_answer();
        }
        Pending::OptionAsMode(session, value) => {
            if let Some(Link::Modes(list)) = links.get_mut(&session) {
                list.current = value;
                return P::option_answer(P::option_of(list));
            }
        }
    }
    answer
}

/// The update the SDK sends after the agent's `note`, if the note changes the
/// mode in the half the agent writes.
pub fn companion<P: ModeFacts>(
    peer: &Connection,
    note: &P::SessionNotification,
) -> Option<P::SessionNotification> {
    if let Some((session, mode)) = P::mode_update(note) {
        let links = links::<P>(peer);
        let mut links = links.0.lock().expect("mode links");
        let link = links.get_mut(session)?;
        if link.current::<P>().as_deref() == Some(mode) {
            return None;
        }
        let options = match link {
            Link::Options(id, options) => {
                P::set_current(options, id, mode);
                options.clone()
            }
            Link::Modes(list) => {
                list.current = mode.to_owned();
                P::option_of(list)
            }
        };
        return Some(P::new_options_update(session, options));
    }
    let (session, options) = P::options_update(note)?;
    let links = links::<P>(peer);
    let mut links = links.0.lock().expect("mode links");
    let link = links.get_mut(session)?;
    if !matches!(link, Link::Options(..)) {
        return None;
    }
    let (id, list) = P::mode_option(options)?;
    let told = link.current::<P>();
    *link = Link::Options(id.to_owned(), options.to_vec());
    (told.as_deref() != Some(list.current.as_str()))
        .then(|| P::new_mode_update(session, &list.current))
}
