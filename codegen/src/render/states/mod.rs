//! A module's session state, from its `x-state` annotations
//! ([`crate::states`]): the `SessionState` struct a client's session folds,
//! `impl Tracked for Module` (each `session/update` variant, and the answer
//! that opened the session), and a fold for each other annotated type the
//! session conveniences take in (`render/conveniences.rs`).
//!
//! Targets an object changes as a whole, without an `id` (`configOptions`,
//! `availableCommands`, `sessionInfo`, `usage`, v1's `modes`, ...), are kept
//! here: each is an `Option` field named after the target, holding the `value`
//! a `replace` names, or for an `upsert` the annotated object itself; an object
//! whose properties are all optional (such as `SessionInfoUpdate`, whose `null`
//! clears a field) is kept property by property instead, as fields named after
//! its properties (`title`, `updated_at`). An answer's optional `value` that is
//! absent leaves the target as it is.
//!
//! Keyed targets (messages, tool calls, terminals, plans, ...: changes with an
//! `id`, including their `append`s and `remove`s) are kept by [`keyed`]; the
//! items of the lists they append to join when they continue one another
//! ([`join`]). Not kept: the turn's own state (the update that reports it),
//! which the runtime tracks, and the changes of types the session does not see
//! (requests to the client; the keyed targets' docs name them).
//!
//! Each kept target is also a variant of `StatePart` (a keyed one with the
//! entry's id), and `SessionState::changed_by` says which parts an update
//! changes, from the same changes the fold applies; `trim` drops the oldest
//! entries of the keyed targets past the session's limits.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

mod access;
mod join;
mod keyed;

use self::access::{assign, kind, object, owner_name, property, quoted, Kind};
use self::keyed::KeyedTargets;
use super::{docs, Ctx};
use crate::error::Error;
use crate::model::{Field, Shape, Ty};
use crate::names::{field_name, ident, type_name};
use crate::sessions::{self, Table};
use crate::states::{Action, Change, Owner, SESSION_SCOPE};

/// How a kept target is held.
#[derive(Debug, Clone)]
enum Form {
    /// One `Option` field of this type.
    Whole(Ty),
    /// One `Option` field per property of the object that upserts it.
    Patch(Vec<Field>),
}

/// One kept target.
#[derive(Debug, Clone)]
struct Target {
    wire: String,
    form: Form,
    docs: Option<String>,
    /// What changes it: type names and update tags.
    changed_by: Vec<String>,
}

/// The kept state of one module.
pub(super) struct States<'p> {
    ctx: &'p Ctx<'p>,
    table: Table,
    /// The annotated types, besides the opening answer, the session folds.
    types: Vec<String>,
    targets: Vec<Target>,
    keyed: KeyedTargets<'p>,
}

impl<'p> States<'p> {
    /// The targets `ctx`'s annotations keep; `types` are the annotated types
    /// the session conveniences take in (besides the answer that opens a
    /// session).
    pub(super) fn of(ctx: &'p Ctx<'p>, table: Table, types: &[&str]) -> Result<Self, Error> {
        let types: Vec<String> = std::iter::once(table.new_response.clone())
            .chain(types.iter().map(|t| (*t).to_owned()))
            .fold(vec![], |mut all, t| {
                if !all.contains(&t) {
                    all.push(t);
                }
                all
            });
        let keyed = {
            let changes = changes_of(ctx, &table);
            let seen = |owner: &Owner| match owner {
                Owner::Type(name) => types.contains(name),
                Owner::Variant { .. } => true,
            };
            KeyedTargets::of(ctx, &changes, seen)?
        };
        let mut states = States {
            ctx,
            table,
            types,
            targets: vec![],
            keyed,
        };
        for (owner, change) in states.changes() {
            let Some((form, docs)) = states.form_of(&owner, change) else {
                continue;
            };
            let name = owner_name(&owner);
            match states.targets.iter_mut().find(|t| t.wire == change.target) {
                Some(target) => {
                    if !same_form(&target.form, &form) {
                        return Err(Error::new(
                            &name,
                            format!("`x-state` keeps `{}` in another shape here", change.target),
                        ));
                    }
                    if !target.changed_by.contains(&name) {
                        target.changed_by.push(name);
                    }
                }
                None => states.targets.push(Target {
                    wire: change.target.clone(),
                    form,
                    docs,
                    changed_by: vec![name],
                }),
            }
        }
        for (owner, change) in states.changes() {
            let is_field = change.action == Action::Replace && change.field.is_some();
            let name = owner_name(&owner);
            if let Some(target) = states.targets.iter_mut().find(|t| t.wire == change.target) {
                if is_field && !target.changed_by.contains(&name) {
                    target.changed_by.push(name);
                }
            }
        }
        let keyed_names = states.keyed.field_names();
        if let Some(clash) = states
            .targets
            .iter()
            .flat_map(|t| match &t.form {
                Form::Whole(_) => vec![field_name(&t.wire)],
                Form::Patch(fields) => fields.iter().map(|f| field_name(&f.wire)).collect(),
            })
            .find(|name| keyed_names.contains(name))
        {
            return Err(Error::new(
                &states.table.update_type,
                format!("`x-state` keeps two parts of the session's state as `{clash}`"),
            ));
        }
        Ok(states)
    }

