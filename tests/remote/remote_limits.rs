//! What keeps a remote agent server usable on an open network (features `ws`
//! and `http`): sockets that never finish a request are closed after the
//! header timeout, stalled sockets do not keep new clients out of a server
//! out of descriptors, and an address other machines can reach is refused
//! without a bearer token unless the caller opts in.

use std::time::{Duration, Instant};

use acp::transport::remote::{ClientConfig, ServerConfig, ServerWarning};
use acp::v1::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::support;
use support::proc_stats::open_fds;
use support::remote_peers::*;

const WITHIN: Duration = Duration::from_secs(10);

/// Sockets that send half a request line and stall, one that sends its
/// request head a byte at a time, and a keep-alive socket left idle after a
/// request are all closed once they have waited the header timeout without
/// a request in progress, while their clients still hold them; a new
/// WebSocket turn is served meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_without_a_request_in_progress_are_closed_after_the_header_timeout() {
    // Time enough to open all 52 sockets before the first one's ends; the
    // trickle below (4.4 s) still outlasts it.
    let limit = Duration::from_secs(3);
    let (server, log) = start_server(ServerConfig::default().header_timeout(limit)).await;
    let addr = server.local_addr();
    let started = Instant::now();
    let mut stalled = Vec::new();
    for _ in 0..50 {
        stalled.push(stalled_socket(addr).await);
    }
    let mut trickling = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut keep_alive = tokio::net::TcpStream::connect(addr).await.unwrap();
    keep_alive
        .write_all(b"GET /acp HTTP/1.1\r\nhost: x\r\n\r\n")
        .await
        .unwrap();
    let mut answer = [0u8; 12];
    keep_alive.read_exact(&mut answer).await.unwrap();
    assert_eq!(&answer, b"HTTP/1.1 406", "the request was answered");
    wait_until(WITHIN, || server.sockets() == 52).await;

    let remote = connect(&server.ws_url(), ClientConfig::default())
        .await
        .expect("a new client connects");
    full_turn(&remote).await;

    // A byte every 100 ms does not restart the clock: the socket is closed
    // before its request head is complete.
    let trickle = async {
        for byte in b"GET /acp HTTP/1.1\r\nhost: trickle.example\r\n" {
            if trickling.write_all(&[*byte]).await.is_err() {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        false
    };
    let cut = tokio::time::timeout(WITHIN, trickle).await.unwrap();
    assert!(
        cut,
        "the trickling socket was served to the end of its head"
    );
    closed_by_server(&mut trickling, WITHIN).await;
    closed_by_server(&mut keep_alive, WITHIN).await;
    for socket in &mut stalled {
        closed_by_server(socket, WITHIN).await;
    }
    assert!(started.elapsed() >= limit, "{:?}", started.elapsed());
    // Only the WebSocket's socket is left.
    wait_until(WITHIN, || server.sockets() == 1).await;
    remote.agent.0.close();
    wait_until(WITHIN, || server.sockets() == 0).await;
    assert_eq!(log.turns_ended.load(std::sync::atomic::Ordering::SeqCst), 3);
}

/// Serving an address other machines can reach without a bearer token is
/// refused before anything is bound, saying why and how to go on; opting in
/// serves with a warning, and with a token a request without it gets 401
/// (and a warning that the token crosses the network in the clear).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_address_needs_a_token_or_an_explicit_opt_in() {
    let public = ServerConfig::default().bind("0.0.0.0:0".parse().unwrap());
    let refused =
        acp::transport::remote::serve(public.clone(), || RemoteAgent::new(Default::default()))
            .await
            .expect_err("no token on a public address");
    assert_eq!(refused.kind(), std::io::ErrorKind::PermissionDenied);
    let why = refused.to_string();
    for needed in [
        "0.0.0.0:0",
        "without a bearer token",
        "bearer_token",
        "allow_public_without_token",
    ] {
        assert!(why.contains(needed), "{needed:?} in {why}");
    }

    let (open, _log) = start_server(public.clone().allow_public_without_token()).await;
    assert!(
        matches!(open.warnings(), [ServerWarning::PublicWithoutToken { addr }] if addr.ip().is_unspecified()),
        "{:?}",
        open.warnings()
    );
    let loopback = format!("http://127.0.0.1:{}/acp", open.local_addr().port());
    let (status, _) = post_initialize(&loopback, None).await;
    assert_eq!(status, 200, "opted in: anyone is served");

    let (guarded, _log) = start_server(public.bearer_token("s3cret")).await;
    assert!(
        matches!(guarded.warnings(), [ServerWarning::TokenWithoutTls { .. }]),
        "{:?}",
        guarded.warnings()
    );
    let loopback = format!("http://127.0.0.1:{}/acp", guarded.local_addr().port());
    let (status, body) = post_initialize(&loopback, None).await;
    assert_eq!(status, 401, "{body}");
    let (status, body) = post_initialize(&loopback, Some("s3cret")).await;
    assert_eq!(status, 200, "{body}");
}

