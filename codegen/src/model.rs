//! The schema model: what a published ACP schema says, lowered into a small set of
//! shapes that map one-to-one onto Rust items.
//!
//! The ACP schema is `schemars` output and uses a small, regular vocabulary. Every
//! `$defs` entry is one of the [`Shape`]s below; anything else is reported as an
//! [`Error`] naming the definition, so a schema that grows a new construct fails the
//! build loudly instead of producing wrong code.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::error::Error;
use crate::methods::{self, Method};
use crate::names;
use crate::nulls;
use crate::states;

/// A whole schema file, lowered.
#[derive(Debug, Clone)]
pub struct Protocol {
    /// Every type, in schema order.
    pub types: Vec<TypeDef>,
    /// Every JSON-RPC method, read from `x-side` / `x-method`.
    pub methods: Vec<Method>,
    /// How messages change a session's state, read from `x-state` (v1's
    /// overlay for a schema without any; see `crate::states`).
    pub states: Vec<states::Annotation>,
}

/// One named type.
#[derive(Debug, Clone)]
pub struct TypeDef {
    /// The Rust (and schema) name.
    pub name: String,
    /// The schema's description.
    pub docs: Option<String>,
    /// What it is.
    pub shape: Shape,
}

/// The kinds of types the ACP schema contains.
#[derive(Debug, Clone)]
pub enum Shape {
    /// An object with named properties, optionally carrying a union flattened into it
    /// (`SessionConfigOption` = common fields + `select`/`boolean` variants).
    Struct(Struct),
    /// A transparent wrapper: string ids (`SessionId`) and `ProtocolVersion`.
    Newtype(Ty),
    /// A set of string values; always open, so unknown values survive.
    StringEnum(StringEnum),
    /// An integer with named values (`ErrorCode`); every integer is allowed.
    IntConsts(IntConsts),
    /// Objects told apart by a tag property (`SessionUpdate`, `ContentBlock`).
    Tagged(Tagged),
    /// Alternatives told apart by shape alone (`RequestId`, `EmbeddedResourceResource`).
    Untagged(Untagged),
    /// Any JSON value (`ExtRequest`, `ExtNotification`).
    Any,
}

/// See [`Shape::Struct`].
#[derive(Debug, Clone)]
pub struct Struct {
    pub fields: Vec<Field>,
    /// A union whose fields live beside the struct's own, as `#[serde(flatten)] kind`.
    pub flatten: Option<Box<TypeDef>>,
    /// `additionalProperties: true`: unknown properties are kept, as `#[serde(flatten)] extra`.
    pub keeps_extra: bool,
}

/// One property of an object.
#[derive(Debug, Clone)]
pub struct Field {
    /// The name on the wire.
    pub wire: String,
    pub docs: Option<String>,
    pub ty: Ty,
    pub required: bool,
    /// `null` is an allowed value.
    pub nullable: bool,
    /// The schema's `default`, if any.
    pub default: Option<Value>,
    /// `x-deserialize-default-on-error`
    pub default_on_error: bool,
    /// `x-deserialize-default-on-null`
    pub default_on_null: bool,
    /// `x-deserialize-skip-invalid-items`
    pub skip_invalid_items: bool,
    /// An explicit `null` is not the same as leaving the field out: it clears a
    /// stored value (patch semantics) or is kept as a value. The schema says so
    /// only in prose; see `crate::nulls`.
    pub keeps_null: bool,
    /// `contentEncoding` (`base64`): how a string carries bytes.
    pub content_encoding: Option<String>,
}

impl Field {
    /// Whether the generated field is declared `Option<T>`: a required field that
    /// may be null, or an optional one without a default.
    pub fn is_option(&self) -> bool {
        self.nullable && self.required || (!self.required && self.default.is_none())
    }

    /// Whether the generated field is declared `Option<Option<T>>`: a field whose
    /// explicit `null` ([`Field::keeps_null`]) is `Some(None)`, apart from absence
    /// (`None`). A JSON value keeps its `null` as `Some(Value::Null)` instead.
    pub fn is_double_option(&self) -> bool {
        self.keeps_null && self.ty != Ty::Value
    }
}

/// A value type.
#[derive(Debug, Clone, PartialEq)]
pub enum Ty {
    /// A named type from `$defs`.
    Ref(String),
    String,
    Bool,
    Int(IntFormat),
    Float,
    Vec(Box<Ty>),
    /// An object with arbitrary keys.
    Map(Box<Ty>),
    /// Any JSON value.
    Value,
}

