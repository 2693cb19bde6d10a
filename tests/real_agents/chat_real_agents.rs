//! The chat client (`acp chat`) against real agents from npm (`tests/real-agents`, installed
//! once with `npm ci` by `support::install`): `@agentclientprotocol/codex-acp` and
//! `@agentclientprotocol/claude-agent-acp` (the `@zed-industries/` packages they
//! replace stopped in June), run offline with no credentials (only `PATH` in the
//! environment, `HOME` an empty directory, so no key and no stored login is
//! found). Each gets as far as the agent allows: `initialize`, a session where the
//! agent opens one, a history replayed by `session/load`; and where it needs
//! credentials the chat lists the agent's auth methods, says what is missing and
//! exits with 1, in bounded time, leaving no process behind.
//!
//! What the agents do without credentials (pinned versions):
//! - codex-acp advertises two agent methods, `api-key` and `chat-gpt`, and refuses
//!   `session/new` with -32000. `authenticate` with `api-key` reads
//!   `CODEX_API_KEY` or `OPENAI_API_KEY` from its environment (-32603 naming them
//!   when neither is set) and then opens sessions (the key is only used, and
//!   fails, when a prompt reaches the API); `chat-gpt` starts a login in a browser
//!   (`xdg-open`) and waits for it, or fails at once where there is no
//!   `xdg-open`;
//! - claude-agent-acp advertises two terminal methods (`claude-ai-login`,
//!   `console-login`: its command with `--cli auth login ...`) to clients that can
//!   run one, opens sessions (and loads them from `~/.claude`), and refuses
//!   `session/prompt` with -32000.
//!
//! Both offer v2: under `--protocol v2` the chat speaks v2 with them
//! (`auth/login` where v1 has `authenticate`; claude's refusal is a turn that
//! fails with -32000), and v1 by default (v2's schema is a pre-release) or
//! under `--protocol v1` or `--load`.

use std::time::Duration;

use crate::support;
use support::chat_run::{assert_contains, shown, Run};
use support::real_agents::{Agent, Home};

const CODEX: &str = "@agentclientprotocol/codex-acp";
const CLAUDE: &str = "@agentclientprotocol/claude-agent-acp";

/// How long one chat may take: the agents start in a second or two; the
/// chat's shutdown gives an agent that ignores the end of its input 3 s before
/// SIGTERM.
const BOUND: Duration = Duration::from_secs(30);

/// The program of `agent` (which needs no arguments), installed, and its
/// pinned version.
fn agent(agent: Agent) -> (String, String) {
    let installed = agent.installed();
    assert!(installed.args.is_empty(), "{installed:?}");
    (installed.program.display().to_string(), installed.version)
}

/// The chat with `flags` against `agent`, isolated in `home`.
fn run(home: &Home, flags: &[&str], agent: &str) -> Run {
    Run::new(flags, &[agent])
        .isolated(&home.home)
        .dir(&home.work)
        .deadline(BOUND * 2)
}

fn assert_bounded(took: Duration) {
    assert!(took < BOUND, "the chat took {took:?}");
}

#[test]
fn codex_without_credentials() {
    let (codex, version) = agent(Agent::Codex);
    let home = Home::new("codex");
    for (flags, connected) in [
        (
            &["--protocol", "v2"][..],
            "protocol 2, as --protocol v2 asks",
        ),
        (&[][..], "protocol 1, the newest released version"),
        (&["--protocol", "v1"], "protocol 1, as --protocol v1 asks"),
    ] {
        let (out, took) = run(&home, flags, &codex).input("hello\n").timed();
        assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
        assert_contains(
            &out,
            &[
                &format!("connected to {CODEX} {version} ({connected}"),
                "chat: session/new failed: the agent needs credentials: it answered \
                 `session/new` with: Authentication required (code -32000)",
                "It offers these ways to authenticate:",
                "  - `api-key` (API Key): Use an API key to authenticate",
                "the agent does it: start the chat with `--auth api-key`",
                "  - `chat-gpt` (ChatGPT): Use ChatGPT to authenticate",
                "the agent does it: start the chat with `--auth chat-gpt`",
            ],
        );
        assert_bounded(took);
    }
}

