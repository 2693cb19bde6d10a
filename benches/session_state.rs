//! A long v2 session in bounded memory: a client receives 1,000,000 chunks of
//! 5 bytes of text in 1,000 messages, reading the session's state after every
//! chunk as a UI that redraws would, and prints, in one run:
//!
//! 1. **Over the wire.** The agent is this program again, in a child process
//!    (so that only the client's memory is this process's): a v2 agent whose
//!    one turn streams the chunks, then ends. The client opens a session,
//!    prompts, reads each update, asks `SessionState::changed_by` which part
//!    it changed and reads that message's text length from `Session::state`.
//!    Printed: the client's peak RSS (`VmHWM`, reset before the run) against
//!    the target (twice the text plus 20 MB), the state's weight, and the time
//!    per chunk of each 100,000 (end to end: the agent's sending, the pipe,
//!    decoding, folding, reading). Twice:
//!    - **paced**: the agent stays at most 4,000 chunks ahead of what the
//!      client has read (the client says how far it read every 1,000 chunks,
//!      an extension notification), as an agent behind a flow-controlled
//!      stream, or a model, would: what the session's state costs. The target
//!      applies to this run;
//!    - **unpaced**: the agent sends as fast as it can. When it outruns the
//!      client (on a busy machine, say), the session's buffer of unread
//!      updates fills (up to `SESSION_BUFFER`, 65,536 updates of some 700
//!      bytes each as v2 decodes them, whatever their text): printed to show
//!      what that buffer costs, which is not the state's.
//! 2. **In process.** The same chunks folded into a `SessionState` behind a
//!    lock, as the session keeps it (`Module::apply` under a write lock), and
//!    read after each (the changed message found by `changed_by`, under a read
//!    lock): the time per chunk of each 100,000 (the median of its ten runs
//!    of 10,000, so that a pause of the machine does not count as growth).
//!    Folding must not grow from the first 100,000 to the last, and reading
//!    must cost no more than folding. Then the same for a terminal: its output
//!    chunks folded into one base64 string, what it keeps against the bytes of
//!    output.
//! 3. **`acp chat`** (with `--bench` only, where `/usr/bin/time` is): the
//!    chat and the test agent built in release mode, `acp chat --protocol v1`
//!    and `--protocol v2` each given the prompt `stream 300000` five times,
//!    their peak RSS as `/usr/bin/time -v` reports it (the chat and what it
//!    waited for). The v2 chat's must stay within twice the v1 chat's (v1's
//!    state keeps no messages; v2's keeps the text, once). `--no-chat` skips it.
//!
//! `cargo bench --features v2 --bench session_state` (add `-- --messages M
//! --chunks C` for another shape; defaults 1,000 x 1,000). Under `cargo test
//! --benches` it runs 20 x 500 chunks and no chat.

use std::sync::RwLock;
use std::time::{Duration, Instant};

use acp::session::Tracked;
use acp::transport::{ProcessSpec, Stderr};
use acp::v2::session::{Session, SessionState, StatePart};
use acp::v2::*;
use acp::{acp_agent, acp_client, Result};
use serde_json::{json, Value};
use tokio::sync::watch;

#[path = "../tests/support/proc_stats.rs"]
mod proc_stats;
#[path = "../tests/support/release_agent.rs"]
mod release_agent;

/// The argument that makes this program the agent.
const AGENT: &str = "--agent-child";
/// The text of every chunk: 5 bytes.
const CHUNK: &str = "word ";
/// How many chunks make one block of the timings.
const BLOCK: usize = 100_000;
/// How many chunks the paced agent may be ahead of what the client read.
const WINDOW: usize = 4_000;
/// How often the client says how far it read.
const READ_EVERY: usize = 1_000;
/// The extension notification that says it.
const READ: &str = "_bench/read";

/// The number after the argument `name`.
fn arg(name: &str) -> Option<usize> {
    std::env::args()
        .skip_while(|a| a != name)
        .nth(1)?
        .parse()
        .ok()
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (messages, chunks) = match full {
        true => (1_000, 1_000),
        false => (20, 500),
    };
    let messages = arg("--messages").unwrap_or(messages);
    let chunks = arg("--chunks").unwrap_or(chunks);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    if std::env::args().any(|a| a == AGENT) {
        let streamer = Streamer {
            messages,
            chunks,
            window: arg("--window").unwrap_or(0),
            read: watch::Sender::new(0),
        };
        return runtime.block_on(streamer.serve_stdio());
    }
    let total = messages * chunks;
    let text = total * CHUNK.len();
    println!(
        "session state: a v2 session receiving {total} chunks of {} bytes in {messages} \
         messages ({:.1} MiB of text)",
        CHUNK.len(),
        mib(text)
    );
    println!("1. over the wire (the agent in a child process, the client here):");
    runtime.block_on(over_the_wire(messages, chunks, Some(WINDOW)));
    runtime.block_on(over_the_wire(messages, chunks, None));
    in_process(messages, chunks);
    if full && !std::env::args().any(|a| a == "--no-chat") {
        chat();
    }
}

