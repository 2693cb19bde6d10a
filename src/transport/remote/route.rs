//! Which of several servers behind one proxy made a connection. A server with
//! a [`ServerConfig::route`](super::ServerConfig::route) ends its connection
//! ids in `.NAME`, so that a proxy can send each Streamable HTTP request to the
//! server that knows its connection (every request is a new HTTP exchange,
//! which a proxy balancing load would otherwise send anywhere). WebSocket
//! needs nothing of the kind: a connection is one TCP connection, which the
//! proxy keeps on one server.

use super::secrets::new_connection_id;

/// The longest route name.
const MAX_LEN: usize = 32;

/// Why [`serve`](super::serve) refused a [`ServerConfig::route`](super::ServerConfig::route):
/// it must be 1 to 32 ASCII letters, digits, `-` or `_`, as it ends every
/// connection id (an HTTP header value that proxies match on). The error
/// `serve` returns (of kind `InvalidInput`) carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidRoute {
    /// The name that was given.
    pub route: String,
}

impl std::fmt::Display for InvalidRoute {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the route name {:?} cannot end a connection id: use 1 to {MAX_LEN} ASCII letters, \
             digits, '-' or '_'",
            self.route
        )
    }
}

impl std::error::Error for InvalidRoute {}

/// Checks a server's route name before it starts.
pub(super) fn check(route: Option<&str>) -> std::io::Result<()> {
    let Some(route) = route else { return Ok(()) };
    let allowed = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_';
    if route.is_empty() || route.len() > MAX_LEN || !route.bytes().all(allowed) {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            InvalidRoute {
                route: route.to_owned(),
            },
        ));
    }
    Ok(())
}

/// A new connection id: 128 random bits, then `.ROUTE` when there is a route.
pub(super) fn connection_id(route: Option<&str>) -> std::io::Result<String> {
    let id = new_connection_id()?;
    Ok(match route {
        Some(route) => format!("{id}.{route}"),
        None => id,
    })
}

#[cfg(feature = "http")]
/// Why a request names a connection this server does not have: it ended or
/// never existed, or (when its id ends in another route) another server made
/// it and the proxy sent the request to the wrong one.
pub(super) fn unknown_connection(id: &str, route: Option<&str>) -> String {
    let made_by = id.rsplit_once('.').map(|(_, made_by)| made_by);
    match made_by {
        Some(made_by) if Some(made_by) != route => format!(
            "no connection {id:?} here: its id ends in the route {made_by:?}, and this agent \
             server's route is {}; the proxy in front must send each request to the server \
             its acp-connection-id header ends in",
            route.map_or("not set".to_owned(), |r| format!("{r:?}"))
        ),
        _ => format!("no connection {id:?}: it ended or never existed"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_end_connection_ids() {
        let id = connection_id(Some("agent-1")).unwrap();
        let (random, route) = id.split_once('.').unwrap();
        assert_eq!(route, "agent-1");
        assert_eq!(random.len(), 32);
        assert!(!connection_id(None).unwrap().contains('.'));
    }

    #[test]
    fn only_header_safe_routes_are_taken() {
        for good in ["a", "agent-1", "eu_west_2", &"x".repeat(MAX_LEN)] {
            check(Some(good)).unwrap();
        }
        for bad in ["", "a.b", "a b", "é", "a/b", &"x".repeat(MAX_LEN + 1)] {
            let err = check(Some(bad)).unwrap_err();
            assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
            assert!(err.get_ref().is_some_and(|e| e.is::<InvalidRoute>()));
            assert!(err.to_string().contains("ASCII letters"), "{err}");
        }
    }

    #[test]
    fn a_misrouted_request_says_where_it_belongs() {
        let why = unknown_connection("abc.agent-2", Some("agent-1"));
        assert!(why.contains(r#"route "agent-2""#), "{why}");
        assert!(why.contains(r#"route is "agent-1""#), "{why}");
        let why = unknown_connection("abc.agent-2", None);
        assert!(why.contains("not set"), "{why}");
        let why = unknown_connection("abc.agent-1", Some("agent-1"));
        assert!(why.contains("ended or never existed"), "{why}");
        let why = unknown_connection("abc", Some("agent-1"));
        assert!(why.contains("ended or never existed"), "{why}");
    }
}
