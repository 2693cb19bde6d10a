//! A schema bump that only adds must not break a user's build, so generated types
//! are `#[non_exhaustive]` unless listed as exceptions (`render/exhaustive.rs`,
//! whose items carry `#[allow(clippy::exhaustive_structs)]` or `_enums` instead).
//!
//! For structs and enums `cargo clippy -- -D warnings` on the `acp` crate is the
//! check (it turns both lints on for its generated modules). Clippy has no lint
//! for struct *variants*; this test covers them, and repeats the struct and enum
//! rule for the generator's fixtures, which clippy does not see as exported.

fn has_attr(attrs: &[syn::Attribute], text: &str) -> bool {
    attrs.iter().any(|a| {
        let tokens = quote::ToTokens::to_token_stream(&a.meta).to_string();
        tokens.replace(' ', "").starts_with(text)
    })
}

fn is_pub(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

/// Every problem in one generated file.
fn problems(code: &str) -> Vec<String> {
    let file = syn::parse_file(code).unwrap();
    let open = |attrs: &[syn::Attribute], lint: &str| {
        has_attr(attrs, "non_exhaustive") || has_attr(attrs, &format!("allow(clippy::{lint},"))
    };
    let mut out = vec![];
    for item in &file.items {
        match item {
            syn::Item::Struct(s) if is_pub(&s.vis) && !open(&s.attrs, "exhaustive_structs") => {
                out.push(format!("struct {}", s.ident));
            }
            syn::Item::Enum(e) if is_pub(&e.vis) => {
                if !open(&e.attrs, "exhaustive_enums") {
                    out.push(format!("enum {}", e.ident));
                }
                for v in &e.variants {
                    if matches!(v.fields, syn::Fields::Named(_))
                        && !has_attr(&v.attrs, "non_exhaustive")
                    {
                        out.push(format!("variant {}::{}", e.ident, v.ident));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

#[test]
fn generated_types_are_non_exhaustive_or_listed() {
    for schema in acp_codegen::modules::all().iter().map(|m| m.schema) {
        let code = schema.generate().unwrap();
        assert_eq!(problems(&code), Vec::<String>::new(), "{}", schema.source);
    }
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    for entry in std::fs::read_dir(fixtures).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let code = std::fs::read_to_string(&path).unwrap();
            assert_eq!(problems(&code), Vec::<String>::new(), "{}", path.display());
        }
    }
}

#[test]
fn the_check_notices_a_missing_attribute() {
    let code = "pub struct A { pub x: i32 }\n\
                #[non_exhaustive] pub enum B { V { x: i32 } }\n\
                #[allow(clippy::exhaustive_structs, reason = \"listed\")] pub struct C(pub i32);";
    assert_eq!(problems(code), ["struct A", "variant B::V"]);
}
