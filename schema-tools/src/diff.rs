//! A semantic diff of two schema files, as a user of the generated Rust sees it,
//! and the release level it implies.
//!
//! Both files are lowered with [`Protocol::from_json`] and their models compared,
//! not their text: methods (side, request or notification, params and result
//! types, handler name), types (added, removed, a different shape), struct fields
//! (type, required or optional, `Option` or not, default, lenient decoding) and the
//! variants of enums and unions. Reordering, reformatting and renumbering of the
//! JSON therefore never show up; a changed description does, as a documentation
//! change.
//!
//! Every difference is one [`Change`]: which [`Item`], its path as Rust names it
//! (`PromptRequest.session_id`, `SessionUpdate::Plan`, `session/prompt`), and the
//! [`Fact`] of what happened. Whether a fact breaks users is decided in one place,
//! [`Fact::classify`], from the generated code's conventions:
//!
//! - every generated struct and enum is `#[non_exhaustive]`, so a new variant or
//!   field cannot break a `match` or a struct literal;
//! - a struct is built with `new(required…)` plus one setter per optional field:
//!   a required field is a plain `T` (`Option<T>` when it may be null) and an
//!   argument of `new()`, an optional one is `Option<T>` (or `T` when it has a
//!   default) and a setter. Adding an optional field is therefore additive, and
//!   adding a required one, or moving a field between required and optional,
//!   changes `new()` and breaks;
//! - a union's struct variants are `#[non_exhaustive]` and built by a constructor
//!   taking their required fields, with setters for the optional ones: they follow
//!   the same rule as structs;
//! - every method of the per-side traits has a default body, so a new method is
//!   additive;
//! - a trait impl that depends on the schema (`Default` on a struct without
//!   required fields or on a one-value enum, a union's `From<Payload>`) going away
//!   breaks (an enum's catch-all variant is `Unknown` in every release, whatever
//!   values the schema adds: see [`acp_codegen::lowered::names::CATCH_ALL`]);
//! - removing anything, or changing a type, breaks.
//!
//! The [`Level`] of a diff is the release it calls for: `major` if anything breaks,
//! `minor` if anything is added, `patch` if only documentation, defaults or decoding
//! leniency changed, `none` otherwise. (For a `0.y.z` crate, read `major` as a bump
//! of `y`.)
//!
//! ```
//! use acp_codegen::lowered::Protocol;
//! use acp_schema_tools::diff::{Diff, Level};
//!
//! let old = Protocol::from_json(r#"{"$defs": {"Ping": {"type": "object", "properties": {}}}}"#)?;
//! let new = Protocol::from_json(
//!     r#"{"$defs": {"Ping": {"type": "object", "properties": {"note": {"type": "string"}}}}}"#,
//! )?;
//! let diff = Diff::between(&old, &new);
//! assert_eq!(diff.level(), Level::Minor);
//! assert!(diff.report("old.json", "new.json").contains("Ping.note"));
//! # Ok::<(), acp_codegen::Error>(())
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde_json::{json, Value};

use acp_codegen::lowered::names::{const_name, field_name};
use acp_codegen::lowered::{
    EnumValue, Field, Method, MethodKind, Payload, Protocol, Shape, Side, Ty, TypeDef, Variant,
};

/// How a change affects code written against the generated Rust.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Impact {
    /// Nothing a user wrote stops compiling or changes meaning in a way the types
    /// show: documentation, defaults of absent fields, leniency of decoding.
    Patch,
    /// Something new appears; everything that compiled still compiles.
    Additive,
    /// Code that compiled before may not compile, or peers may disagree on the wire.
    Breaking,
}

impl Impact {
    /// `breaking`, `additive` or `patch`.
    pub fn as_str(self) -> &'static str {
        match self {
            Impact::Patch => "patch",
            Impact::Additive => "additive",
            Impact::Breaking => "breaking",
        }
    }
}

/// The release a diff calls for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// No change at all.
    None,
    /// Only [`Impact::Patch`] changes.
    Patch,
    /// Something was added, nothing broke.
    Minor,
    /// Something broke.
    Major,
}

impl Level {
    /// `none`, `patch`, `minor` or `major`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::None => "none",
            Level::Patch => "patch",
            Level::Minor => "minor",
            Level::Major => "major",
        }
    }

    fn of(impact: Impact) -> Level {
        match impact {
            Impact::Patch => Level::Patch,
            Impact::Additive => Level::Minor,
            Impact::Breaking => Level::Major,
        }
    }
}

/// What kind of thing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Item {
    /// A JSON-RPC method, by wire name.
    Method,
    /// A named type (flattened `…Kind` unions included).
    Type,
    /// A property of a struct or of a union variant's inline fields.
    Field,
    /// A value of a string enum, a named integer, or an alternative of a union.
    Variant,
}