    /// The session-scope changes of the update union's variants and of types,
    /// but the turn state's.
    fn changes(&self) -> Vec<(Owner, &'p Change)> {
        changes_of(self.ctx, &self.table)
    }

    /// The fields of the object an owner annotates, and its type's name.
    fn object(&self, owner: &Owner) -> Option<(&'p str, &'p [Field])> {
        object(self.ctx.protocol, owner)
    }

    /// The form a change gives its target, and the target's docs; `None` for a
    /// change that does not define one (or is not kept).
    fn form_of(&self, owner: &Owner, change: &Change) -> Option<(Form, Option<String>)> {
        if change.id.is_some() || change.field.is_some() {
            return None;
        }
        let (name, fields) = self.object(owner)?;
        match (change.action, &change.value) {
            (Action::Replace, Some(value)) => {
                let f = property(fields, value)?;
                Some((Form::Whole(f.ty.clone()), f.docs.clone()))
            }
            (Action::Upsert, None) => {
                let own: Vec<Field> = fields
                    .iter()
                    .filter(|f| !f.wire.starts_with('_'))
                    .cloned()
                    .collect();
                let docs = self.ctx.protocol.get(name)?.docs.clone();
                if own.iter().all(|f| !f.required) {
                    Some((Form::Patch(own), docs))
                } else {
                    Some((Form::Whole(Ty::Ref(name.to_owned())), docs))
                }
            }
            _ => None,
        }
    }

