//! The runtime against the official Rust SDK (`agent-client-protocol` 5.2.0), same
//! workload, same run, over real pipes between two processes: a client in this
//! process and an agent in a child process (this binary run again with
//! `ACP_BENCH_ROLE=ours-agent` or `official-agent`, serving ACP on its stdio).
//! Ours is our client with our agent; official is the official client with the
//! official agent.
//!
//! Prompt convention of both agents: `stream M` sends M `session/update`
//! `agent_message_chunk` notifications with text `c<i> `, checking for
//! `session/cancel` before each one, then answers `end_turn` (or `cancelled`);
//! `echo <text>` sends one chunk with `<text>`, then answers `end_turn`.
//!
//! Measurements, each with a fresh agent process:
//! 1. streaming: `stream 100000`, notifications per second counted by the client,
//!    from sending the prompt to its response (median of rounds);
//! 2. latency: 2,000 sequential `echo hi` prompts after 100 unmeasured ones, p50
//!    and p99 of the round trip;
//! 3. memory: the agent's peak RSS (`VmHWM` of /proc/<pid>/status, read by the
//!    client after the streaming prompt answered, while the agent still runs);
//! 4. cancel: `stream 2000000`, `session/cancel` 100 ms after the prompt was sent;
//!    time from the cancel to the `cancelled` response, and the chunks the client
//!    received after sending the cancel (the round with the median cancel time).
//!
//! Each measurement's rounds print one line each before the table. The table's
//! ratio is always ours / official (higher is better for notifications/s, lower
//! for everything else).
//!
//! Run with `cargo bench --bench runtime`. Without `--bench` (as under
//! `cargo test --benches`) it runs a small version of the same workload.
//!
//! The official agent (and the prompt convention) is in `support/official.rs`,
//! shared with the served_store benchmark; its docs say how it sends.

use std::future::Future;
use std::pin::Pin;
use std::process::Stdio;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use acp::transport::{serve_stdio, ProcessSpec, Stderr};
use acp::v1 as ours;
use agent_client_protocol as off;
use off::v1::schema as offs;
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

#[path = "support/official.rs"]
mod official;

use official::parse_prompt;

const ROLE: &str = "ACP_BENCH_ROLE";

