//! Memory of a remote agent server across bursts of clients: leak or
//! retention?
//!
//! The server (`remote::serve` with the remote tests' agent) runs in this
//! process, whose global allocator counts the bytes allocated and not yet
//! freed; the clients run in a child process, so their memory is not counted.
//! Each round, N WebSocket clients connect at once, open a session and run a
//! turn of M streamed chunks; then they close (or, with `--vanish`, their
//! process is killed mid-way through million-chunk turns). Once the server
//! has no connection and no socket left, the round prints:
//!
//! - the bytes the program holds (the counting allocator): if this grows from
//!   round to round, something leaks;
//! - glibc's view (`mallinfo2`): bytes in use, and bytes free but kept in
//!   its arenas (retention);
//! - the process's RSS.
//!
//! `cargo bench --features ws --bench remote_memory -- --rounds 50 --clients
//! 500` (defaults: 50 rounds of 500 clients x 100 chunks); `--no-trim` turns
//! [`ServerConfig::trim_memory`] off to show what the allocator keeps.

use std::alloc::{GlobalAlloc, Layout, System};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use acp::transport::remote::{ClientConfig, ServerConfig};
use acp::v1::*;
use futures_util::StreamExt;
use tokio::io::{AsyncBufReadExt, BufReader};

#[path = "../tests/support/proc_stats.rs"]
mod proc_stats;
#[path = "../tests/support/remote_peers.rs"]
mod remote_peers;

/// The system allocator, counting the bytes held.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            HELD.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            HELD.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            HELD.fetch_sub(layout.size(), Ordering::Relaxed);
            HELD.fetch_add(new_size, Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The argument that makes this program the child holding the clients.
const CLIENTS: &str = "--clients-child";

fn arg(name: &str) -> Option<usize> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1)?.parse().ok()
}

fn flag(name: &str) -> bool {
    std::env::args().any(|a| a == name)
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    if let Some(at) = std::env::args().position(|a| a == CLIENTS) {
        let args: Vec<String> = std::env::args().skip(at + 1).collect();
        let count = args[1].parse().expect("a count");
        let chunks = args[2].parse().expect("a chunk count");
        return runtime.block_on(clients(&args[0], count, chunks, args[3] == "vanish"));
    }
    let rounds = arg("--rounds").unwrap_or(50);
    let clients = arg("--clients").unwrap_or(500);
    let chunks = arg("--chunks").unwrap_or(100);
    let vanish = flag("--vanish");
    let trim = !flag("--no-trim");
    runtime.block_on(run(rounds, clients, chunks, vanish, trim));
}

/// What glibc's allocator says: bytes in use, bytes free but kept.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn glibc() -> (usize, usize) {
    // SAFETY: mallinfo2 only reads the allocator's statistics.
    let info = unsafe { libc::mallinfo2() };
    (info.uordblks + info.hblkhd, info.fordblks)
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn glibc() -> (usize, usize) {
    (0, 0)
}

fn mib(bytes: usize) -> f64 {
    bytes as f64 / (1 << 20) as f64
}

