//! What only the PostgreSQL store does: several instances on one database,
//! rows damaged behind its back, a commit the server refuses, errors that
//! hide passwords. (The behaviour every store has is the suite of
//! `store/tests.rs`, run against this store too.)

use std::collections::{HashMap, VecDeque};

use serde_json::value::RawValue;
use tokio_postgres::NoTls;

use super::server::Server;
use super::PostgresStore;
use crate::session::store::tests::{capture_logs, replay, update, warnings_about};
use crate::session::store::{SessionMeta, Store, StoreError, Ticket};

/// A connection of the test's own to the database at `url`, to change it
/// behind the store's back.
async fn raw(url: &str) -> tokio_postgres::Client {
    let (client, connection) = tokio_postgres::connect(url, NoTls).await.unwrap();
    tokio::spawn(connection);
    client
}

/// Two instances on one database, started at once (both create the tables),
/// append to one session from several tasks each: the positions are 0..n,
/// each given once, and each task's updates keep the order it appended them
/// in.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_append_to_one_session() {
    const TASKS: u64 = 4;
    const EACH: u64 = 750;
    const WINDOW: usize = 32;
    let server = Server::start();
    let url = server.database();
    let (a, b) = tokio::join!(PostgresStore::connect(&url), PostgresStore::connect(&url));
    let (a, b) = (a.unwrap(), b.unwrap());
    let s = "postgres-shared";
    a.put(SessionMeta::new(s, "/w", 1)).await.unwrap();
    let mut writers = Vec::new();
    for (instance, store) in [(0u64, &a), (1, &b)] {
        for task in 0..TASKS {
            let store = store.clone();
            writers.push(tokio::spawn(async move {
                let writer = instance * TASKS + task;
                let mut in_flight: VecDeque<(u64, Ticket)> = VecDeque::new();
                let mut durable = Vec::new();
                for n in 0..EACH {
                    let update = RawValue::from_string(format!(
                        r#"{{"sessionId":"{s}","writer":{writer},"n":{n}}}"#
                    ))
                    .unwrap();
                    in_flight.push_back((n, store.append(s, update).unwrap()));
                    if in_flight.len() == WINDOW {
                        let (n, ticket) = in_flight.pop_front().unwrap();
                        durable.push((n, store.durable(ticket).await.unwrap()));
                    }
                    if n % 16 == 0 {
                        tokio::task::yield_now().await;
                    }
                }
                for (n, ticket) in in_flight {
                    durable.push((n, store.durable(ticket).await.unwrap()));
                }
                (writer, durable)
            }));
        }
    }
    // Where each writer's updates were reported durable.
    let mut reported: HashMap<(u64, u64), u64> = HashMap::new();
    for writer in writers {
        let (writer, durable) = writer.await.unwrap();
        for (n, position) in durable {
            assert!(reported.insert((writer, n), position).is_none());
        }
    }
    let total = 2 * TASKS * EACH;
    let read = replay(&b, s, 1_000).await;
    let positions: Vec<u64> = read.iter().map(|u| u.position).collect();
    assert_eq!(
        positions,
        (0..total).collect::<Vec<_>>(),
        "dense and unique"
    );
    let mut next_of: HashMap<u64, u64> = HashMap::new();
    let mut instances = Vec::new();
    for stored in &read {
        let value: serde_json::Value = serde_json::from_str(stored.update.get()).unwrap();
        let (writer, n) = (
            value["writer"].as_u64().unwrap(),
            value["n"].as_u64().unwrap(),
        );
        instances.push(writer / TASKS);
        let next = next_of.entry(writer).or_insert(0);
        assert_eq!(n, *next, "writer {writer}'s updates stay in its order");
        *next += 1;
        assert_eq!(reported.get(&(writer, n)), Some(&stored.position));
    }
    assert_eq!(next_of.len() as u64, 2 * TASKS);
    assert!(next_of.values().all(|count| *count == EACH));
    // The instances' commits took turns on the session, not one after the
    // other.
    let turns = instances.windows(2).filter(|w| w[0] != w[1]).count();
    assert!(turns > 1, "the instances wrote one after the other");
}

/// A session another instance deleted: the appends this store had queued
/// fail at `durable`, the next fails at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_deleted_by_another_instance() {
    let server = Server::start();
    let url = server.database();
    let a = PostgresStore::connect(&url).await.unwrap();
    let b = PostgresStore::connect(&url).await.unwrap();
    let s = "postgres-deleted-elsewhere";
    a.put(SessionMeta::new(s, "/w", 1)).await.unwrap();
    let ticket = a.append(s, update(s, 0)).unwrap();
    assert_eq!(a.durable(ticket).await.unwrap(), 0);
    // The other instance sees it, appends to it, deletes it.
    let ticket = b.append(s, update(s, 1)).unwrap();
    assert_eq!(b.durable(ticket).await.unwrap(), 1);
    assert!(b.delete(s).await.unwrap());
    let ticket = a.append(s, update(s, 2)).unwrap();
    let error = a.durable(ticket).await.unwrap_err();
    assert!(matches!(error, StoreError::NotFound { .. }), "{error}");
    let error = a.append(s, update(s, 3)).unwrap_err();
    assert!(matches!(error, StoreError::NotFound { .. }), "{error}");
    assert_eq!(a.meta(s).await.unwrap(), None);
}

