//! Values the generator knows as JSON (the answer that ends a cancelled turn,
//! `{"stopReason": "cancelled"}`) rendered as typed Rust expressions built
//! with the generated constructors (`PromptResponse::new(StopReason::Cancelled)`),
//! so that the runtime never builds a typed value from JSON text. A value the
//! schema's types cannot hold fails the generation, naming where.
//!
//! A field may be left to the runtime: a `null` at a field named in `holes`
//! is that hole's expression (the error a failed turn carries, say).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use serde_json::{Map, Value};

use super::Ctx;
use crate::error::Error;
use crate::model::{Payload, Shape, Struct, Tagged, Ty};
use crate::names::{field_name, ident};

/// Fields whose value the runtime supplies: wire name, expression.
pub(super) type Holes<'h> = &'h [(&'h str, TokenStream)];

impl Ctx<'_> {
    /// `value` as an expression of the schema type `name`.
    pub(super) fn value_of(
        &self,
        name: &str,
        value: &Value,
        holes: Holes<'_>,
    ) -> Result<TokenStream, Error> {
        let def = self
            .protocol
            .get(name)
            .ok_or_else(|| Error::new(name, "no such type"))?;
        let ty = format_ident!("{}", def.name);
        match &def.shape {
            Shape::Struct(s) => self.struct_value(name, s, object(name, value)?, holes),
            Shape::Newtype(inner) => {
                let inner = self.typed(name, inner, value, holes)?;
                Ok(quote!(#ty(#inner)))
            }
            Shape::StringEnum(e) => {
                let known =
                    e.values.iter().find(|v| &v.value == value).ok_or_else(|| {
                        Error::new(name, format!("{value} is not one of its values"))
                    })?;
                let variant = format_ident!("{}", known.name);
                Ok(quote!(#ty::#variant))
            }
            Shape::Tagged(t) => self.tagged_value(name, t, value, holes),
            _ => Err(Error::new(
                name,
                "its values are not built by the generator",
            )),
        }
    }

    /// `T::new(required...)` and a setter per optional field present; the
    /// flattened union from the fields that are not the struct's own.
    fn struct_value(
        &self,
        name: &str,
        s: &Struct,
        fields: &Map<String, Value>,
        holes: Holes<'_>,
    ) -> Result<TokenStream, Error> {
        let ty = format_ident!("{}", name);
        let own = |wire: &str| s.fields.iter().any(|f| f.wire == wire);
        if s.flatten.is_none() {
            if let Some(unknown) = fields.keys().find(|k| !own(k)) {
                return Err(Error::new(name, format!("has no field `{unknown}`")));
            }
        }
        let mut args = vec![];
        let mut setters = vec![];
        for field in &s.fields {
            let hole = holes.iter().find(|(wire, _)| *wire == field.wire);
            let value = match (fields.get(&field.wire), hole) {
                (Some(Value::Null) | None, Some((_, expr))) => Some(expr.clone()),
                (Some(value), _) => Some(self.typed(name, &field.ty, value, holes)?),
                (None, None) => None,
            };
            match (value, field.required) {
                (Some(value), true) => args.push(value),
                (Some(value), false) => {
                    let setter = ident(&field_name(&field.wire));
                    setters.push(quote!(.#setter(#value)));
                }
                (None, true) => {
                    return Err(Error::new(
                        name,
                        format!("the required field `{}` has no value", field.wire),
                    ))
                }
                (None, false) => {}
            }
        }
        if let Some(kind) = &s.flatten {
            let rest: Map<String, Value> = fields
                .iter()
                .filter(|(k, _)| !own(k))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            let Shape::Tagged(t) = &kind.shape else {
                return Err(Error::new(&kind.name, "only tagged unions are built here"));
            };
            args.push(self.tagged_value(&kind.name, t, &Value::Object(rest), holes)?);
        }
        Ok(quote!(#ty::new(#(#args),*) #(#setters)*))
    }

    /// `T::Variant`, or `T::Variant(payload)`, by the value's tag.
    fn tagged_value(
        &self,
        name: &str,
        t: &Tagged,
        value: &Value,
        holes: Holes<'_>,
    ) -> Result<TokenStream, Error> {
        let ty = format_ident!("{}", name);
        let fields = object(name, value)?;
        let tag = fields
            .get(&t.tag)
            .and_then(Value::as_str)
            .ok_or_else(|| Error::new(name, format!("{value} has no `{}`", t.tag)))?;
        let variant = t
            .variants
            .iter()
            .find(|v| v.tag_value.as_deref() == Some(tag))
            .ok_or_else(|| Error::new(name, format!("no variant tagged `{tag}`")))?;
        let mut rest = fields.clone();
        rest.remove(&t.tag);
        let v = format_ident!("{}", variant.name);
        match &variant.payload {
            Payload::Unit if rest.is_empty() => Ok(quote!(#ty::#v)),
            Payload::Type(Ty::Ref(payload)) => {
                let inner = self.value_of(payload, &Value::Object(rest), holes)?;
                Ok(quote!(#ty::#v(#inner)))
            }
            _ => Err(Error::new(
                name,
                format!("the variant `{tag}` is not built from {value} here"),
            )),
        }
    }

    /// `value` as an expression of the value type `ty`.
    fn typed(
        &self,
        owner: &str,
        ty: &Ty,
        value: &Value,
        holes: Holes<'_>,
    ) -> Result<TokenStream, Error> {
        match (ty, value) {
            (Ty::Ref(name), _) => self.value_of(name, value, holes),
            (Ty::String, Value::String(s)) => Ok(quote!(#s.to_owned())),
            (Ty::Bool, Value::Bool(b)) => Ok(quote!(#b)),
            _ => Err(Error::new(
                owner,
                format!("{value} is not built as a {ty:?} here"),
            )),
        }
    }
}

fn object<'v>(name: &str, value: &'v Value) -> Result<&'v Map<String, Value>, Error> {
    value
        .as_object()
        .ok_or_else(|| Error::new(name, format!("{value} is not an object")))
}
