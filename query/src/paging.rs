use serde::Serialize;
use utoipa::ToSchema;

use crate::QueryError;

/// A 1-based page number from a path segment: anything but a positive number is a bad request.
pub fn page_number(segment: &str) -> Result<u32, QueryError> {
    let digits = !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit());
    match segment.parse() {
        Ok(page) if digits && page > 0 => Ok(page),
        _ => Err(QueryError::InvalidRequest),
    }
}

/// A page of a list (SPEC §3 "Paged response").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Paged<T> {
    pub content: Vec<T>,
    /// No page follows this one.
    pub last: bool,
    pub total_elements: i64,
    pub total_pages: i64,
}

impl<T> Paged<T> {
    /// Page `page` of `size` items out of `total`, holding `content`.
    pub fn new(content: Vec<T>, page: u32, size: u32, total: i64) -> Paged<T> {
        let total_pages = (total + i64::from(size) - 1) / i64::from(size);
        Paged {
            content,
            last: i64::from(page) >= total_pages,
            total_elements: total,
            total_pages,
        }
    }
}

/// The rows to skip before page `page` of `size`.
pub fn offset(page: u32, size: u32) -> i64 {
    (i64::from(page) - 1) * i64::from(size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_positive_numbers() {
        assert_eq!(page_number("1").unwrap(), 1);
        assert_eq!(page_number("12").unwrap(), 12);
        for bad in ["0", "", "-1", "+1", "one", "1.5", "99999999999"] {
            assert!(page_number(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_last_page_is_the_one_at_or_past_the_total() {
        let page = |number, total| {
            let paged = Paged::<()>::new(Vec::new(), number, 6, total);
            (paged.total_pages, paged.last)
        };
        assert_eq!(page(1, 0), (0, true));
        assert_eq!(page(1, 6), (1, true));
        assert_eq!(page(1, 7), (2, false));
        assert_eq!(page(2, 7), (2, true));
        assert_eq!(page(3, 7), (2, true));
        assert_eq!(offset(3, 6), 12);
    }
}
