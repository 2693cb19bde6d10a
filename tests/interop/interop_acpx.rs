//! Interop with acpx (npm `acpx`, the version pinned in `tests/acpx/package.json`), a
//! headless ACP client for the command line, driving our test agent
//! (`examples/test_agent.rs`) through every command of the test-agent convention.
//!
//! acpx runs a custom agent with `acpx --agent <command> exec <prompt>` (one-shot) or
//! `acpx --agent <command> sessions new` + `prompt` (a saved session, served by a
//! background "queue owner" process that `acpx cancel` talks to). `--format json`
//! prints every JSON-RPC message of the connection, both directions, one per line;
//! the tests parse that transcript. What acpx does as a client:
//!
//! - `fs/read_text_file` / `fs/write_text_file` go to the real file system, only for
//!   absolute paths inside `--cwd` (others: error -32603 "Path is outside allowed cwd
//!   subtree" / "Path must be absolute"); writes need `--approve-all` (the default
//!   mode, approve-reads, refuses them without a TTY: -32603 "Permission denied");
//! - `terminal/*` runs real processes in the session's cwd, also only with
//!   `--approve-all`;
//! - `session/request_permission`: `--approve-all` selects the allow option; the
//!   default mode and `--deny-all` select the reject option and acpx exits 5;
//! - cancel: SIGINT during `exec`, or `acpx cancel` for a saved session, sends
//!   `session/cancel`;
//! - it sets no `_meta` on `session/prompt` (so `meta` answers without `_meta`); its
//!   `--system-prompt` goes out as `session/new` `_meta.systemPrompt`;
//! - it has no way to send extension methods (`_acp.test/echo`, `_acp.test/note`).
//!
//! Each test runs acpx with HOME in a temporary directory (acpx keeps sessions in
//! `~/.acpx` and queue sockets in `/tmp/acpx-<hash of HOME>`). Needs node and npm: the
//! first run installs `tests/acpx/node_modules` with `npm ci` (the tests fail, never
//! skip, when that fails).

use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use tokio::io::{AsyncBufReadExt, BufReader};

use crate::support;

const TIMEOUT: Duration = Duration::from_secs(60);

/// The acpx binary, the version pinned in tests/acpx/package.json.
fn acpx() -> PathBuf {
    let dir = support::install::npm_project("acpx");
    support::install::npm_pinned(&dir, "acpx");
    let bin = dir.join("node_modules/.bin/acpx");
    assert!(bin.is_file(), "{} is missing after npm ci", bin.display());
    bin
}

/// A temporary HOME and working directory for one test; removed on drop, with the
/// queue socket directory acpx derives from HOME.
struct Sandbox {
    root: PathBuf,
    home: PathBuf,
    work: PathBuf,
    acpx: PathBuf,
    agent: String,
}

impl Sandbox {
    fn new(name: &str) -> Sandbox {
        Sandbox::with_agent(name, support::paths::test_agent().to_str().unwrap())
    }

