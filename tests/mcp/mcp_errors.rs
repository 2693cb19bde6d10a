//! What `acp::mcp` says when a session's server cannot be used: each failure
//! names the server and says the cause in words (no type names of the
//! libraries underneath), and a server that exits before completing MCP's
//! `initialize` is reported with its exit status and the end of its stderr.

use std::time::Duration;

use acp::mcp::{McpError, McpOptions, McpServers};
use serde_json::json;

/// Type names of rmcp, reqwest or hyper in a message meant for people.
fn library_words(message: &str) -> Vec<&'static str> {
    [
        "::",
        "rmcp",
        "reqwest",
        "hyper",
        "Transport [",
        "Some(",
        "TypeId",
        "Error {",
    ]
    .into_iter()
    .filter(|word| message.contains(word))
    .collect()
}

#[tokio::test]
async fn failures_name_the_server_and_the_cause_in_words() {
    // A port nothing listens on: the connection is refused.
    let refused = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/mcp", refused.local_addr().unwrap());
    drop(refused);
    let servers = [
        json!({"type": "http", "name": "refused", "url": url, "headers": []}),
        json!({"name": "quits", "command": "/bin/sh",
               "args": ["-c", "echo 'no token in MCP_TOKEN' >&2; exit 3"], "env": []}),
        json!({"name": "missing", "command": "/nonexistent/mcp-server", "args": [], "env": []}),
        json!({"type": "sse", "name": "old", "url": "http://127.0.0.1:9/sse", "headers": []}),
    ];
    let options = McpOptions::default().start_timeout(Duration::from_secs(10));
    let connected = McpServers::connect(&servers, &options).await;
    assert!(connected.servers().is_empty());
    let said: Vec<String> = connected
        .failures()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(said.len(), 4, "{said:#?}");
    for (failure, text) in connected.failures().iter().zip(&said) {
        let server = failure.server().expect("each names its server");
        assert!(
            text.starts_with(&format!("MCP server `{server}`")),
            "{text}"
        );
        assert_eq!(library_words(text), Vec::<&str>::new(), "{text}");
    }
    // What the operating system said, at the end of the HTTP client's causes.
    assert!(said[0].contains(&url), "{}", said[0]);
    assert!(said[0].contains("Connection refused"), "{}", said[0]);
    assert!(
        matches!(&connected.failures()[1], McpError::Exited { status, .. } if status.code() == Some(3)),
        "{:?}",
        connected.failures()[1]
    );
    assert!(said[1].contains("exit status: 3"), "{}", said[1]);
    assert!(said[1].contains("no token in MCP_TOKEN"), "{}", said[1]);
    assert!(said[2].contains("/nonexistent/mcp-server"), "{}", said[2]);
    assert!(said[3].contains("`sse` transport"), "{}", said[3]);
}