fn main() {
    match std::env::var(ROLE).as_deref() {
        Ok("ours-agent") => return ours_agent_main(),
        Ok("official-agent") => return official::agent_main(),
        _ => {}
    }
    let full = std::env::args().any(|a| a == "--bench");
    let plan = if full { Plan::FULL } else { Plan::QUICK };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let started = Instant::now();
    rt.block_on(async move { tokio::spawn(run(plan)).await.expect("bench task panicked") });
    println!(
        "\ntotal bench time: {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

// ---------------------------------------------------------------------------
// Workload

#[derive(Clone, Copy)]
struct Plan {
    stream_len: u64,
    stream_rounds: usize,
    warmup_prompts: usize,
    prompts: usize,
    cancel_stream_len: u64,
    cancel_after: Duration,
    cancel_rounds: usize,
}

impl Plan {
    const FULL: Plan = Plan {
        stream_len: 100_000,
        stream_rounds: 3,
        warmup_prompts: 100,
        prompts: 2_000,
        cancel_stream_len: 2_000_000,
        cancel_after: Duration::from_millis(100),
        cancel_rounds: 3,
    };
    const QUICK: Plan = Plan {
        stream_len: 2_000,
        stream_rounds: 1,
        warmup_prompts: 5,
        prompts: 50,
        cancel_stream_len: 2_000_000,
        cancel_after: Duration::from_millis(20),
        cancel_rounds: 1,
    };
}

/// What a prompt's `stopReason` was, or why there was none.
#[derive(Debug, Clone, PartialEq)]
enum Stop {
    EndTurn,
    Cancelled,
    Other(String),
}

type BoxFut<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A client connected to an agent with one session, by either SDK.
trait Peer: Sync {
    fn prompt<'a>(&'a self, text: String) -> BoxFut<'a, Stop>;
    fn cancel(&self) -> BoxFut<'_, ()>;
    /// `agent_message_chunk` updates handled by the client so far.
    fn chunks(&self) -> u64;
    /// The agent's process id.
    fn pid(&self) -> u32;
}

#[derive(Clone, Copy)]
enum Scenario {
    Stream(u64),
    Latency { warmup: usize, prompts: usize },
    Cancel { len: u64, after: Duration },
}

#[derive(Debug, Clone)]
enum Outcome {
    Stream(StreamResult),
    Latency(Vec<Duration>),
    Cancel(CancelResult),
}

#[derive(Debug, Clone)]
struct StreamResult {
    stop: Stop,
    elapsed: Duration,
    /// Chunks the client had handled when the prompt returned.
    received: u64,
    agent_hwm_kib: Option<u64>,
    agent_cpu: Option<Duration>,
    client_cpu: Option<Duration>,
}

#[derive(Debug, Clone)]
struct CancelResult {
    stop: Stop,
    /// From sending `session/cancel` to the prompt's response.
    cancel_to_response: Duration,
    before_cancel: u64,
    after_cancel: u64,
}

async fn run_scenario(peer: &dyn Peer, scenario: Scenario) -> Outcome {
    match scenario {
        Scenario::Stream(n) => {
            let text = format!("stream {n}");
            let before = peer.chunks();
            let agent_cpu = cpu_time(peer.pid());
            let client_cpu = cpu_time_self();
            let t = Instant::now();
            let stop = peer.prompt(text).await;
            let elapsed = t.elapsed();
            let received = peer.chunks() - before;
            let agent_cpu_after = cpu_time(peer.pid());
            let client_cpu_after = cpu_time_self();
            Outcome::Stream(StreamResult {
                stop,
                elapsed,
                received,
                agent_hwm_kib: vm_hwm_kib(peer.pid()),
                agent_cpu: agent_cpu_after.zip(agent_cpu).map(|(a, b)| a - b),
                client_cpu: client_cpu_after.zip(client_cpu).map(|(a, b)| a - b),
            })
        }
        Scenario::Latency { warmup, prompts } => {
            let mut samples = Vec::with_capacity(prompts);
            for i in 0..warmup + prompts {
                let text = String::from("echo hi");
                let t = Instant::now();
                let stop = peer.prompt(text).await;
                let rtt = t.elapsed();
                assert_eq!(stop, Stop::EndTurn, "echo prompt");
                if i >= warmup {
                    samples.push(rtt);
                }
            }
            Outcome::Latency(samples)
        }
        Scenario::Cancel { len, after } => {
            let text = format!("stream {len}");
            let before = peer.chunks();
            let mut prompt = peer.prompt(text);
            let sent = Instant::now();
            let early = tokio::select! {
                stop = &mut prompt => Some(stop),
                () = tokio::time::sleep_until((sent + after).into()) => None,
            };
            if let Some(stop) = early {
                panic!("the {len}-chunk prompt ended before the cancel: {stop:?}");
            }
            let at_cancel = peer.chunks();
            let t = Instant::now();
            peer.cancel().await;
            let stop = prompt.await;
            let cancel_to_response = t.elapsed();
            Outcome::Cancel(CancelResult {
                stop,
                cancel_to_response,
                before_cancel: at_cancel - before,
                after_cancel: peer.chunks() - at_cancel,
            })
        }
    }
}

// ---------------------------------------------------------------------------
// Ours

#[derive(Default)]
struct OursAgent {
    cancelled: AtomicBool,
}

impl ours::Agent for OursAgent {
    async fn initialize(
        &self,
        params: ours::InitializeRequest,
        _client: ours::ClientPeer,
    ) -> acp::Result<ours::InitializeResponse> {
        Ok(ours::InitializeResponse::new(params.protocol_version))
    }

    async fn new_session(
        &self,
        _params: ours::NewSessionRequest,
        _client: ours::ClientPeer,
    ) -> acp::Result<ours::NewSessionResponse> {
        Ok(ours::NewSessionResponse::new("sess-1"))
    }

    async fn prompt(
        &self,
        params: ours::PromptRequest,
        client: ours::ClientPeer,
    ) -> acp::Result<ours::PromptResponse> {
        self.cancelled.store(false, Ordering::SeqCst);
        let text = match params.prompt.first() {
            Some(ours::ContentBlock::Text(t)) => t.text.as_str(),
            _ => "",
        };
        let (count, echo) = parse_prompt(text);
        for i in 0..count {
            if self.cancelled.load(Ordering::SeqCst) {
                return Ok(ours::PromptResponse::new(ours::StopReason::Cancelled));
            }
            let chunk = match echo {
                Some(echo) => echo.to_owned(),
                None => format!("c{i} "),
            };
            let update = ours::SessionUpdate::AgentMessageChunk(ours::ContentChunk::new(
                ours::ContentBlock::from(ours::TextContent::new(chunk)),
            ));
            client
                .session_update(ours::SessionNotification::new(
                    params.session_id.clone(),
                    update,
                ))
                .await?;
        }
        Ok(ours::PromptResponse::new(ours::StopReason::EndTurn))
    }

    async fn cancel(&self, _params: ours::CancelNotification, _client: ours::ClientPeer) {
        self.cancelled.store(true, Ordering::SeqCst);
    }
}

fn ours_agent_main() {
    let rt = agent_runtime();
    rt.block_on(serve_stdio(
        ours::AgentHandler(OursAgent::default()),
        acp::Config::default(),
    ));
}

struct CountingClient(Arc<AtomicU64>);

impl ours::Client for CountingClient {
    async fn session_update(&self, params: ours::SessionNotification, _agent: ours::AgentPeer) {
        if let ours::SessionUpdate::AgentMessageChunk(_) = params.update {
            self.0.fetch_add(1, Ordering::Relaxed);
        }
    }
}

struct OursPeer {
    agent: ours::AgentPeer,
    session: ours::SessionId,
    chunks: Arc<AtomicU64>,
    pid: u32,
}

impl Peer for OursPeer {
    fn prompt<'a>(&'a self, text: String) -> BoxFut<'a, Stop> {
        Box::pin(async move {
            let request = ours::PromptRequest::new(
                self.session.clone(),
                vec![ours::ContentBlock::from(ours::TextContent::new(text))],
            );
            match self.agent.prompt(request).await {
                Ok(r) => match r.stop_reason {
                    ours::StopReason::EndTurn => Stop::EndTurn,
                    ours::StopReason::Cancelled => Stop::Cancelled,
                    other => Stop::Other(format!("{other:?}")),
                },
                Err(e) => Stop::Other(format!("error: {e:?}")),
            }
        })
    }

    fn cancel(&self) -> BoxFut<'_, ()> {
        Box::pin(async move {
            self.agent
                .cancel(ours::CancelNotification::new(self.session.clone()))
                .await
                .expect("send session/cancel");
        })
    }

    fn chunks(&self) -> u64 {
        self.chunks.load(Ordering::Relaxed)
    }

    fn pid(&self) -> u32 {
        self.pid
    }
}

