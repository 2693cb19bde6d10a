//! What the macros know about the protocol: the method tables of the schema the
//! `acp` crate is generated from, and which methods each side must implement
//! (read from the schema's prose by `acp_codegen::lowered::required_methods`).

use std::sync::OnceLock;

use acp_codegen::lowered::Required;
use acp_codegen::lowered::{Method, Protocol, Side};
use acp_codegen::modules;
use acp_codegen::schemas::Schema;

/// A protocol module of the `acp` crate: a row of the table of modules that
/// `acp_codegen::modules` holds, with the schema it is generated from (the
/// very file `build.rs` of the `acp` crate reads). Whether the module exists is
/// up to the `acp` crate's features; the expansion asks the crate (see
/// `render`), nothing here repeats them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Module(&'static modules::Module);

impl Module {
    /// Every module, in the order the docs list them.
    pub fn all() -> impl Iterator<Item = Module> {
        modules::all().iter().map(Module)
    }

    /// The module's name in the `acp` crate (`v2_unstable`).
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// The module by its name, as `#[acp_agent(protocol = ...)]` names it.
    pub fn from_name(name: &str) -> Option<Module> {
        modules::get(name).map(Module)
    }

    /// Whether the `acp` crate always has the module (it needs no feature), so
    /// that an expansion naming it needs no gate.
    pub fn always_built(self) -> bool {
        self.0.features.is_empty()
    }

    fn index(self) -> usize {
        modules::all()
            .iter()
            .position(|m| m.name == self.0.name)
            .expect("a module of the table")
    }

    fn schema(self) -> Schema {
        self.0.schema
    }

    /// The method tables of the module's schema.
    pub fn protocol(self) -> &'static Protocol {
        static PROTOCOLS: OnceLock<Vec<OnceLock<Protocol>>> = OnceLock::new();
        let cells =
            PROTOCOLS.get_or_init(|| modules::all().iter().map(|_| OnceLock::new()).collect());
        cells[self.index()].get_or_init(|| load(self.schema()))
    }

    /// The methods peers of the module must implement: read from the schema's
    /// prose by `acp_codegen::lowered::required_methods` (the handshake, the baseline sentence,
    /// and the listed overrides), so a schema that changes them needs no edit
    /// here. A schema whose baseline the generator cannot read fails the `acp`
    /// crate's build the same way (its generator checks it).
    pub fn required(self) -> &'static [Required] {
        static REQUIRED: OnceLock<Vec<OnceLock<Vec<Required>>>> = OnceLock::new();
        let cells =
            REQUIRED.get_or_init(|| modules::all().iter().map(|_| OnceLock::new()).collect());
        cells[self.index()].get_or_init(|| {
            acp_codegen::lowered::required_methods(self.protocol())
                .unwrap_or_else(|e| panic!("{e} (the acp crate's build.rs reports the same)"))
        })
    }
}

/// Which side an impl block plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Agent,
    Client,
    /// A component of a proxy chain (`x-side: proxy` in the unstable schemas):
    /// it may intercept any method of either side, and forwards the rest.
    Proxy,
}

impl Role {
    pub fn attribute(self) -> &'static str {
        match self {
            Role::Agent => "acp_agent",
            Role::Client => "acp_client",
            Role::Proxy => "acp_proxy",
        }
    }

    /// `agent` / `client` / `proxy`: also the proxy's `x-side` in the schema.
    pub fn noun(self) -> &'static str {
        match self {
            Role::Agent => "agent",
            Role::Client => "client",
            Role::Proxy => "proxy",
        }
    }

    /// The trait, handler and the peer its methods receive (a proxy's are in the
    /// module's `proxy` submodule, see [`Role::submodule`]).
    pub fn names(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Role::Agent => ("Agent", "AgentHandler", "ClientPeer"),
            Role::Client => ("Client", "ClientHandler", "AgentPeer"),
            Role::Proxy => ("Proxy", "ProxyHandler", "Chain"),
        }
    }

    /// The submodule of the protocol module holding [`Role::names`], if any.
    pub fn submodule(self) -> Option<&'static str> {
        match self {
            Role::Proxy => Some("proxy"),
            Role::Agent | Role::Client => None,
        }
    }

    fn side(self) -> Side {
        match self {
            Role::Agent => Side::Agent,
            Role::Client => Side::Client,
            Role::Proxy => Side::Other(self.noun().to_owned()),
        }
    }

    /// The default module of a block without `protocol = ..`: the first of the
    /// table whose schema has this side (v1, or for a proxy the first module
    /// whose schema has the proxy side).
    pub fn default_module(self) -> Module {
        let mut all = Module::all();
        let first = all.next().expect("the table has a module");
        std::iter::once(first)
            .chain(all)
            .find(|m| self.exists_in(m.protocol()))
            .unwrap_or(first)
    }

    /// Whether `protocol` has this side: agents and clients always; a proxy when
    /// the schema has methods a proxy serves.
    pub fn exists_in(self, protocol: &Protocol) -> bool {
        protocol.methods.iter().any(|m| m.side == self.side())
    }

    /// The methods this side serves in `protocol`, in schema order. A proxy
    /// may intercept the methods of both sides (the chain's own `proxy/*`
    /// methods are the runtime's).
    pub fn methods(self, protocol: &'static Protocol) -> Vec<&'static Method> {
        protocol
            .methods
            .iter()
            .filter(|m| match self {
                Role::Proxy => matches!(m.side, Side::Agent | Side::Client),
                _ => m.side == self.side(),
            })
            .collect()
    }

    /// Whether this side must implement `method` of `module`.
    pub fn requires(self, module: Module, method: &Method) -> bool {
        method.side == self.side()
            && module
                .required()
                .iter()
                .any(|r| r.side == method.side && r.method == method.name)
    }

    /// The methods this side must implement, in schema order.
    pub fn required(self, module: Module) -> Vec<&'static Method> {
        self.methods(module.protocol())
            .into_iter()
            .filter(|m| self.requires(module, m))
            .collect()
    }
}

