//! The chat's v1 client: the agent's requests answered on this machine.
//! Permission questions are asked on the terminal ([`Asker`]; the SDK answers
//! those of a cancelled turn `cancelled`); `fs/*` requests
//! are served from the real file system, refusing paths outside the session's
//! directory; `terminal/*` requests run real processes.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use acp::permission::Grant;
use acp::v1::*;
use acp::{acp_client, Error, Result};
use tokio::io::AsyncReadExt;
use tokio::sync::{mpsc, watch};

use crate::chat::console::{Asker, Choice};
use crate::chat::screen::say;

/// A process started for the agent with `terminal/create`.
struct Terminal {
    output: Arc<Mutex<(Vec<u8>, bool)>>,
    exit: watch::Receiver<Option<TerminalExitStatus>>,
    kill: mpsc::Sender<()>,
}

/// The chat's v1 client handler.
pub struct Client {
    cwd: PathBuf,
    asker: Arc<Asker>,
    terminals: Mutex<HashMap<String, Terminal>>,
    next_terminal: AtomicU64,
}

impl Client {
    /// Serves the session's directory `cwd`, asking `asker`.
    pub fn new(cwd: PathBuf, asker: Arc<Asker>) -> Client {
        Client {
            cwd,
            asker,
            terminals: Mutex::default(),
            next_terminal: AtomicU64::new(1),
        }
    }

    fn inside_cwd(&self, path: &str) -> Result<PathBuf> {
        let path = Path::new(path);
        let absolute = if path.is_absolute() {
            path.to_path_buf()
        } else {
            self.cwd.join(path)
        };
        let resolved = match absolute.canonicalize() {
            Ok(p) => p,
            // A file that does not exist yet: check its directory.
            Err(_) => {
                let parent = absolute.parent().and_then(|p| p.canonicalize().ok());
                parent
                    .map(|p| p.join(absolute.file_name().unwrap_or_default()))
                    .unwrap_or(absolute)
            }
        };
        if resolved.starts_with(&self.cwd) {
            Ok(resolved)
        } else {
            Err(Error::invalid_params(format!(
                "{} is outside the session directory {}",
                resolved.display(),
                self.cwd.display()
            )))
        }
    }

    fn terminal<T>(&self, id: &TerminalId, f: impl FnOnce(&Terminal) -> T) -> Result<T> {
        let terminals = self.terminals.lock().unwrap();
        let terminal = terminals
            .get(id.as_str())
            .ok_or_else(|| Error::invalid_params(format!("no terminal {id}")))?;
        Ok(f(terminal))
    }
}

