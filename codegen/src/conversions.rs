//! Conversions between two protocol modules: which types of a source module
//! (`v1`) become the target module's type of the same name (`v2`) without
//! losing anything, so that the target module can carry
//! `impl From<crate::SOURCE::T> for T` for each (rendered by
//! `render::conversions`).
//!
//! # The rule
//!
//! A type `T` that both schemas define converts when every value of the
//! source's `T` is a value of the target's `T`, by shape (docs do not count):
//!
//! - a struct: every source field exists in the target (same wire name) with a
//!   type the source's converts to; a field only the target has is optional
//!   (it starts unset, or at its schema default); properties the source keeps
//!   unnamed (`additionalProperties`) the target keeps too; a flattened union
//!   converts as a type of its own;
//! - a string enum: every source value is a target value (a value the source
//!   kept as unknown becomes the target's value of that name, known or not);
//!   a tagged union: the
//!   same tag property, and every source variant has a target variant with the
//!   same tag and a payload that converts (the catch-all keeps what it holds
//!   in the target's catch-all); an untagged union: every source variant has
//!   a target variant of the same name whose payload converts;
//! - a newtype: its inner type converts; named integers: the same width;
//! - field and payload types: the same primitive, a list or map of types that
//!   convert, or a named type that converts; a field may become wider on the
//!   way (`T` to `Option<T>`, `Option<T>` to `Option<Option<T>>`) as long as
//!   it goes on the wire alike (a required-but-null field that sends `null`
//!   never becomes one that leaves itself out, nor the reverse).
//!
//! Types refer to each other, cyclically too, so the set is a fixpoint: every
//! common type is assumed to convert, each is checked against the set, those
//! that fail leave it (with the reason), and the checks repeat until none
//! fails. What remains converts totally, and a converted value goes on the
//! wire as the source value did (a target-only field with a schema default
//! sends that default, which the target reads as if it were absent).
//!
//! A type both modules share outright (the runtime's `Error`, an alias of
//! `serde_json::Value`) needs no conversion and gets none.

use std::collections::{BTreeMap, BTreeSet};

use crate::model::*;
use crate::render::{is_method_type, is_runtime_error};

/// What converts from one module's types to another's.
#[derive(Debug)]
pub struct Conversions<'p> {
    /// The source module's schema.
    pub source: &'p Protocol,
    /// The target module's schema.
    pub target: &'p Protocol,
    /// The names of the types that convert (and need an impl), in the
    /// target's order.
    pub convertible: Vec<String>,
    /// The common types that do not convert, with the reason.
    pub refused: BTreeMap<String, String>,
}

/// Whether `name` is one Rust type in every module (no conversion needed): an
/// alias of `serde_json::Value`, or the runtime's error and its code.
pub(crate) fn is_shared(protocol: &Protocol, name: &str) -> bool {
    let Some(def) = protocol.get(name) else {
        return false;
    };
    match def.shape {
        Shape::Any => !is_method_type(protocol, name),
        Shape::Struct(_) => is_runtime_error(protocol, name),
        Shape::IntConsts(_) => {
            name == crate::handshake::ERROR_CODE_TYPE
                && is_runtime_error(protocol, crate::render::ERROR_TYPE)
        }
        _ => false,
    }
}

/// How a field is declared and whether `None` leaves it out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// `T`: always sent.
    Plain,
    /// `Option<T>`; `omitted`: `None` leaves the field out (else sends `null`).
    Option { omitted: bool },
    /// `Option<Option<T>>`: `None` leaves it out, `Some(None)` sends `null`.
    DoubleOption,
}

impl Form {
    pub(crate) fn of(field: &Field) -> Form {
        if field.is_double_option() {
            Form::DoubleOption
        } else if field.is_option() {
            Form::Option {
                omitted: !field.required,
            }
        } else {
            Form::Plain
        }
    }

    /// Whether a field of this form fits one of form `to`, on the wire alike.
    fn widens_to(self, to: Form) -> bool {
        use Form::*;
        match (self, to) {
            (a, b) if a == b => true,
            (Plain, Option { .. } | DoubleOption) => true,
            (Option { omitted: true }, DoubleOption) => true,
            _ => false,
        }
    }
}

