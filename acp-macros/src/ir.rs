//! The annotated impl block, checked against the method table and reduced to what
//! rendering needs. Every misuse becomes one error spanned on the user's code;
//! all errors of a block are reported together.

use acp_codegen::lowered::{Method, MethodKind};
use proc_macro2::{Span, TokenStream};
use syn::spanned::Spanned;
use syn::{FnArg, ImplItem, ImplItemFn, ItemImpl, LitStr, PathArguments, ReturnType, Type};

use crate::protocol::{is_params_type, Module, Role};

/// A parsed `#[acp_agent]` / `#[acp_client]` block.
pub struct Peer {
    pub role: Role,
    /// The protocol module of `acp` the block implements.
    pub module: Module,
    /// The block as the user wrote it, minus our `#[acp(..)]` attributes.
    pub item: ItemImpl,
    pub handlers: Vec<Handler>,
    pub exts: Vec<Ext>,
    /// `#[acp_agent(mcp)]`: the agent connects its sessions' MCP servers with
    /// `acp::mcp` and advertises the transports it connects.
    pub mcp: bool,
    /// `#[acp_agent(no_mode_sync)]`: the agent's modes are left as it writes them.
    pub no_mode_sync: bool,
    /// `#[acp_agent(store = field)]`: the field holding the agent's session
    /// store (`acp::session::store::AnyStore`, or an `Option` of one).
    pub store: Option<syn::Ident>,
    /// The fn marked `#[acp(restore)]`: restores a session the SDK opens
    /// again from the store; with its `#[cfg]`s, which the generated hook
    /// takes too.
    pub restore: Option<(Call, Vec<syn::Attribute>)>,
}

/// A fn wired to a schema method.
pub struct Handler {
    pub method: &'static Method,
    pub call: Call,
    /// The fn's `#[cfg]`s: the handler exists where the fn does.
    pub cfgs: Vec<syn::Attribute>,
}

/// A fn wired to an `_`-prefixed extension method.
pub struct Ext {
    pub name: String,
    /// Requests return a value; notifications return nothing.
    pub is_request: bool,
    pub params: Type,
    pub call: Call,
}

/// How to call the user's fn.
pub struct Call {
    pub fn_name: syn::Ident,
    pub is_async: bool,
    pub takes_peer: bool,
}

/// Collects errors so all are reported at once.
#[derive(Default)]
struct Errors(Option<syn::Error>);

impl Errors {
    fn push(&mut self, span: impl Spanned, message: impl std::fmt::Display) {
        self.add(syn::Error::new(span.span(), message));
    }

    fn add(&mut self, e: syn::Error) {
        match &mut self.0 {
            Some(all) => all.combine(e),
            None => self.0 = Some(e),
        }
    }
}

/// What `#[acp(...)]` on a fn says.
#[derive(Default)]
struct FnAttrs {
    ext: Option<LitStr>,
    helper: bool,
    handler: bool,
    restore: bool,
}

/// A block that could not be made a peer: the errors, and the code to emit with
/// them (the user's item, so that its own code still compiles and no errors
/// cascade from it missing; and, for an inherent impl block, the block as
/// parsed, for the entry points a `main` calls: see `render::entry_stubs`).
pub struct Failed {
    pub item: TokenStream,
    pub block: Option<Box<ItemImpl>>,
    pub errors: syn::Error,
}

