//! Which capability each method implies, read from the schema's prose: the one
//! place this knowledge lives.
//!
//! Peers written with `#[acp_agent]` / `#[acp_client]` advertise what they
//! implement: an agent's `initialize` result and a client's `initialize` params
//! are completed with the capabilities of the implemented methods (a capability
//! the user already set is left alone). The schema has no machine-readable link
//! from a method to its capability, but it states the link in prose, in two
//! places, and [`table`] reads both:
//!
//! 1. **The method's description** (its params type's, and the method's own in the
//!    JSON-RPC envelope): a sentence with "available if" names the capability in
//!    backquotes, as a dotted path of wire names under the side's capabilities
//!    object: "Only available if the Agent supports the
//!    `sessionCapabilities.options` capability", "Only available if the
//!    `terminal` Client capability is set to `true`". Such a method is *gated*:
//!    the named capability must exist, or the build fails naming the method.
//! 2. **The capability's description** (the property's, and its type's): a
//!    sentence "Whether the agent supports ...", "Capabilities for ..." or
//!    "Supplying `{}` means the agent supports ..." claims the methods its clause
//!    begins with (`` `session/archive` and `session/unarchive` ``;
//!    `` `terminal/*` `` for every method of that namespace; "the logout method"
//!    unquoted), but not those named later ("supports deleting sessions from
//!    `session/list`"). Where both places speak of a
//!    method they must agree, and one method claimed by two capabilities is an
//!    error.
//!
//! A capability that "means the Agent supports the baseline session methods:
//! `session/new`, ..." claims a whole set (v2's `session: {}`): it becomes a
//! [`Baseline`], turned on only when every listed method the side serves is
//! implemented.
//!
//! Where the prose is wrong or missing, [`OVERRIDES`] says what it should have
//! said, each entry with its reason. An override of wrong prose applies only
//! while the description still names what it names; one of missing prose only
//! while nothing else derives the method's capability; both only where their
//! capability exists. A test (`codegen/tests/capabilities.rs`) fails on an entry
//! that no vendored schema needs any more.

use crate::error::Error;
use crate::methods::{Method, Side};
use crate::model::{Protocol, Shape, Ty};
use crate::prose;

/// Where one side's capabilities travel.
pub struct Carrier {
    /// The method whose message carries them.
    pub method: &'static str,
    /// In the method's result (agent) or its params (client).
    pub in_result: bool,
    /// The type of the capabilities object. The property holding it is the
    /// message's property of this type: `agentCapabilities` in v1, `capabilities`
    /// in v2.
    pub ty: &'static str,
    /// The side that advertises them, and serves the methods that imply them.
    pub side: Side,
}

/// What an agent advertises in its `initialize` result.
pub const AGENT: Carrier = Carrier {
    method: crate::handshake::METHOD,
    in_result: true,
    ty: "AgentCapabilities",
    side: Side::Agent,
};

/// What a client advertises in its `initialize` params.
pub const CLIENT: Carrier = Carrier {
    method: crate::handshake::METHOD,
    in_result: false,
    ty: "ClientCapabilities",
    side: Side::Client,
};

/// A correction of the schema's prose: what a method's description should say.
pub struct Override {
    /// The method's wire name.
    pub method: &'static str,
    /// The capability the method's description names, where it names a wrong
    /// one; `None` where the prose names none.
    pub named: Option<&'static str>,
    /// The capability the method implies, as a dotted path of wire names under
    /// the capabilities object.
    pub capability: &'static str,
    /// Why the prose is overridden.
    #[allow(dead_code, reason = "for the reader of the table and the tests")]
    pub reason: &'static str,
}

