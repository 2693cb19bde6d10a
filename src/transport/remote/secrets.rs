//! Secrets from the operating system's random source (connection ids and
//! generated bearer tokens), and comparing them.

/// How many random bytes a connection id holds (128 bits).
const CONNECTION_ID_BYTES: usize = 16;

/// How many random bytes a generated bearer token holds (256 bits).
const TOKEN_BYTES: usize = 32;

/// `bytes` bytes from the operating system's random source, as lowercase hex.
fn random_hex(bytes: usize) -> Result<String, getrandom::Error> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf)?;
    Ok(buf.iter().map(|b| format!("{b:02x}")).collect())
}

/// A new connection id: 128 bits from the operating system's random source,
/// as 32 hex digits. Over Streamable HTTP the id is what names a connection on
/// every later request, so it must not be guessable.
pub(super) fn new_connection_id() -> std::io::Result<String> {
    random_hex(CONNECTION_ID_BYTES).map_err(no_randomness)
}

/// A new bearer token for a server ([`ServerConfig::bearer_token`]): 256 bits
/// from the operating system's random source, as 64 hex digits. Fails only
/// when the system has no random source to read.
///
/// [`ServerConfig::bearer_token`]: super::ServerConfig::bearer_token
pub fn generate_token() -> std::io::Result<String> {
    random_hex(TOKEN_BYTES).map_err(no_randomness)
}

fn no_randomness(err: getrandom::Error) -> std::io::Error {
    std::io::Error::other(format!(
        "the operating system's random source cannot be read: {err}"
    ))
}

/// Compares two secrets in time that does not depend on where they differ.
pub(super) fn same_secret(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_tokens_are_random_hex_of_their_length() {
        let ids: Vec<String> = (0..64).map(|_| new_connection_id().unwrap()).collect();
        for id in &ids {
            assert_eq!(id.len(), 32, "{id}");
            assert!(id.bytes().all(|b| b.is_ascii_hexdigit()), "{id}");
        }
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len());
        let token = generate_token().unwrap();
        assert_eq!(token.len(), 64);
        assert_ne!(token, generate_token().unwrap());
    }

    #[test]
    fn secrets_compare_by_content() {
        assert!(same_secret(b"s3cret", b"s3cret"));
        assert!(!same_secret(b"s3cret", b"s3creT"));
        assert!(!same_secret(b"s3cret", b"s3cre"));
    }
}
