//! Keyed targets: parts of the session's state that are sets of named things
//! (messages, tool calls, terminals, plans, ...), changed by annotations with an
//! `id`. Each is a `crate::session::Keyed` field of `SessionState`, named after
//! the target in the plural (`toolCall` -> `tool_calls`), its entries in the
//! order their ids first appeared.
//!
//! What an entry is, decided from the types the schema gives:
//!
//! - an `upsert` of an object (the annotated one, or its `value`) makes the
//!   entry a generated struct `<Target>Entry`: the object's properties but the
//!   id and `_meta`, each an `Option` holding what was last given (an absent
//!   property leaves it, an explicit `null` clears it);
//! - a `replace` with a `value` makes the entry that value, whole.
//!
//! An `append` adds `value` to the entry's `field` (a dotted path goes into a
//! property of the entry's struct): an item is pushed onto a list (joined to
//! the list's last item when it continues it, as text continues text:
//! [`super::join`]), a list extends it, a string is appended to a string,
//! base64 to base64 (as bytes); an append to an id not seen yet creates the
//! entry. Each costs the chunk's size, not the entry's, and says what it added
//! to the entry's weight (`crate::session::append`); an upsert weighs its
//! entry again. A `remove` drops it. A
//! combination the generator cannot express fails it, naming the definition
//! and the target. Changes carried by a type the session does not see (a
//! request to the client, such as `RequestPermissionRequest`) are not folded;
//! the target's docs say so.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::access::{kind, object, owner_name, property, quoted, struct_named, Kind};
use super::join;
use crate::error::Error;
use crate::model::{Field, Payload, Protocol, Shape, Ty};
use crate::names::{catch_all_name, field_name, ident, type_name};
use crate::render::{docs, Ctx};
use crate::states::{Action, Change, Owner};

/// What an entry of a keyed target is.
#[derive(Debug, Clone)]
enum Entry {
    /// The value a `replace` names, whole.
    Whole(Ty),
    /// A generated struct: the properties of the upserted object `object`
    /// but its id.
    Fields {
        name: String,
        object: String,
        fields: Vec<Field>,
    },
}

/// One keyed target.
#[derive(Debug, Clone)]
struct Target {
    wire: String,
    entry: Entry,
    /// The id's property, for the docs.
    id: String,
    /// What changes it: type names and update tags.
    changed_by: Vec<String>,
    /// Annotated types that change it but that the session does not see.
    unseen: Vec<String>,
}

/// The keyed targets of a module, and what each change does to them.
pub(super) struct KeyedTargets<'p> {
    ctx: &'p Ctx<'p>,
    targets: Vec<Target>,
    /// The statements of the change at each index of the changes given.
    statements: Vec<(usize, TokenStream)>,
    /// The part of the state the change at each index changes: an
    /// `Option<StatePart>` expression.
    parts: Vec<(usize, TokenStream)>,
    /// The item types of the lists appended to whose items may join.
    joined: Vec<String>,
    /// Targets only types the session does not see change, and those types.
    unseen_only: Vec<(String, Vec<String>)>,
}

