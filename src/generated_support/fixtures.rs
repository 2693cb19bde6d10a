//! The generator's per-shape fixtures (`codegen/tests/fixtures/*.rs`, the expected
//! output for small schemas), compiled against this crate's runtime: a fixture that
//! `acp-codegen`'s tests accept but that would not build (a duplicate `defaults`
//! function, a wrong `crate::generated_support::lenient` path) fails here.

// The fixtures are never used. `methods` has no `initialize` handshake, so it
// gets no handlers and its peers call as plain JSON-RPC (a published schema
// always has the handshake).
#![allow(dead_code)]

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
    null_vs_absent,
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
                "add `{shape}` to the list in src/generated_support/fixtures.rs"
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

/// Fields whose explicit `null` is not absence: absent, `null` and a value each
/// decode apart and are written back as they came.
#[test]
fn null_and_absent_survive_a_round_trip() {
    use null_vs_absent::{Event, Info, Status, Update};
    use serde_json::{json, Value};
    let decode = |v: &Value| serde_json::from_value::<Update>(v.clone()).unwrap();
    let encode = |u: &Update| serde_json::to_value(u).unwrap();

    let absent = json!({"id": "1"});
    let u = decode(&absent);
    assert_eq!(
        (&u.title, &u.status, &u.items, &u.raw),
        (&None, &None, &None, &None)
    );
    assert_eq!(encode(&u), absent);

    let nulls = json!({"id": "1", "title": null, "status": null, "items": null, "raw": null});
    let u = decode(&nulls);
    assert_eq!(u.title, Some(None));
    assert_eq!(u.status, Some(None));
    assert_eq!(u.items, Some(None));
    assert_eq!(u.raw, Some(Value::Null));
    assert_eq!(encode(&u), nulls);

    let values =
        json!({"id": "1", "title": "t", "status": "done", "items": ["a"], "raw": {"k": 1}});
    let u = decode(&values);
    assert_eq!(u.title, Some(Some("t".to_owned())));
    assert_eq!(u.status, Some(Some(Status::Done)));
    assert_eq!(encode(&u), values);

    // The builders write the same three states.
    let built = Update::new("1")
        .clear_title()
        .status(Status::Done)
        .raw(Value::Null);
    assert_eq!(
        encode(&built),
        json!({"id": "1", "title": null, "status": "done", "raw": null})
    );

    // Leniency never turns a bad value into the `null` that clears a stored one.
    let u = decode(&json!({"id": "1", "title": 5, "items": [1, "b"]}));
    assert_eq!(u.title, None);
    assert_eq!(u.items, Some(Some(vec!["b".to_owned()])));
    assert!(serde_json::from_value::<Update>(json!({"id": "1", "status": 5})).is_err());

    // Stated field by field; `note` says null and absence are the same.
    let info: Info =
        serde_json::from_value(json!({"title": null, "note": null, "data": null})).unwrap();
    assert_eq!(
        (info.title, info.note, info.data),
        (Some(None), None, Some(Value::Null))
    );
    let info: Info = serde_json::from_value(json!({})).unwrap();
    assert_eq!((info.title, info.data), (None, None));

    // In an inline variant of a tagged union.
    let renamed = json!({"type": "renamed", "name": null});
    let e: Event = serde_json::from_value(renamed.clone()).unwrap();
    assert!(
        matches!(
            &e,
            Event::Renamed {
                name: Some(None),
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(serde_json::to_value(&e).unwrap(), renamed);
    assert_eq!(
        serde_json::to_value(Event::renamed().clear_name()).unwrap(),
        renamed
    );
    let e: Event = serde_json::from_value(json!({"type": "renamed"})).unwrap();
    assert!(matches!(&e, Event::Renamed { name: None, .. }), "{e:?}");
}