/// Whether `name` is the params type of a method of `protocol`, of any side.
pub fn is_params_type(protocol: &Protocol, name: &str) -> bool {
    protocol.methods.iter().any(|m| m.params == name)
}

fn load(schema: Schema) -> Protocol {
    Protocol::from_json(schema.json).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the acp crate's build.rs reports the same)",
            schema.source
        )
    })
}

/// The method tables of the unstable v1 schema, which adds methods to the stable
/// one: what a schema bump looks like to the macros.
#[cfg(test)]
pub fn unstable_protocol() -> &'static Protocol {
    module("v1_unstable").protocol()
}

/// The module `name`, in tests.
#[cfg(test)]
pub fn module(name: &str) -> Module {
    Module::from_name(name).expect("a module of the table")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The required methods are read from the schema's prose: v1's baseline
    /// sentence (less `session/cancel`, which the generated handler serves),
    /// the handshake, and the client's override; v2 states no baseline.
    #[test]
    fn the_required_methods_come_from_the_schema() {
        let names = |module: Module, role: Role| -> Vec<&str> {
            role.required(module)
                .iter()
                .map(|m| m.name.as_str())
                .collect()
        };
        for module in [module("v1"), module("v1_unstable")] {
            let agent = names(module, Role::Agent);
            assert_eq!(agent.len(), 3, "{agent:?}");
            assert_eq!(agent[0], acp_codegen::lowered::anchors::HANDSHAKE);
            assert!(agent.contains(&acp_codegen::lowered::anchors::PROMPT));
            assert!(!agent.contains(&acp_codegen::lowered::anchors::CANCEL));
            assert_eq!(names(module, Role::Client).len(), 1);
            assert!(names(module, Role::Proxy).is_empty());
        }
        for module in [module("v2"), module("v2_unstable")] {
            assert_eq!(
                names(module, Role::Agent),
                [acp_codegen::lowered::anchors::HANDSHAKE]
            );
            assert_eq!(names(module, Role::Client).len(), 1);
        }
    }

    /// The macros' docs (`src/macros_doc.md` of the `acp` crate) list the required
    /// methods.
    #[test]
    fn the_docs_list_the_required_methods() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../src/macros_doc.md");
        let Ok(doc) = std::fs::read_to_string(path) else {
            return; // outside the workspace (a packaged crate)
        };
        let doc = doc.split_whitespace().collect::<Vec<_>>().join(" ");
        let list = |role: Role| {
            let names: Vec<String> = role
                .required(module("v1"))
                .iter()
                .map(|m| format!("`{}`", m.rust_name))
                .collect();
            names.join(", ")
        };
        let sentence = format!(
            "Required: an agent implements {}; a client implements {}.",
            list(Role::Agent),
            list(Role::Client)
        );
        assert!(
            doc.contains(&sentence),
            "src/macros_doc.md should say: {sentence}"
        );
    }

    /// No marker in the schema says which methods are required: if one appears,
    /// `acp_codegen::lowered::required_methods` should read it instead of the prose.
    #[test]
    fn the_schema_has_no_required_method_marker() {
        for schema in Module::all().map(Module::schema) {
            let json: serde_json::Value = serde_json::from_str(schema.json).unwrap();
            for (name, def) in json["$defs"].as_object().unwrap() {
                if def.get("x-method").is_none() {
                    continue;
                }
                for key in def.as_object().unwrap().keys() {
                    // `x-scope` (which ids scope the message: session, tool call, ...)
                    // and `x-state` (what the message does to the state it scopes),
                    // both v2's since schema crate 1.20.0, say nothing of it.
                    let known = ["x-method", "x-side", "x-docs-ignore", "x-scope", "x-state"];
                    assert!(
                        !key.starts_with("x-") || known.contains(&key.as_str()),
                        "{name} has `{key}`: does it say whether the method is required?"
                    );
                }
            }
        }
    }
}
