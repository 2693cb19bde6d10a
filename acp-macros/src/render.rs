//! The expansion: the user's block unchanged, an impl of the side's generated trait
//! that forwards to it, and one-line entry points.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::ir::{Call, Ext, Peer};
use crate::protocol::{Module, Role};

pub fn render(peer: &Peer) -> TokenStream {
    if peer.role == Role::Proxy {
        return render_proxy(peer);
    }
    let item = &peer.item;
    let self_ty = &item.self_ty;
    let (impl_generics, _, where_clause) = item.generics.split_for_impl();
    let (trait_name, handler_name, peer_name) = peer.role.names();
    let trait_name = format_ident!("{}", trait_name);
    let handler_name = format_ident!("{}", handler_name);
    let peer_ty = format_ident!("{}", peer_name);
    let m = format_ident!("{}", peer.module.name());

    let methods = peer.handlers.iter().map(|h| {
        let cfgs = &h.cfgs;
        let f = format_ident!("{}", h.method.rust_name);
        let params = format_ident!("{}", h.method.params);
        let call = call(self_ty, &h.call, quote!(params));
        match &h.method.result {
            Some(result) => {
                let result = format_ident!("{}", result);
                quote! {
                    #(#cfgs)*
                    fn #f(&self, params: ::acp::#m::#params, peer: ::acp::#m::#peer_ty)
                        -> impl ::core::future::Future<Output = ::acp::Result<::acp::#m::#result>> + ::core::marker::Send {
                        async move { #call }
                    }
                }
            }
            None => quote! {
                #(#cfgs)*
                fn #f(&self, params: ::acp::#m::#params, peer: ::acp::#m::#peer_ty)
                    -> impl ::core::future::Future<Output = ()> + ::core::marker::Send {
                    async move { #call }
                }
            },
        }
    });
    let ext_requests = ext_dispatch(
        &m,
        self_ty,
        &peer_ty,
        peer.exts.iter().filter(|e| e.is_request),
        true,
    );
    let ext_notifications = ext_dispatch(
        &m,
        self_ty,
        &peer_ty,
        peer.exts.iter().filter(|e| !e.is_request),
        false,
    );
    let entry = entry_points(&m, peer.role, &handler_name);
    let implemented = implemented_methods(peer);

    // What `acp::mcp` connects; without the feature `mcp` the path does not
    // resolve and the gate names the feature.
    let mcp = peer.mcp.then(|| {
        quote! {
            fn mcp_transports(&self) -> &'static [&'static str] {
                ::acp::__acp_mcp! { ::acp::mcp::TRANSPORTS }
            }
        }
    });
    let no_mode_sync = peer.no_mode_sync.then(|| {
        quote! {
            fn sync_modes(&self) -> bool {
                false
            }
        }
    });
    let store = store_methods(peer, &m, &peer_ty);
    let generated = quote! {
        impl #impl_generics ::acp::#m::#trait_name for #self_ty #where_clause {
            #(#methods)*
            fn implemented_methods(&self) -> &'static [&'static str] {
                #implemented
            }
            #mcp
            #no_mode_sync
            #store
            #ext_requests
            #ext_notifications
        }

        impl #impl_generics #self_ty #where_clause {
            #entry
        }
    };
    gated(peer, generated)
}

