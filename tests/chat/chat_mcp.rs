//! The chat's MCP options against the test agent built with `mcp` (whose `mcp
//! TOOL JSON` calls a tool of its session's servers, reported as a tool call):
//! a stdio server found on `PATH` past a file of its name that is not
//! executable, named with `--mcp-name`, its `--mcp-env` reaching it; an SSE
//! server sent as given (`--advertise-sse` makes the test agent take them); a
//! failed call shown with the reason the agent gave; and a named file that is
//! not executable refused before the agent starts.
#![cfg(all(unix, feature = "mcp"))]

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::support;
use support::chat_run::{assert_contains, assert_in_order, shown, Run};
use support::paths::{acp_cli, example, test_agent};

/// A fresh directory for one test, with `bin/mcp_server`: a file of the MCP
/// server's name that is not executable, to put on `PATH` before the real one.
fn scratch(tag: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("acp-chat-mcp-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let shadow = bin.join("mcp_server");
    std::fs::write(&shadow, "not a program\n").unwrap();
    std::fs::set_permissions(&shadow, std::fs::Permissions::from_mode(0o644)).unwrap();
    (dir, shadow)
}

/// `PATH` with `first` before the example binaries' directory and the rest.
fn path_with(first: &Path) -> std::ffi::OsString {
    let examples = example("mcp_server").parent().unwrap().to_owned();
    let rest = std::env::var_os("PATH").unwrap_or_default();
    let dirs = [first.to_owned(), examples]
        .into_iter()
        .chain(std::env::split_paths(&rest));
    std::env::join_paths(dirs).unwrap()
}

/// The params of the first `method` request the recording `trace` holds.
fn recorded_params(trace: &Path, method: &str) -> Value {
    std::fs::read_to_string(trace)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .find(|entry| entry["msg"]["method"] == method)
        .unwrap_or_else(|| panic!("no {method} in {}", trace.display()))["msg"]["params"]
        .clone()
}

#[test]
fn named_servers_their_env_sse_entries_and_failed_calls() {
    let (dir, shadow) = scratch("options");
    let trace = dir.join("wire.jsonl");
    let log = dir.join("mcp.log");
    let log_var = format!("ACP_MCP_LOG={}", log.display());
    let flags = [
        "--yes",
        "--mcp",
        "mcp_server",
        "--mcp-name",
        "adder",
        "--mcp-env",
        "ACP_MCP_SECRET=from-the-chat",
        "--mcp-env",
        &log_var,
        "--mcp-sse",
        "http://127.0.0.1:9/sse",
        "--mcp-header",
        "X-Key: k",
        "--",
    ];
    let (acp, agent) = (acp_cli(), test_agent());
    let command = [
        acp.to_str().unwrap(),
        "trace",
        "--raw",
        "-o",
        trace.to_str().unwrap(),
        "--",
        agent.to_str().unwrap(),
        "--advertise-sse",
    ];
    let input = "mcp env {\"name\": \"ACP_MCP_SECRET\"}\nmcp nothing {}\n/mcp\n/quit\n";
    let out = Run::new(&flags, &command)
        .env("PATH", path_with(shadow.parent().unwrap()))
        .dir(&dir)
        .input(input)
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let server = example("mcp_server").display().to_string();
    assert_in_order(
        &stdout,
        &[
            // The tool of the named server, its variable's value in the result.
            "[tool mcp-1] env (MCP tool) (other, in_progress)\n",
            "[tool mcp-1] completed\n",
            "from-the-chat",
            // A call that fails: the reason the agent gave, not just its status.
            "[tool mcp-2] failed: no MCP server of this session lists the tool `nothing`\n",
            // `/mcp`: the executable found past the file that is not, named.
            &format!("adder: stdio, {server} (env: ACP_MCP_SECRET, ACP_MCP_LOG)\n"),
            "127-0-0-1: sse, http://127.0.0.1:9/sse (headers: X-Key)\n",
        ],
    );
    assert!(!stdout.contains("not given"), "{stdout}");
    // What the agent got: the servers as given, the SSE entry whole.
    let new_session = recorded_params(&trace, "session/new");
    assert_eq!(
        new_session["mcpServers"],
        json!([
            {"name": "adder", "command": server, "args": [],
             "env": [{"name": "ACP_MCP_SECRET", "value": "from-the-chat"},
                     {"name": "ACP_MCP_LOG", "value": log.display().to_string()}]},
            {"type": "sse", "name": "127-0-0-1", "url": "http://127.0.0.1:9/sse",
             "headers": [{"name": "X-Key", "value": "k"}]},
        ])
    );
    // The server's own log: the variable reached it, and it was called.
    let events = std::fs::read_to_string(&log).unwrap();
    assert!(
        events.contains("initialize acp-test-agent") && events.contains("call env"),
        "{events}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A server named by a path to a file that is not executable is refused before
/// the agent starts, and one whose name finds nothing executable on `PATH` too.
#[test]
fn a_command_that_is_not_executable_is_refused_before_the_agent_starts() {
    let (dir, shadow) = scratch("refused");
    let trace = dir.join("wire.jsonl");
    let (acp, agent) = (acp_cli(), test_agent());
    let command = [
        acp.to_str().unwrap(),
        "trace",
        "-o",
        trace.to_str().unwrap(),
        "--",
        agent.to_str().unwrap(),
    ];
    let named = Run::new(&["--mcp", shadow.to_str().unwrap(), "--"], &command).output();
    assert_eq!(named.status.code(), Some(2), "{}", shown(&named));
    assert_contains(
        &named,
        &[&format!(
            "chat: --mcp: `{}` is not executable",
            shadow.display()
        )],
    );
    let only_bin = std::env::join_paths([shadow.parent().unwrap()]).unwrap();
    let searched = Run::new(&["--mcp", "mcp_server", "--"], &command)
        .env("PATH", only_bin)
        .output();
    assert_eq!(searched.status.code(), Some(2), "{}", shown(&searched));
    assert_contains(
        &searched,
        &["chat: --mcp: `mcp_server`: no executable file of that name in PATH"],
    );
    assert!(!trace.exists(), "the agent was started");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--mcp` and `--mcp-url` reach the agent's `session/new`; `/mcp` lists them.
/// (v1: the test agent connects MCP servers in its v1 sessions; HTTP servers
/// are left out of a v1 session whose agent does not advertise them.)
#[test]
fn mcp_servers_reach_the_agent_and_are_listed() {
    let server = example("mcp_server");
    let test_agent = test_agent();
    let out = Run::new(
        &[
            "--yes",
            "--protocol",
            "v1",
            "--mcp",
            server.to_str().unwrap(),
            "--mcp-url",
            "http://127.0.0.1:9/mcp",
            "--mcp-header",
            "Authorization: Bearer hidden",
        ],
        &[test_agent.to_str().unwrap()],
    )
    .input("/mcp\nmcp echo {\"message\": \"tool says hi\"}\n/quit\n")
    .output();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for expected in [
        "mcp_server: stdio, ",
        "127-0-0-1: http, http://127.0.0.1:9/mcp (headers: Authorization)",
        "tool says hi",
    ] {
        assert!(stdout.contains(expected), "no {expected:?} in:\n{stdout}");
    }
    assert!(!stdout.contains("Bearer hidden"), "{stdout}");
}
