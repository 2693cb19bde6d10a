//! A schema lowered into the generator's model, with what the generator reads
//! from it: what the `acp` macros read (the method tables, the methods a peer
//! must implement, the sessions) and what the schema tools report (the
//! layers, the conversions, the names the Rust items get).
//!
//! ```
//! use acp_codegen::lowered::Protocol;
//!
//! let v1 = acp_codegen::modules::get("v1").unwrap();
//! let protocol = Protocol::from_json(v1.schema.json).unwrap();
//! assert!(protocol.methods.iter().any(|m| m.name == "session/prompt"));
//! ```

pub use crate::conversions::Conversions;
pub use crate::layers::Layers;
pub use crate::methods::{Method, MethodKind, Side};
pub use crate::model::{
    EnumValue, Field, IntConsts, IntFormat, Payload, Protocol, Shape, StringEnum, Struct, Tagged,
    Ty, TypeDef, Untagged, Variant,
};
pub use crate::required::{methods as required_methods, Required};
pub use crate::sessions::{find as sessions, Table as Sessions};

/// How schema names become Rust names.
pub mod names {
    pub use crate::names::{const_name, field_name, type_name, CATCH_ALL};
}

/// The wire names the generator anchors on: the handshake's method, and the
/// session methods the runtime's semantics hinge on.
pub mod anchors {
    pub use crate::handshake::METHOD as HANDSHAKE;
    pub use crate::sessions::{CANCEL, PROMPT, UPDATE};
}
