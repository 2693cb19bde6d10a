#![doc = include_str!("doc.md")]

use std::future::Future;
use std::marker::PhantomData;
use std::sync::Arc;

use serde::Serialize;
use serde_json::value::RawValue;

use crate::jsonrpc::method::{Notification, Request, Side};
use crate::peer::{Peer, Protocol};

/// The proxy side of a protocol module (the proxy chains RFD): the types of its
/// proxy methods. Generated for every module whose schema has one.
pub trait Proxies: Protocol {
    /// `proxy/initialize`: how a conductor starts a proxy (the handshake's
    /// params, wrapped).
    type InitializeProxy: Request + Send + Sync;
    /// `proxy/successor`, the request: a request of the agent's side, wrapped.
    type SuccessorRequest: Request + Send + Sync;
    /// `proxy/successor`, the notification: a notification of the agent's
    /// side, wrapped.
    type SuccessorNotification: Notification + Send + Sync;
    /// Wraps a request of the agent's side.
    fn successor_request(
        method: String,
        params: Option<serde_json::Value>,
    ) -> Self::SuccessorRequest;
    /// Wraps a notification of the agent's side.
    fn successor_notification(
        method: String,
        params: Option<serde_json::Value>,
    ) -> Self::SuccessorNotification;
    /// Unwraps an envelope: the method and params of the message inside.
    fn unwrap_successor(envelope: Self::SuccessorRequest) -> (String, Option<serde_json::Value>);
}

/// Which side of the chain a message came from, and so where forwarding sends it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Origin {
    /// From the client's side (the predecessor): sent to this proxy directly by
    /// the conductor. Forwarding wraps it in `proxy/successor` for the agent's side.
    Client,
    /// From the agent's side (the successor): delivered by the conductor inside a
    /// `proxy/successor` envelope. Forwarding sends it, unwrapped, to the client's side.
    Agent,
}

/// One request or notification passing through the proxy, unwrapped from its
/// `proxy/successor` envelope when it came from the agent's side. The params are
/// kept as received: forwarding an untouched message passes it on byte for byte
/// (its `_meta` included).
#[derive(Debug, Clone)]
pub struct Message {
    origin: Origin,
    method: String,
    params: Option<Box<RawValue>>,
}

impl Message {
    /// A message as it arrived (for tests and for proxies that make up messages).
    pub fn new(origin: Origin, method: impl Into<String>, params: Option<Box<RawValue>>) -> Self {
        Message {
            origin,
            method: method.into(),
            params,
        }
    }

    /// The side it came from.
    pub fn origin(&self) -> Origin {
        self.origin
    }

    /// Its method's wire name. The conductor's `proxy/initialize` reaches a
    /// [`Proxy`] as the handshake it stands for (`initialize`), coming from the
    /// client's side.
    pub fn method(&self) -> &str {
        &self.method
    }

    /// Its params as received (`None` when the message had none).
    pub fn params(&self) -> Option<&RawValue> {
        self.params.as_deref()
    }

    /// Decodes the params as `R` when this is `R`'s request: `None` for another
    /// method, `Some(Err(..))` (-32602, naming the method and the field) when the
    /// params do not match the schema.
    pub fn request<R: Request>(&self) -> Option<crate::Result<R>> {
        (self.method == R::METHOD).then(|| decode(&self.method, self.params()))
    }

    /// Decodes the params as `N` when this is `N`'s notification, as
    /// [`Message::request`] does for requests.
    pub fn notification<N: Notification>(&self) -> Option<crate::Result<N>> {
        (self.method == N::METHOD).then(|| decode(&self.method, self.params()))
    }

    /// The same message with other params (what a proxy that rewrites a message
    /// forwards).
    pub fn with_params(self, params: &impl Serialize) -> crate::Result<Message> {
        let params =
            serde_json::value::to_raw_value(params).map_err(crate::Error::internal_error)?;
        Ok(Message {
            params: Some(params),
            ..self
        })
    }
}

/// Decodes one method's params, absent params counting as `{}` as they do for
/// handlers.
fn decode<T: serde::de::DeserializeOwned>(
    method: &str,
    params: Option<&RawValue>,
) -> crate::Result<T> {
    let decoded = match params {
        Some(raw) => crate::jsonrpc::method::decode_as(method, raw),
        None => crate::jsonrpc::method::decode_as(method, serde_json::json!({})),
    };
    decoded.map_err(|e| crate::Error::invalid_params(e.to_string()))
}