impl<'p> KeyedTargets<'p> {
    /// The keyed targets among `changes` (all of a module's session-scope
    /// changes); `seen` says which owners the session folds.
    pub(super) fn of(
        ctx: &'p Ctx<'p>,
        changes: &[(Owner, &Change)],
        seen: impl Fn(&Owner) -> bool,
    ) -> Result<Self, Error> {
        let protocol = ctx.protocol;
        let mut keyed = KeyedTargets {
            ctx,
            targets: vec![],
            statements: vec![],
            parts: vec![],
            joined: vec![],
            unseen_only: vec![],
        };
        // The entries' shapes, from the upserts and replaces the session sees.
        for (owner, change) in changes.iter().filter(|(_, c)| c.id.is_some()) {
            if !seen(owner) {
                continue;
            }
            let fail = |why: String| failure(owner, change, why);
            let Some((entry, id)) = entry_of(protocol, owner, change).map_err(fail)? else {
                continue;
            };
            match keyed.targets.iter_mut().find(|t| t.wire == change.target) {
                Some(target) => {
                    if !same_entry(&target.entry, &entry) {
                        return Err(fail("the entries get another shape here".into()));
                    }
                }
                None => keyed.targets.push(Target {
                    wire: change.target.clone(),
                    entry,
                    id,
                    changed_by: vec![],
                    unseen: vec![],
                }),
            }
        }
        for (i, (owner, change)) in changes.iter().enumerate() {
            if change.id.is_none() {
                continue;
            }
            let name = owner_name(owner);
            let Some(target) = keyed.targets.iter_mut().find(|t| t.wire == change.target) else {
                if !seen(owner) {
                    match keyed
                        .unseen_only
                        .iter_mut()
                        .find(|(t, _)| *t == change.target)
                    {
                        Some((_, owners)) if owners.contains(&name) => {}
                        Some((_, owners)) => owners.push(name),
                        None => keyed.unseen_only.push((change.target.clone(), vec![name])),
                    }
                    continue;
                }
                return Err(failure(
                    owner,
                    change,
                    "no upsert or replace the session sees gives the target's entries a shape"
                        .into(),
                ));
            };
            let list = if seen(owner) {
                &mut target.changed_by
            } else {
                &mut target.unseen
            };
            if !list.contains(&name) {
                list.push(name.clone());
            }
            if seen(owner) {
                let target = target.clone();
                let (statement, part, joined) = keyed
                    .statement(owner, change, &target)
                    .map_err(|why| failure(owner, change, why))?;
                keyed.statements.push((i, statement));
                keyed.parts.push((i, part));
                if let Some(item) = joined.filter(|t| !keyed.joined.contains(t)) {
                    keyed.joined.push(item);
                }
            }
        }
        Ok(keyed)
    }

