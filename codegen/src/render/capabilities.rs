//! `AGENT_CAPABILITIES` / `CLIENT_CAPABILITIES`: the table of
//! [`crate::capabilities`], kept to the methods and capabilities this schema has,
//! with each capability's kind (boolean or object) read from the schema.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::Ctx;
use crate::capabilities::{Carrier, AGENT, CLIENT};
use crate::model::{Shape, Ty};

impl Ctx<'_> {
    pub(super) fn capability_tables(&self) -> TokenStream {
        [
            ("AGENT_CAPABILITIES", &AGENT, "an agent"),
            ("CLIENT_CAPABILITIES", &CLIENT, "a client"),
        ]
        .into_iter()
        .filter_map(|(name, carrier, who)| self.capability_table(name, carrier, who))
        .collect()
    }

    fn capability_table(&self, name: &str, carrier: &Carrier, who: &str) -> Option<TokenStream> {
        let root = self.capabilities_type(carrier)?;
        let implied = carrier.implied.iter().filter_map(|(method, path)| {
            self.protocol.methods.iter().find(|m| m.name == *method)?;
            let mut ty = root.clone();
            for key in *path {
                let Ty::Ref(owner) = &ty else { return None };
                ty = self.field_type(owner, key)?;
            }
            let flag = match ty {
                Ty::Bool => true,
                Ty::Ref(_) => false,
                _ => return None,
            };
            Some(quote!(crate::capabilities::Implied { method: #method, path: &[#(#path),*], flag: #flag }))
        });
        let (method, in_result, field) = (carrier.method, carrier.in_result, carrier.field);
        let doc = format!(" The capabilities {who} advertises, and the methods that imply them.");
        let name = format_ident!("{}", name);
        Some(quote! {
            #[doc = #doc]
            pub static #name: crate::capabilities::Carrier = crate::capabilities::Carrier {
                method: #method,
                in_result: #in_result,
                field: #field,
                implied: &[#(#implied),*],
            };
        })
    }

    /// The type of the capabilities object `carrier` describes, if this schema has
    /// one (the table is generated only then).
    pub(super) fn capabilities_type(&self, carrier: &Carrier) -> Option<Ty> {
        let method = self
            .protocol
            .methods
            .iter()
            .find(|m| m.name == carrier.method)?;
        let message = if carrier.in_result {
            method.result.as_deref()?
        } else {
            &method.params
        };
        self.field_type(message, carrier.field)
    }

    /// The type of property `wire` of struct `owner`.
    fn field_type(&self, owner: &str, wire: &str) -> Option<Ty> {
        let Shape::Struct(s) = &self.protocol.get(owner)?.shape else {
            return None;
        };
        s.fields
            .iter()
            .find(|f| f.wire == wire)
            .map(|f| f.ty.clone())
    }
}
