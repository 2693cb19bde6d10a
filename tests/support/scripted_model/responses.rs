//! OpenAI Responses (`POST /v1/responses`), as codex speaks it: tools are
//! `function` tools (JSON arguments) or `custom` ones (free text, such as
//! `apply_patch`); tool results come back as `function_call_output` and
//! `custom_tool_call_output` items of the input. The stream is named events
//! ending with `response.completed`, which codex waits for.

use serde_json::{json, Value};

use super::script::{Asked, Input, Reply, Tool};
use super::{list, Event, WireFormat};

pub struct Responses;

impl WireFormat for Responses {
    fn asked(&self, body: &Value) -> Asked {
        let tools = list(&body["tools"])
            .filter_map(|tool| {
                let freeform = match tool["type"].as_str()? {
                    "function" => false,
                    "custom" => true,
                    _ => return None,
                };
                Some(Tool {
                    name: tool["name"].as_str()?.to_owned(),
                    parameters: tool["parameters"].clone(),
                    freeform,
                })
            })
            .collect();
        let results = list(&body["input"])
            .filter(|item| {
                matches!(
                    item["type"].as_str(),
                    Some("function_call_output" | "custom_tool_call_output")
                )
            })
            .map(|item| item["output"].clone())
            .collect();
        let format = &body["text"]["format"];
        let json_schema = (format["type"] == "json_schema").then(|| format["schema"].clone());
        Asked {
            tools,
            results,
            json_schema,
        }
    }

    fn events(&self, reply: &Reply) -> Vec<Event> {
        let mut events = self.opening(&reply.text);
        for item in output(reply) {
            events.push(Event::named(
                "response.output_item.done",
                json!({"type": "response.output_item.done", "item": item}),
            ));
        }
        events.push(Event::named(
            "response.completed",
            json!({"type": "response.completed", "response": {"id": "resp-scripted", "usage": usage()}}),
        ));
        events
    }

    fn opening(&self, text: &str) -> Vec<Event> {
        let message =
            json!({"type": "message", "role": "assistant", "id": "msg-scripted", "content": []});
        vec![
            Event::named(
                "response.created",
                json!({"type": "response.created", "response": {"id": "resp-scripted"}}),
            ),
            // codex streams the text of an item it was told of.
            Event::named(
                "response.output_item.added",
                json!({"type": "response.output_item.added", "output_index": 0, "item": message}),
            ),
            Event::named(
                "response.output_text.delta",
                json!({"type": "response.output_text.delta", "item_id": "msg-scripted", "delta": text}),
            ),
        ]
    }

    fn whole(&self, reply: &Reply) -> Value {
        json!({"id": "resp-scripted", "object": "response", "status": "completed",
               "output": output(reply), "usage": usage()})
    }
}

/// The reply's output items: its message, then its call.
fn output(reply: &Reply) -> Vec<Value> {
    let mut output = vec![json!({
        "type": "message", "role": "assistant", "id": "msg-scripted",
        "content": [{"type": "output_text", "text": reply.text}],
    })];
    if let Some(call) = &reply.call {
        output.push(match &call.input {
            Input::Freeform(text) => json!({
                "type": "custom_tool_call", "name": call.name, "input": text, "call_id": call.id,
            }),
            Input::Json(_) => json!({
                "type": "function_call", "name": call.name,
                "arguments": call.input.text(), "call_id": call.id,
            }),
        });
    }
    output
}

fn usage() -> Value {
    json!({"input_tokens": 1, "input_tokens_details": null, "output_tokens": 1,
           "output_tokens_details": null, "total_tokens": 2})
}
