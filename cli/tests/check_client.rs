//! `acp check client` against the chat client (`acp chat`, every check passes) and a
//! deliberately broken client (`agents/broken_client.py`, the checks it breaks fail).
#![cfg(unix)]

use std::path::Path;

mod support;
use support::{acp_check, with_status};

#[test]
fn the_chat_client_passes_every_check() {
    let acp = env!("CARGO_BIN_EXE_acp");
    let (code, checks) = acp_check("client", &[], &[acp, "chat", "--yes", "{agent}"]);
    let not_passed: Vec<_> = checks.iter().filter(|(_, (s, _))| s != "pass").collect();
    assert!(not_passed.is_empty(), "{not_passed:#?}");
    assert_eq!(checks.len(), 11);
    assert_eq!(code, 0);
}

#[test]
fn a_broken_client_fails_the_checks_it_breaks() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/agents/broken_client.py");
    let (code, checks) = acp_check(
        "client",
        &["--timeout", "1"],
        &["python3", script.to_str().unwrap(), "{agent}"],
    );
    assert_eq!(
        with_status(&checks, "fail"),
        [
            "client.client-info",
            "client.closes-agent",
            "client.exits",
            "client.id-large",
            "client.id-string",
            "client.initialize-first",
            "client.initialize-params",
            "client.session-new",
        ],
        "{checks:#?}"
    );
    assert_eq!(checks["client.prompt"].0, "pass");
    assert_eq!(code, 1);
}
