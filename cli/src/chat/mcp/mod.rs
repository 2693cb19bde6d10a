//! The MCP servers the chat gives the agent in `session/new` (and `--load`,
//! `--resume`), from its command line:
//!
//! - `--mcp 'CMD ARGS...'`: a stdio server. The line is split as a shell
//!   splits it, and the command found as a shell finds it (`shell::which`:
//!   the first executable file of that name in `PATH`; the spec wants an
//!   absolute path), so a named file that is not executable is an error before
//!   the agent starts;
//! - `--mcp-env K=V`: a variable of the stdio server before it (repeatable);
//! - `--mcp-url URL`: a Streamable HTTP server; `--mcp-sse URL`: an HTTP+SSE
//!   server (v1's, for agents that advertise it; the agent speaks to it, not
//!   the chat);
//! - `--mcp-header 'K: V'`: a header of the HTTP or SSE server before it;
//! - `--mcp-name NAME`: the name of the server before it. Without it a server
//!   is named after what it runs or its host (`names.rs`), and every name is
//!   made of letters, digits, `_` and `-`, which agents put in function names.
//!
//! A server goes only to an agent that advertises its transport (as the spec
//! requires of a client): v1's stdio always, HTTP and SSE by
//! `mcpCapabilities`; v2's stdio and HTTP by `session.mcp`, and no SSE (v2 has
//! none). `/mcp` lists them all, saying which were left out and why.

mod names;

use std::path::PathBuf;
use std::sync::Mutex;

/// How one server is reached.
#[derive(Debug, Clone, PartialEq)]
enum Transport {
    Stdio {
        command: PathBuf,
        args: Vec<String>,
        env: Vec<(String, String)>,
    },
    Http {
        url: String,
        headers: Vec<(String, String)>,
    },
    Sse {
        url: String,
        headers: Vec<(String, String)>,
    },
}

impl Transport {
    /// Its name in the schema (`mcpServers` entries, capabilities).
    fn tag(&self) -> &'static str {
        match self {
            Transport::Stdio { .. } => "stdio",
            Transport::Http { .. } => "http",
            Transport::Sse { .. } => "sse",
        }
    }
}

/// One server of the command line.
#[derive(Debug, Clone, PartialEq)]
struct Entry {
    /// What `--mcp-name` named it, else the automatic name.
    name: String,
    /// Whether `--mcp-name` named it.
    named: bool,
    transport: Transport,
}

/// Which transports the agent takes (its capabilities), or why not.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Accepted {
    pub stdio: bool,
    pub http: bool,
    pub sse: bool,
    /// The protocol version the session speaks, for what `/mcp` says.
    pub version: u16,
}

impl Accepted {
    fn takes(&self, transport: &Transport) -> bool {
        match transport {
            Transport::Stdio { .. } => self.stdio,
            Transport::Http { .. } => self.http,
            Transport::Sse { .. } => self.sse,
        }
    }

    /// Why a server of this transport was left out.
    fn why_not(&self, transport: &Transport) -> String {
        match (transport, self.version) {
            (Transport::Sse { .. }, 2) => "v2 has no SSE MCP servers".to_owned(),
            (transport, 1) => format!(
                "the agent does not advertise mcpCapabilities.{}",
                transport.tag()
            ),
            (transport, _) => format!(
                "the agent does not advertise session.mcp.{}",
                transport.tag()
            ),
        }
    }
}

/// The chat's MCP servers, and what became of them when the session opened.
#[derive(Debug, Default)]
pub struct Servers {
    entries: Vec<Entry>,
    /// Set when the session opens: the transports the agent takes.
    accepted: Mutex<Option<Accepted>>,
}

