//! A field's declaration and its serde policy: renames, schema defaults and lenient
//! decoding (`x-deserialize-*`).
//!
//! Each field is rendered once, into a [`FieldItem`]; the helper functions it needs
//! in the `defaults` module are added at that moment. Whatever renders the field
//! again (an inline variant is declared in its enum *and* in the decoders' `Fields`
//! structs; a constructor initializes it) reuses the item.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::defaults::{call, default_fn, lenient_fn, path};
use super::{docs, Ctx};
use crate::error::Error;
use crate::model::{Field, Shape, Ty};
use crate::names::{field_name, ident};

/// One field, rendered.
pub(super) struct FieldItem<'f> {
    /// The schema's field.
    pub(super) field: &'f Field,
    /// The Rust name.
    pub(super) name: Ident,
    /// The value type (`T`, also of an optional field).
    pub(super) ty: TokenStream,
    /// The declared type (`Option<T>` where the field may be absent).
    pub(super) decl_ty: TokenStream,
    /// The function that returns the schema default, for defaulted optional fields.
    pub(super) default_fn: Option<Ident>,
    doc: TokenStream,
    serde: TokenStream,
}

impl FieldItem<'_> {
    /// The declaration: docs, serde attributes, name and type.
    pub(super) fn decl(&self, public: bool) -> TokenStream {
        let FieldItem {
            doc,
            serde,
            name,
            decl_ty,
            ..
        } = self;
        let vis = public.then(|| quote!(pub));
        quote! { #doc #serde #vis #name: #decl_ty }
    }

    /// The value a constructor starts an optional field with.
    pub(super) fn unset(&self) -> TokenStream {
        match &self.default_fn {
            Some(f) => call(f),
            None => quote!(None),
        }
    }
}

