//! One bidirectional JSON-RPC connection, used by agents and clients alike.
//!
//! ACP peers are symmetric: each side sends requests and notifications and serves
//! the other's. A connection is three tasks:
//!
//! - the **reader** parses one line at a time. Responses complete pending calls;
//!   requests are each handled in a task of their own, so a handler that awaits a
//!   call to the peer (an agent reading a file from the editor in the middle of
//!   `session/prompt`) never blocks the reader; notifications go, in arrival order,
//!   to one notification task.
//! - the **writer** owns the output. Everything goes through one buffered writer
//!   that flushes when it has nothing more to write. Its queue is bounded, so a
//!   producer faster than the peer waits instead of piling up messages.
//! - the **notification task** runs notification handlers one after another.
//!
//! Every request gets exactly one response: the handler's, `-32800` when the peer
//! cancels it with `$/cancel_request`, or `-32603` when the handler panics. When
//! the peer goes away, every pending outgoing call fails at once.

use std::collections::HashMap;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use futures_util::FutureExt;
use serde::Serialize;
use serde_json::value::RawValue;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, BufReader, BufWriter};
use tokio::sync::{mpsc, oneshot, Notify};
use tokio::task::{AbortHandle, JoinHandle, JoinSet};
use tracing::Instrument;

use crate::framing::{LineReader, ReadLine};
use crate::jsonrpc::{self, Incoming, RawId};
use crate::rpc::{self, Notification, Request};
use crate::trace::TraceContext;
use crate::v1::{CancelRequestNotification, Error, RequestId};
use crate::Result;

/// Connection settings. The limits keep a misbehaving peer from exhausting
/// memory or tasks.
#[derive(Debug, Clone)]
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
    /// Log every message body at trace level (target `acp::wire`). Off by default:
    /// bodies can hold file contents and secrets such as MCP server env values.
    pub log_messages: bool,
    /// A name for this connection in logs (the `peer` field of its span).
    pub name: String,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_message_size: 32 << 20,
            max_concurrent_requests: 1024,
            write_queue: 64,
            log_messages: false,
            name: String::new(),
        }
    }
}

/// What a peer serves: called with the raw method name and params of every
/// incoming request and notification. The generated `Agent` / `Client` traits are
/// turned into a `Handler` by [`crate::v1::AgentHandler`] and
/// [`crate::v1::ClientHandler`]; implement this directly for full control.
pub trait Handler: Send + Sync + 'static {
    /// Answers one request. The returned future runs in a task of its own.
    fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> impl Future<Output = Result<Box<RawValue>>> + Send;

    /// What this peer advertises: the connection completes the capabilities in
    /// the `initialize` message it sends from it (see [`crate::capabilities`]).
    fn advertised(&self) -> Option<crate::capabilities::Advertised> {
        None
    }

    /// Handles one notification. Notifications are handled one at a time, in the
    /// order they arrived.
    fn notification(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> impl Future<Output = ()> + Send;
}

/// A response, and how many notifications had arrived before it.
type Reply = (Result<Box<RawValue>>, u64);

