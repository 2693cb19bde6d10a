//! `#[acp_agent]` and `#[acp_client]`: put one on an inherent `impl` block and each
//! `fn` named after a method of that side and taking its params type becomes its
//! handler; other fns are helpers, whatever their names. Re-exported by the `acp`
//! crate, which documents them in full, with the exact rule (`acp::acp_agent`).
//!
//! The method set comes from the same schema model as the generated types
//! (the schema of `v1`, or of the module `protocol = ..` names, in the table
//! `acp_codegen::modules`: the texts `build.rs` of `acp` generates from):
//! nothing here lists methods by hand, and a schema bump changes what the macros
//! accept.

mod ir;
mod protocol;
mod render;

use proc_macro::TokenStream;

use protocol::{Module, Role};

/// Makes an ACP agent of an inherent impl block. Documented, with an example, as
/// `acp::acp_agent`.
#[proc_macro_attribute]
pub fn acp_agent(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand(Role::Agent, attr, item)
}

/// Makes an ACP client of an inherent impl block. Documented, with an example, as
/// `acp::acp_client`.
#[proc_macro_attribute]
pub fn acp_client(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand(Role::Client, attr, item)
}

/// Makes a proxy of a proxy chain of an inherent impl block: its fns named after
/// methods of either side intercept them, everything else is forwarded.
/// Documented, with an example, as `acp::acp_proxy`.
#[proc_macro_attribute]
pub fn acp_proxy(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand(Role::Proxy, attr, item)
}

fn expand(role: Role, attr: TokenStream, item: TokenStream) -> TokenStream {
    expand_tokens(role, attr.into(), item.into()).into()
}

