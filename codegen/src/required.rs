//! The methods a peer must implement, read from the schema's prose: the one place
//! this knowledge lives.
//!
//! A method definition carries only `x-side` and `x-method`: nothing marks the
//! mandatory ones. The schema says which they are in prose, and [`methods`] reads
//! it (`acp-macros` turns a missing one into a compile error):
//!
//! 1. The handshake method ([`crate::handshake::METHOD`]) is required of the side
//!    that serves it: without it no connection starts.
//! 2. A sentence "As a baseline, all Agents **MUST** support `session/new`,
//!    `session/prompt`, `session/cancel`, and `session/update`" (v1's
//!    `SessionCapabilities`) requires the quoted methods that side serves, except
//!    those the generated handlers serve for every peer of the protocol module:
//!    the notifications of its sessions table ([`crate::sessions`]), which cancel
//!    a turn or feed the client's session handles. A quoted name that is not a
//!    method of the schema fails the build, naming it. Methods the other side
//!    serves (`session/update`, which agents send) are not the implementer's.
//! 3. [`OVERRIDES`] adds what the prose does not say, each entry with its reason,
//!    where the schema has the method for that side.
//!
//! v2's schema has no such sentence: its agents advertise the session methods
//! with the `session` capability (see [`crate::capabilities`]), so only the
//! handshake (and the overrides) are required there.

use crate::error::Error;
use crate::methods::{MethodKind, Side};
use crate::model::Protocol;
use crate::prose;

/// A method every peer of `side` must implement, where the schema is silent.
pub struct Override {
    /// The side that serves it.
    pub side: Side,
    /// The method's wire name.
    pub method: &'static str,
    /// Why it is required.
    #[allow(dead_code, reason = "for the reader of the table and the tests")]
    pub reason: &'static str,
}

/// What the schema's prose does not say.
pub const OVERRIDES: &[Override] = &[Override {
    side: Side::Client,
    method: "session/request_permission",
    reason: "the schema states no client baseline; the spec's overview lists this method as \
             the client's one baseline method (docs/protocol/v1/overview.mdx, \"Client: \
             Baseline Methods\"), and a client that cannot answer it cannot run a turn that \
             asks for permission",
}];

/// One required method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Required {
    /// The method's wire name.
    pub method: String,
    /// The side that must implement it.
    pub side: Side,
    /// Where the requirement comes from.
    pub source: Source,
}

/// Where a requirement comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// It is the handshake method.
    Handshake,
    /// The baseline sentence in the description of this type.
    Baseline(String),
    /// An entry of [`OVERRIDES`] (by its index).
    Override(usize),
}

/// The methods each side of `protocol` must implement, in schema order.
pub fn methods(protocol: &Protocol) -> Result<Vec<Required>, Error> {
    let mut required: Vec<Required> = vec![];
    let serves = |side: &Side, name: &str| {
        protocol
            .methods
            .iter()
            .any(|m| m.side == *side && m.name == name)
    };
    if let Some(handshake) = protocol
        .methods
        .iter()
        .find(|m| m.name == crate::handshake::METHOD && m.kind == MethodKind::Request)
    {
        required.push(Required {
            method: handshake.name.clone(),
            side: handshake.side.clone(),
            source: Source::Handshake,
        });
    }
    let served_by_runtime: Vec<String> = crate::sessions::find(protocol)
        .map(|t| vec![t.cancel, t.update])
        .unwrap_or_default();
    for def in &protocol.types {
        for sentence in def.docs.iter().flat_map(|d| prose::sentences(d)) {
            let Some((side, names)) = baseline_sentence(&sentence) else {
                continue;
            };
            for name in names {
                if !protocol.methods.iter().any(|m| m.name == name) {
                    return Err(Error::new(
                        &def.name,
                        format!(
                            "the baseline names `{name}`, which is not a method of this schema"
                        ),
                    ));
                }
                if serves(&side, name) && !served_by_runtime.iter().any(|m| m == name) {
                    required.push(Required {
                        method: name.to_owned(),
                        side: side.clone(),
                        source: Source::Baseline(def.name.clone()),
                    });
                }
            }
        }
    }
    for (index, o) in OVERRIDES.iter().enumerate() {
        if serves(&o.side, o.method) {
            required.push(Required {
                method: o.method.to_owned(),
                side: o.side.clone(),
                source: Source::Override(index),
            });
        }
    }
    // Schema order, each method once (the first reason wins).
    let position = |r: &Required| protocol.methods.iter().position(|m| m.name == r.method);
    required.sort_by_key(position);
    required.dedup_by(|a, b| a.method == b.method && a.side == b.side);
    Ok(required)
}

/// The side and quoted names of "As a baseline, all Agents MUST support `a`, `b`,
/// and `c`" (emphasis stripped); `None` for any other sentence.
fn baseline_sentence(sentence: &str) -> Option<(Side, Vec<&str>)> {
    let plain = sentence.replace("**", "");
    let rest = prose::after(&plain, "As a baseline, all ")?;
    let (noun, rest) = rest.split_once(' ')?;
    rest.starts_with("MUST support").then_some(())?;
    let side = match noun.to_lowercase().trim_end_matches('s') {
        "agent" => Side::Agent,
        "client" => Side::Client,
        _ => return None,
    };
    let clause = prose::after(sentence, "support")?;
    Some((side, prose::quoted(clause)))
}
