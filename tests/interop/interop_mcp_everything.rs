//! A real MCP server, `@modelcontextprotocol/server-everything` (npm, pinned in
//! `tests/mcp-everything/`, installed by the test), called by an agent through
//! `acp::mcp`: the test agent built with `mcp`, given the server in
//! `session/new` over stdio and over Streamable HTTP, calls its `echo` and
//! `get-sum` tools with the convention's `mcp TOOL JSON`.

use crate::support;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::agent_process::Agent;
use support::paths;

/// The server's entry point, installed.
fn server_script() -> PathBuf {
    let project = support::install::npm_project("mcp-everything");
    let version = support::install::npm_pinned(&project, "@modelcontextprotocol/server-everything");
    assert_eq!(version, "2026.8.31");
    project.join("node_modules/@modelcontextprotocol/server-everything/dist/index.js")
}

/// `node` as an absolute path (the spec wants one for a stdio server).
fn node() -> PathBuf {
    let path = std::env::var_os("PATH").expect("PATH");
    std::env::split_paths(&path)
        .map(|dir| dir.join("node"))
        .find(|p| p.is_file())
        .expect("node in PATH")
}

/// The chunks of one turn of session `test-0`.
fn turn(agent: &mut Agent, text: &str) -> Vec<String> {
    agent.prompt(text);
    let mut chunks = vec![];
    loop {
        let message = agent.recv();
        if let Some(text) = message["params"]["update"]["content"]["text"].as_str() {
            chunks.push(text.to_owned());
        }
        if message["id"] == 3 {
            assert_eq!(message["result"]["stopReason"], "end_turn", "{message}");
            return chunks;
        }
    }
}

fn calls_tools(servers: Value) {
    let mut agent = Agent::with_mcp_servers(&paths::test_agent(), servers, Stdio::inherit());
    assert_eq!(
        turn(&mut agent, r#"mcp echo {"message": "hello everything"}"#),
        ["Echo: hello everything"]
    );
    assert_eq!(
        turn(&mut agent, r#"mcp get-sum {"a": 2, "b": 40}"#),
        ["The sum of 2 and 40 is 42."]
    );
    let (_, _) = agent.close_stdin();
}

#[test]
fn server_everything_over_stdio() {
    let script = server_script();
    calls_tools(json!([{
        "name": "everything",
        "command": node(),
        "args": [script, "stdio"],
        "env": [],
    }]));
}

#[test]
fn server_everything_over_streamable_http() {
    let script = server_script();
    let port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let mut server = Command::new(node())
        .args([script.as_os_str(), "streamableHttp".as_ref()])
        .env("PORT", port.to_string())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = BufReader::new(server.stderr.take().unwrap());
    let started = Instant::now();
    let (ready_tx, ready) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in stderr.lines().map_while(Result::ok) {
            if line.contains("listening on port") {
                let _ = ready_tx.send(());
            }
        }
    });
    ready
        .recv_timeout(Duration::from_secs(30))
        .unwrap_or_else(|_| panic!("the server did not listen within {:?}", started.elapsed()));
    calls_tools(json!([{
        "type": "http",
        "name": "everything",
        "url": format!("http://127.0.0.1:{port}/mcp"),
        "headers": [],
    }]));
    let _ = server.kill();
    let _ = server.wait();
}