/// Integer widths, from the schema's `format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntFormat {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
}

/// See [`Shape::StringEnum`].
#[derive(Debug, Clone)]
pub struct StringEnum {
    pub values: Vec<EnumValue>,
    /// The docs of the schema's own catch-all branch, when it has one.
    pub other_docs: Option<String>,
}

/// One known value of a string enum or one named integer.
#[derive(Debug, Clone)]
pub struct EnumValue {
    pub value: Value,
    /// The Rust name: from the title, else from the value.
    pub name: String,
    /// The schema's title (`Parse error`), if it has one.
    pub title: Option<String>,
    pub docs: Option<String>,
}

impl EnumValue {
    /// A short human name (`Parse error`): the title, else the Rust name. The
    /// description stays the docs.
    pub fn label(&self) -> String {
        self.title.clone().unwrap_or_else(|| self.name.clone())
    }
}

/// See [`Shape::IntConsts`].
#[derive(Debug, Clone)]
pub struct IntConsts {
    pub format: IntFormat,
    pub values: Vec<EnumValue>,
}

/// See [`Shape::Tagged`].
#[derive(Debug, Clone)]
pub struct Tagged {
    /// The tag property (`type`, `sessionUpdate`, `outcome`, ...).
    pub tag: String,
    pub variants: Vec<Variant>,
    /// The variant used when the tag is absent (`McpServer::Stdio`, `AuthMethod::Agent`).
    pub untagged_default: Option<Variant>,
    /// The docs of the schema's own catch-all branch, when it has one.
    pub other_docs: Option<String>,
    /// Properties the catch-all branch requires besides the tag (v2's
    /// `PlanUpdateContent` needs `planId` whatever its `type`).
    pub other_required: Vec<String>,
}

/// One alternative of a union.
#[derive(Debug, Clone)]
pub struct Variant {
    /// The tag value (tagged unions only).
    pub tag_value: Option<String>,
    /// The Rust name.
    pub name: String,
    pub docs: Option<String>,
    pub payload: Payload,
}

/// What a union alternative carries.
#[derive(Debug, Clone)]
pub enum Payload {
    /// Nothing but the tag (`RequestPermissionOutcome::Cancelled`).
    Unit,
    /// A value of another type.
    Type(Ty),
    /// Fields written inline in the union branch.
    Fields(Vec<Field>),
}

/// See [`Shape::Untagged`].
#[derive(Debug, Clone)]
pub struct Untagged {
    pub variants: Vec<Variant>,
}

/// Definitions that describe JSON-RPC envelopes rather than protocol data. The
/// method tables replace them (see [`crate::methods`]).
fn is_envelope(def: &Map<String, Value>) -> bool {
    def.get("x-docs-ignore").and_then(Value::as_bool) == Some(true)
}

impl Protocol {
    /// Lowers a schema document (`{"$defs": {...}}`).
    pub fn from_schema(schema: &Value) -> Result<Self, Error> {
        let defs = schema
            .get("$defs")
            .or_else(|| schema.get("definitions"))
            .and_then(Value::as_object)
            .ok_or_else(|| Error::new("(root)", "the schema has no `$defs` object"))?;
        let mut types = Vec::new();
        for (name, def) in defs {
            let def = def
                .as_object()
                .ok_or_else(|| Error::new(name, "definition is not an object"))?;
            if is_envelope(def) {
                continue;
            }
            types.push(lower_def(name, def).map_err(|e| e.within(name))?);
        }
        let methods = methods::collect(defs)?;
        let states = states::read(defs)?;
        Ok(Protocol {
            types,
            methods,
            states,
        })
    }

    /// Reads and lowers a schema file's text.
    pub fn from_json(text: &str) -> Result<Self, Error> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| Error::new("(root)", format!("not valid JSON: {e}")))?;
        Self::from_schema(&value)
    }

    /// The type called `name`.
    pub fn get(&self, name: &str) -> Option<&TypeDef> {
        self.types.iter().find(|t| t.name == name)
    }

    /// Every type the generated code declares, in the schema's order: each
    /// definition, then the union flattened into it (`SessionConfigOptionKind`),
    /// if any.
    pub fn declared(&self) -> Vec<&TypeDef> {
        fn add<'p>(def: &'p TypeDef, out: &mut Vec<&'p TypeDef>) {
            out.push(def);
            if let Shape::Struct(Struct {
                flatten: Some(kind),
                ..
            }) = &def.shape
            {
                add(kind, out);
            }
        }
        let mut out = Vec::new();
        for def in &self.types {
            add(def, &mut out);
        }
        out
    }

    /// Every type the generated code declares ([`Protocol::declared`]), by
    /// name.
    pub fn declared_by_name(&self) -> BTreeMap<&str, &TypeDef> {
        self.declared()
            .into_iter()
            .map(|def| (def.name.as_str(), def))
            .collect()
    }

    /// Types by name, for lookups during rendering.
    pub fn by_name(&self) -> BTreeMap<&str, &TypeDef> {
        self.types.iter().map(|t| (t.name.as_str(), t)).collect()
    }
}

