//! The TypeScript SDK's draft v2 client (`@agentclientprotocol/sdk/experimental/v2`
//! 2.4.0), a client nobody here wrote, against our test agent keeping its
//! sessions in a SQLite store (`--store PATH`), across a `kill -9` of the agent:
//! `tests/ts/client_v2_store.mjs` runs three turns, kills the agent with SIGKILL,
//! starts it again on the same file, lists the sessions, resumes the session
//! with `replayFrom: {"type": "start"}`, runs a fourth turn and resumes an
//! unknown session; it prints one JSON report with every JSON-RPC message of
//! both connections. Asserted: the session is listed with its cwd and title;
//! the replay is exactly the updates the client had received, in order, then
//! `replay_complete` once, then the current state, then the answer (on the
//! wire); the fourth turn runs; the unknown session is -32002 with its id.
//! The v1 counterpart, with the official Rust SDK, is
//! `tests/official/interop_official_store.rs`.
//!
//! Needs node and npm (the first run installs `tests/ts/node_modules`) and the
//! test agent built with the features `v2` and `store-sqlite`
//! (`cargo build --examples --all-features`).
#![cfg(all(feature = "v2", feature = "store-sqlite"))]

use std::time::Duration;

use serde_json::{json, Value};

use crate::support;
use support::transcript::Transcript;

const TIMEOUT: Duration = Duration::from_secs(120);

/// The `session/update` params the client received for `session` on `wire`, in order.
fn received_updates(wire: &Transcript, session: &Value) -> Vec<Value> {
    wire.lines()
        .into_iter()
        .filter(|(dir, m)| dir == "<-" && m["method"] == "session/update")
        .map(|(_, m)| m["params"].clone())
        .filter(|p| p["sessionId"] == *session)
        .collect()
}

