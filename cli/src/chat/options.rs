//! The chat's command line: its options, then the agent's command.

use std::time::Duration;

use acp::jsonrpc::Request as _;

/// Which session to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Open {
    New,
    Load(String),
    Resume(String),
}

/// Which protocol version the chat speaks (`--protocol`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Protocol {
    /// v2 when the agent offers it, v1 otherwise (`--protocol auto`).
    Negotiate,
    /// v1 only (`--protocol v1`).
    V1,
    /// v2 only (`--protocol v2`): an agent that does not speak it is given up on.
    V2,
}

impl Protocol {
    /// Without `--protocol`: the newest version whose schema is a release
    /// (`acp_codegen::schemas::released`, recorded beside the schema's
    /// provenance): v1 while v2's is a pre-release, else v2 when the agent
    /// offers it.
    pub fn newest_released() -> Protocol {
        match acp_codegen::schemas::released(2) {
            true => Protocol::Negotiate,
            false => Protocol::V1,
        }
    }
}

/// What chose the protocol version: the default, `--protocol`, or `--load`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chosen {
    Default,
    Flag,
    Load,
}

pub struct Options {
    pub yes: bool,
    pub auth: Option<String>,
    pub open: Open,
    pub protocol: Protocol,
    /// Why the chat speaks `protocol`, for the line that says so.
    pub chosen: Chosen,
    pub init_timeout: Duration,
    pub auth_timeout: Duration,
    pub program: String,
    pub agent_args: Vec<String>,
    /// `--mcp`, `--mcp-env`, `--mcp-url`, `--mcp-sse`, `--mcp-header`, `--mcp-name`.
    pub mcp: super::mcp::Servers,
}

/// The options in `args`, then the agent's command; `Err("")` for `--help`.
pub fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut options = Options {
        yes: false,
        auth: None,
        open: Open::New,
        protocol: Protocol::newest_released(),
        chosen: Chosen::Default,
        init_timeout: Duration::from_secs(30),
        auth_timeout: Duration::from_secs(300),
        program: String::new(),
        agent_args: Vec::new(),
        mcp: Default::default(),
    };
    let value = |args: &mut dyn Iterator<Item = String>, flag: &str| {
        args.next().ok_or_else(|| format!("{flag} needs a value"))
    };
    let program = loop {
        let Some(arg) = args.next() else {
            return Err("no agent command".into());
        };
        match arg.as_str() {
            "--yes" => options.yes = true,
            "--auth" => options.auth = Some(value(&mut args, "--auth")?),
            "--load" | "--resume" => {
                if options.open != Open::New {
                    return Err("--load and --resume open one session: give one of them".into());
                }
                let id = value(&mut args, &arg)?;
                options.open = if arg == "--load" {
                    Open::Load(id)
                } else {
                    Open::Resume(id)
                };
            }
            "--protocol" => {
                options.chosen = Chosen::Flag;
                options.protocol = match value(&mut args, "--protocol")?.as_str() {
                    "v1" | "1" => Protocol::V1,
                    "v2" | "2" => Protocol::V2,
                    "auto" => Protocol::Negotiate,
                    other => return Err(format!("--protocol takes v1, v2 or auto, not `{other}`")),
                };
            }
            "--init-timeout" | "--auth-timeout" => {
                let secs = value(&mut args, &arg)?;
                let secs = secs
                    .parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s > 0.0)
                    .map(Duration::from_secs_f64)
                    .ok_or_else(|| format!("{arg} takes seconds, not `{secs}`"))?;
                if arg == "--init-timeout" {
                    options.init_timeout = secs;
                } else {
                    options.auth_timeout = secs;
                }
            }
            "--" => break args.next().ok_or("no agent command")?,
            "-h" | "--help" => return Err(String::new()),
            flag if options.mcp.flag(flag, || value(&mut args, flag))? => {}
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
            _ => break arg,
        }
    };
    // `session/load` is v1's alone: `--load` speaks v1.
    match (&options.open, options.protocol) {
        (Open::Load(_), Protocol::V2) => {
            return Err(format!(
                "--load opens a session with v1's `{}`, which v2 does not have (--resume opens \
                 a stored session in v2)",
                acp::v1::LoadSessionRequest::METHOD
            ))
        }
        (Open::Load(_), Protocol::Negotiate) => {
            options.protocol = Protocol::V1;
            options.chosen = Chosen::Load;
        }
        (Open::Load(_), Protocol::V1) if options.chosen == Chosen::Default => {
            options.chosen = Chosen::Load;
        }
        _ => {}
    }
    options.program = program;
    options.agent_args = args.collect();
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Options, String> {
        parse_args(args.iter().map(|a| a.to_string()))
    }

    #[test]
    fn protocol_versions() {
        let default = parse(&["agent"]).unwrap();
        assert_eq!(default.protocol, Protocol::newest_released());
        assert_eq!(default.chosen, Chosen::Default);
        for (flag, protocol) in [
            ("v1", Protocol::V1),
            ("1", Protocol::V1),
            ("v2", Protocol::V2),
            ("2", Protocol::V2),
            ("auto", Protocol::Negotiate),
        ] {
            let options = parse(&["--protocol", flag, "agent", "--protocol"]).unwrap();
            assert_eq!((options.protocol, options.chosen), (protocol, Chosen::Flag));
            assert_eq!(options.agent_args, ["--protocol"], "the agent's own");
        }
        let error = parse(&["--protocol", "v3", "agent"]).err().unwrap();
        assert_eq!(error, "--protocol takes v1, v2 or auto, not `v3`");
        let error = parse(&["--protocol"]).err().unwrap();
        assert_eq!(error, "--protocol needs a value");
    }

    /// `--load` is v1's: it makes the chat speak v1, and is refused with v2.
    #[test]
    fn load_speaks_v1() {
        let options = parse(&["--load", "s-1", "agent"]).unwrap();
        assert_eq!(options.protocol, Protocol::V1);
        let options = parse(&["--protocol", "auto", "--load", "s-1", "agent"]).unwrap();
        assert_eq!(options.protocol, Protocol::V1);
        assert_eq!(options.chosen, Chosen::Load);
        let options = parse(&["--protocol", "v1", "--load", "s-1", "agent"]).unwrap();
        assert_eq!(
            (options.protocol, options.chosen),
            (Protocol::V1, Chosen::Flag)
        );
        let options = parse(&["--resume", "s-1", "agent"]).unwrap();
        assert_eq!(options.protocol, Protocol::newest_released());
        let error = parse(&["--load", "s-1", "--protocol", "v2", "agent"])
            .err()
            .unwrap();
        assert_eq!(
            error,
            "--load opens a session with v1's `session/load`, which v2 does not have (--resume \
             opens a stored session in v2)"
        );
    }
}
