//! Text from the agent made safe for a terminal.
//!
//! Whatever an agent sends (message chunks, thoughts, tool call titles, plans,
//! option names, error messages) is shown on the user's terminal, which acts on
//! control characters and escape sequences: set its title, clear the screen,
//! move the cursor to overwrite a line already shown, make hidden hyperlinks,
//! write to the clipboard, even answer back with input. [`Sanitizer`] passes on
//! ordinary text (any Unicode, newlines and tabs) and neutralises the rest:
//!
//! - escape sequences of every kind are removed whole: CSI (`ESC [` ... final,
//!   colours included: nothing the agent sends is styled), OSC (`ESC ]`, ended
//!   by BEL or ST), DCS, SOS, PM and APC strings (`ESC P`, `ESC X`, `ESC ^`,
//!   `ESC _`, ended by ST), `ESC` + intermediates + final (`ESC ( B`) and the
//!   two-character escapes (`ESC c`, `ESC 7`, ...); their 8-bit forms
//!   (U+009B CSI, U+009D OSC, U+0090, U+0098, U+009E, U+009F) likewise;
//! - other control characters are shown, not obeyed: C0 in caret notation
//!   (`^G` for BEL, `^H` for backspace, `^[` for an ESC that starts no valid
//!   sequence), DEL as `^?`, the other C1 controls as `\u{85}`;
//! - carriage returns are dropped, so that CRLF line ends become LF and a lone
//!   CR cannot send the cursor back to overwrite what the line showed.
//!
//! A sequence that turns out to be malformed (a CSI cut by a newline, say) is
//! shown, escaped as above, rather than dropped, and so is one still open when
//! its stream ends ([`Sanitizer::finish`]) or that grows past
//! [`MAX_SEQUENCE`] bytes: text is never lost to a stray `ESC`, and what is
//! shown never contains a control character but `\n` and `\t`.
//!
//! Streamed text arrives in chunks cut anywhere, in the middle of an escape
//! sequence too: a `Sanitizer` keeps the start of a sequence cut at the end of a
//! chunk until the next chunk completes (or breaks) it. [`clean`] is the same
//! for one whole string.

pub mod updates;

/// How long an escape sequence may grow (in bytes) before it counts as
/// malformed and is shown instead of held back.
pub const MAX_SEQUENCE: usize = 4096;

const ESC: char = '\u{1b}';
const BEL: char = '\u{7}';
/// String Terminator, 8-bit form.
const ST: char = '\u{9c}';

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Ordinary text.
    Ground,
    /// After `ESC`.
    Escape,
    /// After `ESC` and intermediates (0x20-0x2F), before the final byte.
    EscapeIntermediate,
    /// A control sequence, before its final byte.
    Csi,
    /// An OSC, DCS, SOS, PM or APC string, before its terminator.
    String,
    /// An `ESC` inside a string: `\` ends it (ST), anything else ends it too
    /// and starts a new sequence.
    StringEscape,
}

/// Makes one stream of text (say, the chunks of one agent message) safe to
/// print; see the [module docs](self).
#[derive(Debug)]
pub struct Sanitizer {
    state: State,
    /// The sequence being read, as received.
    pending: String,
}

impl Default for Sanitizer {
    fn default() -> Self {
        Sanitizer::new()
    }
}

impl Sanitizer {
    pub const fn new() -> Sanitizer {
        Sanitizer {
            state: State::Ground,
            pending: String::new(),
        }
    }

    /// The next piece of the stream, made safe. A sequence cut at its end is
    /// held back until the next piece (or [`finish`](Self::finish)).
    pub fn push(&mut self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        for c in text.chars() {
            self.step(c, &mut out);
        }
        out
    }

    /// Ends the stream: a sequence still open is shown (escaped), and the
    /// sanitizer is ready for a new stream.
    pub fn finish(&mut self) -> String {
        let mut out = String::new();
        self.abort(&mut out);
        out
    }

