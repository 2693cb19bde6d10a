//! The PostgreSQL store's own thread: a single-threaded tokio runtime that
//! drives every connection of the store and runs its writer, so that the
//! store works from any runtime (or none) and its drop can wait for the
//! writer to commit what is queued.

use std::sync::Arc;
use std::thread::JoinHandle;

use tokio::runtime::Handle;
use tokio::sync::oneshot;
use tokio_postgres::Client;

use super::connector::Connector;
use super::queue::Shared;
use super::schema;
use super::writer::Writer;
use crate::session::store::{Retention, StoreError};

/// What the store's handles get from its thread once it connected.
pub(super) struct Ready {
    /// The thread's runtime, for connecting again.
    pub(super) handle: Handle,
    /// The reading connections.
    pub(super) readers: Vec<Client>,
}

/// Where the store's thread says whether it connected.
pub(super) type Answer = oneshot::Receiver<Result<Ready, StoreError>>;

/// Starts the store's thread: it connects, creates the tables if they are
/// missing, opens `readers` reading connections, answers on the returned
/// channel, then runs the writer until the store is dropped.
pub(super) fn start(
    connector: Arc<Connector>,
    shared: Arc<Shared>,
    retention: Retention,
    readers: usize,
) -> Result<(JoinHandle<()>, Answer), StoreError> {
    let (ready, answer) = oneshot::channel();
    let name = shared.name.clone();
    let open_error = |reason: String| StoreError::Open {
        store: name.clone(),
        reason,
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| open_error(format!("cannot start its runtime: {e}")))?;
    let thread = std::thread::Builder::new()
        .name("acp-session-store-pg".into())
        .spawn(move || {
            runtime.block_on(async move {
                let name = shared.name.clone();
                let open_error = |reason: String| StoreError::Open {
                    store: name.clone(),
                    reason,
                };
                let setup = async {
                    let mut writing = connector.connect().await.map_err(open_error)?;
                    schema::create(&mut writing, &name).await?;
                    let mut reading = Vec::with_capacity(readers);
                    for _ in 0..readers.max(1) {
                        reading.push(connector.connect().await.map_err(open_error)?);
                    }
                    Ok((writing, reading))
                };
                let (writing, reading) = match setup.await {
                    Ok(connections) => connections,
                    Err(error) => {
                        let _ = ready.send(Err(error));
                        return;
                    }
                };
                let handle = Handle::current();
                let answered = ready.send(Ok(Ready {
                    handle,
                    readers: reading,
                }));
                if answered.is_ok() {
                    Writer::new(shared, connector, writing, retention)
                        .run()
                        .await;
                }
            });
        })
        .map_err(|e| open_error(format!("cannot start its thread: {e}")))?;
    Ok((thread, answer))
}
