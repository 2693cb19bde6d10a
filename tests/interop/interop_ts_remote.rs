//! Interop of the remote transports with the official TypeScript SDK,
//! `@agentclientprotocol/sdk` 2.4.0 (pinned with `ws` in
//! `tests/ts-remote/package.json` / `package-lock.json`): its Streamable HTTP
//! client (`experimental/http-client`) and its WebSocket client
//! (`experimental/ws-client`) each run a session against a macro-written agent
//! served by `acp::transport::remote::serve`: streamed chunks, a turn with a file
//! read, a permission request and an extension call back into the client,
//! `_meta` echoed, an extension request, and a turn ended by session/cancel.
//!
//! And the other way round: our client (`remote::connect`) runs a session
//! against an agent written with the TS SDK and served by its `AcpServer`
//! (`experimental/server` with the node adapters), over both transports.
//!
//! Needs node and npm: the first run installs `tests/ts-remote/node_modules`
//! with `npm ci` (the tests fail, never skip, when that fails).

use std::sync::atomic::Ordering;
use std::time::Duration;

use acp::transport::remote::ServerConfig;
use serde_json::{json, Value};

use crate::support;
use support::remote_peers::*;

const TIMEOUT: Duration = Duration::from_secs(60);

/// Runs `tests/ts-remote/client.mjs` against `url`; returns its report.
async fn ts_client(url: &str) -> Value {
    let dir = support::install::npm_project("ts-remote");
    let version = support::install::npm_pinned(&dir, "@agentclientprotocol/sdk");
    assert_eq!(version, "2.4.0", "the TS SDK this test is written for");
    let run = support::node::node_report(&dir.join("client.mjs"), [url], TIMEOUT).await;
    let report = run.report;
    assert!(
        run.status.success() && report["ok"] == true,
        "client.mjs failed: {report}; stderr {}",
        run.stderr
    );
    report
}

/// What the TS client saw of the session, the same over both transports.
fn check_report(report: &Value) {
    let steps = &report["steps"];
    assert_eq!(steps["initialize"]["agent"], "remote-test-agent");
    assert_eq!(steps["newSession"], "remote-1");
    let streamed: Vec<Value> = (0..20).map(|i| json!(format!("c{i}"))).collect();
    assert_eq!(steps["stream"]["chunks"], Value::Array(streamed));
    assert_eq!(steps["stream"]["stopReason"], "end_turn");
    assert_eq!(
        steps["ask"]["chunks"],
        json!([r#"file "contents of /notes.txt", permission allow-once, pong {"pong":1}"#])
    );
    assert_eq!(steps["ask"]["meta"], json!({"from": "ts"}));
    assert_eq!(report["permissionAsked"], "call-1");
    assert_eq!(steps["echo"], json!({"echoed": {"x": 1}}));
    assert_eq!(steps["cancel"]["stopReason"], "cancelled");
    assert_eq!(steps["cancel"]["chunks"], json!(["waiting"]));
}

async fn drive(url_of: impl Fn(&acp::transport::remote::Server) -> String) {
    let (server, log) = start_server(ServerConfig::default()).await;
    let report = ts_client(&url_of(&server)).await;
    check_report(&report);
    assert_eq!(log.turns_started.load(Ordering::SeqCst), 3);
    // The node process has exited: its connection is gone from the server.
    wait_until(Duration::from_secs(10), || server.connections() == 0).await;
    assert_eq!(log.turns_ended.load(Ordering::SeqCst), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ts_sdk_http_client_drives_our_server() {
    drive(|server| server.http_url()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ts_sdk_websocket_client_drives_our_server() {
    drive(|server| server.ws_url()).await;
}

/// Our client against `tests/ts-remote/server.mjs` at `scheme://ADDR/acp`.
async fn drive_ts_server(scheme: &str) {
    let dir = support::install::npm_project("ts-remote");
    let mut server = tokio::process::Command::new("node");
    server.arg(dir.join("server.mjs"));
    drive_foreign_server(server, scheme, "ts-remote-agent", "ts-1").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_http_client_drives_the_ts_sdk_server() {
    drive_ts_server("http").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_websocket_client_drives_the_ts_sdk_server() {
    drive_ts_server("ws").await;
}
