//! A scripted model endpoint for real agents: an HTTP server on 127.0.0.1
//! that plays one fixed tool-calling turn ([`script`]) in the four wire
//! formats the agents speak, so that a real agent does whole turns in a test
//! with no network and no credentials.
//!
//! | route | wire format | agents |
//! |---|---|---|
//! | `POST /v1/responses` | OpenAI Responses ([`responses`]) | codex |
//! | `POST /v1/chat/completions` | OpenAI Chat Completions ([`chat_completions`]) | qwen-code, opencode |
//! | `POST /v1/messages` | Anthropic Messages ([`messages`]) | Claude Code |
//! | `POST /v1beta/models/M:streamGenerateContent`, `M:generateContent` | Gemini ([`gemini`]) | gemini-cli |
//!
//! A request asking for a stream (`"stream": true`, or Gemini's stream route)
//! is answered with server-sent events, any other with one JSON body. Every
//! request is recorded ([`ScriptedModel::requests`]), whatever its route; an
//! unknown route gets 404 with a message naming it. A request the script
//! holds ([`script::HOLD`]) gets the start of an answer ([`script::HOLD_TEXT`]
//! when it streams) and then nothing, until the agent closes it or
//! [`HOLD_LIMIT`] passes; the record says which.
//!
//! The server runs on a thread of its own with its own runtime, so blocking
//! tests and async ones use it alike; dropping the [`ScriptedModel`] stops it.

#![allow(dead_code)] // each test binary uses part of it

pub mod chat_completions;
pub mod gemini;
pub mod messages;
pub mod responses;
pub mod script;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::http::{header, Method, StatusCode};
use axum::response::Response;
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::{oneshot, watch};

use script::{Answer, Asked, Reply, Script};

/// How long a held request stays unanswered when the agent does not give up
/// on it (then its stream is cut).
pub const HOLD_LIMIT: Duration = Duration::from_secs(60);

/// The largest request body read.
const BODY_LIMIT: usize = 64 << 20;

/// A wire format: how a request reads in the script's terms, and how a reply
/// is written.
pub trait WireFormat: Send + Sync {
    fn asked(&self, body: &Value) -> Asked;
    /// The reply as the events of a stream.
    fn events(&self, reply: &Reply) -> Vec<Event>;
    /// The first events of a stream whose answer starts with `text` (what a
    /// held answer sends before it stalls).
    fn opening(&self, text: &str) -> Vec<Event>;
    /// The reply as one JSON body.
    fn whole(&self, reply: &Reply) -> Value;
}

/// One server-sent event.
pub struct Event {
    pub name: Option<&'static str>,
    pub data: String,
}

impl Event {
    pub fn named(name: &'static str, data: Value) -> Event {
        Event {
            name: Some(name),
            data: data.to_string(),
        }
    }

    pub fn data(data: Value) -> Event {
        Event {
            name: None,
            data: data.to_string(),
        }
    }

    fn encode(&self) -> String {
        let name = self
            .name
            .map(|n| format!("event: {n}\n"))
            .unwrap_or_default();
        format!("{name}data: {}\n\n", self.data)
    }
}

/// The items of a JSON array (none when it is not one).
pub fn list(list: &Value) -> impl Iterator<Item = &Value> {
    list.as_array().into_iter().flatten()
}

/// `text` cut in two near its middle, as models stream a call's arguments.
pub fn halves(text: &str) -> (&str, &str) {
    let middle = (text.len() / 2..=text.len())
        .find(|i| text.is_char_boundary(*i))
        .unwrap_or(text.len());
    text.split_at(middle)
}

/// What became of a held request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// Still held.
    Waiting,
    /// The agent closed it (it gave up on the answer).
    Closed,
    /// Held for [`HOLD_LIMIT`], then cut.
    TimedOut,
}

