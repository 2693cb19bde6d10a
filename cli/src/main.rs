//! `acp`, the command-line companion of the `acp` crate.
//!
//! ```text
//! acp check agent [--json] [--timeout SECS] [--auth ID] [--cwd DIR] -- CMD ARGS...   conformance checks against an agent
//! acp check client [--json] [--input LINE] -- CMD ... {agent} ...  checks against a client
//! acp schema diff [--json] OLD.json NEW.json                 what changes for users between two schemas
//! acp trace -o FILE [--raw] -- CMD ARGS...                   a recording proxy for an agent
//! acp trace show FILE [--html OUT]                           a recording as text or as a page
//! acp chat [OPTIONS] [--] CMD ARGS...                        a terminal chat client for an agent
//! ```

// First: its macros (`outln!`, `errln!`, ...) are used by the modules below.
#[macro_use]
mod output;

mod chat;
mod progress;
mod schema;
mod shell;
mod trace;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use acp::testing::{Checker, Report};
use clap::{Args, Parser, Subcommand};

/// The command line.
#[derive(Parser)]
#[command(
    name = "acp",
    version,
    about = "The command-line companion of the acp crate (Agent Client Protocol)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check a peer against the protocol.
    #[command(subcommand)]
    Check(CheckTarget),
    /// Work with ACP JSON schemas.
    #[command(subcommand)]
    Schema(SchemaCommand),
    /// Chat with an agent on the terminal (`acp chat --help` says how).
    #[command(disable_help_flag = true, after_long_help = chat::help_text())]
    Chat {
        /// The chat's options (`--yes`, `--auth ID`, `--auth-timeout SECS`, `--load ID`,
        /// `--resume ID`, `--init-timeout SECS`, `--protocol v1|v2|auto`, `--mcp ...`), then
        /// the agent command and its arguments.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Run an agent behind a recording proxy (start this instead of the agent), or show a recording.
    Trace(TraceArgs),
}

#[derive(Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
struct TraceArgs {
    #[command(subcommand)]
    show: Option<TraceCommand>,
    /// The recording to write (JSON lines).
    #[arg(short = 'o', long = "output", required = true)]
    output: Option<PathBuf>,
    /// Record secrets (MCP server env and headers, authentication values) as they are.
    #[arg(long)]
    raw: bool,
    /// The agent command and its arguments (after `--`).
    #[arg(required = true, last = true)]
    command: Vec<String>,
}

