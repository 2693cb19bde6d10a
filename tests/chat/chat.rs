//! The chat client (`acp chat`) against the test agent, as a person would run it:
//! lines on stdin, text on stdout; and (on Unix) that it leaves nothing of the
//! agent running, whichever way it ends. (Its renderer's unit tests are in
//! `cli/src/chat/`.)
//!
//! Built with the feature `v2`, the test agent speaks v2 to a client that offers
//! it, as the chat does under `--protocol v2` or `auto` (by default it speaks
//! v1, the newest released version): the tests of the v1 convention (files,
//! terminals, config options, plans, logins, `--fail`) pass `--protocol v1`
//! ([`V1`]) all the same; `tests/chat/chat_v2.rs` has the chat in v2.

use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

use crate::support;
use support::chat_run::{assert_contains, assert_in_order, shown, Run};
use support::leftovers;
use support::paths::test_agent;

/// The chat's flags that make it speak v1 to the test agent.
const V1: [&str; 2] = ["--protocol", "v1"];

/// `chat --yes --protocol v1 <test agent> <agent_args>` in `dir`, with `input`
/// on its stdin.
fn chat(agent_args: &[&str], dir: &Path, input: &str) -> Output {
    let test_agent = test_agent();
    let agent: Vec<&str> = std::iter::once(test_agent.to_str().unwrap())
        .chain(agent_args.iter().copied())
        .collect();
    Run::new(&["--yes", V1[0], V1[1]], &agent)
        .dir(dir)
        .input(input)
        .output()
}

