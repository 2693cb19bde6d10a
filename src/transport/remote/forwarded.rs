//! Who sent a request that came through a reverse proxy the server trusts.
//!
//! Behind a proxy every request's TCP peer is the proxy. The proxy says who its
//! client was in `X-Forwarded-For` (with `X-Forwarded-Proto` and
//! `X-Forwarded-Host`) or in `Forwarded` (RFC 7239), and the server believes
//! those headers only when the peer is one of
//! [`ServerConfig::trusted_proxies`](super::ServerConfig::trusted_proxies):
//! anyone else can write them too.
//!
//! Proxies append: the rightmost entry of the list was written by the proxy
//! nearest to the server, the entries left of it by the hops before, and
//! whatever the client itself sent is further left still. So the list is read
//! from the right, passing over trusted proxies; the first address that is not
//! one is the client. An entry that is not an address (`unknown`, an
//! obfuscated name, garbage) ends the walk where it is, since nothing left of
//! it can be believed; so does the [`MAX_HOPS`]th entry.
//!
//! A request with any `X-Forwarded-*` header is read from those, and its
//! `Forwarded` header is ignored: most proxies (nginx and Caddy among them)
//! write the former and pass a client's `Forwarded` through untouched. Without
//! them, `Forwarded` is read.

use std::collections::VecDeque;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};

use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue};

use super::ip_range::IpRange;

/// The most proxy hops read from the right of a forwarding header; a longer
/// chain of trusted proxies ends at its [`MAX_HOPS`]th.
pub(super) const MAX_HOPS: usize = 32;

/// The TCP peer of a request, put in its extensions by the accept loop.
#[derive(Debug, Clone, Copy)]
pub(super) struct TcpPeer(pub(super) SocketAddr);

/// Who sent a request, as far as the server believes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Requester {
    /// The client's address: the TCP peer's, or when that is a trusted proxy,
    /// the address it forwarded.
    pub(super) client: IpAddr,
    /// The trusted proxy the request came through, when its forwarding
    /// headers were read.
    pub(super) proxy: Option<IpAddr>,
    /// The scheme the client used (`http` or `https`), when a trusted proxy
    /// said.
    pub(super) scheme: Option<String>,
    /// The host the client asked for, when a trusted proxy said.
    pub(super) host: Option<String>,
}

/// Who sent `request`: its TCP peer, or the client a proxy in `trusted`
/// forwarded it for. The first time a peer not trusted sends forwarding
/// headers (`warned` is false), the operator is told that they are ignored.
pub(super) fn requester(request: &Request, trusted: &[IpRange], warned: &AtomicBool) -> Requester {
    let peer = request
        .extensions()
        .get::<TcpPeer>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |peer| peer.0.ip());
    let headers = request.headers();
    let requester = resolve(peer, headers, trusted);
    if requester.proxy.is_none()
        && has_forwarding_headers(headers)
        && !warned.swap(true, Ordering::Relaxed)
    {
        tracing::warn!(
            %peer,
            "a request from {peer} has forwarding headers (X-Forwarded-For, Forwarded), but \
             {peer} is not a trusted proxy: they are ignored, and every client behind it \
             counts as {peer} (list the proxy with ServerConfig::trust_proxy)"
        );
    }
    requester
}

impl Requester {
    /// The origin the client sent `request` to, `scheme://host`: as a
    /// trusted proxy forwarded it, or as the request shows it (on a server
    /// serving TLS when `tls`).
    pub(super) fn public_origin(&self, request: &Request, tls: bool) -> Option<String> {
        let scheme = match &self.scheme {
            Some(scheme) => scheme.as_str(),
            None if tls => "https",
            None => "http",
        };
        let host = match &self.host {
            Some(host) => host.clone(),
            None => request
                .headers()
                .get(header::HOST)
                .and_then(|v| v.to_str().ok())
                .or_else(|| request.uri().authority().map(|a| a.as_str()))?
                .to_ascii_lowercase(),
        };
        Some(format!("{scheme}://{host}"))
    }

