//! Every check, with its id, its level and the sentence of the specification it
//! comes from: [`CHECKS`] for agents, [`CLIENT_CHECKS`] for clients. The groups
//! (`agent/`, `client`) record an outcome per id.

use serde::Serialize;

/// How binding the requirement a check tests is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[non_exhaustive]
pub enum Level {
    /// The specification says MUST: a failure makes `acp check` exit non-zero
    /// and [`Report::assert_conforms`](super::Report::assert_conforms) panic.
    Must,
    /// The specification says SHOULD (or implies it): a failure is a warning,
    /// which fails only a strict run ([`Checker::strict`](super::Checker::strict)).
    Should,
    /// The specification makes it optional (MAY): a failure is a warning that
    /// says what the agent does not do.
    May,
    /// The test-agent prompt convention (`stream`, `echo`, `wait`, ...), which only
    /// agents written for testing follow: a failure is a warning (and an agent
    /// that shows it does not follow the convention gets n/a).
    Convention,
}

impl Level {
    /// The label of the table.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Must => "MUST",
            Level::Should => "SHOULD",
            Level::May => "MAY",
            Level::Convention => "CONVENTION",
        }
    }
}

/// Where a requirement is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Source {
    /// The page (a URL, or a path in this repository).
    pub page: &'static str,
    /// The sentence, as the page puts it.
    pub quote: &'static str,
}

/// One check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Check {
    /// A stable id, `area.what`.
    pub id: &'static str,
    /// The group that runs it (each group runs on a fresh agent).
    pub group: &'static str,
    /// How binding it is.
    pub level: Level,
    /// What it tests, in a few words.
    pub title: &'static str,
    /// Where the requirement comes from.
    pub source: Source,
}

const INITIALIZATION: &str = "https://agentclientprotocol.com/protocol/initialization";
const TRANSPORTS: &str = "https://agentclientprotocol.com/protocol/transports";
const JSON_RPC: &str = "https://www.jsonrpc.org/specification";
const EXTENSIBILITY: &str = "https://agentclientprotocol.com/protocol/extensibility";
const PROMPT_TURN: &str = "https://agentclientprotocol.com/protocol/prompt-turn";
const OVERVIEW: &str = "https://agentclientprotocol.com/protocol/overview";
const SESSION_SETUP: &str = "https://agentclientprotocol.com/protocol/session-setup";
const CANCELLATION: &str = "https://agentclientprotocol.com/protocol/cancellation";
const CONFIG_OPTIONS: &str = "https://agentclientprotocol.com/protocol/session-config-options";
const SCHEMA: &str = "https://agentclientprotocol.com/protocol/schema";
const SESSION_LIST: &str = "https://agentclientprotocol.com/protocol/session-list";
const CONVENTION: &str = "examples/test_agent.rs (the test-agent convention)";

const fn check(
    id: &'static str,
    group: &'static str,
    level: Level,
    title: &'static str,
    page: &'static str,
    quote: &'static str,
) -> Check {
    Check {
        id,
        group,
        level,
        title,
        source: Source { page, quote },
    }
}

use Level::{Convention, May, Must, Should};

