//! The Streamable HTTP profile of the server: `POST` carries the client's
//! messages, one server-sent event stream per connection carries the agent's,
//! `DELETE` ends the connection.

use std::sync::Arc;

use super::admission::{connection_id_name, connection_id_value, no_slot, refuse, Admitted};
use super::bridge::Bridge;
use super::events::event_queue;
use super::forwarded::Requester;
use super::http_conn::{session_of, HttpConn};
use super::shared::Shared;
use super::slots::{deadline_after, Slot};
use super::{CONNECTION_ID_HEADER, SESSION_ID_HEADER};
use crate::connection::Signal;
use crate::jsonrpc::message::{self, Incoming};
use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};

/// A refused request: its status and why.
struct Refusal(StatusCode, String);

impl Refusal {
    fn new(status: StatusCode, why: impl Into<String>) -> Self {
        Refusal(status, why.into())
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        refuse(self.0, &self.1)
    }
}

/// Every request to `/acp` that is not a WebSocket upgrade, admitted with a
/// bearer token or on a server without them.
pub(super) async fn handle(
    shared: Arc<Shared>,
    request: Request,
    admitted: Admitted,
    requester: Requester,
) -> Response {
    let result = match *request.method() {
        Method::POST => post(shared, request, admitted, requester).await,
        Method::GET => events(&shared, request.headers(), admitted),
        Method::DELETE => delete(&shared, request.headers(), admitted).await,
        _ => Err(Refusal::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "use POST, GET or DELETE on this endpoint",
        )),
    };
    result.unwrap_or_else(IntoResponse::into_response)
}

/// The connection a request names in [`CONNECTION_ID_HEADER`]. A connection
/// bound to another bearer token is not found, as if it did not exist.
fn connection(
    shared: &Shared,
    headers: &HeaderMap,
    admitted: Admitted,
) -> Result<(String, Arc<HttpConn>), Refusal> {
    let Some(id) = headers.get(CONNECTION_ID_HEADER) else {
        return Err(Refusal::new(
            StatusCode::BAD_REQUEST,
            format!("missing {CONNECTION_ID_HEADER} header (only initialize starts a connection)"),
        ));
    };
    let id = id.to_str().unwrap_or_default().to_owned();
    let found = shared.http.lock().expect("connections").get(&id).cloned();
    let found = found
        .filter(|conn| !shared.config.bind_connections_to_token || conn.opened_with == admitted);
    match found {
        Some(conn) => Ok((id, conn)),
        None => Err(Refusal::new(
            StatusCode::NOT_FOUND,
            super::route::unknown_connection(&id, shared.config.route.as_deref()),
        )),
    }
}

/// `POST`: one message from the client.
async fn post(
    shared: Arc<Shared>,
    request: Request,
    admitted: Admitted,
    requester: Requester,
) -> Result<Response, Refusal> {
    let (parts, body) = request.into_parts();
    let json = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !json {
        return Err(Refusal::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "a message must be sent as Content-Type: application/json",
        ));
    }
    let limit = shared.config.max_message_size;
    let too_large = || {
        Refusal::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("a message may have at most {limit} bytes"),
        )
    };
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared.is_some_and(|n| n > limit) {
        return Err(too_large());
    }
    let within = shared.config.body_timeout;
    let body = tokio::time::timeout(within, axum::body::to_bytes(body, limit))
        .await
        .map_err(|_| {
            Refusal::new(
                StatusCode::REQUEST_TIMEOUT,
                format!("the body did not arrive within {within:?}"),
            )
        })?
        .map_err(|_| too_large())?;
    let text = std::str::from_utf8(&body)
        .map_err(|_| Refusal::new(StatusCode::BAD_REQUEST, "the body is not UTF-8"))?;
    if text.trim_start().starts_with('[') {
        return Err(Refusal::new(
            StatusCode::NOT_IMPLEMENTED,
            "batches are not supported: send one JSON-RPC message per POST",
        ));
    }
    let message = message::parse(text).map_err(|invalid| {
        Refusal::new(
            StatusCode::BAD_REQUEST,
            format!("not a JSON-RPC message: {invalid:?}"),
        )
    })?;
    if !parts.headers.contains_key(CONNECTION_ID_HEADER) {
        return match message {
            Incoming::Request { id, method, .. }
                if shared.conventions.handshake == Some(method.as_ref()) =>
            {
                Ok(initialize(shared, text, id, admitted, requester).await)
            }
            _ => Err(Refusal::new(
                StatusCode::BAD_REQUEST,
                format!(
                    "missing {CONNECTION_ID_HEADER} header (only initialize starts a connection)"
                ),
            )),
        };
    }
    let (_, conn) = connection(&shared, &parts.headers, admitted)?;
    conn.started.fire();
    match &message {
        Incoming::Request { id, method, params } => {
            if let Some(session) = check_session(&conn, &parts.headers, method, *params)? {
                let mut routes = conn.routes.lock().expect("routes");
                routes.requests.insert(id.as_json().to_owned(), session);
            }
        }
        Incoming::Notification { method, params } => {
            check_session(&conn, &parts.headers, method, *params)?;
        }
        Incoming::Response { .. } => {}
    }
    conn.activity.touch();
    let mut input = conn.input.lock().await;
    let sent = match input.as_mut() {
        Some(input) => input.send(text.as_bytes()).await.is_ok(),
        None => false,
    };
    if !sent {
        return Err(Refusal::new(
            StatusCode::NOT_FOUND,
            "the connection has ended",
        ));
    }
    Ok(StatusCode::ACCEPTED.into_response())
}