/// A component that sits between a client and an agent in a proxy chain (the
/// proxy chains RFD): a conductor starts it with `proxy/initialize` and routes
/// every message through it. Each hook gets every message of its kind, from
/// either side ([`Message::origin`]); the default forwards it unchanged, so a
/// proxy overrides only what it changes and passes on what it does not
/// understand, as the RFD asks.
///
/// Serve one with [`ProxyHandler`].
pub trait Proxy: Send + Sync + 'static {
    /// The protocol module the proxy speaks (`acp::v1_unstable::Module`).
    type Protocol: Proxies;

    /// Answers one request. Default: [`Chain::forward`].
    fn request(
        &self,
        message: Message,
        chain: Chain<Self::Protocol>,
    ) -> impl Future<Output = crate::Result<Box<RawValue>>> + Send {
        async move { chain.forward(message).await }
    }

    /// Handles one notification. Default: [`Chain::forward_notification`].
    fn notification(
        &self,
        message: Message,
        chain: Chain<Self::Protocol>,
    ) -> impl Future<Output = ()> + Send {
        async move {
            if let Err(error) = chain.forward_notification(message).await {
                tracing::debug!(%error, "a notification could not be forwarded");
            }
        }
    }
}

/// A proxy's two neighbours, both reached through its one connection to the
/// conductor.
pub struct Chain<P> {
    connection: crate::Connection,
    protocol: PhantomData<fn() -> P>,
}

impl<P> Clone for Chain<P> {
    fn clone(&self) -> Self {
        Chain::new(self.connection.clone())
    }
}

impl<P> std::fmt::Debug for Chain<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Chain")
            .field("connection", &self.connection)
            .finish()
    }
}

impl<P> Chain<P> {
    /// The chain of the connection to the conductor.
    pub fn new(connection: crate::Connection) -> Self {
        Chain {
            connection,
            protocol: PhantomData,
        }
    }
}

impl<P: Proxies> Chain<P> {
    /// The client's side: what is sent here goes to the conductor as is, which
    /// delivers it to the predecessor.
    pub fn client(&self) -> P::ClientPeer {
        P::ClientPeer::from_connection(self.connection.clone())
    }

    /// The agent's side: what is sent here goes inside a `proxy/successor` envelope.
    pub fn agent(&self) -> Successor<P> {
        Successor {
            connection: self.connection.clone(),
            protocol: PhantomData,
        }
    }

    /// The connection to the conductor.
    pub fn connection(&self) -> &crate::Connection {
        &self.connection
    }

    /// Sends a request on to the other side and returns its answer unchanged: the
    /// result as the same JSON, or the peer's error object.
    pub async fn forward(&self, message: Message) -> crate::Result<Box<RawValue>> {
        let Message {
            origin,
            method,
            params,
        } = message;
        let answer = match origin {
            Origin::Client => self.agent().request_raw(&method, params).await,
            Origin::Agent => {
                let params = params_or_empty(params);
                self.connection.request_raw(&method, &params).await
            }
        };
        answer.map_err(crate::Error::from)
    }

    /// Sends a notification on to the other side.
    pub async fn forward_notification(&self, message: Message) -> crate::CallResult<()> {
        let Message {
            origin,
            method,
            params,
        } = message;
        match origin {
            Origin::Client => self.agent().notify_raw(&method, params).await,
            Origin::Agent => {
                let params = params_or_empty(params);
                self.connection.notify_raw(&method, &params).await
            }
        }
    }
}

/// Absent params are sent as `{}`: JSON-RPC params are an object or absent, never
/// `null`.
fn params_or_empty(params: Option<Box<RawValue>>) -> Box<RawValue> {
    params.unwrap_or_else(|| RawValue::from_string("{}".to_owned()).expect("`{}` is JSON"))
}

/// The agent's side of a proxy: every call travels inside a `proxy/successor`
/// envelope, whose answer is the wrapped request's own.
pub struct Successor<P> {
    connection: crate::Connection,
    protocol: PhantomData<fn() -> P>,
}

impl<P> Clone for Successor<P> {
    fn clone(&self) -> Self {
        Successor {
            connection: self.connection.clone(),
            protocol: PhantomData,
        }
    }
}

impl<P> std::fmt::Debug for Successor<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Successor")
            .field("connection", &self.connection)
            .finish()
    }
}

impl<P: Proxies> Successor<P> {
    /// Calls a method of the agent's side.
    pub async fn request<R: Request>(&self, params: &R) -> crate::CallResult<R::Response> {
        let params = serde_json::value::to_raw_value(params)
            .map_err(|e| crate::connection::encode_error(R::METHOD, e))?;
        let raw = self.request_raw(R::METHOD, Some(params)).await?;
        crate::jsonrpc::method::decode_response(R::METHOD, &raw)
    }

    /// Sends a notification to the agent's side.
    pub async fn notify<N: Notification>(&self, params: &N) -> crate::CallResult<()> {
        let params = serde_json::value::to_raw_value(params)
            .map_err(|e| crate::connection::encode_error(N::METHOD, e))?;
        self.notify_raw(N::METHOD, Some(params)).await
    }

