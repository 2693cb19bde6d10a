//! Rendering: the lowered [`Protocol`] becomes one formatted Rust file.
//!
//! The file is meant to be `include!`d as a module of the `acp` crate: it refers to
//! the crate's support code as `crate::lenient` (lenient decoding) and `crate::rpc`
//! (method traits and dispatch helpers).

mod capabilities;
mod dispatch;
mod peers;
mod types;

use proc_macro2::TokenStream;
use quote::quote;

use crate::error::Error;
use crate::model::Protocol;

/// Shared state while rendering one file.
pub(crate) struct Ctx<'p> {
    pub(crate) protocol: &'p Protocol,
    /// Functions for the file's `defaults` module (schema defaults of fields).
    pub(crate) defaults: Vec<TokenStream>,
}

/// Renders the whole protocol as formatted Rust source.
pub fn render(protocol: &Protocol, source: &str) -> Result<String, Error> {
    let mut ctx = Ctx {
        protocol,
        defaults: vec![],
    };
    let mut items = vec![];
    for def in &protocol.types {
        items.push(ctx.type_def(def).map_err(|e| e.within(&def.name))?);
    }
    let dispatch = ctx.dispatch()?;
    let peers = ctx.peers();
    let capabilities = ctx.capability_tables();
    let handshake = ctx.handshake_table(source)?;
    let defaults = &ctx.defaults;
    let file = quote! {
        #(#items)*
        #dispatch
        #peers
        #capabilities
        #handshake
        /// Schema defaults of fields, as functions for `#[serde(default = ...)]`.
        mod defaults {
            #![allow(unused_imports)]
            use super::*;
            #(#defaults)*
        }
    };
    let parsed: syn::File = syn::parse2(file).map_err(|e| {
        Error::new(
            "(generated code)",
            format!("the generator produced invalid Rust: {e}"),
        )
    })?;
    let header = format!("// Generated from `{source}` by `acp-codegen`. Do not edit by hand.\n\n");
    Ok(header + &prettyplease::unparse(&parsed))
}

/// `#[doc]` attributes for a schema description. Code fences become `text` blocks so
/// that rustdoc does not try to compile the schema's examples.
pub(crate) fn docs(text: Option<&str>) -> TokenStream {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return quote!();
    };
    let mut in_fence = false;
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            let fence = line.trim_start().starts_with("```");
            let opens_bare = fence && !in_fence && line.trim() == "```";
            in_fence ^= fence;
            if opens_bare {
                format!(" {}", line.replacen("```", "```text", 1))
            } else {
                format!(" {line}")
            }
        })
        .collect();
    quote!(#(#[doc = #lines])*)
}
