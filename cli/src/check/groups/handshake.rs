//! `initialize` asking for protocol version 999: the agent must answer with a
//! version it supports, in a well-formed `InitializeResponse`.

use acp::v1::InitializeResponse;
use serde_json::Value;

use super::{initialize, Stop};
use crate::check::wire::Peer;
use crate::check::Recorder;

/// A version no agent supports.
const UNKNOWN_VERSION: u16 = 999;

pub async fn run(agent: &mut Peer, rec: &mut Recorder) -> Result<(), Stop> {
    let result = match initialize(agent, UNKNOWN_VERSION).await {
        Ok(result) => result,
        Err(why) => {
            rec.verdict("initialize.negotiates-version", Err(why.clone()));
            rec.verdict("initialize.response-shape", Err(why.clone()));
            return Err(Stop::Step(why));
        }
    };
    let version = result.get("protocolVersion").and_then(Value::as_u64);
    rec.verdict(
        "initialize.negotiates-version",
        match version {
            Some(v) if v >= 1 && v < u64::from(UNKNOWN_VERSION) => Ok(()),
            Some(v) => Err(format!("asked for {UNKNOWN_VERSION}, it answered {v}")),
            None => Err(format!(
                "protocolVersion is not an integer: {}",
                result.get("protocolVersion").unwrap_or(&Value::Null)
            )),
        },
    );
    rec.verdict(
        "initialize.response-shape",
        serde_json::from_value::<InitializeResponse>(result.clone())
            .map(drop)
            .map_err(|e| format!("does not decode: {e}")),
    );
    let name = result
        .get("agentInfo")
        .and_then(|info| info.get("name"))
        .and_then(Value::as_str);
    rec.verdict(
        "initialize.agent-info",
        name.map(drop)
            .ok_or_else(|| "no agentInfo.name".to_string()),
    );
    Ok(())
}
