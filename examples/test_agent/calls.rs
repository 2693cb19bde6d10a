//! The test agent's tool call ids, shared by its v1 and v2 agents: a session
//! numbers its tool calls of each kind (`perm-1`, `perm-2`, ..., `mcp-1`, ...),
//! so that no two tool calls of a session share an id, turn after turn. The
//! schema: `toolCallId` is "Unique identifier for this tool call within the
//! session", and clients key their tool calls by it.

use std::collections::HashMap;
use std::sync::Mutex;

/// The tool calls a session has made so far, by kind.
#[derive(Debug, Default)]
pub struct CallIds(Mutex<HashMap<&'static str, u64>>);

impl CallIds {
    /// The id of the session's next tool call of `kind`: `KIND-N`, N from 1.
    pub fn next(&self, kind: &'static str) -> String {
        let mut made = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let n = made.entry(kind).or_default();
        *n += 1;
        format!("{kind}-{n}")
    }
}

impl CallIds {
    /// How many tool calls of each kind the session made: what a session store
    /// keeps of them (`test_agent/store.rs`).
    #[allow(
        dead_code,
        reason = "the v1 agent's; the v2 agent is compiled into tests alone"
    )]
    pub fn counts(&self) -> HashMap<String, u64> {
        let made = self.0.lock().unwrap_or_else(|e| e.into_inner());
        made.iter().map(|(k, n)| (k.to_string(), *n)).collect()
    }

    /// A session's ids going on from `counts` (of the kinds in `kinds`).
    #[cfg_attr(not(feature = "store"), allow(dead_code))]
    pub fn resumed(counts: &HashMap<String, u64>, kinds: &[&'static str]) -> Self {
        let made = kinds
            .iter()
            .filter_map(|kind| counts.get(*kind).map(|n| (*kind, *n)))
            .collect();
        CallIds(Mutex::new(made))
    }
}
