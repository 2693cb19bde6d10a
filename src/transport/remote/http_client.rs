//! The Streamable HTTP client: the connection's messages are `POST`ed one at a
//! time, in order; the agent's come on the event stream opened after
//! `initialize`.

use eventsource_stream::Eventsource;
use futures_util::StreamExt;
use reqwest::header::{ACCEPT, CONTENT_TYPE};
use reqwest::StatusCode;
use tokio::task::JoinHandle;

use super::bridge::{bridge, Bridge, Input, Output};
use super::{ClientConfig, RemoteError, CONNECTION_ID_HEADER, SESSION_FIELD, SESSION_ID_HEADER};
use crate::connection::{Connection, Handler};
use crate::jsonrpc::{self, Incoming, RawId};
use crate::v1::Error;

pub(super) async fn connect<H: Handler>(
    url: &str,
    handler: H,
    config: ClientConfig,
) -> Result<(Connection, JoinHandle<()>), RemoteError> {
    let endpoint =
        reqwest::Url::parse(url).map_err(|err| RemoteError::Url(format!("{url}: {err}")))?;
    let headers = super::client::request_headers(&config)?;
    let http = reqwest::Client::builder()
        .default_headers(headers)
        .build()
        .map_err(|err| RemoteError::Transport(format!("no HTTP client: {err}")))?;
    let (conn, done, Bridge { input, output }) = bridge(handler, config.connection);
    let link = Link {
        http,
        endpoint,
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
        let mut input = Some(input);
        let mut connection_id: Option<String> = None;
        let mut events: Option<JoinHandle<()>> = None;
        while let Some(line) = output.next().await {
            let (request_id, is_initialize, session) = describe(&line);
            let posted = self
                .post(
                    &line,
                    connection_id.as_deref(),
                    session.as_deref(),
                    is_initialize,
                )
                .await;
            let failure = match posted {
                Posted::Accepted(Some((answer, id))) => {
                    let Some(mut input) = input.take() else {
                        continue;
                    };
                    if input.send(answer.as_bytes()).await.is_err() {
                        break;
                    }
                    if id.is_empty() {
                        // initialize failed: the connection was not kept.
                        input.close().await;
                        break;
                    }
                    events = Some(tokio::spawn(self.clone().events(id.clone(), input)));
                    connection_id = Some(id);
                    None
                }
                Posted::Accepted(None) => None,
                Posted::Failed(why) => Some(why),
            };
            if let Some(why) = failure {
                tracing::warn!(%why, "a message to the remote agent was not delivered");
                // A request that did not arrive is answered here, so that its
                // caller learns why instead of waiting.
                if let (Some(id), Some(input)) = (request_id, input.as_mut()) {
                    let error = Error::internal_error(&why);
                    let _ = input.send(&jsonrpc::response_line(&id, Err(&error))).await;
                }
                if connection_id.is_none() {
                    if let Some(input) = input.take() {
                        input.close().await;
                    }
                    break;
                }
            }
        }
        if let Some(id) = &connection_id {
            let _ = self
                .http
                .delete(self.endpoint.clone())
                .header(CONNECTION_ID_HEADER, id)
                .send()
                .await;
        }
        if let Some(events) = events {
            events.abort();
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

    /// Reads the event stream into the connection until it ends.
    async fn events(self, id: String, mut input: Input) {
        let response = self
            .http
            .get(self.endpoint.clone())
            .header(CONNECTION_ID_HEADER, &id)
            .header(ACCEPT, "text/event-stream")
            .send()
            .await;
        match response {
            Ok(response) if response.status().is_success() => {
                let mut stream = response.bytes_stream().eventsource();
                while let Some(event) = stream.next().await {
                    match event {
                        Ok(event) if event.data.is_empty() => {}
                        Ok(event) if event.data.len() > self.max_message_size => {
                            tracing::warn!(
                                size = event.data.len(),
                                "a message from the remote agent is over the size limit"
                            );
                            break;
                        }
                        Ok(event) => {
                            if input.send(event.data.as_bytes()).await.is_err() {
                                break;
                            }
                        }
                        Err(err) => {
                            tracing::warn!(%err, "the remote agent's event stream failed");
                            break;
                        }
                    }
                }
            }
            Ok(response) => {
                let status = response.status();
                let body = response.text().await.unwrap_or_default();
                tracing::warn!(%status, body = body.trim(), "the agent server refused the event stream");
            }
            Err(err) => tracing::warn!(%err, "the agent server's event stream could not be opened"),
        }
        input.close().await;
    }
}

/// A message's request id (when it is a request), whether it is `initialize`,
/// and the session it is about.
fn describe(line: &str) -> (Option<RawId>, bool, Option<String>) {
    use crate::rpc::Request as _;
    let Ok(message) = jsonrpc::parse(line) else {
        return (None, false, None);
    };
    let (id, method, params) = match message {
        Incoming::Request { id, method, params } => (Some(id), method, params),
        Incoming::Notification { method, params } => (None, method, params),
        Incoming::Response { .. } => return (None, false, None),
    };
    let is_initialize = method == crate::v1::InitializeRequest::METHOD;
    let session = if method.starts_with("$/") {
        None
    } else {
        params.and_then(|p| {
            let params: serde_json::Value = serde_json::from_str(p.get()).ok()?;
            params.get(SESSION_FIELD)?.as_str().map(str::to_owned)
        })
    };
    (id, is_initialize, session)
}
