//! Load on one remote agent server: N concurrent WebSocket connections to the
//! test agent (`examples/test_agent.rs --listen`, its own process), each running
//! one turn of `stream M` (M streamed chunks) at the same moment.
//!
//! Prints the connections held, the turns completed, p50/p99 turn latency, the
//! server's peak RSS and its RSS per connection, and checks that every chunk
//! arrived, in order. `cargo bench --bench remote_load --features ws` runs 1,000
//! connections x 100 chunks (it builds the test agent in release mode first);
//! without `--bench`, 50 x 100. `--connections N` and `--chunks M` override.
//! `--compare` runs the same load against an agent written with the official
//! SDK and served by its `agent-client-protocol-http` server
//! (`tests/official-http`, built in release mode too) and prints the ratios.
//!
//! Then every client vanishes mid-turn: the same number of connections, each in
//! the middle of a turn of a million chunks, are held by a child process that is
//! killed (no close frame, no DELETE: the sockets just go). Prints the server's
//! RSS once it settles, against its RSS with the connections and when idle, and
//! checks that a new connection still gets a full turn. A server whose RSS
//! passes 4 GiB is stopped and reported (the official one does, in that round).
//!
//! Then the attacks of an open network (`remote_load/attacks.rs`), each on a
//! fresh server with its default settings and `ulimit -n 512`: stalled
//! sockets, initialize-only HTTP connections, silent WebSocket clients,
//! broken WebSocket frames, and (ours only) a public address without a
//! token; it prints what each server did. `--attacks-only` runs just those;
//! `--no-attacks` leaves them out. `--agent PATH` runs another build of the
//! test agent as ours.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use acp::v1::*;
use futures_util::StreamExt;
use tokio::io::{AsyncBufReadExt, BufReader};

#[path = "remote_load/attacks.rs"]
mod attacks;
#[path = "../tests/support/load_turns.rs"]
mod load_turns;
#[path = "../tests/support/proc_stats.rs"]
mod proc_stats;
#[path = "../tests/support/release_agent.rs"]
mod release_agent;

use load_turns::{open_session, open_sessions, percentile, turns_at_once};
use proc_stats::{cpu_ticks, open_fds, status_kib as rss_kib};

/// Everything must be done within this, or the run fails.
const LIMIT: Duration = Duration::from_secs(600);

fn arg(name: &str) -> Option<usize> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1)?.parse().ok()
}

/// A server under load: how to start it, and the text of its chunk `i`.
struct Target {
    name: &'static str,
    program: PathBuf,
    args: Vec<String>,
    /// The arguments of a server with its default settings, for the attacks.
    attack_args: Vec<String>,
    chunk: fn(usize) -> String,
    /// Whether this is our server, whose cleanup the run checks.
    ours: bool,
}

/// What one run measured.
struct Summary {
    p50: Duration,
    p99: Duration,
    kib_per_connection: f64,
    peak_kib: u64,
}

