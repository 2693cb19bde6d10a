//! The directory the checks open their sessions in when not given one: made
//! fresh under the system's temporary directory for one run, and removed with
//! whatever the agents wrote into it when the run ends, however it ends (a
//! panic unwinding, the run's future dropped). Agents that act for real write
//! into their session's directory (settings, standing permission rules, edited
//! files); none of it is left behind.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A scratch directory, removed when dropped.
#[derive(Debug)]
pub(crate) struct Scratch(PathBuf);

impl Scratch {
    /// A fresh, empty directory `acp-check-<pid>-<n>` under the temporary
    /// directory, by its canonical path (agents compare paths they are given).
    pub(crate) fn new() -> io::Result<Scratch> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let base = std::path::absolute(std::env::temp_dir())?;
        loop {
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let dir = base.join(format!("acp-check-{}-{n}", std::process::id()));
            match std::fs::create_dir(&dir) {
                Ok(()) => {
                    return dir.canonicalize().map(Scratch).inspect_err(|_| {
                        let _ = std::fs::remove_dir(&dir);
                    })
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
    }

    pub(crate) fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let Err(e) = std::fs::remove_dir_all(&self.0) {
            tracing::warn!(dir = %self.0.display(), error = %e, "could not remove the checks' scratch directory");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Scratch;

    #[test]
    fn made_fresh_and_removed_with_what_was_written() {
        let scratch = Scratch::new().unwrap();
        let other = Scratch::new().unwrap();
        assert_ne!(scratch.path(), other.path());
        std::fs::create_dir(scratch.path().join(".agent")).unwrap();
        std::fs::write(scratch.path().join(".agent/settings.json"), "{}").unwrap();
        let path = scratch.path().to_owned();
        drop(scratch);
        assert!(!path.exists());
    }
}
