//! The turn the scripted model plays, whatever the wire format: what it
//! answers to a request, decided from what the request declares and carries.
//!
//! A request is read into an [`Asked`] by its wire format's module. The model is
//! stateless: the step of the turn is the number of tool results the
//! conversation already carries. With none, it says a sentence and reads the
//! file; with one, it writes (or edits) the file; with two, it runs the
//! command; with three, it says [`FINAL_TEXT`] and calls nothing. Each tool is
//! picked by name among the tools the agent declares, and its arguments are
//! built from the parameters that tool declares (a path, a content, a
//! command...), so one script serves every agent.
//!
//! A request that declares none of the tools the turn needs is a side request
//! (a title, a router asking how hard the task is): it gets a short text, or,
//! when it asks for JSON with a schema, an object that fits the schema. A main
//! request whose text carries [`HOLD`] is held: the answer starts, then
//! stalls until the agent gives up on it (see `ScriptedModel`).

use std::path::{Path, PathBuf};

use serde_json::{json, Map, Value};

/// What the model says last, when the turn is done.
pub const FINAL_TEXT: &str = "Done: the file is edited and the command ran.";

/// In a prompt, asks the model to hold its answer (the cancel tests): it
/// starts it with [`HOLD_TEXT`] and stalls.
pub const HOLD: &str = "[scripted-model: hold your answer]";

/// What a held answer says before it stalls.
pub const HOLD_TEXT: &str = "Let me think about that.";

/// What a side request gets (when it does not ask for JSON).
const SIDE_TEXT: &str = "Scripted turn";

/// Tool names, in order of preference, by what the turn does with them.
const READ_TOOLS: &[&str] = &["read_file", "read", "view"];
const WRITE_TOOLS: &[&str] = &["write_file", "write", "create_file"];
const EDIT_TOOLS: &[&str] = &["edit", "replace", "edit_file", "apply_patch"];
const SHELL_TOOLS: &[&str] = &[
    "run_shell_command",
    "bash",
    "shell",
    "shell_command",
    "exec_command",
];

/// The turn to play: the file to read and change, and the command to run.
#[derive(Debug, Clone)]
pub struct Script {
    /// An absolute path.
    pub file: PathBuf,
    /// What the file holds before the turn (the old text of an edit).
    pub before: String,
    /// What it holds after.
    pub after: String,
    /// A shell command; its output shows that it ran.
    pub command: String,
}

impl Script {
    /// The turn on `file` (whose content is `before`): it becomes `after`,
    /// then `printf 'acp-%d\n' 42` runs, whose output (`acp-42`) only a shell
    /// that ran it makes. (Not `echo acp-$((6*7))`: gemini-cli refuses any
    /// `$(` as command substitution.)
    pub fn new(file: &Path, before: &str, after: &str) -> Script {
        Script {
            file: file.to_owned(),
            before: before.to_owned(),
            after: after.to_owned(),
            command: "printf 'acp-%d\\n' 42".to_owned(),
        }
    }

    /// What the command prints.
    pub fn command_output(&self) -> &'static str {
        "acp-42"
    }
}

/// A tool as the agent declared it.
#[derive(Debug, Clone)]
pub struct Tool {
    pub name: String,
    /// Its parameters' JSON schema (`{}` when none).
    pub parameters: Value,
    /// A tool whose input is free text, not JSON (the Responses API's
    /// `custom` tools, such as codex's `apply_patch`).
    pub freeform: bool,
}

/// What a request asks, in the terms of the script.
#[derive(Debug, Default)]
pub struct Asked {
    pub tools: Vec<Tool>,
    /// The tool results the conversation carries, in order, as the wire
    /// format has them.
    pub results: Vec<Value>,
    /// The JSON schema of the answer, when the request asks for JSON.
    pub json_schema: Option<Value>,
}

/// A tool call the model makes.
#[derive(Debug, Clone)]
pub struct Call {
    pub id: String,
    pub name: String,
    pub input: Input,
}

#[derive(Debug, Clone)]
pub enum Input {
    Json(Value),
    Freeform(String),
}

