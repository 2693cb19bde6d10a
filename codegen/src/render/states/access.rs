//! Reading what an `x-state` annotation names: the annotated object, its
//! properties, and assignments between fields declared differently.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Field, Payload, Protocol, Shape, Ty};
use crate::states::Owner;

/// How a field is declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Plain,
    Option,
    DoubleOption,
}

pub(super) fn kind(f: &Field) -> Kind {
    if f.is_double_option() {
        Kind::DoubleOption
    } else if f.is_option() {
        Kind::Option
    } else {
        Kind::Plain
    }
}

/// What an owner is called in the docs: its type, or its variant's tag.
pub(super) fn owner_name(owner: &Owner) -> String {
    match owner {
        Owner::Type(name) => name.clone(),
        Owner::Variant { tag, .. } => tag.clone(),
    }
}

/// Names as the docs list them: `` `a`, `b` ``.
pub(super) fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The object an owner annotates: its type's name and fields.
pub(super) fn object<'p>(protocol: &'p Protocol, owner: &Owner) -> Option<(&'p str, &'p [Field])> {
    let name = match owner {
        Owner::Type(name) => name.as_str(),
        Owner::Variant { union, tag } => {
            let Shape::Tagged(t) = &protocol.get(union)?.shape else {
                return None;
            };
            let variant = t
                .variants
                .iter()
                .find(|v| v.tag_value.as_deref() == Some(tag))?;
            match &variant.payload {
                Payload::Type(Ty::Ref(p)) => p.as_str(),
                _ => return None,
            }
        }
    };
    struct_named(protocol, name)
}

/// The struct `name` names: its name and fields.
pub(super) fn struct_named<'p>(
    protocol: &'p Protocol,
    name: &str,
) -> Option<(&'p str, &'p [Field])> {
    let def = protocol.get(name)?;
    match &def.shape {
        Shape::Struct(s) => Some((def.name.as_str(), &s.fields)),
        _ => None,
    }
}

/// The property a path names; only one-step paths are read.
pub(super) fn property<'f>(fields: &'f [Field], path: &str) -> Option<&'f Field> {
    if path.contains('.') {
        return None;
    }
    fields.iter().find(|f| f.wire == path)
}

/// `dst = src`, across their declarations: an absent `src` leaves `dst` as it
/// is, an explicit `null` clears it.
pub(super) fn assign(
    dst: TokenStream,
    dst_kind: Kind,
    src: TokenStream,
    src_kind: Kind,
) -> TokenStream {
    let wrap = |v: TokenStream| match dst_kind {
        Kind::Plain => v,
        Kind::Option => quote!(Some(#v)),
        Kind::DoubleOption => quote!(Some(Some(#v))),
    };
    match src_kind {
        Kind::Plain => {
            let v = wrap(quote!(#src.clone()));
            quote!(#dst = #v;)
        }
        Kind::Option => {
            let v = wrap(quote!(v.clone()));
            quote!(if let Some(v) = &#src { #dst = #v; })
        }
        Kind::DoubleOption => match dst_kind {
            Kind::Plain => quote!(if let Some(Some(v)) = &#src { #dst = v.clone(); }),
            Kind::Option => quote!(if let Some(v) = &#src { #dst = v.clone(); }),
            Kind::DoubleOption => quote!(if let Some(v) = &#src { #dst = Some(v.clone()); }),
        },
    }
}
