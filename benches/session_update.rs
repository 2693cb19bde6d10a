//! `session/update` params: decode from `&str`, encode to `String`, and both, for 100,000
//! notifications, with our generated `acp::v1::SessionNotification` and the official
//! hand-written `agent_client_protocol_schema::v1::SessionNotification`.
//!
//! Before the criterion groups run, a best-of-5 `Instant` timing of every measurement
//! prints one line with the ratio official/ours.
//!
//! Stream mix: ~50% `agent_message_chunk` (text of 40..=200 chars), ~25% `tool_call`
//! (title, kind, status, locations, rawInput), ~25% `tool_call_update` (status and one
//! `content` text block). Values are chosen so that both crates encode the same JSON
//! (no `pending` status or `other` kind, which the official crate omits on encode).

use std::hint::black_box;
use std::time::{Duration, Instant};

use acp::v1::SessionNotification as Ours;
use agent_client_protocol_schema::v1::SessionNotification as Official;
use criterion::{Criterion, SamplingMode, Throughput};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};

const STREAM_LEN: usize = 100_000;
/// Used when the binary runs as a test (`cargo test --benches`): just exercise the code.
const TEST_STREAM_LEN: usize = 1_000;

/// A 64-bit linear congruential generator (Knuth's MMIX constants).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    /// A number in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.next() as usize % items.len()]
    }
}

const WORDS: &[&str] = &[
    "the",
    "agent",
    "reads",
    "configuration",
    "file",
    "and",
    "updates",
    "tests",
    "for",
    "a",
    "parser",
    "function",
    "returns",
    "error",
    "when",
    "input",
    "is",
    "empty",
    "let's",
    "check",
    "module",
    "crate",
    "build",
    "passes",
    "now",
    "café",
    "naïve",
    "→",
    "`fn main()`",
    "\"quoted\"",
];

/// Text of exactly `len` chars (words, with a newline now and then).
fn text(rng: &mut Lcg, len: usize) -> String {
    let mut out = String::new();
    while out.chars().count() < len {
        if !out.is_empty() {
            out.push(if rng.range(0, 15) == 0 { '\n' } else { ' ' });
        }
        out.push_str(rng.pick(WORDS));
    }
    out.chars().take(len).collect()
}

fn stream(len: usize) -> Vec<String> {
    let mut rng = Lcg(0x5eed_ac00_0001_u64);
    (0..len)
        .map(|i| {
            let session = format!("sess_{:08x}", rng.range(0, 3));
            let call = format!("call_{:06}", i / 4);
            let update = match rng.range(0, 3) {
                0 | 1 => {
                    let n = rng.range(40, 200) as usize;
                    json!({
                        "sessionUpdate": "agent_message_chunk",
                        "content": { "type": "text", "text": text(&mut rng, n) },
                    })
                }
                2 => {
                    let file = format!(
                        "/home/user/project/src/{}.rs",
                        rng.pick(WORDS).replace(|c: char| !c.is_alphanumeric(), "x")
                    );
                    let kind = rng.pick(&["read", "edit", "execute", "search", "fetch"]);
                    json!({
                        "sessionUpdate": "tool_call",
                        "toolCallId": call,
                        "title": format!("{kind} {file}"),
                        "kind": kind,
                        "status": rng.pick(&["in_progress", "completed"]),
                        "locations": [{ "path": file, "line": rng.range(1, 2000) }],
                        "rawInput": { "path": file, "offset": rng.range(0, 500), "limit": 200 },
                    })
                }
                _ => {
                    let n = rng.range(40, 400) as usize;
                    json!({
                        "sessionUpdate": "tool_call_update",
                        "toolCallId": call,
                        "status": rng.pick(&["completed", "failed"]),
                        "content": [{
                            "type": "content",
                            "content": { "type": "text", "text": text(&mut rng, n) },
                        }],
                    })
                }
            };
            json!({ "sessionId": session, "update": update }).to_string()
        })
        .collect()
}

fn decode_all<T: DeserializeOwned>(input: &[String]) -> Vec<T> {
    input
        .iter()
        .map(|s| serde_json::from_str(s).expect("valid session/update"))
        .collect()
}

fn encode_all<T: Serialize>(values: &[T]) -> usize {
    values
        .iter()
        .map(|v| serde_json::to_string(v).expect("serializes").len())
        .sum()
}