/// Every check, in the order they run and are reported.
#[rustfmt::skip]
pub const CHECKS: &[Check] = &[
    // --- handshake: initialize asking for a version the agent cannot have.
    check("initialize.negotiates-version", "handshake", Must,
        "initialize with protocolVersion 999 is answered with a version the agent supports",
        INITIALIZATION,
        "If the Agent supports the requested version, it MUST respond with the same version. Otherwise, the Agent MUST respond with the latest version it supports."),
    check("initialize.response-shape", "handshake", Must,
        "the initialize result decodes as an InitializeResponse",
        INITIALIZATION,
        "The Agent MUST respond with the chosen protocol version and the capabilities it supports."),
    check("initialize.agent-info", "handshake", Should,
        "the initialize result names the agent (agentInfo; info in v2)",
        INITIALIZATION,
        "It SHOULD also provide a name and version to the Client as well"),
    // --- framing: JSON-RPC on one connection.
    check("initialize.same-version", "framing", Must,
        "initialize with the current protocolVersion is answered with the same version",
        INITIALIZATION,
        "If the Agent supports the requested version, it MUST respond with the same version."),
    check("jsonrpc.id-number", "framing", Must,
        "a request with id 1 is answered with id 1",
        JSON_RPC,
        "It MUST be the same as the value of the id member in the Request Object."),
    check("jsonrpc.id-zero", "framing", Must,
        "a request with id 0 is answered with id 0",
        JSON_RPC,
        "It MUST be the same as the value of the id member in the Request Object."),
    check("jsonrpc.id-negative", "framing", Must,
        "a request with id -7 is answered with id -7",
        JSON_RPC,
        "It MUST be the same as the value of the id member in the Request Object."),
    check("jsonrpc.id-large", "framing", Must,
        "a request with id 9007199254740991 (2^53 - 1) is answered with that id",
        JSON_RPC,
        "It MUST be the same as the value of the id member in the Request Object."),
    check("jsonrpc.id-string", "framing", Must,
        "a request with a string id (with non-ASCII and an escaped quote) is answered with that id",
        JSON_RPC,
        "The Server MUST reply with the same value in the Response object if included."),
    check("jsonrpc.notifications-unanswered", "framing", Must,
        "notifications (session/cancel of an unknown session, an unknown method) get no response",
        JSON_RPC,
        "The Server MUST NOT reply to a Notification, including those that are within a batch request."),
    check("jsonrpc.method-not-found", "framing", Must,
        "an unknown method is answered -32601",
        JSON_RPC,
        "When a rpc call encounters an error, the Response Object MUST contain the error member [...] -32601 Method not found: The method does not exist / is not available."),
    check("jsonrpc.invalid-params", "framing", Should,
        "session/new with a cwd that is not a string is answered -32602",
        JSON_RPC,
        "-32602 Invalid params: Invalid method parameter(s)."),
    check("jsonrpc.invalid-request", "framing", Must,
        "an object whose method is not a string is answered -32600",
        JSON_RPC,
        "When a rpc call encounters an error, the Response Object MUST contain the error member [...] -32600 Invalid Request: The JSON sent is not a valid Request object."),
    check("jsonrpc.not-an-object", "framing", Must,
        "a JSON line that is not an object (a number) is answered -32600 with id null",
        JSON_RPC,
        "If there was an error in detecting the id in the Request object (e.g. Parse error/Invalid Request), it MUST be Null."),
    check("jsonrpc.parse-error", "framing", Must,
        "a line that is not JSON is answered -32700 with id null",
        JSON_RPC,
        "When a rpc call encounters an error, the Response Object MUST contain the error member [...] -32700 Parse error: Invalid JSON was received by the server."),
    check("jsonrpc.survives-bad-input", "framing", Must,
        "after the bad lines above, a request is still answered",
        JSON_RPC,
        "When a rpc call is made, the Server MUST reply with a Response, except for in the case of Notifications."),
    check("ext.unknown-request", "framing", Should,
        "an unknown extension request (_acp.check/unknown) is answered -32601",
        EXTENSIBILITY,
        "If the receiving end doesn't recognize the custom method name, it should respond with the standard \"Method not found\" error"),
    check("ext.unknown-notification", "framing", Should,
        "an unknown extension notification is ignored: no response, the connection keeps working",
        EXTENSIBILITY,
        "Unlike with custom requests, implementations SHOULD ignore unrecognized notifications."),
    // --- session: the lifecycle of one session and its turns.
    check("session.new", "session", Must,
        "session/new with an absolute cwd returns a session id",
        INITIALIZATION,
        "As a baseline, all Agents MUST support session/new, session/prompt, session/cancel, and session/update."),
    check("session.meta-accepted", "session", Must,
        "session/new with unknown _meta keys succeeds",
        EXTENSIBILITY,
        "The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys."),
    check("prompt.stop-reason", "session", Must,
        "session/prompt is answered with a PromptResponse carrying a stopReason",
        PROMPT_TURN,
        "If there are no pending tool calls, the turn ends and the Agent MUST respond to the original session/prompt request with a StopReason"),
    check("prompt.updates-name-session", "session", Must,
        "the turn's session/update notifications decode and name a session of this connection",
        INITIALIZATION,
        "Clients and Agents MUST agree on a protocol version and act according to its specification."),
    check("prompt.updates-before-response", "session", Must,
        "no update of the turn (messages, thoughts, tool calls, plan) arrives after its session/prompt response",
        PROMPT_TURN,
        "If there are no pending tool calls, the turn ends and the Agent MUST respond to the original session/prompt request with a StopReason"),
    check("meta.not-parameters", "session", Must,
        "a prompt whose _meta has keys named like its params (sessionId, session_id, prompt) is the same prompt",
        EXTENSIBILITY,
        "The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys."),
    check("prompt.large", "session", Must,
        "a 1 MiB prompt is answered (a stopReason, or an error if it is too large for the agent)",
        JSON_RPC,
        "When a rpc call is made, the Server MUST reply with a Response, except for in the case of Notifications."),
    check("convention.echo", "session", Convention,
        "`echo ...` streams the prompt text back verbatim (the 1 MiB prompt included)",
        CONVENTION,
        "`echo ...` (or anything else) | one chunk with the whole prompt text"),
    check("convention.stream", "session", Convention,
        "`stream 50` sends 50 chunks c0..c49, all before the response",
        CONVENTION,
        "`stream M` | M `agent_message_chunk`s `c<i> `, then `end_turn`"),
    check("convention.meta", "session", Convention,
        "`meta` answers with the request's _meta",
        CONVENTION,
        "`meta` | no updates; the response's `_meta` is the request's `_meta`"),
    // --- config: a session's config options.
    check("session.config-options", "config", Must,
        "session/set_config_option on an option session/new offered is answered with every option, that one at its new value",
        CONFIG_OPTIONS,
        "The Agent MUST respond with the complete list of all configuration options and their current values"),
    check("session.modes-sync", "config", Should,
        "an agent offering mode-like configuration answers session/new with both a configOptions option of category `mode` and `modes`, the two alike",
        CONFIG_OPTIONS,
        "during the transition period, Agents that provide mode-like configuration SHOULD send both: configOptions with a category: \"mode\" option for Clients that support config options; modes for Clients that only support the older API [...] Agents SHOULD keep both in sync"),
    // --- history: what an agent advertises of a session's history.
    check("session.list", "history", Must,
        "session/list filtered by the session's cwd lists the session opened there, with that cwd",
        SESSION_LIST,
        "The Agent MUST respond with a list of sessions and optional pagination metadata"),
    check("session.load-replay", "history", Must,
        "session/load replays the agent's messages the client saw in the session's turn, before its answer",
        SESSION_SETUP,
        "The Agent MUST replay the entire conversation to the Client in the form of session/update notifications [...] When all the conversation entries have been streamed to the Client, the Agent MUST respond to the original session/load request."),
    check("session.resume-no-replay", "history", Must,
        "session/resume is answered without replaying the session's messages first",
        SESSION_SETUP,
        "Unlike session/load, the Agent MUST NOT replay the conversation history via session/update notifications before responding."),
    check("session.unknown-id", "history", Should,
        "session/load (or resume) of a session the agent does not have is answered -32002 with the session id in data.sessionId",
        SCHEMA,
        "SessionNotFoundErrorData: Data for the -32002 (Resource not found) error when a session-scoped request names a session that does not exist or is not active."),
    check("session.close", "history", Must,
        "session/close of the session is answered with a result",
        SESSION_SETUP,
        "The Agent MUST cancel any ongoing work for that session as if session/cancel had been called, then free the resources associated with the session."),
    // --- cancel: ending turns and requests.
    check("cancel.session-cancel", "cancel", Must,
        "session/cancel during a `wait` turn ends it with stopReason cancelled",
        PROMPT_TURN,
        "After all ongoing operations have been successfully aborted and pending updates have been sent, the Agent MUST respond to the original session/prompt request with the cancelled stop reason."),
    check("cancel.cancel-request", "cancel", May,
        "$/cancel_request for a running prompt gets that prompt answered at once (-32800 or a result)",
        CANCELLATION,
        "Cancellation remains optional as it might not be implementable in all clients or servers. [...] When a $/cancel_request notification is received by a supporting implementation, the implementation: [...] MUST send one of these responses for the original request"),
    check("cancel.idle-after", "cancel", Must,
        "after the cancelled turns, the session takes a new prompt",
        PROMPT_TURN,
        "If there are no pending tool calls, the turn ends and the Agent MUST respond to the original session/prompt request with a StopReason"),
    // --- permission: a cancel while the agent waits for the user.
    check("cancel.permission-pending", "permission", Must,
        "session/cancel while a permission question of the turn waits (then answered cancelled) ends the turn with stopReason cancelled",
        PROMPT_TURN,
        "After all ongoing operations have been successfully aborted and pending updates have been sent, the Agent MUST respond to the original session/prompt request with the cancelled stop reason."),
    // --- tool-calls: two turns of one session with tool calls.
    check("prompt.tool-call-ids", "tool-calls", Must,
        "no new tool call of a session's second turn takes an id of its first turn's (`permission (...)` prompts, answered reject_once)",
        SCHEMA,
        "ToolCall.toolCallId: Unique identifier for this tool call within the session."),
    // --- concurrency: two sessions at once.
    check("concurrency.sessions", "concurrency", Convention,
        "a `wait 1500` turn on one session does not hold up an `echo` turn on another",
        CONVENTION,
        "sessions are independent (prompts on different sessions may run concurrently)"),
    // --- mcp: the MCP servers a client gives in session/new.
    check("session.mcp-servers", "mcp", Should,
        "the agent starts the stdio MCP server given in session/new and connects to it (`initialize`, or `server/discover` under MCP 2026-07-28)",
        SESSION_SETUP,
        "Agents SHOULD connect to all MCP servers specified by the Client."),
    // --- eof: the end of the agent's input.
    check("transport.exit-on-eof", "eof", Should,
        "closing the agent's stdin makes it exit within 5 s (with a turn running, when it gives one)",
        TRANSPORTS,
        "The agent reads JSON-RPC messages from its standard input (stdin) and sends messages to its standard output (stdout)."),
    // --- all: over every group's processes.
    check("transport.stdout-only-messages", "all", Must,
        "every line the agent wrote on stdout (in every group) is a JSON-RPC message",
        TRANSPORTS,
        "The agent MUST NOT write anything to its stdout that is not a valid ACP message."),
];

