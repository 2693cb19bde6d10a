//! Modes and config options kept in sync by the SDK (the session config
//! options RFD's transition rule, `acp::session::modes`), in the directions
//! `examples/coding_agent.rs`'s test does not take: an agent writing `modes`
//! alone gets a `mode` config option served by its `set_session_mode`; an
//! agent's own change of one half is followed by the other, once; an agent
//! writing both halves, and one that opts out, are left as they are.

#![cfg(feature = "testing")]

use std::sync::{Arc, Mutex};

use acp::testing::ScriptedClient;
use acp::v1::*;
use acp::{acp_agent, Result};

use crate::support::modes::{current, mode_option, modes};

/// The answer of every agent here to `initialize`.
fn initialized() -> Result<InitializeResponse> {
    Ok(InitializeResponse::new(PROTOCOL_VERSION))
}

/// A turn that ends at once.
fn ended() -> Result<PromptResponse> {
    Ok(PromptResponse::new(StopReason::EndTurn))
}

/// The updates of `client` from the `from`th on.
fn updates_since(client: &ScriptedClient, from: usize) -> Vec<SessionUpdate> {
    client.updates()[from..]
        .iter()
        .map(|n| n.update.clone())
        .collect()
}

/// Writes `modes` alone; a prompt switches it to `code` itself.
#[derive(Default)]
struct ModesAlone {
    /// The modes `session/set_mode` set, in order.
    set: Arc<Mutex<Vec<String>>>,
}

#[acp_agent]
impl ModesAlone {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        initialized()
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s1").modes(modes("ask")))
    }

    fn set_session_mode(&self, req: SetSessionModeRequest) -> Result<SetSessionModeResponse> {
        self.set.lock().unwrap().push(req.mode_id.to_string());
        Ok(SetSessionModeResponse::new())
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let session = client.session(req.session_id);
        session
            .send(SessionUpdate::CurrentModeUpdate(CurrentModeUpdate::new(
                "code",
            )))
            .await?;
        ended()
    }
}

#[tokio::test]
async fn an_agent_writing_modes_alone_gets_a_mode_option_served_by_set_mode() {
    let client = ScriptedClient::new();
    let set_modes = Arc::default();
    let served = ModesAlone {
        set: Arc::clone(&set_modes),
    };
    let agent = client.connect(served).await.unwrap();
    let opened = agent
        .peer()
        .new_session(NewSessionRequest::new("/work", vec![]))
        .await
        .unwrap();
    let options = opened.config_options.expect("the SDK adds its option");
    assert_eq!(options.len(), 1);
    assert_eq!(options[0].id.as_str(), acp::session::modes::MODE_OPTION);
    assert_eq!(current(&options).as_deref(), Some("ask"));
    assert_eq!(opened.modes, Some(modes("ask")), "modes are the agent's");

    let set = SetSessionConfigOptionRequest::new(
        "s1",
        "mode",
        SetSessionConfigOptionRequestKind::value_id("code"),
    );
    let answer = agent.peer().set_session_config_option(set).await.unwrap();
    assert_eq!(current(&answer.config_options).as_deref(), Some("code"));
    // Back, then the agent switches itself: its current_mode_update is
    // followed by the option's update.
    let set = SetSessionConfigOptionRequest::new(
        "s1",
        "mode",
        SetSessionConfigOptionRequestKind::value_id("ask"),
    );
    agent.peer().set_session_config_option(set).await.unwrap();
    let served = agent
        .peer()
        .set_session_config_option(SetSessionConfigOptionRequest::new(
            "s1",
            "model",
            SetSessionConfigOptionRequestKind::value_id("x"),
        ));
    let error = served.await.expect_err("an option the agent never offered");
    assert!(error.to_string().contains("-32601"), "{error}");

    let turn = agent.prompt(&"s1".into(), "go").await.unwrap();
    match turn.updates.as_slice() {
        [SessionUpdate::CurrentModeUpdate(mode), SessionUpdate::ConfigOptionUpdate(options)] => {
            assert_eq!(mode.current_mode_id.as_str(), "code");
            assert_eq!(current(&options.config_options).as_deref(), Some("code"));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(*set_modes.lock().unwrap(), ["code", "ask"]);
}

/// Writes the `mode` option alone; a prompt switches it to `code` itself,
/// twice, the second time with its own `current_mode_update` too.
struct OptionAlone;

#[acp_agent]
impl OptionAlone {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        initialized()
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s1").config_options(mode_option("ask")))
    }

    async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let session = client.session(req.session_id);
        let update =
            || SessionUpdate::ConfigOptionUpdate(ConfigOptionUpdate::new(mode_option("code")));
        session.send(update()).await?;
        session.send(update()).await?;
        session
            .send(SessionUpdate::CurrentModeUpdate(CurrentModeUpdate::new(
                "code",
            )))
            .await?;
        ended()
    }
}

