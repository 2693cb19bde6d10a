//! Rendering: the lowered [`Protocol`] becomes one formatted Rust file.
//!
//! The file is meant to be `include!`d as a module of the `acp` crate: it refers to
//! the crate's layers by path (`crate::jsonrpc::method`: method traits and
//! dispatch helpers; `crate::peer`: the `Protocol` it implements, the
//! handshake and capabilities; `crate::connection`, `crate::session`,
//! `crate::proxy`) and to its support code for generated code
//! (`crate::generated_support`: lenient decoding, the seal of `Protocol`).

//!
//! What each module renders:
//!
//! | module | job |
//! |---|---|
//! | `shapes`, `unions` | one item per schema type, by shape (struct, newtype, string enum, named integers; tagged and untagged unions) |
//! | `tags` | `tag()` on tagged unions: a value's wire tag, read from its variant |
//! | `mapping` | schema types to Rust types |
//! | `fields` | a field's declaration and its serde policy (renames, defaults, lenient decoding) |
//! | `defaults` | schema `default` values as Rust expressions, and the `defaults` module's function names |
//! | `builders` | `new(required…)`, setters, variant constructors, `Default` impls |
//! | `exhaustive` | which items are `#[non_exhaustive]`, and the listed exceptions |
//! | `dispatch`, `peers`, `capabilities` | the method tables, dispatch unions, traits, handlers (their `Dispatch` for the request pipeline), peers and capability tables |
//! | `sessions` | what each message is to a session's turn (`Routed`), and the module's `Sessions` description |
//! | `values` | values the generator knows as JSON (the answer that ends a cancelled turn) as typed Rust expressions |
//! | `runtime` | what ties the module to the runtime: error conversions, `CONVENTIONS`, `Module` |
//! | `layers` | the module's `session` and `proxy` modules: the generic layers' aliases for it |
//! | `states`, `conveniences` | in `session`: the session state folded from `x-state`, and the conveniences for the requests that open or change a session |
//! | `conversions` | not part of a module's own file: `From` impls from another module's types that convert losslessly (see [`crate::conversions`]) |
//! | `secrets` | not part of a module: the runtime's one table of secret-bearing message parts, for every schema together |

mod builders;
mod capabilities;
mod conveniences;
pub(crate) mod conversions;
mod defaults;
mod dispatch;
mod exhaustive;
mod fields;
mod layers;
mod mapping;
mod modes;
mod peers;
mod runtime;
pub(crate) mod secrets;
mod served;
mod sessions;
mod shapes;
mod states;
mod tags;
mod unions;
mod values;

use proc_macro2::{Ident, TokenStream};
use quote::quote;

pub(crate) use mapping::is_method_type;
pub(crate) use runtime::{error_codes, is_runtime_error, ERROR_TYPE};

use crate::error::Error;
use crate::model::Protocol;

/// Shared state while rendering one file.
pub(crate) struct Ctx<'p> {
    pub(crate) protocol: &'p Protocol,
    /// Functions for the file's `defaults` module (schema defaults of fields), by name.
    defaults: Vec<(Ident, TokenStream)>,
}

impl Ctx<'_> {
    /// Adds a function to the `defaults` module. Each function is added once, by the
    /// field that needs it; two fields whose names map to the same function name
    /// are refused here rather than left to fail the build of the generated code.
    pub(crate) fn add_default(&mut self, name: Ident, item: TokenStream) -> Result<(), Error> {
        if self.defaults.iter().any(|(n, _)| *n == name) {
            return Err(Error::here(format!(
                "two fields need the default function `defaults::{name}`"
            )));
        }
        self.defaults.push((name, item));
        Ok(())
    }
}

/// Renders the whole protocol as formatted Rust source, for the module `name`
/// of the `acp` crate, from the schema file `source`.
pub fn render(protocol: &Protocol, source: &str, name: &str) -> Result<String, Error> {
    let mut ctx = Ctx {
        protocol,
        defaults: vec![],
    };
    let mut items = vec![];
    for def in &protocol.types {
        items.push(ctx.type_def(def).map_err(|e| e.within(&def.name))?);
    }
    // A schema without methods (the generator's own fixtures) is types only.
    let methods = !protocol.methods.is_empty();
    if methods {
        // The macros read the required methods from the same prose; a baseline
        // they could not read fails here first, naming it.
        crate::required::methods(protocol)?;
    }
    let dispatch = if methods { ctx.dispatch()? } else { quote!() };
    let peers = if methods { ctx.peers()? } else { quote!() };
    let capabilities = ctx.capability_tables()?;
    let handshake = ctx.handshake_table(source)?;
    let sessions = if methods {
        let mut sessions = ctx.routed();
        sessions.extend(ctx.sessions_table()?);
        sessions.extend(ctx.mode_facts());
        sessions.extend(ctx.store_facts()?);
        sessions
    } else {
        quote!()
    };
    let mut runtime = TokenStream::new();
    if methods {
        runtime.extend(ctx.conventions());
        if ctx.has_module() && name.is_empty() {
            // The same error as the handshake's, which reads the version there.
            crate::handshake::module_name(source)?;
        }
        runtime.extend(ctx.protocol_description(name));
        runtime.extend(ctx.proxy_description());
        runtime.extend(ctx.layer_modules()?);
    }
    let defaults = ctx.defaults.iter().map(|(_, item)| item);
    let file = quote! {
        #(#items)*
        #dispatch
        #peers
        #capabilities
        #handshake
        #sessions
        #runtime
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