struct Shared {
    out: mpsc::Sender<Vec<u8>>,
    pending: Mutex<HashMap<u64, oneshot::Sender<Reply>>>,
    /// What the local handler advertises.
    advertised: Option<crate::capabilities::Advertised>,
    /// Notifications queued for the notification task so far.
    notes_received: AtomicU64,
    /// Notifications the notification task has finished handling.
    notes_handled: tokio::sync::watch::Sender<u64>,
    next_id: AtomicU64,
    closed: AtomicBool,
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
            shared: Arc::new(Shared {
                out,
                pending: Mutex::default(),
                next_id: AtomicU64::new(0),
                advertised: handler.advertised(),
                notes_received: AtomicU64::new(0),
                notes_handled: tokio::sync::watch::Sender::new(0),
                closed: AtomicBool::new(false),
                shutdown: Notify::new(),
                ended: Notify::new(),
            }),
        };
        let span = tracing::debug_span!("acp.connection", peer = %config.name);
        let log = config.log_messages;
        let writer = tokio::spawn(
            write_loop(out_rx, output, conn.shared.clone(), log).instrument(span.clone()),
        );
        let handler = Arc::new(handler);
        let (notes, notes_rx) = mpsc::unbounded_channel();
        let notifications = tokio::spawn(
            notification_loop(handler.clone(), notes_rx, conn.clone()).instrument(span.clone()),
        );
        let reader = Reader {
            handler,
            conn: conn.clone(),
            running: Arc::default(),
            tasks: JoinSet::new(),
            notes,
            max_concurrent: config.max_concurrent_requests,
            max_size: config.max_message_size,
            log,
        };
        let lines = LineReader::new(
            BufReader::with_capacity(64 * 1024, input),
            config.max_message_size,
        );
        let conn2 = conn.clone();
        let done = tokio::spawn(
            async move {
                let mut tasks = reader.run(lines).await;
                conn2.fail_pending();
                let _ = notifications.await;
                while tasks.join_next().await.is_some() {}
                conn2.shared.shutdown.notify_one();
                let _ = writer.await;
            }
            .instrument(span),
        );
        (conn, done)
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

    /// Stops the connection: what was already sent is written and flushed, then
    /// the output is shut down (the peer sees end of input) and pending calls fail.
    pub fn close(&self) {
        self.shared.shutdown.notify_one();
    }

    /// Calls a request method of the peer and waits for its typed response.
    pub async fn request<R: Request>(&self, params: &R) -> Result<R::Response> {
        let raw = self.request_raw(R::METHOD, params).await?;
        rpc::decode_result(R::METHOD, raw.as_ref())
            .map_err(|e| Error::internal_error(format!("unexpected response: {e}")))
    }

    /// Sends a notification to the peer. Waits while the write queue is full.
    pub async fn notify<N: Notification>(&self, params: &N) -> Result<()> {
        self.notify_raw(N::METHOD, params).await
    }

    /// Calls any method (for example a `_`-prefixed extension) with raw params.
    /// Dropping the returned future before it completes cancels the call: the
    /// peer receives `$/cancel_request` for it.
    pub async fn request_raw(
        &self,
        method: &str,
        params: &impl Serialize,
    ) -> Result<Box<RawValue>> {
        let id = self.shared.next_id.fetch_add(1, Ordering::Relaxed);
        let line = match self.adjusted(method, params)? {
            None => jsonrpc::request_line(id, method, params),
            Some(value) => jsonrpc::request_line(id, method, &value),
        }
        .map_err(Error::invalid_params)?;
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
            return Err(Error::connection_closed());
        }
        self.send(line).await?;
        guard.sent = true;
        let (reply, notes_before) = rx
            .await
            .unwrap_or_else(|_| (Err(Error::connection_closed()), 0));
        guard.sent = false;
        self.notifications_handled(notes_before).await;
        reply
    }

    /// Waits until the first `count` incoming notifications have been handled.
    ///
    /// Messages from the peer take effect in the order it sent them: a response
    /// is returned, and a request handler starts, only after the notifications
    /// that arrived before it were handled. So a client has seen every
    /// `session/update` of a prompt when the prompt returns, and knows about a
    /// tool call before the permission request for it. Calls made from a
    /// notification handler do not wait (they would wait for themselves).
    async fn notifications_handled(&self, count: u64) {
        if IN_NOTIFICATION_HANDLER.try_with(|_| ()).is_ok() {
            return;
        }
        let mut handled = self.shared.notes_handled.subscribe();
        let _ = handled.wait_for(|n| *n >= count).await;
    }

    /// Outgoing params as they must be sent, when they differ from `params`: with
    /// the trace context of the request being handled added to `_meta`, and with
    /// this peer's capabilities completed in its `initialize` params.
    fn adjusted(&self, method: &str, params: &impl Serialize) -> Result<Option<serde_json::Value>> {
        let trace = TraceContext::current();
        let advertised = self
            .shared
            .advertised
            .filter(|a| a.carrier.method == method && !a.carrier.in_result);
        if trace.is_none() && advertised.is_none() {
            return Ok(None);
        }
        let mut value = serde_json::to_value(params).map_err(Error::invalid_params)?;
        if let Some(trace) = trace {
            trace.inject(&mut value);
        }
        if let Some(advertised) = advertised {
            advertised.complete(&mut value);
        }
        Ok(Some(value))
    }

    /// Sends any notification with raw params.
    pub async fn notify_raw(&self, method: &str, params: &impl Serialize) -> Result<()> {
        let line = match self.adjusted(method, params)? {
            None => jsonrpc::notification_line(method, params),
            Some(value) => jsonrpc::notification_line(method, &value),
        }
        .map_err(Error::invalid_params)?;
        self.send(line).await
    }

    async fn send(&self, line: Vec<u8>) -> Result<()> {
        self.shared
            .out
            .send(line)
            .await
            .map_err(|_| Error::connection_closed())
    }

    /// Queues a line without waiting; used where waiting could deadlock (the
    /// reader) or is impossible (`Drop`).
    fn send_soon(&self, line: Vec<u8>) {
        match self.shared.out.try_send(line) {
            Ok(()) | Err(mpsc::error::TrySendError::Closed(_)) => {}
            Err(mpsc::error::TrySendError::Full(line)) => {
                if let Ok(rt) = tokio::runtime::Handle::try_current() {
                    let out = self.shared.out.clone();
                    rt.spawn(async move { out.send(line).await });
                }
            }
        }
    }

    /// Marks the connection closed and fails every pending call.
    fn fail_pending(&self) {
        self.shared.closed.store(true, Ordering::Release);
        let pending = std::mem::take(&mut *self.shared.pending.lock().expect("pending table"));
        for (_, tx) in pending {
            let _ = tx.send((Err(Error::connection_closed()), 0));
        }
        self.shared.ended.notify_waiters();
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
            let cancel = CancelRequestNotification::new(RequestId::Number(self.id as i64));
            if let Ok(line) = jsonrpc::notification_line(
                <CancelRequestNotification as Notification>::METHOD,
                &cancel,
            ) {
                self.conn.send_soon(line);
            }
        }
    }
}

