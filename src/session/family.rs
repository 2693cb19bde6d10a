//! What the session API knows of each family of modules beyond [`Sessions`]:
//! the state a client folds from a session's updates, and the conveniences
//! for the requests that open or change a session. The stable and unstable
//! module of a version share their types' names, so each family's code is
//! written once, as a macro over the module's name, and stamped out for both.
//!
//! [`Sessions`]: super::Sessions

/// The v1 family (`v1`, `v1_unstable`): modes, config options, commands,
/// session info and usage; `session/load` and `session/resume`; the agent's
/// text chunks.
macro_rules! v1_family {
    ($(#[$cfg:meta])* $module:ident) => {
        $(#[$cfg])*
        pub(crate) mod $module {
            use crate::$module::*;
            use crate::session::{AgentSession, Opener, Session, Tracked};
            use crate::CallResult;

            /// What a client knows about a session: the state its updates and
            /// its responses carry, folded as they arrive, read or not.
            #[derive(Debug, Clone, Default)]
            #[non_exhaustive]
            pub struct SessionState {
                /// The session's modes and the current one (`modes` of the
                /// response that opened it, `current_mode_update`,
                /// [`Session::set_mode`]).
                pub modes: Option<SessionModeState>,
                /// The session's config options (`configOptions` of the response
                /// that opened it, `config_option_update`,
                /// [`Session::set_config_option`]).
                pub config_options: Option<Vec<SessionConfigOption>>,
                /// The commands the agent offers (`available_commands_update`).
                pub available_commands: Option<Vec<AvailableCommand>>,
                /// The session's title (`session_info_update`).
                pub title: Option<String>,
                /// When the session was last updated, as the agent said
                /// (`session_info_update`).
                pub updated_at: Option<String>,
                /// The context window's usage and the session's cost
                /// (`usage_update`).
                pub usage: Option<UsageUpdate>,
            }

            impl SessionState {
                /// What the answer that opened (or reopened) a session says,
                /// keeping what updates that arrived before it said.
                fn opened(
                    &mut self,
                    modes: &Option<SessionModeState>,
                    config_options: &Option<Vec<SessionConfigOption>>,
                ) {
                    if modes.is_some() {
                        self.modes = modes.clone();
                    }
                    if config_options.is_some() {
                        self.config_options = config_options.clone();
                    }
                }
            }

            impl Tracked for Protocol {
                type State = SessionState;

                fn apply(state: &mut SessionState, update: &SessionUpdate) {
                    match update {
                        SessionUpdate::CurrentModeUpdate(u) => {
                            if let Some(modes) = &mut state.modes {
                                modes.current_mode_id = u.current_mode_id.clone();
                            }
                        }
                        SessionUpdate::ConfigOptionUpdate(u) => {
                            state.config_options = Some(u.config_options.clone());
                        }
                        SessionUpdate::AvailableCommandsUpdate(u) => {
                            state.available_commands = Some(u.available_commands.clone());
                        }
                        SessionUpdate::SessionInfoUpdate(u) => {
                            // Absent leaves a field as it is; `null` clears it.
                            if let Some(title) = &u.title {
                                state.title = title.clone();
                            }
                            if let Some(at) = &u.updated_at {
                                state.updated_at = at.clone();
                            }
                        }
                        SessionUpdate::UsageUpdate(u) => state.usage = Some(u.clone()),
                        _ => {}
                    }
                }

                fn opened(state: &mut SessionState, response: &NewSessionResponse) {
                    state.opened(&response.modes, &response.config_options);
                }
            }

            impl Opener<Protocol> {
                /// Loads a session the agent has stored (`session/load`). The
                /// agent replays the conversation as updates: they are the first
                /// [`Session::next_update`]s.
                pub async fn load(
                    &self,
                    agent: &AgentPeer,
                    request: LoadSessionRequest,
                ) -> CallResult<Session<Protocol>> {
                    let id = request.session_id.clone();
                    let call = agent.load_session(request);
                    let opened = |state: &mut SessionState, answer: &LoadSessionResponse| {
                        state.opened(&answer.modes, &answer.config_options)
                    };
                    let (session, _) = self.open_with(agent, id, call, opened).await?;
                    Ok(session)
                }

                /// Resumes a session the agent has stored, without a replay
                /// (`session/resume`).
                pub async fn resume(
                    &self,
                    agent: &AgentPeer,
                    request: ResumeSessionRequest,
                ) -> CallResult<Session<Protocol>> {
                    let id = request.session_id.clone();
                    let call = agent.resume_session(request);
                    let opened = |state: &mut SessionState, answer: &ResumeSessionResponse| {
                        state.opened(&answer.modes, &answer.config_options)
                    };
                    let (session, _) = self.open_with(agent, id, call, opened).await?;
                    Ok(session)
                }
            }

            impl Session<Protocol> {
                /// Loads a stored session (`session/load`), with the default
                /// [`Opener`]; see [`Opener::load`].
                pub async fn load(
                    agent: &AgentPeer,
                    request: LoadSessionRequest,
                ) -> CallResult<Self> {
                    Opener::<Protocol>::default().load(agent, request).await
                }

                /// Resumes a stored session (`session/resume`), with the default
                /// [`Opener`].
                pub async fn resume(
                    agent: &AgentPeer,
                    request: ResumeSessionRequest,
                ) -> CallResult<Self> {
                    Opener::<Protocol>::default().resume(agent, request).await
                }

                /// Changes the session's mode (`session/set_mode`); the state
                /// follows when the agent accepts.
                pub async fn set_mode(
                    &self,
                    mode: impl Into<SessionModeId>,
                ) -> CallResult<SetSessionModeResponse> {
                    let mode = mode.into();
                    let request = SetSessionModeRequest::new(self.id().clone(), mode.clone());
                    let response = self.agent().set_session_mode(request).await?;
                    self.update_state(|state| {
                        if let Some(modes) = &mut state.modes {
                            modes.current_mode_id = mode;
                        }
                    });
                    Ok(response)
                }

                /// Changes a config option (`session/set_config_option`); the
                /// state takes the full option set the agent answers with. The
                /// request's `session_id` is set to this session's.
                pub async fn set_config_option(
                    &self,
                    mut request: SetSessionConfigOptionRequest,
                ) -> CallResult<SetSessionConfigOptionResponse> {
                    request.session_id = self.id().clone();
                    let response = self.agent().set_session_config_option(request).await?;
                    let options = response.config_options.clone();
                    self.update_state(|state| state.config_options = Some(options));
                    Ok(response)
                }
            }

            impl AgentSession<Protocol> {
                /// Sends a piece of the agent's message as text
                /// (`agent_message_chunk`).
                pub async fn say(&self, text: impl Into<String>) -> CallResult<()> {
                    let chunk = ContentChunk::new(ContentBlock::from(TextContent::new(text)));
                    self.send(SessionUpdate::AgentMessageChunk(chunk)).await
                }
            }
        }
    };
}

/// The v2 family (`v2`, `v2_unstable`): config options, commands, session info
/// and usage; `session/resume`.
macro_rules! v2_family {
    ($(#[$cfg:meta])* $module:ident) => {
        $(#[$cfg])*
        pub(crate) mod $module {
            use crate::$module::*;
            use crate::session::{AgentSession, Opener, Session, Tracked, TurnTask};
            use crate::CallResult;

            /// What a client knows about a session: the state its updates and
            /// its responses carry, folded as they arrive, read or not. The
            /// turn's own state (running, requires action, idle) is
            /// [`Session::turn_state`].
            #[derive(Debug, Clone, Default)]
            #[non_exhaustive]
            pub struct SessionState {
                /// The session's config options (`configOptions` of the response
                /// that opened it, `config_option_update`,
                /// [`Session::set_config_option`]).
                pub config_options: Option<Vec<SessionConfigOption>>,
                /// The commands the agent offers (`availableCommands` of the
                /// response that opened it, `available_commands_update`).
                pub available_commands: Option<Vec<AvailableCommand>>,
                /// The session's title (`session_info_update`).
                pub title: Option<String>,
                /// When the session was last updated, as the agent said
                /// (`session_info_update`).
                pub updated_at: Option<String>,
                /// The context window's usage and the session's cost
                /// (`usage_update`).
                pub usage: Option<UsageUpdate>,
            }

            impl SessionState {
                /// What the answer that opened (or reopened) a session says,
                /// keeping what updates that arrived before it said.
                fn opened(
                    &mut self,
                    config_options: &Option<Vec<SessionConfigOption>>,
                    available_commands: &Option<Vec<AvailableCommand>>,
                ) {
                    if config_options.is_some() {
                        self.config_options = config_options.clone();
                    }
                    if available_commands.is_some() {
                        self.available_commands = available_commands.clone();
                    }
                }
            }

            impl Tracked for Protocol {
                type State = SessionState;

                fn apply(state: &mut SessionState, update: &SessionUpdate) {
                    match update {
                        SessionUpdate::ConfigOptionUpdate(u) => {
                            state.config_options = Some(u.config_options.clone());
                        }
                        SessionUpdate::AvailableCommandsUpdate(u) => {
                            state.available_commands = Some(u.available_commands.clone());
                        }
                        SessionUpdate::SessionInfoUpdate(u) => {
                            // Absent leaves a field as it is; `null` clears it.
                            if let Some(title) = &u.title {
                                state.title = title.clone();
                            }
                            if let Some(at) = &u.updated_at {
                                state.updated_at = at.clone();
                            }
                        }
                        SessionUpdate::UsageUpdate(u) => state.usage = Some(u.clone()),
                        _ => {}
                    }
                }

                fn opened(state: &mut SessionState, response: &NewSessionResponse) {
                    state.opened(&response.config_options, &response.available_commands);
                }
            }

            impl Opener<Protocol> {
                /// Resumes a session the agent has stored (`session/resume`);
                /// the agent reports the session's state before it answers.
                pub async fn resume(
                    &self,
                    agent: &AgentPeer,
                    request: ResumeSessionRequest,
                ) -> CallResult<Session<Protocol>> {
                    let id = request.session_id.clone();
                    let call = agent.resume_session(request);
                    let opened = |state: &mut SessionState, answer: &ResumeSessionResponse| {
                        state.opened(&answer.config_options, &answer.available_commands)
                    };
                    let (session, _) = self.open_with(agent, id, call, opened).await?;
                    Ok(session)
                }
            }

            impl Session<Protocol> {
                /// Resumes a stored session (`session/resume`), with the default
                /// [`Opener`].
                pub async fn resume(
                    agent: &AgentPeer,
                    request: ResumeSessionRequest,
                ) -> CallResult<Self> {
                    Opener::<Protocol>::default().resume(agent, request).await
                }

                /// Changes a config option (`session/set_config_option`); the
                /// state takes the full option set the agent answers with. The
                /// request's `session_id` is set to this session's.
                pub async fn set_config_option(
                    &self,
                    mut request: SetSessionConfigOptionRequest,
                ) -> CallResult<SetSessionConfigOptionResponse> {
                    request.session_id = self.id().clone();
                    let response = self.agent().set_session_config_option(request).await?;
                    let options = response.config_options.clone();
                    self.update_state(|state| state.config_options = Some(options));
                    Ok(response)
                }
            }

            impl AgentSession<Protocol> {
                /// Accepts a prompt and starts its turn, in the `prompt`
                /// handler: returns the answer (the inserted user message's id,
                /// `message_id`), and the turn, which runs on in a task of its
                /// own ([`AgentSession::start_turn`]): `user_message` with the
                /// prompt's content, `running`, `work`, then `idle` with the end
                /// `work` returns (or `cancelled`).
                pub fn accept<F, W>(
                    &self,
                    prompt: PromptRequest,
                    message_id: impl Into<MessageId>,
                    work: F,
                ) -> (PromptResponse, TurnTask)
                where
                    F: FnOnce(AgentSession<Protocol>) -> W,
                    W: std::future::Future<Output = crate::Result<IdleStateUpdate>>
                        + Send
                        + 'static,
                {
                    let message_id = message_id.into();
                    let inserted = UserMessage::new(message_id.clone()).content(prompt.prompt);
                    let first = vec![SessionUpdate::UserMessage(inserted)];
                    let task = self.start_turn_after(first, work);
                    (PromptResponse::new(message_id), task)
                }
            }
        }
    };
}

// Each family's code for the modules whose schema has sessions (build.rs).
v1_family!(
    #[cfg(acp_sessions = "v1")]
    v1
);
v1_family!(
    #[cfg(acp_sessions = "v1_unstable")]
    v1_unstable
);
v2_family!(
    #[cfg(acp_sessions = "v2")]
    v2
);
v2_family!(
    #[cfg(acp_sessions = "v2_unstable")]
    v2_unstable
);
