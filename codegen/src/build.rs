//! What the `acp` crate's build script does, whole: from the table of modules
//! ([`crate::modules`]) and the features the crate is built with, it writes
//! into `OUT_DIR`
//!
//! - `modules.rs`, which `src/lib.rs` includes: one `pub mod NAME { .. }` per
//!   module built, each including its generated file `NAME.rs` (and the
//!   conversions from its predecessor, `NAME_from_BEFORE.rs`, where that is
//!   built too), and `built`, the runtime's view of what was built (the agent
//!   capability tables of every module, the module `acp::mcp` reads the wire
//!   with);
//! - `gates.rs`: the gates of the macros' expansions, one per module, built or
//!   not (`gates.rs`);
//! - `secrets.rs`: the table of what logs hide, from every module's schema
//!   whichever are built (`secrets.rs`);
//! - `error_codes.rs`: the named error codes of every module's schema, as the
//!   constants of the runtime's `ErrorCode`;
//!
//! and returns the lines the build script prints for cargo: the `cfg`s that
//! tell the runtime which generic layers each built module has
//! (`layers.rs`), and warnings.

use std::fmt::Write as _;
use std::path::Path;

use crate::error::Error;
use crate::modules::{self, Module};

/// The `cfg`s the `acp` crate's runtime reads, and their values:
///
/// - `acp_module = "NAME"`: the module is built;
/// - `acp_sessions = "NAME"`: it has the session API;
/// - `acp_proxy = "NAME"`: it has the proxy API, and `acp_has_proxy` when any
///   module has it (`acp::proxy` exists then);
/// - `acp_mcp_over_acp`: the module `acp::mcp` reads the wire with has MCP
///   over ACP (`mcp/message`), so `acp::mcp` has the ACP transport.
const CFGS: [&str; 3] = ["acp_module", "acp_sessions", "acp_proxy"];

/// What `acp::mcp` reads the wire with: the widest built module of this
/// protocol version (the one whose schema has the most methods: the unstable
/// schema where it is built), whose `McpServer` entries every module's match.
const MCP_WIRE_VERSION: u16 = 1;

/// Writes the generated files into `out_dir` for a build whose features
/// `enabled` tells, and returns the lines to print for cargo
/// (`cargo::rustc-cfg=...`, `cargo::warning=...`).
pub fn generate(out_dir: &Path, enabled: impl Fn(&str) -> bool) -> Result<Vec<String>, Error> {
    let all = modules::all();
    let built: Vec<&Module> = all.iter().filter(|m| m.is_built(&enabled)).collect();
    let mut cargo = vec![];
    let names: Vec<String> = all.iter().map(|m| format!("{:?}", m.name)).collect();
    for cfg in CFGS {
        cargo.push(format!(
            "cargo::rustc-check-cfg=cfg({cfg}, values({}))",
            names.join(", ")
        ));
    }
    cargo.push("cargo::rustc-check-cfg=cfg(acp_has_proxy)".to_owned());
    cargo.push("cargo::rustc-check-cfg=cfg(acp_mcp_over_acp)".to_owned());

    let gates: String = all
        .iter()
        .map(|m| {
            let missing = (!m.is_built(&enabled)).then_some(m.features);
            crate::gates::module_gate(m.name, missing)
        })
        .collect();
    write(out_dir, "gates.rs", &gates)?;
    let schemas: Vec<_> = all.iter().map(|m| m.schema).collect();
    write(out_dir, "secrets.rs", &crate::generate_secrets(&schemas)?)?;
    let sources: Vec<&str> = schemas.iter().map(|s| s.source).collect();
    let protocols = schemas
        .iter()
        .map(|s| crate::Protocol::from_json(s.json).map_err(|e| at(s.source, e)))
        .collect::<Result<Vec<_>, _>>()?;
    let protocols: Vec<&crate::Protocol> = protocols.iter().collect();
    write(
        out_dir,
        "error_codes.rs",
        &crate::render::error_codes(&protocols, &sources)?,
    )?;

    let lowered = built
        .iter()
        .map(|m| {
            let protocol =
                crate::Protocol::from_json(m.schema.json).map_err(|e| at(m.schema.source, e))?;
            Ok((*m, protocol))
        })
        .collect::<Result<Vec<_>, Error>>()?;
    let mcp_wire = mcp_wire(&lowered)?;
    let mut any_proxy = false;
    let mut declared = String::new();
    // Each module built, and whether it has an agent capability table.
    let mut tables = vec![];
    for (module, protocol) in &lowered {
        let schema = module.schema;
        let code = crate::render::render(protocol, schema.source, module.name)
            .map_err(|e| at(schema.source, e))?;
        write(out_dir, &format!("{}.rs", module.name), &code)?;
        let layers = crate::layers::Layers::of(protocol);
        let agent_table =
            crate::capabilities::capabilities_field(protocol, &crate::capabilities::AGENT);
        tables.push((*module, agent_table.is_some()));
        cargo.push(format!("cargo::rustc-cfg=acp_module={:?}", module.name));
        match &layers.sessions {
            Ok(()) => cargo.push(format!("cargo::rustc-cfg=acp_sessions={:?}", module.name)),
            // Not an error: the module is built without the session API.
            Err(why) => cargo.push(format!(
                "cargo::warning=acp::{} has no session API: {}: {why}",
                module.name, schema.source
            )),
        }
        if layers.proxy {
            cargo.push(format!("cargo::rustc-cfg=acp_proxy={:?}", module.name));
            any_proxy = true;
        }
        if layers.mcp_over_acp && Some(module.name) == mcp_wire {
            cargo.push("cargo::rustc-cfg=acp_mcp_over_acp".to_owned());
        }
        let mut includes = vec![format!("{}.rs", module.name)];
        if let Some(before) = module
            .predecessor
            .and_then(|name| built_named(&built, name))
        {
            let file = format!("{}_from_{}.rs", module.name, before.name);
            let code = crate::generate_conversions(before.schema, schema, before.name)
                .map_err(|e| at(&format!("{} -> {}", before.schema.source, schema.source), e))?;
            write(out_dir, &file, &code)?;
            includes.push(file);
        }
        declared.push_str(&module_block(module, &includes, out_dir));
    }
    if any_proxy {
        cargo.push("cargo::rustc-cfg=acp_has_proxy".to_owned());
    }
    declared.push_str(&built_list(&tables, mcp_wire));
    write(out_dir, "modules.rs", &declared)?;
    Ok(cargo)
}