    /// A sandbox whose acpx starts `agent` as its agent: a command line, which
    /// acpx splits at whitespace (so the paths in it must have none).
    fn with_agent(name: &str, agent: &str) -> Sandbox {
        let acpx = acpx();
        let agent = agent.to_owned();
        let root = std::env::temp_dir().join(format!("acpx-interop-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let (home, work) = (root.join("home"), root.join("work"));
        std::fs::create_dir_all(&home).unwrap();
        std::fs::create_dir_all(&work).unwrap();
        Sandbox {
            root,
            home,
            work,
            acpx,
            agent,
        }
    }

    fn work_str(&self) -> &str {
        self.work.to_str().unwrap()
    }

    fn command(&self, options: &[&str], args: &[&str]) -> tokio::process::Command {
        let mut command = tokio::process::Command::new(&self.acpx);
        command
            .args(["--format", "json", "--json-strict", "--agent", &self.agent])
            .args(["--cwd", self.work_str()])
            .args(options)
            .args(args)
            .env("HOME", &self.home)
            .env("XDG_CONFIG_HOME", self.home.join(".config"))
            .current_dir(&self.work)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        command
    }

    /// Runs acpx to the end: `acpx --format json --agent <test agent> --cwd <work>
    /// <options> <args>`.
    async fn run(&self, options: &[&str], args: &[&str]) -> Run {
        let out = tokio::time::timeout(TIMEOUT, self.command(options, args).output())
            .await
            .unwrap_or_else(|_| panic!("acpx {options:?} {args:?} did not finish"))
            .unwrap();
        Run::new(
            out.status,
            &String::from_utf8_lossy(&out.stdout),
            &String::from_utf8_lossy(&out.stderr),
        )
    }

    async fn exec(&self, options: &[&str], prompt: &str) -> Run {
        self.run(options, &["exec", prompt]).await
    }

    /// Waits until no acpx queue owner holds a lease in this HOME (they exit after
    /// `--ttl` seconds idle).
    async fn wait_for_queue_owners(&self) {
        let queues = self.home.join(".acpx/queues");
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let leases: Vec<PathBuf> = std::fs::read_dir(&queues)
                .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
                .unwrap_or_default();
            if leases.is_empty() {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "acpx queue owner still running after its TTL: {leases:?}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let hash = Sha256::digest(self.home.to_str().unwrap().as_bytes());
        let hex: String = hash.iter().map(|b| format!("{b:02x}")).collect();
        let _ = std::fs::remove_dir_all(Path::new("/tmp").join(format!("acpx-{}", &hex[..10])));
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// One request (either direction) and the message that answered it.
#[derive(Debug, Clone)]
struct Call {
    method: String,
    id: Value,
    params: Value,
    answer: Option<Value>,
}

impl Call {
    fn result(&self) -> &Value {
        let answer = self.answer.as_ref().unwrap_or_else(|| panic!("{self:?}"));
        answer
            .get("result")
            .unwrap_or_else(|| panic!("not a result: {answer}"))
    }

    fn error(&self) -> &Value {
        let answer = self.answer.as_ref().unwrap_or_else(|| panic!("{self:?}"));
        answer
            .get("error")
            .unwrap_or_else(|| panic!("not an error: {answer}"))
    }
}

/// What acpx printed with `--format json`: the connection's JSON-RPC messages.
#[derive(Debug)]
struct Run {
    status: ExitStatus,
    #[allow(dead_code)] // shown in failure messages
    stderr: String,
    /// The methods of the requests and notifications, in order.
    methods: Vec<String>,
    calls: Vec<Call>,
    notifications: Vec<(String, Value)>,
    /// Answers to no request: acpx's own error reports (`"id": null`).
    unmatched: Vec<Value>,
    /// Lines that are not JSON-RPC: acpx's answers to `sessions new`, `cancel`.
    other: Vec<Value>,
}

impl Run {
    fn new(status: ExitStatus, stdout: &str, stderr: &str) -> Run {
        let mut run = Run {
            status,
            stderr: stderr.to_owned(),
            methods: vec![],
            calls: vec![],
            notifications: vec![],
            unmatched: vec![],
            other: vec![],
        };
        // Each side numbers its own requests, so ids repeat across directions; an
        // answer goes to the latest unanswered request with its id (the agent's calls
        // to the client nest inside a prompt).
        let mut pending: Vec<usize> = vec![];
        for line in stdout.lines().filter(|l| !l.trim().is_empty()) {
            let msg: Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("not JSON ({e}): {line}\n{stdout}"));
            if msg.get("jsonrpc").is_none() {
                run.other.push(msg);
                continue;
            }
            assert_eq!(msg["jsonrpc"], "2.0", "{line}");
            if let Some(method) = msg["method"].as_str() {
                run.methods.push(method.to_owned());
                if msg.get("id").is_some() {
                    pending.push(run.calls.len());
                    run.calls.push(Call {
                        method: method.to_owned(),
                        id: msg["id"].clone(),
                        params: msg["params"].clone(),
                        answer: None,
                    });
                } else {
                    run.notifications
                        .push((method.to_owned(), msg["params"].clone()));
                }
                continue;
            }
            match pending.iter().rposition(|&i| run.calls[i].id == msg["id"]) {
                Some(p) => {
                    let i = pending.remove(p);
                    run.calls[i].answer = Some(msg);
                }
                None => run.unmatched.push(msg),
            }
        }
        // acpx exited: every request of the connection, both ways, was answered.
        let open: Vec<&Call> = run.calls.iter().filter(|c| c.answer.is_none()).collect();
        assert!(open.is_empty(), "unanswered: {open:#?}\n{stdout}");
        run
    }

    fn call(&self, method: &str) -> &Call {
        let calls = self.calls_of(method);
        assert_eq!(calls.len(), 1, "{method} in {self:#?}");
        calls[0]
    }

    fn calls_of(&self, method: &str) -> Vec<&Call> {
        self.calls.iter().filter(|c| c.method == method).collect()
    }

    fn prompt(&self) -> &Call {
        self.call("session/prompt")
    }

    fn stop_reason(&self) -> &str {
        self.prompt().result()["stopReason"]
            .as_str()
            .unwrap_or_else(|| panic!("{self:#?}"))
    }

    /// The agent_message_chunk texts, in order.
    fn chunks(&self) -> Vec<String> {
        self.notifications
            .iter()
            .filter(|(m, p)| {
                m == "session/update" && p["update"]["sessionUpdate"] == "agent_message_chunk"
            })
            .map(|(_, p)| p["update"]["content"]["text"].as_str().unwrap().to_owned())
            .collect()
    }

    fn code(&self) -> Option<i32> {
        self.status.code()
    }
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

const HANDSHAKE: [&str; 3] = ["initialize", "session/new", "session/prompt"];

fn with_handshake(rest: &[&str]) -> Vec<String> {
    strings(&[&HANDSHAKE[..], rest].concat())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_streams_and_echoes() {
    let sandbox = Sandbox::new("stream");
    let run = sandbox.exec(&[], "stream 3").await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert_eq!(
        run.methods,
        with_handshake(&["session/update", "session/update", "session/update"])
    );

    // The handshake as acpx does it.
    let init = run.call("initialize");
    assert_eq!(init.params["protocolVersion"], 1);
    assert_eq!(
        init.params["clientCapabilities"],
        json!({"fs": {"readTextFile": true, "writeTextFile": true}, "terminal": true})
    );
    assert_eq!(init.params["clientInfo"]["name"], "acpx");
    assert_eq!(init.result()["protocolVersion"], 1);
    assert_eq!(init.result()["agentInfo"]["name"], "acp-test-agent");
    assert_eq!(
        init.result()["agentCapabilities"]["_meta"],
        json!({"acp.test": {"echo": true, "note": true}})
    );
    let new = run.call("session/new");
    assert_eq!(
        new.params,
        json!({"cwd": sandbox.work_str(), "mcpServers": []})
    );
    let session = new.result()["sessionId"].as_str().unwrap().to_owned();
    let options: Vec<&Value> = new.result()["configOptions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| &o["id"])
        .collect();
    assert_eq!(options, [&json!("mode"), &json!("model")]);
    assert_eq!(
        run.prompt().params,
        json!({"sessionId": session, "prompt": [{"type": "text", "text": "stream 3"}]})
    );
    assert_eq!(run.chunks(), ["c0 ", "c1 ", "c2 "]);
    assert_eq!(run.stop_reason(), "end_turn");
    assert!(run.unmatched.is_empty(), "{run:#?}");

    // The same turn in acpx's quiet format: the assistant text only.
    let out = tokio::time::timeout(
        TIMEOUT,
        tokio::process::Command::new(&sandbox.acpx)
            .args(["--format", "quiet", "--agent", &sandbox.agent])
            .args(["--cwd", sandbox.work_str(), "exec", "stream 3"])
            .env("HOME", &sandbox.home)
            .env("XDG_CONFIG_HOME", sandbox.home.join(".config"))
            .stdin(Stdio::null())
            .kill_on_drop(true)
            .output(),
    )
    .await
    .unwrap()
    .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "c0 c1 c2 \n");

    let run = sandbox.exec(&[], "echo hello  world").await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert_eq!(run.chunks(), ["echo hello  world"]);
    assert_eq!(run.stop_reason(), "end_turn");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_serves_reads_from_the_file_system_inside_cwd() {
    let sandbox = Sandbox::new("read");
    let file = sandbox.work.join("notes.txt");
    std::fs::write(&file, "first line\nsecond line\n").unwrap();
    let run = sandbox.exec(&[], &format!("read {}", file.display())).await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert_eq!(
        run.methods,
        with_handshake(&["fs/read_text_file", "session/update"])
    );
    let read = run.call("fs/read_text_file");
    assert_eq!(read.params["path"], file.to_str().unwrap());
    assert_eq!(read.params["sessionId"], run.prompt().params["sessionId"]);
    assert_eq!(
        read.result(),
        &json!({"content": "first line\nsecond line\n"})
    );
    assert_eq!(run.chunks(), ["first line\nsecond line\n"]);
    assert_eq!(run.stop_reason(), "end_turn");

    // Outside --cwd, relative, or missing: acpx answers an error, and the test agent
    // reports it in a chunk and still ends the turn.
    let outside = sandbox.root.join("outside.txt");
    std::fs::write(&outside, "secret").unwrap();
    let missing = sandbox.work.join("missing.txt");
    for (path, says) in [
        (
            outside.to_str().unwrap(),
            "Path is outside allowed cwd subtree",
        ),
        ("notes.txt", "Path must be absolute"),
        (missing.to_str().unwrap(), "ENOENT"),
    ] {
        let run = sandbox.exec(&[], &format!("read {path}")).await;
        assert_eq!(run.code(), Some(0), "{run:#?}");
        let error = run.call("fs/read_text_file").error();
        assert_eq!(error["code"], -32603, "{error}");
        assert!(error.to_string().contains(says), "{error}");
        let chunks = run.chunks();
        assert!(
            chunks.len() == 1 && chunks[0].starts_with("error: ") && chunks[0].contains(says),
            "{chunks:?}"
        );
        assert!(!chunks[0].contains("secret"));
        assert_eq!(run.stop_reason(), "end_turn");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_writes_files_inside_cwd_when_approved() {
    let sandbox = Sandbox::new("write");
    let file = sandbox.work.join("out.txt");
    let run = sandbox
        .exec(
            &["--approve-all"],
            &format!("write {} some text  here", file.display()),
        )
        .await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert_eq!(
        run.methods,
        with_handshake(&["fs/write_text_file", "session/update"])
    );
    let write = run.call("fs/write_text_file");
    assert_eq!(
        write.params,
        json!({
            "sessionId": run.prompt().params["sessionId"],
            "path": file.to_str().unwrap(),
            "content": "some text  here"
        })
    );
    assert_eq!(write.result(), &json!({}));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "some text  here");
    assert_eq!(run.chunks(), ["ok"]);
    assert_eq!(run.stop_reason(), "end_turn");

    // Refused: the default mode (no TTY to ask on) and paths outside --cwd. The test
    // agent does not catch write errors: the prompt fails with the client's error and
    // acpx exits 1.
    let denied = sandbox.work.join("denied.txt");
    let outside = sandbox.root.join("outside.txt");
    for (options, path, says) in [
        (&[][..], &denied, "Permission denied for fs/write_text_file"),
        (
            &["--approve-all"][..],
            &outside,
            "Path is outside allowed cwd subtree",
        ),
    ] {
        let run = sandbox
            .exec(options, &format!("write {} x", path.display()))
            .await;
        assert_eq!(run.code(), Some(1), "{run:#?}");
        let error = run.call("fs/write_text_file").error();
        assert_eq!(error["code"], -32603);
        assert!(error.to_string().contains(says), "{error}");
        assert_eq!(run.prompt().error(), error);
        assert!(run.chunks().is_empty());
        assert!(!path.exists());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_answers_permission_requests_by_its_mode() {
    let sandbox = Sandbox::new("permission");
    for (options, chosen, code) in [
        (&["--approve-all"][..], "allow-once", 0),
        // The default mode approves reads only; without a TTY it rejects, as
        // --deny-all does, and acpx exits 5 (permission denied).
        (&[][..], "reject-once", 5),
        (&["--deny-all"][..], "reject-once", 5),
    ] {
        let run = sandbox.exec(options, "permission").await;
        assert_eq!(run.code(), Some(code), "{options:?} {run:#?}");
        assert_eq!(
            run.methods,
            with_handshake(&["session/request_permission", "session/update"])
        );
        let request = run.call("session/request_permission");
        assert_eq!(
            request.params["toolCall"],
            json!({"toolCallId": "perm-1", "kind": "edit", "status": "pending", "title": "Edit a file"})
        );
        assert_eq!(
            request.params["options"],
            json!([
                {"optionId": "allow-once", "name": "Allow once", "kind": "allow_once"},
                {"optionId": "reject-once", "name": "Reject once", "kind": "reject_once"}
            ])
        );
        assert_eq!(
            request.result(),
            &json!({"outcome": {"outcome": "selected", "optionId": chosen}})
        );
        assert_eq!(run.chunks(), [format!("selected:{chosen}")]);
        assert_eq!(run.stop_reason(), "end_turn");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_runs_real_terminals_when_approved() {
    let sandbox = Sandbox::new("terminal");
    let lifecycle = [
        "terminal/create",
        "terminal/wait_for_exit",
        "terminal/output",
        "terminal/release",
        "session/update",
    ];
    let run = sandbox
        .exec(&["--approve-all"], "terminal echo hi there")
        .await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert_eq!(run.methods, with_handshake(&lifecycle));
    let create = run.call("terminal/create");
    assert_eq!(
        create.params,
        json!({"sessionId": run.prompt().params["sessionId"], "command": "echo", "args": ["hi", "there"]})
    );
    let terminal = create.result()["terminalId"].as_str().unwrap().to_owned();
    assert!(!terminal.is_empty());
    for method in &lifecycle[1..4] {
        assert_eq!(run.call(method).params["terminalId"], terminal.as_str());
    }
    assert_eq!(run.call("terminal/wait_for_exit").result()["exitCode"], 0);
    assert_eq!(
        run.call("terminal/output").result(),
        &json!({"output": "hi there\n", "truncated": false, "exitStatus": {"exitCode": 0, "signal": null}})
    );
    assert_eq!(run.call("terminal/release").result(), &json!({}));
    assert_eq!(run.chunks(), ["hi there\n"]);
    assert_eq!(run.stop_reason(), "end_turn");

    // The process runs in the session's directory.
    let run = sandbox.exec(&["--approve-all"], "terminal pwd").await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert_eq!(run.call("terminal/create").params["args"], json!([]));
    assert_eq!(run.chunks(), [format!("{}\n", sandbox.work_str())]);

    // Not approved: terminal/create is refused and the turn fails with that error.
    let run = sandbox.exec(&[], "terminal echo hi").await;
    assert_eq!(run.code(), Some(1), "{run:#?}");
    let error = run.call("terminal/create").error();
    assert!(
        error
            .to_string()
            .contains("Permission denied for terminal/create"),
        "{error}"
    );
    assert_eq!(run.prompt().error(), error);
    assert_eq!(run.methods, with_handshake(&["terminal/create"]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_wait_and_meta() {
    let sandbox = Sandbox::new("wait-meta");
    let run = sandbox.exec(&[], "wait 10").await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert_eq!(run.methods, with_handshake(&[]));
    assert_eq!(run.stop_reason(), "end_turn");

    // acpx sets no `_meta` on session/prompt, so `meta` answers without one; its
    // --system-prompt is the `_meta` it can send, on session/new.
    let run = sandbox.exec(&["--system-prompt", "be brief"], "meta").await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert_eq!(run.methods, with_handshake(&[]));
    assert_eq!(
        run.call("session/new").params["_meta"],
        json!({"systemPrompt": "be brief"})
    );
    assert!(run.prompt().params.get("_meta").is_none());
    assert_eq!(run.prompt().result(), &json!({"stopReason": "end_turn"}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_sets_config_options() {
    let sandbox = Sandbox::new("config");
    let run = sandbox
        .run(
            &["--model", "smart"],
            &["exec", "--config-option", "mode=code", "echo hi"],
        )
        .await;
    assert_eq!(run.code(), Some(0), "{run:#?}");
    let sets = run.calls_of("session/set_config_option");
    let asked: Vec<(&Value, &Value)> = sets
        .iter()
        .map(|c| (&c.params["configId"], &c.params["value"]))
        .collect();
    assert_eq!(
        asked,
        [
            (&json!("model"), &json!("smart")),
            (&json!("mode"), &json!("code"))
        ]
    );
    let last = &sets[1].result()["configOptions"];
    assert_eq!(last[0]["currentValue"], "code");
    assert_eq!(last[1]["currentValue"], "smart");
    let announced = run
        .notifications
        .iter()
        .filter(|(_, p)| p["update"]["sessionUpdate"] == "config_option_update")
        .count();
    assert_eq!(announced, 2);
    assert_eq!(run.chunks(), ["echo hi"]);
    assert_eq!(run.stop_reason(), "end_turn");

    // acpx checks --model against the model option the agent advertised, and stops
    // before prompting when the agent rejects a --config-option.
    let run = sandbox.exec(&["--model", "huge"], "echo hi").await;
    assert_eq!(run.code(), Some(1), "{run:#?}");
    assert!(run.calls_of("session/prompt").is_empty());
    assert!(run.calls_of("session/set_config_option").is_empty());
    assert!(
        run.unmatched[0]
            .to_string()
            .contains("Available models: fast, smart"),
        "{run:#?}"
    );
    let run = sandbox
        .run(&[], &["exec", "--config-option", "model=huge", "echo hi"])
        .await;
    assert_eq!(run.code(), Some(1), "{run:#?}");
    assert_eq!(
        run.call("session/set_config_option").error()["code"],
        -32602
    );
    assert!(run.calls_of("session/prompt").is_empty());
}

/// Starts acpx in the background and returns once it printed the session/prompt
/// request (the turn is running), with the lines read so far.
async fn start_turn(
    command: &mut tokio::process::Command,
) -> (
    tokio::process::Child,
    tokio::task::JoinHandle<(String, String)>,
) {
    let mut child = command.spawn().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut stderr = child.stderr.take().unwrap();
    let mut seen = String::new();
    tokio::time::timeout(TIMEOUT, async {
        while let Some(line) = stdout.next_line().await.unwrap() {
            seen.push_str(&line);
            seen.push('\n');
            if line.contains(r#""method":"session/prompt""#) {
                return;
            }
        }
        panic!("acpx ended before prompting: {seen}");
    })
    .await
    .expect("acpx prompts");
    let rest = tokio::spawn(async move {
        let mut out = seen;
        while let Ok(Some(line)) = stdout.next_line().await {
            out.push_str(&line);
            out.push('\n');
        }
        let mut err = String::new();
        let _ = tokio::io::AsyncReadExt::read_to_string(&mut stderr, &mut err).await;
        (out, err)
    });
    (child, rest)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_exec_cancels_on_sigint() {
    let sandbox = Sandbox::new("sigint");
    let (mut child, rest) = start_turn(&mut sandbox.command(&[], &["exec", "wait 60000"])).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let sent = Instant::now();
    let pid = child.id().unwrap().to_string();
    let kill = std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap();
    assert!(kill.success());
    let status = tokio::time::timeout(Duration::from_secs(10), child.wait())
        .await
        .expect("acpx ends the turn after SIGINT")
        .unwrap();
    assert!(
        sent.elapsed() < Duration::from_secs(5),
        "{:?}",
        sent.elapsed()
    );
    let (stdout, stderr) = rest.await.unwrap();
    let run = Run::new(status, &stdout, &stderr);
    // acpx sends session/cancel, the turn ends `cancelled`, and acpx exits 0 (not the
    // 130 its docs give for interrupts: the turn completed).
    assert_eq!(run.methods, with_handshake(&["session/cancel"]), "{run:#?}");
    assert_eq!(
        run.notifications[0].1,
        json!({"sessionId": run.prompt().params["sessionId"]})
    );
    assert_eq!(run.stop_reason(), "cancelled");
    assert_eq!(run.code(), Some(0), "{run:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_cancel_command_ends_a_turn_of_a_saved_session() {
    let sandbox = Sandbox::new("cancel");
    let created = sandbox.run(&[], &["sessions", "new"]).await;
    assert_eq!(created.code(), Some(0), "{created:#?}");
    assert_eq!(created.other[0]["created"], true, "{created:#?}");
    let record_id = created.other[0]["acpxRecordId"].clone();

    // The turn runs in a queue owner process that `acpx cancel` reaches over IPC.
    let (mut child, rest) =
        start_turn(&mut sandbox.command(&["--ttl", "1"], &["prompt", "wait 60000"])).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let sent = Instant::now();
    let cancel = sandbox.run(&[], &["cancel"]).await;
    assert_eq!(cancel.code(), Some(0), "{cancel:#?}");
    assert_eq!(
        cancel.other,
        [json!({"action": "cancel_result", "acpxRecordId": record_id, "cancelled": true})]
    );
    let status = tokio::time::timeout(Duration::from_secs(10), child.wait())
        .await
        .expect("the turn ends after `acpx cancel`")
        .unwrap();
    assert!(sent.elapsed() < Duration::from_secs(10));
    let (stdout, stderr) = rest.await.unwrap();
    let run = Run::new(status, &stdout, &stderr);
    assert_eq!(run.code(), Some(0), "{run:#?}");
    assert!(
        run.methods
            .ends_with(&strings(&["session/prompt", "session/cancel"])),
        "{run:#?}"
    );
    let session = run.prompt().params["sessionId"].clone();
    assert_eq!(
        run.notifications.last().unwrap(),
        &("session/cancel".to_owned(), json!({"sessionId": session}))
    );
    assert_eq!(run.stop_reason(), "cancelled");

    // The saved session takes the next prompt.
    let next = sandbox.run(&["--ttl", "1"], &["prompt", "stream 2"]).await;
    assert_eq!(next.code(), Some(0), "{next:#?}");
    assert_eq!(next.chunks(), ["c0 ", "c1 "]);
    assert_eq!(next.stop_reason(), "end_turn");
    sandbox.wait_for_queue_owners().await;
}

/// `acp trace` between acpx and the test agent: the run's results are the same as
/// without the proxy, and the recording has every JSON-RPC message of the
/// connection, both ways, in the order acpx saw them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acpx_through_acp_trace() {
    let direct = Sandbox::new("direct")
        .exec(&["--approve-all"], "permission")
        .await;
    let scratch = std::env::temp_dir().join(format!("acpx-trace-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let file = scratch.join("trace.jsonl");
    let agent = format!(
        "{} trace -o {} -- {}",
        support::paths::acp_cli().display(),
        file.display(),
        support::paths::test_agent().display()
    );
    let traced = Sandbox::with_agent("traced", &agent)
        .exec(&["--approve-all"], "permission")
        .await;
    assert_eq!(traced.code(), direct.code(), "{traced:#?}");
    assert_eq!(traced.methods, direct.methods);
    assert_eq!(traced.chunks(), direct.chunks());
    assert_eq!(traced.chunks(), ["selected:allow-once"]);
    assert_eq!(traced.stop_reason(), "end_turn");

    // The recording, message by message, is what acpx printed of the connection.
    let recorded: Vec<Value> = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .collect();
    let _ = std::fs::remove_dir_all(&scratch);
    let sent = |dir: &str| -> Vec<Value> {
        recorded
            .iter()
            .filter(|e| e["dir"] == dir)
            .map(|e| e["msg"].clone())
            .collect()
    };
    let to_agent = sent("client->agent");
    let to_client = sent("agent->client");
    assert_eq!(to_agent.len() + to_client.len(), recorded.len());
    let requests = |msgs: &[Value]| -> Vec<String> {
        msgs.iter()
            .filter_map(|m| m["method"].as_str().map(str::to_owned))
            .collect()
    };
    assert_eq!(
        requests(&to_agent),
        ["initialize", "session/new", "session/prompt"]
    );
    assert_eq!(
        requests(&to_client),
        traced
            .methods
            .iter()
            .filter(|m| !HANDSHAKE.contains(&m.as_str()))
            .cloned()
            .collect::<Vec<_>>()
    );
    // Every request acpx saw answered, the answer recorded on the other side.
    for call in &traced.calls {
        let answer = call.answer.as_ref().unwrap();
        let recorded_answer = to_agent
            .iter()
            .chain(&to_client)
            .any(|m| m.get("method").is_none() && m["id"] == call.id && m == answer);
        assert!(
            recorded_answer,
            "{} answer not recorded: {answer}",
            call.method
        );
    }
}
