//! What the macros know about the protocol: the method tables of the schema the
//! `acp` crate is generated from, plus the few rules the schema does not state.

use std::sync::OnceLock;

use acp_codegen::schemas::{self, Schema};
use acp_codegen::{Method, Protocol, Side};

/// The schema `acp::v1` is generated from: the very constant `build.rs` of the
/// `acp` crate reads (see `acp_codegen::schemas` for how it is chosen).
const SCHEMA: Schema = schemas::V1;

/// Which side an impl block plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Agent,
    Client,
}

/// Methods a peer must implement to be useful at all. The schema marks no method
/// as mandatory; these are the ones without which the peer cannot take part in a
/// session (the spec's "baseline" of each side).
const REQUIRED: &[(Role, &str)] = &[
    (Role::Agent, "initialize"),
    (Role::Agent, "session/new"),
    (Role::Agent, "session/prompt"),
    (Role::Client, "session/update"),
    (Role::Client, "session/request_permission"),
];

impl Role {
    pub fn attribute(self) -> &'static str {
        match self {
            Role::Agent => "acp_agent",
            Role::Client => "acp_client",
        }
    }

    /// `agent` / `client`.
    pub fn noun(self) -> &'static str {
        match self {
            Role::Agent => "agent",
            Role::Client => "client",
        }
    }

    /// The generated trait, handler and the peer its methods receive.
    pub fn names(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Role::Agent => ("Agent", "AgentHandler", "ClientPeer"),
            Role::Client => ("Client", "ClientHandler", "AgentPeer"),
        }
    }

    fn side(self) -> Side {
        match self {
            Role::Agent => Side::Agent,
            Role::Client => Side::Client,
        }
    }

    /// The methods this side serves, in schema order.
    pub fn methods(self) -> Vec<&'static Method> {
        protocol()
            .methods
            .iter()
            .filter(|m| m.side == self.side())
            .collect()
    }

    /// The methods this side must implement.
    pub fn required(self) -> Vec<&'static Method> {
        self.methods()
            .into_iter()
            .filter(|m| {
                REQUIRED
                    .iter()
                    .any(|(role, name)| *role == self && *name == m.name)
            })
            .collect()
    }
}

fn protocol() -> &'static Protocol {
    static PROTOCOL: OnceLock<Protocol> = OnceLock::new();
    PROTOCOL.get_or_init(|| {
        Protocol::from_json(SCHEMA.json).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (the acp crate's build.rs reports the same)",
                SCHEMA.source
            )
        })
    })
}