    /// What `change` does to `state` for the object `x`, if it is kept.
    fn apply(&self, owner: &Owner, change: &Change) -> Option<TokenStream> {
        let target = self.targets.iter().find(|t| t.wire == change.target)?;
        if change.id.is_some() {
            return None;
        }
        let (name, fields) = self.object(owner)?;
        let slot = ident(&field_name(&target.wire));
        match (change.action, &change.field, &change.value, &target.form) {
            (Action::Replace, None, Some(value), Form::Whole(_)) => {
                let f = property(fields, value)?;
                let src = ident(&field_name(&f.wire));
                Some(assign(
                    quote!(state.#slot),
                    Kind::Option,
                    quote!(x.#src),
                    kind(f),
                ))
            }
            (Action::Upsert, None, None, Form::Whole(Ty::Ref(ty))) if ty == name => {
                Some(quote!(state.#slot = Some(x.clone());))
            }
            (Action::Upsert, None, None, Form::Patch(own)) => {
                let each = own.iter().filter_map(|p| {
                    let f = property(fields, &p.wire)?;
                    let field = ident(&field_name(&f.wire));
                    Some(assign(
                        quote!(state.#field),
                        Kind::Option,
                        quote!(x.#field),
                        kind(f),
                    ))
                });
                Some(quote!(#(#each)*))
            }
            (Action::Replace, Some(part), Some(value), form) => {
                let f = property(fields, value)?;
                let src = ident(&field_name(&f.wire));
                match form {
                    Form::Whole(Ty::Ref(ty)) => {
                        let Shape::Struct(s) = &self.ctx.protocol.get(ty)?.shape else {
                            return None;
                        };
                        let dst = property(&s.fields, part)?;
                        let dst_field = ident(&field_name(&dst.wire));
                        let set = assign(quote!(t.#dst_field), kind(dst), quote!(x.#src), kind(f));
                        Some(quote!(if let Some(t) = &mut state.#slot { #set }))
                    }
                    Form::Patch(own) => {
                        let dst = property(own, part)?;
                        let dst_field = ident(&field_name(&dst.wire));
                        Some(assign(
                            quote!(state.#dst_field),
                            Kind::Option,
                            quote!(x.#src),
                            kind(f),
                        ))
                    }
                    Form::Whole(_) => None,
                }
            }
            _ => None,
        }
    }

    /// All `owner`'s kept changes, as statements on `state` and `x`.
    fn fold(&self, owner: &Owner) -> Vec<TokenStream> {
        self.changes()
            .into_iter()
            .enumerate()
            .filter(|(_, (o, _))| o == owner)
            .filter_map(|(i, (o, c))| match &c.id {
                Some(_) => self.keyed.statement_at(i).cloned(),
                None => self.apply(&o, c),
            })
            .collect()
    }

    /// The parts of the state `owner`'s kept changes change: `Option<StatePart>`
    /// expressions, each part once, and whether each reads the object `x` (a
    /// keyed part's id).
    fn parts(&self, owner: &Owner) -> Vec<(TokenStream, bool)> {
        let mut parts: Vec<(TokenStream, bool)> = vec![];
        for (i, (o, c)) in self.changes().into_iter().enumerate() {
            if o != *owner {
                continue;
            }
            let part = match &c.id {
                Some(_) => self.keyed.part_at(i).map(|p| (p.clone(), true)),
                None => self.apply(&o, c).map(|_| {
                    let variant = format_ident!("{}", type_name(&c.target));
                    (quote!(Some(StatePart::#variant)), false)
                }),
            };
            if let Some(part) = part {
                if !parts
                    .iter()
                    .any(|(p, _)| p.to_string() == part.0.to_string())
                {
                    parts.push(part);
                }
            }
        }
        parts
    }

    /// The name of the fold of `ty`'s annotations, if it has kept ones.
    pub(super) fn fold_of(&self, ty: &str) -> Option<Ident> {
        let owner = Owner::Type(ty.to_owned());
        (!self.fold(&owner).is_empty()).then(|| format_ident!("fold_{}", field_name(ty)))
    }

    /// `SessionState`, its entry types, `impl Tracked for Module` and the
    /// folds of the annotated types the session takes in.
    pub(super) fn render(&self) -> TokenStream {
        let fields = self.targets.iter().map(|t| self.state_fields(t));
        let keyed_fields = self.keyed.fields();
        let not_kept = self.keyed.not_kept();
        let entry_types = self.keyed.entry_types();
        let update = format_ident!("{}", self.table.update_type);
        let arms = self.union_arms();
        let new_response = format_ident!("{}", self.table.new_response);
        let opened = match self.fold_of(&self.table.new_response) {
            Some(fold) => quote!(state.#fold(response);),
            None => quote!(let _ = (state, response);),
        };
        let folds = self.types.iter().filter_map(|ty| {
            let fold = self.fold_of(ty)?;
            let changes = self.fold(&Owner::Type(ty.clone()));
            let doc = format!(" What a `{ty}` says of the session's state.");
            let ty = format_ident!("{}", ty);
            Some(quote! {
                #[doc = #doc]
                pub(crate) fn #fold(&mut self, x: &#ty) {
                    let state = self;
                    #(#changes)*
                }
            })
        });
        let apply = if arms.is_empty() {
            quote!(let _ = (state, update);)
        } else {
            quote! {
                match update {
                    #(#arms)*
                    _ => {}
                }
            }
        };
        let keyed = self.keyed.parts();
        let lifetime = (!keyed.is_empty()).then(|| quote!(<'u>));
        let (part_ty, part_of) = match &lifetime {
            Some(_) => (quote!(StatePart<'_>), quote!(StatePart<'u>)),
            None => (quote!(StatePart), quote!(StatePart)),
        };
        let part_enum = self.part_enum(lifetime.as_ref());
        let changed_arms = self.changed_arms();
        let changed = if changed_arms.is_empty() {
            quote!(let _ = update; crate::session::Changed::none())
        } else {
            quote! {
                match update {
                    #(#changed_arms)*
                    _ => crate::session::Changed::none(),
                }
            }
        };
        let trim = if keyed.is_empty() {
            quote!(let _ = (state, keep);)
        } else {
            let fields = keyed.iter().map(|(_, field, _, _)| field);
            quote! {
                crate::session::keep::trim(
                    &mut [#(&mut state.#fields as &mut dyn crate::session::keep::Evict),*],
                    keep,
                );
            }
        };
        let joins = join::impls(self.ctx.protocol, self.keyed.joined());
        let turn_note = match self.table.turns {
            sessions::Turns::Reported(_) => quote! {
                ///
                /// The turn's own state (running, requires action, idle) is
                /// [`Session::turn_state`].
            },
            sessions::Turns::Answered { .. } => quote!(),
        };
        let changed_doc = format!(
            " The parts of the state `update` changes (what folding it changes), read \
             from the update alone: a reader that redraws from [`Session::state`] \
             redraws those only. A `{}` that keeps nothing here changes none.",
            self.table.update_type
        );
        let cost = if keyed.is_empty() {
            quote! {
                /// It keeps nothing by id (no messages, tool calls, ...): what
                /// it weighs does not grow with the session's length.
                /// [`SessionState::changed_by`] says which part an update changed.
            }
        } else {
            quote! {
                /// Each chunk is appended in time proportional to its own size, and
                /// consecutive text chunks of one message are kept as one growing
                /// text, so the state weighs about what its content does, plus a
                /// bounded overhead per entry; [`Opener::keep`](crate::session::Opener::keep)
                /// bounds it. [`SessionState::changed_by`] says which part
                /// ([`StatePart`]) an update changed.
            }
        };
        quote! {
            /// What a client knows about a session: the state its updates and
            /// its responses carry, folded as they arrive, read or not
            /// ([`Session::state`], which borrows it).
            ///
            #cost
            #turn_note
            #not_kept
            #[derive(Debug, Clone, Default)]
            #[non_exhaustive]
            pub struct SessionState {
                #(#fields)*
                #keyed_fields
            }

            #entry_types

            #part_enum

            impl SessionState {
                #[doc = #changed_doc]
                pub fn changed_by(update: &#update) -> crate::session::Changed<#part_ty> {
                    #changed
                }

                #(#folds)*
            }

            impl crate::session::Tracked for Module {
                type State = SessionState;
                type Part<'u> = #part_of;

                fn apply(state: &mut SessionState, update: &#update) {
                    #apply
                }

                fn opened(state: &mut SessionState, response: &#new_response) {
                    #opened
                }

                fn changed(update: &#update) -> crate::session::Changed<#part_ty> {
                    SessionState::changed_by(update)
                }

                fn trim(state: &mut SessionState, keep: crate::session::Keep) {
                    #trim
                }
            }

            #joins
        }
    }

    /// `StatePart`: a variant per kept target, with the entry's id for a keyed
    /// one (`lifetime` is that id's, when there are keyed targets).
    fn part_enum(&self, lifetime: Option<&TokenStream>) -> TokenStream {
        let whole = self.targets.iter().map(|t| {
            let variant = format_ident!("{}", type_name(&t.wire));
            let fields = match &t.form {
                Form::Whole(_) => vec![field_name(&t.wire)],
                Form::Patch(fields) => fields.iter().map(|f| field_name(&f.wire)).collect(),
            };
            let fields = fields
                .iter()
                .map(|f| format!("[`SessionState::{f}`]"))
                .collect::<Vec<_>>()
                .join(", ");
            let doc = format!(" The session's `{}`: {fields}.", t.wire);
            quote! {
                #[doc = #doc]
                #variant,
            }
        });
        let keyed = self
            .keyed
            .parts()
            .into_iter()
            .map(|(variant, field, wire, id)| {
                let doc = format!(
                    " One of the session's `{wire}`s, by its `{id}`: an entry of \
                 [`SessionState::{field}`]."
                );
                quote! {
                    #[doc = #doc]
                    #variant(&'u str),
                }
            });
        quote! {
            /// A part of a session's state that an update changes
            /// ([`SessionState::changed_by`]): one of its whole parts, or one
            /// entry of a keyed part, by its id.
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
            #[non_exhaustive]
            pub enum StatePart #lifetime {
                #(#whole)*
                #(#keyed)*
            }
        }
    }

    /// One arm of `changed_by` per update variant with kept changes.
    fn changed_arms(&self) -> Vec<TokenStream> {
        self.update_arms(|owner, variant| {
            let parts = self.parts(owner);
            if parts.is_empty() {
                return None;
            }
            let x = if parts.iter().any(|(_, reads)| *reads) {
                quote!(x)
            } else {
                quote!(_)
            };
            let parts = parts.iter().map(|(p, _)| p);
            Some(quote!(#variant(#x) => crate::session::Changed::of([#(#parts),*]),))
        })
    }

    /// One match arm of the fold per update variant with kept changes.
    fn union_arms(&self) -> Vec<TokenStream> {
        self.update_arms(|owner, variant| {
            let changes = self.fold(owner);
            (!changes.is_empty()).then(|| quote!(#variant(x) => { #(#changes)* }))
        })
    }

    /// The match arms `arm` gives the update union's variants (given each
    /// variant's owner and its path, `SessionUpdate::AgentMessageChunk`).
    fn update_arms(
        &self,
        arm: impl Fn(&Owner, TokenStream) -> Option<TokenStream>,
    ) -> Vec<TokenStream> {
        let protocol = self.ctx.protocol;
        let Some(Shape::Tagged(union)) = protocol.get(&self.table.update_type).map(|d| &d.shape)
        else {
            return vec![];
        };
        let update = format_ident!("{}", self.table.update_type);
        union
            .variants
            .iter()
            .filter_map(|v| {
                let owner = Owner::Variant {
                    union: self.table.update_type.clone(),
                    tag: v.tag_value.clone()?,
                };
                let name = format_ident!("{}", v.name);
                arm(&owner, quote!(#update::#name))
            })
            .collect()
    }

    /// The field(s) a target is held in.
    fn state_fields(&self, target: &Target) -> TokenStream {
        let changed = format!(" Changed by {}.", quoted(&target.changed_by));
        match &target.form {
            Form::Whole(ty) => {
                let name = ident(&field_name(&target.wire));
                let ty = self.ctx.ty(ty);
                let head = format!(" The session's `{}`.", target.wire);
                let schema = docs(target.docs.as_deref());
                quote! {
                    #[doc = #head]
                    ///
                    #schema
                    ///
                    #[doc = #changed]
                    pub #name: Option<#ty>,
                }
            }
            Form::Patch(fields) => {
                let each = fields.iter().map(|f| {
                    let name = ident(&field_name(&f.wire));
                    let ty = self.ctx.ty(&f.ty);
                    let head = format!(" `{}` of the session's `{}`.", f.wire, target.wire);
                    let schema = docs(f.docs.as_deref());
                    quote! {
                        #[doc = #head]
                        ///
                        #schema
                        ///
                        #[doc = #changed]
                        pub #name: Option<#ty>,
                    }
                });
                quote!(#(#each)*)
            }
        }
    }
}

fn same_form(a: &Form, b: &Form) -> bool {
    match (a, b) {
        (Form::Whole(a), Form::Whole(b)) => a == b,
        (Form::Patch(a), Form::Patch(b)) => a.iter().map(|f| &f.wire).eq(b.iter().map(|f| &f.wire)),
        _ => false,
    }
}

/// The session-scope changes of the update union's variants and of types, but
/// the turn state's.
fn changes_of<'p>(ctx: &Ctx<'p>, table: &Table) -> Vec<(Owner, &'p Change)> {
    ctx.protocol
        .states
        .iter()
        .filter(|a| a.scope == SESSION_SCOPE)
        .filter(|a| match &a.owner {
            Owner::Type(_) => true,
            Owner::Variant { union, tag } => {
                *union == table.update_type && tag != sessions::STATE_UPDATE
            }
        })
        .flat_map(|a| a.changes.iter().map(|c| (a.owner.clone(), c)))
        .collect()
}
