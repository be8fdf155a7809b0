//! The HTML of FAQ answers. Staff may paste anything, so an answer is cut down on the way in to
//! what an answer needs: paragraphs, line breaks, bold and italic, lists, and links to web
//! pages, mail or phone numbers (opened without handing the page to the target). Every other
//! tag and attribute goes; their text stays, except the content of scripts and styles.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::empty();
    builder
        .tags(HashSet::from([
            "p", "br", "b", "strong", "i", "em", "ul", "ol", "li", "a",
        ]))
        .tag_attributes(HashMap::from([("a", HashSet::from(["href"]))]))
        .url_schemes(HashSet::from(["http", "https", "mailto", "tel"]))
        .url_relative(ammonia::UrlRelative::PassThrough)
        .link_rel(Some("noopener noreferrer"))
        .clean_content_tags(HashSet::from(["script", "style", "template", "iframe"]))
        .strip_comments(true);
    builder
});

/// `html` with every tag, attribute and link scheme an answer does not allow removed, trimmed.
pub fn sanitize(html: &str) -> String {
    CLEANER.clean(html).to_string().trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_allowed_markup_stays() {
        let html = "<p>Так, <b>обов'язково</b>:</p><ul><li><i>сказ</i></li></ul>";
        assert_eq!(sanitize(html), html);
    }

    #[test]
    fn links_keep_their_address_and_open_safely() {
        assert_eq!(
            sanitize(r#"<a href="https://example.com/a" target="_blank" class="x">here</a>"#),
            r#"<a href="https://example.com/a" rel="noopener noreferrer">here</a>"#
        );
        assert_eq!(
            sanitize(r#"<a href="tel:+380441234567">call</a>"#),
            r#"<a href="tel:+380441234567" rel="noopener noreferrer">call</a>"#
        );
    }

    #[test]
    fn scripts_handlers_styles_and_script_links_go() {
        let html = r#"<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:alert(3)">me</a></p><style>p{}</style>"#;
        assert_eq!(
            sanitize(html),
            r#"<p>Hi <a rel="noopener noreferrer">me</a></p>"#
        );
    }
}
