//! The chat client (`acp chat`) against real agents from npm (`tests/real-agents`, installed
//! once with `npm ci` by `support::install`): `@zed-industries/codex-acp` and
//! `@zed-industries/claude-agent-acp`, run offline with no credentials (only
//! `PATH` in the environment, `HOME` an empty directory, so no key and no stored
//! login is found). Each gets as far as the agent allows: `initialize`, a
//! session where the agent opens one, a history replayed by `session/load`; and
//! where it needs credentials the chat lists the agent's auth methods, says what
//! is missing and exits with 1, in bounded time, leaving no process behind.
//!
//! What the agents do without credentials (pinned versions):
//! - codex-acp advertises an agent method (`chatgpt`) and two env-var methods
//!   (`codex-api-key`, `openai-api-key`) and refuses `session/new` with -32000;
//!   with `OPENAI_API_KEY` set, `authenticate` with `openai-api-key` lets it open
//!   a session (the key is only used, and fails, when a prompt reaches the API);
//! - claude-agent-acp advertises a terminal method (`claude-login`, its command
//!   with `--cli`) to clients that can run one, opens sessions (and loads them
//!   from `~/.claude`), and refuses `session/prompt` with -32000.

use std::path::{Path, PathBuf};
use std::time::Duration;

mod support {
    pub mod chat_run;
    pub mod install;
    pub mod leftovers;
    pub mod paths;
}
use support::chat_run::{assert_contains, shown, Run};
use support::install::{npm_pinned, npm_project};

const CODEX: &str = "@zed-industries/codex-acp";
const CLAUDE: &str = "@zed-industries/claude-agent-acp";

/// How long one chat may take: the agents start in a second or two; the
/// chat's shutdown gives an agent that ignores the end of its input 3 s before
/// SIGTERM.
const BOUND: Duration = Duration::from_secs(30);

/// The command of `package` (its `bin`), installed, at its pinned version.
fn agent(package: &str, bin: &str) -> (String, String) {
    let project = npm_project("real-agents");
    let version = npm_pinned(&project, package);
    let path = project.join("node_modules").join(".bin").join(bin);
    assert!(path.exists(), "{} is missing", path.display());
    (path.to_str().unwrap().to_owned(), version)
}

/// An empty home directory, and a working directory in it (canonical, as the
/// chat sends it as the session's `cwd`).
struct Home {
    home: PathBuf,
    work: PathBuf,
}

impl Home {
    fn new(tag: &str) -> Home {
        let home = std::env::temp_dir().join(format!("acp-real-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&home);
        std::fs::create_dir_all(home.join("work")).unwrap();
        let home = home.canonicalize().unwrap();
        Home {
            work: home.join("work"),
            home,
        }
    }

    /// The chat with `flags` against `agent`, isolated in this home.
    fn run(&self, flags: &[&str], agent: &str) -> Run {
        Run::new(flags, &[agent])
            .isolated(&self.home)
            .dir(&self.work)
            .deadline(BOUND * 2)
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.home);
    }
}

fn assert_bounded(took: Duration) {
    assert!(took < BOUND, "the chat took {took:?}");
}

#[test]
fn codex_without_credentials() {
    let (codex, version) = agent(CODEX, "codex-acp");
    let home = Home::new("codex");
    let (out, took) = home.run(&[], &codex).input("hello\n").timed();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            &format!("connected to codex-acp {version} (protocol 1)"),
            "chat: session/new failed: the agent needs credentials: it answered `session/new` \
             with: Authentication required (code -32000)",
            "It offers these ways to authenticate:",
            "  - `chatgpt` (Login with ChatGPT): Use your ChatGPT login",
            "the agent does it: start the chat with `--auth chatgpt`",
            "  - `codex-api-key` (Use CODEX_API_KEY)",
            "set CODEX_API_KEY in the environment, then start the chat again",
            "  - `openai-api-key` (Use OPENAI_API_KEY)",
            "set OPENAI_API_KEY in the environment, then start the chat again",
        ],
    );
    assert_bounded(took);
}

#[test]
fn codex_with_an_api_key_in_the_environment() {
    let (codex, _) = agent(CODEX, "codex-acp");
    let home = Home::new("codex-key");
    // Not a key: the session opens, no prompt is sent.
    let (out, took) = home
        .run(&[], &codex)
        .env("OPENAI_API_KEY", "sk-not-a-real-key")
        .input("/quit\n")
        .timed();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &["[the agent needs credentials: authenticating with `openai-api-key` (OPENAI_API_KEY set)]"],
    );
    assert!(!shown(&out).contains("failed"), "{}", shown(&out));
    assert_bounded(took);
}

#[test]
fn claude_without_credentials() {
    let (claude, version) = agent(CLAUDE, "claude-agent-acp");
    let home = Home::new("claude");
    let (out, took) = home.run(&[], &claude).input("hello\n").timed();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            &format!("connected to {CLAUDE} {version} (protocol 1)"),
            // It opens a session.
            "[config] mode (Mode): default",
            "chat: the prompt failed: the agent needs credentials: it answered `session/prompt` \
             with: Authentication required (code -32000)",
            "  - `claude-login` (Log in with Claude): Run `claude /login` in the terminal",
            &format!(
                "log in with `{claude} --cli` in a terminal, \
                 or start the chat with `--auth claude-login` to run it here"
            ),
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
    let (claude, _) = agent(CLAUDE, "claude-agent-acp");
    let home = Home::new("claude-load");
    let id = "5f0c2d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f";
    store_claude_session(&home, id);
    let (out, took) = home.run(&["--load", id], &claude).input("/quit\n").timed();
    assert!(out.status.success(), "{}", shown(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let expected = [
        format!("[loading session {id}]\n"),
        "> hello from history\n".to_owned(),
        "hi, I remember".to_owned(),
        format!("[session {id} loaded]\n"),
        "[config] mode (Mode): default".to_owned(),
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
    let (claude, _) = agent(CLAUDE, "claude-agent-acp");
    let home = Home::new("claude-resume");
    let id = "6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    store_claude_session(&home, id);
    let (out, took) = home
        .run(&["--resume", id], &claude)
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

/// The test's own check: the agents are what the lockfile pins, and each
/// package's platform binary (codex-acp's is an optional dependency per
/// platform) is there.
#[test]
fn the_pinned_agents_are_installed() {
    let project = npm_project("real-agents");
    for package in [CODEX, CLAUDE] {
        let version = npm_pinned(&project, package);
        assert!(!version.is_empty());
    }
    let platform = Path::new("node_modules/@zed-industries").join(format!(
        "codex-acp-{}-{}",
        match std::env::consts::OS {
            "macos" => "darwin",
            "windows" => "win32",
            other => other,
        },
        match std::env::consts::ARCH {
            "x86_64" => "x64",
            "aarch64" => "arm64",
            other => other,
        }
    ));
    assert!(
        project.join(&platform).is_dir(),
        "{} is missing: npm did not install codex-acp's binary for this platform",
        platform.display()
    );
}