    /// Calls any method of the agent's side with raw params.
    pub async fn request_raw(
        &self,
        method: &str,
        params: Option<Box<RawValue>>,
    ) -> crate::CallResult<Box<RawValue>> {
        let params = params.map(|p| to_value(method, &p)).transpose()?;
        let envelope = P::successor_request(method.to_owned(), params);
        self.connection
            .request_raw(<P::SuccessorRequest as Request>::METHOD, &envelope)
            .await
    }

    /// Sends any notification to the agent's side with raw params.
    pub async fn notify_raw(
        &self,
        method: &str,
        params: Option<Box<RawValue>>,
    ) -> crate::CallResult<()> {
        let params = params.map(|p| to_value(method, &p)).transpose()?;
        let envelope = P::successor_notification(method.to_owned(), params);
        self.connection
            .notify_raw(
                <P::SuccessorNotification as Notification>::METHOD,
                &envelope,
            )
            .await
    }
}

fn to_value(method: &str, raw: &RawValue) -> crate::CallResult<serde_json::Value> {
    serde_json::from_str(raw.get()).map_err(|e| crate::connection::encode_error(method, e))
}

/// Serves a [`Proxy`] on its connection to the conductor: answers
/// `proxy/initialize` (passing it to the proxy as the handshake, and opening the
/// handshake gate with the version its successor answered), unwraps what
/// arrives in `proxy/successor` envelopes, and hands everything else to the
/// proxy as coming from the client's side.
///
/// A plain `initialize` is refused: a component that gets one is the last in its
/// chain and has no agent to forward to.
#[derive(Debug, Clone)]
#[allow(
    clippy::exhaustive_structs,
    reason = "wraps the user's value; built by hand"
)]
pub struct ProxyHandler<X>(pub X);

impl<X: Proxy> ProxyHandler<X> {
    /// Who sent a request or notification, and what it is, once unwrapped.
    fn unwrapped(method: String, params: Option<Box<RawValue>>) -> crate::Result<Message> {
        if method == <Initialize<X> as Request>::METHOD {
            return Ok(Message::new(
                Origin::Client,
                handshake::<X>().method,
                params,
            ));
        }
        if method != <Envelope<X> as Request>::METHOD {
            return Ok(Message::new(Origin::Client, method, params));
        }
        // The request and notification envelopes have the same wire name and shape.
        let envelope: Envelope<X> = decode(&method, params.as_deref())?;
        let (method, params) = X::Protocol::unwrap_successor(envelope);
        let params = params
            .map(|p| serde_json::value::to_raw_value(&p))
            .transpose()
            .map_err(crate::Error::internal_error)?;
        Ok(Message::new(Origin::Agent, method, params))
    }
}

type Initialize<X> = <<X as Proxy>::Protocol as Proxies>::InitializeProxy;
type Envelope<X> = <<X as Proxy>::Protocol as Proxies>::SuccessorRequest;

fn handshake<X: Proxy>() -> &'static crate::peer::handshake::Spec {
    <X::Protocol as Protocol>::handshake()
}

/// Whether `method` is one either side may send about the connection itself
/// (`$/cancel_request`): the runtime acts on it for this connection's own
/// requests, and it is not forwarded.
fn is_protocol_level<P: Protocol>(method: &str) -> bool {
    P::METHODS
        .iter()
        .any(|m| m.name == method && m.side == Side::Protocol)
}

impl<X: Proxy> crate::Handler for ProxyHandler<X> {
    const CONVENTIONS: &'static crate::connection::Conventions =
        <X::Protocol as Protocol>::CONVENTIONS;

    fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: crate::Connection,
    ) -> impl Future<Output = crate::Result<Box<RawValue>>> + Send + 'static {
        // The conductor's `proxy/initialize` passes the handshake gate as the
        // handshake itself; a plain handshake is refused before the gate.
        let handshake = handshake::<X>();
        let initialize = <Initialize<X> as Request>::METHOD;
        let admission = if method == handshake.method {
            Err(crate::Error::invalid_request(format!(
                "this component is a proxy: a conductor starts it with `{initialize}`, not `{}`",
                handshake.method
            )))
        } else if method == initialize {
            let requested = handshake.requested(params.as_deref());
            Ok(handshake.admit(&peer, handshake.method, requested))
        } else {
            Ok(handshake.admit(&peer, &method, None))
        };
        async move {
            let admission = admission?;
            let outcome = match admission.admitted().await {
                Ok(()) => match Self::unwrapped(method, params) {
                    Ok(message) => self.0.request(message, Chain::new(peer)).await,
                    Err(error) => Err(error),
                },
                Err(error) => Err(error),
            };
            admission.finish_forwarded(outcome)
        }
    }

    async fn notification(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: crate::Connection,
    ) {
        match Self::unwrapped(method, params) {
            Ok(message) if is_protocol_level::<X::Protocol>(message.method()) => {}
            Ok(message) => self.0.notification(message, Chain::new(peer)).await,
            Err(error) => {
                tracing::warn!(%error, "ignored a `proxy/successor` notification that does not decode")
            }
        }
    }
}
