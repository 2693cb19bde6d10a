//! State that the layers above a connection keep for it, one value per type,
//! made on first use. The connection only holds the values; each subsystem
//! declares, stores and reads its own, so the dependencies run one way, from
//! the protocol layers down to the connection:
//!
//! ```text
//!  acp::v1, acp::v2, ... (the generated handlers and peers)
//!      │                  │                  │
//!      ▼                  ▼                  ▼
//!  versions ───────▶ handshake          session
//!  (which handler     (phase, version,   (running turns, session
//!   serves it)         advertised)        routes, open questions)
//!      │                  │                  │
//!      ▼                  ▼                  ▼
//!  connection: JSON-RPC; holds each one's state (Connection::extension)
//! ```
//!
//! `versions` reads the handshake's state; `session` and `handshake` know
//! nothing of each other; nothing reaches back up.

use std::any::{Any, TypeId};
use std::sync::{Arc, RwLock};

/// One connection's extension values, by type. Few types (a handful of
/// subsystems), read on every message and written once each: a short list
/// behind a read-mostly lock.
#[derive(Default)]
pub(crate) struct Extensions {
    values: RwLock<Vec<(TypeId, Arc<dyn Any + Send + Sync>)>>,
}

impl Extensions {
    /// The value of type `T`, made with `T::default()` on first use.
    pub(crate) fn get_or_default<T: Default + Send + Sync + 'static>(&self) -> Arc<T> {
        let id = TypeId::of::<T>();
        if let Some(found) = find(&self.values.read().expect("extensions"), id) {
            return downcast(found);
        }
        let mut values = self.values.write().expect("extensions");
        // Another thread may have made it between the two locks.
        if let Some(found) = find(&values, id) {
            return downcast(found);
        }
        let value = Arc::new(T::default());
        values.push((id, value.clone()));
        value
    }
}

fn find(
    values: &[(TypeId, Arc<dyn Any + Send + Sync>)],
    id: TypeId,
) -> Option<Arc<dyn Any + Send + Sync>> {
    values
        .iter()
        .find(|(of, _)| *of == id)
        .map(|(_, value)| value.clone())
}

fn downcast<T: Send + Sync + 'static>(value: Arc<dyn Any + Send + Sync>) -> Arc<T> {
    value
        .downcast::<T>()
        .unwrap_or_else(|_| unreachable!("extensions are stored under their own type id"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[derive(Default)]
    struct Count(AtomicUsize);

    #[derive(Default)]
    struct Name(std::sync::Mutex<String>);

    #[test]
    fn each_type_has_one_value_made_on_first_use() {
        let extensions = Extensions::default();
        extensions
            .get_or_default::<Count>()
            .0
            .fetch_add(1, Ordering::Relaxed);
        extensions
            .get_or_default::<Count>()
            .0
            .fetch_add(1, Ordering::Relaxed);
        *extensions.get_or_default::<Name>().0.lock().unwrap() = "a".into();
        assert_eq!(
            extensions
                .get_or_default::<Count>()
                .0
                .load(Ordering::Relaxed),
            2
        );
        assert_eq!(*extensions.get_or_default::<Name>().0.lock().unwrap(), "a");
    }

    #[test]
    fn racing_first_uses_share_one_value() {
        let extensions = Arc::new(Extensions::default());
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let extensions = extensions.clone();
                std::thread::spawn(move || {
                    extensions
                        .get_or_default::<Count>()
                        .0
                        .fetch_add(1, Ordering::Relaxed);
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        assert_eq!(
            extensions
                .get_or_default::<Count>()
                .0
                .load(Ordering::Relaxed),
            8
        );
    }
}
