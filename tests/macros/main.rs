//! `#[acp_agent]`, `#[acp_client]` and `#[acp_proxy]`: what they generate, in every
//! protocol module, their misuse (trybuild), and proxies against a scripted conductor.

#[path = "../support"]
mod support {
    #[cfg(feature = "unstable")]
    pub mod conductor;
    pub mod raw_peer;
}

mod macros;
mod macros_modules;
#[cfg(feature = "unstable")]
mod macros_proxy;
#[cfg(feature = "unstable")]
mod proxy;
mod ui;