#[test]
fn chat_runs_a_session_against_the_test_agent() {
    let dir = std::env::temp_dir().join(format!("acp-chat-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "remember the milk\n").unwrap();
    let script = "stream 3\nread notes.txt\nread /etc/hostname\nread missing.txt\nwrite out.txt written by the agent\npermission\n\
                  terminal echo from a real process\n/config model smart\n/config model huge\n/quit\n";
    let out = chat(&[], &dir, script);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "chat failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for expected in [
        "connected to acp-test-agent 0.1.0 (protocol 1, as --protocol v1 asks)",
        "[config] model (Model): fast (one of fast, smart)",
        "c0 c1 c2 ",
        "remember the milk",
        "is outside the session directory",
        // The SDK's standard answer for a missing file.
        "error: Resource not found (code -32002): {\"path\":",
        "[permission for Edit a file: Allow once, allow_once (--yes)]",
        "selected:allow-once",
        "from a real process",
        "[config] model (Model): smart (one of fast, smart)",
        "is not one of",
        "[end_turn]",
    ] {
        assert!(
            stdout.contains(expected),
            "missing {expected:?} in:\n{stdout}"
        );
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("out.txt")).unwrap(),
        "written by the agent"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A v1-only agent written with the official Rust SDK
/// (`cli/examples/official_sdk_agent.rs`): offered v2 (`--protocol auto`), it
/// answers 1, and the chat speaks v1 with it after that one `initialize`. That
/// SDK builds a v1 request out of a newer version's fields alone, deliberately
/// leaving files and terminals off whatever v1's fields say, so the agent does
/// not use the chat's files then (`client` shows what it read, `read` whether
/// it reads through the chat); asked for v1 alone (by default, and with
/// `--protocol v1`) it reads v1's request and reads a file through the chat.
#[test]
fn a_v1_only_agent_gets_v1_with_files() {
    let dir = std::env::temp_dir().join(format!("acp-chat-v1-agent-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "remember the milk\n").unwrap();
    let agent = support::paths::cli_example("official_sdk_agent");
    let run = |flags: &[&str]| {
        let out = Run::new(flags, &[agent.to_str().unwrap()])
            .dir(&dir)
            .input("client\nread notes.txt\n")
            .output();
        assert!(out.status.success(), "{flags:?}: {}", shown(&out));
        out
    };
    assert_contains(
        &run(&["--protocol", "auto"]),
        &[
            "connected to official-sdk-agent 5.2.0 (protocol 1, the newest the agent offers)\n",
            "client acp-chat: fs.readTextFile=false fs.writeTextFile=false terminal=false \
             auth.terminal=true\n[end_turn]\n",
            "the client did not advertise fs.readTextFile\n[end_turn]\n",
        ],
    );
    for (flags, why) in [
        (&[][..], "the newest released version"),
        (&V1, "as --protocol v1 asks"),
    ] {
        assert_contains(
            &run(flags),
            &[
                &format!("connected to official-sdk-agent 5.2.0 (protocol 1, {why}"),
                "client acp-chat: fs.readTextFile=true fs.writeTextFile=true terminal=true \
                 auth.terminal=true\n[end_turn]\n",
                "[agent reads ",
                "remember the milk\n[end_turn]\n",
            ],
        );
    }
    // v2 alone is refused, saying why.
    let out = Run::new(&["--protocol", "v2"], &[agent.to_str().unwrap()]).output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "chat: the agent answered `initialize` with protocol version 1: it does not speak v2 \
           (--protocol v2); without --protocol the chat speaks v1 with it",
        ],
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The README's demo: one prompt, a full turn.
#[test]
fn the_demo_turn() {
    let repo = env!("CARGO_MANIFEST_DIR");
    let out = chat(&["--demo"], repo.as_ref(), "Tidy up the README\n");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let lines = std::fs::read_to_string(format!("{repo}/README.md"))
        .unwrap()
        .lines()
        .count();
    let expected = [
        "Let me look at README.md first. ".to_owned(),
        "[agent reads ".to_owned(),
        format!("It has {lines} lines."),
        "[tool demo-1] Add a table of contents to README.md (edit, pending)".to_owned(),
        "[permission for Add a table of contents to README.md: Allow once, allow_once (--yes)]"
            .to_owned(),
        "[tool demo-1] in_progress".to_owned(),
        "[tool demo-1] completed".to_owned(),
        "[end_turn]".to_owned(),
    ];
    assert_in_order(&stdout, &expected);
}

/// Plans and subagents (schema crate 1.20.0): the chat advertises the `plan`
/// and `subagents` client capabilities, so the test agent sends its plan and
/// subagent updates, and the chat shows them, in order.
#[test]
fn plans_and_subagents() {
    let dir = std::env::temp_dir().join(format!("acp-chat-plans-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = chat(
        &[],
        &dir,
        "plan
unplan
subagent
/quit
",
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", shown(&out));
    let expected = [
        "[plan plan-1]\n  - Read the code (completed)\n  - Write the fix (in_progress)\n",
        "[plan plan-1]\n- [x] Read the code\n- [ ] Write the fix\n",
        "[plan plan-1 removed]",
        "[subagent test-0-child] title Explore the tests, state running",
        "[message test-0-child-msg-1 to test-0-child]",
        "[message test-0-child-msg-1] Look at the tests",
        "[subagent test-0-child] state idle (end_turn)",
        "[end_turn]",
    ];
    assert_in_order(&stdout, &expected);
    assert!(!stdout.contains("did not advertise"), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// What the agent sends reaches the terminal without its escape sequences and
/// control characters: the test agent echoes the prompt back as a chunk.
#[test]
fn escape_sequences_from_the_agent_do_not_reach_the_terminal() {
    let test_agent = test_agent();
    let line = "echo \x1b]0;pwned\x07title \x1b[2J\x1b[Hclear \u{9b}31mred \
                \x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\ bell\x07 back\x08";
    let out = Run::new(&[], &[test_agent.to_str().unwrap()])
        .input(&format!("{line}\n/quit\n"))
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("echo title clear red link bell^G back^H"),
        "{stdout:?}"
    );
    assert!(
        !stdout.contains("pwned") && !stdout.contains("evil"),
        "{stdout:?}"
    );
    for c in stdout.chars() {
        assert!(
            !c.is_control() || c == '\n',
            "{c:?} reached the terminal: {stdout:?}"
        );
    }
}

/// An agent that never answers `initialize` (here: one that only writes to
/// stderr) is given up on after `--init-timeout`, with what it wrote.
#[test]
fn an_agent_that_never_answers_initialize() {
    let (out, took) = Run::new(
        &["--init-timeout", "1"],
        &[
            "sh",
            "-c",
            "echo 'not an agent, starting up' >&2; exec sleep 60",
        ],
    )
    .timed();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "chat: the agent did not answer `initialize` within 1 s: is it an ACP agent?",
            "not an agent, starting up",
        ],
    );
    // The timeout, then the agent's shutdown: its stdin closed, a grace period
    // (it ignores its stdin), SIGTERM.
    assert!(took >= Duration::from_secs(1), "{took:?}");
    assert!(took < Duration::from_secs(10), "{took:?}");
}

#[test]
fn an_agent_that_exits_before_answering_initialize() {
    let (out, took) = Run::new(&[], &["sh", "-c", "echo 'no such model' >&2; exit 7"]).timed();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "chat: the agent exited before answering `initialize`: is it an ACP agent?",
            "the agent exited (exit status: 7); the end of its stderr:\n    no such model",
        ],
    );
    assert!(took < Duration::from_secs(5), "{took:?}");
}

/// The test agent under `--auth-required`, with `flags` for the chat (in v1).
fn auth_run(flags: &[&str]) -> Run {
    let test_agent = test_agent();
    let flags = [flags, &V1].concat();
    Run::new(&flags, &[test_agent.to_str().unwrap(), "--auth-required"])
}

#[test]
fn without_credentials_the_chat_explains_what_is_missing() {
    let out = auth_run(&[]).input("echo hello\n").output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "connected to acp-test-agent",
            "chat: session/new failed: the agent needs credentials: it answered `session/new` \
             with: authentication required (--auth-required) (code -32000)",
            "  - `test-key` (Test API key): Set ACP_TEST_API_KEY\n      \
             set ACP_TEST_API_KEY in the environment, then start the chat again",
            "  - `test-agent-login` (Test agent login): The agent logs in by itself\n      \
             the agent does it: start the chat with `--auth test-agent-login`",
            "  - `test-login` (Test terminal login): Log in on the terminal\n      log in with `",
            "test_agent --auth-required --login` in a terminal, \
             or start the chat with `--auth test-login` to run it here",
        ],
    );
    assert!(!shown(&out).contains("hello"), "{}", shown(&out));
}

#[test]
fn an_env_var_method_is_used_when_its_variables_are_set() {
    let out = auth_run(&[])
        .env("ACP_TEST_API_KEY", "secret")
        .input("echo hello\n")
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "[the agent needs credentials: authenticating with `test-key` (ACP_TEST_API_KEY set)]",
            "echo hello",
            "[end_turn]",
        ],
    );
}

