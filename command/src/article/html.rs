//! The HTML of text and quote blocks. The editor may send anything (a pasted page brings its
//! styles, scripts and event attributes), so it is cut down on the way in to the few tags the
//! blog shows (SPEC §3: bold, italic, mark, blockquote; paragraphs, line breaks and lists to
//! hold them), with no attributes at all. The stored HTML is what every reader gets.

use std::collections::HashSet;
use std::sync::LazyLock;

static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::empty();
    builder
        .tags(HashSet::from([
            "p",
            "br",
            "b",
            "strong",
            "i",
            "em",
            "mark",
            "blockquote",
            "ul",
            "ol",
            "li",
        ]))
        .clean_content_tags(HashSet::from(["script", "style", "template", "iframe"]))
        .strip_comments(true)
        .link_rel(None);
    builder
});

/// `html` with every tag and attribute the blog does not allow removed (their text kept,
/// except the content of scripts and styles), trimmed.
pub fn sanitize(html: &str) -> String {
    CLEANER.clean(html).to_string().trim().to_owned()
}

/// Whether sanitized `html` shows any text.
pub fn has_text(html: &str) -> bool {
    ammonia::Builder::empty()
        .clean(html)
        .to_string()
        .replace("&nbsp;", " ")
        .trim()
        .chars()
        .any(|c| !c.is_whitespace())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_allowed_styles_stay() {
        let html =
            "<p><b>Важливо:</b> <i>годуйте</i> <mark>двічі</mark></p><blockquote>Так.</blockquote>";
        assert_eq!(sanitize(html), html);
    }

    #[test]
    fn scripts_event_attributes_and_styles_go() {
        let html = r#"<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(2)></p><style>p{}</style>"#;
        assert_eq!(sanitize(html), "<p>Hi</p>");
    }

    #[test]
    fn links_and_unknown_tags_keep_only_their_text() {
        let html =
            r#"<div><a href="javascript:alert(1)">click</a> <span class="x">me</span></div>"#;
        assert_eq!(sanitize(html), "click me");
    }

    #[test]
    fn markup_without_words_has_no_text() {
        assert!(!has_text("<p> <br> &nbsp;</p>"));
        assert!(has_text("<p>Так</p>"));
    }
}