impl Peer {
    /// Parses a block against the method tables of the schema `acp::{module}` is
    /// generated from.
    pub fn parse(role: Role, module: Module, tokens: TokenStream) -> Result<Peer, Failed> {
        let protocol = module.protocol();
        let path = format!("acp::{}", module.name());
        let attr = role.attribute();
        let mut item: ItemImpl = match syn::parse2(tokens.clone()) {
            Ok(item) => item,
            Err(_) => {
                let message = format!(
                    "#[{attr}] goes on an inherent impl block: `#[{attr}] impl MyType {{ ... }}`"
                );
                return Err(Failed {
                    errors: syn::Error::new(first_span(&tokens), message),
                    item: tokens,
                    block: None,
                });
            }
        };
        let mut errors = Errors::default();
        if let Some((_, path, _)) = &item.trait_ {
            errors.push(path, format!("#[{attr}] goes on an inherent impl block, not a trait impl; write `impl MyType {{ ... }}`"));
        }
        if let Some(lt) = item.generics.lifetimes().next() {
            errors.push(lt, format!("#[{attr}] needs a type without lifetime parameters: a peer is shared between tasks and must be 'static"));
        }
        if item.trait_.is_some() {
            return Err(Failed {
                item: quote::quote!(#item),
                block: None,
                errors: errors.0.expect("just pushed"),
            });
        }
        let methods = role.methods(protocol);
        // Methods the block names (even with a wrong signature or a typo), so a
        // missing-method error is not piled on top of the real one.
        let mut named: Vec<&str> = vec![];
        let mut handlers: Vec<Handler> = vec![];
        let mut exts: Vec<Ext> = vec![];
        let mut restore: Option<(Call, Vec<syn::Attribute>)> = None;
        for impl_item in &mut item.items {
            let ImplItem::Fn(f) = impl_item else { continue };
            let attrs = match take_attrs(f) {
                Ok(attrs) => attrs,
                Err(e) => {
                    errors.add(e);
                    continue;
                }
            };
            let name = f.sig.ident.to_string();
            if let Some(lit) = attrs.ext {
                let ext_name = lit.value();
                if !ext_name.starts_with('_') {
                    errors.push(&lit, format!("extension method names start with `_` (the rest of the namespace is ACP's): write `\"_{ext_name}\"`"));
                    continue;
                }
                if exts.iter().any(|e| e.name == ext_name) {
                    errors.push(
                        &lit,
                        format!("extension method `{ext_name}` is implemented twice"),
                    );
                    continue;
                }
                match parse_ext(role, &path, f, ext_name) {
                    Ok(ext) => exts.push(ext),
                    Err(e) => errors.add(e),
                }
                continue;
            }
            if attrs.helper {
                continue;
            }
            if attrs.restore {
                if role != Role::Agent {
                    errors.push(&f.sig.ident, "`#[acp(restore)]` is an agent's: it restores a session the SDK opens again from the agent's session store");
                } else if restore.is_some() {
                    errors.push(&f.sig.ident, "only one fn is `#[acp(restore)]`");
                } else {
                    match parse_restore(f) {
                        Ok(call) => restore = Some((call, cfgs_of(f))),
                        Err(e) => errors.add(e),
                    }
                }
                continue;
            }
            // Why the fn is taken for a handler; `None`: it is a helper, unless its
            // name is a required method (which the block must define under that
            // name, so the name cannot be a helper's).
            let intent = if attrs.handler {
                Some("it is marked `#[acp(handler)]`".to_owned())
            } else {
                params_type(f)
                    .filter(|ty| is_params_type(protocol, ty))
                    .map(|ty| format!("it takes `{ty}`, a params type, like a handler"))
            };
            // A proxy sees both sides, where a request of one and a notification
            // of the other may share a name (`mcp/message`): the params pick one.
            let same_name = || methods.iter().filter(|m| m.rust_name == name);
            let found = same_name()
                .find(|m| takes_params_of(f, m))
                .or_else(|| same_name().next());
            if let Some(method) = found {
                if intent.is_none() && !role.requires(module, method) {
                    // A helper that happens to share a method's name; leaving it
                    // alone is what lets a schema add methods without breaking blocks.
                    continue;
                }
                named.push(&method.name);
                if handlers.iter().any(|h| h.method.name == method.name) {
                    // rustc reports the duplicate definition itself.
                    continue;
                }
                match parse_handler(role, &path, f, method) {
                    Ok(call) => handlers.push(Handler {
                        method,
                        call,
                        cfgs: cfgs_of(f),
                    }),
                    Err(e) => errors.add(e),
                }
                continue;
            }
            let Some(intent) = intent else { continue };
            let noun = role.noun();
            if let Some(close) = closest(&name, methods.iter().map(|m| m.rust_name.as_str())) {
                if let Some(m) = methods.iter().find(|m| m.rust_name == close) {
                    named.push(&m.name);
                }
                errors.push(
                    &f.sig.ident,
                    format!(
                        "`{name}` is not an ACP {noun} method; did you mean `{close}`? \
                         ({intent}; if it is a helper, mark it `#[acp(helper)]`)"
                    ),
                );
                continue;
            }
            if let Some(method) = methods.iter().find(|m| takes_params_of(f, m)) {
                named.push(&method.name);
                errors.push(
                    &f.sig.ident,
                    format!(
                        "`{name}` takes `{}`, the params of `{}`, whose handler is named `{}`: rename it \
                         (or mark it `#[acp(helper)]` if it is not meant to handle the method)",
                        method.params, method.name, method.rust_name
                    ),
                );
                continue;
            }
            if attrs.handler {
                errors.push(
                    &f.sig.ident,
                    format!(
                        "`{name}` is marked `#[acp(handler)]` but is not an ACP {noun} method \
                         (the methods and their handler names are listed in `{path}::METHODS`)"
                    ),
                );
            }
            // Otherwise it takes another side's params (an agent's helper that
            // builds a `SessionNotification`, say): a helper.
        }
        for required in role.required(module) {
            if !named.contains(&required.name.as_str()) {
                let wire = if required.name == required.rust_name {
                    String::new()
                } else {
                    format!(" (`{}`)", required.name)
                };
                errors.push(
                    &item.self_ty,
                    format!(
                        "an ACP {noun} must implement `{f}`{wire}: add `async fn {f}(&self, params: {p}) -> acp::Result<{r}>`",
                        f = required.rust_name,
                        p = required.params,
                        r = required.result.as_deref().unwrap_or("()"),
                        noun = role.noun()
                    ),
                );
            }
        }
        match errors.0 {
            Some(errors) => Err(Failed {
                item: quote::quote!(#item),
                block: Some(Box::new(item)),
                errors,
            }),
            None => Ok(Peer {
                role,
                module,
                item,
                handlers,
                exts,
                mcp: false,
                no_mode_sync: false,
                store: None,
                restore,
            }),
        }
    }
}

fn first_span(tokens: &TokenStream) -> Span {
    tokens
        .clone()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |t| t.span())
}

/// Reads and removes `#[acp(...)]` from a fn.
fn take_attrs(f: &mut ImplItemFn) -> Result<FnAttrs, syn::Error> {
    let mut out = FnAttrs::default();
    let mut result = Ok(());
    f.attrs.retain(|attr| {
        if !attr.path().is_ident("acp") {
            return true;
        }
        let parsed = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("ext") {
                out.ext = Some(meta.value()?.parse()?);
                Ok(())
            } else if meta.path.is_ident("helper") {
                out.helper = true;
                Ok(())
            } else if meta.path.is_ident("handler") {
                out.handler = true;
                Ok(())
            } else if meta.path.is_ident("restore") {
                out.restore = true;
                Ok(())
            } else {
                Err(meta.error(
                    "unknown acp attribute; expected `ext = \"_name\"`, `handler`, `helper` or `restore`",
                ))
            }
        });
        if let Err(e) = parsed {
            result = Err(e);
        } else if usize::from(out.ext.is_some())
            + usize::from(out.helper)
            + usize::from(out.handler)
            + usize::from(out.restore)
            > 1
        {
            result = Err(syn::Error::new_spanned(
                attr,
                "a fn is one of an extension handler (`#[acp(ext = \"_name\")]`), a handler (`#[acp(handler)]`), the restore hook (`#[acp(restore)]`) or a helper (`#[acp(helper)]`)",
            ));
        }
        false
    });
    result.map(|()| out)
}

