//! The user's side of the chat: the lines typed, the questions the agent asks
//! (permissions), and the lines shown on behalf of the agent's requests, kept
//! in order with the session's updates.

use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use acp::permission::Grant;
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

/// What the loops read besides the session: typed lines, the lines the
/// agent's requests show ([`Notices`]), and the question that found the user
/// gone.
pub struct Console {
    /// Shared with permission questions, which read their answer while a prompt runs.
    pub input: Arc<Mutex<mpsc::Receiver<String>>>,
    pub notices: NoticeQueue,
    /// A question met the end of input: the turn is to be cancelled (which
    /// answers it `cancelled`, after `session/cancel`).
    pub unanswerable: mpsc::UnboundedReceiver<()>,
    /// Where [`Console::read_stdin`] sends the lines typed, until it starts.
    typed: Option<mpsc::Sender<String>>,
}

impl Console {
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
    /// What choosing it grants (by its kind).
    pub grant: Grant,
}

/// The questions the agent asks the user, on the terminal (or answered "yes"
/// under `--yes`, never with a standing permission when the agent offers a
/// one-time one). Shared by the handlers of both protocol versions.
///
/// The user's answer is always one of the options: an answer that is not one
/// is asked again. A question is answered `cancelled` only once its turn is
/// cancelled (Ctrl-C, or the end of input while it waits), and then by the
/// SDK's session API, after `session/cancel`, dropping the wait here.
pub struct Asker {
    yes: bool,
    input: Arc<Mutex<mpsc::Receiver<String>>>,
    /// Set when the chat is leaving: a question still waiting stops reading
    /// the input (the turn's cancel answers it).
    leaving: watch::Receiver<bool>,
    /// Where a question that found the end of input asks for the turn's cancel.
    unanswerable: mpsc::UnboundedSender<()>,
    notices: Notices,
}

impl Asker {
    /// The asker, and the console of the loops that show the session.
    pub fn new(yes: bool, leaving: watch::Receiver<bool>) -> (Arc<Asker>, Console) {
        let (lines, input) = mpsc::channel(16);
        let input = Arc::new(Mutex::new(input));
        let (notices, queue) = Notices::new();
        let (unanswerable, unanswerable_rx) = mpsc::unbounded_channel();
        let asker = Asker {
            yes,
            input: input.clone(),
            leaving,
            unanswerable,
            notices,
        };
        let console = Console {
            input,
            notices: queue,
            unanswerable: unanswerable_rx,
            typed: Some(lines),
        };
        (Arc::new(asker), console)
    }

    /// Shows `text` in order with the session's updates ([`Notices`]).
    pub async fn show(&self, text: String) {
        self.notices.show(text).await;
    }

    /// Asks which of `options` the user allows for `title`: the index chosen.
    /// Under `--yes`, the option [`acp::permission::pick_allow`] picks, said on
    /// the screen with its kind; the user is asked when nothing allows.
    pub async fn permission(&self, title: &str, options: &[Choice]) -> Result<usize> {
        if options.is_empty() {
            return Err(Error::invalid_params(
                "a permission request without options",
            ));
        }
        let grants: Vec<Grant> = options.iter().map(|o| o.grant).collect();
        let mut question = format!("\n[permission] {title}\n");
        if self.yes {
            if let Some(chosen) = acp::permission::pick_allow(&grants) {
                let why = match grants[chosen] {
                    Grant::AllowAlways => {
                        " (--yes; the agent offers no one-time allow, so this allows it from now on)"
                    }
                    _ => " (--yes)",
                };
                let line = format!(
                    "\n[permission for {title}: {}, {}{why}]\n",
                    options[chosen].name,
                    grants[chosen].as_str()
                );
                self.notices.show(line).await;
                return Ok(chosen);
            }
            question.push_str("(--yes: none of the options allows, so you choose)\n");
        }
        for (i, option) in options.iter().enumerate() {
            let kind = match option.grant {
                Grant::Unknown => String::new(),
                grant => format!(" ({})", grant.as_str()),
            };
            question.push_str(&format!("  {}) {}{kind}\n", i + 1, option.name));
        }
        let ask = format!("choose 1-{} (Ctrl-C cancels the turn): ", options.len());
        question.push_str(&ask);
        self.notices.show(question).await;
        loop {
            let mut leaving = self.leaving.clone();
            let line = tokio::select! {
                line = async { self.input.lock().await.recv().await } => line,
                // The question's line is left open: what comes next starts a new one.
                _ = async { let _ = leaving.wait_for(|leaving| *leaving).await; } => {
                    return std::future::pending().await;
                }
            };
            let Some(line) = line else {
                // Nobody is left to answer: the turn is cancelled, which
                // answers this question `cancelled` after `session/cancel`.
                let _ = self.unanswerable.send(());
                return std::future::pending().await;
            };
            // On a terminal, Enter ended the line.
            screen::line_entered();
            let chosen = line
                .trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1));
            if let Some(chosen) = chosen.filter(|n| *n < options.len()) {
                return Ok(chosen);
            }
            let again = format!("[{:?} is not one of the options] {ask}", line.trim());
            self.notices.show(again).await;
        }
    }
}
