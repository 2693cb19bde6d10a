//! One item per schema type, by shape: structs, newtypes, string enums and named
//! integers here; the unions in `unions`.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::exhaustive::Item;
use super::mapping::int_ty;
use super::{docs, Ctx};
use crate::error::Error;
use crate::model::*;
use crate::names::catch_all_name;
use crate::names::{const_name, field_name};

impl Ctx<'_> {
    pub(super) fn type_def(&mut self, def: &TypeDef) -> Result<TokenStream, Error> {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        Ok(match &def.shape {
            Shape::Struct(_) if self.is_runtime_error(&def.name) => self.runtime_error(def),
            Shape::Struct(s) => self.struct_def(def, s)?,
            Shape::Newtype(ty) => self.newtype(def, ty),
            Shape::StringEnum(e) => self.string_enum(def, e),
            Shape::IntConsts(_) if self.is_runtime_error_code(&def.name) => {
                self.runtime_error_code(def)
            }
            Shape::IntConsts(c) => self.int_consts(def, c),
            Shape::Tagged(t) => self.tagged(def, t)?,
            Shape::Untagged(u) => self.untagged(def, u)?,
            Shape::Any if self.is_method_type(&def.name) => self.newtype(def, &Ty::Value),
            Shape::Any => quote! { #doc pub type #name = serde_json::Value; },
        })
    }

    fn struct_def(&mut self, def: &TypeDef, s: &Struct) -> Result<TokenStream, Error> {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let items = self.fields(&def.name, &s.fields)?;
        let mut fields: Vec<TokenStream> = items.iter().map(|f| f.decl(true)).collect();
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
        let default_impl = (can_default && !derive_default)
            .then(|| self.default_impl(&def.name, &items, s.keeps_extra));
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
        let ctor = self.constructor(&def.name, &items, kind_param.as_ref(), s.keeps_extra)?;
        let attrs = Item::Struct(&def.name).attrs();
        Ok(quote! {
            #doc
            #[derive(#derives)]
            #attrs
            pub struct #name { #(#fields),* }
            #default_impl
            #ctor
            #extra
        })
    }

    fn newtype(&self, def: &TypeDef, ty: &Ty) -> TokenStream {
        let doc = docs(def.docs.as_deref());
        let attrs = Item::Newtype(&def.name).attrs();
        let name = format_ident!("{}", def.name);
        let inner = self.ty(ty);
        match ty {
            Ty::String => quote! {
                #doc
                #[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
                #[serde(transparent)]
                #attrs
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
                #attrs
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
                #attrs
                pub struct #name(pub #inner);
                impl From<#inner> for #name { fn from(value: #inner) -> Self { Self(value) } }
            },
        }
    }

    fn string_enum(&self, def: &TypeDef, e: &StringEnum) -> TokenStream {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let attrs = Item::Enum(&def.name).attrs();
        let other = catch_all_name();
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
            #attrs
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
                /// The wire value of a value the schema names; `None` for another.
                pub fn known(&self) -> Option<&'static str> {
                    match self { #(Self::#idents => Some(#wire),)* Self::#other(_) => None }
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
                    crate::generated_support::lenient::string_enum(deserializer, |value: &str| Self::from(value))
                }
            }
        }
    }

    fn int_consts(&self, def: &TypeDef, c: &IntConsts) -> TokenStream {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let inner = int_ty(c.format);
        let attrs = Item::IntConsts(&def.name).attrs();
        let consts: Vec<_> = c
            .values
            .iter()
            .map(|v| {
                let n = format_ident!("{}", const_name(&v.name));
                let value = Literal::i64_unsuffixed(v.value.as_i64().unwrap_or_default());
                let doc = docs(Some(&v.docs.clone().unwrap_or_else(|| v.label())));
                let def = quote!(#doc pub const #n: Self = Self(#value););
                (n, def)
            })
            .collect();
        let defs = consts.iter().map(|(_, d)| d);
        let idents = consts.iter().map(|(n, _)| n);
        let labels = c.values.iter().map(EnumValue::label);
        quote! {
            #doc
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
            #[serde(transparent)]
            #attrs
            pub struct #name(pub #inner);
            impl #name {
                #(#defs)*
                /// The schema's short name for this value (`Parse error`), if it has one.
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
}
