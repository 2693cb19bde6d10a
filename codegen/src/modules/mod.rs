//! The `acp` crate's protocol modules ([`all`]): each row of the table
//! (`table.rs`) with the schema file this build compiled in for it (see
//! [`crate::schemas`] for how to choose another).

mod table;

use crate::schemas::Schema;
use table::ROWS;

// `SCHEMAS`: the schema of each row, written by this crate's build script.
include!(concat!(env!("OUT_DIR"), "/schemas.rs"));

/// One protocol module of the `acp` crate (`acp::v1`, `acp::v2_unstable`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Module {
    /// Its name in the `acp` crate (`v1_unstable`).
    pub name: &'static str,
    /// The schema it is generated from.
    pub schema: Schema,
    /// The `acp` crate's features that build it (all of them).
    pub features: &'static [&'static str],
    /// The module whose types convert losslessly to its own, where both are
    /// built (`v2` gets `From` the types of `v1`).
    pub predecessor: Option<&'static str>,
    /// What it is, for its docs (`ACP v2`).
    pub summary: &'static str,
}

static MODULES: [Module; ROWS.len()] = {
    let empty = Module {
        name: "",
        schema: Schema {
            json: "",
            source: "",
        },
        features: &[],
        predecessor: None,
        summary: "",
    };
    let mut modules = [empty; ROWS.len()];
    let mut i = 0;
    while i < ROWS.len() {
        let row = &ROWS[i];
        modules[i] = Module {
            name: row.name,
            schema: SCHEMAS[i],
            features: row.features,
            predecessor: row.predecessor,
            summary: row.summary,
        };
        i += 1;
    }
    modules
};

/// Every protocol module, in the order the docs list them.
pub fn all() -> &'static [Module] {
    &MODULES
}

/// The module called `name` (`v2`), if there is one.
pub fn get(name: &str) -> Option<&'static Module> {
    MODULES.iter().find(|m| m.name == name)
}

impl Module {
    /// Whether the `acp` crate builds this module when `enabled` says which
    /// of its features are on.
    pub fn is_built(&self, enabled: impl Fn(&str) -> bool) -> bool {
        self.features.iter().all(|feature| enabled(feature))
    }

    /// The protocol version the module implements: the directory its schema
    /// is published in (`v2/schema.json` is version 2).
    pub fn version(&self) -> Result<u16, crate::Error> {
        crate::handshake::protocol_version(self.schema.source)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_row_has_its_schema_and_a_known_predecessor() {
        for module in super::all() {
            assert!(module.schema.json.starts_with('{'), "{}", module.name);
            assert!(
                module
                    .schema
                    .source
                    .contains(module.name.split('_').next().unwrap()),
                "{}: {}",
                module.name,
                module.schema.source
            );
            if let Some(before) = module.predecessor {
                assert!(super::get(before).is_some(), "{}: {before}", module.name);
            }
        }
        assert_eq!(super::get("v2").unwrap().version().unwrap(), 2);
    }
}
