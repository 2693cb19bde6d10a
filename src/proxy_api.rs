// The proxy side of a protocol module whose schema has one (`x-side: proxy`),
// included into the module by `protocol_module!` in lib.rs and written against
// the names the schema gives the proxy methods' types. Method names come from
// their `Request::METHOD` / `Notification::METHOD`, sides from `METHODS`.

use std::future::Future;
use std::sync::Arc;

use serde::Serialize;
use serde_json::value::RawValue;

use crate::rpc::{Notification, Request};

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
    /// [`Proxy`] as the handshake it stands for ([`HANDSHAKE`]`.method`), coming
    /// from the client's side.
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
        let params = serde_json::value::to_raw_value(params).map_err(crate::Error::internal_error)?;
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
    crate::rpc::decode_params::<Params<T>>(method, params)
        .map(|Params(value)| value)
        .map_err(|e| crate::Error::invalid_params(e.to_string()))
}

/// One method's params, through the dispatch unions' decoding entry point.
struct Params<T>(T);

impl<T: serde::de::DeserializeOwned> crate::rpc::MethodUnion for Params<T> {
    fn decode_from<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> std::result::Result<Self, crate::rpc::DecodeError> {
        crate::rpc::decode_as(method, value).map(Params)
    }
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
    /// Answers one request. Default: [`Chain::forward`].
    fn request(
        &self,
        message: Message,
        chain: Chain,
    ) -> impl Future<Output = crate::Result<Box<RawValue>>> + Send {
        async move { chain.forward(message).await }
    }

    /// Handles one notification. Default: [`Chain::forward_notification`].
    fn notification(&self, message: Message, chain: Chain) -> impl Future<Output = ()> + Send {
        async move {
            if let Err(error) = chain.forward_notification(message).await {
                tracing::debug!(%error, "a notification could not be forwarded");
            }
        }
    }
}

/// A proxy's two neighbours, both reached through its one connection to the
/// conductor.
#[derive(Debug, Clone)]
pub struct Chain {
    connection: crate::Connection,
}

impl Chain {
    /// The chain of the connection to the conductor.
    pub fn new(connection: crate::Connection) -> Chain {
        Chain { connection }
    }

    /// The client's side: what is sent here goes to the conductor as is, which
    /// delivers it to the predecessor.
    pub fn client(&self) -> ClientPeer {
        ClientPeer(self.connection.clone())
    }

    /// The agent's side: what is sent here goes inside a `proxy/successor` envelope.
    pub fn agent(&self) -> Successor {
        Successor {
            connection: self.connection.clone(),
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
#[derive(Debug, Clone)]
pub struct Successor {
    connection: crate::Connection,
}

impl Successor {
    /// Calls a method of the agent's side.
    pub async fn request<R: Request>(&self, params: &R) -> crate::CallResult<R::Response> {
        let params = serde_json::value::to_raw_value(params)
            .map_err(|e| crate::connection::encode_error(R::METHOD, e))?;
        let raw = self.request_raw(R::METHOD, Some(params)).await?;
        crate::rpc::decode_response(R::METHOD, &raw)
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
        let envelope = ProxySuccessorRequest {
            method: method.to_owned(),
            params: params.map(|p| to_value(method, &p)).transpose()?,
            meta: None,
        };
        self.connection
            .request_raw(ProxySuccessorRequest::METHOD, &envelope)
            .await
    }

    /// Sends any notification to the agent's side with raw params.
    pub async fn notify_raw(
        &self,
        method: &str,
        params: Option<Box<RawValue>>,
    ) -> crate::CallResult<()> {
        let envelope = ProxySuccessorNotification {
            method: method.to_owned(),
            params: params.map(|p| to_value(method, &p)).transpose()?,
            meta: None,
        };
        self.connection
            .notify_raw(ProxySuccessorNotification::METHOD, &envelope)
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
pub struct ProxyHandler<P>(pub P);

impl<P: Proxy> ProxyHandler<P> {
    /// Who sent a request or notification, and what it is, once unwrapped.
    fn unwrapped(method: String, params: Option<Box<RawValue>>) -> crate::Result<Message> {
        if method == InitializeProxyRequest::METHOD {
            return Ok(Message::new(Origin::Client, HANDSHAKE.method, params));
        }
        if method != ProxySuccessorRequest::METHOD {
            return Ok(Message::new(Origin::Client, method, params));
        }
        // The request and notification envelopes have the same wire name and shape.
        let envelope: ProxySuccessorRequest = decode(&method, params.as_deref())?;
        let params = envelope
            .params
            .map(|p| serde_json::value::to_raw_value(&p))
            .transpose()
            .map_err(crate::Error::internal_error)?;
        Ok(Message::new(Origin::Agent, envelope.method, params))
    }
}

/// Whether `method` is one either side may send about the connection itself
/// (`$/cancel_request`): the runtime acts on it for this connection's own
/// requests, and it is not forwarded.
fn is_protocol_level(method: &str) -> bool {
    METHODS
        .iter()
        .any(|m| m.name == method && m.side == crate::rpc::Side::Protocol)
}

impl<P: Proxy> crate::Handler for ProxyHandler<P> {
    const CONVENTIONS: &'static crate::connection::Conventions = &CONVENTIONS;

    fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: crate::Connection,
    ) -> impl Future<Output = crate::Result<Box<RawValue>>> + Send + 'static {
        // The conductor's `proxy/initialize` passes the handshake gate as the
        // handshake itself; a plain handshake is refused before the gate.
        let admission = if method == HANDSHAKE.method {
            Err(crate::Error::invalid_request(format!(
                "this component is a proxy: a conductor starts it with `{}`, not `{}`",
                InitializeProxyRequest::METHOD,
                HANDSHAKE.method
            )))
        } else if method == InitializeProxyRequest::METHOD {
            Ok(HANDSHAKE.admit(&peer, HANDSHAKE.method, params.as_deref()))
        } else {
            Ok(HANDSHAKE.admit(&peer, &method, params.as_deref()))
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
            Ok(message) if is_protocol_level(message.method()) => {}
            Ok(message) => self.0.notification(message, Chain::new(peer)).await,
            Err(error) => {
                tracing::warn!(%error, "ignored a `proxy/successor` notification that does not decode")
            }
        }
    }
}
