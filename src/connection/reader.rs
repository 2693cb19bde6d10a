//! The reader: one line at a time, in arrival order.
//!
//! Responses complete pending calls; requests are admitted (the handler's
//! synchronous part runs here, in arrival order) and then answered in a task of
//! their own; notifications go to the ordered queue of [`super::order`].

use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex};

use futures_util::FutureExt;
use serde_json::value::RawValue;
use tokio::sync::oneshot;
use tokio::task::JoinSet;
use tracing::Instrument;

use super::{Cancellation, Connection, Handler, Outcome};
use crate::connection::trace::TraceContext;
use crate::jsonrpc::framing::{LineReader, ReadLine};
use crate::jsonrpc::message::{self, Incoming, RawId};
use crate::Error;
use crate::Result;

/// Requests being handled, by id: the switch that drops the handler (for
/// `$/cancel_request`) and the cancellation the handler sees.
pub(super) type Running = Arc<Mutex<HashMap<RawId, (oneshot::Sender<()>, Cancellation)>>>;

/// Fires the cancellation of every request still being handled.
pub(super) fn cancel_all(running: &Running) {
    for (_, cancellation) in running.lock().expect("running table").values() {
        cancellation.cancel();
    }
}

pub(super) struct Reader<H> {
    pub(super) handler: Arc<H>,
    pub(super) conn: Connection,
    pub(super) running: Running,
    pub(super) tasks: JoinSet<()>,
}