/// The prose that is wrong or missing, and what it should say.
pub const OVERRIDES: &[Override] = &[
    Override {
        method: "session/fork",
        named: Some("session.fork"),
        capability: "sessionCapabilities.fork",
        reason: "v1's ForkSessionRequest names v2's path; v1's AgentCapabilities has no \
                 `session`, and its own `sessionCapabilities.fork` says \"Whether the agent \
                 supports `session/fork`\"",
    },
    Override {
        method: "providers/list",
        named: None,
        capability: "providers",
        reason: "the `providers` capability means \"the agent supports provider configuration \
                 methods\" without naming them",
    },
    Override {
        method: "providers/set",
        named: None,
        capability: "providers",
        reason: "as for `providers/list`",
    },
    Override {
        method: "providers/disable",
        named: None,
        capability: "providers",
        reason: "as for `providers/list`",
    },
    Override {
        method: "elicitation/create",
        named: None,
        capability: "elicitation.form",
        reason: "the schema names no capability for the request (the spec's overview: \"requires \
                 the matching `elicitation` mode capability\"); a client that handles it can \
                 take forms, which need nothing else, while URL mode also needs \
                 `elicitation/complete`",
    },
    Override {
        method: "elicitation/complete",
        named: None,
        capability: "elicitation.url",
        reason: "the schema names no capability for it; it reports the end of an out-of-band \
                 URL elicitation, which only a client supporting URL mode receives",
    },
];

/// A side's capability table: which capability each implemented method turns on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The property of the carrying message that holds the capabilities object.
    pub field: String,
    /// The capabilities implied by single methods, in schema order.
    pub implied: Vec<Implied>,
    /// The capabilities that claim a set of methods at once.
    pub baseline: Vec<Baseline>,
    /// The capability of each MCP server transport (agent side only).
    pub mcp_transports: Vec<McpTransport>,
}

/// The capability an agent advertises when it connects MCP servers of one
/// transport, read from the `McpServer` union: each variant's description says
/// "Only available when the Agent capabilities indicate `mcp_capabilities.http`
/// is `true`" (v1, in Rust field names) or "... include `session.mcp.http`" (v2,
/// in wire names).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McpTransport {
    /// The transport: the variant's tag (`http`, `sse`, `acp`), `stdio` for the
    /// variant without one.
    pub transport: String,
    /// Wire names from the capabilities object to the capability.
    pub path: Vec<String>,
    /// A boolean capability (set to `true`) rather than an object (set to `{}`).
    pub flag: bool,
}

/// The union of MCP server settings that `session/new` carries.
pub(crate) const MCP_SERVER_UNION: &str = "McpServer";

/// The name of the MCP transport a variant of [`MCP_SERVER_UNION`] stands for:
/// its tag (`http`, `sse`, `acp`), or for the variant without one its name
/// (`stdio`).
pub(crate) fn mcp_transport_name(variant: &crate::model::Variant) -> String {
    variant
        .tag_value
        .clone()
        .unwrap_or_else(|| variant.name.to_lowercase())
}

/// One method's capability.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Implied {
    /// The method's wire name.
    pub method: String,
    /// Wire names from the capabilities object to the capability.
    pub path: Vec<String>,
    /// A boolean capability (set to `true`) rather than an object (set to `{}`).
    pub flag: bool,
    /// Where the entry comes from.
    pub source: Source,
}

/// Where a table entry comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The method's description ("Only available if ...").
    Method,
    /// The capability's description ("Whether the agent supports ...").
    Capability,
    /// An entry of [`OVERRIDES`] (by its index).
    Override(usize),
}

/// A capability that claims every method of a set (v2's `session`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Baseline {
    /// The methods' wire names: those of the set that the side serves.
    pub methods: Vec<String>,
    /// Wire names from the capabilities object to the capability.
    pub path: Vec<String>,
}

/// One capability of the tree under a capabilities object.
struct Node {
    path: Vec<String>,
    ty: Ty,
    /// The property's description and its type's.
    docs: Vec<String>,
}

impl Node {
    fn dotted(&self) -> String {
        self.path.join(".")
    }
}

