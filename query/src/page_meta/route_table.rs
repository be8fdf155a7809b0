//! The web app's route table, `web/src/app/routes.json`, compiled in: the React router builds
//! its routes from the same file, so the server and the browser cannot disagree about which
//! page a path shows. Patterns follow react-router: static segments (matched without regard
//! to case), `:param` segments, and a trailing `*`.

use events::Language;
use serde::Deserialize;

use super::subjects::SubjectKind;

/// One row of the table.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Row {
    /// The pattern, relative to the language prefix (or to `/` for unprefixed rows).
    pub path: String,
    /// The page's key in `meta.json`; a redirect row has none.
    pub page: Option<String>,
    /// The path of the row this alias leads to.
    pub redirect_to: Option<String>,
    /// Search engines may list the page: canonical and hreflang links, a sitemap entry.
    #[serde(default)]
    pub indexed: bool,
    /// The kind of what the pattern's `:param` names; a page with no such published subject
    /// is not found.
    pub subject: Option<SubjectKind>,
    /// The page opens with the first page of this kind's list.
    pub list: Option<SubjectKind>,
    /// The error an error page reports; the row with 404 is also every unknown path's page.
    pub error_status: Option<u16>,
    /// The source module the page's component is lazily loaded from, and the i18n namespaces
    /// loaded with it (see `preloads`).
    pub module: Option<String>,
    #[serde(default)]
    pub namespaces: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Table {
    /// Rows under `/`, `/uk` and `/en`.
    language_prefixed: Vec<Row>,
    /// Rows under `/` only.
    unprefixed: Vec<Row>,
}

/// A path matched against the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub language: Language,
    /// Index of the row that answers; the not-found row when none matched.
    row: usize,
    /// The `:param` segment's value, as the path has it.
    pub param: Option<String>,
}

#[derive(Debug)]
pub struct RouteTable {
    /// Unprefixed rows first: without a language prefix they win, as in the React router.
    rows: Vec<(Row, bool)>,
    not_found: usize,
}

impl RouteTable {
    /// The compiled-in table; panics on a table that contradicts itself (a unit test loads it).
    pub fn load() -> RouteTable {
        RouteTable::parse(include_str!("../../../web/src/app/routes.json"))
    }

    fn parse(json: &str) -> RouteTable {
        let table: Table = serde_json::from_str(json).expect("routes.json is valid");
        let rows: Vec<(Row, bool)> = table
            .unprefixed
            .into_iter()
            .map(|row| (row, false))
            .chain(table.language_prefixed.into_iter().map(|row| (row, true)))
            .collect();
        for (row, prefixed) in &rows {
            assert!(
                !row.indexed || *prefixed,
                "route {:?}: only pages in both languages are listed (hreflang)",
                row.path
            );
            assert!(
                row.page.is_some() != row.redirect_to.is_some(),
                "route {:?} needs a page or a redirect, not both",
                row.path
            );
            if let Some(target) = &row.redirect_to {
                assert!(
                    rows.iter()
                        .any(|(r, _)| &r.path == target && r.page.is_some()),
                    "route {:?} redirects to {target:?}, which is no page",
                    row.path
                );
            }
            let params = segments(&row.path).filter(|s| s.starts_with(':')).count();
            assert_eq!(
                params,
                usize::from(row.subject.is_some()),
                "route {:?}: a subject names its one `:param`, and only a subject",
                row.path
            );
            assert!(
                !(row.indexed && row.path.ends_with('*')),
                "route {:?}: a pattern ending in `*` has no single address to list",
                row.path
            );
        }
        let not_found = rows
            .iter()
            .position(|(row, prefixed)| *prefixed && row.error_status == Some(404))
            .expect("routes.json has a not-found page (errorStatus 404)");
        RouteTable { rows, not_found }
    }

    /// Where `path` leads. The language is the path's `/uk` or `/en` prefix, else the
    /// visitor's stored choice (`stored`), else Ukrainian.
    pub fn route(&self, path: &str, stored: Option<Language>) -> Route {
        let (prefix, rest) = split_language(path);
        let language = match prefix.or(stored) {
            Some(Language::En) => Language::En,
            _ => Language::Uk,
        };
        let found = self
            .rows
            .iter()
            .enumerate()
            .filter(|(_, (_, prefixed))| *prefixed || prefix.is_none())
            .find_map(|(index, (row, _))| Some((index, matches(&row.path, rest)?)));
        let (row, param) = match found {
            Some((index, param)) => (self.follow(index), param),
            None => (self.not_found, None),
        };
        Route {
            language,
            row,
            param,
        }
    }

    /// The same route on the not-found page: for a subject that is not published.
    pub fn not_found(&self, route: &Route) -> Route {
        Route {
            language: route.language,
            row: self.not_found,
            param: None,
        }
    }

    pub fn row(&self, route: &Route) -> &Row {
        &self.rows[route.row].0
    }

    /// Every row a sitemap lists; all of them take a language prefix.
    pub fn indexed(&self) -> impl Iterator<Item = &Row> {
        self.rows
            .iter()
            .filter(|(row, _)| row.indexed)
            .map(|(row, _)| row)
    }

