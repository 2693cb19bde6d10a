//! Which parts of a message carry secrets: what logs and recordings of the wire
//! hide (the `acp` crate's `acp::redact`, behind `Config::log_messages` and
//! `acp trace`).
//!
//! The schema has no keyword for a secret; it names the carriers by type, and
//! those names are written down here, once:
//!
//! - [`PAIR_TYPES`]: `EnvVariable` and `HttpHeader`, the name/value pairs a
//!   client hands an agent for the processes and servers it starts (MCP servers,
//!   terminals, terminal sign-in); API keys and bearer tokens travel in their
//!   values. Every property holding such pairs (`env`, `headers`) is found by
//!   walking the schema; the pair's `name` is kept, the rest hidden.
//! - [`AUTH_METHOD_ID`]: a request whose params choose an authentication method
//!   (`authenticate`, v2's `auth/login`) is a sign-in; whatever else its params
//!   carry (`_meta`, properties the schema does not know) may be a credential.
//!   The fields holding the method id are kept, the rest hidden.
//!
//! [`Secrets::of`] reads a set of schemas and fails when none of them has one of
//! these types (a renamed carrier must not leave secrets in logs unnoticed);
//! [`crate::generate_secrets`] turns the result into the runtime's table.

use std::collections::{BTreeMap, BTreeSet};

use crate::error::Error;
use crate::methods::MethodKind;
use crate::model::{Field, Payload, Protocol, Shape, Ty, TypeDef};
use crate::schemas::Schema;

/// The name/value pairs whose values are secrets.
pub const PAIR_TYPES: [&str; 2] = ["EnvVariable", "HttpHeader"];

/// The field of a pair that names it, and is kept.
pub const PAIR_NAME: &str = "name";

/// The id of an authentication method: a request whose params hold one signs in.
pub const AUTH_METHOD_ID: &str = "AuthMethodId";

/// What a part of a message keeps when its secrets are hidden, and where the
/// schemas have it.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Hidden {
    /// The fields whose strings are kept (`name`, `methodId`); every other
    /// string below the part is hidden.
    pub keep: BTreeSet<String>,
    /// The carrier types it holds (`EnvVariable`).
    pub types: BTreeSet<String>,
    /// The schema properties it was read from (`McpServerStdio.env`).
    pub found_in: BTreeSet<String>,
}

/// The secret-bearing parts of the messages of one or more schemas.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Secrets {
    /// Properties (by wire name) holding secret pairs, one or a list of them.
    pub pair_fields: BTreeMap<String, Hidden>,
    /// Requests (by method name) whose params are sign-in data.
    pub sign_in_requests: BTreeMap<String, Hidden>,
}

impl Secrets {
    /// The union of what `schemas` say; an error when one of the carrier types
    /// appears in none of them, or has an unexpected shape.
    pub fn of(schemas: &[Schema]) -> Result<Secrets, Error> {
        let mut all = Secrets::default();
        for schema in schemas {
            let protocol = Protocol::from_json(schema.json)
                .map_err(|e| Error::new(schema.source, e.to_string()))?;
            all.merge(Secrets::read(&protocol).map_err(|e| e.at(schema.source))?);
        }
        let missing = |what: &str| {
            Error::new(
                "(root)",
                format!(
                    "no schema has {what}, so logs could not hide its secrets; \
                     if the schema renamed it, update `acp_codegen::secrets`"
                ),
            )
        };
        for pair in PAIR_TYPES {
            if !all.pair_fields.values().any(|h| h.types.contains(pair)) {
                return Err(missing(&format!("a property holding `{pair}`")));
            }
        }
        if all.sign_in_requests.is_empty() {
            return Err(missing(&format!(
                "a request choosing an `{AUTH_METHOD_ID}`"
            )));
        }
        Ok(all)
    }

    /// What one schema says. A schema lacking a carrier type has nothing for it.
    pub fn read(protocol: &Protocol) -> Result<Secrets, Error> {
        let mut secrets = Secrets::default();
        for pair in PAIR_TYPES {
            let Some(def) = protocol.get(pair) else {
                continue;
            };
            let has_name = struct_fields(def).is_some_and(|fields| {
                fields
                    .iter()
                    .any(|f| f.wire == PAIR_NAME && f.ty == Ty::String)
            });
            if !has_name {
                return Err(Error::new(
                    pair,
                    format!("a secret pair needs a string `{PAIR_NAME}` field"),
                ));
            }
            for (owner, field) in all_fields(protocol) {
                if holds(&field.ty, pair) {
                    let hidden = secrets.pair_fields.entry(field.wire.clone()).or_default();
                    hidden.keep.insert(PAIR_NAME.to_owned());
                    hidden.types.insert(pair.to_owned());
                    hidden.found_in.insert(format!("{owner}.{}", field.wire));
                }
            }
        }
        for method in &protocol.methods {
            if method.kind != MethodKind::Request {
                continue;
            }
            let Some(fields) = protocol.get(&method.params).and_then(struct_fields) else {
                continue;
            };
            let ids: Vec<&Field> = fields
                .iter()
                .filter(|f| f.ty == Ty::Ref(AUTH_METHOD_ID.to_owned()))
                .collect();
            if ids.is_empty() {
                continue;
            }
            let hidden = secrets
                .sign_in_requests
                .entry(method.name.clone())
                .or_default();
            hidden.keep.extend(ids.iter().map(|f| f.wire.clone()));
            hidden.types.insert(AUTH_METHOD_ID.to_owned());
            hidden
                .found_in
                .extend(ids.iter().map(|f| format!("{}.{}", method.params, f.wire)));
        }
        Ok(secrets)
    }

