//! A recording read back (`acp trace show`): its lines turned into rows of an
//! exchange, requests paired with their responses (and the time between), and the
//! `session/update`s that follow one another folded into one row per run. A
//! folded row keeps every message it stands for.

use std::collections::{BTreeMap, HashMap};

use acp::jsonrpc::Notification;
use acp::v1::SessionNotification;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::record::AGENT_TO_CLIENT;

/// What a row stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A request (its response is `answer`).
    Request,
    /// A response (to the request at row `answers`).
    Response,
    /// A notification.
    Notification,
    /// Consecutive `session/update`s, folded.
    Updates,
    /// A line that was not a JSON object.
    Line,
}

/// One row of the exchange.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    /// Seconds since the first line.
    pub t: f64,
    /// `client->agent` or `agent->client`.
    pub dir: String,
    /// What it is.
    pub kind: Kind,
    /// The method (requests, notifications, updates), or the request's for a response.
    pub label: String,
    /// A short summary: the id, the result or error, the update kinds.
    pub summary: String,
    /// For a request: the row of its response and the latency in milliseconds.
    pub answer: Option<(usize, f64)>,
    /// For a response: the row of its request.
    pub answers: Option<usize>,
    /// For folded updates: how many.
    pub count: usize,
    /// Every message of the row, in order: one, or each update a folded row
    /// stands for.
    pub messages: Vec<Value>,
}

impl Row {
    /// The row's first message.
    fn first(&self) -> &Value {
        &self.messages[0]
    }
}

/// One recorded line.
struct Entry {
    t: f64,
    dir: String,
    msg: Option<Value>,
    line: Option<String>,
}

/// Reads a recording (one JSON object per line, as `acp trace` writes them).
pub fn read(text: &str) -> Result<Vec<Row>, String> {
    let mut entries = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let v: Value = serde_json::from_str(line).map_err(|e| format!("line {}: {e}", n + 1))?;
        entries.push(Entry {
            t: v["t"].as_f64().ok_or(format!("line {}: no t", n + 1))?,
            dir: v["dir"].as_str().unwrap_or("?").to_string(),
            msg: v.get("msg").cloned(),
            line: v.get("line").and_then(Value::as_str).map(str::to_string),
        });
    }
    Ok(rows(&entries))
}

fn rows(entries: &[Entry]) -> Vec<Row> {
    let start = entries.first().map_or(0.0, |e| e.t);
    let mut rows: Vec<Row> = Vec::new();
    // Open requests by (the direction they went, id).
    let mut open: HashMap<(String, String), usize> = HashMap::new();
    for entry in entries {
        let t = entry.t - start;
        let row = |kind, label: String, summary: String, message: Value| Row {
            t,
            dir: entry.dir.clone(),
            kind,
            label,
            summary,
            answer: None,
            answers: None,
            count: 1,
            messages: vec![message],
        };
        let Some(msg) = &entry.msg else {
            let line = entry.line.clone().unwrap_or_default();
            rows.push(row(
                Kind::Line,
                "(not a message)".into(),
                shorten(&line, 80),
                Value::String(line),
            ));
            continue;
        };
        let method = msg.get("method").and_then(Value::as_str);
        let id = msg.get("id").map(Value::to_string);
        match (method, id) {
            (Some(method), Some(id)) => {
                open.insert((entry.dir.clone(), id.clone()), rows.len());
                rows.push(row(
                    Kind::Request,
                    method.into(),
                    format!("#{id} {}", params_brief(msg)),
                    msg.clone(),
                ));
            }
            (Some(method), None) if method == SessionNotification::METHOD => {
                let (session, kind) = update_of(msg);
                if let Some(last) = rows.last_mut().filter(|r| {
                    r.kind == Kind::Updates
                        && r.dir == entry.dir
                        && update_of(r.first()).0 == session
                }) {
                    last.count += 1;
                    last.summary = fold_summary(&last.summary, &kind);
                    last.messages.push(msg.clone());
                    continue;
                }
                let mut r = row(
                    Kind::Updates,
                    method.into(),
                    fold_summary("", &kind),
                    msg.clone(),
                );
                r.label = format!("{method} ({session})");
                rows.push(r);
            }
            (Some(method), None) => {
                rows.push(row(
                    Kind::Notification,
                    method.into(),
                    params_brief(msg),
                    msg.clone(),
                ));
            }
            (None, id) => {
                let id = id.unwrap_or_else(|| "null".into());
                let other = if entry.dir == AGENT_TO_CLIENT {
                    super::record::CLIENT_TO_AGENT
                } else {
                    AGENT_TO_CLIENT
                };
                let request = open.remove(&(other.to_string(), id.clone()));
                let outcome = match msg.get("error") {
                    Some(e) => format!(
                        "error {} {}",
                        e["code"],
                        shorten(e["message"].as_str().unwrap_or(""), 60)
                    ),
                    None => shorten(
                        &msg.get("result").map(Value::to_string).unwrap_or_default(),
                        80,
                    ),
                };
                let label = request.map_or("(unmatched)".to_string(), |i| rows[i].label.clone());
                let mut r = row(
                    Kind::Response,
                    label,
                    format!("#{id} {outcome}"),
                    msg.clone(),
                );
                r.answers = request;
                let at = rows.len();
                if let Some(i) = request {
                    rows[i].answer = Some((at, (t - rows[i].t) * 1000.0));
                }
                rows.push(r);
            }
        }
    }
    rows
}

