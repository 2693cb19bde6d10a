//! The behaviour every store must have: one generic function per behaviour,
//! run against each store by [`suite!`] (the memory store, with
//! `store-sqlite` the SQLite store in a file of its own, and with
//! `store-postgres` the PostgreSQL store in a database of its own, on a
//! server of the test's own).

#[cfg(feature = "store-sqlite")]
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, Once};
use std::time::Duration;

use serde_json::value::RawValue;

use super::*;

/// Makes the stores of one behaviour: fresh ones, and the same one again
/// after its process would have restarted.
trait Maker {
    type S: Store + Clone;
    /// Which store, for session ids (the log capture is shared by tests).
    const NAME: &'static str;
    fn make(&self, retention: Retention) -> Self::S;
    /// The store again, as the next process would open it.
    fn reopen(&self, store: Self::S, retention: Retention) -> Self::S;
}

struct Memory;

impl Maker for Memory {
    type S = MemoryStore;
    const NAME: &'static str = "memory";
    fn make(&self, retention: Retention) -> MemoryStore {
        MemoryStore::new().retention(retention)
    }
    fn reopen(&self, store: MemoryStore, retention: Retention) -> MemoryStore {
        store.retention(retention)
    }
}

/// A directory of the test's own, removed at the end.
#[cfg(feature = "store-sqlite")]
struct Scratch(std::path::PathBuf);

#[cfg(feature = "store-sqlite")]
impl Scratch {
    fn new() -> Self {
        static N: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "acp-store-test-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        Scratch(dir)
    }
}

#[cfg(feature = "store-sqlite")]
impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(feature = "store-sqlite")]
impl Maker for Scratch {
    type S = SqliteStore;
    const NAME: &'static str = "sqlite";
    fn make(&self, retention: Retention) -> SqliteStore {
        static N: AtomicU64 = AtomicU64::new(0);
        let path = self
            .0
            .join(format!("{}.db", N.fetch_add(1, Ordering::Relaxed)));
        SqliteStore::open_with(path, SqliteOptions::default().retention(retention))
            .expect("the store opens")
    }
    fn reopen(&self, store: SqliteStore, retention: Retention) -> SqliteStore {
        let path = store.path().to_path_buf();
        drop(store);
        SqliteStore::open_with(path, SqliteOptions::default().retention(retention))
            .expect("the store opens again")
    }
}

/// A PostgreSQL server of the test's own (stopped at the end of the test),
/// each store a database of its own there.
#[cfg(all(feature = "store-postgres", target_os = "linux"))]
struct Postgres(super::postgres::server::Server);

#[cfg(all(feature = "store-postgres", target_os = "linux"))]
impl Postgres {
    fn start() -> Self {
        Postgres(super::postgres::server::Server::start())
    }

    /// The store on the database at `url` (on a multi-threaded runtime: the
    /// behaviours make stores from synchronous code).
    fn connect(url: &str, retention: Retention) -> PostgresStore {
        let options = PostgresOptions::default().retention(retention);
        tokio::task::block_in_place(|| {
            tokio::runtime::Handle::current()
                .block_on(PostgresStore::connect_with(url, options))
                .expect("the store connects")
        })
    }
}

#[cfg(all(feature = "store-postgres", target_os = "linux"))]
impl Maker for Postgres {
    type S = PostgresStore;
    const NAME: &'static str = "postgres";
    fn make(&self, retention: Retention) -> PostgresStore {
        Self::connect(&self.0.database(), retention)
    }
    fn reopen(&self, store: PostgresStore, retention: Retention) -> PostgresStore {
        // The test server's URLs have no password: the name is the URL.
        let url = store.name().to_owned();
        tokio::task::block_in_place(|| drop(store));
        Self::connect(&url, retention)
    }
}

/// Runs each behaviour against each store.
macro_rules! suite {
    ($($behaviour:ident),* $(,)?) => {
        mod memory {
            $(
                #[tokio::test]
                async fn $behaviour() {
                    super::$behaviour(&super::Memory).await;
                }
            )*
        }
        #[cfg(feature = "store-sqlite")]
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $behaviour() {
                    super::$behaviour(&super::Scratch::new()).await;
                }
            )*
        }
        #[cfg(all(feature = "store-postgres", target_os = "linux"))]
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $behaviour() {
                    super::$behaviour(&super::Postgres::start()).await;
                }
            )*
        }
    };
}

