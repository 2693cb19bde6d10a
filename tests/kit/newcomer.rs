//! A newcomer's first hour, scripted: in a copy of the repository (its working
//! tree, with a `target/` of its own, kept in `target/newcomer/` between runs),
//! the commands of the README's "Try it from a clone" run as written, one shell
//! line each, with the `acp` that its `cargo install` line installed first on
//! `PATH`. That line alone is changed: `--debug --root DIR` install a debug
//! build into a directory of the test's own instead of a release build into
//! `~/.cargo/bin`. Then, with that `acp`: the README's agent (which must be
//! `examples/echo_agent.rs`, word for word) under `acp check agent` fails no MUST
//! or MAY check, and no SHOULD check but the MCP one (an echo connects no MCP
//! servers); `acp check client` passes a client that takes its agent
//! as one shell string; and a trace of a 20-chunk turn keeps all 20 chunks in its
//! page.
//!
//! The first run builds the copy from scratch (some minutes on two cores); later
//! runs rebuild what changed. Needs git (to list the files of the working tree) and
//! python3 (the one-string client).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

use crate::support;
use support::paths::{manifest_dir, target_dir};

/// Removes the files under `dir` (below `repo`, leaving its `target/` alone)
/// whose path relative to `repo` is not in `names`.
fn remove_unlisted(repo: &Path, dir: &Path, names: &std::collections::HashSet<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let relative = path.strip_prefix(repo).unwrap().to_path_buf();
        if relative == Path::new("target") {
            continue;
        }
        if entry.file_type().is_ok_and(|t| t.is_dir()) {
            remove_unlisted(repo, &path, names);
        } else if !names.contains(&relative) {
            std::fs::remove_file(&path).unwrap();
        }
    }
}

/// The README, and the copy of the repository the commands run in.
struct Newcomer {
    readme: String,
    scratch: PathBuf,
    repo: PathBuf,
}

impl Newcomer {
    /// The working tree copied to `target/newcomer/acp` (files whose content
    /// changed are written again, so that the copy's build stays incremental).
    fn new() -> Newcomer {
        let root = manifest_dir();
        let scratch = target_dir().join("newcomer");
        let repo = scratch.join("acp");
        let listed = Command::new("git")
            .args([
                "ls-files",
                "-z",
                "--cached",
                "--others",
                "--exclude-standard",
            ])
            .current_dir(&root)
            .output()
            .expect("git runs (it lists the working tree's files)");
        assert!(listed.status.success(), "git ls-files: {listed:?}");
        let names: std::collections::HashSet<PathBuf> = listed
            .stdout
            .split(|b| *b == 0)
            .filter(|n| !n.is_empty())
            .map(|n| PathBuf::from(std::str::from_utf8(n).unwrap()))
            .collect();
        // A file an earlier run copied that is gone from the working tree (a
        // moved test, say) would still build in the copy: remove it.
        remove_unlisted(&repo, &repo, &names);
        for name in &names {
            let (from, to) = (root.join(name), repo.join(name));
            // Listed but deleted in the working tree.
            let Ok(bytes) = std::fs::read(&from) else {
                continue;
            };
            if std::fs::read(&to).ok().as_deref() != Some(&bytes[..]) {
                std::fs::create_dir_all(to.parent().unwrap()).unwrap();
                std::fs::write(&to, &bytes).unwrap();
                let mode = std::fs::metadata(&from).unwrap().permissions();
                std::fs::set_permissions(&to, mode).unwrap();
            }
        }
        Newcomer {
            readme: std::fs::read_to_string(root.join("README.md")).unwrap(),
            scratch,
            repo,
        }
    }

    /// Where `cargo install` puts `acp` (`bin/` in it).
    fn install_root(&self) -> PathBuf {
        self.scratch.join("install")
    }

    /// `line` run by `sh` in the copy, with the installed `acp` and cargo on `PATH`
    /// and cargo's own target dir (the copy's `target/`).
    fn sh(&self, line: &str) -> Output {
        let cargo_dir = Path::new(env!("CARGO")).parent().unwrap().to_owned();
        let path = std::env::join_paths(
            [self.install_root().join("bin"), cargo_dir]
                .into_iter()
                .chain(std::env::split_paths(
                    &std::env::var_os("PATH").unwrap_or_default(),
                )),
        )
        .unwrap();
        Command::new("sh")
            .args(["-c", line])
            .current_dir(&self.repo)
            .env("PATH", path)
            .env_remove("CARGO_TARGET_DIR")
            // The copy's builds are never edited: incremental caches would only take disk.
            .env("CARGO_INCREMENTAL", "0")
            .stdin(Stdio::null())
            .output()
            .unwrap()
    }

