//! The conversation, written once for both protocol versions: a prompt per
//! line typed, the turn's updates shown as they come, its end, and the chat's
//! own commands (`/help`, `/config`, `/quit`). What differs between versions
//! (how an update is shown, how a turn's end reads, the types of commands and
//! config options) is each module's [`Dialect`].

use std::future::Future;
use std::sync::atomic::Ordering;

use acp::jsonrpc::Request as _;
use acp::session::{Session, Tracked};
use acp::v1::ErrorCode;
use acp::{CallError, CallResult};

use super::auth::Auth;
use super::console::Console;
use super::failure::{answered, failure};
use super::help::{self, Command};
use super::mcp::Servers;
use super::screen::{self, say, say_line};
use super::signals::{Signal, Signals};
use super::{config, AgentLink, End};

/// What the chat needs of a protocol module beyond its session API.
pub trait Dialect: Tracked {
    /// What the renderer keeps between updates.
    type View: Default;

    /// Shows one update of the session.
    fn show(view: &mut Self::View, update: &Self::SessionUpdate);
    /// A turn starts: what follows is its updates.
    fn turn_started(view: &mut Self::View);
    /// The turn ended: what follows comes between turns.
    fn turn_ended(view: &mut Self::View);
    /// A prompt of one line of text.
    fn text(line: String) -> Self::ContentBlock;
    /// The commands the agent advertises, for `/help`.
    fn commands(state: &Self::State) -> Vec<Command>;
    /// The session's config options, for `/config`.
    fn config(state: &Self::State) -> Vec<config::Line>;
    /// `/config ID VALUE`: changes a config option; the options the agent
    /// answers with.
    fn set_config(
        session: &Session<Self>,
        id: &str,
        value: &str,
    ) -> impl Future<Output = CallResult<Vec<config::Line>>>;
    /// How a turn ended.
    fn ending(end: &Self::TurnEnd) -> Ending;
}

/// How a turn ended, as the chat shows it.
pub enum Ending {
    /// With this stop reason (`end_turn`, `cancelled`, ...).
    Stopped(String),
    /// With this error of the agent's (v2's stop reason `error`).
    Failed(acp::Error),
}

/// Shows what the session's opening brought: the history `session/load` (or
/// v2's `session/resume`) replayed, then `opened` (what the chat says of it),
/// then the session's config options.
pub fn opened<P: Dialect>(session: &mut Session<P>, view: &mut P::View, opened: Option<String>) {
    while let Some(note) = session.try_next_update() {
        P::show(view, P::notification_parts(&note).1);
    }
    if let Some(line) = opened {
        say_line(&line);
    }
    config::show_changes(P::config(&session.state()));
}

/// Reads the lines typed and runs the conversation until `/quit`, the end of
/// input, a signal or a failure.
pub async fn converse<P: Dialect>(
    process: &AgentLink,
    session: Session<P>,
    view: P::View,
    auth: &Auth,
    mcp: &Servers,
    console: &mut Console,
    signals: &mut Signals,
) -> End {
    let left_out = mcp.left_out();
    if !left_out.is_empty() {
        say(&format!(
            "[MCP servers not given: {} (/mcp lists them)]\n",
            left_out.join(", ")
        ));
    }
    console.read_stdin();
    let looping = console.notices.looping.clone();
    looping.store(true, Ordering::SeqCst);
    let end = turns(process, session, view, auth, mcp, console, signals).await;
    looping.store(false, Ordering::SeqCst);
    end
}

