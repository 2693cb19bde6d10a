//! The chat client (`acp chat`) in ACP v2, against the test agent built with the
//! feature `v2` (whose v2 convention is in `examples/test_agent/v2.rs`): by
//! default the chat speaks v1 to it (v2's schema is a pre-release), under
//! `--protocol v2` (or `auto`) v2, and then shows its turns (streamed messages on
//! one line, `requires_action` while it waits on the user, the turn's end with
//! its stop reason, the error of a failed turn), cancels a running turn on
//! Ctrl-C, and `--protocol v1` makes it speak v1 to the same agent. (The chat
//! against a v1-only agent is in `tests/chat/chat.rs`,
//! `a_v1_only_agent_gets_v1_with_files`; the v2 renderer's unit tests in
//! `cli/src/chat/v2/view.rs`.)
#![cfg(feature = "v2")]

use std::path::Path;

use crate::support;
use support::chat_run::{assert_contains, assert_in_order, shown, Run};
use support::paths::test_agent;

/// `--protocol v2`: the chat speaks v2 only when asked, while v2's schema is a
/// pre-release.
const V2: [&str; 2] = ["--protocol", "v2"];

/// What the chat says when it connects to the test agent under `--protocol v2`.
const CONNECTED_V2: &str =
    "connected to acp-test-agent 0.1.0 (protocol 2, as --protocol v2 asks; its schema is a \
     pre-release)\n";

/// `chat <flags> <test agent>` in `dir` with `input`: its stdout, after it
/// ended well.
fn chat(flags: &[&str], dir: &Path, input: &str) -> String {
    let agent = test_agent();
    let out = Run::new(flags, &[agent.to_str().unwrap()])
        .dir(dir)
        .input(input)
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    String::from_utf8(out.stdout).unwrap()
}

/// A streamed turn in v2, an echo, then the chat's own commands (`/config`,
/// `/help`, `/quit`).
#[test]
fn a_streamed_turn() {
    let stdout = chat(
        &V2,
        &std::env::temp_dir(),
        "stream 3\necho hello there\n/config\n/help\n/quit\necho never\n",
    );
    assert_in_order(
        &stdout,
        &[
            CONNECTED_V2,
            // One message's chunks on one line, then the turn's end.
            "> c0 c1 c2 \n[end_turn]\n",
            "> echo hello there\n[end_turn]\n",
            "> [the agent has no config options for this session]\n",
            "> the chat's commands:\n  /help ",
            "anything else is a prompt for the agent (it advertises no commands)\n",
        ],
    );
    // `/quit` left: the line after it was not sent.
    assert!(!stdout.contains("never"), "{stdout}");
    // The prompt the agent reports back (`user_message`) is not echoed, nor
    // the `running` that starts a turn.
    assert!(!stdout.contains("stream 3"), "{stdout}");
    assert!(!stdout.contains("running]"), "{stdout}");
}

#[test]
fn a_permission_turn_shows_requires_action() {
    let dir = std::env::temp_dir();
    let stdout = chat(&["--yes", V2[0], V2[1]], &dir, "permission\n");
    assert_in_order(
        &stdout,
        &[
            "[requires action: the agent waits for you]\n",
            "[permission for Edit a file: Allow once, allow_once (--yes)]\n",
            "[running]\n",
            "selected:allow-once\n[end_turn]\n",
        ],
    );
    // Asked on the terminal: the second option; then an answer that is none,
    // asked again, and the input ends: the turn is cancelled.
    let stdout = chat(&V2, &dir, "permission\n2\npermission\nno\n");
    assert_in_order(
        &stdout,
        &[
            "[requires action: the agent waits for you]\n",
            "[permission] Edit a file\n  1) Allow once (allow_once)\n  2) Reject once (reject_once)\n\
             choose 1-2 (Ctrl-C cancels the turn): ",
            "[running]\n",
            "selected:reject-once\n[end_turn]\n",
            "[requires action: the agent waits for you]\n",
            "choose 1-2 (Ctrl-C cancels the turn): ",
            "[\"no\" is not one of the options] choose 1-2 (Ctrl-C cancels the turn): ",
            "[the input ended while a question waited for its answer: cancelling]\n",
            "[cancelled]\n",
        ],
    );
}

