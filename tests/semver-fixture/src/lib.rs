//! What a careful user of `acp` writes against the 2.0.0 bindings: values built
//! with `new(...)` and setters, public fields read, enums and dispatch unions
//! matched with a `_` arm, peers written with `#[acp_agent]` / `#[acp_client]`
//! (stable) and by implementing the unstable traits by hand, with helpers
//! named like protocol methods next to the handlers.
//!
//! Only items present in the 2.0.0 schemas are used. Nothing here is run: the
//! fixture is only compiled (`schema/replay-diffs --compile`).

pub mod stable;
pub mod unstable;
