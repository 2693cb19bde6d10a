//! Peers in child processes over real pipes, their process groups, and the test
//! agent as a program.

#[path = "../support"]
mod support {
    pub mod agent_process;
    pub mod agents;
    pub mod paths;
    pub mod processes;
    pub mod scenario;
    pub mod scratch;
}

mod macros_process;
mod process;
mod process_group;
mod served_crash;
mod session_store_crash;
mod test_agent;
mod test_agent_lifecycle;
mod test_agent_v2;
