//! `acp::testing` (the conformance checks and scripted peers), the examples under
//! it, a crate outside the repository using it, and the README's first steps.

#[path = "../support"]
mod support {
    pub mod agents;
    pub mod modes;
    pub mod paths;
    pub mod scratch;
}

#[cfg(feature = "testing")]
mod examples_kit;
mod newcomer;
#[cfg(feature = "testing")]
mod outside_crate;
#[cfg(feature = "testing")]
mod testing_kit;