/// Requests being handled, by id; whoever removes an entry sends its one response.
type Running = Arc<Mutex<HashMap<RawId, AbortHandle>>>;

/// A notification waiting for the notification task.
type Queued = (String, Option<Box<RawValue>>);

struct Reader<H> {
    handler: Arc<H>,
    conn: Connection,
    running: Running,
    tasks: JoinSet<()>,
    notes: mpsc::UnboundedSender<Queued>,
    max_concurrent: usize,
    max_size: usize,
    log: bool,
}

impl<H: Handler> Reader<H> {
    /// Reads until the input ends; returns the request tasks still running.
    async fn run<R: tokio::io::AsyncBufRead + Unpin>(
        mut self,
        mut lines: LineReader<R>,
    ) -> JoinSet<()> {
        loop {
            match lines.next().await {
                ReadLine::Line => self.on_line(lines.line()),
                ReadLine::TooLong(len) => {
                    let max = self.max_size;
                    tracing::warn!(len, max, "skipped an over-long message");
                    self.reply_soon(
                        &RawId::null(),
                        Err(Error::invalid_request(format!(
                            "message of at least {len} bytes exceeds the limit of {max} bytes"
                        ))),
                    );
                }
                ReadLine::Eof => break,
                ReadLine::Failed(e) => {
                    tracing::warn!(error = %e, "input failed");
                    break;
                }
            }
            // Reap finished request tasks so the set does not grow.
            while self.tasks.try_join_next().is_some() {}
        }
        self.tasks
    }

    fn on_line(&mut self, line: &[u8]) {
        if line.iter().all(u8::is_ascii_whitespace) {
            return;
        }
        let text = match std::str::from_utf8(line) {
            Ok(text) => text,
            Err(e) => return self.reply_soon(&RawId::null(), Err(Error::parse_error(e))),
        };
        if self.log {
            tracing::trace!(target: "acp::wire", "<- {}", crate::trace::redacted(text));
        }
        match jsonrpc::parse(text) {
            Ok(Incoming::Request { id, method, params }) => {
                self.on_request(id, method.into_owned(), params)
            }
            Ok(Incoming::Notification { method, params }) => self.on_notification(&method, params),
            Ok(Incoming::Response { id, outcome }) => {
                let waiter = id.as_u64().and_then(|n| {
                    self.conn
                        .shared
                        .pending
                        .lock()
                        .expect("pending table")
                        .remove(&n)
                });
                match waiter {
                    Some(tx) => {
                        let notes = self.conn.shared.notes_received.load(Ordering::Acquire);
                        let _ = tx.send((outcome.map(RawValue::to_owned), notes));
                    }
                    None => tracing::debug!(%id, "response to no pending request"),
                }
            }
            Err(invalid) => {
                tracing::debug!(error = %invalid.error, "invalid message");
                self.reply_soon(&invalid.id.unwrap_or_else(RawId::null), Err(invalid.error));
            }
        }
    }

    fn on_request(&mut self, id: RawId, method: String, params: Option<&RawValue>) {
        let mut running = self.running.lock().expect("running table");
        if running.len() >= self.max_concurrent {
            drop(running);
            let limit = self.max_concurrent;
            return self.reply_soon(
                &id,
                Err(Error::internal_error(format!(
                    "too many concurrent requests (limit {limit})"
                ))),
            );
        }
        let params = params.map(RawValue::to_owned);
        let notes_before = self.conn.shared.notes_received.load(Ordering::Acquire);
        let task = answer(
            self.handler.clone(),
            self.conn.clone(),
            self.running.clone(),
            id.clone(),
            method,
            params,
            notes_before,
        );
        // Registered before the task can finish: it removes itself under this lock.
        let handle = self.tasks.spawn(task);
        running.insert(id, handle);
    }

    fn on_notification(&mut self, method: &str, params: Option<&RawValue>) {
        if method == <CancelRequestNotification as Notification>::METHOD {
            return self.on_cancel(params);
        }
        if self
            .notes
            .send((method.to_owned(), params.map(RawValue::to_owned)))
            .is_ok()
        {
            self.conn
                .shared
                .notes_received
                .fetch_add(1, Ordering::AcqRel);
        }
    }

