//! What the chat prints: everything goes through [`say`], [`say_line`],
//! [`stream`], [`prompt`] or [`complain`], which make what the agent sent safe
//! (`render`) and keep the screen tidy:
//!
//! - a stream of chunks (a message, a thought) is shown as it arrives, an escape
//!   sequence cut between two chunks held back until the rest comes;
//! - the input prompt `> ` is shown while the chat waits for a line. Whatever
//!   is printed while it waits (an update between turns, a notice) first takes the
//!   prompt's place (on a terminal the prompt's line is cleared; elsewhere a new
//!   line starts), and the loop that waits shows the prompt again after it, so
//!   that output never runs on after `> ` and the prompt is always the last line;
//! - [`finish`] ends the last line when the chat leaves (after the end of input,
//!   the shell's prompt starts on a line of its own).
//!
//! [`Screen`] decides what to print; the functions print it.

use std::io::{IsTerminal, Write};
use std::sync::{Mutex, OnceLock};

use super::render;

/// A stream of chunks, shown as it arrives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stream {
    Agent,
    Thought,
    /// The user's messages, as `session/load` replays them.
    User,
}

/// What is on the terminal: the stream of chunks being shown, if any, with the
/// sanitizer that holds what a chunk cut in the middle of an escape sequence.
struct Screen {
    open: Option<(Stream, render::Sanitizer)>,
    /// Whether the last thing printed ended a line.
    at_line_start: bool,
    /// Whether the input prompt is the last thing shown, waiting for a line.
    prompting: bool,
    /// Whether stdout is a terminal (where the prompt's line can be cleared).
    terminal: bool,
}

static SCREEN: Mutex<Screen> = Mutex::new(Screen::new(false));
static TERMINAL: OnceLock<bool> = OnceLock::new();

/// The chat's own styling of thoughts (what the agent sends has none).
const DIM: &str = "\x1b[2m";
const PLAIN: &str = "\x1b[0m";
/// The input prompt.
const PROMPT: &str = "> ";
/// Back to the start of the line, and clear it.
const CLEAR_LINE: &str = "\r\x1b[2K";

impl Screen {
    const fn new(terminal: bool) -> Screen {
        Screen {
            open: None,
            at_line_start: true,
            prompting: false,
            terminal,
        }
    }

    /// What to print before anything else: the prompt made way for, the open
    /// stream ended; and whether that leaves the screen at the start of a line.
    fn settle(&mut self) -> (String, bool) {
        let mut out = String::new();
        if self.prompting {
            self.prompting = false;
            self.at_line_start = true;
            out.push_str(if self.terminal { CLEAR_LINE } else { "\n" });
        }
        if let Some((stream, mut sanitizer)) = self.open.take() {
            out.push_str(&stream.styled(&sanitizer.finish()));
            if stream == Stream::User {
                out.push('\n');
            }
        }
        let at_line_start = if out.is_empty() {
            self.at_line_start
        } else {
            out.ends_with('\n') || out.ends_with(CLEAR_LINE)
        };
        (out, at_line_start)
    }

    /// Notes what is printed.
    fn printed(&mut self, text: String) -> String {
        if !text.is_empty() {
            self.at_line_start = text.ends_with('\n');
        }
        text
    }

    fn say(&mut self, text: &str) -> String {
        let (mut out, at_line_start) = self.settle();
        let clean = render::clean(text);
        // No blank line for a notice that starts with a newline at a line's start.
        match clean.strip_prefix('\n') {
            Some(rest) if at_line_start => out.push_str(rest),
            _ => out.push_str(&clean),
        }
        self.printed(out)
    }

    fn say_line(&mut self, text: &str) -> String {
        let (mut out, at_line_start) = self.settle();
        if !at_line_start {
            out.push('\n');
        }
        out.push_str(&render::clean(text));
        self.printed(out)
    }

    fn stream(&mut self, kind: Stream, chunk: &str) -> String {
        let mut out = String::new();
        if self.prompting || self.open.as_ref().map(|(open, _)| *open) != Some(kind) {
            let (settled, at_line_start) = self.settle();
            out = settled;
            if kind == Stream::User {
                out.push_str(if at_line_start { PROMPT } else { "\n> " });
            }
            self.open = Some((kind, render::Sanitizer::new()));
        }
        let (_, sanitizer) = self.open.as_mut().expect("opened above");
        let clean = sanitizer.push(chunk);
        out.push_str(&kind.styled(&clean));
        self.printed(out)
    }