#[test]
fn auth_names_an_agent_method() {
    let out = auth_run(&["--auth", "test-agent-login"])
        .input("echo hello\n")
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(&out, &["echo hello", "[end_turn]"]);
    assert!(
        !shown(&out).contains("needs credentials"),
        "{}",
        shown(&out)
    );
}

#[test]
fn auth_runs_a_terminal_login() {
    let dir = std::env::temp_dir().join(format!("acp-chat-login-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let credentials = dir.join("credentials");
    let _ = std::fs::remove_file(&credentials);
    let out = auth_run(&["--auth", "test-login"])
        .env("ACP_TEST_CREDENTIALS", &credentials)
        .input("echo hello\n")
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "[logging in with `test-login`: ",
            "test_agent --auth-required --login]\ntest agent: logged in\n[logged in with `test-login`]",
            "echo hello",
        ],
    );
    assert!(credentials.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn auth_with_a_method_the_agent_does_not_offer() {
    let out = auth_run(&["--auth", "password"]).output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "chat: --auth password: the agent has no auth method `password`",
            "It offers these ways to authenticate:\n  - `test-key`",
        ],
    );
}

#[test]
fn auth_with_an_env_var_method_whose_variable_is_unset() {
    let out = auth_run(&["--auth", "test-key"]).output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &["chat: auth method `test-key` needs ACP_TEST_API_KEY set in the environment"],
    );
}

#[test]
fn auth_names_an_env_var_method_whose_variable_is_set() {
    let out = auth_run(&["--auth", "test-key"])
        .env("ACP_TEST_API_KEY", "secret")
        .input("echo hello\n")
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(&out, &["echo hello", "[end_turn]"]);
    assert!(
        !shown(&out).contains("needs credentials"),
        "{}",
        shown(&out)
    );
}

