//! The `initialize` handshake, done right by the SDK rather than by each peer.
//!
//! The spec's rules, and who keeps them here:
//!
//! - **Version negotiation.** The client sends the latest protocol version it
//!   supports. In v1, if the agent supports it, it MUST answer with the same
//!   version, otherwise with the latest version it supports ([`negotiate`]); in
//!   v2, with the highest version it supports at or below the requested one, or
//!   fail with -32022 ([`Negotiation`], [`Spec::negotiate`]). The request
//!   pipeline ([`crate::pipeline`]) writes the negotiated version into the agent's answer,
//!   whatever the agent's `initialize` returned, from the versions the agent's
//!   protocol module implements ([`Spec::versions`]). The generated
//!   `AgentPeer::initialize` fails with [`CallError::UnsupportedVersion`] and
//!   closes the connection when the agent answers with a version the client does
//!   not implement.
//! - **Nothing before `initialize`.** Until the handshake has succeeded, requests
//!   other than `initialize` are refused with -32600, on both sides (turn this off
//!   with [`Config::require_handshake`](crate::Config::require_handshake)). A
//!   request that arrives while `initialize` is being answered (a client that
//!   pipelines `session/new` right behind it) waits for the handshake instead of
//!   failing. Notifications are not gated.
//! - **Capabilities.** What a peer built with `#[acp_agent]` / `#[acp_client]`
//!   implements is advertised in the `initialize` message it sends (see
//!   *Capabilities derived from code* in [`acp_agent`](crate::acp_agent)).
//!
//! Which method is the handshake and which field carries the version come from
//! the generated module (`acp::v1::HANDSHAKE`); this module knows no method names.

use std::sync::{Arc, Mutex};

use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::Value;
use tokio::sync::watch;

use crate::jsonrpc::{CallError, CallResult};
use crate::peer::capabilities::Advertised;
use crate::Error;
use crate::{Connection, Result};

/// What a protocol module says about its handshake. Generated as `HANDSHAKE` in
/// each protocol module.
#[derive(Debug)]
#[non_exhaustive]
pub struct Spec {
    /// The handshake method (`initialize`).
    pub method: &'static str,
    /// The field of its params and result holding the protocol version.
    pub version_field: &'static str,
    /// The protocol versions the module implements.
    pub versions: &'static [u16],
    /// How an agent answers a version it does not implement.
    pub negotiation: Negotiation,
    /// Whether handshake params decode as this module's (for
    /// [`crate::peer::versions::ByVersion`], which picks by it when the requested
    /// version is none of its modules').
    pub(crate) decodes: fn(Option<&RawValue>) -> bool,
}

/// How an agent picks the version it answers `initialize` with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Negotiation {
    /// v1: the requested version if supported, else the latest supported.
    LatestSupported,
    /// v2: the highest supported version at or below the requested one; when there
    /// is none, `initialize` fails with `unsupported_code` (-32022), whose data
    /// names the requested and the supported versions in the given fields.
    AtOrBelow {
        /// The error code of a failed negotiation.
        unsupported_code: i32,
        /// The data field holding the requested version.
        requested_field: &'static str,
        /// The data field holding the supported versions.
        supported_field: &'static str,
    },
}

/// The version an agent implementing `supported` answers a client that asked for
/// `requested` with, by v1's rule ([`Negotiation::LatestSupported`]): the same
/// version if supported, else the latest supported.
pub fn negotiate(requested: u16, supported: &[u16]) -> u16 {
    if supported.contains(&requested) {
        requested
    } else {
        supported.iter().copied().max().unwrap_or(requested)
    }
}

impl Spec {
    /// The version the handshake's raw `params` ask for (a number past `u16`
    /// reads as `u16::MAX`); `None` when it is missing or not a number. For
    /// those who read the handshake before its params are decoded (picking a
    /// module by version), or whose params do not decode.
    pub(crate) fn requested(&self, params: Option<&RawValue>) -> Option<u16> {
        let params: Value = serde_json::from_str(params?.get()).ok()?;
        let version = params.get(self.version_field)?.as_u64()?;
        Some(u16::try_from(version).unwrap_or(u16::MAX))
    }

