//! The site's own token secret, for a site that configures none: made once by whichever instance
//! starts first and kept in the database, so that every instance signs and checks staff tokens
//! and visitors' links with the same key, and a restart on another machine signs nobody out.

use anyhow::Context;
use sqlx::PgPool;

use crate::config::Secret;

/// The row the token secret is kept under.
const TOKEN: &str = "token";

/// Where a site kept its generated secret before it moved into the database.
pub const EARLIER_FILE: &str = "jwt-secret";

/// The kept token secret; the first caller's own when none is kept yet. A site that kept its
/// secret in `data_dir` before keeps signing with that one.
pub async fn token(pool: &PgPool, data_dir: &std::path::Path) -> anyhow::Result<Secret> {
    if let Some(kept) = kept(pool).await? {
        return Ok(kept);
    }
    let offered = earlier(data_dir).unwrap_or_else(generated);
    // Two instances starting together both offer one; the key decides which is kept, and both
    // read that one back.
    sqlx::query("INSERT INTO site_secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(TOKEN)
        .bind(&offered)
        .execute(pool)
        .await
        .context("cannot keep the token secret in the database")?;
    kept(pool)
        .await?
        .context("the token secret kept in the database is gone")
}

async fn kept(pool: &PgPool) -> anyhow::Result<Option<Secret>> {
    let value: Option<String> =
        sqlx::query_scalar("SELECT value FROM site_secrets WHERE name = $1")
            .bind(TOKEN)
            .fetch_optional(pool)
            .await
            .context("cannot read the token secret from the database")?;
    Ok(value.map(Secret::new))
}

fn earlier(data_dir: &std::path::Path) -> Option<String> {
    let stored = std::fs::read_to_string(data_dir.join(EARLIER_FILE)).ok()?;
    Some(stored.trim().to_owned()).filter(|secret| !secret.is_empty())
}

/// 32 random bytes in hex: HMAC-SHA256's own length.
fn generated() -> String {
    use rand::Rng;
    let bytes: [u8; 32] = rand::thread_rng().gen();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
