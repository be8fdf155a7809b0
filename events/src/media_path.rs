//! Where the server serves the variants of an uploaded image, and where pages and mails link
//! them.

/// The path under which the server itself serves the media store.
const SERVED_UNDER: &str = "/media";

/// The URL path of one stored variant of an uploaded image, as the server serves it under
/// `/media` (the media crate's content-addressed layout; the JPEG is every browser's fallback).
pub fn media_path(image_id: &str, variant: &str) -> String {
    media_file_path(image_id, variant, "jpg")
}

/// The URL path of a variant in the format `extension` names (`webp` or `jpg`): the one place
/// the server spells its media addresses (the web app's is `shared/media/mediaUrls.ts`).
pub fn media_file_path(image_id: &str, variant: &str, extension: &str) -> String {
    format!("{SERVED_UNDER}/{image_id}/{variant}.{extension}")
}

/// Where pages and mails link a variant. The API always names the server's own `/media` path;
/// an operator whose photos sit in an object store may serve them from another address as
/// well (a CDN, or the bucket's own public address: `DOGHOTEL_MEDIA_PUBLIC_URL`), holding the
/// same files under `{address}/{image id}/{file}`, and pages then link them there, so a
/// photo's bytes never pass through the site's instances.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MediaLinks {
    public: Option<String>,
}

impl MediaLinks {
    /// Links to the server's own `/media`.
    pub const fn served() -> MediaLinks {
        MediaLinks { public: None }
    }

    /// Links to `address`, e.g. `https://photos.doghotel.kyiv.ua/media`.
    pub fn public(address: &str) -> MediaLinks {
        MediaLinks {
            public: Some(address.trim_end_matches('/').to_owned()),
        }
    }

    /// The other address photos are linked at, when there is one.
    pub fn public_address(&self) -> Option<&str> {
        self.public.as_deref()
    }

    /// How a page links the variant at `path` (a `media_file_path`): at the public address
    /// when there is one, else the path itself. Any other path is left as it is.
    pub fn link(&self, path: &str) -> String {
        match (&self.public, path.strip_prefix(SERVED_UNDER)) {
            (Some(public), Some(rest)) if rest.starts_with('/') => format!("{public}{rest}"),
            _ => path.to_owned(),
        }
    }

    /// The absolute address of the variant at `path` for a mail or a link preview, whose
    /// readers are not on the site: the public address, else the site's own (`site`, e.g.
    /// `https://doghotel.kyiv.ua`).
    pub fn absolute(&self, site: &str, path: &str) -> String {
        let link = self.link(path);
        if link.starts_with('/') {
            format!("{}{link}", site.trim_end_matches('/'))
        } else {
            link
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_public_address_pages_link_the_sites_own_path() {
        let links = MediaLinks::served();
        let path = media_file_path("ab12", "card", "webp");
        assert_eq!(links.link(&path), "/media/ab12/card.webp");
        assert_eq!(
            links.absolute("https://doghotel.example/", &path),
            "https://doghotel.example/media/ab12/card.webp"
        );
    }

    #[test]
    fn a_public_address_takes_the_place_of_the_sites_media_path() {
        let links = MediaLinks::public("https://photos.example/bucket/site/");
        let path = media_path("ab12", "detail");
        assert_eq!(
            links.link(&path),
            "https://photos.example/bucket/site/ab12/detail.jpg"
        );
        assert_eq!(
            links.absolute("https://doghotel.example", &path),
            "https://photos.example/bucket/site/ab12/detail.jpg"
        );
        // Only the store's own paths move; `/mediaeval/...` is not one of them.
        assert_eq!(links.link("/mediaeval/x.jpg"), "/mediaeval/x.jpg");
        assert_eq!(links.link("/uk/about"), "/uk/about");
    }
}
