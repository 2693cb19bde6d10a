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

/// `line` split into words as a POSIX shell splits a simple command: blanks
/// separate words, single quotes keep everything, double quotes keep all but
/// `\"` and `\\`, a backslash outside quotes keeps the next character. No
/// expansions.
pub fn split(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => {
                words.extend(word.take());
            }
            '\'' => {
                let word = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("a single quote is not closed".into()),
                    }
                }
            }
            '"' => {
                let word = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err("a double quote is not closed".into()),
                        },
                        Some(c) => word.push(c),
                        None => return Err("a double quote is not closed".into()),
                    }
                }
            }
            '\\' => match chars.next() {
                Some(c) => word.get_or_insert_with(String::new).push(c),
                None => return Err("a backslash ends the line".into()),
            },
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests {
    #[test]
    fn lines_are_split_as_a_shell_splits_them() {
        let split = |l: &str| super::split(l).unwrap();
        assert_eq!(split("a  b\tc"), ["a", "b", "c"]);
        assert_eq!(
            split("npx -y 'a b' \"c \\\" d\" e\\ f ''"),
            ["npx", "-y", "a b", "c \" d", "e f", ""]
        );
        assert!(super::split("'open").is_err());
        assert!(super::split("\"open").is_err());
    }

    #[test]
    fn words_are_quoted_only_when_needed() {
        assert_eq!(super::word("/tmp/acp-check/agent"), "/tmp/acp-check/agent");
        assert_eq!(super::word("a b"), "'a b'");
        assert_eq!(super::word("it's"), r"'it'\''s'");
        assert_eq!(super::word(""), "''");
    }
}
