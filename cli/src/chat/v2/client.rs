//! The chat's v2 client: v2 has no `fs/*` or `terminal/*` client methods, so
//! it answers permission requests (asked on the terminal, as in v1) and
//! nothing else. Elicitations are not served, so the chat does not advertise
//! them and an agent does not send them.

use std::sync::Arc;

use acp::permission::Grant;
use acp::v2::*;
use acp::{acp_client, Result};

use crate::chat::console::{Asker, Choice};

/// The chat's v2 client handler.
pub struct Client {
    asker: Arc<Asker>,
}

impl Client {
    pub fn new(asker: Arc<Asker>) -> Client {
        Client { asker }
    }
}

#[acp_client(protocol = v2)]
impl Client {
    async fn request_permission(
        &self,
        req: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        let mut title = req.title.clone();
        if let Some(RequestPermissionSubject::Command(command)) = &req.subject {
            title.push_str(&format!(": `{}` in {}", command.command, command.cwd));
        }
        if let Some(description) = &req.description {
            title.push_str(&format!(" ({description})"));
        }
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
}
