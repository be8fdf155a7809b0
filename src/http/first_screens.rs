//! How a page starts. The first screens of the pages that need no data to draw one (the home
//! page's promo, the About page's hero, the contacts heading...) are rendered from the app's own
//! components at build time (`web/scripts/renderFirstScreens.mjs`). A page is sent with its
//! screen after the header's bar and the screens' styles in its head, so a slow phone paints the
//! heading and intro before the app's code has arrived; the app's first render replaces them
//! with the same boxes. The app's files are then fetched once that has painted (`main.tsx`).
//! A page the app draws itself has them fetched with the page instead, preloaded in its head.

use std::{collections::HashMap, path::Path};

use events::Language;
use serde::Deserialize;

/// Where the build leaves them, beside its manifest.
const FILE: &str = ".vite/first-screens.json";
/// The meta elements in which `index.html` names the files of the app's start
/// (`web/src/shared/lib/startFiles.ts`).
const START_SCRIPTS: &str = "doghotel:start-scripts";
const START_STYLES: &str = "doghotel:start-styles";

#[derive(Debug, Default)]
pub struct PageStarts {
    screens: FirstScreens,
    /// The preloads of the app's start, for the pages it draws.
    preloads: String,
}

#[derive(Debug, Default, Deserialize)]
struct FirstScreens {
    /// The styles of every screen, a few kilobytes: sent inline, so the screen paints with the
    /// page's one stylesheet and no other request.
    css: String,
    /// The screen's HTML by page key (`routes.json`) and language.
    pages: HashMap<String, HashMap<Language, String>>,
}

impl PageStarts {
    /// The build's screens, and the start's files `template` (`index.html`) names. Without
    /// screens (an app built without them), pages open with the header's bar alone.
    pub fn load(dist: &Path, template: &str) -> PageStarts {
        let path = dist.join(FILE);
        let read = std::fs::read_to_string(&path)
            .map_err(|error| error.to_string())
            .and_then(|json| serde_json::from_str(&json).map_err(|error| error.to_string()));
        let screens = read.unwrap_or_else(|error| {
            tracing::warn!(%error, path = %path.display(), "no first screens: pages open with the header's bar alone");
            FirstScreens::default()
        });
        let scripts = listed(template, START_SCRIPTS).map(|file| {
            format!(r#"<link rel="modulepreload" fetchpriority="low" crossorigin href="{file}">"#)
        });
        let styles = listed(template, START_STYLES).map(|file| {
            format!(
                r#"<link rel="preload" as="style" fetchpriority="low" crossorigin href="{file}">"#
            )
        });
        PageStarts {
            screens,
            preloads: scripts.chain(styles).collect(),
        }
    }

    /// How the page starts in `language` (Russian reads the Ukrainian texts).
    pub fn of(&self, page: &str, language: Language) -> Start<'_> {
        let screen = self
            .screens
            .pages
            .get(page)
            .and_then(|languages| languages.get(&language.texts()));
        match screen {
            Some(html) => Start::Screen {
                html,
                css: &self.screens.css,
            },
            None => Start::App {
                preloads: &self.preloads,
            },
        }
    }
}

#[derive(Clone, Copy)]
pub enum Start<'a> {
    /// The page's first screen comes with it, with the styles it needs in the head; the app's
    /// files are fetched once it has painted.
    Screen { html: &'a str, css: &'a str },
    /// The app draws the page: its files are preloaded with it.
    App { preloads: &'a str },
}

/// The files a meta element of `template` names, space-separated in its content.
fn listed<'a>(template: &'a str, name: &str) -> impl Iterator<Item = &'a str> {
    let opening = format!(r#"<meta name="{name}" content=""#);
    let content = template
        .find(&opening)
        .map(|at| &template[at + opening.len()..])
        .and_then(|rest| rest.split('"').next())
        .unwrap_or_default();
    content.split_whitespace()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEMPLATE: &str = r#"<head><meta name="doghotel:start-scripts" content="/assets/a.js /assets/b.js">
<meta name="doghotel:start-styles" content="/assets/a.css"></head>"#;

    /// Built in a folder of the test's own: the tests run side by side.
    fn starts(test: &str) -> PageStarts {
        let dir = std::env::temp_dir().join(format!("doghotel-{test}-{}", std::process::id()));
        std::fs::create_dir_all(dir.join(".vite")).unwrap();
        std::fs::write(
            dir.join(FILE),
            r#"{"css": ".a{}", "pages": {"home": {"uk": "<main>Готель</main>", "en": "<main>Hotel</main>"}}}"#,
        )
        .unwrap();
        PageStarts::load(&dir, TEMPLATE)
    }

    #[test]
    fn a_page_with_a_screen_gets_it_in_its_language() {
        let starts = starts("screen");
        let Start::Screen { html, css } = starts.of("home", Language::En) else {
            panic!("the home page has a screen");
        };
        assert_eq!((html, css), ("<main>Hotel</main>", ".a{}"));
        let Start::Screen { html, .. } = starts.of("home", Language::Ru) else {
            panic!("Russian reads the Ukrainian screen");
        };
        assert_eq!(html, "<main>Готель</main>");
    }

    #[test]
    fn a_page_the_app_draws_preloads_the_start_files() {
        let starts = starts("preloads");
        let Start::App { preloads } = starts.of("dog", Language::Uk) else {
            panic!("the dog page has no screen");
        };
        assert_eq!(
            preloads,
            r#"<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">"#
                .to_owned()
                + r#"<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js">"#
                + r#"<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/a.css">"#
        );
        let without = PageStarts::load(Path::new("/nonexistent"), "<head></head>");
        assert!(matches!(
            without.of("home", Language::Uk),
            Start::App { preloads: "" }
        ));
    }
}
