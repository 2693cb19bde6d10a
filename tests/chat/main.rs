//! `acp chat` against the test agent and scripted agents: v1, v2, permission
//! questions, MCP servers and exit paths.

#[path = "../support"]
mod support {
    pub mod chat_live;
    pub mod chat_run;
    pub mod leftovers;
    pub mod paths;
    pub mod processes;
}

mod chat;
mod chat_mcp;
mod chat_permissions;
mod chat_v2;
