//! What a server keeps secret and how: seat tokens (random, kept only as a hash, compared in
//! constant time), invite codes and match seeds, all from the system's random source.

use codebreakers_protocol::InviteCode;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// Random bytes in a seat token: 128 bits.
const TOKEN_BYTES: usize = 16;

/// The hash of a seat's token: all the server keeps of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TokenHash(pub [u8; 32]);

impl TokenHash {
    /// The hash of `token` as a client sent it.
    pub fn of(token: &str) -> Self {
        TokenHash(Sha256::digest(token.as_bytes()).into())
    }

    /// Whether `self` is `other`, in a time that does not depend on where they differ.
    pub fn matches(&self, other: &TokenHash) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}

/// Why no random bytes could be had (the system's source failed: rare, and not the client's
/// fault).
#[derive(Clone, Debug)]
pub struct NoRandomness(pub String);

fn random<const N: usize>() -> Result<[u8; N], NoRandomness> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| NoRandomness(e.to_string()))?;
    Ok(bytes)
}

/// A new seat token (32 hex digits) and its hash.
pub fn new_token() -> Result<(String, TokenHash), NoRandomness> {
    let token: String = random::<TOKEN_BYTES>()?
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let hash = TokenHash::of(&token);
    Ok((token, hash))
}

/// A new invite code, each letter drawn evenly from the alphabet.
pub fn new_invite_code() -> Result<InviteCode, NoRandomness> {
    let size = InviteCode::ALPHABET.len() as u8;
    // The largest multiple of the alphabet's size a byte holds: bytes above are drawn again.
    let limit = u8::MAX - u8::MAX % size;
    let mut letters = [0u8; InviteCode::LENGTH];
    let mut filled = 0;
    while filled < letters.len() {
        for byte in random::<16>()? {
            if byte < limit && filled < letters.len() {
                letters[filled] = byte % size;
                filled += 1;
            }
        }
    }
    Ok(InviteCode::from_indices(letters))
}

/// A new match seed.
pub fn new_seed() -> Result<u64, NoRandomness> {
    Ok(u64::from_le_bytes(random::<8>()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_matches_its_hash_only() {
        let (token, hash) = new_token().unwrap();
        assert_eq!(token.len(), 32);
        assert!(TokenHash::of(&token).matches(&hash));
        let (other, _) = new_token().unwrap();
        assert_ne!(token, other);
        assert!(!TokenHash::of(&other).matches(&hash));
    }

    #[test]
    fn invite_codes_read_back() {
        for _ in 0..100 {
            let code = new_invite_code().unwrap();
            assert_eq!(code.as_str().parse::<InviteCode>().unwrap(), code);
        }
    }
}
