//! One bidirectional JSON-RPC connection, used by agents and clients alike.
//!
//! ACP peers are symmetric: each side sends requests and notifications and serves
//! the other's. A connection is three tasks:
//!
//! - the **reader** (`connection/reader.rs`) parses one line at a time. Responses complete
//!   pending calls; requests are each answered in a task of their own, so a
//!   handler that awaits a call to the peer (an agent reading a file from the
//!   editor in the middle of `session/prompt`) never blocks the reader;
//!   notifications go, in arrival order, to one notification task.
//! - the **writer** (`connection/writer.rs`) owns the output: everything goes through one
//!   buffered writer that flushes when it has nothing more to write.
//! - the **notification task** runs notification handlers one after another.
//!
//! Messages take effect in the order the peer sent them (`connection/order.rs` holds that
//! rule and its hazard). Every request gets exactly one response: the handler's,
//! `-32800` when the peer cancels it with `$/cancel_request`, or `-32603` when the
//! handler panics. When the peer goes away, every pending outgoing call fails at
//! once with [`CallError::Closed`].
//!
//! # Bounded queues
//!
//! Nothing a peer sends or fails to read grows memory without limit:
//!
//! | queue | bound | when full |
//! |---|---|---|
//! | outgoing lines | [`Config::write_queue`] | senders wait (a peer that stops reading slows its producers) |
//! | notifications to handle | [`Config::notification_queue`] | the reader stops reading (backpressure on the peer), except while a notification handler awaits the peer (`connection/order.rs`) |
//! | requests being handled | [`Config::max_concurrent_requests`] | further requests are answered with an error |
//! | cancellations of dropped calls | one per pending call | drained by the writer before each batch |
//! | one message | [`Config::max_message_size`] | answered with an error and skipped unbuffered |
//!
//! The reader itself waits for room in the write queue only to answer invalid
//! messages; responses to requests are sent by the request's own task.
//!
//! This layer knows JSON-RPC, not ACP: the few conventions of the protocol it
//! relies on (how a call is cancelled, which request is the handshake, which
//! params field names a session, where params carry trace context) come from
//! the handler, as its
//! [`Handler::CONVENTIONS`], which the generated handlers take from the schema.
//! The handshake, capabilities and sessions live in the generated handler/peer
//! layer ([`crate::peer::handshake`], [`crate::session`]), which keeps its state for
//! each connection in the connection's extensions (`connection/extensions.rs`
//! draws the layers).

mod cancel;
mod extensions;
mod order;
mod reader;
mod trace;
mod writer;

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::Serialize;
use serde_json::value::RawValue;
use tokio::io::{AsyncRead, AsyncWrite, BufReader};
use tokio::sync::{mpsc, oneshot, watch, Notify};
use tokio::task::{JoinHandle, JoinSet};
use tracing::Instrument;

pub use cancel::Cancellation;
pub(crate) use cancel::Signal;
pub use order::OVERFLOW_FACTOR;

use crate::connection::trace::TraceContext;
use crate::jsonrpc::framing::LineReader;
use crate::jsonrpc::message;
use crate::jsonrpc::method::{self, Notification, Request};
use crate::jsonrpc::{CallError, CallResult, Closed};
use crate::Error;
use crate::Result;
use extensions::Extensions;
use order::NotificationOrder;

