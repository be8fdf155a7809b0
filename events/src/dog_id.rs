use std::fmt;

/// A dog's id: the positive number in its public address (`/want-a-friend/dog/7`), also the
/// text of its aggregate id. Parsed from a path segment the same way on the write and the read
/// side, so an address names the same dog (or none) for both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DogId(i64);

impl DogId {
    /// Plain digits only: `+7`, ` 7` or `7a` name no dog, no more than `0` or `-7` do.
    pub fn parse(segment: &str) -> Option<DogId> {
        let digits = !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit());
        let number = segment.parse().ok().filter(|_| digits)?;
        DogId::new(number)
    }

    /// A number taken from the `dog_ids` sequence or a read table; `None` unless positive.
    pub fn new(number: i64) -> Option<DogId> {
        (number > 0).then_some(DogId(number))
    }

    pub fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for DogId {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(formatter)
    }
}

#[cfg(test)]
mod tests {
    use super::DogId;

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
        }
    }
}