    /// The version to answer a client that asked for `requested` with, by this
    /// module's rule, or the error that fails the handshake.
    pub fn negotiate(&self, requested: u16) -> Result<u16> {
        match self.negotiation {
            Negotiation::LatestSupported => Ok(negotiate(requested, self.versions)),
            Negotiation::AtOrBelow {
                unsupported_code,
                requested_field,
                supported_field,
            } => {
                let version = self
                    .versions
                    .iter()
                    .copied()
                    .filter(|v| *v <= requested)
                    .max();
                version.ok_or_else(|| {
                    let mut data = serde_json::Map::new();
                    data.insert(requested_field.to_owned(), requested.into());
                    data.insert(supported_field.to_owned(), self.versions.into());
                    Error::new(
                        unsupported_code,
                        format!(
                            "Unsupported protocol version: {requested} was requested; \
                             this agent supports {:?}",
                            self.versions
                        ),
                    )
                    .data(data)
                })
            }
        }
    }
}

/// Where one connection's handshake stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    NotStarted,
    InProgress,
    /// Done, with the negotiated version.
    Done(u16),
}

/// The per-connection state of the handshake.
#[derive(Debug)]
pub(crate) struct Handshake {
    phase: watch::Sender<Phase>,
    /// What the local peer advertises, set when its handler is attached (and
    /// replaced when [`crate::peer::versions::ByVersion`] picks another handler).
    advertised: Mutex<Option<Advertised>>,
    /// What the local peer's handlers of other protocol modules advertise
    /// ([`crate::peer::versions::ByVersion`]'s second handler), by module: a client
    /// offering several versions in one `initialize` fills in each one's.
    offered: Mutex<Vec<(&'static Spec, Advertised)>>,
}

impl Default for Handshake {
    fn default() -> Self {
        Handshake {
            phase: watch::Sender::new(Phase::NotStarted),
            advertised: Mutex::new(None),
            offered: Mutex::new(Vec::new()),
        }
    }
}

impl Handshake {
    /// The handshake state of `connection`.
    pub(crate) fn of(connection: &Connection) -> Arc<Handshake> {
        connection.extension::<Handshake>()
    }

    /// The negotiated protocol version, once the handshake has succeeded.
    pub(crate) fn version(&self) -> Option<u16> {
        match *self.phase.borrow() {
            Phase::Done(version) => Some(version),
            _ => None,
        }
    }

    /// Starts a handshake; returns the phase to go back to if it fails.
    fn begin(&self) -> Phase {
        let mut before = Phase::NotStarted;
        self.phase.send_if_modified(|phase| {
            before = *phase;
            let start = !matches!(before, Phase::Done(_));
            if start {
                *phase = Phase::InProgress;
            }
            start
        });
        before
    }

    fn end(&self, outcome: std::result::Result<u16, Phase>) {
        match outcome {
            Ok(version) => {
                self.phase.send_replace(Phase::Done(version));
            }
            // A failed re-handshake leaves an earlier success in place.
            Err(before) => {
                self.phase.send_if_modified(|phase| {
                    let revert = *phase == Phase::InProgress;
                    if revert {
                        *phase = before;
                    }
                    revert
                });
            }
        }
    }
}

/// Records what the local peer advertises (called by the generated handlers when
/// they are attached to a connection).
pub(crate) fn advertise(connection: &Connection, advertised: Advertised) {
    *lock(&Handshake::of(connection).advertised) = Some(advertised);
}

/// Runs `attach` (a handler's `attached`, of the protocol module `spec`) to
/// learn what that handler advertises, and records it as offered beside the
/// connection's own handler instead of replacing what that one advertises (for
/// [`crate::peer::versions::ByVersion`]'s other handler).
pub(crate) fn offer(connection: &Connection, spec: &'static Spec, attach: impl FnOnce()) {
    let state = Handshake::of(connection);
    let own = lock(&state.advertised).take();
    attach();
    let offered = std::mem::replace(&mut *lock(&state.advertised), own);
    if let Some(offered) = offered {
        lock(&state.offered).push((spec, offered));
    }
}

impl Spec {
    /// Admits one incoming request, in arrival order (the synchronous part of
    /// the request pipeline, [`crate::pipeline`]). `requested` is the version a
    /// handshake asks for.
    pub(crate) fn admit(
        &'static self,
        connection: &Connection,
        method: &str,
        requested: Option<u16>,
    ) -> Admission {
        let state = Handshake::of(connection);
        if method == self.method {
            let before = state.begin();
            return Admission {
                spec: self,
                state,
                gate: Gate::Initialize {
                    requested,
                    before: Some(before),
                },
            };
        }
        let gate = if !connection.config().require_handshake {
            Gate::Open
        } else {
            match *state.phase.borrow() {
                Phase::Done(_) => Gate::Open,
                Phase::InProgress => Gate::Wait(method.to_owned()),
                Phase::NotStarted => Gate::Refused(Error::invalid_request(format!(
                    "`{method}` was received before `{}`; the connection must be \
                     initialized first",
                    self.method
                ))),
            }
        };
        Admission {
            spec: self,
            state,
            gate,
        }
    }
}

/// One incoming request's pass through the handshake gate.
#[derive(Debug)]
pub(crate) struct Admission {
    spec: &'static Spec,
    state: Arc<Handshake>,
    gate: Gate,
}

#[derive(Debug)]
enum Gate {
    Open,
    /// Arrived while the handshake was under way.
    Wait(String),
    Refused(Error),
    /// The handshake itself; `before` is the phase to restore if it fails (taken
    /// once it has ended).
    Initialize {
        requested: Option<u16>,
        before: Option<Phase>,
    },
}

impl Admission {
    /// Waits until the request may be handled, or says why it may not.
    pub(crate) async fn admitted(&self) -> Result<()> {
        match &self.gate {
            Gate::Open => Ok(()),
            // A version the module cannot negotiate fails before the handler runs.
            Gate::Initialize { requested, .. } => self
                .spec
                .negotiate(requested.unwrap_or(u16::MAX))
                .map(|_| ()),
            Gate::Refused(error) => Err(error.clone()),
            Gate::Wait(method) => {
                let mut phase = self.state.phase.subscribe();
                let ended = phase
                    .wait_for(|p| *p != Phase::InProgress)
                    .await
                    .map(|p| *p);
                match ended {
                    Ok(Phase::Done(_)) => Ok(()),
                    _ => Err(Error::invalid_request(format!(
                        "`{method}` arrived during `{}`, which failed",
                        self.spec.method
                    ))),
                }
            }
        }
    }