/// Connection settings. The limits keep a misbehaving peer from exhausting
/// memory or tasks.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Config {
    /// The longest line accepted, in bytes. Longer lines are answered with an
    /// error and skipped without being buffered. Default: 32 MiB.
    pub max_message_size: usize,
    /// How many incoming requests may run at once; further requests are answered
    /// with an error until one finishes. Default: 1024.
    pub max_concurrent_requests: usize,
    /// How many outgoing messages may wait for the writer before senders wait.
    /// Default: 64.
    pub write_queue: usize,
    /// How many incoming notifications may wait for their handler before the
    /// reader stops reading. Default: 1024.
    pub notification_queue: usize,
    /// How long a call to the peer waits for its answer before it fails with
    /// [`CallError::Timeout`] (and the peer is sent `$/cancel_request`). Default:
    /// no limit. [`Connection::with_timeout`] sets it per handle.
    pub request_timeout: Option<Duration>,
    /// Whether requests other than the handshake ([`Conventions::handshake`],
    /// `initialize` in ACP) are refused (-32600) until it has succeeded, as the
    /// spec requires. Default: true. Turn it off only for peers that skip the
    /// handshake.
    pub require_handshake: bool,
    /// Log every message body at trace level (target `acp::wire`), its secrets
    /// hidden ([`crate::redact`]: MCP servers' and terminals' `env` and `headers`
    /// values, sign-in params, secret-looking keys). Off by default: bodies still
    /// hold file contents, prompts and whatever else the peers exchange.
    pub log_messages: bool,
    /// A name for this connection in logs (the `peer` field of its span).
    pub name: String,
    /// How long requests still being handled when the input ends get to answer
    /// after their [`Cancellation`] fired, before they are dropped unanswered.
    /// Default: 1 s.
    pub drain_timeout: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_message_size: 32 << 20,
            max_concurrent_requests: 1024,
            write_queue: 64,
            notification_queue: 1024,
            request_timeout: None,
            require_handshake: true,
            log_messages: false,
            name: String::new(),
            drain_timeout: Duration::from_secs(1),
        }
    }
}

impl Config {
    /// Sets [`Config::max_message_size`].
    pub fn max_message_size(mut self, bytes: usize) -> Self {
        self.max_message_size = bytes;
        self
    }

    /// Sets [`Config::max_concurrent_requests`].
    pub fn max_concurrent_requests(mut self, count: usize) -> Self {
        self.max_concurrent_requests = count;
        self
    }

    /// Sets [`Config::write_queue`].
    pub fn write_queue(mut self, lines: usize) -> Self {
        self.write_queue = lines;
        self
    }

    /// Sets [`Config::notification_queue`].
    pub fn notification_queue(mut self, notifications: usize) -> Self {
        self.notification_queue = notifications;
        self
    }

    /// Sets [`Config::request_timeout`].
    pub fn request_timeout(mut self, timeout: impl Into<Option<Duration>>) -> Self {
        self.request_timeout = timeout.into();
        self
    }

    /// Sets [`Config::require_handshake`].
    pub fn require_handshake(mut self, required: bool) -> Self {
        self.require_handshake = required;
        self
    }

    /// Sets [`Config::log_messages`].
    pub fn log_messages(mut self, on: bool) -> Self {
        self.log_messages = on;
        self
    }

    /// Sets [`Config::name`].
    pub fn name(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// Sets [`Config::drain_timeout`].
    pub fn drain_timeout(mut self, timeout: Duration) -> Self {
        self.drain_timeout = timeout;
        self
    }
}

/// The conventions of a protocol that the JSON-RPC layer and the transports
/// rely on, beyond JSON-RPC itself. Each protocol module has its own, taken from
/// its schema (`acp::v1::CONVENTIONS`); a [`Handler`] names the one it speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Conventions {
    /// The notification that cancels a request, and the field of its params that
    /// holds the request's id (`$/cancel_request`, `requestId`): sent for calls
    /// dropped before their answer, and acted on when it arrives. `None`: calls
    /// are not cancelled on the wire.
    pub(crate) cancel_request: Option<(&'static str, &'static str)>,
    /// The request that opens a connection (`initialize`): remote transports
    /// start a connection with it, and [`Config::require_handshake`] gates the
    /// other requests behind it.
    pub(crate) handshake: Option<&'static str>,
    /// The params field that names the session a message is about
    /// (`sessionId`), for transports that route by session.
    pub(crate) session_field: Option<&'static str>,
    /// Where params carry W3C trace context: an object field and the keys of
    /// it (`_meta`: `traceparent`, `tracestate`, `baggage`). An incoming
    /// request's are recorded on its span and, while its handler runs, added
    /// to the calls the handler makes. `None`: trace context is not carried.
    pub(crate) trace_context: Option<(&'static str, &'static [&'static str])>,
}

impl Conventions {
    /// Plain JSON-RPC: no cancellation, no handshake, no sessions, no trace
    /// context.
    pub const JSON_RPC: Conventions = Conventions {
        cancel_request: None,
        handshake: None,
        session_field: None,
        trace_context: None,
    };

    /// The notification that cancels a request and the field of its params
    /// that holds the request's id (`$/cancel_request`, `requestId`), if
    /// calls are cancelled on the wire.
    pub const fn cancel_request(&self) -> Option<(&'static str, &'static str)> {
        self.cancel_request
    }

    /// The request that opens a connection (`initialize`), if there is one.
    pub const fn handshake(&self) -> Option<&'static str> {
        self.handshake
    }

    /// The params field that names the session a message is about
    /// (`sessionId`), if messages are about sessions.
    pub const fn session_field(&self) -> Option<&'static str> {
        self.session_field
    }

