//! Names that must be unique among the aggregates of one kind: logins now, category and album
//! names next. A read table cannot promise that (two commands may both find a name free, and
//! the second event would then break the projection for good), so the write side keeps its own
//! table, `name_claims`, with one name per aggregate and scope and a unique key on the name.
//!
//! An aggregate declares which of its events take a name (a function passed to
//! [`Executor::claiming_names`](crate::executor::Executor::claiming_names)); the executor writes
//! those claims in the same transaction as the events. A taken name rolls the events back and
//! answers the scope's own refusal (`loginTaken`), and a new name replaces the aggregate's
//! earlier one in the same scope, which frees it.

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

/// Which name, if any, an event takes.
pub type ClaimsOf<E> = fn(&E) -> Option<NameClaim>;

/// The unique key that refuses a name held by another aggregate (see the migration).
const TAKEN_CONSTRAINT: &str = "name_claims_taken";

/// Records that `aggregate_id` holds `claim.name`, inside the transaction that appends the
/// event taking it.
pub(crate) async fn take(
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
