//! The `initialize` handshake: which version of ACP the chat speaks.
//!
//! By default the chat speaks the newest version whose schema is a release
//! (`options::Protocol::newest_released`): v1 while v2's is a pre-release.
//! With `--protocol auto` (the default once v2 is released) the chat offers v2
//! and falls back to v1, in one `initialize`: it
//! asks for version 2 with one params object carrying both versions' fields,
//! v2's (`info`, `capabilities`) and v1's (`clientInfo`, `clientCapabilities`);
//! the SDK completes each version's capabilities from the chat's handler of
//! that version (`acp::peer::versions::ByVersion`). Each version's `initialize`
//! params ignore the other's fields, so a v2 agent answers 2 and reads what the
//! chat can do in v2, and a v1 agent (which answers 1, its latest) reads that
//! the chat serves files and terminals in v1. (An agent written with the
//! official Rust SDK 5.2 deliberately reads only v2's fields of a request for a
//! newer version, so it does not learn of the chat's files and terminals;
//! `--protocol v1` tells it.) `--protocol v1` or `v2` sends that version's
//! params alone, and gives up on an agent that answers with another version.

use acp::jsonrpc::Request as _;
use acp::peer::handshake::Spec;
use acp::peer::versions::initialize_offering;
use acp::{CallError, CallResult, Connection};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::failure::seconds;
use super::options::{Chosen, Options, Protocol};
use super::screen::indented;
use super::signals::Signals;
use super::{AgentLink, End};

/// The agent's answer, in the version it chose.
pub enum Negotiated {
    V1(acp::v1::InitializeResponse),
    V2(acp::v2::InitializeResponse),
}

/// What the chat calls itself in `initialize`.
const NAME: &str = "acp-chat";

/// v1's `initialize` params: what the SDK cannot tell from the chat's v1
/// client (whose files and terminals it completes, from `v1/client.rs`). The
/// chat can run `terminal` auth methods, and shows plans and subagents (which
/// agents send only to clients that say so).
fn v1_params() -> acp::v1::InitializeRequest {
    use acp::v1::*;
    let capabilities = ClientCapabilities::new()
        .auth(AuthCapabilities::new().terminal(true))
        .plan(PlanCapabilities::new())
        .subagents(SubagentCapabilities::new());
    InitializeRequest::new(PROTOCOL_VERSION)
        .client_capabilities(capabilities)
        .client_info(Implementation::new(NAME, env!("CARGO_PKG_VERSION")))
}

/// v2's `initialize` params: the chat can run `terminal` auth methods.
fn v2_params() -> acp::v2::InitializeRequest {
    use acp::v2::*;
    let auth = ClientAuthCapabilities::new().terminal(TerminalAuthCapabilities::new());
    let info = Implementation::new(NAME, env!("CARGO_PKG_VERSION"));
    InitializeRequest::new(PROTOCOL_VERSION, info)
        .capabilities(ClientCapabilities::new().auth(auth))
}

/// The params `initialize` sends for `protocol`, and the versions it accepts
/// in the answer.
pub fn params(protocol: Protocol) -> (Value, &'static [&'static Spec]) {
    match protocol {
        Protocol::V1 => (json(v1_params()), &V1),
        Protocol::V2 => (json(v2_params()), &V2),
        Protocol::Negotiate => {
            // v1's fields, then v2's: v2's `protocolVersion` (2) is the one asked for.
            let mut both = object(json(v1_params()));
            both.extend(object(json(v2_params())));
            (Value::Object(both), &V2_OR_V1)
        }
    }
}

/// The versions accepted in the answer: one, or v2 preferred and v1.
static V1: [&Spec; 1] = [&acp::v1::HANDSHAKE];
static V2: [&Spec; 1] = [&acp::v2::HANDSHAKE];
static V2_OR_V1: [&Spec; 2] = [&acp::v2::HANDSHAKE, &acp::v1::HANDSHAKE];

fn json(params: impl serde::Serialize) -> Value {
    serde_json::to_value(params).expect("initialize params serialize")
}

fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        _ => unreachable!("initialize params are objects"),
    }
}

/// `initialize`, within `--init-timeout`, in the version `--protocol` asks for
/// (by default v2 if the agent offers it, else v1).
pub async fn initialize(
    connection: &Connection,
    process: &AgentLink,
    options: &Options,
    signals: &mut Signals,
) -> Result<Negotiated, End> {
    let (params, specs) = params(options.protocol);
    let answer = handshake(connection, specs, &params, options, signals).await?;
    decode(answer.map_err(|e| failed(e, options, process))?)
}

/// The handshake's method, for messages (the same in v1 and v2).
const METHOD: &str = acp::v1::InitializeRequest::METHOD;

