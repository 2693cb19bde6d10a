//! W3C trace context carried from a request to the calls its handler makes.
//!
//! Where a protocol puts trace context in params is one of its
//! [`Conventions`](super::Conventions): an object field and the keys of it
//! (for ACP, the peer layer's `peer/trace.rs`). When an incoming request carries
//! any of them, its `traceparent` is recorded on the request's tracing span and,
//! while its handler runs, the entries are added to that field of every call the
//! handler makes that does not set them itself. A trace started on one side thus
//! continues through the other and back.

use std::collections::HashMap;

use serde_json::value::RawValue;
use serde_json::{Map, Value};

/// The trace-context entries of one incoming request, and the params field
/// that carries them.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct TraceContext {
    field: &'static str,
    entries: Map<String, Value>,
}

impl TraceContext {
    /// Reads `keys` from the `field` object of `params`, if any are there.
    pub(crate) fn from_params(
        (field, keys): (&'static str, &'static [&'static str]),
        params: &str,
    ) -> Option<TraceContext> {
        // Cheap pre-check: most messages carry no trace context.
        if !keys.iter().any(|k| params.contains(k)) {
            return None;
        }
        // The other fields stay unparsed: params can be large (a prompt).
        let object: HashMap<String, &RawValue> = serde_json::from_str(params).ok()?;
        let carrier: Map<String, Value> = serde_json::from_str(object.get(field)?.get()).ok()?;
        let entries: Map<String, Value> = keys
            .iter()
            .filter_map(|k| Some((k.to_string(), carrier.get(*k)?.clone())))
            .collect();
        (!entries.is_empty()).then_some(TraceContext { field, entries })
    }

    /// The `traceparent` value, for the span.
    pub(crate) fn traceparent(&self) -> Option<&str> {
        self.entries.get("traceparent").and_then(Value::as_str)
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

    /// Adds the entries missing from the carrying field of `params` (an object).
    pub(crate) fn inject(&self, params: &mut Value) {
        let Value::Object(object) = params else {
            return;
        };
        let carrier = object
            .entry(self.field)
            .or_insert_with(|| Value::Object(Map::new()));
        if carrier.is_null() {
            *carrier = Value::Object(Map::new());
        }
        if let Value::Object(carrier) = carrier {
            for (k, v) in &self.entries {
                carrier.entry(k.clone()).or_insert_with(|| v.clone());
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

    const CARRIER: (&str, &[&str]) = ("ctx", &["traceparent", "baggage"]);

    #[test]
    fn reads_and_injects_the_named_keys_of_the_named_field() {
        let ctx = TraceContext::from_params(
            CARRIER,
            r#"{"sessionId":"s","ctx":{"traceparent":"00-ab-cd-01","other":1}}"#,
        )
        .unwrap();
        assert_eq!(ctx.traceparent(), Some("00-ab-cd-01"));
        assert!(TraceContext::from_params(CARRIER, r#"{"sessionId":"s"}"#).is_none());
        // Keys elsewhere than in the named field are not trace context.
        assert!(TraceContext::from_params(CARRIER, r#"{"_meta":{"traceparent":"t"}}"#).is_none());
        let mut params = json!({"path": "/a", "ctx": {"baggage": "mine"}});
        ctx.inject(&mut params);
        assert_eq!(
            params["ctx"],
            json!({"baggage": "mine", "traceparent": "00-ab-cd-01"})
        );
    }
}
