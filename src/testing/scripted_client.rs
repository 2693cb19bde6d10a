//! A client for unit tests of an agent: answers the agent's requests as
//! configured and records everything the agent sent.

use std::sync::{Arc, Mutex};

use serde::de::DeserializeOwned;

use super::answers::{Answers, Permission};
use crate::connection::{Config, Handler};
use crate::jsonrpc::method::{Notification, Request};
use crate::v1::{
    AgentPeer, AgentRequest, CancelNotification, ClientHandler, ContentBlock,
    CreateTerminalRequest, CreateTerminalResponse, Implementation, InitializeRequest,
    InitializeResponse, KillTerminalRequest, KillTerminalResponse, NewSessionRequest,
    PromptRequest, PromptResponse, ReadTextFileRequest, ReadTextFileResponse,
    ReleaseTerminalRequest, ReleaseTerminalResponse, RequestPermissionRequest,
    RequestPermissionResponse, SessionId, SessionNotification, SessionUpdate, StopReason,
    TerminalOutputRequest, TerminalOutputResponse, TextContent, WaitForTerminalExitRequest,
    WaitForTerminalExitResponse, WriteTextFileRequest, WriteTextFileResponse, PROTOCOL_VERSION,
};
use crate::{CallResult, Error, Result};

/// A client for unit tests of an agent's logic (protocol v1), without processes.
///
/// It answers what the agent asks as configured: `fs/read_text_file` with the
/// content given for the path ([`ScriptedClient::file`]; any other path reads a
/// fixed two-line text), permission requests with the option
/// [`ScriptedClient::permission`] picks (the first one by default), terminals as a
/// command that printed [`ScriptedClient::terminal`]'s output and exited with its
/// code; and it records every request ([`ScriptedClient::calls`]) and every
/// `session/update` ([`ScriptedClient::updates`]). Its defaults are the answers
/// `acp check` gives.
///
/// [`ScriptedClient::connect`] serves an agent in-process and initializes it;
/// [`AgentUnderTest::prompt`] then runs one turn and returns what it recorded. The
/// client also implements [`crate::v1::Client`], so it can face an agent on any
/// transport (`ClientHandler(client)`).
///
/// ```
/// use acp::testing::ScriptedClient;
/// use acp::v1::*;
/// use acp::{acp_agent, Result};
///
/// struct Reader;
///
/// #[acp_agent]
/// impl Reader {
///     fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
///         Ok(InitializeResponse::new(PROTOCOL_VERSION))
///     }
///     fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
///         Ok(NewSessionResponse::new("s1"))
///     }
///     async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
///         let read = ReadTextFileRequest::new(req.session_id.clone(), "/notes.txt");
///         let file = client.read_text_file(read).await?;
///         client.session(req.session_id).say(&file.content).await?;
///         Ok(PromptResponse::new(StopReason::EndTurn))
///     }
/// }
///
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> Result<(), acp::CallError> {
/// let client = ScriptedClient::new().file("/notes.txt", "buy milk");
/// let agent = client.connect(Reader).await?;
/// let session = agent.new_session().await?;
/// let turn = agent.prompt(&session, "what do my notes say?").await?;
/// assert_eq!(turn.text(), "buy milk");
/// assert_eq!(turn.stop_reason(), &StopReason::EndTurn);
/// assert!(matches!(&turn.calls[0], AgentRequest::ReadTextFile(r) if r.path == "/notes.txt"));
/// # Ok(())
/// # }
/// ```
#[derive(Debug, Clone)]
pub struct ScriptedClient {
    answers: Answers,
    record: Arc<Mutex<Record>>,
}

/// What the agent sent, in order.
#[derive(Debug, Default)]
struct Record {
    calls: Vec<AgentRequest>,
    updates: Vec<SessionNotification>,
}

impl Default for ScriptedClient {
    fn default() -> Self {
        ScriptedClient {
            answers: Answers {
                name: "the scripted client",
                ..Answers::default()
            },
            record: Arc::default(),
        }
    }
}

/// The client methods a scripted client serves (from which its capabilities
/// are derived).
const SERVED: &[&str] = &[
    <ReadTextFileRequest as Request>::METHOD,
    <WriteTextFileRequest as Request>::METHOD,
    <RequestPermissionRequest as Request>::METHOD,
    <CreateTerminalRequest as Request>::METHOD,
    <TerminalOutputRequest as Request>::METHOD,
    <ReleaseTerminalRequest as Request>::METHOD,
    <WaitForTerminalExitRequest as Request>::METHOD,
    <KillTerminalRequest as Request>::METHOD,
    <SessionNotification as Notification>::METHOD,
];

impl ScriptedClient {
    /// A client giving the default answers.
    pub fn new() -> Self {
        Self::default()
    }

    /// `fs/read_text_file` of `path` returns `content`.
    pub fn file(mut self, path: impl Into<String>, content: impl Into<String>) -> Self {
        self.answers.files.insert(path.into(), Ok(content.into()));
        self
    }

    /// `fs/read_text_file` of `path` is answered with `error` (a missing file:
    /// [`Error::resource_not_found`]).
    pub fn file_error(mut self, path: impl Into<String>, error: Error) -> Self {
        self.answers.files.insert(path.into(), Err(error));
        self
    }

    /// Which option permission requests are answered with.
    pub fn permission(mut self, choice: Permission) -> Self {
        self.answers.permission = choice;
        self
    }

    /// Every terminal runs a command that prints `output` and exits with
    /// `exit_code` (default: `terminal output\n`, 0).
    pub fn terminal(mut self, output: impl Into<String>, exit_code: u32) -> Self {
        self.answers.terminal_output = output.into();
        self.answers.terminal_exit = exit_code;
        self
    }

    /// Every request the agent sent this client, in order.
    pub fn calls(&self) -> Vec<AgentRequest> {
        self.record.lock().unwrap().calls.clone()
    }

    /// Every `session/update` the agent sent this client, in order.
    pub fn updates(&self) -> Vec<SessionNotification> {
        self.record.lock().unwrap().updates.clone()
    }

    /// Serves `agent` in this process, facing this client over an in-memory
    /// pipe, and initializes it.
    pub async fn connect<A: crate::v1::Agent>(&self, agent: A) -> CallResult<AgentUnderTest> {
        self.connect_handler(crate::v1::AgentHandler(agent)).await
    }

    /// [`ScriptedClient::connect`] for any connection [`Handler`] (another
    /// module's handler, `acp::peer::versions::ByVersion`, one written by hand).
    pub async fn connect_handler<H: Handler>(&self, agent: H) -> CallResult<AgentUnderTest> {
        let ((connection, _), _) =
            crate::transport::memory_pair(ClientHandler(self.clone()), agent, Config::default());
        let peer = AgentPeer(connection);
        let info = Implementation::new("acp-scripted-client", env!("CARGO_PKG_VERSION"));
        let initialized = peer
            .initialize(InitializeRequest::new(PROTOCOL_VERSION).client_info(info))
            .await?;
        Ok(AgentUnderTest {
            peer,
            client: self.clone(),
            initialized,
        })
    }

    /// Records `request` and answers it.
    fn answer<R: DeserializeOwned>(&self, request: impl Into<AgentRequest>) -> Result<R> {
        let request = request.into();
        self.record.lock().unwrap().calls.push(request.clone());
        let result = self.answers.answer(request)?;
        serde_json::from_value(result)
            .map_err(|e| Error::internal_error(format!("the scripted answer: {e}")))
    }
}

impl crate::v1::Client for ScriptedClient {
    async fn read_text_file(
        &self,
        params: ReadTextFileRequest,
        _agent: AgentPeer,
    ) -> Result<ReadTextFileResponse> {
        self.answer(params)
    }

    async fn write_text_file(
        &self,
        params: WriteTextFileRequest,
        _agent: AgentPeer,
    ) -> Result<WriteTextFileResponse> {
        self.answer(params)
    }

    async fn request_permission(
        &self,
        params: RequestPermissionRequest,
        _agent: AgentPeer,
    ) -> Result<RequestPermissionResponse> {
        self.answer(params)
    }

    async fn create_terminal(
        &self,
        params: CreateTerminalRequest,
        _agent: AgentPeer,
    ) -> Result<CreateTerminalResponse> {
        self.answer(params)
    }

    async fn terminal_output(
        &self,
        params: TerminalOutputRequest,
        _agent: AgentPeer,
    ) -> Result<TerminalOutputResponse> {
        self.answer(params)
    }

    async fn release_terminal(
        &self,
        params: ReleaseTerminalRequest,
        _agent: AgentPeer,
    ) -> Result<ReleaseTerminalResponse> {
        self.answer(params)
    }

    async fn wait_for_terminal_exit(
        &self,
        params: WaitForTerminalExitRequest,
        _agent: AgentPeer,
    ) -> Result<WaitForTerminalExitResponse> {
        self.answer(params)
    }

    async fn kill_terminal(
        &self,
        params: KillTerminalRequest,
        _agent: AgentPeer,
    ) -> Result<KillTerminalResponse> {
        self.answer(params)
    }

    async fn session_update(&self, params: SessionNotification, _agent: AgentPeer) {
        self.record.lock().unwrap().updates.push(params);
    }

    fn implemented_methods(&self) -> &'static [&'static str] {
        SERVED
    }
}

