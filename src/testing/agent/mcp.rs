//! The MCP servers a client gives in `session/new`: "Agents SHOULD connect to
//! all MCP servers specified by the Client" (session setup).
//!
//! The checks give the agent one stdio MCP server of their own, built on rmcp
//! (feature `mcp`). Its command is the path of a small `sh` script in a scratch
//! directory that joins its stdin and stdout to the checks through two FIFOs, as
//! the agent of `acp check client` does: no other program is needed (not even
//! the `acp` binary, so `acp::testing` works the same from a crate's tests), and
//! the checks see in-process whether the agent started the server and what it
//! said in `initialize`. Linux only: the checks open their ends of the FIFOs at
//! once, read-write, rather than wait for the agent in a blocking open (which
//! would stop a paused clock).
//!
//! An agent may connect when it opens the session or only when a turn needs a
//! tool (the spec does not say when), so a server not started by the
//! `session/new` answer is given one `echo` turn more.
//!
//! A connection is the agent's first MCP request of any kind: `initialize`
//! under MCP's session lifecycle, `server/discover` under the stateless one of
//! MCP 2026-07-28 (which sends no `initialize` and names its client in each
//! request's `_meta`), or whatever an agent sends first.

use std::time::Duration;

use super::{ready, Stop};
use crate::testing::recorder::Recorder;
use crate::testing::wire::Peer;

const CHECK: &str = "session.mcp-servers";

/// Runs the check.
#[cfg(all(feature = "mcp", target_os = "linux"))]
pub async fn run(
    agent: &mut Peer,
    rec: &mut Recorder,
    auth: Option<&str>,
    timeout: Duration,
) -> Result<(), Stop> {
    use crate::jsonrpc::method::Request;
    use crate::testing::client::Scratch;
    use crate::testing::wire::to_json;
    use crate::v1::{EnvVariable, McpServer, McpServerStdio, NewSessionRequest};

    let scratch = Scratch::for_peer("mcp", "the MCP server of `acp check agent`")
        .map_err(|e| Stop::Step(format!("the MCP server's script: {e}")))?;
    ready(agent, rec, auth).await?;
    let server = McpServerStdio::new(
        SERVER_NAME,
        scratch.agent.display().to_string(),
        vec![],
        vec![EnvVariable::new("ACP_CHECK", "1")],
    );
    let params = to_json(&NewSessionRequest::new(
        agent.cwd.clone(),
        vec![McpServer::Stdio(server)],
    ));
    let probe = probe::Probe::default();
    let stream = scratch
        .open_now()
        .map_err(|e| Stop::Step(format!("the MCP server's pipes: {e}")))?;
    let serving = tokio::spawn(probe.clone().serve(stream, scratch));
    let response = agent.call(NewSessionRequest::METHOD, params).await?;
    let session = super::session_id(&response).map_err(|why| {
        super::needs_auth(NewSessionRequest::METHOD, &response).unwrap_or(Stop::Step(why))
    })?;
    let mut when = "by the time `session/new` was answered";
    if !probe.connected_within(Duration::from_millis(200)).await {
        when = "during the first turn";
        let params = super::prompt_params(&session, "echo hello");
        let _ = super::prompt(agent, params, timeout).await;
        probe.connected_within(timeout).await;
    }
    serving.abort();
    rec.verdict(CHECK, probe.verdict());
    if let Some(note) = probe.note(when) {
        rec.note(CHECK, note);
    }
    Ok(())
}

/// Without rmcp (or FIFOs), the check cannot give the agent a server.
#[cfg(not(all(feature = "mcp", target_os = "linux")))]
pub async fn run(
    _agent: &mut Peer,
    rec: &mut Recorder,
    _auth: Option<&str>,
    _timeout: Duration,
) -> Result<(), Stop> {
    use crate::testing::report::Outcome;
    let why = if cfg!(target_os = "linux") {
        "needs acp's feature `mcp`: the MCP server it gives the agent is built on rmcp"
    } else {
        "needs Linux: the MCP server it gives the agent is joined to the checks by FIFOs \
         opened read-write"
    };
    rec.record(CHECK, Outcome::Skip(why.to_owned()));
    let _ = (ready, CHECK);
    Ok(())
}

/// The name of the checks' server in `mcpServers`.
#[cfg(all(feature = "mcp", target_os = "linux"))]
const SERVER_NAME: &str = "acp-check";

#[cfg(all(feature = "mcp", target_os = "linux"))]
mod probe {
    //! The checks' MCP server: an rmcp server that notes what the agent does.

    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    use std::borrow::Cow;

    use rmcp::model::{
        ClientRequest, InitializeResult, ProtocolVersion, ServerCapabilities, ServerResult,
    };
    use rmcp::service::{NotificationContext, RequestContext, RoleServer, Service, ServiceRole};
    use rmcp::{ErrorData, ServerHandler, ServiceExt};
    use tokio::sync::watch;

    use crate::testing::client::Scratch;

