//! Builders: how a user builds and updates a value of a `#[non_exhaustive]` type
//! from another crate.
//!
//! - a struct gets `new(required…)` and one chainable setter per optional field,
//!   and `Default` where every field is optional;
//! - a union gets one constructor per struct variant (`Kind::boolean(true)`) and a
//!   setter per optional field of its struct variants. Tuple and unit variants
//!   need nothing: they are built as they are written (`ContentBlock::Text(..)`),
//!   the catch-all `Unknown(..)` included.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::fields::FieldItem;
use super::Ctx;
use crate::error::Error;
use crate::model::Variant;
use crate::names::{field_name, ident, with_article};

impl Ctx<'_> {
    /// `new(required...)` plus one chainable setter per optional field. `kind` is
    /// the flattened union of a struct that has one (a required `kind` parameter).
    pub(super) fn constructor(
        &self,
        name: &str,
        fields: &[FieldItem],
        kind: Option<&Ident>,
        keeps_extra: bool,
    ) -> Result<TokenStream, Error> {
        let type_name = format_ident!("{}", name);
        let mut params = vec![];
        let mut inits = vec![];
        let mut setters = vec![];
        for f in fields {
            let FieldItem {
                name: field,
                ty,
                decl_ty,
                ..
            } = f;
            if f.field.required {
                params.push(quote!(#field: impl Into<#decl_ty>));
                inits.push(quote!(#field: #field.into()));
                continue;
            }
            let unset = f.unset();
            inits.push(quote!(#field: #unset));
            let link = format!("[`{name}::{}`]", field_name(&f.field.wire));
            let doc = format!(" Sets {link}.");
            let value = wrap(f, quote!(value.into()));
            setters.push(quote! {
                #[doc = #doc]
                #[must_use]
                pub fn #field(mut self, value: impl Into<#ty>) -> Self { self.#field = #value; self }
            });
            if f.field.is_double_option() {
                let clear = clear_setter(f);
                if fields.iter().any(|g| g.name == clear) {
                    return Err(Error::here(format!(
                        "the setter `{clear}` would have the name of a field"
                    )));
                }
                let doc = clear_doc(&link);
                setters.push(quote! {
                    #[doc = #doc]
                    #[must_use]
                    pub fn #clear(mut self) -> Self { self.#field = Some(None); self }
                });
            }
        }
        if let Some(kind) = kind {
            params.push(quote!(kind: impl Into<#kind>));
            inits.push(quote!(kind: kind.into()));
        }
        if keeps_extra {
            inits.push(quote!(extra: Default::default()));
        }
        let mut doc = format!(
            " {} with the given required fields; optional ones are unset.",
            with_article(&format!("`{name}`"))
        );
        doc[..2].make_ascii_uppercase();
        let allow = (params.len() > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
        Ok(quote! {
            impl #type_name {
                #[doc = #doc]
                #allow
                pub fn new(#(#params),*) -> Self { Self { #(#inits),* } }
                #(#setters)*
            }
        })
    }

    /// `impl Default` for a struct whose fields are all optional but not all
    /// `None` by default (the others derive it).
    pub(super) fn default_impl(
        &self,
        name: &str,
        fields: &[FieldItem],
        keeps_extra: bool,
    ) -> TokenStream {
        let type_name = format_ident!("{}", name);
        let inits = fields.iter().map(|f| {
            let (field, unset) = (&f.name, f.unset());
            quote!(#field: #unset)
        });
        let extra = keeps_extra.then(|| quote!(extra: Default::default()));
        quote! {
            impl Default for #type_name {
                fn default() -> Self { Self { #(#inits,)* #extra } }
            }
        }
    }

    /// Constructors for the struct variants of union `union`, and setters for
    /// their optional fields. `variants` are the struct variants with their fields.
    pub(super) fn variant_builders(
        &self,
        union: &str,
        variants: &[(&Variant, Vec<FieldItem>)],
        all_variants: usize,
    ) -> Result<TokenStream, Error> {
        if variants.is_empty() {
            return Ok(quote!());
        }
        let type_name = format_ident!("{}", union);
        let mut fns = vec![];
        let mut names: Vec<Ident> = vec![];
        for (v, fields) in variants {
            let f = ident(&field_name(&v.name));
            if names.contains(&f) {
                return Err(Error::here(format!(
                    "two variants whose constructors would both be called `{f}`"
                )));
            }
            names.push(f.clone());
            let n = format_ident!("{}", v.name);
            let required = fields.iter().filter(|f| f.field.required);
            let params = required.clone().map(|f| {
                let (name, ty) = (&f.name, &f.decl_ty);
                quote!(#name: impl Into<#ty>)
            });
            let inits = fields.iter().map(|f| {
                let name = &f.name;
                if f.field.required {
                    quote!(#name: #name.into())
                } else {
                    let unset = f.unset();
                    quote!(#name: #unset)
                }
            });
            let doc = format!(
                " [`{union}::{}`] with the given required fields; optional ones are unset.",
                v.name
            );
            let allow =
                (required.count() > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
            fns.push(quote! {
                #[doc = #doc]
                #allow
                pub fn #f(#(#params),*) -> Self { Self::#n { #(#inits),* } }
            });
        }
        // One setter per optional field name, shared by the variants that have it
        // with the same type; where the types differ, one per variant.
        let optional: Vec<(&Variant, &FieldItem)> = variants
            .iter()
            .flat_map(|(v, fields)| {
                fields
                    .iter()
                    .filter(|f| !f.field.required)
                    .map(move |f| (*v, f))
            })
            .collect();
        let mut done: Vec<&Ident> = vec![];
        for (_, f) in &optional {
            if done.contains(&&f.name) {
                continue;
            }
            done.push(&f.name);
            let same_name: Vec<&(&Variant, &FieldItem)> =
                optional.iter().filter(|(_, g)| g.name == f.name).collect();
            let shared = same_name.iter().all(|(_, g)| {
                g.decl_ty.to_string() == f.decl_ty.to_string()
                    && g.ty.to_string() == f.ty.to_string()
            });
            let groups: Vec<Vec<&Variant>> = if shared {
                vec![same_name.iter().map(|(v, _)| *v).collect()]
            } else {
                same_name.iter().map(|(v, _)| vec![*v]).collect()
            };
            for group in groups {
                let setter = match (shared, names.contains(&f.name)) {
                    (true, false) => f.name.clone(),
                    (true, true) => format_ident!("with_{}", f.name),
                    (false, _) => format_ident!("{}_{}", field_name(&group[0].name), f.name),
                };
                if names.contains(&setter) {
                    return Err(Error::here(format!(
                        "two builder functions would both be called `{setter}`"
                    )));
                }
                names.push(setter.clone());
                fns.push(self.variant_setter(&setter, f, &group, all_variants, false));
                if f.field.is_double_option() {
                    let clear = format_ident!("clear_{setter}");
                    if names.contains(&clear) {
                        return Err(Error::here(format!(
                            "two builder functions would both be called `{clear}`"
                        )));
                    }
                    names.push(clear.clone());
                    fns.push(self.variant_setter(&clear, f, &group, all_variants, true));
                }
            }
        }
        Ok(quote! {
            impl #type_name {
                #(#fns)*
            }
        })
    }

    /// Sets optional field `f` of whichever of `variants` the value is (`clear`:
    /// to an explicit `null`, for a field that tells it apart from absence).
    fn variant_setter(
        &self,
        setter: &Ident,
        f: &FieldItem,
        variants: &[&Variant],
        all_variants: usize,
        clear: bool,
    ) -> TokenStream {
        let (field, ty) = (&f.name, &f.ty);
        let links: Vec<String> = variants
            .iter()
            .map(|v| format!("[`Self::{}`]", v.name))
            .collect();
        let doc = if variants.len() == all_variants {
            format!(" Sets `{field}`.")
        } else {
            format!(
                " Sets `{field}` of {}; a value of another variant is returned unchanged.",
                links.join(", ")
            )
        };
        let doc = match (clear, variants.len() == all_variants) {
            (false, _) => doc,
            (true, true) => clear_doc(&format!("`{field}`")),
            (true, false) => format!(
                "{} A value of another variant is returned unchanged.",
                clear_doc(&format!("`{field}` of {}", links.join(", ")))
            ),
        };
        let pats = variants.iter().map(|v| {
            let n = format_ident!("{}", v.name);
            quote!(Self::#n { #field, .. })
        });
        let (param, value) = if clear {
            (quote!(), quote!(Some(None)))
        } else {
            (quote!(value: impl Into<#ty>), wrap(f, quote!(value.into())))
        };
        let assign = if variants.len() == all_variants {
            quote! { let (#(#pats)|*) = &mut self; *#field = #value; }
        } else {
            quote! { if let #(#pats)|* = &mut self { *#field = #value; } }
        };
        quote! {
            #[doc = #doc]
            #[must_use]
            pub fn #setter(mut self, #param) -> Self { #assign self }
        }
    }
}

/// `value` as stored in field `f`: wrapped in `Some` where the field is an `Option`
/// (twice where it is an `Option<Option<T>>`).
fn wrap(f: &FieldItem, value: TokenStream) -> TokenStream {
    if f.field.is_double_option() {
        quote!(Some(Some(#value)))
    } else if f.field.is_option() {
        quote!(Some(#value))
    } else {
        value
    }
}

/// The setter that sets field `f` to an explicit `null`: `clear_<field>`.
fn clear_setter(f: &FieldItem) -> Ident {
    ident(&format!("clear_{}", field_name(&f.field.wire)))
}

/// The docs of a `clear_` setter of `field` (a doc link or a code span).
fn clear_doc(field: &str) -> String {
    format!(
        " Sets {field} to an explicit `null`, which is not the same as leaving it out \
         (the field's docs say what it means)."
    )
}
