//! `acp chat` answers permission questions for a person without granting more
//! than asked, against an agent that asks the way qwen-code and gemini-cli do
//! (`allow_always` listed first; `tests/agents/asking_agent.py`, which records
//! every line the chat sends, in order):
//!
//! - `--yes` answers `allow_once`, and says so;
//! - an answer typed that is not one of the options is asked again: the agent
//!   gets the option the user then picks, never `cancelled`;
//! - Ctrl-C while the question waits: `session/cancel` reaches the agent before
//!   the answer, the answer is `cancelled`, and the turn shows cancelled; the
//!   end of input while it waits does the same, and a prompt the agent then
//!   answers with an error shows as cancelled, with the error;
//! - one `initialize` for this v1 agent, whose params carry no v2 field a v1
//!   agent would have to read (`info`, `capabilities` are v2's and may be
//!   there; v1's own are complete).
//!
//! Needs python3.

use std::path::PathBuf;

use serde_json::{json, Value};

use crate::support;
use support::chat_run::{assert_contains, shown, Run};
use support::paths::manifest_dir;

/// The asking agent's command, recording into a fresh file named after `tag`.
fn asking_agent(tag: &str) -> (Vec<String>, PathBuf) {
    let record = std::env::temp_dir().join(format!(
        "acp-asking-agent-{}-{tag}.jsonl",
        std::process::id()
    ));
    let _ = std::fs::remove_file(&record);
    let script = manifest_dir().join("tests/agents/asking_agent.py");
    let command = vec![
        "python3".to_owned(),
        script.display().to_string(),
        record.display().to_string(),
    ];
    (command, record)
}

/// What the chat sent the agent, in order.
fn recorded(record: &PathBuf) -> Vec<Value> {
    let text = std::fs::read_to_string(record).unwrap_or_default();
    let _ = std::fs::remove_file(record);
    text.lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

/// Where in `lines` the chat's answer to the question `id` is, and the answer.
fn answer_to(lines: &[Value], id: &str) -> (usize, Value) {
    let at = lines
        .iter()
        .position(|m| m["id"] == id && m.get("method").is_none())
        .unwrap_or_else(|| panic!("no answer to {id} in {lines:#?}"));
    (at, lines[at].clone())
}

/// Where in `lines` the first message of `method` is.
fn position_of(lines: &[Value], method: &str) -> Option<usize> {
    lines.iter().position(|m| m["method"] == method)
}

/// `session/cancel` reached the agent, then the question `perm-1` was
/// answered `cancelled`.
fn cancel_then_cancelled(lines: &[Value]) {
    let cancel = position_of(lines, "session/cancel").expect("a session/cancel");
    let (at, answer) = answer_to(lines, "perm-1");
    assert!(cancel < at, "the answer came before the cancel: {lines:#?}");
    assert_eq!(
        answer["result"]["outcome"],
        json!({"outcome": "cancelled"}),
        "{answer}"
    );
}

/// The chat offered v2 and fell back to v1 with one `initialize`, whose v1
/// capabilities say that it serves files and terminals.
fn one_initialize_with_v1_capabilities(lines: &[Value]) {
    let inits: Vec<&Value> = lines
        .iter()
        .filter(|m| m["method"] == "initialize")
        .collect();
    assert_eq!(inits.len(), 1, "{inits:#?}");
    let caps = &inits[0]["params"]["clientCapabilities"];
    assert_eq!(caps["fs"]["readTextFile"], true, "{caps}");
    assert_eq!(caps["fs"]["writeTextFile"], true, "{caps}");
    assert_eq!(caps["terminal"], true, "{caps}");
    assert_eq!(
        inits[0]["params"]["clientInfo"]["name"], "acp-chat",
        "{}",
        inits[0]
    );
}

#[test]
fn yes_answers_allow_once_when_allow_always_comes_first() {
    let (agent, record) = asking_agent("yes");
    let agent: Vec<&str> = agent.iter().map(String::as_str).collect();
    let out = Run::new(&["--yes"], &agent).input("edit it\n").output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "connected to asking-agent 1.0.0 (protocol 1, the newest released version",
            // No empty status for a call sent without one.
            "[tool call-1] Edit README.md (edit)\n",
            "[permission for Edit README.md: Allow once, allow_once (--yes)]",
            r#"answer: {"outcome": "selected", "optionId": "once"}"#,
            "[end_turn]",
        ],
    );
    let lines = recorded(&record);
    let (_, answer) = answer_to(&lines, "perm-1");
    assert_eq!(
        answer["result"]["outcome"],
        json!({"outcome": "selected", "optionId": "once"}),
        "{answer}"
    );
    one_initialize_with_v1_capabilities(&lines);
}

