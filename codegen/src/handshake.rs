//! The `initialize` handshake: the few facts about it that the schema states only
//! in prose, written down in one place.
//!
//! The generated `HANDSHAKE` table of each protocol module tells the runtime
//! (`acp::peer::handshake`) which method is the handshake, which field of its params
//! and result carries the protocol version, and which versions the module
//! implements. The schema does not state its own version number: it is the
//! number of the directory the schema is published in (`v1/schema.json`,
//! `v2/schema.unstable.json`), read from the source label given to
//! [`crate::generate`].

use crate::error::Error;

/// The handshake method.
pub const METHOD: &str = "initialize";

/// The field of the handshake's params and result that carries the version.
pub const VERSION_FIELD: &str = "protocolVersion";

/// The error data of a failed version negotiation. A schema that defines it (v2)
/// negotiates "the highest supported version at or below the requested one, else
/// fail with the error code whose description names this type"; a schema without
/// it (v1) answers an unsupported request with its latest version.
pub const UNSUPPORTED_VERSION_DATA: &str = "UnsupportedProtocolVersionErrorData";

/// The fields of [`UNSUPPORTED_VERSION_DATA`]: the version asked for, and the
/// versions the agent supports (checked against the schema's definition).
pub const UNSUPPORTED_FIELDS: [&str; 2] = ["requested", "supported"];

/// The error-code type whose documented values say which data they carry.
pub const ERROR_CODE_TYPE: &str = "ErrorCode";

/// The protocol version of a schema published as `source` (`.../v1/schema.json`
/// is version 1).
pub fn protocol_version(source: &str) -> Result<u16, Error> {
    source
        .split(['/', '\\'])
        .find_map(|part| part.strip_prefix('v')?.parse().ok())
        .ok_or_else(|| {
            Error::new(
                source,
                "cannot tell the protocol version: the schema's path needs a `vN` directory \
                 (as published: `v1/schema.json`)",
            )
        })
}

/// The name of the module generated from a schema published as `source`:
/// `v1` for `.../v1/schema.json`, `v1_unstable` for
/// `.../v1/schema.unstable.json`.
pub fn module_name(source: &str) -> Result<String, Error> {
    let version = protocol_version(source)?;
    let file = source.rsplit(['/', '\\']).next().unwrap_or(source);
    let unstable = if file.contains("unstable") {
        "_unstable"
    } else {
        ""
    };
    Ok(format!("v{version}{unstable}"))
}

#[cfg(test)]
mod tests {
    use super::{module_name, protocol_version};

    #[test]
    fn module_names_from_the_published_files() {
        assert_eq!(module_name("codegen/schema/v1/schema.json").unwrap(), "v1");
        assert_eq!(
            module_name("codegen/schema/v2/schema.unstable.json").unwrap(),
            "v2_unstable"
        );
    }

    #[test]
    fn version_from_the_published_directory() {
        assert_eq!(protocol_version("schema/v1/schema.json").unwrap(), 1);
        assert_eq!(
            protocol_version("codegen/schema/v2/schema.unstable.json").unwrap(),
            2
        );
        assert!(protocol_version("/tmp/schema.json").is_err());
    }
}
