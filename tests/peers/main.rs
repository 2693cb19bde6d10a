//! Typed peers, in-process: the handshake, versions, capabilities, sessions and
//! their turns, cancellation and background updates.

#[path = "../support"]
mod support {
    pub mod agents;
    pub mod modes;
    pub mod paths;
    pub mod raw_peer;
}

mod agent_turns_v2;
mod background_updates;
mod cancel_questions;
mod capabilities;
mod handshake;
mod modes_sync;
mod served_fork;
mod served_sessions;
mod served_sessions_v2;
mod sessions;
mod sessions_v2;
mod turn_cancel;
mod typed_peers;
mod versions;
