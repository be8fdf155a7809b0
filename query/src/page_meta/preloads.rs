//! The built files of a page's lazily loaded code. The web app loads a page's component (and
//! the texts it needs) only once its main bundle has run and matched the route, a round trip
//! after the HTML; naming those files in the head lets the browser fetch them alongside the
//! main bundle. Which source module a page loads comes from the route table; which files it
//! became, from Vite's build manifest (`dist/.vite/manifest.json`).

use std::collections::{BTreeSet, HashMap};
use std::path::Path;

use events::Language;
use serde::Deserialize;

use super::route_table::RouteTable;

/// Where Vite writes the manifest under the build directory.
const MANIFEST: &str = ".vite/manifest.json";

/// One source module of the manifest and the files it was built into.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    dynamic_imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
    #[serde(default)]
    is_entry: bool,
}

type Manifest = HashMap<String, Chunk>;

/// The preload tags of each page and language, rendered once at start.
#[derive(Debug, Default)]
pub struct Preloads {
    tags: HashMap<(String, Language), String>,
}

impl Preloads {
    /// The preloads of the build in `dist`; none when it has no manifest (a build without one
    /// still works, a round trip slower).
    pub fn load(dist: &Path, routes: &RouteTable) -> Preloads {
        let path = dist.join(MANIFEST);
        let manifest = match std::fs::read_to_string(&path) {
            Ok(json) => json,
            Err(error) => {
                tracing::warn!(%error, path = %path.display(), "no build manifest: pages load their code without preloads");
                return Preloads::default();
            }
        };
        match serde_json::from_str(&manifest) {
            Ok(manifest) => Preloads::from_manifest(&manifest, routes),
            Err(error) => {
                tracing::warn!(%error, path = %path.display(), "unreadable build manifest");
                Preloads::default()
            }
        }
    }

    fn from_manifest(manifest: &Manifest, routes: &RouteTable) -> Preloads {
        // `index.html` already names the entry's imports and the modules it runs in turns at
        // start (its dynamic imports), with all they import.
        let loaded: BTreeSet<&str> = manifest
            .iter()
            .filter(|(_, chunk)| chunk.is_entry)
            .flat_map(|(key, chunk)| {
                std::iter::once(key.as_str())
                    .chain(chunk.dynamic_imports.iter().map(String::as_str))
            })
            .flat_map(|key| closure(manifest, key))
            .collect();
        let mut tags = HashMap::new();
        for row in routes.pages_with_modules() {
            let (Some(page), Some(module)) = (&row.page, &row.module) else {
                continue;
            };
            for language in Language::WITH_TEXTS {
                // The page's own texts only: the English ones are complete (a web test holds
                // the two languages to the same keys), so i18next falls back to none.
                let texts = row
                    .namespaces
                    .iter()
                    .map(|namespace| format!("src/locales/{}/{namespace}.json", language.value()));
                let mut scripts = BTreeSet::new();
                let mut styles = BTreeSet::new();
                for key in std::iter::once(module.clone()).chain(texts) {
                    if !manifest.contains_key(&key) {
                        tracing::warn!(
                            page,
                            module = key,
                            "a page's module is not in the build manifest"
                        );
                    }
                    for file in closure(manifest, &key).difference(&loaded) {
                        let chunk = &manifest[*file];
                        scripts.insert(chunk.file.as_str());
                        styles.extend(chunk.css.iter().map(String::as_str));
                    }
                }
                let rendered = render(&scripts, &styles);
                tags.insert((page.clone(), language), rendered);
            }
        }
        Preloads { tags }
    }

    /// The `<link>` tags of `page` in `language`; empty for a page without lazily loaded code.
    pub fn tags(&self, page: &str, language: Language) -> &str {
        self.tags
            .get(&(page.to_owned(), language.texts()))
            .map_or("", String::as_str)
    }
}

/// `key` and every module it imports statically, transitively: what loading it fetches.
fn closure<'a>(manifest: &'a Manifest, key: &'a str) -> BTreeSet<&'a str> {
    let mut seen = BTreeSet::new();
    let mut pending = vec![key];
    while let Some(key) = pending.pop() {
        if let Some(chunk) = manifest.get(key) {
            if seen.insert(key) {
                pending.extend(chunk.imports.iter().map(String::as_str));
            }
        }
    }
    seen
}

