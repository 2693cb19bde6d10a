//! `initialize` asking for protocol version 999: the agent must answer with a
//! version it supports, in a well-formed `InitializeResponse` of that version
//! (v1's, or v2's from an agent that speaks v2).

use serde_json::Value;

use super::{initialize_any_version, Stop};
use crate::testing::recorder::Recorder;
use crate::testing::wire::Peer;

/// A version no agent supports.
const UNKNOWN_VERSION: u16 = 999;

pub async fn run(agent: &mut Peer, rec: &mut Recorder) -> Result<(), Stop> {
    let result = match initialize_any_version(agent, UNKNOWN_VERSION).await {
        Ok(result) => result,
        Err(why) => {
            rec.verdict("initialize.negotiates-version", Err(why.clone()));
            rec.verdict("initialize.response-shape", Err(why.clone()));
            return Err(Stop::Step(why));
        }
    };
    let version = result
        .get(crate::v1::HANDSHAKE.version_field)
        .and_then(Value::as_u64);
    rec.verdict(
        "initialize.negotiates-version",
        match version {
            Some(v) if v >= 1 && v < u64::from(UNKNOWN_VERSION) => Ok(()),
            Some(v) => Err(format!("asked for {UNKNOWN_VERSION}, it answered {v}")),
            None => Err(format!(
                "protocolVersion is not an integer: {}",
                result
                    .get(crate::v1::HANDSHAKE.version_field)
                    .unwrap_or(&Value::Null)
            )),
        },
    );
    // v1 names the agent in `agentInfo`, v2 in `info`; an answer in another
    // version is read as v1's.
    let (shape, info) = match version {
        Some(v) if v == u64::from(crate::v2::PROTOCOL_VERSION.0) => (
            serde_json::from_value::<crate::v2::InitializeResponse>(result.clone()).map(drop),
            "info",
        ),
        _ => (
            serde_json::from_value::<crate::v1::InitializeResponse>(result.clone()).map(drop),
            "agentInfo",
        ),
    };
    rec.verdict(
        "initialize.response-shape",
        shape.map_err(|e| format!("does not decode: {e}")),
    );
    let name = result
        .get(info)
        .and_then(|info| info.get("name"))
        .and_then(Value::as_str);
    rec.verdict(
        "initialize.agent-info",
        name.map(drop).ok_or_else(|| format!("no {info}.name")),
    );
    Ok(())
}
