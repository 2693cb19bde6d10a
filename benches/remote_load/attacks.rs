//! The attacks of an open network, each on a fresh server of the target
//! whose descriptors are limited to [`DESCRIPTORS`] (as `ulimit -n 512`
//! does), with its default settings:
//!
//! - stalled sockets: [`STALLED`] sockets send half a request line and
//!   nothing more; a new WebSocket turn is tried 1 s and 12 s later, then the
//!   sockets close and the server's descriptors should come back;
//! - idle HTTP connections: [`IDLE_HTTP`] connections `POST` `initialize` and
//!   never open their event stream; a new turn is tried [`IDLE_WAIT`] later;
//! - silent WebSocket clients: [`SILENT_WS`] clients upgrade, answer pings
//!   and send nothing; a new turn is tried [`IDLE_WAIT`] later;
//! - broken WebSocket frames: a text message that is not UTF-8, and a
//!   compressed (RSV1) frame with no extension negotiated; the close code
//!   each gets, and a new turn after them;
//! - a public address without a token (our server only: the official one
//!   serves whatever listener its caller binds, with no check of its own):
//!   `--listen 0.0.0.0:0` alone, then with `--generate-token` and a
//!   request that lacks it.
//!
//! Each prints what the server did; only our server is held to it (every
//! new turn served, every descriptor back, RFC 6455's close codes, the
//! public address refused or guarded).

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::process::Stdio;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::Message;

use super::proc_stats::open_fds;
use super::{new_turn, Target};

/// The server's descriptor limit.
const DESCRIPTORS: u64 = 512;
/// How many stalled sockets.
const STALLED: usize = 600;
/// How many initialize-only HTTP connections.
const IDLE_HTTP: usize = 300;
/// How many silent WebSocket clients.
const SILENT_WS: usize = 256;
/// How long after the idle connections a new turn is tried.
const IDLE_WAIT: Duration = Duration::from_secs(35);
/// How long a new turn may take.
const TURN_LIMIT: Duration = Duration::from_secs(10);

/// Runs the attacks on `target` and prints what its server did.
pub async fn run(target: &Target) {
    raise_own_descriptor_limit();
    println!(
        "attacks on {}, its descriptors limited to {DESCRIPTORS} (ulimit -n):",
        target.name
    );
    stalled_sockets(target).await;
    idle_http(target).await;
    silent_websockets(target).await;
    broken_frames(target).await;
    public_address(target).await;
}

/// A server of `target` limited to [`DESCRIPTORS`], until dropped.
struct Limited {
    /// Killed when dropped.
    _child: tokio::process::Child,
    pid: u32,
    addr: SocketAddr,
    /// Its open descriptors when idle.
    idle_fds: usize,
}

impl Limited {
    async fn start(target: &Target) -> Limited {
        let mut command = tokio::process::Command::new(&target.program);
        command
            .args(&target.attack_args)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true);
        // SAFETY: the hook only calls setrlimit, which is async-signal-safe.
        unsafe {
            command.pre_exec(|| {
                let limit = libc::rlimit {
                    rlim_cur: DESCRIPTORS,
                    rlim_max: DESCRIPTORS,
                };
                match libc::setrlimit(libc::RLIMIT_NOFILE, &limit) {
                    0 => Ok(()),
                    _ => Err(std::io::Error::last_os_error()),
                }
            });
        }
        let mut child = command.spawn().expect("the server starts");
        let pid = child.id().expect("the server's pid");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let addr = loop {
            let line = lines
                .next_line()
                .await
                .unwrap()
                .expect("the server prints its address");
            let rest = match (line.find("ws://"), line.strip_prefix("listening on ")) {
                (Some(at), _) => &line[at + "ws://".len()..],
                (None, Some(addr)) => addr,
                _ => continue,
            };
            break rest.trim_end_matches("/acp").parse().expect("HOST:PORT");
        };
        // Keep reading what it prints, so that it never blocks on stdout.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        tokio::time::sleep(Duration::from_millis(200)).await;
        let idle_fds = open_fds(pid);
        Limited {
            _child: child,
            pid,
            addr,
            idle_fds,
        }
    }

    /// Waits (at most 30 s) until the server is back to its idle
    /// descriptors; how many it has then, and how long that took.
    async fn settle(&self) -> (usize, Duration) {
        let started = Instant::now();
        while open_fds(self.pid) > self.idle_fds && started.elapsed() < Duration::from_secs(30) {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        (open_fds(self.pid), started.elapsed())
    }

    fn ws_url(&self) -> String {
        format!("ws://{}/acp", self.addr)
    }

    /// A new WebSocket turn, within [`TURN_LIMIT`]: how long it took, or why
    /// it failed.
    async fn turn(&self, target: &Target) -> Result<Duration, String> {
        let started = Instant::now();
        match tokio::time::timeout(TURN_LIMIT, new_turn(target, &self.ws_url())).await {
            Ok(Ok(())) => Ok(started.elapsed()),
            Ok(Err(why)) => Err(why),
            Err(_) => Err(format!("no answer within {TURN_LIMIT:?}")),
        }
    }
}

