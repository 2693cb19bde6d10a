//! The proxy side of a schema (the proxy chains RFD, `x-side: proxy`): how
//! the generator recognises it.
//!
//! A conductor starts a proxy with a request that wraps the handshake's params
//! (`proxy/initialize`), and exchanges the messages of the agent's side with it
//! inside envelopes (`proxy/successor`): a request and a notification of one
//! name whose params name the wrapped message's method ([`METHOD_FIELD`]) and
//! carry its params ([`PARAMS_FIELD`]). Both are found by these shapes, not by
//! name. The runtime's proxy layer (`acp::proxy`) is generic over a module's
//! `Proxies` description, which the generator writes from what it finds here.

use crate::methods::{Method, MethodKind, Side};
use crate::model::{Protocol, Shape, Ty};

/// The side that serves the proxy methods.
pub const SIDE: &str = "proxy";
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

/// The proxy side of `protocol`: of the methods the proxy serves, the request
/// whose params wrap the handshake's, and the request and notification of one
/// name whose params are envelopes (a required string [`METHOD_FIELD`] and an
/// optional [`PARAMS_FIELD`] of any JSON).
pub fn find(protocol: &Protocol) -> Option<Table> {
    let proxy: Vec<&Method> = protocol
        .methods
        .iter()
        .filter(|m| matches!(&m.side, Side::Other(s) if s == SIDE))
        .collect();
    let handshake = protocol
        .methods
        .iter()
        .find(|m| m.name == crate::handshake::METHOD)?;
    let initialize = proxy.iter().find(|m| {
        m.kind == MethodKind::Request
            && matches!(&protocol.get(&m.params).map(|t| &t.shape),
                Some(Shape::Newtype(Ty::Ref(wrapped))) if *wrapped == handshake.params)
    })?;
    let envelope = |m: &Method| {
        let Some(Shape::Struct(s)) = protocol.get(&m.params).map(|t| &t.shape) else {
            return false;
        };
        let field = |wire: &str| s.fields.iter().find(|f| f.wire == wire);
        let method = field(METHOD_FIELD).is_some_and(|f| f.required && f.ty == Ty::String);
        let params = field(PARAMS_FIELD).is_some_and(|f| !f.required && f.ty == Ty::Value);
        method && params
    };
    let (request, notification) = proxy.iter().find_map(|request| {
        let notification = proxy.iter().find(|n| {
            n.name == request.name && n.kind == MethodKind::Notification && envelope(n)
        })?;
        (request.kind == MethodKind::Request && envelope(request))
            .then_some((request, notification))
    })?;
    Some(Table {
        initialize: initialize.params.clone(),
        successor_request: request.params.clone(),
        successor_notification: notification.params.clone(),
    })
}
