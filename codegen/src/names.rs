//! How schema names become Rust names.

use heck::{ToSnakeCase, ToUpperCamelCase};

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
    use super::with_article;

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