    /// Encodes the answer: for the handshake, with the negotiated version and
    /// the advertised capabilities written into the result, opening the gate
    /// (or closing it again if the handshake failed).
    pub(crate) fn finish(mut self, outcome: Result<impl Serialize>) -> Result<Box<RawValue>> {
        let Gate::Initialize { requested, before } = &mut self.gate else {
            return outcome.and_then(crate::jsonrpc::method::encode);
        };
        let before = before.take().unwrap_or(Phase::NotStarted);
        let answered = outcome.and_then(|answer| {
            let mut value = serde_json::to_value(answer).map_err(Error::internal_error)?;
            let version = self.spec.negotiate(requested.unwrap_or(u16::MAX))?;
            if let Value::Object(object) = &mut value {
                object.insert(self.spec.version_field.to_owned(), version.into());
            }
            if let Some(advertised) = *lock(&self.state.advertised) {
                if advertised.carrier.in_result {
                    advertised.complete(&mut value);
                }
            }
            let raw = serde_json::value::to_raw_value(&value).map_err(Error::internal_error)?;
            Ok((raw, version))
        });
        match answered {
            Ok((raw, version)) => {
                self.state.end(Ok(version));
                Ok(raw)
            }
            Err(error) => {
                self.state.end(Err(before));
                Err(error)
            }
        }
    }
}

#[cfg(acp_has_proxy)]
impl Admission {
    /// Completes the answer of a proxy, whose handshake result is its
    /// successor's, passed on: the protocol version in it is kept (the proxy
    /// chains RFD: a proxy "MUST NOT change `protocolVersion`") and opens the
    /// gate, if this module implements it; an answer in another version fails
    /// the handshake, naming both.
    pub(crate) fn finish_forwarded(
        mut self,
        outcome: Result<Box<RawValue>>,
    ) -> Result<Box<RawValue>> {
        let Gate::Initialize { before, .. } = &mut self.gate else {
            return outcome;
        };
        let before = before.take().unwrap_or(Phase::NotStarted);
        let version = outcome.as_ref().map_err(Clone::clone).and_then(|raw| {
            let answered = self.spec.requested(Some(raw));
            answered
                .filter(|v| self.spec.versions.contains(v))
                .ok_or_else(|| {
                    Error::internal_error(format!(
                        "the successor answered `{}` with protocol version {}; \
                         this proxy implements {:?}",
                        self.spec.method,
                        answered.map_or("(none)".to_owned(), |v| v.to_string()),
                        self.spec.versions
                    ))
                })
        });
        match version {
            Ok(version) => {
                self.state.end(Ok(version));
                outcome
            }
            Err(error) => {
                self.state.end(Err(before));
                Err(error)
            }
        }
    }
}

impl Drop for Admission {
    /// A handshake dropped before it finished (cancelled) does not leave the gate
    /// half open.
    fn drop(&mut self) {
        if let Gate::Initialize {
            before: Some(before),
            ..
        } = self.gate
        {
            self.state.end(Err(before));
        }
    }
}

/// The client's side of the handshake (what the generated
/// `AgentPeer::initialize` comes down to, through [`crate::pipeline`], and a
/// client offering the versions of several modules,
/// [`crate::peer::versions::initialize_offering`]): sends `params` with the
/// client's capabilities completed, checks that the version the agent answered
/// with is one of `specs`', and opens the gate for the agent's requests.
/// Returns the version with the raw answer.
pub(crate) async fn initialize_any(
    connection: &Connection,
    specs: &[&'static Spec],
    params: &impl serde::Serialize,
) -> CallResult<(u16, Box<RawValue>)> {
    let spec = specs[0];
    let state = Handshake::of(connection);
    let mut value = serde_json::to_value(params).map_err(|e| CallError::Encode {
        method: spec.method.to_owned(),
        message: e.to_string(),
    })?;
    // The capabilities of every module offered, each in its own field: a v1
    // agent answering an offer of v2 reads v1's, complete, and nothing of v2's.
    let mut completed: Vec<&str> = Vec::new();
    let own = lock(&state.advertised)
        .iter()
        .map(|a| (spec, *a))
        .collect::<Vec<_>>();
    let others = lock(&state.offered).clone();
    for (of, advertised) in own.into_iter().chain(others) {
        let offered = specs.iter().any(|s| std::ptr::eq(*s, of));
        let carrier = advertised.carrier;
        if offered && !carrier.in_result && !completed.contains(&carrier.field) {
            advertised.complete(&mut value);
            completed.push(carrier.field);
        }
    }
    let before = state.begin();
    let mut pending = PendingHandshake(&state, Some(before));
    let raw = connection.request_raw(spec.method, &value).await?;
    let answered = serde_json::from_str::<Value>(raw.get())
        .ok()
        .and_then(|v| v.get(spec.version_field)?.as_u64())
        .unwrap_or(u64::MAX);
    let offered = |version: &u16| specs.iter().any(|s| s.versions.contains(version));
    match u16::try_from(answered) {
        Ok(version) if offered(&version) => {
            pending.1 = None;
            state.end(Ok(version));
            Ok((version, raw))
        }
        _ => {
            connection.close();
            Err(CallError::UnsupportedVersion {
                answered,
                supported: specs.iter().flat_map(|s| s.versions).copied().collect(),
            })
        }
    }
}

/// Locks a mutex whose data stays consistent even if a holder panicked.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Restores the phase before a client handshake that did not succeed.
struct PendingHandshake<'s>(&'s Handshake, Option<Phase>);

impl Drop for PendingHandshake<'_> {
    fn drop(&mut self) {
        if let Some(before) = self.1 {
            self.0.end(Err(before));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{negotiate, Negotiation, Spec};

    /// v2's rule: at or below the request, else -32022 with the versions as data.
    #[test]
    fn v2_negotiation_answers_at_or_below_or_fails() {
        let spec = Spec {
            method: "initialize",
            version_field: "protocolVersion",
            versions: &[2, 3],
            negotiation: Negotiation::AtOrBelow {
                unsupported_code: -32022,
                requested_field: "requested",
                supported_field: "supported",
            },
            decodes: |_| true,
        };
        assert_eq!(spec.negotiate(2).unwrap(), 2);
        assert_eq!(spec.negotiate(9).unwrap(), 3);
        let error = spec.negotiate(1).unwrap_err();
        assert_eq!(error.code.0, -32022);
        assert_eq!(
            error.data,
            Some(serde_json::json!({"requested": 1, "supported": [2, 3]}))
        );
    }

    #[test]
    fn negotiation_follows_the_spec() {
        assert_eq!(negotiate(1, &[1]), 1);
        assert_eq!(negotiate(999, &[1]), 1);
        assert_eq!(negotiate(0, &[1]), 1);
        assert_eq!(negotiate(1, &[1, 2]), 1);
        assert_eq!(negotiate(3, &[1, 2]), 2);
    }
}
