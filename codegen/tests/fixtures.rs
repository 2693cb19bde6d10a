//! Small schema in, expected Rust out: one fixture per shape in `tests/fixtures/`
//! (`<shape>.json` and the generated `<shape>.rs`), so that a generator change is
//! reviewed on a 20-line input and not only on the bindings snapshots of the `acp`
//! crate. The `acp` crate compiles every `<shape>.rs` against its runtime in its
//! unit tests (`src/generated_support/fixtures.rs`).
//!
//! To refresh the expected files after an intended change:
//! `ACP_UPDATE_FIXTURES=1 cargo test -p acp-sdk-codegen --test fixtures`

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use acp_codegen::generate;

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut schemas: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    schemas.sort();
    assert!(!schemas.is_empty(), "no fixtures in {}", dir.display());
    schemas
}

/// The schema of fixture `shape`.
fn fixture(shape: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/{shape}.json"))
}

/// The fixture's generated code. The label has a `v1` directory, as published
/// schemas do (only a schema with the `initialize` handshake needs it).
fn generated(schema: &Path) -> String {
    let shape = schema.file_name().unwrap().to_string_lossy();
    let text = std::fs::read_to_string(schema).unwrap();
    generate(&text, &format!("fixtures/v1/{shape}")).unwrap_or_else(|e| panic!("{shape}: {e}"))
}

#[test]
fn every_fixture_generates_its_expected_rust() {
    let update = std::env::var_os("ACP_UPDATE_FIXTURES").is_some();
    let mut stale = vec![];
    for schema in fixtures() {
        let code = generated(&schema);
        let expected_path = schema.with_extension("rs");
        if update {
            std::fs::write(&expected_path, &code).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != code {
            let line = expected
                .lines()
                .zip(code.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| expected.lines().count().min(code.lines().count()))
                + 1;
            stale.push(format!(
                "{} (first difference at line {line})",
                expected_path.display()
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "out of date:\n  {}\nReview the change, then refresh with:\n  \
         ACP_UPDATE_FIXTURES=1 cargo test -p acp-sdk-codegen --test fixtures",
        stale.join("\n  ")
    );
}

/// Items with the same name in one module: a duplicate `defaults::` function
/// (a field rendered twice) or two types that map to one name.
fn duplicate_items(items: &[syn::Item], module: &str, out: &mut Vec<String>) {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for item in items {
        let name = match item {
            syn::Item::Fn(f) => f.sig.ident.to_string(),
            syn::Item::Struct(s) => s.ident.to_string(),
            syn::Item::Enum(e) => e.ident.to_string(),
            syn::Item::Type(t) => t.ident.to_string(),
            syn::Item::Const(c) => c.ident.to_string(),
            syn::Item::Static(s) => s.ident.to_string(),
            syn::Item::Trait(t) => t.ident.to_string(),
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    duplicate_items(inner, &format!("{module}::{}", m.ident), out);
                }
                m.ident.to_string()
            }
            _ => continue,
        };
        *seen.entry(name).or_default() += 1;
    }
    out.extend(
        seen.into_iter()
            .filter(|(_, n)| *n > 1)
            .map(|(name, n)| format!("{module}::{name} ({n} times)")),
    );
}

fn assert_no_duplicates(label: &str, code: &str) {
    let file = syn::parse_file(code).unwrap_or_else(|e| panic!("{label}: {e}"));
    let mut dups = vec![];
    duplicate_items(&file.items, "", &mut dups);
    assert!(dups.is_empty(), "{label} defines twice: {dups:?}");
}

#[test]
fn no_module_defines_a_name_twice() {
    for schema in fixtures() {
        assert_no_duplicates(&schema.display().to_string(), &generated(&schema));
    }
    // The schemas the `acp` crate builds.
    for schema in acp_codegen::modules::all().iter().map(|m| m.schema) {
        assert_no_duplicates(schema.source, &schema.generate().unwrap());
    }
}

/// An inline variant is declared in its enum and again in the decoders' `Fields`
/// structs; its default and lenient helpers must be written once all the same
/// (they were written once per rendering, which no published schema happened to
/// hit).
#[test]
fn inline_variant_helpers_are_written_once() {
    let code = generated(&fixture("tagged_union"));
    for helper in ["fn shape_square_fill()", "fn shape_square_fill_lenient<"] {
        assert_eq!(code.matches(helper).count(), 1, "{helper} in:\n{code}");
    }
}

#[test]
fn error_code_names_are_short_and_docs_keep_the_description() {
    let code = generated(&fixture("integers"));
    assert!(
        code.contains(r#"Self::NOT_FOUND => Some("Not found")"#),
        "{code}"
    );
    assert!(
        code.contains("/// **Not found**: nothing is there."),
        "{code}"
    );
}
