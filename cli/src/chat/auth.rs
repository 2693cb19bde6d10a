//! Authentication: the agent's advertised auth methods as the chat
//! understands them, in either protocol version, what to tell the user about
//! them, and logging in (`authenticate` in v1, `auth/login` in v2, or a
//! `terminal` method's command run on the terminal).

use std::time::Duration;

use acp::jsonrpc::Request as _;
use acp::{CallError, CallResult};
use serde_json::Value;

use super::failure::{failure, seconds, stderr_tail};
use super::options::Options;
use super::screen::say_line;
use super::signals::{Signal, Signals};
use super::{AgentLink, End};

/// One advertised auth method, as this chat understands it.
pub struct Method {
    pub id: String,
    name: String,
    description: Option<String>,
    pub kind: MethodKind,
}

pub enum MethodKind {
    /// The agent authenticates by itself when asked with `authenticate`.
    Agent,
    /// The user logs in by running the agent's command with these arguments
    /// and environment; never passed to `authenticate`.
    Terminal {
        args: Vec<String>,
        env: Vec<(String, String)>,
    },
    /// `authenticate` works once these variables are set (the agent inherits
    /// them from the chat).
    EnvVars(Vec<String>),
    /// A kind this chat does not know (its `type`).
    Other(String),
}

/// The `type` of the env-var auth methods that agents send though the schema
/// the SDK is generated from has no such kind (see the module docs).
const ENV_VAR: &str = "env_var";

impl Method {
    /// A v1 method (`authMethods` of v1's `initialize`).
    pub fn from_v1(method: &acp::v1::AuthMethod) -> Method {
        use acp::v1::AuthMethod;
        match method {
            AuthMethod::Agent(m) => Method {
                id: m.id.to_string(),
                name: m.name.clone(),
                description: m.description.clone(),
                kind: MethodKind::Agent,
            },
            AuthMethod::Terminal(m) => Method {
                id: m.id.to_string(),
                name: m.name.clone(),
                description: m.description.clone(),
                kind: MethodKind::Terminal {
                    args: m.args.clone().unwrap_or_default(),
                    env: m.env.clone().unwrap_or_default().into_iter().collect(),
                },
            },
            // `AuthMethod::Unknown` (the JSON as received) or a kind added to
            // the schema after this was written: read from its JSON, whose id
            // is `id` in v1.
            other => Method::from_json(other, "id"),
        }
    }

    /// A v2 method (`authMethods` of v2's `initialize`).
    pub fn from_v2(method: &acp::v2::AuthMethod) -> Method {
        use acp::v2::AuthMethod;
        match method {
            AuthMethod::Agent(m) => Method {
                id: m.method_id.to_string(),
                name: m.name.clone(),
                description: m.description.clone(),
                kind: MethodKind::Agent,
            },
            AuthMethod::Terminal(m) => Method {
                id: m.method_id.to_string(),
                name: m.name.clone(),
                description: m.description.clone(),
                kind: MethodKind::Terminal {
                    args: m.args.clone().unwrap_or_default(),
                    env: m
                        .env
                        .iter()
                        .flatten()
                        .map(|var| (var.name.clone(), var.value.clone()))
                        .collect(),
                },
            },
            // As in v1, where v2 names the id `methodId`.
            other => Method::from_json(other, "methodId"),
        }
    }

    /// A method of a kind the schema does not have (env-var methods), read
    /// from its JSON.
    fn from_json(method: &impl serde::Serialize, id_field: &str) -> Method {
        let json = serde_json::to_value(method).unwrap_or_default();
        let text = |key: &str| json.get(key).and_then(Value::as_str).map(str::to_owned);
        let kind = match text("type") {
            Some(kind) if kind == ENV_VAR => {
                let vars = json.get("vars").and_then(Value::as_array);
                MethodKind::EnvVars(
                    vars.into_iter()
                        .flatten()
                        // Optional variables are not needed to authenticate.
                        .filter(|v| v.get("optional") != Some(&Value::Bool(true)))
                        .filter_map(|v| v.get("name")?.as_str().map(str::to_owned))
                        .collect(),
                )
            }
            kind => MethodKind::Other(kind.unwrap_or_else(|| "?".to_owned())),
        };
        Method {
            id: text(id_field).unwrap_or_default(),
            name: text("name").unwrap_or_default(),
            description: text("description"),
            kind,
        }
    }

