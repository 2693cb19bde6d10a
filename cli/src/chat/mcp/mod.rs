//! The MCP servers the chat gives the agent in `session/new` (and `--load`,
//! `--resume`): `--mcp 'CMD ARGS...'` (stdio, the command looked up in `PATH`
//! as a shell would, since the spec wants an absolute path), `--mcp-url URL`
//! (Streamable HTTP) with `--mcp-header 'K: V'` for the last URL before it;
//! `/mcp` lists them. An HTTP server goes only to an agent that advertises the
//! capability (as the spec requires of a client), and `/mcp` says when it was
//! left out.

use std::path::{Path, PathBuf};

/// One server of the command line.
#[derive(Debug, Clone, PartialEq)]
enum Entry {
    Stdio {
        name: String,
        command: PathBuf,
        args: Vec<String>,
    },
    Http {
        name: String,
        url: String,
        headers: Vec<(String, String)>,
    },
}

impl Entry {
    fn name(&self) -> &str {
        match self {
            Entry::Stdio { name, .. } | Entry::Http { name, .. } => name,
        }
    }
}

/// The chat's MCP servers, and what became of them when the session opened.
#[derive(Debug, Clone, Default)]
pub struct Servers {
    entries: Vec<Entry>,
    /// Set when the session opened: whether the agent takes HTTP servers.
    http_taken: std::sync::OnceLock<bool>,
}