suite!(
    positions_are_dense_and_ordered,
    pipelined_appends_are_durable_in_order,
    unknown_sessions_are_not_found,
    metadata_round_trips,
    list_pages_newest_first_and_filters_by_cwd,
    state_round_trips,
    delete_and_close,
    reopening_keeps_everything,
    retention_drops_the_oldest_updates,
    retention_drops_the_oldest_sessions,
    retention_drops_old_sessions,
);

/// An update's JSON, as a `session/update`'s params would be.
pub(super) fn update(session: &str, n: u64) -> Box<RawValue> {
    RawValue::from_string(format!(
        r#"{{"sessionId":"{session}","update":{{"sessionUpdate":"agent_message_chunk","content":{{"type":"text","text":"chunk {n}"}}}}}}"#
    ))
    .expect("valid JSON")
}

/// Every update of a session, read in pages of `page`.
pub(super) async fn replay<S: Store>(store: &S, session: &str, page: usize) -> Vec<StoredUpdate> {
    let mut all = Vec::new();
    let mut from = 0;
    loop {
        let read = store.updates(session, from, page).await.expect("a page");
        assert!(read.updates.len() <= page);
        all.extend(read.updates);
        match read.next {
            Some(next) => from = next,
            None => return all,
        }
    }
}

/// A session of this store's own.
fn id<M: Maker>(behaviour: &str, n: u32) -> String {
    format!("{}-{behaviour}-{n}", M::NAME)
}

async fn positions_are_dense_and_ordered<M: Maker>(maker: &M) {
    let store = maker.make(Retention::default());
    let (a, b) = (id::<M>("dense", 1), id::<M>("dense", 2));
    store.put(SessionMeta::new(&a, "/w", 1)).await.unwrap();
    store.put(SessionMeta::new(&b, "/w", 1)).await.unwrap();
    let mut tickets = Vec::new();
    for n in 0..1_000 {
        let session = if n % 3 == 0 { &b } else { &a };
        tickets.push((
            session.clone(),
            n,
            store.append(session, update(session, n)).unwrap(),
        ));
    }
    store.flush().await.unwrap();
    let (mut next_a, mut next_b) = (0, 0);
    for (session, _, ticket) in &tickets {
        let next = if *session == a {
            &mut next_a
        } else {
            &mut next_b
        };
        // A store shared by several writers gives positions as it commits.
        assert!(
            ticket.position().is_none_or(|position| position == *next),
            "positions are handed out in order"
        );
        assert_eq!(store.durable(*ticket).await.unwrap(), *next);
        *next += 1;
    }
    for (session, count) in [(&a, next_a), (&b, next_b)] {
        let read = replay(&store, session, 97).await;
        let positions: Vec<u64> = read.iter().map(|u| u.position).collect();
        assert_eq!(positions, (0..count).collect::<Vec<_>>());
        let sent: Vec<String> = tickets
            .iter()
            .filter(|(s, _, _)| s == session)
            .map(|(s, n, _)| update(s, *n).get().to_owned())
            .collect();
        let kept: Vec<String> = read.iter().map(|u| u.update.get().to_owned()).collect();
        assert_eq!(kept, sent, "the updates come back as they were appended");
    }
    // From the middle, and past the end.
    let page = store.updates(&a, 10, 5).await.unwrap();
    assert_eq!(page.updates.first().map(|u| u.position), Some(10));
    assert_eq!(page.next, Some(15));
    let end = store.updates(&a, next_a, 5).await.unwrap();
    assert!(end.updates.is_empty() && end.next.is_none());
    // A limit of 0 is taken as 1.
    assert_eq!(store.updates(&a, 0, 0).await.unwrap().updates.len(), 1);
}

async fn pipelined_appends_are_durable_in_order<M: Maker>(maker: &M) {
    let store = maker.make(Retention::default());
    let s = id::<M>("pipelined", 1);
    store.put(SessionMeta::new(&s, "/w", 1)).await.unwrap();
    // As a connection would: keep at most 64 in flight, "write" each in order
    // once it is durable.
    let mut in_flight = std::collections::VecDeque::new();
    let mut written = Vec::new();
    for n in 0..5_000 {
        in_flight.push_back(store.append(&s, update(&s, n)).unwrap());
        if in_flight.len() == 64 {
            let ticket = in_flight.pop_front().unwrap();
            written.push(store.durable(ticket).await.unwrap());
        }
    }
    for ticket in in_flight {
        written.push(store.durable(ticket).await.unwrap());
    }
    assert_eq!(written, (0..5_000).collect::<Vec<_>>());
    assert_eq!(replay(&store, &s, 1_000).await.len(), 5_000);
    // Appending moved the updated time to now.
    let meta = store.meta(&s).await.unwrap().unwrap();
    assert!(meta.updated_ms >= unix_ms() - 60_000, "{meta:?}");
}

