//! The names of the chat's MCP servers. Agents build their tools' function
//! names from them (qwen-code declares `mcp__NAME__TOOL`, and OpenAI's function
//! names allow only letters, digits, `_` and `-`), so a name is made of those
//! alone: a name given with `--mcp-name` must be, and an automatic one is made
//! so from what the server is (what a stdio command runs, a URL's host).

/// Whether `name` is a valid name: letters, digits, `_` and `-`, not empty.
pub fn valid(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// Programs that run what their arguments name (a script, a package, another
/// command): a stdio server they start is named after that, not after them.
const LAUNCHERS: &[&str] = &[
    "env", "npx", "bunx", "pnpx", "uvx", "pipx", "node", "deno", "bun", "python", "python3",
    "ruby", "perl", "php", "java", "uv", "run", "exec", "x",
];

/// The automatic name of a stdio server started as `program args`: the stem of
/// what it runs (`python3 tools/server.py` is `server`, `npx -y
/// @modelcontextprotocol/server-everything` is `server-everything`, `uvx
/// mcp-server-fetch` is `mcp-server-fetch`), else of the program itself.
pub fn of_command(program: &str, args: &[String]) -> String {
    let mut words = std::iter::once(program).chain(args.iter().map(String::as_str));
    let mut chosen = program;
    while let Some(word) = words.next() {
        chosen = word;
        if !LAUNCHERS.contains(&stem(word).as_str()) {
            break;
        }
        // The launcher's options and variable settings, up to what it runs.
        let Some(next) = words
            .clone()
            .position(|w| !w.starts_with('-') && !w.contains('='))
        else {
            break;
        };
        for _ in 0..next {
            words.next();
        }
    }
    sanitized(&stem(chosen))
}

/// The automatic name of a server at `url`: its host (`127-0-0-1` for
/// `http://127.0.0.1:8080/mcp`).
pub fn of_url(url: &str) -> String {
    let host = url
        .split_once("://")
        .map(|(_, rest)| rest)
        .unwrap_or(url)
        .split(['/', '?', '#'])
        .next()
        .unwrap_or_default();
    // Credentials before the host, the port after it (an IPv6 host is bracketed).
    let host = host.rsplit('@').next().unwrap_or_default();
    let host = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.split(':').next().unwrap_or_default(),
    };
    sanitized(host)
}

/// The last part of a path or package name, without its extension or version:
/// `tools/server.py` is `server`, `@scope/pkg@1.2` is `pkg`.
fn stem(word: &str) -> String {
    let last = word.rsplit('/').next().unwrap_or(word);
    let last = match last.split_once('@') {
        Some((name, _version)) if !name.is_empty() => name,
        _ => last,
    };
    match last.rsplit_once('.') {
        Some((stem, _extension)) if !stem.is_empty() => stem.to_owned(),
        _ => last.to_owned(),
    }
}

/// `text` as a valid name: every other character a `-` (runs of them one),
/// none at either end; `mcp` when nothing is left.
fn sanitized(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c.is_ascii_alphanumeric() || c == '_' {
            true => out.push(c),
            false if !out.ends_with('-') => out.push('-'),
            false => {}
        }
    }
    let out = out.trim_matches('-');
    match out.is_empty() {
        true => "mcp".to_owned(),
        false => out.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn command(line: &str) -> String {
        let words: Vec<String> = line.split(' ').map(str::to_owned).collect();
        of_command(&words[0], &words[1..])
    }

    #[test]
    fn a_command_is_named_after_what_it_runs() {
        assert_eq!(command("/usr/bin/python3 tools/server.py"), "server");
        assert_eq!(command("python3 -u -m weather"), "weather");
        assert_eq!(
            command("npx -y @modelcontextprotocol/server-everything@2025.1"),
            "server-everything"
        );
        assert_eq!(
            command("env TOKEN=x API=y /opt/bin/my.server --port 3"),
            "my"
        );
        assert_eq!(command("uvx mcp-server-fetch"), "mcp-server-fetch");
        assert_eq!(
            command("/opt/mcp/target/release/db-tools --db x"),
            "db-tools"
        );
        assert_eq!(command("env"), "env");
        assert_eq!(command("node"), "node");
    }

    #[test]
    fn a_url_is_named_after_its_host() {
        assert_eq!(of_url("http://127.0.0.1:8080/mcp"), "127-0-0-1");
        assert_eq!(
            of_url("https://user:pw@tools.example.com/sse?x=1"),
            "tools-example-com"
        );
        assert_eq!(of_url("http://[::1]:9/mcp"), "1");
        assert_eq!(of_url("not a url"), "not-a-url");
        assert_eq!(of_url("http:///mcp"), "mcp");
    }

    #[test]
    fn names_are_letters_digits_underscores_and_hyphens() {
        for name in ["a", "db_tools", "server-everything", "Tool2"] {
            assert!(valid(name), "{name}");
        }
        for name in ["", "127.0.0.1", "a b", "naïve", "x/y"] {
            assert!(!valid(name), "{name}");
        }
        assert!(valid(&command("python3 ./weird name.py")));
    }
}