/// The capability table of `carrier` in `protocol`, read from the prose (see the
/// module docs); `None` if the schema has no such capabilities object.
pub fn table(protocol: &Protocol, carrier: &Carrier) -> Result<Option<Table>, Error> {
    let Some((field, root)) = capabilities_field(protocol, carrier) else {
        return Ok(None);
    };
    let mut nodes = vec![];
    collect_nodes(
        protocol,
        &root,
        &mut vec![],
        &mut vec![root.clone()],
        &mut nodes,
    );
    let served: Vec<&Method> = protocol
        .methods
        .iter()
        .filter(|m| m.side == carrier.side)
        .collect();
    let (claims, baseline) = capability_claims(protocol, &nodes, &served)?;

    let mut implied = vec![];
    for method in &served {
        let claim = claims.iter().find(|(m, _)| *m == method.name);
        let gate = method_gate(method, &nodes, carrier)?;
        let (node, source) = match (gate, claim) {
            (Some(Gate::Resolved(node)), claim) => {
                if let Some((_, other)) = claim.filter(|(_, other)| other.path != node.path) {
                    return Err(Error::new(
                        &method.params,
                        format!(
                            "method `{}`: its description makes it available with `{}`, but \
                             the capability `{}` claims it",
                            method.name,
                            node.dotted(),
                            other.dotted()
                        ),
                    ));
                }
                (node, Source::Method)
            }
            (Some(Gate::Unresolved(named)), _) => {
                let Some((index, node)) = override_for(method, Some(&named), &nodes) else {
                    return Err(Error::new(
                        &method.params,
                        format!(
                            "method `{}` is gated by the capability `{named}` (its description \
                             says so), which {} does not have; fix the schema, or correct the \
                             prose in OVERRIDES (codegen/src/capabilities.rs)",
                            method.name, carrier.ty
                        ),
                    ));
                };
                (node, Source::Override(index))
            }
            (None, Some((_, node))) => (*node, Source::Capability),
            (None, None) => match override_for(method, None, &nodes) {
                Some((index, node)) => (node, Source::Override(index)),
                None => continue,
            },
        };
        implied.push(Implied {
            method: method.name.clone(),
            path: node.path.clone(),
            flag: flag(node, method)?,
            source,
        });
    }
    let mcp_transports = match carrier.side {
        Side::Agent => mcp_transports(protocol, &nodes)?,
        _ => vec![],
    };
    Ok(Some(Table {
        field,
        implied,
        baseline,
        mcp_transports,
    }))
}

/// The capability of each MCP transport, from the `McpServer` variants' prose
/// (see [`McpTransport`]); a variant naming a capability the agent does not
/// have fails the build.
fn mcp_transports(protocol: &Protocol, nodes: &[Node]) -> Result<Vec<McpTransport>, Error> {
    let Some(Shape::Tagged(union)) = protocol.get(MCP_SERVER_UNION).map(|d| &d.shape) else {
        return Ok(vec![]);
    };
    let variants = union.variants.iter().chain(&union.untagged_default);
    let mut out = vec![];
    for variant in variants {
        let transport = mcp_transport_name(variant);
        let sentences = variant.docs.iter().flat_map(|d| prose::sentences(d));
        for sentence in sentences {
            if !sentence.contains("Only available when the Agent capabilities") {
                continue;
            }
            let named = prose::quoted(&sentence)
                .into_iter()
                .find(|n| !matches!(*n, "true" | "false" | "{}"));
            let Some(named) = named else { continue };
            // v1's prose names the Rust fields (`mcp_capabilities`), v2's the wire.
            let node = nodes.iter().find(|node| {
                node.dotted() == named
                    || node
                        .path
                        .iter()
                        .map(|seg| heck::ToSnakeCase::to_snake_case(seg.as_str()))
                        .collect::<Vec<_>>()
                        .join(".")
                        == named
            });
            let Some(node) = node else {
                return Err(Error::new(
                    MCP_SERVER_UNION,
                    format!(
                        "the `{transport}` MCP transport is gated by `{named}`, which is no \
                         capability of the agent"
                    ),
                ));
            };
            let flag = match node.ty {
                Ty::Bool => true,
                Ty::Ref(_) => false,
                _ => {
                    return Err(Error::new(
                        MCP_SERVER_UNION,
                        format!("`{named}` is neither a boolean nor an object"),
                    ))
                }
            };
            out.push(McpTransport {
                transport: transport.clone(),
                path: node.path.clone(),
                flag,
            });
            break;
        }
    }
    Ok(out)
}

/// What a method's description says gates it.
enum Gate<'n> {
    /// The capability it names.
    Resolved(&'n Node),
    /// A name that is no capability of the side.
    Unresolved(String),
}

