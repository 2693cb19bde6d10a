//! The accept loop: every TCP connection (after its TLS handshake, with TLS)
//! is served by hyper, HTTP/1.1 with upgrades or HTTP/2, on a task of its own,
//! within the server's limits on what a client controls:
//!
//! - a socket with no request in progress (none sent yet, a request head
//!   still arriving, an idle keep-alive connection) is closed once it has
//!   waited [`ServerConfig::header_timeout`]; so is a TLS handshake that takes
//!   longer. Half-sent requests do not hold descriptors for long.
//! - when the process is out of descriptors, the socket that has waited the
//!   longest without a request in progress is closed to make room, so that a
//!   flood of stalled sockets cannot keep new clients out until it times out.
//!
//! [`ServerConfig::header_timeout`]: super::ServerConfig::header_timeout

use std::convert::Infallible;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::Body;
use hyper::body::{Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioExecutor, TokioIo};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{oneshot, watch, Notify};

use super::endpoint::endpoint;
use super::forwarded::TcpPeer;
use super::shared::{OpenSocket, Shared};
use super::waiting::Waiting;

/// How long the accept loop waits after a failed accept before it tries
/// again (the kernel keeps newcomers in the listen backlog meanwhile).
const ACCEPT_RETRY: Duration = Duration::from_millis(10);

/// The TLS settings of a server that serves TLS (feature `tls`).
#[cfg(feature = "tls")]
pub(super) type Tls = Option<tokio_rustls::TlsAcceptor>;
/// Without feature `tls` there is nothing to set.
#[cfg(not(feature = "tls"))]
pub(super) type Tls = Option<Infallible>;

/// Accepts and serves clients on `listener` until `stopped`, then lets the
/// HTTP exchanges in progress end (WebSocket connections end when their
/// clients leave).
pub(super) async fn run(
    listener: TcpListener,
    tls: Tls,
    shared: Arc<Shared>,
    stopped: oneshot::Receiver<()>,
) {
    let (stopping, _) = watch::channel(false);
    tokio::pin!(stopped);
    loop {
        let tcp = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = &mut stopped => break,
        };
        match tcp {
            Ok((tcp, peer)) => {
                let socket = OpenSocket::new(&shared);
                let stop = stopping.subscribe();
                let peer = TcpPeer(peer);
                // Each connection gets a clone of the acceptor; without
                // feature `tls` it is a `Copy` `None`.
                #[cfg_attr(not(feature = "tls"), allow(clippy::clone_on_copy))]
                let tls = tls.clone();
                tokio::spawn(serve_tcp(tcp, peer, tls, shared.clone(), socket, stop));
            }
            Err(err) => {
                tracing::debug!(%err, "accepting a TCP connection failed");
                if out_of_descriptors(&err) {
                    shared.waiting.shed_longest();
                }
                // A connection that went before it was accepted is nothing
                // to wait for.
                if !matches!(
                    err.kind(),
                    std::io::ErrorKind::ConnectionAborted | std::io::ErrorKind::ConnectionReset
                ) {
                    tokio::time::sleep(ACCEPT_RETRY).await;
                }
            }
        }
    }
    drop(listener);
    let _ = stopping.send(true);
    stopping.closed().await;
}

/// Whether a failed accept means the process, or the system, is out of file
/// descriptors.
fn out_of_descriptors(err: &std::io::Error) -> bool {
    #[cfg(unix)]
    return matches!(err.raw_os_error(), Some(libc::EMFILE | libc::ENFILE));
    #[cfg(not(unix))]
    {
        let _ = err;
        false
    }
}

