//! Which of the runtime's generic layers a schema gets: the session API, the
//! proxy API and MCP over ACP. The generator renders a layer's description
//! into a module only where the schema has what the layer needs, and the `acp`
//! crate's build script tells the runtime the same through `cfg`s, so the
//! runtime's code for a layer is compiled exactly where a module has it,
//! whichever features are on (a stable schema that gains the proxy methods
//! gets the proxy API; an older schema without sessions in the expected shape
//! builds without the session API).

use crate::methods::MethodKind;
use crate::model::{Protocol, Shape};

/// The request that carries an MCP message over the ACP connection.
pub const MCP_MESSAGE: &str = "mcp/message";
/// The fields of its params that name the MCP server and the inner request,
/// in the form `acp::mcp` speaks (older unstable schemas named a connection
/// instead).
pub const MCP_MESSAGE_FIELDS: [&str; 2] = ["serverId", "requestId"];

/// The generic layers one schema gets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layers {
    /// The session API (`crate::sessions`), or why the schema gets none.
    pub sessions: Result<(), String>,
    /// The proxy API (`crate::proxies`): the schema has a proxy side.
    pub proxy: bool,
    /// MCP over ACP: the schema has `MCP_MESSAGE` with `MCP_MESSAGE_FIELDS`.
    pub mcp_over_acp: bool,
}

impl Layers {
    /// The layers of `protocol`. A schema without methods (the generator's
    /// own fixtures) gets none.
    pub fn of(protocol: &Protocol) -> Layers {
        if protocol.methods.is_empty() {
            return Layers {
                sessions: Err("the schema has no methods".to_owned()),
                proxy: false,
                mcp_over_acp: false,
            };
        }
        Layers {
            sessions: crate::sessions::find(protocol).map(|_| ()),
            proxy: crate::proxies::find(protocol).is_some(),
            mcp_over_acp: mcp_over_acp(protocol),
        }
    }
}

/// [`MCP_MESSAGE`] as a request whose params require [`MCP_MESSAGE_FIELDS`].
fn mcp_over_acp(protocol: &Protocol) -> bool {
    protocol
        .methods
        .iter()
        .filter(|m| m.name == MCP_MESSAGE && m.kind == MethodKind::Request)
        .any(|m| match protocol.get(&m.params).map(|t| &t.shape) {
            Some(Shape::Struct(params)) => MCP_MESSAGE_FIELDS
                .iter()
                .all(|wire| params.fields.iter().any(|f| f.wire == *wire && f.required)),
            _ => false,
        })
}
