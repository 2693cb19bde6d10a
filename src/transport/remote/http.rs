//! The Streamable HTTP profile of the server.

use std::sync::Arc;

use axum::extract::Request;
use axum::http::StatusCode;
use axum::response::Response;

use super::server::{refuse, Shared};

/// Every request to `/acp` that is not a WebSocket upgrade.
pub(super) async fn handle(_shared: Arc<Shared>, _request: Request) -> Response {
    refuse(
        StatusCode::NOT_IMPLEMENTED,
        "Streamable HTTP is not served yet: connect with WebSocket",
    )
}
