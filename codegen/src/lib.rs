//! The generator behind the `acp` crate: a published ACP JSON Schema in, Rust types
//! and method tables out.
//!
//! - [`model`] lowers the schema's `$defs` into a handful of shapes (struct, string
//!   enum, tagged union, ...) and reports anything it does not understand as an
//!   [`Error`] naming the definition.
//! - [`methods`] reads the method tables from `x-side` / `x-method`.
//! - What the schema states only in prose is read in one place each:
//!   [`capabilities`] (which capability a method implies), [`required`] (which
//!   methods a peer must implement), [`nulls`] (which fields tell `null` from
//!   absence), [`handshake`] and [`sessions`] (the anchors the runtime's
//!   semantics hinge on); [`secrets`] which parts of a message carry secrets;
//!   [`names`] says how schema names become Rust names; [`states`] reads how
//!   messages change a session's state (`x-state`, and v1's overlay).
//! - [`layers`] says which of the runtime's generic layers (sessions, proxies,
//!   MCP over ACP) a schema gets, for the generated code and the runtime alike.
//! - [`conversions`] says which types of one schema convert losslessly to the
//!   same-named types of another (v1 to v2), for the `From` impls
//!   [`generate_conversions`] writes.
//! - [`render`] turns both into one formatted Rust file; [`gates`] writes the
//!   per-module gates the macros' expansions go through.
//! - [`schemas`] holds the published schema files themselves, so that everything
//!   generated from them sees the same text (and how to build against another one).
//!
//! `build.rs` of the `acp` crate calls [`build::generate`], which generates
//! every module of the table [`modules`] that the crate's features build;
//! `acp-macros` reads the same constant into a [`Protocol`] to learn the method set.

pub mod build;
pub mod capabilities;
pub mod conversions;
pub mod diff;
pub mod error;
pub mod gates;
pub mod handshake;
pub mod layers;
pub mod methods;
pub mod model;
pub mod modules;
pub mod names;
pub mod nulls;
pub mod prose;
pub mod proxies;
pub mod render;
pub mod required;
pub mod schemas;
pub mod secrets;
pub mod sessions;
pub mod states;

pub use error::Error;
pub use methods::{Method, MethodKind, Side};
pub use model::Protocol;

/// Generates the Rust module for one schema file. `source` names the file in the
/// generated header (e.g. `codegen/schema/v1/schema.json`).
pub fn generate(schema_json: &str, source: &str) -> Result<String, Error> {
    let protocol = Protocol::from_json(schema_json)?;
    // A schema the runtime does not serve (no handshake) needs no name.
    let name = handshake::module_name(source).unwrap_or_default();
    render::render(&protocol, source, &name)
}

/// Generates the runtime's table of the message parts that carry secrets (see
/// [`secrets`]), from all of `schemas` together.
pub fn generate_secrets(schemas: &[schemas::Schema]) -> Result<String, Error> {
    let secrets = secrets::Secrets::of(schemas)?;
    let sources: Vec<&str> = schemas.iter().map(|s| s.source).collect();
    render::secrets::table(&secrets, &sources)
}

/// Generates `impl From<crate::SOURCE::T> for T` for each type of `source` that
/// converts losslessly to `target`'s type of the same name (see
/// [`conversions`]), as a file to `include!` in the target's module.
/// `source_module` is the source's module in the crate (`v1`).
pub fn generate_conversions(
    source: schemas::Schema,
    target: schemas::Schema,
    source_module: &str,
) -> Result<String, Error> {
    let (from, to) = (
        Protocol::from_json(source.json)?,
        Protocol::from_json(target.json)?,
    );
    let conversions = conversions::Conversions::of(&from, &to);
    render::conversions::file(&conversions, source_module, [source.source, target.source])
}