/// One request the model received.
#[derive(Debug, Clone)]
pub struct Exchange {
    pub method: String,
    /// With its query.
    pub path: String,
    /// The JSON body (`null` when there is none or it is not JSON).
    pub body: Value,
    /// The tool results the request carried (when its format is known).
    pub results: Vec<Value>,
    /// What the model made of it: a step of the turn, a side request, ...
    pub note: String,
    /// For a held request, what became of it.
    pub held: Option<Held>,
    /// When it arrived.
    pub at: Instant,
}

struct State {
    script: Script,
    exchanges: Mutex<Vec<Exchange>>,
    /// Bumped at every request (and when a held one ends).
    changed: watch::Sender<u64>,
    calls: AtomicU64,
}

impl State {
    fn record(&self, exchange: Exchange) -> usize {
        let mut exchanges = self.exchanges.lock().unwrap();
        exchanges.push(exchange);
        self.changed.send_modify(|n| *n += 1);
        exchanges.len() - 1
    }

    fn set_held(&self, index: usize, held: Held) {
        self.exchanges.lock().unwrap()[index].held = Some(held);
        self.changed.send_modify(|n| *n += 1);
    }
}

/// The running server; see the [module docs](self).
pub struct ScriptedModel {
    addr: SocketAddr,
    state: Arc<State>,
    stop: Option<oneshot::Sender<()>>,
}

impl ScriptedModel {
    /// Serves `script` on a free port of 127.0.0.1.
    pub fn start(script: Script) -> ScriptedModel {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
        listener.set_nonblocking(true).unwrap();
        let addr = listener.local_addr().unwrap();
        let state = Arc::new(State {
            script,
            exchanges: Mutex::default(),
            changed: watch::channel(0).0,
            calls: AtomicU64::new(0),
        });
        let (stop, stopped) = oneshot::channel();
        let served = state.clone();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async move {
                let listener = tokio::net::TcpListener::from_std(listener).unwrap();
                let app = Router::new().fallback(move |request| handle(served.clone(), request));
                // Dropping the server drops its connections (held ones too).
                tokio::select! {
                    served = axum::serve(listener, app) => served.unwrap(),
                    _ = stopped => {}
                }
            });
        });
        ScriptedModel {
            addr,
            state,
            stop: Some(stop),
        }
    }

    /// `http://127.0.0.1:PORT`, the base the agents' URLs start with.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn script(&self) -> &Script {
        &self.state.script
    }

    /// Every request so far, in the order they arrived.
    pub fn requests(&self) -> Vec<Exchange> {
        self.state.exchanges.lock().unwrap().clone()
    }

    /// Waits up to `within` until `done` holds for the requests so far; the
    /// requests then, or `None` on timeout.
    pub async fn wait_for(
        &self,
        within: Duration,
        done: impl Fn(&[Exchange]) -> bool,
    ) -> Option<Vec<Exchange>> {
        let mut changed = self.state.changed.subscribe();
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let requests = self.requests();
            if done(&requests) {
                return Some(requests);
            }
            if tokio::time::timeout_at(deadline, changed.changed())
                .await
                .is_err()
            {
                return None;
            }
        }
    }

    /// What the requests were, one line each, for failure messages.
    pub fn shown(&self) -> String {
        self.requests()
            .iter()
            .map(|e| {
                let held = e.held.map(|h| format!(" ({h:?})")).unwrap_or_default();
                format!("  {} {}: {}{held}\n", e.method, e.path, e.note)
            })
            .collect()
    }
}

