//! Type mapping: which Rust type a schema type becomes.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::Ctx;
use crate::model::{Field, IntFormat, Protocol, Ty};

impl Ctx<'_> {
    /// The Rust type of a schema type.
    pub(super) fn ty(&self, ty: &Ty) -> TokenStream {
        match ty {
            Ty::Ref(name) => {
                let name = format_ident!("{}", name);
                quote!(#name)
            }
            Ty::String => quote!(String),
            Ty::Bool => quote!(bool),
            Ty::Float => quote!(f64),
            Ty::Int(f) => int_ty(*f),
            Ty::Vec(inner) => {
                let inner = self.ty(inner);
                quote!(Vec<#inner>)
            }
            Ty::Map(inner) if **inner == Ty::Value => {
                quote!(serde_json::Map<String, serde_json::Value>)
            }
            Ty::Map(inner) => {
                let inner = self.ty(inner);
                quote!(std::collections::BTreeMap<String, #inner>)
            }
            Ty::Value => quote!(serde_json::Value),
        }
    }

    /// The declared type of a field: optional fields without a default are
    /// `Option`, and `Option<Option<T>>` where an explicit `null` is not absence.
    pub(super) fn field_ty(&self, f: &Field) -> TokenStream {
        let ty = self.ty(&f.ty);
        if f.is_double_option() {
            quote!(Option<Option<#ty>>)
        } else if f.is_option() {
            quote!(Option<#ty>)
        } else {
            ty
        }
    }

    /// Params and result types need a type of their own to carry their method.
    pub(super) fn is_method_type(&self, name: &str) -> bool {
        is_method_type(self.protocol, name)
    }
}

/// Whether type `name` is a method's params or result (then a type of any JSON
/// is a newtype, not an alias).
pub(crate) fn is_method_type(protocol: &Protocol, name: &str) -> bool {
    protocol
        .methods
        .iter()
        .any(|m| m.params == name || m.result.as_deref() == Some(name))
}

/// The Rust integer for a schema `format`.
pub(super) fn int_ty(f: IntFormat) -> TokenStream {
    match f {
        IntFormat::I8 => quote!(i8),
        IntFormat::I16 => quote!(i16),
        IntFormat::I32 => quote!(i32),
        IntFormat::I64 => quote!(i64),
        IntFormat::U8 => quote!(u8),
        IntFormat::U16 => quote!(u16),
        IntFormat::U32 => quote!(u32),
        IntFormat::U64 => quote!(u64),
    }
}
