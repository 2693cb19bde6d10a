//! The annotated impl block, checked against the method table and reduced to what
//! rendering needs. Every misuse becomes one error spanned on the user's code;
//! all errors of a block are reported together.

use acp_codegen::{Method, MethodKind};
use proc_macro2::{Span, TokenStream};
use syn::spanned::Spanned;
use syn::{FnArg, ImplItem, ImplItemFn, ItemImpl, LitStr, PathArguments, ReturnType, Type};

use crate::protocol::Role;

/// A parsed `#[acp_agent]` / `#[acp_client]` block.
pub struct Peer {
    pub role: Role,
    /// The block as the user wrote it, minus our `#[acp(..)]` attributes.
    pub item: ItemImpl,
    pub handlers: Vec<Handler>,
    pub exts: Vec<Ext>,
}

/// A fn wired to a schema method.
pub struct Handler {
    pub method: &'static Method,
    pub call: Call,
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
}

/// A block that could not be made a peer: the errors, and the code to emit with
/// them (the user's item, so that its own code still compiles and no errors
/// cascade from it missing).
pub struct Failed {
    pub item: TokenStream,
    pub errors: syn::Error,
}

impl Peer {
    pub fn parse(role: Role, tokens: TokenStream) -> Result<Peer, Failed> {
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
                errors: errors.0.expect("just pushed"),
            });
        }
        let methods = role.methods();
        // Methods the block names (even with a wrong signature or a typo), so a
        // missing-method error is not piled on top of the real one.
        let mut named: Vec<&str> = vec![];
        let mut handlers: Vec<Handler> = vec![];
        let mut exts: Vec<Ext> = vec![];
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
                match parse_ext(role, f, ext_name) {
                    Ok(ext) => exts.push(ext),
                    Err(e) => errors.add(e),
                }
                continue;
            }
            if attrs.helper {
                continue;
            }
            if let Some(method) = methods.iter().find(|m| m.rust_name == name) {
                named.push(&method.name);
                if handlers.iter().any(|h| h.method.name == method.name) {
                    // rustc reports the duplicate definition itself.
                    continue;
                }
                match parse_handler(role, f, method) {
                    Ok(call) => handlers.push(Handler { method, call }),
                    Err(e) => errors.add(e),
                }
                continue;
            }
            if let Some(close) = closest(&name, methods.iter().map(|m| m.rust_name.as_str())) {
                if let Some(m) = methods.iter().find(|m| m.rust_name == close) {
                    named.push(&m.name);
                }
                errors.push(
                    &f.sig.ident,
                    format!(
                        "`{name}` is not an ACP {noun} method; did you mean `{close}`? \
                         (If it is a helper, mark it `#[acp(helper)]`.)",
                        noun = role.noun()
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
        }
        for required in role.required() {
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
                errors,
            }),
            None => Ok(Peer {
                role,
                item,
                handlers,
                exts,
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
            } else {
                Err(meta.error("unknown acp attribute; expected `ext = \"_name\"` or `helper`"))
            }
        });
        if let Err(e) = parsed {
            result = Err(e);
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

fn signature<'f>(role: Role, f: &'f ImplItemFn, what: &str) -> Result<Signature<'f>, syn::Error> {
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
    match typed.as_slice() {
        [params] => Ok(Signature {
            params: &params.ty,
            peer: None,
        }),
        [params, p] => {
            if last_ident(&p.ty).as_deref() != Some(peer) {
                return Err(syn::Error::new_spanned(&p.ty, format!("the second parameter of {what}, if any, is the `acp::v1::{peer}` to call back")));
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

fn parse_handler(role: Role, f: &ImplItemFn, method: &'static Method) -> Result<Call, syn::Error> {
    let what = format!("`{}` (the `{}` handler)", method.rust_name, method.name);
    let sig = signature(role, f, &what)?;
    if last_ident(sig.params).as_deref() != Some(method.params.as_str()) {
        return Err(syn::Error::new_spanned(
            sig.params,
            format!("{what} takes `acp::v1::{}`", method.params),
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
                    format!("{what} must return `acp::Result<acp::v1::{result}>`"),
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

fn parse_ext(role: Role, f: &ImplItemFn, name: String) -> Result<Ext, syn::Error> {
    let what = format!("`{}` (the `{name}` handler)", f.sig.ident);
    let sig = signature(role, f, &what)?;
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

/// Whether the fn's first parameter after `self` is `m`'s params type.
fn takes_params_of(f: &ImplItemFn, m: &Method) -> bool {
    let first = f.sig.inputs.iter().find_map(|a| match a {
        FnArg::Typed(t) => Some(&t.ty),
        FnArg::Receiver(_) => None,
    });
    first.and_then(|ty| last_ident(ty)).as_deref() == Some(m.params.as_str())
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
