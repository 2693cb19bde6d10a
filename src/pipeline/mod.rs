//! The request pipeline: what a connection does with each message of a
//! generated handler (`acp::v1::AgentHandler`, `acp::v2::ClientHandler`, ...),
//! for every protocol module alike.
//!
//! The generated code says only what is protocol-specific, and says it typed:
//! each handler is a [`Dispatch`] (a `match` from its module's request and
//! notification unions to the trait methods of the side it serves), and each
//! union says what its messages are to a session's turn
//! ([`crate::session::Routed`]). The rest is here, in the
//! order a request goes through it:
//!
//! 1. **Decode**, once: the params become the module's request union (a
//!    method outside the module fails with -32601, params that do not match
//!    with -32602, both answered in the place of the handler's answer).
//! 2. **Admit** ([`crate::peer::handshake`]): nothing but `initialize` before
//!    the handshake has succeeded; a request pipelined behind `initialize`
//!    waits for it. Steps 1 to 3 run in the connection's reader, in arrival
//!    order, so that a later message cannot overtake what they record.
//! 3. **Hold** (the session machinery under [`crate::session`]): a prompt whose request is its
//!    session's turn (v1) is that session's running turn, for a
//!    `session/cancel` read after it to cancel; a question of the agent's to
//!    the user is open, for the client's cancel of its turn to answer.
//!    v1's modes and config options are kept in sync here too
//!    ([`crate::session::modes`]): a `session/set_mode` the agent does not
//!    serve becomes the change of its mode option, and the answer that
//!    opens a session gets the half the agent did not write.
//! 4. **Dispatch** to the handler ([`Dispatch::serve_request`]), in a task of
//!    its own.
//! 5. **Answer**: a turn cancelled while its handler failed, and a question
//!    whose turn was cancelled first, are answered `cancelled`
//!    ([`Dispatch::cancelled`]); the handshake's answer gets the negotiated
//!    version and the capabilities the handler advertises; the answer is
//!    encoded once.
//!
//! A notification is decoded, then a `session/cancel` fires its session's
//! running turns and a `session/update` of a session with a handle goes to
//! the handle ([`crate::session::Session`]); the rest reach the handler
//! ([`Dispatch::serve_notification`]), one at a time, in arrival order.
//!
//! The generated peers' calls go the other way, through the pipeline too: the
//! client's `initialize` offers its capabilities and checks the answered
//! version, a prompt starts a new turn for the session's questions, and a
//! cancel answers the session's open questions once it is sent.

pub(crate) mod outgoing;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use serde_json::value::RawValue;

use crate::connection::Conventions;
use crate::jsonrpc::method::{decode_params, ignored_notification};
use crate::peer::capabilities::Advertised;
use crate::peer::{handshake, Protocol, Union};
use crate::session::modes;
use crate::session::routing::{self, Held, Routed};
use crate::{Connection, Error, Handler, Result};

/// One side of a protocol module, typed: what its generated handler
/// (`AgentHandler<T>`, `ClientHandler<T>`) serves and how. Every `Dispatch`
/// is a [`Handler`] through the pipeline above.
///
/// Sealed: implemented by the generated handlers only.
pub trait Dispatch: crate::generated_support::Sealed + Send + Sync + 'static {
    /// The protocol module.
    type Protocol: Protocol;
    /// The requests this side serves: the other side's request union
    /// (`ClientRequest` for an agent).
    type Request: Routed;
    /// The notifications it receives (`ClientNotification` for an agent).
    type Notification: Routed;
    /// What it answers requests with (`AgentResponse` for an agent).
    type Answer: Union;

    /// What it advertises in the handshake: its side's capability table, the
    /// methods it implements and the MCP transports it connects; `None` when
    /// its module has no table for the side.
    fn advertised(&self) -> Option<Advertised>;

    /// The protocol version a request asks for, if it is the handshake.
    fn requested_version(request: &Self::Request) -> Option<u16>;

    /// The answer that ends `request` `cancelled`, for a request that a cancel
    /// of its session's turn ends: v1's prompt (stop reason `cancelled`), a
    /// question to the user (outcome `cancelled`).
    fn cancelled(request: &Self::Request) -> Option<Self::Answer>;

    /// Before dispatch, in arrival order: the request as the handler gets it
    /// and what its answer needs, or the answer the SDK gives in the
    /// handler's place. v1's agents get modes and config options kept in
    /// sync ([`crate::session::modes`]); an agent with a session store has its
    /// sessions recorded and its session methods served (`acp::session::served`,
    /// feature `store`); the rest, the request as it came.
    fn prepare(
        self: &Arc<Self>,
        request: Self::Request,
        peer: &Connection,
    ) -> Prepared<Self::Request, Self::Answer> {
        let _ = peer;
        Prepared::Dispatch(request, Pending::default())
    }

    /// The answer the peer gets for a request that [`Dispatch::prepare`]
    /// left `pending`.
    fn complete(
        pending: Pending,
        answer: Self::Answer,
        peer: &Connection,
    ) -> impl Future<Output = Result<Self::Answer>> + Send {
        let _ = (pending, peer);
        std::future::ready(Ok(answer))
    }

    /// Serves one request: calls the trait method of its method.
    fn serve_request(
        &self,
        request: Self::Request,
        peer: Connection,
    ) -> impl Future<Output = Result<Self::Answer>> + Send;

    /// Handles one notification.
    fn serve_notification(
        &self,
        notification: Self::Notification,
        peer: Connection,
    ) -> impl Future<Output = ()> + Send;
}

