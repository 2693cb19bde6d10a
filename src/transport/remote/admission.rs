//! Who may use the endpoint, and the refusals of those who may not: the
//! browser origin and bearer token a request must have, the answer to a
//! client that gets no connection slot, and the connection id header every
//! profile returns.

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use super::secrets::same_secret;
use super::slots::NoSlot;
use super::{ServerConfig, CONNECTION_ID_HEADER};

/// The bearer token a request was admitted with: its index in
/// [`ServerConfig::bearer_tokens`], `None` on a server without tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Admitted(pub(super) Option<usize>);

/// Whether a request may go on: its browser origin, if any, is allowed,
/// and it has one of the bearer tokens when they are required.
/// `public_origin` is where clients reach the server, for the refusal.
pub(super) fn admit(
    config: &ServerConfig,
    headers: &HeaderMap,
    public_origin: impl FnOnce() -> Option<String>,
) -> Result<Admitted, Refused> {
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("").trim_end_matches('/');
        let allowed = config.any_origin
            || config
                .allowed_origins
                .iter()
                .any(|o| o.trim_end_matches('/').eq_ignore_ascii_case(origin));
        if !allowed {
            let own = public_origin().is_some_and(|own| own.eq_ignore_ascii_case(origin));
            return Err(Refused::Origin {
                origin: origin.to_owned(),
                own,
            });
        }
    }
    let tokens = &config.bearer_tokens;
    if tokens.is_empty() {
        return Ok(Admitted(None));
    }
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    let Some(given) = given else {
        return Err(Refused::NoToken);
    };
    // Every token is compared, so the time taken does not tell which
    // one came close.
    let given = given.trim().as_bytes();
    let matched = tokens.iter().enumerate().fold(None, |found, (i, token)| {
        found.or(same_secret(given, token.as_bytes()).then_some(i))
    });
    matched.map(|i| Admitted(Some(i))).ok_or(Refused::BadToken)
}

/// Why a request was not admitted.
pub(super) enum Refused {
    /// Its browser origin is not allowed; `own` when it is the origin the
    /// server is reached at.
    Origin { origin: String, own: bool },
    /// It has no bearer token, and one is required.
    NoToken,
    /// Its bearer token is not one of the server's.
    BadToken,
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let why = match self {
            Refused::Origin { origin, own } => {
                // A page of the agent's own origin is refused too unless it is
                // listed: a page of another site that DNS rebinding sent here
                // has the same Host, so the Host cannot vouch for the page.
                let hint = match own {
                    true => {
                        ": this is the origin the agent is served at, and pages from it \
                             are allowed only when the server lists it (allow_origin)"
                    }
                    false => "",
                };
                return refuse(
                    StatusCode::FORBIDDEN,
                    &format!("origin {origin:?} is not allowed to use this agent{hint}"),
                );
            }
            Refused::NoToken => "this agent requires an Authorization: Bearer token",
            Refused::BadToken => "the bearer token is not valid",
        };
        let mut response = refuse(StatusCode::UNAUTHORIZED, why);
        response
            .headers_mut()
            .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        response
    }
}

/// An error response with a plain-text reason.
pub(super) fn refuse(status: StatusCode, why: &str) -> Response {
    (status, format!("{why}\n")).into_response()
}

/// The refusal of a client that got no connection slot: 503 when the server
/// is full, 429 when the client has its maximum.
pub(super) fn no_slot(config: &ServerConfig, no_slot: NoSlot) -> Response {
    let (status, mut why) = match no_slot {
        NoSlot::Full => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "the agent server already has its maximum of {} connections",
                config.max_connections
            ),
        ),
        NoSlot::ClientFull(client) => (
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "client {client} already has its maximum of {} connections to this agent server",
                config.max_connections_per_client.unwrap_or_default()
            ),
        ),
    };
    if let Some(after) = config.reclaim_idle_after {
        why.push_str(&format!(", none of them idle for {after:?}"));
    }
    tracing::debug!("{why}");
    refuse(status, &why)
}

/// The connection id header's value, for responses.
pub(super) fn connection_id_value(id: &str) -> HeaderValue {
    HeaderValue::from_str(id).expect("connection ids are hex and a checked route")
}

/// The header name of [`CONNECTION_ID_HEADER`].
pub(super) fn connection_id_name() -> header::HeaderName {
    header::HeaderName::from_static(CONNECTION_ID_HEADER)
}
