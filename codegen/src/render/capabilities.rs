//! `AGENT_CAPABILITIES` / `CLIENT_CAPABILITIES`: the tables
//! [`crate::capabilities`] reads from this schema's prose.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::Ctx;
use crate::capabilities::{Carrier, AGENT, CLIENT};
use crate::error::Error;
use crate::model::{Shape, Ty};

impl Ctx<'_> {
    pub(super) fn capability_tables(&self) -> Result<TokenStream, Error> {
        let mut out = TokenStream::new();
        for (name, carrier, who) in [
            ("AGENT_CAPABILITIES", &AGENT, "an agent"),
            ("CLIENT_CAPABILITIES", &CLIENT, "a client"),
        ] {
            out.extend(self.capability_table(name, carrier, who)?);
        }
        out.extend(self.mcp_transport_names());
        Ok(out)
    }

    /// `McpServer::STDIO_TRANSPORT`, ...: the name of the transport each
    /// variant of the MCP server union stands for, as the capability tables
    /// name it, for code that says which transports it connects.
    fn mcp_transport_names(&self) -> TokenStream {
        use crate::capabilities::{mcp_transport_name, MCP_SERVER_UNION};
        let Some(Shape::Tagged(union)) = self.protocol.get(MCP_SERVER_UNION).map(|d| &d.shape)
        else {
            return TokenStream::new();
        };
        let consts = union
            .variants
            .iter()
            .chain(&union.untagged_default)
            .map(|v| {
                let transport = mcp_transport_name(v);
                let name = format_ident!("{}_TRANSPORT", transport.to_uppercase());
                let doc = format!(
                    " The MCP transport of [`Self::{}`], as the capability tables name it.",
                    v.name
                );
                quote!(#[doc = #doc] pub const #name: &'static str = #transport;)
            });
        let union = format_ident!("{}", MCP_SERVER_UNION);
        quote! {
            impl #union {
                #(#consts)*
            }
        }
    }

    fn capability_table(
        &self,
        name: &str,
        carrier: &Carrier,
        who: &str,
    ) -> Result<Option<TokenStream>, Error> {
        let Some(table) = crate::capabilities::table(self.protocol, carrier)? else {
            return Ok(None);
        };
        let implied = table.implied.iter().map(|i| {
            let (method, path, flag) = (&i.method, &i.path, i.flag);
            quote!(crate::peer::capabilities::Implied { method: #method, path: &[#(#path),*], flag: #flag })
        });
        let baseline = table.baseline.iter().map(|b| {
            let (methods, path) = (&b.methods, &b.path);
            quote!(crate::peer::capabilities::Baseline { methods: &[#(#methods),*], path: &[#(#path),*] })
        });
        let mcp = table.mcp_transports.iter().map(|t| {
            let (transport, path, flag) = (&t.transport, &t.path, t.flag);
            quote!(crate::peer::capabilities::McpTransport { transport: #transport, path: &[#(#path),*], flag: #flag })
        });
        let (method, in_result, field) = (carrier.method, carrier.in_result, &table.field);
        let doc = format!(" The capabilities {who} advertises, and the methods that imply them.");
        let name = format_ident!("{}", name);
        Ok(Some(quote! {
            #[doc = #doc]
            pub static #name: crate::peer::capabilities::Carrier = crate::peer::capabilities::Carrier {
                method: #method,
                in_result: #in_result,
                field: #field,
                implied: &[#(#implied),*],
                baseline: &[#(#baseline),*],
                mcp_transports: &[#(#mcp),*],
            };
        }))
    }

    /// Whether the schema has the handshake method (every published one does).
    pub(super) fn has_handshake(&self) -> bool {
        self.protocol
            .methods
            .iter()
            .any(|m| m.name == crate::handshake::METHOD)
    }

    /// `HANDSHAKE` and `PROTOCOL_VERSION`: what the runtime's handshake needs to
    /// know about this schema (see [`crate::handshake`]); nothing for a schema
    /// without the handshake method.
    pub(super) fn handshake_table(&self, source: &str) -> Result<TokenStream, Error> {
        use crate::handshake::{protocol_version, METHOD, VERSION_FIELD};
        let negotiation = self.negotiation()?;
        let Some(method) = self.protocol.methods.iter().find(|m| m.name == METHOD) else {
            return Ok(TokenStream::new());
        };
        let version = protocol_version(source)?;
        let messages = [Some(method.params.as_str()), method.result.as_deref()];
        for message in messages {
            let message = message.unwrap_or("(no result)");
            if self.field_type(message, VERSION_FIELD).is_none() {
                return Err(Error::new(
                    message,
                    format!("the handshake message has no `{VERSION_FIELD}` field"),
                ));
            }
        }
        let Some(Ty::Ref(version_type)) = self.field_type(&method.params, VERSION_FIELD) else {
            return Err(Error::new(
                &method.params,
                format!("`{VERSION_FIELD}` is expected to name a version type"),
            ));
        };
        let version_type = format_ident!("{}", version_type);
        let params = format_ident!("{}", method.params);
        let doc = format!(
            " The `{METHOD}` handshake of this protocol module, for [`crate::peer::handshake`]: \
             this module implements protocol version {version}."
        );
        Ok(quote! {
            #[doc = #doc]
            pub static HANDSHAKE: crate::peer::handshake::Spec = crate::peer::handshake::Spec {
                method: #METHOD,
                version_field: #VERSION_FIELD,
                versions: &[#version],
                negotiation: #negotiation,
                decodes: crate::__private::decodes::<#params>,
            };
            /// The protocol version this module implements: what a client asks for in
            /// `initialize`.
            pub const PROTOCOL_VERSION: #version_type = #version_type(#version);
        })
    }

    /// How the module negotiates the version (see
    /// [`crate::handshake::UNSUPPORTED_VERSION_DATA`]).
    fn negotiation(&self) -> Result<TokenStream, Error> {
        use crate::handshake::{ERROR_CODE_TYPE, UNSUPPORTED_FIELDS, UNSUPPORTED_VERSION_DATA};
        if self.protocol.get(UNSUPPORTED_VERSION_DATA).is_none() {
            return Ok(quote!(crate::peer::handshake::Negotiation::LatestSupported));
        }
        for field in UNSUPPORTED_FIELDS {
            if self.field_type(UNSUPPORTED_VERSION_DATA, field).is_none() {
                return Err(Error::new(
                    UNSUPPORTED_VERSION_DATA,
                    format!("expected a field `{field}`"),
                ));
            }
        }
        let [requested, supported] = UNSUPPORTED_FIELDS;
        let link = format!("[`{UNSUPPORTED_VERSION_DATA}`]");
        let code = match self.protocol.get(ERROR_CODE_TYPE).map(|d| &d.shape) {
            Some(Shape::IntConsts(consts)) => consts
                .values
                .iter()
                .find(|v| v.docs.as_deref().is_some_and(|d| d.contains(&link)))
                .and_then(|v| v.value.as_i64())
                .and_then(|v| i32::try_from(v).ok()),
            _ => None,
        };
        let Some(code) = code else {
            return Err(Error::new(
                ERROR_CODE_TYPE,
                format!("the schema defines {UNSUPPORTED_VERSION_DATA} but no error code whose description names it"),
            ));
        };
        Ok(quote! {
            crate::peer::handshake::Negotiation::AtOrBelow {
                unsupported_code: #code,
                requested_field: #requested,
                supported_field: #supported,
            }
        })
    }

    /// The type of the capabilities object `carrier` describes, if this schema has
    /// one (the table is generated only then).
    pub(super) fn capabilities_type(&self, carrier: &Carrier) -> Option<Ty> {
        crate::capabilities::capabilities_field(self.protocol, carrier).map(|(_, ty)| ty)
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
