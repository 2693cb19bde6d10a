//! `acp check client -- CMD ARGS... {agent} ...`: checks a client by being its agent.
//!
//! `{agent}` in the client's command line stands for the agent command, which is
//! always one word: the path of a small executable script (in this run's temporary
//! directory) that joins its stdin and stdout to the checks (`agent_end`). So the
//! rule is the same for every client: `{agent}` as an argument of its own (`client
//! --agent {agent}`), or inside a longer one that the client runs with a shell
//! (`client '{agent} --flag'`, the word quoted for the shell when it needs it).
//!
//! The input lines are written to the client's stdin (a chat client sends the first
//! as a prompt); then the checks play a scripted agent in raw JSON lines: they
//! answer `initialize` (in v1, a repeat too) and `session/new`, and during the
//! prompt turn send an update, a permission request with a string id and an
//! unknown extension request with a large id, then end the turn. Then the
//! client's input ends, and it must exit and close the agent. A client that
//! never starts the agent is an error of the run (nothing could be checked).
//! What the client printed (stdout and stderr) is kept for the report.

mod agent_end;

use std::path::Path;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{json, Value};
use tokio::io::{AsyncRead, AsyncWriteExt};
use tokio::process::Command;
use tokio::task::JoinHandle;

use agent_end::with_agent;
pub(crate) use agent_end::Scratch;
pub use agent_end::AGENT_PLACEHOLDER;

use super::catalog::CLIENT_CHECKS;
use super::recorder::Recorder;
use super::report::{Outcome, Report};
use super::wire::{brief, error_code, keep_tail, request, to_json, Peer, WireError, TAIL_END};
use crate::jsonrpc::method::{Notification, Request};
use crate::v1::{
    ContentBlock, ContentChunk, ErrorCode, Implementation, InitializeRequest, InitializeResponse,
    NewSessionRequest, NewSessionResponse, PermissionOption, PermissionOptionKind, PromptRequest,
    PromptResponse, RequestPermissionRequest, RequestPermissionResponse, SessionNotification,
    SessionUpdate, StopReason, TextContent, ToolCallUpdate, PROTOCOL_VERSION,
};

/// How much of the end of the client's output the report keeps.
const OUTPUT_TAIL: usize = 4096;

/// Why the checks could not run at all.
enum Abort {
    /// Nothing could be checked (the client never started the agent, say).
    Run(String),
    /// The script stopped on the way: the checks not reached are skipped.
    Script(String),
}

/// What the checks were asked to do.
struct Options<'a> {
    command: &'a [String],
    timeout: Duration,
    input: &'a [String],
}

/// Runs the checks against the client `command` (program and arguments, with
/// `{agent}`), writing `input` to its stdin.
pub(super) async fn run(command: &[String], timeout: Duration, input: &[String]) -> Report {
    let options = Options {
        command,
        timeout,
        input,
    };
    let mut rec = Recorder::default();
    let output = Arc::new(Mutex::new(Vec::new()));
    let mut tails = Vec::new();
    let result = script(&options, &mut rec, &output, &mut tails).await;
    // What the client printed after the end, too: its pipes read to their end
    // (the client was stopped), within a limit for what it left running.
    for tail in tails {
        let _ = tokio::time::timeout(TAIL_END, tail).await;
    }
    let command = command.to_vec();
    let report = match result {
        Ok(()) => Report::new("client", command, rec.results(CLIENT_CHECKS)),
        Err(Abort::Script(why)) => {
            rec.rest_of_group("client", &Outcome::Skip(format!("not run: {why}")));
            Report::new("client", command, rec.results(CLIENT_CHECKS))
        }
        Err(Abort::Run(why)) => Report::error("client", command, why),
    };
    let output = String::from_utf8_lossy(&output.lock().unwrap()).into_owned();
    report.with_output(output)
}

