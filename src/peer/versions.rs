//! One peer, several protocol versions: [`ByVersion`] serves a connection with the
//! handler of the version the `initialize` handshake settles on.
//!
//! An agent that implements both `acp::v1::Agent` and `acp::v2::Agent` (by hand
//! or with `#[acp_agent]` and `#[acp_agent(protocol = v2)]` on two types) is
//! served as
//!
//! ```ignore
//! let agent = ByVersion::new(
//!     (&acp::v1::HANDSHAKE, acp::v1::AgentHandler(MyV1)),
//!     (&acp::v2::HANDSHAKE, acp::v2::AgentHandler(MyV2)),
//! );
//! acp::transport::serve_stdio(agent, acp::Config::default()).await;
//! ```
//!
//! **Agent side.** The client's `initialize` names the latest version it
//! supports, and the handler it picks handles everything that follows on the
//! connection (its module's rule then fixes the answered version, see
//! [`Negotiation`](crate::peer::handshake::Negotiation)):
//!
//! - a version one of the modules implements picks that module (if the params
//!   are that module's `initialize` params);
//! - any other version (a newer one, or one below all) picks the module with
//!   the highest version whose `initialize` params the request's are (a v1
//!   client sends `clientCapabilities` and `clientInfo`, a v2 client `info`
//!   and `capabilities`) and whose rule can answer the request: a client
//!   asking for 999 gets 2 if it speaks v2's messages and 1 if it speaks
//!   v1's, and one asking for 0 gets 1 (v2's rule answers nothing below 2);
//! - if no module fits, the module whose rule answers (the highest version at
//!   or below the request, else the lowest) answers with the error that says
//!   what is wrong with the request.
//!
//! **Client side.** The client sends one `initialize` asking for the
//! preferred version (the first handler's), with [`initialize_offering`], which
//! accepts the answer in any version offered; from then on the agent's requests
//! go to the handler of the negotiated version. The request carries the
//! capabilities of each offered module's handler in that module's own field
//! (v2's `capabilities`, v1's `clientCapabilities`), completed as for one
//! module, so an agent of either version reads what the client serves in its
//! version from the one request, and nothing of the other's in its fields.
//!
//! Nothing is converted between versions: each handler sees only its module's
//! messages. The handlers' `attached` runs when they are picked (so the
//! capabilities advertised are the picked module's).

use std::future::Future;
use std::sync::{Arc, OnceLock};

use futures_util::future::Either;
use serde::Serialize;
use serde_json::value::RawValue;

use crate::jsonrpc::CallResult;
use crate::peer::handshake::{Handshake, Spec};
use crate::{Connection, Handler, Result};

/// Serves a connection with one of two handlers, picked by the negotiated
/// protocol version (see the [module docs](self)). `First` is preferred: it
/// handles the connection until a handshake picks otherwise.
pub struct ByVersion<First, Second> {
    first: (&'static Spec, Arc<First>),
    second: (&'static Spec, Arc<Second>),
}

/// Which of the two handlers serves a connection, once known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pick {
    First,
    Second,
}

/// A connection's [`Pick`], set by the `initialize` that picked it.
#[derive(Default)]
struct Picked(OnceLock<Pick>);

impl<First: Handler, Second: Handler> ByVersion<First, Second> {
    /// Two handlers, each with the `HANDSHAKE` table of its protocol module.
    pub fn new(first: (&'static Spec, First), second: (&'static Spec, Second)) -> Self {
        ByVersion {
            first: (first.0, Arc::new(first.1)),
            second: (second.0, Arc::new(second.1)),
        }
    }

    /// The handler for a client asking for `requested` with `params`: the
    /// module that implements that version, if these are its `initialize`
    /// params; else the one with the highest version whose params these are
    /// and whose rule can answer; if there is none, the one whose rule answers
    /// (the highest version at or below the request, else the lowest), whose
    /// error then says what is wrong.
    fn pick_for(&self, requested: u16, params: Option<&RawValue>) -> Pick {
        let modules = [(Pick::First, self.first.0), (Pick::Second, self.second.0)];
        let exact = modules
            .iter()
            .find(|(_, spec)| spec.versions.contains(&requested) && (spec.decodes)(params));
        if let Some((pick, _)) = exact {
            return *pick;
        }
        let highest = |spec: &Spec| spec.versions.iter().copied().max();
        let mut by_version = modules;
        by_version.sort_by_key(|(_, spec)| std::cmp::Reverse(highest(spec)));
        let fits = by_version
            .iter()
            .find(|(_, spec)| (spec.decodes)(params) && spec.negotiate(requested).is_ok());
        if let Some((pick, _)) = fits {
            return *pick;
        }
        let best = |spec: &Spec| {
            spec.versions
                .iter()
                .copied()
                .filter(|v| *v <= requested)
                .max()
        };
        match (best(self.first.0), best(self.second.0)) {
            (Some(a), Some(b)) if b > a => Pick::Second,
            (Some(_), _) => Pick::First,
            (None, Some(_)) => Pick::Second,
            (None, None) => {
                let lowest = |spec: &Spec| spec.versions.iter().copied().min();
                if lowest(self.second.0) < lowest(self.first.0) {
                    Pick::Second
                } else {
                    Pick::First
                }
            }
        }
    }

