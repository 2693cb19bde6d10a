//! The peer under test spoken to in raw JSON lines: an agent as a child process
//! (`Peer::spawn`) or served in-process on an in-memory pipe (`Peer::serve`), or a
//! client on a connection (`Peer::over`). What the checks send is written byte for
//! byte, and everything the peer sends is kept in arrival order (`log`) for the
//! checks to inspect.
//!
//! Requests an agent sends to the client are answered at once with the canned
//! answers of the test-agent convention (`answers`: permission questions
//! `reject_once`) and not logged, unless a check holds the permission questions
//! to answer them itself ([`Peer::hold_questions`]); a client's requests are
//! logged, for the checks to answer.

use std::ffi::{OsStr, OsString};
use std::process::{ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio::time::Instant;

use super::answers::Answers;
use crate::connection::{Config, Handler};
use crate::jsonrpc::method::Request;
use crate::v1::RequestPermissionRequest;

/// Why a wait ended without what it waited for.
#[derive(Debug, Clone)]
pub(crate) enum WireError {
    /// Nothing matching arrived in time.
    Timeout(Duration),
    /// The agent closed its stdout (exited or crashed).
    Closed(String),
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WireError::Timeout(d) => write!(f, "no answer within {:.1} s", d.as_secs_f64()),
            WireError::Closed(why) => write!(f, "the agent's output ended: {why}"),
        }
    }
}

/// One peer: an agent process, an agent served in-process, or a client's connection.
pub(crate) struct Peer {
    child: Option<Child>,
    /// The connection of an agent served in-process, which ends with its input.
    served: Option<JoinHandle<()>>,
    stdin: Option<Box<dyn AsyncWrite + Send + Unpin>>,
    answer_requests: bool,
    lines: mpsc::UnboundedReceiver<Vec<u8>>,
    stderr: Arc<Mutex<Vec<u8>>>,
    /// The task reading the agent's stderr, which ends at its end.
    stderr_read: Option<JoinHandle<()>>,
    /// Every message the agent sent other than its requests to the client, in order.
    pub(crate) log: Vec<Value>,
    /// Lines on its stdout that were not JSON objects (shortened).
    pub(crate) garbage: Vec<String>,
    next_id: i64,
    /// How long a single answer may take.
    pub(crate) timeout: Duration,
    /// The directory the checks open sessions in (absolute).
    pub(crate) cwd: String,
    /// Whether the agent's permission questions are logged for the check to
    /// answer rather than answered at once.
    pub(crate) hold_questions: bool,
    /// The kinds of the options the agent's permission questions were answered
    /// with (`reject_once`, ...), in order.
    pub(crate) answered_questions: Vec<String>,
    /// The permission questions answered at once (not logged), each with the
    /// length of the log when it arrived: where it stands among the messages.
    pub(crate) asked: Vec<(usize, Value)>,
}

/// How much of the end of the agent's stderr is kept.
const STDERR_TAIL: usize = 16 * 1024;
/// How much of it a report shows: the last lines, where an exception ends.
const STDERR_SHOWN_LINES: usize = 20;
const STDERR_SHOWN_CHARS: usize = 2000;

impl Peer {
    /// Starts `program` with `args`, with piped stdin/stdout/stderr, in a process
    /// group of its own on Unix.
    pub(crate) fn spawn(
        program: &OsStr,
        args: &[OsString],
        timeout: Duration,
    ) -> std::io::Result<Peer> {
        let mut cmd = Command::new(program);
        cmd.args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        #[cfg(unix)]
        cmd.process_group(0);
        let mut child = cmd.spawn()?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr_pipe = child.stderr.take().expect("piped stderr");
        let lines = read_lines(stdout);
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let stderr_read = keep_tail(stderr_pipe, stderr.clone(), STDERR_TAIL);
        let mut peer = Peer::on(lines, stdin, true, timeout);
        peer.child = Some(child);
        peer.stderr = stderr;
        peer.stderr_read = Some(stderr_read);
        Ok(peer)
    }