impl Input {
    /// The input as the text of a tool call's arguments.
    pub fn text(&self) -> String {
        match self {
            Input::Json(value) => value.to_string(),
            Input::Freeform(text) => text.clone(),
        }
    }

    /// The input as a JSON value (free text as a string).
    pub fn value(&self) -> Value {
        match self {
            Input::Json(value) => value.clone(),
            Input::Freeform(text) => Value::String(text.clone()),
        }
    }
}

/// The model's answer: some text, then perhaps a tool call.
#[derive(Debug, Clone)]
pub struct Reply {
    pub text: String,
    pub call: Option<Call>,
}

/// What the model does with a request.
#[derive(Debug, Clone)]
pub enum Answer {
    Reply(Reply),
    /// Starts the answer with [`HOLD_TEXT`], then sends nothing more until
    /// the agent gives up on the request.
    Hold,
}

/// What one step of the turn does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Read,
    Change,
    Run,
}

impl Script {
    /// The answer to `asked` whose raw text is `raw`, and a note saying what
    /// it is (for the record). `call_id` names a new tool call.
    pub fn answer(
        &self,
        asked: &Asked,
        raw: &str,
        call_id: impl FnOnce() -> String,
    ) -> (Answer, String) {
        let shell = pick(&asked.tools, SHELL_TOOLS);
        let change = pick(&asked.tools, WRITE_TOOLS).or_else(|| pick(&asked.tools, EDIT_TOOLS));
        let (Some(shell), Some(change)) = (shell, change) else {
            return self.side(asked);
        };
        if raw.contains(HOLD) {
            return (Answer::Hold, "held".to_owned());
        }
        let step = match asked.results.len() {
            0 => Step::Read,
            1 => Step::Change,
            2 => Step::Run,
            _ => {
                let reply = Reply {
                    text: FINAL_TEXT.to_owned(),
                    call: None,
                };
                return (Answer::Reply(reply), "the final text".to_owned());
            }
        };
        let (tool, input, text) = match step {
            Step::Read => match pick(&asked.tools, READ_TOOLS) {
                Some(read) => (read, self.read_input(read), "I will read the file first."),
                // No read tool (codex): the shell reads it.
                None => {
                    let cat = format!("cat {}", self.file.display());
                    (
                        shell,
                        self.shell_input(shell, &cat),
                        "I will read the file first.",
                    )
                }
            },
            Step::Change => (change, self.change_input(change), "Now I change it."),
            Step::Run => (
                shell,
                self.shell_input(shell, &self.command),
                "And now the command.",
            ),
        };
        let call = Call {
            id: call_id(),
            name: tool.name.clone(),
            input,
        };
        let note = format!("{step:?} with {}", tool.name);
        let reply = Reply {
            text: text.to_owned(),
            call: Some(call),
        };
        (Answer::Reply(reply), note)
    }

    fn side(&self, asked: &Asked) -> (Answer, String) {
        let (text, note) = match &asked.json_schema {
            Some(schema) => (sample(schema).to_string(), "a side request for JSON"),
            None => (SIDE_TEXT.to_owned(), "a side request"),
        };
        (Answer::Reply(Reply { text, call: None }), note.to_owned())
    }

    fn dir(&self) -> String {
        let dir = self.file.parent().unwrap_or(Path::new("/"));
        dir.display().to_string()
    }

    fn read_input(&self, tool: &Tool) -> Input {
        Input::Json(arguments(tool, |name, _| {
            is_path(name).then(|| self.file.display().to_string().into())
        }))
    }

    fn change_input(&self, tool: &Tool) -> Input {
        let patch = format!(
            "*** Begin Patch\n*** Update File: {}\n@@\n{}{}*** End Patch\n",
            self.file.display(),
            prefixed('-', &self.before),
            prefixed('+', &self.after),
        );
        if tool.freeform {
            return Input::Freeform(patch);
        }
        Input::Json(arguments(tool, |name, _| {
            let value = match name.to_ascii_lowercase().as_str() {
                "content" | "contents" | "text" | "new_string" | "newstring" | "new_str" => {
                    self.after.clone()
                }
                "old_string" | "oldstring" | "old_str" => self.before.clone(),
                // A function `apply_patch` takes the patch as `input`.
                "input" | "patch" => patch.clone(),
                "instruction" | "description" => "Replace the whole text.".to_owned(),
                _ if is_path(name) => self.file.display().to_string(),
                _ => return None,
            };
            Some(value.into())
        }))
    }