/// A message about a session must name the same session in
/// [`SESSION_ID_HEADER`].
fn check_session(
    conn: &HttpConn,
    headers: &HeaderMap,
    method: &str,
    params: Option<&serde_json::value::RawValue>,
) -> Result<Option<String>, Refusal> {
    let Some(session) = session_of(conn.session_field, params) else {
        return Ok(None);
    };
    match headers.get(SESSION_ID_HEADER).map(|v| v.to_str()) {
        None => Err(Refusal::new(
            StatusCode::BAD_REQUEST,
            format!("{method} is about session {session:?}: send it in {SESSION_ID_HEADER}"),
        )),
        Some(Ok(named)) if named == session => Ok(Some(session)),
        Some(_) => Err(Refusal::new(
            StatusCode::BAD_REQUEST,
            format!("{SESSION_ID_HEADER} does not match the message's session {session:?}"),
        )),
    }
}

/// `POST` of `initialize` without a connection id: a new connection, answered
/// with the agent's `initialize` response. A connection whose `initialize`
/// failed is not kept.
async fn initialize(
    shared: Arc<Shared>,
    text: &str,
    id: message::RawId,
    admitted: Admitted,
    requester: Requester,
) -> Response {
    let conn_id = match super::route::connection_id(shared.config.route.as_deref()) {
        Ok(id) => id,
        Err(err) => return refuse(StatusCode::SERVICE_UNAVAILABLE, &err.to_string()),
    };
    let slot = match shared.slot(&requester) {
        Ok(slot) => slot,
        Err(refused) => return no_slot(&shared.config, refused),
    };
    let (
        _conn,
        done,
        Bridge {
            mut input,
            mut output,
        },
    ) = shared.spawn();
    if input.send(text.as_bytes()).await.is_err() {
        return refuse(StatusCode::INTERNAL_SERVER_ERROR, "the agent ended at once");
    }
    let mut early = Vec::new();
    let (answer, succeeded) = loop {
        let Some(line) = output.next().await else {
            return refuse(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the agent ended before it answered initialize",
            );
        };
        match message::parse(&line) {
            Ok(Incoming::Response { id: got, outcome }) if got.as_json() == id.as_json() => {
                let succeeded = outcome.is_ok();
                break (line, succeeded);
            }
            _ => early.push(line),
        }
    };
    let mut response = (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        answer,
    )
        .into_response();
    if !succeeded {
        input.close().await;
        return response;
    }
    let (events_tx, events_rx) = event_queue();
    let conn = Arc::new(HttpConn {
        input: tokio::sync::Mutex::new(Some(input)),
        events: std::sync::Mutex::new(Some(events_rx)),
        routes: Default::default(),
        session_field: shared.conventions.session_field,
        activity: slot.activity().clone(),
        started: Signal::default(),
        opened_with: admitted,
    });
    shared
        .http
        .lock()
        .expect("connections")
        .insert(conn_id.clone(), conn.clone());
    let span = requester.span("http", &conn_id);
    let keeper_id = conn_id.clone();
    let start_by = deadline_after(shared.config.start_timeout);
    let keeper = async move {
        // The agent's messages go to the event stream until the agent ends,
        // the stream is dropped or the connection is sent away.
        let sent_away = || sent_away(&conn, &shared, &slot, start_by);
        let mut queued = early.into_iter();
        loop {
            let line = match queued.next() {
                Some(line) => line,
                None => tokio::select! {
                    line = output.next() => match line {
                        Some(line) => line,
                        None => break,
                    },
                    () = sent_away() => break,
                    _ = events_tx.closed() => break,
                },
            };
            conn.activity.touch();
            // A message about a session with a stream of its own goes there; if
            // that stream was dropped, to the connection's stream.
            let line = match conn.session_stream(&line) {
                Some((session, stream)) => {
                    let sent = tokio::select! {
                        sent = stream.send(line) => sent,
                        () = sent_away() => break,
                    };
                    match sent {
                        Ok(()) => continue,
                        Err(unsent) => {
                            conn.routes
                                .lock()
                                .expect("routes")
                                .sessions
                                .remove(&session);
                            unsent
                        }
                    }
                }
                None => line,
            };
            let sent = tokio::select! {
                sent = events_tx.send(line) => sent.is_ok(),
                () = sent_away() => false,
            };
            if !sent {
                break;
            }
        }
        shared.http.lock().expect("connections").remove(&keeper_id);
        // Nobody reads the agent's output any more: dropping it lets the
        // connection's writes fail instead of waiting, so it can end.
        drop(output);
        conn.end().await;
        let _ = done.await;
        drop(slot);
    };
    tokio::spawn(tracing::Instrument::instrument(keeper, span));
    response
        .headers_mut()
        .insert(connection_id_name(), connection_id_value(&conn_id));
    response
}

