//! A macro-written agent and client for the remote transports, and the turn
//! they run over any of them.
#![allow(dead_code)] // each test binary uses part of it

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::transport::remote::{self, ClientConfig, Server, ServerConfig};
use acp::v1::*;
use acp::{acp_agent, acp_client, Result};
use serde_json::{json, Value};

/// A prompt of one text block in `session`.
pub fn text_prompt(session: impl Into<SessionId>, text: impl Into<String>) -> PromptRequest {
    PromptRequest::new(session, vec![ContentBlock::from(TextContent::new(text))])
}

/// A JSON-RPC request as one line of JSON, its method taken from its params type.
pub fn request_line<R: acp::jsonrpc::Request>(id: u64, params: R) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": R::METHOD, "params": params}).to_string()
}

/// What the agents of one server saw, across all their connections.
#[derive(Default)]
pub struct AgentLog {
    /// Turns that have started.
    pub turns_started: AtomicUsize,
    /// Turns whose handler has ended, answered or dropped.
    pub turns_ended: AtomicUsize,
    /// Chunks of `stream N SIZE` turns whose send has returned (handed to the
    /// connection's write queue).
    pub chunks_sent: AtomicUsize,
}

/// Counts a turn as ended when the handler's future ends or is dropped.
struct TurnGuard(Arc<AgentLog>);

impl Drop for TurnGuard {
    fn drop(&mut self) {
        self.0.turns_ended.fetch_add(1, Ordering::SeqCst);
    }
}

/// One connection's agent.
pub struct RemoteAgent {
    log: Arc<AgentLog>,
    cancelled: AtomicBool,
}

impl RemoteAgent {
    pub fn new(log: Arc<AgentLog>) -> AgentHandler<RemoteAgent> {
        AgentHandler(RemoteAgent {
            log,
            cancelled: AtomicBool::new(false),
        })
    }
}

pub fn chunk(session: &SessionId, text: &str) -> SessionNotification {
    SessionNotification::new(
        session.clone(),
        SessionUpdate::AgentMessageChunk(ContentChunk::new(ContentBlock::from(TextContent::new(
            text,
        )))),
    )
}