/// `pub mod NAME { include!(...) }`, documented from the table.
fn module_block(module: &Module, includes: &[String], out_dir: &Path) -> String {
    let features = match module.features {
        [] => String::new(),
        features => format!(
            " Behind the feature{} {}.",
            if features.len() == 1 { "" } else { "s" },
            features
                .iter()
                .map(|f| format!("`{f}`"))
                .collect::<Vec<_>>()
                .join(" and ")
        ),
    };
    let conversions = match module.predecessor {
        Some(before) => format!(
            "\n///\n/// Where a type of `acp::{before}` and its namesake here have the same \
             wire shape, this module's converts `From` it, yielding the value that goes \
             on the wire as the `{before}` value did (`acp_codegen` states the rule)."
        ),
        None => String::new(),
    };
    let mut block = format!(
        "/// {}, generated from the published `{}`.{features}{conversions}\n\
         #[allow(\n    clippy::large_enum_variant,\n    rustdoc::bare_urls,\n    \
         rustdoc::broken_intra_doc_links,\n    rustdoc::invalid_html_tags\n)]\n\
         #[warn(clippy::exhaustive_structs, clippy::exhaustive_enums)]\n\
         pub mod {} {{\n",
        module.summary, module.schema.source, module.name
    );
    for file in includes {
        let path = out_dir.join(file);
        writeln!(block, "    include!({:?});", path.display().to_string()).expect("a String");
    }
    block.push_str("}\n\n");
    block
}

/// `built`: what the runtime needs to know of the modules built.
fn built_list(built: &[(&Module, bool)], mcp_wire: Option<&str>) -> String {
    let tables: Vec<String> = built
        .iter()
        .filter(|(_, has_table)| *has_table)
        .map(|(m, _)| format!("&crate::{}::AGENT_CAPABILITIES", m.name))
        .collect();
    let mut list = format!(
        "/// What the runtime knows of the protocol modules this build has.\n\
         #[allow(unused_imports, dead_code)]\n\
         pub(crate) mod built {{\n    \
         /// The capability table of an agent of each module built.\n    \
         pub(crate) const AGENT_CAPABILITIES: &[&crate::peer::capabilities::Carrier] = &[{}];\n",
        tables.join(", ")
    );
    if let Some(wire) = mcp_wire {
        writeln!(
            list,
            "    /// The module `acp::mcp` reads the wire with: the widest v{MCP_WIRE_VERSION} \
             this build has.\n    pub(crate) use crate::{wire} as mcp_wire;"
        )
        .expect("a String");
    }
    list.push_str("}\n");
    list
}

/// The built module `acp::mcp` reads the wire with (see [`MCP_WIRE_VERSION`]).
fn mcp_wire(built: &[(&Module, crate::Protocol)]) -> Result<Option<&'static str>, Error> {
    let mut wire: Option<(&Module, usize)> = None;
    for (module, protocol) in built {
        let methods = protocol.methods.len();
        if module.version()? == MCP_WIRE_VERSION && wire.is_none_or(|(_, most)| methods > most) {
            wire = Some((module, methods));
        }
    }
    Ok(wire.map(|(module, _)| module.name))
}

fn built_named<'m>(built: &[&'m Module], name: &str) -> Option<&'m Module> {
    built.iter().copied().find(|m| m.name == name)
}

fn write(out_dir: &Path, file: &str, text: &str) -> Result<(), Error> {
    std::fs::write(out_dir.join(file), text)
        .map_err(|e| Error::new("(build)", format!("cannot write {file}: {e}")))
}

/// An error of the schema `source`, saying so.
fn at(source: &str, error: Error) -> Error {
    Error::new(source, error.to_string())
}
