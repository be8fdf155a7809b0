//! Authenticator apps (TOTP, RFC 6238): six digits from a secret shared with the staff
//! member's phone, new every 30 seconds. The secret is the one thing here an attacker could
//! use, so the account's events keep it sealed (ChaCha20-Poly1305) under a key derived from the
//! server's secret, which never enters the database or a backup.

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;
use totp_rs::{Algorithm, TOTP};

/// What the apps show the account as: "Doghotel (anna)".
const ISSUER: &str = "Doghotel";
/// 160 bits, as RFC 4226 recommends for HMAC-SHA1.
const SECRET_BYTES: usize = 20;
const DIGITS: usize = 6;
const STEP_SECONDS: u64 = 30;
/// A code of the step before or after the server's is accepted too: phones' clocks drift.
const SKEW_STEPS: u64 = 1;
const NONCE_BYTES: usize = 12;

/// An authenticator's secret in the clear, between enrolment and sealing. Never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct AuthenticatorSecret(Vec<u8>);

impl std::fmt::Debug for AuthenticatorSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AuthenticatorSecret(***)")
    }
}

impl AuthenticatorSecret {
    pub fn generate() -> AuthenticatorSecret {
        let mut bytes = vec![0_u8; SECRET_BYTES];
        rand::thread_rng().fill_bytes(&mut bytes);
        AuthenticatorSecret(bytes)
    }

    /// The secret as the enrolment showed it (base32, as apps take it typed in); `None` for
    /// anything that is not one of ours.
    pub fn from_base32(text: &str) -> Option<AuthenticatorSecret> {
        let compact: String = text.split_whitespace().collect::<String>().to_uppercase();
        let bytes = totp_rs::Secret::Encoded(compact).to_bytes().ok()?;
        (bytes.len() == SECRET_BYTES).then_some(AuthenticatorSecret(bytes))
    }

    pub fn to_base32(&self) -> String {
        self.totp("").get_secret_base32()
    }

    fn totp(&self, account_name: &str) -> TOTP {
        // Skew 0: the window is walked step by step in `matching_step`, which must know the step.
        TOTP::new_unchecked(
            Algorithm::SHA1,
            DIGITS,
            0,
            STEP_SECONDS,
            self.0.clone(),
            Some(ISSUER.to_owned()),
            account_name.to_owned(),
        )
    }

    /// The code an app shows at `at`.
    #[cfg(test)]
    pub fn code_at(&self, at: DateTime<Utc>) -> String {
        self.totp("").generate(step_at(at) * STEP_SECONDS)
    }

    /// What the enrolment shows: the `otpauth://` address and its QR code as a PNG data URL.
    pub fn enrolment(&self, login: &str) -> anyhow::Result<(String, String)> {
        // A colon would end the label early in the address.
        let totp = self.totp(&login.replace(':', " "));
        let qr = totp.get_qr_base64().map_err(anyhow::Error::msg)?;
        Ok((totp.get_url(), format!("data:image/png;base64,{qr}")))
    }

    /// The step whose code `code` is, among the steps around `at` later than `after`; `None`
    /// when it is none of them. A step once accepted is passed as `after`, so that a code seen
    /// over a shoulder cannot be used again (RFC 6238 §5.2).
    pub fn matching_step(&self, code: &str, at: DateTime<Utc>, after: Option<u64>) -> Option<u64> {
        let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
        if code.len() != DIGITS || !code.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let now = step_at(at);
        let totp = self.totp("");
        (now.saturating_sub(SKEW_STEPS)..=now + SKEW_STEPS)
            .filter(|&step| after.is_none_or(|after| step > after))
            .find(|&step| totp.check(&code, step * STEP_SECONDS))
    }
}

/// The newest step a code accepted at `at` may have been of: accepting it uses up every step
/// up to this one.
pub fn last_step_usable_at(at: DateTime<Utc>) -> u64 {
    step_at(at) + SKEW_STEPS
}

fn step_at(at: DateTime<Utc>) -> u64 {
    u64::try_from(at.timestamp()).unwrap_or(0) / STEP_SECONDS
}

/// Seals and opens authenticator secrets for the account's events.
#[derive(Clone)]
pub struct AuthenticatorKey(Key);

impl std::fmt::Debug for AuthenticatorKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AuthenticatorKey(***)")
    }
}

impl AuthenticatorKey {
    /// Derived from the server's secret under its own label, so that nothing else made from
    /// that secret opens a sealed authenticator.
    pub fn derive(server_secret: &[u8]) -> AuthenticatorKey {
        let mut mac =
            <Hmac<Sha256> as Mac>::new_from_slice(server_secret).expect("HMAC takes any key");
        mac.update(b"authenticator secrets");
        AuthenticatorKey(mac.finalize().into_bytes())
    }