/// The kind of an update (`sessionUpdate`).
fn kind(params: &Value) -> &str {
    params["update"]["sessionUpdate"]
        .as_str()
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ts_v2_client_resumes_a_stored_session_after_kill_9() {
    let agent = support::paths::test_agent();
    let ts = support::install::ts_sdk_project();
    let dir = support::scratch::Scratch::new("ts-v2-store");
    let store = dir.path().join("sessions.db");
    let cwd = dir.path().to_str().expect("a UTF-8 temporary directory");
    let args = [agent.as_os_str(), store.as_os_str(), cwd.as_ref()];
    let run = support::node::node_report(&ts.join("client_v2_store.mjs"), args, TIMEOUT).await;
    let (report, stderr) = (&run.report, &run.stderr);
    let first_wire = Transcript::from_report(&report["first"]["wire"]);
    let second_wire = Transcript::from_report(&report["second"]["wire"]);
    first_wire.show("TS SDK v2 client -> test agent --store (before kill -9)");
    second_wire.show("TS SDK v2 client -> test agent --store (after kill -9)");
    let ctx = format!("stderr: {stderr}\nreport: {report:#}");
    assert_eq!(report["error"], Value::Null, "{ctx}");
    assert_eq!(report["ok"], true, "{ctx}");
    assert!(
        run.status.success(),
        "client_v2_store.mjs: {}\n{ctx}",
        run.status
    );

    // Before the kill: v2, three turns, each reported up to its idle state.
    let first = &report["first"];
    assert_eq!(first["initialize"]["protocolVersion"], 2, "{ctx}");
    assert_eq!(first["initialize"]["info"]["name"], "acp-test-agent");
    let session = report["sessionId"].clone();
    let turns = first["turns"].as_array().unwrap();
    let texts: Vec<&Value> = turns.iter().map(|t| &t["text"]).collect();
    assert_eq!(texts, ["hello", "stream 3", "permission"], "{ctx}");
    // The turns as summarised by the script, without the title update the
    // first prompt is to give (checked last, below).
    let turns: Vec<Value> = turns
        .iter()
        .map(|t| {
            let mut t = t.clone();
            t["updates"]
                .as_array_mut()
                .unwrap()
                .retain(|u| u != "session_info_update");
            t
        })
        .collect();
    for turn in &turns {
        let updates = turn["updates"].as_array().unwrap();
        let user = format!("user_message {}", turn["accepted"].as_str().unwrap());
        assert_eq!(updates[0], user, "{ctx}");
        assert_eq!(updates[1], "running", "{ctx}");
        assert_eq!(updates.last().unwrap(), "idle end_turn", "{ctx}");
    }
    let accepted: Vec<&str> = turns
        .iter()
        .map(|t| t["accepted"].as_str().unwrap())
        .collect();
    let agent_message = |user: &str| user.replacen("u-", "a-", 1);
    let a = agent_message(accepted[1]);
    assert_eq!(
        turns[1]["updates"],
        json!([
            format!("user_message {}", accepted[1]),
            "running",
            format!("chunk {a} c0 "),
            format!("chunk {a} c1 "),
            format!("chunk {a} c2 "),
            "idle end_turn"
        ]),
        "{ctx}"
    );
    assert_eq!(
        turns[2]["updates"].as_array().unwrap()[2..5],
        [
            json!("requires_action"),
            json!("running"),
            json!(format!(
                "chunk {} selected:allow-once",
                agent_message(accepted[2])
            ))
        ],
        "{ctx}"
    );
    assert_eq!(first["permissionRequests"].as_array().unwrap().len(), 1);
    // What the SDK handed to the client's `session/update` handler is what
    // came over the wire, in order.
    let received = received_updates(&first_wire, &session);
    assert_eq!(
        first["updates"],
        json!(received),
        "the SDK delivered the updates as received\n{ctx}"
    );
    let untitled = received
        .iter()
        .filter(|p| kind(p) != "session_info_update")
        .count();
    assert_eq!(untitled, 16, "{ctx}");
    first_wire.check(&[]);

    // The kill: SIGKILL, and the SDK's connection saw the agent go.
    assert_eq!(
        report["killed"],
        json!({"code": null, "signal": "SIGKILL"}),
        "{ctx}"
    );
    assert_eq!(report["closedAfterKill"], true, "{ctx}");

    // After the restart: v2 again; the session is listed with its cwd (its
    // title is checked last).
    let second = &report["second"];
    assert_eq!(second["initialize"]["protocolVersion"], 2, "{ctx}");
    let listed = second["list"]["sessions"].as_array().unwrap();
    let ours = listed
        .iter()
        .find(|s| s["sessionId"] == session)
        .unwrap_or_else(|| panic!("the session is listed\n{ctx}"));
    assert_eq!(ours["cwd"], cwd, "{ours}");

    // The resume on the wire: between the request and its answer, only this
    // session's updates: the replay, exactly what the client had received
    // before the kill, in order; `replay_complete` once; the current state
    // (idle: no turn runs); then the answer.
    let lines = second_wire.lines();
    let request = lines
        .iter()
        .position(|(dir, m)| {
            dir == "->" && m["method"] == "session/resume" && m["params"]["sessionId"] == session
        })
        .unwrap_or_else(|| panic!("no session/resume\n{ctx}"));
    let id = &lines[request].1["id"];
    assert_eq!(
        lines[request].1["params"]["replayFrom"],
        json!({"type": "start"})
    );
    let answer = lines
        .iter()
        .position(|(dir, m)| dir == "<-" && m.get("method").is_none() && m["id"] == *id)
        .unwrap_or_else(|| panic!("session/resume unanswered\n{ctx}"));
    assert!(
        lines[answer].1.get("result").is_some(),
        "{}",
        lines[answer].1
    );
    let during: Vec<Value> = lines[request + 1..answer]
        .iter()
        .map(|(dir, m)| {
            assert_eq!(dir, "<-", "the client sent {m} during the resume");
            assert_eq!(m["method"], "session/update", "during the resume: {m}");
            assert_eq!(m["params"]["sessionId"], session, "during the resume: {m}");
            m["params"].clone()
        })
        .collect();
    let all_updates = received_updates(&second_wire, &session);
    let completes = all_updates
        .iter()
        .filter(|p| kind(p) == "replay_complete")
        .count();
    assert_eq!(completes, 1, "replay_complete exactly once\n{ctx}");
    let done = during
        .iter()
        .position(|p| kind(p) == "replay_complete")
        .unwrap_or_else(|| panic!("no replay_complete before the resume answer\n{ctx}"));
    assert_eq!(
        during[..done],
        received[..],
        "the replay is what the client had received, in order"
    );
    assert_eq!(
        during[done + 1..],
        [json!({
            "sessionId": session,
            "update": {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}
        })],
        "after replay_complete, the current state, then the answer\n{ctx}"
    );
    // The SDK handed the client the replay too, as it came.
    let before = second["resume"]["updatesBefore"].as_u64().unwrap() as usize;
    let handed = &second["updates"].as_array().unwrap()[before..before + during.len()];
    assert_eq!(handed, during, "{ctx}");

    // A fourth turn on the resumed session, with message ids of its own.
    let fourth = &second["fourth"];
    let user = fourth["accepted"].as_str().unwrap();
    assert!(
        !accepted.contains(&user),
        "the fourth turn's user message id {user} is new"
    );
    let a = agent_message(user);
    assert_eq!(
        fourth["updates"],
        json!([
            format!("user_message {user}"),
            "running",
            format!("chunk {a} c0 "),
            format!("chunk {a} c1 "),
            "idle end_turn"
        ]),
        "{ctx}"
    );

    // An unknown session: -32002 with its id in the data.
    let unknown = &second["unknown"];
    assert_eq!(unknown["code"], -32002, "{ctx}");
    assert_eq!(
        unknown["data"],
        json!({"sessionId": "no-such-session"}),
        "{ctx}"
    );
    let (unknown_request, _) = second_wire
        .calls("->", "session/resume")
        .into_iter()
        .find(|(r, _)| r["params"]["sessionId"] == "no-such-session")
        .unwrap_or_else(|| panic!("no session/resume of the unknown session\n{ctx}"));
    second_wire.check(&[("->", unknown_request["id"].clone())]);
    assert_eq!(
        report["agentExit"],
        json!({"code": 0, "signal": null}),
        "{ctx}"
    );

    // The title: with `--store`, the test agent's first prompt gives a session
    // its title (`test_agent.rs`: a `session_info_update`), and the v2 side
    // carries the convention over; the stored session is listed with it.
    // (Last, so that a failure here says that everything above held.)
    let titles: Vec<&Value> = received
        .iter()
        .filter(|p| kind(p) == "session_info_update")
        .map(|p| &p["update"]["title"])
        .collect();
    assert_eq!(
        ours["title"], "hello",
        "the listed session has its first prompt as title: {ours}; \
         the title updates the client received: {titles:?}"
    );
    assert_eq!(
        titles,
        [&json!("hello")],
        "one title update, from the first prompt"
    );
}
