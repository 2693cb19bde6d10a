//! Gemini (`POST /v1beta/models/MODEL:streamGenerateContent?alt=sse`, and
//! `:generateContent` unstreamed), as gemini-cli speaks it: function
//! declarations, results as `functionResponse` parts, JSON answers asked
//! with `generationConfig.responseJsonSchema` (its model router asks for a
//! complexity score that way before each prompt, and retries for a long
//! while when the answer is not JSON). The stream is one candidate per part,
//! the last with its `finishReason`.

use serde_json::{json, Value};

use super::script::{Asked, Reply, Tool};
use super::{list, Event, WireFormat};

pub struct Gemini;

impl WireFormat for Gemini {
    fn asked(&self, body: &Value) -> Asked {
        let tools = list(&body["tools"])
            .flat_map(|tool| list(&tool["functionDeclarations"]))
            .filter_map(|function| {
                let parameters = match &function["parametersJsonSchema"] {
                    Value::Null => function["parameters"].clone(),
                    schema => schema.clone(),
                };
                Some(Tool {
                    name: function["name"].as_str()?.to_owned(),
                    parameters,
                    freeform: false,
                })
            })
            .collect();
        let results = list(&body["contents"])
            .flat_map(|content| list(&content["parts"]))
            .filter_map(|part| part.get("functionResponse").cloned())
            .collect();
        let config = &body["generationConfig"];
        let json_schema = match (&config["responseJsonSchema"], &config["responseSchema"]) {
            (Value::Null, Value::Null) if config["responseMimeType"] == "application/json" => {
                Some(json!({"type": "object"}))
            }
            (Value::Null, Value::Null) => None,
            (Value::Null, schema) | (schema, _) => Some(schema.clone()),
        };
        Asked {
            tools,
            results,
            json_schema,
        }
    }

    fn events(&self, reply: &Reply) -> Vec<Event> {
        let parts = parts(reply);
        let last = parts.len() - 1;
        parts
            .into_iter()
            .enumerate()
            .map(|(i, part)| Event::data(candidate(vec![part], i == last)))
            .collect()
    }

    fn opening(&self, text: &str) -> Vec<Event> {
        vec![Event::data(candidate(vec![json!({"text": text})], false))]
    }

    fn whole(&self, reply: &Reply) -> Value {
        candidate(parts(reply), true)
    }
}

fn parts(reply: &Reply) -> Vec<Value> {
    let mut parts = vec![json!({"text": reply.text})];
    if let Some(call) = &reply.call {
        parts.push(
            json!({"functionCall": {"id": call.id, "name": call.name, "args": call.input.value()}}),
        );
    }
    parts
}

/// A response with one candidate made of `parts`; the last one of a stream
/// carries the finish reason and the usage.
fn candidate(parts: Vec<Value>, last: bool) -> Value {
    let mut candidate = json!({"content": {"role": "model", "parts": parts}, "index": 0});
    let mut response = json!({});
    if last {
        candidate["finishReason"] = json!("STOP");
        response["usageMetadata"] =
            json!({"promptTokenCount": 1, "candidatesTokenCount": 1, "totalTokenCount": 2});
    }
    response["candidates"] = json!([candidate]);
    response
}