    /// The lines of the sh block after the README's heading `heading`.
    fn commands(&self, heading: &str) -> Vec<String> {
        let section = &self.readme[self.readme.find(heading).expect(heading)..];
        let block = &section[section.find("```sh\n").unwrap() + 6..];
        let block = &block[..block.find("```").unwrap()];
        block.lines().map(str::to_owned).collect()
    }

    /// The first `rust,no_run` block after the README's heading `heading`.
    fn rust_block(&self, heading: &str) -> &str {
        let section = &self.readme[self.readme.find(heading).expect(heading)..];
        let block = &section[section.find("```rust,no_run\n").unwrap() + 15..];
        &block[..block.find("```").unwrap()]
    }
}

fn text(out: &Output) -> String {
    format!(
        "{}\nstdout:\n{}\nstderr:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn the_first_hour() {
    let newcomer = Newcomer::new();

    // The README's agent is the example the checks run against.
    let example = std::fs::read_to_string(manifest_dir().join("examples/echo_agent.rs")).unwrap();
    assert_eq!(
        newcomer.rust_block("## Write an agent"),
        example,
        "the README's agent and examples/echo_agent.rs must be the same code"
    );

    // "Try it from a clone", line by line.
    let lines = newcomer.commands("## Try it from a clone");
    assert!(lines[0].starts_with("cargo install"), "{lines:?}");
    for line in &lines {
        let run = if line.starts_with("cargo install") {
            format!(
                "{line} --debug --root '{}'",
                newcomer.install_root().display()
            )
        } else {
            line.clone()
        };
        let out = newcomer.sh(&run);
        assert!(out.status.success(), "`{run}`: {}", text(&out));
        let stdout = String::from_utf8_lossy(&out.stdout);
        let expected: &[&str] = match line.as_str() {
            l if l.starts_with("acp chat --help") => &["usage: acp chat", "/config ID VALUE"],
            l if l.contains("acp chat --yes") => &[
                "connected to acp-test-agent",
                "[agent reads ",
                "[permission for Add a table of contents to README.md: Allow once, allow_once (--yes)]",
                "[end_turn]",
            ],
            l if l.starts_with("acp check agent") => &["acp check agent -- ", " passed, "],
            l if l.starts_with("cargo run --example turn") => {
                &["connected to word-agent 0.1.0", "turn ended: end_turn"]
            }
            _ => &[],
        };
        for piece in expected {
            assert!(
                stdout.contains(piece),
                "`{line}`: {piece:?} in {}",
                text(&out)
            );
        }
        if line.starts_with("acp check agent") {
            // The README's agent fails nothing, and warns on one SHOULD only: an
            // echo connects no MCP servers (the README says so); the test
            // agent's conventions are n/a.
            let failed = stdout.lines().filter(|l| l.starts_with("FAIL")).count();
            let warned: Vec<&str> = stdout.lines().filter(|l| l.starts_with("warn")).collect();
            assert!(
                stdout.contains(" passed, 0 failed, 1 warning, ")
                    && stdout.contains(" 4 n/a ")
                    && failed == 0
                    && warned.len() == 1
                    && warned[0].contains(" session.mcp-servers "),
                "{}",
                text(&out)
            );
        }
        if line.starts_with("cargo run --example turn") {
            assert!(
                !stdout.contains("Some(") && !stdout.contains("None"),
                "{stdout}"
            );
        }
    }

    // `check client` with a client that takes its agent as one shell string.
    let client = newcomer.repo.join("cli/tests/agents/one_string_client.py");
    let out = newcomer.sh(&format!(
        "acp check client -- python3 '{}' '{{agent}}'",
        client.display()
    ));
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("11 passed, 0 failed, 0 warnings, 0 skipped"),
        "{}",
        text(&out)
    );

    // A trace of a 20-chunk turn, as a page that keeps all 20.
    let trace = newcomer.scratch.join("stream.jsonl");
    let page = newcomer.scratch.join("stream.html");
    let _ = std::fs::remove_file(&trace);
    let out = newcomer.sh(&format!(
        "echo 'stream 20' | acp chat --yes -- acp trace -o '{}' -- target/debug/examples/test_agent \
         && acp trace show '{}' --html '{}'",
        trace.display(),
        trace.display(),
        page.display()
    ));
    assert!(out.status.success(), "{}", text(&out));
    let html = std::fs::read_to_string(&page).unwrap();
    let start = html.find(r#"id="trace-data">"#).unwrap() + r#"id="trace-data">"#.len();
    let rows: Vec<Value> =
        serde_json::from_str(&html[start..start + html[start..].find("</script>").unwrap()])
            .unwrap();
    let chunks: Vec<&str> = rows
        .iter()
        .filter(|r| r["kind"] == "updates")
        .flat_map(|r| r["messages"].as_array().unwrap())
        .filter_map(|m| m["params"]["update"]["content"]["text"].as_str())
        .collect();
    let expected: Vec<String> = (0..20).map(|i| format!("c{i} ")).collect();
    assert_eq!(chunks, expected);
}
