//! Load through the reverse proxies agents are deployed behind: N clients of
//! the test agent (release build, a process of its own) each run a turn of
//! `stream M` (M chunks) at the same moment, over WebSocket and over
//! Streamable HTTP, straight to the agent, through nginx (the usual WebSocket
//! configuration with its default buffering, `tests/proxies/nginx-plain.conf`)
//! and through Caddy (`tests/proxies/Caddyfile-plain`), plain HTTP on
//! loopback, all in one run; a fresh agent and proxy for each round.
//!
//! Prints, per round, the turns' p50 and p99 latency (every chunk checked, in
//! order) and the RSS of the agent and of the proxy (all its processes) with
//! the clients connected and at its peak. `cargo bench --bench proxy_load
//! --features ws,http` runs 1,000 clients x 100 chunks (building the test
//! agent in release mode first; nginx and Caddy are installed from Debian's
//! packages when missing); without `--bench`, 50 x 100. `--connections N` and
//! `--chunks M` override.

use std::time::{Duration, Instant};

#[path = "../tests/support/debian.rs"]
mod debian;
#[path = "../tests/support/load_turns.rs"]
mod load_turns;
#[path = "../tests/support/proc_stats.rs"]
mod proc_stats;
#[path = "../tests/support/processes.rs"]
mod processes;
#[path = "../tests/support/release_agent.rs"]
mod release_agent;
// It reaches `debian`, `processes` and `scratch` as `super::`, here the
// crate root.
#[path = "../tests/support/reverse_proxy.rs"]
mod reverse_proxy;
#[path = "../tests/support/scratch.rs"]
mod scratch;

use load_turns::{open_sessions, percentile, turns_at_once};
use proc_stats::status_kib;
use reverse_proxy::{Agent, Kind, Proxy};

/// Each round must be done within this, or the run fails.
const LIMIT: Duration = Duration::from_secs(600);

#[derive(Clone, Copy)]
enum Transport {
    WebSocket,
    Http,
}

/// What the clients reach.
#[derive(Clone, Copy)]
enum Front {
    Direct,
    Through(Kind),
}

impl Front {
    fn name(self) -> &'static str {
        match self {
            Front::Direct => "direct",
            Front::Through(kind) => kind.name(),
        }
    }
}

/// What one round measured.
struct Round {
    p50: Duration,
    p99: Duration,
    took: Duration,
    agent_kib: (u64, u64),
    proxy_kib: Option<(u64, u64)>,
}

fn arg(name: &str) -> Option<usize> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1)?.parse().ok()
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let connections = arg("--connections").unwrap_or(if full { 1000 } else { 50 });
    let chunks = arg("--chunks").unwrap_or(100);
    let agent = release_agent::release_test_agent(&["ws", "http"]);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    println!(
        "proxy load: {connections} clients x {chunks} chunks, every turn at once; the test agent \
         (release build) in a process of its own; nginx {} and Caddy {} with plain-HTTP configs \
         on loopback",
        version(Kind::Nginx),
        version(Kind::Caddy)
    );
    println!(
        "{:<10} {:<7} {:>10} {:>10} {:>10}  {:>28}  {:>28}",
        "transport",
        "front",
        "turn p50",
        "turn p99",
        "all turns",
        "agent RSS connected / peak",
        "proxy RSS connected / peak"
    );
    for transport in [Transport::WebSocket, Transport::Http] {
        for front in [
            Front::Direct,
            Front::Through(Kind::Nginx),
            Front::Through(Kind::Caddy),
        ] {
            let round = runtime.block_on(async {
                tokio::time::timeout(LIMIT, round(&agent, transport, front, connections, chunks))
                    .await
                    .expect("the round finished within its time limit")
            });
            let kib = |(connected, peak): (u64, u64)| {
                format!("{:.1} / {:.1} MiB", mib(connected), mib(peak))
            };
            println!(
                "{:<10} {:<7} {:>10.2?} {:>10.2?} {:>10.2?}  {:>28}  {:>28}",
                match transport {
                    Transport::WebSocket => "WebSocket",
                    Transport::Http => "HTTP",
                },
                front.name(),
                round.p50,
                round.p99,
                round.took,
                kib(round.agent_kib),
                round.proxy_kib.map_or("-".to_owned(), kib),
            );
        }
    }
}

fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

/// One round on a fresh agent (and proxy).
async fn round(
    program: &std::path::Path,
    transport: Transport,
    front: Front,
    connections: usize,
    chunks: usize,
) -> Round {
    let max = (connections + 10).to_string();
    let agent = Agent::start(program, &["--max-connections", &max]);
    let proxy = match front {
        Front::Direct => None,
        Front::Through(Kind::Nginx) => Some(Proxy::start(
            Kind::Nginx,
            "tests/proxies/nginx-plain.conf",
            &[
                ("AGENT", agent.host_port()),
                ("READ_TIMEOUT", "3600s".into()),
            ],
        )),
        Front::Through(Kind::Caddy) => Some(Proxy::start(
            Kind::Caddy,
            "tests/proxies/Caddyfile-plain",
            &[("AGENT", agent.host_port()), ("HOST", "127.0.0.1".into())],
        )),
    };
    let authority = match &proxy {
        Some(proxy) => format!("127.0.0.1:{}", proxy.port),
        None => agent.host_port(),
    };
    let scheme = match transport {
        Transport::WebSocket => "ws",
        Transport::Http => "http",
    };
    let url = format!("{scheme}://{authority}/acp");
    let proxy_kib = |field: &str| {
        let proxy = proxy.as_ref()?;
        Some(
            proxy
                .pids()
                .iter()
                .map(|&pid| status_kib(pid, field))
                .sum::<u64>(),
        )
    };

    let clients = open_sessions(&url, connections).await;
    let agent_connected = status_kib(agent.pid(), "VmRSS");
    let proxy_connected = proxy_kib("VmRSS");
    let started = Instant::now();
    let latencies = turns_at_once(&clients, chunks, |i| format!("c{i} ")).await;
    let took = started.elapsed();
    let agent_peak = status_kib(agent.pid(), "VmHWM");
    let proxy_peak = proxy_kib("VmHWM");
    for (agent, _, _) in clients {
        agent.0.close();
    }
    Round {
        p50: percentile(&latencies, 0.50),
        p99: percentile(&latencies, 0.99),
        took,
        agent_kib: (agent_connected, agent_peak),
        proxy_kib: proxy_connected.zip(proxy_peak),
    }
}

/// What `kind -v` / `version` says, shortened.
fn version(kind: Kind) -> String {
    let (program, arg) = match kind {
        Kind::Nginx => (debian::program(&["nginx"], "nginx"), "-v"),
        Kind::Caddy => (debian::program(&["caddy"], "caddy"), "version"),
    };
    let out = std::process::Command::new(program).arg(arg).output();
    let text = out
        .map(|o| String::from_utf8_lossy(&[o.stdout, o.stderr].concat()).into_owned())
        .unwrap_or_default();
    text.split_whitespace()
        .find(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit()) || w.contains('/'))
        .map(|w| w.trim_start_matches("nginx/").to_owned())
        .unwrap_or_else(|| "?".into())
}
