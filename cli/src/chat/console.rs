//! The user's side of the chat: the lines typed, the questions the agent asks
//! (permissions), and the lines shown on behalf of the agent's requests, kept
//! in order with the session's updates.

use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use acp::{Error, Result};
use tokio::sync::{mpsc, oneshot, watch, Mutex};

use super::screen::{self, say};

/// Lines shown on behalf of the agent's requests ("[agent reads ...]", a
/// permission question). The connection hands a request to its handler only
/// after the updates the agent sent before it reached the session handle, but
/// the loop showing those may not have printed them yet: printing at once could
/// put the request before them. So while that loop runs, a line is passed to it,
/// and it shows every update it already has first; otherwise it is printed
/// at once.
pub struct Notices {
    to_loop: mpsc::UnboundedSender<(String, oneshot::Sender<()>)>,
    /// Whether the loop is there to show them.
    looping: Arc<AtomicBool>,
}

/// The loop's end of [`Notices`].
pub struct NoticeQueue {
    lines: mpsc::UnboundedReceiver<(String, oneshot::Sender<()>)>,
    pub looping: Arc<AtomicBool>,
}

impl Notices {
    pub fn new() -> (Notices, NoticeQueue) {
        let (to_loop, lines) = mpsc::unbounded_channel();
        let looping = Arc::new(AtomicBool::new(false));
        let queue = NoticeQueue {
            lines,
            looping: looping.clone(),
        };
        (Notices { to_loop, looping }, queue)
    }

    /// Shows `text` after the updates that came before the request.
    pub async fn show(&self, text: String) {
        if self.looping.load(Ordering::SeqCst) {
            let (shown, wait) = oneshot::channel();
            if self.to_loop.send((text.clone(), shown)).is_ok() && wait.await.is_ok() {
                return;
            }
        }
        say(&text);
    }
}

impl NoticeQueue {
    /// The next line to show, with the handler's acknowledgement.
    pub async fn next(&mut self) -> Option<(String, oneshot::Sender<()>)> {
        self.lines.recv().await
    }
}

/// What the loops read besides the session: typed lines, and the lines the
/// agent's requests show ([`Notices`]); and where they say that the user
/// cancelled the turn.
pub struct Console {
    /// Shared with permission questions, which read their answer while a prompt runs.
    pub input: Arc<Mutex<mpsc::Receiver<String>>>,
    pub notices: NoticeQueue,
    cancels: watch::Sender<u64>,
    /// Where [`Console::read_stdin`] sends the lines typed, until it starts.
    typed: Option<mpsc::Sender<String>>,
}

impl Console {
    /// The user cancelled the running turn: a question still waiting for its
    /// answer is answered "cancelled", as the protocol asks.
    pub fn cancelled(&self) {
        self.cancels.send_modify(|n| *n += 1);
    }

    /// Sends the lines typed on stdin to [`Console::input`]. Read on a thread of
    /// its own rather than with tokio's stdin: a read waiting on a terminal
    /// cannot be cancelled, and would hold up the runtime's shutdown (and so the
    /// exit) until Enter is pressed. Called once the session is open, so that a
    /// `terminal` login run before has the terminal to itself.
    pub fn read_stdin(&mut self) {
        let Some(lines) = self.typed.take() else {
            return;
        };
        std::thread::spawn(move || {
            for line in std::io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                if lines.blocking_send(line).is_err() {
                    break;
                }
            }
        });
    }
}

/// One option of a permission question.
pub struct Choice {
    pub name: String,
    /// Whether it allows (what `--yes` picks).
    pub allows: bool,
}

/// The [`Choice`]s of the options of a permission request of `acp::$module`
/// (whose options have the same shape in v1 and v2).
macro_rules! choices {
    ($module:ident, $options:expr) => {
        $options
            .iter()
            .map(|o| $crate::chat::console::Choice {
                name: o.name.clone(),
                allows: matches!(
                    o.kind,
                    acp::$module::PermissionOptionKind::AllowOnce
                        | acp::$module::PermissionOptionKind::AllowAlways
                ),
            })
            .collect::<Vec<_>>()
    };
}
pub(crate) use choices;

/// The questions the agent asks the user, on the terminal (or answered with
/// the first "allow" option under `--yes`). Shared by the handlers of both
/// protocol versions.
pub struct Asker {
    yes: bool,
    input: Arc<Mutex<mpsc::Receiver<String>>>,
    /// Set when the chat is leaving: a question still waiting for its answer
    /// gives up, so that it does not hold up the end.
    leaving: watch::Receiver<bool>,
    /// Bumped when the user cancels the turn ([`Console::cancelled`]).
    cancels: watch::Receiver<u64>,
    notices: Notices,
}

impl Asker {
    /// The asker, and the console of the loops that show the session.
    pub fn new(yes: bool, leaving: watch::Receiver<bool>) -> (Arc<Asker>, Console) {
        let (lines, input) = mpsc::channel(16);
        let input = Arc::new(Mutex::new(input));
        let (notices, queue) = Notices::new();
        let (cancels, cancels_rx) = watch::channel(0);
        let asker = Asker {
            yes,
            input: input.clone(),
            leaving,
            cancels: cancels_rx,
            notices,
        };
        let console = Console {
            input,
            notices: queue,
            cancels,
            typed: Some(lines),
        };
        (Arc::new(asker), console)
    }

    /// Shows `text` in order with the session's updates ([`Notices`]).
    pub async fn show(&self, text: String) {
        self.notices.show(text).await;
    }

    /// Asks which of `options` the user allows for `title`: the index chosen,
    /// `None` for "cancelled" (an answer that is not a number of the list, the
    /// turn cancelled, the chat leaving).
    pub async fn permission(&self, title: &str, options: &[Choice]) -> Result<Option<usize>> {
        if self.yes {
            let chosen = options
                .iter()
                .position(|o| o.allows)
                .or((!options.is_empty()).then_some(0))
                .ok_or_else(|| Error::invalid_params("no options"))?;
            let line = format!(
                "\n[permission for {title}: {} (--yes)]\n",
                options[chosen].name
            );
            self.notices.show(line).await;
            return Ok(Some(chosen));
        }
        let mut question = format!("\n[permission] {title}\n");
        for (i, option) in options.iter().enumerate() {
            question.push_str(&format!("  {}) {}\n", i + 1, option.name));
        }
        question.push_str("choose a number (anything else cancels): ");
        let mut cancels = self.cancels.clone();
        cancels.borrow_and_update();
        self.notices.show(question).await;
        let mut leaving = self.leaving.clone();
        let line = tokio::select! {
            line = async { self.input.lock().await.recv().await } => {
                // On a terminal, Enter ended the line.
                screen::line_entered();
                line.unwrap_or_default()
            }
            // The question's line is left open: what comes next starts a new one.
            _ = leaving.wait_for(|leaving| *leaving) => String::new(),
            _ = cancels.changed() => String::new(),
        };
        Ok(line
            .trim()
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .filter(|n| *n < options.len()))
    }
}
