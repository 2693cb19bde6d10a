//! Where ACP carries W3C trace context: the spec reserves three `_meta` keys
//! for it, `traceparent`, `tracestate` and `baggage` (see the extensibility
//! page; the schema itself does not name them). Every generated protocol
//! module's `CONVENTIONS` names them, so the connection records them on a
//! request's span and carries them onto the calls its handler makes.

/// The params field and its keys that carry trace context in ACP.
pub(crate) const TRACE_CONTEXT: (&str, &[&str]) =
    ("_meta", &["traceparent", "tracestate", "baggage"]);

#[cfg(test)]
mod tests {
    #[test]
    fn the_generated_conventions_carry_the_reserved_meta_keys() {
        assert_eq!(
            crate::v1::CONVENTIONS.trace_context(),
            Some(("_meta", &["traceparent", "tracestate", "baggage"][..]))
        );
        assert_eq!(
            crate::connection::Conventions::JSON_RPC.trace_context(),
            None
        );
    }
}