/// The parts of a handler's signature: `&self`, params, optional peer.
struct Signature<'f> {
    params: &'f Type,
    peer: Option<&'f Type>,
}

fn signature<'f>(
    role: Role,
    path: &str,
    f: &'f ImplItemFn,
    what: &str,
) -> Result<Signature<'f>, syn::Error> {
    let sig = &f.sig;
    if !sig.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(
            &sig.generics,
            "ACP handler fns cannot have generic parameters",
        ));
    }
    let mut inputs = sig.inputs.iter();
    match inputs.next() {
        Some(FnArg::Receiver(r)) if r.reference.is_some() && r.mutability.is_none() => {}
        Some(FnArg::Receiver(r)) => {
            return Err(syn::Error::new_spanned(
                r,
                "ACP handlers take `&self`: the peer is shared by requests running at the same time (use interior mutability for state)",
            ))
        }
        _ => return Err(syn::Error::new_spanned(&sig.ident, format!("{what} must take `&self` first"))),
    }
    let typed: Vec<&syn::PatType> = inputs
        .map(|a| match a {
            FnArg::Typed(t) => t,
            FnArg::Receiver(_) => unreachable!("only the first argument can be a receiver"),
        })
        .collect();
    let (_, _, peer) = role.names();
    let path = match role.submodule() {
        Some(sub) => format!("{path}::{sub}"),
        None => path.to_owned(),
    };
    match typed.as_slice() {
        [params] => Ok(Signature {
            params: &params.ty,
            peer: None,
        }),
        // The peer first and the params second: blame the order, on the peer.
        [p, params]
            if last_ident(&p.ty).as_deref() == Some(peer)
                && last_ident(&params.ty).as_deref() != Some(peer) =>
        {
            Err(syn::Error::new_spanned(
                p,
                format!(
                    "{what} takes its params first and the `{path}::{peer}` second: \
                     swap the two parameters"
                ),
            ))
        }
        [params, p] => {
            if last_ident(&p.ty).as_deref() != Some(peer) {
                return Err(syn::Error::new_spanned(&p.ty, format!("the second parameter of {what}, if any, is the `{path}::{peer}` to call back")));
            }
            Ok(Signature {
                params: &params.ty,
                peer: Some(&p.ty),
            })
        }
        [] => Err(syn::Error::new_spanned(
            &sig.ident,
            format!("{what} takes its params after `&self`"),
        )),
        [_, _, extra, ..] => Err(syn::Error::new_spanned(
            extra,
            format!(
                "{what} takes at most two parameters after `&self`: the params and the `{peer}`"
            ),
        )),
    }
}