fn keeps_extra(def: &Map<String, Value>) -> bool {
    def.contains_key("properties") && def.get("additionalProperties") == Some(&Value::Bool(true))
}

fn docs_of(s: &Map<String, Value>) -> Option<String> {
    s.get("description")
        .and_then(Value::as_str)
        .map(str::to_owned)
}

fn lower_def(name: &str, def: &Map<String, Value>) -> Result<TypeDef, Error> {
    let docs = docs_of(def);
    let branches = def
        .get("oneOf")
        .or_else(|| def.get("anyOf"))
        .map(|b| {
            b.as_array()
                .ok_or_else(|| Error::here("`oneOf`/`anyOf` is not an array"))
        })
        .transpose()?;
    let has_props = def.contains_key("properties");
    let shape = match (branches, has_props) {
        (Some(branches), true) => {
            let mut fields = lower_fields(def)?;
            let union = lower_union(def, branches)?;
            if let Shape::Tagged(t) = &union {
                // The union owns its tag, even where the object also lists it.
                fields.retain(|f| f.wire != t.tag);
            }
            let flatten = TypeDef {
                name: format!("{name}Kind"),
                docs: Some(format!("The variant part of [`{name}`].")),
                shape: union,
            };
            Shape::Struct(Struct {
                fields,
                flatten: Some(Box::new(flatten)),
                keeps_extra: keeps_extra(def),
            })
        }
        (Some(branches), false) => lower_union(def, branches)?,
        (None, true) => Shape::Struct(Struct {
            fields: lower_fields(def)?,
            flatten: None,
            keeps_extra: keeps_extra(def),
        }),
        (None, false) => match def.get("type") {
            None if def.contains_key("allOf") => Shape::Newtype(lower_ty(def)?.0),
            None if def
                .keys()
                .all(|k| matches!(k.as_str(), "description" | "title") || k.starts_with("x-")) =>
            {
                Shape::Any
            }
            Some(Value::String(t)) if t == "object" => Shape::Struct(Struct {
                fields: vec![],
                flatten: None,
                keeps_extra: keeps_extra(def),
            }),
            Some(_) => Shape::Newtype(lower_ty(def)?.0),
            None => {
                return Err(Error::here(
                    "definition has neither a type, properties nor variants",
                ))
            }
        },
    };
    Ok(TypeDef {
        name: name.to_owned(),
        docs,
        shape,
    })
}

/// The properties of an object schema, in schema order.
fn lower_fields(obj: &Map<String, Value>) -> Result<Vec<Field>, Error> {
    lower_fields_except(obj, None)
}

/// As [`lower_fields`], leaving out the property `skip` (a union's tag).
fn lower_fields_except(obj: &Map<String, Value>, skip: Option<&str>) -> Result<Vec<Field>, Error> {
    let owner_docs = docs_of(obj);
    let required: Vec<&str> = obj
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let Some(props) = obj.get("properties") else {
        return Ok(vec![]);
    };
    let props = props
        .as_object()
        .ok_or_else(|| Error::here("`properties` is not an object"))?;
    props
        .iter()
        .filter(|(wire, _)| Some(wire.as_str()) != skip)
        .map(|(wire, prop)| {
            let p = prop
                .as_object()
                .ok_or_else(|| Error::here(format!("property `{wire}` is not an object")))?;
            let (ty, nullable) = lower_ty(p).map_err(|e| e.at(format!("properties/{wire}")))?;
            let flag = |k: &str| p.get(k).and_then(Value::as_bool) == Some(true);
            let required = required.contains(&wire.as_str());
            let docs = docs_of(p);
            // Only an optional field can be left out, and only a field that may be
            // null can be null.
            let keeps_null = !required
                && (nullable || ty == Ty::Value)
                && nulls::keeps_null(owner_docs.as_deref(), wire, docs.as_deref());
            let field = Field {
                wire: wire.clone(),
                docs,
                ty,
                required,
                nullable,
                default: p.get("default").cloned(),
                default_on_error: flag("x-deserialize-default-on-error"),
                default_on_null: flag("x-deserialize-default-on-null"),
                skip_invalid_items: flag("x-deserialize-skip-invalid-items"),
                keeps_null,
                content_encoding: p
                    .get("contentEncoding")
                    .and_then(Value::as_str)
                    .map(str::to_owned),
            };
            if keeps_null && (field.default.is_some() || field.default_on_null) {
                return Err(Error::here(format!(
                    "property `{wire}` tells `null` apart from absence but also has a default \
                     or `x-deserialize-default-on-null`"
                )));
            }
            Ok(field)
        })
        .collect()
}

