//! Items that continue one another: the `impl crate::session::append::Join`
//! of the item types of appended lists (v2's `ContentBlock`, `ToolCallContent`),
//! so that a message streamed in many chunks is kept as one growing text rather
//! than a block per chunk.
//!
//! Decided from the schema's shapes alone: a struct whose only required
//! property is a string without an encoding (`TextContent`'s `text`), or a
//! value that itself joins (`Content`'s `content`), continues a previous value
//! whose other properties are all equal: the string is appended to the
//! previous one's. A union's value joins a previous value of the same variant,
//! if that variant's payload is such a struct. Anything else (an image, whose
//! `data` and `mimeType` are both required; a diff; a value of a kind the
//! schema does not know) stays an item of its own.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::access::{kind, Kind};
use crate::model::{Field, Payload, Protocol, Shape, Struct, Ty};
use crate::names::{field_name, ident};

/// Whether the values of the type `name` may continue one another.
pub(super) fn joins(protocol: &Protocol, name: &str) -> bool {
    how(protocol, name, &mut vec![]).is_some()
}

/// The `Join` impls of `types` (types for which [`joins`] holds), and of the
/// types their joins go into.
pub(super) fn impls(protocol: &Protocol, types: &[String]) -> TokenStream {
    let mut done: Vec<String> = vec![];
    let mut todo: Vec<String> = types.to_vec();
    let mut impls = vec![];
    while let Some(name) = todo.pop() {
        if done.contains(&name) {
            continue;
        }
        let Some(how) = how(protocol, &name, &mut vec![]) else {
            continue;
        };
        let nested = match &how {
            How::Struct(c) => c.nested.iter().collect::<Vec<_>>(),
            How::Union(variants) => variants
                .iter()
                .filter_map(|(_, c)| c.nested.as_ref())
                .collect(),
        };
        todo.extend(nested.into_iter().cloned());
        impls.push(render(&name, &how));
        done.push(name);
    }
    quote!(#(#impls)*)
}

/// How the values of a type join.
enum How<'p> {
    /// A struct: by its continuing property.
    Struct(Continues<'p>),
    /// A union: the variants (by Rust name) whose payload joins.
    Union(Vec<(&'p str, Continues<'p>)>),
}

/// A struct's continuing property, and the properties that must be equal.
struct Continues<'p> {
    field: &'p Field,
    /// The type of the property, when it is a value that joins (not a string).
    nested: Option<String>,
    others: Vec<&'p Field>,
}

/// How the type `name` joins, if it does; `visiting` breaks cycles.
fn how<'p>(protocol: &'p Protocol, name: &str, visiting: &mut Vec<String>) -> Option<How<'p>> {
    if visiting.iter().any(|v| v == name) {
        return None;
    }
    visiting.push(name.to_owned());
    let found = match &protocol.get(name)?.shape {
        Shape::Struct(s) => continues(protocol, s, visiting).map(How::Struct),
        Shape::Tagged(union) => {
            let variants: Vec<_> = union
                .variants
                .iter()
                .filter_map(|v| {
                    let Payload::Type(Ty::Ref(payload)) = &v.payload else {
                        return None;
                    };
                    let Shape::Struct(s) = &protocol.get(payload)?.shape else {
                        return None;
                    };
                    Some((v.name.as_str(), continues(protocol, s, visiting)?))
                })
                .collect();
            (!variants.is_empty()).then_some(How::Union(variants))
        }
        _ => None,
    };
    visiting.pop();
    found
}

/// The continuing property of `s`, if it has one.
fn continues<'p>(
    protocol: &'p Protocol,
    s: &'p Struct,
    visiting: &mut Vec<String>,
) -> Option<Continues<'p>> {
    if s.flatten.is_some() || s.keeps_extra {
        return None;
    }
    let mut required = s
        .fields
        .iter()
        .filter(|f| f.required && kind(f) == Kind::Plain);
    let (Some(field), None) = (required.next(), required.next()) else {
        return None;
    };
    let nested = match &field.ty {
        Ty::String if field.content_encoding.is_none() => None,
        Ty::Ref(inner) if how(protocol, inner, visiting).is_some() => Some(inner.clone()),
        _ => return None,
    };
    let others = s.fields.iter().filter(|f| f.wire != field.wire).collect();
    Some(Continues {
        field,
        nested,
        others,
    })
}

/// `impl Join for name`.
fn render(name: &str, how: &How) -> TokenStream {
    let ty = format_ident!("{}", name);
    let body = match how {
        How::Struct(c) => {
            let join = join(c);
            quote! {
                let held = self;
                #join
            }
        }
        How::Union(variants) => {
            let arms = variants.iter().map(|(variant, c)| {
                let variant = format_ident!("{}", variant);
                let join = join(c);
                quote!((#ty::#variant(held), #ty::#variant(next)) => #join,)
            });
            quote! {
                #[allow(unreachable_patterns)]
                match (self, next) {
                    #(#arms)*
                    _ => None,
                }
            }
        }
    };
    quote! {
        impl crate::session::append::Join for #ty {
            fn join(&mut self, next: &Self) -> Option<usize> {
                #body
            }
        }
    }
}

/// Joining `next` to `held` (both of the struct `c` describes).
fn join(c: &Continues) -> TokenStream {
    let same: Vec<TokenStream> = c
        .others
        .iter()
        .map(|f| {
            let f = ident(&field_name(&f.wire));
            quote!(held.#f == next.#f)
        })
        .collect();
    let same = if same.is_empty() {
        quote!(true)
    } else {
        quote!(#(#same)&&*)
    };
    let f = ident(&field_name(&c.field.wire));
    let append = match &c.nested {
        None => quote!(Some(crate::session::append::text(&mut held.#f, &next.#f))),
        Some(_) => quote!(crate::session::append::Join::join(&mut held.#f, &next.#f)),
    };
    quote! {
        if #same { #append } else { None }
    }
}
