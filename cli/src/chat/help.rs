//! What `acp chat --help` and the chat's `/help` say.

/// A command the agent advertises (`available_commands_update`), in either
/// protocol version.
pub struct Command {
    pub name: String,
    pub description: String,
}

/// `acp chat --help`.
pub const HELP: &str = "\
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
  --protocol v1|v2|auto  speak this version of ACP only; by default (auto) the chat
                         speaks v2 to an agent that offers it and v1 otherwise, and
                         says which when it connects
  --mcp 'CMD ARGS...'    give the agent this stdio MCP server (repeatable); the command
                         is looked up in PATH, the line split as a shell would
  --mcp-url URL          give the agent this Streamable HTTP MCP server (repeatable;
                         only to an agent that advertises HTTP MCP servers)
  --mcp-header 'K: V'    a header for the --mcp-url before it (repeatable)
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

/// The first line of [`HELP`]'s usage, for command-line errors.
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
}
