//! Recovery codes: ten single-use codes a staff member keeps on paper for the day their phone
//! is lost. The account keeps only their digests. A code carries 50 random bits, far beyond
//! guessing within the sign-in limits, so a plain SHA-256 digest keeps it as safe as a slow
//! password hash would, and checking a code against all ten costs nothing.

use rand::Rng;
use sha2::{Digest, Sha256};

/// How many codes a staff member gets at a time.
pub const COUNT: usize = 10;
/// Letters and digits that cannot be mistaken for one another when read off paper.
const ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";
/// Characters per code, shown as two groups of five.
const LENGTH: usize = 10;

/// A new set of codes: what the staff member is shown once, and what the account keeps.
pub struct RecoveryCodes {
    pub shown: Vec<String>,
    pub digests: Vec<String>,
}

impl RecoveryCodes {
    pub fn generate() -> RecoveryCodes {
        let mut random = rand::thread_rng();
        let shown: Vec<String> = (0..COUNT)
            .map(|_| {
                let code: String = (0..LENGTH)
                    .map(|_| char::from(ALPHABET[random.gen_range(0..ALPHABET.len())]))
                    .collect();
                format!("{}-{}", &code[..LENGTH / 2], &code[LENGTH / 2..])
            })
            .collect();
        let digests = shown.iter().filter_map(|code| digest(code)).collect();
        RecoveryCodes { shown, digests }
    }
}

/// The digest the account keeps of `typed`, read as forgivingly as a person types it (any case,
/// with or without the dash and spaces); `None` when it cannot be a recovery code.
pub fn digest(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .flat_map(char::to_lowercase)
        .collect();
    let shaped = code.len() == LENGTH && code.bytes().all(|byte| ALPHABET.contains(&byte));
    shaped.then(|| {
        Sha256::digest(code.as_bytes())
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_different_codes_each_kept_as_its_digest() {
        let codes = RecoveryCodes::generate();
        assert_eq!(codes.shown.len(), COUNT);
        assert_eq!(codes.digests.len(), COUNT);
        let distinct: std::collections::BTreeSet<_> = codes.shown.iter().collect();
        assert_eq!(distinct.len(), COUNT);
        for (code, kept) in codes.shown.iter().zip(&codes.digests) {
            assert_eq!(code.len(), 11);
            assert_eq!(digest(code).as_ref(), Some(kept));
            assert!(!kept.contains(&code.replace('-', "")));
        }
    }

    #[test]
    fn a_code_is_read_as_typed_in_any_case_and_spacing() {
        let kept = digest("abcde-23456");
        assert!(kept.is_some());
        assert_eq!(digest("ABCDE 23456"), kept);
        assert_eq!(digest(" abcde23456 "), kept);
        assert_ne!(digest("abcde-23457"), kept);
    }

    #[test]
    fn what_cannot_be_a_code_has_no_digest() {
        assert_eq!(digest("123456"), None);
        assert_eq!(digest("abcde-2345"), None);
        assert_eq!(digest("abcde-23450"), None, "0 is not in the alphabet");
    }
}