async fn run(rounds: usize, clients: usize, chunks: usize, vanish: bool, trim: bool) {
    let config = ServerConfig::default()
        .max_connections(clients + 10)
        .trim_memory(trim);
    let (server, _log) = remote_peers::start_server(config).await;
    let pid = std::process::id();
    let kind = if vanish {
        "vanish mid-way through million-chunk turns (their process killed)".to_owned()
    } else {
        format!("run a turn of {chunks} chunks and close")
    };
    println!(
        "remote memory: {rounds} rounds of {clients} WebSocket clients that {kind}; trimming {}",
        if trim { "on" } else { "off" }
    );
    let idle = (
        HELD.load(Ordering::Relaxed),
        glibc(),
        proc_stats::status_kib(pid, "VmRSS"),
    );
    println!(
        "  idle: held {:.1} KiB, glibc in use {:.1} MiB, free in arenas {:.1} MiB, RSS {:.1} MiB",
        idle.0 as f64 / 1024.0,
        mib(idle.1 .0),
        mib(idle.1 .1),
        idle.2 as f64 / 1024.0
    );
    let mut held_after = Vec::new();
    let mut rss_after = Vec::new();
    for round in 1..=rounds {
        let started = Instant::now();
        let mut child = tokio::process::Command::new(std::env::current_exe().unwrap())
            .args([CLIENTS, &server.ws_url(), &clients.to_string()])
            .arg(chunks.to_string())
            .arg(if vanish { "vanish" } else { "close" })
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("the clients' process starts");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let said = lines.next_line().await.unwrap().unwrap_or_default();
        assert_eq!(said, "ready", "the clients");
        let peak_rss = proc_stats::status_kib(pid, "VmRSS");
        let peak_held = HELD.load(Ordering::Relaxed);
        if vanish {
            child.start_kill().unwrap();
        } else {
            // Any line tells the clients to close.
            let mut stdin = child.stdin.take().unwrap();
            tokio::io::AsyncWriteExt::write_all(&mut stdin, b"close\n")
                .await
                .unwrap();
            let said = lines.next_line().await.unwrap().unwrap_or_default();
            assert_eq!(said, "done", "the clients");
        }
        let _ = child.wait().await;
        let deadline = Instant::now() + Duration::from_secs(60);
        while (server.connections() > 0 || server.sockets() > 0) && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(server.connections(), 0, "connections left after the round");
        // Trimming waits a second after the last connection ended.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let held = HELD.load(Ordering::Relaxed);
        let (in_use, kept) = glibc();
        let rss = proc_stats::status_kib(pid, "VmRSS");
        println!(
            "  round {round:2}: with the clients held {:6.1} MiB, RSS {:6.1} MiB; after: held {:6.1} KiB, glibc in use {:6.1} MiB, free in arenas (resident or not) {:6.1} MiB, RSS {:6.1} MiB ({:.1?})",
            mib(peak_held),
            peak_rss as f64 / 1024.0,
            held as f64 / 1024.0,
            mib(in_use),
            mib(kept),
            rss as f64 / 1024.0,
            started.elapsed()
        );
        held_after.push(held);
        rss_after.push(rss);
    }
    let half = rounds / 2;
    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / v.len().max(1) as f64;
    let first_half = mean(&held_after[..half]);
    let second_half = mean(&held_after[half..]);
    println!(
        "  held after a round: {:.1} KiB on average over rounds 1-{half}, {:.1} KiB over rounds {}-{rounds} ({:+.2} KiB per round)",
        first_half / 1024.0,
        second_half / 1024.0,
        half + 1,
        (second_half - first_half) / 1024.0 / (rounds - half).max(1) as f64
    );
    let rss: Vec<String> = rss_after
        .iter()
        .map(|kib| format!("{:.0}", *kib as f64 / 1024.0))
        .collect();
    println!("  RSS after each round, MiB: {}", rss.join(" "));
    if !trim {
        let (took, rss) = trim_now(pid);
        println!(
            "  one malloc_trim(0) now takes {took:.1?} and leaves RSS at {:.1} MiB",
            rss as f64 / 1024.0
        );
    }
}

/// Trims glibc's arenas at once: how long it took, and the RSS (KiB) after.
fn trim_now(pid: u32) -> (Duration, u64) {
    let started = Instant::now();
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes each arena's lock; it is safe at any time.
    unsafe {
        libc::malloc_trim(0);
    }
    (started.elapsed(), proc_stats::status_kib(pid, "VmRSS"))
}

/// The child: `count` clients at `url`. Each opens a session and runs a
/// turn of `chunks` chunks; the child prints `ready`, and once it reads a
/// line the clients close and it prints `done`. Or (`vanish`) each starts a
/// turn of a million chunks, the child prints `ready` once every one has a
/// chunk, and waits to be killed.
async fn clients(url: &str, count: usize, chunks: usize, vanish: bool) {
    let prompt = if vanish {
        "stream 1000000".to_owned()
    } else {
        format!("stream {chunks}")
    };
    let results: Vec<Result<_, String>> = futures_util::stream::iter(0..count)
        .map(|_| {
            let prompt = prompt.clone();
            async move {
                let remote = remote_peers::connect(url, ClientConfig::default())
                    .await
                    .map_err(|e| e.to_string())?;
                remote
                    .agent
                    .initialize(InitializeRequest::new(1))
                    .await
                    .map_err(|e| e.to_string())?;
                let session = remote
                    .agent
                    .new_session(NewSessionRequest::new("/", vec![]))
                    .await
                    .map_err(|e| e.to_string())?
                    .session_id;
                let turn = tokio::spawn({
                    let agent = remote.agent.clone();
                    async move {
                        agent
                            .prompt(remote_peers::text_prompt(session, prompt))
                            .await
                    }
                });
                Ok((remote, turn))
            }
        })
        .buffer_unordered(64)
        .collect()
        .await;
    let mut held = Vec::new();
    for result in results {
        match result {
            Ok(client) => held.push(client),
            Err(why) => {
                println!("a client failed: {why}");
                return;
            }
        }
    }
    if vanish {
        while held
            .iter()
            .any(|(remote, _)| remote.chunks.lock().unwrap().is_empty())
        {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        println!("ready");
        std::future::pending::<()>().await;
    }
    let mut closing = Vec::new();
    for (remote, turn) in held {
        let answer = turn.await.expect("the turn's task");
        if let Err(err) = answer {
            println!("a turn failed: {err}");
            return;
        }
        closing.push(remote);
    }
    println!("ready");
    let mut line = String::new();
    let _ = BufReader::new(tokio::io::stdin())
        .read_line(&mut line)
        .await;
    for remote in closing {
        remote.agent.0.close();
        let _ = remote.done.await;
    }
    println!("done");
}
