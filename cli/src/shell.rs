//! Command lines shown to people, or handed to a shell, as a POSIX shell reads
//! them, and commands found as a shell finds them.

use std::path::{Path, PathBuf};

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

/// The program a shell would run for `program`, as an absolute path: a name
/// without `/` is the first executable file of that name in the directories of
/// `PATH` (one that is not executable is passed over, as a shell does); a path
/// is made absolute, and must be an executable file. Otherwise what is wrong.
pub fn which(program: &str) -> Result<PathBuf, String> {
    which_in(program, &std::env::var_os("PATH").unwrap_or_default())
}

/// [`which`] with `dirs` for `PATH`.
fn which_in(program: &str, dirs: &std::ffi::OsStr) -> Result<PathBuf, String> {
    if program.contains('/') {
        let path =
            std::path::absolute(Path::new(program)).map_err(|e| format!("`{program}`: {e}"))?;
        return match (path.is_file(), executable(&path)) {
            (true, true) => Ok(path),
            (true, false) => Err(format!("`{program}` is not executable")),
            (false, _) => Err(format!("`{program}` is not a file")),
        };
    }
    let mut passed_over = Vec::new();
    for dir in std::env::split_paths(dirs) {
        let candidate = dir.join(program);
        if !candidate.is_file() {
            continue;
        }
        if executable(&candidate) {
            return std::path::absolute(&candidate).map_err(|e| format!("`{program}`: {e}"));
        }
        passed_over.push(candidate.display().to_string());
    }
    match passed_over.as_slice() {
        [] => Err(format!("`{program}` is not a file here or in PATH")),
        files => Err(format!(
            "`{program}`: no executable file of that name in PATH ({} not executable)",
            files.join(", ")
        )),
    }
}

/// Whether `path` may be run: an execute permission bit (Unix), or any file.
fn executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path).is_ok_and(|m| m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
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

    /// A file of the name earlier on PATH that is not executable is passed
    /// over; a named file that is not executable is an error.
    #[cfg(unix)]
    #[test]
    fn which_takes_the_first_executable_as_a_shell_does() {
        use std::os::unix::fs::PermissionsExt;
        let root = std::env::temp_dir().join(format!("acp-which-{}", std::process::id()));
        let (first, second) = (root.join("first"), root.join("second"));
        for dir in [&first, &second] {
            std::fs::create_dir_all(dir).unwrap();
        }
        let plain = first.join("acp-which-tool");
        std::fs::write(&plain, "not a program").unwrap();
        let tool = second.join("acp-which-tool");
        std::fs::write(&tool, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
        let path = std::env::join_paths([&first, &second]).unwrap();
        assert_eq!(super::which_in("acp-which-tool", &path).unwrap(), tool);
        let missing = super::which_in("acp-which-nothing", &path).unwrap_err();
        assert!(missing.contains("not a file here or in PATH"), "{missing}");
        let only_plain = super::which_in("acp-which-tool", first.as_os_str()).unwrap_err();
        assert!(only_plain.contains("not executable"), "{only_plain}");
        let named = super::which(plain.to_str().unwrap()).unwrap_err();
        assert!(named.ends_with("is not executable"), "{named}");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
