//! One ACP turn between two processes over stdio.
//!
//! `cargo run --example turn` starts itself a second time as an agent (with the
//! argument `--agent`), connects to it as a client, and runs a prompt: the agent
//! streams text, asks the client to read a file, asks for permission, reports a
//! tool call, and ends the turn.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use acp::permission::{pick_allow, Grant};
use acp::transport::ProcessSpec;
use acp::v1::session::Session;
use acp::v1::*;
use acp::{acp_agent, acp_client, Result};

/// The agent: answers prompts by streaming words back. Its one session's tool
/// calls are numbered (`edit-1`, `edit-2`, ...): a tool call id is "Unique
/// identifier for this tool call within the session", turn after turn.
#[derive(Default)]
struct WordAgent {
    calls: AtomicU64,
}

#[acp_agent]
impl WordAgent {
    async fn initialize(
        &self,
        _params: InitializeRequest,
        _client: ClientPeer,
    ) -> Result<InitializeResponse> {
        let info = Implementation::new("word-agent", "0.1.0");
        Ok(InitializeResponse::new(PROTOCOL_VERSION).agent_info(info))
    }

    async fn new_session(
        &self,
        _params: NewSessionRequest,
        _client: ClientPeer,
    ) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("session-1"))
    }

    async fn prompt(&self, params: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let session = client.session(params.session_id);
        let id = session.id().clone();
        for word in "Let me look at Cargo.toml.".split_inclusive(' ') {
            session.say(word).await?;
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        let file = client
            .read_text_file(ReadTextFileRequest::new(id.clone(), "Cargo.toml"))
            .await?;
        let lines = file.content.lines().count();
        let call_id = format!("edit-{}", self.calls.fetch_add(1, Ordering::Relaxed) + 1);
        let call = ToolCall::new(call_id.clone(), "Add a comment to Cargo.toml")
            .kind(ToolKind::Edit)
            .status(ToolCallStatus::Pending);
        session.send(SessionUpdate::ToolCall(call)).await?;
        let options = vec![
            PermissionOption::new("allow", "Allow", PermissionOptionKind::AllowOnce),
            PermissionOption::new("reject", "Reject", PermissionOptionKind::RejectOnce),
        ];
        let request =
            RequestPermissionRequest::new(id, ToolCallUpdate::new(call_id.clone()), options);
        let allowed = matches!(
            client.request_permission(request).await?.outcome,
            RequestPermissionOutcome::Selected(ref s) if s.option_id.as_str() == "allow"
        );
        let status = if allowed {
            ToolCallStatus::Completed
        } else {
            ToolCallStatus::Failed
        };
        let update = ToolCallUpdate::new(call_id).status(status);
        session.send(SessionUpdate::ToolCallUpdate(update)).await?;
        session
            .say(format!(
                " The file has {lines} lines; edit allowed: {allowed}."
            ))
            .await?;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
}

/// Prints one update of the turn.
fn show(update: SessionUpdate) {
    // A tool call's status is optional (an update may change other fields only).
    let status = |s: Option<ToolCallStatus>| s.map_or("unchanged".to_string(), |s| s.to_string());
    match update {
        SessionUpdate::AgentMessageChunk(ContentChunk {
            content: ContentBlock::Text(t),
            ..
        }) => {
            print!("{}", t.text);
            use std::io::Write;
            let _ = std::io::stdout().flush();
        }
        SessionUpdate::ToolCall(call) => println!(
            "\n[tool call {}: {} ({})]",
            call.tool_call_id,
            call.title,
            status(call.status)
        ),
        SessionUpdate::ToolCallUpdate(update) => println!(
            "[tool call {} is now {}]",
            update.tool_call_id,
            status(update.status)
        ),
        // Any other kind of update, by its name on the wire.
        other => {
            let json = serde_json::to_value(&other).unwrap_or_default();
            println!("\n[{}]", json["sessionUpdate"].as_str().unwrap_or("update"));
        }
    }
}

/// The client: answers the agent's requests. The session's updates go to the
/// session handle in `main`.
struct PrintingClient;

#[acp_client]
impl PrintingClient {
    async fn read_text_file(
        &self,
        params: ReadTextFileRequest,
        _agent: AgentPeer,
    ) -> Result<ReadTextFileResponse> {
        println!("\n[agent reads {}]", params.path);
        let content = std::fs::read_to_string(&params.path).map_err(acp::Error::internal_error)?;
        Ok(ReadTextFileResponse::new(content))
    }

    async fn request_permission(
        &self,
        params: RequestPermissionRequest,
        _agent: AgentPeer,
    ) -> Result<RequestPermissionResponse> {
        // "Yes to this", never "yes from now on", whatever the agent lists first.
        let grants: Vec<Grant> = params.options.iter().map(|o| Grant::of(&o.kind)).collect();
        let once = pick_allow(&grants)
            .filter(|&i| !grants[i].is_standing())
            .ok_or_else(|| Error::invalid_params("no option allows once"))?;
        let chosen = params.options[once].clone();
        println!("[permission asked; answering {:?}]", chosen.name);
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(chosen.option_id)),
        ))
    }
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    if std::env::args().any(|a| a == "--agent") {
        WordAgent::default().serve_stdio().await;
        return Ok(());
    }
    let (agent, child) =
        PrintingClient.spawn_agent(ProcessSpec::new(std::env::current_exe()?).args(["--agent"]))?;
    let run = async {
        let init = agent
            .initialize(InitializeRequest::new(PROTOCOL_VERSION))
            .await?;
        match init.agent_info {
            Some(info) => println!("connected to {} {}", info.name, info.version),
            None => println!("connected to an agent that does not say its name"),
        }
        let cwd = std::env::current_dir().unwrap().display().to_string();
        let mut session = Session::new(&agent, NewSessionRequest::new(cwd, vec![])).await?;
        let mut turn = session.prompt(vec![ContentBlock::from(TextContent::new(
            "Tidy Cargo.toml",
        ))]);
        while let Some(note) = turn.next().await {
            show(note.update);
        }
        let done = turn.finish().await?;
        println!("\nturn ended: {}", done.stop_reason);
        Ok::<(), acp::Error>(())
    };
    if let Err(e) = run.await {
        eprintln!("error: {e}");
    }
    child.shutdown().await?;
    Ok(())
}