impl Item {
    /// `method`, `type`, `field` or `variant`.
    pub fn as_str(self) -> &'static str {
        match self {
            Item::Method => "method",
            Item::Type => "type",
            Item::Field => "field",
            Item::Variant => "variant",
        }
    }
}

/// Whether a change adds, removes or modifies its item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ChangeKind {
    /// The item is new.
    Added,
    /// The item is gone.
    Removed,
    /// The item is still there, different.
    Changed,
    /// Only the item's documentation differs.
    Docs,
}

impl ChangeKind {
    /// `added`, `removed`, `changed` or `docs`.
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Added => "added",
            ChangeKind::Removed => "removed",
            ChangeKind::Changed => "changed",
            ChangeKind::Docs => "docs",
        }
    }
}

/// What happened to an item. [`Fact::classify`] says what it means for users.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fact {
    /// A method, type or variant appeared.
    Added,
    /// A field appeared.
    FieldAdded {
        /// The schema requires it.
        required: bool,
        /// It is an inline field of a union variant, not of a struct.
        in_variant: bool,
    },
    /// The item is gone.
    Removed,
    /// A type became another kind of item: struct, enum, union, newtype, alias
    /// (or a union's tag property, a newtype's inner type, an integer width changed).
    Shape,
    /// A value's type changed: a field's type, a variant's payload, a method's
    /// params or result type.
    Type,
    /// A field moved between required and optional.
    Required {
        /// It is required now.
        now: bool,
    },
    /// A field's declared type moved between `T` and `Option<T>` without moving
    /// between required and optional (a default appeared or went, a required field
    /// became nullable or stopped being).
    Optionality {
        /// It is an `Option` now.
        now: bool,
    },
    /// An optional field started or stopped telling an explicit `null` apart from
    /// absence (`Option<T>` <-> `Option<Option<T>>`; for a JSON value, whether
    /// `null` decodes as `Some(Value::Null)`).
    KeepsNull {
        /// It tells them apart now.
        now: bool,
    },
    /// A struct gained or lost its flattened union (`kind`).
    Flatten {
        /// It has one now.
        now: bool,
    },
    /// A struct started or stopped keeping unknown properties (`extra`).
    KeepsExtra {
        /// It keeps them now.
        now: bool,
    },
    /// The same Rust name stands for another wire value: a tag, a constant.
    Wire,
    /// A method is served by another side.
    Side,
    /// A method moved between request and notification.
    MethodKind,
    /// A method's handler and peer call got another Rust name.
    RustName,
    /// An optional field's default value changed.
    Default,
    /// A field's lenient decoding (`x-deserialize-*`) changed.
    Lenient,
    /// A trait impl the generated code gives a type appeared or went: `Default`
    /// (structs without required fields, one-value string enums) or a union's
    /// `From<Payload>` (for a payload type that only one variant carries).
    Impl {
        /// The type has it now.
        now: bool,
    },
    /// Only the description changed.
    Docs,
}

impl Fact {
    /// How this fact, about an `item`, affects users of the generated code, and why.
    /// This is the one place where that is decided.
    pub fn classify(self, item: Item) -> (Impact, &'static str) {
        use Impact::*;
        match self {
            Fact::Added => (
                Additive,
                match item {
                    Item::Method => {
                        "every trait method has a default body and the dispatch unions are `#[non_exhaustive]`"
                    }
                    Item::Variant => {
                        "the enum is `#[non_exhaustive]`: every match already has a wildcard arm"
                    }
                    _ => "a new item that nothing existing refers to",
                },
            ),
            Fact::FieldAdded { required: true, .. } => (
                Breaking,
                "a required field is an argument of `new()`: every call must pass it",
            ),
            Fact::FieldAdded { required: false, .. } => (
                Additive,
                "an optional field is a setter: `new()` is unchanged and the struct is `#[non_exhaustive]`",
            ),
            Fact::Removed => (Breaking, "code that names it stops compiling"),
            Fact::Shape => (Breaking, "the Rust item becomes another kind of item"),
            Fact::Type => (
                Breaking,
                "the Rust type changes: code that builds or reads it stops compiling",
            ),
            Fact::Required { .. } => (
                Breaking,
                "required fields are arguments of `new()`, optional ones setters: `new()` changes",
            ),
            Fact::Optionality { .. } => (
                Breaking,
                "the field's declared type moves between `T` and `Option<T>`",
            ),
            Fact::KeepsNull { .. } => (
                Breaking,
                "the field's declared type moves between `Option<T>` and `Option<Option<T>>` \
                 (for a JSON value, what `null` decodes to changes)",
            ),
            Fact::Flatten { .. } => (
                Breaking,
                "the flattened `kind` is an argument of `new()` and a field of its own",
            ),
            Fact::KeepsExtra { now: true } => (
                Additive,
                "a new `extra` field that `new()` fills; the struct is `#[non_exhaustive]`",
            ),
            Fact::KeepsExtra { now: false } => (Breaking, "the `extra` field goes away"),
            Fact::Wire => (
                Breaking,
                "the same Rust name means another value on the wire: old and new peers disagree",
            ),
            Fact::Side => (
                Breaking,
                "the method moves to the other side's trait, handler and peer",
            ),
            Fact::MethodKind => (
                Breaking,
                "requests and notifications have different signatures and dispatch unions",
            ),
            Fact::RustName => (Breaking, "the trait method and the peer call are renamed"),
            Fact::Impl { now: true } => (Additive, "a new trait impl"),
            Fact::Impl { now: false } => (
                Breaking,
                "code that relies on the impl (`T::default()`, `.into()`) stops compiling",
            ),
            Fact::Default => (Patch, "only what an absent field decodes to changes"),
            Fact::Lenient => (Patch, "only how forgiving decoding is changes"),
            Fact::Docs => (Patch, "documentation only"),
        }
    }