impl Drop for ScriptedModel {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// The wire format of `path`, and whether its answer is a stream when the
/// body does not say (Gemini says it in the path).
fn route(path: &str) -> Option<(&'static dyn WireFormat, Option<bool>)> {
    let path = path.split('?').next().unwrap_or_default();
    match path {
        "/v1/responses" => Some((&responses::Responses, None)),
        "/v1/chat/completions" => Some((&chat_completions::ChatCompletions, None)),
        "/v1/messages" => Some((&messages::Messages, None)),
        _ => {
            let action = path.strip_prefix("/v1beta/models/")?.rsplit(':').next()?;
            match action {
                "streamGenerateContent" => Some((&gemini::Gemini, Some(true))),
                "generateContent" => Some((&gemini::Gemini, Some(false))),
                _ => None,
            }
        }
    }
}

async fn handle(state: Arc<State>, request: axum::extract::Request) -> Response {
    let method = request.method().clone();
    let path = request
        .uri()
        .path_and_query()
        .map(|p| p.to_string())
        .unwrap_or_default();
    let bytes = axum::body::to_bytes(request.into_body(), BODY_LIMIT)
        .await
        .unwrap_or_default();
    let raw = String::from_utf8_lossy(&bytes);
    let body: Value = serde_json::from_str(&raw).unwrap_or(Value::Null);
    let mut exchange = Exchange {
        method: method.to_string(),
        path: path.clone(),
        body: body.clone(),
        results: vec![],
        note: String::new(),
        held: None,
        at: Instant::now(),
    };
    let known = route(&path).filter(|_| method == Method::POST);
    let Some((format, streams)) = known else {
        exchange.note = "not served".to_owned();
        state.record(exchange);
        let error = format!("the scripted model does not serve {method} {path}");
        return json_response(StatusCode::NOT_FOUND, &json!({"error": {"message": error}}));
    };
    if body.is_null() {
        exchange.note = "not JSON".to_owned();
        state.record(exchange);
        let error = format!("the body of {method} {path} is not JSON");
        return json_response(
            StatusCode::BAD_REQUEST,
            &json!({"error": {"message": error}}),
        );
    }
    let asked = format.asked(&body);
    let streams = streams.unwrap_or(body["stream"] == true);
    let (answer, note) = state.script.answer(&asked, &raw, || {
        format!(
            "call_scripted_{}",
            state.calls.fetch_add(1, Ordering::Relaxed)
        )
    });
    exchange.results = asked.results;
    exchange.note = note;
    match answer {
        Answer::Reply(reply) if streams => {
            state.record(exchange);
            let events: String = format.events(&reply).iter().map(Event::encode).collect();
            stream_response(Body::from(events))
        }
        Answer::Reply(reply) => {
            state.record(exchange);
            json_response(StatusCode::OK, &format.whole(&reply))
        }
        Answer::Hold => {
            exchange.held = Some(Held::Waiting);
            let index = state.record(exchange);
            let opening: String = match streams {
                true => format
                    .opening(script::HOLD_TEXT)
                    .iter()
                    .map(Event::encode)
                    .collect(),
                false => String::new(),
            };
            stream_response(held_body(state, index, opening))
        }
    }
}

/// A body that sends `opening`, then nothing until the client closes it or
/// [`HOLD_LIMIT`] passes, recording which.
fn held_body(state: Arc<State>, index: usize, opening: String) -> Body {
    /// Marks the request closed by the client when the body is dropped
    /// before the limit (hyper drops it when the connection goes).
    struct Holding {
        state: Arc<State>,
        index: usize,
        timed_out: bool,
    }
    impl Drop for Holding {
        fn drop(&mut self) {
            let held = if self.timed_out {
                Held::TimedOut
            } else {
                Held::Closed
            };
            self.state.set_held(self.index, held);
        }
    }
    let mut holding = Holding {
        state,
        index,
        timed_out: false,
    };
    let stall = futures_util::stream::once(async move {
        tokio::time::sleep(HOLD_LIMIT).await;
        holding.timed_out = true;
        drop(holding);
        Err(std::io::Error::other("held past its limit"))
    });
    let opening = futures_util::stream::iter([Ok(Bytes::from(opening))]);
    Body::from_stream(futures_util::StreamExt::chain(opening, stall))
}

fn stream_response(body: Body) -> Response {
    Response::builder()
        .header(header::CONTENT_TYPE, "text/event-stream")
        .header(header::CACHE_CONTROL, "no-cache")
        .body(body)
        .unwrap()
}

fn json_response(status: StatusCode, body: &Value) -> Response {
    Response::builder()
        .status(status)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap()
}