async fn with_ours(scenario: Scenario) -> Outcome {
    let chunks = Arc::new(AtomicU64::new(0));
    let child = ProcessSpec::new(std::env::current_exe().expect("current exe"))
        .env(ROLE, "ours-agent")
        .stderr(Stderr::Inherit)
        .spawn(ours::ClientHandler(CountingClient(chunks.clone())))
        .expect("spawn our agent");
    let pid = child.id().expect("agent pid");
    let agent = ours::AgentPeer(child.connection().clone());
    agent
        .initialize(ours::InitializeRequest::new(1))
        .await
        .expect("initialize");
    let session = agent
        .new_session(ours::NewSessionRequest::new("/", vec![]))
        .await
        .expect("session/new")
        .session_id;
    let peer = OursPeer {
        agent,
        session,
        chunks,
        pid,
    };
    let outcome = run_scenario(&peer, scenario).await;
    drop(peer);
    match tokio::time::timeout(Duration::from_secs(10), child.shutdown()).await {
        Ok(Ok(status)) if status.success() => {}
        other => eprintln!("our agent did not exit cleanly: {other:?}"),
    }
    outcome
}

// ---------------------------------------------------------------------------
// Official

struct OfficialPeer {
    cx: off::v1::ConnectionTo<off::Agent>,
    session: offs::SessionId,
    chunks: Arc<AtomicU64>,
    pid: u32,
}

