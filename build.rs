//! Generates the protocol modules, the table of secrets `acp::redact` hides and
//! the gates of the macros' expansions (`acp_codegen::gates`) into `OUT_DIR`.
//! The generator and the schema files both live in the `acp-codegen` crate;
//! this file only picks which schemas to generate and writes the outputs.
//!
//! It also tells the runtime which generic layers each generated module gets
//! (`acp_codegen::layers`), as `cfg`s, so that the runtime's code for a layer
//! follows the schema rather than the features:
//!
//! - `acp_sessions = "MODULE"`: the module has the session API;
//! - `acp_proxy = "MODULE"`: the module has the proxy API, and `acp_has_proxy`
//!   when any module has it (`acp::proxy` exists then);
//! - `acp_mcp_over_acp`: the module `acp::mcp` reads the wire with
//!   (`v1_unstable` when it is built, else `v1`) has MCP over ACP
//!   (`mcp/message`), so `acp::mcp` has the ACP transport.
//!
//! Where a v2 module and the v1 module before it are both built, it also
//! writes the lossless conversions between their types
//! (`acp_codegen::conversions`), which the v2 module includes.
//!
//! The schema text comes from `acp_codegen::schemas`, the same constants
//! `acp-macros` reads, so the types and the macros cannot disagree. That module
//! documents how to build against another schema file (`ACP_SCHEMA_V1`, ...).

use std::{env, fs, path::Path};

use acp_codegen::schemas::{self, Schema};

fn main() {
    // A changed schema rebuilds acp-codegen, which reruns this script; nothing
    // else in this package affects its output.
    println!("cargo:rerun-if-changed=build.rs");
    let feature = |name: &str| env::var_os(format!("CARGO_FEATURE_{name}")).is_some();
    let unstable = feature("UNSTABLE");
    // Each module, its schema and the features it needs.
    let known: [(&str, Schema, &[&str]); 4] = [
        ("v1", schemas::V1, &[]),
        ("v1_unstable", schemas::V1_UNSTABLE, &["unstable"]),
        ("v2", schemas::V2, &["v2"]),
        ("v2_unstable", schemas::V2_UNSTABLE, &["v2", "unstable"]),
    ];
    let is_built = |needs: &[&str]| needs.iter().all(|name| feature(&name.to_ascii_uppercase()));
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    // The gates of the macros' expansions, one per module, built or not.
    let gates: String = known
        .iter()
        .map(|(module, _, needs)| {
            acp_codegen::gates::module_gate(module, (!is_built(needs)).then_some(*needs))
        })
        .collect();
    fs::write(Path::new(&out_dir).join("gates.rs"), gates)
        .unwrap_or_else(|e| panic!("cannot write gates.rs: {e}"));
    let modules: Vec<(&str, Schema)> = known
        .into_iter()
        .filter(|(_, _, needs)| is_built(needs))
        .map(|(module, schema, _)| (module, schema))
        .collect();
    let names = r#""v1", "v1_unstable", "v2", "v2_unstable""#;
    println!("cargo::rustc-check-cfg=cfg(acp_sessions, values({names}))");
    println!("cargo::rustc-check-cfg=cfg(acp_proxy, values({names}))");
    println!("cargo::rustc-check-cfg=cfg(acp_has_proxy)");
    println!("cargo::rustc-check-cfg=cfg(acp_mcp_over_acp)");
    // The module `acp::mcp` reads the wire with: the widest v1 this build has.
    let mcp_wire = if unstable { "v1_unstable" } else { "v1" };
    // What logs hide is read from every schema, whichever modules are built:
    // a build without `v2` may still log a v2 peer's messages.
    let secrets = acp_codegen::generate_secrets(&[
        schemas::V1,
        schemas::V1_UNSTABLE,
        schemas::V2,
        schemas::V2_UNSTABLE,
    ])
    .unwrap_or_else(|e| panic!("the table of secrets: {e}"));
    fs::write(Path::new(&out_dir).join("secrets.rs"), secrets)
        .unwrap_or_else(|e| panic!("cannot write secrets.rs: {e}"));
    let mut any_proxy = false;
    for &(module, schema) in &modules {
        let code = schema
            .generate()
            .unwrap_or_else(|e| panic!("{}: {e}", schema.source));
        let out = format!("{module}.rs");
        fs::write(Path::new(&out_dir).join(&out), code)
            .unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
        let layers = schema
            .layers()
            .unwrap_or_else(|e| panic!("{}: {e}", schema.source));
        match &layers.sessions {
            Ok(()) => println!("cargo::rustc-cfg=acp_sessions=\"{module}\""),
            // Not an error: the module is built without the session API.
            Err(why) => println!(
                "cargo::warning=acp::{module} has no session API: {}: {why}",
                schema.source
            ),
        }
        if layers.proxy {
            println!("cargo::rustc-cfg=acp_proxy=\"{module}\"");
            any_proxy = true;
        }
        if layers.mcp_over_acp && module == mcp_wire {
            println!("cargo::rustc-cfg=acp_mcp_over_acp");
        }
    }
    if any_proxy {
        println!("cargo::rustc-cfg=acp_has_proxy");
    }
    // Each v2 module gets `From` the v1 module it follows, where both are
    // built: `v2_from_v1.rs`, `include!`d into `acp::v2` (see
    // `acp_codegen::conversions` for which types convert).
    let built = |module: &str| modules.iter().find(|(m, _)| *m == module).map(|m| m.1);
    for (source_module, target_module) in [("v1", "v2"), ("v1_unstable", "v2_unstable")] {
        let (Some(source), Some(target)) = (built(source_module), built(target_module)) else {
            continue;
        };
        let code = acp_codegen::generate_conversions(source, target, source_module)
            .unwrap_or_else(|e| panic!("{} -> {}: {e}", source.source, target.source));
        let out = format!("{target_module}_from_{source_module}.rs");
        fs::write(Path::new(&out_dir).join(&out), code)
            .unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
    }
}