async fn script(
    options: &Options<'_>,
    rec: &mut Recorder,
    output: &Arc<Mutex<Vec<u8>>>,
    tails: &mut Vec<JoinHandle<()>>,
) -> Result<(), Abort> {
    let scratch = Scratch::new().map_err(Abort::Run)?;
    let agent = &scratch.agent;
    let command = with_agent(options.command, agent).map_err(Abort::Run)?;
    let (program, args) = command
        .split_first()
        .ok_or(Abort::Run("no client command".into()))?;
    let mut client = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| Abort::Run(format!("cannot start the client command `{program}`: {e}")))?;
    for pipe in [
        client
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn AsyncRead + Send + Unpin>),
        client.stderr.take().map(|p| Box::new(p) as _),
    ]
    .into_iter()
    .flatten()
    {
        tails.push(keep_tail(pipe, output.clone(), OUTPUT_TAIL));
    }
    let mut input = client.stdin.take();
    if let Some(stdin) = input.as_mut() {
        let text: String = options.input.iter().map(|l| format!("{l}\n")).collect();
        let _ = stdin.write_all(text.as_bytes()).await;
        let _ = stdin.flush().await;
    }
    let accepted = tokio::select! {
        accepted = scratch.accept() => accepted,
        _ = tokio::time::sleep(options.timeout) => {
            return Err(Abort::Run(format!(
                "the client did not start the agent within {:.1} s: its command line must \
                 start {AGENT_PLACEHOLDER} (replaced by {}), as an argument of its own or inside one it \
                 runs with a shell",
                options.timeout.as_secs_f64(),
                agent.display()
            )));
        }
        status = client.wait() => {
            let status = status.map(|s| s.to_string()).unwrap_or_else(|e| e.to_string());
            return Err(Abort::Run(format!(
                "the client exited ({status}) without starting the agent: its command line \
                 must start {AGENT_PLACEHOLDER} (replaced by {}), as an argument of its own or inside one \
                 it runs with a shell",
                agent.display()
            )));
        }
    };
    let stream = accepted.map_err(Abort::Run)?;
    let (reader, writer) = tokio::io::split(stream);
    let mut peer = Peer::over(reader, writer, options.timeout);

    let outcome = turn(&mut peer, rec).await;
    // The end of the client's input: it should leave, and close its agent.
    drop(input);
    let exited = tokio::time::timeout(options.timeout, client.wait()).await;
    rec.verdict(
        "client.exits",
        match exited {
            Ok(_) => Ok(()),
            Err(_) => Err(format!(
                "still running {:.1} s after its input ended",
                options.timeout.as_secs_f64()
            )),
        },
    );
    let closed = peer
        .wait_for(peer.log.len(), options.timeout, |_| false)
        .await;
    rec.verdict(
        "client.closes-agent",
        match closed {
            Err(WireError::Closed(_)) => Ok(()),
            _ => Err("the agent's connection is still open".into()),
        },
    );
    outcome.map_err(|e| Abort::Script(e.to_string()))
}

