//! The generator's per-shape fixtures (`codegen/tests/fixtures/*.rs`, the expected
//! output for small schemas), compiled against this crate's runtime: a fixture that
//! `acp-codegen`'s tests accept but that would not build (a duplicate `defaults`
//! function, a wrong `crate::lenient` path) fails here.

// The fixtures are never used, and `methods` has no `initialize` handshake, which
// leaves its handlers' `request` a bare `async move` block (a published schema
// always has the handshake).
#![allow(dead_code, clippy::manual_async_fn)]

macro_rules! fixtures {
    ($($shape:ident),* $(,)?) => {
        $(mod $shape {
            include!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/codegen/tests/fixtures/",
                stringify!($shape),
                ".rs"
            ));
        })*
        /// The fixtures compiled above.
        const COMPILED: &[&str] = &[$(stringify!($shape)),*];
    };
}

fixtures!(
    integers,
    methods,
    newtype,
    string_enum,
    struct_fields,
    tagged_union,
    untagged_union,
);

#[test]
fn every_fixture_is_compiled() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("codegen/tests/fixtures");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let shape = path.file_stem().unwrap().to_string_lossy();
            assert!(
                COMPILED.contains(&&*shape),
                "add `{shape}` to the list in src/codegen_fixtures.rs"
            );
        }
    }
}

/// v2's `ToolKind`: `other` is a known value, and values nobody lists are kept.
#[test]
fn an_open_enum_tells_its_other_value_from_unknown_ones() {
    use string_enum::Kind;
    let decode = |json: &str| serde_json::from_str::<Kind>(json).unwrap();
    assert_eq!(decode(r#""other""#), Kind::Other);
    assert_eq!(decode(r#""_custom""#), Kind::Unknown("_custom".into()));
    let unknown = serde_json::to_string(&Kind::Unknown("_custom".into())).unwrap();
    assert_eq!(unknown, r#""_custom""#);
}