/// The expansion on `proc_macro2` tokens, so that tests can run it.
fn expand_tokens(
    role: Role,
    attr: proc_macro2::TokenStream,
    item: proc_macro2::TokenStream,
) -> proc_macro2::TokenStream {
    let (attr, flags) = match split_flags(role, attr) {
        Ok(split) => split,
        Err(e) => return e.to_compile_error(),
    };
    let module = match parse_module(role, attr) {
        Ok(module) => module,
        Err(e) => return e.to_compile_error(),
    };
    match ir::Peer::parse(role, module, item) {
        Ok(mut peer) => {
            peer.mcp = flags.mcp;
            peer.no_mode_sync = flags.no_mode_sync;
            peer.store = flags.store;
            render::render(&peer)
        }
        Err(failed) => {
            let stubs = failed
                .block
                .map(|block| render::entry_stubs(role, module, &block));
            let (item, errors) = (failed.item, failed.errors.to_compile_error());
            quote::quote!(#item #stubs #errors)
        }
    }
}

/// The attribute's flags, an agent's only.
#[derive(Default)]
struct Flags {
    /// `mcp`: the agent connects MCP servers with `acp::mcp`.
    mcp: bool,
    /// `no_mode_sync`: the SDK leaves the agent's modes and config options as
    /// it writes them (`acp::session::modes`).
    no_mode_sync: bool,
    /// `store = field`: the field holding the agent's session store
    /// (`acp::session::served`).
    store: Option<syn::Ident>,
}

/// Takes the flags (`mcp`, `no_mode_sync`, `store = field`) out of the attribute's
/// comma-separated arguments.
fn split_flags(
    role: Role,
    attr: proc_macro2::TokenStream,
) -> syn::Result<(proc_macro2::TokenStream, Flags)> {
    use syn::punctuated::Punctuated;
    let mut flags = Flags::default();
    if attr.is_empty() {
        return Ok((attr, flags));
    }
    let args = syn::parse::Parser::parse2(
        Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
        attr.clone(),
    )?;
    let mut rest = proc_macro2::TokenStream::new();
    for arg in args {
        match &arg {
            syn::Meta::Path(path) if path.is_ident("mcp") || path.is_ident("no_mode_sync") => {
                if role != Role::Agent {
                    let what = match path.is_ident("mcp") {
                        true => "the agent connects the MCP servers of its sessions",
                        false => "the SDK keeps an agent's modes and config options in sync",
                    };
                    return Err(syn::Error::new_spanned(
                        path,
                        format!("`{}` is an agent's argument: {what}", quote::quote!(#path)),
                    ));
                }
                match path.is_ident("mcp") {
                    true => flags.mcp = true,
                    false => flags.no_mode_sync = true,
                }
            }
            syn::Meta::NameValue(nv) if nv.path.is_ident("store") => {
                if role != Role::Agent {
                    return Err(syn::Error::new_spanned(
                        &nv.path,
                        "`store` is an agent's argument: the session store the SDK serves its sessions from",
                    ));
                }
                let field = match &nv.value {
                    syn::Expr::Path(p) if p.qself.is_none() => p.path.get_ident().cloned(),
                    _ => None,
                };
                let Some(field) = field else {
                    return Err(syn::Error::new_spanned(
                        &nv.value,
                        "`store = field`: the name of the field holding the store (an `acp::session::store::AnyStore`, or an `Option` of one)",
                    ));
                };
                flags.store = Some(field);
            }
            _ if !rest.is_empty() => return Err(syn::Error::new_spanned(
                arg,
                "expected at most `protocol = MODULE`, `mcp`, `no_mode_sync` and `store = field`",
            )),
            _ => rest = quote::ToTokens::to_token_stream(&arg),
        }
    }
    Ok((rest, flags))
}

/// The block's protocol module: `acp::v1` without arguments, or the one
/// `protocol = v1 | v1_unstable | v2 | v2_unstable` names.
fn parse_module(role: Role, attr: proc_macro2::TokenStream) -> syn::Result<Module> {
    let module = parse_module_name(role, attr.clone())?;
    if role.exists_in(module.protocol()) {
        return Ok(module);
    }
    let with: Vec<&str> = Module::all()
        .filter(|m| role.exists_in(m.protocol()))
        .map(Module::name)
        .collect();
    let message = format!(
        "the schema of `acp::{}` has no {} side; it is in {}",
        module.name(),
        role.noun(),
        with.join(", ")
    );
    Err(match attr.is_empty() {
        true => syn::Error::new(proc_macro2::Span::call_site(), message),
        false => syn::Error::new_spanned(attr, message),
    })
}

/// The module `protocol = ..` names, or the role's default.
fn parse_module_name(role: Role, attr: proc_macro2::TokenStream) -> syn::Result<Module> {
    if attr.is_empty() {
        return Ok(role.default_module());
    }
    let name = role.attribute();
    let expected = Module::all()
        .map(Module::name)
        .collect::<Vec<_>>()
        .join(", ");
    let usage = format!("#[{name}] takes no arguments or `protocol = MODULE`, one of {expected}");
    let arg: syn::MetaNameValue =
        syn::parse2(attr.clone()).map_err(|_| syn::Error::new_spanned(&attr, &usage))?;
    if !arg.path.is_ident("protocol") {
        return Err(syn::Error::new_spanned(&arg.path, usage));
    }
    let module = match &arg.value {
        syn::Expr::Path(p) => p.path.get_ident().map(|i| i.to_string()),
        _ => None,
    };
    module
        .as_deref()
        .and_then(Module::from_name)
        .ok_or_else(|| {
            syn::Error::new_spanned(
                &arg.value,
                format!("unknown protocol module; expected one of {expected}"),
            )
        })
}

#[cfg(test)]
mod expansion_snapshot {
    //! The expansion of a small block, checked in as `snapshots/expansion.expanded.rs`
    //! so that changes to generated code show in review. Refresh it with
    //! `ACP_UPDATE_EXPANSION=1 cargo test -p acp-sdk-macros`.

    use super::*;

    #[test]
    fn expansion_matches_the_snapshot() {
        let input: syn::File =
            syn::parse_str(include_str!("../snapshots/expansion.input.rs")).unwrap();
        let mut out =
            String::from("// The expansion of snapshots/expansion.input.rs (see src/lib.rs).\n\n");
        for item in input.items {
            let syn::Item::Impl(mut block) = item else {
                continue;
            };
            let attr = block.attrs.remove(0);
            let role = [Role::Agent, Role::Client, Role::Proxy]
                .into_iter()
                .find(|role| attr.path().is_ident(role.attribute()))
                .expect("a block of the snapshot input names its role");
            let expanded =
                expand_tokens(role, proc_macro2::TokenStream::new(), quote::quote!(#block));
            out.push_str(&prettyplease::unparse(&syn::parse2(expanded).unwrap()));
        }
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/snapshots/expansion.expanded.rs"
        );
        if std::env::var_os("ACP_UPDATE_EXPANSION").is_some() {
            std::fs::write(path, &out).unwrap();
        }
        let checked_in = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            checked_in == out,
            "the expansion changed; review it and refresh with ACP_UPDATE_EXPANSION=1 cargo test -p acp-sdk-macros"
        );
    }
}
