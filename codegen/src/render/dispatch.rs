//! Method tables and the per-direction dispatch unions.
//!
//! For each side the schema defines, three enums are rendered: the requests and
//! notifications the *other* side sends to it, and the responses it sends back.
//! They are named after the sender, as in the schema's own envelope definitions:
//! `ClientRequest` is what a client sends (and an agent serves).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::exhaustive::Item;
use super::{docs, Ctx};
use crate::error::Error;
use crate::methods::{Method, MethodKind, Side};
use crate::model::{Protocol, Shape, Ty};
use crate::names::{field_name, ident, type_name, with_article};

/// One dispatch enum: its name, what it holds, and the methods it covers.
struct Union<'m> {
    name: String,
    doc: String,
    methods: Vec<&'m Method>,
    /// Responses hold results; requests and notifications hold params.
    results: bool,
}

impl Ctx<'_> {
    pub(super) fn dispatch(&mut self) -> Result<TokenStream, Error> {
        let methods = &self.protocol.methods;
        let mut out = TokenStream::new();
        out.extend(self.method_table(methods));
        for m in methods {
            out.extend(self.method_impl(m));
        }
        for (served_by, sender, receiver) in [
            (Side::Agent, "Client", "agent"),
            (Side::Client, "Agent", "client"),
        ] {
            let a_sender = with_article(&sender.to_lowercase());
            let a_receiver = with_article(receiver);
            let of_kind = |kind| -> Vec<&Method> {
                methods
                    .iter()
                    .filter(|m| m.kind == kind && m.side.served_by(&served_by))
                    .collect()
            };
            let unions = [
                Union {
                    name: format!("{sender}Request"),
                    doc: format!(
                        "A request {a_sender} sends and {a_receiver} serves, decoded by method."
                    ),
                    methods: of_kind(MethodKind::Request),
                    results: false,
                },
                Union {
                    name: format!("{}Response", type_name(receiver)),
                    doc: format!(
                        "The result {a_receiver} returns for {}, decoded by the request's method.",
                        with_article(&format!("[`{sender}Request`]"))
                    ),
                    methods: of_kind(MethodKind::Request),
                    results: true,
                },
                Union {
                    name: format!("{sender}Notification"),
                    doc: format!(
                        "A notification {a_sender} sends to {a_receiver}, decoded by method."
                    ),
                    methods: of_kind(MethodKind::Notification),
                    results: false,
                },
            ];
            for union in &unions {
                out.extend(self.union(union));
            }
        }
        Ok(out)
    }

    /// `METHODS`: every method with its side, kind and types.
    fn method_table(&self, methods: &[Method]) -> TokenStream {
        let rows = methods.iter().map(|m| {
            let name = &m.name;
            let side = side_tokens(&m.side);
            let kind = match m.kind {
                MethodKind::Request => quote!(crate::jsonrpc::method::MethodKind::Request),
                MethodKind::Notification => quote!(crate::jsonrpc::method::MethodKind::Notification),
            };
            let params = &m.params;
            let result = match &m.result {
                Some(r) => quote!(Some(#r)),
                None => quote!(None),
            };
            let rust_name = &m.rust_name;
            quote! {
                crate::jsonrpc::method::MethodInfo { name: #name, side: #side, kind: #kind, params: #params, result: #result, rust_name: #rust_name }
            }
        });
        quote! {
            /// Every method of this protocol version, in schema order.
            pub const METHODS: &[crate::jsonrpc::method::MethodInfo] = &[#(#rows),*];
        }
    }

    /// Ties a params type to its method name (and result type).
    fn method_impl(&self, m: &Method) -> TokenStream {
        let params = format_ident!("{}", m.params);
        let name = &m.name;
        let side = side_tokens(&m.side);
        match &m.result {
            Some(result) => {
                let result = format_ident!("{}", result);
                quote! {
                    impl crate::jsonrpc::method::Request for #params {
                        const METHOD: &'static str = #name;
                        const SIDE: crate::jsonrpc::method::Side = #side;
                        type Response = #result;
                    }
                }
            }
            None => quote! {
                impl crate::jsonrpc::method::Notification for #params {
                    const METHOD: &'static str = #name;
                    const SIDE: crate::jsonrpc::method::Side = #side;
                }
            },
        }
    }

    /// `session_id()` on a union of a schema with sessions: the session its
    /// message names, read from the variants whose payload requires it.
    fn session_id_accessor(&self, u: &Union) -> TokenStream {
        let Some(table) = self.sessions() else {
            return quote!();
        };
        let session_type = Ty::Ref(table.session_id.clone());
        let field = ident(&field_name(&table.session_field));
        let arms: Vec<TokenStream> = u
            .methods
            .iter()
            .filter(|m| {
                let payload = if u.results {
                    m.result.as_deref()
                } else {
                    Some(m.params.as_str())
                };
                let names_session = |name: &str| match self.protocol.get(name).map(|d| &d.shape) {
                    Some(Shape::Struct(s)) => s.fields.iter().any(|f| {
                        f.required
                            && !f.is_option()
                            && f.wire == table.session_field
                            && f.ty == session_type
                    }),
                    _ => false,
                };
                payload.is_some_and(names_session)
            })
            .map(|m| {
                let v = format_ident!("{}", type_name(&m.rust_name));
                quote!(Self::#v(message) => Some(&message.#field),)
            })
            .collect();
        let session = format_ident!("{}", table.session_id);
        let body = if arms.is_empty() {
            quote!(None)
        } else {
            quote!(match self { #(#arms)* _ => None })
        };
        quote! {
            /// The session the message names, if it is one that names a session.
            pub fn session_id(&self) -> Option<&#session> { #body }
        }
    }

    fn union(&self, u: &Union) -> TokenStream {
        let name = format_ident!("{}", u.name);
        let doc = docs(Some(&u.doc));
        let variant = |m: &Method| format_ident!("{}", type_name(&m.rust_name));
        let payload = |m: &Method| {
            format_ident!(
                "{}",
                if u.results {
                    m.result.as_deref().unwrap_or(&m.params)
                } else {
                    &m.params
                }
            )
        };
        let variants = u.methods.iter().map(|m| {
            let v = variant(m);
            let p = payload(m);
            let doc = docs(Some(&format!("`{}`", m.name)));
            quote!(#doc #v(#p))
        });
        let wire: Vec<&str> = u.methods.iter().map(|m| m.name.as_str()).collect();
        let idents: Vec<_> = u.methods.iter().map(|m| variant(m)).collect();
        let payloads: Vec<_> = u.methods.iter().map(|m| payload(m)).collect();
        let decode_fn = format_ident!(
            "{}",
            if u.results {
                "decode_result"
            } else {
                "decode_as"
            }
        );
        let decode_doc = format!(
            " Decodes the {} of `method`. Methods outside this protocol fail with",
            if u.results { "result" } else { "params" }
        );
        let attrs = Item::DispatchUnion.attrs();
        let session_id = self.session_id_accessor(u);
        quote! {
            #doc
            #[derive(Debug, Clone, PartialEq)]
            #attrs
            pub enum #name {
                #(#variants,)*
                /// An extension method (its name starts with `_`), with its raw JSON.
                Ext(crate::jsonrpc::method::ExtMessage),
            }
            impl #name {
                /// The method's wire name.
                pub fn method(&self) -> &str {
                    match self { #(Self::#idents(_) => #wire,)* Self::Ext(ext) => &ext.method }
                }
                #session_id
                #[doc = #decode_doc]
                /// [`DecodeError::UnknownMethod`](crate::jsonrpc::method::DecodeError::UnknownMethod), except
                /// `_`-prefixed extension methods, which become [`Self::Ext`].
                pub fn decode<'de, D: serde::Deserializer<'de>>(method: &str, value: D) -> Result<Self, crate::jsonrpc::method::DecodeError> {
                    match method {
                        #(#wire => crate::jsonrpc::method::#decode_fn(method, value).map(Self::#idents),)*
                        _ => crate::jsonrpc::method::decode_ext(method, value).map(Self::Ext),
                    }
                }
            }
            impl crate::jsonrpc::method::MethodUnion for #name {
                fn decode_from<'de, D: serde::Deserializer<'de>>(method: &str, value: D) -> Result<Self, crate::jsonrpc::method::DecodeError> {
                    Self::decode(method, value)
                }
                fn method(&self) -> &str {
                    Self::method(self)
                }
            }
            impl serde::Serialize for #name {
                fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    match self { #(Self::#idents(value) => value.serialize(serializer),)* Self::Ext(ext) => ext.params.serialize(serializer) }
                }
            }
            #(impl From<#payloads> for #name { fn from(value: #payloads) -> Self { Self::#idents(value) } })*
        }
    }
}

/// The dispatch union that holds the params of `method` (`ClientRequest` for
/// `session/prompt`), if it is a method of the agent's or the client's side.
pub(super) fn union_of(protocol: &Protocol, method: &str) -> Option<String> {
    let m = protocol.methods.iter().find(|m| m.name == method)?;
    let sender = match m.side {
        Side::Agent => "Client",
        Side::Client => "Agent",
        _ => return None,
    };
    let kind = match m.kind {
        MethodKind::Request => "Request",
        MethodKind::Notification => "Notification",
    };
    Some(format!("{sender}{kind}"))
}

fn side_tokens(side: &Side) -> TokenStream {
    match side {
        Side::Other(name) => quote!(crate::jsonrpc::method::Side::Other(#name)),
        Side::Agent => quote!(crate::jsonrpc::method::Side::Agent),
        Side::Client => quote!(crate::jsonrpc::method::Side::Client),
        Side::Protocol => quote!(crate::jsonrpc::method::Side::Protocol),
    }
}
