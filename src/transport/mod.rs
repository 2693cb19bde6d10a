//! Ways to connect two peers.
//!
//! ACP is newline-delimited JSON-RPC over a pair of byte streams. Which streams is
//! up to the transport; the [`Connection`](crate::Connection) on top is the same:
//!
//! - [`serve_stdio`]: this process's stdin/stdout, as an agent launched by an
//!   editor speaks;
//! - [`ProcessSpec`]: a peer started as a child process, spoken to over its
//!   stdin/stdout; what the editor does with an agent;
//! - [`memory_pair`]: two peers in one process over an in-memory pipe, for tests;
//!   [`memory_stream`] serves one of them and hands you the other end as bytes;
//! - `remote` (features `ws`, `http`): an agent served over WebSocket or
//!   Streamable HTTP, and clients that reach it by URL.
//!
//! # Child processes and their process group
//!
//! Agents are very often started through launchers (`npx`, `uvx`, a shell script,
//! a node wrapper) that start the real agent as *their* child and wait for it.
//! Killing the direct child then leaves the real agent running, orphaned. So on
//! Unix, [`ProcessSpec::spawn`] starts the child in a process group of its own and
//! [`ChildProcess`] ends the whole group, whichever way the child ends:
//!
//! | how it ends | what happens to the group |
//! |---|---|
//! | the [`ChildProcess`] is dropped | `SIGKILL` to the group, at once, inside `drop` |
//! | [`ChildProcess::shutdown`] | stdin is closed after what was queued is written; after the [grace period](ProcessSpec::grace_period) `SIGTERM`, after another `SIGKILL` |
//! | the child exits (a crash, or a wrapper that ends) | `SIGTERM` to what is left of the group, `SIGKILL` after the grace period |
//! | the child closes its stdout or reading it fails (the connection ends) | the child gets the grace period to exit, then `SIGTERM`, then `SIGKILL` |
//!
//! The child is always reaped (no zombie is left), and its exit status is
//! observable ([`ChildProcess::exit_status`], [`ChildProcess::exited`],
//! [`ChildProcess::exit_watch`]). A group member that ignores `SIGTERM` is
//! ended by the `SIGKILL` that follows. For a terminal the group is a background
//! job: it does not receive the terminal's Ctrl-C (`SIGINT` goes to the
//! foreground group, the client's), so the client decides what Ctrl-C means, for
//! example cancelling a prompt; and a member that read from the terminal would be
//! stopped (the agent's stdin is the connection, so it has no reason to).
//!
//! What escapes: a process that leaves the group on purpose (`setsid`,
//! `setpgid`, a daemon) is not in it any more. If this process itself is killed
//! with `SIGKILL`, nothing runs: the agent then sees end of input on its stdin,
//! which ACP agents take as the signal to exit.
//!
//! On Windows there are no process groups: the direct child is killed when the
//! [`ChildProcess`] is dropped (by the task that watches it, as soon as the
//! runtime runs it, or when the runtime shuts down) and by `shutdown` after the
//! grace period, but processes it started itself are not (that would take a job
//! object).

mod group;
mod memory;
#[cfg(feature = "mcp")]
pub(crate) mod piped;
mod process;
#[cfg(any(feature = "ws", feature = "http"))]
pub mod remote;
mod stdio;

pub use memory::{memory_pair, memory_stream};
pub use process::{ChildProcess, ProcessSpec, Stderr};
pub use stdio::serve_stdio;