fn main() {
    if let Some(at) = std::env::args().position(|a| a == VANISHING) {
        let args: Vec<String> = std::env::args().skip(at + 1).collect();
        return vanishing_clients(&args[0], args[1].parse().expect("a count"));
    }
    let full = std::env::args().any(|a| a == "--bench");
    let compare = std::env::args().any(|a| a == "--compare");
    let connections = arg("--connections").unwrap_or(if full { 1000 } else { 50 });
    let chunks = arg("--chunks").unwrap_or(100);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    // `--agent PATH`: another build of the test agent, to compare builds.
    let agent = match std::env::args().position(|a| a == "--agent") {
        Some(at) => PathBuf::from(std::env::args().nth(at + 1).expect("--agent PATH")),
        None => release_agent::release_test_agent(&["ws", "http"]),
    };
    let ours = Target {
        name: "test agent (acp, remote::serve)",
        program: agent,
        attack_args: vec!["--listen".into(), "0".into()],
        args: vec![
            "--listen".into(),
            "0".into(),
            "--max-connections".into(),
            // The first round's connections may still be closing when the
            // vanishing round connects.
            (2 * connections + 10).to_string(),
        ],
        chunk: |i| format!("c{i} "),
        ours: true,
    };
    let mut targets = vec![ours];
    if compare {
        targets.push(Target {
            name: "official agent (agent-client-protocol-http AcpHttpServer)",
            program: release_agent::release_official_http_peer(),
            args: vec!["serve".into()],
            attack_args: vec!["serve".into()],
            chunk: |i| format!("c{i}"),
            ours: false,
        });
    }
    if std::env::args().any(|a| a == "--attacks-only") {
        for target in &targets {
            runtime.block_on(attacks::run(target));
        }
        return;
    }
    let summaries: Vec<Summary> = targets
        .iter()
        .map(|target| {
            runtime.block_on(async {
                tokio::time::timeout(LIMIT, run(target, connections, chunks))
                    .await
                    .expect("the load run finished within its time limit")
            })
        })
        .collect();
    if let [ours, official] = summaries.as_slice() {
        let ratio = |a: f64, b: f64| if b > 0.0 { a / b } else { f64::NAN };
        println!(
            "acp / official: p50 latency x{:.2}, p99 latency x{:.2}, RSS per connection x{:.2}, peak RSS x{:.2}",
            ratio(ours.p50.as_secs_f64(), official.p50.as_secs_f64()),
            ratio(ours.p99.as_secs_f64(), official.p99.as_secs_f64()),
            ratio(ours.kib_per_connection, official.kib_per_connection),
            ratio(ours.peak_kib as f64, official.peak_kib as f64),
        );
    }
    if !std::env::args().any(|a| a == "--no-attacks") {
        for target in &targets {
            runtime.block_on(attacks::run(target));
        }
    }
}

