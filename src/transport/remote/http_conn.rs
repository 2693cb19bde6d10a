//! The state of one Streamable HTTP connection: its input, its event
//! streams and where the agent's messages about a session go.

use std::collections::HashMap;
use std::sync::Arc;

use super::admission::Admitted;
use super::bridge::Input;
use super::events::{EventReceiver, EventSender};
use super::slots::Activity;
use crate::connection::Signal;
use crate::jsonrpc::message::{self, Incoming};

/// A server's Streamable HTTP connections, by id.
pub(super) type HttpConns = std::sync::Mutex<HashMap<String, Arc<HttpConn>>>;

/// One Streamable HTTP connection, from `initialize` until `DELETE`, the end of
/// its event stream, the idle timeout or the agent's end.
pub(super) struct HttpConn {
    /// The connection's input; `None` once it was ended.
    pub(super) input: tokio::sync::Mutex<Option<Input>>,
    /// The agent's messages, until the event stream takes them.
    pub(super) events: std::sync::Mutex<Option<EventReceiver>>,
    /// Where messages about a session go.
    pub(super) routes: std::sync::Mutex<Routes>,
    /// The params field that names a message's session.
    pub(super) session_field: Option<&'static str>,
    pub(super) activity: Arc<Activity>,
    /// Set once the client opened an event stream or posted after
    /// `initialize`.
    pub(super) started: Signal,
    /// The bearer token that opened the connection.
    pub(super) opened_with: Admitted,
}

/// Session event streams: a client may open one per session (`GET` with
/// [`SESSION_ID_HEADER`](super::SESSION_ID_HEADER)); messages about that
/// session then go there instead of the connection's stream.
#[derive(Default)]
pub(super) struct Routes {
    /// The open session streams, by session id.
    pub(super) sessions: HashMap<String, EventSender>,
    /// The session of each request the client posted about one, by its JSON
    /// id: its answer goes to that session's stream.
    pub(super) requests: HashMap<String, String>,
}

impl HttpConn {
    /// The session stream for a message the agent sends, if it is about a
    /// session that has one.
    pub(super) fn session_stream(&self, line: &str) -> Option<(String, EventSender)> {
        let mut routes = self.routes.lock().expect("routes");
        let session = match message::parse(line).ok()? {
            Incoming::Response { id, .. } => routes.requests.remove(id.as_json())?,
            Incoming::Request { params, .. } | Incoming::Notification { params, .. } => {
                session_of(self.session_field, params)?
            }
        };
        let stream = routes.sessions.get(&session)?.clone();
        Some((session, stream))
    }

    /// Ends the connection's input: the connection ends as if stdin closed.
    pub(super) async fn end(&self) {
        if let Some(input) = self.input.lock().await.take() {
            input.close().await;
        }
    }
}

/// The session a message is about: the session its params name
/// ([`Conventions::session_field`](crate::connection::Conventions::session_field)).
pub(super) fn session_of(
    field: Option<&str>,
    params: Option<&serde_json::value::RawValue>,
) -> Option<String> {
    let serde_json::Value::Object(mut params) = serde_json::from_str(params?.get()).ok()? else {
        return None;
    };
    match params.remove(field?)? {
        serde_json::Value::String(session) => Some(session),
        _ => None,
    }
}
