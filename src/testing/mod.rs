//! Testing ACP peers in your own `cargo test` (feature `testing`): the
//! conformance checks of `acp check`, and scripted peers for unit tests.
//!
//! # Conformance checks
//!
//! The checks are the ones `acp check agent` and `acp check client` run: each has
//! an id, a level (MUST, SHOULD, MAY, or CONVENTION for the test agent's prompt
//! commands) and the sentence of the specification it tests ([`catalog`]). They
//! speak raw JSON lines to the peer, so that they can also send what no SDK would
//! (a line that is not JSON, a request whose method is a number), and they start
//! the agent afresh for each group of checks (handshake, framing, session, cancel,
//! concurrency, end of input).
//!
//! - [`check_agent_command`] starts the agent as a process, as `acp check agent`
//!   does: every check applies.
//! - [`check_agent`] serves an agent value in this process, over an in-memory pipe
//!   ([`crate::transport::memory_stream`]): no process, no binary to build. You
//!   give it a function that makes the agent, called once per group, so that each
//!   group starts from a fresh agent as it would from a fresh process. The checks
//!   of the process itself (its exit when its stdin closes, nothing but messages
//!   on its stdout) do not apply and say so.
//! - [`check_client_command`] (Unix) checks a client by being its agent, as
//!   `acp check client` does.
//!
//! Each returns a [`Report`]. A check the peer did not keep is a failure when it
//! is a MUST, and a warning when it is a SHOULD, a MAY or the test-agent
//! convention: [`Report::assert_conforms`] panics when a MUST check failed, with
//! the table `acp check` prints (`31 passed, 0 failed, 1 warning, ...`), and in a
//! strict run ([`Checker::strict`]) when a check warns too; [`Report::checks`]
//! gives every outcome for assertions of your own. [`Checker`] sets the timeout,
//! an auth method, the sessions' directory, strictness and a progress callback.
//!
//! # Safe with agents that act for real
//!
//! An agent with a model edits files and runs commands. The agent checks open
//! their sessions in a scratch directory made for the run and removed after it
//! with whatever the agent wrote there (or in the directory
//! [`Checker::cwd`] names, left as the agent leaves it); they answer
//! permission questions `reject_once`, never with a standing permission, and an
//! agent's file writes and terminals with canned answers that write and run
//! nothing. A check that saw questions says how it answered them in its note.
//! An agent that shows it does not follow the test agent's prompt convention
//! (`stream 50` streams none of the convention's chunks) has its CONVENTION
//! checks reported "n/a", not failed.
//!
//! ```no_run
//! # async fn example() {
//! // In a test of the agent's crate: `cargo add acp-sdk --dev --features testing`.
//! let report = acp::testing::check_agent_command("target/debug/my-agent", ["--stdio"]).await;
//! report.assert_conforms();
//! # }
//! ```
//!
//! In-process, the checks and the agent share the test's runtime. Under
//! `#[tokio::test(start_paused = true)]` the checks' waits and the agent's own
//! sleeps take no real time (the in-memory pipe never leaves the runtime idle
//! while a message is on its way, so the paused clock only jumps when nothing
//! else can happen): the README's agent, which streams a word every 250 ms, is
//! checked in well under a second. Leave the clock running for an agent that
//! waits on real I/O (a process, the network), and always for
//! [`check_agent_command`]; an agent that connects MCP servers starts one in
//! the MCP check (`session.mcp-servers`, feature `mcp`).
//!
//! # MCP servers
//!
//! `session.mcp-servers` (SHOULD, "Agents SHOULD connect to all MCP servers
//! specified by the Client") gives the agent, in `session/new`, a stdio MCP
//! server of the checks' own, built on rmcp: its command is a small `sh`
//! script in a scratch directory joined to the checks by two FIFOs, so no other
//! program is needed and the checks see whether the agent completed MCP's
//! `initialize`, and as whom. An agent that connects only when a turn needs a
//! tool gets one `echo` turn to do it. It needs the feature `mcp` and Linux,
//! and is skipped, saying so, without them. An agent that has no use for tools
//! can say the check does not apply: [`Checker::skip`].
//!
//! # Cancellation
//!
//! The cancel checks need a turn that is still running when the cancel arrives:
//! the test agent's `wait 60000`, or whatever the agent makes of that prompt if it
//! takes a while. An agent that answers at once is checked on its own behaviour:
//! the cancel goes right behind the prompt, and the check requires an answer with
//! a stop reason and none of the turn's output after it; its note says what that
//! could not tell (whether a turn still running is stopped, when the turn had
//! already ended).
//!
//! # Scripted peers
//!
//! For unit tests of one side's logic, without processes (protocol v1):
//! [`ScriptedClient`] answers an agent's requests as configured (permissions, file
//! reads, terminals) and records every call and update; [`ScriptedAgent`] plays
//! given turns (updates, calls to the client, pauses, a stop reason) to a client,
//! and records what the client answered.

pub mod catalog;
mod report;

mod agent;
mod answers;
#[cfg(unix)]
mod client;
mod recorder;
mod scripted_agent;
mod scripted_client;
mod wire;

