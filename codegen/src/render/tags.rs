//! `tag()` on tagged unions: the wire tag of a value (`"agent_message_chunk"` of
//! a `SessionUpdate`, `"text"` of a `ContentBlock`), read from the variant and
//! not by encoding the value, so that code which shows or routes values by kind
//! needs neither serde nor the tag's property name.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{Payload, Tagged, Variant};
use crate::names::catch_all_name;

/// The `tag()` method of tagged union `t`, for its `impl` block.
///
/// A union whose every value has a tag returns `&str`; one with a variant that
/// is what an object without the tag decodes to (`McpServer::Stdio`) returns
/// `Option<&str>`, `None` for that variant, which has no tag on the wire. The
/// catch-all returns the tag it kept; built by hand without one, it has none
/// (`""`, or `None`).
pub(super) fn tag_method(t: &Tagged) -> TokenStream {
    let tag = &t.tag;
    let other = catch_all_name();
    let optional = t.untagged_default.is_some();
    let known = t.variants.iter().filter_map(|v| {
        let value = v.tag_value.as_deref()?;
        let pattern = pattern(v);
        let value = if optional {
            quote!(Some(#value))
        } else {
            quote!(#value)
        };
        Some(quote!(#pattern => #value))
    });
    let kept = quote!(map.get(#tag).and_then(serde_json::Value::as_str));
    let (ty, untagged, other_arm, doc) = match &t.untagged_default {
        Some(v) => {
            let (n, pattern) = (&v.name, pattern(v));
            let doc = format!(
                " The value of `{tag}` on the wire: `None` for [`Self::{n}`], which is \
                 sent without it; for [`Self::{other}`], the `{tag}` it was received with."
            );
            (
                quote!(Option<&str>),
                quote!(#pattern => None,),
                quote!(Self::#other(map) => #kept),
                doc,
            )
        }
        None => {
            let doc = format!(
                " The value of `{tag}` on the wire; for [`Self::{other}`], the `{tag}` it \
                 was received with (`\"\"` if it has none, as when built by hand)."
            );
            (
                quote!(&str),
                quote!(),
                quote!(Self::#other(map) => #kept.unwrap_or_default()),
                doc,
            )
        }
    };
    quote! {
        #[doc = #doc]
        pub fn tag(&self) -> #ty {
            match self {
                #(#known,)*
                #untagged
                #other_arm,
            }
        }
    }
}

/// A pattern that matches variant `v`, whatever it carries.
fn pattern(v: &Variant) -> TokenStream {
    let n = format_ident!("{}", v.name);
    match v.payload {
        Payload::Unit => quote!(Self::#n),
        Payload::Type(_) => quote!(Self::#n(_)),
        Payload::Fields(_) => quote!(Self::#n { .. }),
    }
}