// Each side against a scripted peer, in-process (`acp::testing`, feature `testing`).
#[cfg(test)]
mod tests {
    use acp::testing::{Permission, Script, ScriptedAgent, ScriptedClient};

    use super::*;

    /// The agent reads the file it was pointed at, and a rejected edit fails.
    #[tokio::test(start_paused = true)]
    async fn the_agent_counts_the_lines_and_respects_a_rejection() {
        let client = ScriptedClient::new()
            .file("Cargo.toml", "[package]\nname = \"tidy\"\n")
            .permission(Permission::Kind(PermissionOptionKind::RejectOnce));
        let agent = client.connect(WordAgent::default()).await.unwrap();
        let session = agent.new_session().await.unwrap();
        let turn = agent.prompt(&session, "Tidy Cargo.toml").await.unwrap();
        assert_eq!(turn.stop_reason(), &StopReason::EndTurn);
        assert_eq!(
            turn.text(),
            "Let me look at Cargo.toml. The file has 2 lines; edit allowed: false."
        );
        assert!(
            matches!(
                &turn.calls[..],
                [AgentRequest::ReadTextFile(read), AgentRequest::RequestPermission(_)]
                    if read.path == "Cargo.toml"
            ),
            "{:?}",
            turn.calls
        );
        let failed = turn.updates.iter().any(|u| {
            matches!(u, SessionUpdate::ToolCallUpdate(u) if u.status == Some(ToolCallStatus::Failed))
        });
        assert!(failed, "{:?}", turn.updates);
    }

    /// The client serves a file read from disk and allows once, even when the
    /// agent lists "always" first.
    #[tokio::test]
    async fn the_client_reads_the_file_and_allows_once() {
        let session = ScriptedAgent::SESSION;
        let options = vec![
            PermissionOption::new("always", "Always", PermissionOptionKind::AllowAlways),
            PermissionOption::new("yes", "Yes", PermissionOptionKind::AllowOnce),
            PermissionOption::new("no", "No", PermissionOptionKind::RejectOnce),
        ];
        let asked = RequestPermissionRequest::new(session, ToolCallUpdate::new("t1"), options);
        let agent = ScriptedAgent::new().turn(
            Script::new()
                .say("looking")
                .call(ReadTextFileRequest::new(session, "Cargo.toml"))
                .call(asked),
        );
        let peer = agent.connect(PrintingClient);
        peer.initialize(InitializeRequest::new(PROTOCOL_VERSION))
            .await
            .unwrap();
        let request = NewSessionRequest::new("/", vec![]);
        let id = peer.new_session(request).await.unwrap().session_id;
        let prompt = PromptRequest::new(id, vec![ContentBlock::from(TextContent::new("go"))]);
        assert_eq!(
            peer.prompt(prompt).await.unwrap().stop_reason,
            StopReason::EndTurn
        );

        let answers = agent.answers();
        let on_disk = std::fs::read_to_string("Cargo.toml").unwrap();
        assert!(
            matches!(&answers[0].1, Ok(ClientResponse::ReadTextFile(r)) if r.content == on_disk),
            "{:?}",
            answers[0]
        );
        assert!(
            matches!(
                &answers[1].1,
                Ok(ClientResponse::RequestPermission(RequestPermissionResponse {
                    outcome: RequestPermissionOutcome::Selected(picked),
                    ..
                })) if picked.option_id.as_str() == "yes"
            ),
            "{:?}",
            answers[1]
        );
    }
}
