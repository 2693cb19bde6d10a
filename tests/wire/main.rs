//! The wire: spec-example round trips, edge cases, comparison with the official
//! schema crate, the generated API's shape and bindings snapshot, the connection at
//! the JSON-RPC level and a hostile peer.

#[path = "../support"]
mod support {
    pub mod raw_peer;
    pub mod tags;
    pub mod wire;
}

mod bindings_snapshot;
mod connection;
mod conversions;
mod generated_api;
mod hostile_peer;
mod official_compare;
mod roundtrip;
mod roundtrip_v2;
