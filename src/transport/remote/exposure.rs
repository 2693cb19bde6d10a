//! Who can reach a server, checked before it starts: a server reachable from
//! other machines without a bearer token is refused unless its caller opted
//! in, and what an operator should know about its settings is returned as
//! warnings (a library cannot count on a tracing subscriber to show them).

use std::net::{IpAddr, SocketAddr};

use super::{IpRange, ServerConfig};

/// Something about a running server's settings that its operator should know,
/// from [`Server::warnings`](super::Server::warnings). Binaries print these;
/// the server also logs them with `tracing` at warn level.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ServerWarning {
    /// Reachable from other machines without a bearer token: anyone who can
    /// reach the address can drive the agent. Only possible with
    /// [`ServerConfig::allow_public_without_token`].
    PublicWithoutToken {
        /// The address the server listens on.
        addr: SocketAddr,
    },
    /// Reachable from other machines with a bearer token but without TLS: the
    /// token and every message cross the network readable by anyone on the
    /// path.
    TokenWithoutTls {
        /// The address the server listens on.
        addr: SocketAddr,
    },
    /// Any browser origin is allowed and there is no bearer token: any web
    /// page open in a browser that can reach the server can drive the agent.
    AnyOriginWithoutToken,
    /// A [trusted proxy](super::ServerConfig::trust_proxy) range holds every
    /// address (`0.0.0.0/0`, `::/0`): any client can name itself anyone in
    /// `X-Forwarded-For`, and the per-client limit does not hold.
    TrustsEveryPeer {
        /// The range.
        range: IpRange,
    },
}

impl std::fmt::Display for ServerWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServerWarning::PublicWithoutToken { addr } => write!(
                f,
                "the agent server on {addr} is reachable from other machines without a bearer \
                 token: anyone who can reach it can drive the agent"
            ),
            ServerWarning::TokenWithoutTls { addr } => write!(
                f,
                "the agent server on {addr} is reachable from other machines without TLS: its \
                 bearer token and messages can be read on the network"
            ),
            ServerWarning::AnyOriginWithoutToken => write!(
                f,
                "the agent server allows any browser origin without a bearer token: any web page \
                 opened in a browser that reaches it can drive the agent"
            ),
            ServerWarning::TrustsEveryPeer { range } => write!(
                f,
                "the agent server trusts the forwarding headers of every peer ({range}): any \
                 client can claim any address; trust only the reverse proxy's address"
            ),
        }
    }
}

/// Why [`serve`](super::serve) refused to start: its address can be reached
/// from other machines and there is no bearer token. The error `serve` returns
/// (of kind `PermissionDenied`, which a failed bind can be too) carries it:
/// `error.get_ref().is_some_and(|e| e.is::<PublicWithoutToken>())`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicWithoutToken {
    /// The address it was asked to serve on.
    pub addr: SocketAddr,
}

impl std::fmt::Display for PublicWithoutToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "refusing to serve the agent on {} without a bearer token: that address is \
             reachable from other machines, and anyone who reaches it could drive the agent; \
             set ServerConfig::bearer_token (remote::generate_token makes one), bind a \
             loopback address such as 127.0.0.1, or opt in with \
             ServerConfig::allow_public_without_token",
            self.addr
        )
    }
}

impl std::error::Error for PublicWithoutToken {}

/// Whether an address can be reached only from this machine.
fn loopback(ip: IpAddr) -> bool {
    ip.to_canonical().is_loopback()
}

/// Checks that `config` may serve on `config.bind`, before anything is bound:
/// an address other machines can reach needs a bearer token, or the explicit
/// opt-in. Returns the warnings for a server that may start.
pub(super) fn check(config: &ServerConfig) -> std::io::Result<Vec<ServerWarning>> {
    let addr = config.bind;
    let public = !loopback(addr.ip());
    let tokens = !config.bearer_tokens.is_empty();
    let mut warnings = Vec::new();
    if public && !tokens {
        if !config.public_without_token {
            return Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                PublicWithoutToken { addr },
            ));
        }
        warnings.push(ServerWarning::PublicWithoutToken { addr });
    }
    if public && tokens && !config.tls_enabled() {
        warnings.push(ServerWarning::TokenWithoutTls { addr });
    }
    if config.any_origin && !tokens {
        warnings.push(ServerWarning::AnyOriginWithoutToken);
    }
    for &range in &config.trusted_proxies {
        if range.prefix_len() == 0 {
            warnings.push(ServerWarning::TrustsEveryPeer { range });
        }
    }
    for warning in &warnings {
        tracing::warn!("{warning}");
    }
    Ok(warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(addr: &str) -> ServerConfig {
        ServerConfig::default().bind(addr.parse().unwrap())
    }

    #[test]
    fn loopback_needs_nothing() {
        for addr in [
            "127.0.0.1:0",
            "127.3.2.1:80",
            "[::1]:0",
            "[::ffff:127.0.0.1]:0",
        ] {
            assert_eq!(check(&at(addr)).unwrap(), vec![], "{addr}");
        }
    }

    #[test]
    fn public_without_token_is_refused_and_says_why() {
        for addr in ["0.0.0.0:0", "[::]:0", "192.168.1.5:8080"] {
            let refused = check(&at(addr)).unwrap_err();
            assert_eq!(refused.kind(), std::io::ErrorKind::PermissionDenied);
            assert!(refused
                .get_ref()
                .is_some_and(|e| e.is::<PublicWithoutToken>()));
            let why = refused.to_string();
            assert!(why.contains("without a bearer token"), "{why}");
            assert!(why.contains("allow_public_without_token"), "{why}");
        }
    }

    #[test]
    fn opting_in_or_a_token_starts_with_warnings() {
        let addr: SocketAddr = "0.0.0.0:0".parse().unwrap();
        assert_eq!(
            check(&at("0.0.0.0:0").allow_public_without_token()).unwrap(),
            vec![ServerWarning::PublicWithoutToken { addr }]
        );
        assert_eq!(
            check(&at("0.0.0.0:0").bearer_token("t")).unwrap(),
            vec![ServerWarning::TokenWithoutTls { addr }]
        );
        assert_eq!(
            check(&at("127.0.0.1:0").allow_any_origin()).unwrap(),
            vec![ServerWarning::AnyOriginWithoutToken]
        );
        let everyone: IpRange = "0.0.0.0/0".parse().unwrap();
        let proxies = at("127.0.0.1:0")
            .trust_proxy("10.0.0.0/8".parse().unwrap())
            .trust_proxy(everyone);
        assert_eq!(
            check(&proxies).unwrap(),
            vec![ServerWarning::TrustsEveryPeer { range: everyone }]
        );
        let warning = ServerWarning::PublicWithoutToken { addr }.to_string();
        assert!(warning.contains("0.0.0.0:0"), "{warning}");
    }
}