fn ref_name(s: &Map<String, Value>) -> Option<&str> {
    s.get("$ref")?.as_str()?.rsplit('/').next()
}

/// A property or item schema as a type, and whether `null` is allowed.
fn lower_ty(s: &Map<String, Value>) -> Result<(Ty, bool), Error> {
    if let Some(name) = ref_name(s) {
        return Ok((Ty::Ref(name.to_owned()), false));
    }
    if let Some(all) = s.get("allOf").and_then(Value::as_array) {
        if let [only] = all.as_slice() {
            return lower_ty(
                only.as_object()
                    .ok_or_else(|| Error::here("`allOf` item is not an object"))?,
            );
        }
        return Err(Error::here("`allOf` with more than one schema"));
    }
    if let Some(any) = s.get("anyOf").and_then(Value::as_array) {
        let is_null = |v: &Value| v.get("type").and_then(Value::as_str) == Some("null");
        if let [a, b] = any.as_slice() {
            let (non_null, null) = if is_null(b) { (a, b) } else { (b, a) };
            if is_null(null) {
                let inner = non_null
                    .as_object()
                    .ok_or_else(|| Error::here("`anyOf` item is not an object"))?;
                return Ok((lower_ty(inner)?.0, true));
            }
        }
        return Err(Error::here(
            "an inline `anyOf` other than `T | null`; give it a name in `$defs`",
        ));
    }
    if s.contains_key("oneOf") || s.contains_key("properties") || s.contains_key("enum") {
        return Err(Error::here(
            "an inline union, enum or object; give it a name in `$defs`",
        ));
    }
    let (base, nullable) = match s.get("type") {
        // Any JSON value, `null` included.
        None => return Ok((Ty::Value, false)),
        Some(Value::String(t)) => (t.as_str(), false),
        Some(Value::Array(ts)) => {
            let names: Vec<&str> = ts.iter().filter_map(Value::as_str).collect();
            match names.as_slice() {
                [t, "null"] | ["null", t] => (*t, true),
                _ => return Err(Error::here(format!("unsupported type list {names:?}"))),
            }
        }
        Some(other) => return Err(Error::here(format!("unsupported `type` {other}"))),
    };
    let format = s.get("format").and_then(Value::as_str);
    let ty = match base {
        "string" => Ty::String,
        "boolean" => Ty::Bool,
        "number" => Ty::Float,
        "integer" => Ty::Int(int_format(format)?),
        "array" => {
            let items = s
                .get("items")
                .and_then(Value::as_object)
                .ok_or_else(|| Error::here("array without an `items` schema"))?;
            Ty::Vec(Box::new(lower_ty(items).map_err(|e| e.at("items"))?.0))
        }
        "object" => match s.get("additionalProperties") {
            None | Some(Value::Bool(true)) => Ty::Map(Box::new(Ty::Value)),
            Some(Value::Object(v)) => Ty::Map(Box::new(
                lower_ty(v).map_err(|e| e.at("additionalProperties"))?.0,
            )),
            Some(other) => {
                return Err(Error::here(format!(
                    "unsupported additionalProperties {other}"
                )))
            }
        },
        "null" => return Err(Error::here("a property that can only be null")),
        other => return Err(Error::here(format!("unsupported type `{other}`"))),
    };
    Ok((ty, nullable))
}

fn int_format(format: Option<&str>) -> Result<IntFormat, Error> {
    Ok(match format {
        Some("int8") => IntFormat::I8,
        Some("int16") => IntFormat::I16,
        Some("int32") => IntFormat::I32,
        None | Some("int64") | Some("int") => IntFormat::I64,
        Some("uint8") => IntFormat::U8,
        Some("uint16") => IntFormat::U16,
        Some("uint32") => IntFormat::U32,
        Some("uint64") | Some("uint") => IntFormat::U64,
        Some(other) => return Err(Error::here(format!("unsupported integer format `{other}`"))),
    })
}

