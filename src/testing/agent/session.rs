//! One session and its turns: `session/new`, prompts answered with a stop reason
//! after all of their `session/update`s, `_meta` that is only metadata, a 1 MiB
//! prompt, and the convention's `echo`, `stream` and `meta`.
//!
//! What the spec allows is not counted against a turn, but noted with the sentence
//! that allows it: an update naming another session this connection opened (sessions
//! are independent), and updates of the session's state after the response (title,
//! commands, mode, config, usage: an agent may send those at any time). Only the
//! turn's own output (messages, thoughts, tool calls, plan) must come before its
//! response.

use crate::jsonrpc::method::Request;
use crate::v1::{NewSessionRequest, PromptResponse, SessionNotification};
use serde_json::json;

use super::{
    brief, message_text, new_session_params, note_questions, open_session, prompt, prompt_params,
    ready, session_id, updates, updates_after, Stop, Turn, LATE,
};
use crate::testing::recorder::Recorder;
use crate::testing::wire::Peer;

/// The size of the large prompt's text.
const LARGE: usize = 1 << 20;

/// Why an update naming another session of the connection is no violation.
const INDEPENDENT_SESSIONS: &str = "session-setup: \"Each session maintains its own context, \
    conversation history, and state, allowing multiple independent interactions with the same Agent.\"";

/// Why updates of the session's state may follow the response.
const SESSION_STATE_ANY_TIME: &str = "session-list: \"Agents can update session metadata in \
    real-time by sending a session_info_update notification via session/update. This follows the \
    same pattern as other session notifications like available_commands_update and \
    current_mode_update.\"; slash-commands: \"The Agent can update the list of available commands \
    at any time during a session\"";

