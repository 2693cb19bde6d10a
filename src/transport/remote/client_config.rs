//! The settings of a remote connection, and the headers they put on its
//! requests.

use axum::http::{header, HeaderMap, HeaderName, HeaderValue};

use super::RemoteError;
use crate::connection::Config;

/// Settings of a remote connection ([`connect`](super::connect)). Its `Debug`
/// shows neither the bearer token nor the values of the further headers.
#[derive(Clone)]
#[non_exhaustive]
pub struct ClientConfig {
    /// Sent as `Authorization: Bearer <token>` on every request. Default: none.
    pub bearer_token: Option<String>,
    /// Further headers for every request (name, value). Default: none.
    pub headers: Vec<(String, String)>,
    /// The largest message accepted from the server, in bytes. Default: 16 MiB.
    pub max_message_size: usize,
    /// The settings of the returned [`Connection`](crate::Connection).
    pub connection: Config,
    /// Whether Streamable HTTP speaks HTTP/2 from the first byte over plain
    /// `http://` ("h2c" with prior knowledge), as the profile asks, instead of
    /// HTTP/1.1. Only for servers known to speak it (ours do). Over
    /// `https://` HTTP/2 is chosen by ALPN whatever this says. Default: false.
    pub http2_prior_knowledge: bool,
    /// Certificates (PEM) trusted as roots for `wss://` and `https://`, besides
    /// the built-in web roots (feature `tls`). Default: none.
    #[cfg(feature = "tls")]
    pub root_certificates: Vec<String>,
}

impl std::fmt::Debug for ClientConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let header_names: Vec<&str> = self.headers.iter().map(|(name, _)| name.as_str()).collect();
        let mut out = f.debug_struct("ClientConfig");
        out.field("bearer_token", &super::hidden(&self.bearer_token))
            .field("headers", &header_names)
            .field("max_message_size", &self.max_message_size)
            .field("connection", &self.connection)
            .field("http2_prior_knowledge", &self.http2_prior_knowledge);
        #[cfg(feature = "tls")]
        out.field("root_certificates", &self.root_certificates.len());
        out.finish()
    }
}

impl Default for ClientConfig {
    fn default() -> Self {
        ClientConfig {
            bearer_token: None,
            headers: Vec::new(),
            max_message_size: 16 << 20,
            connection: Config::default(),
            http2_prior_knowledge: false,
            #[cfg(feature = "tls")]
            root_certificates: Vec::new(),
        }
    }
}

impl ClientConfig {
    /// Sets [`ClientConfig::bearer_token`].
    pub fn bearer_token(mut self, token: impl Into<String>) -> Self {
        self.bearer_token = Some(token.into());
        self
    }

    /// Adds a header to [`ClientConfig::headers`].
    pub fn header(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.headers.push((name.into(), value.into()));
        self
    }

    /// Sets [`ClientConfig::max_message_size`].
    pub fn max_message_size(mut self, bytes: usize) -> Self {
        self.max_message_size = bytes;
        self
    }

    /// Sets [`ClientConfig::connection`].
    pub fn connection(mut self, config: Config) -> Self {
        self.connection = config;
        self
    }

    /// Sets [`ClientConfig::http2_prior_knowledge`].
    pub fn http2_prior_knowledge(mut self, yes: bool) -> Self {
        self.http2_prior_knowledge = yes;
        self
    }

    /// Trusts the certificates of `pem` (one or more `CERTIFICATE` blocks) as
    /// roots for `wss://` and `https://`, besides the built-in web roots: for
    /// a server with a private CA or a self-signed certificate. An unusable
    /// certificate fails [`connect`](super::connect) with [`RemoteError::Tls`].
    #[cfg(feature = "tls")]
    pub fn add_root_certificate_pem(mut self, pem: impl Into<String>) -> Self {
        self.root_certificates.push(pem.into());
        self
    }

    /// The headers every request of a connection carries: the bearer token and
    /// [`ClientConfig::headers`].
    pub(super) fn request_headers(&self) -> Result<HeaderMap, RemoteError> {
        let mut headers = HeaderMap::new();
        if let Some(token) = &self.bearer_token {
            let value = HeaderValue::from_str(&format!("Bearer {token}")).map_err(|_| {
                RemoteError::Url("the bearer token is not a valid header value".into())
            })?;
            headers.insert(header::AUTHORIZATION, value);
        }
        for (name, value) in &self.headers {
            let name = HeaderName::from_bytes(name.as_bytes())
                .map_err(|_| RemoteError::Url(format!("{name:?} is not a valid header name")))?;
            let value = HeaderValue::from_str(value).map_err(|_| {
                RemoteError::Url(format!("the value of header {name} is not valid"))
            })?;
            headers.append(name, value);
        }
        Ok(headers)
    }
}
