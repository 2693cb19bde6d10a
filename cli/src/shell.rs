//! Command lines shown to people, or handed to a shell, as a POSIX shell reads them.

/// `word` as one word for a POSIX shell: as it is when that is safe, quoted otherwise.
pub fn word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:@+,%".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn words_are_quoted_only_when_needed() {
        assert_eq!(super::word("/tmp/acp-check/agent"), "/tmp/acp-check/agent");
        assert_eq!(super::word("a b"), "'a b'");
        assert_eq!(super::word("it's"), r"'it'\''s'");
        assert_eq!(super::word(""), "''");
    }
}