    /// The params field that carries W3C trace context and the keys of it
    /// (`_meta`: `traceparent`, `tracestate`, `baggage`), if params carry it.
    pub const fn trace_context(&self) -> Option<(&'static str, &'static [&'static str])> {
        self.trace_context
    }
}

/// What a peer serves: called with the raw method name and params of every
/// incoming request and notification. The generated `Agent` / `Client` traits are
/// turned into a `Handler` by [`crate::v1::AgentHandler`] and
/// [`crate::v1::ClientHandler`]; implement this directly for full control.
pub trait Handler: Send + Sync + 'static {
    /// The protocol's conventions this handler speaks (its module's
    /// `CONVENTIONS` for the generated handlers). Default: plain JSON-RPC, in
    /// which calls are not cancelled on the wire; a hand-written handler of
    /// ACP's messages names its module's: `const CONVENTIONS: &'static
    /// Conventions = &acp::v1::CONVENTIONS;`.
    const CONVENTIONS: &'static Conventions = &Conventions::JSON_RPC;

    /// Called once, when the connection starts, before any message is handled.
    fn attached(&self, connection: &Connection) {
        let _ = connection;
    }

    /// Answers one request. Called by the reader in the order requests arrive:
    /// keep the synchronous part of this function to quick bookkeeping (the
    /// generated handlers use it to see a request pipelined behind `initialize`);
    /// the returned future runs in a task of its own.
    fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> impl Future<Output = Result<Box<RawValue>>> + Send + 'static;

    /// Handles one notification. Notifications are handled one at a time, in the
    /// order they arrived.
    fn notification(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> impl Future<Output = ()> + Send;
}

/// How a pending call ended, as the reader saw it.
enum Outcome {
    Result(Box<RawValue>),
    Error(Error),
    /// The peer answered with something that is not a valid response.
    Malformed(String),
    Closed(Closed),
}

/// An answer, and how many notifications had arrived before it.
type Reply = (Outcome, u64);

/// How long the input may have ended before the peer's exit status is known,
/// for [`Connection::watch_exit`].
const EXIT_GRACE: Duration = Duration::from_millis(500);

struct Shared {
    config: Config,
    out: mpsc::Sender<writer::Line>,
    pending: Mutex<HashMap<u64, oneshot::Sender<Reply>>>,
    /// Ids of dropped calls, for the writer to cancel.
    cancels: Mutex<Vec<u64>>,
    cancels_waiting: Notify,
    order: NotificationOrder,
    next_id: AtomicU64,
    closed: AtomicBool,
    /// Why the connection closed, once it has.
    closed_why: Mutex<Closed>,
    /// Tells how the peer's process ended, when the peer is one.
    exit: Mutex<Option<watch::Receiver<Option<Closed>>>>,
    /// The conventions of the protocol spoken, from the handler.
    conventions: &'static Conventions,
    /// The state the layers above keep for the connection (the handshake's,
    /// the sessions'), which the connection only holds.
    extensions: Extensions,
    /// Wakes the writer to flush and stop.
    shutdown: Notify,
    /// Wakes whoever waits for the connection to end.
    ended: Notify,
}

/// A handle on a running connection: calls the peer, and tells when it closed.
/// Cheap to clone; every clone talks to the same peer.
#[derive(Clone)]
pub struct Connection {
    shared: Arc<Shared>,
    timeout: Option<Duration>,
    /// The cancellation of the request this handle was handed to, if any.
    scope: Option<Cancellation>,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection")
            .field("closed", &self.is_closed())
            .finish()
    }
}

