//! `acp trace -o FILE [--raw] -- CMD ARGS...`: a transparent proxy that a client
//! starts instead of the agent. It starts the agent, forwards both directions byte
//! for byte (the recorder gets a copy of each line, on its own thread), and appends
//! every line to FILE as one JSON object: `{"t": <unix seconds>, "dir": "client->agent" | "agent->client", "msg": <the
//! message>}`, or `"line": <text>` for a line that is not a JSON object. Secrets
//! are hidden (`acp::redact`, the library's policy, the same as its message
//! log's) unless `--raw` is given.
//!
//! It ends when either side does: at the end of its stdin it closes the agent's
//! stdin and waits for the agent; when the agent exits (or closes its stdout) it
//! stops; when its own stdout closes it ends the agent. Its exit status is the
//! agent's (128 + the signal when the agent was killed by one).

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use acp::redact::redact;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::process::Command;
use tokio::sync::mpsc;

/// Who wrote a line.
pub const CLIENT_TO_AGENT: &str = "client->agent";
/// Who wrote a line.
pub const AGENT_TO_CLIENT: &str = "agent->client";

/// How long the agent gets to exit after its stdin closed, before it is killed.
const GRACE: Duration = Duration::from_secs(10);

/// One line as it passed, for the recorder.
struct Passed {
    t: f64,
    dir: &'static str,
    bytes: Vec<u8>,
}

/// Runs the proxy; returns the agent's exit status.
pub async fn run(out: &Path, raw: bool, command: &[String]) -> i32 {
    let file = match std::fs::File::create(out) {
        Ok(file) => file,
        Err(e) => {
            errln!("acp trace: {}: {e}", out.display());
            return 2;
        }
    };
    let (program, args) = command.split_first().expect("clap requires a command");
    let mut child = match Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
    {
        Ok(child) => child,
        Err(e) => {
            errln!("acp trace: could not start {program}: {e}");
            return 127;
        }
    };
    let agent_in = child.stdin.take().expect("piped stdin");
    let agent_out = child.stdout.take().expect("piped stdout");

    let (tx, rx) = mpsc::unbounded_channel();
    let recorder = std::thread::spawn(move || write_recording(file, rx, raw));
    let upstream = tokio::spawn(forward(
        tokio::io::stdin(),
        agent_in,
        CLIENT_TO_AGENT,
        tx.clone(),
    ));
    let mut downstream = tokio::spawn(forward(agent_out, tokio::io::stdout(), AGENT_TO_CLIENT, tx));

    let mut downstream_done = false;
    let status = tokio::select! {
        status = child.wait() => status,
        ended = &mut downstream => {
            downstream_done = true;
            // The agent closed its stdout, or our stdout closed (the client is gone).
            if matches!(ended, Ok(Err(_))) {
                let _ = child.start_kill();
            }
            match tokio::time::timeout(GRACE, child.wait()).await {
                Ok(status) => status,
                Err(_) => {
                    let _ = child.start_kill();
                    child.wait().await
                }
            }
        }
    };
    if !downstream_done {
        // What the agent wrote before it exited is still forwarded.
        let _ = tokio::time::timeout(Duration::from_secs(2), &mut downstream).await;
    }
    upstream.abort();
    downstream.abort();
    drop(upstream);
    drop(downstream);
    let _ = recorder.join();
    exit_code(status)
}

/// Copies `from` to `to` line by line, sending a copy of each line to the recorder.
/// At the end of `from`, `to` is closed. Fails when writing fails.
async fn forward(
    from: impl AsyncRead + Unpin,
    mut to: impl AsyncWrite + Unpin,
    dir: &'static str,
    record: mpsc::UnboundedSender<Passed>,
) -> std::io::Result<()> {
    let mut reader = BufReader::new(from);
    loop {
        let mut line = Vec::new();
        if reader.read_until(b'\n', &mut line).await? == 0 {
            break;
        }
        // Queued for the recorder before it is written on, so that the recording
        // has a line before anything the other side wrote because of it.
        let _ = record.send(Passed {
            t: now(),
            dir,
            bytes: line.clone(),
        });
        to.write_all(&line).await?;
        to.flush().await?;
    }
    to.shutdown().await
}

fn now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// Writes each passed line to `file` as one JSON line (on its own thread, so that
/// encoding and disk writes never slow the forwarding).
fn write_recording(file: std::fs::File, mut rx: mpsc::UnboundedReceiver<Passed>, raw: bool) {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(file);
    while let Some(passed) = rx.blocking_recv() {
        let text = String::from_utf8_lossy(&passed.bytes);
        let text = text.strip_suffix('\n').unwrap_or(&text);
        let text = text.strip_suffix('\r').unwrap_or(text);
        let entry = match serde_json::from_str::<Value>(text) {
            Ok(mut message @ Value::Object(_)) => {
                if !raw {
                    redact(&mut message);
                }
                json!({"t": passed.t, "dir": passed.dir, "msg": message})
            }
            _ => json!({"t": passed.t, "dir": passed.dir, "line": text}),
        };
        let _ = writeln!(out, "{entry}");
        if rx.is_empty() {
            let _ = out.flush();
        }
    }
    let _ = out.flush();
}

/// The agent's exit status as ours.
fn exit_code(status: std::io::Result<std::process::ExitStatus>) -> i32 {
    let Ok(status) = status else {
        return 1;
    };
    if let Some(code) = status.code() {
        return code;
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return 128 + signal;
        }
    }
    1
}
