//! Remote agents over TLS (features `ws`, `http`, `tls`): a server of ours
//! with a self-signed certificate, reached over `wss://` and `https://` by our
//! client trusting that certificate, HTTP/2 chosen by ALPN, and the ways a TLS
//! setting or handshake fails.

use std::time::Duration;

use acp::transport::remote::{ClientConfig, RemoteError, ServerConfig, TlsIdentity};
use acp::v1::*;
use tokio::io::AsyncWriteExt;

use crate::support;
use support::remote_peers::*;

const WITHIN: Duration = Duration::from_secs(10);

/// A self-signed certificate for 127.0.0.1 and localhost: (certificate PEM,
/// key PEM).
fn self_signed() -> (String, String) {
    let certified =
        rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_owned(), "localhost".to_owned()])
            .expect("a self-signed certificate");
    (certified.cert.pem(), certified.signing_key.serialize_pem())
}

async fn tls_server() -> (
    acp::transport::remote::Server,
    std::sync::Arc<AgentLog>,
    String,
) {
    let (cert, key) = self_signed();
    let (server, log) =
        start_server(ServerConfig::default().tls(TlsIdentity::from_pem(cert.clone(), key))).await;
    (server, log, cert)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_turn_over_wss() {
    let (server, log, cert) = tls_server().await;
    assert!(server.ws_url().starts_with("wss://"), "{}", server.ws_url());
    let trusted = ClientConfig::default().add_root_certificate_pem(cert);
    full_turn_then_close_with(&server, &log, &server.ws_url(), trusted).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_turn_over_https() {
    let (server, log, cert) = tls_server().await;
    assert!(
        server.http_url().starts_with("https://"),
        "{}",
        server.http_url()
    );
    let trusted = ClientConfig::default().add_root_certificate_pem(cert);
    full_turn_then_close_with(&server, &log, &server.http_url(), trusted).await;
}

/// ALPN: a client offering HTTP/2 gets it, one offering only HTTP/1.1 gets
/// that.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn https_negotiates_http2_by_alpn() {
    let (server, _log, cert) = tls_server().await;
    let root = reqwest::Certificate::from_pem(cert.as_bytes()).unwrap();
    let initialize = serde_json::json!({
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": InitializeRequest::new(1),
    })
    .to_string();
    for (client, version) in [
        (reqwest::Client::builder(), reqwest::Version::HTTP_2),
        (
            reqwest::Client::builder().http1_only(),
            reqwest::Version::HTTP_11,
        ),
    ] {
        let client = client.add_root_certificate(root.clone()).build().unwrap();
        let response = client
            .post(server.http_url())
            .header("content-type", "application/json")
            .body(initialize.clone())
            .send()
            .await
            .expect("the TLS server answers");
        assert_eq!(response.status(), reqwest::StatusCode::OK);
        assert_eq!(response.version(), version);
    }
}

/// Without the certificate among its roots our client refuses the server,
/// saying why; the server goes on serving.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_untrusted_certificate_is_refused() {
    let (server, _log, cert) = tls_server().await;
    let failed = match connect(&server.ws_url(), ClientConfig::default()).await {
        Err(RemoteError::Transport(why)) => why,
        Err(other) => panic!("expected a transport error, got {other}"),
        Ok(_) => panic!("connected to an untrusted server"),
    };
    assert!(failed.to_lowercase().contains("certificate"), "{failed}");
    let remote = connect(&server.http_url(), ClientConfig::default())
        .await
        .unwrap();
    let failed = remote
        .agent
        .initialize(InitializeRequest::new(1))
        .await
        .expect_err("initialize to an untrusted server");
    assert!(failed.to_string().contains("POST"), "{failed}");
    let trusted = connect(
        &server.ws_url(),
        ClientConfig::default().add_root_certificate_pem(cert),
    )
    .await
    .unwrap();
    full_turn(&trusted).await;
}

/// A client that opens TCP and never starts its handshake, and one that
/// speaks plain HTTP to the TLS port, hold up nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_or_plain_client_holds_up_nobody() {
    let (server, _log, cert) = tls_server().await;
    let _silent = tokio::net::TcpStream::connect(server.local_addr())
        .await
        .unwrap();
    let mut plain = tokio::net::TcpStream::connect(server.local_addr())
        .await
        .unwrap();
    plain
        .write_all(b"GET /acp HTTP/1.1\r\nhost: x\r\n\r\n")
        .await
        .unwrap();
    let remote = connect(
        &server.http_url(),
        ClientConfig::default().add_root_certificate_pem(cert),
    )
    .await
    .unwrap();
    tokio::time::timeout(WITHIN, full_turn(&remote))
        .await
        .expect("served while another client is silent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unusable_tls_settings_say_why() {
    let (cert, _key) = self_signed();
    let failed = acp::transport::remote::serve(
        ServerConfig::default().tls(TlsIdentity::from_pem(cert.clone(), "not a key")),
        || RemoteAgent::new(Default::default()),
    )
    .await
    .expect_err("a key that is not PEM");
    assert_eq!(failed.kind(), std::io::ErrorKind::InvalidInput);
    assert!(failed.to_string().contains("private key"), "{failed}");
    let failed = acp::transport::remote::serve(
        ServerConfig::default().tls(TlsIdentity::from_pem("", self_signed().1)),
        || RemoteAgent::new(Default::default()),
    )
    .await
    .expect_err("no certificate");
    assert!(failed.to_string().contains("CERTIFICATE"), "{failed}");
    let identity = TlsIdentity::from_pem(cert, "secret key material");
    assert!(!format!("{identity:?}").contains("secret"));

    for url in ["wss://127.0.0.1:9/acp", "https://127.0.0.1:9/acp"] {
        match connect(
            url,
            ClientConfig::default().add_root_certificate_pem("nope"),
        )
        .await
        {
            Err(RemoteError::Tls(why)) => assert!(why.contains("CERTIFICATE"), "{why}"),
            Err(other) => panic!("expected a TLS settings error, got {other}"),
            Ok(_) => panic!("connected with an unusable root"),
        }
    }
}