/// The branch names a catch-all by (`{"title": "other", "not": ...}` or a bare `{"type": "string"}`).
fn is_catch_all(branch: &Map<String, Value>) -> bool {
    branch.contains_key("not")
        || (branch
            .get("title")
            .and_then(Value::as_str)
            .map(str::to_lowercase)
            .as_deref()
            == Some("other")
            && !branch.contains_key("allOf")
            && !branch.contains_key("$ref"))
}

/// A branch that is only a type: nothing but `type`, `format`, a title and docs.
fn is_bare(branch: &Map<String, Value>) -> bool {
    branch
        .keys()
        .all(|k| matches!(k.as_str(), "type" | "format" | "title" | "description"))
}

/// A union definition (`oneOf`/`anyOf` of branches).
fn lower_union(def: &Map<String, Value>, branches: &[Value]) -> Result<Shape, Error> {
    let branches: Vec<&Map<String, Value>> = branches
        .iter()
        .map(|b| {
            b.as_object()
                .ok_or_else(|| Error::here("a union branch is not an object"))
        })
        .collect::<Result<_, _>>()?;
    let const_of = |b: &Map<String, Value>| b.get("const").cloned();
    let type_of = |b: &Map<String, Value>| b.get("type").and_then(Value::as_str).map(str::to_owned);

    // String enums and named integers: every branch is a `const` of one scalar
    // type, but for a catch-all: one named so, or a bare branch of that type
    // (`{"title": "unknown", "type": "string"}` where `other` is a known value).
    let known: Vec<_> = branches.iter().filter(|b| const_of(b).is_some()).collect();
    let scalar = known.first().and_then(|b| type_of(b));
    let open_value = |b: &Map<String, Value>| {
        is_catch_all(b) || (scalar.is_some() && type_of(b) == scalar && is_bare(b))
    };
    let others: Vec<_> = branches.iter().filter(|b| const_of(b).is_none()).collect();
    if !known.is_empty() && others.len() <= 1 && others.iter().all(|b| open_value(b)) {
        let values = known
            .iter()
            .map(|b| {
                let value = const_of(b).expect("filtered above");
                let title = b.get("title").and_then(Value::as_str);
                // A string enum is open: its catch-all's name is never a value's.
                let raw = match (title, &value) {
                    (Some(t), _) => t,
                    (None, Value::String(s)) => s.as_str(),
                    (None, other) => {
                        return Err(Error::here(format!("a constant {other} without a title")))
                    }
                };
                let name = if value.is_string() {
                    names::open_variant_name(raw)
                } else {
                    names::type_name(raw)
                };
                Ok(EnumValue {
                    value,
                    name,
                    title: title.map(str::to_owned),
                    docs: docs_of(b),
                })
            })
            .collect::<Result<Vec<_>, Error>>()?;
        let other_docs = others.first().and_then(|b| docs_of(b));
        distinct_names(values.iter().map(|v| v.name.as_str()))?;
        return match scalar.as_deref() {
            Some("string") => Ok(Shape::StringEnum(StringEnum { values, other_docs })),
            Some("integer") => Ok(Shape::IntConsts(IntConsts {
                format: int_format(known[0].get("format").and_then(Value::as_str))?,
                values,
            })),
            other => Err(Error::here(format!(
                "a union of constants of type {other:?}"
            ))),
        };
    }

    // Tagged unions: branches that pin one property to a constant.
    let tag = def
        .get("discriminator")
        .and_then(|d| d.get("propertyName"))
        .and_then(Value::as_str)
        .map(str::to_owned)
        .or_else(|| {
            branches
                .iter()
                .find_map(|b| tag_of(b).map(|(t, _)| t.to_owned()))
        });
    if let Some(tag) = tag {
        let mut variants = Vec::new();
        let mut untagged_default = None;
        let mut other_docs = None;
        let mut other_required = vec![];
        for b in &branches {
            if is_catch_all(b) {
                other_docs = docs_of(b).or(Some(String::new()));
                other_required = required_of(b)
                    .into_iter()
                    .filter(|field| *field != tag)
                    .collect();
                continue;
            }
            match tag_of(b) {
                Some((t, value)) if t == tag => {
                    let payload = branch_payload(b, Some(&tag))?;
                    variants.push(Variant {
                        tag_value: Some(value.to_owned()),
                        name: names::open_variant_name(value),
                        docs: docs_of(b),
                        payload,
                    });
                }
                Some((t, _)) => {
                    return Err(Error::here(format!(
                        "branches tagged by both `{tag}` and `{t}`"
                    )))
                }
                None => {
                    if untagged_default.is_some() {
                        return Err(Error::here(format!(
                            "more than one branch without the tag `{tag}`"
                        )));
                    }
                    let payload = branch_payload(b, Some(&tag))?;
                    untagged_default = Some(Variant {
                        tag_value: None,
                        name: open_variant_name(b, &payload)?,
                        docs: docs_of(b),
                        payload,
                    });
                }
            }
        }
        let other_docs = other_docs
            .map(|d| d.trim().to_owned())
            .filter(|d| !d.is_empty());
        distinct_names(
            variants
                .iter()
                .chain(&untagged_default)
                .map(|v| v.name.as_str()),
        )?;
        return Ok(Shape::Tagged(Tagged {
            tag,
            variants,
            untagged_default,
            other_docs,
            other_required,
        }));
    }

    // Untagged: alternatives told apart by shape.
    let variants = branches
        .iter()
        .map(|b| {
            let payload = branch_payload(b, None)?;
            Ok(Variant {
                tag_value: None,
                name: variant_name(b, &payload)?,
                docs: docs_of(b),
                payload,
            })
        })
        .collect::<Result<Vec<_>, Error>>()?;
    Ok(Shape::Untagged(Untagged { variants }))
}