impl<H: Handler> Reader<H> {
    /// Reads until the input ends; returns the request tasks still running.
    pub(super) async fn run<R: tokio::io::AsyncBufRead + Unpin>(
        mut self,
        mut lines: LineReader<R>,
    ) -> JoinSet<()> {
        loop {
            match lines.next().await {
                ReadLine::Line => self.on_line(lines.line()).await,
                ReadLine::TooLong(len) => {
                    let max = self.conn.shared.config.max_message_size;
                    tracing::warn!(len, max, "skipped an over-long message");
                    self.reply(
                        &RawId::null(),
                        Err(Error::invalid_request(format!(
                            "message of at least {len} bytes exceeds the limit of {max} bytes"
                        ))),
                    )
                    .await;
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
        self.conn.shared.order.close();
        self.tasks
    }

    async fn on_line(&mut self, line: &[u8]) {
        if line.iter().all(u8::is_ascii_whitespace) {
            return;
        }
        let text = match std::str::from_utf8(line) {
            Ok(text) => text,
            Err(e) => return self.reply(&RawId::null(), Err(Error::parse_error(e))).await,
        };
        if self.conn.shared.config.log_messages {
            tracing::trace!(target: "acp::wire", "<- {}", crate::redact::redacted(text));
        }
        match message::parse(text) {
            Ok(Incoming::Request { id, method, params }) => {
                self.on_request(id, method.into_owned(), params).await
            }
            Ok(Incoming::Notification { method, params }) => {
                self.on_notification(&method, params).await
            }
            Ok(Incoming::Response { id, outcome }) => self.on_response(
                id,
                match outcome {
                    Ok(result) => Outcome::Result(result.to_owned()),
                    Err(error) => Outcome::Error(error),
                },
            ),
            Err(message::Invalid::Response { id, detail }) => {
                // Never answered: the peer would take an error with this id as the
                // answer to its own request. A call of ours waiting for it fails.
                tracing::debug!(%id, %detail, "dropped a malformed response");
                self.on_response(id, Outcome::Malformed(detail));
            }
            Err(message::Invalid::Message { id, error }) => {
                tracing::debug!(%error, "invalid message");
                self.reply(&id.unwrap_or_else(RawId::null), Err(error))
                    .await;
            }
        }
    }

    fn on_response(&self, id: RawId, outcome: Outcome) {
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
                let _ = tx.send((outcome, self.conn.shared.order.received()));
            }
            None => tracing::debug!(%id, "response to no pending request"),
        }
    }

    async fn on_request(&mut self, id: RawId, method: String, params: Option<&RawValue>) {
        let limit = self.conn.shared.config.max_concurrent_requests;
        if self.running.lock().expect("running table").len() >= limit {
            let error =
                Error::internal_error(format!("too many concurrent requests (limit {limit})"));
            return self.reply(&id, Err(error)).await;
        }
        let params = params.map(RawValue::to_owned);
        let trace = params
            .as_deref()
            .zip(self.conn.shared.conventions.trace_context)
            .and_then(|(p, carrier)| TraceContext::from_params(carrier, p.get()));
        let span = tracing::debug_span!("acp.request", %id, method = %method, traceparent = tracing::field::Empty);
        if let Some(parent) = trace.as_ref().and_then(TraceContext::traceparent) {
            span.record("traceparent", parent);
        }
        // The handler's synchronous part runs now, in arrival order (the handshake
        // gate relies on it); its future runs in a task of its own.
        let handler = self.handler.clone();
        let cancellation = Cancellation::new();
        let conn = self.conn.scoped(cancellation.clone());
        let started =
            std::panic::catch_unwind(AssertUnwindSafe(|| handler.request(method, params, conn)));
        let handled = match started {
            Ok(future) => future,
            Err(panic) => {
                let error =
                    Error::internal_error(format!("handler panicked: {}", panic_message(&*panic)));
                return self.reply(&id, Err(error)).await;
            }
        };
        let (cancel, cancelled) = oneshot::channel();
        let notes_before = self.conn.shared.order.received();
        let conn = self.conn.clone();
        let running = self.running.clone();
        let task_id = id.clone();
        let answer = async move {
            let outcome = tokio::select! {
                biased;
                Ok(()) = cancelled => Err(Error::request_cancelled()),
                outcome = async {
                    conn.shared.order.wait_handled(notes_before).await;
                    AssertUnwindSafe(TraceContext::scope(trace, handled).instrument(span))
                        .catch_unwind()
                        .await
                        .unwrap_or_else(|panic| {
                            Err(Error::internal_error(format!(
                                "handler panicked: {}",
                                panic_message(&*panic)
                            )))
                        })
                } => outcome,
            };
            running.lock().expect("running table").remove(&task_id);
            let _ = conn
                .send(message::response_line(&task_id, outcome.as_deref()))
                .await;
        };
        // Registered before the task can finish: it removes itself under this lock.
        let mut running = self.running.lock().expect("running table");
        self.tasks.spawn(answer);
        running.insert(id, (cancel, cancellation));
    }

    async fn on_notification(&mut self, method: &str, params: Option<&RawValue>) {
        if let Some((cancel, id_field)) = self.conn.shared.conventions.cancel_request {
            if method == cancel {
                return self.on_cancel(id_field, params);
            }
        }
        let note = (method.to_owned(), params.map(RawValue::to_owned));
        self.conn.shared.order.push(note).await;
    }

    /// `$/cancel_request`: the handler is dropped and -32800 answered in its place.
    fn on_cancel(&mut self, id_field: &str, params: Option<&RawValue>) {
        let id = params
            .and_then(|p| serde_json::from_str::<HashMap<&str, &RawValue>>(p.get()).ok())
            .and_then(|fields| fields.get(id_field).copied())
            .filter(|id| message::is_id(id));
        let Some(id) = id else {
            return tracing::debug!("ignored a malformed cancel notification");
        };
        let id = id.get().to_owned();
        let switch = self
            .running
            .lock()
            .expect("running table")
            .remove(&RawId::from_json(id));
        if let Some((switch, cancellation)) = switch {
            cancellation.cancel();
            let _ = switch.send(());
        }
    }

    /// Answers from the reader: waits for room in the write queue, which only a
    /// peer that floods invalid messages without reading its input will notice.
    async fn reply(&self, id: &RawId, outcome: Result<Box<RawValue>>) {
        let _ = self
            .conn
            .send(message::response_line(id, outcome.as_deref()))
            .await;
    }
}

pub(super) fn panic_message(panic: &(dyn std::any::Any + Send)) -> &str {
    panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)")
}
