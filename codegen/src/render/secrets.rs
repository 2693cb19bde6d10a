//! The runtime's table of secret-bearing message parts, from [`crate::secrets`]:
//! one file for every schema together (`acp::redact` includes it), so that what
//! logs hide does not depend on which protocol modules a build enables.

use quote::quote;

use crate::error::Error;
use crate::secrets::{Hidden, Secrets};

/// The table as formatted Rust: `PAIR_FIELDS` and `SIGN_IN_REQUESTS`, each a
/// list of `(name, kept fields)`. `sources` names the schema files in the header.
pub(crate) fn table(secrets: &Secrets, sources: &[&str]) -> Result<String, Error> {
    let pairs = rows(&secrets.pair_fields);
    let sign_in = rows(&secrets.sign_in_requests);
    let pair_docs = found_in(&secrets.pair_fields);
    let sign_in_docs = found_in(&secrets.sign_in_requests);
    let file = quote! {
        /// Properties holding name/value pairs (one or a list) whose values are
        /// secrets, with the fields of a pair that are kept:
        ///
        #(#[doc = #pair_docs])*
        pub(crate) const PAIR_FIELDS: &[(&str, &[&str])] = &[#(#pairs),*];

        /// Requests whose params sign in, with the fields of the params that are
        /// kept (the chosen method):
        ///
        #(#[doc = #sign_in_docs])*
        pub(crate) const SIGN_IN_REQUESTS: &[(&str, &[&str])] = &[#(#sign_in),*];
    };
    let parsed: syn::File = syn::parse2(file).map_err(|e| {
        Error::new(
            "(generated code)",
            format!("the generator produced invalid Rust: {e}"),
        )
    })?;
    let header = format!(
        "// Generated from {} by `acp-codegen`. Do not edit by hand.\n\n",
        sources
            .iter()
            .map(|s| format!("`{s}`"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    Ok(header + &prettyplease::unparse(&parsed))
}

fn rows(parts: &std::collections::BTreeMap<String, Hidden>) -> Vec<proc_macro2::TokenStream> {
    parts
        .iter()
        .map(|(name, hidden)| {
            let keep = hidden.keep.iter();
            quote!((#name, &[#(#keep),*]))
        })
        .collect()
}

/// One doc line per part: `` - `env`: `EnvVariable` in `McpServerStdio.env`, ... ``.
fn found_in(parts: &std::collections::BTreeMap<String, Hidden>) -> Vec<String> {
    let list = |names: &std::collections::BTreeSet<String>| {
        let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
        quoted.join(", ")
    };
    parts
        .iter()
        .map(|(name, hidden)| {
            format!(
                " - `{name}`: {} in {}",
                list(&hidden.types),
                list(&hidden.found_in)
            )
        })
        .collect()
}
