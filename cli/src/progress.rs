//! What `acp check agent` shows while it runs (on stderr, so that stdout
//! carries the table or the JSON alone): on a terminal, one line saying which
//! group of checks is running, rewritten as they go and cleared before the
//! table; elsewhere (a log, CI), each group's rows as the group ends.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use acp::testing::{catalog, Progress};

/// Shows the progress of a run of the agent checks.
pub struct Shown {
    live: bool,
    started: Instant,
    done: AtomicUsize,
}

impl Shown {
    /// Progress on stderr: a live line when it is a terminal.
    pub fn on_stderr() -> Shown {
        Shown {
            live: std::io::stderr().is_terminal(),
            started: Instant::now(),
            done: AtomicUsize::new(0),
        }
    }

    /// Shows what `progress` says.
    pub fn show(&self, progress: Progress<'_>) {
        let total = catalog::CHECKS.len();
        match (progress, self.live) {
            (Progress::Started(group), true) => {
                let done = self.done.load(Ordering::Relaxed);
                errs!(
                    "\r\x1b[Kacp check: {group} ({done} of {total} checks done, {:.0} s)",
                    self.started.elapsed().as_secs_f64()
                );
            }
            (Progress::Ended(_, results), true) => {
                self.done.fetch_add(results.len(), Ordering::Relaxed);
            }
            (Progress::Started(_), false) => {}
            (Progress::Ended(group, results), false) => {
                if results.is_empty() {
                    return;
                }
                let mut rows = format!("[{group}]\n");
                for result in results {
                    rows.push_str(&result.line(false));
                    rows.push('\n');
                }
                errs!("{rows}");
            }
            _ => {}
        }
    }

    /// Clears the live line, before the table.
    pub fn finish(&self) {
        if self.live {
            errs!("\r\x1b[K");
        }
    }
}
