//! Which generated items are `#[non_exhaustive]`, and the few that are not.
//!
//! A schema bump that only adds (a field, a variant, a value, a method) must not
//! break a user's build. So every named-field struct, every enum (string enums,
//! tagged and untagged unions, the dispatch unions) and every struct variant is
//! `#[non_exhaustive]`: values are built with `new(required…)` and setters (a struct
//! variant with its constructor), fields stay `pub` for reading, and a `match`
//! needs a `_` arm.
//!
//! [`EXCEPTIONS`] lists the items left exhaustive, each with its reason. An
//! exception carries `#[allow(clippy::exhaustive_structs)]` (or `_enums`) with that
//! reason; the `acp` crate turns both lints on for its generated modules, so
//! `cargo clippy -- -D warnings` fails on any struct or enum that is neither
//! `#[non_exhaustive]` nor listed here.

use proc_macro2::TokenStream;
use quote::quote;

/// An item the generator renders, as far as exhaustiveness goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Item<'a> {
    /// A schema type rendered as a struct with named fields.
    Struct(&'a str),
    /// A schema type rendered as a transparent one-field tuple struct (string
    /// ids, `ProtocolVersion`, a method type that wraps another type).
    Newtype(&'a str),
    /// A schema integer with named values (`ErrorCode`), a tuple struct.
    IntConsts(&'a str),
    /// A schema type rendered as an enum (string enum, tagged or untagged union).
    Enum(&'a str),
    /// A variant with named fields (a union branch written inline).
    StructVariant,
    /// One of the dispatch unions (`ClientRequest`, `AgentResponse`, ...).
    DispatchUnion,
    /// `AgentHandler<T>` / `ClientHandler<T>`.
    Handler,
    /// `AgentPeer` / `ClientPeer`.
    Peer,
}

/// What an exception matches.
#[derive(Debug, Clone, Copy)]
enum Rule {
    /// Every item of this kind (the name inside is ignored).
    Kind(Item<'static>),
    /// The schema type of this name.
    Named(&'static str),
}

/// One item (or kind of item) left exhaustive. The full reason is the entry's
/// comment in [`EXCEPTIONS`]; `reason` is its one-line form, which the item's
/// `allow` attribute carries.
#[derive(Debug, Clone, Copy)]
struct Exception {
    rule: Rule,
    reason: &'static str,
}

/// The items left exhaustive. Everything else is `#[non_exhaustive]`.
const EXCEPTIONS: &[Exception] = &[
    // Transparent newtypes (`SessionId(pub String)`, `ProtocolVersion(pub u16)`, a
    // method type wrapping another type): the value *is* its one wire value, so a
    // schema bump cannot add to it without changing the wire format. `Id(value)` and
    // `From` are how it is built; `#[non_exhaustive]` would only take that away.
    Exception {
        rule: Rule::Kind(Item::Newtype("")),
        reason: "a transparent newtype: its one wire value",
    },
    // Open integers with named values (`ErrorCode(pub i32)`): every integer is a
    // value already; the named ones are associated constants, and a schema bump that
    // names another adds a constant, which breaks nobody.
    Exception {
        rule: Rule::Kind(Item::IntConsts("")),
        reason: "an open integer: new named values are new constants",
    },
    // `RequestId`: JSON-RPC 2.0 fixes a request id to a string, a number or null;
    // a match over the three is safe for good.
    Exception {
        rule: Rule::Named("RequestId"),
        reason: "JSON-RPC 2.0 fixes an id to a string, number or null",
    },
    // `AgentHandler<T>(pub T)` / `ClientHandler<T>`: a wrapper around the user's own
    // type that `#[acp_agent]`'s expansion and hand-written code build as
    // `AgentHandler(agent)`; the schema does not shape it.
    Exception {
        rule: Rule::Kind(Item::Handler),
        reason: "wraps the user's value; built by the macros and by hand",
    },
    // `AgentPeer(pub Connection)` / `ClientPeer`: a typed face of any connection,
    // built as `AgentPeer(connection)` by `#[acp_client]`'s expansion and by hand;
    // the schema does not shape it either.
    Exception {
        rule: Rule::Kind(Item::Peer),
        reason: "wraps a connection; built by the macros and by hand",
    },
];

impl<'a> Item<'a> {
    /// The schema type's name, for items that are schema types.
    fn schema_name(self) -> Option<&'a str> {
        match self {
            Item::Struct(n) | Item::Newtype(n) | Item::IntConsts(n) | Item::Enum(n) => Some(n),
            _ => None,
        }
    }

    /// The item without its name: what [`Rule::Kind`] compares.
    fn kind(self) -> Item<'static> {
        match self {
            Item::Struct(_) => Item::Struct(""),
            Item::Newtype(_) => Item::Newtype(""),
            Item::IntConsts(_) => Item::IntConsts(""),
            Item::Enum(_) => Item::Enum(""),
            Item::StructVariant => Item::StructVariant,
            Item::DispatchUnion => Item::DispatchUnion,
            Item::Handler => Item::Handler,
            Item::Peer => Item::Peer,
        }
    }

    /// The reason this item is left exhaustive, if it is one of the [`EXCEPTIONS`].
    pub(super) fn exception(self) -> Option<&'static str> {
        EXCEPTIONS.iter().find_map(|e| {
            let hit = match e.rule {
                Rule::Kind(kind) => kind == self.kind(),
                Rule::Named(name) => self.schema_name() == Some(name),
            };
            hit.then_some(e.reason)
        })
    }

    /// The attribute the item carries: `#[non_exhaustive]`, or for an exception the
    /// `allow` of the clippy lint that would flag it, with the reason.
    pub(super) fn attrs(self) -> TokenStream {
        let Some(reason) = self.exception() else {
            return quote!(#[non_exhaustive]);
        };
        match self {
            Item::Enum(_) | Item::DispatchUnion => {
                quote!(#[allow(clippy::exhaustive_enums, reason = #reason)])
            }
            // No lint covers variants (tests/non_exhaustive.rs does); none is listed.
            Item::StructVariant => quote!(),
            _ => quote!(#[allow(clippy::exhaustive_structs, reason = #reason)]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Item;

    #[test]
    fn the_listed_exceptions_and_nothing_else() {
        for exhaustive in [
            Item::Newtype("SessionId"),
            Item::IntConsts("ErrorCode"),
            Item::Enum("RequestId"),
            Item::Handler,
            Item::Peer,
        ] {
            assert!(exhaustive.exception().is_some(), "{exhaustive:?}");
            assert!(exhaustive.attrs().to_string().contains("allow"));
        }
        for open in [
            Item::Struct("Error"),
            Item::Enum("ContentBlock"),
            Item::StructVariant,
            Item::DispatchUnion,
        ] {
            assert_eq!(open.attrs().to_string(), "# [non_exhaustive]", "{open:?}");
        }
    }
}
