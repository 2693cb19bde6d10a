//! Tests of the generator's parts, on small schemas and on the vendored ones:
//! what the schema says in prose about capabilities and required methods, the
//! conversions between modules, the fields whose `null` is not absence, and
//! how messages change a session's state.

mod capabilities;
mod conversions;
mod nulls;
mod states;