/// Authenticated, and still refused: the explanation says with what.
#[test]
fn refused_after_authenticating() {
    let test_agent = test_agent();
    let agent = [
        test_agent.to_str().unwrap(),
        "--auth-required",
        "--fail",
        "session/new",
    ];
    let out = Run::new(&["--auth", "test-agent-login", V1[0], V1[1]], &agent).output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "chat: session/new failed: the agent needs credentials: it answered `session/new` \
             with: session/new refused (--fail session/new) (code -32000)\n\
             (the chat had authenticated with `test-agent-login`)\n\
             It offers these ways to authenticate:",
        ],
    );
}

/// A prompt refused for want of credentials ends the chat with the
/// explanation (here: the agent advertises no auth methods).
#[test]
fn a_prompt_refused_for_want_of_credentials() {
    let test_agent = test_agent();
    let agent = [test_agent.to_str().unwrap(), "--fail", "session/prompt"];
    let out = Run::new(&V1, &agent)
        .input("echo hello\necho again\n")
        .output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "chat: the prompt failed: the agent needs credentials: it answered `session/prompt` \
           with: session/prompt refused (--fail session/prompt) (code -32000)\n\
           It advertises no auth methods: see the agent's documentation.",
        ],
    );
}

/// The test agent supports neither `session/load` nor `session/resume`.
#[test]
fn load_and_resume_need_the_agents_capability() {
    let test_agent = test_agent();
    for (flag, expected) in [
        (
            "--load",
            "chat: --load: the agent does not support `session/load` \
             (it does not advertise `agentCapabilities.loadSession`)",
        ),
        (
            "--resume",
            "chat: --resume: the agent does not support `session/resume` \
             (it does not advertise `agentCapabilities.sessionCapabilities.resume`)",
        ),
    ] {
        let out = Run::new(
            &[flag, "earlier", V1[0], V1[1]],
            &[test_agent.to_str().unwrap()],
        )
        .output();
        assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
        assert_contains(&out, &["connected to acp-test-agent", expected]);
    }
}

#[test]
fn bad_command_lines() {
    for (args, expected) in [
        (
            &["--load", "a", "--resume", "b", "agent"][..],
            "give one of them",
        ),
        (
            &["--init-timeout", "soon", "agent"],
            "--init-timeout takes seconds",
        ),
        (&["--auth"], "--auth needs a value"),
        (&["--frobnicate", "agent"], "unknown option --frobnicate"),
        (
            &["--protocol", "v3", "agent"],
            "--protocol takes v1, v2 or auto, not `v3`",
        ),
        (&["--yes"], "no agent command"),
    ] {
        let out = Run::new(args, &[]).output();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", shown(&out));
        assert_contains(&out, &[expected, "usage: acp chat"]);
    }
}

/// The chat's exit paths, with the test agent started through
/// `tests/agent-wrapper.sh` (the agent is a grandchild, as under `npx`) beside a
/// helper that outlives the agent: none of them leaves a process of the agent's
/// group running.
/// `acp chat --help` says everything a newcomer needs (options, the chat's
/// commands, how credentials reach the agent), and `/help` in the chat lists the
/// chat's commands.
#[test]
fn help_on_the_command_line_and_in_the_chat() {
    let out = std::process::Command::new(support::paths::acp_cli())
        .args(["chat", "--help"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for piece in [
        "usage: acp chat [OPTIONS] [--] AGENT_COMMAND [ARGS...]",
        "--yes",
        "--auth METHOD_ID",
        "--auth-timeout SECS",
        "--load SESSION",
        "--resume SESSION",
        "--init-timeout SECS",
        "--protocol v1|v2|auto",
        "v2 to\n                         an agent that offers it and v1 otherwise",
        "By default\n                         v1, the newest released version",
        "--mcp 'CMD ARGS...'",
        "--mcp-env K=V",
        "--mcp-sse URL",
        "--mcp-name NAME",
        "/help",
        "/config ID VALUE",
        "/quit",
        "Ctrl-C",
        "API keys reach the\nagent through the environment",
    ] {
        assert!(help.contains(piece), "{piece:?} in:\n{help}");
    }

    let test_agent = test_agent();
    let out = Run::new(&[], &[test_agent.to_str().unwrap()])
        .input("/help\n")
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "the chat's commands:\n  /help ",
            "  /config ID VALUE  change one",
            "  /quit ",
            "anything else is a prompt for the agent (it advertises no commands)",
        ],
    );
}