    fn shell_input(&self, tool: &Tool, command: &str) -> Input {
        Input::Json(arguments(tool, |name, schema| {
            let value = match name.to_ascii_lowercase().as_str() {
                "command" | "cmd" if schema["type"] == "array" => json!(["bash", "-lc", command]),
                "command" | "cmd" => command.into(),
                "description" => "Show that the command runs.".into(),
                "dir_path" | "directory" | "workdir" | "cwd" => self.dir().into(),
                _ => return None,
            };
            Some(value)
        }))
    }
}

/// The first tool, in the order of `names`, that the agent declares
/// (names compared without case).
fn pick<'t>(tools: &'t [Tool], names: &[&str]) -> Option<&'t Tool> {
    names
        .iter()
        .find_map(|name| tools.iter().find(|t| t.name.eq_ignore_ascii_case(name)))
}

fn is_path(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    name.contains("path") && !name.contains("dir") && name != "paths"
}

/// Each line of `text` after `sign` (a patch's removed or added lines).
fn prefixed(sign: char, text: &str) -> String {
    text.lines().map(|line| format!("{sign}{line}\n")).collect()
}

/// The arguments of a call to `tool`: each declared parameter that `value`
/// gives a value, and every other required one a value of its type.
fn arguments(tool: &Tool, value: impl Fn(&str, &Value) -> Option<Value>) -> Value {
    let schema = &tool.parameters;
    let required: Vec<&str> = schema["required"]
        .as_array()
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut arguments = Map::new();
    for (name, property) in schema["properties"].as_object().into_iter().flatten() {
        if let Some(v) = value(name, property) {
            arguments.insert(name.clone(), v);
        } else if required.contains(&name.as_str()) {
            arguments.insert(name.clone(), sample(property));
        }
    }
    Value::Object(arguments)
}

/// A value that fits `schema`: its required properties (all of them when it
/// names none) with values of their types. Type names are read without case
/// (Gemini's schemas say `OBJECT`, `STRING`).
pub fn sample(schema: &Value) -> Value {
    if let Some(first) = schema["enum"].as_array().and_then(|e| e.first()) {
        return first.clone();
    }
    let kind = match &schema["type"] {
        Value::String(kind) => kind.to_ascii_lowercase(),
        // A list of types: the first one.
        Value::Array(kinds) => kinds
            .first()
            .and_then(Value::as_str)
            .unwrap_or("string")
            .to_ascii_lowercase(),
        _ if schema["properties"].is_object() => "object".to_owned(),
        _ => "string".to_owned(),
    };
    match kind.as_str() {
        "object" => {
            let properties = schema["properties"].as_object();
            let required: Option<Vec<&str>> = schema["required"]
                .as_array()
                .map(|r| r.iter().filter_map(Value::as_str).collect());
            let mut object = Map::new();
            for (name, property) in properties.into_iter().flatten() {
                if required.as_ref().is_none_or(|r| r.contains(&name.as_str())) {
                    object.insert(name.clone(), sample(property));
                }
            }
            Value::Object(object)
        }
        "integer" | "number" => json!(1),
        "boolean" => json!(false),
        "array" => json!([]),
        "null" => Value::Null,
        _ => json!("scripted"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tool(name: &str, parameters: Value) -> Tool {
        Tool {
            name: name.to_owned(),
            parameters,
            freeform: false,
        }
    }

    #[test]
    fn a_schema_sample_fits_the_schema() {
        let schema = json!({"type": "OBJECT", "properties": {
            "complexity_reasoning": {"type": "STRING"},
            "complexity_score": {"type": "INTEGER"},
            "extra": {"type": "BOOLEAN"},
        }, "required": ["complexity_reasoning", "complexity_score"]});
        assert_eq!(
            sample(&schema),
            json!({"complexity_reasoning": "scripted", "complexity_score": 1})
        );
    }
}