/// Part 1: the client's memory and time, the agent in a child process that
/// stays at most `window` chunks ahead of what the client read, if given.
async fn over_the_wire(messages: usize, chunks: usize, window: Option<usize>) {
    let exe = std::env::current_exe().expect("this program");
    let process = ProcessSpec::new(exe)
        .args([
            AGENT.to_owned(),
            "--messages".into(),
            messages.to_string(),
            "--chunks".into(),
            chunks.to_string(),
            "--window".into(),
            window.unwrap_or(0).to_string(),
        ])
        .stderr(Stderr::Inherit)
        .spawn(ClientHandler(Quiet))
        .expect("the agent starts");
    let agent = AgentPeer(process.connection().clone());
    let init = InitializeRequest::new(2, Implementation::new("session_state", "1"));
    agent.initialize(init).await.expect("initialize");
    let mut session = Session::new(&agent, NewSessionRequest::new("/tmp"))
        .await
        .expect("session/new");
    reset_peak();
    let started = Instant::now();
    let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new("stream"))]);
    let (mut received, mut shown, mut block_start) = (0, 0, Instant::now());
    let mut blocks = vec![];
    let mut reading = Duration::ZERO;
    while let Some(note) = turn.next().await {
        let read = Instant::now();
        for part in SessionState::changed_by(&note.update) {
            if let StatePart::AgentMessage(id) = part {
                shown = text_len(&turn.session().state(), id);
                received += 1;
            }
        }
        reading += read.elapsed();
        if window.is_some() && received % READ_EVERY == 0 {
            let connection = agent.connection();
            let _ = connection
                .notify_raw(READ, &json!({ "chunks": received }))
                .await;
        }
        if received > 0 && received % BLOCK == 0 && received / BLOCK > blocks.len() {
            blocks.push(block_start.elapsed());
            block_start = Instant::now();
        }
    }
    let took = started.elapsed();
    turn.finish().await.expect("the turn's end");
    let peak = proc_stats::status_kib(std::process::id(), "VmHWM") as usize * 1024;
    let state = session.state();
    let kept: usize = state
        .agent_messages
        .values()
        .map(|m| text_of(m).len())
        .sum();
    let weight = state.agent_messages.weight();
    let messages_kept = state.agent_messages.len();
    drop(state);
    let text = messages * chunks * CHUNK.len();
    assert_eq!(received, messages * chunks, "every chunk arrived");
    assert_eq!(kept, text, "the state holds every byte of text");
    assert_eq!(shown, chunks * CHUNK.len(), "the last message, whole");
    match window {
        Some(window) => {
            let target = 2 * text + 20_000_000;
            println!("   paced (the agent at most {window} chunks ahead of the client's reading):");
            println!(
                "   client peak RSS {:.1} MiB; target <= 2 x text + 20 MB = {:.1} MiB: {}",
                mib(peak),
                mib(target),
                verdict(peak <= target)
            );
        }
        None => {
            println!(
                "   unpaced (the agent as fast as it can; unread updates wait in the session):"
            );
            println!("   client peak RSS {:.1} MiB", mib(peak));
        }
    }
    println!(
        "   state: {messages_kept} messages holding {:.1} MiB of text, weighing {:.1} MiB",
        mib(kept),
        mib(weight)
    );
    println!(
        "   {received} chunks in {:.2} s ({:.2} us per chunk), of which reading the state \
         after each: {:.0} ns per chunk",
        took.as_secs_f64(),
        per_chunk_us(took, received),
        reading.as_nanos() as f64 / received as f64
    );
    print_blocks("   time per chunk, end to end", &blocks, BLOCK);
    drop(session);
    process.shutdown().await.ok();
}