    /// Whether the fact adds, removes or modifies its item.
    pub fn kind(self) -> ChangeKind {
        match self {
            Fact::Added | Fact::FieldAdded { .. } => ChangeKind::Added,
            Fact::Removed => ChangeKind::Removed,
            Fact::Docs => ChangeKind::Docs,
            _ => ChangeKind::Changed,
        }
    }

    /// A short label for reports.
    pub fn label(self) -> &'static str {
        match self {
            Fact::Added | Fact::FieldAdded { .. } => "added",
            Fact::Removed => "removed",
            Fact::Shape => "shape",
            Fact::Type => "type",
            Fact::Required { now: true } => "now required",
            Fact::Required { now: false } => "now optional",
            Fact::Optionality { now: true } => "now an Option",
            Fact::Optionality { now: false } => "no longer an Option",
            Fact::KeepsNull { now: true } => "now tells null from absent",
            Fact::KeepsNull { now: false } => "no longer tells null from absent",
            Fact::Flatten { now: true } => "gains a flattened union",
            Fact::Flatten { now: false } => "loses its flattened union",
            Fact::KeepsExtra { now: true } => "now keeps unknown properties",
            Fact::KeepsExtra { now: false } => "no longer keeps unknown properties",
            Fact::Wire => "wire value",
            Fact::Side => "side",
            Fact::MethodKind => "request/notification",
            Fact::RustName => "Rust name",
            Fact::Default => "default",
            Fact::Lenient => "lenient decoding",
            Fact::Impl { now: true } => "gains an impl",
            Fact::Impl { now: false } => "loses an impl",
            Fact::Docs => "docs",
        }
    }
}

/// One difference between two schemas.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// What kind of thing changed.
    pub item: Item,
    /// Its path in Rust terms: `Type`, `Type.field`, `Type::Variant`,
    /// `Type::Variant.field`, or a method's wire name.
    pub path: String,
    /// What happened.
    pub fact: Fact,
    /// The particulars, e.g. `String -> Vec<String>` (may be empty).
    pub detail: String,
}

impl Change {
    /// See [`Fact::classify`].
    pub fn impact(&self) -> Impact {
        self.fact.classify(self.item).0
    }

    /// Why it has that impact.
    pub fn reason(&self) -> &'static str {
        self.fact.classify(self.item).1
    }

    /// The change as a JSON object.
    pub fn to_json(&self) -> Value {
        json!({
            "impact": self.impact().as_str(),
            "kind": self.fact.kind().as_str(),
            "item": self.item.as_str(),
            "path": self.path,
            "fact": self.fact.label(),
            "detail": self.detail,
            "reason": self.reason(),
        })
    }
}

/// How many changes of each kind and impact a diff holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Items added.
    pub added: usize,
    /// Items removed.
    pub removed: usize,
    /// Items changed other than in their documentation.
    pub changed: usize,
    /// Items whose documentation alone changed.
    pub docs: usize,
    /// Changes that break users.
    pub breaking: usize,
    /// Changes that only add.
    pub additive: usize,
    /// Changes that touch no signature.
    pub patch: usize,
}

/// All the differences between two schemas, breaking first, then by item and path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diff {
    /// The changes, in report order.
    pub changes: Vec<Change>,
}