fn round_trip_all<T: DeserializeOwned + Serialize>(input: &[String]) -> usize {
    input
        .iter()
        .map(|s| {
            let v: T = serde_json::from_str(s).expect("valid session/update");
            serde_json::to_string(&v).expect("serializes").len()
        })
        .sum()
}

/// Both crates decode every item and encode the same JSON (as values: key order may differ).
fn check_same_output(input: &[String], ours: &[Ours], official: &[Official]) {
    for ((s, a), b) in input.iter().zip(ours).zip(official) {
        let a = serde_json::to_value(a).unwrap();
        let b = serde_json::to_value(b).unwrap();
        let original: Value = serde_json::from_str(s).unwrap();
        assert_eq!(a, original, "ours does not round-trip {s}");
        assert_eq!(b, original, "official does not round-trip {s}");
    }
}

fn best_of_5(mut f: impl FnMut()) -> Duration {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap()
}

fn summary_line(name: &str, ours: Duration, official: Duration) {
    let (x, y) = (ours.as_secs_f64() * 1e3, official.as_secs_f64() * 1e3);
    println!(
        "{name}: ours {x:.1} ms, official {y:.1} ms, ratio Y/X = {:.2}",
        y / x
    );
}

fn summary(input: &[String], ours: &[Ours], official: &[Official]) {
    let bytes: usize = input.iter().map(String::len).sum();
    println!(
        "session/update stream: {} notifications, {:.1} MB of JSON; best of 5, release",
        input.len(),
        bytes as f64 / 1e6
    );
    let d_ours = best_of_5(|| drop(black_box(decode_all::<Ours>(black_box(input)))));
    let d_off = best_of_5(|| drop(black_box(decode_all::<Official>(black_box(input)))));
    summary_line("decode", d_ours, d_off);
    let e_ours = best_of_5(|| {
        black_box(encode_all(black_box(ours)));
    });
    let e_off = best_of_5(|| {
        black_box(encode_all(black_box(official)));
    });
    summary_line("encode", e_ours, e_off);
    let r_ours = best_of_5(|| {
        black_box(round_trip_all::<Ours>(black_box(input)));
    });
    let r_off = best_of_5(|| {
        black_box(round_trip_all::<Official>(black_box(input)));
    });
    summary_line("decode+encode", r_ours, r_off);
    for kind in ["agent_message_chunk", "tool_call", "tool_call_update"] {
        let tag = format!("\"sessionUpdate\":\"{kind}\"");
        let part: Vec<String> = input.iter().filter(|s| s.contains(&tag)).cloned().collect();
        let d_ours = best_of_5(|| drop(black_box(decode_all::<Ours>(black_box(&part)))));
        let d_off = best_of_5(|| drop(black_box(decode_all::<Official>(black_box(&part)))));
        summary_line(
            &format!("  decode, {kind} only ({})", part.len()),
            d_ours,
            d_off,
        );
    }
}

/// One criterion group: the same work for both crates, `n` notifications per iteration.
fn group(c: &mut Criterion, name: &str, n: u64, ours: impl Fn(), official: impl Fn()) {
    let mut group = c.benchmark_group(format!("session_update/{name}"));
    group.sampling_mode(SamplingMode::Flat);
    group.throughput(Throughput::Elements(n));
    group.bench_function("ours", |b| b.iter(&ours));
    group.bench_function("official", |b| b.iter(&official));
    group.finish();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let flag = |f: &str| args.iter().any(|a| a == f);
    let benchmarking = flag("--bench") && !flag("--test") && !flag("--list");

    let input = stream(if benchmarking {
        STREAM_LEN
    } else {
        TEST_STREAM_LEN
    });
    let ours: Vec<Ours> = decode_all(&input);
    let official: Vec<Official> = decode_all(&input);
    check_same_output(&input, &ours, &official);
    if benchmarking {
        summary(&input, &ours, &official);
    }

    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .configure_from_args();
    let n = input.len() as u64;
    group(
        &mut c,
        "decode",
        n,
        || drop(black_box(decode_all::<Ours>(black_box(&input)))),
        || drop(black_box(decode_all::<Official>(black_box(&input)))),
    );
    group(
        &mut c,
        "encode",
        n,
        || {
            black_box(encode_all(black_box(&ours)));
        },
        || {
            black_box(encode_all(black_box(&official)));
        },
    );
    group(
        &mut c,
        "decode+encode",
        n,
        || {
            black_box(round_trip_all::<Ours>(black_box(&input)));
        },
        || {
            black_box(round_trip_all::<Official>(black_box(&input)));
        },
    );
    c.final_summary();
}
