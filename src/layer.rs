//! What the handler layer keeps for each connection: the handshake's phase and
//! what the local peer advertises, the running turns, the routes of session
//! handles, the agent's open questions to the user, and which module a connection serving several was given to. One
//! typed value, kept by the connection (which does not look inside) and made on
//! first use.

use std::sync::{Arc, OnceLock};

use crate::handshake::Handshake;
use crate::session::routing::{Questions, Router, Turns};
use crate::Connection;

#[derive(Default)]
pub(crate) struct Layer {
    pub(crate) handshake: Arc<Handshake>,
    pub(crate) turns: Arc<Turns>,
    pub(crate) router: Arc<Router>,
    pub(crate) questions: Arc<Questions>,
    /// For [`crate::versions::ByVersion`]: which of its handlers serves the
    /// connection, once an `initialize` picked one.
    pub(crate) picked: OnceLock<crate::versions::Pick>,
}

/// The layer state of `connection`.
pub(crate) fn of(connection: &Connection) -> Arc<Layer> {
    connection.layer::<Layer>()
}