/// Rows damaged behind the store's back are skipped with a warning.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn corrupt_records_are_skipped() {
    capture_logs();
    let server = Server::start();
    let url = server.database();
    let store = PostgresStore::connect(&url).await.unwrap();
    let s = "postgres-corrupt-1";
    store.put(SessionMeta::new(s, "/w", 1)).await.unwrap();
    for n in 0..5 {
        store.append(s, update(s, n)).unwrap();
    }
    store.flush().await.unwrap();
    raw(&url)
        .await
        .batch_execute(&format!(
            "UPDATE acp_updates SET json = '{{\"trunc' WHERE position = 1; \
             UPDATE acp_updates SET json = '' WHERE position = 3; \
             UPDATE acp_sessions SET additional_directories = '[', meta = 'nope' \
             WHERE id = '{s}';"
        ))
        .await
        .unwrap();
    let read = replay(&store, s, 2).await;
    assert_eq!(
        read.iter().map(|u| u.position).collect::<Vec<_>>(),
        [0, 2, 4]
    );
    let meta = store.meta(s).await.unwrap().unwrap();
    assert!(meta.additional_directories.is_empty() && meta.meta.is_none());
    let corrupt = warnings_about(s)
        .iter()
        .filter(|w| w.contains("corrupt"))
        .count();
    assert!(corrupt >= 4, "{:?}", warnings_about(s));
    // Appending goes on after the damaged rows.
    let ticket = store.append(s, update(s, 5)).unwrap();
    assert_eq!(store.durable(ticket).await.unwrap(), 5);
}

/// A commit the server refuses fails its batch, with the store and the
/// server's words; the store goes on, its positions dense.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_commit_fails_its_writes_and_the_store_goes_on() {
    let server = Server::start();
    let url = server.database();
    let store = PostgresStore::connect(&url).await.unwrap();
    let s = "postgres-failed-commit";
    store.put(SessionMeta::new(s, "/w", 1)).await.unwrap();
    for n in 0..10 {
        store.append(s, update(s, n)).unwrap();
    }
    store.flush().await.unwrap();
    let raw = raw(&url).await;
    raw.batch_execute(
        "CREATE FUNCTION poison() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
         IF NEW.json LIKE '%poison%' THEN RAISE EXCEPTION 'poisoned update refused'; END IF; \
         RETURN NEW; END $$; \
         CREATE TRIGGER poison BEFORE INSERT ON acp_updates FOR EACH ROW \
         EXECUTE FUNCTION poison();",
    )
    .await
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
    assert!(first.to_string().contains(store.name()), "{first}");
    // Committed with the poisoned one, they failed with it; after it, they
    // went on from the position the server had.
    let mut durable = Vec::new();
    for ticket in &tickets[1..] {
        if let Ok(position) = store.durable(*ticket).await {
            durable.push(position);
        }
    }
    raw.batch_execute("DROP TRIGGER poison ON acp_updates")
        .await
        .unwrap();
    let ticket = store.append(s, update(s, 200)).unwrap();
    let next = store.durable(ticket).await.unwrap();
    let positions: Vec<u64> = replay(&store, s, 100)
        .await
        .iter()
        .map(|u| u.position)
        .collect();
    assert_eq!(positions, (0..=next).collect::<Vec<_>>(), "dense");
    assert_eq!(next, 10 + durable.len() as u64);
}

/// A server that cannot be reached, and a URL that is not one, fail to
/// connect with the store's name, its password hidden, and the cause.
#[tokio::test]
async fn failures_to_connect_hide_the_password() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("postgres://agent:hunter2@127.0.0.1:{port}/acp");
    let error = PostgresStore::connect(&url).await.unwrap_err();
    assert!(matches!(error, StoreError::Open { .. }), "{error}");
    let shown = error.to_string();
    assert!(
        shown.contains(&format!("postgres://agent:***@127.0.0.1:{port}/acp")),
        "{shown}"
    );
    assert!(!shown.contains("hunter2"), "{shown}");
    assert!(shown.contains("connect"), "{shown}");
    let error = PostgresStore::connect("host=h password=hunter2 port=notaport")
        .await
        .unwrap_err();
    assert!(matches!(error, StoreError::Open { .. }), "{error}");
    assert!(!error.to_string().contains("hunter2"), "{error}");
}