    /// `$/cancel_request`: stop the handler and answer -32800 in its place.
    fn on_cancel(&mut self, params: Option<&RawValue>) {
        let Some(cancel) =
            params.and_then(|p| serde_json::from_str::<CancelRequestNotification>(p.get()).ok())
        else {
            return tracing::debug!("ignored a malformed $/cancel_request");
        };
        let Ok(id) = serde_json::to_string(&cancel.request_id) else {
            return;
        };
        let id = RawId::from_json(id);
        let handle = self.running.lock().expect("running table").remove(&id);
        if let Some(handle) = handle {
            handle.abort();
            self.reply_soon(&id, Err(Error::request_cancelled()));
        }
    }

    /// Answers without waiting for the write queue (the reader must keep reading).
    fn reply_soon(&self, id: &RawId, outcome: Result<Box<RawValue>>) {
        self.conn
            .send_soon(jsonrpc::response_line(id, outcome.as_deref()));
    }
}

/// Runs one request handler and sends its response, unless the request was
/// cancelled meanwhile (then the canceller answered).
async fn answer<H: Handler>(
    handler: Arc<H>,
    conn: Connection,
    running: Running,
    id: RawId,
    method: String,
    params: Option<Box<RawValue>>,
    notes_before: u64,
) {
    conn.notifications_handled(notes_before).await;
    let trace = params
        .as_deref()
        .and_then(|p| TraceContext::from_params(p.get()));
    let span = tracing::debug_span!("acp.request", %id, method = %method, traceparent = tracing::field::Empty);
    if let Some(parent) = trace.as_ref().and_then(TraceContext::traceparent) {
        span.record("traceparent", parent);
    }
    // The agent's `initialize` result carries its capabilities: complete them.
    let advertised = conn
        .shared
        .advertised
        .filter(|a| a.carrier.method == method && a.carrier.in_result);
    let handled = AssertUnwindSafe(handler.request(method, params, conn.clone())).catch_unwind();
    let mut outcome = TraceContext::scope(trace, handled)
        .instrument(span)
        .await
        .unwrap_or_else(|panic| {
            Err(Error::internal_error(format!(
                "handler panicked: {}",
                panic_message(&*panic)
            )))
        });
    if let (Some(advertised), Ok(raw)) = (advertised, &outcome) {
        if let Some(completed) = advertised.complete_raw(raw) {
            outcome = Ok(completed);
        }
    }
    if running.lock().expect("running table").remove(&id).is_some() {
        let _ = conn
            .send(jsonrpc::response_line(&id, outcome.as_deref()))
            .await;
    }
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> &str {
    panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)")
}

async fn notification_loop<H: Handler>(
    handler: Arc<H>,
    mut queue: mpsc::UnboundedReceiver<Queued>,
    conn: Connection,
) {
    let handled_all = async {
        while let Some((method, params)) = queue.recv().await {
            let name = method.clone();
            let handled =
                AssertUnwindSafe(handler.clone().notification(method, params, conn.clone()))
                    .catch_unwind()
                    .await;
            if let Err(panic) = handled {
                tracing::error!(method = %name, "notification handler panicked: {}", panic_message(&*panic));
            }
            conn.shared.notes_handled.send_modify(|n| *n += 1);
        }
    };
    IN_NOTIFICATION_HANDLER.scope((), handled_all).await;
    // Nothing more will be handled: release anyone still waiting.
    conn.shared.notes_handled.send_replace(u64::MAX);
}

tokio::task_local! {
    /// Set while notification handlers run.
    static IN_NOTIFICATION_HANDLER: ();
}

/// Writes queued lines through one buffer, flushing whenever the queue runs dry.
async fn write_loop<W: AsyncWrite + Unpin>(
    mut queue: mpsc::Receiver<Vec<u8>>,
    output: W,
    shared: Arc<Shared>,
    log: bool,
) {
    let trace = |line: &[u8]| {
        if log {
            let text = String::from_utf8_lossy(line);
            tracing::trace!(target: "acp::wire", "-> {}", crate::trace::redacted(text.trim_end()));
        }
    };
    let mut out = BufWriter::with_capacity(64 * 1024, output);
    let result: std::io::Result<()> = async {
        loop {
            let next = tokio::select! {
                biased;
                line = queue.recv() => line,
                () = shared.shutdown.notified() => None,
            };
            let Some(line) = next else { break };
            trace(&line);
            out.write_all(&line).await?;
            while let Ok(line) = queue.try_recv() {
                trace(&line);
                out.write_all(&line).await?;
            }
            out.flush().await?;
        }
        // Shutting down: write what was already queued, then end the output.
        queue.close();
        while let Some(line) = queue.recv().await {
            trace(&line);
            out.write_all(&line).await?;
        }
        out.flush().await?;
        out.shutdown().await
    }
    .await;
    if let Err(e) = result {
        tracing::debug!(error = %e, "output closed");
    }
}
