//! How long `acp::testing::check_agent` takes on the README's agent
//! (`examples/echo_agent.rs`, which streams a word every 250 ms), served
//! in-process under a paused clock as its own test runs it: wall time of a
//! whole run of the checks, every group on a fresh agent.
//!
//! Run with `cargo bench --bench check_in_process --features testing`. Without
//! `--bench` it runs two rounds.

use std::time::{Duration, Instant};

#[allow(dead_code)] // its `main`
mod echo_agent {
    /// Every check, on fresh `Echo`s.
    pub async fn checked() -> acp::testing::Report {
        acp::testing::check_agent(Echo::default).await
    }

    include!("../examples/echo_agent.rs");
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let rounds = if full { 20 } else { 2 };
    let mut took: Vec<Duration> = Vec::new();
    for _ in 0..rounds {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .start_paused(true)
            .build()
            .expect("a runtime");
        let start = Instant::now();
        let report = runtime.block_on(echo_agent::checked());
        took.push(start.elapsed());
        report.assert_conforms();
    }
    took.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "check_agent(README agent), {rounds} runs: median {:.1} ms, min {:.1} ms, max {:.1} ms",
        ms(took[took.len() / 2]),
        ms(took[0]),
        ms(took[took.len() - 1])
    );
}
