//! The test agent's sessions kept in a session store (feature `store`):
//! `--store PATH` opens a SQLite file (feature `store-sqlite`), `--store-url
//! URL` a PostgreSQL database (feature `store-postgres`), which several agent
//! instances share. The SDK then
//! records every session's updates and serves `session/list`, `session/load`
//! and `session/resume` (and `session/close`) from the store; the agent keeps
//! its own part (each session's mode, model and tool call numbering) in the
//! session's saved state, and gets it back in its restore hook.
// The v2 agent, compiled into tests on its own, uses part of it.
#![allow(dead_code)]

use std::collections::HashMap;

use acp::session::served::Restored;
use acp::session::store::{AnyStore, Store};
use serde::{Deserialize, Serialize};

use crate::calls::CallIds;

/// The tool call kinds whose numbering a session keeps.
const CALL_KINDS: &[&str] = &["perm", "mcp", "demo"];

/// What the agent saves of a session.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Saved {
    pub mode: Option<String>,
    pub model: Option<String>,
    pub calls: HashMap<String, u64>,
}

impl Saved {
    /// The session's state as the store gave it back (`Default` when there is
    /// none, or it does not read).
    pub fn of(restored: &Restored) -> Saved {
        restored
            .state
            .as_deref()
            .and_then(|bytes| serde_json::from_slice(bytes).ok())
            .unwrap_or_default()
    }

    /// The session's tool call ids, going on from where they were.
    pub fn calls(&self) -> CallIds {
        CallIds::resumed(&self.calls, CALL_KINDS)
    }
}

/// The MCP servers a load or resume asks the agent to connect, as the
/// module's type (`McpServer`); none when the params have none that read.
pub fn mcp_servers<T: serde::de::DeserializeOwned>(restored: &Restored) -> Vec<T> {
    restored
        .params
        .get("mcpServers")
        .and_then(|servers| serde_json::from_value(servers.clone()).ok())
        .unwrap_or_default()
}

/// Saves a session's state; a failure is logged (the turn went out already).
pub async fn save(store: &AnyStore, session: &str, saved: &Saved) {
    let bytes = serde_json::to_vec(saved).expect("the state is JSON");
    if let Err(e) = store.save_state(session, bytes).await {
        eprintln!("test agent: the state of session {session} was not saved: {e}");
    }
}

/// The store `--store PATH` names, opened; exits saying why when it cannot.
pub fn open(path: &str) -> AnyStore {
    #[cfg(feature = "store-sqlite")]
    match acp::session::store::SqliteStore::open(path) {
        Ok(store) => AnyStore::new(store),
        Err(e) => {
            eprintln!("test agent: --store {path}: {e}");
            std::process::exit(2)
        }
    }
    #[cfg(not(feature = "store-sqlite"))]
    {
        eprintln!("test agent: --store {path} needs the feature `store-sqlite`");
        std::process::exit(2)
    }
}

/// The PostgreSQL store `--store-url URL` names, connected; exits saying why
/// when it cannot.
pub async fn connect(url: &str) -> AnyStore {
    #[cfg(feature = "store-postgres")]
    match acp::session::store::PostgresStore::connect(url).await {
        Ok(store) => AnyStore::new(store),
        Err(e) => {
            eprintln!("test agent: --store-url: {e}");
            std::process::exit(2)
        }
    }
    #[cfg(not(feature = "store-postgres"))]
    {
        let _ = url;
        eprintln!("test agent: --store-url needs the feature `store-postgres`");
        std::process::exit(2)
    }
}

/// A session id no earlier run of the agent gave: the time it started, and a
/// number.
pub fn unique_id(n: u64) -> String {
    format!("test-{}-{n}", acp::session::store::unix_ms())
}

/// The title a session gets from its first prompt: its first line, at most
/// 60 characters.
pub fn title_of(prompt: &str) -> String {
    let line = prompt.lines().next().unwrap_or_default().trim();
    match line.char_indices().nth(60) {
        Some((end, _)) => format!("{}…", &line[..end]),
        None => line.to_owned(),
    }
}
