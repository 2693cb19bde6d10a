//! The table of the `acp` crate's protocol modules: one row per module, with
//! the schema file it is generated from, the crate features it needs and the
//! module whose types convert to its own.
//!
//! Everything that knows which modules exist reads this table: this crate's
//! build script (which schema file each module compiles in, and the variable
//! that names another), [`crate::modules`], and through it the `acp` crate's
//! build script (which modules to generate, the `pub mod` blocks, the macros'
//! gates, the conversions), the macros (`protocol = v2`), and the runtime's
//! list of what was built. Adding a protocol module is adding a row here (and
//! its schema file beside the others, and any new feature to the `acp`
//! crate's `Cargo.toml`).
//!
//! The file is compiled twice, as a module of this crate and into its build
//! script, so it uses nothing but `core`.

/// One protocol module, as the table states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    /// The module's name in the `acp` crate (`v1_unstable`). Its schema can be
    /// replaced with the file the variable `ACP_SCHEMA_<NAME>` names
    /// (`ACP_SCHEMA_V1_UNSTABLE`).
    pub name: &'static str,
    /// The vendored schema file, under this package's `schema/` directory
    /// (`v1/schema.unstable.json`); its directory (`v1`) is the protocol
    /// version the module implements.
    pub file: &'static str,
    /// The `acp` crate's features that build the module (all of them).
    pub features: &'static [&'static str],
    /// The module whose types convert to this one's where both are built
    /// (`v2` gets `From` the types of `v1`).
    pub predecessor: Option<&'static str>,
    /// What the module is, for its docs.
    pub summary: &'static str,
}

/// The protocol modules, in the order the docs list them.
pub const ROWS: &[Row] = &[
    Row {
        name: "v1",
        file: "v1/schema.json",
        features: &[],
        predecessor: None,
        summary: "ACP v1",
    },
    Row {
        name: "v1_unstable",
        file: "v1/schema.unstable.json",
        features: &["unstable"],
        predecessor: None,
        summary: "ACP v1 including its unstable methods and fields",
    },
    Row {
        name: "v2",
        file: "v2/schema.json",
        features: &["v2"],
        predecessor: Some("v1"),
        summary: "ACP v2",
    },
    Row {
        name: "v2_unstable",
        file: "v2/schema.unstable.json",
        features: &["v2", "unstable"],
        predecessor: Some("v1_unstable"),
        summary: "ACP v2 including its unstable methods and fields",
    },
];