async fn run(target: &Target, connections: usize, chunks: usize) -> Summary {
    let mut server = tokio::process::Command::new(&target.program)
        .args(&target.args)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("the server starts");
    let pid = server.id().expect("the server's pid");
    let watchdog = tokio::spawn(memory_watchdog(pid));
    let mut lines = BufReader::new(server.stdout.take().unwrap()).lines();
    let url = loop {
        let line = lines
            .next_line()
            .await
            .unwrap()
            .expect("the server prints its URL");
        if let Some(at) = line.find("ws://") {
            break line[at..].to_owned();
        }
        if let Some(addr) = line.strip_prefix("listening on ") {
            break format!("ws://{addr}/acp");
        }
    };
    let baseline = rss_kib(pid, "VmRSS");
    let idle_fds = open_fds(pid);

    // Connect and open a session on every connection, 64 at a time.
    let started = Instant::now();
    let peers = open_sessions(&url, connections).await;
    let connect_time = started.elapsed();
    let held = peers.iter().filter(|(a, _, _)| !a.0.is_closed()).count();
    let with_connections = rss_kib(pid, "VmRSS");

    // Every connection runs its turn at once.
    let started = Instant::now();
    let latencies = turns_at_once(&peers, chunks, target.chunk).await;
    let turn_time = started.elapsed();
    let peak = rss_kib(pid, "VmHWM");
    let after = rss_kib(pid, "VmRSS");
    let percentile = |p: f64| percentile(&latencies, p);
    let completed = latencies.len();
    assert_eq!(held, connections, "connections dropped");
    for (agent, _, _) in peers {
        agent.0.close();
    }
    // Several rounds: freed memory stays with the allocator rather than going
    // back to the system, so what shows a leak is growth from round to round.
    let mut vanished = vec![];
    for _ in 0..arg("--rounds").unwrap_or(ROUNDS) {
        let round = vanish(target, &url, pid, connections, idle_fds).await;
        if let Ok(Some(status)) = server.try_wait() {
            let why = match watchdog.is_finished() {
                true => format!("it passed {} GiB and was stopped", MEMORY_CAP_KIB >> 20),
                false => format!("it exited ({status})"),
            };
            vanished.push(Err(why));
            break;
        }
        vanished.push(round);
    }

    println!(
        "remote load: {connections} WebSocket connections x {chunks} chunks, {} in its own process",
        target.name
    );
    println!("  connected and in session: {held}/{connections} in {connect_time:.2?}");
    println!(
        "  turns completed: {completed}/{connections} in {turn_time:.2?}, every chunk in order"
    );
    println!(
        "  turn latency: p50 {:.2?}, p99 {:.2?}, max {:.2?}",
        percentile(0.50),
        percentile(0.99),
        latencies[latencies.len() - 1]
    );
    println!(
        "  server RSS: {} KiB idle, {} KiB with the connections ({:.1} KiB per connection), {} KiB after the turns, peak {} KiB",
        baseline,
        with_connections,
        (with_connections.saturating_sub(baseline)) as f64 / connections as f64,
        after,
        peak
    );
    println!(
        "  {:.0} chunks/s through the server",
        (connections * chunks) as f64 / turn_time.as_secs_f64()
    );
    for (round, vanished) in vanished.iter().enumerate() {
        let vanished = match vanished {
            Ok(vanished) => vanished,
            Err(why) => {
                println!(
                    "  round {}: the vanishing clients could not start: {why}",
                    round + 1
                );
                assert!(!target.ours, "our server refused the vanishing clients");
                continue;
            }
        };
        let [fds_before, with_them_fds, fds_after] = vanished.fds;
        println!(
            "  round {}, {connections} clients vanished mid-turn: the server's descriptors {with_them_fds} -> {fds_after} (before: {fds_before}) in {:.2?}; CPU in the second after: {} ticks; RSS {} KiB with them, {} KiB after; a new connection's turn after: {:.2?}",
            round + 1,
            vanished.settle_time,
            vanished.cpu_after_ticks,
            vanished.with_them_kib,
            vanished.settled_kib,
            vanished.next_turn
        );
        if fds_after > fds_before {
            println!(
                "    {} descriptors still open 30 s after the clients vanished",
                fds_after - fds_before
            );
        }
        // Ours must clean up; the official server's figures are only shown.
        assert!(
            !target.ours || fds_after <= fds_before,
            "the vanished clients' sockets stay open"
        );
        assert!(
            with_them_fds >= fds_before + connections,
            "the vanishing clients were not all connected"
        );
    }
    let settled: Vec<String> = vanished
        .iter()
        .flatten()
        .map(|v| v.settled_kib.to_string())
        .collect();
    println!(
        "  RSS after each vanishing round: {} KiB",
        settled.join(", ")
    );
    watchdog.abort();
    let _ = server.kill().await;
    Summary {
        p50: percentile(0.50),
        p99: percentile(0.99),
        kib_per_connection: (with_connections.saturating_sub(baseline)) as f64 / connections as f64,
        peak_kib: peak,
    }
}

/// A server past this RSS is killed (and reported), so that a server that
/// buffers without bound does not take the machine's memory.
const MEMORY_CAP_KIB: u64 = 4 << 20;

