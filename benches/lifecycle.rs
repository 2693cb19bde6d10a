//! How fast the test agent (`examples/test_agent.rs`, built on the SDK's turn
//! cancellation) lets go, as a child process driven line by line:
//!
//! 1. cancel: a `read` turn whose `fs/read_text_file` the client never answers,
//!    then `session/cancel`; time until the prompt is answered `cancelled`;
//! 2. EOF during `wait 60000`: time from closing the agent's stdin to its exit;
//! 3. EOF during `stream 300000`: the same, and how many chunks it wrote after.
//!
//! Run with `cargo bench --bench lifecycle` (it builds the test agent in release
//! mode first). Without `--bench` it runs two rounds of each.

use std::time::{Duration, Instant};

use serde_json::json;

#[path = "../tests/support/agent_process.rs"]
mod agent_process;
use agent_process::Agent;

#[path = "../tests/support/release_agent.rs"]
mod release_agent;

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let rounds = if full { 20 } else { 2 };
    let agent = release_agent::release_test_agent(&[]);
    let mut cancel = vec![];
    let mut eof_wait = vec![];
    let mut eof_stream = vec![];
    let mut written_after = vec![];
    for _ in 0..rounds {
        let mut a = Agent::in_session(&agent);
        a.prompt("read /never/answered");
        assert_eq!(a.recv()["method"], "fs/read_text_file");
        let at = Instant::now();
        a.send(json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "test-0"}}));
        while a.recv()["id"] != 3 {}
        cancel.push(at.elapsed());
        a.close_stdin();

        let mut a = Agent::in_session(&agent);
        a.prompt("wait 60000");
        std::thread::sleep(Duration::from_millis(50));
        eof_wait.push(a.close_stdin().0);

        let mut a = Agent::in_session(&agent);
        a.prompt("stream 300000");
        for _ in 0..1000 {
            a.recv();
        }
        let (took, rest) = a.close_stdin();
        eof_stream.push(took);
        written_after.push(rest.len());
    }
    println!("rounds: {rounds}");
    report(
        "cancel -> `cancelled` answer (unanswered read)",
        &mut cancel,
    );
    report("stdin EOF -> exit during `wait 60000`", &mut eof_wait);
    report("stdin EOF -> exit during `stream 300000`", &mut eof_stream);
    written_after.sort_unstable();
    println!(
        "lines written after EOF during the stream: median {}, max {}",
        written_after[written_after.len() / 2],
        written_after[written_after.len() - 1]
    );
}

fn report(what: &str, times: &mut [Duration]) {
    times.sort_unstable();
    println!(
        "{what}: p50 {:.2} ms, max {:.2} ms",
        times[times.len() / 2].as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3
    );
}
