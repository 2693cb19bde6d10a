//! TLS for remote agents (feature `tls`, rustls with ring): the server's
//! settings (its handshakes run in the accept loop, `accept.rs`), and the
//! roots a client trusts.

use std::io;
use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::TlsAcceptor;

use super::{RemoteError, TlsIdentity};

fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

fn invalid(why: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, why)
}

/// The server's TLS settings from its identity: the certificate chain and
/// key, and ALPN offering HTTP/2 before HTTP/1.1 (WebSocket clients ask for
/// HTTP/1.1 or nothing).
pub(super) fn acceptor(identity: &TlsIdentity) -> io::Result<TlsAcceptor> {
    let certs = CertificateDer::pem_slice_iter(identity.cert_chain.as_bytes())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|err| invalid(format!("the TLS certificate chain is not valid PEM: {err}")))?;
    if certs.is_empty() {
        return Err(invalid(
            "the TLS certificate chain holds no CERTIFICATE block".into(),
        ));
    }
    let key = PrivateKeyDer::from_pem_slice(identity.key.as_bytes()).map_err(|err| {
        invalid(format!(
            "the TLS private key is not a PEM private key: {err}"
        ))
    })?;
    let mut config = rustls::ServerConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(|err| invalid(format!("no TLS versions: {err}")))?
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .map_err(|err| invalid(format!("the TLS certificate and key cannot be used: {err}")))?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(TlsAcceptor::from(Arc::new(config)))
}

/// The certificates of PEM texts, for a client's trust roots.
fn certificates(pems: &[String]) -> Result<Vec<CertificateDer<'static>>, RemoteError> {
    let mut certs = Vec::new();
    for pem in pems {
        let before = certs.len();
        for cert in CertificateDer::pem_slice_iter(pem.as_bytes()) {
            certs.push(cert.map_err(|err| {
                RemoteError::Tls(format!("a root certificate is not valid PEM: {err}"))
            })?);
        }
        if certs.len() == before {
            return Err(RemoteError::Tls(
                "a root certificate holds no CERTIFICATE block".into(),
            ));
        }
    }
    Ok(certs)
}

/// The TLS settings of a WebSocket client that trusts the webpki roots and
/// `extra`; `None` when there is nothing extra (the default settings do).
#[cfg(feature = "ws")]
pub(super) fn ws_connector(
    extra: &[String],
) -> Result<Option<tokio_tungstenite::Connector>, RemoteError> {
    if extra.is_empty() {
        return Ok(None);
    }
    let mut roots = rustls::RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    for cert in certificates(extra)? {
        roots
            .add(cert)
            .map_err(|err| RemoteError::Tls(format!("a root certificate is not usable: {err}")))?;
    }
    let config = rustls::ClientConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(|err| RemoteError::Tls(format!("no TLS versions: {err}")))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Some(tokio_tungstenite::Connector::Rustls(Arc::new(config))))
}

/// Adds `extra` to the roots an HTTP client trusts.
#[cfg(feature = "http")]
pub(super) fn http_roots(
    mut builder: reqwest::ClientBuilder,
    extra: &[String],
) -> Result<reqwest::ClientBuilder, RemoteError> {
    for cert in certificates(extra)? {
        let cert = reqwest::Certificate::from_der(&cert)
            .map_err(|err| RemoteError::Tls(format!("a root certificate is not usable: {err}")))?;
        builder = builder.add_root_certificate(cert);
    }
    Ok(builder)
}
