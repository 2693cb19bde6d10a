//! What an agent advertises of a session's history: `session/list`,
//! `session/load` (the replay holds what the client saw, before the answer),
//! `session/resume` (no replay in v1), `session/close`, and an unknown session
//! answered -32002 with its id. Each check runs only where the agent
//! advertises the method; the session is one of the check's own, in its
//! scratch directory, with one short prompt.

use serde_json::Value;

use super::{
    message_text, opened_session, prompt, prompt_params, ready, to_json, updates, Stop, LATE,
};
use crate::jsonrpc::method::Request;
use crate::testing::recorder::Recorder;
use crate::testing::report::Outcome;
use crate::testing::wire::{brief, error_code, Peer};
use crate::v1::{
    CloseSessionRequest, InitializeResponse, ListSessionsRequest, ListSessionsResponse,
    LoadSessionRequest, ResumeSessionRequest,
};

const LIST: &str = "session.list";
const LOAD: &str = "session.load-replay";
const RESUME: &str = "session.resume-no-replay";
const CLOSE: &str = "session.close";
const UNKNOWN: &str = "session.unknown-id";

/// The session id no agent has.
const NOBODY: &str = "acp-check-no-such-session";

/// What the agent advertised, read from its `initialize` answer.
struct Offers {
    list: bool,
    load: bool,
    resume: bool,
    close: bool,
}

impl Offers {
    /// Read from the `initialize` result, typed (nothing offered when it
    /// does not decode).
    fn of(init: &Value) -> Offers {
        let caps = serde_json::from_value::<InitializeResponse>(init.clone())
            .map(|answer| answer.agent_capabilities)
            .unwrap_or_default();
        let session = &caps.session_capabilities;
        Offers {
            list: session.list.is_some(),
            load: caps.load_session,
            resume: session.resume.is_some(),
            close: session.close.is_some(),
        }
    }
}

pub async fn run(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    let init = ready(agent, rec, auth).await?;
    let offers = Offers::of(&init);
    let not_offered = |what: &str| Outcome::Skip(format!("the agent does not advertise {what}"));
    if !(offers.list || offers.load || offers.resume || offers.close) {
        for (id, what) in [
            (LIST, "sessionCapabilities.list"),
            (LOAD, "loadSession"),
            (RESUME, "sessionCapabilities.resume"),
            (CLOSE, "sessionCapabilities.close"),
            (UNKNOWN, "loadSession or sessionCapabilities.resume"),
        ] {
            rec.record(id, not_offered(what));
        }
        return Ok(());
    }
    let (session, _) = opened_session(agent).await?;
    let turn = prompt(
        agent,
        prompt_params(&session, "echo history of acp check"),
        agent.timeout,
    )
    .await?;
    agent.settle(LATE).await;
    let seen = message_text(&updates(&agent.log, turn.from..agent.log.len()), &session);

    match offers.list {
        true => rec.verdict(LIST, listed(agent, &session).await?),
        false => rec.record(LIST, not_offered("sessionCapabilities.list")),
    }
    match offers.load {
        true => {
            let verdict = replayed(agent, &session, &seen).await?;
            rec.verdict(LOAD, verdict);
        }
        false => rec.record(LOAD, not_offered("loadSession")),
    }
    match offers.resume {
        true => rec.verdict(RESUME, resumed(agent, &session).await?),
        false => rec.record(RESUME, not_offered("sessionCapabilities.resume")),
    }
    match offers.load || offers.resume {
        true => {
            let method = match offers.load {
                true => LoadSessionRequest::METHOD,
                false => ResumeSessionRequest::METHOD,
            };
            match unknown(agent, method).await? {
                Ok(()) => rec.record(UNKNOWN, Outcome::Pass),
                Err(why) => rec.record(UNKNOWN, Outcome::Warn(why)),
            }
        }
        false => rec.record(
            UNKNOWN,
            not_offered("loadSession or sessionCapabilities.resume"),
        ),
    }
    match offers.close {
        true => rec.verdict(CLOSE, closed(agent, &session).await?),
        false => rec.record(CLOSE, not_offered("sessionCapabilities.close")),
    }
    Ok(())
}