/// A config change is shown once (the answer to `/config`, not again for the
/// agent's `config_option_update`), the prompt comes back after it, and the end
/// of input leaves the last line ended.
#[test]
fn a_config_change_is_shown_once_and_the_prompt_comes_back() {
    let test_agent = test_agent();
    let out = Run::new(&V1, &[test_agent.to_str().unwrap()])
        .input("echo hi\n/config mode code\n/config\n")
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let changed = "[config] mode (Mode): code (one of ask, code)\n";
    // Once for the change, once for `/config` listing them all.
    assert_eq!(stdout.matches(changed).count(), 2, "{stdout}");
    let first = stdout.find(changed).unwrap() + changed.len();
    assert!(
        stdout[first..].starts_with("> "),
        "the prompt after it:\n{stdout}"
    );
    assert!(
        stdout[first..].contains("[config] model (Model): fast"),
        "/config lists every option:\n{stdout}"
    );
    assert!(stdout.ends_with("> \n"), "the last line ended: {stdout:?}");
}

/// An agent's own login that never finishes: the chat says it waits, and gives
/// up after `--auth-timeout` saying what may be wrong.
#[test]
fn an_agent_login_that_never_finishes_times_out_with_an_explanation() {
    let (out, took) = auth_run(&["--auth", "test-slow-login", "--auth-timeout", "2"])
        .input("echo hello\n")
        .timed();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "[authenticating with `test-slow-login` (Test slow login): the agent logs in by itself",
            "waiting up to 2 s (--auth-timeout), Ctrl-C gives up]",
            "chat: `authenticate` with `test-slow-login` did not finish within 2 s: \
             the agent may be waiting for a login in a browser that did not open",
        ],
    );
    assert!(took < Duration::from_secs(20), "{took:?}");
}

/// An internal error that says nothing but "Internal error" is explained: its
/// data, where the cause usually is, and the end of the agent's stderr.
#[test]
fn an_internal_error_of_the_agent_is_explained() {
    let test_agent = test_agent();
    let test_agent = test_agent.to_str().unwrap();
    let out = Run::new(&V1, &[test_agent, "--fail-internal", "session/new"])
        .input("hello\n")
        .output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "chat: session/new failed: the agent answered -32603 (Internal error)\n    \
             details: the backend closed before answering\n\
             This is the agent failing, not the request",
            "The end of its stderr:\n    \
             test agent: the backend exited with status 1 (--fail-internal session/new)",
        ],
    );
    // In a turn, the same, and the chat goes on.
    let out = Run::new(&V1, &[test_agent, "--fail-internal", "session/prompt"])
        .input("hello\n")
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &["[error] the prompt failed: the agent answered -32603 (Internal error)\n    details:"],
    );
}

#[cfg(unix)]
mod exit_paths {
    use std::time::{Duration, Instant};

    use super::support::chat_live::Live as Run;
    use super::V1;

    /// `--yes`, in v1 (the test agent's `--fail` and its v1 turns).
    const YES_V1: [&str; 3] = ["--yes", V1[0], V1[1]];

    #[test]
    fn a_failed_initialize() {
        let run = Run::start("chat-init", &YES_V1, &["--fail", "initialize"]);
        let (status, output) = run.exits();
        assert_eq!(status.code(), Some(1), "{output}");
        assert!(output.contains("chat: initialize failed"), "{output}");
    }

    #[test]
    fn a_failed_session_new() {
        let run = Run::start("chat-new", &YES_V1, &["--fail", "session/new"]);
        let (status, output) = run.exits();
        assert_eq!(status.code(), Some(1), "{output}");
        assert!(output.contains("connected to acp-test-agent"), "{output}");
        assert!(
            output.contains("chat: session/new failed") && output.contains("--fail session/new"),
            "{output}"
        );
    }

    #[test]
    fn end_of_input() {
        let mut run = Run::start("chat-eof", &["--yes"], &[]);
        run.send("echo hello");
        run.wait_for("hello", 1);
        run.assert_agent_running();
        run.stdin = None;
        let (status, output) = run.exits();
        assert!(status.success(), "{status}: {output}");
    }

