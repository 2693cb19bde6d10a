//! Printing that never panics. `println!` and `eprintln!` panic when their stream
//! is gone (`acp schema diff | head` closes stdout after ten lines; a supervisor
//! may close stderr): `acp` writes through these instead, and a write to a closed
//! stream is dropped, so that the command ends as it would have, with its own
//! exit code.

use std::io::Write;

/// Writes `text` to stdout and flushes it; a closed stdout is not an error.
pub fn stdout(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

/// Writes `text` to stderr; a closed stderr is not an error.
pub fn stderr(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// `print!` through [`stdout`].
macro_rules! out {
    ($($arg:tt)*) => { $crate::output::stdout(&format!($($arg)*)) };
}

/// `println!` through [`stdout`].
macro_rules! outln {
    ($($arg:tt)*) => { $crate::output::stdout(&format!("{}\n", format_args!($($arg)*))) };
}

/// `eprint!` through [`stderr`].
macro_rules! errs {
    ($($arg:tt)*) => { $crate::output::stderr(&format!($($arg)*)) };
}

/// `eprintln!` through [`stderr`].
macro_rules! errln {
    ($($arg:tt)*) => { $crate::output::stderr(&format!("{}\n", format_args!($($arg)*))) };
}
