//! Anthropic Messages (`POST /v1/messages`), as Claude Code speaks it: tools
//! with an `input_schema`, results in `tool_result` blocks of user messages,
//! JSON answers asked with `output_config.format`. The stream is
//! `message_start`, a text block, a `tool_use` block whose input arrives as
//! `input_json_delta`s, then `message_delta` with the stop reason and
//! `message_stop`.

use serde_json::{json, Value};

use super::script::{Asked, Reply, Tool};
use super::{halves, list, Event, WireFormat};

pub struct Messages;

impl WireFormat for Messages {
    fn asked(&self, body: &Value) -> Asked {
        let tools = list(&body["tools"])
            .filter_map(|tool| {
                Some(Tool {
                    name: tool["name"].as_str()?.to_owned(),
                    parameters: tool["input_schema"].clone(),
                    freeform: false,
                })
            })
            .collect();
        let results = list(&body["messages"])
            .flat_map(|message| list(&message["content"]))
            .filter(|block| block["type"] == "tool_result")
            .map(|block| block["content"].clone())
            .collect();
        let format = &body["output_config"]["format"];
        let json_schema = (format["type"] == "json_schema").then(|| format["schema"].clone());
        Asked {
            tools,
            results,
            json_schema,
        }
    }

    fn events(&self, reply: &Reply) -> Vec<Event> {
        let mut events = self.opening(&reply.text);
        events.push(Event::named(
            "content_block_stop",
            json!({"type": "content_block_stop", "index": 0}),
        ));
        if let Some(call) = &reply.call {
            let input = call.input.text();
            events.push(Event::named(
                "content_block_start",
                json!({"type": "content_block_start", "index": 1, "content_block":
                    {"type": "tool_use", "id": call.id, "name": call.name, "input": {}}}),
            ));
            for piece in <[&str; 2]>::from(halves(&input)) {
                events.push(Event::named(
                    "content_block_delta",
                    json!({"type": "content_block_delta", "index": 1, "delta":
                        {"type": "input_json_delta", "partial_json": piece}}),
                ));
            }
            events.push(Event::named(
                "content_block_stop",
                json!({"type": "content_block_stop", "index": 1}),
            ));
        }
        events.push(Event::named(
            "message_delta",
            json!({"type": "message_delta", "delta": {"stop_reason": stop_reason(reply), "stop_sequence": null},
                   "usage": {"output_tokens": 1}}),
        ));
        events.push(Event::named(
            "message_stop",
            json!({"type": "message_stop"}),
        ));
        events
    }

    fn opening(&self, text: &str) -> Vec<Event> {
        let mut message = whole_message(&[]);
        message["stop_reason"] = Value::Null;
        vec![
            Event::named(
                "message_start",
                json!({"type": "message_start", "message": message}),
            ),
            Event::named(
                "content_block_start",
                json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}),
            ),
            Event::named(
                "content_block_delta",
                json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}}),
            ),
        ]
    }

    fn whole(&self, reply: &Reply) -> Value {
        let mut content = vec![json!({"type": "text", "text": reply.text})];
        if let Some(call) = &reply.call {
            content.push(json!({"type": "tool_use", "id": call.id, "name": call.name, "input": call.input.value()}));
        }
        let mut message = whole_message(&content);
        message["stop_reason"] = json!(stop_reason(reply));
        message
    }
}

fn stop_reason(reply: &Reply) -> &'static str {
    if reply.call.is_some() {
        "tool_use"
    } else {
        "end_turn"
    }
}

fn whole_message(content: &[Value]) -> Value {
    json!({"id": "msg_scripted", "type": "message", "role": "assistant", "model": "scripted",
           "content": content, "stop_reason": "end_turn", "stop_sequence": null,
           "usage": {"input_tokens": 1, "output_tokens": 1}})
}