/// Kills the process `pid` once its RSS passes [`MEMORY_CAP_KIB`]; returns then.
async fn memory_watchdog(pid: u32) {
    while rss_kib(pid, "VmRSS") < MEMORY_CAP_KIB {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let _ = std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status();
}

/// How many times the clients vanish, unless `--rounds N` says.
const ROUNDS: usize = 3;

/// The argument that makes this program the child holding the vanishing clients.
const VANISHING: &str = "--vanishing-clients";

/// What happened when the clients vanished.
struct Vanished {
    with_them_kib: u64,
    settled_kib: u64,
    /// The server's open descriptors before, with the clients, after.
    fds: [usize; 3],
    /// The server's CPU time in the second after it cleaned up, in clock ticks.
    cpu_after_ticks: u64,
    settle_time: Duration,
    next_turn: Duration,
}

/// Starts `connections` clients in a child process, each in the middle of a long
/// turn, kills the child, and waits for the server's RSS to settle; then runs
/// one turn on a new connection.
async fn vanish(
    target: &Target,
    url: &str,
    pid: u32,
    connections: usize,
    idle_fds: usize,
) -> Result<Vanished, String> {
    // The first round's connections, closed by their clients, end first.
    let fds_before = settle_fds(pid, idle_fds).await;
    let mut child = tokio::process::Command::new(std::env::current_exe().unwrap())
        .args([VANISHING, url, &connections.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("the child holding the vanishing clients starts");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let ready = lines.next_line().await.unwrap().unwrap_or_default();
    if ready != "streaming" {
        return Err(ready);
    }
    let with_them_kib = rss_kib(pid, "VmRSS");
    let with_them_fds = open_fds(pid);
    child.start_kill().unwrap();
    let _ = child.wait().await;

    // Cleaned up: the server's open descriptors are back to what they were
    // before the round (every socket closed), and its CPU time stops growing
    // (every turn ended).
    let gone = Instant::now();
    let fds_after = settle_fds(pid, idle_fds).await;
    let settle_time = gone.elapsed();
    let cpu_before = cpu_ticks(pid);
    tokio::time::sleep(Duration::from_secs(1)).await;
    let cpu_after_ticks = cpu_ticks(pid) - cpu_before;
    let settled_kib = rss_kib(pid, "VmRSS");

    let at = Instant::now();
    new_turn(target, url)
        .await
        .map_err(|e| format!("a new connection after the clients vanished: {e}"))?;
    Ok(Vanished {
        with_them_kib,
        settled_kib,
        fds: [fds_before, with_them_fds, fds_after],
        cpu_after_ticks,
        settle_time,
        next_turn: at.elapsed(),
    })
}

/// The child: `count` clients at `url`, each starting a turn of a million
/// chunks; prints `streaming` once every one has received a chunk, then waits
/// to be killed.
fn vanishing_clients(url: &str, count: usize) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let started: Vec<Result<_, String>> = futures_util::stream::iter(0..count)
            .map(|_| async move {
                let (agent, session, counter) = open_session(url).await?;
                let prompt = PromptRequest::new(
                    session,
                    vec![ContentBlock::from(TextContent::new("stream 1000000"))],
                );
                let turn = tokio::spawn({
                    let agent = agent.clone();
                    async move { agent.prompt(prompt).await }
                });
                while counter.chunks.lock().unwrap().is_empty() {
                    if turn.is_finished() {
                        let ended = turn.await.map_err(|e| e.to_string())?;
                        return Err(format!("the turn ended before its first chunk: {ended:?}"));
                    }
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
                Ok((agent, turn))
            })
            .buffer_unordered(64)
            .collect()
            .await;
        let failed = started.iter().filter(|s| s.is_err()).count();
        if let Some(Err(first)) = started.iter().find(|s| s.is_err()) {
            println!("refused: {failed} of {count} clients failed, the first with {first}");
            return;
        }
        println!("streaming");
        std::future::pending::<()>().await;
        drop(started);
    });
}

/// Waits (at most 30 s) until the process has no more than `idle` descriptors
/// open; returns how many it has.
async fn settle_fds(pid: u32, idle: usize) -> usize {
    let started = Instant::now();
    while open_fds(pid) > idle && started.elapsed() < Duration::from_secs(30) {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    open_fds(pid)
}

/// A new connection to `url` runs a turn of 100 chunks and closes: whether
/// every chunk arrived, in order.
async fn new_turn(target: &Target, url: &str) -> Result<(), String> {
    let (agent, session, counter) = open_session(url).await?;
    let response = agent
        .prompt(PromptRequest::new(
            session,
            vec![ContentBlock::from(TextContent::new("stream 100"))],
        ))
        .await
        .map_err(|e| format!("the turn: {e}"))?;
    agent.0.close();
    let expected: Vec<String> = (0..100).map(target.chunk).collect();
    match response.stop_reason == StopReason::EndTurn && *counter.chunks.lock().unwrap() == expected
    {
        true => Ok(()),
        false => Err("chunks lost or out of order".into()),
    }
}