/// What a turn's outcome says, for the report.
fn shown(turn: &Result<Duration, String>) -> String {
    match turn {
        Ok(took) => format!("served in {took:.2?}"),
        Err(why) => format!("FAILED ({why})"),
    }
}

/// Raises this process's descriptor limit to its hard limit: the attacks
/// hold more sockets than a usual soft limit allows.
fn raise_own_descriptor_limit() {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: plain system calls on a valid struct.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
    let needed = (STALLED + IDLE_HTTP + SILENT_WS) as u64 + 100;
    assert!(
        limit.rlim_cur >= needed,
        "the attacks need {needed} descriptors here; the hard limit is {}",
        limit.rlim_cur
    );
}

/// Whether the server has closed `socket` (end of stream or a reset); what it
/// sent before is read and dropped.
fn closed(socket: &TcpStream) -> bool {
    let mut buf = [0u8; 4096];
    loop {
        match socket.try_read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(err) if err.kind() == std::io::ErrorKind::WouldBlock => return false,
            Err(_) => return true,
        }
    }
}

async fn stalled_sockets(target: &Target) {
    let server = Limited::start(target).await;
    let started = Instant::now();
    let mut stalled = Vec::with_capacity(STALLED);
    for _ in 0..STALLED {
        let mut tcp = TcpStream::connect(server.addr).await.expect("connects");
        tcp.write_all(b"GET /acp HTTP/1.1\r\nhost: ")
            .await
            .expect("half a request line");
        stalled.push(tcp);
    }
    tokio::time::sleep(Duration::from_secs(1).saturating_sub(started.elapsed())).await;
    let fds_early = open_fds(server.pid);
    let early = server.turn(target).await;
    tokio::time::sleep(Duration::from_secs(12).saturating_sub(started.elapsed())).await;
    let fds_late = open_fds(server.pid);
    let closed_late = stalled.iter().filter(|s| closed(s)).count();
    let late = server.turn(target).await;
    drop(stalled);
    let (fds_after, settle) = server.settle().await;
    println!(
        "  {STALLED} stalled sockets (half a request line each): after 1 s the server holds {fds_early} descriptors, a new WebSocket turn {}; after 12 s it holds {fds_late} and has closed {closed_late} of the sockets, a new turn {}; once they went, its descriptors {fds_after} (idle {}) within {settle:.2?}",
        shown(&early),
        shown(&late),
        server.idle_fds,
    );
    if target.ours {
        assert!(
            early.is_ok() && late.is_ok(),
            "our server kept a client out"
        );
        assert_eq!(
            closed_late, STALLED,
            "stalled sockets still open after 12 s"
        );
        assert!(
            fds_after <= server.idle_fds,
            "descriptors did not come back"
        );
    }
}

/// Sends `initialize` as a `POST` on a new socket (with `token` as its
/// bearer token, if any): the socket, the status and the connection id the
/// server gave, if any.
async fn post_initialize(
    addr: SocketAddr,
    token: Option<&str>,
) -> std::io::Result<(TcpStream, u16, Option<String>)> {
    let body = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}"#;
    let authorization = token
        .map(|token| format!("authorization: Bearer {token}\r\n"))
        .unwrap_or_default();
    let request = format!(
        "POST /acp HTTP/1.1\r\nhost: {addr}\r\ncontent-type: application/json\r\naccept: application/json, text/event-stream\r\n{authorization}content-length: {}\r\n\r\n{body}",
        body.len()
    );
    let mut tcp = TcpStream::connect(addr).await?;
    tcp.write_all(request.as_bytes()).await?;
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        let mut byte = [0u8];
        if tcp.read(&mut byte).await? == 0 {
            break;
        }
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head);
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let id = head.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case("acp-connection-id")
            .then(|| value.trim().to_owned())
    });
    Ok((tcp, status, id))
}