/// The `required` list of a schema object.
fn required_of(b: &Map<String, Value>) -> Vec<String> {
    b.get("required")
        .and_then(Value::as_array)
        .map(|names| {
            names
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// `(tag property, tag value)` of a branch like `{"properties": {"type": {"const": "text"}}}`.
fn tag_of(b: &Map<String, Value>) -> Option<(&str, &str)> {
    b.get("properties")?.as_object()?.iter().find_map(|(k, v)| {
        let value = v.get("const")?.as_str()?;
        Some((k.as_str(), value))
    })
}

/// What a branch carries besides its tag.
fn branch_payload(b: &Map<String, Value>, tag: Option<&str>) -> Result<Payload, Error> {
    if let Some(name) = ref_name(b) {
        return Ok(Payload::Type(Ty::Ref(name.to_owned())));
    }
    if let Some(all) = b.get("allOf").and_then(Value::as_array) {
        let [only] = all.as_slice() else {
            return Err(Error::here("a branch with several `allOf` schemas"));
        };
        let name = only
            .as_object()
            .and_then(ref_name)
            .ok_or_else(|| Error::here("a branch whose `allOf` is not a `$ref`"))?;
        return Ok(Payload::Type(Ty::Ref(name.to_owned())));
    }
    let fields = lower_fields_except(b, tag)?;
    if !fields.is_empty() {
        return Ok(Payload::Fields(fields));
    }
    if b.contains_key("properties") || tag.is_some() {
        return Ok(Payload::Unit);
    }
    match b.get("type").and_then(Value::as_str) {
        Some("null") => Ok(Payload::Unit),
        _ => Ok(Payload::Type(lower_ty(b)?.0)),
    }
}

/// Refuses a union or enum in which two schema names become one Rust name (or
/// take the catch-all's, see [`names::CATCH_ALL`]).
fn distinct_names<'a>(names: impl Iterator<Item = &'a str>) -> Result<(), Error> {
    let mut seen = vec![names::CATCH_ALL];
    for name in names {
        if seen.contains(&name) {
            return Err(Error::here(format!(
                "two variants are named `{name}` (the catch-all is `{}`)",
                names::CATCH_ALL
            )));
        }
        seen.push(name);
    }
    Ok(())
}

/// [`variant_name`] for the untagged default of a union with a catch-all.
fn open_variant_name(b: &Map<String, Value>, payload: &Payload) -> Result<String, Error> {
    let name = variant_name(b, payload)?;
    Ok(if name == names::CATCH_ALL {
        names::open_variant_name(&name)
    } else {
        name
    })
}

/// The Rust name of an untagged alternative: its title, else its type's name.
fn variant_name(b: &Map<String, Value>, payload: &Payload) -> Result<String, Error> {
    if let Some(title) = b.get("title").and_then(Value::as_str) {
        return Ok(names::type_name(title));
    }
    match payload {
        Payload::Type(Ty::Ref(r)) => Ok(r.clone()),
        _ => Err(Error::here(
            "an untagged union branch without a title or a `$ref`",
        )),
    }
}
