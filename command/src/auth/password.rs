//! Argon2id password hashes. Hashing is deliberately slow and takes 19 MiB of memory, so it
//! runs on tokio's blocking pool instead of stalling the async workers, and only as many at once
//! as there are cores: a burst of sign-ins queues instead of exhausting memory.

use std::sync::Arc;

use anyhow::Context as _;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{
    self, PasswordHash, PasswordHasher as _, PasswordVerifier as _, SaltString,
};
use argon2::Argon2;
use tokio::sync::{OnceCell, Semaphore};

use crate::validation::Password;

/// Hashes and checks passwords with argon2id at the crate's default cost (19 MiB, 2 passes).
#[derive(Clone)]
pub struct Passwords {
    /// One permit per core; each hash or check holds one while it runs.
    slots: Arc<Semaphore>,
    /// A hash of a random password, checked when a sign-in names an unknown login so that the
    /// answer takes as long as for a known one and does not tell which logins exist.
    decoy: Arc<OnceCell<String>>,
}

impl Default for Passwords {
    fn default() -> Passwords {
        let cores = std::thread::available_parallelism().map_or(2, |cores| cores.get());
        Passwords {
            slots: Arc::new(Semaphore::new(cores)),
            decoy: Arc::default(),
        }
    }
}

impl Passwords {
    pub async fn hash(&self, password: &Password) -> anyhow::Result<String> {
        self.hash_str(password.expose().to_owned()).await
    }

    /// Whether `password` is the one `stored_hash` was made from.
    pub async fn matches(&self, stored_hash: &str, password: &str) -> anyhow::Result<bool> {
        let stored_hash = stored_hash.to_owned();
        let password = password.to_owned();
        self.run(move || {
            let parsed =
                PasswordHash::new(&stored_hash).context("stored password hash is malformed")?;
            match Argon2::default().verify_password(password.as_bytes(), &parsed) {
                Ok(()) => Ok(true),
                Err(password_hash::Error::Password) => Ok(false),
                Err(error) => Err(anyhow::Error::msg(error).context("checking a password")),
            }
        })
        .await
    }

    /// Spends the time of one password check for a sign-in that cannot succeed.
    pub async fn check_against_decoy(&self, password: &str) -> anyhow::Result<()> {
        let decoy = self
            .decoy
            .get_or_try_init(|| self.hash_str(uuid::Uuid::new_v4().to_string()))
            .await?;
        self.matches(decoy, password).await?;
        Ok(())
    }

    async fn hash_str(&self, password: String) -> anyhow::Result<String> {
        self.run(move || {
            let salt = SaltString::generate(&mut OsRng);
            Argon2::default()
                .hash_password(password.as_bytes(), &salt)
                .map(|hash| hash.to_string())
                .map_err(|error| anyhow::Error::msg(error).context("hashing a password"))
        })
        .await
    }

    /// Runs `work` on the blocking pool once a slot is free. The permit moves into the task,
    /// so it is held until the work ends even if the waiting request is cancelled.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
    ) -> anyhow::Result<T> {
        let permit = Arc::clone(&self.slots).acquire_owned().await?;
        tokio::task::spawn_blocking(move || {
            let result = work();
            drop(permit);
            result
        })
        .await
        .context("password hashing task")?
    }
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
