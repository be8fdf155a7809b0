/// Whether `error`, or any error it was caused by, says the database cannot be reached right
/// now (no connection, a pool that timed out waiting for one, a server shutting down or
/// starting up), as opposed to a query the database refused. The first is worth a retry.
pub fn unreachable(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut next = Some(error);
    while let Some(error) = next {
        if error.downcast_ref::<sqlx::Error>().is_some_and(cut_off) {
            return true;
        }
        next = error.source();
    }
    false
}

fn cut_off(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        // SQLSTATE class 08 is "connection exception"; 57P01 to 57P03 are a server that is
        // shutting down, crashed or not yet accepting connections.
        sqlx::Error::Database(database) => database.code().is_some_and(|code| {
            code.starts_with("08") || matches!(&*code, "57P01" | "57P02" | "57P03")
        }),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    struct Wrapped(sqlx::Error);

    impl std::fmt::Display for Wrapped {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("event store")
        }
    }

    impl std::error::Error for Wrapped {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            Some(&self.0)
        }
    }

    #[test]
    fn a_pool_without_connections_is_unreachable_however_deeply_wrapped() {
        assert!(unreachable(&sqlx::Error::PoolTimedOut));
        assert!(unreachable(&Wrapped(sqlx::Error::PoolTimedOut)));
        let refused = std::io::Error::from(std::io::ErrorKind::ConnectionRefused);
        assert!(unreachable(&Wrapped(sqlx::Error::Io(refused))));
    }

    #[test]
    fn a_query_the_database_answered_is_not() {
        assert!(!unreachable(&sqlx::Error::RowNotFound));
        assert!(!unreachable(&Wrapped(sqlx::Error::ColumnNotFound(
            "x".into()
        ))));
        let other = std::io::Error::other("not a database error");
        assert!(!unreachable(&other));
    }
}
