//! The `initialize` handshake, done right by the SDK rather than by each peer.
//!
//! The spec's rules, and who keeps them here:
//!
//! - **Version negotiation.** The client sends the latest protocol version it
//!   supports. If the agent supports it, it MUST answer with the same version,
//!   otherwise with the latest version it supports ([`negotiate`]). The generated
//!   `AgentHandler` writes the negotiated version into the agent's answer,
//!   whatever the agent's `initialize` returned, from the versions the agent's
//!   protocol module implements ([`Spec::versions`]). The generated
//!   `AgentPeer::initialize` fails with [`CallError::UnsupportedVersion`] and
//!   closes the connection when the agent answers with a version the client does
//!   not implement.
//! - **Nothing before `initialize`.** Until the handshake has succeeded, requests
//!   other than `initialize` are refused with -32600, on both sides (turn this off
//!   with [`Config::require_initialize`](crate::Config::require_initialize)). A
//!   request that arrives while `initialize` is being answered (a client that
//!   pipelines `session/new` right behind it) waits for the handshake instead of
//!   failing. Notifications are not gated.
//! - **Capabilities.** What a peer built with `#[acp_agent]` / `#[acp_client]`
//!   implements is advertised in the `initialize` message it sends (see
//!   [`crate::capabilities`]).
//!
//! Which method is the handshake and which field carries the version come from
//! the generated module (`acp::v1::HANDSHAKE`); this module knows no method names.

use std::sync::{Arc, OnceLock};

use serde_json::value::RawValue;
use serde_json::Value;
use tokio::sync::watch;

use crate::capabilities::Advertised;
use crate::error::{CallError, CallResult};
use crate::rpc::Request;
use crate::v1::Error;
use crate::{Connection, Result};

/// What a protocol module says about its handshake. Generated as `HANDSHAKE` in
/// each protocol module.
#[derive(Debug)]
pub struct Spec {
    /// The handshake method (`initialize`).
    pub method: &'static str,
    /// The field of its params and result holding the protocol version.
    pub version_field: &'static str,
    /// The protocol versions the module implements.
    pub versions: &'static [u16],
}

/// The version an agent implementing `supported` answers a client that asked for
/// `requested` with: the same version if supported, else the latest supported.
pub fn negotiate(requested: u16, supported: &[u16]) -> u16 {
    if supported.contains(&requested) {
        requested
    } else {
        supported.iter().copied().max().unwrap_or(requested)
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

/// The per-connection state of the handshake ([`Connection::state`]).
#[derive(Debug)]
pub struct Handshake {
    phase: watch::Sender<Phase>,
    /// What the local peer advertises, set when its handler is attached.
    advertised: OnceLock<Advertised>,
}

impl Default for Handshake {
    fn default() -> Self {
        Handshake {
            phase: watch::Sender::new(Phase::NotStarted),
            advertised: OnceLock::new(),
        }
    }
}

impl Handshake {
    /// The negotiated protocol version, once the handshake has succeeded.
    pub fn version(&self) -> Option<u16> {
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
pub fn advertise(connection: &Connection, advertised: Advertised) {
    let _ = connection.state::<Handshake>().advertised.set(advertised);
}

impl Spec {
    /// Admits one incoming request, in arrival order (the synchronous part of the
    /// generated handlers' `request`).
    pub fn admit(
        &'static self,
        connection: &Connection,
        method: &str,
        params: Option<&RawValue>,
    ) -> Admission {
        let state = connection.state::<Handshake>();
        if method == self.method {
            let requested = params
                .and_then(|p| serde_json::from_str::<Value>(p.get()).ok())
                .and_then(|p| p.get(self.version_field)?.as_u64())
                .and_then(|v| u16::try_from(v).ok());
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
        let gate = if !connection.config().require_initialize {
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
pub struct Admission {
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
    pub async fn admitted(&self) -> Result<()> {
        match &self.gate {
            Gate::Open | Gate::Initialize { .. } => Ok(()),
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

    /// Completes the answer: for the handshake, writes the negotiated version and
    /// the advertised capabilities into the result and opens the gate (or closes
    /// it again if the handshake failed).
    pub fn finish(mut self, outcome: Result<Box<RawValue>>) -> Result<Box<RawValue>> {
        let Gate::Initialize { requested, before } = &mut self.gate else {
            return outcome;
        };
        let before = before.take().unwrap_or(Phase::NotStarted);
        let answered = outcome.and_then(|raw| {
            let mut value: Value =
                serde_json::from_str(raw.get()).map_err(Error::internal_error)?;
            let version = negotiate(requested.unwrap_or(u16::MAX), self.spec.versions);
            if let Value::Object(object) = &mut value {
                object.insert(self.spec.version_field.to_owned(), version.into());
            }
            if let Some(advertised) = self.state.advertised.get() {
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
/// `AgentPeer::initialize` calls): sends `params` with the client's capabilities
/// completed, checks the version the agent answered with, and opens the gate for
/// the agent's requests.
pub async fn initialize<R: Request>(
    connection: &Connection,
    spec: &'static Spec,
    params: &R,
) -> CallResult<R::Response> {
    let state = connection.state::<Handshake>();
    let mut value = serde_json::to_value(params).map_err(|e| CallError::Encode {
        method: spec.method.to_owned(),
        message: e.to_string(),
    })?;
    if let Some(advertised) = state.advertised.get() {
        if !advertised.carrier.in_result {
            advertised.complete(&mut value);
        }
    }
    let before = state.begin();
    let mut pending = PendingHandshake(&state, Some(before));
    let raw = connection.request_raw(spec.method, &value).await?;
    let response = crate::rpc::decode_response::<R::Response>(spec.method, &raw)?;
    let answered = serde_json::from_str::<Value>(raw.get())
        .ok()
        .and_then(|v| v.get(spec.version_field)?.as_u64())
        .unwrap_or(u64::MAX);
    match u16::try_from(answered) {
        Ok(version) if spec.versions.contains(&version) => {
            pending.1 = None;
            state.end(Ok(version));
            Ok(response)
        }
        _ => {
            connection.close();
            Err(CallError::UnsupportedVersion {
                answered,
                supported: spec.versions,
            })
        }
    }
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
    use super::negotiate;

    #[test]
    fn negotiation_follows_the_spec() {
        assert_eq!(negotiate(1, &[1]), 1);
        assert_eq!(negotiate(999, &[1]), 1);
        assert_eq!(negotiate(0, &[1]), 1);
        assert_eq!(negotiate(1, &[1, 2]), 1);
        assert_eq!(negotiate(3, &[1, 2]), 2);
    }
}
