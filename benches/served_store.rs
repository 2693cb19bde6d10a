//! Sessions served from a session store (`acp::session::served`), seen by a
//! client over real pipes: a client in this process, an agent in a child
//! process (this binary run again with `ACP_BENCH_ROLE=served-agent`, serving
//! ACP v1 on its stdio). Figures are printed; nothing is asserted (the
//! machine decides the numbers).
//!
//! The agent is written with `#[acp_agent(store = store)]` and a field
//! `store: Option<AnyStore>`, which `ACP_BENCH_STORE` chooses: `none` (no
//! store: the SDK sends each update as it comes), `memory` (a `MemoryStore`)
//! or the path of a SQLite file (`SqliteStore`, default options: durable
//! against `kill -9`). Given `stream N` it sends N `agent_message_chunk`s
//! (`c<i> `) with `AgentSession::say`, each appended to the store and written
//! once the store says it is durable, then answers `end_turn`.
//!
//! 1. **Streaming**: `stream 100000` with each store, a fresh agent each
//!    round, the rounds interleaved (none, sqlite, memory, official, none,
//!    ...) so that a noisy machine slows them alike; chunks per second
//!    counted by the client from sending the prompt to its answer (the
//!    median of the rounds), the agent's CPU time, and the ratio to `none`.
//!    Target: SQLite at least 0.5x of none. `official` is the official Rust
//!    SDK's client and agent on the same prompt, no store (runtime.rs's
//!    streaming figure; the agent is in `support/official.rs`).
//! 2. **Replay**: a fresh agent on the SQLite file of the last streaming
//!    round, `session/load` of its session: updates per second received by
//!    the client, from sending the load to its answer (the median of the
//!    rounds, each a fresh agent). Target: at least 200,000/s.
//! 3. **List**: a SQLite file filled with 10,000 sessions (100 `cwd`s) by
//!    this process (`SqliteStore` directly) before the agent starts;
//!    `session/list` over the wire: the first page, a page in the middle (by
//!    the cursors of the pages before it) and a page filtered by `cwd`, in
//!    milliseconds from request to answer (the median of 21). Target: under
//!    50 ms.
//! 4. **Memory**: one agent on a fresh SQLite file streams `stream 100000`
//!    ten times into one session; its peak RSS (`VmHWM` of
//!    /proc/<pid>/status) after the first stream and after the tenth. The
//!    store's history grows tenfold; the peak should not.
//!
//! `cargo bench --features store-sqlite --bench served_store`. Without
//! `--bench` (as under `cargo test --features store-sqlite --benches`) it
//! runs a small version of the same workload.
//!
//! With `ACP_BENCH_WRITE_QUEUE=N` in the environment the agents run with
//! `Config::write_queue(N)` (default 64): how many lines may wait in the
//! connection's write queue, and so how many updates a stream has in flight
//! while the store commits (each SQLite transaction takes at most what is
//! queued).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use acp::session::store::{ListQuery, SessionMeta, SqliteStore, Store};
use acp::transport::{ChildProcess, ProcessSpec, Stderr};
use acp::v1 as ours;

#[path = "support/official.rs"]
mod official;
#[path = "../tests/support/proc_stats.rs"]
mod proc_stats;
#[path = "../tests/support/scratch.rs"]
mod scratch;

use scratch::Scratch;

const ROLE: &str = "ACP_BENCH_ROLE";
const STORE: &str = "ACP_BENCH_STORE";
/// The working directory of the streamed sessions.
const CWD: &str = "/bench";