/// The capability a method's own prose gates it by: the first quoted name of a
/// sentence with "available if" that is a capability of the side.
fn method_gate<'n>(
    method: &Method,
    nodes: &'n [Node],
    carrier: &Carrier,
) -> Result<Option<Gate<'n>>, Error> {
    let texts = [method.docs.as_deref(), method.call_docs.as_deref()];
    let mut found: Option<Gate> = None;
    for sentence in texts.into_iter().flatten().flat_map(prose::sentences) {
        if !sentence.to_lowercase().contains("available if") {
            continue;
        }
        let names: Vec<&str> = prose::quoted(&sentence)
            .into_iter()
            .filter(|n| !n.contains('/') && !matches!(*n, "true" | "false" | "{}"))
            .collect();
        let gate = match names
            .iter()
            .find_map(|n| nodes.iter().find(|node| node.dotted() == *n))
        {
            Some(node) => Gate::Resolved(node),
            None => match names.first() {
                Some(name) => Gate::Unresolved((*name).to_owned()),
                None => {
                    return Err(Error::new(
                        &method.params,
                        format!(
                            "method `{}`: \"{sentence}\" names no capability of {}",
                            method.name, carrier.ty
                        ),
                    ))
                }
            },
        };
        match (&found, &gate) {
            (None, _) => found = Some(gate),
            (Some(Gate::Resolved(a)), Gate::Resolved(b)) if a.path == b.path => {}
            (Some(Gate::Unresolved(a)), Gate::Unresolved(b)) if a == b => {}
            (Some(_), _) => {
                return Err(Error::new(
                    &method.params,
                    format!(
                        "method `{}`: its descriptions name two different gating capabilities",
                        method.name
                    ),
                ))
            }
        }
    }
    Ok(found)
}

/// The override of `method` that applies: one correcting the capability its
/// prose `named`, or (for `None`) one supplying missing prose; only where its
/// capability exists.
fn override_for<'n>(
    method: &Method,
    named: Option<&str>,
    nodes: &'n [Node],
) -> Option<(usize, &'n Node)> {
    OVERRIDES.iter().enumerate().find_map(|(index, o)| {
        if o.method != method.name || o.named != named {
            return None;
        }
        let node = nodes.iter().find(|n| n.dotted() == o.capability)?;
        Some((index, node))
    })
}

/// The methods claimed by the capabilities' prose, and the baselines.
#[allow(clippy::type_complexity)]
fn capability_claims<'n>(
    protocol: &Protocol,
    nodes: &'n [Node],
    served: &[&Method],
) -> Result<(Vec<(String, &'n Node)>, Vec<Baseline>), Error> {
    let mut claims: Vec<(String, &Node)> = vec![];
    let mut baseline: Vec<Baseline> = vec![];
    let serves = |name: &str| served.iter().any(|m| m.name == name);
    for node in nodes {
        for sentence in node.docs.iter().flat_map(|d| prose::sentences(d)) {
            let Some(clause) = support_clause(&sentence) else {
                continue;
            };
            if let Some(list) =
                prose::after(clause, "baseline").and_then(|rest| prose::after(rest, "methods:"))
            {
                let mut methods = vec![];
                for name in prose::quoted(list) {
                    if !protocol.methods.iter().any(|m| m.name == name) {
                        return Err(Error::new(
                            node.path.last().map_or("", String::as_str),
                            format!(
                                "the capability `{}` claims the baseline method `{name}`, which \
                                 is not a method of this schema",
                                node.dotted()
                            ),
                        ));
                    }
                    if serves(name) && !methods.iter().any(|m| m == name) {
                        methods.push(name.to_owned());
                    }
                }
                if !baseline.iter().any(|b| b.path == node.path) {
                    baseline.push(Baseline {
                        methods,
                        path: node.path.clone(),
                    });
                }
                continue;
            }
            for method in claimed(clause, served) {
                match claims.iter().find(|(m, _)| *m == method) {
                    Some((_, other)) if other.path != node.path => {
                        return Err(Error::new(
                            node.path.last().map_or("", String::as_str),
                            format!(
                                "method `{method}` is claimed by two capabilities, `{}` and `{}`",
                                other.dotted(),
                                node.dotted()
                            ),
                        ))
                    }
                    Some(_) => {}
                    None => claims.push((method, node)),
                }
            }
        }
    }
    Ok((claims, baseline))
}

/// The part of a capability's sentence that says what the side supports: after
/// "Whether the agent support(s)", "Capabilities for" or "Supplying `{}` means
/// the agent supports".
fn support_clause(sentence: &str) -> Option<&str> {
    if sentence.starts_with("Whether the ") {
        let rest = prose::after(sentence, " support")?;
        return Some(rest.strip_prefix('s').unwrap_or(rest).trim_start());
    }
    if let Some(rest) = sentence.strip_prefix("Capabilities for ") {
        return Some(rest);
    }
    prose::after(sentence, "Supplying `{}` means the ")
        .and_then(|rest| prose::after(rest, " supports "))
}

/// The served methods a support clause begins with: quoted (`` `session/list` ``,
/// or `` `terminal/*` `` for a namespace) or as "the NAME method", after an
/// optional "the", "all" or "both", and joined by "and" or commas. What comes
/// later in the clause ("deleting sessions from `session/list`") is not claimed.
fn claimed(clause: &str, served: &[&Method]) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    let mut rest = clause;
    for article in ["the ", "all ", "both "] {
        rest = rest.strip_prefix(article).unwrap_or(rest);
    }
    loop {
        let (name, after) = if let Some(quoted) = rest.strip_prefix('`') {
            let Some((name, after)) = quoted.split_once('`') else {
                break;
            };
            (name, after)
        } else {
            let (word, after) = rest.split_once(' ').unwrap_or((rest, ""));
            if !after.starts_with("method") {
                break;
            }
            (word, after)
        };
        match name.strip_suffix('*') {
            Some(namespace) if namespace.ends_with('/') => out.extend(
                served
                    .iter()
                    .filter(|m| m.name.starts_with(namespace))
                    .map(|m| m.name.clone()),
            ),
            _ if served.iter().any(|m| m.name == name) => out.push(name.to_owned()),
            _ => {}
        }
        let after = after.trim_start_matches([' ', ',']);
        let after = after.strip_prefix("method ").unwrap_or(after);
        match after.strip_prefix("and ") {
            Some(next) => rest = next.strip_prefix("the ").unwrap_or(next),
            None if after.starts_with('`') => rest = after,
            None => break,
        }
    }
    out.dedup();
    out
}