#[acp_agent]
impl RemoteAgent {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version)
            .agent_info(Implementation::new("remote-test-agent", "0.1.0")))
    }

    async fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("remote-1"))
    }

    /// `stream N`: N chunks `c0`..; `stream N SIZE`: N chunks of SIZE bytes
    /// each (`c<i>` padded with dots); `wait`: until cancelled (or 30 s); anything else:
    /// a file read, a permission request and an extension call to the client,
    /// reported in one chunk, with the request's `_meta` echoed back.
    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        self.log.turns_started.fetch_add(1, Ordering::SeqCst);
        let _guard = TurnGuard(self.log.clone());
        self.cancelled.store(false, Ordering::SeqCst);
        let session = req.session_id.clone();
        let ContentBlock::Text(first) = &req.prompt[0] else {
            return Err(acp::Error::invalid_params("text please"));
        };
        let words: Vec<&str> = first.text.split_whitespace().collect();
        match words.as_slice() {
            ["stream", n, rest @ ..] if rest.len() <= 1 => {
                let n: usize = n.parse().map_err(|_| acp::Error::invalid_params("count"))?;
                let size = match rest {
                    [size] => size
                        .parse()
                        .map_err(|_| acp::Error::invalid_params("size"))?,
                    _ => 0,
                };
                for i in 0..n {
                    let mut text = format!("c{i}");
                    if text.len() < size {
                        text.push_str(&".".repeat(size - text.len()));
                    }
                    client.session_update(chunk(&session, &text)).await?;
                    if size > 0 {
                        self.log.chunks_sent.fetch_add(1, Ordering::SeqCst);
                    }
                }
                Ok(PromptResponse::new(StopReason::EndTurn))
            }
            ["wait"] => {
                client.session_update(chunk(&session, "waiting")).await?;
                for _ in 0..3000 {
                    if self.cancelled.load(Ordering::SeqCst) {
                        return Ok(PromptResponse::new(StopReason::Cancelled));
                    }
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                Ok(PromptResponse::new(StopReason::EndTurn))
            }
            _ => {
                let file = client
                    .read_text_file(ReadTextFileRequest::new(session.clone(), "/notes.txt"))
                    .await?;
                let answer = client
                    .request_permission(RequestPermissionRequest::new(
                        session.clone(),
                        ToolCallUpdate::new("call-1"),
                        vec![
                            PermissionOption::new(
                                "reject-once",
                                "Reject",
                                PermissionOptionKind::RejectOnce,
                            ),
                            PermissionOption::new(
                                "allow-once",
                                "Allow once",
                                PermissionOptionKind::AllowOnce,
                            ),
                        ],
                    ))
                    .await?;
                let chosen = match answer.outcome {
                    RequestPermissionOutcome::Selected(s) => s.option_id.to_string(),
                    other => format!("{other:?}"),
                };
                let pong = client
                    .ext_request("_remote.test/ping", json!({"n": 1}))
                    .await?;
                client
                    .session_update(chunk(
                        &session,
                        &format!("file {:?}, permission {chosen}, pong {pong}", file.content),
                    ))
                    .await?;
                let mut response = PromptResponse::new(StopReason::EndTurn);
                if let Some(meta) = req.meta {
                    response = response.meta(meta);
                }
                Ok(response)
            }
        }
    }

    fn cancel(&self, _n: CancelNotification) {
        self.cancelled.store(true, Ordering::SeqCst);
    }

    #[acp(ext = "_remote.test/echo")]
    async fn echo(&self, params: Value) -> Result<Value> {
        Ok(json!({"echoed": params}))
    }
}

/// One connection's client: records the text chunks, allows once, serves one
/// file and answers the agent's extension request.
pub struct RemoteClient {
    pub chunks: Arc<Mutex<Vec<String>>>,
}

#[acp_client]
impl RemoteClient {
    async fn session_update(&self, n: SessionNotification) {
        if let SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(t),
            ..
        }) = n.update
        {
            self.chunks.lock().unwrap().push(t.text);
        }
    }

    async fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let outcome = match req
            .options
            .iter()
            .find(|o| o.kind == PermissionOptionKind::AllowOnce)
        {
            Some(o) => RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(
                o.option_id.clone(),
            )),
            None => RequestPermissionOutcome::Cancelled,
        };
        Ok(RequestPermissionResponse::new(outcome))
    }

    fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        Ok(ReadTextFileResponse::new(format!(
            "contents of {}",
            req.path
        )))
    }

    #[acp(ext = "_remote.test/ping")]
    async fn ping(&self, params: Value) -> Result<Value> {
        Ok(json!({"pong": params["n"]}))
    }
}

/// A client of ours and the chunks it records.
pub struct Remote {
    pub agent: AgentPeer,
    pub chunks: Arc<Mutex<Vec<String>>>,
    pub done: tokio::task::JoinHandle<()>,
}

/// Starts a server of [`RemoteAgent`]s with `config`.
pub async fn start_server(config: ServerConfig) -> (Server, Arc<AgentLog>) {
    let log = Arc::new(AgentLog::default());
    let for_factory = log.clone();
    let server = remote::serve(config, move || RemoteAgent::new(for_factory.clone()))
        .await
        .expect("the server binds a loopback port");
    (server, log)
}

/// Connects a [`RemoteClient`] to `url`.
pub async fn connect(
    url: &str,
    config: ClientConfig,
) -> std::result::Result<Remote, remote::RemoteError> {
    let chunks = Arc::new(Mutex::new(Vec::new()));
    let client = RemoteClient {
        chunks: chunks.clone(),
    };
    let (conn, done) = remote::connect(url, ClientHandler(client), config).await?;
    Ok(Remote {
        agent: AgentPeer(conn),
        chunks,
        done,
    })
}

