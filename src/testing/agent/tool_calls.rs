//! Tool call ids of a session: two turns on one session, each a prompt that an
//! agent with tools acts on (and the test-agent convention's `permission`, which
//! asks about a tool call), and no new tool call of the second turn may take an
//! id the first turn used. A client keys its tool calls by id: one that reuses
//! an id shows the new call on the old one's place (Toad marks the first turn's
//! completed edit `failed` when the second is rejected, and shows no later call).
//!
//! A new tool call is a `tool_call` update, or a permission question about a
//! tool call not mentioned before in its turn; a `tool_call_update` only
//! updates. An agent that makes tool calls in fewer than two of the turns has
//! nothing to compare: the check is skipped, saying so. Permission questions
//! are answered `reject_once`, and the sessions run in the checks' scratch
//! directory, as everywhere in the checks.

use std::collections::HashMap;

use serde_json::Value;

use super::{note_questions, open_session, prompt, prompt_params, ready, updates, Stop};
use crate::testing::recorder::Recorder;
use crate::testing::report::Outcome;
use crate::testing::wire::Peer;
use crate::v1::{RequestPermissionRequest, SessionUpdate};

const ID: &str = "prompt.tool-call-ids";

/// The two prompts: the convention's `permission` first (the test agent asks
/// about a tool call), then words a model acts on with a tool.
const PROMPTS: [&str; 2] = [
    "permission (please create the file acp-check-1.txt in the current directory, \
     holding the word one)",
    "permission (please create the file acp-check-2.txt in the current directory, \
     holding the word two)",
];

pub async fn run(agent: &mut Peer, rec: &mut Recorder, auth: Option<&str>) -> Result<(), Stop> {
    ready(agent, rec, auth).await?;
    let session = open_session(agent).await?;
    let mut turns = Vec::new();
    for text in PROMPTS {
        let asked = agent.asked.len();
        let turn = prompt(agent, prompt_params(&session, text), agent.timeout).await?;
        turns.push(calls(agent, &session, turn.from..turn.at, asked));
    }
    rec.record(ID, verdict(&turns));
    note_questions(agent, rec, ID);
    Ok(())
}

/// How a turn mentioned a tool call.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Mention {
    /// A `tool_call` update: a new tool call.
    Created,
    /// A `tool_call_update`: an update of one.
    Updated,
    /// A permission question about it.
    Asked,
}

impl Mention {
    fn as_str(self) -> &'static str {
        match self {
            Mention::Created => "a `tool_call` update",
            Mention::Updated => "a `tool_call_update`",
            Mention::Asked => "a permission question",
        }
    }
}

/// The tool calls a turn of `session` mentioned, in order: its updates in
/// `log[range]` and the permission questions answered from `asked` on.
fn calls(
    agent: &Peer,
    session: &str,
    range: std::ops::Range<usize>,
    asked: usize,
) -> Vec<(String, Mention)> {
    let mut mentions: Vec<(usize, String, Mention)> = Vec::new();
    for at in range.clone() {
        let Some(Ok(update)) = updates(&agent.log[at..=at], 0..1).pop() else {
            continue;
        };
        if update.session_id.0 != session {
            continue;
        }
        match update.update {
            SessionUpdate::ToolCall(call) => {
                mentions.push((at, call.tool_call_id.0, Mention::Created));
            }
            SessionUpdate::ToolCallUpdate(call) => {
                mentions.push((at, call.tool_call_id.0, Mention::Updated));
            }
            _ => {}
        }
    }
    for (at, question) in &agent.asked[asked..] {
        let params = question.get("params").cloned().unwrap_or(Value::Null);
        let Ok(question) = serde_json::from_value::<RequestPermissionRequest>(params) else {
            continue;
        };
        if question.session_id.0 == session && range.contains(at) {
            mentions.push((*at, question.tool_call.tool_call_id.0, Mention::Asked));
        }
    }
    // A question came before the message logged where it stands.
    mentions.sort_by_key(|(at, _, mention)| (*at, *mention != Mention::Asked));
    mentions.into_iter().map(|(_, id, m)| (id, m)).collect()
}

/// Fails on the first new tool call that takes the id of an earlier turn's;
/// skips when fewer than two turns made tool calls.
fn verdict(turns: &[Vec<(String, Mention)>]) -> Outcome {
    let with_calls = turns.iter().filter(|t| !t.is_empty()).count();
    if with_calls < 2 {
        return Outcome::Skip(format!(
            "the agent made tool calls in {with_calls} of the {} turns (`{}` and the like): \
             no ids of two turns to compare",
            turns.len(),
            PROMPTS[0]
        ));
    }
    // The turn (1-based) each id was first mentioned in, and how.
    let mut first: HashMap<&str, (usize, Mention)> = HashMap::new();
    for (n, turn) in turns.iter().enumerate() {
        let mut this_turn: Vec<&str> = Vec::new();
        for (id, mention) in turn {
            let new = match mention {
                Mention::Created => true,
                Mention::Asked => !this_turn.contains(&id.as_str()),
                Mention::Updated => false,
            };
            if let (true, Some((earlier, how))) = (new, first.get(id.as_str())) {
                if *earlier < n + 1 {
                    return Outcome::Fail(format!(
                        "turn {} of the session made a new tool call `{id}` ({}), the id of \
                         turn {earlier}'s tool call ({}): a client keying tool calls by id \
                         shows the new call as the old one",
                        n + 1,
                        mention.as_str(),
                        how.as_str()
                    ));
                }
            }
            first.entry(id).or_insert((n + 1, *mention));
            this_turn.push(id);
        }
    }
    Outcome::Pass
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turn(mentions: &[(&str, Mention)]) -> Vec<(String, Mention)> {
        mentions
            .iter()
            .map(|(id, m)| (id.to_string(), *m))
            .collect()
    }

    #[test]
    fn a_new_call_of_a_later_turn_must_not_take_an_earlier_id() {
        use Mention::{Asked, Created, Updated};
        let first = turn(&[("a", Created), ("a", Asked), ("a", Updated)]);
        // A fresh id each turn passes; so do updates of one turn's own call.
        let fresh = turn(&[("b", Created), ("b", Asked), ("b", Updated)]);
        assert_eq!(verdict(&[first.clone(), fresh]), Outcome::Pass);
        // The coding agent's old way: `tool_call` with the same id every turn.
        let again = turn(&[("a", Created)]);
        let Outcome::Fail(why) = verdict(&[first.clone(), again]) else {
            panic!("a reused id passed")
        };
        assert!(
            why.starts_with("turn 2 of the session made a new tool call `a`"),
            "{why}"
        );
        // The test agent's old way: a question about `perm-1` every turn.
        let asked = turn(&[("perm-1", Asked)]);
        assert!(matches!(verdict(&[asked.clone(), asked]), Outcome::Fail(_)));
        // One turn with tool calls: nothing to compare.
        assert!(matches!(verdict(&[first, vec![]]), Outcome::Skip(_)));
    }
}