impl Ctx<'_> {
    /// A struct's (or inline variant's) fields. `owner` names the helper functions
    /// of defaulted and lenient fields (see [`super::defaults`]).
    pub(super) fn fields<'f>(
        &mut self,
        owner: &str,
        fields: &'f [Field],
    ) -> Result<Vec<FieldItem<'f>>, Error> {
        fields
            .iter()
            .map(|f| {
                self.field(owner, f)
                    .map_err(|e| e.at(format!("properties/{}", f.wire)))
            })
            .collect()
    }

    fn field<'f>(&mut self, owner: &str, f: &'f Field) -> Result<FieldItem<'f>, Error> {
        let (attrs, default_fn) = self.field_attrs(owner, f)?;
        let serde = (!attrs.is_empty()).then(|| quote!(#[serde(#(#attrs),*)]));
        Ok(FieldItem {
            field: f,
            name: ident(&field_name(&f.wire)),
            ty: self.ty(&f.ty),
            decl_ty: self.field_ty(f),
            default_fn,
            doc: docs(field_docs(f).as_deref()),
            serde: serde.unwrap_or_default(),
        })
    }

    /// The field's serde attributes, and the name of its default function if it has
    /// one. Adds the functions they refer to to the `defaults` module.
    fn field_attrs(
        &mut self,
        owner: &str,
        f: &Field,
    ) -> Result<(Vec<TokenStream>, Option<Ident>), Error> {
        let mut attrs = vec![];
        let wire = &f.wire;
        if *wire != field_name(wire) {
            attrs.push(quote!(rename = #wire));
        }
        let lenient = f.default_on_error || f.default_on_null || f.skip_invalid_items;
        let ty = self.ty(&f.ty);
        if let Some(default) = f.default.as_ref().filter(|_| !f.required) {
            let value = self.literal(&f.ty, default)?;
            let fn_name = default_fn(owner, wire);
            attrs.push(quote_path("default", &fn_name));
            if lenient {
                let de_name = lenient_fn(owner, wire);
                let helper = self.lenient_helper(f);
                attrs.push(quote_path("deserialize_with", &de_name));
                self.add_default(de_name.clone(), quote! {
                    pub(super) fn #de_name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<#ty, D::Error> {
                        #helper(d).map(|v: Option<#ty>| v.unwrap_or_else(#fn_name))
                    }
                })?;
            }
            self.add_default(
                fn_name.clone(),
                quote! { pub(super) fn #fn_name() -> #ty { #value } },
            )?;
            return Ok((attrs, Some(fn_name)));
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
            let de_name = lenient_fn(owner, wire);
            let helper = self.lenient_helper(f);
            attrs.push(quote_path("deserialize_with", &de_name));
            self.add_default(de_name.clone(), quote! {
                pub(super) fn #de_name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<#ty, D::Error> {
                    #helper(d).map(|v: Option<#ty>| v.unwrap_or_default())
                }
            })?;
            return Ok((attrs, None));
        }
        if !f.required {
            attrs.push(quote!(default, skip_serializing_if = "Option::is_none"));
        }
        if f.keeps_null {
            let helper = self.keeps_null_helper(f)?;
            attrs.push(quote!(deserialize_with = #helper));
            return Ok((attrs, None));
        }
        if lenient {
            let helper = self.lenient_helper(f).to_string().replace(' ', "");
            attrs.push(quote!(deserialize_with = #helper));
        }
        Ok((attrs, None))
    }

    /// The `crate::generated_support::lenient` function that decodes a field whose explicit `null` is
    /// not absence ([`Field::keeps_null`]), as a `deserialize_with` path. Serde
    /// calls it only for a field that is present; `default` covers absence.
    fn keeps_null_helper(&self, f: &Field) -> Result<String, Error> {
        let helper =
            match (&f.ty, f.default_on_error, f.skip_invalid_items) {
                // Any JSON is a value: nothing to be lenient about.
                (Ty::Value, _, _) => "keep_null",
                (Ty::Vec(_), true, true) => "patch_items_or_none",
                (_, true, false) => "patch_or_none",
                (_, false, false) => "patch",
                (_, _, true) => return Err(Error::here(
                    "`x-deserialize-skip-invalid-items` without `-default-on-error` on a field \
                     that tells `null` apart from absence",
                )),
            };
        Ok(format!("crate::generated_support::lenient::{helper}"))
    }

    /// The `crate::generated_support::lenient` function that decodes a lenient field into an `Option`.
    fn lenient_helper(&self, f: &Field) -> TokenStream {
        if f.skip_invalid_items && matches!(f.ty, Ty::Vec(_)) {
            return if f.default_on_error {
                quote!(crate::generated_support::lenient::items_or_none)
            } else {
                quote!(crate::generated_support::lenient::items)
            };
        }
        if !f.default_on_error {
            return quote!(crate::generated_support::lenient::null_as_none);
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
            Ty::Value => quote!(crate::generated_support::lenient::null_as_none),
            Ty::Map(inner) if **inner == Ty::Value => {
                quote!(crate::generated_support::lenient::object_or_none)
            }
            _ if string_like => quote!(crate::generated_support::lenient::string_or_none),
            _ => quote!(crate::generated_support::lenient::or_none),
        }
    }
}

/// The field's docs, and for a field whose `null` is not absence how each state
/// goes on the wire.
fn field_docs(f: &Field) -> Option<String> {
    let wire = if f.is_double_option() {
        "`None` leaves the field out, `Some(None)` sends `null`."
    } else if f.keeps_null {
        "`None` leaves the field out, `Some(Value::Null)` sends `null`."
    } else {
        return f.docs.clone();
    };
    let text = f.docs.as_deref().unwrap_or_default().trim();
    Some(format!("{text}\n\n{wire}").trim_start().to_owned())
}

/// `key = "defaults::name"`, a serde attribute naming a `defaults` function.
fn quote_path(key: &str, name: &Ident) -> TokenStream {
    let key = quote::format_ident!("{key}");
    let path = path(name);
    quote!(#key = #path)
}