/// The full turn: initialize, a session, 50 streamed chunks, a prompt during
/// which the agent reads a file, asks permission and calls an extension of the
/// client (its `_meta` echoed back), an extension request to the agent, then
/// a prompt ended by session/cancel.
pub async fn full_turn(remote: &Remote) {
    let agent = &remote.agent;
    let init = agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("initialize over the remote transport");
    assert_eq!(
        init.agent_info.as_ref().map(|i| i.name.as_str()),
        Some("remote-test-agent")
    );
    let session = agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .expect("session/new")
        .session_id;
    assert_eq!(session.to_string(), "remote-1");

    let streamed = agent
        .prompt(text_prompt(session.clone(), "stream 50"))
        .await
        .expect("the streaming prompt");
    assert_eq!(streamed.stop_reason, StopReason::EndTurn);
    let expected: Vec<String> = (0..50).map(|i| format!("c{i}")).collect();
    // The updates were handled before the response was returned.
    assert_eq!(*remote.chunks.lock().unwrap(), expected);

    let meta = json!({"trace": "remote-1", "n": 7});
    let asked = agent
        .prompt(text_prompt(session.clone(), "ask").meta(meta.as_object().unwrap().clone()))
        .await
        .expect("the prompt with calls back to the client");
    assert_eq!(asked.stop_reason, StopReason::EndTurn);
    assert_eq!(asked.meta.map(Value::Object), Some(meta));
    assert_eq!(
        remote.chunks.lock().unwrap().last().unwrap(),
        r#"file "contents of /notes.txt", permission allow-once, pong {"pong":1}"#
    );

    let echoed = agent
        .ext_request("_remote.test/echo", json!({"x": [1, 2]}))
        .await
        .expect("the extension request");
    assert_eq!(echoed, json!({"echoed": {"x": [1, 2]}}));

    let waiting = {
        let agent = agent.clone();
        let session = session.clone();
        tokio::spawn(async move { agent.prompt(text_prompt(session, "wait")).await })
    };
    wait_until(Duration::from_secs(10), || {
        remote.chunks.lock().unwrap().last().map(String::as_str) == Some("waiting")
    })
    .await;
    agent
        .cancel(CancelNotification::new(session.clone()))
        .await
        .expect("session/cancel");
    let cancelled = tokio::time::timeout(Duration::from_secs(5), waiting)
        .await
        .expect("the cancelled prompt is answered within 5 s")
        .unwrap()
        .expect("the cancelled prompt");
    assert_eq!(cancelled.stop_reason, StopReason::Cancelled);
}

/// Connects to `url` of a fresh `server`, runs [`full_turn`], closes the
/// client: the server's connection ends, and so did every turn.
pub async fn full_turn_then_close(server: &Server, log: &AgentLog, url: &str) {
    full_turn_then_close_with(server, log, url, ClientConfig::default()).await
}

/// [`full_turn_then_close`] with a client of `config`.
pub async fn full_turn_then_close_with(
    server: &Server,
    log: &AgentLog,
    url: &str,
    config: ClientConfig,
) {
    const WITHIN: Duration = Duration::from_secs(10);
    let remote = connect(url, config).await.expect("connect");
    full_turn(&remote).await;
    assert_eq!(server.connections(), 1);
    assert_eq!(log.turns_started.load(Ordering::SeqCst), 3);

    remote.agent.0.close();
    tokio::time::timeout(WITHIN, remote.done)
        .await
        .expect("the client's connection ends after close")
        .unwrap();
    wait_until(WITHIN, || server.connections() == 0).await;
    assert_eq!(log.turns_ended.load(Ordering::SeqCst), 3);
}

