//! The proxy side of a schema (the proxy chains RFD, `x-side: proxy`): the
//! facts about it that the schema states only in prose, written down in one
//! place.
//!
//! A conductor starts a proxy with [`INITIALIZE`] (the handshake's params and
//! result, wrapped) and exchanges the messages of the agent's side with it
//! inside [`SUCCESSOR`] envelopes: a request and a notification whose params
//! name the wrapped message's method ([`METHOD_FIELD`]) and carry its params
//! ([`PARAMS_FIELD`]). The runtime's proxy layer (`acp::proxy`) is generic
//! over a module's `Proxies` description, which the generator writes from
//! what it finds here.

use crate::methods::{MethodKind, Side};
use crate::model::{Protocol, Shape, Ty};

/// The request that starts a proxy.
pub const INITIALIZE: &str = "proxy/initialize";
/// The request and the notification that carry the agent's side's messages.
pub const SUCCESSOR: &str = "proxy/successor";
/// The envelope's field holding the wrapped message's method.
pub const METHOD_FIELD: &str = "method";
/// The envelope's field holding the wrapped message's params.
pub const PARAMS_FIELD: &str = "params";

/// The types of a proxy side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub initialize: String,
    pub successor_request: String,
    pub successor_notification: String,
}

/// The proxy side of `protocol`: [`INITIALIZE`] and the two [`SUCCESSOR`]
/// messages, served by the proxy, the envelopes with a required string
/// [`METHOD_FIELD`] and an optional [`PARAMS_FIELD`] of any JSON.
pub fn find(protocol: &Protocol) -> Option<Table> {
    let proxy = |name: &str, kind: MethodKind| {
        protocol.methods.iter().find(|m| {
            m.name == name && m.kind == kind && matches!(&m.side, Side::Other(s) if s == "proxy")
        })
    };
    let initialize = proxy(INITIALIZE, MethodKind::Request)?;
    let request = proxy(SUCCESSOR, MethodKind::Request)?;
    let notification = proxy(SUCCESSOR, MethodKind::Notification)?;
    let envelope = |name: &str| {
        let Shape::Struct(s) = &protocol.get(name)?.shape else {
            return None;
        };
        let field = |wire: &str| s.fields.iter().find(|f| f.wire == wire);
        let method = field(METHOD_FIELD).is_some_and(|f| f.required && f.ty == Ty::String);
        let params = field(PARAMS_FIELD).is_some_and(|f| !f.required && f.ty == Ty::Value);
        (method && params).then_some(name.to_owned())
    };
    Some(Table {
        initialize: initialize.params.clone(),
        successor_request: envelope(&request.params)?,
        successor_notification: envelope(&notification.params)?,
    })
}
