//! OpenAI Chat Completions (`POST /v1/chat/completions`), as qwen-code and
//! opencode speak it: function tools, results in `tool` messages, and a
//! stream of `chat.completion.chunk`s whose tool call arrives as `tool_calls`
//! deltas (its arguments in two pieces, as models stream them), then
//! `[DONE]`.

use serde_json::{json, Value};

use super::script::{Asked, Reply, Tool};
use super::{halves, list, Event, WireFormat};

pub struct ChatCompletions;

impl WireFormat for ChatCompletions {
    fn asked(&self, body: &Value) -> Asked {
        let tools = list(&body["tools"])
            .filter_map(|tool| {
                let function = &tool["function"];
                Some(Tool {
                    name: function["name"].as_str()?.to_owned(),
                    parameters: function["parameters"].clone(),
                    freeform: false,
                })
            })
            .collect();
        let results = list(&body["messages"])
            .filter(|message| message["role"] == "tool")
            .map(|message| message["content"].clone())
            .collect();
        let format = &body["response_format"];
        let json_schema = match format["type"].as_str() {
            Some("json_schema") => Some(format["json_schema"]["schema"].clone()),
            Some("json_object") => Some(json!({"type": "object"})),
            _ => None,
        };
        Asked {
            tools,
            results,
            json_schema,
        }
    }

    fn events(&self, reply: &Reply) -> Vec<Event> {
        let mut events = self.opening(&reply.text);
        let finish = match &reply.call {
            Some(call) => {
                let arguments = call.input.text();
                let (first, second) = halves(&arguments);
                events.push(chunk(
                    json!({"tool_calls": [{"index": 0, "id": call.id, "type": "function",
                        "function": {"name": call.name, "arguments": first}}]}),
                    None,
                ));
                events.push(chunk(
                    json!({"tool_calls": [{"index": 0, "function": {"arguments": second}}]}),
                    None,
                ));
                "tool_calls"
            }
            None => "stop",
        };
        events.push(chunk(json!({}), Some(finish)));
        let mut usage = completion(json!([]));
        usage["usage"] = json!({"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2});
        events.push(Event::data(usage));
        events.push(Event {
            name: None,
            data: "[DONE]".to_owned(),
        });
        events
    }

    fn opening(&self, text: &str) -> Vec<Event> {
        vec![chunk(json!({"role": "assistant", "content": text}), None)]
    }

    fn whole(&self, reply: &Reply) -> Value {
        let mut message = json!({"role": "assistant", "content": reply.text});
        let finish = match &reply.call {
            Some(call) => {
                message["tool_calls"] = json!([{"id": call.id, "type": "function",
                    "function": {"name": call.name, "arguments": call.input.text()}}]);
                "tool_calls"
            }
            None => "stop",
        };
        let mut whole =
            completion(json!([{"index": 0, "message": message, "finish_reason": finish}]));
        whole["object"] = json!("chat.completion");
        whole["usage"] = json!({"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2});
        whole
    }
}

fn completion(choices: Value) -> Value {
    json!({"id": "chatcmpl-scripted", "object": "chat.completion.chunk", "created": 0,
           "model": "scripted", "choices": choices})
}

fn chunk(delta: Value, finish: Option<&str>) -> Event {
    Event::data(completion(
        json!([{"index": 0, "delta": delta, "finish_reason": finish}]),
    ))
}