/// Starts `server` (a program of another SDK that prints `listening on
/// ADDR`), connects our client to `scheme://ADDR/acp` and runs initialize,
/// session/new and `stream 20` (the program's agent answers N chunks `c0`..),
/// then closes the connection.
pub async fn drive_foreign_server(
    mut server: tokio::process::Command,
    scheme: &str,
    agent_name: &str,
    session_id: &str,
) {
    use tokio::io::AsyncBufReadExt;
    const WITHIN: Duration = Duration::from_secs(30);
    let mut server = server
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the server starts");
    let mut lines = tokio::io::BufReader::new(server.stdout.take().unwrap()).lines();
    let line = tokio::time::timeout(WITHIN, lines.next_line())
        .await
        .expect("the server says where it listens")
        .unwrap()
        .expect("a line");
    let addr = line.strip_prefix("listening on ").expect("its address");
    let remote = connect(&format!("{scheme}://{addr}/acp"), ClientConfig::default())
        .await
        .expect("connect to the server");
    let init = remote
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect("initialize");
    assert_eq!(init.agent_info.unwrap().name, agent_name);
    let session = remote
        .agent
        .new_session(NewSessionRequest::new("/", vec![]))
        .await
        .expect("session/new")
        .session_id;
    assert_eq!(session.to_string(), session_id);
    let response = remote
        .agent
        .prompt(text_prompt(session, "stream 20"))
        .await
        .expect("the streaming prompt");
    assert_eq!(response.stop_reason, StopReason::EndTurn);
    let expected: Vec<String> = (0..20).map(|i| format!("c{i}")).collect();
    assert_eq!(*remote.chunks.lock().unwrap(), expected);
    remote.agent.0.close();
    tokio::time::timeout(WITHIN, remote.done)
        .await
        .expect("our connection ends after close")
        .unwrap();
    let _ = server.kill().await;
}

