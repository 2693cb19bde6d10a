//! The real agents from npm (`tests/real-agents`, installed once with `npm ci`
//! by `support::install`), and how each is pointed at a scripted model on
//! 127.0.0.1 (`support::scripted_model`) from a fresh home directory, with
//! every telemetry, update and download switch off, so that it does whole
//! turns with no credentials and no network. Needs `support::install` and
//! `support::paths`.
//!
//! What each needs (found with the pinned versions; an agent's switches
//! change between releases, so a bump checks them again, for instance by
//! running the turn tests under `strace -f -e trace=connect` and looking for
//! any address but 127.0.0.1):
//! - codex-acp: `$CODEX_HOME/config.toml` with a provider of its own
//!   (`base_url`, `wire_api = "responses"`, `env_key`), a model codex knows
//!   (it declares `apply_patch` only to models it has metadata for),
//!   analytics, feedback, OpenTelemetry and the update check off, the plugins
//!   feature off (else it asks GitHub for its plugin marketplace at start),
//!   and the working directory trusted; `INITIAL_AGENT_MODE=read-only`, so
//!   that edits ask permission. A provider of its own needs no
//!   `authenticate`.
//! - claude-agent-acp: `ANTHROPIC_BASE_URL`, `ANTHROPIC_API_KEY`,
//!   `ANTHROPIC_MODEL`, `CLAUDE_CONFIG_DIR`, and
//!   `CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC`, `DISABLE_TELEMETRY`,
//!   `DISABLE_AUTOUPDATER`, `DISABLE_ERROR_REPORTING`.
//! - gemini-cli (`gemini --acp`): `GOOGLE_GEMINI_BASE_URL`, `GEMINI_API_KEY`
//!   and `~/.gemini/settings.json` selecting `gemini-api-key`, with folder
//!   trust, usage statistics, telemetry and auto-update off.
//! - qwen-code (`qwen --acp`): `~/.qwen/settings.json` selecting `openai`
//!   (with usage statistics, telemetry and auto-update off), and
//!   `OPENAI_BASE_URL`, `OPENAI_API_KEY`, `OPENAI_MODEL`.
//! - opencode (`opencode acp`): `~/.config/opencode/opencode.json` with a
//!   provider on `@ai-sdk/openai-compatible` (bundled: nothing is installed)
//!   and its `baseURL`, `permission: {edit: ask, bash: ask}`, autoupdate and
//!   share off; `OPENCODE_DISABLE_MODELS_FETCH` (else it fetches its model
//!   catalogue from models.opencode.ai), `OPENCODE_DISABLE_AUTOUPDATE`,
//!   `OPENCODE_DISABLE_LSP_DOWNLOAD`, `OPENCODE_DISABLE_DEFAULT_PLUGINS`, and
//!   `npm_config_offline=true` (at start it installs `@opencode-ai/plugin`
//!   into its config directory with npm; offline, that fails at once).
#![allow(dead_code)] // each test binary uses part of it

use std::path::{Path, PathBuf};

use serde_json::json;

use super::install::{npm_pinned, npm_project};

/// A real agent of `tests/real-agents`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agent {
    Codex,
    Claude,
    Gemini,
    Qwen,
    OpenCode,
}

/// An agent's command, installed.
#[derive(Debug, Clone)]
pub struct Installed {
    pub program: PathBuf,
    pub args: Vec<String>,
    /// The version pinned (and installed).
    pub version: String,
}

impl Installed {
    /// The command as words.
    pub fn command(&self) -> Vec<String> {
        let program = self.program.to_str().expect("a UTF-8 path").to_owned();
        std::iter::once(program)
            .chain(self.args.iter().cloned())
            .collect()
    }
}

impl Agent {
    pub const ALL: [Agent; 5] = [
        Agent::Codex,
        Agent::Claude,
        Agent::Gemini,
        Agent::Qwen,
        Agent::OpenCode,
    ];

