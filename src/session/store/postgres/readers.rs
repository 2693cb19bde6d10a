//! The PostgreSQL store's reading connections: a few, taken in turn (a
//! connection pipelines the queries sent to it), each opened again once it
//! is lost.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use tokio::runtime::Handle;
use tokio_postgres::Client;

use super::connector::Connector;
use crate::session::store::StoreError;

/// The reading connections.
pub(super) struct Readers {
    clients: Vec<Mutex<Arc<Client>>>,
    /// The one the next read takes.
    next: AtomicUsize,
    connector: Arc<Connector>,
    /// The store's thread's runtime, where connections run.
    handle: Handle,
}

impl Readers {
    /// The connections `clients`, opened again with `connector` on `handle`.
    pub(super) fn new(clients: Vec<Client>, connector: Arc<Connector>, handle: Handle) -> Self {
        Readers {
            clients: clients
                .into_iter()
                .map(|c| Mutex::new(Arc::new(c)))
                .collect(),
            next: AtomicUsize::new(0),
            connector,
            handle,
        }
    }

    /// A connection to read on: the next in turn, opened again if it was
    /// lost.
    pub(super) async fn get(&self, store: &str) -> Result<Arc<Client>, StoreError> {
        let n = self.next.fetch_add(1, Ordering::Relaxed) % self.clients.len().max(1);
        let Some(slot) = self.clients.get(n) else {
            return Err(StoreError::failed(
                store,
                "reading",
                "no reading connection",
            ));
        };
        let client = slot.lock().unwrap_or_else(PoisonError::into_inner).clone();
        if !client.is_closed() {
            return Ok(client);
        }
        let connector = self.connector.clone();
        let fresh = self
            .handle
            .spawn(async move { connector.connect().await })
            .await
            .map_err(|_| StoreError::Closed {
                store: store.to_owned(),
                reason: "its thread stopped".into(),
            })?
            .map_err(|cause| StoreError::failed(store, "connecting again to read", cause))?;
        let fresh = Arc::new(fresh);
        *slot.lock().unwrap_or_else(PoisonError::into_inner) = fresh.clone();
        Ok(fresh)
    }
}