impl Connection {
    /// Starts a connection over `reader`/`writer` on the current tokio runtime.
    /// The returned task ends when the peer has closed its side (or
    /// [`Connection::close`] was called), the handlers still running have answered,
    /// and everything sent has been written and flushed.
    pub fn spawn<H, R, W>(
        handler: H,
        input: R,
        output: W,
        config: Config,
    ) -> (Connection, JoinHandle<()>)
    where
        H: Handler,
        R: AsyncRead + Unpin + Send + 'static,
        W: AsyncWrite + Unpin + Send + 'static,
    {
        let (out, out_rx) = mpsc::channel(config.write_queue.max(1));
        let conn = Connection {
            timeout: config.request_timeout,
            scope: None,
            shared: Arc::new(Shared {
                out,
                pending: Mutex::default(),
                cancels: Mutex::default(),
                cancels_waiting: Notify::new(),
                order: NotificationOrder::new(config.notification_queue),
                next_id: AtomicU64::new(0),
                closed: AtomicBool::new(false),
                closed_why: Mutex::default(),
                exit: Mutex::default(),
                conventions: H::CONVENTIONS,
                extensions: Extensions::default(),
                shutdown: Notify::new(),
                ended: Notify::new(),
                config,
            }),
        };
        let span = tracing::debug_span!("acp.connection", peer = %conn.shared.config.name);
        handler.attached(&conn);
        let writer = tokio::spawn(
            writer::write_loop(out_rx, output, conn.shared.clone()).instrument(span.clone()),
        );
        let handler = Arc::new(handler);
        let notifications =
            tokio::spawn(notification_loop(handler.clone(), conn.clone()).instrument(span.clone()));
        let running = reader::Running::default();
        let reader = reader::Reader {
            handler,
            conn: conn.clone(),
            running: running.clone(),
            tasks: JoinSet::new(),
        };
        let lines = LineReader::new(
            BufReader::with_capacity(64 * 1024, input),
            conn.shared.config.max_message_size,
        );
        let conn2 = conn.clone();
        let done = tokio::spawn(
            async move {
                let mut tasks = reader.run(lines).await;
                // Nobody is left to want the answers: the handlers still running
                // are told so, and get a moment to end before they are dropped.
                reader::cancel_all(&running);
                let why = conn2.peer_exit().await;
                conn2.fail_pending(why);
                let _ = notifications.await;
                let drained = async { while tasks.join_next().await.is_some() {} };
                let grace = conn2.shared.config.drain_timeout;
                if tokio::time::timeout(grace, drained).await.is_err() {
                    tracing::debug!(
                        running = tasks.len(),
                        "dropped the handlers still running after the input ended"
                    );
                    tasks.shutdown().await;
                }
                conn2.shared.shutdown.notify_one();
                let _ = writer.await;
            }
            .instrument(span),
        );
        (conn, done)
    }

    /// The settings this connection runs with.
    pub fn config(&self) -> &Config {
        &self.shared.config
    }

    /// A handle on the same connection whose calls fail with
    /// [`CallError::Timeout`] after `timeout` (`None`: wait as long as it takes).
    pub fn with_timeout(&self, timeout: impl Into<Option<Duration>>) -> Connection {
        Connection {
            timeout: timeout.into(),
            ..self.clone()
        }
    }

    /// The cancellation of the request this handle was handed to (the `peer`
    /// of [`Handler::request`]), if any. Calls made through this handle end with
    /// [`CallError::Cancelled`] when it fires.
    pub fn cancellation(&self) -> Option<&Cancellation> {
        self.scope.as_ref()
    }

    /// A handle on the same connection whose calls are not tied to the
    /// cancellation of the request it was handed to: for work meant to outlive
    /// the request.
    pub fn detached(&self) -> Connection {
        Connection {
            scope: None,
            ..self.clone()
        }
    }

    /// A handle whose calls end when `scope` fires.
    pub(crate) fn scoped(&self, scope: Cancellation) -> Connection {
        Connection {
            scope: Some(scope),
            ..self.clone()
        }
    }