impl Servers {
    /// Takes one of the chat's MCP flags (`--mcp`, `--mcp-env`, `--mcp-url`,
    /// `--mcp-sse`, `--mcp-header`, `--mcp-name`) with its value; `Ok(false)`
    /// for another flag.
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
                let command = crate::shell::which(program).map_err(|e| format!("--mcp: {e}"))?;
                let name = names::of_command(program, args);
                self.add(
                    name,
                    Transport::Stdio {
                        command,
                        args: args.to_vec(),
                        env: vec![],
                    },
                );
            }
            "--mcp-url" | "--mcp-sse" => {
                let url = value()?;
                if !url.contains("://") {
                    return Err(format!("{flag} takes a URL (http://...), not `{url}`"));
                }
                let name = names::of_url(&url);
                let headers = vec![];
                let transport = match flag {
                    "--mcp-url" => Transport::Http { url, headers },
                    _ => Transport::Sse { url, headers },
                };
                self.add(name, transport);
            }
            "--mcp-env" => {
                let setting = value()?;
                let Some((key, val)) = setting.split_once('=').filter(|(k, _)| !k.is_empty())
                else {
                    return Err(format!("--mcp-env takes `NAME=VALUE`, not `{setting}`"));
                };
                match self.entries.last_mut().map(|e| &mut e.transport) {
                    Some(Transport::Stdio { env, .. }) => env.push((key.into(), val.into())),
                    _ => return Err("--mcp-env goes after the --mcp it is for".into()),
                }
            }
            "--mcp-header" => {
                let header = value()?;
                let Some((key, val)) = header.split_once(':') else {
                    return Err(format!("--mcp-header takes `NAME: VALUE`, not `{header}`"));
                };
                match self.entries.last_mut().map(|e| &mut e.transport) {
                    Some(Transport::Http { headers, .. } | Transport::Sse { headers, .. }) => {
                        headers.push((key.trim().to_owned(), val.trim().to_owned()));
                    }
                    _ => {
                        return Err(
                            "--mcp-header goes after the --mcp-url or --mcp-sse it is for".into(),
                        )
                    }
                }
            }
            "--mcp-name" => {
                let name = value()?;
                self.rename(name)?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// A server named `name` (or `name-2`, `name-3`... when a server has it).
    fn add(&mut self, name: String, transport: Transport) {
        let name = self.unique(name);
        self.entries.push(Entry {
            name,
            named: false,
            transport,
        });
    }

    /// `--mcp-name NAME` for the last server: a valid name no other server has
    /// (an automatic one that has it gives it up).
    fn rename(&mut self, name: String) -> Result<(), String> {
        if !names::valid(&name) {
            return Err(format!(
                "--mcp-name `{name}`: a name is letters, digits, `_` and `-` (agents make it \
                 part of their tools' function names)"
            ));
        }
        let Some(last) = self.entries.len().checked_sub(1) else {
            return Err("--mcp-name goes after the server it names".into());
        };
        if self.entries[last].named {
            return Err(format!(
                "--mcp-name `{name}`: the server before it is named `{}` already",
                self.entries[last].name
            ));
        }
        if let Some(other) = self.entries[..last].iter().position(|e| e.name == name) {
            if self.entries[other].named {
                return Err(format!("--mcp-name `{name}`: another server has that name"));
            }
            let renamed = format!("{name}-auto");
            self.entries[other].name = self.unique(renamed);
        }
        self.entries[last].name = name;
        self.entries[last].named = true;
        Ok(())
    }

    /// `name`, or `name-2`, `name-3`... if a server already has it.
    fn unique(&self, name: String) -> String {
        let taken = |n: &str| self.entries.iter().any(|e| e.name == n);
        if !taken(&name) {
            return name;
        }
        (2..)
            .map(|i| format!("{name}-{i}"))
            .find(|n| !taken(n))
            .expect("a free name")
    }

    /// The servers the agent takes, in the order given; remembers what it
    /// takes for `/mcp`.
    fn given(&self, accepted: Accepted) -> impl Iterator<Item = &Entry> {
        *self.accepted.lock().unwrap_or_else(|e| e.into_inner()) = Some(accepted);
        self.entries
            .iter()
            .filter(move |e| accepted.takes(&e.transport))
    }

    /// The servers for a v1 `session/new` (or `session/load`, `session/resume`),
    /// by the agent's `mcpCapabilities`.
    pub fn v1(&self, caps: &acp::v1::McpCapabilities) -> Vec<acp::v1::McpServer> {
        use acp::v1::McpServerStdio;
        use acp::v1::{EnvVariable, HttpHeader, McpServer, McpServerHttp, McpServerSse};
        let accepted = Accepted {
            stdio: true,
            http: caps.http,
            sse: caps.sse,
            version: 1,
        };
        let headers = |h: &[(String, String)]| each(h, |k, v| HttpHeader::new(k, v));
        self.given(accepted)
            .map(
                |Entry {
                     name, transport, ..
                 }| match transport {
                    Transport::Stdio { command, args, env } => {
                        let env = each(env, |k, v| EnvVariable::new(k, v));
                        let command = command.display().to_string();
                        McpServer::Stdio(McpServerStdio::new(name, command, args.clone(), env))
                    }
                    Transport::Http { url, headers: h } => {
                        McpServer::Http(McpServerHttp::new(name, url, headers(h)))
                    }
                    Transport::Sse { url, headers: h } => {
                        McpServer::Sse(McpServerSse::new(name, url, headers(h)))
                    }
                },
            )
            .collect()
    }

    /// The servers for a v2 `session/new` (or `session/resume`), by the agent's
    /// `session.mcp` (v2 has no SSE servers).
    pub fn v2(&self, caps: Option<&acp::v2::McpCapabilities>) -> Vec<acp::v2::McpServer> {
        use acp::v2::{EnvVariable, HttpHeader, McpServer, McpServerHttp, McpServerStdio};
        let accepted = Accepted {
            stdio: caps.is_some_and(|c| c.stdio.is_some()),
            http: caps.is_some_and(|c| c.http.is_some()),
            sse: false,
            version: 2,
        };
        self.given(accepted)
            .filter_map(
                |Entry {
                     name, transport, ..
                 }| match transport {
                    Transport::Stdio { command, args, env } => {
                        let env = each(env, |k, v| EnvVariable::new(k, v));
                        let command = command.display().to_string();
                        let stdio = McpServerStdio::new(name, command).args(args.clone());
                        Some(McpServer::Stdio(stdio.env(env)))
                    }
                    Transport::Http { url, headers } => {
                        let headers = each(headers, |k, v| HttpHeader::new(k, v));
                        Some(McpServer::Http(
                            McpServerHttp::new(name, url).headers(headers),
                        ))
                    }
                    Transport::Sse { .. } => None,
                },
            )
            .collect()
    }

    /// What `/mcp` shows: every server, how it was given (variable and header
    /// values hidden), and those the agent was not given, with why.
    pub fn describe(&self) -> String {
        if self.entries.is_empty() {
            return "no MCP servers (--mcp 'CMD ARGS' [--mcp-env K=V], --mcp-url URL, \
                    --mcp-sse URL [--mcp-header 'K: V'], each [--mcp-name NAME])\n"
                .into();
        }
        let mut out = String::new();
        for entry in &self.entries {
            let (what, keys) = match &entry.transport {
                Transport::Stdio { command, args, env } => {
                    let line: Vec<String> = std::iter::once(command.display().to_string())
                        .chain(args.iter().cloned())
                        .map(|w| crate::shell::word(&w))
                        .collect();
                    (line.join(" "), ("env", env))
                }
                Transport::Http { url, headers } | Transport::Sse { url, headers } => {
                    (url.clone(), ("headers", headers))
                }
            };
            let with = match keys.1.is_empty() {
                true => String::new(),
                false => {
                    let names: Vec<&str> = keys.1.iter().map(|(k, _)| k.as_str()).collect();
                    format!(" ({}: {})", keys.0, names.join(", "))
                }
            };
            let left_out = match self.accepted() {
                Some(accepted) if !accepted.takes(&entry.transport) => {
                    format!(" [not given: {}]", accepted.why_not(&entry.transport))
                }
                _ => String::new(),
            };
            let tag = entry.transport.tag();
            out.push_str(&format!("{}: {tag}, {what}{with}{left_out}\n", entry.name));
        }
        out
    }

    /// What the agent takes, once a session was opened.
    fn accepted(&self) -> Option<Accepted> {
        *self.accepted.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The servers the agent was not given for want of the capability, once
    /// the session opened: `NAME (why)` each.
    pub fn left_out(&self) -> Vec<String> {
        let Some(accepted) = self.accepted() else {
            return vec![];
        };
        self.entries
            .iter()
            .filter(|e| !accepted.takes(&e.transport))
            .map(|e| format!("{} ({})", e.name, accepted.why_not(&e.transport)))
            .collect()
    }
}

/// `make` of each `(name, value)` pair: a version's variables or headers.
fn each<T>(pairs: &[(String, String)], make: impl Fn(&str, &str) -> T) -> Vec<T> {
    pairs.iter().map(|(k, v)| make(k, v)).collect()
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

    fn v1_caps(http: bool, sse: bool) -> acp::v1::McpCapabilities {
        acp::v1::McpCapabilities::new().http(http).sse(sse)
    }

    #[test]
    fn stdio_commands_are_split_made_absolute_and_named() {
        let servers = parse(&[
            ("--mcp", "sh -c 'echo a b'"),
            ("--mcp-env", "TOKEN=t=1"),
            ("--mcp", "sh"),
        ])
        .unwrap();
        let json = serde_json::to_value(servers.v1(&v1_caps(false, false))).unwrap();
        assert!(
            json[0]["command"].as_str().unwrap().starts_with('/'),
            "{json}"
        );
        assert_eq!(json[0]["args"], serde_json::json!(["-c", "echo a b"]));
        assert_eq!(
            json[0]["env"],
            serde_json::json!([{"name": "TOKEN", "value": "t=1"}])
        );
        assert_eq!(
            (&json[0]["name"], &json[1]["name"]),
            (&"sh".into(), &"sh-2".into())
        );
        assert!(
            !servers.describe().contains("t=1"),
            "{}",
            servers.describe()
        );
        assert!(parse(&[("--mcp", "no-such-program-here")]).is_err());
        assert!(parse(&[("--mcp-env", "A=b")]).is_err());
        assert!(parse(&[("--mcp", "sh"), ("--mcp-env", "no-equals")]).is_err());
    }

    #[test]
    fn servers_are_named_by_mcp_name_with_valid_names_only() {
        let servers = parse(&[
            ("--mcp", "sh"),
            ("--mcp", "sh -c true"),
            ("--mcp-name", "sh"),
            ("--mcp-url", "http://127.0.0.1:9/mcp"),
            ("--mcp-name", "adder_2"),
        ])
        .unwrap();
        let json = serde_json::to_value(servers.v1(&v1_caps(true, false))).unwrap();
        let names: Vec<&str> = (0..3).map(|i| json[i]["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["sh-auto", "sh", "adder_2"]);
        let error = parse(&[("--mcp", "sh"), ("--mcp-name", "a.b")]).unwrap_err();
        assert!(error.contains("letters, digits, `_` and `-`"), "{error}");
        assert!(parse(&[("--mcp-name", "a")]).is_err());
        let twice = [("--mcp", "sh"), ("--mcp-name", "a"), ("--mcp-name", "b")];
        assert!(parse(&twice).is_err());
        let taken = [("--mcp", "sh"), ("--mcp-name", "a"), ("--mcp", "sh")];
        assert!(parse(&[taken[0], taken[1], taken[2], ("--mcp-name", "a")]).is_err());
    }

    #[test]
    fn http_and_sse_servers_take_their_headers_and_need_the_capability() {
        let servers = parse(&[
            ("--mcp-url", "http://127.0.0.1:9/mcp"),
            ("--mcp-header", "Authorization: Bearer x"),
            ("--mcp-sse", "http://tools.example/sse"),
            ("--mcp-header", "X-Key: k"),
        ])
        .unwrap();
        assert!(servers.v1(&v1_caps(false, false)).is_empty());
        assert_eq!(servers.left_out().len(), 2);
        assert!(
            servers
                .describe()
                .contains("not given: the agent does not advertise mcpCapabilities.sse"),
            "{}",
            servers.describe()
        );
        let json = serde_json::to_value(servers.v1(&v1_caps(true, true))).unwrap();
        assert_eq!(json[0]["type"], "http");
        assert_eq!(json[0]["name"], "127-0-0-1");
        assert_eq!(json[0]["headers"][0]["value"], "Bearer x");
        assert_eq!(
            json[1],
            serde_json::json!({"type": "sse", "name": "tools-example", "url": "http://tools.example/sse",
                               "headers": [{"name": "X-Key", "value": "k"}]})
        );
        assert!(servers.left_out().is_empty());
        assert!(!servers.describe().contains("Bearer"));
        assert!(parse(&[("--mcp-header", "A: b")]).is_err());
        assert!(parse(&[("--mcp-sse", "tools.example")]).is_err());
    }

    #[test]
    fn v2_takes_what_session_mcp_advertises_and_no_sse() {
        let servers = parse(&[
            ("--mcp", "sh"),
            ("--mcp-env", "K=V"),
            ("--mcp-sse", "http://tools.example/sse"),
        ])
        .unwrap();
        assert!(servers.v2(None).is_empty());
        let caps = acp::v2::McpCapabilities::new().stdio(acp::v2::McpStdioCapabilities::new());
        let json = serde_json::to_value(servers.v2(Some(&caps))).unwrap();
        assert_eq!(json.as_array().unwrap().len(), 1, "{json}");
        assert_eq!(json[0]["env"][0]["name"], "K");
        assert_eq!(
            servers.left_out(),
            ["tools-example (v2 has no SSE MCP servers)"]
        );
    }
}