#[acp_client]
impl Client {
    async fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let title = req
            .tool_call
            .title
            .clone()
            .unwrap_or_else(|| req.tool_call.tool_call_id.to_string());
        let choices: Vec<Choice> = (req.options.iter())
            .map(|o| Choice {
                name: o.name.clone(),
                grant: Grant::of(&o.kind),
            })
            .collect();
        let chosen = self.asker.permission(&title, &choices).await?;
        let chosen = req.options[chosen].option_id.clone();
        let outcome = RequestPermissionOutcome::Selected(SelectedPermissionOutcome::new(chosen));
        Ok(RequestPermissionResponse::new(outcome))
    }

    async fn read_text_file(&self, req: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        let path = self.inside_cwd(&req.path)?;
        let line = format!("\n[agent reads {}]\n", path.display());
        self.asker.show(line).await;
        let text = tokio::fs::read_to_string(&path)
            .await
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::NotFound => {
                    Error::resource_not_found(path.display().to_string())
                }
                _ => Error::internal_error(format!("{}: {e}", path.display())),
            })?;
        let start = req.line.map_or(0, |l| l.saturating_sub(1) as usize);
        let lines = text.split_inclusive('\n').skip(start);
        let content: String = match req.limit {
            Some(limit) => lines.take(limit as usize).collect(),
            None => lines.collect(),
        };
        Ok(ReadTextFileResponse::new(content))
    }

    async fn write_text_file(&self, req: WriteTextFileRequest) -> Result<WriteTextFileResponse> {
        let path = self.inside_cwd(&req.path)?;
        let line = format!("\n[agent writes {}]\n", path.display());
        self.asker.show(line).await;
        tokio::fs::write(&path, req.content)
            .await
            .map_err(|e| Error::internal_error(format!("{}: {e}", path.display())))?;
        Ok(WriteTextFileResponse::default())
    }

    async fn create_terminal(&self, req: CreateTerminalRequest) -> Result<CreateTerminalResponse> {
        let mut command = tokio::process::Command::new(&req.command);
        let args = req.args.clone().unwrap_or_default();
        command
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        command.current_dir(match &req.cwd {
            Some(dir) => self.inside_cwd(dir)?,
            None => self.cwd.clone(),
        });
        for var in req.env.iter().flatten() {
            command.env(&var.name, &var.value);
        }
        let mut child = command
            .spawn()
            .map_err(|e| Error::internal_error(format!("{}: {e}", req.command)))?;
        let limit = req.output_byte_limit.map_or(usize::MAX, |l| l as usize);
        let output = Arc::new(Mutex::new((Vec::new(), false)));
        let (exit_tx, exit) = watch::channel(None);
        let (kill, mut killed) = mpsc::channel(1);
        let pipes = [
            child
                .stdout
                .take()
                .map(|p| Box::new(p) as Box<dyn tokio::io::AsyncRead + Unpin + Send>),
            child.stderr.take().map(|p| Box::new(p) as _),
        ];
        for mut pipe in pipes.into_iter().flatten() {
            let output = output.clone();
            tokio::spawn(async move {
                let mut buf = [0u8; 8192];
                while let Ok(n @ 1..) = pipe.read(&mut buf).await {
                    let mut out = output.lock().unwrap();
                    out.0.extend_from_slice(&buf[..n]);
                    if out.0.len() > limit {
                        // Keep the end of the output, cut at a character boundary.
                        let mut cut = out.0.len() - limit;
                        while cut < out.0.len() && (out.0[cut] & 0xC0) == 0x80 {
                            cut += 1;
                        }
                        out.0.drain(..cut);
                        out.1 = true;
                    }
                }
            });
        }
        tokio::spawn(async move {
            let status = tokio::select! {
                status = child.wait() => status,
                _ = killed.recv() => { let _ = child.kill().await; child.wait().await }
            };
            let exit = match status {
                Ok(s) => {
                    #[cfg(unix)]
                    let signal = std::os::unix::process::ExitStatusExt::signal(&s)
                        .map(|n| format!("signal {n}"));
                    #[cfg(not(unix))]
                    let signal = None;
                    let mut exit = TerminalExitStatus::default();
                    exit.exit_code = s.code().map(|c| c as u32);
                    exit.signal = signal;
                    exit
                }
                Err(_) => TerminalExitStatus::default(),
            };
            let _ = exit_tx.send(Some(exit));
        });
        let id = format!(
            "term-{}",
            self.next_terminal.fetch_add(1, Ordering::Relaxed)
        );
        say(&format!(
            "\n[terminal {id}: {} {}]\n",
            req.command,
            args.join(" ")
        ));
        self.terminals
            .lock()
            .unwrap()
            .insert(id.clone(), Terminal { output, exit, kill });
        Ok(CreateTerminalResponse::new(id))
    }

    fn terminal_output(&self, req: TerminalOutputRequest) -> Result<TerminalOutputResponse> {
        self.terminal(&req.terminal_id, |t| {
            let (bytes, truncated) = t.output.lock().unwrap().clone();
            let mut response = TerminalOutputResponse::new(
                String::from_utf8_lossy(&bytes).into_owned(),
                truncated,
            );
            response.exit_status = t.exit.borrow().clone();
            response
        })
    }

    async fn wait_for_terminal_exit(
        &self,
        req: WaitForTerminalExitRequest,
    ) -> Result<WaitForTerminalExitResponse> {
        let mut exit = self.terminal(&req.terminal_id, |t| t.exit.clone())?;
        let status = exit
            .wait_for(Option::is_some)
            .await
            .map_err(Error::internal_error)?
            .clone()
            .unwrap_or_default();
        let mut response = WaitForTerminalExitResponse::default();
        response.exit_code = status.exit_code;
        response.signal = status.signal;
        Ok(response)
    }

    async fn kill_terminal(&self, req: KillTerminalRequest) -> Result<KillTerminalResponse> {
        let kill = self.terminal(&req.terminal_id, |t| t.kill.clone())?;
        let _ = kill.send(()).await;
        Ok(KillTerminalResponse::default())
    }

    fn release_terminal(&self, req: ReleaseTerminalRequest) -> Result<ReleaseTerminalResponse> {
        if let Some(t) = self
            .terminals
            .lock()
            .unwrap()
            .remove(req.terminal_id.as_str())
        {
            let _ = t.kill.try_send(());
        }
        Ok(ReleaseTerminalResponse::default())
    }
}
