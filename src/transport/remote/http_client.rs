//! The Streamable HTTP client: the connection's messages are `POST`ed one at a
//! time, in order; the agent's come on the event stream opened after
//! `initialize`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use reqwest::header::{ACCEPT, CONTENT_TYPE};
use reqwest::StatusCode;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::bridge::{bridge, Bridge, Input, Output};
use super::sse_parser::{EventParser, Unreadable};
use super::{ClientConfig, RemoteError, CONNECTION_ID_HEADER, SESSION_ID_HEADER};
use crate::connection::Conventions;
use crate::connection::{Connection, Handler};
use crate::jsonrpc::message::{self, Incoming, RawId};
use crate::Error;

/// How long a message about a session waits for that session's event stream.
const SESSION_STREAM_WAIT: Duration = Duration::from_secs(10);

pub(super) async fn connect<H: Handler>(
    url: &str,
    handler: H,
    config: ClientConfig,
) -> Result<(Connection, JoinHandle<()>), RemoteError> {
    let endpoint =
        reqwest::Url::parse(url).map_err(|err| RemoteError::Url(format!("{url}: {err}")))?;
    let headers = config.request_headers()?;
    // Each connection has its own client and so its own cookie jar: cookies
    // the server sets (load-balancer affinity, say) go with every later
    // request of the connection and are forgotten with it.
    let mut http = reqwest::Client::builder()
        .default_headers(headers)
        .cookie_store(true);
    if config.http2_prior_knowledge {
        http = http.http2_prior_knowledge();
    }
    #[cfg(feature = "tls")]
    let http = super::tls::http_roots(http, &config.root_certificates)?;
    let http = http
        .build()
        .map_err(|err| RemoteError::Transport(format!("no HTTP client: {err}")))?;
    let (conn, done, Bridge { input, output }) = bridge(handler, config.connection);
    let link = Link {
        http,
        endpoint,
        conventions: H::CONVENTIONS,
        max_message_size: config.max_message_size,
    };
    let task = tokio::spawn(async move {
        let sender = tokio::spawn(link.run(input, output));
        let _ = done.await;
        let _ = sender.await;
    });
    Ok((conn, task))
}

/// One connection's HTTP side.
#[derive(Clone)]
struct Link {
    http: reqwest::Client,
    endpoint: reqwest::Url,
    /// Which request opens the connection, and which field names a session.
    conventions: &'static Conventions,
    max_message_size: usize,
}

/// How a `POST` went.
enum Posted {
    /// Accepted; for `initialize`, with the answer and the connection id.
    Accepted(Option<(String, String)>),
    /// Refused or failed, for the reason given.
    Failed(String),
}

impl Link {
    /// Posts the connection's messages in order until it ends, then ends the
    /// remote connection with `DELETE`.
    async fn run(self, input: Input, mut output: Output) {
        let input = Shared::new(input);
        let mut streams: Option<Streams> = None;
        while let Some(line) = output.next().await {
            let (request_id, is_initialize, session) = describe(&line, self.conventions);
            // A message about a session goes out once the session's own event
            // stream is open, so that its answers have a way back.
            if let (Some(streams), Some(session)) = (&streams, &session) {
                streams.session_ready(session).await;
            }
            let connection_id = streams.as_ref().map(|s| s.id.as_str());
            let posted = self
                .post(&line, connection_id, session.as_deref(), is_initialize)
                .await;
            let failure = match posted {
                Posted::Accepted(Some((answer, id))) => {
                    if !input.send(answer.as_bytes()).await {
                        break;
                    }
                    if id.is_empty() {
                        // initialize failed: the connection was not kept.
                        break;
                    }
                    let opened = Streams {
                        link: self.clone(),
                        id,
                        input: input.clone(),
                        sessions: Default::default(),
                    };
                    opened.look_for_sessions(&answer);
                    tokio::spawn(opened.clone().read(None));
                    streams = Some(opened);
                    None
                }
                Posted::Accepted(None) => None,
                Posted::Failed(why) => Some(why),
            };
            if let Some(why) = failure {
                tracing::warn!(%why, "a message to the remote agent was not delivered");
                // A request that did not arrive is answered here, so that its
                // caller learns why instead of waiting.
                if let Some(id) = request_id {
                    let error = Error::internal_error(&why);
                    input.send(&message::response_line(&id, Err(&error))).await;
                }
                if streams.is_none() {
                    break;
                }
            }
        }
        input.close().await;
        if let Some(streams) = &streams {
            let _ = self
                .http
                .delete(self.endpoint.clone())
                .header(CONNECTION_ID_HEADER, &streams.id)
                .send()
                .await;
        }
    }

    /// Posts one message. Without a connection id it must be `initialize`,
    /// whose answer and connection id come back.
    async fn post(
        &self,
        line: &str,
        connection_id: Option<&str>,
        session: Option<&str>,
        is_initialize: bool,
    ) -> Posted {
        let mut request = self
            .http
            .post(self.endpoint.clone())
            .header(CONTENT_TYPE, "application/json")
            .body(line.to_owned());
        match connection_id {
            Some(id) => request = request.header(CONNECTION_ID_HEADER, id),
            None if !is_initialize => {
                return Posted::Failed("the first message must be initialize".into())
            }
            None => {}
        }
        if let Some(session) = session {
            request = request.header(SESSION_ID_HEADER, session);
        }
        let response = match request.send().await {
            Ok(response) => response,
            Err(err) => return Posted::Failed(format!("POST {}: {err}", self.endpoint)),
        };
        let status = response.status();
        if connection_id.is_some() {
            if status.is_success() {
                return Posted::Accepted(None);
            }
            let body = response.text().await.unwrap_or_default();
            return Posted::Failed(format!("HTTP {status}: {}", body.trim()));
        }
        let id = response
            .headers()
            .get(CONNECTION_ID_HEADER)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        let body = response.text().await.unwrap_or_default();
        if status != StatusCode::OK {
            return Posted::Failed(format!(
                "the agent server refused initialize: HTTP {status}: {}",
                body.trim()
            ));
        }
        Posted::Accepted(Some((body, id)))
    }
}

