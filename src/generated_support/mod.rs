//! What the generated code refers to and nothing else does: the lenient
//! decoders of the generated types (`lenient`), what `#[acp_agent]` /
//! `#[acp_client]` / `#[acp_proxy]` expand to (`macro_support`, public as the
//! hidden `acp::__private`), the seal of the generator↔runtime traits
//! ([`Sealed`]), and, in tests, the generator's fixtures built against the
//! runtime.

#[cfg(test)]
mod fixtures;
pub(crate) mod lenient;
pub mod macro_support;

/// The seal of [`crate::peer::Protocol`], and through it of the traits built on
/// it (`Sessions`, `Tracked`, `Proxies`): implemented by the generated
/// `Protocol` type of each protocol module, and nameable only inside this
/// crate, so the traits that tie the generated code to the runtime can change
/// without breaking anyone.
pub trait Sealed {}