/// POSTs `initialize` to `url`, with `token` if any: the status and body.
async fn post_initialize(url: &str, token: Option<&str>) -> (u16, String) {
    let mut request = reqwest::Client::new()
        .post(url)
        .header("content-type", "application/json")
        .body(request_line(1, InitializeRequest::new(1)));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.expect("the server answers");
    (response.status().as_u16(), response.text().await.unwrap())
}

/// The test agent (`--listen`) as a child, killed on drop.
struct Listening {
    child: tokio::process::Child,
    /// Everything it printed on stdout before its HTTP URL.
    printed: Vec<String>,
    /// Its `http://` URL.
    http_url: String,
}

/// Starts the test agent with `args` after `--listen`; `pre_exec` runs in
/// the child before it starts. `None` with its stderr when it exits instead.
async fn test_agent_listening(
    args: &[&str],
    pre_exec: Option<fn() -> std::io::Result<()>>,
) -> Result<Listening, String> {
    use tokio::io::AsyncBufReadExt;
    let mut command = tokio::process::Command::new(support::paths::test_agent());
    command
        .arg("--listen")
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true);
    if let Some(pre_exec) = pre_exec {
        // SAFETY: the hook only calls setrlimit, which is async-signal-safe.
        unsafe {
            command.pre_exec(pre_exec);
        }
    }
    let mut child = command.spawn().expect("the test agent starts");
    let mut lines = tokio::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let mut printed = Vec::new();
    loop {
        let line = tokio::time::timeout(WITHIN, lines.next_line())
            .await
            .expect("the test agent prints its URLs or exits")
            .unwrap();
        let Some(line) = line else {
            let mut stderr = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut stderr)
                .await
                .unwrap();
            let status = child.wait().await.unwrap();
            assert!(!status.success(), "it exited successfully: {stderr}");
            return Err(stderr);
        };
        if let Some(at) = line.find("http://") {
            let http_url = line[at..].to_owned();
            return Ok(Listening {
                child,
                printed,
                http_url,
            });
        }
        printed.push(line);
    }
}

/// The test agent's `--listen` refuses a public address without a token and
/// says how to go on; `--generate-token` prints a token that is then
/// required, and warns (on stderr) that it crosses the network in the clear.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_test_agent_refuses_a_public_address_without_a_token() {
    let refused = test_agent_listening(&["0.0.0.0:0"], None)
        .await
        .err()
        .expect("refused");
    for needed in [
        "without a bearer token",
        "--generate-token",
        "--allow-public-without-token",
    ] {
        assert!(refused.contains(needed), "{needed:?} in {refused}");
    }

    let mut listening = test_agent_listening(&["0.0.0.0:0", "--generate-token"], None)
        .await
        .expect("serves with a generated token");
    let token = listening
        .printed
        .iter()
        .find_map(|l| l.strip_prefix("test agent: bearer token "))
        .expect("the token is printed")
        .to_owned();
    assert_eq!(token.len(), 64, "{token}");
    let port = listening.http_url.rsplit(':').next().unwrap();
    let url = format!("http://127.0.0.1:{port}");
    let (status, body) = post_initialize(&url, None).await;
    assert_eq!(status, 401, "{body}");
    let (status, body) = post_initialize(&url, Some(&token)).await;
    assert_eq!(status, 200, "{body}");
    listening.child.kill().await.unwrap();
    let mut stderr = String::new();
    let mut err = listening.child.stderr.take().unwrap();
    err.read_to_string(&mut stderr).await.unwrap();
    assert!(
        stderr.contains("warning") && stderr.contains("without TLS"),
        "{stderr}"
    );
}

