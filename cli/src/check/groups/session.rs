//! One session and its turns: `session/new`, prompts answered with a stop reason
//! after all of their `session/update`s, `_meta` that is only metadata, a 1 MiB
//! prompt, and the convention's `echo`, `stream` and `meta`.

use std::time::Duration;

use acp::rpc::Request;
use acp::v1::{NewSessionRequest, PromptResponse};
use serde_json::json;

use super::{
    brief, initialized, message_text, new_session_params, open_session, prompt, prompt_params,
    session_id, updates, Stop, Turn,
};
use crate::check::wire::Peer;
use crate::check::Recorder;

/// How long to watch for late updates after a response.
const LATE: Duration = Duration::from_millis(300);
/// The size of the large prompt's text.
const LARGE: usize = 1 << 20;

pub async fn run(agent: &mut Peer, rec: &mut Recorder) -> Result<(), Stop> {
    initialized(agent).await?;
    let session = match open_session(agent).await {
        Ok(session) => session,
        Err(Stop::Step(why)) => {
            rec.verdict("session.new", Err(why));
            return Err(Stop::Step("no session".into()));
        }
        Err(other) => return Err(other),
    };
    rec.record("session.new", crate::check::Outcome::Pass);

    let meta = json!({"acp.check/probe": {"n": 1}, "traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"});
    let response = agent
        .call(NewSessionRequest::METHOD, new_session_params(Some(meta)))
        .await?;
    rec.verdict("session.meta-accepted", session_id(&response).map(drop));

    let mut late = Vec::new();
    let mut echo = Vec::new();

    // A plain turn.
    let text = "echo hello from acp check";
    let turn = prompt(agent, prompt_params(&session, text), agent.timeout).await?;
    rec.verdict("prompt.stop-reason", stop_reason(&turn));
    agent.settle(LATE).await;
    let during = updates(&agent.log, turn.from..turn.at);
    rec.verdict(
        "prompt.updates-name-session",
        names_session(&during, &session),
    );
    late.push(updates_after(agent, &turn, &session));
    echo.push(same_text(&message_text(&during, &session), text));

    // `stream 50`: fifty chunks, all before the response.
    let turn = prompt(agent, prompt_params(&session, "stream 50"), agent.timeout).await?;
    agent.settle(LATE).await;
    late.push(updates_after(agent, &turn, &session));
    let streamed = message_text(&updates(&agent.log, turn.from..turn.at), &session);
    let expected: String = (0..50).map(|i| format!("c{i} ")).collect();
    rec.verdict(
        "convention.stream",
        stop_reason(&turn).and(same_text(&streamed, &expected)),
    );
    rec.verdict("prompt.updates-before-response", late.into_iter().collect());

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
            .and(names_session(&during, &session))
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
    let turn = prompt(agent, prompt_params(&session, &text), agent.timeout * 3).await?;
    rec.verdict("prompt.large", stop_reason(&turn));
    let during = updates(&agent.log, turn.from..turn.at);
    echo.push(same_text(&message_text(&during, &session), &text));
    rec.verdict("convention.echo", echo.into_iter().collect());
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

/// Every update decodes and names `session`.
fn names_session(
    updates: &[Result<acp::v1::SessionNotification, String>],
    session: &str,
) -> Result<(), String> {
    for update in updates {
        match update {
            Err(e) => return Err(format!("an update does not decode: {e}")),
            Ok(n) if n.session_id.0 != session => {
                return Err(format!(
                    "an update names session {:?}, not {session:?}",
                    n.session_id.0
                ))
            }
            Ok(_) => {}
        }
    }
    Ok(())
}

/// Fails if an update for `session` arrived after the turn's response.
fn updates_after(agent: &Peer, turn: &Turn, session: &str) -> Result<(), String> {
    let after = updates(&agent.log, turn.at + 1..agent.log.len());
    match after.iter().flatten().find(|n| n.session_id.0 == session) {
        Some(n) => Err(format!(
            "an update arrived after the response: {}",
            crate::check::wire::shorten(&serde_json::to_string(&n.update).unwrap_or_default(), 120)
        )),
        None => Ok(()),
    }
}

/// `got` is `expected`.
fn same_text(got: &str, expected: &str) -> Result<(), String> {
    if got == expected {
        return Ok(());
    }
    let show = |s: &str| crate::check::wire::shorten(s, 60);
    Err(format!(
        "expected {:?} ({} bytes), got {:?} ({} bytes)",
        show(expected),
        expected.len(),
        show(got),
        got.len()
    ))
}