    /// The span of a connection of this requester's.
    pub(super) fn span(&self, transport: &'static str, connection: &str) -> tracing::Span {
        tracing::debug_span!(
            "acp.remote",
            transport,
            connection,
            client = %self.client,
            via = self.proxy.map(tracing::field::display),
        )
    }
}

/// Who sent a request from `peer` with `headers`, believing the forwarding
/// headers only when `peer` is in `trusted`.
pub(super) fn resolve(peer: IpAddr, headers: &HeaderMap, trusted: &[IpRange]) -> Requester {
    let peer = peer.to_canonical();
    let mut found = Requester {
        client: peer,
        proxy: None,
        scheme: None,
        host: None,
    };
    let is_trusted = |addr: IpAddr| trusted.iter().any(|range| range.contains(addr));
    if !is_trusted(peer) {
        return found;
    }
    let hops = if X_HEADERS.iter().any(|name| headers.contains_key(*name)) {
        x_forwarded_hops(headers)
    } else {
        forwarded_hops(headers)
    };
    found.proxy = Some(peer);
    // The nearest proxy's word on the scheme and host, until a hop further
    // out says otherwise.
    if let Some(nearest) = hops.first() {
        found.scheme = nearest.scheme.clone();
        found.host = nearest.host.clone();
    }
    for hop in hops {
        let Some(addr) = hop.addr else { break };
        let addr = addr.to_canonical();
        found.client = addr;
        if hop.scheme.is_some() {
            found.scheme = hop.scheme;
        }
        if hop.host.is_some() {
            found.host = hop.host;
        }
        if !is_trusted(addr) {
            break;
        }
    }
    found
}

/// Whether `headers` has any forwarding header.
pub(super) fn has_forwarding_headers(headers: &HeaderMap) -> bool {
    headers.contains_key(header::FORWARDED)
        || X_HEADERS.iter().any(|name| headers.contains_key(*name))
}

/// What one proxy hop says about the request it received.
#[derive(Debug, Default, PartialEq, Eq)]
struct Hop {
    /// Who sent it; `None` when the entry is not an address.
    addr: Option<IpAddr>,
    scheme: Option<String>,
    host: Option<String>,
}

const X_FORWARDED_FOR: &str = "x-forwarded-for";
const X_FORWARDED_PROTO: &str = "x-forwarded-proto";
const X_FORWARDED_HOST: &str = "x-forwarded-host";
const X_HEADERS: [&str; 3] = [X_FORWARDED_FOR, X_FORWARDED_PROTO, X_FORWARDED_HOST];

/// The entries of a comma-separated header (all its lines, in order), from
/// the right, at most [`MAX_HOPS`], and how many there are in all. A line that
/// is not visible ASCII is one entry that says nothing.
fn list_from_right<'h>(headers: &'h HeaderMap, name: &str) -> (Vec<Option<&'h str>>, usize) {
    let mut entries = Vec::new();
    let mut total = 0;
    for line in headers.get_all(name).iter().rev() {
        let parts: Box<dyn Iterator<Item = Option<&str>>> = match line.to_str() {
            Ok(text) => Box::new(text.rsplit(',').map(|part| Some(part.trim()))),
            Err(_) => Box::new(std::iter::once(None)),
        };
        for part in parts {
            total += 1;
            if entries.len() < MAX_HOPS {
                entries.push(part);
            }
        }
    }
    (entries, total)
}

/// The hops of `X-Forwarded-For`, from the right. `X-Forwarded-Proto` and
/// `X-Forwarded-Host` entries go with the hop at the same place when they
/// have as many entries; otherwise their rightmost entry (the nearest proxy's)
/// goes with every hop.
fn x_forwarded_hops(headers: &HeaderMap) -> Vec<Hop> {
    let (addrs, total) = list_from_right(headers, X_FORWARDED_FOR);
    let (schemes, schemes_total) = list_from_right(headers, X_FORWARDED_PROTO);
    let (hosts, hosts_total) = list_from_right(headers, X_FORWARDED_HOST);
    fn along<'h>(
        entries: &[Option<&'h str>],
        entries_total: usize,
        total: usize,
        i: usize,
    ) -> Option<&'h str> {
        let at = if entries_total == total { i } else { 0 };
        entries.get(at).copied().flatten()
    }
    // Without X-Forwarded-For, one hop of what the others say.
    let count = addrs.len().max(1);
    (0..count)
        .map(|i| Hop {
            addr: addrs.get(i).copied().flatten().and_then(node_addr),
            scheme: along(&schemes, schemes_total, total, i).and_then(scheme),
            host: along(&hosts, hosts_total, total, i).and_then(host),
        })
        .collect()
}