    /// What the change at `index` of the changes given does, if it is keyed.
    pub(super) fn statement_at(&self, index: usize) -> Option<&TokenStream> {
        self.statements
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, s)| s)
    }

    /// The part of the state the change at `index` changes, if it is keyed: an
    /// `Option<StatePart>` expression on the object `x`.
    pub(super) fn part_at(&self, index: usize) -> Option<&TokenStream> {
        self.parts.iter().find(|(i, _)| *i == index).map(|(_, p)| p)
    }

    /// The item types of appended lists whose items may continue one another.
    pub(super) fn joined(&self) -> &[String] {
        &self.joined
    }

    /// Each keyed target: its `StatePart` variant, the `SessionState` field it
    /// is kept in, its wire name and its id's name.
    pub(super) fn parts(&self) -> Vec<(Ident, Ident, &str, &str)> {
        self.targets
            .iter()
            .map(|t| {
                let variant = format_ident!("{}", type_name(&t.wire));
                let field = ident(&plural(&field_name(&t.wire)));
                (variant, field, t.wire.as_str(), t.id.as_str())
            })
            .collect()
    }

    /// The doc lines of `SessionState` on the keyed targets it does not keep.
    pub(super) fn not_kept(&self) -> TokenStream {
        let each = self.unseen_only.iter().map(|(target, owners)| {
            let line = format!(
                " Not kept: `{target}`, which only {} change(s), and the session does not \
                 see them.",
                quoted(owners)
            );
            quote!(#[doc = #line])
        });
        if self.unseen_only.is_empty() {
            return TokenStream::new();
        }
        quote!(#[doc = ""] #(#each)*)
    }

    /// The field names the keyed targets take in `SessionState`.
    pub(super) fn field_names(&self) -> Vec<String> {
        self.targets
            .iter()
            .map(|t| plural(&field_name(&t.wire)))
            .collect()
    }

    /// The `SessionState` fields.
    pub(super) fn fields(&self) -> TokenStream {
        let each = self.targets.iter().map(|t| {
            let name = ident(&plural(&field_name(&t.wire)));
            let entry = match &t.entry {
                Entry::Whole(ty) => self.ctx.ty(ty),
                Entry::Fields { name, .. } => {
                    let name = format_ident!("{}", name);
                    quote!(#name)
                }
            };
            let head = format!(
                " The session's `{}`s, by `{}`, in the order they first appeared.",
                t.wire, t.id
            );
            let changed = format!(" Changed by {}.", quoted(&t.changed_by));
            let unseen = (!t.unseen.is_empty()).then(|| {
                let line = format!(
                    " Also changed by {}, which the session does not see (it is not a \
                     `session/update` nor an answer to the session's client), so it is not \
                     folded here.",
                    quoted(&t.unseen)
                );
                quote!(#[doc = #line])
            });
            quote! {
                #[doc = #head]
                ///
                #[doc = #changed]
                #unseen
                pub #name: crate::session::Keyed<#entry>,
            }
        });
        quote!(#(#each)*)
    }

    /// The generated entry structs.
    pub(super) fn entry_types(&self) -> TokenStream {
        let each = self.targets.iter().filter_map(|t| {
            let Entry::Fields {
                name,
                object,
                fields,
            } = &t.entry
            else {
                return None;
            };
            let name = format_ident!("{}", name);
            let head = format!(
                " One `{}` of the session, as its `x-state` keeps it.",
                t.wire
            );
            let body = format!(
                " The properties of the `{object}`s that upsert it but `{}`, each as last \
                 given: an absent property leaves what was kept, `null` clears it. An entry \
                 that an append created before any upsert holds only what was appended.",
                t.id
            );
            let schema = docs(
                self.ctx
                    .protocol
                    .get(object)
                    .and_then(|d| d.docs.as_deref()),
            );
            let fields = fields.iter().map(|f| {
                let field = ident(&field_name(&f.wire));
                let ty = self.ctx.ty(&f.ty);
                let docs = docs(f.docs.as_deref());
                let wire = &f.wire;
                quote! {
                    #docs
                    #[serde(rename = #wire, skip_serializing_if = "Option::is_none")]
                    pub #field: Option<#ty>,
                }
            });
            Some(quote! {
                #[doc = #head]
                ///
                #[doc = #body]
                ///
                #[doc = " It serializes as that object would (the properties it holds)."]
                ///
                #schema
                #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
                #[non_exhaustive]
                pub struct #name {
                    #(#fields)*
                }
            })
        });
        quote!(#(#each)*)
    }

    /// What `change` of the object `x` does to `state`; the part of the state
    /// it changes (an `Option<StatePart>` expression); the item type of the
    /// list it appends to, if its items may join.
    fn statement(
        &self,
        owner: &Owner,
        change: &Change,
        target: &Target,
    ) -> Result<(TokenStream, TokenStream, Option<String>), String> {
        let protocol = self.ctx.protocol;
        let (_, fields) = object(protocol, owner).ok_or("the annotated type is not an object")?;
        let slot = ident(&plural(&field_name(&target.wire)));
        let id_path = change.id.as_deref().expect("a keyed change");
        let id = id_of(protocol, fields, id_path)?;
        let variant = format_ident!("{}", type_name(&target.wire));
        let part = match &id {
            Id::Always(id) => quote!(Some(StatePart::#variant(#id))),
            Id::Maybe(found) => quote!((#found).map(StatePart::#variant)),
        };
        let mut joined = None;
        let mut body = |id: TokenStream| -> Result<TokenStream, String> {
            Ok(match change.action {
                Action::Upsert => {
                    let Entry::Fields { fields: own, .. } = &target.entry else {
                        return Err("an upsert into entries that are whole values".into());
                    };
                    let (_, src_fields, src) =
                        upserted(protocol, owner, fields, change.value.as_deref())?;
                    let each = own.iter().map(|p| {
                        let f = property(src_fields, &p.wire).expect("the entry's own property");
                        let field = ident(&field_name(&f.wire));
                        super::access::assign(
                            quote!(entry.#field),
                            Kind::Option,
                            quote!(#src.#field),
                            kind(f),
                        )
                    });
                    quote! {
                        state.#slot.upsert(#id, |entry| { #(#each)* });
                    }
                }
                Action::Replace => {
                    let value = change.value.as_deref().ok_or("a replace without `value`")?;
                    if change.field.is_some() {
                        return Err("a replace of one field of an entry".into());
                    }
                    let f = property(fields, value).ok_or(format!("no property `{value}`"))?;
                    let src = ident(&field_name(value));
                    match kind(f) {
                        Kind::Plain => quote!(state.#slot.insert(#id, x.#src.clone());),
                        Kind::Option => quote! {
                            if let Some(v) = &x.#src { state.#slot.insert(#id, v.clone()); }
                        },
                        Kind::DoubleOption => quote! {
                            if let Some(Some(v)) = &x.#src { state.#slot.insert(#id, v.clone()); }
                        },
                    }
                }
                Action::Append => {
                    let (append, item) = self.append(change, target, fields, &slot, id)?;
                    joined = item;
                    append
                }
                Action::Remove => quote!(state.#slot.remove(#id);),
            })
        };
        let statement = match id {
            Id::Always(id) => body(id)?,
            Id::Maybe(found) => {
                let body = body(quote!(id))?;
                quote!(if let Some(id) = #found { #body })
            }
        };
        Ok((statement, part, joined))
    }

    /// An `append` of `change.value` into the entry's `change.field`, and the
    /// item type of the list it appends to if its items may join.
    fn append(
        &self,
        change: &Change,
        target: &Target,
        fields: &[Field],
        slot: &Ident,
        id: TokenStream,
    ) -> Result<(TokenStream, Option<String>), String> {
        let protocol = self.ctx.protocol;
        let Entry::Fields { fields: own, .. } = &target.entry else {
            return Err("an append into entries that are whole values".into());
        };
        let value = change.value.as_deref().expect("an append has a value");
        let path = change.field.as_deref().expect("an append has a field");
        let src = plain_property(fields, value)?;
        let v = ident(&field_name(value));
        let v = quote!(x.#v);
        let (first, rest) = match path.split_once('.') {
            Some((first, rest)) => (first, Some(rest)),
            None => (path, None),
        };
        let dst = property(own, first).ok_or(format!(
            "the entries have no property `{first}` to append to"
        ))?;
        let dst_field = ident(&field_name(&dst.wire));
        let Some(rest) = rest else {
            let kept = quote!(entry.#dst_field.get_or_insert_with(Default::default));
            let (add, joined) = add(protocol, kept, dst, src, &v)?;
            return Ok((quote!(state.#slot.append(#id, |entry| #add);), joined));
        };
        // `a.b`: into `b` of the struct `a` holds, created from the value alone
        // if the entry has none yet.
        let Ty::Ref(holder) = &dst.ty else {
            return Err(format!("`{first}` is not an object"));
        };
        let Some(Shape::Struct(s)) = protocol.get(holder).map(|d| &d.shape) else {
            return Err(format!("`{first}` is not an object"));
        };
        let inner = plain_property(&s.fields, rest)
            .map_err(|_| format!("`{path}` is not a required property of `{holder}`"))?;
        let others_required = s.fields.iter().any(|f| f.required && f.wire != inner.wire);
        if s.flatten.is_some() || others_required {
            return Err(format!(
                "`{holder}` needs more than `{rest}` to be created from an append"
            ));
        }
        let inner_field = ident(&field_name(&inner.wire));
        let (add, joined) = add(protocol, quote!(&mut held.#inner_field), inner, src, &v)?;
        let fresh = fresh(inner, src, &v)?;
        let holder = format_ident!("{}", holder);
        let append = quote! {
            state.#slot.append(#id, |entry| match &mut entry.#dst_field {
                Some(held) => #add,
                None => {
                    let fresh = #holder::new(#fresh);
                    let added = crate::session::append::weigh(&fresh);
                    entry.#dst_field = Some(fresh);
                    added
                }
            });
        };
        Ok((append, joined))
    }
}

/// A change the generator cannot express, named by its owner (`SessionUpdate`'s
/// variant `tag`, or a type) and its target.
fn failure(owner: &Owner, change: &Change, why: String) -> Error {
    let action = format!("{:?}", change.action).to_lowercase();
    let (definition, what) = match owner {
        Owner::Type(name) => (name.as_str(), String::new()),
        Owner::Variant { union, tag } => (union.as_str(), format!(" (variant `{tag}`)")),
    };
    Error::new(
        definition,
        format!(
            "`x-state` {action} of `{}`{what} cannot be kept: {why}",
            change.target
        ),
    )
}

/// The entry a change gives its target, and the id's property name; `None`
/// for a change that does not give one (an append, a remove).
fn entry_of(
    protocol: &Protocol,
    owner: &Owner,
    change: &Change,
) -> Result<Option<(Entry, String)>, String> {
    let (_, fields) = object(protocol, owner).ok_or("the annotated type is not an object")?;
    let id_path = change.id.as_deref().expect("a keyed change");
    let id_name = id_path.rsplit('.').next().unwrap_or(id_path).to_owned();
    match change.action {
        Action::Upsert => {
            let (object, fields, _) = upserted(protocol, owner, fields, change.value.as_deref())?;
            let id_in_object = match &change.value {
                None => id_path,
                Some(value) => id_path
                    .strip_prefix(value.as_str())
                    .and_then(|rest| rest.strip_prefix('.'))
                    .ok_or(format!("the id `{id_path}` is not a property of `{value}`"))?,
            };
            if property(fields, id_in_object).is_none() {
                return Err(format!(
                    "the id `{id_in_object}` is not a property of `{object}`"
                ));
            }
            let own = fields
                .iter()
                .filter(|f| f.wire != id_in_object && !f.wire.starts_with('_'))
                .cloned()
                .collect();
            let name = format!("{}Entry", type_name(&change.target));
            if protocol.get(&name).is_some() {
                return Err(format!(
                    "the entry type `{name}` would hide the schema's type of that name"
                ));
            }
            Ok(Some((
                Entry::Fields {
                    name,
                    object: object.to_owned(),
                    fields: own,
                },
                id_name,
            )))
        }
        Action::Replace => {
            let value = change.value.as_deref().ok_or("a replace without `value`")?;
            if change.field.is_some() {
                return Err("a replace of one field of an entry".into());
            }
            let f = property(fields, value).ok_or(format!("no property `{value}`"))?;
            Ok(Some((Entry::Whole(f.ty.clone()), id_name)))
        }
        Action::Append | Action::Remove => Ok(None),
    }
}

/// The object an upsert writes: the annotated one (whose properties are
/// `fields`) or, given a `value`, that property of it. Its type's name, its
/// properties, and the expression the fold reads it from.
fn upserted<'p>(
    protocol: &'p Protocol,
    owner: &Owner,
    fields: &'p [Field],
    value: Option<&str>,
) -> Result<(&'p str, &'p [Field], TokenStream), String> {
    let Some(value) = value else {
        let (name, _) = object(protocol, owner).ok_or("the annotated type is not an object")?;
        return Ok((name, fields, quote!(x)));
    };
    let not_an_object = || format!("`{value}` is not an object");
    let Ty::Ref(ty) = &plain_property(fields, value)?.ty else {
        return Err(not_an_object());
    };
    let (name, inner) = struct_named(protocol, ty).ok_or_else(not_an_object)?;
    let src = ident(&field_name(value));
    Ok((name, inner, quote!(x.#src)))
}

/// How a change finds its entry's id, as a `&str`.
enum Id {
    /// Always there: an expression of type `&str`.
    Always(TokenStream),
    /// Perhaps: an expression of type `Option<&str>`.
    Maybe(TokenStream),
}

/// The id `path` names in the object `x` (whose properties are `fields`): a
/// string property, or a string property of each variant of a tagged union
/// property (`plan.planId`).
fn id_of(protocol: &Protocol, fields: &[Field], path: &str) -> Result<Id, String> {
    let not_found = || format!("the id `{path}` is not a string property the generator can read");
    match path.split_once('.') {
        None => {
            let f = plain_property(fields, path).map_err(|_| not_found())?;
            if !is_string(protocol, &f.ty) {
                return Err(not_found());
            }
            let f = ident(&field_name(&f.wire));
            Ok(Id::Always(quote!(x.#f.as_str())))
        }
        Some((first, rest)) => {
            let f = plain_property(fields, first).map_err(|_| not_found())?;
            let Ty::Ref(union_name) = &f.ty else {
                return Err(not_found());
            };
            let Some(Shape::Tagged(union)) = protocol.get(union_name).map(|d| &d.shape) else {
                return Err(not_found());
            };
            let ty = format_ident!("{}", union_name);
            let mut arms = vec![];
            for v in &union.variants {
                let variant = format_ident!("{}", v.name);
                let Payload::Type(Ty::Ref(payload)) = &v.payload else {
                    continue;
                };
                let Some((_, inner)) = struct_named(protocol, payload) else {
                    continue;
                };
                let Ok(id) = plain_property(inner, rest) else {
                    continue;
                };
                if !is_string(protocol, &id.ty) {
                    return Err(not_found());
                }
                let id = ident(&field_name(&id.wire));
                arms.push(quote!(#ty::#variant(v) => Some(v.#id.as_str()),));
            }
            if arms.is_empty() {
                return Err(not_found());
            }
            let mut covered = arms.len() == union.variants.len();
            // The catch-all keeps what the schema requires of it.
            if union.other_required.iter().any(|r| r == rest) {
                let catch_all = catch_all_name();
                arms.push(quote! {
                    #ty::#catch_all(other) => other.get(#rest).and_then(serde_json::Value::as_str),
                });
            } else {
                covered = false;
            }
            if !covered {
                arms.push(quote!(_ => None,));
            }
            let first = ident(&field_name(first));
            Ok(Id::Maybe(quote! {
                match &x.#first {
                    #(#arms)*
                }
            }))
        }
    }
}

/// A property that is always there (required, not nullable).
fn plain_property<'f>(fields: &'f [Field], path: &str) -> Result<&'f Field, String> {
    let f = property(fields, path).ok_or(format!("no property `{path}`"))?;
    if kind(f) != Kind::Plain {
        return Err(format!("`{path}` may be absent"));
    }
    Ok(f)
}

/// Whether `ty` is a string (or a string newtype, as ids are).
fn is_string(protocol: &Protocol, ty: &Ty) -> bool {
    match ty {
        Ty::String => true,
        Ty::Ref(name) => matches!(
            protocol.get(name).map(|d| &d.shape),
            Some(Shape::Newtype(Ty::String))
        ),
        _ => false,
    }
}

/// Appending `v` (the property `src`) to `dst` (`at` is a `&mut` to it): an
/// expression of the bytes it added; and the list's item type, if its items
/// may join.
fn add(
    protocol: &Protocol,
    at: TokenStream,
    dst: &Field,
    src: &Field,
    v: &TokenStream,
) -> Result<(TokenStream, Option<String>), String> {
    let append = quote!(crate::session::append);
    match (&dst.ty, &src.ty) {
        (Ty::Vec(item), ty) if **item == *ty => match ty {
            Ty::Ref(name) if join::joins(protocol, name) => {
                Ok((quote!(#append::joined(#at, &#v)), Some(name.clone())))
            }
            _ => Ok((quote!(#append::pushed(#at, &#v)), None)),
        },
        (Ty::Vec(_), ty) if *ty == dst.ty => Ok((quote!(#append::extended(#at, &#v)), None)),
        (Ty::String, Ty::String) => match (&dst.content_encoding, &src.content_encoding) {
            (None, None) => Ok((quote!(#append::text(#at, &#v)), None)),
            (Some(a), Some(b)) if a == "base64" && b == "base64" => {
                Ok((quote!(#append::base64(#at, &#v)), None))
            }
            _ => Err(format!(
                "`{}` and `{}` encode their text differently",
                dst.wire, src.wire
            )),
        },
        _ => Err(format!(
            "a `{}` cannot be appended to `{}`",
            src.wire, dst.wire
        )),
    }
}

/// A new `dst` holding only `v` (the property `src`).
fn fresh(dst: &Field, src: &Field, v: &TokenStream) -> Result<TokenStream, String> {
    match (&dst.ty, &src.ty) {
        (Ty::Vec(item), ty) if **item == *ty => Ok(quote!(vec![#v.clone()])),
        (a, b) if a == b => Ok(quote!(#v.clone())),
        _ => Err(format!(
            "a `{}` cannot be appended to `{}`",
            src.wire, dst.wire
        )),
    }
}

fn same_entry(a: &Entry, b: &Entry) -> bool {
    match (a, b) {
        (Entry::Whole(a), Entry::Whole(b)) => a == b,
        (Entry::Fields { fields: a, .. }, Entry::Fields { fields: b, .. }) => {
            a.iter().map(|f| &f.wire).eq(b.iter().map(|f| &f.wire))
        }
        _ => false,
    }
}

/// A field name in the plural: `tool_call` -> `tool_calls`.
fn plural(name: &str) -> String {
    if name.ends_with('s') || name.ends_with('x') || name.ends_with("ch") || name.ends_with("sh") {
        format!("{name}es")
    } else if let Some(stem) = name
        .strip_suffix('y')
        .filter(|s| !s.ends_with(['a', 'e', 'i', 'o', 'u']))
    {
        format!("{stem}ies")
    } else {
        format!("{name}s")
    }
}