/// The agent's change of its option is followed by the SDK's
/// `current_mode_update` once: what the client was already told is not
/// repeated, and the agent's own `current_mode_update` goes as it is.
#[tokio::test]
async fn an_agents_own_change_is_followed_by_the_other_half_once() {
    let client = ScriptedClient::new();
    let agent = client.connect(OptionAlone).await.unwrap();
    let opened = agent
        .peer()
        .new_session(NewSessionRequest::new("/work", vec![]))
        .await
        .unwrap();
    assert_eq!(
        opened
            .modes
            .map(|m| m.current_mode_id.to_string())
            .as_deref(),
        Some("ask")
    );
    let before = client.updates().len();
    agent.prompt(&"s1".into(), "go").await.unwrap();
    let kinds: Vec<String> = updates_since(&client, before)
        .iter()
        .map(|u| match u {
            SessionUpdate::CurrentModeUpdate(m) => format!("mode {}", m.current_mode_id),
            SessionUpdate::ConfigOptionUpdate(o) => {
                format!("option {}", current(&o.config_options).unwrap_or_default())
            }
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        kinds,
        ["option code", "mode code", "option code", "mode code"]
    );
}

/// Writes both halves itself.
struct BothHalves;

#[acp_agent]
impl BothHalves {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        initialized()
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        let answer = NewSessionResponse::new("s1").modes(modes("code"));
        Ok(answer.config_options(mode_option("code")))
    }

    fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        ended()
    }
}

/// Writes the option alone, and keeps the SDK out of it.
struct OptedOut;

#[acp_agent(no_mode_sync)]
impl OptedOut {
    fn initialize(&self, _req: InitializeRequest) -> Result<InitializeResponse> {
        initialized()
    }

    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s1").config_options(mode_option("ask")))
    }

    fn prompt(&self, _req: PromptRequest) -> Result<PromptResponse> {
        ended()
    }
}

/// A session whose answer has both halves is the agent's own, and an agent
/// that opts out gets exactly what it writes: neither gets anything added,
/// and a `session/set_mode` neither implements is not served for it.
#[tokio::test]
async fn both_halves_and_an_opt_out_are_left_as_written() {
    let set_mode = || SetSessionModeRequest::new("s1", "ask");

    let client = ScriptedClient::new();
    let both = client.connect(BothHalves).await.unwrap();
    let opened = both
        .peer()
        .new_session(NewSessionRequest::new("/work", vec![]))
        .await
        .unwrap();
    assert_eq!(
        (opened.modes, opened.config_options),
        (Some(modes("code")), Some(mode_option("code")))
    );
    let error = both.peer().set_session_mode(set_mode()).await.unwrap_err();
    assert!(error.to_string().contains("-32601"), "{error}");

    let client = ScriptedClient::new();
    let out = client.connect(OptedOut).await.unwrap();
    let opened = out
        .peer()
        .new_session(NewSessionRequest::new("/work", vec![]))
        .await
        .unwrap();
    assert_eq!(
        (opened.modes, opened.config_options),
        (None, Some(mode_option("ask")))
    );
    let error = out.peer().set_session_mode(set_mode()).await.unwrap_err();
    assert!(error.to_string().contains("-32601"), "{error}");
}