/// Every check of `acp check client`, in the order they run and are reported.
#[rustfmt::skip]
pub const CLIENT_CHECKS: &[Check] = &[
    check("client.initialize-first", "client", Must,
        "the first message the client sends is an initialize request",
        INITIALIZATION,
        "Before a Session can be created, Clients MUST initialize the connection by calling the initialize method"),
    check("client.initialize-params", "client", Must,
        "its params decode as an InitializeRequest",
        INITIALIZATION,
        "The initialize request MUST include the latest protocol version the Client supports."),
    check("client.client-info", "client", Should,
        "it names the client (clientInfo)",
        INITIALIZATION,
        "They SHOULD also provide a name and version to the Agent."),
    check("client.session-new", "client", Must,
        "session/new decodes and its cwd is absolute",
        OVERVIEW,
        "All file paths in the protocol MUST be absolute."),
    check("client.prompt", "client", Must,
        "session/prompt (sent for the first input line) decodes and names the session",
        PROMPT_TURN,
        "Before sending prompts, Clients MUST first complete the initialization phase and session setup."),
    check("client.id-string", "client", Must,
        "session/request_permission with a string id is answered with that id",
        JSON_RPC,
        "It MUST be the same as the value of the id member in the Request Object."),
    check("client.permission-answer", "client", Must,
        "the permission answer decodes as a RequestPermissionResponse",
        INITIALIZATION,
        "Clients and Agents MUST agree on a protocol version and act according to its specification."),
    check("client.id-large", "client", Must,
        "a request with id 9007199254740991 (2^53 - 1) is answered with that id",
        JSON_RPC,
        "It MUST be the same as the value of the id member in the Request Object."),
    check("client.ext-unknown-request", "client", Should,
        "an unknown extension request is answered -32601",
        EXTENSIBILITY,
        "If the receiving end doesn't recognize the custom method name, it should respond with the standard \"Method not found\" error"),
    check("client.exits", "client", Should,
        "at the end of its input the client exits (within the timeout)",
        TRANSPORTS,
        "The client launches the agent as a subprocess."),
    check("client.closes-agent", "client", Should,
        "and it closes the agent's stdin (or ends it) by then",
        TRANSPORTS,
        "The client launches the agent as a subprocess."),
];