#[test]
fn codex_with_an_api_key_in_the_environment() {
    let (codex, _) = agent(Agent::Codex);
    let home = Home::new("codex-key");
    // Not a key: the session opens, no prompt is sent.
    let v2_auth = ["--protocol", "v2", "--auth", "api-key"];
    let (out, took) = run(&home, &v2_auth, &codex)
        .env("OPENAI_API_KEY", "sk-not-a-real-key")
        .input("/quit\n")
        .timed();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "[authenticating with `api-key` (API Key): the agent logs in by itself",
            "[authenticated with `api-key`]",
            "[config] model (Model): ",
        ],
    );
    assert!(!shown(&out).contains("failed"), "{}", shown(&out));
    assert_bounded(took);

    // Without the key, the agent's error says which variables it reads.
    let (out, took) = run(&home, &v2_auth, &codex).timed();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "chat: auth/login with `api-key` failed: the agent answered -32603 (Internal error): \
           Internal error: CODEX_API_KEY or OPENAI_API_KEY is not set",
        ],
    );
    assert_bounded(took);
}

/// `chat-gpt` logs in in a browser: where `xdg-open` exists (a desktop, or a
/// machine with Chromium installed) the agent waits for a login nobody
/// completes, so the chat shows that it waits and gives up after
/// `--auth-timeout` with an explanation; elsewhere the agent fails at once,
/// saying so. Never silence until killed.
#[test]
fn codex_browser_login_shows_progress_and_ends() {
    let (codex, _) = agent(Agent::Codex);
    let home = Home::new("codex-browser");
    let (out, took) = run(
        &home,
        &[
            "--protocol",
            "v2",
            "--auth",
            "chat-gpt",
            "--auth-timeout",
            "5",
        ],
        &codex,
    )
    .input("hello\n")
    .timed();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &["[authenticating with `chat-gpt` (ChatGPT): the agent logs in by itself"],
    );
    let all = shown(&out);
    assert!(
        all.contains(
            "chat: `auth/login` with `chat-gpt` did not finish within 5 s: the agent \
                      may be waiting for a login in a browser that did not open"
        ) || all.contains("spawn xdg-open ENOENT"),
        "{all}"
    );
    assert_bounded(took);
}

#[test]
fn claude_without_credentials() {
    let (claude, version) = agent(Agent::Claude);
    let home = Home::new("claude");
    let (out, took) = run(&home, &["--protocol", "v2"], &claude)
        .input("hello\n")
        .timed();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            &format!("connected to {CLAUDE} {version} (protocol 2, as --protocol v2 asks"),
            // It opens a session, accepts the prompt, and fails the turn.
            "[config] mode (Mode): ",
            "chat: the prompt failed: the agent needs credentials: it ended the turn with: \
             Authentication required (code -32000)",
            "  - `claude-ai-login` (Claude Subscription): Use Claude subscription",
            &format!(
                "log in with `{claude} --cli auth login --claudeai` in a terminal, \
                 or start the chat with `--auth claude-ai-login` to run it here"
            ),
            "  - `console-login` (Anthropic Console)",
        ],
    );
    assert_bounded(took);
}