    fn step(&mut self, c: char, out: &mut String) {
        match self.state {
            State::Ground => self.ground(c, out),
            State::Escape => match c {
                '[' => self.hold(c, State::Csi, out),
                ']' | 'P' | 'X' | '^' | '_' => self.hold(c, State::String, out),
                ' '..='/' => self.hold(c, State::EscapeIntermediate, out),
                '0'..='~' => self.complete(),
                _ => self.reject(c, out),
            },
            State::EscapeIntermediate => match c {
                ' '..='/' => self.hold(c, State::EscapeIntermediate, out),
                '0'..='~' => self.complete(),
                _ => self.reject(c, out),
            },
            State::Csi => match c {
                // Parameters (0x30-0x3F) and intermediates (0x20-0x2F).
                ' '..='?' => self.hold(c, State::Csi, out),
                '@'..='~' => self.complete(),
                _ => self.reject(c, out),
            },
            State::String => match c {
                BEL | ST => self.complete(),
                ESC => self.hold(c, State::StringEscape, out),
                _ => self.hold(c, State::String, out),
            },
            State::StringEscape => {
                // The string ended, well formed or not: it is dropped.
                self.complete();
                if c != '\\' {
                    // The ESC starts a sequence of its own.
                    self.pending.push(ESC);
                    self.state = State::Escape;
                    self.step(c, out);
                }
            }
        }
    }

    fn ground(&mut self, c: char, out: &mut String) {
        let next = match c {
            ESC => State::Escape,
            '\u{9b}' => State::Csi,
            '\u{9d}' | '\u{90}' | '\u{98}' | '\u{9e}' | '\u{9f}' => State::String,
            _ => {
                shown(c, out);
                return;
            }
        };
        self.pending.push(c);
        self.state = next;
    }

    /// `c` continues the sequence, now in state `next`.
    fn hold(&mut self, c: char, next: State, out: &mut String) {
        self.pending.push(c);
        self.state = next;
        if self.pending.len() > MAX_SEQUENCE {
            self.abort(out);
        }
    }

    /// The sequence is complete: dropped.
    fn complete(&mut self) {
        self.pending.clear();
        self.state = State::Ground;
    }

    /// `c` cannot continue the sequence: the sequence is shown, and `c` read
    /// as ordinary text (where it may start a sequence of its own).
    fn reject(&mut self, c: char, out: &mut String) {
        self.abort(out);
        self.ground(c, out);
    }

    /// Shows what was held back of an unfinished sequence, and starts over.
    fn abort(&mut self, out: &mut String) {
        for c in self.pending.drain(..) {
            shown(c, out);
        }
        self.state = State::Ground;
    }
}

/// `c` as shown outside a sequence: itself, or escaped when it is a control.
fn shown(c: char, out: &mut String) {
    match c {
        '\n' | '\t' => out.push(c),
        '\r' => {}
        '\0'..='\u{1f}' => {
            out.push('^');
            out.push(char::from(c as u8 + 0x40));
        }
        '\u{7f}' => out.push_str("^?"),
        '\u{80}'..='\u{9f}' => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
        _ => out.push(c),
    }
}

/// One whole string made safe (a sequence left open at its end is shown).
pub fn clean(text: &str) -> String {
    let mut sanitizer = Sanitizer::new();
    let mut out = sanitizer.push(text);
    out.push_str(&sanitizer.finish());
    out
}

/// The line that introduces a tool call: `[tool ID] TITLE (KIND, STATUS)`,
/// leaving out what the agent did not say (an agent may send no status for a
/// pending call, as the official SDKs do) and the parentheses when it said
/// neither.
pub fn tool_heading(id: &str, title: &str, kind: Option<String>, status: Option<String>) -> String {
    let said: Vec<String> = [kind, status]
        .into_iter()
        .flatten()
        .filter(|s| !s.is_empty())
        .collect();
    match said.is_empty() {
        true => format!("\n[tool {id}] {title}\n"),
        false => format!("\n[tool {id}] {title} ({})\n", said.join(", ")),
    }
}

