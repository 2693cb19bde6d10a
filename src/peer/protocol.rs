//! What the runtime knows of a protocol module: one trait, [`Protocol`],
//! implemented by the generator for every module (`acp::v1::Module`, ...).

use crate::connection::Conventions;
use crate::jsonrpc::method::{MethodInfo, MethodUnion};
use crate::peer::handshake::Spec;
use crate::Connection;

/// A protocol module, as the runtime serves it: implemented by the generated
/// `Module` type of each (`acp::v1::Module`, `acp::v2::Module`, ...).
///
/// The runtime serves every module alike: the request pipeline
/// ([`crate::pipeline`]), the session API ([`crate::session`]), the proxy API
/// (`acp::proxy`, where a module's schema has the proxy side) and version
/// negotiation ([`crate::peer::versions`]) are generic over a `Protocol`, and
/// each module's `Module` says which of its types and tables play which part.
/// Nothing here names a module's types; a new schema only changes what the
/// generator finds.
///
/// ```
/// use acp::peer::Protocol;
///
/// fn describe<P: Protocol>() -> String {
///     format!("{} speaks protocol version {:?}", P::NAME, P::handshake().versions)
/// }
/// assert_eq!(describe::<acp::v1::Module>(), "v1 speaks protocol version [1]");
/// ```
///
/// Sealed: only the protocol modules of this crate implement it (and so the
/// traits built on it, [`Sessions`](crate::session::Sessions), `Tracked` and
/// `Proxies`), which lets it grow without breaking anyone. Code that is
/// generic over protocol modules names it as a bound; an implementation
/// outside the crate does not build:
///
/// ```compile_fail,E0277
/// enum Mine {}
/// impl acp::peer::Protocol for Mine {
///     const NAME: &'static str = "mine";
///     const CONVENTIONS: &'static acp::connection::Conventions = &acp::v1::CONVENTIONS;
///     const METHODS: &'static [acp::jsonrpc::MethodInfo] = acp::v1::METHODS;
///     type Error = acp::v1::Error;
///     type AgentPeer = acp::v1::AgentPeer;
///     type ClientPeer = acp::v1::ClientPeer;
///     type ClientRequest = acp::v1::ClientRequest;
///     type ClientNotification = acp::v1::ClientNotification;
///     type ClientResponse = acp::v1::ClientResponse;
///     type AgentRequest = acp::v1::AgentRequest;
///     type AgentNotification = acp::v1::AgentNotification;
///     type AgentResponse = acp::v1::AgentResponse;
///     fn handshake() -> &'static acp::peer::handshake::Spec {
///         &acp::v1::HANDSHAKE
///     }
/// }
/// ```
pub trait Protocol: crate::generated_support::Sealed + Sized + Send + Sync + 'static {
    /// The module's name: `v1`, `v1_unstable`, `v2`, `v2_unstable`.
    const NAME: &'static str;
    /// What the connection and transports need of it beyond JSON-RPC.
    const CONVENTIONS: &'static Conventions;
    /// Every method of the module, with its side, kind and types.
    const METHODS: &'static [MethodInfo];
    /// The module's JSON-RPC error object, which converts to and from the
    /// runtime's [`crate::Error`].
    type Error: From<crate::Error>
        + Into<crate::Error>
        + serde::Serialize
        + serde::de::DeserializeOwned
        + std::fmt::Debug
        + Clone
        + Send;
    /// The agent, as a client calls it.
    type AgentPeer: Peer;
    /// The client, as an agent calls it.
    type ClientPeer: Peer;
    /// What a client sends and an agent serves: its requests, decoded by
    /// method (the module's `ClientRequest`).
    type ClientRequest: Union;
    /// The client's notifications (`ClientNotification`).
    type ClientNotification: Union;
    /// The results a client returns for [`Self::AgentRequest`]s
    /// (`ClientResponse`).
    type ClientResponse: Union;
    /// The requests an agent sends and a client serves (`AgentRequest`).
    type AgentRequest: Union;
    /// The agent's notifications (`AgentNotification`).
    type AgentNotification: Union;
    /// The results an agent returns for [`Self::ClientRequest`]s
    /// (`AgentResponse`).
    type AgentResponse: Union;
    /// Its `initialize` handshake: the method, the version field, the versions
    /// it implements and how it negotiates (the module's `HANDSHAKE`).
    fn handshake() -> &'static Spec;
}

/// What each of a [`Protocol`]'s dispatch unions is: decoded by method,
/// encoded as the params (or result) it holds.
pub trait Union: MethodUnion + serde::Serialize + std::fmt::Debug + Clone + Send + 'static {}

impl<U: MethodUnion + serde::Serialize + std::fmt::Debug + Clone + Send + 'static> Union for U {}

/// A typed handle on the other side of a connection (the generated
/// `AgentPeer` and `ClientPeer`): the connection, with one method per call.
pub trait Peer: Clone + std::fmt::Debug + Send + Sync + 'static {
    /// The peer on `connection`.
    fn from_connection(connection: Connection) -> Self;
    /// The connection it calls through.
    fn connection(&self) -> &Connection;
}