/// The wire names of the methods the block implements: a constant list, or,
/// when some handlers are under `#[cfg]`s, the list of those built, made once.
fn implemented_methods(peer: &Peer) -> TokenStream {
    let always = peer
        .handlers
        .iter()
        .filter(|h| h.cfgs.is_empty())
        .map(|h| h.method.name.as_str())
        .chain(served_by_the_sdk(peer))
        .chain(peer.exts.iter().map(|e| e.name.as_str()));
    let gated: Vec<TokenStream> = peer
        .handlers
        .iter()
        .filter(|h| !h.cfgs.is_empty())
        .map(|h| {
            let (cfgs, name) = (&h.cfgs, &h.method.name);
            quote!(#(#cfgs)* methods.push(#name);)
        })
        .collect();
    if gated.is_empty() {
        return quote!(&[#(#always),*]);
    }
    quote!({
        static METHODS: ::std::sync::OnceLock<::std::vec::Vec<&'static str>> = ::std::sync::OnceLock::new();
        METHODS.get_or_init(|| {
            let mut methods = ::std::vec![#(#always),*];
            #(#gated)*
            methods
        })
    })
}

/// The agent's session store (`store = field`) and restore hook
/// (`#[acp(restore)]`), through the gate of the crate's feature `store`.
fn store_methods(peer: &Peer, m: &syn::Ident, peer_ty: &syn::Ident) -> TokenStream {
    let self_ty = &peer.item.self_ty;
    let store = peer.store.as_ref().map(|field| {
        quote! {
            fn session_store(&self) -> ::core::option::Option<::acp::session::store::AnyStore> {
                ::core::convert::Into::into(::core::clone::Clone::clone(&self.#field))
            }
        }
    });
    let store = store.map(|store| quote!(::acp::__acp_store! { #store }));
    // The hook is built where the user's fn is: under its `#[cfg]`s.
    let restore = peer.restore.as_ref().map(|(c, cfgs)| {
        let call = call(self_ty, c, quote!(session));
        quote! {
            #(#cfgs)*
            ::acp::__acp_store! {
                fn restore_session(&self, session: ::acp::session::served::Restored, peer: ::acp::#m::#peer_ty)
                    -> impl ::core::future::Future<Output = ::acp::Result<::core::option::Option<
                        <::acp::#m::Module as ::acp::session::Sessions>::NewSessionResponse>>>
                    + ::core::marker::Send {
                    async move { #call.map(::acp::session::served::RestoreOutcome::into_answer) }
                }
            }
        }
    });
    quote!(#store #restore)
}

/// The user's block and the expansion, which goes through the crate's gate when
/// its module is behind features (see `__private`).
fn gated(peer: &Peer, generated: TokenStream) -> TokenStream {
    let item = &peer.item;
    let module = peer.module;
    let generated = match module.always_built() {
        true => generated,
        false => {
            let gate = format_ident!("__acp_in_{}", module.name());
            quote!(::acp::#gate! { #generated })
        }
    };
    quote! {
        #item
        #generated
    }
}

/// A proxy: an impl of `proxy::Proxy` whose hooks hand each intercepted method,
/// coming from the side that sends it, to the user's fn, and forward the rest.
fn render_proxy(peer: &Peer) -> TokenStream {
    let item = &peer.item;
    let self_ty = &item.self_ty;
    let (impl_generics, _, where_clause) = item.generics.split_for_impl();
    let m = format_ident!("{}", peer.module.name());
    let proxy = quote!(::acp::#m::proxy);
    let arms = |requests: bool| -> Vec<TokenStream> {
        let methods = peer
            .handlers
            .iter()
            .filter(|h| h.method.result.is_some() == requests);
        let mut arms: Vec<TokenStream> = methods
            .map(|h| {
                let params = format_ident!("{}", h.method.params);
                // Agent methods come from the client's side and the other way round.
                let origin = match h.method.side {
                    acp_codegen::lowered::Side::Agent => quote!(Client),
                    _ => quote!(Agent),
                };
                let call = call(self_ty, &h.call, quote!(params));
                if requests {
                    quote! {
                        if message.origin() == #proxy::Origin::#origin {
                            if let Some(params) = message.request::<::acp::#m::#params>() {
                                let (params, peer) = (params?, chain);
                                return ::acp::__private::raw_result(#call?);
                            }
                        }
                    }
                } else {
                    quote! {
                        if message.origin() == #proxy::Origin::#origin {
                            match message.notification::<::acp::#m::#params>() {
                                Some(Ok(params)) => {
                                    let peer = chain;
                                    return #call;
                                }
                                Some(Err(e)) => {
                                    return ::acp::__private::ignored_notification(message.method(), &e);
                                }
                                None => {}
                            }
                        }
                    }
                }
            })
            .collect();
        arms.extend(peer.exts.iter().filter(|e| e.is_request == requests).map(|e| {
            let name = &e.name;
            let ty = &e.params;
            let call = call(self_ty, &e.call, quote!(params));
            if requests {
                quote! {
                    if message.method() == #name {
                        let params: #ty = ::acp::__private::raw_params(message.method(), message.params())?;
                        let peer = chain;
                        return ::acp::__private::raw_result(#call?);
                    }
                }
            } else {
                quote! {
                    if message.method() == #name {
                        match ::acp::__private::raw_params::<#ty>(message.method(), message.params()) {
                            Ok(params) => {
                                let peer = chain;
                                return #call;
                            }
                            Err(e) => return ::acp::__private::ignored_notification(message.method(), &e),
                        }
                    }
                }
            }
        }));
        arms
    };
    let requests = arms(true);
    let notifications = arms(false);
    let (_, handler, _) = Role::Proxy.names();
    let entry = entry_points(&m, Role::Proxy, &format_ident!("{}", handler));
    let generated = quote! {
        impl #impl_generics #proxy::Proxy for #self_ty #where_clause {
            type Protocol = ::acp::#m::Module;
            #[allow(unreachable_code)]
            fn request(&self, message: #proxy::Message, chain: #proxy::Chain)
                -> impl ::core::future::Future<Output = ::acp::Result<::std::boxed::Box<::acp::__private::RawValue>>> + ::core::marker::Send {
                async move {
                    #(#requests)*
                    chain.forward(message).await
                }
            }
            #[allow(unreachable_code)]
            fn notification(&self, message: #proxy::Message, chain: #proxy::Chain)
                -> impl ::core::future::Future<Output = ()> + ::core::marker::Send {
                async move {
                    #(#notifications)*
                    if let Err(error) = chain.forward_notification(message).await {
                        ::acp::__private::unforwarded(&error);
                    }
                }
            }
        }

        impl #impl_generics #self_ty #where_clause {
            #entry
        }
    };
    gated(peer, generated)
}

/// `<Self>::f(self, params[, peer])[.await]`
fn call(self_ty: &syn::Type, c: &Call, params: TokenStream) -> TokenStream {
    let f = &c.fn_name;
    let peer = c.takes_peer.then(|| quote!(, peer));
    let suppress = (!c.takes_peer).then(|| quote!(let _ = &peer;));
    let wait = c.is_async.then(|| quote!(.await));
    quote!({ #suppress <#self_ty>::#f(self, #params #peer) #wait })
}

fn ext_dispatch<'e>(
    m: &syn::Ident,
    self_ty: &syn::Type,
    peer_ty: &syn::Ident,
    exts: impl Iterator<Item = &'e Ext>,
    requests: bool,
) -> TokenStream {
    let arms: Vec<TokenStream> = exts
        .map(|e| {
            let name = &e.name;
            let ty = &e.params;
            let call = call(self_ty, &e.call, quote!(params));
            if requests {
                quote! {
                    #name => {
                        let params: #ty = ::acp::__private::ext_params(&method, params)?;
                        ::acp::__private::ext_result(#call?)
                    }
                }
            } else {
                quote! {
                    #name => match ::acp::__private::ext_params::<#ty>(&method, params) {
                        Ok(params) => #call,
                        Err(e) => ::acp::__private::ignored_notification(&method, &e),
                    }
                }
            }
        })
        .collect();
    if arms.is_empty() {
        return quote!();
    }
    if requests {
        quote! {
            fn ext_request(&self, method: ::std::string::String, params: ::acp::__private::serde_json::Value, peer: ::acp::#m::#peer_ty)
                -> impl ::core::future::Future<Output = ::acp::Result<::acp::__private::serde_json::Value>> + ::core::marker::Send {
                async move {
                    match method.as_str() {
                        #(#arms)*
                        _ => Err(::acp::Error::method_not_found(&method)),
                    }
                }
            }
        }
    } else {
        quote! {
            fn ext_notification(&self, method: ::std::string::String, params: ::acp::__private::serde_json::Value, peer: ::acp::#m::#peer_ty)
                -> impl ::core::future::Future<Output = ()> + ::core::marker::Send {
                async move {
                    match method.as_str() {
                        #(#arms)*
                        _ => {}
                    }
                }
            }
        }
    }
}

fn entry_points(m: &syn::Ident, role: Role, handler: &syn::Ident) -> TokenStream {
    match role {
        Role::Proxy => quote! {
            /// Serves this proxy on stdin/stdout, as a conductor starts it.
            pub async fn serve_stdio(self) {
                ::acp::transport::serve_stdio(::acp::#m::proxy::#handler(self), ::acp::Config::default()).await
            }
        },
        Role::Agent => quote! {
            /// Serves this agent on stdin/stdout until the client closes stdin.
            pub async fn serve_stdio(self) {
                ::acp::transport::serve_stdio(::acp::#m::#handler(self), ::acp::Config::default()).await
            }
        },
        Role::Client => quote! {
            /// Starts the agent described by `spec` as a child process served by this
            /// client, and returns the agent's handle with the process (dropping the
            /// process kills the agent).
            pub fn spawn_agent(
                self,
                spec: ::acp::transport::ProcessSpec,
            ) -> ::std::io::Result<(::acp::#m::AgentPeer, ::acp::transport::ChildProcess)> {
                let child = spec.spawn(::acp::#m::#handler(self))?;
                Ok((::acp::#m::AgentPeer(child.connection().clone()), child))
            }
        },
    }
}

/// The entry points of a block the macro refused (`serve_stdio`,
/// `spawn_agent`): the same signatures with bodies that never run (the block's
/// errors stop the build), so that a `main` calling them adds no error of its
/// own to the one that says what is wrong.
pub fn entry_stubs(role: Role, module: Module, block: &syn::ItemImpl) -> TokenStream {
    let self_ty = &block.self_ty;
    let (impl_generics, _, where_clause) = block.generics.split_for_impl();
    let m = format_ident!("{}", module.name());
    let never = quote!(::core::unreachable!("the block's errors stop the build"));
    let entry = match role {
        Role::Agent | Role::Proxy => quote! {
            pub async fn serve_stdio(self) { #never }
        },
        Role::Client => quote! {
            pub fn spawn_agent(
                self,
                spec: ::acp::transport::ProcessSpec,
            ) -> ::std::io::Result<(::acp::#m::AgentPeer, ::acp::transport::ChildProcess)> {
                let _ = spec;
                #never
            }
        },
    };
    let stubs = quote! {
        #[allow(dead_code, unreachable_code)]
        impl #impl_generics #self_ty #where_clause {
            #entry
        }
    };
    match module.always_built() {
        true => stubs,
        false => {
            let gate = format_ident!("__acp_in_{}", module.name());
            quote!(::acp::#gate! { @stubs #stubs })
        }
    }
}

/// Methods the SDK serves for a block that implements another: an agent that
/// runs turns (`session/prompt`) has them cancelled by `session/cancel` through
/// its sessions (`acp::session`), whether or not it handles the notification
/// itself, so it supports it (v2's baseline `session: {}` counts on that).
fn served_by_the_sdk(peer: &Peer) -> Option<&'static str> {
    let sessions = acp_codegen::lowered::sessions(peer.module.protocol()).ok()?;
    let has = |name: &str| peer.handlers.iter().any(|h| h.method.name == name);
    let cancel = peer
        .module
        .protocol()
        .methods
        .iter()
        .find(|m| m.name == sessions.cancel)?;
    (has(&sessions.prompt) && !has(&sessions.cancel)).then_some(cancel.name.as_str())
}