/// A turn that ends with the stop reason `error` shows the agent's error, and
/// the chat goes on.
#[test]
fn a_failed_turn_shows_its_error() {
    let stdout = chat(&V2, &std::env::temp_dir(), "stream x\necho after\n");
    assert_in_order(
        &stdout,
        &[
            "[error] the turn failed: the agent answered -32602 (Invalid params): ",
            "stream takes a count\n",
            "> echo after\n[end_turn]\n",
        ],
    );
}

/// The same agent in v1 by default (the newest released version: v2's schema
/// is a pre-release, as `codegen/schema/source.json` records) and under
/// `--protocol v1`, where it reads files through the chat; in v2 (`--protocol
/// v2`, or `auto`) it cannot. The line saying it connected says why.
#[test]
fn the_chat_speaks_the_newest_released_version_unless_asked() {
    assert!(
        !acp_codegen::schemas::released(2),
        "v2's schema is released: the default is then `auto`, and this test's lines change"
    );
    let dir = std::env::temp_dir().join(format!("acp-chat-v2-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "remember the milk\n").unwrap();
    for (flags, connected) in [
        (
            &[][..],
            "(protocol 1, the newest released version: --protocol v2 speaks v2, whose schema \
             is a pre-release)\n",
        ),
        (
            &["--protocol", "v1"],
            "(protocol 1, as --protocol v1 asks)\n",
        ),
    ] {
        let stdout = chat(flags, &dir, "read notes.txt\n");
        assert_in_order(
            &stdout,
            &[
                &format!("connected to acp-test-agent 0.1.0 {connected}"),
                "[agent reads ",
                "remember the milk\n",
                "[end_turn]\n",
            ],
        );
    }
    for (flags, connected) in [
        (
            &["--protocol", "auto"][..],
            "connected to acp-test-agent 0.1.0 (protocol 2, the newest the agent offers; its \
             schema is a pre-release)\n",
        ),
        (&V2, CONNECTED_V2),
    ] {
        let stdout = chat(flags, &dir, "read notes.txt\n");
        assert_in_order(
            &stdout,
            &[
                connected,
                "error: `read` needs fs/* or terminal/*, which v2 does not have\n[end_turn]\n",
            ],
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// v2 has no `session/load`: `--load` speaks v1, to an agent that offers v2
/// too, and is refused with `--protocol v2`; `--resume` is v2's
/// `session/resume`.
#[test]
fn load_and_resume_in_v2() {
    let agent = test_agent();
    let agent = agent.to_str().unwrap();
    let out = Run::new(&["--load", "earlier"], &[agent]).output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "connected to acp-test-agent 0.1.0 (protocol 1, as --load opens the session with \
             v1's session/load)\n",
            // The test agent loads no sessions; it says so in v1.
            "chat: --load: the agent does not support `session/load`",
        ],
    );
    let out = Run::new(&["--load", "earlier", "--protocol", "v2"], &[agent]).output();
    assert_eq!(out.status.code(), Some(2), "{}", shown(&out));
    assert_contains(
        &out,
        &["chat: --load opens a session with v1's `session/load`, which v2 does not have"],
    );
    let out = Run::new(&["--resume", "earlier", V2[0], V2[1]], &[agent]).output();
    assert_eq!(out.status.code(), Some(1), "{}", shown(&out));
    // With the feature `store`, the SDK serves the agent's resume from its
    // store, and an unknown session is -32002; without it, the agent's own
    // resume refuses it with -32602.
    let refusal: &[&str] = match cfg!(feature = "store") {
        true => &["chat: session/resume failed: the agent answered -32002 (Resource not found)"],
        false => &[
            "chat: session/resume failed: the agent answered -32602 (Invalid params): ",
            "unknown session `earlier`",
        ],
    };
    assert_contains(&out, refusal);
}

/// The same over WebSocket, with the test agent serving `ws://` (features
/// `ws`): the chat's client handler picks v2's there too.
#[cfg(feature = "ws")]
#[test]
fn over_websocket() {
    use std::io::BufRead;
    /// The server, killed however the test ends.
    struct Server(std::process::Child);
    impl Drop for Server {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let mut server = Server(
        std::process::Command::new(test_agent())
            .args(["--listen", "127.0.0.1:0"])
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("the test agent starts"),
    );
    // Kept open: the agent prints more, and must not find its stdout closed.
    let mut said = std::io::BufReader::new(server.0.stdout.take().unwrap()).lines();
    let url = said
        .by_ref()
        .map_while(Result::ok)
        .find_map(|line| {
            let url = line.strip_prefix("test agent: listening on ")?;
            url.starts_with("ws://").then(|| url.to_owned())
        })
        .expect("the test agent says where it listens");
    let out = Run::new(&["--yes", V2[0], V2[1]], &[&url])
        .input("stream 3\npermission\n")
        .output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_in_order(
        &String::from_utf8_lossy(&out.stdout),
        &[
            CONNECTED_V2,
            "> c0 c1 c2 \n[end_turn]\n",
            "[requires action: the agent waits for you]\n",
            "selected:allow-once\n[end_turn]\n",
        ],
    );
}

#[cfg(unix)]
mod cancel {
    use std::ffi::OsStr;
    use std::time::{Duration, Instant};

    use super::support::chat_live::Live;
    use super::support::paths::{acp_cli, example};

    /// Ctrl-C cancels a v2 turn that waits: it ends `cancelled`, at once, and
    /// the session goes on. The agent runs behind `acp trace`, so that the
    /// test knows when the turn runs (the agent's `running`) before it presses
    /// Ctrl-C: the chat shows nothing of a `wait` turn until it ends.
    #[test]
    fn ctrl_c_cancels_a_waiting_turn() {
        let trace =
            std::env::temp_dir().join(format!("acp-chat-v2-cancel-{}.jsonl", std::process::id()));
        let _ = std::fs::remove_file(&trace);
        let (acp, agent) = (acp_cli(), example("test_agent"));
        let command = [
            acp.as_os_str(),
            OsStr::new("trace"),
            OsStr::new("-o"),
            trace.as_os_str(),
            OsStr::new("--"),
            agent.as_os_str(),
        ];
        let mut run = Live::start_agent("chat-v2-cancel", &["--yes", "--protocol", "v2"], &command);
        run.wait_for("(protocol 2,", 1);
        run.send("wait 60000");
        let deadline = Instant::now() + Duration::from_secs(10);
        while !std::fs::read_to_string(&trace)
            .unwrap_or_default()
            .contains(r#""state":"running""#)
        {
            assert!(
                Instant::now() < deadline,
                "no turn running:\n{}",
                run.output()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        let pressed = Instant::now();
        run.signal(libc::SIGINT);
        run.wait_for("[cancelled]", 1);
        let took = pressed.elapsed();
        run.send("echo after");
        run.wait_for("echo after", 1);
        run.send("/quit");
        let (status, output) = run.exits();
        assert!(status.success(), "{output}");
        assert!(output.contains("[cancelling]\n[cancelled]\n"), "{output}");
        // The agent ends a cancelled turn at once; the margin is for a busy machine.
        assert!(took < Duration::from_secs(5), "cancelled after {took:?}");
        let _ = std::fs::remove_file(&trace);
    }

    /// Ctrl-C while a permission question waits: the question is answered
    /// "cancelled" and the turn ends `cancelled`.
    #[test]
    fn ctrl_c_while_a_question_waits() {
        let mut run = Live::start("chat-v2-question", &["--protocol", "v2"], &[]);
        run.send("permission");
        run.wait_for("choose 1-2", 1);
        run.signal(libc::SIGINT);
        run.wait_for("[cancelled]", 1);
        run.assert_agent_running();
        run.send("/quit");
        let (status, output) = run.exits();
        assert!(status.success(), "{output}");
        assert!(
            output.contains("[requires action: the agent waits for you]"),
            "{output}"
        );
    }
}
