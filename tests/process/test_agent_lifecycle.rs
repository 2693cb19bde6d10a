//! The test agent as a process, driven line by line as an editor would: a turn
//! blocked on a client request that is never answered ends `cancelled` on
//! `session/cancel`; the process exits promptly when its stdin ends, in the
//! middle of a long wait or of a long stream. The figures are printed; the
//! bounds asserted are generous (these machines are noisy), the benchmark
//! `cargo bench --bench lifecycle` measures them.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::support;
use support::agent_process::Agent;

fn in_session() -> Agent {
    Agent::in_session(&support::paths::test_agent())
}

#[test]
fn a_cancel_ends_a_turn_waiting_for_an_unanswered_read() {
    let mut agent = in_session();
    agent.prompt("read /never/answered");
    let read = agent.recv();
    assert_eq!(read["method"], "fs/read_text_file", "{read}");
    let cancelled_at = Instant::now();
    agent.send(
        json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "test-0"}}),
    );
    let answer = loop {
        let line = agent.recv();
        if line["id"] == 3 {
            break line;
        }
        assert_eq!(line["method"], "$/cancel_request", "{line}");
    };
    let took = cancelled_at.elapsed();
    assert_eq!(answer["result"]["stopReason"], "cancelled", "{answer}");
    println!("`cancelled` answered {took:?} after session/cancel");
    assert!(took < Duration::from_secs(5));
    let (exited, _) = agent.close_stdin();
    println!("exited {exited:?} after stdin ended");
}

#[test]
fn the_agent_exits_promptly_when_stdin_ends_during_a_wait() {
    let mut agent = in_session();
    agent.prompt("wait 60000");
    std::thread::sleep(Duration::from_millis(100));
    let (took, rest) = agent.close_stdin();
    println!("exited {took:?} after stdin ended during `wait 60000`");
    assert!(took < Duration::from_secs(5), "{took:?}");
    let answer = rest
        .iter()
        .find(|l| l["id"] == 3)
        .expect("the prompt is answered");
    assert_eq!(answer["result"]["stopReason"], "cancelled", "{answer}");
}

#[test]
fn the_agent_exits_promptly_when_stdin_ends_during_a_long_stream() {
    let mut agent = in_session();
    agent.prompt("stream 300000");
    for _ in 0..100 {
        assert_eq!(agent.recv()["method"], "session/update");
    }
    let (took, rest) = agent.close_stdin();
    let chunks = rest
        .iter()
        .filter(|l| l["method"] == "session/update")
        .count();
    println!(
        "exited {took:?} after stdin ended during `stream 300000`; {chunks} chunks written after"
    );
    assert!(took < Duration::from_secs(5), "{took:?}");
    assert!(chunks < 290_000, "the stream ran to its end: {chunks}");
}