/// The connection's input, shared by the event streams; closed once.
#[derive(Clone)]
struct Shared(Arc<tokio::sync::Mutex<Option<Input>>>);

impl Shared {
    fn new(input: Input) -> Self {
        Shared(Arc::new(tokio::sync::Mutex::new(Some(input))))
    }

    /// Hands a message to the connection; false once it has ended.
    async fn send(&self, message: &[u8]) -> bool {
        match self.0.lock().await.as_mut() {
            Some(input) => input.send(message).await.is_ok(),
            None => false,
        }
    }

    async fn close(&self) {
        if let Some(input) = self.0.lock().await.take() {
            input.close().await;
        }
    }
}

/// The event streams of one connection: the connection's, and one per session
/// (as the official servers deliver a session's messages on its own stream).
#[derive(Clone)]
struct Streams {
    link: Link,
    /// The connection id.
    id: String,
    input: Shared,
    /// The session streams, each with whether its `GET` was answered.
    sessions: Arc<Mutex<HashMap<String, watch::Receiver<bool>>>>,
}

impl Streams {
    /// Waits (10 s at most) until the session's stream is open, opening it
    /// first if needed.
    async fn session_ready(&self, session: &str) {
        let mut ready = self.open(session);
        let _ = tokio::time::timeout(SESSION_STREAM_WAIT, ready.wait_for(|open| *open)).await;
    }

    /// Opens the session's stream unless it is open.
    fn open(&self, session: &str) -> watch::Receiver<bool> {
        let mut sessions = self.sessions.lock().expect("session streams");
        if let Some(ready) = sessions.get(session) {
            return ready.clone();
        }
        let (opened, ready) = watch::channel(false);
        sessions.insert(session.to_owned(), ready.clone());
        let streams = self.clone();
        let session = session.to_owned();
        tokio::spawn(async move {
            streams.clone().read(Some((session.clone(), opened))).await;
            streams
                .sessions
                .lock()
                .expect("session streams")
                .remove(&session);
        });
        ready
    }

    /// An answer that names a new session (`session/new`, `session/load`, ...):
    /// its stream is opened.
    fn look_for_sessions(&self, message: &str) {
        let Ok(Incoming::Response {
            outcome: Ok(result),
            ..
        }) = message::parse(message)
        else {
            return;
        };
        let Ok(serde_json::Value::Object(result)) = serde_json::from_str(result.get()) else {
            return;
        };
        let Some(field) = self.link.conventions.session_field else {
            return;
        };
        if let Some(session) = result.get(field).and_then(|v| v.as_str()) {
            self.open(session);
        }
    }

    /// Reads the connection's event stream (or a session's) into the
    /// connection until it ends. The end of the connection's ends the
    /// connection.
    async fn read(self, session: Option<(String, watch::Sender<bool>)>) {
        let mut request = self
            .link
            .http
            .get(self.link.endpoint.clone())
            .header(CONNECTION_ID_HEADER, &self.id)
            .header(ACCEPT, "text/event-stream");
        if let Some((session, _)) = &session {
            request = request.header(SESSION_ID_HEADER, session);
        }
        let response = request.send().await;
        if let Some((_, opened)) = &session {
            opened.send_replace(true);
        }
        match response {
            Ok(response) if response.status().is_success() => {
                let mut parser = EventParser::new(self.link.max_message_size);
                let mut bytes = response.bytes_stream();
                'read: while let Some(piece) = bytes.next().await {
                    let events = match piece.as_deref().map(|piece| parser.push(piece)) {
                        Ok(Ok(events)) => events,
                        Ok(Err(Unreadable::TooLarge)) => {
                            let limit = self.link.max_message_size;
                            tracing::warn!(
                                limit,
                                "a message from the remote agent is over the size limit"
                            );
                            break;
                        }
                        Ok(Err(Unreadable::NotUtf8)) => {
                            tracing::warn!("the remote agent's event stream is not UTF-8");
                            break;
                        }
                        Err(err) => {
                            tracing::warn!(%err, "the remote agent's event stream failed");
                            break;
                        }
                    };
                    for data in events.iter().filter(|data| !data.is_empty()) {
                        self.look_for_sessions(data);
                        if !self.input.send(data.as_bytes()).await {
                            break 'read;
                        }
                    }
                }
            }
            Ok(response) => {
                let status = response.status();
                let body = response.text().await.unwrap_or_default();
                tracing::warn!(%status, body = body.trim(), "the agent server refused an event stream");
            }
            Err(err) => tracing::warn!(%err, "an event stream could not be opened"),
        }
        if session.is_none() {
            self.input.close().await;
        }
    }
}

/// A message's request id (when it is a request), whether it is the handshake
/// (`initialize`), and the session it is about.
fn describe(line: &str, conventions: &Conventions) -> (Option<RawId>, bool, Option<String>) {
    let Ok(message) = message::parse(line) else {
        return (None, false, None);
    };
    let (id, method, params) = match message {
        Incoming::Request { id, method, params } => (Some(id), method, params),
        Incoming::Notification { method, params } => (None, method, params),
        Incoming::Response { .. } => return (None, false, None),
    };
    let is_handshake = conventions.handshake == Some(method.as_ref());
    let session = conventions.session_field.and_then(|field| {
        let params: serde_json::Value = serde_json::from_str(params?.get()).ok()?;
        params.get(field)?.as_str().map(str::to_owned)
    });
    (id, is_handshake, session)
}