/// POSTs `body` as JSON to `url` with `headers`, as a raw HTTP peer of the
/// endpoint: the status, the connection id header (empty when none) and the
/// body.
pub async fn post_json(
    http: &reqwest::Client,
    url: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> (reqwest::StatusCode, String, String) {
    let mut request = http
        .post(url)
        .header("content-type", "application/json")
        .body(body.to_owned());
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.expect("the server answers");
    let status = response.status();
    let id = response
        .headers()
        .get(remote::CONNECTION_ID_HEADER)
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (status, id, response.text().await.unwrap_or_default())
}

/// Polls `done` every 5 ms; fails after `within`.
pub async fn wait_until(within: Duration, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + within;
    while !done() {
        assert!(Instant::now() < deadline, "timed out after {within:?}");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// The slow-reader turns: `SLOW_CHUNKS` chunks of `SLOW_CHUNK` bytes, 64 MiB
/// in all, far more than a server may buffer for one connection.
pub const SLOW_CHUNK: usize = 16 * 1024;
pub const SLOW_CHUNKS: usize = 4096;

/// The prompt of a slow-reader turn.
pub fn slow_prompt() -> String {
    format!("stream {SLOW_CHUNKS} {SLOW_CHUNK}")
}

/// The receive buffer of a client that stops reading.
pub const SMALL_RECEIVE_BUFFER: u32 = 16 * 1024;

/// A TCP connection to `addr` whose receive buffer is small and fixed (no
/// autotuning), so that the kernel holds little of what the server sends to a
/// client that stops reading.
pub async fn small_window_stream(addr: std::net::SocketAddr) -> tokio::net::TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(SMALL_RECEIVE_BUFFER).unwrap();
    socket.connect(addr).await.expect("connects")
}

/// At most what the kernel holds of one connection's data: the server's send
/// buffer (the most it may grow to, read on Linux, else assumed 8 MiB) and
/// the small receive buffer (which the kernel doubles for its bookkeeping).
pub fn kernel_allowance() -> usize {
    let wmem_max = std::fs::read_to_string("/proc/sys/net/ipv4/tcp_wmem")
        .ok()
        .and_then(|s| s.split_whitespace().nth(2)?.parse().ok())
        .unwrap_or(8 << 20);
    wmem_max + 2 * SMALL_RECEIVE_BUFFER as usize
}

/// How many slow-reader chunks at most may have been sent into a connection
/// whose client stopped reading: the connection's write queue, `lines` more
/// whole messages and `bytes` more bytes held by the transport, and the kernel.
pub fn slow_reader_bound(lines: usize, bytes: usize) -> usize {
    // A chunk's message is its text and some 200 bytes of JSON around it.
    let message = SLOW_CHUNK + 256;
    let write_queue = acp::Config::default().write_queue;
    let held = (write_queue + lines) * message + bytes + kernel_allowance();
    held / SLOW_CHUNK
}

/// Waits for the slow-reader turn to stall ([`wait_for_stall`]) and asserts
/// that it stalled, after it started and within `bound` chunks; prints the
/// figure for `reader` and returns how many chunks were sent.
pub async fn assert_stalled(log: &AgentLog, reader: &str, bound: usize) -> usize {
    let sent = wait_for_stall(log).await;
    println!("{reader}: the agent sent {sent} of {SLOW_CHUNKS} chunks of {SLOW_CHUNK} bytes before it had to wait (bound {bound})");
    assert_eq!(
        log.turns_ended.load(Ordering::SeqCst),
        0,
        "the turn ended: the server buffered all {SLOW_CHUNKS} chunks"
    );
    assert!(sent > 0, "the turn started streaming");
    assert!(
        sent <= bound,
        "{sent} chunks sent, at most {bound} may be buffered"
    );
    sent
}

/// After [`assert_stalled`], while another client was served: the slow turn
/// has not moved and is the one turn still running. Returns how many turns
/// were started.
pub fn assert_still_stalled(log: &AgentLog, sent: usize) -> usize {
    assert_eq!(
        log.chunks_sent.load(Ordering::SeqCst),
        sent,
        "still stalled"
    );
    let started = log.turns_started.load(Ordering::SeqCst);
    assert_eq!(log.turns_ended.load(Ordering::SeqCst), started - 1);
    started
}

/// Once the slow client has gone: its connection ends (one is left) and so do
/// all `started` turns.
pub async fn assert_slow_client_cleaned_up(server: &Server, log: &AgentLog, started: usize) {
    const WITHIN: Duration = Duration::from_secs(10);
    wait_until(WITHIN, || server.connections() == 1).await;
    wait_until(WITHIN, || log.turns_ended.load(Ordering::SeqCst) == started).await;
}

/// Waits until the slow-reader turn stops making progress (no chunk sent for
/// 500 ms) or ends, and returns how many chunks it sent.
pub async fn wait_for_stall(log: &AgentLog) -> usize {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut last = usize::MAX;
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let sent = log.chunks_sent.load(Ordering::SeqCst);
        let ended = log.turns_ended.load(Ordering::SeqCst) > 0;
        if sent == last || ended || Instant::now() > deadline {
            return sent;
        }
        last = sent;
    }
}

/// A slowloris client: a TCP connection to `addr` that sends the start of a
/// request line and then nothing.
pub async fn stalled_socket(addr: std::net::SocketAddr) -> tokio::net::TcpStream {
    use tokio::io::AsyncWriteExt;
    let mut tcp = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    tcp.write_all(b"GET /acp HTTP/1.1\r\nhost: ")
        .await
        .expect("the first bytes are sent");
    tcp
}

/// Returns once the server has closed `socket` (end of stream, or a reset),
/// reading and dropping whatever it sent before; fails after `within`.
pub async fn closed_by_server(socket: &mut tokio::net::TcpStream, within: Duration) {
    use tokio::io::AsyncReadExt;
    let mut buf = [0u8; 4096];
    tokio::time::timeout(within, async {
        while let Ok(n @ 1..) = socket.read(&mut buf).await {
            let _ = n;
        }
    })
    .await
    .expect("the server closes the socket");
}
