use std::fmt;

/// Declares a typed id: the positive number in a public address (`/want-a-friend/dog/7`,
/// `/article/12`), also the text of its aggregate id. Parsed from a path segment the same way
/// on the write and the read side, so an address names the same record (or none) for both.
macro_rules! numeric_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(i64);

        impl $name {
            /// Plain digits only: `+7`, ` 7` or `7a` name nothing, no more than `0` or `-7` do.
            pub fn parse(segment: &str) -> Option<$name> {
                let digits = !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit());
                let number = segment.parse().ok().filter(|_| digits)?;
                $name::new(number)
            }

            /// A number taken from a sequence or a read table; `None` unless positive.
            pub fn new(number: i64) -> Option<$name> {
                (number > 0).then_some($name(number))
            }

            pub fn get(self) -> i64 {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(formatter)
            }
        }
    };
}

numeric_id!(
    /// A dog's id, from the `dog_ids` sequence.
    DogId
);
numeric_id!(
    /// A blog article's id, from the `article_ids` sequence.
    ArticleId
);
numeric_id!(
    /// A photo album's id, from the `album_ids` sequence.
    AlbumId
);
numeric_id!(
    /// A blog category's id, given by the category catalog.
    CategoryId
);
numeric_id!(
    /// A newsletter issue's id, from the `newsletter_issue_ids` sequence.
    NewsletterIssueId
);

#[cfg(test)]
mod tests {
    use super::{ArticleId, DogId};

    #[test]
    fn dog_ids_are_positive_numbers_in_plain_digits() {
        assert_eq!(DogId::parse("7").map(DogId::get), Some(7));
        assert_eq!(DogId::parse("42").unwrap().to_string(), "42");
        for bad in [
            "0",
            "-7",
            "+7",
            " 7",
            "7a",
            "abc",
            "",
            "99999999999999999999",
        ] {
            assert_eq!(DogId::parse(bad), None, "{bad:?}");
            assert_eq!(ArticleId::parse(bad), None, "{bad:?}");
        }
    }
}
