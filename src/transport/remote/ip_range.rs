//! Addresses and ranges of addresses (CIDR), for naming the reverse proxies a
//! server trusts ([`ServerConfig::trust_proxy`](super::ServerConfig::trust_proxy)).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

/// One address or a range of addresses in CIDR notation: `192.0.2.7`,
/// `10.0.0.0/8`, `::1`, `fd00::/8`. Parse one with [`str::parse`], or make one
/// from an [`IpAddr`] (that address alone).
///
/// An IPv4 range also holds the IPv4-mapped IPv6 forms of its addresses
/// (`::ffff:10.1.2.3` is in `10.0.0.0/8`), which is how a server listening on
/// an IPv6 socket sees IPv4 peers. Bits past the prefix are ignored:
/// `10.1.2.3/8` is `10.0.0.0/8`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IpRange {
    /// The first address of the range.
    network: IpAddr,
    /// How many leading bits every address of the range shares with it.
    prefix: u8,
}

/// Why a text is not an [`IpRange`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidIpRange {
    text: String,
    why: &'static str,
}

impl std::fmt::Display for InvalidIpRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:?} is not an IP address or range (ADDRESS or ADDRESS/PREFIX, such as 10.0.0.0/8): {}",
            self.text, self.why
        )
    }
}

impl std::error::Error for InvalidIpRange {}

impl IpRange {
    /// The addresses that share their first `prefix` bits with `addr`; fails
    /// when `prefix` is longer than the address (32 bits for IPv4, 128 for
    /// IPv6).
    pub fn new(addr: IpAddr, prefix: u8) -> Result<Self, InvalidIpRange> {
        let bits = match addr {
            IpAddr::V4(_) => 32,
            IpAddr::V6(_) => 128,
        };
        if prefix > bits {
            return Err(InvalidIpRange {
                text: format!("{addr}/{prefix}"),
                why: "the prefix is longer than the address",
            });
        }
        Ok(IpRange {
            network: masked(addr, prefix),
            prefix,
        })
    }

    /// The first address of the range.
    pub fn network(&self) -> IpAddr {
        self.network
    }

    /// How many leading bits the addresses of the range share (32 or 128 for
    /// a single address, 0 for every address of its family).
    pub fn prefix_len(&self) -> u8 {
        self.prefix
    }

    /// Whether `addr` is in the range.
    pub fn contains(&self, addr: IpAddr) -> bool {
        match (self.network, addr.to_canonical()) {
            (IpAddr::V4(network), IpAddr::V4(addr)) => {
                masked(IpAddr::V4(addr), self.prefix) == IpAddr::V4(network)
            }
            (IpAddr::V6(network), IpAddr::V6(addr)) => {
                masked(IpAddr::V6(addr), self.prefix) == IpAddr::V6(network)
            }
            _ => false,
        }
    }
}

/// `addr` with the bits past `prefix` cleared.
fn masked(addr: IpAddr, prefix: u8) -> IpAddr {
    match addr {
        IpAddr::V4(v4) => {
            let mask = u32::MAX.checked_shl(32 - u32::from(prefix)).unwrap_or(0);
            IpAddr::V4(Ipv4Addr::from(u32::from(v4) & mask))
        }
        IpAddr::V6(v6) => {
            let mask = u128::MAX.checked_shl(128 - u32::from(prefix)).unwrap_or(0);
            IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask))
        }
    }
}

impl From<IpAddr> for IpRange {
    fn from(addr: IpAddr) -> Self {
        let prefix = match addr {
            IpAddr::V4(_) => 32,
            IpAddr::V6(_) => 128,
        };
        IpRange {
            network: addr,
            prefix,
        }
    }
}

impl FromStr for IpRange {
    type Err = InvalidIpRange;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let invalid = |why| InvalidIpRange {
            text: text.to_owned(),
            why,
        };
        let (addr, prefix) = match text.trim().split_once('/') {
            Some((addr, prefix)) => (addr, Some(prefix)),
            None => (text.trim(), None),
        };
        let addr: IpAddr = addr.parse().map_err(|_| invalid("not an IP address"))?;
        match prefix {
            None => Ok(IpRange::from(addr)),
            Some(prefix) => {
                // Digits only: `u8::from_str` would take a sign.
                if prefix.is_empty() || !prefix.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(invalid("the prefix is not a number of bits"));
                }
                let prefix = prefix
                    .parse()
                    .map_err(|_| invalid("the prefix is longer than the address"))?;
                IpRange::new(addr, prefix).map_err(|e| invalid(e.why))
            }
        }
    }
}

impl std::fmt::Display for IpRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.network, self.prefix) {
            (IpAddr::V4(addr), 32) => write!(f, "{addr}"),
            (IpAddr::V6(addr), 128) => write!(f, "{addr}"),
            (addr, prefix) => write!(f, "{addr}/{prefix}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(text: &str) -> IpRange {
        text.parse().unwrap()
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn single_addresses_and_ranges() {
        assert!(range("192.0.2.7").contains(ip("192.0.2.7")));
        assert!(!range("192.0.2.7").contains(ip("192.0.2.8")));
        assert!(range("10.0.0.0/8").contains(ip("10.255.1.2")));
        assert!(!range("10.0.0.0/8").contains(ip("11.0.0.1")));
        assert!(range("fd00::/8").contains(ip("fdab::1")));
        assert!(!range("fd00::/8").contains(ip("fe80::1")));
        assert!(range("::1").contains(ip("::1")));
        assert!(range("0.0.0.0/0").contains(ip("203.0.113.9")));
        assert!(!range("0.0.0.0/0").contains(ip("2001:db8::1")));
        assert!(range("::/0").contains(ip("2001:db8::1")));
    }

    #[test]
    fn ipv4_ranges_hold_mapped_addresses() {
        assert!(range("10.0.0.0/8").contains(ip("::ffff:10.1.2.3")));
        assert!(range("127.0.0.1").contains(ip("::ffff:127.0.0.1")));
        assert!(!range("::1").contains(ip("127.0.0.1")));
    }

    #[test]
    fn host_bits_are_ignored_and_shown_as_the_network() {
        assert_eq!(range("10.1.2.3/8"), range("10.0.0.0/8"));
        assert_eq!(range("10.1.2.3/8").to_string(), "10.0.0.0/8");
        assert_eq!(range("2001:db8::7/32").to_string(), "2001:db8::/32");
        assert_eq!(range(" 127.0.0.1 ").to_string(), "127.0.0.1");
        assert_eq!(IpRange::from(ip("::1")).to_string(), "::1");
    }

    #[test]
    fn bad_ranges_say_what_is_wrong() {
        for (text, why) in [
            ("", "not an IP address"),
            ("localhost", "not an IP address"),
            ("10.0.0/8", "not an IP address"),
            ("[::1]", "not an IP address"),
            ("10.0.0.0/", "not a number of bits"),
            ("10.0.0.0/+8", "not a number of bits"),
            ("10.0.0.0/x", "not a number of bits"),
            ("10.0.0.0/33", "longer than the address"),
            ("10.0.0.0/300", "longer than the address"),
            ("::/129", "longer than the address"),
        ] {
            let err = text.parse::<IpRange>().unwrap_err().to_string();
            assert!(err.contains(why), "{text:?}: {err}");
            assert!(err.contains("ADDRESS/PREFIX"), "{err}");
        }
    }
}