/// The scripted agent, from `initialize` to the end of the first turn.
async fn turn(peer: &mut Peer, rec: &mut Recorder) -> Result<(), WireError> {
    let within = peer.timeout;
    let (at, first) = peer.wait_for(0, within, |_| true).await?;
    let first_method = first.get("method").and_then(Value::as_str);
    rec.verdict(
        "client.initialize-first",
        match first_method {
            Some(m) if m == InitializeRequest::METHOD && first.get("id").is_some() => Ok(()),
            _ => Err(format!("the first message: {}", brief(&first))),
        },
    );
    let (_, init) = peer
        .wait_for(at, within, |m| method_is(m, InitializeRequest::METHOD))
        .await?;
    let params = decode::<InitializeRequest>(&init);
    rec.verdict(
        "client.initialize-params",
        params.as_ref().map(drop).map_err(Clone::clone),
    );
    rec.verdict(
        "client.client-info",
        match params.as_ref().ok().and_then(|p| p.client_info.as_ref()) {
            Some(_) => Ok(()),
            None => Err("no clientInfo".into()),
        },
    );
    let response = InitializeResponse::new(PROTOCOL_VERSION)
        .agent_info(Implementation::new("acp-check", env!("CARGO_PKG_VERSION")));
    answer(peer, &init, to_json(&response)).await?;

    // A client that offered a newer version and got 1 may repeat `initialize`
    // in v1 before its first other request (`acp chat` does, so that an agent
    // reads its v1 capabilities): every request is answered, the repeat too.
    let mut answered = vec![init.get("id").cloned()];
    let new = loop {
        let (_, message) = peer
            .wait_for(0, within, |m| {
                method_is(m, NewSessionRequest::METHOD)
                    || (method_is(m, InitializeRequest::METHOD)
                        && !answered.contains(&m.get("id").cloned()))
            })
            .await?;
        if !method_is(&message, InitializeRequest::METHOD) {
            break message;
        }
        answer(peer, &message, to_json(&response)).await?;
        answered.push(message.get("id").cloned());
    };
    rec.verdict(
        "client.session-new",
        decode::<NewSessionRequest>(&new).and_then(|p| {
            if Path::new(&p.cwd).is_absolute() {
                Ok(())
            } else {
                Err(format!("cwd {:?} is not absolute", p.cwd))
            }
        }),
    );
    let session = "acp-check-session";
    answer(peer, &new, to_json(&NewSessionResponse::new(session))).await?;

    let (_, prompt) = peer
        .wait_for(0, within, |m| method_is(m, PromptRequest::METHOD))
        .await?;
    rec.verdict(
        "client.prompt",
        decode::<PromptRequest>(&prompt).and_then(|p| match p.session_id.0.as_str() {
            s if s == session => Ok(()),
            other => Err(format!("it names session {other:?}")),
        }),
    );

    let chunk = ContentChunk::new(ContentBlock::from(TextContent::new("acp check ")));
    let update = SessionNotification::new(session, SessionUpdate::AgentMessageChunk(chunk));
    let update = json!({"jsonrpc": "2.0", "method": SessionNotification::METHOD, "params": to_json(&update)});
    peer.send(&update).await?;

    let options = vec![
        PermissionOption::new("allow", "Allow", PermissionOptionKind::AllowOnce),
        PermissionOption::new("reject", "Reject", PermissionOptionKind::RejectOnce),
    ];
    let ask = RequestPermissionRequest::new(session, ToolCallUpdate::new("check-call-1"), options);
    let id = json!("acp-check-ü-\"1\"");
    let from = peer.log.len();
    peer.send(&request(
        id.clone(),
        RequestPermissionRequest::METHOD,
        to_json(&ask),
    ))
    .await?;
    let answered = peer
        .wait_for(from, within, |m| {
            m.get("id") == Some(&id) && m.get("method").is_none()
        })
        .await;
    match answered {
        Ok((_, response)) => {
            rec.record("client.id-string", Outcome::Pass);
            rec.verdict(
                "client.permission-answer",
                match response.get("result") {
                    Some(result) => {
                        serde_json::from_value::<RequestPermissionResponse>(result.clone())
                            .map(drop)
                            .map_err(|e| format!("does not decode: {e}"))
                    }
                    None => Err(brief(&response)),
                },
            );
        }
        Err(WireError::Timeout(_)) => {
            rec.verdict("client.id-string", Err(format!("no answer with id {id}")));
        }
        Err(e) => return Err(e),
    }

    let id = json!(9_007_199_254_740_991_u64);
    let from = peer.log.len();
    peer.send(&request(id.clone(), "_acp.check/unknown", json!({})))
        .await?;
    match peer
        .wait_for(from, within, |m| {
            m.get("id") == Some(&id) && m.get("method").is_none()
        })
        .await
    {
        Ok((_, response)) => {
            rec.record("client.id-large", Outcome::Pass);
            rec.verdict(
                "client.ext-unknown-request",
                match error_code(&response) {
                    Some(c) if c == i64::from(ErrorCode::METHOD_NOT_FOUND.0) => Ok(()),
                    _ => Err(format!("expected -32601, got {}", brief(&response))),
                },
            );
        }
        Err(WireError::Timeout(_)) => {
            rec.verdict("client.id-large", Err(format!("no answer with id {id}")));
        }
        Err(e) => return Err(e),
    }
    answer(
        peer,
        &prompt,
        to_json(&PromptResponse::new(StopReason::EndTurn)),
    )
    .await
}

fn method_is(message: &Value, method: &str) -> bool {
    message.get("method").and_then(Value::as_str) == Some(method) && message.get("id").is_some()
}

fn decode<T: serde::de::DeserializeOwned>(message: &Value) -> Result<T, String> {
    serde_json::from_value(message.get("params").cloned().unwrap_or(Value::Null))
        .map_err(|e| format!("the params do not decode: {e}"))
}

async fn answer(peer: &mut Peer, req: &Value, result: Value) -> Result<(), WireError> {
    let id = req.get("id").cloned().unwrap_or(Value::Null);
    peer.send(&json!({"jsonrpc": "2.0", "id": id, "result": result}))
        .await
}
