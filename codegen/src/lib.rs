//! The generator behind the `acp` crate: the published ACP JSON Schema files in,
//! Rust types and method tables out.
//!
//! Four entry points:
//!
//! - [`build::generate`]: what the `acp` crate's build script does, whole:
//!   every protocol module its features build, and what goes with them;
//! - [`modules`]: the table of the protocol modules (name, schema, features,
//!   predecessor), which everything that knows the modules reads;
//! - [`schemas`]: the schema files compiled into this crate, and how to build
//!   against another one;
//! - [`lowered`]: a schema lowered into the generator's model, with what is read
//!   from it (the method tables, the methods a peer must implement, the
//!   sessions, the layers, the conversions): what the macros and the schema
//!   tools read. [`generate`] renders one schema file on its own.
//!
//! Inside, one module per job: `model` lowers the schema's `$defs` into a
//! handful of shapes (struct, string enum, tagged union, ...) and reports
//! anything it does not understand as an [`Error`] naming the definition;
//! `methods` reads the method tables from `x-side` / `x-method`; what the
//! schema states only in prose is read in one place each (`capabilities`,
//! `required`, `nulls`, `handshake` and `sessions`, `secrets`); `names` says
//! how schema names become Rust names; `states` reads how messages change a
//! session's state; `layers` which generic layers a schema gets;
//! `conversions` which types convert losslessly from the module before; and
//! `render` turns it all into one formatted Rust file.

pub mod build;
mod capabilities;
mod conversions;
mod error;
mod gates;
mod handshake;
mod layers;
pub mod lowered;
mod methods;
mod model;
pub mod modules;
mod names;
mod nulls;
mod prose;
mod proxies;
mod render;
mod required;
pub mod schemas;
mod secrets;
mod sessions;
mod states;
#[cfg(test)]
mod tests;

pub use error::Error;

use model::Protocol;

/// Generates the Rust module for one schema file on its own. `source` names
/// the file in the generated header (e.g. `codegen/schema/v1/schema.json`)
/// and, by its `vN` directory, the module (`v1`, `v1_unstable`).
pub fn generate(schema_json: &str, source: &str) -> Result<String, Error> {
    let protocol = Protocol::from_json(schema_json)?;
    // A schema the runtime does not serve (no handshake) needs no name.
    let name = handshake::module_name(source).unwrap_or_default();
    render::render(&protocol, source, &name)
}

/// Generates the runtime's table of the message parts that carry secrets (see
/// `secrets`), from all of `schemas` together.
fn generate_secrets(schemas: &[schemas::Schema]) -> Result<String, Error> {
    let secrets = secrets::Secrets::of(schemas)?;
    let sources: Vec<&str> = schemas.iter().map(|s| s.source).collect();
    render::secrets::table(&secrets, &sources)
}

/// Generates `impl From<crate::SOURCE::T> for T` for each type of `source` that
/// converts losslessly to `target`'s type of the same name (see
/// `conversions`), as a file to `include!` in the target's module.
/// `source_module` is the source's module in the crate (`v1`).
fn generate_conversions(
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
