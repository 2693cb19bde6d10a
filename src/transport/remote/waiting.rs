//! The sockets without a request in progress: the one that has waited the
//! longest is closed when the process runs out of descriptors.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use tokio::sync::Notify;

/// The sockets without a request in progress, in the order they started
/// waiting: the first is shed when the process runs out of descriptors.
#[derive(Default)]
pub(super) struct Waiting {
    sockets: Mutex<BTreeMap<u64, Arc<Notify>>>,
    next: AtomicU64,
}

/// A socket's place among the [`Waiting`], left when dropped.
pub(super) struct Place<'a> {
    waiting: &'a Waiting,
    key: u64,
    shed: Arc<Notify>,
}

impl Waiting {
    pub(super) fn enter(&self) -> Place<'_> {
        let key = self.next.fetch_add(1, Ordering::Relaxed);
        let shed = Arc::new(Notify::new());
        self.sockets
            .lock()
            .expect("waiting sockets")
            .insert(key, shed.clone());
        Place {
            waiting: self,
            key,
            shed,
        }
    }

    /// Closes the socket that has waited the longest, if any.
    pub(super) fn shed_longest(&self) {
        let longest = self.sockets.lock().expect("waiting sockets").pop_first();
        if let Some((_, shed)) = longest {
            // A permit: the socket sees it even if it is not polling now.
            shed.notify_one();
        }
    }
}

impl Place<'_> {
    /// Returns once the server sheds this socket.
    pub(super) async fn shed(&self) {
        self.shed.notified().await
    }
}

impl Drop for Place<'_> {
    fn drop(&mut self) {
        self.waiting
            .sockets
            .lock()
            .expect("waiting sockets")
            .remove(&self.key);
    }
}