    /// An agent `handler` served in-process, on one end of an in-memory pipe.
    pub(crate) fn serve<H: Handler>(handler: H, timeout: Duration) -> Peer {
        let (stream, (_connection, served)) =
            crate::transport::memory_stream(handler, Config::default());
        let (reader, writer) = tokio::io::split(stream);
        let mut peer = Peer::on(read_lines(reader), Some(writer), true, timeout);
        peer.served = Some(served);
        peer
    }

    /// A client's connection: `reader` is what it sends, `writer` where to answer.
    pub(crate) fn over(
        reader: impl AsyncRead + Send + Unpin + 'static,
        writer: impl AsyncWrite + Send + Unpin + 'static,
        timeout: Duration,
    ) -> Peer {
        Peer::on(read_lines(reader), Some(writer), false, timeout)
    }

    fn on(
        lines: mpsc::UnboundedReceiver<Vec<u8>>,
        input: Option<impl AsyncWrite + Send + Unpin + 'static>,
        answer_requests: bool,
        timeout: Duration,
    ) -> Peer {
        Peer {
            child: None,
            served: None,
            stderr_read: None,
            stdin: input.map(|s| Box::new(s) as Box<dyn AsyncWrite + Send + Unpin>),
            answer_requests,
            lines,
            stderr: Arc::default(),
            log: Vec::new(),
            garbage: Vec::new(),
            next_id: 1000,
            timeout,
            cwd: String::new(),
            hold_questions: false,
            answered_questions: Vec::new(),
            asked: Vec::new(),
        }
    }

    /// The end of what the agent wrote on stderr.
    pub(crate) fn stderr_tail(&self) -> String {
        String::from_utf8_lossy(&self.stderr.lock().unwrap()).into_owned()
    }

