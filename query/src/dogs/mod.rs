//! Adoptable dogs as visitors and staff read them: the public list and details from the
//! `public_dogs` table, the staff list from `admin_dogs`, and what a dog page's head shows.

/// `GET /api/admin/want-a-friend/...`: every dog that is not deleted, as staff edit it.
mod admin;
/// A dog photo in JSON: its image id and a ready URL of one variant.
mod photos;
/// `GET /api/want-a-friend/...`: the public list and details, in the request's language, and
/// the lookups a dog page's or the list's head is made of.
pub(crate) mod public;
/// Reads of the `public_dogs` table.
pub(crate) mod public_table;
/// The routes of both lists, with their OpenAPI operations.
pub mod routes;

/// A dog id from a path segment: a positive number in plain digits.
pub fn dog_id(segment: &str) -> Option<i64> {
    events::DogId::parse(segment).map(events::DogId::get)
}

#[cfg(test)]
mod tests {
    use super::dog_id;

    #[test]
    fn dog_ids_are_positive_plain_numbers() {
        assert_eq!(dog_id("7"), Some(7));
        for bad in ["0", "-7", "+7", "7a", "", "99999999999999999999"] {
            assert_eq!(dog_id(bad), None, "{bad:?}");
        }
    }
}