    /// The conventions of the protocol spoken on this connection (its handler's).
    pub fn conventions(&self) -> &'static Conventions {
        self.shared.conventions
    }

    /// The state of type `T` that a layer above keeps for this connection,
    /// made with `T::default()` on first use (see `connection/extensions.rs`).
    pub(crate) fn extension<T: Default + Send + Sync + 'static>(&self) -> Arc<T> {
        self.shared.extensions.get_or_default::<T>()
    }

    /// Whether the peer has gone (its output ended or failed).
    pub fn is_closed(&self) -> bool {
        self.shared.closed.load(Ordering::Acquire)
    }

    /// Waits until the peer has gone.
    pub async fn closed(&self) {
        let ended = self.shared.ended.notified();
        if self.is_closed() {
            return;
        }
        ended.await;
    }

    /// How the connection ended, once it has.
    pub fn closed_reason(&self) -> Closed {
        self.shared.closed_why.lock().expect("close reason").clone()
    }

    /// Stops the connection: what was already sent is written and flushed, then
    /// the output is shut down (the peer sees end of input) and pending calls fail.
    pub fn close(&self) {
        self.shared.shutdown.notify_one();
    }

    /// Calls a request method of the peer and waits for its typed response.
    pub async fn request<R: Request>(&self, params: &R) -> CallResult<R::Response> {
        let raw = self.request_raw(R::METHOD, params).await?;
        method::decode_response(R::METHOD, &raw)
    }

    /// Sends a notification to the peer. Waits while the write queue is full.
    pub async fn notify<N: Notification>(&self, params: &N) -> CallResult<()> {
        self.notify_raw(N::METHOD, params).await
    }

    /// Calls any method (for example a `_`-prefixed extension) with raw params.
    /// Dropping the returned future before it completes cancels the call: the
    /// peer receives `$/cancel_request` for it.
    pub async fn request_raw(
        &self,
        method: &str,
        params: &impl Serialize,
    ) -> CallResult<Box<RawValue>> {
        let id = self.shared.next_id.fetch_add(1, Ordering::Relaxed);
        let line = match self.with_trace(method, params)? {
            None => message::request_line(id, method, params),
            Some(value) => message::request_line(id, method, &value),
        }
        .map_err(|e| encode_error(method, e))?;
        let (tx, rx) = oneshot::channel();
        self.shared
            .pending
            .lock()
            .expect("pending table")
            .insert(id, tx);
        let mut guard = PendingCall {
            conn: self,
            id,
            sent: false,
        };
        if self.is_closed() {
            return Err(CallError::Closed(self.closed_reason()));
        }
        let cancelled = || CallError::Cancelled {
            method: method.to_owned(),
        };
        if self.scope.as_ref().is_some_and(Cancellation::is_cancelled) {
            return Err(cancelled());
        }
        self.send(line).await?;
        guard.sent = true;
        let _awaiting = self.shared.order.awaiting_peer();
        let answered = async {
            match self.timeout {
                None => Ok(rx.await),
                Some(after) => {
                    tokio::time::timeout(after, rx)
                        .await
                        .map_err(|_| CallError::Timeout {
                            method: method.to_owned(),
                            after,
                        })
                }
            }
        };
        let reply = match &self.scope {
            None => answered.await?,
            Some(scope) => scope.run(answered).await.ok_or_else(cancelled)??,
        };
        let (outcome, notes_before) =
            reply.unwrap_or_else(|_| (Outcome::Closed(self.closed_reason()), 0));
        guard.sent = false;
        drop(_awaiting);
        self.shared.order.wait_handled(notes_before).await;
        match outcome {
            Outcome::Result(raw) => Ok(raw),
            Outcome::Error(error) => Err(CallError::Peer(error)),
            Outcome::Malformed(detail) => Err(CallError::Decode {
                method: method.to_owned(),
                path: ".".to_owned(),
                message: format!("not a valid JSON-RPC response: {detail}"),
            }),
            Outcome::Closed(why) => Err(CallError::Closed(why)),
        }
    }

    /// Outgoing params with the trace context of the request being handled added
    /// to `_meta`, when there is one.
    fn with_trace(
        &self,
        method: &str,
        params: &impl Serialize,
    ) -> CallResult<Option<serde_json::Value>> {
        let Some(trace) = TraceContext::current() else {
            return Ok(None);
        };
        let mut value = serde_json::to_value(params).map_err(|e| encode_error(method, e))?;
        trace.inject(&mut value);
        Ok(Some(value))
    }

    /// Sends any notification with raw params.
    pub async fn notify_raw(&self, method: &str, params: &impl Serialize) -> CallResult<()> {
        let line = match self.with_trace(method, params)? {
            None => message::notification_line(method, params),
            Some(value) => message::notification_line(method, &value),
        }
        .map_err(|e| encode_error(method, e))?;
        self.send(line).await
    }

    async fn send(&self, line: Vec<u8>) -> CallResult<()> {
        self.send_line(line.into()).await
    }

    /// Queues a notification line that is written only once `after` resolves
    /// `true` (and dropped if it resolves `false`); the lines queued after it
    /// wait with it (see `writer.rs`).
    #[cfg_attr(not(feature = "store"), allow(dead_code))]
    /// A notification's line, as [`Connection::notify_raw`] writes it (with
    /// the trace context, if any), to send with [`Connection::send_after`].
    pub(crate) fn notification_line(
        &self,
        method: &str,
        params: &impl Serialize,
    ) -> CallResult<Vec<u8>> {
        match self.with_trace(method, params)? {
            None => message::notification_line(method, params),
            Some(value) => message::notification_line(method, &value),
        }
        .map_err(|e| encode_error(method, e))
    }

    /// Queues a line that is written once `after` resolves `true` (and
    /// dropped if it resolves `false`); the lines queued after it wait too.
    #[cfg(feature = "store")]
    pub(crate) async fn send_after(&self, line: Vec<u8>, after: writer::Wait) -> CallResult<()> {
        self.send_line(writer::Line {
            bytes: line,
            after: Some(after),
        })
        .await
    }

    async fn send_line(&self, line: writer::Line) -> CallResult<()> {
        self.shared
            .out
            .send(line)
            .await
            .map_err(|_| CallError::Closed(self.closed_reason()))
    }

    /// Lets the connection tell how the peer's process ended: when the input
    /// ends, pending calls fail with what `exit` reports (waiting briefly for it).
    pub(crate) fn watch_exit(&self, exit: watch::Receiver<Option<Closed>>) {
        *self.shared.exit.lock().expect("exit watch") = Some(exit);
    }

    /// How the peer ended, as far as the transport can tell.
    async fn peer_exit(&self) -> Closed {
        let exit = self.shared.exit.lock().expect("exit watch").clone();
        let Some(mut exit) = exit else {
            return Closed::default();
        };
        let why = match tokio::time::timeout(EXIT_GRACE, exit.wait_for(Option::is_some)).await {
            Ok(Ok(why)) => why.clone().unwrap_or_default(),
            _ => Closed::default(),
        };
        why
    }

    /// Marks the connection closed and fails every pending call.
    fn fail_pending(&self, why: Closed) {
        *self.shared.closed_why.lock().expect("close reason") = why.clone();
        self.shared.closed.store(true, Ordering::Release);
        let pending = std::mem::take(&mut *self.shared.pending.lock().expect("pending table"));
        for (_, tx) in pending {
            let _ = tx.send((Outcome::Closed(why.clone()), 0));
        }
        self.shared.ended.notify_waiters();
    }
}