/// The hops of `Forwarded` (RFC 7239: `for=`, `proto=`, `host=` of each
/// element), from the right.
fn forwarded_hops(headers: &HeaderMap) -> Vec<Hop> {
    let mut last = VecDeque::with_capacity(MAX_HOPS);
    for line in headers.get_all(header::FORWARDED) {
        for element in forwarded_elements(line) {
            if last.len() == MAX_HOPS {
                last.pop_front();
            }
            last.push_back(element);
        }
    }
    last.into_iter().rev().collect()
}

/// The elements of one `Forwarded` line, left to right. A line that does not
/// parse is one element that says nothing.
fn forwarded_elements(line: &HeaderValue) -> Vec<Hop> {
    let Ok(text) = line.to_str() else {
        return vec![Hop::default()];
    };
    let Some(elements) = split_outside_quotes(text, ',') else {
        return vec![Hop::default()];
    };
    elements.into_iter().map(forwarded_element).collect()
}

/// One element: `pair;pair;...`, each `key=value` with the value a token or a
/// quoted string. A pair that does not parse makes the element say nothing.
fn forwarded_element(element: &str) -> Hop {
    let mut hop = Hop::default();
    let Some(pairs) = split_outside_quotes(element, ';') else {
        return Hop::default();
    };
    for pair in pairs {
        let pair = pair.trim();
        if pair.is_empty() {
            continue;
        }
        let Some((key, value)) = pair.split_once('=') else {
            return Hop::default();
        };
        let Some(value) = unquote(value.trim()) else {
            return Hop::default();
        };
        match key.trim().to_ascii_lowercase().as_str() {
            "for" => hop.addr = node_addr(&value),
            "proto" => hop.scheme = scheme(&value),
            "host" => hop.host = host(&value),
            _ => {}
        }
    }
    hop
}

/// `text` split at `separator` where it is not inside a quoted string;
/// `None` when a quoted string is not closed.
fn split_outside_quotes(text: &str, separator: char) -> Option<Vec<&str>> {
    let mut parts = Vec::new();
    let (mut start, mut quoted, mut escaped) = (0, false, false);
    for (at, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            c if c == separator && !quoted => {
                parts.push(&text[start..at]);
                start = at + c.len_utf8();
            }
            _ => {}
        }
    }
    if quoted {
        return None;
    }
    parts.push(&text[start..]);
    Some(parts)
}

/// A token, or a quoted string with its escapes undone; `None` for a quoted
/// string that is not well-formed.
fn unquote(value: &str) -> Option<String> {
    let Some(inner) = value.strip_prefix('"') else {
        return Some(value.to_owned());
    };
    let inner = inner.strip_suffix('"')?;
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push(chars.next()?),
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(out)
}

/// The address of a node as proxies write it: `192.0.2.7`, `192.0.2.7:4711`,
/// `2001:db8::1`, `[2001:db8::1]`, `[2001:db8::1]:4711`. `unknown`,
/// obfuscated names (`_hidden`) and anything else are no address.
fn node_addr(node: &str) -> Option<IpAddr> {
    let node = node.trim();
    if let Some(rest) = node.strip_prefix('[') {
        let (addr, after) = rest.split_once(']')?;
        if !(after.is_empty() || after.strip_prefix(':').is_some_and(port)) {
            return None;
        }
        return addr.parse::<Ipv6Addr>().ok().map(IpAddr::V6);
    }
    if let Ok(v6) = node.parse::<Ipv6Addr>() {
        return Some(IpAddr::V6(v6));
    }
    let (addr, after) = match node.split_once(':') {
        Some((addr, after)) => (addr, Some(after)),
        None => (node, None),
    };
    if after.is_some_and(|after| !port(after)) {
        return None;
    }
    addr.parse::<Ipv4Addr>().ok().map(IpAddr::V4)
}

