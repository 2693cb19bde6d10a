//! Crash consistency of an agent's session store as a client sees it: the test
//! agent with `--store PATH` streams a 100,000-chunk turn and is killed with
//! SIGKILL at a random moment of it, 20 times; each time the agent starts
//! again on the same file, and `session/load` replays every update the client
//! had received, in order (and perhaps some it had not: an update is durable
//! before it is written).

#![cfg(all(unix, feature = "store-sqlite"))]

use std::process::Stdio;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

use crate::support::agent_process::Agent;
use crate::support::paths::test_agent;
use crate::support::scratch::Scratch;

const CHUNKS: u64 = 100_000;
const KILLS: usize = 20;

/// A small generator of kill points, seeded by the clock (printed, to replay).
struct Points(u64);

impl Points {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % below
    }
}

#[test]
fn every_update_a_client_received_survives_a_kill_9_mid_stream() {
    let dir = Scratch::new("served-crash");
    let store = dir.path().join("sessions.db");
    let store = store.to_str().unwrap();
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64;
    eprintln!("kill points seeded with {seed}");
    let mut points = Points(seed);
    for round in 0..KILLS {
        let mut agent = Agent::initialized(1, &test_agent(), &["--store", store], Stdio::inherit());
        agent.send(json!({"jsonrpc": "2.0", "id": 2, "method": "session/new", "params": {"cwd": "/crash", "mcpServers": []}}));
        let session = agent.recv()["result"]["sessionId"]
            .as_str()
            .unwrap()
            .to_owned();
        agent.send(json!({"jsonrpc": "2.0", "id": 3, "method": "session/prompt",
            "params": {"sessionId": session, "prompt": [{"type": "text", "text": format!("stream {CHUNKS}")}]}}));
        let kill_after = 1 + points.next(CHUNKS - 1);
        let mut received: Vec<Value> = vec![];
        let mut chunks = 0;
        while chunks < kill_after {
            let line = agent.recv();
            assert_eq!(line["method"], "session/update", "round {round}: {line}");
            if line["params"]["update"]["sessionUpdate"] == "agent_message_chunk" {
                chunks += 1;
            }
            received.push(line["params"].clone());
        }
        agent.kill();

        let mut again = Agent::initialized(1, &test_agent(), &["--store", store], Stdio::inherit());
        again.send(json!({"jsonrpc": "2.0", "id": 2, "method": "session/load",
            "params": {"sessionId": session, "cwd": "/crash", "mcpServers": []}}));
        let mut replayed: Vec<Value> = vec![];
        loop {
            let line = again.recv();
            if line.get("id") == Some(&json!(2)) {
                assert!(line.get("result").is_some(), "round {round}: {line}");
                break;
            }
            replayed.push(line["params"].clone());
        }
        again.kill();
        assert!(
            replayed.len() >= received.len(),
            "round {round} (killed after {kill_after} chunks): {} replayed of {} received",
            replayed.len(),
            received.len()
        );
        let first_difference = received.iter().zip(&replayed).position(|(a, b)| a != b);
        assert_eq!(
            first_difference, None,
            "round {round}: the replay differs from what the client received"
        );
    }
}
