//! The response that carries an event stream, made to pass through the
//! reverse proxies agents are deployed behind:
//!
//! - a comment line right away: nginx holds a response's headers back until
//!   its first bytes of body (buffered or not, over HTTP/1.1 and HTTP/2), and
//!   a client waits for its stream's headers before it sends what the stream
//!   will answer (a session's stream, before the prompt);
//! - `X-Accel-Buffering: no` makes nginx pass this one response at the
//!   client's pace: with its default `proxy_buffering on` it reads the stream
//!   as fast as the agent writes and spools what the client does not take to
//!   disk (up to 1 GiB a response), where the agent should wait instead;
//! - `Cache-Control: no-cache, no-transform` keeps caches from storing it and
//!   proxies from compressing or rewriting it (a compressor buffers too);
//! - a comment line every [`ServerConfig::ping_interval`] while the agent
//!   sends nothing, so an idle stream is not cut by a proxy's read timeout
//!   (nginx's `proxy_read_timeout` is 60 s by default) and a client that went
//!   away is noticed.
//!
//! [`ServerConfig::ping_interval`]: super::ServerConfig::ping_interval

use std::convert::Infallible;
use std::time::Duration;

use axum::http::{header, HeaderName, HeaderValue};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;

use super::events::EventReceiver;

/// The header nginx reads to pass one response through unbuffered.
const ACCEL_BUFFERING: HeaderName = HeaderName::from_static("x-accel-buffering");

/// The event stream of `events`, one message per event, with a comment every
/// `ping_interval` of silence (none when `None`).
pub(super) fn event_stream(events: EventReceiver, ping_interval: Option<Duration>) -> Response {
    let opened = futures_util::stream::once(async { Event::default().comment("open") });
    let messages = futures_util::stream::unfold(events, |mut events| async move {
        let line = events.recv().await?;
        Some((Event::default().data(line), events))
    });
    let stream = opened.chain(messages).map(Ok::<_, Infallible>);
    let sse = Sse::new(stream);
    let mut response = match ping_interval {
        Some(every) => sse
            .keep_alive(KeepAlive::new().interval(every))
            .into_response(),
        None => sse.into_response(),
    };
    let headers = response.headers_mut();
    headers.insert(ACCEL_BUFFERING, HeaderValue::from_static("no"));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("no-cache, no-transform"),
    );
    response
}