/// A prompt per line, until `/quit`, the end of input, a signal or a failure.
async fn turns<P: Dialect>(
    process: &AgentLink,
    mut session: Session<P>,
    mut view: P::View,
    auth: &Auth,
    mcp: &Servers,
    console: &mut Console,
    signals: &mut Signals,
) -> End {
    let connection = process.connection();
    loop {
        let input = console.input.clone();
        let line = loop {
            // Again after whatever was shown while it waited.
            screen::prompt();
            tokio::select! {
                // Updates first: a request's line comes after those sent before it.
                biased;
                // Updates between turns are shown as they come.
                Some(note) = session.next_update() => {
                    P::show(&mut view, P::notification_parts(&note).1);
                }
                Some((line, shown)) = console.notices.next() => {
                    say(&line);
                    let _ = shown.send(());
                }
                // A question between turns met the end of input: it is cancelled
                // like a turn's (`session/cancel`, then `cancelled`).
                Some(()) = console.unanswerable.recv() => {
                    let _ = session.cancel().await;
                }
                // Shared with permission questions, which read their answer while a prompt runs.
                line = async { input.lock().await.recv().await } => break line,
                signal = signals.next() => return End::Signalled(signal.exit_code()),
                () = connection.closed() => {
                    return End::Failed("the agent closed the connection".into())
                }
            }
        };
        let Some(line) = line else {
            return End::Done;
        };
        // On a terminal, Enter ended the line the user typed after the prompt.
        screen::line_entered();
        let line = line.trim().to_owned();
        if line.is_empty() {
            continue;
        }
        if line == "/quit" {
            return End::Done;
        }
        if line == "/help" {
            say(&help::in_chat(&P::commands(&session.state())));
            continue;
        }
        if line == "/mcp" {
            say(&mcp.describe());
            continue;
        }
        if line == "/config" || line.starts_with("/config ") {
            configure(&session, &line).await;
            continue;
        }
        P::turn_started(&mut view);
        let mut turn = session.prompt(vec![P::text(line)]);
        let mut cancelling = false;
        loop {
            tokio::select! {
                // Updates first: a request's line comes after those sent before it.
                biased;
                note = turn.next() => match note {
                    Some(note) => P::show(&mut view, P::notification_parts(&note).1),
                    None => break,
                },
                Some((line, shown)) = console.notices.next() => {
                    say(&line);
                    let _ = shown.send(());
                }
                signal = signals.next() => {
                    if signal != Signal::Interrupt || cancelling {
                        return End::Signalled(signal.exit_code());
                    }
                    // The first Ctrl-C cancels the turn; a second one leaves.
                    // The session API sends `session/cancel`, then answers a
                    // question still waiting `cancelled`.
                    say("\n[cancelling]\n");
                    cancelling = true;
                    let _ = turn.cancel().await;
                }
                Some(()) = console.unanswerable.recv(), if !cancelling => {
                    say("\n[the input ended while a question waited for its answer: cancelling]\n");
                    cancelling = true;
                    let _ = turn.cancel().await;
                }
            }
        }
        let finished = turn.finish().await;
        P::turn_ended(&mut view);
        match finished {
            // The agent answered the prompt the chat cancelled with an error
            // rather than the `cancelled` stop reason (qwen-code answers
            // -32603 "Request was aborted"): the turn was cancelled all the same.
            Err(CallError::Peer(e)) if cancelling => say(&format!(
                "\n[cancelled] (the agent answered the cancelled prompt with an error instead of \
                 the cancelled stop reason: {e})\n"
            )),
            Ok(end) => match P::ending(&end) {
                Ending::Failed(e) if cancelling => say(&format!(
                    "\n[cancelled] (the agent ended the cancelled turn with an error instead of \
                     the cancelled stop reason: {e})\n"
                )),
                Ending::Stopped(reason) => say(&format!("\n[{reason}]\n")),
                // v2: the prompt was accepted, and the turn failed for want of credentials.
                Ending::Failed(e) if e.code == ErrorCode::AUTHENTICATION_REQUIRED => {
                    let headline = format!(
                        "the prompt failed: the agent needs credentials: it ended the turn with: \
                         {e}"
                    );
                    return End::Failed(auth.explain(&headline));
                }
                Ending::Failed(error) => say_line(&format!(
                    "[error] {}\n",
                    answered("the turn", &error, process).await
                )),
            },
            // The agent's exit status and the end of its stderr follow.
            Err(_) if connection.is_closed() => {
                return End::Failed("the prompt failed: the agent is gone".into());
            }
            Err(CallError::Peer(e)) if e.code == ErrorCode::AUTHENTICATION_REQUIRED => {
                let headline = format!(
                    "the prompt failed: the agent needs credentials: it answered `{}` with: {e}",
                    P::PromptRequest::METHOD
                );
                return End::Failed(auth.explain(&headline));
            }
            Err(e) => {
                let failure = failure("the prompt", &e, process).await;
                say_line(&format!("[error] {failure}\n"))
            }
        }
    }
}

/// `/config` lists the session's config options; `/config ID VALUE` changes one.
async fn configure<P: Dialect>(session: &Session<P>, line: &str) {
    let words: Vec<&str> = line.split_whitespace().skip(1).collect();
    let [id, value] = words[..] else {
        let options = P::config(&session.state());
        if options.is_empty() {
            say("[the agent has no config options for this session]\n");
        }
        config::show(&options);
        if !words.is_empty() {
            say("(/config ID VALUE changes one)\n");
        }
        return;
    };
    match P::set_config(session, id, value).await {
        Ok(options) => config::show_changes(options),
        Err(e) => say(&format!("[error] {e}\n")),
    }
}