    /// The secret sealed: a fresh nonce and the ciphertext, hex-encoded.
    pub fn seal(&self, secret: &AuthenticatorSecret) -> String {
        let mut nonce = [0_u8; NONCE_BYTES];
        rand::thread_rng().fill_bytes(&mut nonce);
        let sealed = ChaCha20Poly1305::new(&self.0)
            .encrypt(Nonce::from_slice(&nonce), secret.0.as_slice())
            .expect("sealing a short secret cannot fail");
        hex([nonce.as_slice(), &sealed].concat())
    }

    /// The secret `sealed` holds; `None` when it was sealed under another key (the server's
    /// secret changed since) or is not a sealed secret at all.
    pub fn open(&self, sealed: &str) -> Option<AuthenticatorSecret> {
        let bytes = unhex(sealed)?;
        if bytes.len() <= NONCE_BYTES {
            return None;
        }
        let (nonce, ciphertext) = bytes.split_at(NONCE_BYTES);
        ChaCha20Poly1305::new(&self.0)
            .decrypt(Nonce::from_slice(nonce), ciphertext)
            .ok()
            .map(AuthenticatorSecret)
    }
}

fn hex(bytes: Vec<u8>) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(text.get(at..at + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(seconds, 0).unwrap()
    }

    /// RFC 6238's SHA-1 secret, whose codes its appendix B lists.
    fn rfc_secret() -> AuthenticatorSecret {
        AuthenticatorSecret(b"12345678901234567890".to_vec())
    }

    #[test]
    fn the_codes_are_those_of_rfc_6238() {
        // Appendix B gives eight digits; six are their last six.
        let secret = rfc_secret();
        assert_eq!(secret.matching_step("287082", at(59), None), Some(1));
        assert_eq!(
            secret.matching_step("081804", at(1_111_111_109), None),
            Some(37_037_036)
        );
        assert_eq!(
            secret.matching_step("050471", at(1_111_111_111), None),
            Some(37_037_037)
        );
    }

    #[test]
    fn a_neighbouring_step_is_accepted_and_no_further() {
        let secret = rfc_secret();
        // 081804 is the code of step 37_037_036.
        assert!(secret
            .matching_step("081804", at(37_037_037 * 30), None)
            .is_some());
        assert!(secret
            .matching_step("081804", at(37_037_035 * 30), None)
            .is_some());
        assert!(secret
            .matching_step("081804", at(37_037_038 * 30), None)
            .is_none());
    }

    #[test]
    fn a_used_step_is_not_accepted_again() {
        let secret = rfc_secret();
        let now = at(1_111_111_109);
        assert!(secret
            .matching_step("081804", now, Some(37_037_035))
            .is_some());
        assert!(secret
            .matching_step("081804", now, Some(37_037_036))
            .is_none());
    }

    #[test]
    fn anything_but_six_digits_is_no_code() {
        let secret = rfc_secret();
        assert!(secret.matching_step("28708", at(59), None).is_none());
        assert!(secret.matching_step("2870821", at(59), None).is_none());
        assert!(secret.matching_step("28708a", at(59), None).is_none());
        assert_eq!(secret.matching_step(" 287 082 ", at(59), None), Some(1));
    }

    #[test]
    fn a_sealed_secret_opens_with_its_key_only() {
        let key = AuthenticatorKey::derive(b"a server secret of at least 32 bytes");
        let secret = AuthenticatorSecret::generate();
        let sealed = key.seal(&secret);
        assert!(!sealed.contains(&hex(secret.0.clone())));
        assert_eq!(key.open(&sealed), Some(secret));
        let other = AuthenticatorKey::derive(b"another server secret, 32 bytes long");
        assert_eq!(other.open(&sealed), None);
        assert_eq!(key.open("not hex"), None);
    }

    #[test]
    fn the_base32_form_reads_back() {
        let secret = AuthenticatorSecret::generate();
        let typed = secret.to_base32().to_lowercase();
        assert_eq!(AuthenticatorSecret::from_base32(&typed), Some(secret));
        assert_eq!(AuthenticatorSecret::from_base32("MZXW6YQ"), None);
        assert_eq!(AuthenticatorSecret::from_base32("ЖЖЖЖ\u{0}ЖЖЖЖ"), None);
        assert_eq!(AuthenticatorSecret::from_base32(""), None);
    }

    #[test]
    fn the_enrolment_names_the_hotel_and_the_login() {
        let (url, qr) = rfc_secret().enrolment("anna").unwrap();
        assert!(url.starts_with("otpauth://totp/Doghotel:anna?"), "{url}");
        assert!(qr.starts_with("data:image/png;base64,"));
    }
}