fn parse_handler(
    role: Role,
    path: &str,
    f: &ImplItemFn,
    method: &'static Method,
) -> Result<Call, syn::Error> {
    let what = format!("`{}` (the `{}` handler)", method.rust_name, method.name);
    let sig = signature(role, path, f, &what)?;
    if last_ident(sig.params).as_deref() != Some(method.params.as_str()) {
        let by_value = match sig.params {
            Type::Reference(r) if last_ident(&r.elem).as_deref() == Some(&method.params) => {
                " by value"
            }
            _ => "",
        };
        return Err(syn::Error::new_spanned(
            sig.params,
            format!("{what} takes `{path}::{}`{by_value}", method.params),
        ));
    }
    match (&method.kind, &f.sig.output) {
        (MethodKind::Request, output) => {
            let result = method.result.as_deref().unwrap_or_default();
            if result_payload(output).as_deref() != Some(result) {
                let span: &dyn quote::ToTokens = match output {
                    ReturnType::Default => &f.sig.ident,
                    ReturnType::Type(_, ty) => ty,
                };
                return Err(syn::Error::new_spanned(
                    span,
                    format!("{what} must return `acp::Result<{path}::{result}>`"),
                ));
            }
        }
        (MethodKind::Notification, ReturnType::Type(_, ty)) if !is_unit(ty) => {
            return Err(syn::Error::new_spanned(
                ty,
                format!("{what} handles a notification and returns nothing"),
            ));
        }
        (MethodKind::Notification, _) => {}
    }
    Ok(Call {
        fn_name: f.sig.ident.clone(),
        is_async: f.sig.asyncness.is_some(),
        takes_peer: sig.peer.is_some(),
    })
}

/// A fn's `#[cfg]` attributes.
fn cfgs_of(f: &ImplItemFn) -> Vec<syn::Attribute> {
    f.attrs
        .iter()
        .filter(|a| a.path().is_ident("cfg"))
        .cloned()
        .collect()
}

/// The restore hook: `(&self, acp::session::served::Restored[, peer]) ->
/// acp::Result<()>` (or `acp::Result<NewSessionResponse>`: what the answer
/// carries), async or not.
fn parse_restore(f: &ImplItemFn) -> Result<Call, syn::Error> {
    let usage = "`#[acp(restore)]` takes `&self`, the `acp::session::served::Restored` session and optionally the `ClientPeer`, and returns `acp::Result<()>` or `acp::Result<NewSessionResponse>` (the session's modes and config options, which the SDK's answer carries)";
    let mut inputs = f.sig.inputs.iter();
    let by_ref = matches!(inputs.next(), Some(FnArg::Receiver(r)) if r.reference.is_some() && r.mutability.is_none());
    let rest: Vec<&FnArg> = inputs.collect();
    let restored = rest.first().is_some_and(
        |a| matches!(a, FnArg::Typed(t) if last_ident(&t.ty).as_deref() == Some("Restored")),
    );
    if !by_ref || !restored || rest.len() > 2 || result_payload(&f.sig.output).is_none() {
        return Err(syn::Error::new_spanned(&f.sig, usage));
    }
    Ok(Call {
        fn_name: f.sig.ident.clone(),
        is_async: f.sig.asyncness.is_some(),
        takes_peer: rest.len() == 2,
    })
}