    /// The handler for a message other than the agent-side handshake.
    fn current(&self, connection: &Connection) -> Pick {
        if let Some(pick) = connection.extension::<Picked>().0.get() {
            return *pick;
        }
        // The client side: the version its own `initialize` negotiated.
        match Handshake::of(connection).version() {
            Some(v)
                if !self.first.0.versions.contains(&v) && self.second.0.versions.contains(&v) =>
            {
                Pick::Second
            }
            _ => Pick::First,
        }
    }
}

impl<First: Handler, Second: Handler> Handler for ByVersion<First, Second> {
    /// The first handler's: the modules of one protocol share them.
    const CONVENTIONS: &'static crate::connection::Conventions = First::CONVENTIONS;

    /// The first handler is attached; the second's capabilities are recorded
    /// as offered beside it, for a client's `initialize` offering both.
    fn attached(&self, connection: &Connection) {
        crate::peer::handshake::offer(connection, self.second.0, || {
            self.second.1.attached(connection)
        });
        self.first.1.attached(connection);
    }

    fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> impl Future<Output = Result<Box<RawValue>>> + Send + 'static {
        let handshake = method == self.first.0.method;
        let requested = handshake.then(|| self.first.0.requested(params.as_deref()));
        let pick = match requested.flatten() {
            // The first handshake picks the handler for the whole connection; a
            // handshake without a readable version goes to the current handler,
            // whose module's rule answers it.
            Some(version) => {
                let picked = peer.extension::<Picked>();
                let mut newly = false;
                let pick = *picked.0.get_or_init(|| {
                    newly = true;
                    self.pick_for(version, params.as_deref())
                });
                if newly && pick == Pick::Second {
                    self.second.1.attached(&peer);
                }
                pick
            }
            None => self.current(&peer),
        };
        // The picked handler's synchronous part (the handshake's admission) runs
        // now, in arrival order, as `Handler::request` asks.
        match pick {
            Pick::First => Either::Left(self.first.1.clone().request(method, params, peer)),
            Pick::Second => Either::Right(self.second.1.clone().request(method, params, peer)),
        }
    }

    async fn notification(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) {
        match self.current(&peer) {
            Pick::First => {
                self.first
                    .1
                    .clone()
                    .notification(method, params, peer)
                    .await
            }
            Pick::Second => {
                self.second
                    .1
                    .clone()
                    .notification(method, params, peer)
                    .await
            }
        }
    }
}

/// The client's side of a handshake offering several versions: sends the
/// handshake `params` (the preferred module's request, asking for its version)
/// and accepts an answer in any version that one of `specs` implements. Returns
/// the negotiated version and the raw answer, for the caller to decode with that
/// version's module. An answer in no offered version fails with
/// [`CallError::UnsupportedVersion`](crate::CallError::UnsupportedVersion) and
/// closes the connection.
pub async fn initialize_offering(
    connection: &Connection,
    specs: &[&'static Spec],
    params: &impl Serialize,
) -> CallResult<(u16, Box<RawValue>)> {
    crate::peer::handshake::initialize_any(connection, specs, params).await
}

/// The agent's answer to [`initialize_v2_or_v1`], in the version it negotiated.
#[cfg(acp_module = "v2")]
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Initialized {
    /// The agent speaks v1: go on with `acp::v1`.
    V1(crate::v1::InitializeResponse),
    /// The agent speaks v2: go on with `acp::v2`.
    V2(crate::v2::InitializeResponse),
}

/// A client's handshake offering v2 and falling back to v1: sends `params`
/// (asking for v2) and decodes the answer with the module of the version the
/// agent answered with (a v1 agent answers 1, its latest). Pair it with a
/// [`ByVersion`] client handler, v2's first, so the agent's requests reach the
/// handler of the negotiated version, and the one `initialize` carries v1's
/// `clientCapabilities` of the v1 handler as well as v2's `capabilities`.
#[cfg(acp_module = "v2")]
pub async fn initialize_v2_or_v1(
    connection: &Connection,
    params: &crate::v2::InitializeRequest,
) -> CallResult<Initialized> {
    use crate::jsonrpc::method::decode_response;
    let specs = [&crate::v2::HANDSHAKE, &crate::v1::HANDSHAKE];
    let (version, raw) = initialize_offering(connection, &specs, params).await?;
    let method = crate::v2::HANDSHAKE.method;
    Ok(if crate::v2::HANDSHAKE.versions.contains(&version) {
        Initialized::V2(decode_response(method, &raw)?)
    } else {
        Initialized::V1(decode_response(method, &raw)?)
    })
}