impl Diff {
    /// Compares two lowered schemas.
    pub fn between(old: &Protocol, new: &Protocol) -> Diff {
        let mut d = Differ {
            old,
            new,
            changes: vec![],
        };
        d.methods();
        d.types();
        let mut changes = d.changes;
        // Stable: within one path, facts keep the order they were found in.
        changes.sort_by(|a, b| (b.impact(), a.item, &a.path).cmp(&(a.impact(), b.item, &b.path)));
        Diff { changes }
    }

    /// The release level the changes call for.
    pub fn level(&self) -> Level {
        self.changes
            .iter()
            .map(|c| Level::of(c.impact()))
            .max()
            .unwrap_or(Level::None)
    }

    /// The changes counted by kind and impact.
    pub fn counts(&self) -> Counts {
        let mut c = Counts::default();
        for change in &self.changes {
            match change.fact.kind() {
                ChangeKind::Added => c.added += 1,
                ChangeKind::Removed => c.removed += 1,
                ChangeKind::Changed => c.changed += 1,
                ChangeKind::Docs => c.docs += 1,
            }
            match change.impact() {
                Impact::Breaking => c.breaking += 1,
                Impact::Additive => c.additive += 1,
                Impact::Patch => c.patch += 1,
            }
        }
        c
    }

    /// The diff as JSON: the labels of both files, the verdict, the counts and every
    /// change (see [`Change::to_json`]).
    pub fn to_json(&self, old: &str, new: &str) -> Value {
        let c = self.counts();
        json!({
            "old": old,
            "new": new,
            "verdict": self.level().as_str(),
            "counts": {
                "added": c.added,
                "removed": c.removed,
                "changed": c.changed,
                "docs": c.docs,
                "breaking": c.breaking,
                "additive": c.additive,
                "patch": c.patch,
            },
            "changes": self.changes.iter().map(Change::to_json).collect::<Vec<_>>(),
        })
    }

    /// A report for people: the verdict, then the changes grouped by impact and item,
    /// each group closing with why its kinds of change have that impact.
    /// Documentation changes are listed as paths only; long details and lists are
    /// shortened, saying so ([`Diff::report_all`] and [`Diff::to_json`] have
    /// everything).
    pub fn report(&self, old: &str, new: &str) -> String {
        self.render(old, new, Some((120, 12)))
    }

    /// [`Diff::report`] with nothing shortened: every detail whole, every path of
    /// a documentation change (what `--all` prints).
    pub fn report_all(&self, old: &str, new: &str) -> String {
        self.render(old, new, None)
    }

    /// The report, with details and documentation lists cut at `limits`
    /// (characters of a detail, paths of a list) when given.
    fn render(&self, old: &str, new: &str, limits: Option<(usize, usize)>) -> String {
        let (max_detail, max_docs) = limits.unwrap_or((usize::MAX, usize::MAX));
        let mut shortened = false;
        let c = self.counts();
        let mut out = format!("schema diff: {old} -> {new}\n");
        let _ = writeln!(
            out,
            "verdict: {} ({} breaking, {} additive, {} patch; {} added, {} removed, {} changed, {} docs)",
            self.level().as_str(),
            c.breaking,
            c.additive,
            c.patch,
            c.added,
            c.removed,
            c.changed,
            c.docs
        );
        if self.changes.is_empty() {
            out.push_str("no changes\n");
        }
        for impact in [Impact::Breaking, Impact::Additive, Impact::Patch] {
            let group: Vec<&Change> = self
                .changes
                .iter()
                .filter(|c| c.impact() == impact)
                .collect();
            if group.is_empty() {
                continue;
            }
            let _ = writeln!(out, "\n{} ({})", impact.as_str(), group.len());
            let width = group
                .iter()
                .filter(|c| c.fact != Fact::Docs)
                .map(|c| c.path.len())
                .max()
                .unwrap_or(0)
                .min(48);
            let mut reasons: Vec<(String, &str)> = vec![];
            for item in [Item::Method, Item::Type, Item::Field, Item::Variant] {
                let (docs, rows): (Vec<&&Change>, Vec<&&Change>) = group
                    .iter()
                    .filter(|c| c.item == item)
                    .partition(|c| c.fact == Fact::Docs);
                for c in rows {
                    let label = c.fact.label();
                    let short = shorten(&c.detail, max_detail);
                    shortened |= short != c.detail;
                    let detail = match short {
                        d if d.is_empty() => d,
                        d => format!(": {d}"),
                    };
                    let _ = writeln!(
                        out,
                        "  {:<8} {:<width$}  {label}{detail}",
                        item.as_str(),
                        c.path,
                    );
                    let reason = (why_label(c), c.reason());
                    if !reasons.contains(&reason) {
                        reasons.push(reason);
                    }
                }
                if !docs.is_empty() {
                    let paths: Vec<&str> = docs
                        .iter()
                        .take(max_docs)
                        .map(|c| c.path.as_str())
                        .collect();
                    let more = match docs.len().saturating_sub(max_docs) {
                        0 => String::new(),
                        n => {
                            shortened = true;
                            format!(" and {n} more")
                        }
                    };
                    let _ = writeln!(
                        out,
                        "  {:<8} docs of {}: {}{more}",
                        item.as_str(),
                        docs.len(),
                        paths.join(", ")
                    );
                }
            }
            if !reasons.is_empty() {
                let _ = writeln!(out, "  why:");
                for (label, reason) in reasons {
                    let _ = writeln!(out, "    {label}: {reason}");
                }
            }
        }
        if shortened {
            out.push_str(
                "\n(shortened: `--all` prints every detail and path, `--json` everything)\n",
            );
        }
        out
    }
}

