//! How schema names become Rust names.
//!
//! # Catch-all variants
//!
//! Every open enum and tagged union has a catch-all variant that keeps what this
//! version of the schema does not know: it is always called [`CATCH_ALL`]
//! (`Unknown`), whatever the schema holds, so that matching on it never breaks
//! when a release adds a value. No name from the schema can take it: a value or
//! tag that would be named `Unknown` is named `UnknownValue` instead
//! ([`open_variant_name`]). Released schemas do have such values: v1's
//! `StateUpdate` has the tag `unknown` ("the Agent cannot currently determine
//! foreground activity"), which is `StateUpdate::UnknownValue(UnknownStateUpdate)`
//! next to the catch-all `StateUpdate::Unknown(..)`.

use heck::{ToSnakeCase, ToUpperCamelCase};

/// The name of the catch-all variant of every open enum and tagged union (see the
/// module docs).
pub const CATCH_ALL: &str = "Unknown";

/// The catch-all variant as an identifier: named the same in every open enum
/// and tagged union.
pub(crate) fn catch_all_name() -> proc_macro2::Ident {
    quote::format_ident!("{}", CATCH_ALL)
}

/// The suffix a schema name takes where it would be [`CATCH_ALL`].
const CATCH_ALL_CLASH_SUFFIX: &str = "Value";

/// A value or variant name in a type that has a catch-all: [`type_name`], except
/// that the catch-all's name is never given to a schema name (`unknown` ->
/// `UnknownValue`).
pub fn open_variant_name(raw: &str) -> String {
    let name = type_name(raw);
    if name == CATCH_ALL {
        format!("{name}{CATCH_ALL_CLASH_SUFFIX}")
    } else {
        name
    }
}

/// A type or variant name from a schema title or value: `agent_message_chunk` ->
/// `AgentMessageChunk`, `Parse error` -> `ParseError`, `date-time` -> `DateTime`.
pub fn type_name(raw: &str) -> String {
    let name = raw.to_upper_camel_case();
    match name.chars().next() {
        Some(c) if c.is_ascii_digit() => format!("V{name}"),
        None => "Empty".to_owned(),
        _ => name,
    }
}

/// A field or function name: `sessionId` -> `session_id`, `_meta` -> `meta`.
pub fn field_name(wire: &str) -> String {
    let name = wire.to_snake_case();
    if name.is_empty() {
        "value".to_owned()
    } else {
        name
    }
}

/// A constant name: `Parse error` -> `PARSE_ERROR`.
pub fn const_name(raw: &str) -> String {
    field_name(raw).to_uppercase()
}

/// An identifier token, raw (`r#type`) where the name is a Rust keyword.
pub fn ident(name: &str) -> proc_macro2::Ident {
    if syn::parse_str::<syn::Ident>(name).is_ok() {
        proc_macro2::Ident::new(name, proc_macro2::Span::call_site())
    } else {
        proc_macro2::Ident::new_raw(name, proc_macro2::Span::call_site())
    }
}

/// The indefinite article for `word` (leading punctuation such as `` ` `` or `[`
/// is skipped): `an` before a vowel, except the `u` of `usage`, `unit`, `utility`.
pub fn article(word: &str) -> &'static str {
    let lower = word
        .trim_start_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    let an = match lower.chars().next() {
        Some('a' | 'e' | 'i' | 'o') => true,
        Some('u') => !["us", "uni", "uti"].iter().any(|p| lower.starts_with(p)),
        _ => false,
    };
    if an {
        "an"
    } else {
        "a"
    }
}

/// `word` with its indefinite article: `an agent`, `a client`.
pub fn with_article(word: &str) -> String {
    format!("{} {word}", article(word))
}

#[cfg(test)]
mod tests {
    use super::{open_variant_name, with_article, CATCH_ALL};

    #[test]
    fn no_schema_name_takes_the_catch_all() {
        assert_eq!(open_variant_name("unknown"), "UnknownValue");
        assert_eq!(open_variant_name("Unknown"), "UnknownValue");
        assert_eq!(open_variant_name("unknown_tool"), "UnknownTool");
        assert_eq!(open_variant_name("idle"), "Idle");
        assert_ne!(open_variant_name(CATCH_ALL), CATCH_ALL);
    }

    #[test]
    fn articles() {
        assert_eq!(with_article("agent"), "an agent");
        assert_eq!(with_article("client"), "a client");
        assert_eq!(with_article("proxy"), "a proxy");
        assert_eq!(with_article("[`AgentRequest`]"), "an [`AgentRequest`]");
        assert_eq!(with_article("`UsageUpdate`"), "a `UsageUpdate`");
        assert_eq!(
            with_article("`UnknownStateUpdate`"),
            "an `UnknownStateUpdate`"
        );
    }
}