    /// Adds what `other` found.
    pub fn merge(&mut self, other: Secrets) {
        for (mine, theirs) in [
            (&mut self.pair_fields, other.pair_fields),
            (&mut self.sign_in_requests, other.sign_in_requests),
        ] {
            for (key, hidden) in theirs {
                let entry = mine.entry(key).or_default();
                entry.keep.extend(hidden.keep);
                entry.types.extend(hidden.types);
                entry.found_in.extend(hidden.found_in);
            }
        }
    }
}

fn struct_fields(def: &TypeDef) -> Option<&[Field]> {
    match &def.shape {
        Shape::Struct(s) => Some(&s.fields),
        _ => None,
    }
}

/// Every property of every type, with the name of the type it belongs to: struct
/// fields, those of a union flattened into a struct, and fields written inline
/// in union branches.
fn all_fields(protocol: &Protocol) -> Vec<(&str, &Field)> {
    fn of_def<'p>(def: &'p TypeDef, owner: &'p str, out: &mut Vec<(&'p str, &'p Field)>) {
        let variants = match &def.shape {
            Shape::Struct(s) => {
                out.extend(s.fields.iter().map(|f| (owner, f)));
                if let Some(flat) = &s.flatten {
                    of_def(flat, owner, out);
                }
                return;
            }
            Shape::Tagged(t) => &t.variants,
            Shape::Untagged(u) => &u.variants,
            _ => return,
        };
        for variant in variants {
            if let Payload::Fields(fields) = &variant.payload {
                out.extend(fields.iter().map(|f| (owner, f)));
            }
        }
    }
    let mut out = vec![];
    for def in &protocol.types {
        of_def(def, &def.name, &mut out);
    }
    out
}

/// Whether a value of `ty` is, or is a list or map of, the type `name`.
fn holds(ty: &Ty, name: &str) -> bool {
    match ty {
        Ty::Ref(r) => r == name,
        Ty::Vec(inner) | Ty::Map(inner) => holds(inner, name),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn protocol(defs: serde_json::Value) -> Protocol {
        Protocol::from_schema(&json!({ "$defs": defs })).unwrap()
    }

    #[test]
    fn pairs_and_sign_in_requests_are_found_wherever_they_are_used() {
        let pair = json!({"type": "object", "properties": {
            "name": {"type": "string"}, "value": {"type": "string"}}, "required": ["name", "value"]});
        let secrets = Secrets::read(&protocol(json!({
            "EnvVariable": pair,
            "AuthMethodId": {"type": "string"},
            "Server": {"type": "object", "properties": {
                "env": {"type": "array", "items": {"$ref": "#/$defs/EnvVariable"}},
                "args": {"type": "array", "items": {"type": "string"}}}},
            "SignInRequest": {"type": "object", "x-side": "agent", "x-method": "sign_in",
                "properties": {"methodId": {"$ref": "#/$defs/AuthMethodId"}}},
            "SignInResponse": {"type": "object", "x-side": "agent", "x-method": "sign_in",
                "properties": {}},
        })))
        .unwrap();
        let env = &secrets.pair_fields["env"];
        assert_eq!(env.keep, BTreeSet::from(["name".to_owned()]));
        assert!(env.found_in.contains("Server.env"));
        assert_eq!(secrets.pair_fields.len(), 1, "{secrets:?}");
        assert_eq!(
            secrets.sign_in_requests["sign_in"].keep,
            BTreeSet::from(["methodId".to_owned()])
        );
    }

    #[test]
    fn a_pair_without_a_name_is_refused() {
        let defs =
            json!({"HttpHeader": {"type": "object", "properties": {"value": {"type": "string"}}}});
        let error = Secrets::read(&protocol(defs)).unwrap_err();
        assert_eq!(error.location, "HttpHeader");
    }

    #[test]
    fn the_published_schemas_name_every_carrier() {
        let schemas: Vec<_> = crate::modules::all().iter().map(|m| m.schema).collect();
        let secrets = Secrets::of(&schemas).unwrap();
        assert_eq!(
            secrets.pair_fields.keys().collect::<Vec<_>>(),
            ["env", "headers"]
        );
        assert_eq!(
            secrets.sign_in_requests.keys().collect::<Vec<_>>(),
            ["auth/login", "authenticate"]
        );
        // Without the schemas that have them, the carriers are missing.
        let no_pairs = Secrets::of(&[]).unwrap_err();
        assert!(no_pairs.message.contains("EnvVariable"), "{no_pairs}");
    }
}