fn parse_ext(role: Role, path: &str, f: &ImplItemFn, name: String) -> Result<Ext, syn::Error> {
    let what = format!("`{}` (the `{name}` handler)", f.sig.ident);
    let sig = signature(role, path, f, &what)?;
    let is_request = match &f.sig.output {
        ReturnType::Default => false,
        ReturnType::Type(_, ty) if is_unit(ty) => false,
        ReturnType::Type(_, ty) => {
            if result_payload(&f.sig.output).is_none() {
                return Err(syn::Error::new_spanned(
                    ty,
                    format!(
                        "{what} returns `acp::Result<T>` (a request) or nothing (a notification)"
                    ),
                ));
            }
            true
        }
    };
    Ok(Ext {
        name,
        is_request,
        params: sig.params.clone(),
        call: Call {
            fn_name: f.sig.ident.clone(),
            is_async: f.sig.asyncness.is_some(),
            takes_peer: sig.peer.is_some(),
        },
    })
}

/// The name of the type of the fn's first parameter after `self`, if it is a path
/// (`acp::v1::PromptRequest` -> `PromptRequest`; `&PromptRequest` -> `None`).
fn params_type(f: &ImplItemFn) -> Option<String> {
    let first = f.sig.inputs.iter().find_map(|a| match a {
        FnArg::Typed(t) => Some(&t.ty),
        FnArg::Receiver(_) => None,
    })?;
    last_ident(first)
}

/// Whether the fn's first parameter after `self` is `m`'s params type.
fn takes_params_of(f: &ImplItemFn, m: &Method) -> bool {
    params_type(f).as_deref() == Some(m.params.as_str())
}

/// The last path segment's name of a type (`acp::v1::PromptRequest` -> `PromptRequest`).
fn last_ident(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        Type::Group(g) => last_ident(&g.elem),
        Type::Paren(p) => last_ident(&p.elem),
        _ => None,
    }
}

