//! The client's address behind reverse proxies. Each proxy appends the address it received the
//! request from to `X-Forwarded-For`, so the header reads client, proxy 1, proxy 2, … and the
//! server's peer is the last proxy. Anything left of what a trusted proxy wrote may be forged
//! by the client: the client is the rightmost hop that is not a trusted proxy.

use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;
use std::sync::Arc;

use ipnet::IpNet;

/// The proxies whose `X-Forwarded-For` is believed: addresses and networks. Empty (the
/// default) believes no header, and every request counts as coming from its peer.
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(Arc<[IpNet]>);

/// An entry of a trusted proxy list that is neither an address nor a network.
#[derive(Debug, thiserror::Error)]
#[error("{0:?} is neither an IP address nor a network such as 10.0.0.0/8")]
pub struct NotAProxy(String);

impl FromStr for TrustedProxies {
    type Err = NotAProxy;

    /// Addresses and networks separated by commas or spaces: `127.0.0.1, 10.0.0.0/8 ::1`.
    fn from_str(list: &str) -> Result<TrustedProxies, NotAProxy> {
        list.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|entry| !entry.is_empty())
            .map(|entry| {
                entry
                    .parse::<IpNet>()
                    .map(|network| network.trunc())
                    .or_else(|_| entry.parse::<IpAddr>().map(|a| a.to_canonical().into()))
                    .map_err(|_| NotAProxy(entry.to_owned()))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(|networks| TrustedProxies(networks.into()))
    }
}

impl TrustedProxies {
    fn trusts(&self, address: IpAddr) -> bool {
        self.0.iter().any(|network| network.contains(&address))
    }

    /// The client of a request from `peer` that carries the `X-Forwarded-For` header lines
    /// `forwarded_for`, in the order they arrived.
    pub fn client<'a>(
        &self,
        peer: IpAddr,
        forwarded_for: impl DoubleEndedIterator<Item = &'a str>,
    ) -> IpAddr {
        let mut client = peer.to_canonical();
        if !self.trusts(client) {
            return client;
        }
        for hop in forwarded_for.rev().flat_map(|line| line.rsplit(',')) {
            // A hop that is no address was not written by a proxy of ours: the trusted hop
            // right of it is as far as the chain can be believed.
            let Some(hop) = parse_hop(hop) else { break };
            client = hop;
            if !self.trusts(hop) {
                break;
            }
        }
        client
    }
}

/// An address as proxies write them: bare, or with a port (`192.0.2.7:51234`, `[2001:db8::1]:443`).
fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    hop.parse::<IpAddr>()
        .or_else(|_| hop.parse::<SocketAddr>().map(|socket| socket.ip()))
        .ok()
        .map(|address| address.to_canonical())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn proxies(list: &str) -> TrustedProxies {
        list.parse().unwrap()
    }

    #[test]
    fn without_trusted_proxies_the_header_is_ignored() {
        let client =
            TrustedProxies::default().client(address("10.0.0.1"), ["203.0.113.9"].into_iter());
        assert_eq!(client, address("10.0.0.1"));
    }

    #[test]
    fn an_untrusted_peer_cannot_name_another_client() {
        let client =
            proxies("10.0.0.0/8").client(address("198.51.100.4"), ["203.0.113.9"].into_iter());
        assert_eq!(client, address("198.51.100.4"));
    }

    #[test]
    fn the_client_is_the_rightmost_hop_that_is_not_a_trusted_proxy() {
        let trusted = proxies("10.0.0.0/8, 127.0.0.1");
        // The client forged the first entry; the edge proxy appended the real address.
        let header = ["192.0.2.66, 203.0.113.9, 10.1.2.3"];
        assert_eq!(
            trusted.client(address("127.0.0.1"), header.into_iter()),
            address("203.0.113.9")
        );
    }

    #[test]
    fn header_lines_are_read_as_one_list() {
        let trusted = proxies("10.0.0.0/8");
        let lines = ["203.0.113.9", "10.0.0.2"];
        assert_eq!(
            trusted.client(address("10.0.0.1"), lines.into_iter()),
            address("203.0.113.9")
        );
    }

    #[test]
    fn hops_may_carry_ports_and_ipv6() {
        let trusted = proxies("::1 10.0.0.1");
        assert_eq!(
            trusted.client(
                address("::1"),
                ["[2001:db8::7]:443, 10.0.0.1:8080"].into_iter()
            ),
            address("2001:db8::7")
        );
    }

    #[test]
    fn a_hop_that_is_no_address_stops_at_the_last_trusted_one() {
        let trusted = proxies("10.0.0.0/8");
        assert_eq!(
            trusted.client(address("10.0.0.1"), ["unknown, 10.0.0.2"].into_iter()),
            address("10.0.0.2")
        );
        assert_eq!(
            trusted.client(address("10.0.0.1"), std::iter::empty()),
            address("10.0.0.1")
        );
    }

    #[test]
    fn an_ipv4_peer_seen_through_an_ipv6_socket_is_still_trusted() {
        let trusted = proxies("127.0.0.1");
        assert_eq!(
            trusted.client(address("::ffff:127.0.0.1"), ["203.0.113.9"].into_iter()),
            address("203.0.113.9")
        );
    }

    #[test]
    fn lists_refuse_what_is_not_an_address() {
        assert!("10.0.0.0/8, proxy.local".parse::<TrustedProxies>().is_err());
        assert!("10.0.0.0/33".parse::<TrustedProxies>().is_err());
        assert!(" ".parse::<TrustedProxies>().unwrap().0.is_empty());
    }
}