    /// What the agent did with the server.
    #[derive(Debug, Clone, Default, PartialEq)]
    enum Seen {
        /// No request (yet).
        #[default]
        Nothing,
        /// The agent's MCP client sent its first request.
        Connected,
        /// Something came, but not a request rmcp could serve: its account.
        Failed(String),
    }

    /// How the agent's MCP client connected, for the note.
    #[derive(Debug, Clone)]
    struct Connection {
        /// Its first request's method (`initialize`, `server/discover`, ...).
        method: String,
        /// Who it said it is: in `initialize`'s params, or in the request's
        /// `_meta` under MCP's stateless lifecycle. `None` when it did not say.
        client: Option<String>,
    }

    #[derive(Clone)]
    pub(super) struct Probe {
        seen: Arc<watch::Sender<Seen>>,
        /// How the first request came (for the note).
        connection: Arc<Mutex<Option<Connection>>>,
    }

    impl Default for Probe {
        fn default() -> Self {
            Probe {
                seen: Arc::new(watch::channel(Seen::Nothing).0),
                connection: Arc::default(),
            }
        }
    }

    impl ServerHandler for Probe {
        fn get_info(&self) -> InitializeResult {
            InitializeResult::new(ServerCapabilities::builder().enable_tools().build())
                .with_server_info(rmcp::model::Implementation::new(
                    "acp-check",
                    env!("CARGO_PKG_VERSION"),
                ))
        }
    }

    /// The probe as rmcp serves it: notes the agent's first request of any
    /// kind, then lets rmcp's own handling of [`ServerHandler`] answer it
    /// (`initialize` and `server/discover` alike).
    struct Watched(Probe);

    impl Service<RoleServer> for Watched {
        async fn handle_request(
            &self,
            request: <RoleServer as ServiceRole>::PeerReq,
            context: RequestContext<RoleServer>,
        ) -> Result<ServerResult, ErrorData> {
            let said = match &request {
                ClientRequest::InitializeRequest(init) => Some(init.params.client_info.clone()),
                _ => context.meta.client_info(),
            };
            self.0.connected(Connection {
                method: request.method().to_owned(),
                client: said.map(|info| format!("{} {}", info.name, info.version)),
            });
            self.0.handle_request(request, context).await
        }

        async fn handle_notification(
            &self,
            notification: <RoleServer as ServiceRole>::PeerNot,
            context: NotificationContext<RoleServer>,
        ) -> Result<(), ErrorData> {
            self.0.handle_notification(notification, context).await
        }

        fn get_info(&self) -> InitializeResult {
            ServerHandler::get_info(&self.0)
        }

        fn supported_protocol_versions(&self) -> Cow<'static, [ProtocolVersion]> {
            ServerHandler::supported_protocol_versions(&self.0)
        }
    }

    impl Probe {
        /// Serves the agent's end of the FIFOs; `scratch` (the script and the
        /// FIFOs) lives as long.
        pub(super) async fn serve(self, stream: tokio::io::DuplexStream, scratch: Scratch) {
            let watched = Watched(self.clone());
            match watched.serve_with_ct(stream, Default::default()).await {
                Ok(running) => {
                    let _ = running.waiting().await;
                }
                Err(e) => {
                    self.seen.send_if_modified(|seen| {
                        let first = *seen == Seen::Nothing;
                        if first {
                            *seen = Seen::Failed(e.to_string());
                        }
                        first
                    });
                }
            }
            drop(scratch);
        }

        /// Notes the agent's first request.
        fn connected(&self, connection: Connection) {
            let mut first = self.connection.lock().expect("connection");
            if first.is_none() {
                *first = Some(connection);
            }
            self.seen.send_replace(Seen::Connected);
        }

        /// Waits up to `within` for the agent's first request; whether it came.
        pub(super) async fn connected_within(&self, within: Duration) -> bool {
            let mut seen = self.seen.subscribe();
            let done = seen.wait_for(|s| *s == Seen::Connected);
            let came = matches!(tokio::time::timeout(within, done).await, Ok(Ok(_)));
            came
        }

        /// The check's outcome.
        pub(super) fn verdict(&self) -> Result<(), String> {
            match &*self.seen.borrow() {
                Seen::Connected => Ok(()),
                Seen::Nothing => Err(format!(
                    "the agent never started the stdio MCP server `{}` given in session/new \
                     (nor during a turn)",
                    super::SERVER_NAME
                )),
                Seen::Failed(why) => Err(format!(
                    "the agent started the MCP server `{}` but did not connect (no \
                     `initialize`, nor `server/discover` under MCP 2026-07-28): {why}",
                    super::SERVER_NAME
                )),
            }
        }

        /// What the note says of a pass: how the agent connected, as whom,
        /// and when.
        pub(super) fn note(&self, when: &str) -> Option<String> {
            let Connection { method, client } =
                self.connection.lock().expect("connection").clone()?;
            let who = client.map_or_else(String::new, |client| format!(" as `{client}`"));
            Some(format!(
                "the agent started the stdio MCP server and connected with `{method}`{who} {when}"
            ))
        }
    }
}