#[derive(Subcommand)]
enum TraceCommand {
    /// Print a recording: requests with their answers and latencies, session updates folded.
    Show {
        /// The recording.
        file: PathBuf,
        /// Write a self-contained page drawing the exchange as a sequence diagram instead.
        #[arg(long)]
        html: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum CheckTarget {
    /// Run the conformance checks against an agent command; exits 1 if a MUST check
    /// fails or the command cannot be started.
    Agent {
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
        /// How long one answer may take, in seconds.
        #[arg(long, default_value_t = 10.0)]
        timeout: f64,
        /// Authenticate with this of the agent's auth methods (its `authMethods`)
        /// before opening sessions. Credentials such as API keys reach the agent
        /// through the environment `acp` runs in.
        #[arg(long, value_name = "METHOD_ID")]
        auth: Option<String>,
        /// Open the agent's sessions in DIR, left as the agent leaves it (by
        /// default: a scratch directory made for the run and removed after it,
        /// with whatever the agent wrote there).
        #[arg(long, value_name = "DIR")]
        cwd: Option<PathBuf>,
        /// The agent command and its arguments (after `--`).
        #[arg(required = true, last = true)]
        command: Vec<String>,
    },
    /// Run checks against a client command, in which `{agent}` stands for the agent
    /// command; exits 1 if a MUST check fails or the client never starts the agent.
    ///
    /// `{agent}` becomes one word, the path of a script that starts the checking
    /// agent: put it where the client takes its agent's command, as an argument of
    /// its own (`-- my-client --agent {agent}`) or inside a command line the client
    /// runs with a shell (`-- node client.mjs '{agent} --verbose'`).
    #[cfg(unix)]
    Client {
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
        /// How long one step may take, in seconds.
        #[arg(long, default_value_t = 10.0)]
        timeout: f64,
        /// A line written to the client's stdin (repeatable; a chat sends it as a prompt).
        #[arg(long, default_value = "hello from acp check")]
        input: Vec<String>,
        /// The client command and its arguments (after `--`), with `{agent}` where
        /// the agent's command goes.
        #[arg(required = true, last = true)]
        command: Vec<String>,
    },
}

#[derive(Subcommand)]
enum SchemaCommand {
    /// What changes for users of the generated Rust between two schema files, and the release it calls for.
    Diff {
        /// Print the diff as JSON.
        #[arg(long)]
        json: bool,
        /// Shorten nothing: every detail whole, every path of a documentation change.
        #[arg(long, conflicts_with = "json")]
        all: bool,
        /// The old schema.json.
        old: String,
        /// The new schema.json.
        new: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check(CheckTarget::Agent {
            json,
            timeout,
            auth,
            cwd,
            command,
        }) => {
            let shown = std::sync::Arc::new(progress::Shown::on_stderr());
            let shows = shown.clone();
            let mut checker = Checker::new()
                .timeout(Duration::from_secs_f64(timeout.max(0.05)))
                .progress(move |p| shows.show(p));
            if let Some(method) = auth {
                checker = checker.auth(method);
            }
            if let Some(dir) = cwd {
                if !dir.is_dir() {
                    errln!("acp check agent: --cwd {}: not a directory", dir.display());
                    return ExitCode::from(2);
                }
                checker = checker.cwd(dir);
            }
            let (program, args) = command.split_first().expect("clap requires a command");
            // Ctrl-C ends the run cleanly: its agents and its scratch directory
            // go with the checks' future.
            let report = current_thread().block_on(async {
                tokio::select! {
                    report = checker.agent_command(program, args) => Some(report),
                    _ = tokio::signal::ctrl_c() => None,
                }
            });
            shown.finish();
            match report {
                Some(report) => print_report(&report, json),
                None => ExitCode::from(130),
            }
        }
        Command::Chat { args } => {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .enable_all()
                .build()
                .expect("a tokio runtime");
            let code = runtime.block_on(chat::run(args));
            // The thread reading stdin may be blocked in a read: do not wait for it.
            runtime.shutdown_background();
            code
        }
        #[cfg(unix)]
        Command::Check(CheckTarget::Client {
            json,
            timeout,
            input,
            command,
        }) => {
            let checker = Checker::new()
                .timeout(Duration::from_secs_f64(timeout.max(0.05)))
                .input(input);
            let (program, args) = command.split_first().expect("clap requires a command");
            let report = current_thread().block_on(checker.client_command(program, args));
            print_report(&report, json)
        }
        Command::Schema(SchemaCommand::Diff {
            json,
            all,
            old,
            new,
        }) => schema::diff(&old, &new, schema::Format::pick(json, all)),
        Command::Trace(TraceArgs {
            show: Some(TraceCommand::Show { file, html }),
            ..
        }) => trace::show(&file, html.as_deref()),
        Command::Trace(TraceArgs {
            show: None,
            output,
            raw,
            command,
        }) => {
            let output = output.expect("clap requires -o");
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("a tokio runtime");
            let code = runtime.block_on(trace::record::run(&output, raw, &command));
            // Exit at once: the runtime would wait for the thread blocked reading stdin.
            std::process::exit(code);
        }
    }
}

fn current_thread() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime")
}

/// Prints a check report; exits 1 when a MUST check failed or the checks could
/// not run at all (then the reason goes to stderr too).
fn print_report(report: &Report, json: bool) -> ExitCode {
    let text = if json {
        format!("{:#}\n", report.to_json())
    } else {
        report.table(std::io::stdout().is_terminal())
    };
    output::stdout(&text);
    // The table says it; JSON is for programs, the reason also for the person running them.
    if let (true, Some(error)) = (json, report.run_error()) {
        errln!("acp check {}: {error}", report.target());
    }
    if report.run_error().is_some() || report.must_failed() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