/// An agent served in-process facing a [`ScriptedClient`], initialized: what
/// [`ScriptedClient::connect`] returns. Dropping it closes the connection, which
/// ends the agent's (its input ends).
#[derive(Debug)]
pub struct AgentUnderTest {
    peer: AgentPeer,
    client: ScriptedClient,
    initialized: InitializeResponse,
}

impl Drop for AgentUnderTest {
    fn drop(&mut self) {
        self.peer.connection().close();
    }
}

impl AgentUnderTest {
    /// The agent, to call anything the helpers below do not.
    pub fn peer(&self) -> &AgentPeer {
        &self.peer
    }

    /// The client facing it, with what it recorded.
    pub fn client(&self) -> &ScriptedClient {
        &self.client
    }

    /// The agent's answer to `initialize`.
    pub fn initialized(&self) -> &InitializeResponse {
        &self.initialized
    }

    /// Opens a session in the system's temporary directory; its id.
    pub async fn new_session(&self) -> CallResult<SessionId> {
        let dir = std::env::temp_dir();
        let cwd = std::path::absolute(&dir).unwrap_or(dir);
        let request = NewSessionRequest::new(cwd.display().to_string(), vec![]);
        Ok(self.peer.new_session(request).await?.session_id)
    }

    /// Runs one turn with a one-block text prompt.
    pub async fn prompt(&self, session: &SessionId, text: &str) -> CallResult<RecordedTurn> {
        let block = ContentBlock::from(TextContent::new(text));
        self.prompt_with(PromptRequest::new(session.clone(), vec![block]))
            .await
    }