fn main() {
    match std::env::var(ROLE).as_deref() {
        Ok("served-agent") => return agent::main(),
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

#[derive(Clone, Copy)]
struct Plan {
    stream_len: u64,
    rounds: usize,
    sessions: u64,
    list_samples: usize,
    memory_streams: usize,
}

impl Plan {
    const FULL: Plan = Plan {
        stream_len: 100_000,
        rounds: 3,
        sessions: 10_000,
        list_samples: 21,
        memory_streams: 10,
    };
    const QUICK: Plan = Plan {
        stream_len: 2_000,
        rounds: 1,
        sessions: 300,
        list_samples: 3,
        memory_streams: 3,
    };
}

// ---------------------------------------------------------------------------
// The agent (child process)

mod agent {
    use std::sync::atomic::{AtomicU64, Ordering};

    use acp::session::store::{AnyStore, MemoryStore, SqliteStore};
    use acp::v1::*;
    use acp::{acp_agent, Result};

    /// The benchmarks' prompt convention (`support/official.rs`'s
    /// `parse_prompt`): `stream N` sends N chunks through the session,
    /// recorded when there is a store.
    pub struct Served {
        store: Option<AnyStore>,
        next: AtomicU64,
    }

    #[acp_agent(store = store)]
    impl Served {
        fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
            Ok(InitializeResponse::new(req.protocol_version))
        }

        fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
            // Unique across the agents sharing a file.
            let n = self.next.fetch_add(1, Ordering::Relaxed);
            Ok(NewSessionResponse::new(format!(
                "bench-{}-{n}",
                std::process::id()
            )))
        }

        async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
            let text = match req.prompt.first() {
                Some(ContentBlock::Text(t)) => t.text.as_str(),
                _ => "",
            };
            let (count, echo) = super::official::parse_prompt(text);
            let session = client.session(req.session_id);
            for i in 0..count {
                let chunk = echo.map_or_else(|| format!("c{i} "), str::to_owned);
                session.say(chunk).await?;
            }
            Ok(PromptResponse::new(StopReason::EndTurn))
        }
    }

    pub fn main() {
        let store = match std::env::var(super::STORE).as_deref() {
            Ok("none") | Err(_) => None,
            Ok("memory") => Some(AnyStore::new(MemoryStore::new())),
            Ok(path) => Some(AnyStore::new(
                SqliteStore::open(path).expect("the SQLite store opens"),
            )),
        };
        let agent = Served {
            store,
            next: AtomicU64::new(0),
        };
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("agent runtime");
        let mut config = acp::Config::default();
        let queue = std::env::var("ACP_BENCH_WRITE_QUEUE").ok();
        if let Some(lines) = queue.and_then(|v| v.parse().ok()) {
            config = config.write_queue(lines);
        }
        rt.block_on(acp::transport::serve_stdio(AgentHandler(agent), config));
    }
}

// ---------------------------------------------------------------------------
// The client (this process)

/// Counts the `agent_message_chunk`s it is sent.
struct Counting(Arc<AtomicU64>);

impl ours::Client for Counting {
    async fn session_update(&self, params: ours::SessionNotification, _agent: ours::AgentPeer) {
        if let ours::SessionUpdate::AgentMessageChunk(_) = params.update {
            self.0.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Which store the agent keeps its sessions in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    None,
    Sqlite,
    Memory,
}

impl Kind {
    const ALL: [Kind; 3] = [Kind::None, Kind::Sqlite, Kind::Memory];

    fn name(self) -> &'static str {
        match self {
            Kind::None => "none",
            Kind::Sqlite => "sqlite",
            Kind::Memory => "memory",
        }
    }
}

/// An agent process, initialized, and our client's connection to it.
struct Agent {
    child: ChildProcess,
    peer: ours::AgentPeer,
    chunks: Arc<AtomicU64>,
    pid: u32,
}

/// One prompt or load, as the client saw it.
#[derive(Clone, Debug)]
struct Timed {
    elapsed: Duration,
    /// Chunks the client had handled when the answer came.
    received: u64,
    /// The agent's CPU time meanwhile.
    agent_cpu: Duration,
}

impl Timed {
    fn rate(&self) -> f64 {
        self.received as f64 / self.elapsed.as_secs_f64()
    }
}

impl Agent {
    /// Starts an agent whose store is `store` (`none`, `memory` or a path).
    async fn start(store: &str) -> Agent {
        let chunks = Arc::new(AtomicU64::new(0));
        let child = ProcessSpec::new(std::env::current_exe().expect("current exe"))
            .env(ROLE, "served-agent")
            .env(STORE, store)
            .stderr(Stderr::Inherit)
            .spawn(ours::ClientHandler(Counting(chunks.clone())))
            .expect("spawn the agent");
        let pid = child.id().expect("agent pid");
        let peer = ours::AgentPeer(child.connection().clone());
        peer.initialize(ours::InitializeRequest::new(1))
            .await
            .expect("initialize");
        Agent {
            child,
            peer,
            chunks,
            pid,
        }
    }

