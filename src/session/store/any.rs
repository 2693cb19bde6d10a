//! [`AnyStore`]: any [`Store`] behind one type, for what holds a store without
//! knowing which (the agent serving its sessions from one).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use serde_json::value::RawValue;

use super::{ListQuery, SessionMeta, SessionPage, Store, StoreError, Ticket, UpdatePage};

type Boxed<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// A shared handle on any [`Store`]: what an agent gives the SDK to serve its
/// sessions from (`#[acp_agent(store = field)]`). Cloning it shares the store.
///
/// ```
/// use acp::session::store::{AnyStore, MemoryStore};
///
/// let store = AnyStore::new(MemoryStore::new());
/// let same = store.clone();
/// # drop(same);
/// ```
#[derive(Clone)]
pub struct AnyStore(Arc<dyn Erased>);

impl AnyStore {
    /// Shares `store`.
    pub fn new(store: impl Store) -> Self {
        AnyStore(Arc::new(store))
    }

    /// Resolves once the ticket's update is durable, like
    /// [`Store::durable`], without borrowing the handle: for a future that
    /// outlives the call (the connection's writer waits on it).
    pub fn durable_owned(
        &self,
        ticket: Ticket,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send + 'static {
        let store = self.0.clone();
        async move { store.durable(ticket).await }
    }
}

impl std::fmt::Debug for AnyStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AnyStore")
    }
}

/// [`Store`] with boxed futures, so that it can be a trait object.
trait Erased: Send + Sync + 'static {
    fn put(&self, meta: SessionMeta) -> Boxed<'_, ()>;
    fn set_title<'a>(&'a self, session: &'a str, title: Option<String>, at: u64) -> Boxed<'a, ()>;
    fn touch<'a>(&'a self, session: &'a str, at: u64) -> Boxed<'a, ()>;
    fn append(&self, session: &str, update: Box<RawValue>) -> Result<Ticket, StoreError>;
    fn durable(&self, ticket: Ticket) -> Boxed<'_, u64>;
    fn flush(&self) -> Boxed<'_, ()>;
    fn updates<'a>(&'a self, session: &'a str, from: u64, limit: usize) -> Boxed<'a, UpdatePage>;
    fn list(&self, query: ListQuery) -> Boxed<'_, SessionPage>;
    fn meta<'a>(&'a self, session: &'a str) -> Boxed<'a, Option<SessionMeta>>;
    fn save_state<'a>(&'a self, session: &'a str, state: Vec<u8>) -> Boxed<'a, ()>;
    fn load_state<'a>(&'a self, session: &'a str) -> Boxed<'a, Option<Vec<u8>>>;
    fn close<'a>(&'a self, session: &'a str) -> Boxed<'a, ()>;
    fn delete<'a>(&'a self, session: &'a str) -> Boxed<'a, bool>;
}

impl<S: Store> Erased for S {
    fn put(&self, meta: SessionMeta) -> Boxed<'_, ()> {
        Box::pin(Store::put(self, meta))
    }
    fn set_title<'a>(&'a self, session: &'a str, title: Option<String>, at: u64) -> Boxed<'a, ()> {
        Box::pin(Store::set_title(self, session, title, at))
    }
    fn touch<'a>(&'a self, session: &'a str, at: u64) -> Boxed<'a, ()> {
        Box::pin(Store::touch(self, session, at))
    }
    fn append(&self, session: &str, update: Box<RawValue>) -> Result<Ticket, StoreError> {
        Store::append(self, session, update)
    }
    fn durable(&self, ticket: Ticket) -> Boxed<'_, u64> {
        Box::pin(Store::durable(self, ticket))
    }
    fn flush(&self) -> Boxed<'_, ()> {
        Box::pin(Store::flush(self))
    }
    fn updates<'a>(&'a self, session: &'a str, from: u64, limit: usize) -> Boxed<'a, UpdatePage> {
        Box::pin(Store::updates(self, session, from, limit))
    }
    fn list(&self, query: ListQuery) -> Boxed<'_, SessionPage> {
        Box::pin(Store::list(self, query))
    }
    fn meta<'a>(&'a self, session: &'a str) -> Boxed<'a, Option<SessionMeta>> {
        Box::pin(Store::meta(self, session))
    }
    fn save_state<'a>(&'a self, session: &'a str, state: Vec<u8>) -> Boxed<'a, ()> {
        Box::pin(Store::save_state(self, session, state))
    }
    fn load_state<'a>(&'a self, session: &'a str) -> Boxed<'a, Option<Vec<u8>>> {
        Box::pin(Store::load_state(self, session))
    }
    fn close<'a>(&'a self, session: &'a str) -> Boxed<'a, ()> {
        Box::pin(Store::close(self, session))
    }
    fn delete<'a>(&'a self, session: &'a str) -> Boxed<'a, bool> {
        Box::pin(Store::delete(self, session))
    }
}

impl Store for AnyStore {
    async fn put(&self, meta: SessionMeta) -> Result<(), StoreError> {
        self.0.put(meta).await
    }
    async fn set_title(
        &self,
        session: &str,
        title: Option<String>,
        updated_ms: u64,
    ) -> Result<(), StoreError> {
        self.0.set_title(session, title, updated_ms).await
    }
    async fn touch(&self, session: &str, updated_ms: u64) -> Result<(), StoreError> {
        self.0.touch(session, updated_ms).await
    }
    fn append(&self, session: &str, update: Box<RawValue>) -> Result<Ticket, StoreError> {
        self.0.append(session, update)
    }
    async fn durable(&self, ticket: Ticket) -> Result<u64, StoreError> {
        self.0.durable(ticket).await
    }
    async fn flush(&self) -> Result<(), StoreError> {
        self.0.flush().await
    }
    async fn updates(
        &self,
        session: &str,
        from: u64,
        limit: usize,
    ) -> Result<UpdatePage, StoreError> {
        self.0.updates(session, from, limit).await
    }
    async fn list(&self, query: ListQuery) -> Result<SessionPage, StoreError> {
        self.0.list(query).await
    }
    async fn meta(&self, session: &str) -> Result<Option<SessionMeta>, StoreError> {
        self.0.meta(session).await
    }
    async fn save_state(&self, session: &str, state: Vec<u8>) -> Result<(), StoreError> {
        self.0.save_state(session, state).await
    }
    async fn load_state(&self, session: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.0.load_state(session).await
    }
    async fn close(&self, session: &str) -> Result<(), StoreError> {
        self.0.close(session).await
    }
    async fn delete(&self, session: &str) -> Result<bool, StoreError> {
        self.0.delete(session).await
    }
}