use std::ffi::OsStr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

pub use answers::Permission;
pub use catalog::{Check, Level, Source};
#[cfg(unix)]
pub use client::AGENT_PLACEHOLDER;
pub use report::{CheckResult, Outcome, Progress, Report};
pub use scripted_agent::{Script, ScriptedAgent};
pub use scripted_client::{AgentUnderTest, RecordedTurn, ScriptedClient};

use crate::connection::Handler;

/// What [`Checker::progress`] calls.
type OnProgress = dyn Fn(Progress<'_>) + Send + Sync;

/// How the checks run: how long one answer may take, the auth method to use
/// before opening sessions, the directory of those sessions, who hears of the
/// progress, and the lines a client is given. The free functions
/// ([`check_agent_command`], ...) run with the defaults.
#[derive(Clone)]
pub struct Checker {
    /// How long one answer (or one step of a client) may take. Default: 10 s.
    timeout: Duration,
    /// An auth method the agent advertises (the id of one of its `authMethods`)
    /// to `authenticate` with before opening sessions. Default: none.
    auth: Option<String>,
    /// The directory the agent's sessions are opened in. Default: a scratch
    /// directory made for the run and removed after it.
    cwd: Option<PathBuf>,
    /// Called as each group of agent checks starts and ends.
    progress: Option<Arc<OnProgress>>,
    /// The lines written to a client's stdin (a chat client sends the first as
    /// a prompt). Default: one line, `hello from acp check`.
    input: Vec<String>,
    /// Agent checks that do not apply to the agent, with why.
    skip: Vec<(String, String)>,
    /// Whether warnings fail the run too.
    strict: bool,
}

impl std::fmt::Debug for Checker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Checker")
            .field("timeout", &self.timeout)
            .field("auth", &self.auth)
            .field("cwd", &self.cwd)
            .field("progress", &self.progress.is_some())
            .field("input", &self.input)
            .field("skip", &self.skip)
            .field("strict", &self.strict)
            .finish()
    }
}

impl Default for Checker {
    fn default() -> Self {
        Checker {
            timeout: Duration::from_secs(10),
            auth: None,
            cwd: None,
            progress: None,
            input: vec!["hello from acp check".into()],
            skip: vec![],
            strict: false,
        }
    }
}

impl Checker {
    /// The defaults.
    pub fn new() -> Self {
        Self::default()
    }

    /// How long one answer may take.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Authenticate with this auth method of the agent's before opening
    /// sessions. Credentials such as API keys reach an agent process through the
    /// environment of this one.
    pub fn auth(mut self, method: impl Into<String>) -> Self {
        self.auth = Some(method.into());
        self
    }

    /// Does not run the agent check `id` (see [`catalog::CHECKS`]): it is
    /// reported skipped, saying `why`. For what the author decided does not
    /// apply to the agent, such as `session.mcp-servers` for an agent without
    /// a model to give tools to; a group whose checks are all skipped is not run.
    pub fn skip(mut self, id: &str, why: impl Into<String>) -> Self {
        self.skip.push((id.to_owned(), why.into()));
        self
    }

    /// A strict run: a check that warns (a SHOULD, MAY or CONVENTION check the
    /// peer did not keep) fails the report's [`conforms`](Report::conforms) and
    /// [`assert_conforms`](Report::assert_conforms) as a failed MUST does. For
    /// a peer whose author means to keep every recommendation; say which do
    /// not apply to it with [`Checker::skip`].
    pub fn strict(mut self) -> Self {
        self.strict = true;
        self
    }

    /// The lines written to a client's stdin.
    pub fn input<I: IntoIterator<Item = S>, S: Into<String>>(mut self, lines: I) -> Self {
        self.input = lines.into_iter().map(Into::into).collect();
        self
    }

    /// Opens the agent's sessions in `dir` (made absolute), which the checks
    /// leave as the agent leaves it, instead of in a scratch directory of
    /// their own that they remove with whatever the agent wrote into it.
    pub fn cwd(mut self, dir: impl Into<PathBuf>) -> Self {
        let dir = dir.into();
        self.cwd = Some(std::path::absolute(&dir).unwrap_or(dir));
        self
    }

    /// Calls `progress` as each group of agent checks starts and ends (with
    /// the group's outcomes), for a run that takes a while: minutes against an
    /// agent with a model.
    pub fn progress(mut self, progress: impl Fn(Progress<'_>) + Send + Sync + 'static) -> Self {
        self.progress = Some(Arc::new(progress));
        self
    }

    /// Runs every agent check against `program` with `args`, started afresh for
    /// each group of checks; see [`check_agent_command`].
    pub async fn agent_command<I, S>(&self, program: impl AsRef<OsStr>, args: I) -> Report
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        let mut command = agent::Command {
            program: program.as_ref().to_owned(),
            args: args.into_iter().map(|a| a.as_ref().to_owned()).collect(),
        };
        agent::run(&mut command, &self.settings())
            .await
            .strict(self.strict)
    }