/// One TCP connection: its TLS handshake first, with TLS.
async fn serve_tcp(
    tcp: TcpStream,
    peer: TcpPeer,
    tls: Tls,
    shared: Arc<Shared>,
    socket: Arc<OpenSocket>,
    stop: watch::Receiver<bool>,
) {
    #[cfg(feature = "tls")]
    if let Some(acceptor) = tls {
        let limit = shared.config.header_timeout;
        let place = shared.waiting.enter();
        let handshake = tokio::select! {
            handshake = tokio::time::timeout(limit, acceptor.accept(tcp)) => handshake,
            () = place.shed() => return,
        };
        drop(place);
        match handshake {
            Ok(Ok(io)) => serve_socket(io, peer, shared, socket, stop).await,
            Ok(Err(err)) => tracing::debug!(%err, "TLS handshake failed"),
            Err(_) => tracing::debug!("TLS handshake timed out"),
        }
        return;
    }
    #[cfg(not(feature = "tls"))]
    let _: Option<Infallible> = tls;
    serve_socket(tcp, peer, shared, socket, stop).await
}

/// Serves HTTP on one socket until the client closes it, it waits too long
/// without a request in progress, or the server stops.
async fn serve_socket<I>(
    io: I,
    peer: TcpPeer,
    shared: Arc<Shared>,
    socket: Arc<OpenSocket>,
    mut stop: watch::Receiver<bool>,
) where
    I: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let exchanges = Arc::new(Exchanges::default());
    let service = {
        let (shared, exchanges) = (shared.clone(), exchanges.clone());
        hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            let exchange = exchanges.begin();
            let (shared, socket) = (shared.clone(), socket.clone());
            async move {
                let mut request = request.map(Body::new);
                // A WebSocket keeps the socket past this task.
                request.extensions_mut().insert(socket);
                request.extensions_mut().insert(peer);
                let response = endpoint(shared, request).await;
                let response = response.map(|body| {
                    Body::new(InExchange {
                        body,
                        _exchange: exchange,
                    })
                });
                Ok::<_, Infallible>(response)
            }
        })
    };
    let builder = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
    let conn = builder.serve_connection_with_upgrades(TokioIo::new(io), service);
    tokio::pin!(conn);
    let waited = exchanges.waited(shared.config.header_timeout, &shared.waiting);
    tokio::pin!(waited);
    let mut stopping = false;
    loop {
        tokio::select! {
            served = conn.as_mut() => {
                if let Err(err) = served {
                    tracing::debug!(%err, "serving a socket failed");
                }
                return;
            }
            () = &mut waited => {
                tracing::debug!("no request in progress on a socket for too long: closed");
                return;
            }
            _ = stop.changed(), if !stopping => {
                stopping = true;
                conn.as_mut().graceful_shutdown();
            }
        }
    }
}

/// The HTTP exchanges in progress on one socket: from the request's head to
/// the end (or drop) of its response's body.
#[derive(Default)]
struct Exchanges {
    count: AtomicUsize,
    changed: Notify,
}

/// One exchange in progress.
struct Exchange(Arc<Exchanges>);

impl Exchanges {
    fn begin(self: &Arc<Self>) -> Exchange {
        self.count.fetch_add(1, Ordering::AcqRel);
        self.changed.notify_waiters();
        Exchange(self.clone())
    }

    /// Returns once the socket has had no exchange in progress for `limit`
    /// at a stretch, or the server shed it to make room.
    async fn waited(&self, limit: Duration, waiting: &Waiting) {
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if self.count.load(Ordering::Acquire) > 0 {
                changed.await;
                continue;
            }
            let place = waiting.enter();
            tokio::select! {
                () = tokio::time::sleep(limit) => return,
                () = place.shed() => return,
                () = changed => {}
            }
        }
    }
}

impl Drop for Exchange {
    fn drop(&mut self) {
        self.0.count.fetch_sub(1, Ordering::AcqRel);
        self.0.changed.notify_waiters();
    }
}

/// A response body that keeps its exchange counted until it is done.
struct InExchange {
    body: Body,
    _exchange: Exchange,
}

impl hyper::body::Body for InExchange {
    type Data = <Body as hyper::body::Body>::Data;
    type Error = <Body as hyper::body::Body>::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}