async fn unknown_sessions_are_not_found<M: Maker>(maker: &M) {
    let store = maker.make(Retention::default());
    let s = id::<M>("unknown", 1);
    let not_found =
        |r: StoreError| matches!(r, StoreError::NotFound { ref session, .. } if *session == s);
    assert!(not_found(store.append(&s, update(&s, 0)).unwrap_err()));
    assert!(not_found(store.updates(&s, 0, 10).await.unwrap_err()));
    assert!(not_found(store.set_title(&s, None, 2).await.unwrap_err()));
    assert!(not_found(store.touch(&s, 2).await.unwrap_err()));
    assert!(not_found(store.save_state(&s, vec![1]).await.unwrap_err()));
    assert!(not_found(store.load_state(&s).await.unwrap_err()));
    assert!(not_found(store.close(&s).await.unwrap_err()));
    assert_eq!(store.meta(&s).await.unwrap(), None);
    assert!(!store.delete(&s).await.unwrap());
    let error = store.append(&s, update(&s, 0)).unwrap_err();
    assert!(error.to_string().contains(&s), "{error}");
    assert!(error.to_string().contains(error.store()), "{error}");
}

async fn metadata_round_trips<M: Maker>(maker: &M) {
    let store = maker.make(Retention::default());
    let s = id::<M>("meta", 1);
    let meta = SessionMeta::new(&s, "/home/me/project", 1_000)
        .title("Fix the parser")
        .additional_directories(vec!["/home/me/lib".into(), "/tmp/x".into()])
        .updated_ms(2_000)
        .meta(RawValue::from_string(r#"{"k":[1,2]}"#.into()).unwrap());
    store.put(meta.clone()).await.unwrap();
    assert_eq!(store.meta(&s).await.unwrap(), Some(meta.clone()));
    store
        .set_title(&s, Some("Renamed".into()), 3_000)
        .await
        .unwrap();
    let renamed = store.meta(&s).await.unwrap().unwrap();
    assert_eq!(
        (renamed.title.as_deref(), renamed.updated_ms),
        (Some("Renamed"), 3_000)
    );
    store.touch(&s, 4_000).await.unwrap();
    assert_eq!(store.meta(&s).await.unwrap().unwrap().updated_ms, 4_000);
    // A put replaces the metadata and keeps the updates and the state.
    store.append(&s, update(&s, 0)).unwrap();
    store.save_state(&s, b"state".to_vec()).await.unwrap();
    let replaced = SessionMeta::new(&s, "/elsewhere", 1_000).updated_ms(5_000);
    store.put(replaced.clone()).await.unwrap();
    assert_eq!(store.meta(&s).await.unwrap(), Some(replaced));
    assert_eq!(store.updates(&s, 0, 10).await.unwrap().updates.len(), 1);
    assert_eq!(
        store.load_state(&s).await.unwrap().as_deref(),
        Some(&b"state"[..])
    );
    // The next append continues the positions.
    let ticket = store.append(&s, update(&s, 1)).unwrap();
    assert_eq!(store.durable(ticket).await.unwrap(), 1);
}

async fn list_pages_newest_first_and_filters_by_cwd<M: Maker>(maker: &M) {
    let store = maker.make(Retention::default());
    for n in 0..25u32 {
        let cwd = if n % 2 == 0 { "/even" } else { "/odd" };
        // Two sessions share each updated time: ties go by id.
        let updated = 1_000 + u64::from(n / 2);
        let meta = SessionMeta::new(id::<M>("list", n), cwd, 1).updated_ms(updated);
        store.put(meta).await.unwrap();
    }
    let mut seen = Vec::new();
    let mut query = ListQuery::new().limit(10);
    let mut pages = Vec::new();
    loop {
        let page = store.list(query.clone()).await.unwrap();
        pages.push(page.sessions.len());
        seen.extend(page.sessions.iter().map(|m| (m.updated_ms, m.id.clone())));
        match page.next {
            Some(cursor) => query = query.cursor(cursor),
            None => break,
        }
    }
    assert_eq!(pages, [10, 10, 5]);
    let mut expected = seen.clone();
    expected.sort_by(|a, b| b.cmp(a));
    assert_eq!(
        seen, expected,
        "newest updated first, ties by id descending"
    );
    let ids: std::collections::HashSet<_> = seen.iter().map(|(_, id)| id.clone()).collect();
    assert_eq!(ids.len(), 25, "every session once");
    // A page that ends exactly at the end has no next page.
    let exact = store.list(ListQuery::new().limit(25)).await.unwrap();
    assert_eq!((exact.sessions.len(), exact.next), (25, None));
    // Filtered by cwd, paged too.
    let odd = store
        .list(ListQuery::new().cwd("/odd").limit(5))
        .await
        .unwrap();
    assert_eq!(odd.sessions.len(), 5);
    assert!(odd.sessions.iter().all(|m| m.cwd == "/odd"));
    let rest = store
        .list(
            ListQuery::new()
                .cwd("/odd")
                .limit(50)
                .cursor(odd.next.unwrap()),
        )
        .await
        .unwrap();
    assert_eq!((rest.sessions.len(), rest.next), (7, None));
    assert!(store
        .list(ListQuery::new().cwd("/none"))
        .await
        .unwrap()
        .sessions
        .is_empty());
    let bad = store
        .list(ListQuery::new().cursor(Cursor::new("not a cursor")))
        .await
        .unwrap_err();
    assert!(matches!(bad, StoreError::InvalidCursor { .. }), "{bad}");
}

async fn state_round_trips<M: Maker>(maker: &M) {
    let store = maker.make(Retention::default());
    let s = id::<M>("state", 1);
    store.put(SessionMeta::new(&s, "/w", 1)).await.unwrap();
    assert_eq!(store.load_state(&s).await.unwrap(), None);
    let blob: Vec<u8> = (0..=255u8).cycle().take(100_000).collect();
    store.save_state(&s, blob.clone()).await.unwrap();
    assert_eq!(store.load_state(&s).await.unwrap(), Some(blob));
    store.save_state(&s, Vec::new()).await.unwrap();
    assert_eq!(store.load_state(&s).await.unwrap(), Some(Vec::new()));
}

async fn delete_and_close<M: Maker>(maker: &M) {
    let store = maker.make(Retention::default());
    let s = id::<M>("delete", 1);
    store.put(SessionMeta::new(&s, "/w", 1)).await.unwrap();
    for n in 0..10 {
        store.append(&s, update(&s, n)).unwrap();
    }
    // Closing waits for the updates, and keeps the session.
    store.close(&s).await.unwrap();
    assert_eq!(store.updates(&s, 0, 100).await.unwrap().updates.len(), 10);
    assert_eq!(
        store.list(ListQuery::new()).await.unwrap().sessions.len(),
        1
    );
    let ticket = store.append(&s, update(&s, 10)).unwrap();
    assert_eq!(store.durable(ticket).await.unwrap(), 10);
    store.save_state(&s, vec![7]).await.unwrap();
    // Deleting removes all of it; an append after it fails at once.
    assert!(store.delete(&s).await.unwrap());
    assert!(matches!(
        store.append(&s, update(&s, 0)),
        Err(StoreError::NotFound { .. })
    ));
    assert_eq!(store.meta(&s).await.unwrap(), None);
    assert!(store
        .list(ListQuery::new())
        .await
        .unwrap()
        .sessions
        .is_empty());
    assert!(!store.delete(&s).await.unwrap());
    // Made again, it starts from position 0, with no state.
    store.put(SessionMeta::new(&s, "/w", 2)).await.unwrap();
    let ticket = store.append(&s, update(&s, 0)).unwrap();
    assert_eq!(store.durable(ticket).await.unwrap(), 0);
    assert_eq!(store.load_state(&s).await.unwrap(), None);
}

async fn reopening_keeps_everything<M: Maker>(maker: &M) {
    let store = maker.make(Retention::default());
    let s = id::<M>("reopen", 1);
    let meta = SessionMeta::new(&s, "/w", 1).title("Kept");
    store.put(meta.clone()).await.unwrap();
    for n in 0..300 {
        store.append(&s, update(&s, n)).unwrap();
    }
    store
        .save_state(&s, b"conversation".to_vec())
        .await
        .unwrap();
    store.flush().await.unwrap();
    let before = store.meta(&s).await.unwrap();
    let store = maker.reopen(store, Retention::default());
    assert_eq!(store.meta(&s).await.unwrap(), before);
    let read = replay(&store, &s, 64).await;
    assert_eq!(read.len(), 300);
    assert_eq!(read[299].update.get(), update(&s, 299).get());
    assert_eq!(
        store.load_state(&s).await.unwrap().as_deref(),
        Some(&b"conversation"[..])
    );
    let ticket = store.append(&s, update(&s, 300)).unwrap();
    assert_eq!(
        store.durable(ticket).await.unwrap(),
        300,
        "positions continue"
    );
}

async fn retention_drops_the_oldest_updates<M: Maker>(maker: &M) {
    capture_logs();
    let store = maker.make(Retention::default().updates(10));
    let s = id::<M>("trim-updates", 1);
    store.put(SessionMeta::new(&s, "/w", 1)).await.unwrap();
    for n in 0..25 {
        // Every append succeeds, past the limit too.
        store.append(&s, update(&s, n)).unwrap();
    }
    store.flush().await.unwrap();
    let read = replay(&store, &s, 4).await;
    let positions: Vec<u64> = read.iter().map(|u| u.position).collect();
    assert_eq!(
        positions,
        (15..25).collect::<Vec<_>>(),
        "the 10 newest are kept"
    );
    assert_eq!(
        store.updates(&s, 0, 1).await.unwrap().updates[0].position,
        15
    );
    let ticket = store.append(&s, update(&s, 25)).unwrap();
    assert_eq!(store.durable(ticket).await.unwrap(), 25, "positions go on");
    assert!(
        warnings_about(&s)
            .iter()
            .any(|w| w.contains("oldest updates")),
        "{:?}",
        warnings_about(&s)
    );

    // By bytes: each update weighs about 120 bytes; the newest always stays.
    let store = maker.reopen(store, Retention::default().bytes(500));
    let t = id::<M>("trim-bytes", 1);
    store.put(SessionMeta::new(&t, "/w", 1)).await.unwrap();
    for n in 0..20 {
        store.append(&t, update(&t, n)).unwrap();
    }
    store.flush().await.unwrap();
    let read = replay(&store, &t, 100).await;
    let bytes: usize = read.iter().map(|u| u.update.get().len()).sum();
    assert!(
        bytes <= 500 && !read.is_empty(),
        "{bytes} bytes in {}",
        read.len()
    );
    assert_eq!(read.last().unwrap().position, 19);
    let store = maker.reopen(store, Retention::default().bytes(10));
    let ticket = store.append(&t, update(&t, 20)).unwrap();
    store.durable(ticket).await.unwrap();
    let read = replay(&store, &t, 100).await;
    assert_eq!(read.iter().map(|u| u.position).collect::<Vec<_>>(), [20]);
}

async fn retention_drops_the_oldest_sessions<M: Maker>(maker: &M) {
    capture_logs();
    let store = maker.make(Retention::default().sessions(3));
    for n in 0..5 {
        let meta =
            SessionMeta::new(id::<M>("trim-sessions", n), "/w", 1).updated_ms(1_000 + u64::from(n));
        store.put(meta).await.unwrap();
        store.flush().await.unwrap();
    }
    let left: Vec<String> = store
        .list(ListQuery::new())
        .await
        .unwrap()
        .sessions
        .into_iter()
        .map(|m| m.id)
        .collect();
    assert_eq!(left, [4, 3, 2].map(|n| id::<M>("trim-sessions", n)));
    for n in [0, 1] {
        let gone = id::<M>("trim-sessions", n);
        assert_eq!(store.meta(&gone).await.unwrap(), None);
        assert!(
            warnings_about(&gone).iter().any(|w| w.contains("dropped")),
            "{gone}"
        );
    }
}

async fn retention_drops_old_sessions<M: Maker>(maker: &M) {
    capture_logs();
    let hour = Duration::from_secs(3_600);
    let store = maker.make(Retention::default());
    let (old, fresh) = (id::<M>("age", 1), id::<M>("age", 2));
    store
        .put(SessionMeta::new(&old, "/w", 1_000))
        .await
        .unwrap();
    store
        .put(SessionMeta::new(&fresh, "/w", unix_ms()))
        .await
        .unwrap();
    store.flush().await.unwrap();
    // With an age limit, creating a session drops the old one.
    let store = maker.reopen(store, Retention::default().age(hour));
    store
        .put(SessionMeta::new(id::<M>("age", 3), "/w", unix_ms()))
        .await
        .unwrap();
    store.flush().await.unwrap();
    assert_eq!(store.meta(&old).await.unwrap(), None);
    assert!(store.meta(&fresh).await.unwrap().is_some());
    assert!(warnings_about(&old)
        .iter()
        .any(|w| w.contains("retention's age")));
}

#[cfg(feature = "store-sqlite")]
mod sqlite_only {
    use super::*;

    /// Rows damaged behind the store's back are skipped with a warning.
    #[tokio::test]
    async fn corrupt_records_are_skipped() {
        capture_logs();
        let scratch = Scratch::new();
        let store = scratch.make(Retention::default());
        let s = "sqlite-corrupt-1";
        store.put(SessionMeta::new(s, "/w", 1)).await.unwrap();
        store
            .put(SessionMeta::new("sqlite-corrupt-2", "/w", 2))
            .await
            .unwrap();
        for n in 0..5 {
            store.append(s, update(s, n)).unwrap();
        }
        store.flush().await.unwrap();
        let path = store.path().to_path_buf();
        drop(store);
        let raw = rusqlite::Connection::open(&path).unwrap();
        raw.execute(
            "UPDATE updates SET json = '{\"trunc' WHERE position = 1",
            [],
        )
        .unwrap();
        raw.execute("UPDATE updates SET json = x'ff00' WHERE position = 3", [])
            .unwrap();
        raw.execute(
            "UPDATE sessions SET additional_directories = '[', meta = 'nope' WHERE id = ?1",
            [s],
        )
        .unwrap();
        raw.execute(
            "INSERT INTO states (skey, state) SELECT key, 'text' FROM sessions",
            [],
        )
        .unwrap();
        raw.execute(
            "UPDATE sessions SET cwd = x'ff' WHERE id = 'sqlite-corrupt-2'",
            [],
        )
        .unwrap();
        drop(raw);
        let store = SqliteStore::open(&path).unwrap();
        let read = replay(&store, s, 2).await;
        assert_eq!(
            read.iter().map(|u| u.position).collect::<Vec<_>>(),
            [0, 2, 4]
        );
        let meta = store.meta(s).await.unwrap().unwrap();
        assert!(meta.additional_directories.is_empty() && meta.meta.is_none());
        assert_eq!(store.load_state(s).await.unwrap(), None);
        let listed = store.list(ListQuery::new()).await.unwrap().sessions;
        assert_eq!(
            listed.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
            [s]
        );
        assert!(
            warnings_about(s)
                .iter()
                .filter(|w| w.contains("corrupt"))
                .count()
                >= 3
        );
        // Appending goes on after the damaged rows.
        let ticket = store.append(s, update(s, 5)).unwrap();
        assert_eq!(store.durable(ticket).await.unwrap(), 5);
    }

    /// A commit that fails fails its batch and what was queued with it, with
    /// the store and the cause; the store goes on, its positions dense.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_failed_commit_fails_its_writes_and_the_store_goes_on() {
        let scratch = Scratch::new();
        let store = scratch.make(Retention::default());
        let s = "sqlite-failed-commit";
        store.put(SessionMeta::new(s, "/w", 1)).await.unwrap();
        for n in 0..10 {
            store.append(s, update(s, n)).unwrap();
        }
        store.flush().await.unwrap();
        // Another connection makes SQLite refuse one update.
        let raw = rusqlite::Connection::open(store.path()).unwrap();
        raw.execute_batch(
            "CREATE TRIGGER poison BEFORE INSERT ON updates WHEN NEW.json LIKE '%poison%' \
             BEGIN SELECT RAISE(ABORT, 'poisoned update refused'); END;",
        )
        .unwrap();
        let poison = RawValue::from_string(r#"{"poison":true}"#.into()).unwrap();
        let tickets: Vec<Ticket> = [poison]
            .into_iter()
            .chain((0..5).map(|n| update(s, 100 + n)))
            .map(|u| store.append(s, u).unwrap())
            .collect();
        let first = store.durable(tickets[0]).await.unwrap_err();
        assert!(
            first.to_string().contains("poisoned update refused"),
            "{first}"
        );
        assert!(
            first
                .to_string()
                .contains(&store.path().display().to_string()),
            "{first}"
        );
        // Queued with the failed batch, the others failed with it; queued
        // after the failure, they were committed from the position the file
        // had: either way the session's positions stay dense.
        let mut durable = Vec::new();
        for ticket in &tickets[1..] {
            if let Ok(position) = store.durable(*ticket).await {
                durable.push(position);
            }
        }
        raw.execute_batch("DROP TRIGGER poison").unwrap();
        let ticket = store.append(s, update(s, 200)).unwrap();
        let next = store.durable(ticket).await.unwrap();
        store.flush().await.unwrap();
        let positions: Vec<u64> = replay(&store, s, 100)
            .await
            .iter()
            .map(|u| u.position)
            .collect();
        assert_eq!(
            positions,
            (0..=next).collect::<Vec<_>>(),
            "dense after the failure"
        );
        assert_eq!(next, 10 + durable.len() as u64);
    }

    /// A file that is not a store, and a directory that does not exist, fail
    /// to open with the path and the cause.
    #[test]
    fn unusable_files_fail_to_open() {
        let scratch = Scratch::new();
        let garbage = scratch.0.join("garbage.db");
        std::fs::write(&garbage, vec![0x5a; 8_192]).unwrap();
        let error = SqliteStore::open(&garbage).unwrap_err();
        assert!(matches!(error, StoreError::Open { .. }), "{error}");
        assert!(error.to_string().contains("garbage.db"), "{error}");
        let missing = scratch.0.join("no/such/dir/x.db");
        let error = SqliteStore::open(&missing).unwrap_err();
        assert!(error.to_string().contains("no/such/dir"), "{error}");
    }

    /// Without a tokio runtime, reads run on the caller's thread, and writes
    /// and durability need no runtime either.
    #[test]
    fn works_without_a_runtime() {
        let scratch = Scratch::new();
        let store = scratch.make(Retention::default());
        let s = "sqlite-no-runtime";
        block_on(store.put(SessionMeta::new(s, "/w", 1))).unwrap();
        let ticket = store.append(s, update(s, 0)).unwrap();
        assert_eq!(block_on(store.durable(ticket)).unwrap(), 0);
        let page = block_on(store.updates(s, 0, 10)).unwrap();
        assert_eq!(page.updates.len(), 1);
    }

    /// Polls a future on this thread until it is ready.
    fn block_on<F: std::future::Future>(future: F) -> F::Output {
        use std::sync::Arc;
        use std::task::{Context, Poll, Wake};
        struct Unpark(std::thread::Thread);
        impl Wake for Unpark {
            fn wake(self: Arc<Self>) {
                self.0.unpark();
            }
        }
        let waker = Arc::new(Unpark(std::thread::current())).into();
        let mut cx = Context::from_waker(&waker);
        let mut future = std::pin::pin!(future);
        loop {
            if let Poll::Ready(out) = future.as_mut().poll(&mut cx) {
                return out;
            }
            std::thread::park();
        }
    }
}

/// The warnings and errors logged in this process (every test's).
static LOGGED: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// The warnings and errors that name `session`.
pub(super) fn warnings_about(session: &str) -> Vec<String> {
    let logged = LOGGED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    logged
        .iter()
        .filter(|l| l.contains(session))
        .cloned()
        .collect()
}

/// Captures the warnings and errors of every thread (the SQLite store logs
/// from its writer's) into [`LOGGED`].
pub(super) fn capture_logs() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let _ = tracing::subscriber::set_global_default(Capture);
    });
}

struct Capture;

/// An event's fields as one line.
struct Line(String);

impl tracing::field::Visit for Line {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        use std::fmt::Write;
        let _ = write!(self.0, " {}={value:?}", field.name());
    }
}

impl tracing::Subscriber for Capture {
    fn enabled(&self, metadata: &tracing::Metadata<'_>) -> bool {
        *metadata.level() <= tracing::Level::WARN
    }
    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }
    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}
    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}
    fn event(&self, event: &tracing::Event<'_>) {
        let mut line = Line(event.metadata().level().to_string());
        event.record(&mut line);
        LOGGED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(line.0);
    }
    fn enter(&self, _: &tracing::span::Id) {}
    fn exit(&self, _: &tracing::span::Id) {}
}
