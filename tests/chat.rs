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