/// Whether the server still knows connection `id`: a notification posted to
/// it is accepted.
async fn still_open(addr: SocketAddr, id: &str) -> bool {
    let body = r#"{"jsonrpc":"2.0","method":"_attack/ping"}"#;
    let request = format!(
        "POST /acp HTTP/1.1\r\nhost: {addr}\r\ncontent-type: application/json\r\nacp-connection-id: {id}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let Ok(mut tcp) = TcpStream::connect(addr).await else {
        return false;
    };
    let mut answer = Vec::new();
    if tcp.write_all(request.as_bytes()).await.is_err() {
        return false;
    }
    let _ = tokio::time::timeout(Duration::from_secs(5), tcp.read_to_end(&mut answer)).await;
    String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 2")
}

async fn idle_http(target: &Target) {
    let server = Limited::start(target).await;
    let mut statuses = BTreeMap::<u16, usize>::new();
    let mut held = Vec::new();
    for _ in 0..IDLE_HTTP {
        match post_initialize(server.addr, None).await {
            Ok((tcp, status, id)) => {
                *statuses.entry(status).or_default() += 1;
                held.push((tcp, id));
            }
            Err(_) => *statuses.entry(0).or_default() += 1,
        }
    }
    let fds_with = open_fds(server.pid);
    tokio::time::sleep(IDLE_WAIT).await;
    let fds_later = open_fds(server.pid);
    let mut open = 0;
    for id in held.iter().filter_map(|(_, id)| id.as_deref()) {
        open += usize::from(still_open(server.addr, id).await);
    }
    let turn = server.turn(target).await;
    drop(held);
    let (fds_after, settle) = server.settle().await;
    let statuses: Vec<String> = statuses
        .iter()
        .map(|(status, n)| match status {
            0 => format!("{n} failed"),
            _ => format!("{n} x {status}"),
        })
        .collect();
    println!(
        "  {IDLE_HTTP} HTTP connections that POST initialize and never open their event stream: answered {}; the server then holds {fds_with} descriptors; {IDLE_WAIT:?} later it holds {fds_later}, {open} of the connections are still open, a new WebSocket turn {}; once their sockets went, its descriptors {fds_after} (idle {}) within {settle:.2?}",
        statuses.join(", "),
        shown(&turn),
        server.idle_fds,
    );
    hold_ours_to(target, &turn, open, "initialize-only HTTP connections");
}

async fn silent_websockets(target: &Target) {
    let server = Limited::start(target).await;
    let mut silent = Vec::new();
    let mut refused = 0;
    for _ in 0..SILENT_WS {
        match tokio_tungstenite::connect_async(server.ws_url()).await {
            Ok((mut socket, _)) => silent.push(tokio::spawn(async move {
                // Reading answers pings; nothing is ever sent. How the server
                // closed it, and when.
                let started = Instant::now();
                let code = loop {
                    match socket.next().await {
                        Some(Ok(Message::Close(frame))) => {
                            break frame.map(|f| u16::from(f.code).to_string());
                        }
                        Some(Ok(_)) => continue,
                        Some(Err(_)) | None => break None,
                    }
                };
                (code, started.elapsed())
            })),
            Err(_) => refused += 1,
        }
    }
    tokio::time::sleep(IDLE_WAIT).await;
    let fds_later = open_fds(server.pid);
    let turn = server.turn(target).await;
    let mut closed = BTreeMap::<String, (usize, Duration)>::new();
    let mut open = 0;
    for client in silent {
        if !client.is_finished() {
            open += 1;
            client.abort();
            continue;
        }
        let (code, after) = client.await.unwrap();
        let entry = closed
            .entry(code.unwrap_or_else(|| "no close frame".into()))
            .or_default();
        entry.0 += 1;
        entry.1 = entry.1.max(after);
    }
    let (fds_after, settle) = server.settle().await;
    let closed: Vec<String> = closed
        .iter()
        .map(|(code, (n, after))| format!("{n} with {code} within {after:.1?}"))
        .collect();
    println!(
        "  {SILENT_WS} WebSocket clients that answer pings and send nothing ({refused} refused): {IDLE_WAIT:?} later the server holds {fds_later} descriptors, {open} are still open, closed: [{}], a new WebSocket turn {}; once they went, its descriptors {fds_after} (idle {}) within {settle:.2?}",
        closed.join("; "),
        shown(&turn),
        server.idle_fds,
    );
    hold_ours_to(target, &turn, open, "silent WebSocket clients");
}