/// What the report's `why:` lines name a kind of change by.
fn why_label(c: &Change) -> String {
    match c.fact {
        Fact::FieldAdded {
            in_variant: true,
            required,
        } => format!(
            "{} field added to a variant",
            if required { "required" } else { "optional" }
        ),
        Fact::FieldAdded { required: true, .. } => "required field added".to_owned(),
        Fact::FieldAdded { .. } => "optional field added".to_owned(),
        fact => format!("{} {}", c.item.as_str(), fact.label()),
    }
}

/// `text`, cut to at most `max` characters.
fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// Collects changes while walking both models.
struct Differ<'p> {
    old: &'p Protocol,
    new: &'p Protocol,
    changes: Vec<Change>,
}

impl<'p> Differ<'p> {
    fn push(&mut self, item: Item, path: impl Into<String>, fact: Fact, detail: impl Into<String>) {
        self.changes.push(Change {
            item,
            path: path.into(),
            fact,
            detail: detail.into(),
        });
    }

    /// Methods are matched by wire name and kind; a name that is a request on one
    /// side and a notification on the other (and not both anywhere) changed kind.
    fn methods(&mut self) {
        let table = |p: &'p Protocol| -> BTreeMap<(String, &'static str), &'p Method> {
            p.methods
                .iter()
                .map(|m| ((m.name.clone(), kind_name(m.kind)), m))
                .collect()
        };
        let (old, new) = (table(self.old), table(self.new));
        let mut paired = BTreeSet::new();
        for (key, o) in &old {
            if let Some(n) = new.get(key) {
                self.method(o, n);
                continue;
            }
            let other_kind = match o.kind {
                MethodKind::Request => MethodKind::Notification,
                MethodKind::Notification => MethodKind::Request,
            };
            let other = (key.0.clone(), kind_name(other_kind));
            if new.contains_key(&other) && !old.contains_key(&other) {
                let detail = format!("{} -> {}", key.1, other.1);
                self.push(Item::Method, &o.name, Fact::MethodKind, detail);
                paired.insert(other);
                continue;
            }
            self.push(Item::Method, &o.name, Fact::Removed, describe_method(o));
        }
        for (key, n) in &new {
            if !old.contains_key(key) && !paired.contains(key) {
                self.push(Item::Method, &n.name, Fact::Added, describe_method(n));
            }
        }
    }

    fn method(&mut self, o: &Method, n: &Method) {
        let path = &o.name;
        if o.side != n.side {
            let detail = format!("{} -> {}", side_name(&o.side), side_name(&n.side));
            self.push(Item::Method, path, Fact::Side, detail);
        }
        if o.params != n.params {
            let detail = format!("params {} -> {}", o.params, n.params);
            self.push(Item::Method, path, Fact::Type, detail);
        }
        if o.result != n.result {
            let result = |r: &Option<String>| r.clone().unwrap_or_else(|| "()".to_owned());
            let detail = format!("result {} -> {}", result(&o.result), result(&n.result));
            self.push(Item::Method, path, Fact::Type, detail);
        }
        if o.rust_name != n.rust_name {
            let detail = format!("{} -> {}", o.rust_name, n.rust_name);
            self.push(Item::Method, path, Fact::RustName, detail);
        }
    }

    fn types(&mut self) {
        let (old, new) = (self.old.declared_by_name(), self.new.declared_by_name());
        for (name, o) in &old {
            match new.get(name) {
                Some(n) => self.type_def(o, n),
                None => {
                    let shape = shape_of(self.old, o);
                    self.push(Item::Type, *name, Fact::Removed, shape);
                }
            }
        }
        for (name, n) in &new {
            if !old.contains_key(name) {
                let shape = shape_of(self.new, n);
                self.push(Item::Type, *name, Fact::Added, shape);
            }
        }
    }

    fn type_def(&mut self, o: &TypeDef, n: &TypeDef) {
        let name = o.name.as_str();
        let (old_shape, new_shape) = (shape_of(self.old, o), shape_of(self.new, n));
        if old_shape != new_shape {
            let detail = format!("{old_shape} -> {new_shape}");
            self.push(Item::Type, name, Fact::Shape, detail);
            return;
        }
        if type_docs(o) != type_docs(n) {
            self.push(Item::Type, name, Fact::Docs, "");
        }
        let (old_impls, new_impls) = (impls(o), impls(n));
        // A `From<T>` that comes or goes with the only variant carrying `T` is
        // part of that variant's change.
        let (old_carried, new_carried) = (carried(o), carried(n));
        let relevant = |i: &&String| match i.strip_prefix("From<") {
            Some(rest) => {
                let ty = rest.trim_end_matches('>');
                old_carried.contains(ty) && new_carried.contains(ty)
            }
            None => true,
        };
        for gone in old_impls.difference(&new_impls).filter(relevant) {
            self.push(Item::Type, name, Fact::Impl { now: false }, gone.clone());
        }
        for added in new_impls.difference(&old_impls).filter(relevant) {
            self.push(Item::Type, name, Fact::Impl { now: true }, added.clone());
        }
        match (&o.shape, &n.shape) {
            (Shape::Struct(a), Shape::Struct(b)) => {
                if a.flatten.is_some() != b.flatten.is_some() {
                    let kind = b.flatten.as_ref().or(a.flatten.as_ref());
                    let detail = kind
                        .map(|k| format!("kind: {}", k.name))
                        .unwrap_or_default();
                    let now = b.flatten.is_some();
                    self.push(Item::Type, name, Fact::Flatten { now }, detail);
                }
                if a.keeps_extra != b.keeps_extra {
                    let now = b.keeps_extra;
                    self.push(Item::Type, name, Fact::KeepsExtra { now }, "");
                }
                self.fields(name, &a.fields, &b.fields, false);
            }
            (Shape::StringEnum(a), Shape::StringEnum(b)) => {
                self.enum_values(name, &a.values, &b.values, false)
            }
            (Shape::IntConsts(a), Shape::IntConsts(b)) => {
                self.enum_values(name, &a.values, &b.values, true)
            }
            (Shape::Tagged(_), Shape::Tagged(_)) | (Shape::Untagged(_), Shape::Untagged(_)) => {
                self.variants(name, alternatives(o), alternatives(n))
            }
            // Newtypes and `Any` are fully described by their shape.
            _ => {}
        }
    }

    /// Fields are matched by wire name. `owner` is the struct, or `Union::Variant`.
    fn fields(&mut self, owner: &str, old: &[Field], new: &[Field], in_variant: bool) {
        let path = |f: &Field| format!("{owner}.{}", field_name(&f.wire));
        for o in old {
            match new.iter().find(|n| n.wire == o.wire) {
                Some(n) => self.field(&path(o), o, n),
                None => self.push(Item::Field, path(o), Fact::Removed, declared(o)),
            }
        }
        for n in new.iter().filter(|n| !old.iter().any(|o| o.wire == n.wire)) {
            let detail = format!("{} {}", required_name(n), declared(n));
            let fact = Fact::FieldAdded {
                required: n.required,
                in_variant,
            };
            self.push(Item::Field, path(n), fact, detail);
        }
    }

    fn field(&mut self, path: &str, o: &Field, n: &Field) {
        if o.ty != n.ty {
            let detail = format!("{} -> {}", declared(o), declared(n));
            self.push(Item::Field, path, Fact::Type, detail);
        }
        if o.required != n.required {
            let detail = format!(
                "{} {} -> {} {}",
                required_name(o),
                declared(o),
                required_name(n),
                declared(n)
            );
            self.push(
                Item::Field,
                path,
                Fact::Required { now: n.required },
                detail,
            );
        } else if o.ty == n.ty && o.is_option() != n.is_option() {
            let detail = format!("{} -> {}", declared(o), declared(n));
            let fact = Fact::Optionality { now: n.is_option() };
            self.push(Item::Field, path, fact, detail);
        } else if o.keeps_null != n.keeps_null {
            let detail = keeps_null_detail(o, n);
            let fact = Fact::KeepsNull { now: n.keeps_null };
            self.push(Item::Field, path, fact, detail);
        }
        // A required field's default is never used.
        let default = |f: &Field| f.default.clone().filter(|_| !f.required);
        if let (Some(a), Some(b)) = (default(o), default(n)) {
            if a != b {
                self.push(Item::Field, path, Fact::Default, format!("{a} -> {b}"));
            }
        }
        if lenient_flags(o) != lenient_flags(n) {
            let detail = format!("{} -> {}", lenient_flags(o), lenient_flags(n));
            self.push(Item::Field, path, Fact::Lenient, detail);
        }
        if o.docs != n.docs {
            self.push(Item::Field, path, Fact::Docs, "");
        }
    }

    /// String enum values and named integers, matched by Rust name.
    fn enum_values(&mut self, owner: &str, old: &[EnumValue], new: &[EnumValue], consts: bool) {
        let name = |v: &EnumValue| {
            let n = if consts {
                const_name(&v.name)
            } else {
                v.name.clone()
            };
            format!("{owner}::{n}")
        };
        for o in old {
            match new.iter().find(|n| name(n) == name(o)) {
                Some(n) => {
                    if o.value != n.value {
                        let detail = format!("{} -> {}", o.value, n.value);
                        self.push(Item::Variant, name(o), Fact::Wire, detail);
                    }
                    if o.docs != n.docs {
                        self.push(Item::Variant, name(o), Fact::Docs, "");
                    }
                }
                None => self.push(Item::Variant, name(o), Fact::Removed, o.value.to_string()),
            }
        }
        for n in new
            .iter()
            .filter(|n| !old.iter().any(|o| name(o) == name(n)))
        {
            self.push(Item::Variant, name(n), Fact::Added, n.value.to_string());
        }
    }

    /// Union alternatives, matched by Rust name.
    fn variants(&mut self, owner: &str, old: Vec<&Variant>, new: Vec<&Variant>) {
        let path = |v: &Variant| format!("{owner}::{}", v.name);
        for o in &old {
            let Some(n) = new.iter().find(|n| n.name == o.name) else {
                self.push(Item::Variant, path(o), Fact::Removed, describe_variant(o));
                continue;
            };
            if o.tag_value != n.tag_value {
                let detail = format!("{} -> {}", tag_name(o), tag_name(n));
                self.push(Item::Variant, path(o), Fact::Wire, detail);
            }
            match (&o.payload, &n.payload) {
                (Payload::Unit, Payload::Unit) => {}
                (Payload::Type(a), Payload::Type(b)) if a == b => {}
                (Payload::Fields(a), Payload::Fields(b)) => self.fields(&path(o), a, b, true),
                (a, b) => {
                    let detail = format!("{} -> {}", payload_name(a), payload_name(b));
                    self.push(Item::Variant, path(o), Fact::Type, detail);
                }
            }
            if o.docs != n.docs {
                self.push(Item::Variant, path(o), Fact::Docs, "");
            }
        }
        for n in new.iter().filter(|n| !old.iter().any(|o| o.name == n.name)) {
            self.push(Item::Variant, path(n), Fact::Added, describe_variant(n));
        }
    }
}