impl Peer for OfficialPeer {
    fn prompt<'a>(&'a self, text: String) -> BoxFut<'a, Stop> {
        Box::pin(async move {
            let request = offs::PromptRequest::new(
                self.session.clone(),
                vec![offs::ContentBlock::Text(offs::TextContent::new(text))],
            );
            match self.cx.send_request(request).block_task().await {
                Ok(r) => match r.stop_reason {
                    offs::StopReason::EndTurn => Stop::EndTurn,
                    offs::StopReason::Cancelled => Stop::Cancelled,
                    other => Stop::Other(format!("{other:?}")),
                },
                Err(e) => Stop::Other(format!("error: {e:?}")),
            }
        })
    }

    fn cancel(&self) -> BoxFut<'_, ()> {
        Box::pin(async move {
            self.cx
                .send_notification(offs::CancelNotification::new(self.session.clone()))
                .expect("send session/cancel");
        })
    }

    fn chunks(&self) -> u64 {
        self.chunks.load(Ordering::Relaxed)
    }

    fn pid(&self) -> u32 {
        self.pid
    }
}

async fn with_official(scenario: Scenario) -> Outcome {
    let mut child = tokio::process::Command::new(std::env::current_exe().expect("current exe"))
        .env(ROLE, "official-agent")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn the official agent");
    let pid = child.id().expect("agent pid");
    let transport = off::ByteStreams::new(
        child.stdin.take().expect("piped stdin").compat_write(),
        child.stdout.take().expect("piped stdout").compat(),
    );
    let chunks = Arc::new(AtomicU64::new(0));
    let counter = chunks.clone();
    let outcome = off::Client
        .v1()
        .name("bench-client")
        .on_receive_notification(
            async move |n: offs::SessionNotification, _cx| {
                if let offs::SessionUpdate::AgentMessageChunk(_) = n.update {
                    counter.fetch_add(1, Ordering::Relaxed);
                }
                Ok(())
            },
            off::on_receive_notification!(),
        )
        .connect_with(transport, async |cx: off::v1::ConnectionTo<off::Agent>| {
            cx.send_request(offs::InitializeRequest::new(
                off::schema::ProtocolVersion::V1,
            ))
            .block_task()
            .await?;
            let session = cx
                .send_request(offs::NewSessionRequest::new("/"))
                .block_task()
                .await?
                .session_id;
            let peer = OfficialPeer {
                cx,
                session,
                chunks,
                pid,
            };
            Ok(run_scenario(&peer, scenario).await)
        })
        .await
        .expect("official client connection");
    match tokio::time::timeout(Duration::from_secs(10), child.wait()).await {
        Ok(Ok(status)) if status.success() => {}
        other => {
            eprintln!("official agent did not exit cleanly: {other:?}");
            let _ = child.kill().await;
        }
    }
    outcome
}

// ---------------------------------------------------------------------------
// Process figures

fn agent_runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("agent runtime")
}

