//! Rust items for the schema's types.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use serde_json::Value;

use super::{docs, Ctx};
use crate::error::Error;
use crate::model::*;
use crate::names::{const_name, field_name, ident};

/// The names a catch-all variant may take, first free one wins.
const CATCH_ALL_NAMES: [&str; 3] = ["Unknown", "Unrecognized", "Unlisted"];

fn catch_all_name(taken: &[String]) -> proc_macro2::Ident {
    let name = CATCH_ALL_NAMES
        .iter()
        .find(|n| !taken.iter().any(|t| t == *n))
        .expect("a union uses every catch-all name");
    format_ident!("{}", name)
}

impl Ctx<'_> {
    pub(super) fn type_def(&mut self, def: &TypeDef) -> Result<TokenStream, Error> {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        Ok(match &def.shape {
            Shape::Struct(s) => self.struct_def(def, s)?,
            Shape::Newtype(ty) => self.newtype(def, ty),
            Shape::StringEnum(e) => self.string_enum(def, e),
            Shape::IntConsts(c) => self.int_consts(def, c),
            Shape::Tagged(t) => self.tagged(def, t)?,
            Shape::Untagged(u) => self.untagged(def, u)?,
            Shape::Any if self.is_method_type(&def.name) => self.newtype(def, &Ty::Value),
            Shape::Any => quote! { #doc pub type #name = serde_json::Value; },
        })
    }

    /// Params and result types need a type of their own to carry their method.
    fn is_method_type(&self, name: &str) -> bool {
        self.protocol
            .methods
            .iter()
            .any(|m| m.params == name || m.result.as_deref() == Some(name))
    }

    /// The Rust type of a schema type.
    pub(super) fn ty(&self, ty: &Ty) -> TokenStream {
        match ty {
            Ty::Ref(name) => {
                let name = format_ident!("{}", name);
                quote!(#name)
            }
            Ty::String => quote!(String),
            Ty::Bool => quote!(bool),
            Ty::Float => quote!(f64),
            Ty::Int(f) => int_ty(*f),
            Ty::Vec(inner) => {
                let inner = self.ty(inner);
                quote!(Vec<#inner>)
            }
            Ty::Map(inner) if **inner == Ty::Value => {
                quote!(serde_json::Map<String, serde_json::Value>)
            }
            Ty::Map(inner) => {
                let inner = self.ty(inner);
                quote!(std::collections::BTreeMap<String, #inner>)
            }
            Ty::Value => quote!(serde_json::Value),
        }
    }

    /// The declared type of a field: optional fields without a default are `Option`.
    fn field_ty(&self, f: &Field) -> TokenStream {
        let ty = self.ty(&f.ty);
        if is_option(f) {
            quote!(Option<#ty>)
        } else {
            ty
        }
    }

    /// A struct's (or inline variant's) fields, with their serde attributes.
    /// `owner` names the default functions of defaulted fields.
    pub(super) fn fields(
        &mut self,
        owner: &str,
        fields: &[Field],
        public: bool,
    ) -> Result<Vec<TokenStream>, Error> {
        fields
            .iter()
            .map(|f| {
                let doc = docs(f.docs.as_deref());
                let name = ident(&field_name(&f.wire));
                let ty = self.field_ty(f);
                let attrs = self
                    .field_attrs(owner, f)
                    .map_err(|e| e.at(format!("properties/{}", f.wire)))?;
                let vis = if public { quote!(pub) } else { quote!() };
                let serde = (!attrs.is_empty()).then(|| quote!(#[serde(#(#attrs),*)]));
                Ok(quote! { #doc #serde #vis #name: #ty })
            })
            .collect()
    }

    fn field_attrs(&mut self, owner: &str, f: &Field) -> Result<Vec<TokenStream>, Error> {
        let mut attrs = vec![];
        let rust = field_name(&f.wire);
        let wire = &f.wire;
        if *wire != rust {
            attrs.push(quote!(rename = #wire));
        }
        let lenient = f.default_on_error || f.default_on_null || f.skip_invalid_items;
        if let Some(default) = f.default.as_ref().filter(|_| !f.required) {
            let value = self.literal(&f.ty, default)?;
            let ty = self.ty(&f.ty);
            let fn_name = format_ident!("{}_{}", field_name(owner), rust);
            let path = format!("defaults::{fn_name}");
            attrs.push(quote!(default = #path));
            let lenient_fn = if lenient {
                let de_name = format_ident!("{}_{}_lenient", field_name(owner), rust);
                let helper = self.lenient_helper(f);
                self.defaults.push(quote! {
                    pub(super) fn #de_name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<#ty, D::Error> {
                        #helper(d).map(|v: Option<#ty>| v.unwrap_or_else(#fn_name))
                    }
                });
                Some(format!("defaults::{de_name}"))
            } else {
                None
            };
            self.defaults
                .push(quote! { pub(super) fn #fn_name() -> #ty { #value } });
            if let Some(path) = lenient_fn {
                attrs.push(quote!(deserialize_with = #path));
            }
            return Ok(attrs);
        }
        if f.required && lenient && !f.nullable {
            // Required but lenient: a bad value falls back to the type's natural default.
            if !matches!(
                f.ty,
                Ty::Vec(_)
                    | Ty::Map(_)
                    | Ty::Bool
                    | Ty::String
                    | Ty::Int(_)
                    | Ty::Float
                    | Ty::Value
            ) {
                return Err(Error::here(
                    "a required lenient field whose type has no natural default",
                ));
            }
            let ty = self.ty(&f.ty);
            let de_name = format_ident!("{}_{}_lenient", field_name(owner), rust);
            let helper = self.lenient_helper(f);
            self.defaults.push(quote! {
                pub(super) fn #de_name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<#ty, D::Error> {
                    #helper(d).map(|v: Option<#ty>| v.unwrap_or_default())
                }
            });
            let path = format!("defaults::{de_name}");
            attrs.push(quote!(deserialize_with = #path));
            return Ok(attrs);
        }
        if !f.required {
            attrs.push(quote!(default, skip_serializing_if = "Option::is_none"));
        }
        if lenient {
            let helper = self.lenient_helper(f).to_string().replace(' ', "");
            attrs.push(quote!(deserialize_with = #helper));
        }
        Ok(attrs)
    }

    /// The `crate::lenient` function that decodes a lenient field into an `Option`.
    fn lenient_helper(&self, f: &Field) -> TokenStream {
        if f.skip_invalid_items && matches!(f.ty, Ty::Vec(_)) {
            return if f.default_on_error {
                quote!(crate::lenient::items_or_none)
            } else {
                quote!(crate::lenient::items)
            };
        }
        if !f.default_on_error {
            return quote!(crate::lenient::null_as_none);
        }
        // Types that can be decoded leniently without buffering the value first.
        let string_like = match &f.ty {
            Ty::String => true,
            Ty::Ref(name) => matches!(
                self.protocol.get(name).map(|d| &d.shape),
                Some(Shape::Newtype(Ty::String))
            ),
            _ => false,
        };
        match &f.ty {
            Ty::Value => quote!(crate::lenient::null_as_none),
            Ty::Map(inner) if **inner == Ty::Value => quote!(crate::lenient::object_or_none),
            _ if string_like => quote!(crate::lenient::string_or_none),
            _ => quote!(crate::lenient::or_none),
        }
    }

    /// A Rust expression for a schema `default` value of type `ty`.
    fn literal(&self, ty: &Ty, value: &Value) -> Result<TokenStream, Error> {
        let bad = || Error::here(format!("default {value} does not fit its type"));
        Ok(match (ty, value) {
            (Ty::Bool, Value::Bool(b)) => quote!(#b),
            (Ty::String, Value::String(s)) => quote!(#s.to_owned()),
            (Ty::Int(_), Value::Number(n)) => {
                let lit = Literal::i128_unsuffixed(
                    n.as_i64()
                        .map(i128::from)
                        .or(n.as_u64().map(i128::from))
                        .ok_or_else(bad)?,
                );
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
                                    Some(v) if is_option(f) => {
                                        let v = self.literal(&f.ty, v)?;
                                        quote!(Some(#v))
                                    }
                                    Some(v) => self.literal(&f.ty, v)?,
                                    None => match &f.default {
                                        Some(d) => self.literal(&f.ty, d)?,
                                        None if is_option(f) => quote!(None),
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
                        quote!(#type_name { #(#inits),* })
                    }
                    _ => return Err(bad()),
                }
            }
            _ => return Err(bad()),
        })
    }

    fn struct_def(&mut self, def: &TypeDef, s: &Struct) -> Result<TokenStream, Error> {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let mut fields = self.fields(&def.name, &s.fields, true)?;
        let mut extra = TokenStream::new();
        let mut kind_param = None;
        if let Some(kind) = &s.flatten {
            if s.fields.iter().any(|f| field_name(&f.wire) == "kind") {
                return Err(Error::here(
                    "a struct with a flattened union already has a field `kind`",
                ));
            }
            let kind_name = format_ident!("{}", kind.name);
            fields.push(quote! {
                /// Which variant this is, with the variant's own fields.
                #[serde(flatten)]
                pub kind: #kind_name
            });
            kind_param = Some(kind_name);
            extra = self.type_def(kind)?;
        }
        if s.keeps_extra {
            if s.fields.iter().any(|f| field_name(&f.wire) == "extra") {
                return Err(Error::here(
                    "a struct that keeps unknown properties already has a field `extra`",
                ));
            }
            fields.push(quote! {
                /// Properties the schema does not name, kept as received.
                #[serde(flatten)]
                pub extra: serde_json::Map<String, serde_json::Value>
            });
        }
        let can_default = kind_param.is_none() && s.fields.iter().all(|f| !f.required);
        let derive_default = can_default && s.fields.iter().all(|f| f.default.is_none());
        let default_impl = (can_default && !derive_default).then(|| {
            let inits = s.fields.iter().map(|f| {
                let field = ident(&field_name(&f.wire));
                match &f.default {
                    Some(_) => {
                        let fn_name =
                            format_ident!("{}_{}", field_name(&def.name), field_name(&f.wire));
                        quote!(#field: defaults::#fn_name())
                    }
                    None => quote!(#field: None),
                }
            });
            let extra = s.keeps_extra.then(|| quote!(extra: Default::default()));
            quote! {
                impl Default for #name {
                    fn default() -> Self { Self { #(#inits,)* #extra } }
                }
            }
        });
        let derives = if derive_default {
            quote!(
                Debug,
                Clone,
                Default,
                PartialEq,
                serde::Serialize,
                serde::Deserialize
            )
        } else {
            quote!(
                Debug,
                Clone,
                PartialEq,
                serde::Serialize,
                serde::Deserialize
            )
        };
        let ctor = self.constructor(def, s, kind_param.as_ref());
        Ok(quote! {
            #doc
            #[derive(#derives)]
            pub struct #name { #(#fields),* }
            #default_impl
            #ctor
            #extra
        })
    }

    /// `new(required...)` plus one chainable setter per optional field.
    fn constructor(
        &self,
        def: &TypeDef,
        s: &Struct,
        kind: Option<&proc_macro2::Ident>,
    ) -> TokenStream {
        let name = format_ident!("{}", def.name);
        let mut params = vec![];
        let mut inits = vec![];
        let mut setters = vec![];
        for f in &s.fields {
            let field = ident(&field_name(&f.wire));
            let ty = self.ty(&f.ty);
            if f.required {
                let param_ty = if f.nullable { quote!(Option<#ty>) } else { ty };
                params.push(quote!(#field: impl Into<#param_ty>));
                inits.push(quote!(#field: #field.into()));
                continue;
            }
            match &f.default {
                Some(_) => {
                    let fn_name =
                        format_ident!("{}_{}", field_name(&def.name), field_name(&f.wire));
                    inits.push(quote!(#field: defaults::#fn_name()));
                }
                None => inits.push(quote!(#field: None)),
            }
            let doc = format!(" Sets [`{}::{}`].", def.name, field_name(&f.wire));
            let value = if is_option(f) {
                quote!(Some(value.into()))
            } else {
                quote!(value.into())
            };
            setters.push(quote! {
                #[doc = #doc]
                #[must_use]
                pub fn #field(mut self, value: impl Into<#ty>) -> Self { self.#field = #value; self }
            });
        }
        if let Some(kind) = kind {
            params.push(quote!(kind: impl Into<#kind>));
            inits.push(quote!(kind: kind.into()));
        }
        if s.keeps_extra {
            inits.push(quote!(extra: Default::default()));
        }
        let doc = format!(
            " A `{}` with the given required fields; optional ones are unset.",
            def.name
        );
        let allow = (params.len() > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
        quote! {
            impl #name {
                #[doc = #doc]
                #allow
                pub fn new(#(#params),*) -> Self { Self { #(#inits),* } }
                #(#setters)*
            }
        }
    }

    fn newtype(&self, def: &TypeDef, ty: &Ty) -> TokenStream {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let inner = self.ty(ty);
        match ty {
            Ty::String => quote! {
                #doc
                #[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
                #[serde(transparent)]
                pub struct #name(pub String);
                impl #name {
                    /// The id as a string slice.
                    pub fn as_str(&self) -> &str { &self.0 }
                }
                impl From<String> for #name { fn from(value: String) -> Self { Self(value) } }
                impl From<&str> for #name { fn from(value: &str) -> Self { Self(value.to_owned()) } }
                impl AsRef<str> for #name { fn as_ref(&self) -> &str { &self.0 } }
                impl std::fmt::Display for #name {
                    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { f.write_str(&self.0) }
                }
            },
            Ty::Int(_) => quote! {
                #doc
                #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
                #[serde(transparent)]
                pub struct #name(pub #inner);
                impl From<#inner> for #name { fn from(value: #inner) -> Self { Self(value) } }
                impl std::fmt::Display for #name {
                    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { self.0.fmt(f) }
                }
            },
            _ => quote! {
                #doc
                #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
                #[serde(transparent)]
                pub struct #name(pub #inner);
                impl From<#inner> for #name { fn from(value: #inner) -> Self { Self(value) } }
            },
        }
    }

    fn string_enum(&self, def: &TypeDef, e: &StringEnum) -> TokenStream {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let taken: Vec<String> = e.values.iter().map(|v| v.name.clone()).collect();
        let other = catch_all_name(&taken);
        let other_doc = docs(Some(e.other_docs.as_deref().unwrap_or(
            "A value this version of the schema does not know, kept as it was received.",
        )));
        // A one-value enum defaults to its value (the schema's `default` can only be it).
        let single = e.values.len() == 1;
        let variants = e.values.iter().map(|v| {
            let doc = docs(v.docs.as_deref());
            let n = format_ident!("{}", v.name);
            let default = single.then(|| quote!(#[default]));
            quote!(#doc #default #n)
        });
        let wire: Vec<&str> = e.values.iter().filter_map(|v| v.value.as_str()).collect();
        let idents: Vec<_> = e
            .values
            .iter()
            .map(|v| format_ident!("{}", v.name))
            .collect();
        let derives = if single {
            quote!(Debug, Clone, Default, PartialEq, Eq, Hash)
        } else {
            quote!(Debug, Clone, PartialEq, Eq, Hash)
        };
        quote! {
            #doc
            #[derive(#derives)]
            pub enum #name {
                #(#variants,)*
                #other_doc
                #other(String),
            }
            impl #name {
                /// The value as it appears on the wire.
                pub fn as_str(&self) -> &str {
                    match self { #(Self::#idents => #wire,)* Self::#other(value) => value }
                }
            }
            impl From<&str> for #name {
                fn from(value: &str) -> Self {
                    match value { #(#wire => Self::#idents,)* other => Self::#other(other.to_owned()) }
                }
            }
            impl std::fmt::Display for #name {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { f.write_str(self.as_str()) }
            }
            impl serde::Serialize for #name {
                fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_str(self.as_str())
                }
            }
            impl<'de> serde::Deserialize<'de> for #name {
                fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    crate::lenient::string_enum(deserializer, |value: &str| Self::from(value))
                }
            }
        }
    }

    fn int_consts(&self, def: &TypeDef, c: &IntConsts) -> TokenStream {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let inner = int_ty(c.format);
        let consts: Vec<_> = c
            .values
            .iter()
            .map(|v| {
                let n = format_ident!("{}", const_name(&v.name));
                let value = Literal::i64_unsuffixed(v.value.as_i64().unwrap_or_default());
                let doc = docs(Some(v.docs.as_deref().unwrap_or(&v.name)));
                let def = quote!(#doc pub const #n: Self = Self(#value););
                (n, def)
            })
            .collect();
        let defs = consts.iter().map(|(_, d)| d);
        let idents = consts.iter().map(|(n, _)| n);
        let labels = c
            .values
            .iter()
            .map(|v| v.docs.clone().unwrap_or_else(|| v.name.clone()));
        quote! {
            #doc
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
            #[serde(transparent)]
            pub struct #name(pub #inner);
            impl #name {
                #(#defs)*
                /// The schema's name for this value, if it has one.
                pub fn name(self) -> Option<&'static str> {
                    match self { #(Self::#idents => Some(#labels),)* _ => None }
                }
            }
            impl From<#inner> for #name { fn from(value: #inner) -> Self { Self(value) } }
            impl From<#name> for #inner { fn from(value: #name) -> Self { value.0 } }
            impl std::fmt::Display for #name {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    match self.name() { Some(n) => write!(f, "{} ({})", self.0, n), None => self.0.fmt(f) }
                }
            }
        }
    }

    fn tagged(&mut self, def: &TypeDef, t: &Tagged) -> Result<TokenStream, Error> {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let tag = &t.tag;
        let mut taken: Vec<String> = t.variants.iter().map(|v| v.name.clone()).collect();
        taken.extend(t.untagged_default.iter().map(|v| v.name.clone()));
        let other = catch_all_name(&taken);
        let other_doc = docs(Some(t.other_docs.as_deref().unwrap_or(
            "A variant this version of the schema does not know, kept as it was received (tag included).",
        )));

        let mut variants = vec![];
        let mut arms = vec![];
        let mut fast_arms = vec![];
        for v in &t.variants {
            let tag_value = v.tag_value.as_deref().unwrap_or_default();
            let (doc, decl, arm) = self.union_variant(&def.name, v, tag)?;
            let fast = self.variant_from_rest(&def.name, v, tag)?;
            variants.push(quote!(#doc #[serde(rename = #tag_value)] #decl));
            arms.push(quote!(#tag_value => #arm));
            fast_arms.push(quote!(#tag_value => #fast));
        }
        let tag_values: Vec<&str> = t
            .variants
            .iter()
            .filter_map(|v| v.tag_value.as_deref())
            .collect();
        let missing_tag = match &t.untagged_default {
            Some(v) => {
                let (doc, decl, arm) = self.union_variant(&def.name, v, tag)?;
                variants.push(quote!(#doc #[serde(untagged)] #decl));
                arm
            }
            None => quote!(Err(serde::de::Error::missing_field(#tag))),
        };
        let from_impls =
            self.variant_from_impls(&name, t.variants.iter().chain(&t.untagged_default));
        Ok(quote! {
            #doc
            #[derive(Debug, Clone, PartialEq, serde::Serialize)]
            #[serde(tag = #tag)]
            pub enum #name {
                #(#variants,)*
                #other_doc
                #[serde(untagged)]
                #other(serde_json::Map<String, serde_json::Value>),
            }
            impl<'de> serde::Deserialize<'de> for #name {
                fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    crate::lenient::tagged(deserializer)
                }
            }
            impl crate::lenient::Tagged for #name {
                const TAG: &'static str = #tag;
                fn is_known(tag: &str) -> bool {
                    matches!(tag, #(#tag_values)|*)
                }
                fn decode_variant<'de, D: serde::Deserializer<'de>>(tag: &str, rest: D) -> Result<Self, D::Error> {
                    match tag {
                        #(#fast_arms,)*
                        _ => Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", #tag))),
                    }
                }
                fn from_map<E: serde::de::Error>(map: serde_json::Map<String, serde_json::Value>) -> Result<Self, E> {
                    // A tag that is absent, null or not a string counts as absent.
                    match map.get(#tag).and_then(serde_json::Value::as_str) {
                        None => #missing_tag,
                        Some(tag) => match tag {
                            #(#arms,)*
                            _ => Ok(Self::#other(map)),
                        },
                    }
                }
            }
            #from_impls
        })
    }

    /// The expression that decodes variant `v` from `rest`, a deserializer over the
    /// object's properties after its tag.
    fn variant_from_rest(
        &mut self,
        union: &str,
        v: &Variant,
        tag: &str,
    ) -> Result<TokenStream, Error> {
        let n = format_ident!("{}", v.name);
        let context = format!("{tag} `{}`: ", v.tag_value.as_deref().unwrap_or(&v.name));
        let decoded = match &v.payload {
            Payload::Unit => {
                return Ok(
                    quote!(<serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest).map(|_| Self::#n)),
                );
            }
            Payload::Type(ty) => {
                let ty = self.ty(ty);
                quote!(<#ty as serde::Deserialize>::deserialize(rest).map(Self::#n))
            }
            Payload::Fields(fields) => {
                let owner = format!("{union}{}", v.name);
                let decls = self.fields(&owner, fields, false)?;
                let names: Vec<_> = fields.iter().map(|f| ident(&field_name(&f.wire))).collect();
                quote!({
                    #[derive(serde::Deserialize)]
                    struct Fields { #(#decls),* }
                    <Fields as serde::Deserialize>::deserialize(rest).map(|f| Self::#n { #(#names: f.#names),* })
                })
            }
        };
        Ok(
            quote!(#decoded.map_err(|e| serde::de::Error::custom(format_args!("{}{}", #context, e)))),
        )
    }

    /// A union variant's docs, declaration, and the expression that decodes it from `map`.
    fn union_variant(
        &mut self,
        union: &str,
        v: &Variant,
        tag: &str,
    ) -> Result<(TokenStream, TokenStream, TokenStream), Error> {
        let doc = docs(v.docs.as_deref());
        let n = format_ident!("{}", v.name);
        let context = format!("{tag} `{}`: ", v.tag_value.as_deref().unwrap_or(&v.name));
        Ok(match &v.payload {
            Payload::Unit => (doc, quote!(#n), quote!(Ok(Self::#n))),
            Payload::Type(ty) => {
                let ty = self.ty(ty);
                (
                    doc,
                    quote!(#n(#ty)),
                    quote!(crate::lenient::from_map::<#ty, E>(map, #context).map(Self::#n)),
                )
            }
            Payload::Fields(fields) => {
                let owner = format!("{union}{}", v.name);
                let decls = self.fields(&owner, fields, false)?;
                let names: Vec<_> = fields.iter().map(|f| ident(&field_name(&f.wire))).collect();
                (
                    doc,
                    quote!(#n { #(#decls),* }),
                    quote!({
                        #[derive(serde::Deserialize)]
                        struct Fields { #(#decls),* }
                        crate::lenient::from_map::<Fields, E>(map, #context)
                            .map(|f| Self::#n { #(#names: f.#names),* })
                    }),
                )
            }
        })
    }

    /// `From<Payload> for Union` for each variant whose payload type is used once.
    fn variant_from_impls<'v>(
        &self,
        union: &proc_macro2::Ident,
        variants: impl Iterator<Item = &'v Variant> + Clone,
    ) -> TokenStream {
        let payloads: Vec<&Ty> = variants
            .clone()
            .filter_map(|v| match &v.payload {
                Payload::Type(t) => Some(t),
                _ => None,
            })
            .collect();
        let impls = variants.filter_map(|v| {
            let Payload::Type(ty) = &v.payload else { return None };
            if payloads.iter().filter(|t| **t == ty).count() > 1 {
                return None;
            }
            let n = format_ident!("{}", v.name);
            let ty = self.ty(ty);
            Some(quote! { impl From<#ty> for #union { fn from(value: #ty) -> Self { Self::#n(value) } } })
        });
        quote!(#(#impls)*)
    }

    fn untagged(&mut self, def: &TypeDef, u: &Untagged) -> Result<TokenStream, Error> {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let mut variants = vec![];
        for v in &u.variants {
            let (doc, decl, _) = self.union_variant(&def.name, v, "")?;
            variants.push(quote!(#doc #decl));
        }
        let from_impls = self.variant_from_impls(&name, u.variants.iter());
        Ok(quote! {
            #doc
            #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
            #[serde(untagged)]
            pub enum #name { #(#variants),* }
            #from_impls
        })
    }
}

/// Whether a field is declared as `Option<T>`.
pub(super) fn is_option(f: &Field) -> bool {
    f.nullable && f.required || (!f.required && f.default.is_none())
}

fn int_ty(f: IntFormat) -> TokenStream {
    match f {
        IntFormat::I8 => quote!(i8),
        IntFormat::I16 => quote!(i16),
        IntFormat::I32 => quote!(i32),
        IntFormat::I64 => quote!(i64),
        IntFormat::U8 => quote!(u8),
        IntFormat::U16 => quote!(u16),
        IntFormat::U32 => quote!(u32),
        IntFormat::U64 => quote!(u64),
    }
}
