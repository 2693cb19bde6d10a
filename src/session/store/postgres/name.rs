//! The name a PostgreSQL store goes by in errors and logs: its connection
//! string with any password replaced by `***`.

/// What stands for a password in a store's name.
const HIDDEN: &str = "***";

/// `url` (a `postgres://` URL or a `key=value` connection string) with its
/// passwords hidden: the one of the URL's user info, and any `password`
/// parameter.
pub(super) fn redact(url: &str) -> String {
    let trimmed = url.trim();
    let scheme = ["postgres://", "postgresql://"]
        .into_iter()
        .find(|scheme| trimmed.starts_with(scheme));
    match scheme {
        Some(scheme) => redact_url(trimmed, scheme.len()),
        None => redact_pairs(trimmed),
    }
}

/// A URL: the password of the user info (`user:password@`), and the
/// `password` query parameter.
fn redact_url(url: &str, after_scheme: usize) -> String {
    let rest = &url[after_scheme..];
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let mut out = String::from(&url[..after_scheme]);
    match authority.rfind('@') {
        Some(at) => {
            let (user_info, hosts) = authority.split_at(at);
            match user_info.split_once(':') {
                Some((user, _)) => {
                    out.push_str(user);
                    out.push(':');
                    out.push_str(HIDDEN);
                }
                None => out.push_str(user_info),
            }
            out.push_str(hosts);
        }
        None => out.push_str(authority),
    }
    match tail.split_once('?') {
        Some((path, query)) => {
            out.push_str(path);
            out.push('?');
            let params: Vec<String> = query
                .split('&')
                .map(|param| match param.split_once('=') {
                    Some((key, _)) if key.eq_ignore_ascii_case("password") => {
                        format!("{key}={HIDDEN}")
                    }
                    _ => param.to_owned(),
                })
                .collect();
            out.push_str(&params.join("&"));
        }
        None => out.push_str(tail),
    }
    out
}

/// A `key=value` string: the value of `password` (bare or single-quoted,
/// with backslash escapes), wherever it is.
fn redact_pairs(pairs: &str) -> String {
    let mut out = String::with_capacity(pairs.len());
    let mut rest = pairs;
    while !rest.is_empty() {
        // One `key = value` pair, with the blanks before it.
        let start = rest.len() - rest.trim_start().len();
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let key_end = rest
            .find(|c: char| c == '=' || c.is_whitespace())
            .unwrap_or(rest.len());
        let key = &rest[..key_end];
        out.push_str(key);
        rest = &rest[key_end..];
        let blanks = rest.len() - rest.trim_start().len();
        if !rest[blanks..].starts_with('=') {
            continue;
        }
        let eq = blanks + 1;
        let value_start = eq + (rest[eq..].len() - rest[eq..].trim_start().len());
        out.push_str(&rest[..value_start]);
        rest = &rest[value_start..];
        let value_end = value_len(rest);
        match key.eq_ignore_ascii_case("password") {
            true => out.push_str(HIDDEN),
            false => out.push_str(&rest[..value_end]),
        }
        rest = &rest[value_end..];
    }
    out
}

/// The length of the value `rest` starts with: up to the closing quote of a
/// quoted one, up to a blank of a bare one (a backslash escapes the next
/// character in both).
fn value_len(rest: &str) -> usize {
    let quoted = rest.starts_with('\'');
    let mut escaped = false;
    for (i, c) in rest.char_indices().skip(usize::from(quoted)) {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '\'' if quoted => return i + 1,
            c if !quoted && c.is_whitespace() => return i,
            _ => {}
        }
    }
    rest.len()
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn passwords_are_hidden() {
        for (url, shown) in [
            (
                "postgres://agent:s3cr@t@db.example:5432/acp",
                "postgres://agent:***@db.example:5432/acp",
            ),
            (
                "postgresql://agent@h1:5432,h2:5433/acp?sslmode=disable&password=x&user=a",
                "postgresql://agent@h1:5432,h2:5433/acp?sslmode=disable&password=***&user=a",
            ),
            (
                "postgres://127.0.0.1:5432/acp",
                "postgres://127.0.0.1:5432/acp",
            ),
            (
                "host=db user=agent password=hunter2 dbname=acp",
                "host=db user=agent password=*** dbname=acp",
            ),
            (
                "host=db password = 'it\\'s a secret' dbname=acp",
                "host=db password = *** dbname=acp",
            ),
            ("password=", "password=***"),
            ("host=/run/postgresql", "host=/run/postgresql"),
        ] {
            assert_eq!(redact(url), shown, "{url}");
        }
    }
}