/// What kind of Rust item a type becomes; two types with different descriptions
/// are not comparable member by member.
fn shape_of(p: &Protocol, def: &TypeDef) -> String {
    match &def.shape {
        Shape::Struct(_) => "struct".to_owned(),
        Shape::Newtype(ty) => format!("newtype of {}", rust_ty(ty)),
        Shape::StringEnum(_) => "string enum".to_owned(),
        Shape::IntConsts(c) => format!("named {:?} constants", c.format).to_lowercase(),
        Shape::Tagged(t) => format!("union tagged by `{}`", t.tag),
        Shape::Untagged(_) => "untagged union".to_owned(),
        // Params and result types get a newtype of their own, other `Any`s an alias.
        Shape::Any
            if p.methods
                .iter()
                .any(|m| m.params == def.name || m.result.as_deref() == Some(&def.name)) =>
        {
            "newtype of Value".to_owned()
        }
        Shape::Any => "alias of Value".to_owned(),
    }
}

/// The trait impls the generated code gives a type beyond its shape's usual ones
/// (the rendering's rules): `Default` for structs without required fields or a
/// flattened union and for one-value string enums; `From<T>` for a union whose
/// variants carry `T` only once.
fn impls(def: &TypeDef) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let has_default = match &def.shape {
        Shape::Struct(s) => s.flatten.is_none() && s.fields.iter().all(|f| !f.required),
        Shape::StringEnum(e) => e.values.len() == 1,
        _ => false,
    };
    if has_default {
        out.insert("Default".to_owned());
    }
    let payloads: Vec<&Ty> = alternatives(def)
        .into_iter()
        .filter_map(|v| match &v.payload {
            Payload::Type(ty) => Some(ty),
            _ => None,
        })
        .collect();
    for ty in &payloads {
        if payloads.iter().filter(|t| t == &ty).count() == 1 {
            out.insert(format!("From<{}>", rust_ty(ty)));
        }
    }
    out
}