    #[test]
    fn quit() {
        let mut run = Run::start("chat-quit", &["--yes"], &[]);
        run.wait_for("> ", 1);
        run.assert_agent_running();
        run.send("/quit");
        let (status, output) = run.exits();
        assert!(status.success(), "{status}: {output}");
    }

    /// Waiting for input, the chat leaves on `signal` with `code`.
    fn leaves_on(signal: libc::c_int, code: i32) {
        let run = Run::start(&format!("chat-signal-{signal}"), &["--yes"], &[]);
        run.wait_for("> ", 1);
        run.assert_agent_running();
        run.signal(signal);
        let (status, output) = run.exits();
        assert_eq!(status.code(), Some(code), "{output}");
    }

    #[test]
    fn ctrl_c_while_idle() {
        leaves_on(libc::SIGINT, 130);
    }

    #[test]
    fn sigterm() {
        leaves_on(libc::SIGTERM, 143);
    }

    #[test]
    fn ctrl_c_cancels_a_prompt_then_leaves() {
        let mut run = Run::start("chat-ctrl-c-prompt", &YES_V1, &[]);
        // A turn far too long to end by itself; once it streams, Ctrl-C. The
        // agent is not touched by it (it is not in the chat's group): only the
        // turn is cancelled.
        run.send("stream 100000000");
        run.wait_for("c0 ", 1);
        run.signal(libc::SIGINT);
        run.wait_for("[cancelled]", 1);
        run.wait_for("> ", 2);
        run.assert_agent_running();
        run.signal(libc::SIGINT);
        let (status, output) = run.exits();
        assert_eq!(status.code(), Some(130), "{output}");
        assert!(output.contains("[cancelling]"), "{output}");
    }

    #[test]
    fn ctrl_c_while_a_question_waits_for_its_answer() {
        // Without --yes the chat asks on the terminal.
        let mut run = Run::start("chat-ctrl-c-question", &V1, &[]);
        run.send("permission");
        run.wait_for("choose 1-2", 1);
        run.signal(libc::SIGINT);
        run.wait_for("[cancelling]", 1);
        run.assert_agent_running();
        run.signal(libc::SIGINT);
        let (status, output) = run.exits();
        assert_eq!(status.code(), Some(130), "{output}");
    }

    #[test]
    fn the_agent_killed_while_a_question_waits_for_its_answer() {
        // The question is left unanswered and no cancel comes: the chat gives it
        // up instead of waiting for it (or for a grace period) before leaving.
        let mut run = Run::start("chat-killed-question", &[], &[]);
        run.send("permission");
        run.wait_for("choose 1-2", 1);
        run.assert_agent_running();
        let agent = run.wrapped.agent.unwrap();
        let started = Instant::now();
        // SAFETY: kill only sends a signal, to the agent this test started.
        assert_eq!(
            unsafe { libc::kill(agent as libc::pid_t, libc::SIGKILL) },
            0
        );
        let (status, output) = run.exits();
        assert_eq!(status.code(), Some(1), "{output}");
        // The wrapper passes the agent's end on as 128 + 9.
        assert!(
            output.contains("the agent exited (exit status: 137)"),
            "{output}"
        );
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "{:?}",
            started.elapsed()
        );
    }

    #[test]
    fn the_agent_crashing() {
        let mut run = Run::start("chat-crash", &["--yes"], &[]);
        run.wait_for("> ", 1);
        run.assert_agent_running();
        run.send("crash 3");
        let (status, output) = run.exits();
        assert_eq!(status.code(), Some(1), "{output}");
        assert!(
            output.contains("the agent exited (exit status: 3)"),
            "{output}"
        );
    }
}

/// What the other tests rely on to find processes left behind does find them.
#[cfg(target_os = "linux")]
#[test]
fn leftovers_are_found() {
    let marker = leftovers::marker("found");
    let mut sleeper = Command::new("sleep")
        .arg("30")
        .env(leftovers::VAR, &marker)
        .spawn()
        .unwrap();
    let found = leftovers::marked_within(&marker, Duration::from_secs(5));
    assert_eq!(found, vec![format!("{} sleep", sleeper.id())]);
    sleeper.kill().unwrap();
    sleeper.wait().unwrap();
    leftovers::assert_none_within(&marker, Duration::from_secs(1));
}