/// How much of a failed tool call's reason is shown.
const REASON: usize = 300;

/// The line that says a tool call failed, with the reason the agent gave:
/// `[tool ID] failed: REASON`, the reason being the text of the call's content
/// (`texts`), else its raw output (a string as it is, an object's `error` or
/// `message`, else the JSON), on one line and cut to [`REASON`] characters.
pub fn tool_failed(id: &str, texts: &[String], raw_output: Option<&serde_json::Value>) -> String {
    let from_output = || -> Option<String> {
        let raw = raw_output.filter(|v| !v.is_null())?;
        let text = match raw {
            serde_json::Value::String(s) => s.clone(),
            other => match ["error", "message"]
                .iter()
                .find_map(|k| other.get(k)?.as_str())
            {
                Some(said) => said.to_owned(),
                None => other.to_string(),
            },
        };
        Some(text)
    };
    let texts: Vec<&str> = texts
        .iter()
        .map(|t| t.trim())
        .filter(|t| !t.is_empty())
        .collect();
    let reason = match texts.is_empty() {
        false => Some(texts.join(" ")),
        true => from_output(),
    };
    let Some(reason) = reason else {
        return format!("[tool {id}] failed (the agent gave no reason)\n");
    };
    let line = reason.split_whitespace().collect::<Vec<_>>().join(" ");
    let shown: String = line.chars().take(REASON).collect();
    let cut = if shown.len() < line.len() { "…" } else { "" };
    format!("[tool {id}] failed: {shown}{cut}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_tool_call_shows_the_reason_the_agent_gave() {
        let texts = |t: &[&str]| t.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let raw = serde_json::json!({"error": "the server is gone"});
        assert_eq!(
            tool_failed("c", &texts(&["no such\nfile", " "]), Some(&raw)),
            "[tool c] failed: no such file\n"
        );
        assert_eq!(
            tool_failed("c", &[], Some(&raw)),
            "[tool c] failed: the server is gone\n"
        );
        let code = serde_json::json!({"code": 7});
        assert_eq!(
            tool_failed("c", &[], Some(&code)),
            "[tool c] failed: {\"code\":7}\n"
        );
        assert_eq!(
            tool_failed("c", &[], Some(&serde_json::json!("denied"))),
            "[tool c] failed: denied\n"
        );
        assert_eq!(
            tool_failed("c", &[], None),
            "[tool c] failed (the agent gave no reason)\n"
        );
        let long = tool_failed("c", &texts(&[&"x".repeat(1000)]), None);
        assert!(long.ends_with("…\n") && long.len() < 400, "{long}");
    }

    #[test]
    fn a_tool_heading_shows_no_empty_parts() {
        let s = |v: &str| Some(v.to_owned());
        assert_eq!(
            tool_heading("c", "Edit", s("edit"), s("pending")),
            "\n[tool c] Edit (edit, pending)\n"
        );
        assert_eq!(
            tool_heading("c", "Edit", s("edit"), None),
            "\n[tool c] Edit (edit)\n"
        );
        assert_eq!(
            tool_heading("c", "Edit", None, s("pending")),
            "\n[tool c] Edit (pending)\n"
        );
        assert_eq!(tool_heading("c", "Edit", s(""), None), "\n[tool c] Edit\n");
    }

    /// No control character but newline and tab.
    fn assert_inert(text: &str) {
        for c in text.chars() {
            assert!(
                c == '\n' || c == '\t' || !(c.is_control()),
                "{c:?} passed through in {text:?}"
            );
        }
    }

    #[test]
    fn ordinary_text_is_kept() {
        for text in [
            "",
            "hello, world\n",
            "tabs\tand\nnewlines\n\n",
            "héllo wörld, 你好, こんにちは, привет, مرحبا, 🎉👩‍💻",
            "a [bracket] and ^caret and \\u{1b} written out",
        ] {
            assert_eq!(clean(text), text);
        }
    }

    #[test]
    fn escape_sequences_are_removed_whole() {
        for (input, expected) in [
            // CSI: colours, clearing, cursor movement, private modes.
            ("\x1b[31mred\x1b[0m", "red"),
            ("\x1b[1;38;5;196mbold\x1b[m", "bold"),
            ("\x1b[2J\x1b[Hclear", "clear"),
            ("up\x1b[5A\x1b[2Kover", "upover"),
            ("\x1b[?1049hscreen\x1b[?25l", "screen"),
            ("\x1b[6n report", " report"),
            // OSC, ended by BEL or by ST: the window title, hyperlinks, the clipboard.
            ("\x1b]0;pwned\x07 hi", " hi"),
            ("\x1b]2;pwned\x1b\\ hi", " hi"),
            ("\x1b]0;pwned\u{9c} hi", " hi"),
            (
                "\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\",
                "click",
            ),
            ("\x1b]52;c;cm0gLXJmIH4K\x07x", "x"),
            // DCS, SOS, PM, APC.
            ("\x1bPq#0;2;0;0;0#0!7~\x1b\\x", "x"),
            ("\x1bP$q\"p\x1b\\x", "x"),
            ("\x1bXsos\x1b\\x", "x"),
            ("\x1b^pm\x1b\\x", "x"),
            ("\x1b_apc\x1b\\x", "x"),
            // Two-character escapes, and escapes with intermediates.
            ("a\x1bcb", "ab"),
            ("a\x1b7b\x1b8c", "abc"),
            ("a\x1bDb\x1bMc\x1bEd", "abcd"),
            ("a\x1b=b\x1b>c", "abc"),
            ("a\x1b(Bb\x1b#8c\x1b%Gd", "abcd"),
            // The 8-bit introducers.
            ("\u{9b}31mred", "red"),
            ("\u{9d}0;pwned\x07x", "x"),
            ("\u{90}dcs\u{9c}x", "x"),
            ("\u{98}sos\u{9c}\u{9e}pm\u{9c}\u{9f}apc\u{9c}x", "x"),
            // A string cut short by a new sequence: both go.
            ("\x1b]0;title\x1b[31mx", "x"),
        ] {
            assert_eq!(clean(input), expected, "{input:?}");
        }
    }

    #[test]
    fn other_controls_are_shown_not_obeyed() {
        for (input, expected) in [
            ("bell\x07", "bell^G"),
            ("back\x08\x08\x08", "back^H^H^H"),
            ("nul\0", "nul^@"),
            ("vt\x0bff\x0c", "vt^Kff^L"),
            ("so\x0esi\x0f", "so^Nsi^O"),
            ("del\x7f", "del^?"),
            ("nel\u{85}", "nel\\u{85}"),
            ("st\u{9c}", "st\\u{9c}"),
            ("csi\u{9a}", "csi\\u{9a}"),
            // Carriage returns go: CRLF becomes LF, a lone CR overwrites nothing.
            ("line\r\nnext\r\n", "line\nnext\n"),
            ("safe command\rrm -rf ~  ", "safe commandrm -rf ~  "),
        ] {
            assert_eq!(clean(input), expected, "{input:?}");
        }
    }

    #[test]
    fn malformed_sequences_are_shown() {
        for (input, expected) in [
            // Broken by a character that cannot continue it.
            ("\x1b[31\nx", "^[[31\nx"),
            ("\x1b[3é", "^[[3é"),
            ("\x1b\x07", "^[^G"),
            ("\x1b\x1b[31mx", "^[x"),
            ("\x1b(\nx", "^[(\nx"),
            ("\x1bé", "^[é"),
            // Still open when the text ends.
            ("x\x1b", "x^["),
            ("x\x1b[", "x^[["),
            ("x\x1b]0;pwned", "x^[]0;pwned"),
            ("x\u{9d}0;pwned", "x\\u{9d}0;pwned"),
            ("x\x1b]0;a\x1b", "x^[]0;a^["),
        ] {
            assert_eq!(clean(input), expected, "{input:?}");
        }
    }

    #[test]
    fn an_endless_sequence_is_shown_once_too_long() {
        let payload = "a".repeat(2 * MAX_SEQUENCE);
        let out = clean(&format!("\x1b]0;{payload}\x07 after"));
        assert_inert(&out);
        assert!(out.starts_with("^[]0;aaa"), "{}", &out[..20]);
        assert!(out.ends_with("aaa^G after"), "{}", &out[out.len() - 20..]);
        // Streamed, what is held back never grows past the limit.
        let mut sanitizer = Sanitizer::new();
        let mut shown = sanitizer.push("\x1b]0;").len();
        for _ in 0..3 * MAX_SEQUENCE / 100 {
            shown += sanitizer.push(&"b".repeat(100)).len();
            assert!(sanitizer.pending.len() <= MAX_SEQUENCE);
        }
        assert!(shown >= 2 * MAX_SEQUENCE, "{shown}");
    }

    /// Every way of cutting `input` into three chunks gives what the whole does.
    fn same_when_split(input: &str) {
        let whole = clean(input);
        let cuts: Vec<usize> = (0..=input.len())
            .filter(|&i| input.is_char_boundary(i))
            .collect();
        for (n, &a) in cuts.iter().enumerate() {
            for &b in &cuts[n..] {
                let mut sanitizer = Sanitizer::new();
                let mut out = sanitizer.push(&input[..a]);
                assert_inert(&out);
                out += &sanitizer.push(&input[a..b]);
                out += &sanitizer.push(&input[b..]);
                out += &sanitizer.finish();
                assert_eq!(out, whole, "{input:?} cut at {a} and {b}");
            }
        }
    }

    #[test]
    fn sequences_cut_across_chunks() {
        for input in [
            "ab\x1b]0;pwned\x07cd\x1b[31me\x1b[0m",
            "\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\ end",
            "x\x1bPq#0\x1b\\y\x1b(Bz\x1bcw",
            "\u{9b}2J\u{9d}0;t\u{9c}ok\r\n",
            "\x1b[31\nbroken, and \x1b]0;open at the end",
            "é\x1b[1mü\x1b]0;ß\x07🎉",
        ] {
            same_when_split(input);
        }
        // What a chunk ends with waits for the next one.
        let mut sanitizer = Sanitizer::new();
        assert_eq!(sanitizer.push("hello \x1b]0;pw"), "hello ");
        assert_eq!(sanitizer.push("ned\x1b"), "");
        assert_eq!(sanitizer.push("\\world"), "world");
        assert_eq!(sanitizer.push("\x1b["), "");
        assert_eq!(sanitizer.finish(), "^[[");
        // And the stream after `finish` starts afresh.
        assert_eq!(sanitizer.push("[31m"), "[31m");
    }

    /// A deterministic soup of the characters that matter, fed in random
    /// chunks: nothing but text, newlines and tabs comes out.
    #[test]
    fn nothing_dangerous_comes_out_of_noise() {
        let alphabet: Vec<char> = "\x1b\x07\x08\r\n\t\x18\x1a\0\x7f[]P^_X\\;0123456789:<=>?mHJK ~é"
            .chars()
            .chain([
                '\u{80}', '\u{85}', '\u{90}', '\u{9b}', '\u{9c}', '\u{9d}', '\u{9f}',
            ])
            .collect();
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..300 {
            let text: String = (0..next(200))
                .map(|_| alphabet[next(alphabet.len())])
                .collect();
            let mut sanitizer = Sanitizer::new();
            let mut rest = text.as_str();
            let mut out = String::new();
            while !rest.is_empty() {
                let mut cut = next(rest.len() + 1);
                while !rest.is_char_boundary(cut) {
                    cut += 1;
                }
                out += &sanitizer.push(&rest[..cut]);
                rest = &rest[cut..];
            }
            out += &sanitizer.finish();
            assert_inert(&out);
            assert_eq!(out, clean(&text), "{text:?}");
        }
    }
}