/// A union's variants, the untagged default of a tagged one included; none for
/// other shapes.
fn alternatives(def: &TypeDef) -> Vec<&Variant> {
    match &def.shape {
        Shape::Tagged(t) => t.variants.iter().chain(&t.untagged_default).collect(),
        Shape::Untagged(u) => u.variants.iter().collect(),
        _ => vec![],
    }
}

/// The payload types a union's variants carry.
fn carried(def: &TypeDef) -> BTreeSet<String> {
    alternatives(def)
        .into_iter()
        .filter_map(|v| match &v.payload {
            Payload::Type(ty) => Some(rust_ty(ty)),
            _ => None,
        })
        .collect()
}

/// A type's own docs and those of its catch-all variant.
fn type_docs(def: &TypeDef) -> (Option<&str>, Option<&str>) {
    let other = match &def.shape {
        Shape::StringEnum(e) => e.other_docs.as_deref(),
        Shape::Tagged(t) => t.other_docs.as_deref(),
        _ => None,
    };
    (def.docs.as_deref(), other)
}

/// The Rust spelling of a type, for reports.
fn rust_ty(ty: &Ty) -> String {
    match ty {
        Ty::Ref(name) => name.clone(),
        Ty::String => "String".to_owned(),
        Ty::Bool => "bool".to_owned(),
        Ty::Int(format) => format!("{format:?}").to_lowercase(),
        Ty::Float => "f64".to_owned(),
        Ty::Vec(inner) => format!("Vec<{}>", rust_ty(inner)),
        Ty::Map(inner) if **inner == Ty::Value => "Map<String, Value>".to_owned(),
        Ty::Map(inner) => format!("BTreeMap<String, {}>", rust_ty(inner)),
        Ty::Value => "Value".to_owned(),
    }
}

