//! The `/acp` endpoint: every request is admitted (origin, bearer token),
//! then served by the profile it belongs to, WebSocket or Streamable HTTP.

use std::sync::Arc;

use axum::extract::Request;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

use super::admission::{admit, refuse};
use super::forwarded;
use super::shared::Shared;
use super::ENDPOINT;

/// Every request: admission first, then the profile it belongs to.
pub(super) async fn endpoint(shared: Arc<Shared>, request: Request) -> Response {
    if request.uri().path() != ENDPOINT {
        return refuse(
            StatusCode::NOT_FOUND,
            &format!("nothing here: the agent is served on {ENDPOINT}"),
        );
    }
    let trusted = &shared.config.trusted_proxies;
    let requester = forwarded::requester(&request, trusted, &shared.warned_forwarding);
    let public_origin = || requester.public_origin(&request, shared.config.tls_enabled());
    let admitted = match admit(&shared.config, request.headers(), public_origin) {
        Ok(admitted) => admitted,
        Err(refused) => {
            tracing::debug!(client = %requester.client, "request refused");
            return refused.into_response();
        }
    };
    let upgrade = request
        .headers()
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    if upgrade {
        #[cfg(feature = "ws")]
        return super::ws::upgrade(shared, request, requester).await;
        #[cfg(not(feature = "ws"))]
        return refuse(
            StatusCode::NOT_IMPLEMENTED,
            "this agent server does not speak WebSocket",
        );
    }
    #[cfg(feature = "http")]
    return super::http::handle(shared, request, admitted, requester).await;
    #[cfg(not(feature = "http"))]
    {
        let _ = (request, admitted, requester);
        refuse(
            StatusCode::NOT_IMPLEMENTED,
            "this agent server speaks WebSocket only: connect with a GET and Upgrade: websocket",
        )
    }
}