/// A port as a node gives it: digits, or an obfuscated `_name`.
fn port(text: &str) -> bool {
    let digits = !text.is_empty() && text.len() <= 5 && text.bytes().all(|b| b.is_ascii_digit());
    digits || text.starts_with('_')
}

/// `http` or `https`, whatever its case.
fn scheme(text: &str) -> Option<String> {
    let text = text.trim().to_ascii_lowercase();
    matches!(text.as_str(), "http" | "https").then_some(text)
}

/// A host as a `Host` header has it (a name or an address, maybe a port), at
/// most 255 characters.
fn host(text: &str) -> Option<String> {
    let text = text.trim();
    let allowed = |b: u8| b.is_ascii_alphanumeric() || b"-._:[]".contains(&b);
    (!text.is_empty() && text.len() <= 255 && text.bytes().all(allowed))
        .then(|| text.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn trusted(ranges: &[&str]) -> Vec<IpRange> {
        ranges.iter().map(|r| r.parse().unwrap()).collect()
    }

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            let name = axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap();
            map.append(name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    /// The client of a request from `peer` with `pairs`, the proxy at
    /// 10.0.0.2 and the 10.1.0.0/16 network trusted.
    fn client(peer: &str, pairs: &[(&str, &str)]) -> IpAddr {
        resolve(
            ip(peer),
            &headers(pairs),
            &trusted(&["10.0.0.2", "10.1.0.0/16"]),
        )
        .client
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_says() {
        let spoofed = [
            ("x-forwarded-for", "6.6.6.6"),
            ("x-forwarded-proto", "https"),
            ("x-forwarded-host", "agent.example"),
            ("forwarded", "for=7.7.7.7;proto=https"),
        ];
        let found = resolve(
            ip("203.0.113.5"),
            &headers(&spoofed),
            &trusted(&["10.0.0.2"]),
        );
        assert_eq!(
            found,
            Requester {
                client: ip("203.0.113.5"),
                proxy: None,
                scheme: None,
                host: None
            }
        );
        assert_eq!(
            resolve(ip("10.0.0.2"), &headers(&spoofed), &[]).client,
            ip("10.0.0.2")
        );
    }

    #[test]
    fn a_trusted_proxy_names_the_client() {
        let found = resolve(
            ip("10.0.0.2"),
            &headers(&[
                ("x-forwarded-for", "203.0.113.5"),
                ("x-forwarded-proto", "HTTPS"),
                ("x-forwarded-host", "Agent.Example:8443"),
            ]),
            &trusted(&["10.0.0.2"]),
        );
        assert_eq!(
            found,
            Requester {
                client: ip("203.0.113.5"),
                proxy: Some(ip("10.0.0.2")),
                scheme: Some("https".into()),
                host: Some("agent.example:8443".into())
            }
        );
        // A trusted proxy that forwards nothing is the client.
        assert_eq!(client("10.0.0.2", &[]), ip("10.0.0.2"));
    }

    #[test]
    fn what_the_client_wrote_before_the_proxy_appended_is_ignored() {
        // nginx's $proxy_add_x_forwarded_for: the client's header, then its address.
        let appended = [("x-forwarded-for", "6.6.6.6, 10.1.2.3, 203.0.113.5")];
        assert_eq!(client("10.0.0.2", &appended), ip("203.0.113.5"));
        // The same list over several header lines.
        let lines = [
            ("x-forwarded-for", "6.6.6.6"),
            ("x-forwarded-for", "203.0.113.5"),
        ];
        assert_eq!(client("10.0.0.2", &lines), ip("203.0.113.5"));
        // Trusted hops are passed over: a CDN in 10.1/16 in front of the proxy.
        let chain = [("x-forwarded-for", "6.6.6.6, 198.51.100.9, 10.1.7.7")];
        assert_eq!(client("10.0.0.2", &chain), ip("198.51.100.9"));
        // Every hop trusted: the leftmost.
        let all = [("x-forwarded-for", "10.1.0.1, 10.1.0.2")];
        assert_eq!(client("10.0.0.2", &all), ip("10.1.0.1"));
    }

    #[test]
    fn garbage_ends_the_walk() {
        for garbage in [
            "unknown",
            "_hidden",
            "",
            "not an address",
            "1.2.3.4.5",
            "[::1",
        ] {
            let pairs = [("x-forwarded-for", format!("6.6.6.6, {garbage}"))];
            let pairs: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (*n, v.as_str())).collect();
            assert_eq!(client("10.0.0.2", &pairs), ip("10.0.0.2"), "{garbage:?}");
            // Behind a trusted hop, the walk stops at that hop.
            let pairs = [("x-forwarded-for", format!("6.6.6.6, {garbage}, 10.1.0.9"))];
            let pairs: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (*n, v.as_str())).collect();
            assert_eq!(client("10.0.0.2", &pairs), ip("10.1.0.9"), "{garbage:?}");
        }
        let mut map = HeaderMap::new();
        map.append(
            X_FORWARDED_FOR,
            HeaderValue::from_bytes(b"6.6.6.6, \xff").unwrap(),
        );
        let found = resolve(ip("10.0.0.2"), &map, &trusted(&["10.0.0.2"]));
        assert_eq!(found.client, ip("10.0.0.2"));
    }

    #[test]
    fn addresses_as_proxies_write_them() {
        for (node, addr) in [
            ("203.0.113.5", "203.0.113.5"),
            ("203.0.113.5:4711", "203.0.113.5"),
            ("2001:db8::1", "2001:db8::1"),
            ("[2001:db8::1]", "2001:db8::1"),
            ("[2001:db8::1]:4711", "2001:db8::1"),
            ("[2001:db8::1]:_port", "2001:db8::1"),
            ("::ffff:203.0.113.5", "::ffff:203.0.113.5"),
        ] {
            assert_eq!(node_addr(node), Some(ip(addr)), "{node}");
        }
        for node in [
            "unknown",
            "_hidden",
            "203.0.113.5:",
            "203.0.113.5:99999999",
            "203.0.113.5:x",
            "[2001:db8::1]x",
            "[2001:db8::1]:",
            "[203.0.113.5]",
            "2001:db8::1:4711:1:2:3:4:5",
            "localhost",
        ] {
            assert_eq!(node_addr(node), None, "{node}");
        }
    }

    #[test]
    fn forwarded_elements_as_rfc_7239_writes_them() {
        let pairs = [(
            "forwarded",
            r#"for=6.6.6.6, for="[2001:db8:cafe::17]:4711";proto=https;host="agent.example", for=10.1.0.3;by=10.0.0.2"#,
        )];
        let found = resolve(
            ip("10.0.0.2"),
            &headers(&pairs),
            &trusted(&["10.0.0.2", "10.1.0.0/16"]),
        );
        assert_eq!(found.client, ip("2001:db8:cafe::17"));
        assert_eq!(found.scheme.as_deref(), Some("https"));
        assert_eq!(found.host.as_deref(), Some("agent.example"));
        // Keys in any case, quoted commas and semicolons, escapes, empty pairs.
        let pairs = [(
            "Forwarded",
            r#"For="6.6.6.6"; by="a,b;c", FOR="203.0.113.\5";;Proto=HTTP"#,
        )];
        let found = resolve(ip("10.0.0.2"), &headers(&pairs), &trusted(&["10.0.0.2"]));
        assert_eq!(found.client, ip("203.0.113.5"));
        assert_eq!(found.scheme.as_deref(), Some("http"));
    }

    #[test]
    fn malformed_forwarded_says_nothing() {
        for line in [
            r#"for="203.0.113.5"#,
            r#"for=203.0.113.5;proto"#,
            r#"for="203.0.113.5"x"#,
            r#"for="a"b"c""#,
            "for=unknown",
            "proto=https",
        ] {
            let found = resolve(
                ip("10.0.0.2"),
                &headers(&[("forwarded", line)]),
                &trusted(&["10.0.0.2"]),
            );
            assert_eq!(found.client, ip("10.0.0.2"), "{line}");
        }
        // A proxy that says only the scheme is believed on that.
        let found = resolve(
            ip("10.0.0.2"),
            &headers(&[("forwarded", "proto=https;host=agent.example")]),
            &trusted(&["10.0.0.2"]),
        );
        assert_eq!(found.scheme.as_deref(), Some("https"));
        assert_eq!(found.host.as_deref(), Some("agent.example"));
    }

    #[test]
    fn x_forwarded_headers_win_over_forwarded() {
        // nginx sets X-Forwarded-For and passes the client's Forwarded through.
        let pairs = [
            ("forwarded", "for=6.6.6.6;proto=https"),
            ("x-forwarded-for", "203.0.113.5"),
        ];
        let found = resolve(ip("10.0.0.2"), &headers(&pairs), &trusted(&["10.0.0.2"]));
        assert_eq!(found.client, ip("203.0.113.5"));
        assert_eq!(found.scheme, None);
        // Even X-Forwarded-Proto alone makes Forwarded unread.
        let pairs = [("forwarded", "for=6.6.6.6"), ("x-forwarded-proto", "https")];
        let found = resolve(ip("10.0.0.2"), &headers(&pairs), &trusted(&["10.0.0.2"]));
        assert_eq!(found.client, ip("10.0.0.2"));
        assert_eq!(found.scheme.as_deref(), Some("https"));
    }

    #[test]
    fn schemes_and_hosts_go_with_their_hop() {
        let pairs = [
            ("x-forwarded-for", "203.0.113.5, 10.1.0.3"),
            ("x-forwarded-proto", "https, http"),
            ("x-forwarded-host", "agent.example, inner.example"),
        ];
        let found = resolve(
            ip("10.0.0.2"),
            &headers(&pairs),
            &trusted(&["10.0.0.2", "10.1.0.0/16"]),
        );
        assert_eq!(found.scheme.as_deref(), Some("https"));
        assert_eq!(found.host.as_deref(), Some("agent.example"));
        // One value for a longer chain: the nearest proxy's.
        let pairs = [
            ("x-forwarded-for", "203.0.113.5, 10.1.0.3"),
            ("x-forwarded-proto", "https"),
        ];
        let found = resolve(
            ip("10.0.0.2"),
            &headers(&pairs),
            &trusted(&["10.0.0.2", "10.1.0.0/16"]),
        );
        assert_eq!(found.scheme.as_deref(), Some("https"));
        // Schemes other than http(s) and hosts that are not hosts are not believed.
        let pairs = [
            ("x-forwarded-for", "203.0.113.5"),
            ("x-forwarded-proto", "javascript"),
            ("x-forwarded-host", "evil.example/path?x"),
        ];
        let found = resolve(ip("10.0.0.2"), &headers(&pairs), &trusted(&["10.0.0.2"]));
        assert_eq!((found.scheme, found.host), (None, None));
    }

    #[test]
    fn long_chains_are_read_only_so_far() {
        // Thousands of trusted hops: the walk ends MAX_HOPS from the right,
        // still at a trusted address, never at the client's spoofed left end.
        let mut list = vec!["6.6.6.6".to_owned()];
        list.extend((0..5000).map(|i| format!("10.1.{}.{}", i / 250, i % 250)));
        let pairs = [("x-forwarded-for", list.join(", "))];
        let pairs: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (*n, v.as_str())).collect();
        let found = client("10.0.0.2", &pairs);
        assert!(trusted(&["10.1.0.0/16"])[0].contains(found), "{found}");
        let forwarded: Vec<String> = list.iter().map(|a| format!("for={a}")).collect();
        let pairs = [("forwarded", forwarded.join(", "))];
        let pairs: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (*n, v.as_str())).collect();
        let found = client("10.0.0.2", &pairs);
        assert!(trusted(&["10.1.0.0/16"])[0].contains(found), "{found}");
    }

    #[test]
    fn mapped_peers_are_matched_as_ipv4() {
        let found = resolve(
            ip("::ffff:10.0.0.2"),
            &headers(&[("x-forwarded-for", "203.0.113.5")]),
            &trusted(&["10.0.0.2"]),
        );
        assert_eq!(found.client, ip("203.0.113.5"));
        assert_eq!(found.proxy, Some(ip("10.0.0.2")));
    }
}