impl<'p> Conversions<'p> {
    /// Decides which types convert from `source` to `target` (see the module
    /// docs for the rule).
    pub fn of(source: &'p Protocol, target: &'p Protocol) -> Self {
        let (from, to) = (source.declared_by_name(), target.declared_by_name());
        let mut set: BTreeSet<&str> = to
            .keys()
            .filter(|name| from.contains_key(*name))
            .filter(|name| !(is_shared(source, name) && is_shared(target, name)))
            .copied()
            .collect();
        let mut refused = BTreeMap::new();
        let checker = Checker { source, target };
        loop {
            let failed: Vec<(&str, String)> = set
                .iter()
                .filter_map(|name| {
                    checker
                        .def(from[name], to[name], &set)
                        .err()
                        .map(|why| (*name, why))
                })
                .collect();
            if failed.is_empty() {
                break;
            }
            for (name, why) in failed {
                set.remove(name);
                refused.insert(name.to_owned(), why);
            }
        }
        let convertible = (target.declared().into_iter())
            .filter(|def| set.contains(def.name.as_str()))
            .map(|def| def.name.clone())
            .collect();
        Conversions {
            source,
            target,
            convertible,
            refused,
        }
    }
}

/// Checks one type against the set of types assumed to convert.
struct Checker<'p> {
    source: &'p Protocol,
    target: &'p Protocol,
}

type Check = Result<(), String>;

impl Checker<'_> {
    fn def(&self, from: &TypeDef, to: &TypeDef, set: &BTreeSet<&str>) -> Check {
        if is_shared(self.source, &from.name) || is_shared(self.target, &to.name) {
            return Err(
                "the runtime's own type in one module, a type of its own in the other".into(),
            );
        }
        match (&from.shape, &to.shape) {
            (Shape::Struct(a), Shape::Struct(b)) => self.structs(a, b, set),
            (Shape::Newtype(a), Shape::Newtype(b)) => self.ty(a, b, set),
            (Shape::Any, Shape::Any) => {
                // Both method newtypes of a JSON value (shared aliases never get here).
                match is_method_type(self.source, &from.name)
                    == is_method_type(self.target, &to.name)
                {
                    true => Ok(()),
                    false => Err("a newtype in one, an alias in the other".into()),
                }
            }
            (Shape::StringEnum(a), Shape::StringEnum(b)) => {
                for value in &a.values {
                    if !b.values.iter().any(|v| v.value == value.value) {
                        return Err(format!("the value {} is gone", value.value));
                    }
                }
                Ok(())
            }
            (Shape::IntConsts(a), Shape::IntConsts(b)) => match a.format == b.format {
                true => Ok(()),
                false => Err("the integer's width changed".into()),
            },
            (Shape::Tagged(a), Shape::Tagged(b)) => self.tagged(a, b, set),
            (Shape::Untagged(a), Shape::Untagged(b)) => {
                for v in &a.variants {
                    let w = (b.variants.iter().find(|w| w.name == v.name))
                        .ok_or_else(|| format!("the variant `{}` is gone", v.name))?;
                    self.payload(&v.payload, &w.payload, set)
                        .map_err(|e| format!("variant `{}`: {e}", v.name))?;
                }
                Ok(())
            }
            (a, b) => Err(format!("{} became {}", shape_name(a), shape_name(b))),
        }
    }

    fn structs(&self, a: &Struct, b: &Struct, set: &BTreeSet<&str>) -> Check {
        self.fields(&a.fields, &b.fields, set)?;
        match (&a.flatten, &b.flatten) {
            (None, None) => {}
            (Some(x), Some(y)) if x.name == y.name => {
                if !set.contains(x.name.as_str()) {
                    return Err(format!("needs `{}`, which does not convert", x.name));
                }
            }
            _ => return Err("its flattened union differs".into()),
        }
        if a.keeps_extra && !b.keeps_extra {
            return Err("the target drops the properties the source keeps".into());
        }
        Ok(())
    }

    fn fields(&self, from: &[Field], to: &[Field], set: &BTreeSet<&str>) -> Check {
        for f in from {
            let g = (to.iter().find(|g| g.wire == f.wire))
                .ok_or_else(|| format!("the field `{}` is gone", f.wire))?;
            if !Form::of(f).widens_to(Form::of(g)) {
                return Err(format!(
                    "the field `{}` is declared {:?} in the source, {:?} in the target",
                    f.wire,
                    Form::of(f),
                    Form::of(g)
                ));
            }
            self.ty(&f.ty, &g.ty, set)
                .map_err(|e| format!("field `{}`: {e}", f.wire))?;
        }
        for g in to.iter().filter(|g| !from.iter().any(|f| f.wire == g.wire)) {
            if g.required {
                return Err(format!("the target requires the new field `{}`", g.wire));
            }
        }
        Ok(())
    }

    fn tagged(&self, a: &Tagged, b: &Tagged, set: &BTreeSet<&str>) -> Check {
        if a.tag != b.tag {
            return Err(format!("tagged by `{}`, then by `{}`", a.tag, b.tag));
        }
        for v in &a.variants {
            let w = (b.variants.iter().find(|w| w.tag_value == v.tag_value)).ok_or_else(|| {
                format!(
                    "the variant `{}` is gone",
                    v.tag_value.as_deref().unwrap_or_default()
                )
            })?;
            self.payload(&v.payload, &w.payload, set)
                .map_err(|e| format!("variant `{}`: {e}", v.name))?;
        }
        match (&a.untagged_default, &b.untagged_default) {
            (None, _) => Ok(()),
            (Some(v), Some(w)) => self
                .payload(&v.payload, &w.payload, set)
                .map_err(|e| format!("the untagged variant: {e}")),
            (Some(_), None) => Err("the variant without a tag is gone".into()),
        }
    }

    fn payload(&self, a: &Payload, b: &Payload, set: &BTreeSet<&str>) -> Check {
        match (a, b) {
            (Payload::Unit, Payload::Unit) => Ok(()),
            (Payload::Type(x), Payload::Type(y)) => self.ty(x, y, set),
            (Payload::Fields(x), Payload::Fields(y)) => self.fields(x, y, set),
            _ => Err("its payload changed shape".into()),
        }
    }

    fn ty(&self, a: &Ty, b: &Ty, set: &BTreeSet<&str>) -> Check {
        match (a, b) {
            (Ty::Ref(x), Ty::Ref(y)) if x == y => {
                if is_shared(self.source, x) && is_shared(self.target, y)
                    || set.contains(x.as_str())
                {
                    Ok(())
                } else {
                    Err(format!("needs `{x}`, which does not convert"))
                }
            }
            (Ty::Vec(x), Ty::Vec(y)) | (Ty::Map(x), Ty::Map(y)) => self.ty(x, y, set),
            (Ty::Int(x), Ty::Int(y)) if widens(*x, *y) => Ok(()),
            (x, Ty::Ref(y)) if newtype_of(self.target, y) == Some(x) => Ok(()),
            (x, y) if x == y && !matches!(x, Ty::Ref(_)) => Ok(()),
            (x, y) => Err(format!("{x:?} became {y:?}")),
        }
    }
}