    /// Writes `text` and a newline to the agent's stdin.
    pub(crate) async fn send_line(&mut self, text: &str) -> Result<(), WireError> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| WireError::Closed("stdin already closed".into()))?;
        let mut bytes = Vec::with_capacity(text.len() + 1);
        bytes.extend_from_slice(text.as_bytes());
        bytes.push(b'\n');
        let write = async {
            stdin.write_all(&bytes).await?;
            stdin.flush().await
        };
        write
            .await
            .map_err(|e| WireError::Closed(format!("writing to its stdin: {e}")))
    }

    /// Sends `message` as one line.
    pub(crate) async fn send(&mut self, message: &Value) -> Result<(), WireError> {
        self.send_line(&message.to_string()).await
    }

    /// A fresh numeric request id.
    pub(crate) fn fresh_id(&mut self) -> Value {
        self.next_id += 1;
        json!(self.next_id)
    }

    /// Sends a request with a fresh id and returns the id.
    pub(crate) async fn start(&mut self, method: &str, params: Value) -> Result<Value, WireError> {
        let id = self.fresh_id();
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))
            .await?;
        Ok(id)
    }

    /// Sends a request and waits for its response (`result` or `error` object).
    pub(crate) async fn call(&mut self, method: &str, params: Value) -> Result<Value, WireError> {
        let id = self.start(method, params).await?;
        self.response(&id, self.timeout).await.map(|(_, r)| r)
    }

    /// Waits for the response with this id (looking at the log first); returns its
    /// position in the log and the message.
    pub(crate) async fn response(
        &mut self,
        id: &Value,
        within: Duration,
    ) -> Result<(usize, Value), WireError> {
        self.wait_for(0, within, |m| is_response(m) && m.get("id") == Some(id))
            .await
    }

    /// Waits until a message from position `from` of the log on matches `pred`.
    pub(crate) async fn wait_for(
        &mut self,
        from: usize,
        within: Duration,
        pred: impl Fn(&Value) -> bool,
    ) -> Result<(usize, Value), WireError> {
        let deadline = Instant::now() + within;
        let mut checked = from;
        loop {
            while checked < self.log.len() {
                if pred(&self.log[checked]) {
                    return Ok((checked, self.log[checked].clone()));
                }
                checked += 1;
            }
            self.read_one(deadline)
                .await?
                .ok_or(WireError::Timeout(within))?;
        }
    }

    /// Reads what arrives during `period` into the log.
    pub(crate) async fn settle(&mut self, period: Duration) {
        let deadline = Instant::now() + period;
        while let Ok(Some(())) = self.read_one(deadline).await {}
    }

    /// Reads one line: `Ok(None)` at the deadline.
    async fn read_one(&mut self, deadline: Instant) -> Result<Option<()>, WireError> {
        let line = match tokio::time::timeout_at(deadline, self.lines.recv()).await {
            Err(_) => return Ok(None),
            Ok(None) => return Err(WireError::Closed(self.why_closed().await)),
            Ok(Some(line)) => line,
        };
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        match serde_json::from_str::<Value>(text) {
            Ok(message @ Value::Object(_)) => {
                let method = message.get("method").and_then(Value::as_str);
                let question = method == Some(RequestPermissionRequest::METHOD);
                if self.answer_requests
                    && method.is_some()
                    && message.get("id").is_some()
                    && !(question && self.hold_questions)
                {
                    let answers = Answers::default();
                    if question {
                        let kind = answers.permission_kind(&message);
                        self.answered_questions
                            .push(kind.unwrap_or_else(|| "an error".into()));
                        self.asked.push((self.log.len(), message.clone()));
                    }
                    self.send(&answers.respond(&message)).await?;
                } else {
                    self.log.push(message);
                }
            }
            _ if text.trim().is_empty() => {}
            _ => self.garbage.push(shorten(text, 120)),
        }
        Ok(Some(()))
    }

    /// Why the agent's output ended: its exit status when it exited, and the end
    /// of its stderr (the last lines, where a crash's exception is).
    async fn why_closed(&mut self) -> String {
        let status = match self.child.as_mut() {
            Some(child) => tokio::time::timeout(Duration::from_millis(500), child.wait())
                .await
                .ok()
                .and_then(Result::ok),
            None => None,
        };
        let status = match (status, &self.served) {
            (Some(status), _) => format!("it exited with {status}"),
            (None, Some(_)) => return "its in-process connection ended".to_string(),
            (None, None) => "it closed its stdout".to_string(),
        };
        // Its stderr may still be arriving: read it to its end (which a process
        // it left running may hold open, hence the limit).
        if let Some(read) = self.stderr_read.take() {
            let _ = tokio::time::timeout(TAIL_END, read).await;
        }
        match last_lines(&self.stderr_tail(), STDERR_SHOWN_LINES, STDERR_SHOWN_CHARS) {
            tail if tail.is_empty() => format!("{status}; nothing on its stderr"),
            tail => format!("{status}; the end of its stderr:\n{tail}"),
        }
    }

    /// Closes the agent's stdin (the connection, for a client).
    pub(crate) fn close_stdin(&mut self) {
        self.stdin = None;
    }

    /// Waits up to `within` for the process to exit.
    pub(crate) async fn exited(&mut self, within: Duration) -> Option<ExitStatus> {
        // Keep draining stdout so that a chatty agent is not blocked on a full pipe.
        let deadline = Instant::now() + within;
        loop {
            let child = self.child.as_mut()?;
            tokio::select! {
                status = child.wait() => return status.ok(),
                line = tokio::time::timeout_at(deadline, self.lines.recv()) => match line {
                    Err(_) => return None,
                    Ok(Some(_)) => {}
                    Ok(None) => {
                        return tokio::time::timeout_at(deadline, child.wait())
                            .await
                            .ok()
                            .and_then(Result::ok)
                    }
                },
            }
        }
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        // An agent served in-process waits for input that its reader task,
        // holding the other half of the pipe, never ends: stop it here.
        if let Some(served) = &self.served {
            served.abort();
        }
        let Some(child) = self.child.as_mut() else {
            return;
        };
        // The agent and whatever it started (it leads its own process group).
        #[cfg(unix)]
        if let (Ok(None), Some(pid)) = (child.try_wait(), child.id()) {
            // SAFETY: killpg only sends a signal; the group is the one the child leads.
            unsafe {
                libc::killpg(pid as libc::pid_t, libc::SIGKILL);
            }
        }
        let _ = child.start_kill();
    }
}