    async fn started(kind: Kind, file: &Path) -> Agent {
        match kind {
            Kind::None | Kind::Memory => Agent::start(kind.name()).await,
            Kind::Sqlite => Agent::start(file.to_str().expect("a UTF-8 path")).await,
        }
    }

    async fn new_session(&self) -> ours::SessionId {
        self.peer
            .new_session(ours::NewSessionRequest::new(CWD, vec![]))
            .await
            .expect("session/new")
            .session_id
    }

    /// Runs `work`, timing it and counting the chunks that came meanwhile.
    async fn timed<T>(&self, work: impl std::future::Future<Output = T>) -> (T, Timed) {
        let before = self.chunks.load(Ordering::Relaxed);
        let cpu = proc_stats::cpu_ticks(self.pid);
        let t = Instant::now();
        let out = work.await;
        let elapsed = t.elapsed();
        let timed = Timed {
            elapsed,
            received: self.chunks.load(Ordering::Relaxed) - before,
            agent_cpu: Duration::from_millis((proc_stats::cpu_ticks(self.pid) - cpu) * 10),
        };
        (out, timed)
    }

    /// `stream n` in `session`.
    async fn stream(&self, session: &ours::SessionId, n: u64) -> Timed {
        let request = ours::PromptRequest::new(
            session.clone(),
            vec![ours::ContentBlock::from(ours::TextContent::new(format!(
                "stream {n}"
            )))],
        );
        let (answer, timed) = self.timed(self.peer.prompt(request)).await;
        let stop = answer.expect("session/prompt").stop_reason;
        assert_eq!(stop, ours::StopReason::EndTurn);
        if timed.received != n {
            println!(
                "  note: {} chunks of {n} had been handled when the prompt answered",
                timed.received
            );
        }
        timed
    }

    /// `session/list` with these filters: the page and its time.
    async fn list(
        &self,
        cwd: Option<&str>,
        cursor: Option<&str>,
    ) -> (ours::ListSessionsResponse, Duration) {
        let mut request = ours::ListSessionsRequest::new();
        request.cwd = cwd.map(str::to_owned);
        request.cursor = cursor.map(str::to_owned);
        let t = Instant::now();
        let page = self
            .peer
            .list_sessions(request)
            .await
            .expect("session/list");
        (page, t.elapsed())
    }

    /// Peak RSS, in MiB.
    fn peak_mib(&self) -> f64 {
        proc_stats::status_kib(self.pid, "VmHWM") as f64 / 1024.0
    }