/// How the server ends a new WebSocket that sends `frame`: its close code,
/// or what happened instead.
async fn close_after(url: &str, frame: Frame) -> Result<u16, String> {
    let attempt = async {
        let (mut socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .map_err(|e| format!("connect: {e}"))?;
        socket
            .send(Message::Frame(frame))
            .await
            .map_err(|e| format!("send: {e}"))?;
        loop {
            match socket.next().await {
                Some(Ok(Message::Close(Some(close)))) => return Ok(u16::from(close.code)),
                Some(Ok(Message::Close(None))) => return Err("a close frame without a code".into()),
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(format!("no close frame ({e})")),
                None => return Err("no close frame (the socket ended)".into()),
            }
        }
    };
    tokio::time::timeout(TURN_LIMIT, attempt)
        .await
        .unwrap_or_else(|_| Err(format!("still open after {TURN_LIMIT:?}")))
}

/// A close code's outcome, for the report.
fn closed_with(code: &Result<u16, String>) -> String {
    match code {
        Ok(code) => format!("is closed with {code}"),
        Err(why) => format!("gets {why}"),
    }
}

async fn broken_frames(target: &Target) {
    let server = Limited::start(target).await;
    let text = |payload: &'static [u8]| Frame::message(payload, OpCode::Data(Data::Text), true);
    let mut compressed = text(b"{}");
    compressed.header_mut().rsv1 = true;
    let not_utf8 = close_after(&server.ws_url(), text(b"{\"x\": \"\xff\xfe\"}")).await;
    let rsv1 = close_after(&server.ws_url(), compressed).await;
    let turn = server.turn(target).await;
    println!(
        "  broken WebSocket frames: a text message that is not UTF-8 {}, a compressed (RSV1) frame with no extension negotiated {}; a new WebSocket turn {}",
        closed_with(&not_utf8),
        closed_with(&rsv1),
        shown(&turn),
    );
    if target.ours {
        assert_eq!(not_utf8, Ok(1007), "invalid UTF-8");
        assert_eq!(rsv1, Ok(1002), "a compressed frame");
        assert!(turn.is_ok(), "our server kept a client out: {turn:?}");
    }
}

/// Our server on `0.0.0.0:0`: alone it must refuse to start, saying why;
/// with a generated token, a request without it gets 401.
async fn public_address(target: &Target) {
    if !target.ours {
        println!(
            "  a public address without a token: not tried (AcpHttpServer serves the listener its caller binds, and has no bearer token or exposure check of its own)"
        );
        return;
    }
    let server = |extra: &[&str]| {
        let mut command = tokio::process::Command::new(&target.program);
        command
            .args(["--listen", "0.0.0.0:0"])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        command
    };
    let refused = tokio::time::timeout(TURN_LIMIT, server(&[]).output())
        .await
        .expect("the server without a token exits at once")
        .expect("the server runs");
    let why = String::from_utf8_lossy(&refused.stderr).replace('\n', " ");

    let mut guarded = server(&["--generate-token"])
        .spawn()
        .expect("the server starts");
    let mut lines = BufReader::new(guarded.stdout.take().unwrap()).lines();
    let (mut token, mut port) = (None, None);
    while let Ok(Some(line)) = lines.next_line().await {
        if let Some(t) = line.strip_prefix("test agent: bearer token ") {
            token = Some(t.trim().to_owned());
        }
        if let Some(at) = line.rfind("0.0.0.0:") {
            let rest = line[at + "0.0.0.0:".len()..].trim_end_matches("/acp");
            port = rest.parse::<u16>().ok();
        }
        if token.is_some() && port.is_some() {
            break;
        }
    }
    let token = token.expect("the server prints its token");
    let addr = SocketAddr::from(([127, 0, 0, 1], port.expect("the server prints its port")));
    let status = |answer: std::io::Result<(TcpStream, u16, Option<String>)>| {
        answer.map(|(_, status, _)| status).unwrap_or(0)
    };
    let without = status(post_initialize(addr, None).await);
    let with = status(post_initialize(addr, Some(&token)).await);
    drop(guarded);
    println!(
        "  a public address without a token: `--listen 0.0.0.0:0` exits ({}) saying: {}; with `--generate-token`, POST initialize without the token gets {without}, with it {with}",
        refused.status,
        why.trim(),
    );
    assert!(
        !refused.status.success(),
        "a public address without a token was served"
    );
    assert_eq!(
        (without, with),
        (401, 200),
        "the generated token guards the server"
    );
}

/// Our server must have served the new turn and ended every idle
/// connection (`what`); the official one's figures are only shown.
fn hold_ours_to(target: &Target, turn: &Result<Duration, String>, still_open: usize, what: &str) {
    if target.ours {
        assert!(turn.is_ok(), "our server kept a client out: {turn:?}");
        assert_eq!(still_open, 0, "{what} kept open");
    }
}
