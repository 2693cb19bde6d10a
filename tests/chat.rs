//! The chat client example against the test agent, as a person would run it:
//! lines on stdin, text on stdout.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

mod support {
    pub mod paths;
}
use support::paths::{example, test_agent};

/// `chat --yes <test agent> <agent_args>` in `dir`, with `input` on its stdin.
fn chat(agent_args: &[&str], dir: &Path, input: &str) -> Output {
    let mut child = Command::new(example("chat"))
        .args(["--yes"])
        .arg(test_agent())
        .args(agent_args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn chat_runs_a_session_against_the_test_agent() {
    let dir = std::env::temp_dir().join(format!("acp-chat-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "remember the milk\n").unwrap();
    let script = "stream 3\nread notes.txt\nread /etc/hostname\nwrite out.txt written by the agent\npermission\n\
                  terminal echo from a real process\n/config model smart\n/config model huge\n/quit\n";
    let out = chat(&[], &dir, script);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "chat failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for expected in [
        "connected to acp-test-agent",
        "[config] model (Model): fast (one of fast, smart)",
        "c0 c1 c2 ",
        "remember the milk",
        "is outside the session directory",
        "[permission for Edit a file: Allow once (--yes)]",
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
        "[permission for Add a table of contents to README.md: Allow once (--yes)]".to_owned(),
        "[tool demo-1] in_progress".to_owned(),
        "[tool demo-1] completed".to_owned(),
        "[end_turn]".to_owned(),
    ];
    // In this order.
    let mut rest = stdout.as_ref();
    for piece in &expected {
        let at = rest
            .find(piece.as_str())
            .unwrap_or_else(|| panic!("missing {piece:?} (in order) in:\n{stdout}"));
        rest = &rest[at + piece.len()..];
    }
}