/// Peak resident set size of a process, in KiB.
fn vm_hwm_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// User plus system CPU time of a process (Linux: `USER_HZ` is 100).
fn cpu_time_of(stat_path: &str) -> Option<Duration> {
    let stat = std::fs::read_to_string(stat_path).ok()?;
    let after_name = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

fn cpu_time(pid: u32) -> Option<Duration> {
    cpu_time_of(&format!("/proc/{pid}/stat"))
}

fn cpu_time_self() -> Option<Duration> {
    cpu_time_of("/proc/self/stat")
}

// ---------------------------------------------------------------------------
// Running and reporting

#[derive(Clone, Copy, PartialEq)]
enum Side {
    Ours,
    Official,
}

async fn measure(side: Side, scenario: Scenario) -> Outcome {
    match side {
        Side::Ours => with_ours(scenario).await,
        Side::Official => with_official(scenario).await,
    }
}

fn median_by<T: Clone>(items: &[T], key: impl Fn(&T) -> f64) -> T {
    let mut sorted: Vec<T> = items.to_vec();
    sorted.sort_by(|a, b| key(a).total_cmp(&key(b)));
    sorted[sorted.len() / 2].clone()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

struct Row {
    metric: String,
    ours: String,
    official: String,
    ratio: String,
    target: String,
}

fn row(metric: &str, ours: f64, official: f64, decimals: usize, target: &str) -> Row {
    Row {
        metric: metric.to_owned(),
        ours: format!("{ours:.decimals$}"),
        official: format!("{official:.decimals$}"),
        ratio: if official == 0.0 {
            "-".to_owned()
        } else {
            format!("{:.3}x", ours / official)
        },
        target: target.to_owned(),
    }
}

fn print_table(rows: &[Row]) {
    let header = Row {
        metric: "metric".into(),
        ours: "ours".into(),
        official: "official".into(),
        ratio: "ours/official".into(),
        target: "target".into(),
    };
    let w = |f: fn(&Row) -> &String| {
        rows.iter()
            .chain([&header])
            .map(|r| f(r).chars().count())
            .max()
            .unwrap_or(0)
    };
    let (w0, w1, w2, w3) = (
        w(|r| &r.metric),
        w(|r| &r.ours),
        w(|r| &r.official),
        w(|r| &r.ratio),
    );
    let line = |r: &Row| {
        println!(
            "| {:<w0$} | {:>w1$} | {:>w2$} | {:>w3$} | {}",
            r.metric, r.ours, r.official, r.ratio, r.target
        )
    };
    line(&header);
    println!(
        "|{}|{}|{}|{}|{}",
        "-".repeat(w0 + 2),
        "-".repeat(w1 + 2),
        "-".repeat(w2 + 2),
        "-".repeat(w3 + 2),
        "-".repeat(8)
    );
    for r in rows {
        line(r);
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn verdict(ok: bool) -> &'static str {
    if ok {
        "met"
    } else {
        "MISSED"
    }
}

async fn run(plan: Plan) {
    let sides = [Side::Ours, Side::Official];
    let name = |s: Side| match s {
        Side::Ours => "ours",
        Side::Official => "official",
    };

    // 1 + 3: streaming, with the agent's peak RSS.
    let mut streams: [Vec<StreamResult>; 2] = [vec![], vec![]];
    for round in 0..plan.stream_rounds {
        for (i, &side) in sides.iter().enumerate() {
            let Outcome::Stream(r) = measure(side, Scenario::Stream(plan.stream_len)).await else {
                unreachable!()
            };
            println!(
                "stream round {round} {:<8}: {:?} {} chunks in {:.1} ms = {:.0}/s, agent VmHWM {:?} KiB, \
                 CPU agent {:?} client {:?}",
                name(side),
                r.stop,
                r.received,
                ms(r.elapsed),
                r.received as f64 / r.elapsed.as_secs_f64(),
                r.agent_hwm_kib,
                r.agent_cpu,
                r.client_cpu,
            );
            assert_eq!(r.stop, Stop::EndTurn, "{} stream", name(side));
            if r.received != plan.stream_len {
                println!(
                    "  note: {} chunks of {} had been handled when the prompt returned",
                    r.received, plan.stream_len
                );
            }
            streams[i].push(r);
        }
    }

    // 2: latency.
    let mut latencies: [Vec<Duration>; 2] = [vec![], vec![]];
    for (i, &side) in sides.iter().enumerate() {
        let scenario = Scenario::Latency {
            warmup: plan.warmup_prompts,
            prompts: plan.prompts,
        };
        let Outcome::Latency(mut samples) = measure(side, scenario).await else {
            unreachable!()
        };
        samples.sort();
        println!(
            "latency {:<8}: {} prompts, p50 {:.1} µs, p90 {:.1} µs, p99 {:.1} µs, max {:.1} µs",
            name(side),
            samples.len(),
            us(percentile(&samples, 50.0)),
            us(percentile(&samples, 90.0)),
            us(percentile(&samples, 99.0)),
            us(*samples.last().expect("samples")),
        );
        latencies[i] = samples;
    }

    // 4: cancel.
    let mut cancels: [Vec<CancelResult>; 2] = [vec![], vec![]];
    for round in 0..plan.cancel_rounds {
        for (i, &side) in sides.iter().enumerate() {
            let scenario = Scenario::Cancel {
                len: plan.cancel_stream_len,
                after: plan.cancel_after,
            };
            let Outcome::Cancel(r) = measure(side, scenario).await else {
                unreachable!()
            };
            println!(
                "cancel round {round} {:<8}: {:?} {:.2} ms after the cancel; chunks before {} after {}",
                name(side),
                r.stop,
                ms(r.cancel_to_response),
                r.before_cancel,
                r.after_cancel,
            );
            assert_eq!(r.stop, Stop::Cancelled, "{} cancel", name(side));
            cancels[i].push(r);
        }
    }

    // The table.
    let stream = |i: usize| median_by(&streams[i], |r| r.received as f64 / r.elapsed.as_secs_f64());
    let (so, sf) = (stream(0), stream(1));
    let rate = |r: &StreamResult| r.received as f64 / r.elapsed.as_secs_f64();
    let peak = |i: usize| {
        median_by(&streams[i], |r| r.agent_hwm_kib.unwrap_or(0) as f64)
            .agent_hwm_kib
            .unwrap_or(0) as f64
            / 1024.0
    };
    let cancel = |i: usize| median_by(&cancels[i], |r| ms(r.cancel_to_response));
    let (co, cf) = (cancel(0), cancel(1));
    let lat = |i: usize, p: f64| us(percentile(&latencies[i], p));
    let cpu = |r: &StreamResult, f: fn(&StreamResult) -> Option<Duration>| f(r).map_or(0.0, ms);

    let speedup = rate(&so) / rate(&sf);
    let rows = vec![
        row(
            &format!(
                "streaming {}k chunks (notifications/s)",
                plan.stream_len / 1000
            ),
            rate(&so),
            rate(&sf),
            0,
            &format!(">= 5x: {}", verdict(speedup >= 5.0)),
        ),
        row(
            "  streaming wall time (ms)",
            ms(so.elapsed),
            ms(sf.elapsed),
            1,
            "",
        ),
        row(
            "  agent CPU during streaming (ms)",
            cpu(&so, |r| r.agent_cpu),
            cpu(&sf, |r| r.agent_cpu),
            0,
            "",
        ),
        row(
            "  client CPU during streaming (ms)",
            cpu(&so, |r| r.client_cpu),
            cpu(&sf, |r| r.client_cpu),
            0,
            "",
        ),
        row(
            &format!("latency p50, {} echo prompts (µs)", plan.prompts),
            lat(0, 50.0),
            lat(1, 50.0),
            1,
            &format!("< official: {}", verdict(lat(0, 50.0) < lat(1, 50.0))),
        ),
        row(
            "latency p99 (µs)",
            lat(0, 99.0),
            lat(1, 99.0),
            1,
            &format!("< official: {}", verdict(lat(0, 99.0) < lat(1, 99.0))),
        ),
        row(
            "agent peak RSS, streaming (MiB)",
            peak(0),
            peak(1),
            1,
            &format!("< official: {}", verdict(peak(0) < peak(1))),
        ),
        row(
            "cancel -> cancelled response (ms)",
            ms(co.cancel_to_response),
            ms(cf.cancel_to_response),
            2,
            &format!(
                "ours <= 5 ms: {}",
                verdict(co.cancel_to_response <= Duration::from_millis(5))
            ),
        ),
        row(
            "  chunks received after the cancel",
            co.after_cancel as f64,
            cf.after_cancel as f64,
            0,
            "",
        ),
        row(
            "  chunks received before the cancel",
            co.before_cancel as f64,
            cf.before_cancel as f64,
            0,
            "",
        ),
    ];
    println!();
    println!(
        "runtime benchmark: acp (ours) vs agent-client-protocol 5.2.0 (official), client in \
         this process, agent in a child process, stdio pipes; medians of {} streaming / {} \
         cancel rounds",
        plan.stream_rounds, plan.cancel_rounds
    );
    print_table(&rows);
}