/// Resets this process's peak RSS (`VmHWM`) to its RSS now (Linux).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// Part 2: folding and reading, in process, timed by blocks.
fn in_process(messages: usize, chunks: usize) {
    let state = RwLock::new(SessionState::default());
    let total = messages * chunks;
    let block = BLOCK.min(total);
    let (mut folding, mut reading) = (vec![], vec![]);
    let mut sent = 0;
    while sent < total {
        let updates: Vec<SessionUpdate> = (sent..(sent + block).min(total))
            .map(|i| {
                let id = MessageId::from(format!("m-{}", i / chunks));
                SessionUpdate::AgentMessageChunk(ContentChunk::new(id, TextContent::new(CHUNK)))
            })
            .collect();
        folding.push(median_run(&updates, |update| {
            Module::apply(&mut state.write().unwrap(), update);
        }));
        reading.push(median_run(&updates, |update| {
            for part in SessionState::changed_by(update) {
                if let StatePart::AgentMessage(id) = part {
                    std::hint::black_box(text_len(&state.read().unwrap(), id));
                }
            }
        }));
        sent += updates.len();
    }
    let state = state.into_inner().unwrap();
    assert_eq!(state.agent_messages.len(), messages);
    println!("2. in process ({total} chunks, a lock as the session's):");
    print_blocks("   folding, per chunk", &folding, 1);
    print_blocks("   reading after each, per chunk", &reading, 1);
    let (first, last) = (folding[0], *folding.last().unwrap());
    let fold: Duration = folding.iter().sum();
    let read: Duration = reading.iter().sum();
    println!(
        "   folding, last block / first: {:.2} (flat: no growth): {}",
        last.as_secs_f64() / first.as_secs_f64(),
        verdict(last.as_secs_f64() <= first.as_secs_f64() * 1.5)
    );
    println!(
        "   reading / folding, all blocks: {:.2} (reading costs no more than folding): {}",
        read.as_secs_f64() / fold.as_secs_f64(),
        verdict(read <= fold)
    );
    terminal_output(total, block);
}

/// The time per item of `run` over `items`: the median of its ten runs over a
/// tenth of them each.
fn median_run<T>(items: &[T], mut run: impl FnMut(&T)) -> Duration {
    let tenth = items.len().div_ceil(10).max(1);
    let mut each: Vec<Duration> = items
        .chunks(tenth)
        .map(|part| {
            let at = Instant::now();
            part.iter().for_each(&mut run);
            at.elapsed() / part.len() as u32
        })
        .collect();
    each.sort_unstable();
    each[each.len() / 2]
}

/// Part 2, for a terminal: `total` output chunks of 5 bytes (base64, each
/// encoded on its own) folded into one terminal's output.
fn terminal_output(total: usize, block: usize) {
    use base64::Engine as _;
    let data = base64::engine::general_purpose::STANDARD.encode(CHUNK);
    let update = SessionUpdate::TerminalOutputChunk(TerminalOutputChunk::new("t-1", data));
    let updates = vec![update; block];
    let mut state = SessionState::default();
    let folding: Vec<Duration> = (0..total.div_ceil(block))
        .map(|_| median_run(&updates, |update| Module::apply(&mut state, update)))
        .collect();
    let output = folding.len() * block * CHUNK.len();
    let terminal = state.terminals.get("t-1").expect("the terminal");
    let kept = terminal.output.as_ref().map_or(0, |o| o.data.len());
    print_blocks(
        "   a terminal's output chunks, folding per chunk",
        &folding,
        1,
    );
    let (first, last) = (folding[0], *folding.last().unwrap());
    println!(
        "   a terminal's output: {:.1} MiB of bytes kept as {:.1} MiB of base64 ({:.2}x, one \
         string); folding, last block / first: {:.2}",
        mib(output),
        mib(kept),
        kept as f64 / output as f64,
        last.as_secs_f64() / first.as_secs_f64()
    );
}