    /// Unprefixed pages kept out of search, as robots.txt prefixes (`/admin`).
    pub fn unlisted_sections(&self) -> impl Iterator<Item = String> + '_ {
        self.rows
            .iter()
            .filter(|(row, prefixed)| !prefixed && !row.indexed && row.page.is_some())
            .map(|(row, _)| format!("/{}", row.path.trim_end_matches(['*', '/'])))
    }

    /// The pages whose component is lazily loaded.
    pub fn pages_with_modules(&self) -> impl Iterator<Item = &Row> {
        self.rows
            .iter()
            .map(|(row, _)| row)
            .filter(|row| row.module.is_some())
    }

    #[cfg(test)]
    pub fn pages(&self) -> impl Iterator<Item = &str> {
        self.rows.iter().filter_map(|(row, _)| row.page.as_deref())
    }

    /// A redirect row's target row.
    fn follow(&self, index: usize) -> usize {
        let row = &self.rows[index].0;
        match &row.redirect_to {
            Some(target) => self
                .rows
                .iter()
                .position(|(r, _)| &r.path == target && r.page.is_some())
                .unwrap_or(self.not_found),
            None => index,
        }
    }
}

/// The address of a row's page without the language prefix, its `:param` filled in: `""` for
/// the home page, `/want-a-friend/dog/7`.
pub fn address(row: &Row, param: Option<&str>) -> String {
    segments(&row.path)
        .map(|segment| match segment.strip_prefix(':') {
            Some(_) => param.unwrap_or_default(),
            None => segment,
        })
        .fold(String::new(), |path, segment| path + "/" + segment)
}

/// Splits `/en/admin` into (`En`, `/admin`); a path without a language prefix keeps its whole.
pub fn split_language(path: &str) -> (Option<Language>, &str) {
    for (prefix, language) in [("/uk", Language::Uk), ("/en", Language::En)] {
        if let Some(rest) = path.strip_prefix(prefix) {
            if rest.is_empty() {
                return (Some(language), "/");
            }
            if rest.starts_with('/') {
                return (Some(language), rest);
            }
        }
    }
    (None, if path.is_empty() { "/" } else { path })
}

fn segments(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter(|segment| !segment.is_empty())
}

/// Whether `path` fits `pattern`; `Some(param)` with the `:param` segment's value if it has one.
fn matches(pattern: &str, path: &str) -> Option<Option<String>> {
    let mut path = segments(path);
    let mut param = None;
    for expected in segments(pattern) {
        if expected == "*" {
            return Some(param);
        }
        let segment = path.next()?;
        if expected.starts_with(':') {
            param = Some(segment.to_owned());
        } else if !expected.eq_ignore_ascii_case(segment) {
            return None;
        }
    }
    path.next().is_none().then_some(param)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(table: &RouteTable, path: &str) -> (Option<String>, Option<String>) {
        let route = table.route(path, None);
        (table.row(&route).page.clone(), route.param)
    }

    fn named(page: &str, param: Option<&str>) -> (Option<String>, Option<String>) {
        (Some(page.to_owned()), param.map(str::to_owned))
    }

    #[test]
    fn paths_find_their_pages_with_or_without_a_language_prefix() {
        let table = RouteTable::load();
        for path in ["/", "/uk", "/en/", "/home", "/en/home", "/HOME"] {
            assert_eq!(page(&table, path), named("home", None), "{path}");
        }
        for path in ["/want-a-friend", "/uk/want-a-friend/", "/en/Want-A-Friend"] {
            assert_eq!(page(&table, path), named("wantAFriend", None), "{path}");
        }
        assert_eq!(
            page(&table, "/en/want-a-friend/dog/12"),
            named("dog", Some("12"))
        );
        assert_eq!(
            page(&table, "/want-a-friend/dog/abc"),
            named("dog", Some("abc"))
        );
        for path in ["/admin", "/admin/", "/admin/dogs/7"] {
            assert_eq!(page(&table, path), named("admin", None), "{path}");
        }
        assert_eq!(
            page(&table, "/500-internal-error"),
            named("serverError", None)
        );
    }

    #[test]
    fn unknown_paths_and_prefixed_admin_paths_are_the_not_found_page() {
        let table = RouteTable::load();
        for path in [
            "/uk/no-such-page",
            "/want-a-friend/dog/",
            "/want-a-friend/dog/7/photos",
            "/en/admin",
            "/english",
            "/404-not-found",
        ] {
            assert_eq!(page(&table, path), named("notFound", None), "{path}");
        }
    }

    #[test]
    fn addresses_fill_the_param_and_leave_the_home_page_empty() {
        let table = RouteTable::load();
        let address_of = |path: &str| {
            let route = table.route(path, None);
            address(table.row(&route), route.param.as_deref())
        };
        assert_eq!(address_of("/en/home"), "");
        assert_eq!(address_of("/want-a-friend/"), "/want-a-friend");
        assert_eq!(
            address_of("/uk/want-a-friend/dog/7"),
            "/want-a-friend/dog/7"
        );
    }

    #[test]
    fn robots_keep_crawlers_out_of_the_unprefixed_sections_only() {
        let sections: Vec<String> = RouteTable::load().unlisted_sections().collect();
        assert_eq!(sections, ["/admin"]);
    }

    #[test]
    #[should_panic(expected = "redirects to")]
    fn a_redirect_to_no_page_is_refused() {
        RouteTable::parse(
            r#"{"languagePrefixed": [{"path": "home", "redirectTo": "nowhere"},
                {"path": "404", "page": "notFound", "errorStatus": 404}], "unprefixed": []}"#,
        );
    }

    #[test]
    #[should_panic(expected = "only a subject")]
    fn a_param_without_a_subject_is_refused() {
        RouteTable::parse(
            r#"{"languagePrefixed": [{"path": "dog/:id", "page": "dog"},
                {"path": "404", "page": "notFound", "errorStatus": 404}], "unprefixed": []}"#,
        );
    }

    #[test]
    fn language_prefixes_are_whole_segments() {
        assert_eq!(split_language("/english"), (None, "/english"));
        assert_eq!(split_language("/uk"), (Some(Language::Uk), "/"));
        assert_eq!(split_language("/en/admin"), (Some(Language::En), "/admin"));
    }
}
