//! One MCP tool call's round trip (`echo`), p50 and p99, three ways to the
//! same rmcp service in the same run:
//!
//! 1. **direct rmcp, stdio**: an rmcp client on the pipes of a child process
//!    serving the service (this binary, started with `--serve-mcp`): the
//!    baseline, no ACP in the way;
//! 2. **acp::mcp, stdio**: the same child, connected the way an agent does
//!    (`McpServers::connect` with a stdio `mcpServers` entry) and called with
//!    `McpServers::call`;
//! 3. **acp::mcp, ACP transport**: an agent's `McpServers` calling a service
//!    its client offers (`McpOffer`) over the ACP connection itself
//!    (`mcp/message` over an in-memory pipe), a fresh service instance per
//!    request, as the transport's stateless lifecycle has it.
//!
//! `cargo bench --bench mcp_roundtrip --features mcp,unstable` (2,000 calls
//! each after 200 to warm up; without `--bench`, 100 each).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp::mcp::rmcp::{self, ServiceExt};
use acp::mcp::{McpOffer, McpOptions, McpServers};
use acp::transport::memory_pair;
use acp::v1_unstable as v1u;
use acp::{acp_agent, acp_client, Config};
use serde_json::json;

#[path = "../tests/support/mcp_service.rs"]
mod mcp_service;
use mcp_service::EchoService;

fn args() -> Option<serde_json::Map<String, serde_json::Value>> {
    json!({"message": "ping"}).as_object().cloned()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn report(name: &str, mut times: Vec<Duration>) -> Duration {
    times.sort_unstable();
    let (p50, p99) = (percentile(&times, 0.5), percentile(&times, 0.99));
    println!(
        "{name:<28} p50 {:>8.1} µs   p99 {:>8.1} µs   ({} calls)",
        p50.as_secs_f64() * 1e6,
        p99.as_secs_f64() * 1e6,
        times.len()
    );
    p50
}

async fn measure<F, Fut>(warmup: usize, calls: usize, mut call: F) -> Vec<Duration>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    for _ in 0..warmup {
        call().await;
    }
    let mut times = Vec::with_capacity(calls);
    for _ in 0..calls {
        let at = Instant::now();
        call().await;
        times.push(at.elapsed());
    }
    times
}

/// The agent of way 3: connects its session's servers over the ACP transport.
#[derive(Default)]
struct Agent {
    servers: Arc<Mutex<Option<Arc<McpServers>>>>,
}

#[acp_agent(protocol = v1_unstable, mcp)]
impl Agent {
    fn initialize(&self, _req: v1u::InitializeRequest) -> acp::Result<v1u::InitializeResponse> {
        Ok(v1u::InitializeResponse::new(v1u::PROTOCOL_VERSION))
    }
    async fn new_session(
        &self,
        req: v1u::NewSessionRequest,
        client: v1u::ClientPeer,
    ) -> acp::Result<v1u::NewSessionResponse> {
        let servers =
            McpServers::connect(&req.mcp_servers, &McpOptions::default().acp(&client.0)).await;
        *self.servers.lock().unwrap() = Some(Arc::new(servers));
        Ok(v1u::NewSessionResponse::new("s"))
    }
    fn prompt(&self, _req: v1u::PromptRequest) -> acp::Result<v1u::PromptResponse> {
        Ok(v1u::PromptResponse::new(v1u::StopReason::EndTurn))
    }
}

struct Client(McpOffer);

#[acp_client(protocol = v1_unstable)]
impl Client {
    fn request_permission(
        &self,
        _req: v1u::RequestPermissionRequest,
    ) -> acp::Result<v1u::RequestPermissionResponse> {
        Ok(v1u::RequestPermissionResponse::new(
            v1u::RequestPermissionOutcome::Cancelled,
        ))
    }
    async fn message_mcp(
        &self,
        req: v1u::MessageMcpRequest,
    ) -> acp::Result<v1u::MessageMcpResponse> {
        self.0.answer(req).await
    }
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    if std::env::args().any(|a| a == "--serve-mcp") {
        let running = EchoService::default()
            .serve((tokio::io::stdin(), tokio::io::stdout()))
            .await
            .expect("MCP on stdio");
        let _ = running.waiting().await;
        return;
    }
    let full = std::env::args().any(|a| a == "--bench");
    let (warmup, calls) = if full { (200, 2000) } else { (10, 100) };
    let me = std::env::current_exe().expect("this binary");

    // 1. direct rmcp over a child's stdio.
    let mut child = tokio::process::Command::new(&me)
        .arg("--serve-mcp")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the MCP child");
    let (stdout, stdin) = (child.stdout.take().unwrap(), child.stdin.take().unwrap());
    let direct = ().serve((stdout, stdin)).await.expect("rmcp client");
    let times = measure(warmup, calls, || async {
        let params =
            rmcp::model::CallToolRequestParams::new("echo").with_arguments(args().unwrap());
        direct.call_tool(params).await.expect("echo");
    })
    .await;
    let direct_p50 = report("direct rmcp, stdio", times);
    drop(direct);
    drop(child);

    // 2. acp::mcp over a child's stdio.
    let stdio = json!([{"name": "echo", "command": me, "args": ["--serve-mcp"], "env": []}]);
    let servers: Vec<v1u::McpServer> = serde_json::from_value(stdio).unwrap();
    let agent_side = McpServers::connect(&servers, &McpOptions::default()).await;
    assert!(
        agent_side.failures().is_empty(),
        "{:?}",
        agent_side.failures()
    );
    let server = &agent_side.servers()[0];
    let times = measure(warmup, calls, || async {
        server.call("echo", args()).await.expect("echo");
    })
    .await;
    let stdio_p50 = report("acp::mcp, stdio", times);
    drop(agent_side);

    // 3. acp::mcp over the ACP transport (mcp/message).
    let offer = McpOffer::new().service("echo", EchoService::default);
    let agent = Agent::default();
    let held = agent.servers.clone();
    let ((_a, _), (client_conn, _)) = memory_pair(
        v1u::AgentHandler(agent),
        v1u::ClientHandler(Client(offer.clone())),
        Config::default(),
    );
    let peer = v1u::AgentPeer(client_conn);
    let init = peer
        .initialize(v1u::InitializeRequest::new(1))
        .await
        .unwrap();
    let offered = offer.servers(&init).await;
    let servers: Vec<v1u::McpServer> =
        serde_json::from_value(serde_json::to_value(&offered.servers).unwrap()).unwrap();
    peer.new_session(v1u::NewSessionRequest::new("/", servers))
        .await
        .unwrap();
    let over_acp = held.lock().unwrap().clone().expect("the session's servers");
    assert!(over_acp.failures().is_empty(), "{:?}", over_acp.failures());
    let server = &over_acp.servers()[0];
    let times = measure(warmup, calls, || async {
        server.call("echo", args()).await.expect("echo");
    })
    .await;
    let acp_p50 = report("acp::mcp, ACP transport", times);

    println!(
        "ACP transport / stdio (p50): {:.2}x; acp::mcp stdio / direct rmcp stdio (p50): {:.2}x",
        acp_p50.as_secs_f64() / stdio_p50.as_secs_f64(),
        stdio_p50.as_secs_f64() / direct_p50.as_secs_f64()
    );
}
