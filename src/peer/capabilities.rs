//! Capabilities derived from the methods a peer implements.
//!
//! The table of which method implies which capability is generated into each
//! protocol module (`acp::v1::AGENT_CAPABILITIES`, `CLIENT_CAPABILITIES`) from what
//! the schema's descriptions say, read in one place in `acp-codegen`
//! (`codegen/src/capabilities.rs`). A handler that knows
//! its methods (the generated handlers, from `implemented_methods`, which
//! `#[acp_agent]` and `#[acp_client]` fill in) has the `initialize` message it
//! sends completed ([`crate::peer::handshake`]):
//! every implied capability that is unset (absent, `null` or `false`) is turned on,
//! and `_`-prefixed extension methods are listed under the capabilities' `_meta`
//! (`_zed.dev/workspace/buffers` -> `"_meta": {"zed.dev": {"workspace/buffers": true}}`).

use serde_json::{Map, Value};

/// Where one side's capabilities travel, and what each method implies: a
/// module's `AGENT_CAPABILITIES` and `CLIENT_CAPABILITIES`.
#[derive(Debug)]
#[non_exhaustive]
pub struct Carrier {
    /// The method whose message carries them (`initialize`).
    pub method: &'static str,
    /// In that method's result (agent) or its params (client).
    pub in_result: bool,
    /// The property holding the capabilities object.
    pub field: &'static str,
    /// The capabilities implied by methods.
    pub implied: &'static [Implied],
    /// Capabilities that claim a set of methods at once (v2's `session: {}`).
    pub baseline: &'static [Baseline],
    /// The capability of each MCP server transport an agent may connect
    /// (`mcpCapabilities.http`, v2's `session.mcp.http`), from the `McpServer`
    /// union's prose.
    pub mcp_transports: &'static [McpTransport],
}

/// The capability an agent advertises when it connects the MCP servers of one
/// transport.
#[derive(Debug)]
#[non_exhaustive]
pub struct McpTransport {
    /// The transport (`stdio`, `http`, `sse`, `acp`).
    pub transport: &'static str,
    /// Wire names from the capabilities object to the capability.
    pub path: &'static [&'static str],
    /// A boolean capability (set to `true`) rather than an object (set to `{}`).
    pub flag: bool,
}

/// A capability that claims every method of a set (v2's `session`, the baseline
/// session methods): turned on only when all of them are implemented. Until it
/// is on (by this or by the peer's own message), nothing below it is claimed.
#[derive(Debug)]
#[non_exhaustive]
pub struct Baseline {
    /// The methods' wire names.
    pub methods: &'static [&'static str],
    /// Wire names from the capabilities object to the capability.
    pub path: &'static [&'static str],
}

/// One method's capability.
#[derive(Debug)]
#[non_exhaustive]
pub struct Implied {
    /// The method's wire name.
    pub method: &'static str,
    /// Wire names from the capabilities object to the capability.
    pub path: &'static [&'static str],
    /// A boolean capability (set to `true`) rather than an object (set to `{}`).
    pub flag: bool,
}

/// What a peer advertises: its side's table and the methods it implements.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct Advertised {
    /// The side's capability table.
    pub carrier: &'static Carrier,
    /// Wire names of the implemented methods, extension methods included.
    pub methods: &'static [&'static str],
    /// The MCP transports the peer connects (an agent using `acp::mcp`).
    pub mcp_transports: &'static [&'static str],
    /// Wire names of methods the SDK serves for the peer (from an agent's
    /// session store), advertised as implemented ones are.
    pub served: &'static [&'static str],
}

impl Advertised {
    /// What a peer of the side `carrier` describes advertises when it
    /// implements `methods` and connects the MCP servers of `mcp_transports`.
    pub fn new(
        carrier: &'static Carrier,
        methods: &'static [&'static str],
        mcp_transports: &'static [&'static str],
    ) -> Self {
        Advertised {
            carrier,
            methods,
            mcp_transports,
            served: &[],
        }
    }

    /// Advertises `methods` too: methods the SDK serves for the peer.
    #[must_use]
    pub fn served(mut self, methods: &'static [&'static str]) -> Self {
        self.served = methods;
        self
    }

    /// Completes the capabilities in `message` (the params or result of
    /// [`Carrier::method`]).
    pub fn complete(&self, message: &mut Value) {
        let Value::Object(message) = message else {
            return;
        };
        let caps = object_at(message, self.carrier.field);
        let has = |method: &str| self.methods.contains(&method) || self.served.contains(&method);
        let mut unclaimed: Vec<&[&str]> = vec![];
        for baseline in self.carrier.baseline {
            if baseline.methods.iter().all(|m| has(m)) {
                let (leaf, parents) = baseline.path.split_last().expect("a path");
                let mut at = &mut *caps;
                for key in parents {
                    at = object_at(at, key);
                }
                if matches!(at.get(*leaf), None | Some(Value::Null)) {
                    at.insert((*leaf).to_owned(), Value::Object(Map::new()));
                }
            } else if !is_set(caps, baseline.path) {
                unclaimed.push(baseline.path);
            }
        }
        let implied = self
            .carrier
            .implied
            .iter()
            .filter(|i| has(i.method))
            .map(|i| (i.path, i.flag));
        let transports = self
            .carrier
            .mcp_transports
            .iter()
            .filter(|t| self.mcp_transports.contains(&t.transport))
            .map(|t| (t.path, t.flag));
        for (path, flag) in implied
            .chain(transports)
            // Below a baseline that is not claimed, a capability would claim it.
            .filter(|(path, _)| !unclaimed.iter().any(|b| path.starts_with(b)))
        {
            let Some((leaf, parents)) = path.split_last() else {
                continue;
            };
            let mut at = &mut *caps;
            for key in parents {
                at = object_at(at, key);
            }
            let unset = matches!(
                at.get(*leaf),
                None | Some(Value::Null) | Some(Value::Bool(false))
            );
            if unset {
                let on = if flag {
                    Value::Bool(true)
                } else {
                    Value::Object(Map::new())
                };
                at.insert((*leaf).to_owned(), on);
            }
        }
        for ext in self.methods.iter().filter_map(|m| m.strip_prefix('_')) {
            let (namespace, rest) = ext.split_once('/').unwrap_or((ext, ""));
            let meta = object_at(caps, "_meta");
            if rest.is_empty() {
                meta.entry(namespace.to_owned())
                    .or_insert(Value::Bool(true));
            } else {
                object_at(meta, namespace)
                    .entry(rest.to_owned())
                    .or_insert(Value::Bool(true));
            }
        }
    }
}

/// Whether the capability at `path` is there (present and not `null`).
fn is_set(caps: &Map<String, Value>, path: &[&str]) -> bool {
    let mut at = caps;
    for (i, key) in path.iter().enumerate() {
        match at.get(*key) {
            None | Some(Value::Null) => return false,
            Some(Value::Object(next)) => at = next,
            Some(_) => return i + 1 == path.len(),
        }
    }
    true
}

/// The object at `key`, made one if it is absent or not an object.
fn object_at<'m>(map: &'m mut Map<String, Value>, key: &str) -> &'m mut Map<String, Value> {
    let slot = map
        .entry(key.to_owned())
        .or_insert_with(|| Value::Object(Map::new()));
    if !slot.is_object() {
        *slot = Value::Object(Map::new());
    }
    match slot {
        Value::Object(m) => m,
        _ => unreachable!("made an object above"),
    }
}