/// The type newtype `name` of `protocol` wraps, when it wraps a primitive: a
/// value of that primitive converts to the newtype (`String` to
/// `AbsolutePath`), which goes on the wire as the bare value.
pub(crate) fn newtype_of<'p>(protocol: &'p Protocol, name: &str) -> Option<&'p Ty> {
    match &protocol.get(name)?.shape {
        Shape::Newtype(inner @ (Ty::String | Ty::Bool | Ty::Int(_) | Ty::Float)) => Some(inner),
        _ => None,
    }
}

/// Whether every integer of width `from` is one of width `to` (what `From`
/// converts between Rust's integers).
pub(crate) fn widens(from: IntFormat, to: IntFormat) -> bool {
    use IntFormat::*;
    let signed = |f: IntFormat| match f {
        I8 => (true, 8),
        I16 => (true, 16),
        I32 => (true, 32),
        I64 => (true, 64),
        U8 => (false, 8),
        U16 => (false, 16),
        U32 => (false, 32),
        U64 => (false, 64),
    };
    let ((a_signed, a_bits), (b_signed, b_bits)) = (signed(from), signed(to));
    match (a_signed, b_signed) {
        (false, true) => a_bits < b_bits,
        (true, false) => false,
        _ => a_bits <= b_bits,
    }
}

fn shape_name(shape: &Shape) -> &'static str {
    match shape {
        Shape::Struct(_) => "a struct",
        Shape::Newtype(_) => "a newtype",
        Shape::StringEnum(_) => "a string enum",
        Shape::IntConsts(_) => "named integers",
        Shape::Tagged(_) => "a tagged union",
        Shape::Untagged(_) => "an untagged union",
        Shape::Any => "any JSON",
    }
}
