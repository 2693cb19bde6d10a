//! The generated peers' calls (`AgentPeer::prompt`, `ClientPeer::...`): each
//! goes out as its module's union, so that what the session machinery does
//! around it is read from the union's [`Part`], as for incoming messages.

use crate::jsonrpc::method::{decode_response, Notification, Request};
use crate::peer::{handshake, Protocol};
use crate::session::routing::{self, Part, Routed};
use crate::{CallResult, Connection};

/// Calls request `R` of the peer, as the union `U` of the module `P`: the
/// handshake completes the capabilities the client advertises and checks the
/// version the agent answers with; a prompt starts a new turn for the
/// session's questions (see [`routing::prompting`]).
pub async fn request<P, U, R>(connection: &Connection, params: R) -> CallResult<R::Response>
where
    P: Protocol,
    U: Routed + From<R>,
    R: Request,
{
    let message = U::from(params);
    let spec = P::handshake();
    let raw = if R::METHOD == spec.method {
        handshake::initialize_any(connection, &[spec], &message)
            .await?
            .1
    } else {
        if let Part::Turn(session) | Part::Prompt(session) = message.part() {
            routing::prompting(connection, session);
        }
        connection.request_raw(R::METHOD, &message).await?
    };
    decode_response(R::METHOD, &raw)
}

/// Sends notification `N` to the peer, as the union `U`: the cancel of a
/// session's turn answers the session's open questions `cancelled` once it
/// is sent (see [`routing::cancel_turn`]). (The agent's session updates go
/// out by `crate::session::send_update` instead.)
pub async fn notify<U, N>(connection: &Connection, params: N) -> CallResult<()>
where
    U: Routed + From<N>,
    N: Notification,
{
    let message = U::from(params);
    match message.part() {
        Part::Cancel(session) => {
            let session = session.to_owned();
            routing::cancel_turn(connection, N::METHOD, &message, &session).await
        }
        _ => connection.notify_raw(N::METHOD, &message).await,
    }
}
