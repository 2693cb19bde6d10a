//! Decoding helpers used by the generated code.
//!
//! The schema marks fields with `x-deserialize-default-on-error` (a value that does
//! not decode becomes the default), `x-deserialize-default-on-null` and
//! `x-deserialize-skip-invalid-items` (array items that do not decode are dropped),
//! so that one bad optional field from a newer or sloppier peer does not fail a
//! whole message. Each helper decodes into an `Option`; the generated field code
//! supplies the default.

use serde::de::{DeserializeOwned, Error as _, Visitor};
use serde::{Deserialize, Deserializer};
use serde_json::{Map, Value};

/// `default-on-error`: any value that does not decode as `T` becomes `None`.
pub(crate) fn or_none<'de, D: Deserializer<'de>, T: DeserializeOwned>(
    d: D,
) -> Result<Option<T>, D::Error> {
    Ok(Option::<T>::deserialize(Value::deserialize(d)?).unwrap_or(None))
}

/// `default-on-null`: `null` becomes `None`; other values must decode.
pub(crate) fn null_as_none<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::deserialize(d)
}

/// `skip-invalid-items`: an array whose items that do not decode are dropped.
/// (Unused by the current v1 schema, which pairs it with `default-on-error`.)
#[allow(dead_code)]
pub(crate) fn items<'de, D: Deserializer<'de>, T: DeserializeOwned>(
    d: D,
) -> Result<Option<Vec<T>>, D::Error> {
    match Option::<Vec<Value>>::deserialize(d)? {
        Some(items) => Ok(Some(keep_valid(items))),
        None => Ok(None),
    }
}

/// `skip-invalid-items` and `default-on-error`: as [`items`], and anything but an
/// array becomes `None`.
pub(crate) fn items_or_none<'de, D: Deserializer<'de>, T: DeserializeOwned>(
    d: D,
) -> Result<Option<Vec<T>>, D::Error> {
    match Value::deserialize(d)? {
        Value::Array(items) => Ok(Some(keep_valid(items))),
        _ => Ok(None),
    }
}

fn keep_valid<T: DeserializeOwned>(items: Vec<Value>) -> Vec<T> {
    items
        .into_iter()
        .filter_map(|item| T::deserialize(item).ok())
        .collect()
}

/// Decodes one variant of a tagged union from the object that carried the tag.
/// `context` (e.g. ``sessionUpdate `tool_call`: ``) prefixes the error.
pub(crate) fn from_map<T: DeserializeOwned, E: serde::de::Error>(
    map: Map<String, Value>,
    context: &str,
) -> Result<T, E> {
    T::deserialize(Value::Object(map)).map_err(|e| E::custom(format_args!("{context}{e}")))
}

/// Decodes a string enum without allocating for known values.
pub(crate) fn string_enum<'de, D: Deserializer<'de>, T>(
    d: D,
    from: fn(&str) -> T,
) -> Result<T, D::Error> {
    struct StrVisitor<T>(fn(&str) -> T);
    impl<T> Visitor<'_> for StrVisitor<T> {
        type Value = T;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a string")
        }
        fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<T, E> {
            Ok((self.0)(v))
        }
    }
    d.deserialize_str(StrVisitor(from))
        .map_err(D::Error::custom)
}
