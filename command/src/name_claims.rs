//! Names that must be unique among the aggregates of one kind: logins now, category and album
//! names next. A read table cannot promise that (two commands may both find a name free, and
//! the second event would then break the projection for good), so the write side keeps its own
//! table, `name_claims`, with one name per aggregate and scope and a unique key on the name.
//!
//! An aggregate declares which of its events take a name (its
//! [`Runnable::NAME_CLAIMS`](crate::executor::Runnable::NAME_CLAIMS)); the executor writes
//! those claims in the same transaction as the events. A taken name rolls the events back and
//! answers the scope's own refusal (`loginTaken`), and a new name replaces the aggregate's
//! earlier one in the same scope, which frees it. An event may take names in several scopes at
//! once (an album's Ukrainian and English names) and may free them (a deleted album's names can
//! be given to a new one).

use sqlx::{Postgres, Transaction};

use crate::error::{ApiError, Reason};

/// One kind of unique name, and the refusal for a name another aggregate holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NameScope {
    /// Stored in `name_claims.scope`; never renamed once claims exist.
    pub key: &'static str,
    pub taken: Reason,
}

/// A name an event takes for its aggregate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameClaim {
    pub scope: NameScope,
    pub name: String,
}

/// What an event does to its aggregate's names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameChange {
    Take(NameClaim),
    /// Frees the aggregate's name in this scope.
    Release(NameScope),
}

/// The names an event takes or frees; most take none.
pub type ClaimsOf<E> = fn(&E) -> Vec<NameChange>;

/// The unique key that refuses a name held by another aggregate (see the migration).
const TAKEN_CONSTRAINT: &str = "name_claims_taken";

/// Records `change` for `aggregate_id`, inside the transaction that appends its event.
pub(crate) async fn record(
    transaction: &mut Transaction<'_, Postgres>,
    aggregate_id: &str,
    change: &NameChange,
) -> Result<(), ApiError> {
    match change {
        NameChange::Take(claim) => take(transaction, aggregate_id, claim).await,
        NameChange::Release(scope) => {
            sqlx::query("DELETE FROM name_claims WHERE scope = $1 AND aggregate_id = $2")
                .bind(scope.key)
                .bind(aggregate_id)
                .execute(&mut **transaction)
                .await?;
            Ok(())
        }
    }
}

async fn take(
    transaction: &mut Transaction<'_, Postgres>,
    aggregate_id: &str,
    claim: &NameClaim,
) -> Result<(), ApiError> {
    sqlx::query(
        "INSERT INTO name_claims (scope, aggregate_id, name) VALUES ($1, $2, $3)
         ON CONFLICT (scope, aggregate_id) DO UPDATE SET name = EXCLUDED.name",
    )
    .bind(claim.scope.key)
    .bind(aggregate_id)
    .bind(&claim.name)
    .execute(&mut **transaction)
    .await
    .map_err(|error| match &error {
        sqlx::Error::Database(cause) if cause.constraint() == Some(TAKEN_CONSTRAINT) => {
            ApiError::Conflict(claim.scope.taken)
        }
        _ => error.into(),
    })?;
    Ok(())
}
