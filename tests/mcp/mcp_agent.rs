//! An agent using `acp::mcp` (the test agent built with `mcp`), given MCP
//! servers in `session/new`: the tool's result comes back over stdio and
//! Streamable HTTP, the headers reach every HTTP request, a tool call is
//! cancelled with its turn (the server gets `notifications/cancelled`), a dead
//! server fails at once naming itself, a server that cannot start does not
//! fail the session, and stdio servers end with the agent.

use crate::support;

use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::agent_process::Agent;
use support::paths;

/// A fresh file for the MCP server's event log.
fn log_file(tag: &str) -> PathBuf {
    let dir = paths::target_dir().join("mcp-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{tag}-{}.log", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

fn events(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The stdio settings of the example MCP server, logging to `log`.
fn stdio_server(name: &str, log: &Path) -> Value {
    json!({
        "name": name,
        "command": paths::example("mcp_server"),
        "args": [],
        "env": [
            {"name": "ACP_MCP_LOG", "value": log},
            {"name": "ACP_MCP_SECRET", "value": "from-the-client"},
        ],
    })
}

/// The chunks of the turn and its stop reason.
fn turn(agent: &mut Agent, text: &str) -> (Vec<String>, Value) {
    agent.prompt(text);
    let mut chunks = vec![];
    loop {
        let message = agent.recv();
        if message["method"] == "session/update" {
            if let Some(text) = message["params"]["update"]["content"]["text"].as_str() {
                chunks.push(text.to_owned());
            }
            continue;
        }
        if message["id"] == 3 {
            return (chunks, message["result"]["stopReason"].clone());
        }
    }
}

/// Whether process `pid` still runs (zombies do not count).
fn running(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => !stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
        Err(_) => false,
    }
}

fn server_pid(log: &Path) -> u32 {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(pid) = events(log)
            .iter()
            .find_map(|e| e.strip_prefix("start ").and_then(|p| p.parse().ok()))
        {
            return pid;
        }
        assert!(Instant::now() < deadline, "the MCP server never started");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_stdio_servers_tool_answers_and_the_server_ends_with_the_agent() {
    let log = log_file("stdio");
    let servers = json!([stdio_server("tools", &log)]);
    let mut agent = Agent::with_mcp_servers(&paths::test_agent(), servers, Stdio::inherit());
    let (chunks, stop) = turn(&mut agent, r#"mcp echo {"message": "hello from MCP"}"#);
    assert_eq!(chunks, ["hello from MCP"]);
    assert_eq!(stop, "end_turn");
    // The environment the client gave reaches the server.
    let (chunks, _) = turn(&mut agent, r#"mcp env {"name": "ACP_MCP_SECRET"}"#);
    assert_eq!(chunks, ["from-the-client"]);
    let seen = events(&log);
    assert!(
        seen.iter().any(|e| e == "initialize acp-test-agent"),
        "{seen:?}"
    );
    let pid = server_pid(&log);
    assert!(running(pid));
    let (_, _) = agent.close_stdin();
    let closed = Instant::now();
    while running(pid) {
        assert!(
            closed.elapsed() < Duration::from_secs(3),
            "the MCP server (pid {pid}) outlived the agent by 3 s"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// In v2 the prompt is only accepted; the turn's chunks come as updates until
/// the session is idle again.
#[test]
fn the_v2_agent_connects_its_sessions_servers_too() {
    let log = log_file("v2");
    let mut server = stdio_server("tools", &log);
    server["type"] = json!("stdio");
    let mut agent = Agent::speaking(2, &paths::test_agent(), json!([server]), Stdio::inherit());
    agent.prompt(r#"mcp echo {"message": "hello over v2"}"#);
    let mut chunks = vec![];
    let idle = loop {
        let message = agent.recv();
        let update = &message["params"]["update"];
        match update["sessionUpdate"].as_str() {
            Some("agent_message_chunk") => chunks.push(update["content"]["text"].clone()),
            Some("state_update") if update["state"] == "idle" => break update.clone(),
            _ => {}
        }
    };
    assert_eq!(chunks, ["hello over v2"], "{idle}");
    assert_eq!(idle["stopReason"], "end_turn", "{idle}");
    let pid = server_pid(&log);
    let _ = agent.close_stdin();
    let closed = Instant::now();
    while running(pid) {
        assert!(
            closed.elapsed() < Duration::from_secs(3),
            "the MCP server (pid {pid}) outlived the v2 agent by 3 s"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn an_unknown_tool_and_bad_arguments_are_chunks_saying_so() {
    let log = log_file("unknown");
    let servers = json!([stdio_server("tools", &log)]);
    let mut agent = Agent::with_mcp_servers(&paths::test_agent(), servers, Stdio::null());
    let (chunks, stop) = turn(&mut agent, "mcp nothing {}");
    assert_eq!(stop, "end_turn");
    assert_eq!(
        chunks,
        ["error: no MCP server of this session lists the tool `nothing`"]
    );
    let (chunks, _) = turn(&mut agent, "mcp echo [1]");
    assert_eq!(chunks, ["error: the arguments must be a JSON object"]);
}

/// The example server over Streamable HTTP: its URL, and the process.
fn http_server(log: &Path) -> (String, std::process::Child) {
    let mut child = Command::new(paths::example("mcp_server"))
        .args(["--http", "127.0.0.1:0"])
        .env("ACP_MCP_LOG", log)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    (line.trim().to_owned(), child)
}

#[test]
fn an_http_server_gets_the_headers_on_every_request() {
    let log = log_file("http");
    let (url, mut server) = http_server(&log);
    let servers = json!([{
        "type": "http",
        "name": "remote",
        "url": url,
        "headers": [{"name": "Authorization", "value": "Bearer s3cret"}],
    }]);
    let mut agent = Agent::with_mcp_servers(&paths::test_agent(), servers, Stdio::inherit());
    let (chunks, stop) = turn(&mut agent, r#"mcp echo {"message": "over http"}"#);
    assert_eq!(
        (chunks, stop),
        (vec!["over http".to_owned()], json!("end_turn"))
    );
    let (_, _) = agent.close_stdin();
    let _ = server.kill();
    let _ = server.wait();
    let requests: Vec<String> = events(&log)
        .into_iter()
        .filter(|e| e.starts_with("http "))
        .collect();
    // initialize, initialized, tools/list, tools/call at least.
    assert!(requests.len() >= 4, "{requests:?}");
    for request in &requests {
        assert!(
            request.ends_with("authorization=Bearer s3cret"),
            "a request without the header: {requests:?}"
        );
    }
}

#[test]
fn a_tool_call_is_cancelled_with_its_turn() {
    let log = log_file("cancel");
    let servers = json!([stdio_server("tools", &log)]);
    let mut agent = Agent::with_mcp_servers(&paths::test_agent(), servers, Stdio::inherit());
    agent.prompt(r#"mcp slow {"ms": 60000}"#);
    let deadline = Instant::now() + Duration::from_secs(10);
    while !events(&log).iter().any(|e| e == "call slow") {
        assert!(Instant::now() < deadline, "the tool was never called");
        std::thread::sleep(Duration::from_millis(5));
    }
    let sent = Instant::now();
    agent.send(
        json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "test-0"}}),
    );
    let answer = loop {
        let message = agent.recv();
        if message["id"] == 3 {
            break message;
        }
    };
    let took = sent.elapsed();
    assert_eq!(answer["result"]["stopReason"], "cancelled");
    assert!(took < Duration::from_secs(1), "cancelled after {took:?}");
    let deadline = Instant::now() + Duration::from_secs(5);
    while !events(&log).iter().any(|e| e == "cancelled slow") {
        assert!(
            Instant::now() < deadline,
            "the server was not sent notifications/cancelled: {:?}",
            events(&log)
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    // The server lives on for the session's next turn.
    let (chunks, _) = turn(&mut agent, r#"mcp echo {"message": "still here"}"#);
    assert_eq!(chunks, ["still here"]);
}

#[test]
fn a_server_that_cannot_start_does_not_fail_the_session_and_a_dead_one_fails_at_once() {
    let log = log_file("dead");
    let servers = json!([
        {"name": "missing", "command": "/nonexistent/mcp-server", "args": [], "env": []},
        {"type": "sse", "name": "old", "url": "http://127.0.0.1:9/sse", "headers": []},
        stdio_server("tools", &log),
    ]);
    let mut agent = Agent::with_mcp_servers(&paths::test_agent(), servers, Stdio::null());
    let (chunks, _) = turn(&mut agent, r#"mcp echo {"message": "one works"}"#);
    assert_eq!(chunks, ["one works"]);
    let pid = server_pid(&log);
    Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .unwrap();
    while running(pid) {
        std::thread::sleep(Duration::from_millis(5));
    }
    let asked = Instant::now();
    let (chunks, stop) = turn(&mut agent, r#"mcp echo {"message": "anyone?"}"#);
    assert!(
        asked.elapsed() < Duration::from_secs(1),
        "{:?}",
        asked.elapsed()
    );
    assert_eq!(stop, "end_turn");
    assert_eq!(chunks.len(), 1, "{chunks:?}");
    assert!(
        chunks[0].starts_with("error: MCP server `tools` is gone"),
        "{chunks:?}"
    );
}

#[test]
fn the_agent_advertises_the_transports_it_connects() {
    let mut agent = Agent::with_mcp_servers(&paths::test_agent(), json!([]), Stdio::null());
    agent.send(json!({"jsonrpc": "2.0", "id": 9, "method": "initialize", "params": {"protocolVersion": 1}}));
    let answer = agent.recv();
    let mcp = &answer["result"]["agentCapabilities"]["mcpCapabilities"];
    assert_eq!(mcp["http"], true, "{answer}");
    assert_eq!(mcp["sse"], false, "{answer}");
}

/// The README's MCP example agent lists the session's tools and calls one.
#[test]
fn the_example_agent_lists_the_tools_and_calls_one() {
    let log = log_file("example");
    let servers = json!([stdio_server("tools", &log)]);
    let mut agent =
        Agent::with_mcp_servers(&paths::example("mcp_agent"), servers, Stdio::inherit());
    let (chunks, stop) = turn(&mut agent, r#"echo {"message": "from the example"}"#);
    assert_eq!(stop, "end_turn");
    assert_eq!(
        chunks,
        [
            "tools: tools/echo, tools/env, tools/slow\n",
            "from the example"
        ]
    );
}