/// `T`'s name in a return type `Result<T>` / `acp::Result<T, E>`.
fn result_payload(output: &ReturnType) -> Option<String> {
    let ReturnType::Type(_, ty) = output else {
        return None;
    };
    let Type::Path(p) = &**ty else { return None };
    let last = p.path.segments.last()?;
    if last.ident != "Result" {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    match args.args.first()? {
        syn::GenericArgument::Type(t) => {
            last_ident(t).or_else(|| is_unit(t).then(|| "()".to_owned()))
        }
        _ => None,
    }
}

fn is_unit(ty: &Type) -> bool {
    matches!(ty, Type::Tuple(t) if t.elems.is_empty())
}

/// The method name within two edits of `name` (one for short names), if any.
fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let limit = if name.len() <= 5 { 1 } else { 2 };
    candidates
        .map(|c| (edit_distance(name, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Levenshtein distance.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::unstable_protocol;

    /// The handled methods' wire names, or the errors.
    fn handled(module: Module, role: Role, block: TokenStream) -> Result<Vec<String>, String> {
        match Peer::parse(role, module, block) {
            Ok(peer) => Ok(peer
                .handlers
                .iter()
                .map(|h| h.method.name.clone())
                .collect()),
            Err(failed) => Err(failed
                .errors
                .into_iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("\n")),
        }
    }

    /// The fn names left in the block.
    fn fns(item: &ItemImpl) -> Vec<String> {
        item.items
            .iter()
            .filter_map(|i| match i {
                ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
                _ => None,
            })
            .collect()
    }

    /// The report that started this: an agent whose helpers are named like methods
    /// the unstable schema adds (`session/status`) or close to them
    /// (`session/archive`) compiles against both schemas, and the helpers stay
    /// helpers.
    #[test]
    fn helpers_named_like_new_methods_survive_a_schema_bump() {
        let block = quote::quote! {
            impl Agent0 {
                async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> { todo!() }
                async fn new_session(&self, req: acp::v1::NewSessionRequest) -> Result<NewSessionResponse> { todo!() }
                async fn prompt(&self, req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> { todo!() }
                fn session_status(&self, id: &SessionId) -> bool { true }
                fn archive_sessions(&self) {}
                fn load_session(&self, id: &SessionId) -> bool { false }
                fn list_sessions(&self) -> Vec<String> { vec![] }
                fn prompts(&self) -> usize { 0 }
                fn is_quick(&self, req: &PromptRequest) -> bool { true }
            }
        };
        let expected = ["initialize", "session/new", "session/prompt"];
        for module in Module::all() {
            assert_eq!(
                handled(module, Role::Agent, block.clone()).unwrap(),
                expected
            );
        }
        assert!(unstable_protocol()
            .methods
            .iter()
            .any(|m| m.rust_name == "session_status"));
        assert!(unstable_protocol()
            .methods
            .iter()
            .any(|m| m.rust_name == "archive_session"));
        let peer = Peer::parse(Role::Agent, crate::protocol::module("v1"), block.clone())
            .ok()
            .unwrap();
        assert_eq!(fns(&peer.item), fns(&syn::parse2(block).unwrap()));
    }

    /// What does claim a fn: a params type or `#[acp(handler)]`.
    #[test]
    fn a_params_type_or_the_attribute_makes_a_handler() {
        let agent = |f: TokenStream| {
            let block = quote::quote!(impl A {
                async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> { todo!() }
                async fn new_session(&self, req: NewSessionRequest) -> Result<NewSessionResponse> { todo!() }
                #f
            });
            handled(crate::protocol::module("v1"), Role::Agent, block)
        };
        let prompt = quote::quote!(
            async fn prompt(&self, req: PromptRequest) -> Result<PromptResponse> {
                todo!()
            }
        );
        // (the fn next to the required handlers, what it becomes or the error)
        let cases: Vec<(TokenStream, Result<&str, &str>)> = vec![
            (
                quote::quote!(
                    fn load_session(&self, r: LoadSessionRequest) -> Result<LoadSessionResponse> {
                        todo!()
                    }
                ),
                Ok("session/load"),
            ),
            (
                quote::quote!(
                    fn load_sessions(&self, r: LoadSessionRequest) {}
                ),
                Err("did you mean `load_session`? (it takes `LoadSessionRequest`"),
            ),
            // Another side's params type is a params type too.
            (
                quote::quote!(
                    fn cancel(&self, n: CancelRequestNotification) {}
                ),
                Err("`cancel` (the `session/cancel` handler) takes `acp::v1::CancelNotification`"),
            ),
            (
                quote::quote!(
                    #[acp(handler)]
                    fn load_session(&self, r: &LoadSessionRequest) {}
                ),
                Err("takes `acp::v1::LoadSessionRequest` by value"),
            ),
            (
                quote::quote!(
                    #[acp(handler)]
                    fn unload(&self, r: LoadSessionRequest) {}
                ),
                Err("`unload` takes `LoadSessionRequest`, the params of `session/load`"),
            ),
            (
                quote::quote!(
                    #[acp(handler)]
                    fn unload_everything(&self) {}
                ),
                Err("is marked `#[acp(handler)]` but is not an ACP agent method"),
            ),
            (
                quote::quote!(
                    #[acp(handler, helper)]
                    fn x(&self) {}
                ),
                Err("a fn is one of"),
            ),
            // A helper taking another side's params, under a name of its own.
            (
                quote::quote!(
                    fn notify(&self, n: SessionNotification) {}
                ),
                Ok(""),
            ),
            // A required method's name is its handler's, whatever the signature.
            (
                quote::quote!(
                    fn prompt(&self) -> usize {
                        0
                    }
                ),
                Err("`prompt` (the `session/prompt` handler) takes its params after `&self`"),
            ),
        ];
        for (f, expected) in cases {
            let required = f.to_string().contains("fn prompt");
            let got = agent(if required {
                f.clone()
            } else {
                quote::quote!(#prompt #f)
            });
            match (got, expected) {
                (Ok(methods), Ok(method)) => {
                    assert_eq!(methods.len(), 3 + usize::from(!method.is_empty()), "{f}");
                    assert!(
                        method.is_empty() || methods.contains(&method.to_owned()),
                        "{f}"
                    );
                }
                (Err(err), Err(message)) => assert!(err.contains(message), "{f}: {err}"),
                (got, _) => panic!("{f}: {got:?}"),
            }
        }
    }

    #[test]
    fn near_misses() {
        let names = ["prompt", "new_session", "load_session", "cancel"];
        assert_eq!(closest("promt", names.iter().copied()), Some("prompt"));
        assert_eq!(
            closest("new_sesion", names.iter().copied()),
            Some("new_session")
        );
        assert_eq!(closest("helper", names.iter().copied()), None);
        assert_eq!(closest("cancle", names.iter().copied()), Some("cancel"));
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
