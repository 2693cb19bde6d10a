//! Giving memory back after bursts of clients. glibc's allocator keeps what a
//! burst of connections freed in its arenas (one per thread that allocated,
//! up to eight per core), so a server's RSS stays near its peak long after
//! the clients left, although the memory is free. A library must not choose
//! its users' allocator; what it may do is ask glibc to return the free
//! pages (`malloc_trim`) once connections have ended, at most once per
//! [`TRIM_DELAY`], on a blocking thread. Elsewhere (another libc or another
//! global allocator) there is nothing to trim and nothing is done.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How long after a connection ends the trim runs; connections that end
/// meanwhile share it.
const TRIM_DELAY: Duration = Duration::from_secs(1);

/// One server's trimming.
#[derive(Default)]
pub(super) struct Trim {
    /// Whether a trim is already on its way.
    scheduled: Arc<AtomicBool>,
}

impl Trim {
    /// Notes that a connection ended: a trim runs [`TRIM_DELAY`] later,
    /// unless one is already on its way.
    pub(super) fn connection_ended(&self) {
        if !TRIM_SUPPORTED || self.scheduled.swap(true, Ordering::AcqRel) {
            return;
        }
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            self.scheduled.store(false, Ordering::Release);
            return;
        };
        let scheduled = self.scheduled.clone();
        runtime.spawn(async move {
            tokio::time::sleep(TRIM_DELAY).await;
            scheduled.store(false, Ordering::Release);
            let _ = tokio::task::spawn_blocking(trim_now).await;
        });
    }
}

/// Whether this platform's allocator can be trimmed.
const TRIM_SUPPORTED: bool = cfg!(all(target_os = "linux", target_env = "gnu"));

/// Returns the free memory of every glibc arena to the operating system.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn trim_now() {
    // SAFETY: malloc_trim takes each arena's lock; it is safe at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn trim_now() {}