/// The descriptor limit of the server below.
#[cfg(target_os = "linux")]
const DESCRIPTORS: u64 = 64;

#[cfg(target_os = "linux")]
fn limit_descriptors() -> std::io::Result<()> {
    let limit = libc::rlimit {
        rlim_cur: DESCRIPTORS,
        rlim_max: DESCRIPTORS,
    };
    // SAFETY: a plain system call on a valid struct.
    match unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) } {
        0 => Ok(()),
        _ => Err(std::io::Error::last_os_error()),
    }
}

/// The test agent under a limit of 64 descriptors, flooded with more stalled
/// sockets than it can hold (with its default limits): it runs out of
/// descriptors, yet a new WebSocket client gets a full turn within seconds
/// (the sockets waiting longest are closed to make room), and once the
/// stalled clients go its descriptors come back.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stalled_sockets_do_not_keep_new_clients_out_of_a_server_out_of_descriptors() {
    let listening = test_agent_listening(&["0"], Some(limit_descriptors))
        .await
        .expect("the test agent listens");
    let pid = listening.child.id().unwrap();
    let idle = open_fds(pid);
    let addr: std::net::SocketAddr = listening
        .http_url
        .trim_start_matches("http://")
        .trim_end_matches("/acp")
        .parse()
        .unwrap();
    let mut stalled = Vec::new();
    for _ in 0..2 * DESCRIPTORS {
        stalled.push(stalled_socket(addr).await);
    }
    wait_until(WITHIN, || open_fds(pid) >= DESCRIPTORS as usize - 2).await;

    let started = Instant::now();
    let ws_url = format!("ws://{addr}/acp");
    let turn = async {
        let remote = connect(&ws_url, ClientConfig::default()).await?;
        remote
            .agent
            .initialize(InitializeRequest::new(1))
            .await
            .map_err(|e| remote_error(e.to_string()))?;
        let session = remote
            .agent
            .new_session(NewSessionRequest::new("/", vec![]))
            .await
            .map_err(|e| remote_error(e.to_string()))?
            .session_id;
        let done = remote
            .agent
            .prompt(text_prompt(session, "stream 20"))
            .await
            .map_err(|e| remote_error(e.to_string()))?;
        Ok::<_, acp::transport::remote::RemoteError>((remote, done))
    };
    // Before the first stalled socket times out: they are not what made room.
    let before_timeouts = ServerConfig::default().header_timeout;
    let (remote, done) = tokio::time::timeout(before_timeouts, turn)
        .await
        .expect("a new client is served while the server is out of descriptors")
        .expect("the turn");
    assert_eq!(done.stop_reason, StopReason::EndTurn);
    assert_eq!(remote.chunks.lock().unwrap().len(), 20);
    println!(
        "a new WebSocket turn under {DESCRIPTORS} descriptors and {} stalled sockets took {:?}",
        stalled.len(),
        started.elapsed()
    );
    remote.agent.0.close();
    drop(stalled);
    wait_until(WITHIN, || open_fds(pid) <= idle).await;
}

fn remote_error(why: String) -> acp::transport::remote::RemoteError {
    acp::transport::remote::RemoteError::Transport(why)
}