    /// Runs one turn: what the agent sent the client during it (its updates of
    /// that session and its requests), and its answer.
    pub async fn prompt_with(&self, request: PromptRequest) -> CallResult<RecordedTurn> {
        let session = request.session_id.clone();
        let (calls, updates) = self.counts();
        let response = self.peer.prompt(request).await?;
        // The updates sent before the answer were handled before the call returned.
        let record = self.client.record.lock().unwrap();
        Ok(RecordedTurn {
            response,
            updates: record.updates[updates..]
                .iter()
                .filter(|n| n.session_id == session)
                .map(|n| n.update.clone())
                .collect(),
            calls: record.calls[calls..].to_vec(),
        })
    }

    /// Sends `session/cancel` for `session`.
    pub async fn cancel(&self, session: &SessionId) -> CallResult<()> {
        self.peer
            .cancel(CancelNotification::new(session.clone()))
            .await
    }

    fn counts(&self) -> (usize, usize) {
        let record = self.client.record.lock().unwrap();
        (record.calls.len(), record.updates.len())
    }
}

/// One turn, as the scripted client saw it.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct RecordedTurn {
    /// The agent's answer to `session/prompt`.
    pub response: PromptResponse,
    /// The turn's session's updates, in order.
    pub updates: Vec<SessionUpdate>,
    /// The requests the agent sent the client during the turn, in order.
    pub calls: Vec<AgentRequest>,
}

impl RecordedTurn {
    /// The stop reason.
    pub fn stop_reason(&self) -> &StopReason {
        &self.response.stop_reason
    }

    /// The text of the turn's `agent_message_chunk`s, joined.
    pub fn text(&self) -> String {
        self.updates
            .iter()
            .filter_map(|update| match update {
                SessionUpdate::AgentMessageChunk(chunk) => match &chunk.content {
                    ContentBlock::Text(text) => Some(text.text.as_str()),
                    _ => None,
                },
                _ => None,
            })
            .collect()
    }
}