/// Part 3: the peak RSS of `acp chat` in v1 and v2, streaming 300,000 chunks.
fn chat() {
    const TIME: &str = "/usr/bin/time";
    const RUNS: usize = 5;
    if !std::path::Path::new(TIME).exists() {
        println!("3. acp chat: skipped ({TIME} is missing)");
        return;
    }
    let agent = release_agent::release_test_agent(&["v2"]);
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let built = std::process::Command::new(cargo)
        .args(["build", "--release", "-p", "acp-sdk-cli"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .expect("cargo runs");
    assert!(built.success(), "building acp failed");
    let acp = agent
        .parent()
        .and_then(|examples| examples.parent())
        .expect("target/release")
        .join(format!("acp{}", std::env::consts::EXE_SUFFIX));
    let peak = |protocol: &str| -> Vec<usize> {
        let mut kib: Vec<usize> = (0..RUNS)
            .map(|_| {
                let mut chat = std::process::Command::new(TIME)
                    .arg("-v")
                    .arg(&acp)
                    .args(["chat", "--protocol", protocol])
                    .arg(&agent)
                    .current_dir(std::env::temp_dir())
                    .stdin(std::process::Stdio::piped())
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .expect("the chat starts");
                use std::io::Write as _;
                let mut input = chat.stdin.take().expect("its stdin");
                input.write_all(b"stream 300000\n").expect("the prompt");
                drop(input);
                let out = chat.wait_with_output().expect("the chat ends");
                let report = String::from_utf8_lossy(&out.stderr);
                report
                    .lines()
                    .find_map(|l| {
                        l.trim()
                            .strip_prefix("Maximum resident set size (kbytes): ")
                    })
                    .and_then(|v| v.parse().ok())
                    .unwrap_or_else(|| panic!("no peak RSS in {report}"))
            })
            .collect();
        kib.sort_unstable();
        kib
    };
    let (v1, v2) = (peak("v1"), peak("v2"));
    let show = |kib: &[usize]| -> String {
        let each: Vec<String> = kib
            .iter()
            .map(|k| format!("{:.1}", *k as f64 / 1024.0))
            .collect();
        each.join(" ")
    };
    let (median_v1, median_v2) = (v1[RUNS / 2], v2[RUNS / 2]);
    println!(
        "3. acp chat, `stream 300000` against the test agent, peak RSS (MiB, {RUNS} runs, sorted):"
    );
    println!("   --protocol v1: {}", show(&v1));
    println!("   --protocol v2: {}", show(&v2));
    println!(
        "   v2 / v1, medians: {:.2} (within 2x): {}",
        median_v2 as f64 / median_v1 as f64,
        verdict(median_v2 <= 2 * median_v1)
    );
}

/// The length of the text of message `id` (a chat would redraw it).
fn text_len(state: &SessionState, id: &str) -> usize {
    state.agent_messages.get(id).map_or(0, |m| text_of(m).len())
}

fn text_of(message: &acp::v2::session::AgentMessageEntry) -> &str {
    match message.content.as_deref() {
        Some([ContentBlock::Text(text)]) => &text.text,
        other => panic!("one text block per message, not {other:?}"),
    }
}

/// Prints the time per chunk of each block: `blocks` are the times of
/// `per` chunks each (1: already per chunk).
fn print_blocks(what: &str, blocks: &[Duration], per: usize) {
    let each: Vec<String> = blocks
        .iter()
        .map(|t| format!("{:.3}", per_chunk_us(*t, per)))
        .collect();
    println!(
        "{what} of each {BLOCK} (us): {}",
        if each.is_empty() {
            "(fewer chunks than one block)".to_owned()
        } else {
            each.join(" ")
        }
    );
}

fn per_chunk_us(took: Duration, chunks: usize) -> f64 {
    took.as_secs_f64() * 1e6 / chunks as f64
}

fn mib(bytes: usize) -> f64 {
    bytes as f64 / (1 << 20) as f64
}

fn verdict(holds: bool) -> &'static str {
    if holds {
        "holds"
    } else {
        "DOES NOT HOLD"
    }
}

/// The client: its session handle owns the updates; the agent asks nothing.
struct Quiet;

#[acp_client(protocol = v2)]
impl Quiet {
    fn update_session(&self, _n: UpdateSessionNotification) {}

    fn request_permission(
        &self,
        _req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let cancelled = CancelledPermissionOutcome::new();
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled(cancelled),
        ))
    }
}

/// The agent: one turn of `messages` messages of `chunks` chunks each, at
/// most `window` chunks ahead of what the client says it read (0: no limit).
struct Streamer {
    messages: usize,
    chunks: usize,
    window: usize,
    read: watch::Sender<usize>,
}

#[acp_agent(protocol = v2)]
impl Streamer {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        let info = Implementation::new("streamer", "1");
        Ok(InitializeResponse::new(req.protocol_version, info))
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }

    #[acp(ext = "_bench/read")]
    fn ext_read(&self, params: Value) {
        let read = params["chunks"].as_u64().unwrap_or(0);
        self.read.send_replace(read as usize);
    }

    fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let (messages, chunks, window) = (self.messages, self.chunks, self.window);
        let mut read = self.read.subscribe();
        let session = client.session(req.session_id.clone());
        let (accepted, task) = session.accept(req, "u-0", move |session| async move {
            let mut sent = 0;
            for m in 0..messages {
                let id = MessageId::from(format!("m-{m}"));
                for _ in 0..chunks {
                    if window > 0 {
                        let behind = |read: &usize| sent < read + window;
                        read.wait_for(behind)
                            .await
                            .map_err(acp::Error::internal_error)?;
                    }
                    sent += 1;
                    let chunk = ContentChunk::new(id.clone(), TextContent::new(CHUNK));
                    session
                        .send(SessionUpdate::AgentMessageChunk(chunk))
                        .await?;
                }
            }
            Ok(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn))
        });
        tokio::spawn(async move {
            if let Err(e) = task.finished().await {
                eprintln!("streamer: the turn failed: {e}");
            }
        });
        Ok(accepted)
    }
}
