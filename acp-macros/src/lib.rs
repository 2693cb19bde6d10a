//! `#[acp_agent]` and `#[acp_client]`: put one on an inherent `impl` block and each
//! `fn` named after a method of that side becomes its handler. Re-exported by the
//! `acp` crate, which documents them in full (`acp::acp_agent`).
//!
//! The method set comes from the same schema model as the generated types
//! (`acp-codegen` reading `schema/v1/schema.json`): nothing here lists methods by
//! hand, and a schema bump changes what the macros accept.

mod ir;
mod protocol;
mod render;

use proc_macro::TokenStream;

use protocol::Role;

/// Makes an ACP agent of an inherent impl block. See `acp::acp_agent`.
#[proc_macro_attribute]
pub fn acp_agent(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand(Role::Agent, attr, item)
}

/// Makes an ACP client of an inherent impl block. See `acp::acp_client`.
#[proc_macro_attribute]
pub fn acp_client(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand(Role::Client, attr, item)
}

fn expand(role: Role, attr: TokenStream, item: TokenStream) -> TokenStream {
    let attr = proc_macro2::TokenStream::from(attr);
    if !attr.is_empty() {
        let name = role.attribute();
        return syn::Error::new_spanned(attr, format!("#[{name}] takes no arguments"))
            .to_compile_error()
            .into();
    }
    match ir::Peer::parse(role, item.into()) {
        Ok(peer) => render::render(&peer).into(),
        Err(failed) => {
            let (item, errors) = (failed.item, failed.errors.to_compile_error());
            quote::quote!(#item #errors).into()
        }
    }
}
