//! In-memory pipes between one of our peers and one written with the official Rust
//! SDK, with a relay in the middle that records every line into a `Transcript`, and
//! the two ways a scenario runs over them, whatever the protocol version: a client
//! written with the official SDK drives our agent (`run_official_client`), or our
//! client drives an agent written with it (`run_official_agent`). Needs
//! `support::transcript`.
#![allow(dead_code)] // each test binary uses part of it

use std::future::Future;
use std::time::Duration;

use agent_client_protocol as official;
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};

use super::transcript::Transcript;

/// How long one interop scenario may take.
pub const TIMEOUT: Duration = Duration::from_secs(20);

/// The directions in the transcript.
pub const TO_OFFICIAL: &str = "acp->official";
pub const TO_ACP: &str = "official->acp";

pub async fn relay(
    from: impl AsyncRead + Unpin,
    mut to: impl AsyncWrite + Unpin,
    dir: &'static str,
    transcript: Transcript,
) {
    let mut lines = BufReader::new(from).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        let value = serde_json::from_str(&line).unwrap_or_else(|_| Value::String(line.clone()));
        transcript.push(dir, value);
        let written = async {
            to.write_all(line.as_bytes()).await?;
            to.write_all(b"\n").await?;
            to.flush().await
        };
        if written.await.is_err() {
            break;
        }
    }
    let _ = to.shutdown().await;
}

pub type OfficialEnd = official::ByteStreams<
    tokio_util::compat::Compat<tokio::io::WriteHalf<tokio::io::DuplexStream>>,
    tokio_util::compat::Compat<tokio::io::ReadHalf<tokio::io::DuplexStream>>,
>;

/// Our peer, served by `handler` on its end of the pipes; the official SDK's end; and
/// the transcript of what passed between them.
pub fn tapped_pipes(
    handler: impl acp::Handler,
) -> (
    acp::Connection,
    tokio::task::JoinHandle<()>,
    OfficialEnd,
    Transcript,
) {
    let (ours, ours_relay) = tokio::io::duplex(64 << 10);
    let (theirs, theirs_relay) = tokio::io::duplex(64 << 10);
    let (ours_relay_read, ours_relay_write) = tokio::io::split(ours_relay);
    let (theirs_relay_read, theirs_relay_write) = tokio::io::split(theirs_relay);
    let transcript = Transcript::default();
    tokio::spawn(relay(
        ours_relay_read,
        theirs_relay_write,
        TO_OFFICIAL,
        transcript.clone(),
    ));
    tokio::spawn(relay(
        theirs_relay_read,
        ours_relay_write,
        TO_ACP,
        transcript.clone(),
    ));
    let (theirs_read, theirs_write) = tokio::io::split(theirs);
    let official_end =
        official::ByteStreams::new(theirs_write.compat_write(), theirs_read.compat());
    let (read, write) = tokio::io::split(ours);
    let (conn, done) = acp::Connection::spawn(handler, read, write, acp::Config::default());
    (conn, done, official_end, transcript)
}

/// `run` (either side's script) to the end within `TIMEOUT`; on a timeout or an
/// error, a panic that shows the wire so far. Shows the transcript under `title`
/// (see `Transcript::show`).
pub async fn finish<R, E: std::fmt::Debug>(
    run: impl Future<Output = Result<R, E>>,
    wire: &Transcript,
    title: &str,
) -> R {
    let out = tokio::time::timeout(TIMEOUT, run)
        .await
        .unwrap_or_else(|_| panic!("timed out; wire so far:\n{}", wire.dump()))
        .unwrap_or_else(|e| panic!("the script failed: {e:?}\nwire:\n{}", wire.dump()));
    wire.show(title);
    out
}

/// A client written with the official SDK (`client`, run on its end of the pipes)
/// drives our agent, served by `handler`; once it hung up, our agent's connection
/// must end too. What the client returned, and the transcript (shown under `title`).
pub async fn run_official_client<R>(
    handler: impl acp::Handler,
    title: &str,
    client: impl AsyncFnOnce(OfficialEnd) -> Result<R, official::Error>,
) -> (R, Transcript) {
    let (_agent_conn, agent_done, official_end, wire) = tapped_pipes(handler);
    let run = finish(client(official_end), &wire, title).await;
    tokio::time::timeout(TIMEOUT, agent_done)
        .await
        .expect("our agent's connection ends after the official client hangs up")
        .unwrap();
    (run, wire)
}

/// Our client, served by `handler`, runs `script` against an agent written with the
/// official SDK (`agent`, spawned on its end of the pipes), then hangs up; both ends
/// must stop cleanly. The script's result, and the transcript (shown under `title`).
pub async fn run_official_agent<R, A>(
    handler: impl acp::Handler,
    title: &str,
    agent: impl FnOnce(OfficialEnd) -> A,
    script: impl AsyncFnOnce(acp::Connection) -> acp::Result<R>,
) -> (R, Transcript)
where
    A: Future<Output = Result<(), official::Error>> + Send + 'static,
{
    let (conn, done, official_end, wire) = tapped_pipes(handler);
    let official_done = tokio::spawn(agent(official_end));
    let run = finish(script(conn.clone()), &wire, title).await;
    conn.close();
    tokio::time::timeout(TIMEOUT, done).await.unwrap().unwrap();
    tokio::time::timeout(TIMEOUT, official_done)
        .await
        .expect("the official agent stops when we hang up")
        .unwrap()
        .expect("the official agent ends cleanly");
    (run, wire)
}
