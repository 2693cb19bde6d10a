//! An agent for unit tests of a client: plays scripted turns and records what
//! the client sent and answered.

use std::collections::VecDeque;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::value::RawValue;
use serde_json::Value;

use crate::connection::{Config, Conventions, Handler};
use crate::jsonrpc::method::{Notification, Request};
use crate::v1::{
    AgentHandler, AgentPeer, AgentRequest, CancelNotification, ClientHandler, ClientNotification,
    ClientPeer, ClientRequest, ClientResponse, ContentBlock, ContentChunk, Implementation,
    InitializeRequest, InitializeResponse, NewSessionRequest, NewSessionResponse, PromptRequest,
    PromptResponse, SessionId, SessionUpdate, StopReason, TextContent, PROTOCOL_VERSION,
};
use crate::{CallError, CallResult, Connection, Error, Result};

/// An agent for unit tests of a client's logic (protocol v1), without processes.
///
/// It answers `initialize`, opens every session as [`ScriptedAgent::SESSION`],
/// and answers each `session/prompt` by playing the next [`Script`] given to
/// [`ScriptedAgent::turn`]: its updates, its requests to the client (whose
/// answers it records, [`ScriptedAgent::answers`]) and its pauses, then its stop
/// reason. A `session/cancel` during a turn ends it with `cancelled`; a prompt
/// after the last script is answered with an error saying so. Every request and
/// notification the client sent is recorded ([`ScriptedAgent::requests`],
/// [`ScriptedAgent::notifications`]).
///
/// ```
/// use acp::testing::{Script, ScriptedAgent};
/// use acp::v1::*;
/// use acp::{acp_client, Result};
///
/// struct Editor;
///
/// #[acp_client]
/// impl Editor {
///     fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
///         Ok(ReadTextFileResponse::new(format!("contents of {}", req.path)))
///     }
///     fn request_permission(&self, _req: RequestPermissionRequest) -> Result<RequestPermissionResponse> {
///         Ok(RequestPermissionResponse::new(RequestPermissionOutcome::Cancelled))
///     }
/// }
///
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> Result<(), acp::CallError> {
/// let agent = ScriptedAgent::new().turn(
///     Script::new()
///         .say("reading")
///         .call(ReadTextFileRequest::new(ScriptedAgent::SESSION, "/a.txt")),
/// );
/// let peer = agent.connect(Editor);
/// peer.initialize(InitializeRequest::new(PROTOCOL_VERSION)).await?;
/// let session = peer.new_session(NewSessionRequest::new("/", vec![])).await?.session_id;
/// let block = ContentBlock::from(TextContent::new("go"));
/// let done = peer.prompt(PromptRequest::new(session, vec![block])).await?;
/// assert_eq!(done.stop_reason, StopReason::EndTurn);
/// let (_, answer) = &agent.answers()[0];
/// assert!(matches!(answer, Ok(ClientResponse::ReadTextFile(r)) if r.content == "contents of /a.txt"));
/// # Ok(())
/// # }
/// ```
#[derive(Debug, Clone, Default)]
pub struct ScriptedAgent {
    turns: Arc<Mutex<Turns>>,
    record: Arc<Mutex<Record>>,
}

/// The scripts not played yet, and how many there were.
#[derive(Debug, Default)]
struct Turns {
    left: VecDeque<Script>,
    scripted: usize,
}

/// What the client sent and answered, in order.
#[derive(Debug, Default)]
struct Record {
    requests: Vec<ClientRequest>,
    notifications: Vec<ClientNotification>,
    answers: Vec<(AgentRequest, CallResult<ClientResponse>)>,
}

/// One scripted turn: what the agent does, in order, and the stop reason it
/// ends with ([`StopReason::EndTurn`] unless [`Script::stop`] says otherwise).
#[derive(Debug, Clone)]
pub struct Script {
    steps: Vec<Step>,
    stop: StopReason,
}

#[derive(Debug, Clone)]
enum Step {
    Update(SessionUpdate),
    Call(AgentRequest),
    Pause(Duration),
}

impl Default for Script {
    fn default() -> Self {
        Script {
            steps: Vec::new(),
            stop: StopReason::EndTurn,
        }
    }
}

impl Script {
    /// An empty turn, ending `end_turn`.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sends an `agent_message_chunk` with `text`.
    pub fn say(self, text: impl Into<String>) -> Self {
        let chunk = ContentChunk::new(ContentBlock::from(TextContent::new(text)));
        self.update(SessionUpdate::AgentMessageChunk(chunk))
    }

    /// Sends `update` for the prompt's session.
    pub fn update(mut self, update: SessionUpdate) -> Self {
        self.steps.push(Step::Update(update));
        self
    }

    /// Calls the client with `request` (which names its session itself:
    /// [`ScriptedAgent::SESSION`]) and waits for the answer, which is recorded;
    /// the turn goes on whatever it is.
    pub fn call(mut self, request: impl Into<AgentRequest>) -> Self {
        self.steps.push(Step::Call(request.into()));
        self
    }

    /// Waits `duration` (a turn to cancel, say).
    pub fn pause(mut self, duration: Duration) -> Self {
        self.steps.push(Step::Pause(duration));
        self
    }

    /// Ends the turn with `reason`.
    pub fn stop(mut self, reason: StopReason) -> Self {
        self.stop = reason;
        self
    }
}

/// The agent methods a scripted agent serves (from which its capabilities are
/// derived).
const SERVED: &[&str] = &[
    <InitializeRequest as Request>::METHOD,
    <NewSessionRequest as Request>::METHOD,
    <PromptRequest as Request>::METHOD,
    <CancelNotification as Notification>::METHOD,
];

impl ScriptedAgent {
    /// The id of every session the scripted agent opens.
    pub const SESSION: &'static str = "scripted-session";

    /// An agent with no turns scripted yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a turn: the next prompt not yet answered plays `script`.
    pub fn turn(self, script: Script) -> Self {
        let mut turns = self.turns.lock().unwrap();
        turns.left.push_back(script);
        turns.scripted += 1;
        drop(turns);
        self
    }

    /// Serves this agent in-process, facing `client` over an in-memory pipe;
    /// the agent, as the client calls it.
    pub fn connect<C: crate::v1::Client>(&self, client: C) -> AgentPeer {
        self.connect_handler(ClientHandler(client))
    }

    /// [`ScriptedAgent::connect`] for any connection [`Handler`] of the client's
    /// side.
    pub fn connect_handler<H: Handler>(&self, client: H) -> AgentPeer {
        let recorded = Recorded {
            agent: Arc::new(AgentHandler(self.clone())),
            record: self.record.clone(),
        };
        let ((connection, _), _) =
            crate::transport::memory_pair(client, recorded, Config::default());
        AgentPeer(connection)
    }

    /// Every request the client sent, in order (`initialize` included).
    pub fn requests(&self) -> Vec<ClientRequest> {
        self.record.lock().unwrap().requests.clone()
    }

    /// The prompts the client sent, in order.
    pub fn prompts(&self) -> Vec<PromptRequest> {
        self.requests()
            .into_iter()
            .filter_map(|request| match request {
                ClientRequest::Prompt(prompt) => Some(prompt),
                _ => None,
            })
            .collect()
    }

    /// Every notification the client sent, in order (`session/cancel`, ...).
    pub fn notifications(&self) -> Vec<ClientNotification> {
        self.record.lock().unwrap().notifications.clone()
    }

    /// The scripts' calls to the client, each with the client's answer, in order.
    pub fn answers(&self) -> Vec<(AgentRequest, CallResult<ClientResponse>)> {
        self.record.lock().unwrap().answers.clone()
    }

    /// Plays `script` in the turn of `session`.
    async fn play(
        &self,
        script: Script,
        session: &crate::v1::session::AgentSession,
    ) -> Result<PromptResponse> {
        for step in script.steps {
            match step {
                Step::Update(update) => session.send(update).await?,
                Step::Call(request) => {
                    let answer = call(session.client(), &request).await;
                    self.record.lock().unwrap().answers.push((request, answer));
                }
                Step::Pause(duration) => tokio::time::sleep(duration).await,
            }
        }
        Ok(PromptResponse::new(script.stop))
    }
}

/// Calls the client with `request`; its answer decoded.
async fn call(client: &ClientPeer, request: &AgentRequest) -> CallResult<ClientResponse> {
    let method = request.method();
    let raw = client.connection().request_raw(method, request).await?;
    let decode_error = |message: String| CallError::Decode {
        method: method.to_owned(),
        path: ".".into(),
        message,
    };
    let value: Value = serde_json::from_str(raw.get()).map_err(|e| decode_error(e.to_string()))?;
    ClientResponse::decode(method, value).map_err(|e| decode_error(e.to_string()))
}

impl crate::v1::Agent for ScriptedAgent {
    async fn initialize(
        &self,
        _params: InitializeRequest,
        _client: ClientPeer,
    ) -> Result<InitializeResponse> {
        let info = Implementation::new("acp-scripted-agent", env!("CARGO_PKG_VERSION"));
        Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(info))
    }

    async fn new_session(
        &self,
        _params: NewSessionRequest,
        _client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new(SessionId::from(Self::SESSION)))
    }

    async fn prompt(&self, params: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let script = {
            let mut turns = self.turns.lock().unwrap();
            turns.left.pop_front().ok_or_else(|| {
                Error::internal_error(format!(
                    "the scripted agent has no turn left ({} scripted)",
                    turns.scripted
                ))
            })?
        };
        let session = client.session(params.session_id);
        session.run(self.play(script, &session)).await
    }

    fn implemented_methods(&self) -> &'static [&'static str] {
        SERVED
    }
}

/// The scripted agent's handler, recording what the client sends before it
/// handles it.
struct Recorded {
    agent: Arc<AgentHandler<ScriptedAgent>>,
    record: Arc<Mutex<Record>>,
}

impl Handler for Recorded {
    const CONVENTIONS: &'static Conventions = &crate::v1::CONVENTIONS;

    fn attached(&self, connection: &Connection) {
        self.agent.attached(connection);
    }

    fn request(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> impl Future<Output = Result<Box<RawValue>>> + Send + 'static {
        if let Ok(request) =
            crate::jsonrpc::method::decode_params::<ClientRequest>(&method, params.as_deref())
        {
            self.record.lock().unwrap().requests.push(request);
        }
        self.agent.clone().request(method, params, peer)
    }

    fn notification(
        self: Arc<Self>,
        method: String,
        params: Option<Box<RawValue>>,
        peer: Connection,
    ) -> impl Future<Output = ()> + Send {
        if let Ok(note) =
            crate::jsonrpc::method::decode_params::<ClientNotification>(&method, params.as_deref())
        {
            self.record.lock().unwrap().notifications.push(note);
        }
        self.agent.clone().notification(method, params, peer)
    }
}
