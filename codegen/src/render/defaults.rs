//! Schema `default`s: the Rust expression for a default value, and the names of the
//! generated `defaults` module's functions (given here and nowhere else, so that the
//! `#[serde(default = ...)]` attribute, the constructor and the `Default` impl of
//! a type always name the same function).

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};
use serde_json::Value;

use super::Ctx;
use crate::error::Error;
use crate::model::{IntFormat, Shape, Ty};
use crate::names::{field_name, ident};

/// The function returning the schema default of field `wire` of `owner` (a type,
/// or an inline variant named by [`variant_owner`]).
pub(super) fn default_fn(owner: &str, wire: &str) -> Ident {
    format_ident!("{}_{}", field_name(owner), field_name(wire))
}

/// The lenient deserializer of field `wire` of `owner`, for fields that are both
/// lenient and defaulted (or required and lenient).
pub(super) fn lenient_fn(owner: &str, wire: &str) -> Ident {
    format_ident!("{}_{}_lenient", field_name(owner), field_name(wire))
}

/// What names the helpers of an inline variant's fields: `union` + `variant`.
pub(super) fn variant_owner(union: &str, variant: &str) -> String {
    format!("{union}{variant}")
}

/// `defaults::name()`: the default value, as a constructor or `Default` impl writes it.
pub(super) fn call(name: &Ident) -> TokenStream {
    quote!(defaults::#name())
}

/// `defaults::name`, as `#[serde(...)]` wants a path: a string.
pub(super) fn path(name: &Ident) -> String {
    format!("defaults::{name}")
}

impl Ctx<'_> {
    /// A Rust expression for a schema `default` value of type `ty`.
    pub(super) fn literal(&self, ty: &Ty, value: &Value) -> Result<TokenStream, Error> {
        let bad = || Error::here(format!("default {value} does not fit its type"));
        Ok(match (ty, value) {
            (Ty::Bool, Value::Bool(b)) => quote!(#b),
            (Ty::String, Value::String(s)) => quote!(#s.to_owned()),
            (Ty::Int(format), Value::Number(n)) => {
                let n = n
                    .as_i64()
                    .map(i128::from)
                    .or(n.as_u64().map(i128::from))
                    .filter(|n| int_range(*format).contains(n))
                    .ok_or_else(bad)?;
                let lit = Literal::i128_unsuffixed(n);
                quote!(#lit)
            }
            (Ty::Float, Value::Number(n)) => {
                let lit = Literal::f64_unsuffixed(n.as_f64().ok_or_else(bad)?);
                quote!(#lit)
            }
            (Ty::Vec(inner), Value::Array(items)) => {
                let items = items
                    .iter()
                    .map(|v| self.literal(inner, v))
                    .collect::<Result<Vec<_>, _>>()?;
                quote!(vec![#(#items),*])
            }
            (Ty::Map(_), Value::Object(o)) if o.is_empty() => quote!(Default::default()),
            (Ty::Value, v) => {
                let text = v.to_string();
                quote!(serde_json::from_str(#text).unwrap_or_default())
            }
            (Ty::Ref(name), _) => {
                let def = self.protocol.get(name).ok_or_else(bad)?;
                let type_name = format_ident!("{}", name);
                match (&def.shape, value) {
                    (Shape::StringEnum(_), Value::String(s)) => quote!(#type_name::from(#s)),
                    (Shape::Newtype(inner), v) => {
                        let inner = self.literal(inner, v)?;
                        quote!(#type_name(#inner))
                    }
                    (Shape::Struct(s), Value::Object(o)) if s.flatten.is_none() => {
                        if let Some(unknown) =
                            o.keys().find(|k| !s.fields.iter().any(|f| &f.wire == *k))
                        {
                            return Err(Error::here(format!(
                                "default sets `{unknown}`, which `{name}` does not have"
                            )));
                        }
                        let inits = s
                            .fields
                            .iter()
                            .map(|f| {
                                let field = ident(&field_name(&f.wire));
                                let expr = match o.get(&f.wire) {
                                    Some(v) if f.is_double_option() => {
                                        let v = self.literal(&f.ty, v)?;
                                        quote!(Some(Some(#v)))
                                    }
                                    Some(v) if f.is_option() => {
                                        let v = self.literal(&f.ty, v)?;
                                        quote!(Some(#v))
                                    }
                                    Some(v) => self.literal(&f.ty, v)?,
                                    None => match &f.default {
                                        Some(d) => self.literal(&f.ty, d)?,
                                        None if f.is_option() => quote!(None),
                                        None => {
                                            return Err(Error::here(format!(
                                                "default lacks the required `{}`",
                                                f.wire
                                            )))
                                        }
                                    },
                                };
                                Ok(quote!(#field: #expr))
                            })
                            .collect::<Result<Vec<_>, Error>>()?;
                        let extra = s.keeps_extra.then(|| quote!(extra: Default::default()));
                        quote!(#type_name { #(#inits,)* #extra })
                    }
                    _ => return Err(bad()),
                }
            }
            _ => return Err(bad()),
        })
    }
}

/// The values an integer of `format` can hold.
fn int_range(format: IntFormat) -> std::ops::RangeInclusive<i128> {
    match format {
        IntFormat::I8 => i8::MIN.into()..=i8::MAX.into(),
        IntFormat::I16 => i16::MIN.into()..=i16::MAX.into(),
        IntFormat::I32 => i32::MIN.into()..=i32::MAX.into(),
        IntFormat::I64 => i64::MIN.into()..=i64::MAX.into(),
        IntFormat::U8 => 0..=u8::MAX.into(),
        IntFormat::U16 => 0..=u16::MAX.into(),
        IntFormat::U32 => 0..=u32::MAX.into(),
        IntFormat::U64 => 0..=u64::MAX.into(),
    }
}
