//! The chat client example against the test agent, as a person would run it:
//! lines on stdin, text on stdout.

use std::io::Write;
use std::process::{Command, Stdio};

fn example(name: &str) -> std::path::PathBuf {
    let exe = std::env::current_exe().unwrap();
    let path = exe
        .parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("examples")
        .join(name);
    assert!(
        path.exists(),
        "{} is missing: run `cargo build --examples`",
        path.display()
    );
    path
}

#[test]
fn chat_runs_a_session_against_the_test_agent() {
    let dir = std::env::temp_dir().join(format!("acp-chat-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "remember the milk\n").unwrap();
    let script = "stream 3\nread notes.txt\nread /etc/hostname\nwrite out.txt written by the agent\npermission\n\
                  terminal echo from a real process\n/config model smart\n/config model huge\n/quit\n";
    let mut child = Command::new(example("chat"))
        .args(["--yes"])
        .arg(example("test_agent"))
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
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
    let mut child = Command::new(example("chat"))
        .args(["--yes"])
        .arg(example("test_agent"))
        .arg("--demo")
        .current_dir(repo)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"Tidy up the README\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
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
