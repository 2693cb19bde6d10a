//! `acp` never panics on a closed stdout or stderr (`acp schema diff | head`): the
//! output is dropped and the command ends with its own exit code.
#![cfg(unix)]

use std::os::fd::OwnedFd;
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// A stream whose reading end is already closed: every write to it fails with
/// EPIPE, whatever its size and however early it comes.
fn closed() -> Stdio {
    let (ours, theirs) = UnixStream::pair().unwrap();
    drop(theirs);
    Stdio::from(OwnedFd::from(ours))
}

fn schema(path: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    root.join(path).display().to_string()
}

/// `acp args` with stdout closed; its output (stderr captured).
fn stdout_closed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_acp"))
        .args(args)
        .stdout(closed())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

fn assert_no_panic(out: &Output, code: i32, what: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    assert_eq!(out.status.code(), Some(code), "{what}: {stderr}");
}

#[test]
fn a_closed_stdout_ends_no_command_with_a_panic() {
    let v1 = schema("codegen/schema/v1/schema.json");
    let v2 = schema("codegen/schema/v2/schema.json");
    let dir = std::env::temp_dir().join(format!("acp-broken-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let trace = dir.join("t.jsonl");
    let line = r#"{"t":1.0,"dir":"client->agent","msg":{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}}"#;
    std::fs::write(&trace, format!("{line}\n")).unwrap();
    let trace = trace.display().to_string();
    // More than a pipe holds (64 KiB), as the JSON diff of v1 and v2 is.
    let cases: [(&[&str], i32); 6] = [
        (&["schema", "diff", "--json", &v1, &v2], 0),
        (&["schema", "diff", &v1, &v2], 0),
        (&["schema", "diff", "--all", &v1, &v2], 0),
        (&["trace", "show", &trace], 0),
        (&["chat", "--help"], 0),
        (&["--help"], 0),
    ];
    for (args, code) in cases {
        assert_no_panic(&stdout_closed(args), code, &args.join(" "));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_closed_stderr_ends_no_command_with_a_panic() {
    let v1 = schema("codegen/schema/v1/schema.json");
    for args in [
        &["schema", "diff", &v1, "no-such-file.json"][..],
        &["trace", "show", "no-such-file.jsonl"][..],
        &["chat", "--no-such-option", "agent"][..],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_acp"))
            .args(args)
            .stdout(Stdio::null())
            .stderr(closed())
            .output()
            .unwrap();
        let code = out.status.code();
        assert!(matches!(code, Some(1 | 2)), "{}: {code:?}", args.join(" "));
    }
}
