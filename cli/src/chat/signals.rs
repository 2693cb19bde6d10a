//! Ctrl-C and the signals that end a terminal program.

use std::future::Future;

use tokio::sync::mpsc;

use super::End;

/// Ctrl-C and the signals that end a terminal program, as one stream, listened
/// to from the start: left to their default action they would end this process
/// at once, leaving the agent (in a process group of its own) running.
pub struct Signals(mpsc::UnboundedReceiver<Signal>);

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Signal {
    /// SIGINT (Ctrl-C).
    Interrupt,
    /// SIGTERM or SIGHUP: leave, with this exit code.
    Leave(u8),
}

impl Signals {
    pub fn listen() -> std::io::Result<Signals> {
        let (tx, rx) = mpsc::unbounded_channel();
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            for (kind, what) in [
                (SignalKind::interrupt(), Signal::Interrupt),
                (SignalKind::terminate(), Signal::Leave(143)),
                (SignalKind::hangup(), Signal::Leave(129)),
            ] {
                let mut stream = signal(kind)?;
                let tx = tx.clone();
                tokio::spawn(async move {
                    while stream.recv().await.is_some() && tx.send(what).is_ok() {}
                });
            }
        }
        #[cfg(not(unix))]
        tokio::spawn(async move {
            while tokio::signal::ctrl_c().await.is_ok() && tx.send(Signal::Interrupt).is_ok() {}
        });
        Ok(Signals(rx))
    }

    pub async fn next(&mut self) -> Signal {
        match self.0.recv().await {
            Some(signal) => signal,
            None => std::future::pending().await,
        }
    }

    /// `work`, unless a signal comes first: then the chat leaves.
    pub async fn unless<T>(&mut self, work: impl Future<Output = T>) -> Result<T, End> {
        tokio::select! {
            value = work => Ok(value),
            signal = self.next() => Err(End::Signalled(signal.exit_code())),
        }
    }
}

impl Signal {
    pub fn exit_code(self) -> u8 {
        match self {
            Signal::Interrupt => 130,
            Signal::Leave(code) => code,
        }
    }
}
