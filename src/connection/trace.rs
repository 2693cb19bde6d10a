//! W3C trace context across the editor-agent boundary.
//!
//! The spec reserves three `_meta` keys for it: `traceparent`, `tracestate` and
//! `baggage` (see the extensibility page; the schema itself does not name them).
//! When an incoming request carries them, they are recorded on the request's
//! tracing span and, while its handler runs, added to the `_meta` of every call
//! the handler makes to the peer that does not set them itself. A trace started in
//! the editor thus continues through the agent and back.

use serde_json::{Map, Value};

/// The `_meta` keys the spec reserves for trace context.
const TRACE_KEYS: [&str; 3] = ["traceparent", "tracestate", "baggage"];

/// The trace-context entries of one incoming request.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct TraceContext(Map<String, Value>);

impl TraceContext {
    /// Reads the reserved keys from params' `_meta`, if any are there.
    pub(crate) fn from_params(params: &str) -> Option<TraceContext> {
        // Cheap pre-check: most messages carry no trace context.
        if !TRACE_KEYS.iter().any(|k| params.contains(k)) {
            return None;
        }
        #[derive(serde::Deserialize)]
        struct WithMeta {
            #[serde(rename = "_meta")]
            meta: Option<Map<String, Value>>,
        }
        let meta = serde_json::from_str::<WithMeta>(params).ok()?.meta?;
        let found: Map<String, Value> = TRACE_KEYS
            .iter()
            .filter_map(|k| Some((k.to_string(), meta.get(*k)?.clone())))
            .collect();
        (!found.is_empty()).then_some(TraceContext(found))
    }

    /// The `traceparent` value, for the span.
    pub(crate) fn traceparent(&self) -> Option<&str> {
        self.0.get("traceparent").and_then(Value::as_str)
    }

    /// The context of the request whose handler is running on this task, if any.
    pub(crate) fn current() -> Option<TraceContext> {
        CURRENT.try_with(Clone::clone).ok().flatten()
    }

    /// Runs `fut` with this context as [`TraceContext::current`].
    pub(crate) async fn scope<F: std::future::Future>(
        context: Option<TraceContext>,
        fut: F,
    ) -> F::Output {
        CURRENT.scope(context, fut).await
    }

    /// Adds the entries missing from the `_meta` of `params` (an object).
    pub(crate) fn inject(&self, params: &mut Value) {
        let Value::Object(object) = params else {
            return;
        };
        let meta = object
            .entry("_meta")
            .or_insert_with(|| Value::Object(Map::new()));
        if meta.is_null() {
            *meta = Value::Object(Map::new());
        }
        if let Value::Object(meta) = meta {
            for (k, v) in &self.0 {
                meta.entry(k.clone()).or_insert_with(|| v.clone());
            }
        }
    }
}

tokio::task_local! {
    static CURRENT: Option<TraceContext>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_and_injects_the_reserved_keys() {
        let ctx = TraceContext::from_params(
            r#"{"sessionId":"s","_meta":{"traceparent":"00-ab-cd-01","other":1}}"#,
        )
        .unwrap();
        assert_eq!(ctx.traceparent(), Some("00-ab-cd-01"));
        assert!(TraceContext::from_params(r#"{"sessionId":"s"}"#).is_none());
        let mut params = json!({"path": "/a", "_meta": {"tracestate": "mine"}});
        ctx.inject(&mut params);
        assert_eq!(
            params["_meta"],
            json!({"tracestate": "mine", "traceparent": "00-ab-cd-01"})
        );
    }
}
