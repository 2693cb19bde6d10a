//! The vendored schema files are exactly the published ones recorded in
//! `schema/source.json` (refreshed only by `schema/update` in the repository).

use sha2::{Digest, Sha256};

#[test]
fn vendored_files_match_their_recorded_hashes() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("schema");
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("source.json")).unwrap()).unwrap();
    let files = record["files"]
        .as_object()
        .expect("source.json lists files");
    assert!(files.contains_key("v1/schema.json"));
    for (path, expected) in files {
        let bytes = std::fs::read(root.join(path)).unwrap();
        let actual: String = Sha256::digest(&bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(
            actual,
            expected.as_str().unwrap(),
            "{path} differs from the published file"
        );
    }
}

/// Without an `ACP_SCHEMA_*` override each module's schema is its vendored file.
#[test]
fn the_modules_hold_the_vendored_files() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for schema in acp_codegen::modules::all().iter().map(|m| m.schema) {
        let Some(vendored) = schema.source.strip_prefix("codegen/") else {
            continue; // built against an override
        };
        let text = std::fs::read_to_string(root.join(vendored)).unwrap();
        assert!(
            text == schema.json,
            "{} differs from the file",
            schema.source
        );
    }
}

/// `released` lists protocol versions the vendored files have, v1's among
/// them (its schema is the stable one), and `schemas::released` reads it.
#[test]
fn the_released_versions_are_recorded_beside_the_files() {
    use acp_codegen::schemas;
    let record: serde_json::Value = serde_json::from_str(schemas::SOURCE).unwrap();
    let released: Vec<u64> = record["released"]
        .as_array()
        .expect("source.json lists the released protocol versions")
        .iter()
        .map(|v| v.as_u64().expect("a protocol version"))
        .collect();
    assert!(released.contains(&1), "{released:?}");
    for version in 1..=3u16 {
        let vendored = record["files"]
            .as_object()
            .unwrap()
            .contains_key(&format!("v{version}/schema.json"));
        let listed = released.contains(&u64::from(version));
        assert!(
            !listed || vendored,
            "v{version} is released but not vendored"
        );
        assert_eq!(schemas::released(version), listed, "v{version}");
    }
}