/// The check with this id, agent's or client's.
pub fn get(id: &str) -> Option<&'static Check> {
    CHECKS.iter().chain(CLIENT_CHECKS).find(|c| c.id == id)
}

/// The check with this id. Panics on an unknown id (a mistake in the checks).
pub(crate) fn find(id: &str) -> &'static Check {
    get(id).unwrap_or_else(|| panic!("no check {id}"))
}

/// The groups of the agent checks, in the order they run.
pub fn groups() -> Vec<&'static str> {
    let mut groups: Vec<&'static str> = Vec::new();
    for check in CHECKS {
        if !groups.contains(&check.group) {
            groups.push(check.group);
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A check's level is the one its quoted sentence states: MUST checks quote a
    /// MUST (or the schema's definition of a field), SHOULD checks none (a SHOULD, or a rule the spec implies), MAY checks
    /// what makes the behaviour optional.
    #[test]
    fn levels_match_the_quoted_sentences() {
        for check in CHECKS.iter().chain(CLIENT_CHECKS) {
            let quote = check.source.quote;
            let fits = match check.level {
                // What the schema defines a field to be binds as its types do.
                Level::Must => quote.contains("MUST") || check.source.page == SCHEMA,
                Level::Should => !quote.contains("MUST") || quote.contains("SHOULD"),
                Level::May => quote.contains("MAY") || quote.contains("optional"),
                Level::Convention => check.source.page == CONVENTION,
            };
            assert!(
                fits,
                "{} is {} but quotes: {quote}",
                check.id,
                check.level.as_str()
            );
        }
    }
}