/// The field's declared Rust type.
fn declared(f: &Field) -> String {
    if f.is_double_option() {
        format!("Option<Option<{}>>", rust_ty(&f.ty))
    } else if f.is_option() {
        format!("Option<{}>", rust_ty(&f.ty))
    } else {
        rust_ty(&f.ty)
    }
}

/// What changes when a field starts or stops telling `null` from absence: the
/// declared types, or, for a JSON value (declared `Option<Value>` both times),
/// what `null` decodes to.
fn keeps_null_detail(o: &Field, n: &Field) -> String {
    let (old, new) = (declared(o), declared(n));
    if old != new {
        return format!("{old} -> {new}");
    }
    let null = |f: &Field| {
        if f.keeps_null {
            "`Some(Value::Null)`"
        } else {
            "`None`"
        }
    };
    format!(
        "{new} both times; an explicit `null` now decodes as {} (was {})",
        null(n),
        null(o)
    )
}

fn required_name(f: &Field) -> &'static str {
    if f.required {
        "required"
    } else {
        "optional"
    }
}

fn lenient_flags(f: &Field) -> String {
    let flags: Vec<&str> = [
        (f.default_on_error, "default-on-error"),
        (f.default_on_null, "default-on-null"),
        (f.skip_invalid_items, "skip-invalid-items"),
    ]
    .into_iter()
    .filter_map(|(on, name)| on.then_some(name))
    .collect();
    if flags.is_empty() {
        "strict".to_owned()
    } else {
        flags.join("+")
    }
}

fn tag_name(v: &Variant) -> String {
    match &v.tag_value {
        Some(tag) => format!("`{tag}`"),
        None => "(no tag)".to_owned(),
    }
}

fn payload_name(p: &Payload) -> String {
    match p {
        Payload::Unit => "no payload".to_owned(),
        Payload::Type(ty) => format!("({})", rust_ty(ty)),
        Payload::Fields(fields) => {
            let names: Vec<String> = fields.iter().map(|f| field_name(&f.wire)).collect();
            format!("{{ {} }}", names.join(", "))
        }
    }
}

fn describe_variant(v: &Variant) -> String {
    match &v.tag_value {
        Some(tag) => format!("`{tag}` {}", payload_name(&v.payload)),
        None => payload_name(&v.payload),
    }
}

fn kind_name(kind: MethodKind) -> &'static str {
    match kind {
        MethodKind::Request => "request",
        MethodKind::Notification => "notification",
    }
}

fn side_name(side: &Side) -> &str {
    match side {
        Side::Agent => "agent",
        Side::Client => "client",
        Side::Protocol => "protocol",
        Side::Other(other) => other,
    }
}

fn describe_method(m: &Method) -> String {
    let result = m
        .result
        .as_ref()
        .map(|r| format!(" -> {r}"))
        .unwrap_or_default();
    format!(
        "{} served by {}, {}({}){result}",
        kind_name(m.kind),
        side_name(&m.side),
        m.rust_name,
        m.params
    )
}