/// One `initialize` offering the versions of `specs`, within `--init-timeout`:
/// the version the agent answered and its answer, or what went wrong.
async fn handshake(
    connection: &Connection,
    specs: &[&'static Spec],
    params: &Value,
    options: &Options,
    signals: &mut Signals,
) -> Result<CallResult<(u16, Box<RawValue>)>, End> {
    let call = initialize_offering(connection, specs, params);
    let answer = signals
        .unless(tokio::time::timeout(options.init_timeout, call))
        .await?;
    Ok(answer.unwrap_or_else(|_elapsed| {
        Err(CallError::Timeout {
            method: METHOD.to_owned(),
            after: options.init_timeout,
        })
    }))
}

/// The agent's answer, decoded with the module of the version it chose.
fn decode((version, raw): (u16, Box<RawValue>)) -> Result<Negotiated, End> {
    let decoded = if acp::v2::HANDSHAKE.versions.contains(&version) {
        serde_json::from_str(raw.get()).map(Negotiated::V2)
    } else {
        serde_json::from_str(raw.get()).map(Negotiated::V1)
    };
    decoded.map_err(|e| {
        End::Failed(format!(
            "the agent's answer to `{METHOD}` is not a valid answer of protocol version \
             {version}: {e}"
        ))
    })
}

/// Why the chat speaks `version`, for the line saying it connected.
pub fn why(options: &Options, version: u16) -> String {
    let pre_release = |v: u16| match acp_codegen::schemas::released(v) {
        true => "",
        false => "; its schema is a pre-release",
    };
    match (options.chosen, options.protocol) {
        (Chosen::Load, _) => "as --load opens the session with v1's session/load".to_owned(),
        (_, Protocol::Negotiate) => format!("the newest the agent offers{}", pre_release(version)),
        (Chosen::Default, _) => {
            "the newest released version: --protocol v2 speaks v2, whose schema is a \
             pre-release"
                .to_owned()
        }
        (_, _) => format!("as --protocol v{version} asks{}", pre_release(version)),
    }
}

/// Why `initialize` failed, for the user.
fn failed(e: CallError, options: &Options, process: &AgentLink) -> End {
    End::Failed(match e {
        CallError::Timeout { method, after } => {
            let tail = process.stderr_tail();
            let stderr = if tail.trim().is_empty() {
                "it wrote nothing on stderr".to_owned()
            } else {
                format!("its stderr:\n{}", indented(&tail))
            };
            format!(
                "the agent did not answer `{method}` within {}: is it an ACP agent? {stderr}",
                seconds(after)
            )
        }
        // The end of its stderr follows, with its exit status.
        CallError::Closed(_) => {
            format!("the agent exited before answering `{METHOD}`: is it an ACP agent?")
        }
        CallError::Peer(e) if e.code == acp::v1::ErrorCode::AUTHENTICATION_REQUIRED => format!(
            "{METHOD} failed: the agent needs credentials before it even starts ({e}), \
             so it cannot say which (it would list its auth methods in its answer to \
             `{METHOD}`): see the agent's documentation"
        ),
        CallError::UnsupportedVersion { answered, .. } if options.protocol == Protocol::V2 => {
            format!(
                "the agent answered `{METHOD}` with protocol version {answered}: it does not \
                 speak v2 (--protocol v2); without --protocol the chat speaks v1 with it"
            )
        }
        CallError::UnsupportedVersion { answered, .. } if options.protocol == Protocol::V1 => {
            format!(
                "the agent answered `{METHOD}` with protocol version {answered}: it does not \
                 speak v1 (--protocol v1, or --load, which is v1's)"
            )
        }
        CallError::UnsupportedVersion { answered, .. } => format!(
            "the agent answered `{METHOD}` with protocol version {answered}, which this chat \
             does not speak"
        ),
        e if options.protocol == Protocol::V1 => format!(
            "{METHOD} failed: {e} (asked for v1 with --protocol v1: does the agent speak it?)"
        ),
        e => format!("{METHOD} failed: {e}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Offering both versions, each version's `initialize` params are there
    /// whole, asking for version 2.
    #[test]
    fn the_offer_carries_both_versions() {
        let (params, specs) = params(Protocol::Negotiate);
        assert_eq!(specs.len(), 2);
        assert_eq!(params["protocolVersion"], 2);
        let v1: acp::v1::InitializeRequest = serde_json::from_value(params.clone()).unwrap();
        let mut expected = v1_params();
        expected.protocol_version = acp::v1::ProtocolVersion(2);
        assert_eq!(v1, expected);
        assert!(v1.client_capabilities.auth.terminal);
        let v2: acp::v2::InitializeRequest = serde_json::from_value(params).unwrap();
        assert_eq!(v2, v2_params());
    }

    #[test]
    fn one_version_sends_its_params_alone() {
        let (v1, specs) = params(Protocol::V1);
        assert_eq!(specs.len(), 1);
        assert_eq!(v1, serde_json::to_value(v1_params()).unwrap());
        let (v2, _) = params(Protocol::V2);
        assert_eq!(v2, serde_json::to_value(v2_params()).unwrap());
        // Neither carries the other version's fields.
        for field in ["info", "capabilities"] {
            assert!(v1.get(field).is_none(), "v1 params with {field}: {v1}");
        }
        for field in ["clientInfo", "clientCapabilities"] {
            assert!(v2.get(field).is_none(), "v2 params with {field}: {v2}");
        }
    }
}