/// A params or result value that could not be encoded as JSON, for `method`.
pub(crate) fn encode_error(method: &str, e: serde_json::Error) -> CallError {
    CallError::Encode {
        method: method.to_owned(),
        message: e.to_string(),
    }
}

/// Removes a call from the pending table when its future ends, and tells the peer
/// to cancel it when the future is dropped early.
struct PendingCall<'c> {
    conn: &'c Connection,
    id: u64,
    sent: bool,
}

impl Drop for PendingCall<'_> {
    fn drop(&mut self) {
        let was_pending = self
            .conn
            .shared
            .pending
            .lock()
            .expect("pending table")
            .remove(&self.id)
            .is_some();
        if self.sent && was_pending && !self.conn.is_closed() {
            self.conn
                .shared
                .cancels
                .lock()
                .expect("cancellations")
                .push(self.id);
            self.conn.shared.cancels_waiting.notify_one();
        }
    }
}

async fn notification_loop<H: Handler>(handler: Arc<H>, conn: Connection) {
    let order = &conn.shared.order;
    order::as_notification_task(async {
        while let Some((method, params)) = order.pop().await {
            let name = method.clone();
            let handled = std::panic::AssertUnwindSafe(
                handler.clone().notification(method, params, conn.clone()),
            );
            if let Err(panic) = futures_util::FutureExt::catch_unwind(handled).await {
                tracing::error!(method = %name, "notification handler panicked: {}", reader::panic_message(&*panic));
            }
            order.handled_one();
        }
    })
    .await;
    order.finished();
}
