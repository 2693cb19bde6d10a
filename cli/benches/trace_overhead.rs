//! What `acp trace` adds per message: the round trip of one line through `cat`,
//! direct and through the recording proxy, one line at a time (the next is sent
//! when the previous came back), printed as percentiles and the difference.
//!
//! ```text
//! cargo bench -p acp-sdk-cli --bench trace_overhead [-- LINES]
//! ```

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A JSON-RPC notification of about 300 bytes, like a streamed chunk.
fn line() -> String {
    let text = "x".repeat(200);
    format!(
        r#"{{"jsonrpc":"2.0","method":"session/update","params":{{"sessionId":"s-1","update":{{"sessionUpdate":"agent_message_chunk","content":{{"type":"text","text":"{text}"}}}}}}}}"#
    )
}

/// Round trips of `lines` lines through `command`, sorted.
fn round_trips(mut command: Command, lines: usize) -> Vec<Duration> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the command starts");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let sent = line();
    let mut back = String::new();
    let mut times = Vec::with_capacity(lines);
    for _ in 0..lines {
        let start = Instant::now();
        writeln!(stdin, "{sent}").unwrap();
        stdin.flush().unwrap();
        back.clear();
        stdout.read_line(&mut back).unwrap();
        times.push(start.elapsed());
        assert_eq!(back.trim_end(), sent, "the line came back changed");
    }
    drop(stdin);
    child.wait().unwrap();
    times.sort();
    times
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p) as usize]
}

fn main() {
    let lines: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(5_000);
    let dir = std::env::temp_dir().join(format!("acp-trace-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("trace.jsonl");

    let direct = round_trips(Command::new("cat"), lines);
    let mut traced = Command::new(env!("CARGO_BIN_EXE_acp"));
    traced.args(["trace", "-o"]).arg(&file).args(["--", "cat"]);
    let proxied = round_trips(traced, lines);
    let recorded = std::fs::read_to_string(&file).unwrap().lines().count();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(recorded, 2 * lines, "every line both ways is recorded");

    println!(
        "round trip of a {}-byte line through cat, {lines} in a row",
        line().len()
    );
    println!(
        "{:<22} {:>10} {:>10} {:>10}",
        "", "p50 µs", "p90 µs", "p99 µs"
    );
    for (name, times) in [("direct", &direct), ("through acp trace", &proxied)] {
        println!(
            "{name:<22} {:>10.1} {:>10.1} {:>10.1}",
            percentile(times, 0.5).as_secs_f64() * 1e6,
            percentile(times, 0.9).as_secs_f64() * 1e6,
            percentile(times, 0.99).as_secs_f64() * 1e6
        );
    }
    let added = percentile(&proxied, 0.5).saturating_sub(percentile(&direct, 0.5));
    println!(
        "added by the proxy (p50): {:.1} µs per round trip, {:.1} µs per line and direction",
        added.as_secs_f64() * 1e6,
        added.as_secs_f64() * 1e6 / 2.0
    );
}
