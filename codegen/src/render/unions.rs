//! Unions: tagged (`SessionUpdate`, `ContentBlock`), with a catch-all that keeps
//! unknown variants, and untagged (`EmbeddedResourceResource`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::defaults::variant_owner;
use super::exhaustive::Item;
use super::fields::FieldItem;
use super::{docs, Ctx};
use crate::error::Error;
use crate::model::*;
use crate::names::{article, catch_all_name};

/// A union variant, rendered once for everything that needs it.
struct VariantItem<'v> {
    variant: &'v Variant,
    /// The fields of a struct variant (empty for the others).
    fields: Vec<FieldItem<'v>>,
    /// The payload type of a tuple variant.
    payload: Option<TokenStream>,
    /// Its docs.
    doc: TokenStream,
    /// Its declaration inside the enum (without docs and serde attributes).
    decl: TokenStream,
}

impl Ctx<'_> {
    /// Renders each variant of union `union` once: declaration, fields, docs.
    fn variant_items<'v>(
        &mut self,
        union: &str,
        variants: impl Iterator<Item = &'v Variant>,
    ) -> Result<Vec<VariantItem<'v>>, Error> {
        variants
            .map(|v| {
                let n = format_ident!("{}", v.name);
                let mut payload = None;
                let (fields, decl) = match &v.payload {
                    Payload::Unit => (vec![], quote!(#n)),
                    Payload::Type(ty) => {
                        let ty = self.ty(ty);
                        payload = Some(ty.clone());
                        (vec![], quote!(#n(#ty)))
                    }
                    Payload::Fields(fields) => {
                        let items = self.fields(&variant_owner(union, &v.name), fields)?;
                        let decls = items.iter().map(|f| f.decl(false));
                        let attrs = Item::StructVariant.attrs();
                        let decl = quote!(#attrs #n { #(#decls),* });
                        (items, decl)
                    }
                };
                Ok(VariantItem {
                    variant: v,
                    fields,
                    payload,
                    doc: docs(
                        v.docs
                            .clone()
                            .or_else(|| payload_docs(&v.payload))
                            .as_deref(),
                    ),
                    decl,
                })
            })
            .collect()
    }

    /// Constructors and setters for the struct variants among `items`, the variants
    /// of a union that may also have a catch-all.
    fn struct_variant_builders(
        &self,
        union: &str,
        items: Vec<VariantItem>,
        catch_all: bool,
    ) -> Result<TokenStream, Error> {
        let all = items.len() + usize::from(catch_all);
        let struct_variants: Vec<_> = items
            .into_iter()
            .filter(|i| matches!(i.variant.payload, Payload::Fields(_)))
            .map(|i| (i.variant, i.fields))
            .collect();
        self.variant_builders(union, &struct_variants, all)
    }

    pub(super) fn tagged(&mut self, def: &TypeDef, t: &Tagged) -> Result<TokenStream, Error> {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let attrs = Item::Enum(&def.name).attrs();
        let tag = &t.tag;
        let other = catch_all_name();
        let other_doc = docs(Some(t.other_docs.as_deref().unwrap_or(
            "A variant this version of the schema does not know, kept as it was received (tag included).",
        )));

        let items = self.variant_items(&def.name, t.variants.iter().chain(&t.untagged_default))?;
        let mut variants = vec![];
        let mut arms = vec![];
        let mut fast_arms = vec![];
        let mut missing_tag = quote!(Err(serde::de::Error::missing_field(#tag)));
        for item in &items {
            let (doc, decl) = (&item.doc, &item.decl);
            let arm = union_variant_from_map(item, tag);
            match item.variant.tag_value.as_deref() {
                Some(tag_value) => {
                    let fast = variant_from_rest(item, tag);
                    variants.push(quote!(#doc #[serde(rename = #tag_value)] #decl));
                    arms.push(quote!(#tag_value => #arm));
                    fast_arms.push(quote!(#tag_value => #fast));
                }
                None => {
                    variants.push(quote!(#doc #[serde(untagged)] #decl));
                    missing_tag = arm;
                }
            }
        }
        let tag_values: Vec<&str> = t
            .variants
            .iter()
            .filter_map(|v| v.tag_value.as_deref())
            .collect();
        // An unknown tag is kept only if the catch-all's other required fields are there.
        let required = &t.other_required;
        let check_other = (!required.is_empty()).then(|| {
            quote! {
                for field in [#(#required),*] {
                    if !map.contains_key(field) {
                        return Err(serde::de::Error::missing_field(field));
                    }
                }
            }
        });
        let from_impls =
            self.variant_from_impls(&name, t.variants.iter().chain(&t.untagged_default));
        let builders = self.struct_variant_builders(&def.name, items, true)?;
        let tag_method = super::tags::tag_method(t);
        Ok(quote! {
            #doc
            #[derive(Debug, Clone, PartialEq, serde::Serialize)]
            #[serde(tag = #tag)]
            #attrs
            pub enum #name {
                #(#variants,)*
                #other_doc
                #[serde(untagged)]
                #other(serde_json::Map<String, serde_json::Value>),
            }
            impl<'de> serde::Deserialize<'de> for #name {
                fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    crate::generated_support::lenient::tagged(deserializer)
                }
            }
            impl crate::generated_support::lenient::Tagged for #name {
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
                            _ => {
                                #check_other
                                Ok(Self::#other(map))
                            }
                        },
                    }
                }
            }
            impl #name {
                #tag_method
            }
            #from_impls
            #builders
        })
    }

    pub(super) fn untagged(&mut self, def: &TypeDef, u: &Untagged) -> Result<TokenStream, Error> {
        let doc = docs(def.docs.as_deref());
        let name = format_ident!("{}", def.name);
        let attrs = Item::Enum(&def.name).attrs();
        let items = self.variant_items(&def.name, u.variants.iter())?;
        let variants = items.iter().map(|i| {
            let (doc, decl) = (&i.doc, &i.decl);
            quote!(#doc #decl)
        });
        let variants = quote!(#(#variants),*);
        let from_impls = self.variant_from_impls(&name, u.variants.iter());
        let builders = self.struct_variant_builders(&def.name, items, false)?;
        Ok(quote! {
            #doc
            #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
            #[serde(untagged)]
            #attrs
            pub enum #name { #variants }
            #from_impls
            #builders
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
}

/// Docs for a variant the schema leaves undescribed (v2's `ErrorData` branches are
/// only a title and a `$ref`): what it carries.
fn payload_docs(payload: &Payload) -> Option<String> {
    match payload {
        Payload::Type(Ty::Ref(name)) => {
            let mut doc = format!("{} [`{name}`].", article(name));
            doc[..1].make_ascii_uppercase();
            Some(doc)
        }
        Payload::Type(Ty::Value) => Some("Any other JSON value, as received.".to_owned()),
        _ => None,
    }
}

/// The message prefix of a variant's decoding errors: "type `text`: ".
fn context(v: &Variant, tag: &str) -> String {
    format!("{tag} `{}`: ", v.tag_value.as_deref().unwrap_or(&v.name))
}

/// The expression that decodes variant `item` from `map`, the whole object.
fn union_variant_from_map(item: &VariantItem, tag: &str) -> TokenStream {
    let v = item.variant;
    let n = format_ident!("{}", v.name);
    let context = context(v, tag);
    match &v.payload {
        Payload::Unit => quote!(Ok(Self::#n)),
        Payload::Type(_) => {
            let ty = &item.payload;
            quote!(crate::generated_support::lenient::from_map::<#ty, E>(map, #context).map(Self::#n))
        }
        Payload::Fields(_) => {
            let (decls, names) = fields_struct(item);
            quote!({
                #[derive(serde::Deserialize)]
                struct Fields { #(#decls),* }
                crate::generated_support::lenient::from_map::<Fields, E>(map, #context)
                    .map(|f| Self::#n { #(#names: f.#names),* })
            })
        }
    }
}

/// The expression that decodes variant `item` from `rest`, a deserializer over the
/// object's properties after its tag.
fn variant_from_rest(item: &VariantItem, tag: &str) -> TokenStream {
    let v = item.variant;
    let n = format_ident!("{}", v.name);
    let context = context(v, tag);
    let decoded = match &v.payload {
        Payload::Unit => {
            return quote!(<serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest).map(|_| Self::#n));
        }
        Payload::Type(_) => {
            let ty = &item.payload;
            quote!(<#ty as serde::Deserialize>::deserialize(rest).map(Self::#n))
        }
        Payload::Fields(_) => {
            let (decls, names) = fields_struct(item);
            quote!({
                #[derive(serde::Deserialize)]
                struct Fields { #(#decls),* }
                <Fields as serde::Deserialize>::deserialize(rest).map(|f| Self::#n { #(#names: f.#names),* })
            })
        }
    };
    quote!(#decoded.map_err(|e| serde::de::Error::custom(format_args!("{}{}", #context, e))))
}

/// The declarations and names of a struct variant's fields, for the decoders'
/// local `Fields` struct.
fn fields_struct<'a>(item: &'a VariantItem) -> (Vec<TokenStream>, Vec<&'a proc_macro2::Ident>) {
    let decls = item.fields.iter().map(|f| f.decl(false)).collect();
    let names = item.fields.iter().map(|f| &f.name).collect();
    (decls, names)
}