    async fn stop(self) {
        drop(self.peer);
        match tokio::time::timeout(Duration::from_secs(30), self.child.shutdown()).await {
            Ok(Ok(status)) if status.success() => {}
            other => eprintln!("the agent did not exit cleanly: {other:?}"),
        }
    }
}

// ---------------------------------------------------------------------------
// The measurements

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted[sorted.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn verdict(ok: bool) -> &'static str {
    if ok {
        "met"
    } else {
        "MISSED"
    }
}

/// The size of a SQLite file with its write-ahead log, in MiB.
fn file_mib(path: &Path) -> f64 {
    let wal = PathBuf::from(format!("{}-wal", path.display()));
    [path, wal.as_path()]
        .iter()
        .map(|p| std::fs::metadata(p).map_or(0, |m| m.len()))
        .sum::<u64>() as f64
        / (1 << 20) as f64
}

/// What the streaming rounds leave for the replay: the SQLite file of the
/// last round and its session.
struct Streamed {
    file: PathBuf,
    session: ours::SessionId,
}

async fn streaming(plan: Plan, scratch: &Scratch) -> Streamed {
    let n = plan.stream_len;
    println!(
        "1. streaming: `stream {n}`, a fresh agent per round, {} rounds of each store, interleaved",
        plan.rounds
    );
    let mut rates: [Vec<f64>; 3] = Default::default();
    let mut cpus: [Vec<f64>; 3] = Default::default();
    let mut peaks: [Vec<f64>; 3] = Default::default();
    let mut official_rates = vec![];
    let mut last = None;
    for round in 0..plan.rounds {
        for (i, kind) in Kind::ALL.into_iter().enumerate() {
            let file = scratch.path().join(format!("stream-{round}.db"));
            let agent = Agent::started(kind, &file).await;
            let session = agent.new_session().await;
            let timed = agent.stream(&session, n).await;
            let peak = agent.peak_mib();
            agent.stop().await;
            let stored = match kind {
                Kind::Sqlite => format!(", file {:.1} MiB", file_mib(&file)),
                _ => String::new(),
            };
            println!(
                "   round {round} {:<6}: {} chunks in {:.1} ms = {:>7.0}/s, agent CPU {:.0} ms, \
                 agent VmHWM {peak:.1} MiB{stored}",
                kind.name(),
                timed.received,
                ms(timed.elapsed),
                timed.rate(),
                ms(timed.agent_cpu),
            );
            rates[i].push(timed.rate());
            cpus[i].push(ms(timed.agent_cpu));
            peaks[i].push(peak);
            if kind == Kind::Sqlite {
                if let Some(Streamed { file, .. }) = last.replace(Streamed { file, session }) {
                    let _ = std::fs::remove_file(&file);
                }
            }
        }
        let theirs = official::stream((ROLE, "official-agent"), n).await;
        let rate = theirs.received as f64 / theirs.elapsed.as_secs_f64();
        println!(
            "   round {round} official: {} chunks in {:.1} ms = {rate:>7.0}/s \
             (official client and agent, no store)",
            theirs.received,
            ms(theirs.elapsed),
        );
        official_rates.push(rate);
    }
    let none = median(&rates[0]);
    for (i, kind) in Kind::ALL.into_iter().enumerate() {
        let rate = median(&rates[i]);
        let ratio = rate / none;
        let target = match kind {
            Kind::Sqlite => format!("  (target >= 0.5x: {})", verdict(ratio >= 0.5)),
            _ => String::new(),
        };
        println!(
            "   median {:<6}: {rate:>7.0} chunks/s, {ratio:.3}x of none, agent CPU {:.0} ms, \
             agent VmHWM {:.1} MiB{target}",
            kind.name(),
            median(&cpus[i]),
            median(&peaks[i]),
        );
    }
    let theirs = median(&official_rates);
    println!(
        "   median official: {theirs:>7.0} chunks/s, {:.3}x of none; sqlite is {:.3}x of official",
        theirs / none,
        median(&rates[1]) / theirs
    );
    last.expect("a SQLite round")
}

async fn replay(plan: Plan, streamed: &Streamed) {
    let n = plan.stream_len;
    println!(
        "2. replay: `session/load` of the {n}-update session of the last SQLite round, \
         a fresh agent on its file each time"
    );
    let mut rates = vec![];
    for round in 0..plan.rounds {
        let agent = Agent::start(streamed.file.to_str().expect("a UTF-8 path")).await;
        let request = ours::LoadSessionRequest::new(vec![], CWD, streamed.session.clone());
        let (answer, timed) = agent.timed(agent.peer.load_session(request)).await;
        answer.expect("session/load");
        agent.stop().await;
        println!(
            "   round {round}: {} updates in {:.1} ms = {:.0}/s, agent CPU {:.0} ms",
            timed.received,
            ms(timed.elapsed),
            timed.rate(),
            ms(timed.agent_cpu),
        );
        if timed.received != n {
            println!(
                "  note: {} updates of {n} before the answer",
                timed.received
            );
        }
        rates.push(timed.rate());
    }
    let rate = median(&rates);
    println!(
        "   median: {rate:.0} updates/s (target >= 200000: {})",
        verdict(rate >= 200_000.0)
    );
}

async fn list(plan: Plan, scratch: &Scratch) {
    let sessions = plan.sessions;
    let file = scratch.path().join("list.db");
    {
        let store = SqliteStore::open(&file).expect("the SQLite store opens");
        // Created concurrently, so that they commit in batches.
        let puts = (0..sessions).map(|n| {
            let meta = SessionMeta::new(
                format!("session-{n:06}"),
                format!("/project/{}", n % 100),
                n,
            )
            .title(format!("Session number {n}"))
            .updated_ms(1_000_000 + n * 7 % sessions);
            let store = store.clone();
            async move { store.put(meta).await }
        });
        for put in futures_util::future::join_all(puts).await {
            put.expect("put");
        }
    }
    let agent = Agent::start(file.to_str().expect("a UTF-8 path")).await;
    // The cursor of the page in the middle, by the pages before it.
    let mut cursor: Option<String> = None;
    let pages = sessions / ListQuery::DEFAULT_LIMIT as u64;
    for _ in 0..pages / 2 {
        let (page, _) = agent.list(None, cursor.as_deref()).await;
        cursor = page.next_cursor;
    }
    print!(
        "3. list: one page of `session/list` over {sessions} sessions, median of {}:",
        plan.list_samples
    );
    let queries = [
        ("first page", None, None),
        ("middle page", None, cursor.as_deref()),
        ("one cwd", Some("/project/42"), None),
    ];
    let mut worst = 0.0f64;
    for (label, cwd, cursor) in queries {
        let mut times = vec![];
        let mut listed = 0;
        for _ in 0..plan.list_samples {
            let (page, took) = agent.list(cwd, cursor).await;
            listed = page.sessions.len();
            times.push(ms(took));
        }
        let took = median(&times);
        worst = worst.max(took);
        print!("  {label} {took:.2} ms ({listed} sessions)");
    }
    println!("  (target < 50 ms: {})", verdict(worst < 50.0));
    agent.stop().await;
}

async fn memory(plan: Plan, scratch: &Scratch) {
    let (n, streams) = (plan.stream_len, plan.memory_streams);
    println!(
        "4. memory: one agent on a fresh SQLite file, {streams} x `stream {n}` into one session"
    );
    let file = scratch.path().join("memory.db");
    let agent = Agent::start(file.to_str().expect("a UTF-8 path")).await;
    let session = agent.new_session().await;
    let mut first = 0.0;
    for i in 1..=streams {
        let timed = agent.stream(&session, n).await;
        let peak = agent.peak_mib();
        println!(
            "   stream {i:>2}: {:>7.0} chunks/s, agent VmHWM {peak:.1} MiB, VmRSS {:.1} MiB, \
             stored {} updates ({:.1} MiB)",
            timed.rate(),
            proc_stats::status_kib(agent.pid, "VmRSS") as f64 / 1024.0,
            n * i as u64,
            file_mib(&file),
        );
        if i == 1 {
            first = peak;
        }
        if i == streams {
            println!(
                "   peak RSS after 1 stream {first:.1} MiB, after {streams} {peak:.1} MiB: {:.3}x",
                peak / first
            );
        }
    }
    agent.stop().await;
}

async fn run(plan: Plan) {
    let scratch = Scratch::new("served-bench");
    let streamed = streaming(plan, &scratch).await;
    replay(plan, &streamed).await;
    list(plan, &scratch).await;
    memory(plan, &scratch).await;
}