/// The end of input while the question waits: nobody is left to answer, so
/// the chat cancels the turn, in the spec's order.
#[test]
fn the_end_of_input_while_a_question_waits_cancels_the_turn() {
    let (agent, record) = asking_agent("eof");
    let agent: Vec<&str> = agent.iter().map(String::as_str).collect();
    let out = Run::new(&[], &agent).input("edit it\n").output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "the input ended while a question waited for its answer: cancelling",
            "[cancelled]",
        ],
    );
    cancel_then_cancelled(&recorded(&record));
}

/// An agent that answers the prompt the chat cancelled with an error (as
/// qwen-code does: -32603 "Request was aborted"): the chat shows the turn
/// cancelled, with the error, not as the agent failing.
#[test]
fn an_error_answering_the_chats_own_cancel_shows_as_cancelled() {
    let (mut agent, record) = asking_agent("abort");
    agent.push("--abort-on-cancel".to_owned());
    let agent: Vec<&str> = agent.iter().map(String::as_str).collect();
    // The input ends while the question waits: the chat cancels the turn.
    let out = Run::new(&[], &agent).input("edit it\n").output();
    assert!(out.status.success(), "{}", shown(&out));
    assert_contains(
        &out,
        &[
            "[cancelled] (the agent answered the cancelled prompt with an error instead of the \
           cancelled stop reason: Request was aborted (code -32603))",
        ],
    );
    let all = shown(&out);
    assert!(!all.contains("This is the agent failing"), "{all}");
    assert!(!all.contains("[error]"), "{all}");
    let _ = recorded(&record);
}

#[cfg(unix)]
mod live {
    use std::ffi::OsStr;

    use super::support::chat_live::Live;
    use super::*;

    fn start(tag: &str, agent: &[String]) -> Live {
        let agent: Vec<&OsStr> = agent.iter().map(OsStr::new).collect();
        Live::start_agent(tag, &[], &agent)
    }

    #[test]
    fn an_answer_that_is_not_an_option_is_asked_again() {
        let (agent, record) = asking_agent("typed");
        let mut run = start("chat-typed-answer", &agent);
        run.send("edit it");
        run.wait_for("choose 1-4", 1);
        run.send("yes");
        run.wait_for("\"yes\" is not one of the options", 1);
        run.send("7");
        run.wait_for("\"7\" is not one of the options", 1);
        run.send("2");
        run.wait_for("answer: ", 1);
        run.wait_for("[end_turn]", 1);
        run.stdin = None;
        let (status, output) = run.exits();
        assert!(status.success(), "{output}");
        assert!(
            output.contains(r#"answer: {"outcome": "selected", "optionId": "once"}"#),
            "{output}"
        );
        let lines = recorded(&record);
        let (_, answer) = answer_to(&lines, "perm-1");
        assert_eq!(
            answer["result"]["outcome"],
            json!({"outcome": "selected", "optionId": "once"})
        );
        assert!(
            !lines.iter().any(|m| m.to_string().contains("cancelled")),
            "{lines:#?}"
        );
        assert_eq!(position_of(&lines, "session/cancel"), None);
    }

    #[test]
    fn ctrl_c_while_the_question_waits_sends_the_cancel_first() {
        let (agent, record) = asking_agent("ctrl-c");
        let mut run = start("chat-ctrl-c-asking", &agent);
        run.send("edit it");
        run.wait_for("choose 1-4", 1);
        run.signal(libc::SIGINT);
        run.wait_for("[cancelled]", 1);
        run.wait_for("> ", 2);
        run.signal(libc::SIGINT);
        let (status, output) = run.exits();
        assert_eq!(status.code(), Some(130), "{output}");
        assert!(output.contains("[cancelling]"), "{output}");
        cancel_then_cancelled(&recorded(&record));
    }
}
