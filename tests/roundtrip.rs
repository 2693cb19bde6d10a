//! Every example message of the v1 spec pages, and our own edge cases, decodes
//! through the generated dispatch unions and encodes back to the same JSON, except
//! where the schema says otherwise (each such difference is listed with its reason).

mod support {
    pub mod wire;
}

use support::wire::{diff, load, reencode, Case};

/// Spec examples whose re-encoding differs from the page, with the schema's reason.
/// Keyed by `source#n`, n counting the examples of that page from 0.
/// Fields with a schema `default` are written out on encode, so that a peer that does
/// not apply defaults sees the same values we do.
const SPEC_EXCEPTIONS: &[(&str, &[&str], &str)] = &[
    (
        "docs/protocol/v1/initialization.mdx#0",
        &["+/params/clientCapabilities/auth"],
        "ClientCapabilities.auth has the schema default {terminal: false}",
    ),
    (
        "docs/protocol/v1/initialization.mdx#1",
        &["+/result/agentCapabilities/sessionCapabilities", "+/result/agentCapabilities/auth"],
        "AgentCapabilities.sessionCapabilities and .auth have the schema default {}",
    ),
    (
        "docs/protocol/v1/extensibility.mdx#5",
        &[
            "+/result/agentCapabilities/promptCapabilities",
            "+/result/agentCapabilities/mcpCapabilities",
            "+/result/agentCapabilities/sessionCapabilities",
            "+/result/agentCapabilities/auth",
            "+/result/authMethods",
        ],
        "AgentCapabilities fields and InitializeResponse.authMethods have schema defaults",
    ),
    (
        "docs/protocol/v1/extensibility.mdx#6",
        &[
            "+/result/agentCapabilities/loadSession",
            "+/result/agentCapabilities/promptCapabilities",
            "+/result/agentCapabilities/mcpCapabilities",
            "+/result/agentCapabilities/auth",
            "+/result/authMethods",
        ],
        "AgentCapabilities fields and InitializeResponse.authMethods have schema defaults",
    ),
    (
        "docs/protocol/v1/session-list.mdx#0",
        &[
            "+/result/agentCapabilities/loadSession",
            "+/result/agentCapabilities/promptCapabilities",
            "+/result/agentCapabilities/mcpCapabilities",
            "+/result/agentCapabilities/auth",
            "+/result/authMethods",
        ],
        "AgentCapabilities fields and InitializeResponse.authMethods have schema defaults",
    ),
];

fn case_ids(cases: &[Case]) -> Vec<String> {
    let mut seen = std::collections::HashMap::<&str, usize>::new();
    cases
        .iter()
        .map(|c| {
            let n = seen.entry(&c.source).or_default();
            *n += 1;
            format!("{}#{}", c.source, *n - 1)
        })
        .collect()
}

fn check_all(cases: &[Case], expected: impl Fn(usize, &Case) -> Vec<String>) {
    let ids = case_ids(cases);
    let mut failures = vec![];
    for (i, case) in cases.iter().enumerate() {
        let want = expected(i, case);
        match reencode(case) {
            Err(e) => failures.push(format!("{}: {} did not decode: {e}", ids[i], case.method)),
            Ok(out) => {
                let got = diff(&case.message, &out);
                if got != want {
                    failures.push(format!(
                        "{} ({}): differences {got:?}, expected {want:?}\n  in:  {}\n  out: {}",
                        ids[i], case.method, case.message, out
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} cases failed:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

#[test]
fn spec_examples_round_trip() {
    let cases = load(include_str!("corpus/spec_v1_examples.json"));
    assert!(cases.len() >= 18, "the spec corpus went missing");
    let ids = case_ids(&cases);
    check_all(&cases, |i, _| {
        SPEC_EXCEPTIONS
            .iter()
            .find(|(id, _, _)| *id == ids[i])
            .map(|(_, paths, _)| paths.iter().map(|p| p.to_string()).collect())
            .unwrap_or_default()
    });
}

#[test]
fn edge_cases_round_trip() {
    let cases = load(include_str!("corpus/edge_cases.json"));
    for c in &cases {
        assert!(c.expect.is_empty() || c.why.is_some(), "every expected difference needs a reason");
    }
    check_all(&cases, |_, c| c.expect.clone());
}
