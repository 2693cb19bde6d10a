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
#[allow(dead_code)] // older schemas have no such field
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

// Fields whose explicit `null` is not absence (`nulls.rs` of acp-codegen): declared
// `Option<Option<T>>` with `#[serde(default)]`, so an absent field is `None`; serde
// calls these only for a field that is present, where `null` is `Some(None)`. Not
// every schema built has each kind of such field (the stable v1 schema has only
// lenient ones), hence the `allow(dead_code)`s.

/// A field whose `null` is not absence: `null` becomes `Some(None)`, a value
/// `Some(Some(value))`; other values fail.
#[allow(dead_code)]
pub(crate) fn patch<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}

/// As [`patch`], and `default-on-error`: a value that does not decode counts as
/// absent (`None`), never as the `null` that would clear a stored value.
#[allow(dead_code)]
pub(crate) fn patch_or_none<'de, D: Deserializer<'de>, T: DeserializeOwned>(
    d: D,
) -> Result<Option<Option<T>>, D::Error> {
    Ok(match Value::deserialize(d)? {
        Value::Null => Some(None),
        value => T::deserialize(value).ok().map(Some),
    })
}

/// As [`patch_or_none`] for an array whose items that do not decode are dropped
/// (`skip-invalid-items`).
#[allow(dead_code)]
pub(crate) fn patch_items_or_none<'de, D: Deserializer<'de>, T: DeserializeOwned>(
    d: D,
) -> Result<Option<Option<Vec<T>>>, D::Error> {
    Ok(match Value::deserialize(d)? {
        Value::Null => Some(None),
        Value::Array(items) => Some(Some(keep_valid(items))),
        _ => None,
    })
}

/// A JSON value whose `null` is data: a present `null` is `Some(Value::Null)`
/// (serde's `Option` would make it `None`, as if absent).
#[allow(dead_code)]
pub(crate) fn keep_null<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(d).map(Some)
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

/// Objects told apart by a tag property, decoded without buffering when the tag
/// comes first (as every known serializer writes it); otherwise the object is
/// buffered and [`Tagged::from_map`] decides. Implemented by the generated unions.
pub(crate) trait Tagged: Sized {
    /// The tag property.
    const TAG: &'static str;
    /// Whether `tag` names a known variant.
    fn is_known(tag: &str) -> bool;
    /// Decodes the known variant `tag` from the object's other properties.
    fn decode_variant<'de, D: Deserializer<'de>>(tag: &str, rest: D) -> Result<Self, D::Error>;
    /// Decodes from a whole buffered object: a missing tag picks the default
    /// variant (or fails), an unknown tag keeps the object as it is.
    fn from_map<E: serde::de::Error>(map: Map<String, Value>) -> Result<Self, E>;
}

/// `Deserialize` for a [`Tagged`] union.
pub(crate) fn tagged<'de, D: Deserializer<'de>, T: Tagged>(d: D) -> Result<T, D::Error> {
    d.deserialize_map(TaggedVisitor::<T>(std::marker::PhantomData))
}

struct TaggedVisitor<T>(std::marker::PhantomData<T>);

impl<'de, T: Tagged> Visitor<'de> for TaggedVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "an object with a `{}` property", T::TAG)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let Some(Key(first)) = map.next_key::<Key>()? else {
            return T::from_map(Map::new());
        };
        let first_value: Value = map.next_value()?;
        if first == T::TAG {
            if let Value::String(tag) = &first_value {
                if T::is_known(tag) {
                    return T::decode_variant(
                        tag,
                        serde::de::value::MapAccessDeserializer::new(map),
                    );
                }
            }
        }
        let mut all = Map::new();
        all.insert(first.into_owned(), first_value);
        while let Some((k, v)) = map.next_entry::<String, Value>()? {
            all.insert(k, v);
        }
        T::from_map(all)
    }
}

/// A map key, borrowed from the input when possible.
struct Key<'de>(std::borrow::Cow<'de, str>);

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl<'de> Visitor<'de> for KeyVisitor {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string key")
            }
            fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Borrowed(v)))
            }
            fn visit_str<E>(self, v: &str) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Owned(v.to_owned())))
            }
            fn visit_string<E>(self, v: String) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Owned(v)))
            }
        }
        d.deserialize_str(KeyVisitor)
    }
}

/// `default-on-error` for objects (`_meta`): anything but an object becomes `None`,
/// without buffering the value first.
#[allow(dead_code)] // older schemas have no such field
pub(crate) fn object_or_none<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<Map<String, Value>>, D::Error> {
    d.deserialize_any(OrNone(|v: Value| match v {
        Value::Object(map) => Some(map),
        _ => None,
    }))
}

/// `default-on-error` for strings and string ids: anything but a string becomes
/// `None`, without buffering the value first.
pub(crate) fn string_or_none<'de, D: Deserializer<'de>, T: From<String>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    d.deserialize_any(OrNone(|v: Value| match v {
        Value::String(s) => Some(T::from(s)),
        _ => None,
    }))
}

/// A visitor for lenient fields of one expected shape: strings and objects are
/// handed to the function as values; arrays, numbers, booleans and `null` become
/// `None` (arrays are skipped without being kept).
struct OrNone<F>(F);

impl<'de, T, F: FnOnce(Value) -> Option<T>> Visitor<'de> for OrNone<F> {
    type Value = Option<T>;
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any value")
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Option<T>, A::Error> {
        let mut out = Map::new();
        while let Some((k, v)) = map.next_entry::<String, Value>()? {
            out.insert(k, v);
        }
        Ok((self.0)(Value::Object(out)))
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Option<T>, A::Error> {
        while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
        Ok(None)
    }
    fn visit_str<E>(self, v: &str) -> Result<Option<T>, E> {
        Ok((self.0)(Value::String(v.to_owned())))
    }
    fn visit_string<E>(self, v: String) -> Result<Option<T>, E> {
        Ok((self.0)(Value::String(v)))
    }
    fn visit_bool<E>(self, _: bool) -> Result<Option<T>, E> {
        Ok(None)
    }
    fn visit_i64<E>(self, _: i64) -> Result<Option<T>, E> {
        Ok(None)
    }
    fn visit_u64<E>(self, _: u64) -> Result<Option<T>, E> {
        Ok(None)
    }
    fn visit_f64<E>(self, _: f64) -> Result<Option<T>, E> {
        Ok(None)
    }
    fn visit_unit<E>(self) -> Result<Option<T>, E> {
        Ok(None)
    }
    fn visit_none<E>(self) -> Result<Option<T>, E> {
        Ok(None)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Option<T>, D::Error> {
        d.deserialize_any(self)
    }
}