/// Scripts as module preloads; styles as plain preloads, since the app inserts the stylesheet
/// itself when the chunk runs (a stylesheet link here would block the first paint).
fn render(scripts: &BTreeSet<&str>, styles: &BTreeSet<&str>) -> String {
    let scripts = scripts
        .iter()
        .map(|file| format!(r#"<link rel="modulepreload" crossorigin href="/{file}">"#));
    let styles = styles
        .iter()
        .map(|file| format!(r#"<link rel="preload" as="style" crossorigin href="/{file}">"#));
    scripts.chain(styles).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest() -> Manifest {
        serde_json::from_str(
            r#"{
              "index.html": { "file": "assets/index-a1.js", "isEntry": true,
                              "imports": ["_jsx-runtime-b2.js"], "css": ["assets/index-c3.css"],
                              "dynamicImports": ["src/app/start.tsx"] },
              "_jsx-runtime-b2.js": { "file": "assets/jsx-runtime-b2.js" },
              "src/app/start.tsx": { "file": "assets/start-j1.js", "isDynamicEntry": true,
                                     "imports": ["_react-k2.js"] },
              "_react-k2.js": { "file": "assets/react-k2.js" },
              "_MediaPicture-d4.js": { "file": "assets/MediaPicture-d4.js",
                                       "imports": ["_jsx-runtime-b2.js"] },
              "src/features/dogs/dogListPage.ts": { "file": "assets/pages-e5.js",
                  "isDynamicEntry": true,
                  "imports": ["_MediaPicture-d4.js", "_react-k2.js", "index.html"],
                  "css": ["assets/pages-f6.css"] },
              "src/locales/uk/wantAFriend.json": { "file": "assets/wantAFriend-g7.js" },
              "src/locales/en/wantAFriend.json": { "file": "assets/wantAFriend-h8.js" },
              "src/features/errors/index.ts": { "file": "assets/errors-i9.js",
                  "imports": ["_jsx-runtime-b2.js"] }
            }"#,
        )
        .unwrap()
    }

    fn preloads() -> Preloads {
        Preloads::from_manifest(&manifest(), &RouteTable::load())
    }

    #[test]
    fn a_lazy_page_preloads_its_chunk_its_imports_its_style_and_its_texts() {
        let preloads = preloads();
        let tags = preloads.tags("wantAFriend", Language::En);
        for file in [
            "assets/pages-e5.js",
            "assets/MediaPicture-d4.js",
            "assets/wantAFriend-h8.js",
        ] {
            assert!(
                tags.contains(&format!(
                    r#"rel="modulepreload" crossorigin href="/{file}""#
                )),
                "{file} in {tags}"
            );
        }
        assert!(
            tags.contains(r#"rel="preload" as="style" crossorigin href="/assets/pages-f6.css""#)
        );
        assert!(
            !tags.contains("wantAFriend-g7"),
            "the Ukrainian texts, which an English page does not load: {tags}"
        );
        let ukrainian = preloads.tags("wantAFriend", Language::Uk);
        assert!(ukrainian.contains("wantAFriend-g7"));
        assert!(!ukrainian.contains("wantAFriend-h8"), "{ukrainian}");
    }

    #[test]
    fn what_the_main_bundle_loads_is_not_named_again() {
        let preloads = preloads();
        let tags = preloads.tags("wantAFriend", Language::Uk);
        assert!(tags.contains("pages-e5.js"));
        assert!(!tags.contains("index-a1.js"), "{tags}");
        assert!(!tags.contains("jsx-runtime"), "{tags}");
        assert!(
            !tags.contains("react-k2.js"),
            "run at start, in turns: {tags}"
        );
        assert_eq!(
            preloads.tags("notFound", Language::Uk),
            r#"<link rel="modulepreload" crossorigin href="/assets/errors-i9.js">"#
        );
    }

    #[test]
    fn pages_in_the_main_bundle_and_builds_without_a_manifest_preload_nothing() {
        assert_eq!(preloads().tags("home", Language::Uk), "");
        let none = Preloads::load(Path::new("/nonexistent"), &RouteTable::load());
        assert_eq!(none.tags("wantAFriend", Language::Uk), "");
    }
}