/// Whether the capability is a boolean (`true`) or an object (`{}`).
fn flag(node: &Node, method: &Method) -> Result<bool, Error> {
    match node.ty {
        Ty::Bool => Ok(true),
        Ty::Ref(_) => Ok(false),
        _ => Err(Error::new(
            &method.params,
            format!(
                "method `{}` implies the capability `{}`, which is neither a boolean nor an object",
                method.name,
                node.dotted()
            ),
        )),
    }
}

/// Every capability under the struct `owner` (its properties but `_meta`, and
/// theirs, depth first), with its docs.
fn collect_nodes(
    protocol: &Protocol,
    owner: &Ty,
    path: &mut Vec<String>,
    visiting: &mut Vec<Ty>,
    out: &mut Vec<Node>,
) {
    let Ty::Ref(owner) = owner else { return };
    let Some(Shape::Struct(s)) = protocol.get(owner).map(|d| &d.shape) else {
        return;
    };
    for field in s.fields.iter().filter(|f| f.wire != "_meta") {
        path.push(field.wire.clone());
        let target = match &field.ty {
            Ty::Ref(name) => protocol
                .get(name)
                .filter(|d| matches!(d.shape, Shape::Struct(_))),
            _ => None,
        };
        let docs = [field.docs.clone(), target.and_then(|d| d.docs.clone())];
        out.push(Node {
            path: path.clone(),
            ty: field.ty.clone(),
            docs: docs.into_iter().flatten().collect(),
        });
        if target.is_some() && !visiting.contains(&field.ty) {
            visiting.push(field.ty.clone());
            collect_nodes(protocol, &field.ty, path, visiting, out);
            visiting.pop();
        }
        path.pop();
    }
}

/// The wire name and type of the property holding the capabilities `carrier`
/// describes: the carrying message's property of type `carrier.ty`.
pub fn capabilities_field(protocol: &Protocol, carrier: &Carrier) -> Option<(String, Ty)> {
    let method = protocol.methods.iter().find(|m| m.name == carrier.method)?;
    let message = if carrier.in_result {
        method.result.as_deref()?
    } else {
        &method.params
    };
    let Shape::Struct(s) = &protocol.get(message)?.shape else {
        return None;
    };
    let wanted = Ty::Ref(carrier.ty.to_owned());
    s.fields
        .iter()
        .find(|f| f.ty == wanted)
        .map(|f| (f.wire.clone(), f.ty.clone()))
}
