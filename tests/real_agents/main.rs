//! Published agents through whole turns against a scripted model, offline: through
//! `acp chat` and through a client on the session API.

#[path = "../support"]
mod support {
    pub mod chat_run;
    pub mod install;
    pub mod leftovers;
    pub mod paths;
    pub mod real_agents;
    pub mod scripted_model;
    pub mod turn_log;
}

mod chat_real_agents;
mod real_agent_turns;
