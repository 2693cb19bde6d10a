//! Interop of the remote transports with the official Rust SDK's HTTP
//! transport, `agent-client-protocol-http` 5.0.0: its `HttpClient`, in a
//! program of its own (`tests/official-http`, built once into
//! `target/interop/official-http`, never a dependency of acp), runs a session
//! against a macro-written agent served by `acp::transport::remote::serve`, over
//! Streamable HTTP and over WebSocket: initialize, session/new, 20 streamed
//! chunks, and a turn ended by session/cancel. And the other way round: our
//! client (`remote::connect`) runs a session against an agent written with
//! the official SDK and served by its `AcpHttpServer`, over both transports.

use std::sync::atomic::Ordering;
use std::time::Duration;

use acp::transport::remote::{Server, ServerConfig};
use serde_json::{json, Value};

use crate::support;
use support::remote_peers::*;

fn official_peer() -> std::path::PathBuf {
    support::install::cargo_project("official-http", "official-http-peer")
}

async fn official_client(url: &str) -> Value {
    let peer = official_peer();
    let out = tokio::time::timeout(
        Duration::from_secs(60),
        tokio::process::Command::new(&peer)
            .arg(url)
            .kill_on_drop(true)
            .output(),
    )
    .await
    .expect("the official client finished within 60 s")
    .expect("the official client runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let report: Value = serde_json::from_str(stdout.trim()).unwrap_or_else(|e| {
        panic!(
            "no report ({e}): stdout {stdout}; stderr {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    assert_eq!(report["ok"], true, "{report}");
    report
}

async fn drive(url_of: impl Fn(&Server) -> String) {
    let (server, log) = start_server(ServerConfig::default()).await;
    let report = official_client(&url_of(&server)).await;
    let steps = &report["steps"];
    assert_eq!(steps["agent"], "remote-test-agent");
    assert_eq!(steps["session"], "remote-1");
    let streamed: Vec<Value> = (0..20).map(|i| json!(format!("c{i}"))).collect();
    assert_eq!(
        steps["stream"],
        json!({"stopReason": "end_turn", "chunks": streamed})
    );
    assert_eq!(steps["cancel"], json!({"stopReason": "cancelled"}));
    assert_eq!(log.turns_started.load(Ordering::SeqCst), 2);
    wait_until(Duration::from_secs(10), || server.connections() == 0).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_http_client_drives_our_server() {
    drive(Server::http_url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn official_websocket_client_drives_our_server() {
    drive(Server::ws_url).await;
}

/// Our client against the official server at `scheme://ADDR/acp`.
async fn drive_official_server(scheme: &str) {
    let mut server = tokio::process::Command::new(official_peer());
    server.arg("serve");
    drive_foreign_server(server, scheme, "official-http-agent", "official-1").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_http_client_drives_the_official_server() {
    drive_official_server("http").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_websocket_client_drives_the_official_server() {
    drive_official_server("ws").await;
}