    /// Runs every agent check against agents `make` returns, one per group of
    /// checks, served in-process; see [`check_agent`].
    pub async fn agent<F, A>(&self, mut make: F) -> Report
    where
        F: FnMut() -> A,
        A: crate::v1::Agent,
    {
        let name = std::any::type_name::<A>();
        self.served(move || crate::v1::AgentHandler(make()), name)
            .await
    }

    /// [`Checker::agent`] for any connection [`Handler`]: a handler of another
    /// protocol module (`acp::v1_unstable::AgentHandler(..)`), one that serves
    /// several versions (`acp::peer::versions::ByVersion`), or one written by hand.
    pub async fn agent_handler<F, H>(&self, make: F) -> Report
    where
        F: FnMut() -> H,
        H: Handler,
    {
        self.served(make, std::any::type_name::<H>()).await
    }

    async fn served<F, H>(&self, make: F, name: &'static str) -> Report
    where
        F: FnMut() -> H,
        H: Handler,
    {
        let mut served = agent::InProcess { make, name };
        agent::run(&mut served, &self.settings())
            .await
            .strict(self.strict)
    }

    /// Runs every client check against `program` with `args`, in which
    /// [`AGENT_PLACEHOLDER`] stands for the agent command; see
    /// [`check_client_command`].
    #[cfg(unix)]
    pub async fn client_command<I, S>(&self, program: impl AsRef<OsStr>, args: I) -> Report
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        let mut command = vec![program.as_ref().to_string_lossy().into_owned()];
        command.extend(
            args.into_iter()
                .map(|a| a.as_ref().to_string_lossy().into_owned()),
        );
        client::run(&command, self.timeout, &self.input)
            .await
            .strict(self.strict)
    }

    fn settings(&self) -> agent::Settings<'_> {
        agent::Settings {
            timeout: self.timeout,
            auth: self.auth.clone(),
            cwd: self.cwd.clone(),
            progress: self.progress.as_deref(),
            skip: self.skip.clone(),
        }
    }
}

/// Runs every agent check against the agent command `program` `args`, as `acp
/// check agent` does: each group of checks on a fresh process, spoken to in raw
/// JSON lines on its stdin and stdout. A command that cannot be started is a
/// report with only [`Report::run_error`].
///
/// ```no_run
/// # async fn example() {
/// let agent = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/debug/my-agent");
/// acp::testing::check_agent_command(agent, Vec::<String>::new())
///     .await
///     .assert_conforms();
/// # }
/// ```
pub async fn check_agent_command<I, S>(program: impl AsRef<OsStr>, args: I) -> Report
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    Checker::default().agent_command(program, args).await
}

/// Runs every agent check against agents served in this process, over an
/// in-memory pipe: `make` returns a fresh agent (a value of a type with
/// `#[acp_agent]`, or one implementing [`crate::v1::Agent`]) for each group of
/// checks, as each group of `acp check agent` starts a fresh process. The checks
/// of a process (its exit at the end of its stdin, nothing but messages on its
/// stdout) are skipped as not applying. See the [module docs](self) on running
/// under a paused clock.
///
/// ```
/// use acp::v1::*;
/// use acp::{acp_agent, Result};
///
/// #[derive(Default)]
/// struct Quiet;
///
/// #[acp_agent]
/// impl Quiet {
///     fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
///         Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(Implementation::new("quiet", "1")))
///     }
///     fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
///         Ok(NewSessionResponse::new("s1"))
///     }
///     async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
///         let session = client.session(req.session_id);
///         session.run(async { Ok(PromptResponse::new(StopReason::EndTurn)) }).await
///     }
/// }
///
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() {
/// let report = acp::testing::check_agent(Quiet::default).await;
/// // It connects none of the MCP servers `session/new` names: the one SHOULD
/// // it does not keep, a warning (`Checker::skip` says why a check does not
/// // apply to an agent; a strict run fails on warnings).
/// assert_eq!(report.failures().count(), 0, "{report}");
/// assert!(report.warnings().all(|c| c.id() == "session.mcp-servers"));
/// assert!(report.conforms());
/// assert!(report.in_process());
/// # }
/// ```
pub async fn check_agent<F, A>(make: F) -> Report
where
    F: FnMut() -> A,
    A: crate::v1::Agent,
{
    Checker::default().agent(make).await
}

/// Runs every client check against the client command `program` `args`, as
/// `acp check client` does: in `args`, [`AGENT_PLACEHOLDER`] (`{agent}`) stands
/// for the agent command, which is one word (the path of a script that joins
/// the agent's stdin and stdout to the checks), as an argument of its own or
/// inside a command line the client runs with a shell. The checks play a
/// scripted agent through one turn (an update, a permission request with a
/// string id, an unknown extension request with a large id), then end the
/// client's input: it should exit and close its agent. A client that never
/// starts the agent is a report with only [`Report::run_error`].
#[cfg(unix)]
pub async fn check_client_command<I, S>(program: impl AsRef<OsStr>, args: I) -> Report
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    Checker::default().client_command(program, args).await
}
