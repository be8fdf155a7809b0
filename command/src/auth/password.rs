//! Argon2id password hashes. Hashing is deliberately slow, so it runs on tokio's blocking
//! pool instead of stalling the async workers.

use std::sync::Arc;

use anyhow::Context as _;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{
    self, PasswordHash, PasswordHasher as _, PasswordVerifier as _, SaltString,
};
use argon2::Argon2;
use tokio::sync::OnceCell;

use crate::validation::Password;

/// Hashes and checks passwords with argon2id at the crate's default cost (19 MiB, 2 passes).
#[derive(Clone, Default)]
pub struct Passwords {
    /// A hash of a random password, checked when a sign-in names an unknown login so that the
    /// answer takes as long as for a known one and does not tell which logins exist.
    decoy: Arc<OnceCell<String>>,
}

impl Passwords {
    pub async fn hash(&self, password: &Password) -> anyhow::Result<String> {
        hash(password.expose().to_owned()).await
    }

    /// Whether `password` is the one `stored_hash` was made from.
    pub async fn matches(&self, stored_hash: &str, password: &str) -> anyhow::Result<bool> {
        let stored_hash = stored_hash.to_owned();
        let password = password.to_owned();
        tokio::task::spawn_blocking(move || {
            let parsed =
                PasswordHash::new(&stored_hash).context("stored password hash is malformed")?;
            match Argon2::default().verify_password(password.as_bytes(), &parsed) {
                Ok(()) => Ok(true),
                Err(password_hash::Error::Password) => Ok(false),
                Err(error) => Err(anyhow::Error::msg(error).context("checking a password")),
            }
        })
        .await
        .context("password check task")?
    }

    /// Spends the time of one password check for a sign-in that cannot succeed.
    pub async fn check_against_decoy(&self, password: &str) -> anyhow::Result<()> {
        let decoy = self
            .decoy
            .get_or_try_init(|| hash(uuid::Uuid::new_v4().to_string()))
            .await?;
        self.matches(decoy, password).await?;
        Ok(())
    }
}

async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|error| anyhow::Error::msg(error).context("hashing a password"))
    })
    .await
    .context("password hashing task")?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_matches_its_password_only() {
        let passwords = Passwords::default();
        let password = Password::parse("Secret1!").unwrap();
        let hash = passwords.hash(&password).await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(passwords.matches(&hash, "Secret1!").await.unwrap());
        assert!(!passwords.matches(&hash, "Secret2!").await.unwrap());
        passwords.check_against_decoy("Secret1!").await.unwrap();
    }
}