    /// The variables of an env-var method that are not set here.
    fn unset_vars(&self) -> Vec<&str> {
        match &self.kind {
            MethodKind::EnvVars(vars) => vars
                .iter()
                .filter(|v| std::env::var_os(v).is_none_or(|value| value.is_empty()))
                .map(String::as_str)
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// The agent's auth methods, and the one the chat used.
pub struct Auth {
    pub methods: Vec<Method>,
    pub used: Option<String>,
    /// The agent's command, for `terminal` methods.
    command: Vec<String>,
    /// How long `authenticate` may take (`--auth-timeout`).
    timeout: Duration,
}

impl Auth {
    pub fn new(methods: Vec<Method>, options: &Options) -> Auth {
        Auth {
            methods,
            used: None,
            command: std::iter::once(options.program.clone())
                .chain(options.agent_args.iter().cloned())
                .collect(),
            timeout: options.auth_timeout,
        }
    }

    /// The command line a `terminal` method runs, as shown to the user.
    fn login_command(&self, args: &[String], env: &[(String, String)]) -> String {
        let quote = crate::shell::word;
        env.iter()
            .map(|(k, v)| format!("{}={}", quote(k), quote(v)))
            .chain(self.command.iter().chain(args).map(|w| quote(w)))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// `headline`, then what the user can do: every advertised method, with
    /// what it needs.
    pub fn explain(&self, headline: &str) -> String {
        let mut text = headline.to_owned();
        if let Some(used) = &self.used {
            text += &format!("\n(the chat had authenticated with `{used}`)");
        }
        if self.methods.is_empty() {
            text += "\nIt advertises no auth methods: see the agent's documentation.";
            return text;
        }
        text += "\nIt offers these ways to authenticate:";
        for method in &self.methods {
            text += &format!("\n  - `{}` ({})", method.id, method.name);
            if let Some(description) = &method.description {
                text += &format!(": {description}");
            }
            let what = match &method.kind {
                MethodKind::EnvVars(vars) => {
                    let unset = method.unset_vars();
                    if unset.is_empty() {
                        format!(
                            "{} set here: start the chat with `--auth {}` to use it",
                            vars.join(", "),
                            method.id
                        )
                    } else {
                        format!(
                            "set {} in the environment, then start the chat again",
                            unset.join(" and ")
                        )
                    }
                }
                MethodKind::Agent => format!(
                    "the agent does it: start the chat with `--auth {}`",
                    method.id
                ),
                MethodKind::Terminal { args, env } => format!(
                    "log in with `{}` in a terminal, or start the chat with `--auth {}` to run it here",
                    self.login_command(args, env),
                    method.id
                ),
                MethodKind::Other(kind) => format!(
                    "a kind of method this chat does not know (`{kind}`): `--auth {}` tries it",
                    method.id
                ),
            };
            text += &format!("\n      {what}");
        }
        text
    }

    /// The first env-var method whose variables are all set here.
    pub fn ready_from_env(&self) -> Option<&Method> {
        self.methods.iter().find(|m| {
            matches!(&m.kind, MethodKind::EnvVars(vars) if !vars.is_empty())
                && m.unset_vars().is_empty()
        })
    }

    /// The advertised method `id`, or the explanation that there is none.
    pub fn method(&self, id: &str) -> Result<&Method, End> {
        self.methods.iter().find(|m| m.id == id).ok_or_else(|| {
            let headline = format!("--auth {id}: the agent has no auth method `{id}`");
            End::Failed(self.explain(&headline))
        })
    }
}

/// Where the chat asks the agent to log in: `authenticate` in v1, `auth/login`
/// in v2.
#[derive(Clone, Copy)]
pub enum Login<'a> {
    V1(&'a acp::v1::AgentPeer),
    V2(&'a acp::v2::AgentPeer),
}

impl Login<'_> {
    /// The method's name, for messages.
    fn method(self) -> &'static str {
        match self {
            Login::V1(_) => acp::v1::AuthenticateRequest::METHOD,
            Login::V2(_) => acp::v2::LoginAuthRequest::METHOD,
        }
    }

    async fn call(self, id: &str, timeout: Duration) -> CallResult<()> {
        match self {
            Login::V1(agent) => {
                let request = acp::v1::AuthenticateRequest::new(id);
                agent.with_timeout(timeout).authenticate(request).await?;
            }
            Login::V2(agent) => {
                let request = acp::v2::LoginAuthRequest::new(id);
                agent.with_timeout(timeout).login_auth(request).await?;
            }
        }
        Ok(())
    }
}

/// Authenticates with `method`: `authenticate` (`auth/login`), or for a
/// `terminal` method the login command run on the terminal.
pub async fn authenticate(
    agent: Login<'_>,
    process: &AgentLink,
    auth: &Auth,
    method: &Method,
    signals: &mut Signals,
) -> Result<(), End> {
    let id = &method.id;
    if let MethodKind::Terminal { args, env } = &method.kind {
        return log_in(auth, method, args, env, signals).await;
    }
    let unset = method.unset_vars();
    if !unset.is_empty() {
        return Err(End::Failed(format!(
            "auth method `{id}` needs {} set in the environment",
            unset.join(" and ")
        )));
    }
    // The agent may log in by itself for a while (a login in a browser): say so,
    // say it still waits now and then, and give up after `--auth-timeout`.
    say_line(&format!(
        "[authenticating with `{id}` ({}): the agent logs in by itself (with a key from \
         its environment, or in a browser, say); waiting up to {} (--auth-timeout), Ctrl-C \
         gives up]\n",
        method.name,
        seconds(auth.timeout)
    ));
    let call = agent.call(id, auth.timeout);
    tokio::pin!(call);
    let started = tokio::time::Instant::now();
    let mut ticks = tokio::time::interval_at(started + AUTH_PROGRESS, AUTH_PROGRESS);
    let answer = loop {
        tokio::select! {
            answer = &mut call => break answer,
            _ = ticks.tick() => say_line(&format!(
                "[still authenticating with `{id}`: {} of {}]\n",
                seconds(Duration::from_secs(started.elapsed().as_secs())),
                seconds(auth.timeout)
            )),
            signal = signals.next() => return Err(End::Signalled(signal.exit_code())),
        }
    };
    match answer {
        Ok(()) => {
            say_line(&format!("[authenticated with `{id}`]\n"));
            Ok(())
        }
        Err(CallError::Timeout { after, .. }) => Err(End::Failed(format!(
            "`{}` with `{id}` did not finish within {}: the agent may be waiting for a \
             login in a browser that did not open, or for something on its side. Log in \
             with the agent's own tool and start the chat again, or give it longer with \
             --auth-timeout SECS{}",
            agent.method(),
            seconds(after),
            stderr_tail(&process.stderr_tail())
        ))),
        Err(e) => Err(End::Failed(
            failure(&format!("{} with `{id}`", agent.method()), &e, process).await,
        )),
    }
}

/// How often the chat says it still waits for `authenticate`.
const AUTH_PROGRESS: Duration = Duration::from_secs(20);

/// Runs a `terminal` method's login on this terminal (the chat does not read
/// stdin yet) and waits for it; a zero exit status means success.
async fn log_in(
    auth: &Auth,
    method: &Method,
    args: &[String],
    env: &[(String, String)],
    signals: &mut Signals,
) -> Result<(), End> {
    let shown = auth.login_command(args, env);
    say_line(&format!("[logging in with `{}`: {shown}]\n", method.id));
    let mut command = tokio::process::Command::new(&auth.command[0]);
    command
        .args(&auth.command[1..])
        .args(args)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .kill_on_drop(true);
    let mut child = command
        .spawn()
        .map_err(|e| End::Failed(format!("cannot run {shown}: {e}")))?;
    let status = loop {
        tokio::select! {
            status = child.wait() => break status,
            // Ctrl-C reaches the login too (it is in the chat's group): it decides.
            signal = signals.next() => if signal != Signal::Interrupt {
                return Err(End::Signalled(signal.exit_code()));
            }
        }
    };
    match status {
        Ok(status) if status.success() => {
            say_line(&format!("[logged in with `{}`]\n", method.id));
            Ok(())
        }
        Ok(status) => Err(End::Failed(format!(
            "logging in with `{}` failed: {shown} ended with {status}",
            method.id
        ))),
        Err(e) => Err(End::Failed(format!("waiting for {shown} failed: {e}"))),
    }
}

/// Authenticates with the method `--auth` names, before the session is opened.
pub async fn up_front(
    agent: Login<'_>,
    process: &AgentLink,
    auth: &mut Auth,
    options: &Options,
    signals: &mut Signals,
) -> Result<(), End> {
    let Some(id) = &options.auth else {
        return Ok(());
    };
    let method = auth.method(id)?;
    authenticate(agent, process, auth, method, signals).await?;
    auth.used = Some(id.clone());
    Ok(())
}

/// Opening the session (`method`) was refused for want of credentials (`e`):
/// authenticates with the first env-var method whose variables are set, if
/// the chat did not authenticate already; else explains what the agent needs.
pub async fn after_refusal(
    agent: Login<'_>,
    process: &AgentLink,
    auth: &mut Auth,
    (method, e): (&str, &acp::Error),
    signals: &mut Signals,
) -> Result<(), End> {
    let ready = auth.used.is_none().then(|| auth.ready_from_env()).flatten();
    let Some(way) = ready else {
        let headline = format!(
            "{method} failed: the agent needs credentials: it answered `{method}` with: {e}"
        );
        return Err(End::Failed(auth.explain(&headline)));
    };
    let (id, vars) = match &way.kind {
        MethodKind::EnvVars(vars) => (way.id.clone(), vars.join(", ")),
        _ => unreachable!("ready_from_env finds env-var methods"),
    };
    say_line(&format!(
        "[the agent needs credentials: authenticating with `{id}` ({vars} set)]\n"
    ));
    authenticate(agent, process, auth, way, signals).await?;
    auth.used = Some(id);
    Ok(())
}