/// What [`Dispatch::prepare`] makes of a request.
pub enum Prepared<R, A> {
    /// The handler serves it; its answer then needs what `Pending` says.
    Dispatch(R, Pending),
    /// The SDK serves it in the handler's place (a session method answered
    /// from the agent's session store); the answer then needs what `Pending`
    /// says.
    Served(Pin<Box<dyn Future<Output = Result<A>> + Send>>, Pending),
}

/// What an answer needs once it is made: the sync of modes
/// ([`crate::session::modes`]), the recording of the session it opens.
#[derive(Debug, Default)]
pub struct Pending {
    pub(crate) modes: modes::Pending,
    #[cfg(feature = "store")]
    pub(crate) opening: Option<crate::session::served::Opening>,
}

impl Pending {
    /// What the sync of modes needs.
    pub fn modes(modes: modes::Pending) -> Self {
        Pending {
            modes,
            #[cfg(feature = "store")]
            opening: None,
        }
    }

    /// Whether the answer is left as it is.
    pub fn is_nothing(&self) -> bool {
        #[cfg(feature = "store")]
        if self.opening.is_some() {
            return false;
        }
        self.modes.is_nothing()
    }

    /// What the sync of modes needs, taken out.
    pub fn take_modes(&mut self) -> modes::Pending {
        std::mem::take(&mut self.modes)
    }
}

impl<D: Dispatch> Handler for D {
    const CONVENTIONS: &'static Conventions = <D::Protocol as Protocol>::CONVENTIONS;

    fn attached(&self, connection: &Connection) {
        if let Some(advertised) = self.advertised() {
            handshake::advertise(connection, advertised);
        }
    }

    fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> impl Future<Output = Result<Box<RawValue>>> + Send + 'static {
        let spec = <D::Protocol as Protocol>::handshake();
        let request = decode_params::<D::Request>(&method, params.as_deref()).map_err(Error::from);
        let requested = match &request {
            Ok(request) => D::requested_version(request),
            // A handshake whose params do not decode is still answered by its
            // module's rule for the version it asks (v2's -32022).
            Err(_) if method == spec.method => spec.requested(params.as_deref()),
            Err(_) => None,
        };
        drop(params);
        let admission = spec.admit(&peer, &method, requested);
        let prepared = match request {
            Ok(request) => Ok(self.prepare(request, &peer)),
            Err(error) => Err(error),
        };
        let held = match &prepared {
            Ok(Prepared::Dispatch(request, _)) => {
                routing::hold(&peer, request.part(), D::cancelled(request))
            }
            _ => Held::Nothing,
        };
        async move {
            let outcome = match admission.admitted().await {
                Ok(()) => match prepared {
                    Ok(Prepared::Dispatch(request, pending)) => {
                        let answering = (!pending.is_nothing()).then(|| peer.clone());
                        // On the heap: a handler's future can be large (an
                        // agent connecting MCP servers), and debug builds
                        // move it through the stack.
                        let serving = Box::pin(self.serve_request(request, peer));
                        let outcome = held.answer(serving).await;
                        match (outcome, answering) {
                            (Ok(answer), Some(peer)) => D::complete(pending, answer, &peer).await,
                            (outcome, _) => outcome,
                        }
                    }
                    Ok(Prepared::Served(served, pending)) => match served.await {
                        Ok(answer) if !pending.is_nothing() => {
                            D::complete(pending, answer, &peer).await
                        }
                        outcome => outcome,
                    },
                    Err(error) => Err(error),
                },
                Err(error) => Err(error),
            };
            admission.finish(outcome)
        }
    }

    async fn notification(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) {
        let note = match decode_params::<D::Notification>(&method, params.as_deref()) {
            Ok(note) => note,
            Err(error) => return ignored_notification(&method, &error),
        };
        if let Some(note) = routing::on_notification(&peer, note) {
            self.serve_notification(note, peer).await;
        }
    }
}