    /// Its npm package.
    pub fn package(self) -> &'static str {
        match self {
            Agent::Codex => "@agentclientprotocol/codex-acp",
            Agent::Claude => "@agentclientprotocol/claude-agent-acp",
            Agent::Gemini => "@google/gemini-cli",
            Agent::Qwen => "@qwen-code/qwen-code",
            Agent::OpenCode => "opencode-ai",
        }
    }

    /// A short name, for directories and messages.
    pub fn name(self) -> &'static str {
        match self {
            Agent::Codex => "codex",
            Agent::Claude => "claude",
            Agent::Gemini => "gemini",
            Agent::Qwen => "qwen",
            Agent::OpenCode => "opencode",
        }
    }

    /// Its `bin` and the arguments that make it speak ACP on stdio.
    fn command(self) -> (&'static str, &'static [&'static str]) {
        match self {
            Agent::Codex => ("codex-acp", &[]),
            Agent::Claude => ("claude-agent-acp", &[]),
            Agent::Gemini => ("gemini", &["--acp"]),
            Agent::Qwen => ("qwen", &["--acp"]),
            Agent::OpenCode => ("opencode", &["acp"]),
        }
    }

    /// The agent's command, installed at its pinned version.
    pub fn installed(self) -> Installed {
        let project = npm_project("real-agents");
        let version = npm_pinned(&project, self.package());
        let (bin, args) = self.command();
        let program = project.join("node_modules").join(".bin").join(bin);
        assert!(program.exists(), "{} is missing", program.display());
        Installed {
            program,
            args: args.iter().map(|a| a.to_string()).collect(),
            version,
        }
    }

    /// Points the agent at the model served at `model_url`
    /// (`http://127.0.0.1:PORT`) from `home`: writes its configuration files
    /// there and returns the environment variables it needs besides `PATH`
    /// and `HOME`.
    pub fn configure(self, home: &Home, model_url: &str) -> Vec<(String, String)> {
        let vars: Vec<(&str, String)> = match self {
            Agent::Codex => {
                let codex_home = home.home.join(".codex");
                write(
                    &codex_home.join("config.toml"),
                    &codex_config(home, model_url),
                );
                vec![
                    ("CODEX_HOME", codex_home.display().to_string()),
                    ("SCRIPTED_MODEL_KEY", "scripted".into()),
                    ("INITIAL_AGENT_MODE", "read-only".into()),
                ]
            }
            Agent::Claude => vec![
                ("ANTHROPIC_BASE_URL", model_url.into()),
                ("ANTHROPIC_API_KEY", "sk-ant-scripted".into()),
                ("ANTHROPIC_MODEL", "claude-sonnet-4-5".into()),
                (
                    "CLAUDE_CONFIG_DIR",
                    home.home.join(".claude").display().to_string(),
                ),
                ("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1".into()),
                ("DISABLE_TELEMETRY", "1".into()),
                ("DISABLE_AUTOUPDATER", "1".into()),
                ("DISABLE_ERROR_REPORTING", "1".into()),
            ],
            Agent::Gemini => {
                let settings = json!({
                    "security": {
                        "auth": {"selectedType": "gemini-api-key"},
                        "folderTrust": {"enabled": false},
                    },
                    "general": {"enableAutoUpdate": false, "enableAutoUpdateNotification": false},
                    "privacy": {"usageStatisticsEnabled": false},
                    "telemetry": {"enabled": false},
                });
                write(
                    &home.home.join(".gemini/settings.json"),
                    &settings.to_string(),
                );
                vec![
                    ("GOOGLE_GEMINI_BASE_URL", model_url.into()),
                    ("GEMINI_API_KEY", "scripted".into()),
                ]
            }
            Agent::Qwen => {
                let settings = json!({
                    "security": {"auth": {"selectedType": "openai"}},
                    "general": {"enableAutoUpdate": false},
                    "privacy": {"usageStatisticsEnabled": false},
                    "telemetry": {"enabled": false},
                });
                write(
                    &home.home.join(".qwen/settings.json"),
                    &settings.to_string(),
                );
                vec![
                    ("OPENAI_BASE_URL", format!("{model_url}/v1")),
                    ("OPENAI_API_KEY", "scripted".into()),
                    ("OPENAI_MODEL", "scripted".into()),
                ]
            }
            Agent::OpenCode => {
                let config = json!({
                    "$schema": "https://opencode.ai/config.json",
                    "autoupdate": false,
                    "share": "disabled",
                    "model": "scripted/scripted",
                    "small_model": "scripted/scripted",
                    "provider": {"scripted": {
                        "npm": "@ai-sdk/openai-compatible",
                        "name": "Scripted",
                        "options": {"baseURL": format!("{model_url}/v1"), "apiKey": "scripted"},
                        "models": {"scripted": {"name": "Scripted", "tool_call": true}},
                    }},
                    "permission": {"edit": "ask", "bash": "ask"},
                });
                let path = home.home.join(".config/opencode/opencode.json");
                write(&path, &config.to_string());
                vec![
                    // It installs its plugin package into its config
                    // directory with npm at start: offline, that fails at once.
                    ("npm_config_offline", "true".into()),
                    ("OPENCODE_DISABLE_MODELS_FETCH", "1".into()),
                    ("OPENCODE_DISABLE_AUTOUPDATE", "1".into()),
                    ("OPENCODE_DISABLE_LSP_DOWNLOAD", "1".into()),
                    ("OPENCODE_DISABLE_DEFAULT_PLUGINS", "1".into()),
                ]
            }
        };
        vars.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
    }
}

/// codex's `config.toml`: the scripted provider, the working directory
/// trusted, nothing sent anywhere else.
fn codex_config(home: &Home, model_url: &str) -> String {
    // A JSON string is a TOML basic string.
    let quoted = |s: &str| serde_json::to_string(s).unwrap();
    format!(
        r#"model = "gpt-5.5"
model_provider = "scripted"
check_for_update_on_startup = false

[model_providers.scripted]
name = "Scripted"
base_url = {url}
wire_api = "responses"
env_key = "SCRIPTED_MODEL_KEY"

[analytics]
enabled = false

[feedback]
enabled = false

[otel]
exporter = "none"

[features]
plugins = false

[projects.{work}]
trust_level = "trusted"
"#,
        url = quoted(&format!("{model_url}/v1")),
        work = quoted(home.work.to_str().expect("a UTF-8 path")),
    )
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap_or_else(|e| panic!("cannot write {} ({e})", path.display()));
}

/// An empty home directory, and a working directory in it (canonical, as
/// clients send it as the session's `cwd`); removed when dropped.
pub struct Home {
    pub home: PathBuf,
    pub work: PathBuf,
}

impl Home {
    pub fn new(tag: &str) -> Home {
        let home = std::env::temp_dir().join(format!("acp-real-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&home);
        std::fs::create_dir_all(home.join("work")).unwrap();
        let home = home.canonicalize().unwrap();
        Home {
            work: home.join("work"),
            home,
        }
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.home);
    }
}
