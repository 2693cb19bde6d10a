//! `acp schema diff OLD NEW` on small schema files: the change found, the release it
//! calls for, as text and as JSON; a file that cannot be read fails the command.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

fn schema(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/schemas/{name}.json"))
}

fn acp(args: &[&str], files: &[PathBuf]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_acp"))
        .args(["schema", "diff"])
        .args(args)
        .args(files)
        .output()
        .expect("acp runs")
}

#[test]
fn an_added_optional_field_calls_for_a_minor_release() {
    let output = acp(&[], &[schema("old"), schema("added")]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("verdict: minor"), "{text}");
    assert!(text.contains("Session"), "{text}");
}

#[test]
fn a_removed_field_calls_for_a_major_release_in_json() {
    let output = acp(&["--json"], &[schema("old"), schema("removed")]);
    assert!(output.status.success());
    let diff: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(diff["verdict"], "major", "{diff:#}");
    let changes = diff["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1, "{diff:#}");
    assert_eq!(changes[0]["path"], "Session.title", "{diff:#}");
    assert_eq!(changes[0]["impact"], "breaking", "{diff:#}");
}

#[test]
fn the_same_schema_changes_nothing_and_a_missing_file_fails() {
    let same = acp(&[], &[schema("old"), schema("old")]);
    assert!(String::from_utf8(same.stdout)
        .unwrap()
        .contains("verdict: none"));
    let missing = acp(&[], &[schema("old"), schema("no-such-file")]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8(missing.stderr)
        .unwrap()
        .contains("no-such-file"));
}

#[test]
fn a_shortened_report_says_so_and_all_shortens_nothing() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../codegen/schema");
    let files = [root.join("v1/schema.json"), root.join("v2/schema.json")];
    let short = String::from_utf8(acp(&[], &files).stdout).unwrap();
    assert!(short.contains(" more\n"), "{short}");
    assert!(
        short.contains("`--all` prints every detail and path"),
        "{short}"
    );
    let all = acp(&["--all"], &files);
    assert!(all.status.success());
    let all = String::from_utf8(all.stdout).unwrap();
    assert!(!all.contains(" more\n") && !all.contains('…'), "{all}");
    assert!(all.len() > short.len());
}