pub async fn run(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    ready(agent, rec, auth).await?;
    let session = match open_session(agent).await {
        Ok(session) => session,
        Err(Stop::Step(why)) => {
            rec.verdict("session.new", Err(why));
            return Err(Stop::Step("no session".into()));
        }
        Err(other) => return Err(other),
    };
    rec.record("session.new", crate::testing::report::Outcome::Pass);

    let meta = json!({"acp.check/probe": {"n": 1}, "traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"});
    let params = new_session_params(agent, Some(meta));
    let response = agent.call(NewSessionRequest::METHOD, params).await?;
    let second = session_id(&response);
    rec.verdict("session.meta-accepted", second.clone().map(drop));
    // The sessions this connection opened: updates may name any of them.
    let opened: Vec<String> = std::iter::once(session.clone()).chain(second).collect();

    let mut late = Vec::new();
    let mut echo = Vec::new();

    // A plain turn.
    let text = "echo hello from acp check";
    let turn = prompt(agent, prompt_params(&session, text), agent.timeout).await?;
    rec.verdict("prompt.stop-reason", stop_reason(&turn));
    agent.settle(LATE).await;
    let during = updates(&agent.log, turn.from..turn.at);
    let named = names_session(&during, &session, &opened);
    if let Ok(Some(note)) = &named {
        rec.note("prompt.updates-name-session", note.clone());
    }
    rec.verdict("prompt.updates-name-session", named.map(drop));
    late.push(updates_after(agent, &turn, &session));
    echo.push(same_text(&message_text(&during, &session), text));

    // `stream 50`: fifty chunks, all before the response.
    let turn = prompt(agent, prompt_params(&session, "stream 50"), agent.timeout).await?;
    agent.settle(LATE).await;
    late.push(updates_after(agent, &turn, &session));
    let streamed = message_text(&updates(&agent.log, turn.from..turn.at), &session);
    let expected: String = (0..50).map(|i| format!("c{i} ")).collect();
    if !streamed.contains("c0 ") {
        // Not a wrong answer to the convention: no answer to it at all.
        rec.unconventional = Some(format!(
            "the agent does not follow the test agent's prompt convention, which an agent \
             written for real work has no reason to: `stream 50` streamed {}, none of the \
             convention's chunks `c0 ` .. `c49 `",
            match streamed.is_empty() {
                true => "no text".to_owned(),
                false => format!("{:?}", crate::testing::wire::shorten(&streamed, 60)),
            }
        ));
    }
    rec.verdict(
        "convention.stream",
        stop_reason(&turn).and(same_text(&streamed, &expected)),
    );
    let late: Result<Vec<Vec<String>>, String> = late.into_iter().collect();
    if let Ok(kinds) = &late {
        let mut kinds: Vec<&String> = kinds.iter().flatten().collect();
        kinds.dedup();
        if !kinds.is_empty() {
            rec.note(
                "prompt.updates-before-response",
                format!(
                    "after the response came {}: the session's state, not the turn's output, \
                     which the spec lets an agent send at any time ({SESSION_STATE_ANY_TIME})",
                    kinds
                        .iter()
                        .map(|k| k.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
        }
    }
    rec.verdict("prompt.updates-before-response", late.map(drop));

    // `meta`: the request's `_meta` comes back.
    let meta = json!({"acp.check/n": 7, "acp.check/s": "x"});
    let mut params = prompt_params(&session, "meta");
    params["_meta"] = meta.clone();
    let turn = prompt(agent, params, agent.timeout).await?;
    rec.verdict(
        "convention.meta",
        match turn.response.get("result").and_then(|r| r.get("_meta")) {
            Some(got) if *got == meta => Ok(()),
            got => Err(format!("sent _meta {meta}, got {got:?}")),
        },
    );

    // `_meta` keys named like the params (on the wire and in snake case) must not
    // replace them.
    let mut params = prompt_params(&session, "echo meta probe");
    params["_meta"] = json!({
        "sessionId": "acp-check-not-the-session",
        "session_id": "acp-check-not-the-session",
        "prompt": [{"type": "text", "text": "echo not the prompt"}],
    });
    let turn = prompt(agent, params, agent.timeout).await?;
    agent.settle(LATE).await;
    let during = updates(&agent.log, turn.from..turn.at);
    rec.verdict(
        "meta.not-parameters",
        stop_reason(&turn)
            .and(names_session(&during, &session, &opened).map(drop))
            .and(
                match message_text(&during, &session).contains("not the prompt") {
                    true => Err("the prompt text came from _meta".into()),
                    false => Ok(()),
                },
            ),
    );

    // A 1 MiB prompt.
    let mut text = String::with_capacity(LARGE + 5);
    text.push_str("echo ");
    text.extend(std::iter::repeat_n('x', LARGE));
    // Answered at all: an agent may refuse a prompt too large for it with an error.
    let turn = match prompt(agent, prompt_params(&session, &text), agent.timeout * 3).await {
        Ok(turn) => turn,
        Err(Stop::Wire(e)) => {
            rec.verdict("prompt.large", Err(format!("no answer: {e}")));
            return Err(Stop::Wire(e));
        }
        Err(other) => return Err(other),
    };
    rec.verdict("prompt.large", Ok(()));
    let during = updates(&agent.log, turn.from..turn.at);
    echo.push(same_text(&message_text(&during, &session), &text));
    rec.verdict("convention.echo", echo.into_iter().collect());
    note_questions(agent, rec, "prompt.stop-reason");
    Ok(())
}

/// The turn ended with a `PromptResponse`.
fn stop_reason(turn: &Turn) -> Result<(), String> {
    match turn.response.get("result") {
        Some(result) => serde_json::from_value::<PromptResponse>(result.clone())
            .map(drop)
            .map_err(|e| format!("the result does not decode: {e}")),
        None => Err(brief(&turn.response)),
    }
}

/// Every update decodes and names a session this connection opened (`opened`);
/// a note when some named another than the prompted `session`.
fn names_session(
    updates: &[Result<SessionNotification, String>],
    session: &str,
    opened: &[String],
) -> Result<Option<String>, String> {
    let mut others: Vec<&str> = Vec::new();
    for update in updates {
        match update {
            Err(e) => return Err(format!("an update does not decode: {e}")),
            Ok(n) if n.session_id.0 == session => {}
            Ok(n) if opened.contains(&n.session_id.0) => {
                if !others.contains(&n.session_id.0.as_str()) {
                    others.push(&n.session_id.0);
                }
            }
            Ok(n) => {
                return Err(format!(
                    "an update names session {:?}, which this connection never opened \
                     (the prompt was for {session:?})",
                    n.session_id.0
                ))
            }
        }
    }
    Ok((!others.is_empty()).then(|| {
        format!(
            "during the turn, updates also named session {}, which this connection opened too: \
             sessions are independent ({INDEPENDENT_SESSIONS})",
            others.join(", ")
        )
    }))
}

/// `got` is `expected`.
fn same_text(got: &str, expected: &str) -> Result<(), String> {
    if got == expected {
        return Ok(());
    }
    let show = |s: &str| crate::testing::wire::shorten(s, 60);
    Err(format!(
        "expected {:?} ({} bytes), got {:?} ({} bytes)",
        show(expected),
        expected.len(),
        show(got),
        got.len()
    ))
}