/// How long the end of a stopped process's output may take to be read.
pub(crate) const TAIL_END: Duration = Duration::from_secs(2);

/// Keeps the end of what `pipe` delivers in `tail`: at most `limit` bytes. The
/// returned task ends with the pipe.
pub(crate) fn keep_tail(
    mut pipe: impl AsyncRead + Send + Unpin + 'static,
    tail: Arc<Mutex<Vec<u8>>>,
    limit: usize,
) -> JoinHandle<()> {
    tokio::spawn(async move {
        let mut buf = [0u8; 4096];
        while let Ok(n @ 1..) = pipe.read(&mut buf).await {
            let mut kept = tail.lock().unwrap();
            kept.extend_from_slice(&buf[..n]);
            let excess = kept.len().saturating_sub(limit);
            kept.drain(..excess);
        }
    })
}

/// Reads `reader` line by line (bytes, newline included) into a channel.
fn read_lines(reader: impl AsyncRead + Send + Unpin + 'static) -> mpsc::UnboundedReceiver<Vec<u8>> {
    let (tx, lines) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut reader = BufReader::new(reader);
        loop {
            let mut line = Vec::new();
            match reader.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            }
        }
    });
    lines
}

/// Whether `message` is a response (it has `result` or `error` and no `method`).
pub(crate) fn is_response(message: &Value) -> bool {
    message.get("method").is_none()
        && (message.get("result").is_some() || message.get("error").is_some())
}

/// The error code of a response, if it is an error.
pub(crate) fn error_code(response: &Value) -> Option<i64> {
    response.get("error")?.get("code")?.as_i64()
}

/// The last `lines` lines of `text` (at most `chars` characters, starting at a
/// line), each indented by two spaces; what was left out is said.
pub(crate) fn last_lines(text: &str, lines: usize, chars: usize) -> String {
    let all: Vec<&str> = text.trim_end().lines().collect();
    let mut kept: Vec<&str> = Vec::new();
    let mut size = 0;
    for line in all.iter().rev() {
        if kept.len() == lines || (size + line.len() > chars && !kept.is_empty()) {
            break;
        }
        size += line.len() + 1;
        kept.push(line);
    }
    kept.reverse();
    let mut out = String::new();
    if kept.len() < all.len() {
        out.push_str(&format!("  [{} earlier lines]\n", all.len() - kept.len()));
    }
    for line in kept {
        out.push_str("  ");
        out.push_str(&shorten(line, chars));
        out.push('\n');
    }
    out.trim_end().to_string()
}

/// `text` cut to `max` characters, with an ellipsis when cut.
pub(crate) fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max).collect();
    format!("{cut}…")
}

/// A message in a few words, for reports.
pub(crate) fn brief(message: &Value) -> String {
    match message.get("error") {
        Some(error) => format!(
            "error {} {}",
            error.get("code").unwrap_or(&Value::Null),
            shorten(
                error.get("message").and_then(Value::as_str).unwrap_or(""),
                120
            )
        ),
        None => shorten(&message.to_string(), 160),
    }
}

/// `value` as JSON (the generated types always encode).
pub(crate) fn to_json(value: &impl serde::Serialize) -> Value {
    serde_json::to_value(value).expect("a generated type encodes")
}

/// A JSON-RPC request object.
pub(crate) fn request(id: Value, method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

/// A JSON-RPC notification object.
pub(crate) fn notification(method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "method": method, "params": params})
}
