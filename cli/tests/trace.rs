//! `acp trace`: the proxy forwards byte for byte and records every line both ways in
//! order (secrets hidden in the recording only, the same as in the library's message
//! log), passes the agent's exit status
//! through and ends with either side; the chat client gets the same results through
//! it; `acp trace show` pairs and folds; the `--html` page renders in headless
//! Chromium without console messages.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod support;
use support::*;
#[path = "../../tests/support/debian.rs"]
mod debian;

use serde_json::{json, Value};

fn acp() -> Command {
    Command::new(env!("CARGO_BIN_EXE_acp"))
}

/// A fresh scratch directory under the target dir.
fn scratch(name: &str) -> PathBuf {
    let dir = profile_dir().parent().unwrap().join("cli-tests").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The recording's entries.
fn recording(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn lines_pass_unchanged_and_are_recorded_in_order_with_secrets_hidden() {
    let dir = scratch("echo");
    let file = dir.join("trace.jsonl");
    let session_new = json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {
        "cwd": "/w", "mcpServers": [{"name": "m", "command": "mcp", "args": [],
            "env": [{"name": "API_KEY", "value": "sk-secret-1"}]}]}})
    .to_string();
    let sent = [
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}"#
            .to_string(),
        // Spacing and key order are kept as they are.
        r#"{ "jsonrpc" : "2.0", "method": "_x/note" , "params": {"b": 1, "a": 2} }"#.to_string(),
        session_new,
        "this is not json".to_string(),
    ];
    // `cat` as the agent: whatever the client sends comes back to it.
    let mut proxy = acp()
        .arg("trace")
        .arg("-o")
        .arg(&file)
        .args(["--", "sh", "-c", "cat; exit 3"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = proxy.stdin.take().unwrap();
    let mut stdout = BufReader::new(proxy.stdout.take().unwrap());
    for line in &sent {
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
        let mut back = String::new();
        stdout.read_line(&mut back).unwrap();
        assert_eq!(back, format!("{line}\n"), "forwarded unchanged, both ways");
    }
    drop(stdin);
    let status = proxy.wait().unwrap();
    assert_eq!(status.code(), Some(3), "the agent's exit status");

    let entries = recording(&file);
    assert_eq!(entries.len(), 2 * sent.len(), "{entries:#?}");
    for (i, line) in sent.iter().enumerate() {
        for (entry, dir) in [
            (&entries[2 * i], "client->agent"),
            (&entries[2 * i + 1], "agent->client"),
        ] {
            assert_eq!(entry["dir"], dir);
            match serde_json::from_str::<Value>(line) {
                Ok(msg) if i != 2 => assert_eq!(entry["msg"], msg),
                Ok(_) => {
                    let env = &entry["msg"]["params"]["mcpServers"][0]["env"][0];
                    assert_eq!(env, &json!({"name": "API_KEY", "value": "[redacted]"}));
                }
                Err(_) => assert_eq!(entry["line"], line.as_str()),
            }
        }
    }
    let times: Vec<f64> = entries.iter().map(|e| e["t"].as_f64().unwrap()).collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
    assert!(!std::fs::read_to_string(&file)
        .unwrap()
        .contains("sk-secret-1"));

    // --raw keeps the secret.
    let raw = dir.join("raw.jsonl");
    let mut proxy = acp()
        .arg("trace")
        .arg("-o")
        .arg(&raw)
        .args(["--raw", "--", "cat"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = proxy.stdin.take().unwrap();
    stdin
        .write_all(format!("{}\n", sent[2]).as_bytes())
        .unwrap();
    drop(stdin);
    assert!(proxy.wait().unwrap().success());
    assert!(std::fs::read_to_string(&raw)
        .unwrap()
        .contains("sk-secret-1"));
}

#[test]
fn the_proxy_ends_when_the_agent_exits_first() {
    let dir = scratch("exit");
    let started = Instant::now();
    let mut proxy = acp()
        .arg("trace")
        .arg("-o")
        .arg(dir.join("t.jsonl"))
        .args([
            "--",
            "sh",
            "-c",
            "echo '{\"jsonrpc\":\"2.0\",\"method\":\"bye\"}'; exit 7",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // The client keeps its end open; the proxy must still end.
    let _stdin = proxy.stdin.take().unwrap();
    let mut out = String::new();
    BufReader::new(proxy.stdout.take().unwrap())
        .read_line(&mut out)
        .unwrap();
    let status = proxy.wait().unwrap();
    assert_eq!(status.code(), Some(7));
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(out, "{\"jsonrpc\":\"2.0\",\"method\":\"bye\"}\n");
    let entries = recording(&dir.join("t.jsonl"));
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["msg"]["method"], "bye");
}

/// Runs the chat client (`acp chat`) on `prompt` against the test agent, through `acp trace`
/// when `trace` is given; its stdout. In v1, whose turn the recording is checked against (the
/// test agent built with all features offers v2 too).
fn chat(prompt: &str, trace: Option<&Path>) -> String {
    let mut command = acp();
    command.args(["chat", "--yes", "--protocol", "v1"]);
    if let Some(file) = trace {
        command
            .arg(env!("CARGO_BIN_EXE_acp"))
            .arg("trace")
            .arg("-o")
            .arg(file)
            .arg("--");
    }
    let mut child = command
        .arg(root_example("test_agent"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{prompt}\n").as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "chat: {:?}", output.status);
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_chat_client_gets_the_same_turn_through_the_proxy_and_show_pairs_and_folds_it() {
    let dir = scratch("chat");
    let file = dir.join("chat.jsonl");
    let direct = chat("stream 20", None);
    let traced = chat("stream 20", Some(&file));
    assert_eq!(direct, traced);
    assert!(traced.contains("c19"), "{traced}");

    let entries = recording(&file);
    let methods: Vec<String> = entries
        .iter()
        .filter_map(|e| e["msg"]["method"].as_str().map(str::to_string))
        .collect();
    let updates = methods.iter().filter(|m| *m == "session/update").count();
    assert!(updates >= 20, "{methods:?}");
    assert_eq!(
        &methods[..3],
        ["initialize", "session/new", "session/prompt"]
    );
    let prompt_response = entries
        .iter()
        .position(|e| e["msg"]["result"]["stopReason"] == "end_turn")
        .expect("the prompt's response");
    let last_chunk = entries
        .iter()
        .rposition(|e| e["msg"]["params"]["update"]["content"]["text"] == "c19 ")
        .expect("the last chunk");
    assert!(last_chunk < prompt_response);

    let shown = acp().args(["trace", "show"]).arg(&file).output().unwrap();
    assert!(shown.status.success());
    let shown = String::from_utf8(shown.stdout).unwrap();
    // The request with its params (the prompt's text), then its answer.
    let prompt = shown
        .find(r#"session/prompt #2 {"sessionId":"test-0","prompt":[{"type":"text","text":"stream 20"}]}"#)
        .unwrap_or_else(|| panic!("the prompt with its params in:\n{shown}"));
    assert!(shown[prompt..].contains("answered in"), "{shown}");
    assert!(shown.contains("agent_message_chunk ×20"), "{shown}");
    assert!(!shown.contains("never answered"), "{shown}");

    let page = dir.join("chat.html");
    let status = acp()
        .args(["trace", "show"])
        .arg(&file)
        .arg("--html")
        .arg(&page)
        .status()
        .unwrap();
    assert!(status.success());
    let html = std::fs::read_to_string(&page).unwrap();
    for outside in ["<script src", "<link", "@import", "url(http", "fetch("] {
        assert!(!html.contains(outside), "the page loads nothing: {outside}");
    }
    // The folded row keeps every one of the 20 chunks in the page's data.
    let folded = folded_row(&html);
    let texts: Vec<&str> = folded["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["params"]["update"]["content"]["text"].as_str().unwrap())
        .collect();
    let expected: Vec<String> = (0..20).map(|i| format!("c{i} ")).collect();
    assert_eq!(texts, expected);

    let chromium = chromium();
    let rows = html_rows(&file);
    let (dom, console) = chromium_dom(&chromium, &page, &dir.join("profile"));
    assert!(
        dom.contains(&format!("data-rendered=\"{rows}\"")),
        "the script drew {rows} rows:\n{}",
        &dom[..dom.len().min(2000)]
    );
    assert_eq!(dom.matches("class=\"msg ").count(), rows);
    assert!(console.is_empty(), "console messages: {console:#?}");
    // Arrowheads keep their size on the bold lines of folded rows.
    assert!(dom.contains("markerUnits=\"userSpaceOnUse\""), "{dom}");

    // `#row-N` opens a row: the folded one lists all 20 chunks, each expandable.
    let index = folded["index"].as_u64().unwrap();
    let url = format!("file://{}#row-{index}", page.display());
    let (dom, console) = chromium_dom_of(&chromium, &url, &dir.join("profile-row"));
    assert!(console.is_empty(), "console messages: {console:#?}");
    let detail = &dom[dom.find("id=\"detail\"").expect("the detail pane")..];
    assert_eq!(detail.matches("<details>").count(), 20, "{detail}");
    for i in 0..20 {
        let line = format!("{}. agent_message_chunk: \"c{i} \"", i + 1);
        assert!(detail.contains(&line), "{line} in {detail}");
    }

    // The console check can fail: a page with an error is caught.
    let bad = dir.join("bad.html");
    std::fs::write(
        &bad,
        "<html><body><script>missingFunction();</script></body></html>",
    )
    .unwrap();
    let (_, console) = chromium_dom(&chromium, &bad, &dir.join("profile-bad"));
    assert!(
        console.iter().any(|l| l.contains("missingFunction")),
        "{console:#?}"
    );

    let shot = dir.join("chat.png");
    let status = Command::new(&chromium)
        .args(chromium_flags(&dir.join("profile-shot")))
        .arg(format!("--screenshot={}", shot.display()))
        .arg("--window-size=1100,900")
        .arg(format!("file://{}", page.display()))
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let png = std::fs::read(&shot).unwrap();
    assert!(
        png.starts_with(b"\x89PNG") && png.len() > 5000,
        "{} bytes",
        png.len()
    );
}

/// How many rows `acp trace show` makes of `file` (one per line, updates folded).
fn html_rows(file: &Path) -> usize {
    let entries = recording(file);
    let mut rows = 0;
    let mut previous_update = false;
    for entry in &entries {
        let update = entry["msg"]["method"] == "session/update";
        if !(update && previous_update) {
            rows += 1;
        }
        previous_update = update;
    }
    rows
}

fn chromium_flags(profile: &Path) -> Vec<String> {
    [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([format!("--user-data-dir={}", profile.display())])
    .collect()
}

/// The row of the page's data that folds the `session/update`s, with its `index`.
fn folded_row(html: &str) -> Value {
    let start = html.find(r#"id="trace-data">"#).unwrap() + r#"id="trace-data">"#.len();
    let end = start + html[start..].find("</script>").unwrap();
    let rows: Vec<Value> = serde_json::from_str(&html[start..end]).unwrap();
    let index = rows
        .iter()
        .position(|r| r["kind"] == "updates")
        .expect("a folded row");
    let mut row = rows[index].clone();
    row["index"] = json!(index);
    row
}

/// The DOM of `page` after its scripts ran, and the console lines Chromium logged.
fn chromium_dom(chromium: &Path, page: &Path, profile: &Path) -> (String, Vec<String>) {
    chromium_dom_of(chromium, &format!("file://{}", page.display()), profile)
}

/// `chromium_dom` of a URL.
fn chromium_dom_of(chromium: &Path, url: &str, profile: &Path) -> (String, Vec<String>) {
    let output = Command::new(chromium)
        .args(chromium_flags(profile))
        .args(["--enable-logging=stderr", "--v=0", "--dump-dom"])
        .arg(url)
        .output()
        .unwrap();
    assert!(output.status.success(), "chromium: {:?}", output.status);
    let console = String::from_utf8_lossy(&output.stderr)
        .lines()
        .filter(|l| l.contains(":CONSOLE"))
        .map(str::to_string)
        .collect();
    (String::from_utf8(output.stdout).unwrap(), console)
}

/// Chromium, installed with apt (Debian package `chromium`) when missing.
fn chromium() -> PathBuf {
    debian::program(&["chromium", "chromium-browser"], "chromium")
}

/// A client's message log (`Config::log_messages`) and `acp trace`'s recording of
/// the same exchange (a sign-in, a session with an MCP server's environment and
/// another's HTTP header) hide the same things, and neither shows a secret.
#[test]
fn the_message_log_and_the_recording_hide_the_same_secrets() {
    const SECRETS: [&str; 3] = ["sign-in-secret", "env-secret", "header-secret"];
    let dir = scratch("redaction");
    let file = dir.join("trace.jsonl");
    let log = WireLog::default();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    // On one thread, so that the connection's tasks log to this subscriber.
    tracing::subscriber::with_default(log.clone(), || {
        runtime.block_on(async {
            let child = acp::transport::ProcessSpec::new(env!("CARGO_BIN_EXE_acp"))
                .args([
                    "trace".as_ref(),
                    "-o".as_ref(),
                    file.as_os_str(),
                    "--".as_ref(),
                    root_example("test_agent").as_os_str(),
                ])
                .limits(acp::Config::default().log_messages(true))
                .spawn(NoCalls)
                .unwrap();
            let agent = child.connection().clone();
            let call = |method: &'static str, params: Value| {
                let agent = agent.clone();
                async move {
                    let answer = agent.request_raw(method, &params).await;
                    answer.unwrap_or_else(|e| panic!("{method}: {e}"))
                }
            };
            call("initialize", json!({"protocolVersion": 1})).await;
            call(
                "authenticate",
                json!({"methodId": "test-agent-login", "_meta": {"login": {"value": "sign-in-secret"}}}),
            )
            .await;
            call(
                "session/new",
                json!({"cwd": dir, "mcpServers": [
                    {"name": "local", "command": "/nonexistent/mcp", "args": ["--verbose"],
                        "env": [{"name": "API_KEY", "value": "env-secret"}]},
                    {"type": "http", "name": "remote", "url": "http://127.0.0.1:9/mcp",
                        "headers": [{"name": "X-Api-Auth", "value": "header-secret"}]}
                ]}),
            )
            .await;
            child.shutdown().await.unwrap();
        })
    });

    let mut logged: Vec<(&str, Value)> = vec![];
    for line in log.0.lock().unwrap().iter() {
        for (prefix, dir) in [("-> ", "client->agent"), ("<- ", "agent->client")] {
            if let Some(message) = line.strip_prefix(prefix) {
                logged.push((dir, serde_json::from_str(message).unwrap()));
            }
        }
    }
    let recorded: Vec<(&str, Value)> = recording(&file)
        .into_iter()
        .map(|entry| {
            let dir = if entry["dir"] == "client->agent" {
                "client->agent"
            } else {
                "agent->client"
            };
            (dir, entry["msg"].clone())
        })
        .collect();
    for dir in ["client->agent", "agent->client"] {
        let of = |all: &[(&str, Value)]| -> Vec<Value> {
            all.iter()
                .filter(|(d, _)| *d == dir)
                .map(|(_, m)| m.clone())
                .collect()
        };
        assert_eq!(of(&logged), of(&recorded), "{dir}");
    }
    let text = format!("{logged:?}\n{}", std::fs::read_to_string(&file).unwrap());
    for secret in SECRETS {
        assert!(!text.contains(secret), "{secret} shows:\n{text}");
    }
    // What was hidden, and what was kept.
    let sent = |method: &str| {
        let (_, message) = logged
            .iter()
            .find(|(_, m)| m["method"] == method)
            .unwrap_or_else(|| panic!("no {method} in {logged:#?}"));
        message["params"].clone()
    };
    assert_eq!(
        sent("authenticate"),
        json!({"methodId": "test-agent-login", "_meta": {"login": {"value": "[redacted]"}}})
    );
    let servers = &sent("session/new")["mcpServers"];
    assert_eq!(
        servers[0]["env"],
        json!([{"name": "API_KEY", "value": "[redacted]"}])
    );
    assert_eq!(servers[0]["args"], json!(["--verbose"]));
    assert_eq!(
        servers[1]["headers"],
        json!([{"name": "X-Api-Auth", "value": "[redacted]"}])
    );
}

/// A client that serves nothing (the test agent asks nothing of it here).
struct NoCalls;

impl acp::Handler for NoCalls {
    async fn request(
        self: std::sync::Arc<Self>,
        method: String,
        _params: Option<Box<serde_json::value::RawValue>>,
        _peer: acp::Connection,
    ) -> acp::Result<Box<serde_json::value::RawValue>> {
        Err(acp::Error::method_not_found(&method))
    }

    async fn notification(
        self: std::sync::Arc<Self>,
        _method: String,
        _params: Option<Box<serde_json::value::RawValue>>,
        _peer: acp::Connection,
    ) {
    }
}

/// Collects the message log: the events of target `acp::wire`, as text.
#[derive(Clone, Default)]
struct WireLog(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl tracing::Subscriber for WireLog {
    fn enabled(&self, metadata: &tracing::Metadata<'_>) -> bool {
        metadata.target() == "acp::wire"
    }
    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }
    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}
    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}
    fn event(&self, event: &tracing::Event<'_>) {
        struct Message(String);
        impl tracing::field::Visit for Message {
            fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
                if field.name() == "message" {
                    self.0 = format!("{value:?}");
                }
            }
        }
        let mut message = Message(String::new());
        event.record(&mut message);
        self.0.lock().unwrap().push(message.0);
    }
    fn enter(&self, _: &tracing::span::Id) {}
    fn exit(&self, _: &tracing::span::Id) {}
}
