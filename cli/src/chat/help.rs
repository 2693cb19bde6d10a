//! What `acp chat --help` and the chat's `/help` say.

/// A command the agent advertises (`available_commands_update`), in either
/// protocol version.
pub struct Command {
    pub name: String,
    pub description: String,
}

/// `acp chat --help`: [`HELP`] with the default protocol version said.
pub fn text() -> String {
    let default = match acp_codegen::schemas::released(2) {
        true => "auto (v2's schema is released).",
        false => "v1, the newest released version (v2's schema is\n                         a pre-release: --protocol v2 or auto speaks it).",
    };
    HELP.replace("{DEFAULT}", default)
}

/// `acp chat --help`, `{DEFAULT}` standing for the default protocol version.
const HELP: &str = "\
Chat with an ACP agent on the terminal.

usage: acp chat [OPTIONS] [--] AGENT_COMMAND [ARGS...]
       acp chat [OPTIONS] ws://HOST:PORT/acp   (or http://, wss://, https://)

The chat starts the agent, opens a session in the current directory and sends each
line you type as a prompt, showing the agent's text, thoughts, tool calls and plans
as they stream. The agent may read and write files in that directory (never outside
it) and run commands there; it asks before it acts, and you answer with a number
(anything else is asked again; Ctrl-C cancels the turn instead).

Options:
  --yes                  answer permission requests \"allow once\" (\"allow always\" only
                         when the agent offers nothing else that allows; the chat
                         says which it picked)
  --auth METHOD_ID       authenticate with this of the agent's auth methods first
                         (the chat lists them when the agent asks for credentials)
  --auth-timeout SECS    how long an agent may take to authenticate (default 300),
                         a login in a browser, say
  --load SESSION         open SESSION with session/load, its history replayed (v1's:
                         the chat speaks v1)
  --resume SESSION       open SESSION with session/resume (v1 replays no history)
  --init-timeout SECS    how long the agent may take to answer initialize (default 30)
  --protocol v1|v2|auto  the version of ACP to speak: v1 or v2 only, or auto: v2 to
                         an agent that offers it and v1 otherwise. The chat says
                         which, and why, when it connects. By default
                         {DEFAULT}
  --mcp 'CMD ARGS...'    give the agent this stdio MCP server (repeatable): the line is
                         split as a shell splits it, and the command is the first
                         executable file of that name in PATH
  --mcp-env K=V          a variable for the --mcp server before it (repeatable)
  --mcp-url URL          give the agent this Streamable HTTP MCP server (repeatable;
                         only to an agent that advertises HTTP MCP servers)
  --mcp-sse URL          give the agent this HTTP+SSE MCP server (repeatable; v1 only,
                         to an agent that advertises SSE MCP servers)
  --mcp-header 'K: V'    a header for the --mcp-url or --mcp-sse before it (repeatable)
  --mcp-name NAME        the name of the MCP server before it: letters, digits, _ and -
                         (agents make it part of their tools' names); by default what
                         the server runs, or its host
  -h, --help             this text
  --                     ends the options (for an agent command starting with -)

In the chat:
  /help                  the chat's commands and the agent's
  /config                the session's config options (model, mode, ...)
  /config ID VALUE       change one (true or false for a switch)
  /mcp                   the MCP servers given to the agent
  /quit                  leave (so does the end of input, Ctrl-D)
  Ctrl-C                 cancel the running prompt; again, or with no prompt running, leave
  anything else          a prompt, the agent's own slash commands (/init, ...) included

Credentials: an agent that needs them says so when the session opens or at the first
prompt; the chat then lists its auth methods and what each needs. API keys reach the
agent through the environment the chat runs in (OPENAI_API_KEY=... acp chat ...);
`--auth ID` asks the agent to log in by itself, or runs its login command on this
terminal. A remote agent's bearer token is read from ACP_TOKEN.

Examples:
  acp chat npx -y @agentclientprotocol/claude-agent-acp
  OPENAI_API_KEY=sk-... acp chat --auth api-key npx -y @agentclientprotocol/codex-acp
  acp chat -- acp trace -o turn.jsonl -- my-agent     (record the exchange too)
";

/// The first line of the help's usage, for command-line errors.
pub const USAGE: &str =
    "usage: acp chat [OPTIONS] [--] AGENT_COMMAND [ARGS...] (acp chat --help says more)";

/// The chat's `/help`: its own commands, then the ones the agent advertised
/// (sent as prompts).
pub fn in_chat(agent_commands: &[Command]) -> String {
    let mut text = String::from(
        "the chat's commands:\n\
         \x20 /help             this list\n\
         \x20 /config           the session's config options\n\
         \x20 /config ID VALUE  change one (true or false for a switch)\n\
         \x20 /mcp              the MCP servers given to the agent\n\
         \x20 /quit             leave (so does the end of input)\n\
         \x20 Ctrl-C            cancel the running prompt; again, or with none running, leave\n",
    );
    if agent_commands.is_empty() {
        text.push_str("anything else is a prompt for the agent (it advertises no commands)\n");
        return text;
    }
    text.push_str("anything else is a prompt for the agent, its commands included:\n");
    let width = agent_commands
        .iter()
        .map(|c| c.name.len() + 1)
        .max()
        .unwrap_or(0)
        .min(24);
    for command in agent_commands {
        let name = format!("/{}", command.name);
        text.push_str(&format!(
            "  {name:<width$}  {}\n",
            first_line(&command.description)
        ));
    }
    text
}

/// How much of a command's description the list shows (some are paragraphs).
const DESCRIPTION: usize = 80;

/// The first line of `text`, cut to [`DESCRIPTION`] characters.
fn first_line(text: &str) -> String {
    let line = text.lines().next().unwrap_or_default();
    if line.chars().count() <= DESCRIPTION && !text.trim_end().contains('\n') {
        return line.to_owned();
    }
    let cut: String = line.chars().take(DESCRIPTION - 1).collect();
    format!("{}…", cut.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_agent_commands_are_listed_one_line_each() {
        let long = "Use this skill whenever you are about to create any chart. ".repeat(10);
        let command = |name: &str, description: &str| Command {
            name: name.into(),
            description: description.into(),
        };
        let commands = [
            command("init", "Initialize a CLAUDE.md file"),
            command("dataviz", &long),
            command("two", "First line\nsecond line"),
        ];
        let text = in_chat(&commands);
        assert!(
            text.contains("  /init     Initialize a CLAUDE.md file\n"),
            "{text}"
        );
        let dataviz = text.lines().find(|l| l.contains("/dataviz")).unwrap();
        assert!(
            dataviz.ends_with('…') && dataviz.chars().count() < 100,
            "{dataviz}"
        );
        assert!(text.contains("  /two      First line…\n"), "{text}");
    }

    /// The help says the default protocol version, as the schema's record has it.
    #[test]
    fn the_help_says_the_default_protocol() {
        let help = text();
        assert!(!help.contains("{DEFAULT}"), "{help}");
        let said = match acp_codegen::schemas::released(2) {
            true => "By default\n                         auto",
            false => "By default\n                         v1, the newest released version",
        };
        assert!(help.contains(said), "{help}");
    }
}