/// The session of a `session/update` and the kind of its update (its tag:
/// `agent_message_chunk`, ...), read with the types of the first protocol
/// module whose types decode the params (v1's, else v2's).
fn update_of(msg: &Value) -> (String, String) {
    use acp::session::Sessions;
    type Update<P> = <P as Sessions>::SessionNotification;
    let params = &msg["params"];
    if let Ok(note) = Update::<acp::v1::Module>::deserialize(params) {
        return (note.session_id.to_string(), note.update.tag().to_owned());
    }
    if let Ok(note) = Update::<acp::v2::Module>::deserialize(params) {
        return (note.session_id.to_string(), note.update.tag().to_owned());
    }
    (String::new(), "?".to_owned())
}

/// `summary` (`kind ×n, ...`) with one more `kind`.
fn fold_summary(summary: &str, kind: &str) -> String {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for part in summary.split(", ").filter(|p| !p.is_empty()) {
        if let Some((k, n)) = part.rsplit_once(" ×") {
            counts.insert(k.to_string(), n.parse().unwrap_or(0));
        }
    }
    *counts.entry(kind.to_string()).or_default() += 1;
    counts
        .iter()
        .map(|(k, n)| format!("{k} ×{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The params of a request or notification, compact and shortened (the prompt's
/// text of a `session/prompt` fits).
fn params_brief(msg: &Value) -> String {
    shorten(
        &msg.get("params").map(Value::to_string).unwrap_or_default(),
        160,
    )
}

/// `text` cut to `max` characters.
pub fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(max).collect::<String>())
    }
}

/// The rows as text: one line per row, requests with their answer and latency
/// (the responses that answered them are not repeated).
pub fn text(rows: &[Row]) -> String {
    let mut out = String::new();
    for row in rows {
        let arrow = if row.dir == AGENT_TO_CLIENT {
            "agent -> client"
        } else {
            "client -> agent"
        };
        let line = match row.kind {
            Kind::Response if row.answers.is_some() => continue,
            Kind::Request => match row.answer {
                Some((at, ms)) => format!(
                    "{} {}\n{:>29}answered in {ms:.1} ms: {}",
                    row.label,
                    row.summary,
                    "",
                    rows[at].summary.split_once(' ').map_or("", |(_, o)| o)
                ),
                None => format!("{} {}  (never answered)", row.label, row.summary),
            },
            Kind::Updates => format!("{} ×{}: {}", row.label, row.count, row.summary),
            _ => format!("{} {}", row.label, row.summary),
        };
        out.push_str(&format!("{:>9.3}s  {arrow}  {line}\n", row.t));
    }
    out
}