/// A session stored as Claude Code stores them: its history, with an escape
/// sequence in the agent's answer.
fn store_claude_session(home: &Home, id: &str) {
    let project: String = home
        .work
        .to_str()
        .unwrap()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let dir = home.home.join(".claude").join("projects").join(project);
    std::fs::create_dir_all(&dir).unwrap();
    let cwd = home.work.to_str().unwrap();
    let line = |uuid: &str, parent: Option<&str>, second: u32, message: serde_json::Value| {
        serde_json::json!({
            "type": message["role"],
            "uuid": uuid,
            "parentUuid": parent,
            "sessionId": id,
            "timestamp": format!("2026-01-01T00:00:0{second}.000Z"),
            "cwd": cwd,
            "isSidechain": false,
            "userType": "external",
            "message": message,
        })
        .to_string()
    };
    let user = "11111111-1111-4111-8111-111111111111";
    let history = [
        line(
            user,
            None,
            0,
            serde_json::json!({"role": "user", "content": "hello from history"}),
        ),
        line(
            "22222222-2222-4222-8222-222222222222",
            Some(user),
            1,
            serde_json::json!({
                "id": "msg_1",
                "type": "message",
                "role": "assistant",
                "model": "claude-sonnet-4-6",
                "content": [{"type": "text", "text": "hi, I \u{1b}]0;pwned\u{7}remember"}],
                "stop_reason": "end_turn",
                "usage": {"input_tokens": 1, "output_tokens": 1},
            }),
        ),
    ];
    std::fs::write(dir.join(format!("{id}.jsonl")), history.join("\n") + "\n").unwrap();
}

#[test]
fn claude_loads_a_stored_session() {
    let (claude, _) = agent(Agent::Claude);
    let home = Home::new("claude-load");
    let id = "5f0c2d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f";
    store_claude_session(&home, id);
    let (out, took) = run(&home, &["--load", id], &claude)
        .input("/quit\n")
        .timed();
    assert!(out.status.success(), "{}", shown(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let expected = [
        format!("[loading session {id}]\n"),
        "> hello from history\n".to_owned(),
        "hi, I remember".to_owned(),
        format!("[session {id} loaded]\n"),
        "[config] mode (Mode): ".to_owned(),
    ];
    let mut rest = stdout.as_ref();
    for piece in &expected {
        let at = rest
            .find(piece.as_str())
            .unwrap_or_else(|| panic!("missing {piece:?} (in order) in:\n{}", shown(&out)));
        rest = &rest[at + piece.len()..];
    }
    assert!(!stdout.contains("pwned"), "{stdout:?}");
    assert!(
        !stdout.chars().any(|c| c.is_control() && c != '\n'),
        "{stdout:?}"
    );
    assert_bounded(took);
}

#[test]
fn claude_resumes_a_session() {
    let (claude, _) = agent(Agent::Claude);
    let home = Home::new("claude-resume");
    let id = "6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    store_claude_session(&home, id);
    let (out, took) = run(&home, &["--resume", id], &claude)
        .input("/quit\n")
        .timed();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &[&format!("[resumed session {id}]\n"), "[config] mode (Mode)"],
    );
    // No history: that is `session/load`'s.
    assert!(
        !shown(&out).contains("hello from history"),
        "{}",
        shown(&out)
    );
    assert_bounded(took);
}

/// The test's own check: the agents are what the lockfile pins (this file's
/// and `tests/real_agents/real_agent_turns.rs`'s), and each package's platform binary
/// (an optional dependency per platform) is there.
#[test]
fn the_pinned_agents_are_installed() {
    for agent in Agent::ALL {
        let installed = agent.installed();
        assert!(!installed.version.is_empty());
    }
    assert_eq!(Agent::Codex.package(), CODEX);
    assert_eq!(Agent::Claude.package(), CLAUDE);
    let os = match std::env::consts::OS {
        "macos" => "darwin",
        "windows" => "win32",
        other => other,
    };
    let arch = match std::env::consts::ARCH {
        "x86_64" => "x64",
        "aarch64" => "arm64",
        other => other,
    };
    // codex-acp runs the Codex CLI, claude-agent-acp the Claude Code binary,
    // opencode-ai is its binary.
    let project = Agent::Codex.installed().program;
    let modules = project.parent().unwrap().parent().unwrap();
    for package in [
        format!("@openai/codex-{os}-{arch}"),
        format!("@anthropic-ai/claude-agent-sdk-{os}-{arch}"),
        // opencode's packages say `windows` where npm says `win32`.
        format!(
            "opencode-{}-{arch}",
            if os == "win32" { "windows" } else { os }
        ),
    ] {
        assert!(
            modules.join(&package).is_dir(),
            "{package} is missing from {}: npm did not install the agent's binary for this platform",
            modules.display()
        );
    }
}
