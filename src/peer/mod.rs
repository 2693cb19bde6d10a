//! The peer layer: what makes a JSON-RPC connection an ACP peer, generic over
//! the protocol module it speaks.
//!
//! - [`Protocol`]: what the runtime knows of a protocol module, implemented by
//!   the generator for each one (`acp::v1::Module`, `acp::v2::Module`, ...),
//!   and [`Peer`], the generated typed handles on the other side;
//! - [`handshake`]: the `initialize` handshake, version negotiation and the gate
//!   that holds other requests until it has succeeded;
//! - [`capabilities`]: the capabilities a peer advertises, derived from the
//!   methods it implements;
//! - [`versions`]: one connection served by the handler of the version the
//!   handshake settles on ([`versions::ByVersion`]);
//! - `trace`: where ACP carries W3C trace context (`_meta`), for the
//!   connection to carry it from a request onto the calls its handler makes.
//!
//! The session API ([`crate::session`]) and the proxy API sit on top of this
//! layer; the connection ([`crate::connection`]) below it.

pub mod capabilities;
pub mod handshake;
mod protocol;
pub(crate) mod trace;
pub mod versions;

pub use protocol::{Peer, Protocol, Union};
