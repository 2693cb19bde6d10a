//! Which capability each method implies: the one place this knowledge lives.
//!
//! The schema says in prose which capability gates a method ("Only available if
//! the Agent supports the `sessionCapabilities.list` capability") but has no
//! machine-readable link, so it is written down here. A test checks every
//! capability the schema's descriptions name against this table.
//!
//! Peers written with `#[acp_agent]` / `#[acp_client]` advertise what they
//! implement: an agent's `initialize` result and a client's `initialize` params
//! are completed with the capabilities of the implemented methods (a capability
//! the user already set is left alone).

/// Where one side's capabilities travel.
pub struct Carrier {
    /// The method whose message carries them.
    pub method: &'static str,
    /// In the method's result (agent) or its params (client).
    pub in_result: bool,
    /// The type of the capabilities object. The property holding it is the
    /// message's property of this type: `agentCapabilities` in v1, `capabilities`
    /// in v2.
    pub ty: &'static str,
    /// Method -> the capability it implies, as a path of wire names under the
    /// property holding the capabilities. A method may be listed with several
    /// paths, one per protocol version: the first path the schema has is used
    /// (`sessionCapabilities.delete` in v1, `session.delete` in v2).
    pub implied: &'static [(&'static str, &'static [&'static str])],
    /// Capabilities that claim a whole set of methods (v2's `session: {}` means
    /// "the baseline session methods"): on only when every listed method is
    /// implemented, and until then nothing below them is claimed either. Used
    /// where the schema has the path.
    pub baseline: &'static [(&'static [&'static str], &'static [&'static str])],
}

/// What an agent advertises in its `initialize` result.
pub const AGENT: Carrier = Carrier {
    method: crate::handshake::METHOD,
    in_result: true,
    ty: "AgentCapabilities",
    implied: &[
        ("session/load", &["loadSession"]),
        ("session/list", &["sessionCapabilities", "list"]),
        ("session/delete", &["sessionCapabilities", "delete"]),
        ("session/resume", &["sessionCapabilities", "resume"]),
        ("session/close", &["sessionCapabilities", "close"]),
        ("logout", &["auth", "logout"]),
        // v1 unstable (the fork entry: its description names v2's `session.fork`)
        ("session/fork", &["sessionCapabilities", "fork"]),
        ("session/archive", &["sessionCapabilities", "archive"]),
        ("session/unarchive", &["sessionCapabilities", "archive"]),
        ("session/status", &["sessionCapabilities", "status"]),
        ("session/set_title", &["sessionCapabilities", "title"]),
        // v1 and v2 unstable: "`{}` means the agent supports ..." in the
        // capability's own description
        ("auth/status", &["auth", "status"]),
        ("providers/list", &["providers"]),
        ("providers/set", &["providers"]),
        ("providers/disable", &["providers"]),
        // v2
        ("session/delete", &["session", "delete"]),
        ("session/fork", &["session", "fork"]),
        ("session/archive", &["session", "archive"]),
        ("session/unarchive", &["session", "archive"]),
        ("session/status", &["session", "status"]),
        ("session/set_title", &["session", "title"]),
    ],
    baseline: &[(
        // v2's AgentCapabilities.session: "Supplying `{}` means the agent supports
        // the baseline session methods" (less `session/update`, which the agent
        // sends rather than serves).
        &[
            "session/new",
            "session/list",
            "session/resume",
            "session/close",
            "session/prompt",
            "session/cancel",
        ],
        &["session"],
    )],
};

/// What a client advertises in its `initialize` params.
pub const CLIENT: Carrier = Carrier {
    method: crate::handshake::METHOD,
    in_result: false,
    ty: "ClientCapabilities",
    implied: &[
        ("fs/read_text_file", &["fs", "readTextFile"]),
        ("fs/write_text_file", &["fs", "writeTextFile"]),
        ("terminal/create", &["terminal"]),
        ("terminal/output", &["terminal"]),
        ("terminal/wait_for_exit", &["terminal"]),
        ("terminal/kill", &["terminal"]),
        ("terminal/release", &["terminal"]),
        ("elicitation/create", &["elicitation", "form"]),
        ("elicitation/complete", &["elicitation", "url"]),
    ],
    baseline: &[],
};