impl Servers {
    /// Takes one of the chat's MCP flags (`--mcp`, `--mcp-url`,
    /// `--mcp-header`) with its value; `Ok(false)` for another flag.
    pub fn flag(
        &mut self,
        flag: &str,
        value: impl FnOnce() -> Result<String, String>,
    ) -> Result<bool, String> {
        match flag {
            "--mcp" => {
                let line = value()?;
                let words =
                    crate::shell::split(&line).map_err(|e| format!("--mcp `{line}`: {e}"))?;
                let Some((program, args)) = words.split_first() else {
                    return Err("--mcp needs a command".into());
                };
                let command = resolve(program)
                    .ok_or_else(|| format!("--mcp: `{program}` is not a file here or in PATH"))?;
                let stem = command
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "mcp".into());
                let name = self.unique(stem);
                self.entries.push(Entry::Stdio {
                    name,
                    command,
                    args: args.to_vec(),
                });
            }
            "--mcp-url" => {
                let url = value()?;
                let host = url
                    .split_once("://")
                    .map(|(_, rest)| rest)
                    .unwrap_or(&url)
                    .split(['/', ':', '?'])
                    .next()
                    .filter(|h| !h.is_empty())
                    .unwrap_or("http")
                    .to_owned();
                let name = self.unique(host);
                self.entries.push(Entry::Http {
                    name,
                    url,
                    headers: vec![],
                });
            }
            "--mcp-header" => {
                let header = value()?;
                let Some((key, val)) = header.split_once(':') else {
                    return Err(format!("--mcp-header takes `NAME: VALUE`, not `{header}`"));
                };
                match self.entries.last_mut() {
                    Some(Entry::Http { headers, .. }) => {
                        headers.push((key.trim().to_owned(), val.trim().to_owned()));
                    }
                    _ => return Err("--mcp-header goes after the --mcp-url it is for".into()),
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `name`, or `name-2`, `name-3`... if a server already has it.
    fn unique(&self, name: String) -> String {
        let taken = |n: &str| self.entries.iter().any(|e| e.name() == n);
        if !taken(&name) {
            return name;
        }
        (2..)
            .map(|i| format!("{name}-{i}"))
            .find(|n| !taken(n))
            .expect("a free name")
    }

    /// The servers for a v1 `session/new`; HTTP ones only when `http` (the
    /// agent's `mcpCapabilities.http`).
    pub fn v1(&self, http: bool) -> Vec<acp::v1::McpServer> {
        use acp::v1::{EnvVariable, HttpHeader, McpServer, McpServerHttp, McpServerStdio};
        let _ = self.http_taken.set(http);
        self.entries
            .iter()
            .filter_map(|entry| match entry {
                Entry::Stdio {
                    name,
                    command,
                    args,
                } => Some(McpServer::Stdio(McpServerStdio::new(
                    name,
                    command.display().to_string(),
                    args.clone(),
                    Vec::<EnvVariable>::new(),
                ))),
                Entry::Http { name, url, headers } if http => {
                    let headers = headers.iter().map(|(k, v)| HttpHeader::new(k, v));
                    Some(McpServer::Http(McpServerHttp::new(
                        name,
                        url,
                        headers.collect::<Vec<_>>(),
                    )))
                }
                Entry::Http { .. } => None,
            })
            .collect()
    }

    /// The servers for a v2 `session/new` (or `session/resume`); HTTP ones only
    /// when `http` (the agent's `session.mcp.http`).
    pub fn v2(&self, http: bool) -> Vec<acp::v2::McpServer> {
        use acp::v2::{HttpHeader, McpServer, McpServerHttp, McpServerStdio};
        let _ = self.http_taken.set(http);
        self.entries
            .iter()
            .filter_map(|entry| match entry {
                Entry::Stdio {
                    name,
                    command,
                    args,
                } => Some(McpServer::Stdio(
                    McpServerStdio::new(name, command.display().to_string()).args(args.clone()),
                )),
                Entry::Http { name, url, headers } if http => {
                    let headers = headers.iter().map(|(k, v)| HttpHeader::new(k, v));
                    Some(McpServer::Http(
                        McpServerHttp::new(name, url).headers(headers.collect::<Vec<_>>()),
                    ))
                }
                Entry::Http { .. } => None,
            })
            .collect()
    }

    /// What `/mcp` shows: every server, how it was given, header values hidden.
    pub fn describe(&self) -> String {
        if self.entries.is_empty() {
            return "no MCP servers (--mcp 'CMD ARGS', --mcp-url URL [--mcp-header 'K: V'])\n"
                .into();
        }
        let mut out = String::new();
        for entry in &self.entries {
            match entry {
                Entry::Stdio {
                    name,
                    command,
                    args,
                } => {
                    let line: Vec<String> = std::iter::once(command.display().to_string())
                        .chain(args.iter().cloned())
                        .map(|w| crate::shell::word(&w))
                        .collect();
                    out.push_str(&format!("{name}: stdio, {}\n", line.join(" ")));
                }
                Entry::Http { name, url, headers } => {
                    let keys: Vec<&str> = headers.iter().map(|(k, _)| k.as_str()).collect();
                    let with = match keys.is_empty() {
                        true => String::new(),
                        false => format!(" (headers: {})", keys.join(", ")),
                    };
                    let left_out = match self.http_taken.get() {
                        Some(false) => {
                            " [not given: the agent does not advertise HTTP MCP servers]"
                        }
                        _ => "",
                    };
                    out.push_str(&format!("{name}: http, {url}{with}{left_out}\n"));
                }
            }
        }
        out
    }

    /// Whether HTTP servers were left out for want of the capability.
    pub fn http_left_out(&self) -> bool {
        self.http_taken.get() == Some(&false)
            && self.entries.iter().any(|e| matches!(e, Entry::Http { .. }))
    }
}

/// `program` as an absolute path: a path is made absolute, a bare name is
/// looked up in `PATH`.
fn resolve(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        let path = std::path::absolute(Path::new(program)).ok()?;
        return path.is_file().then_some(path);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
        .and_then(|found| std::path::absolute(found).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(flags: &[(&str, &str)]) -> Result<Servers, String> {
        let mut servers = Servers::default();
        for (flag, value) in flags {
            assert!(servers.flag(flag, || Ok(value.to_string()))?);
        }
        Ok(servers)
    }

    #[test]
    fn stdio_commands_are_split_and_made_absolute() {
        let servers = parse(&[("--mcp", "sh -c 'echo a b'"), ("--mcp", "sh")]).unwrap();
        let v1 = servers.v1(false);
        let json = serde_json::to_value(&v1).unwrap();
        assert!(
            json[0]["command"].as_str().unwrap().starts_with('/'),
            "{json}"
        );
        assert_eq!(json[0]["args"], serde_json::json!(["-c", "echo a b"]));
        assert_eq!(json[0]["name"], "sh");
        assert_eq!(json[1]["name"], "sh-2");
        assert!(parse(&[("--mcp", "no-such-program-here")]).is_err());
    }

    #[test]
    fn http_servers_take_their_headers_and_need_the_capability() {
        let servers = parse(&[
            ("--mcp-url", "http://127.0.0.1:9/mcp"),
            ("--mcp-header", "Authorization: Bearer x"),
        ])
        .unwrap();
        assert!(servers.v1(false).is_empty());
        assert!(servers.http_left_out());
        assert!(servers.describe().contains("not given"));
        let json = serde_json::to_value(servers.v2(true)).unwrap();
        assert_eq!(json[0]["type"], "http");
        assert_eq!(json[0]["name"], "127.0.0.1");
        assert_eq!(json[0]["headers"][0]["value"], "Bearer x");
        assert!(!servers.describe().contains("Bearer"));
        assert!(parse(&[("--mcp-header", "A: b")]).is_err());
    }
}