    fn prompt(&mut self) -> String {
        if self.prompting {
            return String::new();
        }
        let (mut out, at_line_start) = self.settle();
        if !at_line_start {
            out.push('\n');
        }
        out.push_str(PROMPT);
        let out = self.printed(out);
        self.prompting = true;
        out
    }

    fn line_entered(&mut self) {
        self.prompting = false;
        self.at_line_start = true;
    }

    fn finish(&mut self) -> String {
        // The prompt stays, as it is: only the line is ended.
        let prompting = std::mem::take(&mut self.prompting);
        let (mut out, at_line_start) = self.settle();
        if prompting || !at_line_start {
            out.push('\n');
        }
        self.printed(out)
    }
}

impl Stream {
    fn styled(self, text: &str) -> String {
        match self {
            _ if text.is_empty() => String::new(),
            Stream::Thought => format!("{DIM}{text}{PLAIN}"),
            _ => text.to_owned(),
        }
    }
}

/// Runs `f` on the screen and prints what it returns.
fn show(f: impl FnOnce(&mut Screen) -> String) {
    let mut screen = SCREEN.lock().unwrap();
    screen.terminal = *TERMINAL.get_or_init(|| std::io::stdout().is_terminal());
    let text = f(&mut screen);
    if !text.is_empty() {
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(text.as_bytes());
        let _ = stdout.flush();
    }
}

/// Prints `text`, made safe. A newline it starts with is left out when the
/// screen is at the start of a line already.
pub fn say(text: &str) {
    show(|screen| screen.say(text));
}

/// `say`, on a line of its own: after a newline if what was printed last did
/// not end its line (a streamed message, say).
pub fn say_line(text: &str) {
    show(|screen| screen.say_line(text));
}

/// Prints the next chunk of a stream, made safe: an escape sequence cut
/// between two chunks is held back until the rest arrives (or the stream ends,
/// when something else is printed).
pub fn stream(kind: Stream, chunk: &str) {
    show(|screen| screen.stream(kind, chunk));
}

/// Shows the input prompt on a line of its own, unless it is shown already.
pub fn prompt() {
    show(Screen::prompt);
}

/// A line was entered after the prompt (on a terminal, Enter ended it; a
/// permission question's answer likewise).
pub fn line_entered() {
    SCREEN.lock().unwrap().line_entered();
}

/// Ends the last line, for the chat leaving.
pub fn finish() {
    show(Screen::finish);
}

/// Prints the chat's own message on stderr, made safe (it may quote the agent).
pub fn complain(message: &str) {
    finish();
    crate::output::stderr(&format!("chat: {}\n", render::clean(message)));
}

/// `text` with every line indented, for quoting it under a message.
pub fn indented(text: &str) -> String {
    text.trim_end()
        .lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_while_the_prompt_waits_takes_its_place_and_the_prompt_comes_back() {
        let mut screen = Screen::new(false);
        assert_eq!(screen.prompt(), "> ");
        assert_eq!(screen.prompt(), "", "shown once");
        assert_eq!(
            screen.say("\n[config] mode: code\n"),
            "\n[config] mode: code\n"
        );
        assert_eq!(screen.prompt(), "> ");
        // On a terminal, the prompt's line is cleared instead.
        let mut screen = Screen::new(true);
        screen.prompt();
        assert_eq!(screen.say_line("[note]\n"), "\r\x1b[2K[note]\n");
        assert_eq!(screen.prompt(), "> ");
    }

    #[test]
    fn a_stream_while_the_prompt_waits_starts_on_a_line_of_its_own() {
        let mut screen = Screen::new(false);
        screen.prompt();
        assert_eq!(screen.stream(Stream::Agent, "hello"), "\nhello");
        assert_eq!(screen.stream(Stream::Agent, " there"), " there");
        assert_eq!(screen.prompt(), "\n> ");
    }

    #[test]
    fn leaving_ends_the_last_line() {
        let mut screen = Screen::new(false);
        screen.prompt();
        assert_eq!(
            screen.finish(),
            "\n",
            "after the prompt, at the end of input"
        );
        assert_eq!(screen.finish(), "", "once");
        screen.stream(Stream::Agent, "half a line");
        assert_eq!(screen.finish(), "\n");
    }

    #[test]
    fn a_line_entered_ends_the_prompt() {
        let mut screen = Screen::new(false);
        screen.prompt();
        screen.line_entered();
        assert_eq!(screen.say("[end_turn]\n"), "[end_turn]\n");
    }
}
