//! The published ACP schema files, compiled into this crate so that everything
//! generated from them reads the very same text.
//!
//! Two consumers turn a schema into code at build time: `build.rs` of the `acp`
//! crate (the protocol types, method tables and traits) and `acp-macros` (which
//! methods `#[acp_agent]` / `#[acp_client]` accept). If each read a file of its
//! own they could disagree, and a package cannot read files outside itself once
//! it is published. So the schema files live here, in the `acp-codegen` package
//! (`schema/` in it, `codegen/schema/` in the repository, with `source.json`
//! recording where they come from and the sha256 of each file), one per
//! protocol module ([`crate::modules`]), and both consumers read them from
//! there instead of from paths.
//!
//! # Choosing another schema
//!
//! This crate's build script picks each module's file: the vendored one
//! (`schema/v1/schema.json` for `v1`, as the table of modules says), or the
//! file the variable `ACP_SCHEMA_<MODULE>` names, an absolute path
//! (`ACP_SCHEMA_V1_UNSTABLE` for `v1_unstable`).
//!
//! Setting or changing a variable, or editing the chosen file, rebuilds this crate
//! and with it the generated types and the macros, which therefore always agree.
//! `schema/check-releases` in the repository uses `ACP_SCHEMA_V1` to compile the
//! schema of every published release; `schema/update` replaces the vendored files.

/// `schema/source.json`: where the vendored files come from, the sha256 of
/// each, and under `released` the protocol versions whose schema is a release
/// rather than a pre-release (v2's schema is an alpha of the spec's; see
/// [`released`]). `schema/update` writes it, keeping `released` unless told
/// otherwise (`--released 1,2`), so a bump that brings a version's first release
/// says so in this one place.
pub const SOURCE: &str = include_str!("../schema/source.json");

/// Whether the vendored schema of protocol `version` (1, 2, ...) is a release,
/// as `source.json` records it under `released`: a client that speaks the
/// newest released version by default (`acp chat`) asks this, so that no
/// client code names the version that is a pre-release.
pub fn released(version: u16) -> bool {
    let source: serde_json::Value =
        serde_json::from_str(SOURCE).expect("schema/source.json is JSON (its test reads it)");
    source["released"]
        .as_array()
        .is_some_and(|all| all.iter().any(|v| v.as_u64() == Some(u64::from(version))))
}

/// One schema file as compiled into this crate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Schema {
    /// The file's JSON text.
    pub json: &'static str,
    /// What generated code says it came from: the repository path of a vendored
    /// file (`codegen/schema/v1/schema.json`), or the path an override variable gave.
    pub source: &'static str,
}

impl Schema {
    /// Generates the Rust module for this schema; see [`crate::generate`].
    pub fn generate(&self) -> Result<String, crate::Error> {
        crate::generate(self.json, self.source)
    }

    /// Which of the runtime's generic layers this schema gets; see
    /// `crate::layers`.
    pub fn layers(&self) -> Result<crate::layers::Layers, crate::Error> {
        Ok(crate::layers::Layers::of(&crate::Protocol::from_json(
            self.json,
        )?))
    }
}