/// Returns once the connection must end although its client may still be
/// there: it did not start by `start_by`, was idle too long, or its slot was
/// given to a newcomer.
async fn sent_away(conn: &HttpConn, shared: &Shared, slot: &Slot, start_by: tokio::time::Instant) {
    let not_started = async {
        tokio::select! {
            biased;
            () = conn.started.wait() => std::future::pending().await,
            () = tokio::time::sleep_until(start_by) => {
                tracing::debug!("the client neither opened its event stream nor posted in time");
            }
        }
    };
    tokio::select! {
        () = not_started => {}
        () = conn.activity.quiet(shared.config.idle_timeout) => {}
        () = slot.reclaimed() => {}
    }
}

/// `GET` without an upgrade: the connection's event stream, or with
/// [`SESSION_ID_HEADER`] a session's. There is one of each; when the client
/// drops the connection's, the connection ends.
fn events(shared: &Shared, headers: &HeaderMap, admitted: Admitted) -> Result<Response, Refusal> {
    let accepts = headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|v| {
            v.split(';')
                .next()
                .is_some_and(|t| t.trim().eq_ignore_ascii_case("text/event-stream"))
        });
    if !accepts {
        return Err(Refusal::new(
            StatusCode::NOT_ACCEPTABLE,
            "the event stream needs Accept: text/event-stream",
        ));
    }
    let (id, conn) = connection(shared, headers, admitted)?;
    conn.started.fire();
    let events = match headers.get(SESSION_ID_HEADER) {
        Some(session) => {
            let session = session.to_str().unwrap_or_default().to_owned();
            let mut routes = conn.routes.lock().expect("routes");
            if routes
                .sessions
                .get(&session)
                .is_some_and(|s| !s.is_closed())
            {
                return Err(Refusal::new(
                    StatusCode::CONFLICT,
                    format!("session {session:?} already has its event stream"),
                ));
            }
            let (tx, rx) = event_queue();
            routes.sessions.insert(session, tx);
            rx
        }
        None => match conn.events.lock().expect("events").take() {
            Some(events) => events,
            None => {
                return Err(Refusal::new(
                    StatusCode::CONFLICT,
                    format!("connection {id:?} already has its event stream"),
                ))
            }
        },
    };
    Ok(super::sse::event_stream(
        events,
        shared.config.ping_interval,
    ))
}

/// `DELETE`: ends the connection.
async fn delete(
    shared: &Shared,
    headers: &HeaderMap,
    admitted: Admitted,
) -> Result<Response, Refusal> {
    let (id, conn) = connection(shared, headers, admitted)?;
    shared.http.lock().expect("connections").remove(&id);
    conn.end().await;
    Ok(StatusCode::ACCEPTED.into_response())
}