/// `session/list` of the session's directory lists the session, with it.
async fn listed(agent: &mut Peer, session: &str) -> Result<Result<(), String>, Stop> {
    let params = to_json(&ListSessionsRequest::new().cwd(agent.cwd.clone()));
    let answer = agent.call(ListSessionsRequest::METHOD, params).await?;
    let Some(result) = answer.get("result") else {
        return Ok(Err(format!("session/list failed: {}", brief(&answer))));
    };
    let list: ListSessionsResponse = match serde_json::from_value(result.clone()) {
        Ok(list) => list,
        Err(e) => return Ok(Err(format!("the answer does not decode: {e}"))),
    };
    Ok(
        match list.sessions.iter().find(|s| s.session_id.0 == session) {
            Some(info) if info.cwd == agent.cwd => Ok(()),
            Some(info) => Err(format!(
                "the session is listed with cwd {:?}, not {:?}",
                info.cwd, agent.cwd
            )),
            None => Err(format!(
                "session/list with cwd {:?} does not list the session {session} opened there \
                 ({} listed)",
                agent.cwd,
                list.sessions.len()
            )),
        },
    )
}

/// `session/load`: the agent messages the client saw are replayed, in
/// order, before the answer.
async fn replayed(agent: &mut Peer, session: &str, seen: &str) -> Result<Result<(), String>, Stop> {
    let params = to_json(&LoadSessionRequest::new(
        vec![],
        agent.cwd.clone(),
        session.to_string(),
    ));
    let from = agent.log.len();
    let id = agent.start(LoadSessionRequest::METHOD, params).await?;
    let (at, answer) = agent.response(&id, agent.timeout).await?;
    if answer.get("result").is_none() {
        return Ok(Err(format!("session/load failed: {}", brief(&answer))));
    }
    let replay = message_text(&updates(&agent.log, from..at), session);
    Ok(match replay.contains(seen) {
        true => Ok(()),
        false => Err(format!(
            "the replay before the answer does not hold the agent's message the client saw \
             ({:?}); it replayed {:?}",
            shortened(seen),
            shortened(&replay)
        )),
    })
}

/// `session/resume` (v1): answered, and no message replayed before it.
async fn resumed(agent: &mut Peer, session: &str) -> Result<Result<(), String>, Stop> {
    let params = to_json(&ResumeSessionRequest::new(
        session.to_string(),
        agent.cwd.clone(),
    ));
    let from = agent.log.len();
    let id = agent.start(ResumeSessionRequest::METHOD, params).await?;
    let (at, answer) = agent.response(&id, agent.timeout).await?;
    if answer.get("result").is_none() {
        return Ok(Err(format!("session/resume failed: {}", brief(&answer))));
    }
    let replay = message_text(&updates(&agent.log, from..at), session);
    Ok(match replay.is_empty() {
        true => Ok(()),
        false => Err(format!(
            "messages were replayed before the answer: {:?}",
            shortened(&replay)
        )),
    })
}

/// A load (or resume) of a session no agent has: -32002 with its id in the
/// data.
async fn unknown(agent: &mut Peer, method: &str) -> Result<Result<(), String>, Stop> {
    let params = match method {
        LoadSessionRequest::METHOD => {
            to_json(&LoadSessionRequest::new(vec![], agent.cwd.clone(), NOBODY))
        }
        _ => to_json(&ResumeSessionRequest::new(NOBODY, agent.cwd.clone())),
    };
    let answer = agent.call(method, params).await?;
    let data = answer
        .pointer("/error/data/sessionId")
        .and_then(Value::as_str);
    Ok(match (error_code(&answer), data) {
        (Some(-32002), Some(NOBODY)) => Ok(()),
        (Some(-32002), _) => Err(format!(
            "-32002 without the session id in its data (`data.sessionId`): {}",
            brief(&answer)
        )),
        _ => Err(format!(
            "{method} of an unknown session was answered {}",
            brief(&answer)
        )),
    })
}

/// `session/close` of the session: answered without an error.
async fn closed(agent: &mut Peer, session: &str) -> Result<Result<(), String>, Stop> {
    let params = to_json(&CloseSessionRequest::new(session.to_string()));
    let answer = agent.call(CloseSessionRequest::METHOD, params).await?;
    Ok(match answer.get("result") {
        Some(_) => Ok(()),
        None => Err(format!("session/close failed: {}", brief(&answer))),
    })
}

fn shortened(text: &str) -> String {
    crate::testing::wire::shorten(text, 120)
}
